/**
 * git's answer for unchanged directories (issue 41, part 3): every directory's tree id at a
 * commit, and which of those directories the work tree holds exactly — the key a cache of facts
 * per directory needs (a later piece: (tree id, passport blob id) → verified facts). Not wired
 * into the audit yet: its tests and bench/tree-ids.mjs reach it.
 *
 * A directory is *clean* when the files under it, as the work tree has them, are exactly its
 * tree's, byte for byte, and git cannot be lying about it; a directory is clean only when every
 * directory below it is. What makes a directory (and each directory above it) not clean:
 *
 *  - a file modified (racily too: same size, same mtime), deleted, added, untracked and not
 *    ignored, or of another type or mode (a file turned symlink, `chmod +x`), as git compares
 *    the work tree with the commit's tree;
 *  - an entry of the repository's index flagged assume-unchanged (a lower-case tag of
 *    `git ls-files -v`) or skip-worktree (`S`), or unmerged: someone told git not to look there;
 *  - a symbolic link or a gitlink (a submodule) in the tree: what the audit reads through it is
 *    not named by the tree id; an untracked nested repository is untracked;
 *  - a path with a conversion attribute (`text`, `eol`, `crlf`, `filter` — Git LFS —, `ident`,
 *    `working-tree-encoding` set to anything but unset): its bytes on disk may differ from its
 *    blob by design while git calls it clean; `core.autocrlf` true or input: nothing is clean;
 *  - a path git prints with U+FFFD (not UTF-8): it could be mistaken for another spelling.
 *
 * **Ignored files** do not make a directory unclean: the audit's walk skips what git ignores
 * (vcs/git.ts createGitIgnoreRules, applied by the walk), so they are not part of its facts. The
 * question is asked with the work tree's ignore rules; a caller whose walk applies other rules
 * (a pull request's base policy, vcs/base-policy.ts) must not use this answer (pull requests
 * never read the content cache anyway).
 *
 * **Index poisoning.** git says a tracked file is unchanged from its index's stat data (size,
 * mtime, ctime, inode) without reading it. Whoever could write `.git/index` — a step earlier in
 * the job, or an untrusted job that ran before in a persistent workspace, whose index
 * `git checkout` then keeps — can record an edited file's stat data beside the committed blob
 * id: `git diff-files` and `git diff-index` then call the edited file clean, and a cache keyed by
 * the tree id would serve the genuine tree's facts for the edited bytes. So by default the
 * repository's index is not asked about content at all: the answer is computed against a
 * private index built from the commit (`GIT_INDEX_FILE=<temp> git read-tree <commit>`), which
 * holds no stat data, so `git update-index --refresh` re-hashes every tracked file from its
 * bytes (and records the stat data it saw, so a file written during the hashing is racily
 * clean and compared by content again by `git diff-files`). The repository's index is read
 * only for its flags (assume-unchanged and skip-worktree make a directory unclean even where
 * the bytes agree: the user asked git not to look there). That costs a read of every tracked
 * byte (SHA-1 in git's C, filters applied, which is why a conversion attribute is a guard).
 * `trustIndexStat: true` asks git's stat check of the repository's index instead
 * (`git diff-index <commit>` with the stat check made strict, as vouched-blobs.ts): an `lstat`
 * per file, nothing read — sound only for an index the caller knows is its own (the gate's,
 * written after it hashed the bytes, authenticated as the content cache is), never for the one
 * found in the checkout; it exists so the two costs can be measured against each other
 * (docs/performance.md, "git's answer for unchanged directories").
 *
 * Anything git cannot answer — not a repository, `root` not its top level, no such commit (no
 * commits yet, a shallow clone without it), missing objects, git not installed, a timeout — is
 * a {@link NoCleanTrees} with one line of reason, never a throw: the caller then walks as today.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONVERSION_ATTRIBUTES,
  isObjectId,
  isRepositoryTop,
  runGit,
  startGit,
  STRICT_STAT,
  type GitOptions,
  type GitResult,
} from './git.js';

/** Longest wait for each git command by default: the refresh reads every tracked byte. */
const TREE_IDS_TIMEOUT_MS = 30 * 60_000;

