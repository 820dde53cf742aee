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
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { ServedFiles, type DirectoryFacts, type ServedFile } from '../core/served-directories.js';
import { isNoCommitTrees, readCommitTrees, type CommitTrees } from '../vcs/commit-trees.js';
import { listLearnableDirectories, type FileRead } from '../vcs/learnable-directories.js';
import { hashFileList } from './hash-files.js';

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
  /** The commit's trees as read and hashed: the save keeps the blob records it holds. */
  readonly read: CommitTrees;
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
    return { commit: trees.commit, facts: [], trees: trees.trees, read: trees, readHere: 0 };
  // Only the files under a candidate are asked about: the rule judges a directory by what lies
  // under it, so the files elsewhere cannot change a candidate's answer.
  // The walk lists a directory's files together: each directory is asked about once (at 10⁶
  // files, a path's ancestors sliced per file were ~0.7 s of a warm saving run).
  let lastDir: string | null = null;
  let lastUnder = false;
  const files = walk.files.filter((rel) => {
    const at = rel.lastIndexOf('/');
    if (lastDir === null || at !== lastDir.length || !rel.startsWith(lastDir)) {
      lastDir = at < 0 ? '' : rel.slice(0, at);
      lastUnder = isUnder(rel, candidates);
    }
    return lastUnder;
  });
  const facts: (Fact | undefined)[] = new Array<Fact | undefined>(files.length);
  // What the audit did not hash (passports, exempt files, files the content cache served) is
  // hashed here, through the hashing the audit uses, with each blob id from the same bytes.
  const unread: number[] = [];
  files.forEach((rel, i) => {
    const known = learned(rel);
    if (known) facts[i] = withExecutableBit(root, rel, known);
    else unread.push(i);
  });
  const outcomes = await hashFileList(
    unread.map((i) => path.join(root, files[i] as string)),
    { threads: 0, blob: trees.objectFormat },
  );
  let readHere = 0;
  outcomes.forEach((outcome, k) => {
    const i = unread[k] as number;
    // A file shaped like a Git LFS pointer is not learned (see the file comment).
    if (!outcome.ok || outcome.lfs || outcome.blob === undefined) return;
    const { sha256, size, blob } = outcome;
    facts[i] = withExecutableBit(root, files[i] as string, { blob, sha256, size });
    if (facts[i]) readHere++;
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
    read: trees,
    readHere,
  };
}

/** One file's facts as this run read it. */
type Fact = FileRead & ServedFile;

/**
 * Each directory of `top` with the facts of its files (all learnable, so all read), written as
 * the record's columns (core/served-directories.ts ServedFiles: names relative to the directory).
 */
function collectFacts(
  trees: CommitTrees,
  top: ReadonlySet<string>,
  files: readonly string[],
  facts: readonly (Fact | undefined)[],
): DirectoryFacts[] {
  const byDir = new Map<string, [string, ServedFile][]>();
  for (const dir of top) byDir.set(dir, []);
  files.forEach((rel, i) => {
    const fact = facts[i];
    if (!fact) return;
    for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) {
      const list = byDir.get(rel.slice(0, at));
      if (list) {
        list.push([rel.slice(at + 1), fact]);
        return;
      }
    }
  });
  const out: DirectoryFacts[] = [];
  for (const [dir, list] of byDir)
    if (list.length > 0)
      out.push({
        dir,
        tree: trees.trees.get(dir) as string,
        files: ServedFiles.fromFiles(list),
      });
  return out;
}

/**
 * `read` (a digest computed from the bytes of `rel` this run) with the executable bit of the
 * file now (lstat, the owner's x bit, as git records it with core.fileMode); undefined when it
 * is no longer a regular file.
 */
function withExecutableBit(root: string, rel: string, read: LearnedDigest): Fact | undefined {
  let st;
  try {
    st = lstatSync(path.join(root, rel));
  } catch {
    return undefined;
  }
  return st.isFile() ? { ...read, executable: (st.mode & 0o100) !== 0 } : undefined;
}

/** True when `rel` lies under (strictly below) one of `dirs`. */
function isUnder(rel: string, dirs: ReadonlySet<string>): boolean {
  for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1))
    if (dirs.has(rel.slice(0, at))) return true;
  return false;
}
