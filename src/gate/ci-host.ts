/**
 * The port between the gate and the CI system it runs in (as dorny/test-reporter's
 * `InputProvider`): what the change under review is, which files it touched, which config is
 * in force (the base commit's: the change is the adversary), its provenance diff against the
 * base, and where the findings, the summary and the outputs go. GitHub Actions
 * (src/github/host.ts), GitLab CI merge requests (src/cli/gitlab-host.ts) and a plain command
 * line (src/cli/local-host.ts) implement it; {@link GateRun} drives any of them the same way.
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

/** The config in force and the findings about the change's own config (`config-changed`). */
export interface ConfigInForce {
  config: Config;
  runFindings: FindingInput[];
  /**
   * git's questions answered under the trusted commit's other policy files (`.gitattributes`,
   * `.gitignore`: vcs/base-policy.ts), when the change has a base; the run closes it.
   */
  policy?: PolicyQuestions;
  /** Where the policy's keys and trusted root are read (config/trusted-files.ts); default the root. */
  trustedFiles?: TrustedFiles;
}

/** A CI host behind the gate. Each method may add notes to the run; only `configInForce` may throw. */
export interface CiHost {
  /** The host's name in the log ("GitHub Actions", "GitLab CI", "the command line"). */
  readonly name: string;
  /** The change under review and its base commit. */
  event(run: GateRun): Promise<ChangeEvent>;
  /** The config that decides what is verified: read at the base commit where there is one. */
  configInForce(run: GateRun): Promise<ConfigInForce>;
  /**
   * Files the change touched, relative to the audited root; null when the host cannot tell, and
   * the gate then audits every output directory (it widens, never narrows, the scope).
   */
  changedFiles(run: GateRun): Promise<string[] | null>;
  /**
   * The base commit's passport files, read as the diff reads them, before the audit: chain-stale
   * and input-missing then judge the change against the same base as the diff's re-run plan.
   * Null (or absent) when there is no base or it cannot be read: the head alone is judged.
   */
  basePassports?(config: Config, run: GateRun): Promise<readonly PassportFile[] | null>;
  /** The change's provenance diff, from the files at the base commit; null when there is none. */
  baseDiff(config: Config, run: GateRun): Promise<ProvenanceDiff | null>;
  /** Publishes the findings, the summary and the outputs. Failures are notes, never the verdict. */
  publish(report: AuditReport, run: GateRun): Promise<void>;
}
