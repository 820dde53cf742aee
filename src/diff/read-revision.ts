/**
 * Reading one side of the provenance diff into a {@link RevisionSnapshot}: the working tree
 * (the audit's own walk and passport reader), a git commit (its tree and blobs, no checkout),
 * or a base reconstructed from the head and the changed files' base versions (the contents
 * API at the base commit, when the checkout has no history).
 *
 * Every passport is untrusted input, read as the audit reads it: at most max-passport-bytes,
 * strict UTF-8 JSON (json-source.ts), symbolic links followed only inside the repository. A
 * file that cannot be read or parsed becomes a PassportFile with its problem, never a throw.
 */
import type { Config } from '../config/config.js';
import { compileGlobs } from '../util/globs.js';
import { describePassport, parsePassportValue } from '../repo/passports.js';
import { attestationPathFor, isAttestationPath, isPassportPath } from '../formats/passport.js';
import type { ReportSigner } from '../core/report-model.js';
import { readFileInside } from '../fs/safe-read.js';
import { realpath } from 'node:fs/promises';
import { readBlobAtCommit, readGitOutput, type BlobAtCommit, type GitRunner } from '../vcs/git.js';
import { relativeDirname } from '../util/relative-path.js';
import { ALWAYS_SKIPPED_DIRS } from '../fs/walk.js';
import { readPassportRecordsOf } from '../produce/load-passports.js';
import { buildLayout } from '../repo/layout.js';
import { walkRepository } from '../repo/tree.js';
import type { RevisionSnapshot } from './diff.js';
import { listTreeAtCommit, readBlobs, type GitTreeEntry } from './git-tree.js';
import type { ListedEntry, PassportFile, RevisionInfo } from '../core/diff-model.js';

/** The config a revision is read with: the ignore globs and the passport size cap. */
export type ReadConfig = Pick<Config, 'ignore' | 'maxPassportBytes'>;

/**
 * A bundle larger than this is not read for its signer, only said to be unreadable: a label for
 * a reviewer needs the bundle's key hint or certificate, a few KiB (the audit, which verifies,
 * reads larger ones).
 */
const MAX_CLAIM_BUNDLE_BYTES = 16 * 1024 * 1024;

/** A passport file from its bytes: parsed as the audit parses it, or the reason it cannot be. */
function passportFromBytes(path: string, bytes: Uint8Array): PassportFile {
  return { path, ...parsePassportValue(bytes), bytes };
}

/**
 * The walk's view of `rel`: false when an ignore glob or an always-skipped directory (`.git`)
 * hides it or a directory above it, as walkTree prunes them. Dependency directories
 * (`node_modules`) are kept: the walk descends every one inside an output directory, and
 * passports elsewhere in one are shown rather than hidden (the diff then errs on showing more).
 */
function createVisibilityTest(config: Pick<Config, 'ignore'>): (rel: string) => boolean {
  const isIgnored = compileGlobs(config.ignore, 'ignore');
  const hidden = new Map<string, boolean>();
  const isHiddenDir = (dir: string): boolean => {
    if (dir === '.') return false;
    const known = hidden.get(dir);
    if (known !== undefined) return known;
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    const value =
      ALWAYS_SKIPPED_DIRS.has(name) || isIgnored(dir) || isHiddenDir(relativeDirname(dir));
    hidden.set(dir, value);
    return value;
  };
  return (rel) => !isIgnored(rel) && !isHiddenDir(relativeDirname(rel));
}

/** The working tree at `root`: the audit's walk and passport reader (produce/load-passports.ts). */
export async function readWorkingTree(
  root: string,
  config: Config,
  info: RevisionInfo,
  signal?: AbortSignal,
): Promise<RevisionSnapshot> {
  const tree = await walkRepository(root, config, signal);
  const paths = buildLayout(tree, config).passportPaths;
  const records = await readPassportRecordsOf(tree, paths, config, signal);
  const unlisted = tree.problems.length;
  const realRoot = await realpath(root);
  const signers = await identifySigners(paths, tree.has.bind(tree), async (rel) => {
    const read = await readFileInside(realRoot, rel, MAX_CLAIM_BUNDLE_BYTES);
    return read.ok ? read.bytes : null;
  });
  return {
    info,
    passports: records.map((r) => {
      const p = describePassport(r);
      return {
        path: p.path,
        value: p.value,
        passport: p.summary,
        problem: p.value === null ? (p.problem ?? 'could not be read') : null,
        ...(r.bytes && p.value !== null ? { bytes: r.bytes } : {}),
        signer: signers.get(p.path) ?? 'none',
      };
    }),
    tree: unlisted > 0 ? null : tree.entries,
    treeSource: 'working-tree',
    ...(unlisted > 0
      ? { treeUnknown: `${unlisted} path(s) could not be listed (see the audit's findings)` }
      : {}),
  };
}

