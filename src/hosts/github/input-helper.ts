/**
 * Reads the action's inputs into one typed {@link ActionOptions} object (as
 * actions/upload-artifact's input-helper does). Every input is read here and
 * nowhere else; an invalid value throws ConfigurationError naming the input
 * and the accepted values. To add an input: a name in constants.ts, a field
 * here, a line in action.yml.
 */
import path from 'node:path';
import * as core from '@actions/core';
import { ConfigurationError } from '../../util/errors.js';
import type { FailOn } from '../../core/rule-registry.js';
import type { ApiLimits } from './bounded-fetch.js';
import {
  ANNOTATION_MODES,
  API_BUDGET_ENV,
  API_REQUEST_TIMEOUT_MS,
  API_TIME_BUDGET_MS,
  API_TIMEOUT_ENV,
  CONFIG_SOURCES,
  DEFAULTS,
  Inputs,
  MODES,
  REPORT_FILE_INPUTS,
  REPRODUCE_MODES,
  type AnnotationMode,
  type ReproduceMode,
  type ConfigSource,
  type Mode,
} from './constants.js';
import { FAIL_ON_VALUES, parseShardSpec, type ShardSpec } from '../../core/options.js';
import type { ReportFormat } from '../../report/renderers.js';

/** Everything the action was asked to do, validated. Paths are absolute. */
export interface ActionOptions {
  /** Token for the Checks and Pulls APIs ('' when none was given). */
  token: string;
  /** GITHUB_WORKSPACE (or the working directory outside the runner). */
  workspace: string;
  /** The repository root to audit, absolute. */
  root: string;
  mode: Mode;
  /** Config file, absolute; resolved against `root`. */
  configFile: string;
  /** False for the default file name: "absent is fine". An explicitly named file must exist. */
  configRequired: boolean;
  /** Which config is in force on a pull request: the base commit's (default) or the checkout's. */
  configSource: ConfigSource;
  /** Bounds on the GitHub API (the defaults, or lower ones from the environment). */
  apiLimits: Pick<ApiLimits, 'requestTimeoutMs' | 'budgetMs'>;
  failOn: FailOn;
  checkName: string;
  annotations: AnnotationMode;
  /** The report files asked for (report-file, sarif-file, …: constants.ts REPORT_FILE_INPUTS), paths absolute. */
  reportFiles: ReportFileRequest[];
  /** The matrix shard this job audits (`shard: i/n`), or null for the whole scope. */
  shard: ShardSpec | null;
  /** mode: merge — glob patterns (one per line) of the shard JSON reports, relative to the workspace. */
  reports: string[];
  /** A signed SLSA verification summary to write after the verdict (release gating), or null. */
  verificationSummary: VerificationSummaryRequest | null;
  /** Ask the citation registries about every cited identifier before the audit (`resolve-citations`). */
  resolveCitations: boolean;
  /** Which recorded steps run again after the audit (`reproduce`), and their budget in seconds. */
  reproduce: { mode: ReproduceMode; maxSeconds: number };
}

/** `verification-summary` and how to sign it. */
export interface VerificationSummaryRequest {
  /** Absolute. */
  file: string;
  /** A PEM private key (absolute), or null: Sigstore keyless with the job's OIDC token. */
  keyFile: string | null;
  fulcioURL: string | null;
  rekorURL: string | null;
  tsaURL: string | null;
}

/** One report file the workflow asked for. */
export interface ReportFileRequest {
  /** The input that named it. */
  input: keyof typeof REPORT_FILE_INPUTS;
  format: ReportFormat;
  /** Absolute. */
  file: string;
}

/** Reads one input by name (core.getInput, trimmed). Tests pass their own. */
export type InputReader = (name: string) => string;

/** Longest check name accepted (GitHub does not document one; a name is a label, not a document). */
const CHECK_NAME_MAX = 100;

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigurationError(
    `input ${name}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`,
  );
}

function optionalPath(name: string, value: string, base: string): string | null {
  if (value === '') return null;
  if (value.includes('\0')) throw new ConfigurationError(`input ${name} contains a NUL character`);
  return path.resolve(base, value);
}

/**
 * A bound from the environment, which may only lower the default (a positive whole number of
 * milliseconds); anything else is a configuration error naming the variable.
 */
