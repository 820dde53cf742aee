#!/usr/bin/env node
// The command line is dist/cli/index.js and its chunks (scripts/bundle.mjs).
import './cli/index.js';