/**
 * Commit `sha` as git holds it, for the audited root at `prefix` below the top level ('' when
 * they are the same). Throws when git cannot list the commit; a passport it cannot read is a
 * problem of that passport.
 */
export async function readGitRevision(
  repoRoot: string,
  sha: string,
  prefix: string,
  config: ReadConfig,
  info: RevisionInfo,
  git: GitRunner = readGitOutput,
): Promise<RevisionSnapshot> {
  const visible = createVisibilityTest(config);
  const tree = (await listTreeAtCommit(repoRoot, sha, prefix, git)).filter((e) => visible(e.rel));
  const max = config.maxPassportBytes;
  const candidates = tree.filter((e) => e.kind !== 'dir' && isPassportPath(e.rel));
  const direct = candidates.filter((e) => e.kind === 'file' && e.size !== null && e.size <= max);
  const blobs = await readBlobs(
    repoRoot,
    direct.map((e) => e.oid),
    max,
  );
  const bundleEntries = new Map(
    tree.filter((e) => e.kind === 'file' && isAttestationPath(e.rel)).map((e) => [e.rel, e]),
  );
  const bundleBlobs = await readBlobs(
    repoRoot,
    candidates
      .map((e) => bundleEntries.get(attestationPathFor(e.rel)))
      .filter((e): e is GitTreeEntry => e !== undefined && (e.size ?? 0) <= MAX_CLAIM_BUNDLE_BYTES)
      .map((e) => e.oid),
    MAX_CLAIM_BUNDLE_BYTES,
  );
  const signers = await identifySigners(
    candidates.map((e) => e.rel),
    (rel) => bundleEntries.has(rel),
    async (rel) => {
      const e = bundleEntries.get(rel);
      return (e && bundleBlobs.get(e.oid)) ?? null;
    },
  );
  const passports: PassportFile[] = [];
  for (const e of candidates) {
    const blob = blobs.get(e.oid);
    const file =
      e.kind === 'file' && blob
        ? passportFromBytes(e.rel, blob)
        : await readOddEntry(repoRoot, sha, prefix, e, max, git);
    passports.push({ ...file, signer: signers.get(e.rel) ?? 'none' });
  }
  return { info, passports, tree: tree.map(({ rel, kind }) => ({ rel, kind })), treeSource: 'git' };
}

/**
 * Who each passport's bundle names as its signer (attest/signer-claim.ts), for the passports
 * that have one: `unreadable` for a bundle that cannot be read. The signing libraries are
 * loaded only when a bundle exists, so a repository without attestations pays nothing.
 */
async function identifySigners(
  passportPaths: readonly string[],
  hasFile: (rel: string) => boolean,
  readBundle: (rel: string) => Promise<Uint8Array | null>,
): Promise<Map<string, ReportSigner | 'unreadable'>> {
  const signers = new Map<string, ReportSigner | 'unreadable'>();
  const withBundle = passportPaths.filter((p) => hasFile(attestationPathFor(p)));
  if (withBundle.length === 0) return signers;
  const { identifyBundleSigner } = await import('../attest/signer-claim.js');
  for (const p of withBundle) {
    const bytes = await readBundle(attestationPathFor(p));
    signers.set(p, bytes ? identifyBundleSigner(bytes) : 'unreadable');
  }
  return signers;
}

/** A passport entry that is not a small regular blob: a symbolic link, a submodule, an oversized file. */
async function readOddEntry(
  repoRoot: string,
  sha: string,
  prefix: string,
  e: GitTreeEntry,
  max: number,
  git: GitRunner,
): Promise<PassportFile> {
  const refused = (problem: string): PassportFile => ({ path: e.rel, value: null, problem });
  if (e.kind === 'other') return refused('is a submodule');
  if (e.kind === 'file') return refused(`is ${e.size ?? '?'} bytes, over the ${max}-byte cap`);
  let blob: BlobAtCommit;
  try {
    blob = await readBlobAtCommit(repoRoot, sha, e.full, max, git);
  } catch (error) {
    return refused(`could not be read from git (${(error as Error).message})`);
  }
  if (blob.kind === 'absent') return refused('is a symbolic link to nothing');
  if (blob.kind === 'refused') return refused(blob.detail);
  // Followed inside the repository; the audited root is the boundary, as on disk.
  if (prefix !== '' && !blob.path.startsWith(`${prefix}/`))
    return refused('is a symbolic link out of the audited root');
  return passportFromBytes(e.rel, blob.bytes);
}

/** A changed file as the pull request lists it (names relative to the audited root). */
export interface ChangedEntry {
  name: string;
  /** GitHub's status (added, removed, modified, renamed, copied, changed, unchanged), or null when unknown. */
  status: string | null;
  /** The name before a rename or copy. */
  previous: string | null;
}

/** A file as the base holds it: git's or the contents API's answer, or why it could not be asked. */
export type FetchedBlob =
  | { kind: 'absent' }
  | { kind: 'file'; bytes: Uint8Array }
  | { kind: 'refused'; detail: string }
  | { kind: 'failed'; detail: string };