function lowerBound(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0)
    throw new ConfigurationError(`${name} must be a positive number of milliseconds`);
  return Math.min(Number(raw), fallback);
}

/**
 * Returns the validated options. `read` defaults to core.getInput (which
 * reads INPUT_<NAME> with spaces as underscores and hyphens kept);
 * `env` (main.ts passes the process's) supplies GITHUB_WORKSPACE and the API limits.
 */
/**
 * The token, or '' for none. A value that is still a `${{ … }}` expression is no token: the
 * runner expands action.yml's default (`${{ github.token }}`), but GitHub's own
 * `@github/local-action` passes it as the literal text, and sending that to the API only
 * spends the run's time on calls that cannot succeed.
 */
export function readToken(value: string): string {
  return /^\$\{\{[\s\S]*\}\}$/.test(value.trim()) ? '' : value;
}

export function getActionOptions(
  read: InputReader = (n) => core.getInput(n),
  env: NodeJS.ProcessEnv,
): ActionOptions {
  // Outside the runner: the working directory (path.resolve's own base).
  const workspace = path.resolve(env.GITHUB_WORKSPACE || '.');
  const input = (name: string, fallback = '') => read(name).trim() || fallback;

  const rootInput = input(Inputs.Root, DEFAULTS.root);
  if (rootInput.includes('\0'))
    throw new ConfigurationError(`input ${Inputs.Root} contains a NUL character`);
  const root = path.resolve(workspace, rootInput);

  const configInput = input(Inputs.Config, DEFAULTS.config);
  if (configInput.includes('\0'))
    throw new ConfigurationError(`input ${Inputs.Config} contains a NUL character`);

  const checkName = input(Inputs.CheckName, DEFAULTS.checkName);
  // eslint-disable-next-line no-control-regex
  if (checkName.length > CHECK_NAME_MAX || /[\u0000-\u001f\u007f]/.test(checkName)) {
    throw new ConfigurationError(
      `input ${Inputs.CheckName} must be at most ${CHECK_NAME_MAX} printable characters`,
    );
  }

  const mode = oneOf(Inputs.Mode, input(Inputs.Mode, DEFAULTS.mode), MODES);
  const shardInput = input(Inputs.Shard);
  let shard: ShardSpec | null = null;
  if (shardInput !== '') {
    const parsed = parseShardSpec(shardInput);
    if (!parsed.ok) throw new ConfigurationError(`input ${Inputs.Shard}: ${parsed.message}`);
    if (mode === 'merge')
      throw new ConfigurationError(`input ${Inputs.Shard} does not go with mode: merge`);
    shard = parsed.shard;
  }
  const reports = input(Inputs.Reports)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (reports.some((r) => r.includes('\0')))
    throw new ConfigurationError(`input ${Inputs.Reports} contains a NUL character`);
  if (mode === 'merge' && reports.length === 0) {
    throw new ConfigurationError(
      `mode: merge needs input ${Inputs.Reports}: the shard JSON reports, e.g. "reports/*.json"`,
    );
  }

  const verificationSummary = readSummaryRequest(input, workspace, mode, shard);
  const resolveCitations =
    oneOf(Inputs.ResolveCitations, input(Inputs.ResolveCitations, DEFAULTS.resolveCitations), [
      'true',
      'false',
    ] as const) === 'true';
  if (resolveCitations && mode === 'merge')
    throw new ConfigurationError(
      `input ${Inputs.ResolveCitations} goes with the jobs that audit (each shard asks the registries), not with mode: merge`,
    );

  const reproduce = readReproduce(input, mode);

  return {
    token: readToken(input(Inputs.GitHubToken)),
    workspace,
    root,
    mode,
    configFile: path.resolve(root, configInput),
    configRequired: configInput !== DEFAULTS.config,
    configSource: oneOf(
      Inputs.ConfigSource,
      input(Inputs.ConfigSource, DEFAULTS.configSource),
      CONFIG_SOURCES,
    ),
    apiLimits: {
      requestTimeoutMs: lowerBound(env, API_TIMEOUT_ENV, API_REQUEST_TIMEOUT_MS),
      budgetMs: lowerBound(env, API_BUDGET_ENV, API_TIME_BUDGET_MS),
    },
    failOn: oneOf(Inputs.FailOn, input(Inputs.FailOn, DEFAULTS.failOn), FAIL_ON_VALUES),
    checkName,
    annotations: oneOf(
      Inputs.Annotations,
      input(Inputs.Annotations, DEFAULTS.annotations),
      ANNOTATION_MODES,
    ),
    reportFiles: Object.entries(REPORT_FILE_INPUTS).flatMap(([name, format]) => {
      const file = optionalPath(name, input(name), workspace);
      return file === null
        ? []
        : [{ input: name as keyof typeof REPORT_FILE_INPUTS, format, file }];
    }),
    shard,
    reports,
    verificationSummary,
    resolveCitations,
    reproduce,
  };
}

