/**
 * The hosts a change is judged on, each reading the trusted base its own way, so the
 * hostile-input tests that hold "what decides what is verified is read at the base" run on
 * every one of them (issue 35: "the hostile-input tests run on the GitHub and GitLab hosts
 * alike"):
 * - the command line: `audit --all --config-from REF`;
 * - a GitLab merge request pipeline: the target branch head (CI_MERGE_REQUEST_TARGET_BRANCH_SHA),
 *   through src/hosts/gitlab.ts in this process;
 * - a GitHub pull request: the action bundle (dist/index.js) run as the runner runs it, the base
 *   commit read from the checkout's history, the API a loopback stand-in (e2e/github-stand-in.ts).
 * Each gives the same shape back: the exit code, the report's findings and what it printed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import {
  GitHubStandIn,
  loadRequestValidators,
  type RequestValidators,
} from '../e2e/github-stand-in.js';
import { runAction } from '../e2e/runner.js';
import { captureIo } from './cli-io.js';
import { git } from './diff-repo.js';

/** A finding as the JSON report states it. */
export interface HostFinding {
  rule: string;
  path: string;
  severity: string;
  message: string;
}

/** What one host's run gave. */
export interface HostRun {
  code: number;
  findings: HostFinding[];
  /** Everything it printed (stderr on the command line, the runner's log for the action). */
  log: string;
}

/** A host that judges the checkout against a trusted commit. */
export interface TrustedBaseHost {
  readonly name: string;
  /** Audits every output directory of the checkout at `root`, with `ref` as the trusted base. */
  auditAgainst(root: string, ref: string): Promise<HostRun>;
  /** How the host names the trusted commit `ref` in its messages, as a regular expression. */
  baseLabel(ref: string): string;
}

const SHORT_SHA = '[0-9a-f]{12}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface JsonReport {
  findings: HostFinding[];
}

/** The command line, `--config-from REF`. */
const COMMAND_LINE: TrustedBaseHost = {
  name: 'the command line',
  async auditAgainst(root, ref) {
    const io = captureIo(root);
    const code = await runCli(['audit', '--all', '--format', 'json', '--config-from', ref], io);
    const out = io.out();
    return { code, log: io.err(), findings: out ? (JSON.parse(out) as JsonReport).findings : [] };
  },
  baseLabel: (ref) => `${escapeRegExp(ref)} \\(${SHORT_SHA}\\)`,
};

/** A GitLab merge request pipeline whose target branch head is `ref`. */
const GITLAB: TrustedBaseHost = {
  name: 'a GitLab merge request',
  async auditAgainst(root, ref) {
    const target = git(root, 'rev-parse', `${ref}^{commit}`);
    const io = captureIo(root, {
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: target,
      CI_MERGE_REQUEST_TARGET_BRANCH_SHA: target,
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_PIPELINE_SOURCE: 'merge_request_event',
    });
    const code = await runCli(['audit', '--all', '--format', 'json'], io);
    const out = io.out();
    return { code, log: io.err(), findings: out ? (JSON.parse(out) as JsonReport).findings : [] };
  },
  // git's policy files name the commit by its id (the variable's value), the config by its label.
  baseLabel: () => `[0-9a-f]{40} \\(${SHORT_SHA}\\)`,
};

let validators: RequestValidators | undefined;
const PR_NUMBER = 12;

/** A GitHub pull request whose base commit is `ref`: the action bundle, mode all. */
const GITHUB: TrustedBaseHost = {
  name: 'a GitHub pull request',
  async auditAgainst(root, ref) {
    const baseSha = git(root, 'rev-parse', `${ref}^{commit}`);
    const headSha = git(root, 'rev-parse', 'HEAD^{commit}');
    validators ??= loadRequestValidators();
    const api = await GitHubStandIn.start(validators);
    const scratch = await mkdtemp(path.join(tmpdir(), 'pg-host-report-'));
    try {
      api.pulls.set(PR_NUMBER, {
        number: PR_NUMBER,
        headSha,
        baseSha,
        headLabel: 'octo-org:change',
        files: [],
      });
      const reportFile = path.join(scratch, 'report.json');
      const run = await runAction({
        workspace: root,
        eventName: 'pull_request',
        payload: {
          action: 'synchronize',
          number: PR_NUMBER,
          pull_request: {
            number: PR_NUMBER,
            head: { sha: headSha, ref: 'change', repo: { full_name: 'octo-org/analysis' } },
            base: { sha: baseSha, ref: 'main', repo: { full_name: 'octo-org/analysis' } },
          },
          repository: {
            full_name: 'octo-org/analysis',
            name: 'analysis',
            owner: { login: 'octo-org' },
          },
        },
        sha: headSha,
        apiUrl: api.url,
        inputs: { mode: 'all', annotations: 'none', 'report-file': reportFile },
      });
      const log = run.stdout + run.stderr;
      // No report is no verdict: the run failed before judging (a broken bundle, a bad input).
      const report = await readFile(reportFile, 'utf8').then(
        (text) => JSON.parse(text) as JsonReport,
        () => {
          throw new Error(`the action wrote no report (exit ${run.code}):\n${log}`);
        },
      );
      return { code: run.code ?? -1, log, findings: report.findings };
    } finally {
      await api.close();
      await rm(scratch, { recursive: true, force: true });
    }
  },
  baseLabel: () => `the base commit ${SHORT_SHA}`,
};

/** Every host, for `describe.each`. */
export const TRUSTED_BASE_HOSTS: readonly TrustedBaseHost[] = [COMMAND_LINE, GITLAB, GITHUB];