/** What {@link readBaseFromChanges} needs. */
export interface BaseFromChangesInput {
  head: RevisionSnapshot;
  /** Every file the change touched (a rename names both sides), relative to the audited root. */
  changed: readonly string[];
  /** The same list with statuses, when the source gave them; needed to derive the base's file list. */
  entries: readonly ChangedEntry[] | null;
  /** Reads one changed passport file as it is in the base (relative to the audited root). */
  fetch: (rel: string) => Promise<FetchedBlob>;
  config: ReadConfig;
  info: RevisionInfo;
  /** Most base files fetched; the rest are reported as not read. */
  maxFetches: number;
}

/**
 * The base reconstructed from the head: a passport the change did not touch is the same on
 * both sides; each changed passport path is fetched at the base (absent: added by the change).
 * The base's file list is derived from the head's and the statuses (added files were not
 * there, removed ones were, a rename moves a file), and only when every status is known and
 * agrees with the head's files; otherwise the base's coverage is unknown, never guessed.
 */
export async function readBaseFromChanges(input: BaseFromChangesInput): Promise<RevisionSnapshot> {
  const visible = createVisibilityTest(input.config);
  const changed = new Set(input.changed.filter(visible));
  const passports: PassportFile[] = input.head.passports.filter((p) => !changed.has(p.path));
  const wanted = [...changed].filter(isPassportPath).sort();
  let fetched = 0;
  for (const rel of wanted) {
    if (fetched >= input.maxFetches) {
      passports.push({
        path: rel,
        value: null,
        problem: `not read: the change touches more than ${input.maxFetches} passport files`,
      });
      continue;
    }
    fetched++;
    let blob: FetchedBlob;
    try {
      blob = await input.fetch(rel);
    } catch (error) {
      blob = { kind: 'failed', detail: (error as Error).message };
    }
    if (blob.kind === 'absent') continue;
    if (blob.kind === 'file') passports.push(passportFromBytes(rel, blob.bytes));
    else
      passports.push({
        path: rel,
        value: null,
        problem: blob.kind === 'refused' ? blob.detail : `could not be read (${blob.detail})`,
      });
  }
  const derived = deriveBaseTree(input.head.tree, changed, input.entries, visible);
  return {
    info: input.info,
    passports,
    tree: derived.tree,
    treeSource: 'derived',
    ...(derived.tree === null ? { treeUnknown: derived.why } : {}),
  };
}

/** The base's file list from the head's and the statuses, or why it cannot be derived. */
function deriveBaseTree(
  headTree: readonly ListedEntry[] | null,
  changed: ReadonlySet<string>,
  entries: readonly ChangedEntry[] | null,
  visible: (rel: string) => boolean,
): { tree: ListedEntry[] | null; why: string } {
  if (headTree === null) return { tree: null, why: "the head's file list is unknown" };
  if (entries === null)
    return { tree: null, why: 'the changed-file list gives no statuses (added, removed…)' };
  const kinds = new Map<string, ListedEntry['kind']>();
  for (const e of headTree) if (e.kind !== 'dir') kinds.set(e.rel, e.kind);
  const present = (rel: string) => kinds.has(rel);
  const doubt = (why: string) => ({ tree: null, why });
  const seen = new Set<string>();
  for (const { name, status, previous } of entries) {
    seen.add(name);
    if (previous !== null) seen.add(previous);
    const shown = visible(name);
    switch (status) {
      case 'added':
        if (shown && !present(name)) return doubt('an added file is not in the checkout');
        kinds.delete(name);
        break;
      case 'removed':
        if (shown && present(name)) return doubt('a removed file is still in the checkout');
        if (shown) kinds.set(name, 'file');
        break;
      case 'renamed':
        if (previous === null) return doubt('a renamed file has no previous name');
        if (shown && !present(name)) return doubt('a renamed file is not in the checkout');
        kinds.delete(name);
        if (visible(previous)) kinds.set(previous, 'file');
        break;
      case 'copied':
        if (shown && !present(name)) return doubt('a copied file is not in the checkout');
        kinds.delete(name);
        break;
      case 'modified':
      case 'changed':
      case 'unchanged':
        if (shown && !present(name)) return doubt('a modified file is not in the checkout');
        break;
      default:
        return doubt(`a changed file has the unknown status ${JSON.stringify(status)}`);
    }
  }
  for (const name of changed) if (!seen.has(name)) return doubt('a changed file has no status');
  const dirs = new Set<string>();
  for (const rel of kinds.keys())
    for (let d = relativeDirname(rel); d !== '.' && !dirs.has(d); d = relativeDirname(d))
      dirs.add(d);
  const tree: ListedEntry[] = [
    ...[...dirs].map((rel) => ({ rel, kind: 'dir' as const })),
    ...[...kinds].map(([rel, kind]) => ({ rel, kind })),
  ].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { tree, why: '' };
}