/** `reproduce` and `reproduce-max-seconds` (the CLI's `reproduce --max-seconds`). */
function readReproduce(
  input: (name: string, fallback?: string) => string,
  mode: Mode,
): ActionOptions['reproduce'] {
  const reproduceMode = oneOf(
    Inputs.Reproduce,
    input(Inputs.Reproduce, DEFAULTS.reproduce),
    REPRODUCE_MODES,
  );
  const seconds = input(Inputs.ReproduceMaxSeconds, DEFAULTS.reproduceMaxSeconds);
  if (!/^\d{1,9}$/.test(seconds) || Number(seconds) < 1)
    throw new ConfigurationError(
      `input ${Inputs.ReproduceMaxSeconds}: ${JSON.stringify(seconds)} is not a whole number of seconds from 1`,
    );
  if (reproduceMode !== 'none' && mode === 'merge')
    throw new ConfigurationError(
      `input ${Inputs.Reproduce} runs the steps in a checkout, and mode: merge reads none: reproduce in a job with mode: changed or all`,
    );
  return { mode: reproduceMode, maxSeconds: Number(seconds) };
}

/**
 * `verification-summary` and its signing inputs. A summary covers a whole commit as one audit
 * read it, so it needs `mode: all` and no `shard`: a merge job combines reports and reads no
 * file, so it cannot tell whether the commit holds the bytes the shards judged
 * (attest/produce.ts). The URLs only go with keyless signing.
 */
function readSummaryRequest(
  input: (name: string) => string,
  workspace: string,
  mode: Mode,
  shard: ShardSpec | null,
): VerificationSummaryRequest | null {
  const file = optionalPath(
    Inputs.VerificationSummary,
    input(Inputs.VerificationSummary),
    workspace,
  );
  const keyFile = optionalPath(
    Inputs.VerificationSummaryKey,
    input(Inputs.VerificationSummaryKey),
    workspace,
  );
  const url = (name: string) => {
    const value = input(name);
    if (value === '') return null;
    if (!/^https?:\/\/\S+$/.test(value))
      throw new ConfigurationError(`input ${name}: ${JSON.stringify(value)} is not an http(s) URL`);
    return value;
  };
  const urls = {
    fulcioURL: url(Inputs.FulcioUrl),
    rekorURL: url(Inputs.RekorUrl),
    tsaURL: url(Inputs.TsaUrl),
  };
  if (file === null) {
    if (keyFile !== null || Object.values(urls).some((u) => u !== null))
      throw new ConfigurationError(
        `inputs ${Inputs.VerificationSummaryKey}, ${Inputs.FulcioUrl}, ${Inputs.RekorUrl} and ${Inputs.TsaUrl} sign a verification summary: set ${Inputs.VerificationSummary} too`,
      );
    return null;
  }
  if (mode === 'changed' || shard !== null)
    throw new ConfigurationError(
      `input ${Inputs.VerificationSummary} covers the whole commit: use it with mode: all, not mode: changed or one shard`,
    );
  if (mode === 'merge')
    throw new ConfigurationError(
      `input ${Inputs.VerificationSummary} vouches only for files an audit read in this checkout, and mode: merge reads none (the shards did): sign it in a job with mode: all`,
    );
  if (keyFile !== null && Object.values(urls).some((u) => u !== null))
    throw new ConfigurationError(
      `inputs ${Inputs.FulcioUrl}, ${Inputs.RekorUrl} and ${Inputs.TsaUrl} are for keyless signing; drop them or ${Inputs.VerificationSummaryKey}`,
    );
  return { file, keyFile, ...urls };
}
