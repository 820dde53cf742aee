import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { TreeEntry } from '../../src/fs/walk.js';
import { TreeEntries, type ListedEntries } from '../../src/fs/tree-entries.js';
import { buildLayout, selectDocuments } from '../../src/repo/layout.js';
import { isPassportPath } from '../../src/formats/passport.js';
import { compileGlobs } from '../../src/util/globs.js';

/**
 * Names chosen to sort on both sides of `/` (`-`, `.`, ` ` before it; `0` after it), so a
 * directory's files and its look-alike siblings (`a-b`, `a.b`, `a0`) interleave in path order,
 * with the gate's bookkeeping (passports, a packet and its acknowledgment, an engine's file).
 */
const DIR_NAMES = ['a', 'a-b', 'a.b', 'a0', 'b', ' c', 'agent-inboxes', 'x'];
const FILE_NAMES = [
  'f.tsv',
  'g',
  'x.passport.json',
  'y.passport.json',
  'p.json',
  'p.ack',
  '.snakemake_timestamp',
];

/** A tree's paths: up to three directories deep, each file under one of them or at the root. */
const treeArb = fc.uniqueArray(
  fc.tuple(
    fc.array(fc.constantFrom(...DIR_NAMES), { maxLength: 3 }),
    fc.constantFrom(...FILE_NAMES),
  ),
  { maxLength: 40, selector: ([dirs, name]) => [...dirs, name].join('/') },
);

