/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */
import { compileGlobs } from '../util/globs.js';
import { relativeDirname } from '../util/relative-path.js';
import type { Config } from '../config/config.js';
import { ACK_SUFFIX } from '../formats/ack-path.js';
import { isPassportPath } from '../formats/passport.js';
import type { EntryKind } from '../fs/walk.js';
import { findFirstAtOrAfter, type ListedEntries } from '../fs/tree-entries.js';
import type { FileId } from '../hash/index.js';
import { createBookkeepingTest, createOwnerLookup, findOutputDirectories } from './ownership.js';

/** What a layout needs of the tree: its entries, in the walk's order (their index is their id). */
export interface ListedTree {
  readonly entries: ListedEntries;
}

/** Options of {@link buildLayout}. */
export interface LayoutOptions {
  /**
   * Passport files a change deleted: each still says its directory was an output directory
   * (deleting the passports under a root must not remove the root, and the provenance
   * requirement with it).
   */
  deletedPassports?: readonly string[];
  /** A directory about to get a passport (`stamp`): its passport can change the inferred roots. */
  newPassportDir?: string;
  /**
   * Passport files the change touched (changed mode): any of them may be new, so the roots are
   * also inferred without them, as the base had them, and a root inferred either way stands.
   */
  changedPassports?: readonly string[];
  /**
   * The base revision's passport files, when the run has a base (a pull request, `--base`):
   * the roots the base had are inferred from them exactly. Without it, a touched passport is
   * taken for a new one ({@link LayoutOptions.changedPassports}), which also takes a modified
   * passport for new: a passport directory nested in a modified one then made its parent a
   * root of its own, and the parent's other subdirectories `passport-missing`, where `--all`
   * (and the base) see one output directory (found by the custody property, seed 505).
   */
  basePassports?: readonly string[];
  /**
   * Passport files git ignores (untracked and matched by an ignore rule: core/ignored.ts): no
   * part of the commit, so a clean checkout has none and the audit does not read them (a
   * `backup/` copy, a CI tool's work folder). A local audit then judges what CI judges.
   */
  ignoredPassports?: ReadonlySet<string>;
  /**
   * Changed mode: the rules ask {@link Layout.ownedFiles} of the few directories in scope, so
   * each directory's files are found when it is first asked, from the entries under it (the
   * entries are sorted by path, so they are one run of them), not by a pass over every file of
   * the tree (workload 3: 20,000 files, of which a changed audit asks about two). Entries not
   * sorted by path: the one pass, as without it.
   */
  ownedOnDemand?: boolean;
  /**
   * The tree's documents as {@link selectDocuments} found them in `tree`'s entries under the
   * same config, when the caller selected them already (the audit asks git's ignore rules about
   * them first): not selected a second time.
   */
  documents?: TreeDocuments;
}

/**
 * The documents of a tree, from one pass over its entries: the passport files, the handoff
 * files and the acknowledgments (each an entry but a directory), in the walk's order.
 */
export interface TreeDocuments {
  /** Every passport file, handoff file and acknowledgment: what git's ignore rules are asked. */
  readonly all: readonly string[];
  /** The passport files (named `*.passport.json`). */
  readonly passports: readonly string[];
  /** The passport files the walk did not list as regular files (a symlink, a FIFO, a device). */
  readonly unplainPassports: readonly string[];
  /** The files matching a handoff glob. */
  readonly handoffs: readonly string[];
  /** True when `rel` matches a handoff glob (envelopes, skill graphs, packets). */
  readonly isHandoffFile: (rel: string) => boolean;
}

/**
 * The documents of `tree` under `config` ({@link TreeDocuments}): one pass over the entries,
 * each path tested once, where the audit's ignore question, the passports and the handoff
 * files were three passes, the handoff globs tested twice per file (docs/performance.md,
 * issue 41, branch changed-multi).
 */
export function selectDocuments(
  tree: ListedTree,
  config: Pick<Config, 'envelopes' | 'skillGraphs' | 'packets'>,
): TreeDocuments {
  const { entries } = tree;
  const isHandoffFile = compileGlobs(
    [...config.envelopes, ...config.skillGraphs, ...config.packets],
    'handoff globs',
  );
  const all: string[] = [];
  const passports: string[] = [];
  const unplainPassports: string[] = [];
  const handoffs: string[] = [];
  for (let i = 0; i < entries.size; i++) {
    const kind = entries.kindAt(i);
    if (kind === 'dir') continue;
    const rel = entries.relAt(i);
    const passport = isPassportPath(rel);
    const handoff = isHandoffFile(rel);
    if (passport) {
      passports.push(rel);
      if (kind !== 'file') unplainPassports.push(rel);
    }
    if (handoff) handoffs.push(rel);
    // Acknowledgments too: an ignored .ack beside a committed packet is none in a clean checkout.
    if (passport || handoff || rel.endsWith(ACK_SUFFIX)) all.push(rel);
  }
  return { all, passports, unplainPassports, handoffs, isHandoffFile };
}

