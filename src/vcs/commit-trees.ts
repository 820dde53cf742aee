/**
 * The commit's directory tree ids, each object hashed by the gate (issue 41, part 3, route (a)
 * of docs/performance.md, "git's answer for unchanged directories"): the key a cache of facts
 * per directory of the *commit* needs, without asking git anything about the work tree (which
 * costs 17–66 % of a cold audit at 10⁶ files, vcs/tree-ids.ts). Not wired into the audit yet:
 * its tests and bench/commit-trees.mjs reach it.
 *
 * **Read, then hashed again.** git does not check, on an ordinary read, that an object's bytes
 * hash to its name: a loose tree file rewritten with another tree's compressed bytes is served
 * under the first name by `ls-tree -r`, `rev-parse <c>:<path>`, `cat-file --batch`, `archive`
 * and `checkout` alike (git 2.39 checks the hash only when it parses an object named alone:
 * `ls-tree <id>`, `cat-file -p`, a commit being resolved). So the commit and every tree below it
 * are read through ONE streamed `git --no-replace-objects cat-file --batch-command --buffer`
 * (`contents <id>` written on its input as the parents are parsed, then `flush`; `<id> <type>
 * <size>` LF, the bytes, LF read back; no path and no id on any command line; a git before 2.36,
 * which has no --batch-command, is asked the same through `cat-file --batch`), and each object's
 * id is computed here from its bytes (`<type> <size>` NUL and the bytes, SHA-1 or SHA-256 by
 * the repository's object format, node:crypto), its type the one its parent gives it. An
 * object whose bytes do not hash to its name, whose type is not the parent's word, or that git
 * cannot give (missing: a shallow clone past its edge, a partial
 * clone whose promisor cannot answer, a damaged repository) is a reason, never a throw: the
 * caller then reads the work tree as today. `--no-replace-objects`: `refs/replace/` would have
 * git serve another object's bytes under a name (a local ref nobody reviews), and the commit's
 * own trees are what a verdict on the commit is about. GIT_NO_LAZY_FETCH=1 (git ≥ 2.44) keeps a
 * partial clone from fetching a missing tree over the network; an older git may fetch it, and
 * what it fetched is hashed the same.
 *
 * **Entries parsed as bytes**: `<octal mode> SP <name> NUL <raw id>`. A directory (mode 040000)
 * is read in turn; a regular file (100644, 100755) is counted in its directory; a symbolic link
 * (120000) or a gitlink (160000) makes its directory *linked*: what the audit reads through it
 * is not named by the tree id. Every other mode is a reason.
 *
 * **Names.** A name git itself refuses to check out — empty, `.`, `..`, `.git` in any case, or
 * holding a `/` (a NUL cannot be in one: it ends the name) — and a tree out of git's order or
 * with two entries of one name are reasons for the whole commit: such a tree is made by hand
 * (`git fsck` calls each an error), its paths are ambiguous (`a/b` named in the root would be
 * spelt as the `b` inside `a`), and no work tree can hold it, so nothing of it should be served.
 * A name that is not UTF-8 is legal and found in old repositories: its directory is *linked*
 * (the walk spells it with U+FFFD, which another name could spell too), and a directory of that
 * name is not read (its path cannot be spelt, so it is in no answer).
 *
 * **Bounds.** A timeout, the bytes read (a tree is held whole while parsed) and the objects read:
 * a tree may name one subtree many times, so a few hundred bytes can stand for 2⁴⁰ paths (a
 * "git bomb"); each path is read as its own directory, and the bound stops it.
 *
 * **Shared.** The reading (`readTrees`: the commit resolved, the conversation, the hash and type
 * checks, the bounds) takes a visitor per tree; readCommitTrees reads every subtree, and
 * vcs/tree-ids-at.ts only those above the directories it is asked about.
 */
import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { isObjectId, isRepositoryTop, runGit, startGit, type StartedGit } from './git.js';

