/**
 * The scratch copy of a commit for `reproduce`: every entry of the commit's tree written with
 * its exact bytes, as git stores them. Not `git archive`: archive honours the commit's own
 * `.gitattributes` (export-ignore drops a file, export-subst and ident rewrite placeholders,
 * text/eol and working-tree-encoding convert), and that file is the pull request's, so a change
 * could hide an input or a script from the re-run, or have it run bytes other than the ones
 * reviewers read. Here `git ls-tree -r -z --full-tree` lists the entries and one
 * `git cat-file --batch` streams the blobs, each written to its file as it arrives, a chunk at a
 * time (no blob, and no repository, is held in memory); cat-file applies no attribute, no
 * filter and no conversion. A Git LFS file is its pointer, as committed.
 *
 * As archive lays it out: a blob is a file (100755 executable), a symbolic link a symbolic
 * link, a submodule (gitlink) an empty directory, and every file's time is the commit's. What
 * archive would have written as given, this refuses: a symbolic link whose target is absolute
 * or leaves the copy (CommitCopyRefused), since what a re-run reads through it is not the
 * commit. Links are written last, so no file is ever written through one.
 */
import { lutimes, mkdir, open, symlink, utimes, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { quoteUntrusted } from '../util/untrusted.js';
import { isObjectId, runGit, runGitForBytes, startGit, type StartedGit } from '../vcs/git.js';

/** The commit holds an entry the scratch copy does not take (reproduce: a usage error). */
export class CommitCopyRefused extends Error {}

/** Longest symbolic link target written (PATH_MAX on Linux); a longer blob is refused. */
const MAX_LINK_TARGET_BYTES = 4096;

/** Longest `git cat-file --batch` header line ("<oid> blob <size>"). */
const MAX_HEADER_BYTES = 256;

/**
 * One entry of the tree. Paths are kept as latin1 strings: one character per byte, so a name
 * that is not UTF-8 is written with its own bytes (as archive would), and sets can hold them.
 */
interface Entry {
  kind: 'file' | 'link' | 'gitlink';
  oid: string;
  executable: boolean;
  /** The repository-relative path's bytes, as latin1. */
  rel: string;
}

/** The path's bytes as UTF-8 text, for a message. */
const spell = (rel: string) => Buffer.from(rel, 'latin1').toString('utf8');

/**
 * Writes the tree of `commit` (a full object id) in the repository at `repoTop` into the empty
 * directory `dir`: see the module comment. Throws {@link CommitCopyRefused} for an entry it
 * does not take, and an Error when git fails.
 */
export async function copyCommitTree(repoTop: string, commit: string, dir: string): Promise<void> {
  if (!isObjectId(commit)) throw new Error(`not a commit id: ${JSON.stringify(commit)}`);
  const short = commit.slice(0, 12);
  // The three git processes start at once: each start costs more than this copy's writes.
  const batch = startBatch(repoTop);
  const top = Buffer.from(dir, 'utf8');
  const at = (rel: string) => Buffer.concat([top, Buffer.from(`/${rel}`, 'latin1')]);
  let entries: Entry[];
  let dirs: string[];
  let time: number;
  // Until writeBlobs takes the batch over, any failure here stops it (no git left running).
  try {
    const [listed, committed] = await Promise.all([
      runGitForBytes(repoTop, ['ls-tree', '-r', '-z', '--full-tree', commit]),
      readCommitTime(repoTop, commit),
    ]);
    if (!listed.ok) throw new Error(`git ls-tree failed for commit ${short}: ${listed.message}`);
    entries = parseTree(listed.stdout, short);
    time = committed;
    dirs = collectDirectories(entries);
    for (const d of dirs) await mkdir(at(d));
  } catch (error) {
    await batch.stop();
    throw error;
  }
  const targets = await writeBlobs(batch, entries, at, time, short);
  // Links last: every file above was written where no link could redirect it.
  for (const e of entries) {
    if (e.kind !== 'link') continue;
    const target = targets.get(e) as Buffer;
    await symlink(target, at(e.rel));
    await lutimes(at(e.rel), time, time);
  }
  // Deepest first, so writing into a directory does not move its time again.
  for (const d of [...dirs].reverse()) await utimes(at(d), time, time);
}

/** The entries of `ls-tree -r -z` output; refuses a path or mode the copy cannot take. */
function parseTree(out: Buffer, short: string): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  while (at < out.length) {
    let end = out.indexOf(0, at);
    if (end < 0) end = out.length;
    const record = out.subarray(at, end);
    at = end + 1;
    const tab = record.indexOf(0x09);
    if (tab < 0) throw new Error(`git ls-tree gave an unexpected line for commit ${short}`);
    const [mode = '', type = '', oid = ''] = record.subarray(0, tab).toString('latin1').split(' ');
    const rel = record.subarray(tab + 1).toString('latin1');
    if (rel.split('/').some((c) => c === '' || c === '.' || c === '..'))
      throw new CommitCopyRefused(
        `the commit ${short} holds a path reproduce cannot copy: ${quoteUntrusted(spell(rel))} (an empty, "." or ".." component)`,
      );
    if (!isObjectId(oid))
      throw new Error(`git ls-tree gave an unexpected object id for commit ${short}`);
    if (type === 'commit') entries.push({ kind: 'gitlink', oid, executable: false, rel });
    else if (type === 'blob' && mode === '120000')
      entries.push({ kind: 'link', oid, executable: false, rel });
    else if (type === 'blob' && /^100[0-7]{3}$/.test(mode))
      entries.push({ kind: 'file', oid, executable: (parseInt(mode, 8) & 0o111) !== 0, rel });
    else
      throw new CommitCopyRefused(
        `the commit ${short} holds an entry of mode ${quoteUntrusted(mode)} at ${quoteUntrusted(spell(rel))}, which reproduce cannot copy`,
      );
  }
  return entries;
}

