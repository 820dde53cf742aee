/**
 * One case folder per rule, as actionlint's `testdata/err/` holds one input and its expected
 * output per check: `__tests__/cases/<rule-id>/case.ts` builds, by code, a repository that
 * breaks the rule and its nearest valid neighbour, and names the findings the rule must give.
 * `cases.test.ts` runs every case through the real command line (`runCli`, in process) and
 * fails when a registry id has no folder or a folder names no rule.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Finding } from '../../src/core/report-model.js';
import type { Severity } from '../../src/core/rule-registry.js';
import { TempRepo } from '../helpers/repo.js';

/** One finding the violation must produce. */
export interface ExpectedFinding {
  /** Repository-relative path the finding is filed under. */
  readonly path: string;
  /** The line, where the rule anchors at one. */
  readonly line?: number;
  /** The severity, where the case sets it on purpose (the registry default otherwise). */
  readonly severity?: Severity;
  /** A part of the message the case depends on (a named upstream, a printed fix). */
  readonly message?: RegExp;
}

/** The result of one audit a case ran: its exit code and every finding of the report. */
export interface CaseRun {
  readonly exitCode: number;
  readonly findings: readonly Finding[];
}

/** What a case folder declares. */
export interface RuleCase {
  /** One line: the violation the case builds. */
  readonly summary: string;
  /** Builds, in an empty temporary directory, a repository that breaks the rule. */
  readonly violation: (repo: TempRepo) => Promise<void>;
  /** Builds the nearest valid neighbour of the violation: it must not report the rule. */
  readonly clean: (repo: TempRepo) => Promise<void>;
  /**
   * Arguments of `passport-gate audit`, run with the repository as the working directory
   * (default `--all`); `--format json` is added. A case may give one list for both builds.
   */
  readonly args?: readonly string[];
  /** Environment of the command (default: empty, so no CI host is detected). */
  readonly env?: NodeJS.ProcessEnv;
  /**
   * The violation's exit code when an error of the rule gives another than 1: a run whose
   * trusted base could not be read exits 2 with its report (base-unreadable).
   */
  readonly exitCode?: number;
  /** Every finding of this rule the violation must give (exactly these, in report order). */
  readonly expect: readonly ExpectedFinding[];
  /**
   * For a rule another command reports (e.g. `merge`): runs it instead of `audit` and returns
   * what it reported. Most cases leave it out.
   */
  readonly run?: (repo: TempRepo) => Promise<CaseRun>;
}

/** Declares a case (typed; the folder's name is the rule id). */
export function defineCase(c: RuleCase): RuleCase {
  return c;
}

/**
 * Commits everything in the repository (initialising git the first time) with fixed
 * identity and dates, so cases that need a base commit get stable ids. Returns the commit id.
 */
export function commitAll(repo: TempRepo, message = 'commit'): string {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
    GIT_AUTHOR_DATE: '2026-06-17T12:00:00Z',
    GIT_COMMITTER_DATE: '2026-06-17T12:00:00Z',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: '/nonexistent',
  };
  const run = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo.root, env, encoding: 'utf8' }).trim();
  // A repository of its own: never a parent's (the temporary directory may sit inside one).
  if (!existsSync(repo.abs('.git'))) run('init', '-q', '-b', 'main');
  run('add', '-A');
  run('commit', '-q', '--allow-empty', '-m', message);
  return run('rev-parse', 'HEAD');
}
