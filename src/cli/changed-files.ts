/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell) and `--end-of-options`, so neither a ref nor a
 * file name can be read as an option or a command.
 */
import { readFile } from 'node:fs/promises';
import { ConfigurationError, UsageError } from '../errors.js';

/** execFile, loaded on first use: node:child_process costs a few ms of every start-up otherwise. */
async function run(
  file: string,
  args: string[],
  options: { cwd: string; maxBuffer: number; encoding: 'utf8' },
): Promise<{ stdout: string }> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  // promisify(execFile) rejects with an error that carries stderr, which git() reports.
  return promisify(execFile)(file, args, options);
}

/** Largest changed-files list accepted. */
export const MAX_CHANGED_LIST_BYTES = 64 * 1024 * 1024;

/** Reads a changed-files list: one path per line (blank lines and CR ignored). */
export async function readChangedFilesList(file: string): Promise<string[]> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (error) {
    throw new ConfigurationError(
      `cannot read --changed-files ${JSON.stringify(file)}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
  }
  if (buf.length > MAX_CHANGED_LIST_BYTES)
    throw new ConfigurationError(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
  return buf
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.length > 0);
}

async function git(root: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, {
      cwd: root,
      maxBuffer: MAX_CHANGED_LIST_BYTES,
      encoding: 'utf8',
    });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; code?: string | number };
    const detail = (e.stderr ?? '').trim().split('\n')[0] || String(e.code ?? error);
    throw new ConfigurationError(`git ${args[0]} failed: ${detail}`);
  }
}

/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`.
 */
export async function listChangedSince(root: string, base: string): Promise<string[]> {
  if (base.startsWith('-') || base.includes('\0'))
    throw new UsageError(`--base ${JSON.stringify(base)} is not a git ref`);
  const diff = await git(root, [
    'diff',
    '--name-only',
    '-z',
    '--no-renames',
    '--relative',
    '--end-of-options',
    base,
    '--',
  ]);
  const untracked = await git(root, [
    'ls-files',
    '--others',
    '--exclude-standard',
    '-z',
    '--',
    '.',
  ]);
  const files = new Set<string>();
  for (const name of diff.split('\0')) if (name) files.add(name);
  // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
  for (const name of untracked.split('\0')) if (name) files.add(name);
  return [...files];
}