/** Every directory the entries need (a gitlink is one), parents before children. */
function collectDirectories(entries: readonly Entry[]): string[] {
  const dirs = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'gitlink') dirs.add(e.rel);
    for (let cut = e.rel.lastIndexOf('/'); cut > 0; cut = e.rel.lastIndexOf('/', cut - 1)) {
      const parent = e.rel.slice(0, cut);
      if (dirs.has(parent)) break;
      dirs.add(parent);
    }
  }
  // A parent is a prefix of its children, so it sorts before them.
  return [...dirs].sort();
}

/** The committer time of `commit` (the time archive gives every entry). */
async function readCommitTime(repoTop: string, commit: string): Promise<number> {
  const read = await runGit(repoTop, ['cat-file', 'commit', commit]);
  if (!read.ok)
    throw new Error(`git cat-file failed for commit ${commit.slice(0, 12)}: ${read.message}`);
  const header = read.stdout.split('\n\n')[0] ?? '';
  const match = /^committer .* (\d+) [+-]\d{4}$/m.exec(header);
  return match ? Number(match[1]) : Math.floor(Date.now() / 1000);
}

/** A `git cat-file --batch` started before the ids to ask for are known. */
interface Batch {
  git: Promise<StartedGit>;
  /** Resolves with the exit code (null: killed or not started) and git's first stderr line. */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** Kills it (when the copy failed before asking) and waits for it to end. */
  stop(): Promise<void>;
}

function startBatch(repoTop: string): Batch {
  const git = startGit(repoTop, ['cat-file', '--batch']);
  const exited = git.then(
    (child) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (text: string) => {
          if (stderr.length < 4096) stderr += text;
        });
        child.on('error', (error) => {
          stderr ||= error.message;
          resolve({ code: null, stderr });
        });
        child.on('close', (code) => resolve({ code, stderr }));
        // git may end before reading every id (it failed): its exit says so, not an EPIPE.
        child.stdin.on('error', () => undefined);
      }),
  );
  return {
    git,
    exited,
    async stop() {
      const child = await git;
      child.kill();
      child.stdout.destroy();
      await exited;
    },
  };
}

/**
 * Streams the blobs of the files and links through the batch: each file is written as its
 * bytes arrive; each link's target is returned (checked, at most {@link MAX_LINK_TARGET_BYTES}).
 */
