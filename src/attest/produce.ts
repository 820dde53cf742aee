/**
 * The producer's side of attested passports: each passport's statement (the one
 * `export --in-toto` writes), signed, and its bundle written beside it,
 * atomically, as `<run-id>.passport.sigstore.json`.
 */
import { sha256Hex } from '../util/sha256.js';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigurationError, UsageError } from '../util/errors.js';
import { toInTotoStatement } from '../export/in-toto.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { writeNamedFile } from '../fs/output-file.js';
import { attestationPathFor } from '../formats/passport.js';
import type { MaterialPassport } from '../core/passport.js';
import type { AuditedPassport } from '../repo/passports.js';
import { formatSigner } from './identity.js';
import { identifyBundleSigner } from './signer-claim.js';
import { createStatementSigner, type SigningMethod } from './sign.js';
import { buildVerificationSummary, repositoryUrlFrom } from './verification-summary.js';
import type { Config } from '../config/config.js';
import type { AuditReport } from '../core/report-model.js';
import { runGit } from '../vcs/git.js';

/** One bundle written. */
export interface WrittenBundle {
  passport: string;
  bundle: string;
  /** Who signed, in one line. */
  signer: string;
}

/** The signer a bundle just written names, in one line (attest/signer-claim.ts reads it). */
function describeBundleSigner(bundleJson: string): string {
  const signer = identifyBundleSigner(Buffer.from(bundleJson, 'utf8'));
  return signer === 'unreadable' ? 'an unknown signer' : formatSigner(signer);
}

/** Signs each passport (as the audit read it) and writes its bundle under `root`. */
export async function attestPassports(
  root: string,
  passports: readonly AuditedPassport[],
  method: SigningMethod,
  pathBase: 'root' | 'passport',
): Promise<WrittenBundle[]> {
  const signer = createStatementSigner(method);
  const written: WrittenBundle[] = [];
  for (const p of passports) {
    const bytes = p.bytes;
    if (!bytes || p.value === null || typeof p.value !== 'object') continue;
    const statement = toInTotoStatement(
      p.value as MaterialPassport,
      {
        dir: p.dir,
        pathBase,
        file: { path: p.path, sha256: sha256Hex(bytes) },
      },
      p.summary ?? undefined,
    );
    const json = await signer.sign(Buffer.from(JSON.stringify(statement), 'utf8'));
    const bundle = attestationPathFor(p.path);
    await writeFileAtomic(path.join(root, ...bundle.split('/')), json);
    written.push({ passport: p.path, bundle, signer: describeBundleSigner(json) });
  }
  return written;
}

/**
 * A signing failure as one line with what to do (exit 2): most often no OIDC token (the job
 * lacks `id-token: write`, or it runs for a fork's pull request), or a service out of reach.
 */
export function describeSigningError(error: unknown, method: SigningMethod): unknown {
  if (method.kind === 'key') return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/no tokens available|OIDC|identity token/i.test(text))
    return new ConfigurationError(
      `--keyless found no OIDC token: in GitHub Actions give the job \`permissions: id-token: write\` (a pull request from a fork never gets one: attest in a workflow_run job instead, docs/producers.md "Attested passports"); elsewhere set SIGSTORE_ID_TOKEN`,
    );
  return new ConfigurationError(
    `--keyless signing failed (${text.split('\n')[0] ?? ''}); check that ${method.fulcioURL} and ${method.rekorURL} are reachable, then attest again`,
  );
}

/** A signed verification summary to write (the action's and the CLI's request). */
export interface SummaryRequest {
  /** Where to write the bundle (absolute). */
  file: string;
  method: SigningMethod;
  /** The audited root (a git checkout whose HEAD is the commit the summary names). */
  root: string;
  /** The config file, relative to the root (the policy's URI names it). */
  configFile: string;
  /** The config in force and the commit it was read at (null: the audited commit's own). */
  config: Config;
  policyCommit: string | null;
  /**
   * The working-tree files the audit read (root-relative: AuditOptions.filesRead): the commit
   * must hold each, byte for byte, or nothing is signed.
   */
  filesRead: ReadonlySet<string>;
  /** The CI's environment (the repository's URL: verification-summary.ts repositoryUrlFrom). */
  env: NodeJS.ProcessEnv;
  timeVerified: Date;
}

/** What was written. */
export interface WrittenSummary {
  commit: string;
  /** Who signed, in one line. */
  signer: string;
}

/** Most paths a refusal names. */
const MAX_NAMED_PATHS = 5;