/** Longest wait by default (10⁶ files: ~1 s). */
const COMMIT_TREES_TIMEOUT_MS = 5 * 60_000;

/** Most bytes of objects read by default (10⁶ files in 10⁴ directories: ~50 MB of trees). */
const COMMIT_TREES_MAX_BYTES = 512 * 1024 * 1024;

/** Most objects read by default (the commit and one tree per directory path). */
const COMMIT_TREES_MAX_OBJECTS = 1 << 21;

/** Longest `cat-file --batch` header line: `<64 hex> commit <size>`. */
const MAX_HEADER_BYTES = 128;

/** The commit's directories, as its objects (hashed here) say. */
export interface CommitTrees {
  /** The commit read (full id). */
  readonly commit: string;
  /** `sha1` or `sha256`: the repository's object format. */
  readonly objectFormat: 'sha1' | 'sha256';
  /**
   * Every directory whose path can be spelt (repository-relative POSIX path, `''` for the root)
   * → its tree id at the commit.
   */
  readonly trees: ReadonlyMap<string, string>;
  /** Directory → how many regular files (blob entries 100644 / 100755) it holds itself. */
  readonly files: ReadonlyMap<string, number>;
  /**
   * Directory → its tree object's bytes, exactly those hashed to its id (a view; the entries
   * are parsed again on ask by {@link readTreeEntries}): what a learner compares the files it
   * read with. Kept whole rather than as parsed entries because the bytes are the compact form
   * (10⁶ files: 38.7 MB) and most directories are never asked about.
   */
  readonly treeBytes: ReadonlyMap<string, Buffer>;
  /** The directories that hold a symbolic link, a gitlink or a name not UTF-8 themselves. */
  readonly linked: ReadonlySet<string>;
  /**
   * The directories whose tree id names something a served answer could not stand for: each
   * linked directory and every directory above it (a tree id names its whole subtree).
   */
  readonly unservable: ReadonlySet<string>;
  /** Objects read and hashed (the commit and every tree). */
  readonly objects: number;
  /** Their bytes (the headers' sizes summed). */
  readonly bytes: number;
}

/** No answer, in one line (for a notice). */
export interface NoCommitTrees {
  readonly reason: string;
}

/** Options of {@link readCommitTrees}. */
export interface CommitTreesOptions {
  /** Longest wait for the whole answer (default 5 minutes). */
  readonly timeoutMs?: number;
  /** Most bytes of objects read (default 512 MiB). */
  readonly maxBytes?: number;
  /** Most objects read (default 2²¹). */
  readonly maxObjects?: number;
}

/** True when `value` is a {@link NoCommitTrees} (of readCommitTrees or vcs/tree-ids-at.ts). */
export function isNoCommitTrees<T extends object>(
  value: T | NoCommitTrees,
): value is NoCommitTrees {
  return 'reason' in value;
}

/**
 * The directories of `commit` (default HEAD) in the repository whose top level is `root`, each
 * with its tree id, every object read hashed again (see the file comment). Never rejects.
 */
export function readCommitTrees(
  root: string,
  commit = 'HEAD',
  options: CommitTreesOptions = {},
): Promise<CommitTrees | NoCommitTrees> {
  return readTrees(root, commit, options, (format) => {
    const trees = new Map<string, string>();
    const files = new Map<string, number>();
    const treeBytes = new Map<string, Buffer>();
    const linked = new Set<string>();
    const parseTree = createTreeParser(format === 'sha1' ? 20 : 32, files, linked);
    return {
      visit: (wanted, buf, start, end) => {
        trees.set(wanted.dir, wanted.id);
        // A view, not a copy: each chunk read from git is a buffer of its own (as is an object
        // gathered across chunks), so the views keep alive about the bytes read and no more,
        // and a copy cost ~0.07 s more at 10⁶ files (allocation, not the memcpy).
        treeBytes.set(wanted.dir, buf.subarray(start, end));
        const children: WantedTree[] = [];
        return parseTree(wanted.dir, buf, start, end, children) ?? children;
      },
      finish: (read) => ({
        commit: read.commit,
        objectFormat: format,
        trees,
        files,
        treeBytes,
        linked,
        unservable: markAbove(linked),
        objects: read.objects,
        bytes: read.bytes,
      }),
    };
  });
}

