/**
 * `passport-gate audit --all --vsa FILE (--vsa-key FILE | --vsa-keyless)`: after the verdict,
 * a signed SLSA verification summary of the audited commit (attest/verification-summary.ts,
 * written by attest/produce.ts as the action writes it).
 */
import path from 'node:path';
import { findDefaultConfigFile } from '../config/config.js';
import type { AuditReport } from '../core/report-model.js';
import { toPosixRelative } from '../fs/paths.js';
import type { GateRun } from '../gate/gate-run.js';
import { escapeTerminal } from '../report/escape.js';
import { readSigningMethod, type SigningFlags } from './signing-method.js';
import { describeWriteError, type CliIo } from './io.js';

/** The flags of the summary, as `audit` parsed them. */
export interface SummaryFlags extends SigningFlags {
  vsa: string;
  config?: string | undefined;
}

/** Signs and writes the summary of a run; prints where and by whom. Throws UsageError. */
export async function emitVerificationSummary(
  run: GateRun,
  report: AuditReport,
  root: string,
  flags: SummaryFlags,
  io: CliIo,
): Promise<void> {
  const { inForce, filesRead } = run;
  if (inForce === null || filesRead === null)
    throw new Error('emitVerificationSummary before an audit that noted the files it read');
  const method = await readSigningMethod(flags, io, 'vsa-');
  const configFile =
    flags.config !== undefined
      ? toPosixRelative(path.resolve(root), path.resolve(io.cwd, flags.config))
      : await findDefaultConfigFile(root);
  const { writeVerificationSummary } = await import('../attest/produce.js');
  let written;
  try {
    written = await writeVerificationSummary(report, {
      file: path.resolve(io.cwd, flags.vsa),
      method,
      root,
      configFile,
      config: inForce.config,
      policyCommit: inForce.policyCommit ?? null,
      filesRead,
      env: io.env,
      timeVerified: new Date(),
    });
  } catch (error) {
    throw describeWriteError(error, '--vsa', flags.vsa);
  }
  io.stderr.write(
    `verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit}: ${escapeTerminal(flags.vsa)} (${escapeTerminal(written.signer)})\n`,
  );
}