/** Largest answer read whole from git (the changed and untracked paths; 10⁶ paths with room). */
const TREE_IDS_MAX_BYTES = 512 * 1024 * 1024;

/** The directories git vouches the work tree holds exactly. */
export interface CleanTrees {
  /** The commit asked about (full id). */
  readonly commit: string;
  /** `sha1` or `sha256`: the repository's object format. */
  readonly objectFormat: 'sha1' | 'sha256';
  /**
   * Clean directory (repository-relative POSIX path, `''` for the root) → its tree id at the
   * commit. A directory of the commit that is not clean is absent.
   */
  readonly trees: ReadonlyMap<string, string>;
  /** How many directories the commit has (the root included): clean ones and the rest. */
  readonly directories: number;
}

/** No answer, in one line (for a notice): no directory is clean. */
export interface NoCleanTrees {
  readonly reason: string;
}

/** Options of {@link listCleanTrees}. */
export interface CleanTreesOptions {
  /**
   * Take git's stat check of the repository's index for the bytes (an `lstat` per file) instead
   * of re-hashing them under a private index. Only for an index the caller knows is its own
   * (see the file comment); default false.
   */
  readonly trustIndexStat?: boolean;
  /** Longest wait for each git command (default 30 minutes). */
  readonly timeoutMs?: number;
}

/** True when `value` is a {@link NoCleanTrees}. */
export function isNoCleanTrees(value: CleanTrees | NoCleanTrees): value is NoCleanTrees {
  return 'reason' in value;
}

/**
 * The directories of `commit` (default HEAD) that the work tree at `root` (the repository's
 * top level) holds exactly, with their tree ids (see the file comment). Never rejects.
 */
