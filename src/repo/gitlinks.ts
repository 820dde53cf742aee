/**
 * Submodules whose content the gate cannot see. git checks a submodule (a gitlink) out as an
 * empty directory unless the checkout fetches it, so an output directory that is one, or one
 * a change names, would otherwise pass as holding nothing (`scope-empty`, or no file to
 * check). The candidates are the empty directories that are, or lie in, an output directory,
 * and the changed paths that are directories on disk; git says which of them are gitlinks.
 */
import type { GitlinkQuery } from '../core/ignored.js';
import { relativeDirname } from '../util/relative-path.js';
import type { ListedEntries } from '../fs/tree-entries.js';
import type { Changes } from './changes.js';
import type { Layout } from './layout.js';

/** The directories to ask git about: empty ones in an output directory, changed ones. */
function listGitlinkCandidates(
  entries: ListedEntries,
  layout: Pick<Layout, 'ownerOf'>,
  changes: Pick<Changes, 'files'>,
): string[] {
  const candidates = new Set<string>();
  const dirs = new Set<string>();
  const holding = new Set<string>();
  for (let i = 0; i < entries.size; i++) {
    const rel = entries.relAt(i);
    if (entries.kindAt(i) === 'dir') dirs.add(rel);
    holding.add(relativeDirname(rel));
  }
  for (const dir of dirs)
    if (!holding.has(dir) && layout.ownerOf(`${dir}/.`) !== null) candidates.add(dir);
  for (const rel of changes.files ?? []) if (dirs.has(rel)) candidates.add(rel);
  return [...candidates].sort();
}

/** The candidates git records as gitlinks, sorted; none without a query. */
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
