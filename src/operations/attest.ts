/**
 * Attest: signs each chosen output directory's passport into a Sigstore bundle beside it,
 * `<run-id>.passport.sigstore.json` (src/attest/). The repository is audited first
 * (operations/audited.ts), like `export`: a bundle is a claim someone signs, so nothing is signed
 * in a repository the gate would fail. That audit judges the work tree against the last commit
 * (HEAD) as a pull request's audit judges it against its base: signing is no re-run, so a run
 * record there that the work tree holds as a hand re-stamp of other outputs (an output edited
 * by hand, then `stamp --force`) is run-record-replaced-by-hand, and nothing is signed
 * (issue 37: the printed `attest` of attestation-missing and attestation-invalid never
 * launders a hand edit).
 */
import { realpath } from 'node:fs/promises';
import { attestPassports, describeSigningError, type WrittenBundle } from '../attest/produce.js';
import type { SigningMethod } from '../attest/sign.js';
// The keyless default the attest command's help text names, and how to sign, for the faces.
export { PUBLIC_GOOD, type SigningMethod } from '../attest/sign.js';
import type { Config } from '../config/config.js';
import type { PassportFile } from '../core/diff-model.js';
import type { AuditReport } from '../core/report-model.js';
import { readGitRevision } from '../diff/read-revision.js';
import { toPathPrefix } from '../fs/paths.js';
import { isPassportPath } from '../formats/passport.js';
import { ConfigurationError, UsageError } from '../util/errors.js';
import { isNotARepository, resolveCommit, runGit } from '../vcs/git.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { auditFirst, type AuditedOptions, type Note } from './audited.js';

/** The rules the audit before signing leaves off: the bundles are what this writes. */
const RULES_ATTEST_WRITES = [
  'attestation-missing',
  'attestation-invalid',
  'attestation-untrusted',
] as const;

/** What to sign, and how. */
export interface AttestOptions extends Omit<AuditedOptions, 'rulesOff'> {
  /** The output directories whose passports are signed, relative to the root (POSIX; '.' the root). */
  dirs: readonly string[];
  method: SigningMethod;
}

/** What an attest did. */
export type AttestResult =
  | {
      /** The audit failed: nothing was signed; the report says why. */
      blocked: true;
      report: AuditReport;
    }
  | { blocked: false; written: WrittenBundle[] };

/**
 * Audits the repository (the attestation rules off), then signs the passports of
 * `options.dirs`. A directory without a passport is a UsageError; a signing failure is
 * described for the method (a missing OIDC token is the user's to fix).
 */
export async function attestDirectories(options: AttestOptions): Promise<AttestResult> {
  const committed = await readLastCommitPassports(options.root, options.config, options.note);
  const audited = await auditFirst({
    ...options,
    rulesOff: RULES_ATTEST_WRITES,
    ...(committed ? { base: { passports: committed } } : {}),
  });
  const chosen = audited.passports.filter(
    (p) => options.dirs.includes(p.dir) && isPassportPath(p.path),
  );
  for (const dir of options.dirs)
    if (!chosen.some((p) => p.dir === dir))
      throw new UsageError(
        `${quoteUntrusted(dir)} holds no passport; stamp it first: passport-gate stamp ${dir} --skill NAME`,
      );
  if (audited.blocks) return { blocked: true, report: audited.report };
  try {
    const written = await attestPassports(
      options.root,
      chosen,
      options.method,
      options.config.pathBase,
    );
    return { blocked: false, written };
  } catch (error) {
    throw describeSigningError(error, options.method);
  }
}

/**
 * The passports of the last commit (HEAD) below `root`: what the work tree's records replace.
 * Null where nothing was committed to compare with: outside a git repository, before its first
 * commit, or without git (said in a note). A commit git cannot read fails closed: a
 * ConfigurationError, and nothing is signed.
 */
async function readLastCommitPassports(
  root: string,
  config: Config,
  note: Note,
): Promise<PassportFile[] | null> {
  const top = await runGit(root, ['rev-parse', '--show-toplevel']);
  if (!top.ok) {
    if (top.missing)
      note('note: git is not available, so the passports were not compared with the last commit');
    if (top.missing || isNotARepository(top)) return null;
    throw new ConfigurationError(
      `attest: git cannot read the repository at ${JSON.stringify(root)}: ${top.message}`,
    );
  }
  // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
  const topLevel = top.stdout.replace(/\r?\n$/, '');
  const sha = await resolveCommit(topLevel, 'HEAD');
  if (sha === null) return null;
  const prefix = toPathPrefix(topLevel, await realpath(root).catch(() => root));
  try {
    const revision = await readGitRevision(topLevel, sha, prefix, config, {
      ref: 'HEAD',
      sha,
      source: 'git',
    });
    return [...revision.passports];
  } catch (error) {
    throw new ConfigurationError(
      `attest: cannot read the last commit (HEAD, ${sha}) from git to compare the passports with: ${(error as Error).message}`,
    );
  }
}