export async function listCleanTrees(
  root: string,
  commit = 'HEAD',
  options: CleanTreesOptions = {},
): Promise<CleanTrees | NoCleanTrees> {
  const timeoutMs = options.timeoutMs ?? TREE_IDS_TIMEOUT_MS;
  const run = (args: readonly string[], extra: GitOptions = {}) =>
    runGit(root, args, { maxBytes: TREE_IDS_MAX_BYTES, timeoutMs, ...extra });
  if (commit === '' || commit.includes('\0')) return { reason: 'no commit named' };
  const head = await run([
    'rev-parse',
    '--show-toplevel',
    '--show-object-format',
    '--git-path',
    'info/attributes',
    '--verify',
    '--end-of-options',
    `${commit}^{commit}`,
  ]);
  if (!head.ok) return { reason: `git cannot resolve ${commit}: ${head.message}` };
  // rev-parse answers a line each; the top level may end with spaces, so lines are not trimmed.
  const [top = '', format = '', infoAttributes = '', id = ''] = head.stdout.split('\n');
  if (!(await isRepositoryTop(root, top)))
    return { reason: `${root} is not the top level of its git work tree (${top})` };
  if (format !== 'sha1' && format !== 'sha256')
    return { reason: `unknown object format ${JSON.stringify(format)}` };
  if (!isObjectId(id)) return { reason: `git named no commit for ${commit}` };
  const config = await run(['config', '-z', '--get-regexp', '^core\\.(autocrlf|attributesfile)$'], {
    okExitCodes: [1],
  });
  if (!config.ok) return { reason: `git config failed: ${config.message}` };
  const settings = parseConfig(config.stdout);
  if (/^(true|yes|on|1|input)$/i.test(settings.get('core.autocrlf') ?? ''))
    return { reason: 'core.autocrlf converts files between the work tree and git' };

  const unclean = new Set<string>();
  let privateDir: string | null = null;
  try {
    let indexEnv: Record<string, string> = {};
    if (options.trustIndexStat !== true) {
      privateDir = await mkdtemp(path.join(tmpdir(), 'passport-gate-tree-ids-'));
      indexEnv = { GIT_INDEX_FILE: path.join(privateDir, 'index') };
      const read = await run(['read-tree', id], { env: indexEnv });
      if (!read.ok) return { reason: `git read-tree failed: ${read.message}` };
    }
    const [tree, rootTree, flags, changed, untracked] = await Promise.all([
      listTreeDirectories(root, id, timeoutMs),
      run(['rev-parse', '--verify', `${id}^{tree}`]),
      listFlaggedEntries(root, timeoutMs),
      options.trustIndexStat === true
        ? run([...STRICT_STAT, 'diff-index', '--name-only', '-z', '--no-renames', id])
        : refreshAndDiff(run, indexEnv),
      // The untracked cache takes a directory's mtime for "nothing new here": not asked.
      run(
        [
          '-c',
          'core.untrackedCache=false',
          'ls-files',
          '-z',
          '--others',
          '--exclude-standard',
          '--directory',
        ],
        { env: indexEnv },
      ),
    ]);
    if ('reason' in tree) return tree;
    if (!rootTree.ok) return { reason: `git cannot name the root tree: ${rootTree.message}` };
    if ('reason' in flags) return flags;
    if (!changed.ok) return { reason: `git could not compare the work tree: ${changed.message}` };
    if (!untracked.ok) return { reason: `git ls-files --others failed: ${untracked.message}` };
    for (const rel of flags.paths) markUnclean(unclean, rel);
    for (const rel of tree.linked) markUnclean(unclean, rel);
    for (const rel of splitPaths(changed.stdout)) markUnclean(unclean, rel);
    const others = splitPaths(untracked.stdout);
    // An untracked directory ("dir/") is listed whole: its parent is not clean.
    for (const rel of others) markUnclean(unclean, rel.replace(/\/$/, ''));

    const attributeSources =
      tree.attributes ||
      others.some((rel) => path.posix.basename(rel) === '.gitattributes') ||
      (await anyAttributeFile(root, infoAttributes, settings.get('core.attributesfile')));
    if (attributeSources) {
      const converted = await listConvertedPaths(run, id, indexEnv);
      if ('reason' in converted) return converted;
      for (const rel of converted) markUnclean(unclean, rel);
    }

    const trees = new Map<string, string>();
    const rootId = rootTree.stdout.trim();
    if (!isObjectId(rootId)) return { reason: 'git named no root tree' };
    if (!unclean.has('')) trees.set('', rootId);
    for (const [dir, treeId] of tree.trees) if (!unclean.has(dir)) trees.set(dir, treeId);
    return { commit: id, objectFormat: format, trees, directories: tree.trees.size + 1 };
  } finally {
    if (privateDir !== null) await rm(privateDir, { recursive: true, force: true });
  }
}

/**
 * Under the private index: every tracked file re-hashed from its bytes (`update-index
 * --refresh`; an entry without stat data cannot be taken as clean), then the paths whose bytes,
 * type or mode differ from the commit's (`diff-files`, which compares again by content a file
 * written during the refresh). `--refresh` exits 1 when some file needs an update: an answer.
 */
async function refreshAndDiff(
  run: (args: readonly string[], extra?: GitOptions) => Promise<GitResult>,
  env: Record<string, string>,
): Promise<GitResult> {
  const refresh = await run([...STRICT_STAT, 'update-index', '-q', '--refresh'], {
    env,
    okExitCodes: [1],
  });
  if (!refresh.ok) return refresh;
  return run([...STRICT_STAT, 'diff-files', '--name-only', '-z'], { env });
}

/** Marks the directory holding `rel` and every directory above it not clean. */
function markUnclean(unclean: Set<string>, rel: string): void {
  let dir = rel;
  while (dir !== '') {
    const at = dir.lastIndexOf('/');
    dir = at < 0 ? '' : dir.slice(0, at);
    if (unclean.has(dir)) return;
    unclean.add(dir);
  }
}

/** NUL-terminated paths; the empty tail dropped. */
function splitPaths(text: string): string[] {
  return text.split('\0').filter((p) => p !== '');
}