/** The layout of a tree. */
export interface Layout {
  /**
   * Every passport file: every entry but a directory named `*.passport.json` (a FIFO, socket
   * or device named so is kept, and reading it is refused with a finding), but those git
   * ignores ({@link LayoutOptions.ignoredPassports}).
   */
  readonly passportPaths: readonly string[];
  /**
   * The passport files of {@link passportPaths} the walk did not list as regular files (a
   * symlink, a FIFO, a device): the scope follows the links among them.
   */
  readonly unplainPassportPaths: readonly string[];
  /** Directories holding a passport file. */
  readonly passportDirs: ReadonlySet<string>;
  /** Directories of the passports the change deleted. */
  readonly deletedPassportDirs: readonly string[];
  /** Output directories: passport directories, and those the `outputs:` globs match or infer. */
  readonly outputDirs: ReadonlySet<string>;
  /** Without `outputs:`: inferred root → the passport directories directly under it. */
  readonly inferredRoots: ReadonlyMap<string, readonly string[]>;
  /** Files matching a handoff glob (envelopes, skill graphs, packets). */
  readonly handoffFiles: ReadonlySet<string>;
  /** True when `rel` matches a handoff glob. */
  isHandoffFile(rel: string): boolean;
  /**
   * Bookkeeping, never an artifact: passports, acknowledgments beside packets, and the workflow
   * engines' files of core/engine-bookkeeping.ts (a regular file of `kind` 'file' alone).
   */
  isBookkeeping(rel: string, kind: EntryKind): boolean;
  /** The nearest output directory that owns `rel` (a file path), or null. */
  ownerOf(rel: string): string | null;
  /** The files an output directory owns that are artifacts (all but bookkeeping), in walk order. */
  ownedFiles(dir: string): readonly FileId[];
}

/** Lays out a walked tree under `config`. */
export function buildLayout(
  tree: ListedTree,
  config: Pick<Config, 'outputs' | 'envelopes' | 'skillGraphs' | 'packets'>,
  options: LayoutOptions = {},
): Layout {
  const { entries } = tree;
  const documents = options.documents ?? selectDocuments(tree, config);
  const ignoredPassports = options.ignoredPassports;
  // The selection itself when nothing is ignored (the usual case): no copy of every passport path.
  const withoutIgnored = (list: readonly string[]) =>
    ignoredPassports && ignoredPassports.size > 0
      ? list.filter((rel) => !ignoredPassports.has(rel))
      : list;
  const passportPaths = withoutIgnored(documents.passports);
  const unplainPassportPaths = withoutIgnored(documents.unplainPassports);
  const passportDirs = new Set<string>();
  for (const p of passportPaths) passportDirs.add(relativeDirname(p));
  const deletedPassportDirs = (options.deletedPassports ?? []).map(relativeDirname);
  // A second set only when it holds more than the passport directories: a copy of 10,000
  // directories was a pass of its own in every audit (issue 41, branch changed-multi).
  let claimed: ReadonlySet<string> = passportDirs;
  if (deletedPassportDirs.length > 0 || options.newPassportDir !== undefined) {
    const more = new Set([...passportDirs, ...deletedPassportDirs]);
    if (options.newPassportDir !== undefined) more.add(options.newPassportDir);
    claimed = more;
  }
  // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
  // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
  const touched = new Set(options.changedPassports ?? []);
  const baseDirs =
    touched.size === 0
      ? undefined
      : options.basePassports
        ? new Set([...options.basePassports.map(relativeDirname), ...deletedPassportDirs])
        : new Set([
            ...passportPaths.filter((p) => !touched.has(p)).map(relativeDirname),
            ...deletedPassportDirs,
          ]);
  const { dirs: outputDirs, inferredRoots } = findOutputDirectories(
    entries,
    claimed,
    config,
    baseDirs,
  );
  const ownerOf = createOwnerLookup(outputDirs);

  const { isHandoffFile } = documents;
  // Matched once per file: the globs are regexes, and several passes ask.
  const handoffFiles = new Set(documents.handoffs);
  // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
  const isBookkeeping = createBookkeepingTest(handoffFiles, config);
  const ownedFiles =
    options.ownedOnDemand === true && isSortedByPath(entries)
      ? findOwnedOnDemand(entries, isBookkeeping, ownerOf)
      : findOwnedAtOnce(entries, isBookkeeping, ownerOf);
  return {
    passportPaths,
    unplainPassportPaths,
    passportDirs,
    deletedPassportDirs,
    outputDirs,
    inferredRoots,
    handoffFiles,
    isHandoffFile,
    isBookkeeping,
    ownerOf,
    ownedFiles,
  };
}

