/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */
import { readFile } from 'node:fs/promises';
import { ConfigurationError } from '../../util/errors.js';
import { GIT_OUTPUT_MAX_BYTES, runGit } from '../../vcs/git.js';
import { findTopLevelFor, resolveRevision } from './revision.js';

/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = GIT_OUTPUT_MAX_BYTES;

/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
export async function readChangedFilesList(file: string): Promise<string[]> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : (code ?? String(error));
    throw new ConfigurationError(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
  }
  if (buf.length > MAX_CHANGED_LIST_BYTES)
    throw new ConfigurationError(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
  if (buf.includes(0))
    return buf
      .toString('utf8')
      .split('\0')
      .filter((l) => l.length > 0);
  return buf
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.length > 0);
}

async function git(root: string, args: string[], flag: string): Promise<string> {
  const result = await runGit(root, args);
  if (result.ok) return result.stdout;
  if (result.missing)
    throw new ConfigurationError(`${flag} needs git, and git is not installed (or not on PATH)`);
  throw new ConfigurationError(`git ${args[0]} failed: ${result.message}`);
}

/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`; or, given `head`, between the two
 * commits. `flag` names where `base` came
 * from in messages (`--base`, or a CI host's variable).
 */
export async function listChangedSince(
  root: string,
  base: string,
  flag = '--base',
  head?: string,
): Promise<string[]> {
  // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
  // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
  const top = await findTopLevelFor(root, flag, '; use --changed-files FILE or --all');
  await resolveRevision(top, base, flag);
  const diff = await git(
    root,
    [
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--relative',
      '--end-of-options',
      base,
      ...(head === undefined ? [] : [head]),
      '--',
    ],
    flag,
  );
  // Between two commits nothing is untracked.
  const untracked =
    head === undefined
      ? await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], flag)
      : '';
  const files = new Set<string>();
  for (const name of diff.split('\0')) if (name) files.add(name);
  // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
  for (const name of untracked.split('\0')) if (name) files.add(name);
  return [...files];
}