/** `git config -z --get-regexp` output (key NL value NUL) → lower-case key → value. */
function parseConfig(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const record of splitPaths(text)) {
    const nl = record.indexOf('\n');
    const key = (nl < 0 ? record : record.slice(0, nl)).toLowerCase();
    settings.set(key, nl < 0 ? 'true' : record.slice(nl + 1));
  }
  return settings;
}

/** What the tree of a commit says, read in one streamed `git ls-tree -r -t -z`. */
interface TreeListing {
  /** Directory (below the root) → tree id. */
  readonly trees: Map<string, string>;
  /** Symbolic links and gitlinks, and paths not UTF-8: their directories are not clean. */
  readonly linked: string[];
  /** The tree holds a `.gitattributes` somewhere. */
  readonly attributes: boolean;
}

/** `.gitattributes` as bytes, to spot the file at the end of a record without decoding it. */
const ATTRIBUTES_NAME = Buffer.from('.gitattributes');

/**
 * Every directory of commit `id` with its tree id, its symbolic links and gitlinks, and whether
 * it holds a `.gitattributes`, from one streamed `git ls-tree -r -t -z --full-tree`: a record
 * is `<mode> SP <type> SP <id> TAB <path>` NUL; only the records of trees, links and gitlinks
 * are decoded (a 10⁶-file tree lists ~100 MB, never held whole).
 */
async function listTreeDirectories(
  root: string,
  id: string,
  timeoutMs: number,
): Promise<TreeListing | NoCleanTrees> {
  const trees = new Map<string, string>();
  const linked: string[] = [];
  let attributes = false;
  const ended = await streamRecords(
    root,
    ['ls-tree', '-r', '-t', '-z', '--full-tree', id],
    timeoutMs,
    (buf, start, end) => {
      // Modes: 040000 tree, 100644/100755 blob, 120000 symbolic link, 160000 gitlink.
      const kind = buf[start];
      const tab = buf.indexOf(9, start);
      if (tab < 0 || tab >= end) return false;
      if (
        end - tab - 1 >= ATTRIBUTES_NAME.length &&
        buf.compare(
          ATTRIBUTES_NAME,
          0,
          ATTRIBUTES_NAME.length,
          end - ATTRIBUTES_NAME.length,
          end,
        ) === 0 &&
        (end - tab - 1 === ATTRIBUTES_NAME.length || buf[end - ATTRIBUTES_NAME.length - 1] === 47)
      )
        attributes = true;
      if (kind === 49 && buf[start + 1] === 48) return true; // "10…": a file
      const rel = buf.toString('utf8', tab + 1, end);
      if (kind === 48) {
        // "040000 tree <id>"
        const treeId = buf.toString('latin1', start + 12, tab);
        if (!isObjectId(treeId)) return false;
        if (rel.includes('\uFFFD')) linked.push(`${rel}/`);
        trees.set(rel, treeId);
        return true;
      }
      linked.push(rel);
      return true;
    },
  );
  if (ended !== null) return { reason: `git ls-tree failed: ${ended}` };
  // A directory whose name did not decode: it and everything above it are not clean.
  return { trees, linked, attributes };
}

/** The index entries git was told not to look at, from one streamed `git ls-files -v -z`. */
async function listFlaggedEntries(
  root: string,
  timeoutMs: number,
): Promise<{ paths: string[] } | NoCleanTrees> {
  const paths: string[] = [];
  // Each record "<tag> SP <path>" NUL: `H` is a plain cached entry; a lower-case tag is
  // assume-unchanged, `S` skip-worktree, `M` unmerged.
  const ended = await streamRecords(
    root,
    ['ls-files', '-v', '-z'],
    timeoutMs,
    (buf, start, end) => {
      if (buf[start + 1] !== 32 || end - start < 3) return false;
      if (buf[start] !== 72) paths.push(buf.toString('utf8', start + 2, end));
      return true;
    },
  );
  return ended === null ? { paths } : { reason: `git ls-files -v failed: ${ended}` };
}

/**
 * Runs git with its NUL-terminated records streamed to `onRecord(buffer, start, end)` (end at
 * the NUL), which answers false for a record it cannot read. Resolves null when git exited 0
 * and every record was read, else why not (killed after `timeoutMs`).
 */