/** Every file and every directory on the way to one, sorted by path as the walk sorts them. */
function listEntries(files: readonly (readonly [readonly string[], string])[]): TreeEntry[] {
  const byRel = new Map<string, TreeEntry>();
  for (const [dirs, name] of files) {
    for (let i = 1; i <= dirs.length; i++) {
      const rel = dirs.slice(0, i).join('/');
      byRel.set(rel, { rel, kind: 'dir' });
    }
    const rel = [...dirs, name].join('/');
    byRel.set(rel, { rel, kind: 'file' });
  }
  return [...byRel.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** The entries, each counting how often its path is read. */
function countReads(entries: readonly TreeEntry[]): { entries: ListedEntries; reads: number[] } {
  const reads = entries.map(() => 0);
  const columns = TreeEntries.fromList(entries);
  return {
    reads,
    entries: {
      size: columns.size,
      kindAt: (i) => columns.kindAt(i),
      relAt: (i) => {
        reads[i] = (reads[i] as number) + 1;
        return columns.relAt(i);
      },
    },
  };
}

describe('buildLayout: the files an output directory owns', () => {
  it('found on demand (changed mode) are the one pass’s, and no artifact is looked at for a directory not asked', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (files, withOutputsGlob, shuffled, seed) => {
          const sorted = listEntries(files);
          // Entries out of path order: the layout cannot take a directory's files as one run.
          const entries = shuffled
            ? [...sorted].sort(
                (a, b) => ((a.rel.length * 31 + seed) % 7) - ((b.rel.length * 31 + seed) % 7),
              )
            : sorted;
          const config = { ...DEFAULT_CONFIG, outputs: withOutputsGlob ? ['a*', 'a/*'] : [] };
          const tree = { entries: TreeEntries.fromList(entries) };
          const once = buildLayout(tree, config);
          const counted = countReads(entries);
          const onDemand = buildLayout({ entries: counted.entries }, config, {
            ownedOnDemand: true,
          });
          const readWhenBuilt = [...counted.reads];
          const asked = [...once.outputDirs, 'b', '.', 'nowhere'];
          for (const dir of asked) {
            expect(onDemand.ownedFiles(dir)).toEqual(once.ownedFiles(dir));
            // Asked again: the same answer.
            expect(onDemand.ownedFiles(dir)).toEqual(once.ownedFiles(dir));
          }
          if (shuffled && entries.some((e, i) => e !== sorted[i])) return;
          // Sorted entries: building the layout reads an artifact's path no more often than the
          // one pass does, and its owner is not looked for then: its directory's ask reads it
          // (an answer made at the build would be kept, and the ask would read nothing). The
          // columns read a path once per pass, so the counts alone no longer tell the two apart.
          const countedOnce = countReads(entries);
          buildLayout({ entries: countedOnce.entries }, config);
          entries.forEach((e, i) => {
            if (
              e.kind === 'dir' ||
              once.isBookkeeping(e.rel, e.kind) ||
              once.ownerOf(e.rel) === null
            )
              return;
            expect(readWhenBuilt[i]).toBeLessThanOrEqual(countedOnce.reads[i] as number);
            expect(counted.reads[i]).toBeGreaterThan(readWhenBuilt[i] as number);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('selectDocuments: the passports, handoff files and acknowledgments in one pass', () => {
  it('selects what the three passes over the entries selected, and the passports not plain', () => {
    const KINDS = ['file', 'symlink', 'other', 'dir'] as const;
    const names = [
      ...FILE_NAMES,
      'q.handoff.yaml',
      'skill-graph.yml',
      'z.ack',
      'w.passport.json.ack',
      'h.passport.json',
    ];
    const entriesArb = fc.uniqueArray(
      fc.tuple(
        fc.array(fc.constantFrom(...DIR_NAMES), { maxLength: 3 }),
        fc.constantFrom(...names),
        fc.constantFrom(...KINDS),
      ),
      { maxLength: 40, selector: ([dirs, name]) => [...dirs, name].join('/') },
    );
    fc.assert(
      fc.property(entriesArb, fc.boolean(), fc.boolean(), (drawn, withPackets, ignoreSome) => {
        const entries: TreeEntry[] = drawn
          .map(([dirs, name, kind]) => ({ rel: [...dirs, name].join('/'), kind }))
          .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
        const config = {
          ...DEFAULT_CONFIG,
          packets: withPackets ? ['**/agent-inboxes/*/*.json', 'a/*.json'] : [],
        };
        const tree = { entries: TreeEntries.fromList(entries) };
        const documents = selectDocuments(tree, config);
        // The plain reading: each selection its own pass, as the layout and the audit's ignore
        // question made them.
        const isHandoff = compileGlobs(
          [...config.envelopes, ...config.skillGraphs, ...config.packets],
          'handoff globs',
        );
        const nonDirs = entries.filter((e) => e.kind !== 'dir');
        const passports = nonDirs.filter((e) => isPassportPath(e.rel));
        expect(documents.passports).toEqual(passports.map((e) => e.rel));
        expect(documents.unplainPassports).toEqual(
          passports.filter((e) => e.kind !== 'file').map((e) => e.rel),
        );
        expect(documents.handoffs).toEqual(
          nonDirs.filter((e) => isHandoff(e.rel)).map((e) => e.rel),
        );
        expect(documents.all).toEqual(
          nonDirs
            .filter((e) => isPassportPath(e.rel) || e.rel.endsWith('.ack') || isHandoff(e.rel))
            .map((e) => e.rel),
        );
        // The layout built from them is the layout built from the entries alone.
        const ignoredPassports = new Set(
          ignoreSome ? passports.filter((_, i) => i % 2 === 0).map((e) => e.rel) : [],
        );
        const given = buildLayout(tree, config, { documents, ignoredPassports });
        const alone = buildLayout(tree, config, { ignoredPassports });
        expect(given.passportPaths).toEqual(
          passports.filter((e) => !ignoredPassports.has(e.rel)).map((e) => e.rel),
        );
        expect(given.passportPaths).toEqual(alone.passportPaths);
        expect(given.unplainPassportPaths).toEqual(
          passports
            .filter((e) => e.kind !== 'file' && !ignoredPassports.has(e.rel))
            .map((e) => e.rel),
        );
        expect([...given.handoffFiles]).toEqual([...alone.handoffFiles]);
        expect([...given.outputDirs].sort()).toEqual([...alone.outputDirs].sort());
      }),
      { numRuns: 500 },
    );
  });
});
