/**
 * The artifact plan: what the passports in scope list, resolved against the
 * tree. Each listed path is checked lexically, then found: from the walk's
 * index for a plain file (no system call), as surely missing from the index,
 * or by a contained realpath for one behind a symlink. What resolves to a file
 * becomes a check (the digest service hashes it); what does not says why (the
 * file-access rules report it).
 */
import { hasInvisibleCharacters } from '../util/untrusted.js';
import type { PathRefusal } from '../util/relative-path.js';
import type { ArtifactRef } from '../core/passport.js';
import type { FileId } from '../hash/index.js';
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
  /**
   * The repository-relative paths the passports of each scoped directory list as outputs
   * (artifact-unlisted: a file its passport records only as an input is not vouched for).
   */
  readonly listedInDir: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The external inputs (`"external": true`) of the passports in scope: outside the
   * repository, verified under the config's external-inputs locations (hash/external.ts).
   */
  readonly externals: readonly ExternalListing[];
}

/** An external input of a scoped passport. */
export interface ExternalListing {
  readonly record: PassportRecord;
  readonly ref: ArtifactRef;
}

/** What the plan asks of the tree. */
export type PlanTree = Pick<RepoTree, 'fileId' | 'isSurelyMissing' | 'resolve' | 'fileOfReal'>;

/**
 * Plans the artifacts of the passports in scope: one pass over what they list, as the light
 * parse summarized them (the full check makes the same summary of the same value). Only a path
 * the walk did not list as a plain file waits for the file system; the tens of thousands that
 * it did cost a lookup each, and no promise.
 */
export async function planArtifacts(
  scope: Pick<Scope, 'passports'>,
  tree: PlanTree,
  paths: ArtifactPaths,
): Promise<ArtifactPlan> {
  const listings: ArtifactListing[] = [];
  const checks: ArtifactCheck[] = [];
  const listedInDir = new Map<string, Set<string>>();
  const externals: ExternalListing[] = [];
  for (const record of scope.passports) {
    if (!record.summary) continue;
    const listed = listedInDir.get(record.dir) ?? new Set<string>();
    listedInDir.set(record.dir, listed);
    for (const kind of ['outputs', 'inputs'] as const) {
      for (const ref of record.summary[kind]) {
        if (kind === 'inputs' && ref.external) {
          externals.push({ record, ref });
          continue;
        }
        const checked = paths.check(ref.path, record.dir);
        const listing = !checked.ok
          ? listingOf(record, kind, ref, null, checked.reason, null)
          : await findArtifact(record, kind, ref, checked.rel, tree);
        listings.push(listing);
        if (listing.rel !== null && kind === 'outputs') listed.add(listing.rel);
        if (listing.file !== null) checks.push(listing as ArtifactCheck);
      }
    }
  }
  return { listings, checks, listedInDir, externals };
}

/**
 * Finds one listed path in the tree: in the walk's index (synchronously: awaiting a value that
 * is not a promise costs a microtask, not a system call), as surely missing, or by a contained
 * realpath through its symlinks.
 */
function findArtifact(
  record: PassportRecord,
  kind: 'outputs' | 'inputs',
  ref: ArtifactRef,
  rel: string,
  tree: PlanTree,
): ArtifactListing | Promise<ArtifactListing> {
  const listed = tree.fileId(rel);
  if (listed !== undefined) return listingOf(record, kind, ref, rel, null, listed);
  if (tree.isSurelyMissing(rel)) return listingOf(record, kind, ref, rel, 'missing', null);
  return tree
    .resolve(rel)
    .then((resolved) =>
      resolved.ok
        ? listingOf(record, kind, ref, rel, null, tree.fileOfReal(resolved.real))
        : listingOf(record, kind, ref, rel, resolved.reason, null),
    );
}

/** One listing (every listing has the same shape, so V8 keeps one hidden class for them). */
function listingOf(
  record: PassportRecord,
  kind: 'outputs' | 'inputs',
  ref: ArtifactRef,
  rel: string | null,
  refusal: ArtifactListing['refusal'],
  file: FileId | null,
): ArtifactListing {
  return {
    record,
    kind,
    ref,
    rel,
    invisible: rel !== null && hasInvisibleCharacters(ref.path),
    refusal,
    file,
  };
}
