/**
 * Where a command of the command line starts from: the repository root (`--root`, else git's top
 * level of the working directory), its config (`--config`, else the root's optional
 * `.passport-gate.yml`), and git's questions of the work tree. The command line's own host reads
 * them, as the GitHub host reads its workspace; src/cli/io.ts passes them on to every command.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { findDefaultConfigFile, loadConfig, type Config } from '../config/config.js';
import { UsageError } from '../util/errors.js';
import type { IgnoreRules } from '../core/ignored.js';
import { escapeTerminal } from '../report/escape.js';
import { createGitIgnoreRules, isNotARepository, runGit } from '../vcs/git.js';
import { askWorkTree, type GitQuestions } from '../vcs/policy.js';
import type { HostIo } from '../gate/host-io.js';
import { noteTo } from './local.js';

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
  io: HostIo,
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
  io: HostIo,
  flags: { root?: string | undefined; config?: string | undefined; quiet?: boolean | undefined },
): Promise<CommandRoot> {
  const where = await resolveCommandRoot(io, flags);
  const config =
    flags.config !== undefined
      ? await loadConfig(where.root, path.resolve(io.cwd, flags.config), true)
      : await loadConfig(where.root, await findDefaultConfigFile(where.root), false);
  return { ...where, config };
}

/**
 * git's ignore rules for the repository at `root` (vcs/git.ts), as the audit, graph, export and
 * stamp commands apply them; a git failure other than "not a repository" is a note on stderr.
 */
export function gitIgnoreRulesFor(root: string, io: HostIo): IgnoreRules {
  return createGitIgnoreRules(root, (why) => void io.stderr.write(`note: ${why}\n`));
}

/**
 * Every question the audit asks git of the work tree at `root` (vcs/policy.ts: ignore rules,
 * submodules, Git LFS attributes), as `audit`, `graph` and `export` ask them.
 */
export function gitQuestionsFor(root: string, io: HostIo): GitQuestions {
  return askWorkTree(root, noteTo(io));
}
