/**
 * Which directories are output directories, and which files in them are artifacts: the
 * ownership rule behind `passport-missing` and `artifact-unlisted`, shared by the audit
 * (audit/pipeline.ts) and `stamp` (produce/stamp/), so a stamped directory lists exactly what the
 * audit expects of it.
 *
 * - A file belongs to the nearest enclosing output directory (none: it is no artifact).
 * - Output directories: every directory holding a passport, and every directory matched by
 *   the config's `outputs:` globs. Without `outputs:`, the globs are inferred from the
 *   passports ({@link inferOutputRoots}): the parent of each directory holding a passport is
 *   an output root, and every directory directly under a root is an output directory, as if
 *   `outputs: ["<root>/*"]` had been written (what `passport-gate init` writes to pin them).
 * - Only bookkeeping is never an artifact: the passport files themselves, the acknowledgment
 *   written beside a packet in an inbox, and the workflow engines' files named in
 *   core/engine-bookkeeping.ts ({@link createBookkeepingTest}).
 */
import { ackPathOf } from '../formats/ack-path.js';
import { isAttestationPath, isPassportPath } from '../formats/passport.js';
import { relativeDirname } from '../util/relative-path.js';
import type { EntryKind } from '../fs/walk.js';
import type { ListedEntries } from '../fs/tree-entries.js';
import { isEngineBookkeepingName } from '../core/engine-bookkeeping.js';
import { compileGlobs } from '../util/globs.js';
import { type Config } from '../config/config.js';

/**
 * Output roots inferred from the directories holding passports, each with the passport
 * directories directly under it (the evidence), sorted. The parent of a passport directory is
 * a root, except:
 *  - the repository root itself: every top-level directory would need a passport, `data/`
 *    and `docs/` included;
 *  - a directory that is, or lies inside, a passport directory: everything under it already
 *    belongs to that passport (nested directories are owned by the nearest passport directory
 *    above them), and a root there would take files away from it.
 */