async function streamRecords(
  root: string,
  args: readonly string[],
  timeoutMs: number,
  onRecord: (buf: Buffer, start: number, end: number) => boolean,
): Promise<string | null> {
  let child: Awaited<ReturnType<typeof startGit>>;
  try {
    child = await startGit(root, args);
  } catch (error) {
    return (error as Error).message;
  }
  let carry = Buffer.alloc(0);
  let bad: string | null = null;
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    if (bad !== null) return;
    const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    for (let nul = buf.indexOf(0); nul >= 0; nul = buf.indexOf(0, start)) {
      if (!onRecord(buf, start, nul)) {
        bad = `an unexpected record: ${JSON.stringify(buf.toString('utf8', start, nul))}`;
        child.kill();
        return;
      }
      start = nul + 1;
    }
    carry = Buffer.from(buf.subarray(start));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 4096) stderr += chunk.toString('utf8');
  });
  child.stdin.end();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill();
  }, timeoutMs);
  const code = await new Promise<number | string | null>((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('close', (status) => resolve(status));
  });
  clearTimeout(timer);
  if (bad !== null) return bad;
  if (timedOut) return `timed out after ${timeoutMs} ms`;
  if (typeof code === 'string') return code;
  if (code !== 0) return stderr.trim().split('\n')[0] || `exit status ${String(code)}`;
  return carry.length === 0 ? null : 'output cut short';
}

/**
 * True when some attribute file could apply to the work tree besides the tree's own
 * `.gitattributes`: `$GIT_DIR/info/attributes`, `core.attributesFile` (or its default,
 * `$XDG_CONFIG_HOME/git/attributes`), the system's `gitattributes` (unless GIT_ATTR_NOSYSTEM).
 * When one does, every tracked path is asked about (see {@link listConvertedPaths}).
 */
async function anyAttributeFile(
  root: string,
  infoAttributes: string,
  attributesFile: string | undefined,
): Promise<boolean> {
  const config = process.env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  const candidates = [
    path.resolve(root, infoAttributes || '.git/info/attributes'),
    attributesFile !== undefined
      ? path.resolve(root, attributesFile.replace(/^~(?=\/|$)/, homedir()))
      : path.join(config, 'git', 'attributes'),
  ];
  if (!process.env.GIT_ATTR_NOSYSTEM) {
    candidates.push('/etc/gitattributes');
    const prefix = await runGit(root, ['--exec-path']);
    if (prefix.ok)
      candidates.push(path.resolve(prefix.stdout.trim(), '..', '..', 'etc', 'gitattributes'));
  }
  const found = await Promise.all(
    candidates.map((file) =>
      stat(file).then(
        () => true,
        // A file that cannot be looked at may hold rules: only "there is none" is no.
        (error: NodeJS.ErrnoException) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR',
      ),
    ),
  );
  return found.some(Boolean);
}

/**
 * The tracked paths of commit `id` with a conversion attribute set (`git check-attr` over
 * `git ls-tree -r --name-only`). Asked under the private index when there is one, so the
 * attribute files are the ones the work tree and the commit hold.
 */
async function listConvertedPaths(
  run: (args: readonly string[], extra?: GitOptions) => Promise<GitResult>,
  id: string,
  env: Record<string, string>,
): Promise<string[] | NoCleanTrees> {
  const names = await run(['ls-tree', '-r', '-z', '--name-only', '--full-tree', id]);
  if (!names.ok) return { reason: `git ls-tree failed: ${names.message}` };
  const attributes = await run(['check-attr', '-z', '--stdin', ...CONVERSION_ATTRIBUTES], {
    env,
    input: names.stdout,
  });
  if (!attributes.ok) return { reason: `git check-attr failed: ${attributes.message}` };
  // -z output: <path> NUL <attribute> NUL <value> NUL, for each path and attribute asked.
  const fields = attributes.stdout.split('\0');
  const converted: string[] = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const value = fields[i + 2] as string;
    if (value !== 'unspecified' && value !== 'unset') converted.push(fields[i] as string);
  }
  return converted;
}