async function writeBlobs(
  batch: Batch,
  entries: readonly Entry[],
  at: (rel: string) => Buffer,
  time: number,
  short: string,
): Promise<Map<Entry, Buffer>> {
  const targets = new Map<Entry, Buffer>();
  const blobs = entries.filter((e) => e.kind !== 'gitlink');
  const git = await batch.git;
  git.stdin.end(blobs.map((e) => `${e.oid}\n`).join(''));
  const reader = createByteReader(git.stdout);
  try {
    for (const e of blobs) {
      const header = await reader.readLine();
      const [oid, type, size = ''] = header.split(' ');
      if (oid !== e.oid || type !== 'blob' || !/^\d+$/.test(size))
        throw new Error(
          `git cat-file did not answer blob ${e.oid} of ${quoteUntrusted(spell(e.rel))} (${quoteUntrusted(header)}; a partial or shallow clone?)`,
        );
      const n = Number(size);
      if (e.kind === 'file') await writeFile(at(e.rel), e.executable, n, reader, time);
      else {
        if (n > MAX_LINK_TARGET_BYTES)
          throw new CommitCopyRefused(
            `the commit ${short} holds a symbolic link ${quoteUntrusted(spell(e.rel))} whose target is ${n} bytes long`,
          );
        const parts: Buffer[] = [];
        await reader.take(n, async (chunk) => void parts.push(Buffer.from(chunk)));
        const target = Buffer.concat(parts);
        const why = refuseLinkTarget(e.rel, target);
        if (why !== null)
          throw new CommitCopyRefused(
            `the commit ${short} holds a symbolic link reproduce does not copy: ${quoteUntrusted(spell(e.rel))} -> ${quoteUntrusted(target.toString('utf8'))} ${why}; what a re-run reads through it is not the commit (make it a relative link to a file of the repository)`,
          );
        targets.set(e, target);
      }
      if ((await reader.readLine()) !== '') throw new Error('git cat-file answered out of step');
    }
  } catch (error) {
    await batch.stop();
    throw error;
  } finally {
    reader.close();
  }
  const { code, stderr } = await batch.exited;
  if (code !== 0)
    throw new Error(`git cat-file failed: ${stderr.trim().split('\n')[0] || `exit ${code}`}`);
  return targets;
}

/** Writes `n` bytes from the reader to a new file at `full` (never through a link). */
async function writeFile(
  full: Buffer,
  executable: boolean,
  n: number,
  reader: ByteReader,
  time: number,
): Promise<void> {
  // "wx": created here, never an existing file or a link followed.
  const fh: FileHandle = await open(full, 'wx', executable ? 0o755 : 0o644);
  try {
    await reader.take(n, async (chunk) => {
      for (let off = 0; off < chunk.length;)
        off += (await fh.write(chunk, off, chunk.length - off)).bytesWritten;
    });
    await fh.utimes(time, time);
  } finally {
    await fh.close();
  }
}

/**
 * Why a link's target is refused, or null: it must be relative and stay in the copy. Its `..`
 * components come first only: the link's own directories are real directories of the copy, so
 * leading `..` climb exactly as counted, while `a/../b` climbs from wherever `a` leads, which
 * may be a link itself.
 */
function refuseLinkTarget(rel: string, target: Buffer): string | null {
  if (target.length === 0) return 'is empty';
  if (target.includes(0)) return 'holds a NUL byte';
  const text = target.toString('latin1');
  if (text.startsWith('/')) return 'is absolute';
  let depth = rel.split('/').length - 1;
  let descended = false;
  for (const c of text.split('/')) {
    if (c === '' || c === '.') continue;
    if (c !== '..') descended = true;
    else if (descended)
      return 'climbs with ".." after a name (as the kernel reads it, from wherever the name leads)';
    else if (--depth < 0) return 'leaves the copy';
  }
  return null;
}

/** Reads a byte stream a line or a count at a time, a chunk at a time. */
interface ByteReader {
  /** The next line, without its newline (at most {@link MAX_HEADER_BYTES}). */
  readLine(): Promise<string>;
  /** Hands the next `n` bytes to `each`, chunk by chunk, as they arrive. */
  take(n: number, each: (chunk: Buffer) => Promise<void>): Promise<void>;
  /** Stops reading (the stream is destroyed). */
  close(): void;
}

function createByteReader(stream: Readable): ByteReader {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  const more = async (): Promise<void> => {
    const next = await chunks.next();
    if (next.done) throw new Error('git cat-file ended early');
    buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
  };
  return {
    async readLine() {
      for (;;) {
        const eol = buffered.indexOf(0x0a);
        if (eol >= 0) {
          const line = buffered.subarray(0, eol).toString('latin1');
          buffered = buffered.subarray(eol + 1);
          return line;
        }
        if (buffered.length > MAX_HEADER_BYTES)
          throw new Error('git cat-file gave a line too long');
        await more();
      }
    },
    async take(n, each) {
      for (let left = n; left > 0;) {
        if (buffered.length === 0) await more();
        const chunk = buffered.subarray(0, Math.min(left, buffered.length));
        buffered = buffered.subarray(chunk.length);
        left -= chunk.length;
        await each(chunk);
      }
    },
    close() {
      void chunks.return?.();
    },
  };
}