/** A tree asked for and not yet answered: its id as its parent names it, and its path. */
interface WantedTree {
  readonly id: string;
  readonly type: 'tree';
  /** The directory's repository-relative path (the root: ''). */
  readonly dir: string;
}

/**
 * What one reading does with each tree read, its bytes (`start`–`end` of `buf`) already hashed
 * to `wanted.id`: the subtrees to read next, or why the tree is refused (the whole read's reason).
 */
type TreeVisitor = (
  wanted: WantedTree,
  buf: Buffer,
  start: number,
  end: number,
) => readonly WantedTree[] | string;

/** One reading of a commit's trees: its visitor, and its answer once every asked tree is read. */
interface TreeReading<T> {
  readonly visit: TreeVisitor;
  readonly finish: (read: { commit: string; objects: number; bytes: number }) => T;
}

/**
 * Reads `commit`'s trees in the repository whose top level is `root`: the commit resolved and
 * checked, then the commit object and, generation by generation, the trees `begin`'s visitor
 * asks for from the root down, through one `cat-file` conversation with every object hashed
 * again and the bounds of `options` (the file comment). `begin` is called once per attempt (a
 * git without --batch-command is asked again), so each attempt starts from empty state. The
 * visitor's answer, or one line of reason; never rejects.
 */
export async function readTrees<T>(
  root: string,
  commit: string,
  options: CommitTreesOptions,
  begin: (format: 'sha1' | 'sha256') => TreeReading<T>,
): Promise<T | NoCommitTrees> {
  const timeoutMs = options.timeoutMs ?? COMMIT_TREES_TIMEOUT_MS;
  if (commit === '' || commit.includes('\0')) return { reason: 'no commit named' };
  const head = await runGit(
    root,
    [
      '--no-replace-objects',
      'rev-parse',
      '--show-toplevel',
      '--show-object-format',
      '--verify',
      '--end-of-options',
      `${commit}^{commit}`,
    ],
    { timeoutMs },
  );
  if (!head.ok) return { reason: `git cannot resolve ${commit}: ${head.message}` };
  // rev-parse answers a line each; the top level may end with spaces, so lines are not trimmed.
  const [top = '', format = '', id = ''] = head.stdout.split('\n');
  if (!(await isRepositoryTop(root, top)))
    return { reason: `${root} is not the top level of its git work tree (${top})` };
  if (format !== 'sha1' && format !== 'sha256')
    return { reason: `unknown object format ${JSON.stringify(format)}` };
  if (!isObjectId(id) || id.length !== (format === 'sha1' ? 40 : 64))
    return { reason: `git named no commit for ${commit}` };
  const bounds = {
    deadline: Date.now() + timeoutMs,
    maxBytes: options.maxBytes ?? COMMIT_TREES_MAX_BYTES,
    maxObjects: options.maxObjects ?? COMMIT_TREES_MAX_OBJECTS,
  };
  const first = begin(format);
  const answer = await readObjects(root, true, id, format, bounds, first.visit);
  if (!('unsupported' in answer)) return 'reason' in answer ? answer : first.finish(answer);
  // git before 2.36 has no --batch-command: the same conversation, an object flushed at a time.
  const again = begin(format);
  const second = await readObjects(root, false, id, format, bounds, again.visit);
  return 'reason' in second ? second : again.finish(second);
}

/** git refused `cat-file --batch-command` as an unknown option (before 2.36). */
interface Unsupported extends NoCommitTrees {
  readonly unsupported: true;
}

/** An object asked for and not yet answered: what its parent says it is, and where. */
type Wanted = WantedTree | { readonly id: string; readonly type: 'commit'; readonly dir: '' };

