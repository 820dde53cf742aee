/**
 * Which working-tree files git vouches for as byte-for-byte their committed blob: the key of
 * the content cache (hash/content-cache.ts). A blob id names the bytes git stored, so a digest
 * keyed by it is sound for a working-tree file only when the file holds exactly those bytes.
 * Git answers that from its index (the stat data it recorded at checkout, and the content for a
 * racily clean entry); this module asks it and keeps only the entries it cannot doubt:
 *
 *  - `git ls-files -s -v -z`: the index's entries, each with its blob id, mode, stage and tag.
 *    Kept: tag `H` (cached: not assume-unchanged, which is a lower-case tag, not skip-worktree
 *    `S`, not unmerged), stage 0, mode 100644 or 100755 (no symlink, no submodule).
 *  - `git diff-files --name-only -z`: entries whose file differs from the index by stat or
 *    content (git re-reads a racily clean one). Dropped. Config that weakens the stat check
 *    (core.checkStat=minimal, core.trustctime=false, core.ignoreStat, core.fsmonitor) is
 *    overridden on the command line, so ctime (which no program can set) is compared too.
 *  - `git check-attr -a -z --stdin`: a path with any conversion attribute (`filter` — Git LFS
 *    among them —, `text`, `eol`, `crlf`, `ident`, `working-tree-encoding`) may differ from its
 *    blob by design, while git calls it clean. Dropped. These are the attributes the checkout
 *    applied (the work tree's): they decide whether the bytes on disk are the blob's.
 *  - `core.autocrlf=true` converts text files on checkout without any attribute: nothing is
 *    vouched for.
 *
 * Any failure (no git, not a work tree, a timeout, an answer too large) vouches for nothing:
 * every file is then hashed from its bytes.
 */
import { CONVERSION_ATTRIBUTES, runGit, STRICT_STAT } from './git.js';

/** Longest wait for each git command: they read the index, or a few attribute files. */
const VOUCH_TIMEOUT_MS = 120_000;

/** Largest answer read from git: some 10⁶ index entries of a hundred bytes, with room. */
const VOUCH_MAX_BYTES = 512 * 1024 * 1024;

/** The conversion attributes, asked per path (one list with tree-ids, vcs/git.ts). */
const CONVERTING = new Set(CONVERSION_ATTRIBUTES);

/** What git vouches for in a work tree. */
export interface VouchedBlobs {
  /** `sha1` or `sha256`: the repository's object format (the length of its blob ids). */
  readonly objectFormat: 'sha1' | 'sha256';
  /** Root-relative POSIX path → blob id (lower-case hex), for the files git vouches for. */
  readonly blobs: ReadonlyMap<string, string>;
}

/** A failure to vouch, in one line (for the notice). */
export interface NoVouch {
  readonly reason: string;
}

/**
 * The files under `root` (relative to it) that git vouches for as their committed blob. Never
 * rejects: a failure is a reason, and nothing is vouched for.
 */
export async function listVouchedBlobs(root: string): Promise<VouchedBlobs | NoVouch> {
  const run = (args: string[], input?: string) =>
    runGit(root, args, {
      maxBytes: VOUCH_MAX_BYTES,
      timeoutMs: VOUCH_TIMEOUT_MS,
      ...(input !== undefined ? { input } : {}),
    });
  const [objectFormat, autocrlf, listed, dirty] = await Promise.all([
    readObjectFormat(root),
    runGit(root, ['config', '--get', 'core.autocrlf'], { okExitCodes: [1] }),
    run([...STRICT_STAT, 'ls-files', '-s', '-v', '-z']),
    run([...STRICT_STAT, 'diff-files', '--relative', '--name-only', '-z']),
  ]);
  if (typeof objectFormat !== 'string') return objectFormat;
  if (!autocrlf.ok) return { reason: `git config failed: ${autocrlf.message}` };
  if (/^(true|yes|on|1)$/i.test(autocrlf.stdout.trim()))
    return { reason: 'core.autocrlf converts files on checkout' };
  if (!listed.ok) return { reason: `git ls-files failed: ${listed.message}` };
  if (!dirty.ok) return { reason: `git diff-files failed: ${dirty.message}` };
  const blobs = parseIndexEntries(listed.stdout, objectFormat === 'sha1' ? 40 : 64);
  for (const rel of dirty.stdout.split('\0')) if (rel !== '') blobs.delete(rel);
  if (blobs.size === 0) return { objectFormat, blobs };
  const attributes = await run(['check-attr', '-a', '-z', '--stdin'], joinPaths(blobs.keys()));
  if (!attributes.ok) return { reason: `git check-attr failed: ${attributes.message}` };
  // -z output: <path> NUL <attribute> NUL <value> NUL, for each attribute set on a path.
  const fields = attributes.stdout.split('\0');
  for (let i = 0; i + 2 < fields.length; i += 3)
    if (CONVERTING.has(fields[i + 1] as string)) blobs.delete(fields[i] as string);
  return { objectFormat, blobs };
}

/**
 * The repository's object format alone (`git rev-parse`, which reads no index): what a content
 * cache needs to check its file before it knows whether to ask git to vouch for anything.
 */
export async function readObjectFormat(root: string): Promise<'sha1' | 'sha256' | NoVouch> {
  const format = await runGit(root, ['rev-parse', '--show-object-format'], {
    maxBytes: VOUCH_MAX_BYTES,
    timeoutMs: VOUCH_TIMEOUT_MS,
  });
  if (!format.ok) return { reason: `git cannot say the object format: ${format.message}` };
  const objectFormat = format.stdout.trim();
  return objectFormat === 'sha1' || objectFormat === 'sha256'
    ? objectFormat
    : { reason: `unknown object format ${JSON.stringify(objectFormat)}` };
}

/** Paths NUL-terminated, for git's --stdin. */
function joinPaths(paths: Iterable<string>): string {
  let out = '';
  for (const p of paths) out += `${p}\0`;
  return out;
}

/**
 * `git ls-files -s -v -z` lines (`<tag> <mode> <blob> <stage>\t<path>`) → path → blob, for the
 * entries that may be vouched for (see the file comment). A path that did not decode as UTF-8
 * (U+FFFD) is left out: it could be mistaken for another spelling.
 */
function parseIndexEntries(text: string, idLength: number): Map<string, string> {
  const blobs = new Map<string, string>();
  const line = new RegExp(`^H (100644|100755) ([0-9a-f]{${idLength}}) 0\\t(.+)$`, 's');
  for (const entry of text.split('\0')) {
    const m = line.exec(entry);
    if (!m || (m[3] as string).includes('\uFFFD')) continue;
    blobs.set(m[3] as string, m[2] as string);
  }
  return blobs;
}

/** True when `value` is a {@link NoVouch}. */
export function isNoVouch(value: VouchedBlobs | NoVouch): value is NoVouch {
  return 'reason' in value;
}
