/**
 * The provenance diff of two revisions: which passports were added, removed or changed and
 * how (compare.ts), which head passports are stale and in what order to re-run them
 * (repo/stale.ts, the audit's chain-stale computation too), and the provenance coverage of both (coverage.ts). Pure: it takes what was
 * read of each revision (passport files and a file listing, as plain data) and returns plain
 * data; reading a revision is read-revision.ts's job.
 */
import type { Config } from '../config/config.js';
import { relativeDirname } from '../util/relative-path.js';
import { comparePair } from './compare.js';
import { measureCoverage } from './coverage.js';
import { readFacts, type PassportFacts } from './facts.js';
import { matchPassports } from './match.js';
import { listUnchanged, planReruns } from '../repo/stale.js';
import type {
  Coverage,
  DiffProblem,
  ListedEntry,
  PassportChange,
  PassportFile,
  ProvenanceDiff,
  RevisionInfo,
} from '../core/diff-model.js';

/** What was read of one revision. */
export interface RevisionSnapshot {
  info: RevisionInfo;
  /** Every passport file of the revision (ignore globs applied), readable or not. */
  passports: readonly PassportFile[];
  /** The revision's file listing (ignore globs applied), or null when it cannot be known. */
  tree: readonly ListedEntry[] | null;
  /** How the listing was obtained. */
  treeSource: Coverage['source'];
  /** Why the listing is null (coverage unknown). */
  treeUnknown?: string;
}

/** Options of {@link diffProvenance}. */
export interface DiffOptions {
  /** The config in force: ownership (`outputs:`, `packets`) and how artifact paths are written. */
  config: Pick<Config, 'outputs' | 'packets' | 'pathBase'>;
}

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/** How many passports changed signer, when any did (absent otherwise: the common case reads as before). */
function signersChanged(changes: readonly PassportChange[]): { signers_changed?: number } {
  const n = changes.filter((c) => c.signer).length;
  return n > 0 ? { signers_changed: n } : {};
}

/** Diffs two revisions. */
export function diffProvenance(
  base: RevisionSnapshot,
  head: RevisionSnapshot,
  options: DiffOptions,
): ProvenanceDiff {
  const factOptions = { pathBase: options.config.pathBase };
  const baseFacts = [...base.passports].sort(byPath).map((f) => readFacts(f, factOptions));
  const headFacts = [...head.passports].sort(byPath).map((f) => readFacts(f, factOptions));

  const pathById = (facts: readonly PassportFacts[]) => {
    const index = new Map<string, string>();
    for (const f of facts) if (f.id !== null && !index.has(f.id)) index.set(f.id, f.path);
    return index;
  };
  const headIds = pathById(headFacts);
  const baseIds = pathById(baseFacts);
  const pathOfId = (id: string) => headIds.get(id) ?? baseIds.get(id) ?? null;

  const pairs = matchPassports(baseFacts, headFacts);
  const changes: PassportChange[] = [];
  let unchanged = 0;
  for (const pair of pairs) {
    // Unreadable on both sides: whether it changed cannot be told; `problems` lists both.
    if (pair.base?.file.value === null && pair.head?.file.value === null) continue;
    const change = comparePair(pair, pathOfId);
    if (change) changes.push(change);
    else unchanged++;
  }

  // The audit's chain-stale asks the same function with the same two lists of files.
  const unchangedHead = listUnchanged(
    baseFacts.map((f) => f.file),
    headFacts.map((f) => f.file),
  );
  const stale = planReruns({ base: baseFacts, head: headFacts, unchangedHead });

  // A directory whose passport this change removed stays an output directory of the head.
  const headDirs = new Set(headFacts.map((f) => f.dir));
  const formerPassportDirs = changes
    .filter((c) => c.change === 'removed')
    .map((c) => relativeDirname(c.path))
    .filter((d) => !headDirs.has(d));
  const coverageOf = (side: RevisionSnapshot, facts: readonly PassportFacts[], former: string[]) =>
    side.tree === null
      ? null
      : measureCoverage({
          tree: side.tree,
          passports: facts,
          config: options.config,
          formerPassportDirs: former,
          source: side.treeSource,
        });
  const coverage: ProvenanceDiff['coverage'] = {
    base: coverageOf(base, baseFacts, []),
    head: coverageOf(head, headFacts, formerPassportDirs),
  };
  if (coverage.base === null)
    coverage.base_unknown = base.treeUnknown ?? 'the file list is unknown';
  if (coverage.head === null)
    coverage.head_unknown = head.treeUnknown ?? 'the file list is unknown';

  const problems: DiffProblem[] = [];
  for (const [side, facts] of [
    ['base', baseFacts],
    ['head', headFacts],
  ] as const) {
    for (const f of facts)
      if (f.file.value === null)
        problems.push({ side, path: f.path, problem: f.file.problem ?? 'could not be read' });
  }

  const count = (kind: PassportChange['change']) => changes.filter((c) => c.change === kind).length;
  return {
    diff_version: '1',
    base: base.info,
    head: head.info,
    summary: {
      passports_added: count('added'),
      passports_removed: count('removed'),
      passports_changed: count('changed'),
      passports_unchanged: unchanged,
      outputs_changed: changes.reduce((n, c) => n + c.outputs.length, 0),
      stale: stale.length,
      unreadable: problems.length,
      ...signersChanged(changes),
    },
    passports: changes,
    stale,
    coverage,
    problems,
  };
}
