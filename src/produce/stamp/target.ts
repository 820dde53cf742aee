/**
 * Which passport `stamp` writes, and whether it may: the output directory (a
 * real directory the walk saw in full), the passport file in it, and the
 * passport already there (one that cannot be read, records a failed step or
 * has another major version is replaced only with `force`).
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkRelativePath } from '../../util/relative-path.js';
import { quoteUntrusted, spellBytes } from '../../util/untrusted.js';
import { isObject } from '../../util/values.js';
import { isFailure, readPassport, type Passport } from '../../core/passport.js';
import {
  isRunId,
  PASSPORT_SUFFIX,
  RUN_ID_PATTERN,
  SUPPORTED_MAJOR,
} from '../../formats/passport.js';
import type { RepoTree } from '../../repo/tree.js';
import type { LoadedPassport } from '../load-passports.js';
import type { StampOptions } from './options.js';
import { refuse, StampError } from './refusal.js';

/** The passport to write: its file, and the passport there now (if any). */
export interface StampTarget {
  /** Repository-relative path of the passport file. */
  path: string;
  existing: LoadedPassport | undefined;
}

/** The passport being refreshed; null fields for a new one. */
export interface PreviousPassport {
  /** The document as recorded: what a refresh keeps and compares with. */
  value: Record<string, unknown> | null;
  /** It, read (core/passport.ts): every field stamp reads comes from here. */
  passport: Passport | null;
  /** Written as v1 although recorded with another major version (`force`). */
  rewriteVersion: boolean;
}

/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
export function normalizeDirectory(directory: string): string {
  const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '.' || trimmed === './') return '.';
  const checked = checkRelativePath(trimmed);
  if (!checked.ok) {
    throw new StampError(
      `cannot stamp ${quoteUntrusted(directory)}: give the output directory relative to the repository root, inside it.`,
    );
  }
  return checked.rel;
}

/** Joins a repository-relative path onto the real root. */
export const absoluteOf = (realRoot: string, rel: string): string =>
  rel === '.' ? realRoot : path.join(realRoot, ...rel.split('/'));

/**
 * Checks that `dir` can be stamped: the walk saw all of it (a passport lists every file of its
 * directory: one the walk could not see cannot be listed), and it is a real directory inside
 * the root, not reached through a symlink (the audit walks without following symlinks, so files
 * behind one would be invisible to it).
 */
export async function checkDirectory(
  tree: Pick<RepoTree, 'problems' | 'realRoot'>,
  dir: string,
): Promise<void> {
  const unseen = tree.problems.filter((p) => {
    const where = p.kind === 'unlistable' ? p.rel : p.parent;
    return dir === '.' || where === dir || where.startsWith(`${dir}/`);
  });
  if (unseen.length > 0) {
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}: some of it cannot be listed:`,
      unseen.map((p) =>
        p.kind === 'unlistable'
          ? `directory ${quoteUntrusted(p.rel)} cannot be listed (${p.code})`
          : `a name in ${quoteUntrusted(p.parent)} is not valid UTF-8 (${spellBytes(p.name)})`,
      ),
      'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.',
    );
  }
  const dirAbsolute = absoluteOf(tree.realRoot, dir);
  let dirReal: string;
  try {
    dirReal = await realpath(dirAbsolute);
    if (!(await stat(dirReal)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new StampError(
      `output directory ${quoteUntrusted(dir)} does not exist under the root; run the pipeline step first, or check --root.`,
    );
  }
  if (dirReal !== dirAbsolute) {
    throw new StampError(
      `output directory ${quoteUntrusted(dir)} is reached through a symlink; stamp the real directory instead.`,
    );
  }
}

/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
export function chooseTarget(
  dir: string,
  here: readonly LoadedPassport[],
  options: StampOptions,
): StampTarget {
  const fileOf = (runId: string) =>
    dir === '.' ? `${runId}${PASSPORT_SUFFIX}` : `${dir}/${runId}${PASSPORT_SUFFIX}`;
  if (options.runId !== undefined) {
    const runId = options.runId;
    if (!isRunId(runId)) {
      throw new StampError(
        `run id ${quoteUntrusted(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`,
      );
    }
    return { path: fileOf(runId), existing: here.find((p) => p.path === fileOf(runId)) };
  }
  if (here.length === 1) {
    const existing = here[0] as LoadedPassport;
    return { path: existing.path, existing };
  }
  if (here.length > 1) {
    throw new StampError(
      `${quoteUntrusted(dir)} holds ${here.length} passports (${here.map((p) => quoteUntrusted(path.posix.basename(p.path))).join(', ')}); choose one with --run-id.`,
    );
  }
  if (options.skill === undefined) {
    throw new StampError(
      `${quoteUntrusted(dir)} has no passport yet; give --skill and --skill-version to create one.`,
    );
  }
  if (!RUN_ID_PATTERN.test(options.skill)) {
    throw new StampError(
      `the skill ${quoteUntrusted(options.skill)} cannot serve as a file name; give --run-id.`,
    );
  }
  return { path: fileOf(options.skill), existing: undefined };
}

/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
export function checkPrevious(
  existing: LoadedPassport | undefined,
  options: StampOptions,
  notes: string[],
): PreviousPassport {
  if (!existing) return { value: null, passport: null, rewriteVersion: false };
  const mayReplace = options.force === true || options.check === true;
  if (!isObject(existing.value)) {
    const why = existing.problem ?? 'is not a JSON object';
    if (!mayReplace) {
      throw new StampError(
        `cannot refresh ${quoteUntrusted(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`,
      );
    }
    notes.push(`${quoteUntrusted(existing.path)} ${why}; it is replaced by a new passport.`);
    return { value: null, passport: null, rewriteVersion: false };
  }
  const value = existing.value;
  const previous = existing.summary ?? readPassport(value);
  // A failure of the step `run` just ran again is what this run replaces: no --force for that.
  const failed = failedSteps(previous, options.ranStep);
  if (failed.length > 0) {
    if (!mayReplace) {
      refuse(
        `refusing to overwrite ${quoteUntrusted(existing.path)}: it records failed steps:`,
        failed,
        'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).',
      );
    }
    notes.push(
      `${quoteUntrusted(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`,
    );
  }
  const version = previous.schemaVersion;
  const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
  if (major === undefined || Number(major) === SUPPORTED_MAJOR) {
    return { value, passport: previous, rewriteVersion: false };
  }
  if (!mayReplace) {
    throw new StampError(
      `${quoteUntrusted(existing.path)} has schema_version ${quoteUntrusted(version)}; this tool writes v${SUPPORTED_MAJOR}. Pass --force to rewrite it as v${SUPPORTED_MAJOR}, or upgrade passport-gate.`,
    );
  }
  return { value, passport: previous, rewriteVersion: true };
}

/** Error entries of a passport that record a non-zero exit (but those of `exceptStep`). */
export function failedSteps(
  passport: Pick<Passport, 'errors'> | null | undefined,
  exceptStep?: string,
): string[] {
  return (passport?.errors ?? [])
    .filter((e) => isFailure(e) && (exceptStep === undefined || e.step !== exceptStep))
    .map(
      (e) =>
        `${quoteUntrusted(e.step ?? '?')} (${quoteUntrusted(e.tool ?? '?')}) exited ${String(e.exitCode)}`,
    );
}