/** Why a tree's bytes are refused, or null; fills the answer as it parses. */
type TreeParser = (
  dir: string,
  buf: Buffer,
  start: number,
  end: number,
  children: WantedTree[],
) => string | null;

/**
 * The batch conversation: the commit's id first, then the subtrees `visit` names for each tree
 * as soon as it is read (git answers in the order asked), a generation per flush; input closed
 * when nothing is left to ask.
 */
async function readObjects(
  root: string,
  commands: boolean,
  commit: string,
  format: 'sha1' | 'sha256',
  bounds: { deadline: number; maxBytes: number; maxObjects: number },
  visit: TreeVisitor,
): Promise<{ commit: string; objects: number; bytes: number } | NoCommitTrees | Unsupported> {
  // `--batch-command --buffer`: git answers into its own buffer and writes it out at each
  // `flush`, so a generation of trees comes back in a few large writes rather than one write
  // (and one read here) per object; plain `--batch` flushes after every object.
  const args = commands ? ['cat-file', '--batch-command', '--buffer'] : ['cat-file', '--batch'];
  const verb = commands ? 'contents ' : '';
  const flush = commands ? 'flush\n' : '';
  let child: StartedGit;
  try {
    child = await startGit(root, ['--no-replace-objects', ...args], { GIT_NO_LAZY_FETCH: '1' });
  } catch (error) {
    return { reason: `git cat-file could not start: ${(error as Error).message}` };
  }
  const queue: (Wanted | undefined)[] = [{ id: commit, type: 'commit', dir: '' }];
  let next = 0;
  let asked = 1;
  let objects = 0;
  let bytes = 0;
  let failed: string | null = null;

  const fail = (why: string) => {
    if (failed !== null) return;
    failed = why;
    child.kill();
  };
  const ask = (wanted: readonly Wanted[]) => {
    if (wanted.length === 0) return;
    asked += wanted.length;
    if (asked > bounds.maxObjects) {
      fail(`the commit has more than ${bounds.maxObjects} trees to read (the bound)`);
      return;
    }
    let text = '';
    for (const w of wanted) {
      queue.push(w);
      text += `${verb}${w.id}\n`;
    }
    child.stdin.write(text + flush);
  };

  /** Hashes one answered object (bytes `start`–`end` of `buf`); asks for what it leads to. */
  const take = (wanted: Wanted, type: string, buf: Buffer, start: number, end: number) => {
    if (type !== wanted.type) {
      fail(`${describe(wanted)} is a ${type}, not the ${wanted.type} its parent names`);
      return;
    }
    if (!hashesTo(format, type, buf.subarray(start, end), wanted.id)) {
      fail(`${describe(wanted)}: its bytes do not hash to its id (a damaged or altered object)`);
      return;
    }
    objects++;
    bytes += end - start;
    if (wanted.type === 'commit') {
      const tree = readCommitTree(buf, start, end, format);
      if (tree === null) fail(`${describe(wanted)} names no tree`);
      else ask([{ id: tree, type: 'tree', dir: '' }]);
      return;
    }
    const children = visit(wanted, buf, start, end);
    if (typeof children === 'string') fail(`${describe(wanted)}: ${children}`);
    else ask(children);
  };

  let current: Wanted | undefined;
  let currentType = '';
  const framer = createBatchFramer({
    header: (line) => {
      current = queue[next];
      queue[next++] = undefined;
      const answer = readHeader(line, current, bytes, bounds.maxBytes);
      if (typeof answer === 'string') return (fail(answer), null);
      currentType = answer.type;
      return answer.size;
    },
    object: (buf, start, end) => {
      take(current as Wanted, currentType, buf, start, end);
      if (failed === null && next === queue.length) child.stdin.end();
    },
    fail,
    stopped: () => failed !== null,
  });
  child.stdout.on('data', framer.push);
  const exit = waitForExit(child, bounds.deadline, fail);
  // git may end before reading every id (it failed): its exit says so, not an EPIPE.
  child.stdin.on('error', () => undefined);
  child.stdin.write(`${verb}${commit}\n${flush}`);
  const { code, stderr } = await exit;
  if (failed !== null) return { reason: failed };
  const refused = describeExit(code, stderr, commands && objects === 0);
  if (refused !== null) return refused;
  if (next !== queue.length || framer.partial()) return { reason: 'git cat-file ended early' };
  return { commit, objects, bytes };
}

