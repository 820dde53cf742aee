import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { findDefaultConfigFile, loadConfig, type Config } from '../config/config.js';
import { UsageError } from '../util/errors.js';
import type { IgnoreRules } from '../core/ignored.js';
import { escapeTerminal } from '../report/escape.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { createGitIgnoreRules, isNotARepository, runGit } from '../vcs/git.js';
import { askWorkTree, type GitQuestions } from '../vcs/policy.js';

/**
 * What a CLI command may touch of the process: streams, environment, working
 * directory and a cancellation signal. Tests pass their own.
 */

/** A writable text sink with optional TTY information (bytes: a command's stderr passed through). */
export interface OutputStream {
  write(text: string | Uint8Array): unknown;
  isTTY?: boolean;
}

/** The process as seen by commands. */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal?: AbortSignal;
  /** Clock in milliseconds for progress reporting (default Date.now); tests pass their own. */
  now?: () => number;
}

/** The repository root and config every repository command starts from. */
export interface CommandRoot {
  root: string;
  config: Config;
  /**
   * Where paths typed on the command line are relative to: the working
   * directory, spelled so that it lies under `root` (git reports the top level
   * with symbolic links resolved, so this is the working directory resolved too).
   */
  cwd: string;
}

/**
 * The repository root when no `--root` is given, found as git and DVC find
 * theirs: the top level of the git work tree holding the working directory
 * (`git rev-parse --show-toplevel`), or the working directory itself outside a
 * repository or where git is not installed. When git answers something else
 * (a repository it refuses to read, say, for its owner) the working directory
 * is used and `note` says why, so a root that may be wrong is never chosen
 * silently.
 */
export async function discoverRoot(
  cwd: string,
  note: (text: string) => void,
): Promise<{ root: string; cwd: string }> {
  const result = await runGit(cwd, ['rev-parse', '--show-toplevel']);
  if (result.ok) {
    const top = result.stdout.replace(/\r?\n$/, '');
    if (top !== '' && path.isAbsolute(top)) {
      const real = await realpath(cwd).catch(() => cwd);
      return { root: path.resolve(top), cwd: real };
    }
  } else if (!result.missing && !isNotARepository(result)) {
    note(
      `note: git could not tell the repository root (${result.message}); using the current directory. Pass --root DIR to choose it.\n`,
    );
  }
  return { root: cwd, cwd };
}

/** A `--root` that names no directory is a UsageError, before any config is looked for in it. */
async function checkRootFlag(root: string, typed: string): Promise<void> {
  const isDirectory = await stat(root).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDirectory) {
    throw new UsageError(`--root ${JSON.stringify(typed)} is not a directory`);
  }
}

/**
 * Resolves `--root` (default: the git top level of the working directory, see
 * {@link discoverRoot}); `quiet` keeps notes off stderr.
 */
export async function resolveCommandRoot(
  io: CliIo,
  flags: { root?: string | undefined; quiet?: boolean | undefined },
): Promise<{ root: string; cwd: string }> {
  if (flags.root !== undefined) {
    await checkRootFlag(path.resolve(io.cwd, flags.root), flags.root);
    return { root: path.resolve(io.cwd, flags.root), cwd: io.cwd };
  }
  return discoverRoot(io.cwd, (text) => {
    if (flags.quiet !== true) io.stderr.write(escapeTerminal(text.trimEnd()) + '\n');
  });
}

/**
 * Resolves the root ({@link resolveCommandRoot}) and loads `--config` (which must exist when
 * named) or the root's optional `.passport-gate.yml` (or `.passport-gate.yaml`). `quiet`
 * keeps notes off stderr.
 */
export async function loadCommandRoot(
  io: CliIo,
  flags: { root?: string | undefined; config?: string | undefined; quiet?: boolean | undefined },
): Promise<CommandRoot> {
  const where = await resolveCommandRoot(io, flags);
  const config =
    flags.config !== undefined
      ? await loadConfig(where.root, path.resolve(io.cwd, flags.config), true)
      : await loadConfig(where.root, await findDefaultConfigFile(where.root), false);
  return { ...where, config };
}

/** Error codes of a file that cannot be written for reasons the user controls. */
const USER_WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'its directory does not exist',
  ENOTDIR: 'a part of its path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * Turns an error from writing what `flag` named into a one-line UsageError
 * (exit 2) when the cause is the path or the disk, not the program; other
 * errors are returned as they are.
 */
export function describeWriteError(error: unknown, flag: string, typed: string): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason = code === undefined ? undefined : USER_WRITE_ERRORS[code];
  if (reason === undefined) return error;
  const hint = code === 'ENOENT' ? ' (create it first)' : '';
  return new UsageError(`cannot write ${flag} ${JSON.stringify(typed)}: ${reason}${hint}`);
}

/**
 * Writes `text` to the file a flag named (relative to the working directory),
 * atomically; a missing directory or a read-only disk is a UsageError.
 */
export async function writeOutputFile(
  io: CliIo,
  flag: string,
  typed: string,
  text: string | Iterable<string>,
): Promise<string> {
  const file = path.resolve(io.cwd, typed);
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw describeWriteError(error, flag, typed);
  }
  return file;
}

/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
export function gitIgnoreRulesFor(root: string, io: CliIo): IgnoreRules {
  return createGitIgnoreRules(root, (why) => void io.stderr.write(`note: ${why}\n`));
}

/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
export function gitQuestionsFor(root: string, io: CliIo): GitQuestions {
  return askWorkTree(root, noteTo(io));
}

/** Writes a note line on stderr (git's fallbacks). */
export function noteTo(io: CliIo): (why: string) => void {
  return (why) => void io.stderr.write(`note: ${why}\n`);
}
