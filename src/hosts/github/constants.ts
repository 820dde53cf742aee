/**
 * Names and limits of the action, in one place (as actions/upload-artifact
 * keeps them): the input and output names are the public contract of
 * action.yml, and every GitHub limit the action respects is a named constant
 * with a link to the page that documents it.
 */
import type { ReportFormat } from '../../report/renderers.js';
import { DEFAULT_REPRODUCE_MAX_SECONDS } from '../../operations/reproduce-modes.js';

/** Action input names, exactly as action.yml declares them. */
export const Inputs = {
  GitHubToken: 'github-token',
  Root: 'root',
  Mode: 'mode',
  Config: 'config',
  FailOn: 'fail-on',
  CheckName: 'check-name',
  Annotations: 'annotations',
  ReportFile: 'report-file',
  SarifFile: 'sarif-file',
  Shard: 'shard',
  Reports: 'reports',
  ConfigSource: 'config-source',
  VerificationSummary: 'verification-summary',
  VerificationSummaryKey: 'verification-summary-key',
  FulcioUrl: 'fulcio-url',
  RekorUrl: 'rekor-url',
  TsaUrl: 'tsa-url',
  ResolveCitations: 'resolve-citations',
  Reproduce: 'reproduce',
  ReproduceMaxSeconds: 'reproduce-max-seconds',
} as const;

/**
 * The inputs that name a report file, by the report format each writes (a renderer of
 * src/report/renderers.ts). The GitHub host writes every one that is set; a new format for the
 * action is a line here and one in action.yml.
 */
export const REPORT_FILE_INPUTS = {
  [Inputs.ReportFile]: 'json',
  [Inputs.SarifFile]: 'sarif',
} as const satisfies Readonly<Record<string, ReportFormat>>;

/** Action output names, exactly as action.yml declares them. */
export const Outputs = {
  Passed: 'passed',
  Errors: 'errors',
  Warnings: 'warnings',
  Notices: 'notices',
  Passports: 'passports',
  ReportFile: 'report-file',
  CheckRunId: 'check-run-id',
  /** Stale passports of a pull request's provenance diff (its re-run plan); empty when no diff was made. */
  Stale: 'stale',
  /** The signed verification summary (SLSA VSA), when verification-summary was set and written. */
  VerificationSummary: 'verification-summary',
} as const;

/** Values of the `mode` input. New modes (e.g. `merge`) are added here and handled in input-helper.ts. */
export const MODES = ['changed', 'all', 'merge'] as const;
/** A value of the `mode` input. */
export type Mode = (typeof MODES)[number];

/** Values of the `annotations` input. */
export const ANNOTATION_MODES = ['auto', 'check-run', 'workflow-commands', 'none'] as const;
/** A value of the `annotations` input. */
export type AnnotationMode = (typeof ANNOTATION_MODES)[number];

/**
 * Values of the `config-source` input: `base` (on a pull request, the base commit's config is in
 * force; the pull request's own is only compared with it) or `head` (the checked-out config, which
 * the pull request controls). See SECURITY.md.
 */
export const CONFIG_SOURCES = ['base', 'head'] as const;
/** A value of the `config-source` input. */
export type ConfigSource = (typeof CONFIG_SOURCES)[number];

/**
 * Values of the `reproduce` input: which recorded steps run again after the audit (issue 38),
 * the operation's own (`audit --reproduce` takes the same).
 */
export { REPRODUCE_MODES, type ReproduceMode } from '../../operations/reproduce-modes.js';

/** Defaults, as action.yml declares them (used when an input is empty, e.g. when run outside the runner). */
export const DEFAULTS = {
  root: '.',
  mode: 'changed',
  config: '.passport-gate.yml',
  failOn: 'error',
  checkName: 'passport-gate',
  annotations: 'auto',
  configSource: 'base',
  resolveCitations: 'false',
  reproduce: 'none',
  /** The reproduce budget: a step that hangs is killed and reported, and the check run published. */
  reproduceMaxSeconds: String(DEFAULT_REPRODUCE_MAX_SECONDS),
} as const;

// --- Checks API -------------------------------------------------------------------------
// https://docs.github.com/en/rest/checks/runs#create-a-check-run

