import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TreeEntries } from '../../src/fs/tree-entries.js';
import type { EntryKind, TreeEntry } from '../../src/fs/walk.js';
import { findUnseenGitlinks } from '../../src/repo/gitlinks.js';

/**
 * Names that sort around the slash: `-` and `.` below it (a sibling `a-b` or `a.c` lies between
 * `a` and `a/x`), `0` and letters above it, a high BMP unit and an astral one (UTF-16 order).
 */
const NAMES = ['a', 'a-b', 'a.c', 'a0', 'b', '-', '\u00e9', '\uffee', '\u{1F600}'];

/** A generated path: one to three names. */
const relPath = fc
  .array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 })
  .map((s) => s.join('/'));

/**
 * A sorted listing as the walk gives it: each path with its directories (unless `dropParents`
 * leaves some out, a listing the walk does not make but the answer must not depend on), the
 * leaf's kind drawn, strictly ascending by `<`.
 */
function listing(
  leaves: readonly { rel: string; kind: EntryKind }[],
  dropParents: readonly string[],
): TreeEntry[] {
  const byRel = new Map<string, EntryKind>();
  for (const { rel, kind } of leaves) {
    const parts = rel.split('/');
    for (let k = 1; k < parts.length; k++) {
      const dir = parts.slice(0, k).join('/');
      if (!dropParents.includes(dir)) byRel.set(dir, 'dir');
    }
    if (!byRel.has(rel)) byRel.set(rel, kind);
  }
  return [...byRel]
    .map(([rel, kind]) => ({ rel, kind }))
    .sort((x, y) => (x.rel < y.rel ? -1 : x.rel > y.rel ? 1 : 0));
}

/**
 * The candidates by the plain reading, computed here independently: every directory no entry
 * lies directly in (by `path.posix.dirname`) that an output directory owns, and every changed
 * path listed as a directory, sorted.
 */
function expectedCandidates(
  list: readonly TreeEntry[],
  ownerOf: (rel: string) => string | null,
  changed: readonly string[] | null,
): string[] {
  const out = new Set<string>();
  for (const e of list) {
    if (e.kind !== 'dir') continue;
    const holds = list.some((f) => path.posix.dirname(f.rel) === e.rel);
    if (!holds && ownerOf(`${e.rel}/.`) !== null) out.add(e.rel);
  }
  for (const rel of changed ?? [])
    if (list.some((e) => e.rel === rel && e.kind === 'dir')) out.add(rel);
  return [...out].sort();
}

/** An owner lookup of `outputs`: the output directory `rel` is in, or null. */
const ownerLookup =
  (outputs: readonly string[]) =>
  (rel: string): string | null =>
    outputs.find((o) => rel.startsWith(`${o}/`)) ?? null;

/** The candidates `findUnseenGitlinks` asks git about, and its answer when git says `yes`. */
async function ask(
  list: readonly TreeEntry[],
  ownerOf: (rel: string) => string | null,
  changed: readonly string[] | null,
  yes: (rel: string) => boolean,
): Promise<{ asked: string[]; found: string[] }> {
  let asked: string[] = [];
  const found = await findUnseenGitlinks(
    TreeEntries.fromSortedList(list),
    { ownerOf },
    { files: changed === null ? null : new Set(changed) },
    (rels) => {
      asked = [...rels];
      return Promise.resolve(new Set(rels.filter(yes)));
    },
  );
  return { asked, found };
}

describe('findUnseenGitlinks', () => {
  it('asks git about what the plain reading of the listing names, over generated sorted listings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            rel: relPath,
            kind: fc.constantFrom<EntryKind>('file', 'dir', 'dir', 'symlink'),
            // One leaf in six loses its parent directory from the listing.
            dropParent: fc.integer({ min: 0, max: 5 }).map((k) => k === 0),
          }),
          { maxLength: 14 },
        ),
        fc.array(relPath, { maxLength: 3 }),
        fc.option(fc.array(relPath, { maxLength: 4 }), { nil: null }),
        fc.boolean(),
        async (leaves, outputs, changed, rootOutput) => {
          const dropParents = leaves
            .filter((l) => l.dropParent && l.rel.includes('/'))
            .map((l) => path.posix.dirname(l.rel));
          const list = listing(leaves, dropParents);
          // An output directory at the root owns every directory (`outputs: ["."]`).
          const owner = rootOutput ? () => '.' : ownerLookup(outputs);
          const expected = expectedCandidates(list, owner, changed);
          const yes = (rel: string) => rel.length % 2 === 0;
          const { asked, found } = await ask(list, owner, changed, yes);
          expect(asked).toEqual(expected);
          expect(found).toEqual(expected.filter(yes));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('sees a directory as empty past its siblings below the slash, and as holding past them', async () => {
    const dir = (rel: string): TreeEntry => ({ rel, kind: 'dir' });
    const file = (rel: string): TreeEntry => ({ rel, kind: 'file' });
    const all = () => true;
    // `a-b` and `a.c` sort between `a` and `a/x`: `a` holds `a/x`.
    expect(
      (
        await ask(
          [dir('a'), file('a-b'), dir('a.c'), file('a/x')],
          ownerLookup(['a', 'a.c']),
          null,
          all,
        )
      ).asked,
    ).toEqual(['a.c']);
    // Nothing below `a`, only its siblings after it: `a` is empty.
    expect(
      (await ask([dir('a'), file('a-b'), file('a.c'), file('a0')], ownerLookup(['a']), null, all))
        .asked,
    ).toEqual(['a']);
    expect(
      (await ask([dir('a'), file('a-b'), file('a.c'), dir('a/e')], ownerLookup(['a']), null, all))
        .asked,
    ).toEqual(['a/e']);
    // Entries below `a` without the directory between: none lies directly in `a`.
    expect((await ask([dir('a'), file('a/b/c')], ownerLookup(['a']), null, all)).asked).toEqual([
      'a',
    ]);
    expect(
      (await ask([dir('o'), dir('o/a'), file('o/a/b/c')], ownerLookup(['o']), null, all)).asked,
    ).toEqual(['o/a']);
    // A changed path is asked about when it is a listed directory, empty or not.
    expect(
      (await ask([dir('a'), file('a/x'), file('b')], ownerLookup([]), ['a', 'b', 'c'], all)).asked,
    ).toEqual(['a']);
  });
});
