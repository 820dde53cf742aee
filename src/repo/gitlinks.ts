/**
 * Submodules whose content the gate cannot see. git checks a submodule (a gitlink) out as an
 * empty directory unless the checkout fetches it, so an output directory that is one, or one
 * a change names, would otherwise pass as holding nothing (`scope-empty`, or no file to
 * check). The candidates are the empty directories that are, or lie in, an output directory,
 * and the changed paths that are directories on disk; git says which of them are gitlinks.
 */
import type { GitlinkQuery } from '../core/ignored.js';
import { findFirstAtOrAfter, type ListedEntries } from '../fs/tree-entries.js';
import type { Changes } from './changes.js';
import type { Layout } from './layout.js';

/**
 * The directories to ask git about: empty ones in an output directory, changed ones. `entries`
 * must be strictly ascending by path in UTF-16 code units (`<`), the walk's order
 * (RepoTree.entries): then a directory's entries below it are one run found from its own index,
 * and no set of every directory and every entry's dirname is built. Those two sets cost 12–23 ms
 * of a changed-mode run on 10,000 passports (docs/performance.md, issue 41, branch
 * changed-passes), a pass over the whole tree to find the few empty directories.
 */
function listGitlinkCandidates(
  entries: ListedEntries,
  layout: Pick<Layout, 'ownerOf'>,
  changes: Pick<Changes, 'files'>,
): string[] {
  const candidates = new Set<string>();
  for (let i = 0; i < entries.size; i++) {
    if (entries.kindAt(i) !== 'dir') continue;
    const dir = entries.relAt(i);
    if (!holdsEntry(entries, i, dir) && layout.ownerOf(`${dir}/.`) !== null) candidates.add(dir);
  }
  for (const rel of changes.files ?? []) {
    const at = findFirstAtOrAfter(entries, rel);
    if (at < entries.size && entries.relAt(at) === rel && entries.kindAt(at) === 'dir')
      candidates.add(rel);
  }
  return [...candidates].sort();
}

/** The slash's code unit: what separates a directory from the names below it. */
const SLASH = 0x2f;

/**
 * True when an entry of `entries` lies directly in `dir`, listed at `at`. The entries below
 * `dir` are those from the first path not below `dir + "/"` on, while they start with it: the
 * entry after `at` unless a sibling whose name continues `dir`'s with a code unit below the
 * slash (`dir-x`, `dir.x`) lies between, when the run is searched for. Its first entry lies
 * directly in `dir` whenever the walk listed every directory it descended into; the rest of the
 * run is read only when it did not (a directory's entries without the directory), so that the
 * answer stays "some entry's dirname is `dir`" for any sorted listing.
 */
function holdsEntry(entries: ListedEntries, at: number, dir: string): boolean {
  const next = at + 1;
  if (next >= entries.size) return false;
  const after = entries.relAt(next);
  // After `dir` comes something not starting with it, or continuing it above the slash: then
  // nothing lies between `dir` and it, and every path below `dir` would.
  if (!after.startsWith(dir) || after.length === dir.length) return false;
  const unit = after.charCodeAt(dir.length);
  if (unit > SLASH) return false;
  const prefix = `${dir}/`;
  let i = unit === SLASH ? next : findFirstAtOrAfter(entries, prefix, next);
  for (; i < entries.size; i++) {
    const rel = entries.relAt(i);
    if (!rel.startsWith(prefix)) return false;
    if (rel.indexOf('/', prefix.length) < 0) return true;
  }
  return false;
}

/**
 * The candidates git records as gitlinks, sorted; none without a query. `entries` strictly
 * ascending by path (`<`), as the walk lists them.
 */
export async function findUnseenGitlinks(
  entries: ListedEntries,
  layout: Pick<Layout, 'ownerOf'>,
  changes: Pick<Changes, 'files'>,
  query: GitlinkQuery | undefined,
): Promise<string[]> {
  if (!query) return [];
  const candidates = listGitlinkCandidates(entries, layout, changes);
  if (candidates.length === 0) return [];
  const found = await query(candidates);
  return candidates.filter((c) => found.has(c));
}
