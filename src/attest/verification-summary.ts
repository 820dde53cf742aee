/**
 * A SLSA Verification Summary Attestation (VSA v1, https://slsa.dev/spec/v1.0/verification_summary)
 * over an audited commit: the gate states, signed, that it audited every output directory of
 * this commit under this policy, which attestations it checked, and the verdict. A consumer
 * of a release (a data portal, a journal's reproducibility check, the next pipeline) can then
 * trust the gate's decision without re-running it, by verifying one bundle.
 *
 * The statement is an in-toto Statement v1 whose one subject is the commit
 * (`digest.gitCommit`, the in-toto digest-set name for a git commit id), signed into a
 * Sigstore bundle by the same builder as `attest` (sign.ts).
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config/config.js';
import type { AuditReport } from '../core/report-model.js';
import { VERSION } from '../util/version.js';
import { IN_TOTO_STATEMENT_TYPE } from '../export/in-toto.js';

/** The VSA v1 predicate type. */
const VSA_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';

/** Who verifies: the `verifier.id` of every summary this tool signs. */
const VSA_VERIFIER_ID = 'https://github.com/passport-gate/passport-gate';

/**
 * The level a passing audit states (`verifiedLevels`). VSA v1 lets a verifier use its own
 * values, so long as they do not start with `SLSA_`: this one means "every output directory
 * of the commit audited by passport-gate under the named policy, and it passed".
 */
const VSA_AUDITED_LEVEL = 'PASSPORT_GATE_AUDITED';

/** A resource descriptor as VSA v1 and in-toto use it. */
export interface ResourceDescriptor {
  uri: string;
  digest: Record<string, string>;
}

/** The VSA v1 predicate (the fields this tool fills). */
export interface VerificationSummaryPredicate {
  verifier: { id: string; version: Record<string, string> };
  timeVerified: string;
  resourceUri: string;
  policy: ResourceDescriptor;
  inputAttestations: ResourceDescriptor[];
  verificationResult: 'PASSED' | 'FAILED';
  verifiedLevels: string[];
}

/** The signed statement. */
export interface VerificationSummaryStatement {
  _type: typeof IN_TOTO_STATEMENT_TYPE;
  subject: { name: string; digest: { gitCommit: string } }[];
  predicateType: typeof VSA_PREDICATE_TYPE;
  predicate: VerificationSummaryPredicate;
}

/** What the summary is about. */
export interface VerificationSummaryInput {
  report: AuditReport;
  /** The audited commit (40 or 64 hex digits). */
  commit: string;
  /** The repository, as a URL without credentials (`https://github.com/org/analysis`). */
  repository: string;
  /** Where the policy was read: the config file and the commit it was read at. */
  policy: { file: string; commit: string; config: Config };
  timeVerified: Date;
}

/**
 * The sha256 of the policy in force: the effective config (defaults filled in, globs and
 * trust entries as the gate applied them) as JSON with sorted keys, so that two configs that
 * mean the same policy have one digest, and `passport-gate` can recompute it.
 */
function digestPolicy(config: Config): string {
  return createHash('sha256').update(stringifySorted(config)).digest('hex');
}

/** JSON with object keys sorted at every level (the config holds strings, numbers, booleans). */
function stringifySorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stringifySorted).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stringifySorted(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The VSA statement of an audit. Refuses a report that did not cover the whole commit (changed
 * mode or one shard): a summary of part of a commit would read as a verdict on all of it.
 */
export function buildVerificationSummary(
  input: VerificationSummaryInput,
): VerificationSummaryStatement {
  const { report } = input;
  if (report.scope.mode !== 'all' || (report.scope.shard && report.scope.shard.count > 1))
    throw new Error(
      'a verification summary covers a whole commit: audit every output directory (--all, or the action with mode: all), not the changed ones or one shard',
    );
  const resourceUri = `git+${input.repository}@${input.commit}`;
  const inputAttestations: ResourceDescriptor[] = [];
  for (const p of report.passports) {
    const a = p.attestation;
    if (a && a.sha256 !== null)
      inputAttestations.push({ uri: a.bundle, digest: { sha256: a.sha256 } });
  }
  inputAttestations.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  const passed = report.summary.passed;
  return {
    _type: IN_TOTO_STATEMENT_TYPE,
    subject: [{ name: resourceUri, digest: { gitCommit: input.commit } }],
    predicateType: VSA_PREDICATE_TYPE,
    predicate: {
      verifier: { id: VSA_VERIFIER_ID, version: { 'passport-gate': VERSION } },
      timeVerified: input.timeVerified.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      resourceUri,
      policy: {
        uri: `git+${input.repository}@${input.policy.commit}#${input.policy.file}`,
        digest: { sha256: digestPolicy(input.policy.config) },
      },
      inputAttestations,
      verificationResult: passed ? 'PASSED' : 'FAILED',
      // VSA v1: the levels verified, or FAILED when the policy was not met.
      verifiedLevels: passed ? [VSA_AUDITED_LEVEL] : ['FAILED'],
    },
  };
}

/**
 * The repository's URL for the summary, from the CI's environment (GitHub Actions, GitLab CI)
 * or git's `origin`, with any credentials in it removed (a checkout token must never be signed
 * into a public statement). Null when none is known.
 */
export function repositoryUrlFrom(env: NodeJS.ProcessEnv, origin: string | null): string | null {
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY)
    return `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${env.GITHUB_REPOSITORY}`;
  if (env.CI_PROJECT_URL) return stripCredentials(env.CI_PROJECT_URL);
  return origin === null ? null : stripCredentials(origin.trim());
}

function stripCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/+$/, '');
  } catch {
    // scp-like `git@host:org/repo.git`: no password can be in it; drop the user.
    return url.replace(/^[^@/]+@/, '');
  }
}