/** "The Checks API limits the number of annotations to a maximum of 50 per API request." */
export const CHECK_ANNOTATIONS_PER_REQUEST = 50;
/** Check run output title: "The maximum size is 255 characters" (annotation title; we hold the run title to the same). */
export const CHECK_TITLE_MAX = 255;
/** output.summary and output.text: "Maximum length: 65535 characters". We count UTF-8 bytes, which is stricter. */
export const CHECK_TEXT_MAX_BYTES = 65535;
// Annotation field caps (message 64 KB, title 255) live with the pure builder in src/report/annotations.ts.
/**
 * Annotations sent to one check run. Beyond this a PR is broken wholesale and
 * each further batch costs a paced write request (at least one second apart,
 * https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#pause-between-mutative-requests);
 * the rest are counted in the check-run summary and listed in the job summary and the report file.
 */
export const CHECK_ANNOTATIONS_MAX = 1000;

// --- Workflow commands and job summaries --------------------------------------------------
// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands

/** GITHUB_STEP_SUMMARY: "supports content up to a size of 1024k" per step; larger uploads are dropped whole. */
export const SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * Workflow-command annotations printed per run. GitHub shows only 10 errors
 * and 10 warnings per step as annotations (the rest stay in the log), so a
 * longer log only slows the page; the job summary lists everything.
 */
export const WORKFLOW_COMMANDS_MAX = 1000;

// --- Pulls and compare APIs -------------------------------------------------------------

/** "Responses include a maximum of 3000 files." https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files */
export const PULL_FILES_MAX = 3000;
/** Largest page the REST API serves. https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api */
export const API_PER_PAGE = 100;
/** The compare API lists "up to 300 changed files for the entire comparison". https://docs.github.com/en/rest/commits/commits#compare-two-commits */
export const COMPARE_FILES_MAX = 300;

// --- Retries ------------------------------------------------------------------------------
// https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#handle-rate-limit-errors-appropriately

/** Retries of one request after a 5xx, a connection error or a 429 (so at most four attempts). */
export const API_MAX_RETRIES = 3;
/** Longest backoff between retries when the server sent no Retry-After (plugin-retry's own is (n+1)² s). */
export const API_MAX_BACKOFF_SECONDS = 4;
/** A Retry-After (or rate-limit reset) longer than this is not waited for: the request fails and reporting falls back. */
export const API_MAX_RETRY_AFTER_SECONDS = 60;
/** Retries after a primary or secondary rate limit, each waiting what GitHub asks for. */
export const API_MAX_RATE_LIMIT_RETRIES = 1;

// --- Bounds on every request -------------------------------------------------------------
// https://docs.github.com/en/rest/using-the-rest-api/troubleshooting-the-rest-api#timeouts

/**
 * One request, from connecting to the last byte of the body. GitHub ends a request that takes
 * it more than 10 seconds to process ("Timeouts", above); 30 s leaves room for the transfer.
 */
export const API_REQUEST_TIMEOUT_MS = 30_000;
/**
 * Every API request of one run together, retries and rate-limit waits included. A run makes a
 * few dozen requests (a 3,000-file pull request is 30 pages; 1,000 annotations are 20 paced
 * writes, https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#pause-between-mutative-requests);
 * past this, reporting falls back to workflow commands and the verdict stands.
 */
export const API_TIME_BUDGET_MS = 180_000;
/** Largest response body read (a page of 100 pull request files with their patches is a few MB). */
export const API_RESPONSE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Environment variables that can only lower the request timeout and the run's budget (tests
 * use them to stall an endpoint without waiting 30 s; a cautious workflow may too).
 */
export const API_TIMEOUT_ENV = 'PASSPORT_GATE_API_TIMEOUT_MS';
/** See {@link API_TIMEOUT_ENV}. */
export const API_BUDGET_ENV = 'PASSPORT_GATE_API_BUDGET_MS';

/**
 * Blobs of the trusted base read through the API when the checkout has no history
 * (github/base-tree.ts): one request each (https://docs.github.com/en/rest/git/blobs), paced
 * within {@link API_TIME_BUDGET_MS}, for the base's files whose bytes the checkout does not
 * hold. Past this the base is not read whole and the run fails (base-unreadable): check out
 * with fetch-depth: 0 to read it from git.
 */
export const BASE_BLOB_FETCHES_MAX = 300;

/** How to give the gate the trusted base, said with every base-unreadable line. */
export const BASE_FIX =
  'check out with fetch-depth: 0 so the base commit is read from git, or give the job a github-token with the permission contents: read (docs/github-action.md "Fail closed")';

/** Where the fork-safe setup is documented; printed when a token cannot write checks. */
export const FORK_DOCS_URL =
  'https://github.com/passport-gate/passport-gate/blob/main/README.md#pull-requests-from-forks';
