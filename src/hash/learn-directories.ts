/**
 * Learning the warm facts cache's records on a run that saves the content cache (issue 41, part
 * 3; docs/performance.md, branch `facts-save`): the output directories whose every file this run
 * read, and whose names, modes and blob ids computed from those bytes rebuild the commit's tree
 * exactly (vcs/learnable-directories.ts), each with the facts of its files
 * (core/served-directories.ts's DirectoryFacts).
 *
 * What the run read: the audit's hashing offers the content cache every digest it computed from
 * bytes, with the blob id of the same bytes (ContentCache.learn). The other files under an output
 * directory — its passports (read as documents, not hashed), exempt bookkeeping files, files the
 * content cache served (their blob id is the index's word, not computed) — are read and hashed
 * here, so a directory is not left unlearned because the audit had no need to hash a file: a
 * record stands for bytes the gate read in this run either way. A file shaped like a Git LFS
 * pointer is not learned (its directory stays unlearned): a served directory's facts would hold
 * the pointer's digest where the audit judges the object it names.
 *
 * The executable bit is the work tree's (lstat, the owner's x bit, as git records it with
 * core.fileMode); a symbolic link, FIFO or device found under an output directory is not read, so
 * its directory is not learned.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { DirectoryFacts, ServedFile } from '../core/served-directories.js';
import { isNoCommitTrees, readCommitTrees, type CommitTrees } from '../vcs/commit-trees.js';
import { listLearnableDirectories, type FileRead } from '../vcs/learnable-directories.js';
import { LFS_POINTER_MAX_BYTES, parseLfsPointer } from './lfs-pointer.js';

/** What the audit's walk found, for learning: handed over by the pipeline of a saving run. */
export interface WalkedFiles {
  /** Every entry of the walk but its directories (root-relative POSIX paths, each once). */
  readonly files: readonly string[];
  /** The run's output directories (repo/layout.ts). */
  readonly outputDirs: Iterable<string>;
}

/** A digest computed from bytes this run, with the blob id of the same bytes. */
export interface LearnedDigest {
  readonly blob: string;
  readonly sha256: string;
  readonly size: number;
}

/** What was learned: the facts to record, and the commit's trees they were checked against. */
export interface LearnedDirectories {
  readonly commit: string;
  readonly facts: readonly DirectoryFacts[];
  /** Every directory of the commit → its tree id: a loaded record is kept when it matches. */
  readonly trees: ReadonlyMap<string, string>;
  /** Files under the output directories read here (not hashed by the audit). */
  readonly readHere: number;
}

/**
 * The output directories of `walk` learnable from this run's reads (`learned`: the audit's
 * digests by path), topmost only: a learnable output directory below a recorded one gets no
 * record of its own (the one above holds its files). A directory `loaded` (the loaded records:
 * path → tree id) at its tree in this commit, and any below it, is not learned again. Never
 * rejects: no commit trees is a reason.
 */
