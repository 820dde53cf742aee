/**
 * The artifact plan: what the passports in scope list, resolved against the
 * tree. Each listed path is checked lexically, then found: from the walk's
 * index for a plain file (no system call), as surely missing from the index,
 * or by a contained realpath for one behind a symlink. What resolves to a file
 * becomes a check (the digest service hashes it); what does not says why (the
 * file-access rules report it).
 */
import { hasInvisibleCharacters } from '../core/untrusted.js';
import type { PathRefusal } from '../core/relative-path.js';
import type { ArtifactRef } from '../formats/passport.js';
import type { FileId, RequestedFile } from '../hash/index.js';
import type { ArtifactPaths } from './artifact-paths.js';
import type { PassportRecord } from './passports.js';
import type { Scope } from './scope.js';
import type { RepoTree } from './tree.js';

/** One entry of a scoped passport's outputs[] or inputs[], as the plan found it. */
export interface ArtifactListing {
  readonly record: PassportRecord;
  readonly kind: 'outputs' | 'inputs';
  readonly ref: ArtifactRef;
  /** The repository-relative path, or null when the path was refused before any lookup. */
  readonly rel: string | null;
  /** True when the path as written holds invisible or bidirectional control characters. */
  readonly invisible: boolean;
  /**
   * Why there is nothing to hash: the path was refused (lexically, or because it resolves
   * through a symlink out of the root), or nothing is there. Null when `file` is set.
   */
  readonly refusal: PathRefusal | 'missing' | null;
  /** The file to hash, when the path leads to one inside the root. */
  readonly file: FileId | null;
}

/** A listing that leads to a file: its digest is compared with the recorded one. */
export interface ArtifactCheck extends ArtifactListing {
  readonly rel: string;
  readonly file: FileId;
}

/** What the scoped passports list, resolved. */
export interface ArtifactPlan {
  /** Every listing, passport by passport (outputs, then inputs, each by index). */
  readonly listings: readonly ArtifactListing[];
  /** The listings that lead to a file, in the same order. */
  readonly checks: readonly ArtifactCheck[];
  /** The repository-relative paths the passports of each scoped directory list. */
  readonly listedInDir: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What the plan asks of the tree. */
export type PlanTree = Pick<RepoTree, 'fileId' | 'isSurelyMissing' | 'resolve' | 'fileOfReal'>;

/**
 * Plans the artifacts of the passports in scope: one pass over what they list, as the light
 * parse summarized them (the full check makes the same summary of the same value).
 */
export async function planArtifacts(
  scope: Pick<Scope, 'passports'>,
  tree: PlanTree,
  paths: ArtifactPaths,
): Promise<ArtifactPlan> {
  const listings: ArtifactListing[] = [];
  const checks: ArtifactCheck[] = [];
  const listedInDir = new Map<string, Set<string>>();
  for (const record of scope.passports) {
    if (!record.summary) continue;
    const listed = listedInDir.get(record.dir) ?? new Set<string>();
    listedInDir.set(record.dir, listed);
    for (const kind of ['outputs', 'inputs'] as const) {
      for (const ref of record.summary[kind]) {
        const listing = await findArtifact(record, kind, ref, tree, paths);
        listings.push(listing);
        if (listing.rel !== null) listed.add(listing.rel);
        if (listing.file !== null) checks.push(listing as ArtifactCheck);
      }
    }
  }
  return { listings, checks, listedInDir };
}

/** Finds one listed artifact in the tree. */
async function findArtifact(
  record: PassportRecord,
  kind: 'outputs' | 'inputs',
  ref: ArtifactRef,
  tree: PlanTree,
  paths: ArtifactPaths,
): Promise<ArtifactListing> {
  const checked = paths.check(ref.path, record.dir);
  const base = { record, kind, ref };
  if (!checked.ok) {
    return { ...base, rel: null, invisible: false, refusal: checked.reason, file: null };
  }
  const rel = checked.rel;
  const invisible = hasInvisibleCharacters(ref.path);
  const listed = tree.fileId(rel);
  if (listed !== undefined) return { ...base, rel, invisible, refusal: null, file: listed };
  const resolved = tree.isSurelyMissing(rel)
    ? { ok: false as const, reason: 'missing' as const }
    : await tree.resolve(rel);
  if (!resolved.ok) return { ...base, rel, invisible, refusal: resolved.reason, file: null };
  return { ...base, rel, invisible, refusal: null, file: tree.fileOfReal(resolved.real) };
}

/**
 * The plan's checks as the digest service takes them: the size each passport records, and the
 * path as written (for the size a producer recorded, when an input records none).
 */
export function requestDigests(plan: ArtifactPlan): RequestedFile[] {
  return plan.checks.map((c) => ({
    file: c.file,
    recordedSize: c.ref.sizeBytes,
    spelling: c.ref.path,
  }));
}
