/**
 * Loads the precompiled validators of the handoff formats (envelope, skill graph, packet,
 * acknowledgment, timestamp) into schema-validator.ts. Imported by the modules of those
 * formats, which the audit loads only in runs that have handoff files.
 */
import generated from './generated/handoff-validators.cjs';
import { registerValidators } from './schema-validator.js';

registerValidators(generated.validators);