export async function learnOutputDirectories(
  root: string,
  walk: WalkedFiles,
  learned: (rel: string) => LearnedDigest | undefined,
  loaded: ReadonlyMap<string, string> = new Map(),
): Promise<LearnedDirectories | { reason: string }> {
  const trees = await readCommitTrees(root);
  if (isNoCommitTrees(trees)) return { reason: trees.reason };
  // A directory whose loaded record names its tree at this commit keeps that record (the save
  // keeps it), and so does everything below it: learning it again would read every file a warm
  // run served, for the facts the record already holds.
  const kept = new Set<string>();
  for (const [dir, tree] of loaded) if (trees.trees.get(dir) === tree) kept.add(dir);
  const candidates = new Set<string>();
  for (const dir of walk.outputDirs)
    if (
      dir !== '' &&
      trees.trees.has(dir) &&
      !trees.unservable.has(dir) &&
      !kept.has(dir) &&
      !isUnder(dir, kept)
    )
      candidates.add(dir);
  if (candidates.size === 0)
    return { commit: trees.commit, facts: [], trees: trees.trees, readHere: 0 };
  // Only the files under a candidate are asked about: the rule judges a directory by what lies
  // under it, so the files elsewhere cannot change a candidate's answer.
  const files = walk.files.filter((rel) => isUnder(rel, candidates));
  const facts: (Fact | undefined)[] = new Array<Fact | undefined>(files.length);
  let readHere = 0;
  files.forEach((rel, i) => {
    const fact = readFact(root, rel, learned(rel), trees.objectFormat);
    if (fact?.here) readHere++;
    facts[i] = fact;
  });
  const learnable = listLearnableDirectories(trees, {
    files,
    read: (i): FileRead | undefined => facts[i],
  });
  const recorded = [...candidates].filter((d) => learnable.has(d)).sort();
  const top = new Set<string>();
  for (const dir of recorded) if (!isUnder(`${dir}/.`, top)) top.add(dir);
  return {
    commit: trees.commit,
    facts: collectFacts(trees, top, files, facts),
    trees: trees.trees,
    readHere,
  };
}

/** One file's facts as this run read it. */
interface Fact extends FileRead, ServedFile {
  /** Read here rather than by the audit's hashing. */
  readonly here: boolean;
}

/** Each directory of `top` with the facts of its files (all learnable, so all read). */
function collectFacts(
  trees: CommitTrees,
  top: ReadonlySet<string>,
  files: readonly string[],
  facts: readonly (Fact | undefined)[],
): DirectoryFacts[] {
  const byDir = new Map<string, Map<string, ServedFile>>();
  for (const dir of top) byDir.set(dir, new Map());
  files.forEach((rel, i) => {
    const fact = facts[i];
    if (!fact) return;
    for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) {
      const map = byDir.get(rel.slice(0, at));
      if (map) {
        map.set(rel, { sha256: fact.sha256, size: fact.size, executable: fact.executable });
        return;
      }
    }
  });
  const out: DirectoryFacts[] = [];
  for (const [dir, map] of byDir)
    if (map.size > 0) out.push({ dir, tree: trees.trees.get(dir) as string, files: map });
  return out;
}

/**
 * The facts of the file at `rel`: the audit's digest when it hashed it, else read and hashed
 * here; undefined when it is not a regular file, cannot be read, or is shaped like a Git LFS
 * pointer.
 */
function readFact(
  root: string,
  rel: string,
  known: LearnedDigest | undefined,
  objectFormat: 'sha1' | 'sha256',
): Fact | undefined {
  const absolute = path.join(root, rel);
  if (known) {
    let mode: number;
    try {
      const st = lstatSync(absolute);
      if (!st.isFile()) return undefined;
      mode = st.mode;
    } catch {
      return undefined;
    }
    return { ...known, executable: (mode & 0o100) !== 0, here: false };
  }
  let fd: number;
  try {
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return undefined;
    // One byte more than fstat said: a file that grew while read is not learned.
    const bytes = Buffer.alloc(st.size + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, bytes, n, bytes.length - n, n);
      if (got === 0) break;
      n += got;
      if (n === bytes.length) return undefined;
    }
    if (n !== st.size) return undefined;
    const content = bytes.subarray(0, n);
    if (n <= LFS_POINTER_MAX_BYTES && parseLfsPointer(content) !== null) return undefined;
    const sha256 = createHash('sha256').update(content).digest('hex');
    const blob = createHash(objectFormat).update(`blob ${n}\0`).update(content).digest('hex');
    return { blob, sha256, size: n, executable: (st.mode & 0o100) !== 0, here: true };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** True when `rel` lies under (strictly below) one of `dirs`. */
function isUnder(rel: string, dirs: ReadonlySet<string>): boolean {
  for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1))
    if (dirs.has(rel.slice(0, at))) return true;
  return false;
}
