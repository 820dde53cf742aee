/**
 * The port between the gate and the CI system it runs in (as dorny/test-reporter's
 * `InputProvider`): what the change under review is, which files it touched, what is read at
 * the trusted base ({@link TrustedBase}: the change is the adversary), its provenance diff
 * against the base, and where the findings, the summary and the outputs go. GitHub Actions
 * (src/hosts/github/host.ts), GitLab CI merge requests (src/hosts/gitlab.ts) and a plain command
 * line (src/hosts/local.ts) implement it; {@link GateRun} drives any of them the same way.
 */
import type { Config } from '../config/config.js';
import type { PolicyQuestions } from '../core/ignored.js';
import type { TrustedFiles } from '../config/trusted-files.js';
import type { PassportFile, ProvenanceDiff } from '../core/diff-model.js';
import type { FindingInput } from '../core/findings.js';
import type { AuditReport } from '../core/report-model.js';
import type { GateRun } from './gate-run.js';

/** The change under review, as the host sees it. */
export interface ChangeEvent {
  /** One line for the log: what is gated (no repository content). */
  label: string;
  /** The commit the change is compared with, or null when there is none (a push, a local run). */
  base: string | null;
}

/**
 * Everything the host read at the commit it trusts (a pull request's base, a merge request's
 * target branch head, `--base`/`--config-from REF`), read whole through the host's one port
 * (git history; the GitHub API's whole tree for a checkout without history) or not at all:
 * when any of it cannot be read, `configInForce` throws a BaseUnreadableError and the run fails
 * with `base-unreadable` (gate-run.ts), never judging the change without its base. Without a
 * trusted commit (a push, a local run) only the config and its findings are set.
 */
export interface TrustedBase {
  /** The config in force: the trusted commit's, else the checkout's. */
  config: Config;
  /** Findings about the change's own config (`config-changed`). */
  runFindings: FindingInput[];
  /**
   * git's questions answered under the trusted commit's other policy files (`.gitattributes`,
   * `.gitignore`: vcs/base-policy.ts), with its files (skill graphs, citation lock) for the
   * audit; the run closes it.
   */
  policy?: PolicyQuestions;
  /** Where the policy's keys and trusted root are read (config/trusted-files.ts); default the root. */
  trustedFiles?: TrustedFiles;
  /**
   * The commit the config and the policy's keys and trusted root were read at. Absent: they
   * were read from the working tree (no trusted commit, `config-source: head`, a config outside
   * the repository), so a verification summary names the audited commit as the policy's and
   * vouches that the commit holds them (attest/produce.ts). Never the event's base merely
   * because there is one: the policy was not read there.
   */
  policyCommit?: string;
  /**
   * Every passport file of the trusted commit below the audited root, read as the diff reads
   * them: chain-stale and input-missing judge the change against them, the base's output
   * roots are inferred from them, and the passports the change deleted are among them. Null
   * or absent when the run has no trusted commit: the head alone is judged.
   */
  passports?: readonly PassportFile[] | null;
}

/** A CI host behind the gate. Each method may add notes to the run; only `configInForce` may throw. */
export interface CiHost {
  /** The host's name in the log ("GitHub Actions", "GitLab CI", "the command line"). */
  readonly name: string;
  /** The change under review and its base commit. */
  event(run: GateRun): Promise<ChangeEvent>;
  /**
   * Everything read at the trusted commit, whole: the config that decides what is verified and
   * the rest of {@link TrustedBase}. Throws BaseUnreadableError when the host cannot give all of
   * it, ConfigurationError for a config that cannot be used.
   */
  configInForce(run: GateRun): Promise<TrustedBase>;
  /**
   * Files the change touched, relative to the audited root; null when the host cannot tell, and
   * the gate then audits every output directory (it widens, never narrows, the scope).
   */
  changedFiles(run: GateRun): Promise<string[] | null>;
  /** The change's provenance diff, from the files at the base commit; null when there is none. */
  baseDiff(config: Config, run: GateRun): Promise<ProvenanceDiff | null>;
  /** Publishes the findings, the summary and the outputs. Failures are notes, never the verdict. */
  publish(report: AuditReport, run: GateRun): Promise<void>;
}
