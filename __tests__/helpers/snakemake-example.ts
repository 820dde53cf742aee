/**
 * The Snakemake example (examples/snakemake/) copied into a new temporary git repository, to be
 * run by real Snakemake (Debian's snakemake 7.21) with its rules calling the committed bundle
 * (`PASSPORT_GATE="node dist/cli.js"`): the consumer the example is written for. Used by
 * __tests__/python/ (`npm run test:python`), where a missing snakemake fails, never skips.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const PROJECT = path.resolve(import.meta.dirname, '..', '..');
/** The committed bundle the example's rules call. */
export const CLI = path.join(PROJECT, 'dist', 'cli.js');
const SNAKEMAKE = process.env.SNAKEMAKE ?? 'snakemake';

/** A finished process: its exit code (-1 when it could not start) and its output. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** The example's copy and the programs run in it. */
export interface SnakemakeExample {
  /** The copy: a git repository whose root is the example's directory. */
  root: string;
  /** Runs a program at the root to its end; never rejects. */
  run(file: string, args: readonly string[]): Promise<Ran>;
  /** `snakemake --cores 2 --keep-incomplete --rerun-incomplete ARGS…` at the root. */
  snakemake(...args: string[]): Promise<Ran>;
  /** The committed bundle's CLI at the root. */
  gate(...args: string[]): Promise<Ran>;
  /** git at the root, with a fixed identity. */
  git(...args: string[]): Promise<Ran>;
  /** Commits the whole work tree; throws when git fails. */
  commitAll(message: string): Promise<void>;
  /** Reads a file of the copy as text. */
  read(rel: string): Promise<string>;
  /** Writes a file of the copy. */
  write(rel: string, text: string): Promise<void>;
  /** Deletes the copy. */
  remove(): Promise<void>;
}

/**
 * Copies examples/snakemake into a new temporary directory and makes it a git repository whose
 * `.gitignore` leaves out Snakemake's own state (`.snakemake/`), as the example's README says.
 */
export async function copySnakemakeExample(prefix: string): Promise<SnakemakeExample> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(path.join(PROJECT, 'examples', 'snakemake'), root, { recursive: true });
  const env = {
    ...process.env,
    PASSPORT_GATE: `${process.execPath} ${CLI}`,
    GIT_AUTHOR_NAME: 'pipeline',
    GIT_AUTHOR_EMAIL: 'pipeline@example.org',
    GIT_COMMITTER_NAME: 'pipeline',
    GIT_COMMITTER_EMAIL: 'pipeline@example.org',
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
  };
  const run = async (file: string, args: readonly string[]): Promise<Ran> => {
    try {
      const { stdout, stderr } = await exec(file, args, { cwd: root, env, maxBuffer: 64 << 20 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: unknown; stdout?: string; stderr?: string };
      return {
        code: typeof e.code === 'number' ? e.code : -1,
        stdout: e.stdout ?? '',
        stderr: e.stderr ?? (error instanceof Error ? error.message : String(error)),
      };
    }
  };
  const git = (...args: string[]) => run('git', args);
  const example: SnakemakeExample = {
    root,
    run,
    snakemake: (...args) =>
      run(SNAKEMAKE, ['--cores', '2', '--keep-incomplete', '--rerun-incomplete', ...args]),
    gate: (...args) => run(process.execPath, [CLI, ...args]),
    git,
    commitAll: async (message) => {
      for (const args of [
        ['add', '-A'],
        ['commit', '-q', '--no-gpg-sign', '-m', message],
      ]) {
        const r = await git(...args);
        if (r.code !== 0) throw new Error(`git ${args[0]} failed: ${r.stderr}`);
      }
    },
    read: (rel) => readFile(path.join(root, rel), 'utf8'),
    write: (rel, text) => writeFile(path.join(root, rel), text),
    remove: () => rm(root, { recursive: true, force: true }),
  };
  const init = await git('init', '-q');
  if (init.code !== 0) throw new Error(`git init failed: ${init.stderr}`);
  await example.write('.gitignore', '.snakemake/\n');
  return example;
}