/**
 * The audited commit: HEAD at the root, which the working tree must equal in every tracked
 * file, and which must hold every file the audit read (`read`, root-relative): an untracked or
 * ignored file the audit read (an artifact `git rm --cached` left on disk) is bytes the commit
 * does not have, and a clean checkout of it would fail. The summary must not vouch for a
 * commit whose bytes the audit did not read. Throws UsageError with what to do.
 */
async function readAuditedCommit(root: string, read: ReadonlySet<string>): Promise<string> {
  const head = await runGit(root, ['rev-parse', '--verify', 'HEAD^{commit}']);
  if (!head.ok)
    throw new UsageError(
      `a verification summary names the audited commit, and git has none at the root (${head.message}); run it in a git checkout`,
    );
  const status = await runGit(root, ['status', '--porcelain', '--untracked-files=no', '--', '.']);
  if (!status.ok)
    throw new UsageError(`verification summary: git status failed (${status.message})`);
  if (status.stdout.trim() !== '')
    throw new UsageError(
      'verification summary: the working tree differs from HEAD, so the audit did not read the commit a summary would name; commit or stash the changes (git status), then audit again',
    );
  const untracked = await listUntrackedReads(root, read);
  if (untracked.length > 0)
    throw new UsageError(
      `verification summary: the audit read ${untracked.length} file(s) the commit does not hold (untracked or ignored: ${untracked
        .slice(0, MAX_NAMED_PATHS)
        .map((p) => JSON.stringify(p))
        .join(
          ', ',
        )}${untracked.length > MAX_NAMED_PATHS ? ', …' : ''}), so a clean checkout of it is not what was audited; commit them, or remove them and audit again`,
    );
  return head.stdout.trim();
}

/** The files among `read` that git's index does not hold (sorted); status checked the rest. */
async function listUntrackedReads(root: string, read: ReadonlySet<string>): Promise<string[]> {
  if (read.size === 0) return [];
  // Every index entry under the root, relative to it (-z: any name intact).
  const listed = await runGit(root, ['ls-files', '-z', '--cached', '--', '.'], {
    maxBytes: 512 * 1024 * 1024,
    timeoutMs: 120_000,
  });
  if (!listed.ok)
    throw new UsageError(`verification summary: git ls-files failed (${listed.message})`);
  const tracked = new Set(listed.stdout.split('\0'));
  return [...read].filter((rel) => !tracked.has(rel)).sort();
}

/**
 * What the summary vouches for beyond the audit's reads: with the policy read from the audited
 * commit itself (no trusted base), its config file and the keys and trusted root it names.
 */
async function filesReadAt(request: SummaryRequest): Promise<ReadonlySet<string>> {
  if (request.policyCommit !== null) return request.filesRead;
  const policy = request.config.attestations;
  const candidates = [
    request.configFile,
    ...policy.trust.flatMap((t) => (t.kind === 'key' ? [t.key] : [])),
  ];
  if (policy.trustedRoot !== null) candidates.push(policy.trustedRoot);
  const files = new Set(request.filesRead);
  // A policy file that is not there was not read (the defaults were in force).
  for (const rel of candidates)
    if (
      rel !== '' &&
      (await lstat(path.join(request.root, rel)).then(
        () => true,
        () => false,
      ))
    )
      files.add(rel);
  return files;
}

/**
 * Builds the verification summary of an audit (verification-summary.ts), signs it into a
 * Sigstore bundle and writes it to `request.file`, atomically. Throws UsageError where the
 * user can fix it (no commit, a dirty tree, a partial audit, signing refused).
 */
export async function writeVerificationSummary(
  report: AuditReport,
  request: SummaryRequest,
): Promise<WrittenSummary> {
  const commit = await readAuditedCommit(request.root, await filesReadAt(request));
  const origin = await runGit(request.root, ['remote', 'get-url', 'origin']);
  const repository =
    repositoryUrlFrom(request.env, origin.ok ? origin.stdout : null) ??
    `file://${path.resolve(request.root)}`;
  let statement;
  try {
    statement = buildVerificationSummary({
      report,
      commit,
      repository,
      policy: {
        file: request.configFile,
        commit: request.policyCommit ?? commit,
        config: request.config,
      },
      timeVerified: request.timeVerified,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  let json: string;
  try {
    json = await createStatementSigner(request.method).sign(
      Buffer.from(JSON.stringify(statement), 'utf8'),
    );
  } catch (error) {
    const described = describeSigningError(error, request.method);
    throw described instanceof Error ? new UsageError(described.message) : described;
  }
  // A file the user named (`--vsa`, the action's input): a device or a FIFO is written in place, a
  // symbolic link to a file refused, as every named output (fs/output-file.ts).
  await writeNamedFile(request.file, json);
  return { commit, signer: describeBundleSigner(json) };
}
