/**
 * Provenance coverage of one revision: integrity-audit mode 4 as numbers. Pure.
 *
 * The ownership rules are the audit's (repo/ownership.ts): the output directories are the
 * directories holding a passport and those the config's `outputs:` globs match (or, without
 * `outputs:`, every directory directly under a root inferred from the passports); a file
 * belongs to the nearest enclosing output directory; the gate's own bookkeeping (passports,
 * acknowledgments beside packets) is no artifact.
 *
 * - directories: output directories holding a passport, of the output directories that hold
 *   a passport or at least one artifact (an empty one is what passport-missing skips too);
 * - artifacts: files under the output directories that a passport of the revision lists as an
 *   output, of all such files (listed, not verified: the audit verifies the digests).
 */
import type { Config } from '../config/config.js';
import {
  createBookkeepingTest,
  createOwnerLookup,
  findOutputDirectories,
} from '../repo/ownership.js';
import { isPassportPath } from '../formats/passport.js';
import { relativeDirname } from '../util/relative-path.js';
import type { PassportFacts } from './facts.js';
import type { Coverage, ListedEntry } from '../core/diff-model.js';
import { TreeEntries } from '../fs/tree-entries.js';

/** What {@link measureCoverage} needs. */
export interface CoverageInput {
  /** The revision's files and directories (ignore globs applied). */
  tree: readonly ListedEntry[];
  /** The revision's passports, as read. */
  passports: readonly PassportFacts[];
  config: Pick<Config, 'outputs' | 'packets'>;
  /**
   * Directories whose passport this change deleted: still output directories (as the audit
   * keeps them, so deleting a passport never removes the requirement), without a passport.
   */
  formerPassportDirs?: Iterable<string>;
  source: Coverage['source'];
}

/** Measures the coverage of one revision. */
export function measureCoverage(input: CoverageInput): Coverage {
  const { tree, config } = input;
  const files = tree.filter((e) => e.kind !== 'dir').map((e) => e.rel);
  const passportDirs = new Set(files.filter(isPassportPath).map(relativeDirname));
  const { dirs } = findOutputDirectories(
    TreeEntries.fromList(tree),
    new Set([...passportDirs, ...(input.formerPassportDirs ?? [])]),
    config,
  );
  const isBookkeeping = createBookkeepingTest(files, config);
  const ownerOf = createOwnerLookup(dirs);
  const listed = new Set<string>();
  for (const p of input.passports) for (const o of p.outputs.keys()) listed.add(o);
  const occupied = new Set<string>(passportDirs);
  let vouched = 0;
  let total = 0;
  for (const { rel, kind } of tree) {
    if (kind === 'dir' || isBookkeeping(rel, kind)) continue;
    const owner = ownerOf(rel);
    if (owner === null) continue;
    occupied.add(owner);
    total++;
    if (listed.has(rel)) vouched++;
  }
  let withPassport = 0;
  let directories = 0;
  for (const d of dirs) {
    if (!occupied.has(d)) continue;
    directories++;
    if (passportDirs.has(d)) withPassport++;
  }
  return {
    directories: { with_passport: withPassport, total: directories },
    artifacts: { vouched, total },
    source: input.source,
  };
}
