/**
 * `passport-gate audit --all --vsa FILE (--vsa-key FILE | --vsa-keyless)`: after the verdict,
 * a signed SLSA verification summary of the audited commit (attest/verification-summary.ts).
 * The commit is git's HEAD at the root, and the working tree must equal it: the audit read
 * the files on disk, and the summary must not vouch for a commit whose bytes it did not read.
 */
import path from 'node:path';
import { findDefaultConfigFile } from '../config/config.js';
import { UsageError } from '../core/errors.js';
import type { AuditReport } from '../core/report-model.js';
import { toPosixRelative } from '../fs/paths.js';
import type { GateRun } from '../gate/gate-run.js';
import { runGit } from '../vcs/git.js';
import { escapeTerminal } from '../report/escape.js';
import { readSigningMethod, type SigningFlags } from './signing-method.js';
import { describeWriteError, type CliIo } from './io.js';

/** The flags of the summary, as `audit` parsed them. */
export interface SummaryFlags extends SigningFlags {
  vsa: string;
  config?: string | undefined;
}

/** The audited commit: HEAD at the root, which the working tree must equal (tracked files). */
async function readAuditedCommit(root: string): Promise<string> {
  const head = await runGit(root, ['rev-parse', '--verify', 'HEAD^{commit}']);
  if (!head.ok)
    throw new UsageError(
      `--vsa names the audited commit, and git has none at the root (${head.message}); run it in a git checkout`,
    );
  const status = await runGit(root, ['status', '--porcelain', '--untracked-files=no', '--', '.']);
  if (!status.ok) throw new UsageError(`--vsa: git status failed (${status.message})`);
  if (status.stdout.trim() !== '')
    throw new UsageError(
      '--vsa: the working tree differs from HEAD, so the audit did not read the commit a summary would name; commit or stash the changes (git status), then audit again',
    );
  return head.stdout.trim();
}

/** Signs and writes the summary of a run; prints where and by whom. Throws UsageError. */
export async function emitVerificationSummary(
  run: GateRun,
  report: AuditReport,
  root: string,
  flags: SummaryFlags,
  io: CliIo,
): Promise<void> {
  const inForce = run.inForce;
  if (inForce === null) throw new Error('emitVerificationSummary before the audit');
  const method = await readSigningMethod(flags, io, 'vsa-');
  const commit = await readAuditedCommit(root);
  const origin = await runGit(root, ['remote', 'get-url', 'origin']);
  const { repositoryUrlFrom } = await import('../attest/verification-summary.js');
  const repository =
    repositoryUrlFrom(io.env, origin.ok ? origin.stdout : null) ?? `file://${path.resolve(root)}`;
  const configFile =
    flags.config !== undefined
      ? toPosixRelative(path.resolve(root), path.resolve(io.cwd, flags.config))
      : await findDefaultConfigFile(root);
  const file = path.resolve(io.cwd, flags.vsa);
  const { writeVerificationSummary } = await import('../attest/produce.js');
  let signer: string;
  try {
    signer = await writeVerificationSummary(
      {
        report,
        commit,
        repository,
        policy: { file: configFile, commit: run.event?.base ?? commit, config: inForce.config },
        timeVerified: io.now ? new Date(io.now()) : new Date(),
      },
      { file, method },
    );
  } catch (error) {
    throw describeWriteError(error, '--vsa', flags.vsa);
  }
  io.stderr.write(
    `verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${commit}: ${escapeTerminal(flags.vsa)} (${escapeTerminal(signer)})\n`,
  );
}
