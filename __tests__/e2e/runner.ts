/**
 * Runs dist/index.js the way the GitHub Actions runner does — a child
 * process with GITHUB_* variables, INPUT_* variables for every input
 * action.yml declares (defaults included), an event payload file and fresh
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files — and reads back what the runner
 * would: the exit code, the outputs, the summary, and the workflow commands
 * in stdout as the runner's parser would see them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** The repository's own root. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** The committed action bundle. */
export const ACTION_ENTRY = path.join(PROJECT_ROOT, 'dist', 'index.js');

/** What one run produced. */
export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Options of {@link runAction}. */
export interface RunActionOptions {
  /** GITHUB_WORKSPACE and the working directory. */
  workspace: string;
  eventName: string;
  payload: unknown;
  /** GITHUB_SHA (for a pull request, the merge commit). */
  sha: string;
  /** `with:` values, by input name. */
  inputs?: Record<string, string>;
  apiUrl?: string;
  repository?: string;
  token?: string;
  timeoutMs?: number;
  /** Extra environment variables (e.g. the API bounds, lowered for a test). */
  env?: Record<string, string>;
}

/** Input defaults from action.yml, with `${{ github.token }}` replaced as the runner would. */
export async function readActionDefaults(token: string): Promise<Record<string, string>> {
  const action = parseYaml(await readFile(path.join(PROJECT_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    out[name] = String(spec.default ?? '').replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
  }
  return out;
}

/**
 * The runner's INPUT_ variable name: upper case, spaces as underscores,
 * hyphens kept (@actions/core getInput reads exactly this).
 */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Parses a GITHUB_OUTPUT file (`name<<DELIM` heredocs and `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heredoc = line.match(/^([^=<]+)<<(.+)$/);
    if (heredoc) {
      const [, name, delim] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] as string);
      out[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/** Runs the action bundle once. */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'pg-runner-'));
  try {
    const eventPath = path.join(scratch, 'event.json');
    const outputPath = path.join(scratch, 'output');
    const summaryPath = path.join(scratch, 'summary.md');
    await writeFile(eventPath, JSON.stringify(options.payload));
    await writeFile(outputPath, '');
    await writeFile(summaryPath, '');
    const token = options.token ?? 'test-token';
    const inputs = { ...(await readActionDefaults(token)), ...(options.inputs ?? {}) };
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: options.repository ?? 'octo-org/analysis',
      GITHUB_SHA: options.sha,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      RUNNER_TEMP: scratch,
      // Loopback only: no proxy may take the requests elsewhere.
      NO_PROXY: '*',
    };
    if (options.apiUrl) env.GITHUB_API_URL = options.apiUrl;
    Object.assign(env, options.env ?? {});
    for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;

    const child = spawn(process.execPath, [ACTION_ENTRY], {
      cwd: options.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 45_000);
    const code = await new Promise<number | null>((resolve) =>
      child.on('close', (c) => resolve(c)),
    );
    clearTimeout(timer);
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
      summary: await readFile(summaryPath, 'utf8'),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A workflow command as the runner parsed it. */
export interface ParsedCommand {
  name: string;
  properties: Record<string, string>;
  data: string;
  /** True for the legacy `##[name]` form. */
  legacy: boolean;
}

const unescapeData = (s: string) =>
  s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) =>
  s
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');

/**
 * Reads stdout as the runner does (actions/runner ActionCommandManager):
 * `::name props::data` at the start of a trimmed line, else a legacy
 * `##[name props]data` anywhere in the line; after `::stop-commands::TOKEN`
 * nothing is processed until a line `::TOKEN::`. Returns every command the
 * runner would act on, in order.
 */
export function parseRunnerLog(stdout: string): ParsedCommand[] {
  const commands: ParsedCommand[] = [];
  let stopToken: string | null = null;
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trimStart();
    let parsed: ParsedCommand | null = null;
    if (line.startsWith('::')) {
      const end = line.indexOf('::', 2);
      if (end > 0) {
        const info = line.slice(2, end);
        const space = info.indexOf(' ');
        const name = space < 0 ? info : info.slice(0, space);
        const properties: Record<string, string> = {};
        if (space > 0) {
          for (const pair of info
            .slice(space + 1)
            .split(',')
            .filter(Boolean)) {
            const eq = pair.indexOf('=');
            if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
          }
        }
        parsed = { name, properties, data: unescapeData(line.slice(end + 2)), legacy: false };
      }
    }
    if (!parsed) {
      const at = raw.indexOf('##[');
      const close = at >= 0 ? raw.indexOf(']', at) : -1;
      if (at >= 0 && close > at) {
        const info = raw.slice(at + 3, close);
        const name = info.split(' ')[0] ?? '';
        parsed = { name, properties: {}, data: raw.slice(close + 1), legacy: true };
      }
    }
    if (!parsed) continue;
    if (stopToken !== null) {
      if (!parsed.legacy && parsed.name === stopToken) stopToken = null;
      continue;
    }
    if (parsed.name === 'stop-commands') stopToken = parsed.data;
    commands.push(parsed);
  }
  return commands;
}
