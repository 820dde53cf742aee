/**
 * An audit run in process for its JSON report, on a generated tree in a scratch directory
 * outside any repository (the changed-mode guards in __tests__/audit/).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { captureIo } from './cli-io.js';

/**
 * A new scratch directory named `prefix…` under the system's temporary directory, outside any
 * repository: a .gitignore around the tree would hide its files from the audit.
 */
export function scratchOutsideRepository(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** The JSON report of `audit --root <root> <scope…>` run in process; its exit code 0 or 1. */
export async function auditJson(root: string, scope: string[]): Promise<AuditReport> {
  const io = captureIo(root);
  const code = await runCli(['audit', '--root', root, ...scope, '--format', 'json'], io);
  expect([0, 1]).toContain(code);
  return JSON.parse(io.out()) as AuditReport;
}
