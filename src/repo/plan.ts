/**
 * The artifact plan: what the passports in scope list, resolved against the
 * tree. Each listed path is checked lexically, then found: from the walk's
 * index for a plain file (no system call), as surely missing from the index,
 * or by a contained realpath for one behind a symlink. What resolves to a file
 * becomes a check (the digest service hashes it); what does not says why (the
 * file-access rules report it).
 */
import { growCapacity } from '../util/capacity.js';
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

/**
 * Rows of the plan, in its order, made as they are read: a listed file is a short-lived object,
 * not one kept for the whole run (docs/performance.md, issue 41, branch listing-rows).
 */
export interface PlanRows<T> {
  /**
   * Calls `visit` on each row, in order. No iteration protocol: an iterator gathering the rows
   * would hold them all at once, which is what the rows avoid.
   */
  forEach(visit: (row: T) => void): void;
}

/** What the scoped passports list, resolved. */
export interface ArtifactPlan {
  /** Every listing, passport by passport (outputs, then inputs, each by index). */
  readonly listings: PlanRows<ArtifactListing>;
  /** The listings that lead to a file, in the same order. */
  readonly checks: PlanRows<ArtifactCheck>;
  /**
   * True when a passport of `dir` lists, as an output, the path of the walked file `file`
   * (artifact-unlisted: a file its passport records only as an input is not vouched for).
   */
  isListedOutput(dir: string, file: FileId): boolean;
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
export type PlanTree = Pick<
  RepoTree,
  'fileId' | 'isSurelyMissing' | 'resolve' | 'fileOfReal' | 'relOf'
>;

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
  const rows = new PlanBuilder(tree);
  const externals: ExternalListing[] = [];
  for (const record of scope.passports) {
    if (!record.summary) continue;
    const held = rows.startRecord(record, record.summary);
    for (const kind of ['outputs', 'inputs'] as const) {
      for (const ref of held[kind]) {
        if (kind === 'inputs' && ref.external) {
          externals.push({ record, ref });
          continue;
        }
        const checked = paths.checkOf(ref, record.dir);
        if (!checked.ok) {
          rows.addRare(listingOf(record, kind, ref, null, checked.reason, null), false);
          continue;
        }
        // The common listing, a path the walk listed as a plain file and written without
        // invisible characters, is its file id alone: every other field is read back from
        // the passport's summary and the walk.
        const listed = tree.fileId(checked.rel);
        if (listed !== undefined) {
          if (hasInvisibleCharacters(ref.path))
            rows.addRare(listingOf(record, kind, ref, checked.rel, null, listed), true);
          else rows.addPlain(kind, listed);
          continue;
        }
        rows.addRare(await findUnlisted(record, kind, ref, checked.rel, tree), false);
      }
    }
  }
  return rows.finish(externals);
}

/**
 * The plan as numbers (docs/performance.md, issue 41, branch listing-rows): per listing, in
 * the plan's order, the file id of a plain one or -1, and the others (refused, missing,
 * through a symlink, with invisible characters) as objects in order. A listing object per
 * listed file (80 bytes, and 16 more in the two arrays that held them) was 96 MiB at 10^6
 * files; the id is 4 bytes. The passports' summaries hold the refs, in the order the rows
 * follow, and the walk holds each file's path.
 */
class PlanBuilder {
  private files: Int32Array = new Int32Array(1024);
  private count = 0;
  private readonly rare: ArtifactListing[] = [];
  private readonly records: PlannedRecord[] = [];
  /** Per walked file id, 1 + the index in `dirs` of the first directory listing it as an output. */
  private listedBy: Int32Array = new Int32Array(1024);
  private readonly dirIds = new Map<string, number>();
  /** The output paths listed otherwise (not a walked plain file, or by a second directory). */
  private readonly listedElse = new Map<string, Set<string>>();
  private dir = 0;

  constructor(private readonly tree: PlanTree) {}

  /**
   * Starts the rows of `record`, whose listings are `summary`'s: the plan keeps these very
   * arrays, and the caller lists what they hold, so the rows and the refs they are read back
   * with cannot part (a summary replaced after planning changes neither).
   */
  startRecord(
    record: PassportRecord,
    summary: NonNullable<PassportRecord['summary']>,
  ): PlannedRecord {
    const held = { record, outputs: summary.outputs, inputs: summary.inputs };
    this.records.push(held);
    let id = this.dirIds.get(record.dir);
    if (id === undefined) {
      id = this.dirIds.size + 1;
      this.dirIds.set(record.dir, id);
    }
    this.dir = id;
    return held;
  }

  addPlain(kind: 'outputs' | 'inputs', file: FileId): void {
    this.push(file);
    if (kind === 'outputs') this.markListed(file);
  }

  /** `walked`: the listing's file is the walk's file at its very path (fileId(rel)). */
  addRare(listing: ArtifactListing, walked: boolean): void {
    this.push(-1);
    this.rare.push(listing);
    if (listing.kind !== 'outputs' || listing.rel === null) return;
    if (walked && listing.file !== null) this.markListed(listing.file);
    else this.listElse(listing.rel);
  }

