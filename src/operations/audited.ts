/**
 * "Audit first": the one audit that `export`, `attest` and `graph` run before they write or draw
 * anything, and the one rule for what blocks them.
 *
 * The rule is the gate's verdict: a run is blocked exactly when `passport-gate audit --all`
 * over the same root and config fails, at the same `fail-on` (the gate's default, `error`,
 * unless the caller names another). Before this module each command had its own idea:
 * `export` read the verdict, `attest` only errors under the directories it signed (so a
 * repository whose other passports failed, or whose unstamped output directory failed, was
 * signed), and `graph` only the passports it drew (so a failing unattributed finding exited 0).
 * A statement, a bundle and a green graph are all claims about the repository's provenance, and
 * a claim is made only over a repository the gate would pass (fail closed): one rule, so no face
 * says "fine" where another says "failed".
 */
import { auditRepository, type AuditRun, type AuditTrust } from '../audit/pipeline.js';
import type { Config } from '../config/config.js';
import type { FailOn, RuleId } from '../core/rule-registry.js';
import { askWorkTree } from '../vcs/policy.js';

/** A line for the user (a note, a progress line); the face decides where it goes. */
export type Note = (line: string) => void;

/** What an audit-first operation audits. */
export interface AuditedOptions {
  /** The repository root. */
  root: string;
  /** The config in force at the root. */
  config: Config;
  /** Where git's fallbacks are noted ("note: …" lines). */
  note: Note;
  signal?: AbortSignal | undefined;
  /** The severity that fails the run (default: `error`, the gate's default). */
  failOn?: FailOn | undefined;
  /**
   * Rules this audit does not run, because the operation is about to make them hold: `attest`
   * writes the bundles the attestation rules look for.
   */
  rulesOff?: readonly RuleId[] | undefined;
  /**
   * The passports the work tree's replace (`attest`: the last commit's), judged as a base is:
   * a run record there that the work tree holds as a hand record with the same inputs and other
   * outputs is run-record-replaced-by-hand. Absent: the work tree alone is judged.
   */
  base?: AuditTrust['base'];
}

/** The audit's report and passports, and whether they block the operation. */
export interface Audited extends AuditRun {
  /** True when the verdict fails: the operation writes nothing (export, attest) or exits 1 (graph). */
  blocks: boolean;
}

/**
 * Audits the whole repository at `options.root` as `audit --all` does (the work tree's git
 * answers: ignore rules, submodules, LFS) and decides whether the result blocks: see the module
 * comment for the rule.
 */
export async function auditFirst(options: AuditedOptions): Promise<Audited> {
  const { root, config } = options;
  const rules = { ...config.rules };
  for (const id of options.rulesOff ?? []) rules[id] = 'off';
  const run = await auditRepository({
    root,
    config: { ...config, rules },
    changedFiles: null,
    failOn: options.failOn ?? 'error',
    ...(options.signal ? { signal: options.signal } : {}),
    trusted: {
      ...askWorkTree(root, (why) => options.note(`note: ${why}`)),
      ...(options.base ? { base: options.base } : {}),
    },
  });
  return { ...run, blocks: !run.report.summary.passed };
}
