/**
 * The program a step runs (its argv[0]), resolved the way the operating system resolves it,
 * and its version: `run` records both in `recorded_by.program`, and `reproduce` resolves the
 * program again so a finding can say whether the tool changed since the record (the
 * environment is the part of a step `reproduce` cannot hold to its record; issue 38).
 *
 * Only a program outside the repository is described: a script of the repository is the
 * step's code, its bytes recorded as a `code` input, and running it with `--version` would
 * run the step itself. The version is the first line `PROGRAM --version` prints (stdout, else
 * stderr) when it exits 0 within {@link VERSION_PROBE_MS}; otherwise it is null.
 */
import { spawn } from 'node:child_process';
import { access, constants, stat } from 'node:fs/promises';
import path from 'node:path';
import { TailBuffer } from '../util/tail-buffer.js';
import { quoteUntrusted } from '../util/untrusted.js';
import type { KillGroup } from './run-recorded.js';

/** How long `PROGRAM --version` may take. */
const VERSION_PROBE_MS = 5000;

/** Longest version line kept. */
const VERSION_MAX_CHARS = 200;

/** A step's program, described. */
export interface ProgramInfo {
  /** Its absolute path, as PATH (or the working directory, for a path) resolved it. */
  path: string;
  /** The first line of its `--version`, null when it printed none or failed. */
  version: string | null;
}

/** Where and how the program is looked up. */
export interface ProgramContext {
  /** The step's working directory (absolute). */
  cwd: string;
  /** The repository root (absolute): a program inside it is not described. */
  root: string;
  env: NodeJS.ProcessEnv;
  killGroup: KillGroup;
  /** Versions already probed, by resolved path (one probe per program in a run). */
  versions?: Map<string, Promise<string | null>>;
}

/** True when `file` is a regular file this process may execute. */
const isExecutable = async (file: string) =>
  (await stat(file).then(
    (s) => s.isFile(),
    () => false,
  )) &&
  (await access(file, constants.X_OK).then(
    () => true,
    () => false,
  ));

/** argv[0] resolved: a name with a slash against `cwd`, a bare name through PATH; else null. */
async function resolveProgram(
  argv0: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  if (argv0 === '') return null;
  if (argv0.includes('/')) {
    const file = path.resolve(cwd, argv0);
    return (await isExecutable(file)) ? file : null;
  }
  // An empty PATH entry is the working directory, as the shells read it.
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const file = path.resolve(cwd, dir, argv0);
    if (await isExecutable(file)) return file;
  }
  return null;
}

/** True when `file` is the root or below it. */
const isInside = (root: string, file: string) => {
  const rel = path.relative(path.resolve(root), file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The first non-empty line `file --version` prints when it exits 0 in time; else null. */
function probeVersion(file: string, context: ProgramContext): Promise<string | null> {
  const out = new TailBuffer(4096);
  const err = new TailBuffer(4096);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (version: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever the probe left running ends with it (a lingering child holds no pipe open).
      if (child.pid !== undefined)
        try {
          context.killGroup(child.pid);
        } catch {
          // ESRCH: gone already.
        }
      resolve(version);
    };
    const child = spawn(file, ['--version'], {
      cwd: context.cwd,
      env: context.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const timer = setTimeout(() => finish(null), VERSION_PROBE_MS);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', () => finish(null));
    child.on('close', (code) => {
      if (code !== 0) return finish(null);
      const first = (text: string) =>
        text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .find((l) => l !== '');
      const line = first(out.text()) ?? first(err.text()) ?? null;
      finish(line === null ? null : line.slice(0, VERSION_MAX_CHARS));
    });
  });
}

/**
 * The step's program described (see the module comment); null when argv[0] resolves to no
 * executable, or to a file of the repository.
 */
export async function describeProgram(
  argv0: string,
  context: ProgramContext,
): Promise<ProgramInfo | null> {
  const file = await resolveProgram(argv0, context.cwd, context.env);
  if (file === null || isInside(context.root, file)) return null;
  let version = context.versions?.get(file);
  if (version === undefined) {
    version = probeVersion(file, context);
    context.versions?.set(file, version);
  }
  return { path: file, version: await version };
}

/**
 * How the program now compares with the one recorded, as a sentence for a finding; every
 * value quoted. `recorded` undefined: the record holds no program (older, or a repository
 * script).
 */
export function describeProgramChange(
  now: ProgramInfo | null,
  recorded: { path: string | null; version: string | null } | null,
): string {
  const spell = (p: { path: string | null; version: string | null } | null) =>
    p === null || p.path === null
      ? 'no program outside the repository'
      : `${quoteUntrusted(p.path)} (version ${p.version === null ? 'unknown' : quoteUntrusted(p.version)})`;
  if (recorded === null) return `The program now: ${spell(now)}; the record holds none to compare.`;
  const same =
    now !== null && now.path === recorded.path && (now.version ?? null) === recorded.version;
  return same
    ? `The program is the one recorded: ${spell(now)}.`
    : `The program changed since the record: recorded ${spell(recorded)}, now ${spell(now)}.`;
}