export function inferOutputRoots(passportDirs: ReadonlySet<string>): Map<string, string[]> {
  const roots = new Map<string, string[]>();
  const insidePassportDir = new Map<string, boolean>();
  const isInside = (dir: string): boolean => {
    const known = insidePassportDir.get(dir);
    if (known !== undefined) return known;
    const inside = passportDirs.has(dir) || (dir !== '.' && isInside(relativeDirname(dir)));
    insidePassportDir.set(dir, inside);
    return inside;
  };
  // Passport directories come in path order, siblings one after another: a directory whose
  // parent is the previous one's takes that parent's decision, without asking again whether
  // the parent lies inside a passport directory (10,000 directories at workload 3; issue 41).
  let previous: string | undefined;
  let previousList: string[] | undefined;
  for (const dir of passportDirs) {
    if (dir === '.') continue;
    const root = relativeDirname(dir);
    if (root === previous) {
      previousList?.push(dir);
      continue;
    }
    previous = root;
    previousList = undefined;
    if (root === '.' || isInside(root)) continue;
    let list = roots.get(root);
    if (!list) roots.set(root, (list = []));
    list.push(dir);
    previousList = list;
  }
  for (const list of roots.values()) list.sort();
  return new Map([...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Characters picomatch may read as syntax (wildcards, classes, groups, negation, extglob
 * markers, quoted literals), escaped with a backslash in a literal directory name. A backslash
 * before an ordinary character means that character, so escaping one too many is harmless.
 */
const GLOB_SYNTAX = /[\\*?[\]{}()!+@"'|]/g;

/** The `outputs:` glob that pins an output root: every directory directly under it. */
export function globForRoot(root: string): string {
  return `${root.replace(GLOB_SYNTAX, '\\$&')}/*`;
}

/** The output directories of a tree, and the roots inferred when `outputs:` is not configured. */
export interface OutputDirectories {
  dirs: Set<string>;
  /** Inferred root → the passport directories directly under it; empty when `outputs:` is configured. */
  inferredRoots: Map<string, string[]>;
}

/**
 * The output directories of a walked tree: the passport directories, and the directories the
 * `outputs:` globs match, or (no `outputs:`) the directories directly under an inferred root.
 */
export function findOutputDirectories(
  entries: ListedEntries,
  passportDirs: ReadonlySet<string>,
  config: Pick<Config, 'outputs'>,
  basePassportDirs?: ReadonlySet<string>,
): OutputDirectories {
  const dirs = new Set(passportDirs);
  if (config.outputs.length > 0) {
    const isOutputGlob = compileGlobs(config.outputs, 'outputs');
    for (let i = 0; i < entries.size; i++) {
      if (entries.kindAt(i) !== 'dir') continue;
      const rel = entries.relAt(i);
      if (isOutputGlob(rel)) dirs.add(rel);
    }
    if (isOutputGlob('.')) dirs.add('.');
    return { dirs, inferredRoots: new Map() };
  }
  const inferredRoots = inferOutputRoots(passportDirs);
  // Roots the base had stay roots: a passport the change adds cannot dissolve one.
  if (basePassportDirs)
    for (const [root, evidence] of inferOutputRoots(basePassportDirs))
      if (!inferredRoots.has(root)) inferredRoots.set(root, evidence);
  if (inferredRoots.size > 0) {
    // The walk lists siblings one after another: a directory's parent is most often the
    // previous directory's, recognized in place (its length and prefix) without making the
    // string; relativeDirname per directory was 10,000 strings at workload 3 (issue 41, branch
    // changed-cuts). The walk's paths are normal (no '.', '..' or empty segment, no trailing
    // slash), so the parent is the text before the last slash, '.' when there is none.
    let parent = '';
    let underRoot = false;
    for (let i = 0; i < entries.size; i++) {
      if (entries.kindAt(i) !== 'dir') continue;
      const rel = entries.relAt(i);
      const slash = rel.lastIndexOf('/');
      const same = slash < 0 ? parent === '.' : parent.length === slash && rel.startsWith(parent);
      if (!same) {
        parent = slash < 0 ? '.' : rel.slice(0, slash);
        underRoot = inferredRoots.has(parent);
      }
      if (underRoot) dirs.add(rel);
    }
  }
  return { dirs, inferredRoots };
}

/**
 * The test for bookkeeping, which is never an artifact (exempt from `artifact-unlisted`, never
 * listed by `stamp`): the gate's own (a passport file; its attestation bundle
 * `<run-id>.passport.sigstore.json`, signed after the passport, so it cannot list it; or the
 * acknowledgment `X.ack` beside a packet `X.json` that the `packets` globs match: it is written
 * by the receiving agent after the step that wrote the packet, so no passport of that step can
 * list it), and a regular file named as in core/engine-bookkeeping.ts, the one list of workflow
 * engines' bookkeeping files (Snakemake's `.snakemake_timestamp`). Everything else (dotfiles, a
 * `.passport-gate.yml`, an `.ack` beside no packet, a symbolic link named
 * `.snakemake_timestamp`) is a file like any other. `handoffCandidates`: the tree's files that
 * may be packets (every file, or those a superset of the `packets` globs matched).
 */
export function createBookkeepingTest(
  handoffCandidates: Iterable<string>,
  config: Pick<Config, 'packets'>,
): (rel: string, kind: EntryKind) => boolean {
  const isPacket = compileGlobs(config.packets, 'packets');
  const acks = new Set<string>();
  for (const rel of handoffCandidates) if (isPacket(rel)) acks.add(ackPathOf(rel));
  return (rel, kind) =>
    isPassportPath(rel) ||
    isAttestationPath(rel) ||
    (acks.size > 0 && acks.has(rel)) ||
    (kind === 'file' && isEngineBookkeepingName(rel));
}

/**
 * The nearest output directory owning a file, remembered per directory: every file of a
 * directory has the same owner, and a tree's files outnumber its directories ten to one on a
 * typical output tree.
 */
export function createOwnerLookup(outputDirs: ReadonlySet<string>): (rel: string) => string | null {
  const ownerByDir = new Map<string, string | null>();
  return (rel) => {
    const start = relativeDirname(rel);
    const known = ownerByDir.get(start);
    if (known !== undefined) return known;
    const visited: string[] = [];
    let owner: string | null = null;
    for (let dir = start; ; dir = relativeDirname(dir)) {
      const cached = ownerByDir.get(dir);
      if (cached !== undefined) {
        owner = cached;
        break;
      }
      visited.push(dir);
      if (outputDirs.has(dir)) {
        owner = dir;
        break;
      }
      if (dir === '.') break;
    }
    for (const dir of visited) ownerByDir.set(dir, owner);
    return owner;
  };
}

/**
 * The output directory a finding's path belongs to, by the ownership rule above: a path that
 * is itself an output directory (a finding on the directory, such as `passport-missing`) is
 * its own; any other path belongs to the nearest output directory above it
 * ({@link createOwnerLookup}, the layout's and `stamp`'s rule). The verdict (audit/verdict.ts)
 * charges a finding to that directory's passports, so the passport a finding fails is the one
 * whose `stamp` can clear it.
 */
export function createFindingOwnerLookup(
  outputDirs: ReadonlySet<string>,
): (rel: string) => string | null {
  const ownerOf = createOwnerLookup(outputDirs);
  return (rel) => (rel === '' ? null : outputDirs.has(rel) ? rel : ownerOf(rel));
}