type BookkeepingTest = (rel: string, kind: EntryKind) => boolean;
type OwnerLookup = (rel: string) => string | null;

/**
 * Every output directory's artifacts from one pass over the tree: all mode, the speculative
 * hashing, the unlisted-file rule and stamp ask about every directory.
 */
function findOwnedAtOnce(
  entries: ListedEntries,
  isBookkeeping: BookkeepingTest,
  ownerOf: OwnerLookup,
): (dir: string) => readonly FileId[] {
  const owned = new Map<string, FileId[]>();
  // Every file of a directory has the same owner, and the entries are sorted by path, so a
  // directory's files mostly come one after another: the last file's directory (its path up to
  // and with the last `/`) and its owner's list serve the next file there without a dirname
  // string and two lookups per file. A file whose path starts with that prefix and has no `/`
  // after it is in that very directory.
  let lastPrefix = '';
  let lastSlash = -2;
  let lastList: FileId[] | null = null;
  for (let i = 0; i < entries.size; i++) {
    const kind = entries.kindAt(i);
    if (kind === 'dir') continue;
    const rel = entries.relAt(i);
    if (isBookkeeping(rel, kind)) continue;
    const slash = rel.lastIndexOf('/');
    if (slash === lastSlash && (slash < 0 || rel.startsWith(lastPrefix))) {
      if (lastList !== null) lastList.push(i as FileId);
      continue;
    }
    const owner = ownerOf(rel);
    lastSlash = slash;
    lastPrefix = slash < 0 ? '' : rel.slice(0, slash + 1);
    if (owner === null) {
      lastList = null;
      continue;
    }
    const list = owned.get(owner);
    if (list) list.push(i as FileId);
    else owned.set(owner, [i as FileId]);
    lastList = list ?? (owned.get(owner) as FileId[]);
  }
  return (dir) => owned.get(dir) ?? [];
}

/**
 * An output directory's artifacts found when it is first asked ({@link LayoutOptions.ownedOnDemand}):
 * the files it owns all lie under it (an owner is a directory above the file, or `.`), and in
 * entries sorted by path those are the one run from `dir/` up to `dir0` (`0` follows `/`).
 * The same files in the same order as {@link findOwnedAtOnce}.
 */
function findOwnedOnDemand(
  entries: ListedEntries,
  isBookkeeping: BookkeepingTest,
  ownerOf: OwnerLookup,
): (dir: string) => readonly FileId[] {
  const owned = new Map<string, FileId[]>();
  return (dir) => {
    const known = owned.get(dir);
    if (known) return known;
    const list: FileId[] = [];
    const from = dir === '.' ? 0 : findFirstAtOrAfter(entries, `${dir}/`);
    const to = dir === '.' ? entries.size : findFirstAtOrAfter(entries, `${dir}0`);
    for (let i = from; i < to; i++) {
      const kind = entries.kindAt(i);
      if (kind === 'dir') continue;
      const rel = entries.relAt(i);
      if (isBookkeeping(rel, kind)) continue;
      if (ownerOf(rel) === dir) list.push(i as FileId);
    }
    owned.set(dir, list);
    return list;
  };
}

/** True when the entries' paths are strictly ascending, in the walk's order (UTF-16 code units). */
function isSortedByPath(entries: ListedEntries): boolean {
  let previous: string | undefined;
  for (let i = 0; i < entries.size; i++) {
    const rel = entries.relAt(i);
    if (previous !== undefined && !(previous < rel)) return false;
    previous = rel;
  }
  return true;
}

/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
export function listOwnedFiles(
  dir: string,
  tree: ListedTree,
  config: Pick<Config, 'outputs' | 'envelopes' | 'skillGraphs' | 'packets'>,
): string[] {
  const layout = buildLayout(tree, config, { newPassportDir: dir });
  return layout.ownedFiles(dir).map((i) => tree.entries.relAt(i));
}