  finish(externals: readonly ExternalListing[]): ArtifactPlan {
    return new CompactPlan(
      this.records,
      this.files.slice(0, this.count),
      this.rare,
      this.tree,
      this.listedBy,
      this.dirIds,
      this.listedElse,
      externals,
    );
  }

  private push(value: number): void {
    if (this.count === this.files.length) this.files = grown(this.files, this.count + 1);
    this.files[this.count++] = value;
  }

  private markListed(file: FileId): void {
    if (file >= this.listedBy.length) this.listedBy = grown(this.listedBy, file + 1);
    const by = this.listedBy[file] as number;
    if (by === 0) this.listedBy[file] = this.dir;
    // A file listed by passports of two directories: the second is the rare case.
    else if (by !== this.dir) this.listElse(this.tree.relOf(file));
  }

  private listElse(rel: string): void {
    const dir = this.records[this.records.length - 1]?.record.dir as string;
    const set = this.listedElse.get(dir) ?? new Set<string>();
    this.listedElse.set(dir, set);
    set.add(rel);
  }
}

/** A copy of `array` with room for at least `size` values (doubling), the rest zero. */
function grown(array: Int32Array, size: number): Int32Array {
  const next = new Int32Array(growCapacity(array.length, size));
  next.set(array);
  return next;
}

/** A planned passport and the listing arrays its rows were laid down from. */
interface PlannedRecord {
  readonly record: PassportRecord;
  readonly outputs: readonly ArtifactRef[];
  readonly inputs: readonly ArtifactRef[];
}

/** See {@link PlanBuilder}. */
class CompactPlan implements ArtifactPlan {
  readonly listings: PlanRows<ArtifactListing>;
  readonly checks: PlanRows<ArtifactCheck>;

  constructor(
    private readonly records: readonly PlannedRecord[],
    private readonly files: Int32Array,
    private readonly rare: readonly ArtifactListing[],
    private readonly tree: PlanTree,
    private readonly listedBy: Int32Array,
    private readonly dirIds: ReadonlyMap<string, number>,
    private readonly listedElse: ReadonlyMap<string, ReadonlySet<string>>,
    readonly externals: readonly ExternalListing[],
  ) {
    this.listings = { forEach: (visit) => this.visit(visit, false) };
    // A listing with a file is a check: `visit` below passes checks alone when asked.
    this.checks = {
      forEach: (visit) => this.visit(visit as (listing: ArtifactListing) => void, true),
    };
  }

  isListedOutput(dir: string, file: FileId): boolean {
    const id = this.dirIds.get(dir);
    if (id !== undefined && file < this.listedBy.length && this.listedBy[file] === id) return true;
    const other = this.listedElse.get(dir);
    return other !== undefined && other.has(this.tree.relOf(file));
  }

  /**
   * Each listing (only those leading to a file, with `checksOnly`), in the plan's order. Plain
   * loops by index with the row counters as locals: a closure per row, writing the counters it
   * shares with the visit, ran on every one of the thousands of rows some dozen visits a run.
   */
  private visit(visit: (listing: ArtifactListing) => void, checksOnly: boolean): void {
    const { files, rare, tree, records } = this;
    let k = 0;
    let r = 0;
    for (let i = 0; i < records.length; i++) {
      const { record, outputs, inputs } = records[i] as PlannedRecord;
      // The outputs, then the inputs that are not external: the order the rows were laid down in.
      for (let pass = 0; pass < 2; pass++) {
        const kind = pass === 0 ? 'outputs' : 'inputs';
        const refs = pass === 0 ? outputs : inputs;
        for (let j = 0; j < refs.length; j++) {
          const ref = refs[j] as ArtifactRef;
          if (pass === 1 && ref.external) continue;
          if (k === files.length) throw mismatchError(files.length, rare.length);
          const file = files[k++] as number;
          if (file >= 0) {
            visit({
              record,
              kind,
              ref,
              rel: tree.relOf(file as FileId),
              invisible: false,
              refusal: null,
              file: file as FileId,
            });
            continue;
          }
          const listing = rare[r++] as ArtifactListing;
          if (!checksOnly || listing.file !== null) visit(listing);
        }
      }
    }
    // The rows were laid down from these arrays: a count that differs means one changed
    // since, and every row after it would pair a file with another listing's ref. Never
    // judged on: an internal error, not a verdict.
    if (k !== files.length || r !== rare.length) throw mismatchError(files.length, rare.length);
  }
}

/** The plan's rows no longer pair with the listings they were laid down from. */
function mismatchError(rows: number, rare: number): Error {
  return new Error(
    `internal error: the artifact plan's ${rows} rows (${rare} uncommon) no longer match the passports' listings`,
  );
}

/**
 * Finds a listed path the walk did not list as a plain file: as surely missing (no system
 * call), or by a contained realpath through its symlinks.
 */
function findUnlisted(
  record: PassportRecord,
  kind: 'outputs' | 'inputs',
  ref: ArtifactRef,
  rel: string,
  tree: PlanTree,
): ArtifactListing | Promise<ArtifactListing> {
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