/** What a header line announces for `wanted` (its type and size), or why it is refused. */
function readHeader(
  line: string,
  wanted: Wanted | undefined,
  bytesSoFar: number,
  maxBytes: number,
): { type: string; size: number } | string {
  if (wanted === undefined) return 'git cat-file answered what was not asked';
  const [name = '', type = '', text = ''] = line.split(' ');
  if (name !== wanted.id) return 'git cat-file answered out of step';
  if (type === 'missing')
    return `${describe(wanted)} is missing (a shallow or partial clone, or a damaged repository)`;
  if (!/^\d{1,12}$/.test(text)) return `git cat-file answered ${JSON.stringify(line)}`;
  const size = Number(text);
  if (bytesSoFar + size > maxBytes)
    return `the commit's trees are more than ${maxBytes} bytes (the bound)`;
  return { type, size };
}

/** Whether `bytes`, an object of `type`, hash to `id` in the repository's object format. */
function hashesTo(format: 'sha1' | 'sha256', type: string, bytes: Buffer, id: string): boolean {
  const hash = createHash(format === 'sha1' ? 'sha1' : 'sha256');
  hash.update(`${type} ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex') === id;
}

/** The tree id a commit's bytes name, or null. */
function readCommitTree(
  buf: Buffer,
  start: number,
  end: number,
  format: 'sha1' | 'sha256',
): string | null {
  // A commit begins "tree <id>" LF (git's parser requires it first).
  const line = /^tree ([0-9a-f]+)\n/.exec(buf.toString('latin1', start, Math.min(end, start + 80)));
  const tree = line?.[1] ?? '';
  return tree.length === (format === 'sha1' ? 40 : 64) ? tree : null;
}

/** What {@link createBatchFramer} calls as git's answers arrive. */
interface BatchHandlers {
  /** A header line; the size of the object that follows, or null when it is refused. */
  readonly header: (line: string) => number | null;
  /** An object's bytes, `start`–`end` of `buf` (its trailing LF checked). */
  readonly object: (buf: Buffer, start: number, end: number) => void;
  /** The answer is malformed. */
  readonly fail: (why: string) => void;
  /** True once anything failed: the rest is not read. */
  readonly stopped: () => boolean;
}

/**
 * The framing of `git cat-file --batch`'s answers: a header line, then `size` bytes and a LF.
 * An object whole in one chunk is handed over where it lies; one split across chunks is gathered
 * into a buffer of its own.
 */
function createBatchFramer(handlers: BatchHandlers): {
  readonly push: (chunk: Buffer) => void;
  /** True while a header or an object is only partly read. */
  readonly partial: () => boolean;
} {
  let header: Buffer[] = [];
  let headerLength = 0;
  let size = -1;
  let body: Buffer | null = null;
  let filled = 0;
  /** Reads a header from `at`; the offset after it, or -1 when the chunk ends or it is refused. */
  const readLine = (chunk: Buffer, at: number): number => {
    const nl = chunk.indexOf(10, at);
    const end = nl < 0 ? chunk.length : nl;
    if (headerLength + end - at > MAX_HEADER_BYTES)
      return (handlers.fail('git cat-file answered a long header'), -1);
    if (nl < 0) {
      header.push(chunk.subarray(at, end));
      headerLength += end - at;
      return -1;
    }
    let line: string;
    if (headerLength === 0) line = chunk.toString('latin1', at, nl);
    else {
      header.push(chunk.subarray(at, nl));
      line = Buffer.concat(header).toString('latin1');
      header = [];
      headerLength = 0;
    }
    const answered = handlers.header(line);
    if (answered === null) return -1;
    size = answered;
    return nl + 1;
  };
  const push = (chunk: Buffer) => {
    let at = 0;
    while (at < chunk.length && !handlers.stopped()) {
      if (size < 0) {
        at = readLine(chunk, at);
        if (at < 0) return;
        if (at + size < chunk.length) {
          // The whole object and its LF are here.
          if (chunk[at + size] !== 10) return handlers.fail('git cat-file answered out of step');
          const end = at + size;
          size = -1;
          handlers.object(chunk, at, end);
          at = end + 1;
        } else {
          body = Buffer.allocUnsafe(size + 1);
          filled = 0;
        }
      } else {
        const whole = body as Buffer;
        const n = Math.min(whole.length - filled, chunk.length - at);
        chunk.copy(whole, filled, at, at + n);
        filled += n;
        at += n;
        if (filled < whole.length) return;
        body = null;
        if (whole[size] !== 10) return handlers.fail('git cat-file answered out of step');
        const end = size;
        size = -1;
        handlers.object(whole, 0, end);
      }
    }
  };
  return { push, partial: () => size >= 0 || headerLength > 0 };
}

/** Waits for `child` to end (or `deadline`, which fails the read); its exit and its stderr. */
async function waitForExit(
  child: StartedGit,
  deadline: number,
  fail: (why: string) => void,
): Promise<{ code: number | string | null; stderr: string }> {
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 4096) stderr += chunk.toString('utf8');
  });
  const timeoutMs = Math.max(0, deadline - Date.now());
  const timer = setTimeout(() => {
    fail(`timed out after ${timeoutMs} ms`);
  }, timeoutMs);
  const code = await new Promise<number | string | null>((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('close', (status) => resolve(status));
  });
  clearTimeout(timer);
  return { code, stderr };
}

/**
 * A failed exit in one line, or null for success. `fresh`: `--batch-command` was asked and
 * nothing answered yet, so a usage error (129) naming the option is an older git.
 */
function describeExit(
  code: number | string | null,
  stderr: string,
  fresh: boolean,
): NoCommitTrees | Unsupported | null {
  if (typeof code === 'string') return { reason: `git cat-file failed: ${code}` };
  if (fresh && code === 129 && /batch-command/.test(stderr))
    return { reason: stderr, unsupported: true };
  if (code !== 0)
    return {
      reason: `git cat-file failed: ${stderr.trim().split('\n')[0] || `exit status ${String(code)}`}`,
    };
  return null;
}

/** One entry of a tree object, as {@link readTreeEntries} parses it. */
export interface TreeEntry {
  /** The name, decoded as UTF-8 (a name that is not UTF-8 marked its directory linked). */
  readonly name: string;
  /** The mode as git wrote it (0o100644, 0o100755, 0o040000, 0o120000, 0o160000). */
  readonly mode: number;
  /** The object id it names (hex). */
  readonly id: string;
}

/**
 * The entries of directory `dir`'s tree, parsed again from the bytes readCommitTrees hashed (and
 * checked then: modes, names, order), or undefined for a directory not in `trees`.
 */
export function readTreeEntries(
  trees: Pick<CommitTrees, 'treeBytes' | 'objectFormat'>,
  dir: string,
): TreeEntry[] | undefined {
  const buf = trees.treeBytes.get(dir);
  if (buf === undefined) return undefined;
  const entries: TreeEntry[] = [];
  const idBytes = trees.objectFormat === 'sha1' ? 20 : 32;
  visitTreeEntries(buf, idBytes, (mode, nameStart, nul) => {
    entries.push({
      name: buf.toString('utf8', nameStart, nul),
      mode,
      id: buf.toString('hex', nul + 1, nul + 1 + idBytes),
    });
    return true;
  });
  return entries;
}

/**
 * Calls `visit` with each entry of the tree object `buf` (checked when it was read): its mode,
 * where its name starts, and its NUL (the raw id follows it, `idBytes` long). Stops when `visit`
 * answers false; answers whether it went to the end. One decoder for readTreeEntries and for
 * callers that compare entries without building them (vcs/learnable-directories.ts).
 */
export function visitTreeEntries(
  buf: Buffer,
  idBytes: number,
  visit: (mode: number, nameStart: number, nul: number) => boolean,
): boolean {
  let at = 0;
  while (at < buf.length) {
    let mode = 0;
    let i = at;
    for (; buf[i] !== 32; i++) mode = mode * 8 + ((buf[i] as number) - 48);
    const nul = buf.indexOf(0, i + 1);
    if (!visit(mode, i + 1, nul)) return false;
    at = nul + 1 + idBytes;
  }
  return true;
}

/** The object for a message: `tree <id> (<dir>)`. */
function describe(wanted: Wanted): string {
  const where =
    wanted.type === 'tree'
      ? ` (${wanted.dir === '' ? 'the root' : JSON.stringify(wanted.dir)})`
      : '';
  return `${wanted.type} ${wanted.id}${where}`;
}

/** Each directory of `dirs` and every directory above it. */
export function markAbove(dirs: ReadonlySet<string>): Set<string> {
  const marked = new Set<string>();
  for (let dir of dirs) {
    while (!marked.has(dir)) {
      marked.add(dir);
      if (dir === '') break;
      const at = dir.lastIndexOf('/');
      dir = at < 0 ? '' : dir.slice(0, at);
    }
  }
  return marked;
}

/** The kinds of entry by the mode's type bits (git's S_IFMT). */
const MODE_TREE = 0o040000;
const MODE_FILE = 0o100000;
const MODE_LINK = 0o120000;
const MODE_GITLINK = 0o160000;

/**
 * A parser of tree objects (hash length `idBytes`) that records each directory's files and
 * links, and hands back its subtrees to read: every one, or those whose path `descend` accepts
 * (each entry is checked all the same). Per tree it keeps the entries' name offsets, to check
 * git's order (a tree's name compares as if it ended in `/`) and find a duplicate name.
 */
export function createTreeParser(
  idBytes: number,
  files: Map<string, number>,
  linked: Set<string>,
  descend?: (dir: string) => boolean,
): TreeParser {
  const starts: number[] = [];
  const ends: number[] = [];
  const isTree: boolean[] = [];
  return (dir, buf, start, end, children) => {
    starts.length = 0;
    ends.length = 0;
    isTree.length = 0;
    let count = 0;
    let at = start;
    while (at < end) {
      // The mode: octal digits up to a space.
      let mode = 0;
      let i = at;
      for (; i < end && buf[i] !== 32; i++) {
        const d = (buf[i] as number) - 48;
        if (d < 0 || d > 7 || i - at >= 7) return 'an entry with a malformed mode';
        mode = mode * 8 + d;
      }
      if (i === at || i >= end) return 'an entry with a malformed mode';
      const nameStart = i + 1;
      const nul = buf.indexOf(0, nameStart);
      if (nul < 0 || nul + 1 + idBytes > end) return 'an entry cut short';
      const why = checkName(buf, nameStart, nul);
      if (why !== null) return why;
      const kind = mode & 0o170000;
      const tree = kind === MODE_TREE;
      const n = starts.length;
      if (n > 0) {
        const order = compareNames(
          buf,
          starts[n - 1] as number,
          ends[n - 1] as number,
          isTree[n - 1] as boolean,
          nameStart,
          nul,
          tree,
        );
        if (order === 0) return 'two entries of one name';
        if (order > 0) return "entries out of git's order";
        // A file and a directory of one name sort apart ("a", "a-b", "a/"): look back.
        if (tree && hasFileNamed(buf, starts, ends, isTree, nameStart, nul))
          return 'two entries of one name';
      }
      starts.push(nameStart);
      ends.push(nul);
      isTree.push(tree);
      const idAt = nul + 1;
      at = idAt + idBytes;
      const utf8 = isAscii(buf, nameStart, nul) || isUtf8(buf.subarray(nameStart, nul));
      if (kind === MODE_FILE) {
        count++;
        if (!utf8) linked.add(dir);
      } else if (kind === MODE_TREE) {
        // A directory whose name is not UTF-8 cannot be spelt: not read, its parent linked.
        if (!utf8) {
          linked.add(dir);
          continue;
        }
        const name = buf.toString('utf8', nameStart, nul);
        const path = dir === '' ? name : `${dir}/${name}`;
        if (descend !== undefined && !descend(path)) continue;
        children.push({ id: buf.toString('hex', idAt, idAt + idBytes), type: 'tree', dir: path });
      } else if (kind === MODE_LINK || kind === MODE_GITLINK) linked.add(dir);
      else return `an entry of mode ${mode.toString(8)}`;
    }
    files.set(dir, count);
    return null;
  };
}

/** Why a name (bytes `start`–`end`) is one git refuses to check out, or null. */
function checkName(buf: Buffer, start: number, end: number): string | null {
  const length = end - start;
  if (length === 0) return 'an entry with an empty name';
  // A loop, not indexOf: indexOf would search on past the name, through the rest of the chunk.
  for (let i = start; i < end; i++) if (buf[i] === 47) return 'a name holding "/"';
  if (buf[start] === 46) {
    if (length === 1 || (length === 2 && buf[start + 1] === 46))
      return 'an entry named "." or ".."';
    if (length === 4 && buf.toString('latin1', start + 1, end).toLowerCase() === 'git')
      return 'an entry named ".git"';
  }
  return null;
}

/** True when the bytes `start`–`end` are all ASCII (then UTF-8 without asking). */
function isAscii(buf: Buffer, start: number, end: number): boolean {
  // Most names are ASCII: isUtf8 is asked only about the rest (it needs a Buffer of its own).
  for (let i = start; i < end; i++) if ((buf[i] as number) >= 0x80) return false;
  return true;
}

/**
 * git's order of two entries' names (base_name_compare): bytewise, a tree's name as if it ended
 * in `/`, any other's as if it ended in NUL. Negative when a sorts first, 0 for one name.
 */
function compareNames(
  buf: Buffer,
  aStart: number,
  aEnd: number,
  aTree: boolean,
  bStart: number,
  bEnd: number,
  bTree: boolean,
): number {
  const len = Math.min(aEnd - aStart, bEnd - bStart);
  // A loop, not Buffer#compare: names are short, and unoptimized (the bundle's raised tiering
  // thresholds), Node 24's compare with offsets allocates ~450 bytes a call (branch n24-gap).
  for (let i = 0; i < len; i++) {
    const d = (buf[aStart + i] as number) - (buf[bStart + i] as number);
    if (d !== 0) return d;
  }
  const a = aEnd - aStart > len ? (buf[aStart + len] as number) : aTree ? 47 : 0;
  const b = bEnd - bStart > len ? (buf[bStart + len] as number) : bTree ? 47 : 0;
  return a - b;
}

/**
 * True when an earlier entry that is not a tree has the name `start`–`end`: it sorts before the
 * tree of that name, with only names that begin with it between them.
 */
function hasFileNamed(
  buf: Buffer,
  starts: readonly number[],
  ends: readonly number[],
  isTree: readonly boolean[],
  start: number,
  end: number,
): boolean {
  const length = end - start;
  for (let k = starts.length - 1; k >= 0; k--) {
    const s = starts[k] as number;
    const e = ends[k] as number;
    if (e - s < length) return false;
    for (let i = 0; i < length; i++) if (buf[s + i] !== buf[start + i]) return false;
    if (e - s === length && isTree[k] !== true) return true;
  }
  return false;
}
