/**
 * Reading one side of the provenance diff into a {@link RevisionSnapshot}: the working tree
 * (the audit's own walk and passport reader), or a commit from its objects: git's (its tree
 * and blobs, no checkout) or, for a checkout without history, the GitHub API's whole tree of
 * it (github/base-tree.ts). A commit is read whole; nothing is assumed the same on both sides.
 *
 * Every passport is untrusted input, read as the audit reads it: at most max-passport-bytes,
 * strict UTF-8 JSON (json-source.ts), symbolic links followed only inside the repository. A
 * file that cannot be read or parsed becomes a PassportFile with its problem, never a throw.
 */
import type { Config } from '../config/config.js';
import { compileGlobs } from '../util/globs.js';
import { describePassportBytes, parsePassportValue } from '../repo/passports.js';
import { attestationPathFor, isAttestationPath, isPassportPath } from '../formats/passport.js';
import type { ReportSigner } from '../core/report-model.js';
import { readFileInside } from '../fs/safe-read.js';
import { realpath } from 'node:fs/promises';
import { readGitOutput, type BlobAtCommit, type GitRunner } from '../vcs/git.js';
import { relativeDirname } from '../util/relative-path.js';
import { ALWAYS_SKIPPED_DIRS } from '../fs/walk.js';
import { listEntries } from '../fs/tree-entries.js';
import { readPassportRecordsOf } from '../produce/load-passports.js';
import { buildLayout } from '../repo/layout.js';
import { walkRepository } from '../repo/tree.js';
import type { RevisionSnapshot } from './diff.js';
import { gitCommitObjects, type CommitObjects, type GitTreeEntry } from './git-tree.js';
import type { PassportFile, RevisionInfo } from '../core/diff-model.js';

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
      const bytes = r.readBytes();
      const p = describePassportBytes(r, bytes);
      return {
        path: p.path,
        value: p.value,
        passport: p.summary,
        problem: p.value === null ? (p.problem ?? 'could not be read') : null,
        ...(bytes && p.value !== null ? { bytes } : {}),
        signer: signers.get(p.path) ?? 'none',
      };
    }),
    tree: unlisted > 0 ? null : listEntries(tree.entries),
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
export function readGitRevision(
  repoRoot: string,
  sha: string,
  prefix: string,
  config: ReadConfig,
  info: RevisionInfo,
  git: GitRunner = readGitOutput,
): Promise<RevisionSnapshot> {
  return readCommitRevision(gitCommitObjects(repoRoot, sha, git), prefix, config, info);
}

/**
 * A commit read from its objects (git's, or a host API's: diff/git-tree.ts CommitObjects),
 * whole: every passport of its tree below `prefix`. Throws when the objects cannot be listed or
 * read (the caller decides: the diff says so, the gate fails closed); a passport that is not a
 * small regular blob is a problem of that passport.
 */
export async function readCommitRevision(
  objects: CommitObjects,
  prefix: string,
  config: ReadConfig,
  info: RevisionInfo,
): Promise<RevisionSnapshot> {
  const visible = createVisibilityTest(config);
  const tree = (await objects.list(prefix)).filter((e) => visible(e.rel));
  const max = config.maxPassportBytes;
  const candidates = tree.filter((e) => e.kind !== 'dir' && isPassportPath(e.rel));
  const direct = candidates.filter((e) => e.kind === 'file' && e.size !== null && e.size <= max);
  const blobs = await objects.readBlobs(
    direct.map((e) => e.oid),
    max,
  );
  const bundleEntries = new Map(
    tree.filter((e) => e.kind === 'file' && isAttestationPath(e.rel)).map((e) => [e.rel, e]),
  );
  const bundleBlobs = await objects.readBlobs(
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
        : await readOddEntry(objects, prefix, e, max);
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
  objects: CommitObjects,
  prefix: string,
  e: GitTreeEntry,
  max: number,
): Promise<PassportFile> {
  const refused = (problem: string): PassportFile => ({ path: e.rel, value: null, problem });
  if (e.kind === 'other') return refused('is a submodule');
  if (e.kind === 'file') return refused(`is ${e.size ?? '?'} bytes, over the ${max}-byte cap`);
  let blob: BlobAtCommit;
  try {
    blob = await objects.readPath(e.full, max);
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
