/**
 * The warm facts cache's port as columns (core/served-directories.ts ServedFiles): a served
 * directory's files by index in the record's bytes, where the port was a Map of objects keyed by
 * root-relative path. Over generated directories — names with non-ASCII text, deep nesting, and
 * names that sort one way as UTF-16 code units and another as UTF-8 bytes — the columns, built
 * and after a round trip through the content cache's section, answer exactly what that Map did,
 * and so does the walked tree that serves them (each listed file to its own record entry, with
 * the config's ignore globs leaving files out of the listing).
 *
 * Which order is whose: the record keeps its files in ascending order of their UTF-8 bytes, which
 * is git's order of paths (`git ls-files`; a tree's entries too, but for a directory's implied
 * `/`); the walk sorts its listing with JavaScript's `<`, UTF-16 code units. The two agree but
 * where a code point past U+FFFF (a surrogate pair) meets one of U+E000–U+FFFF: as code units the
 * surrogate sorts first, as bytes last. The last test holds git to it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareUtf8,
  createDirectoryFacts,
  findServedFile,
  listServedFiles,
  type DirectoryFacts,
  type ServedFile,
} from '../../src/core/served-directories.js';
import {
  decodeDirectoryFacts,
  encodeDirectoryRecords,
  parseDirectoryRecords,
} from '../../src/hash/directory-records.js';
import { walkRepository } from '../../src/repo/tree.js';
import type { FileId } from '../../src/hash/index.js';

/** Names that sort around each other: git's tree neighbours, non-ASCII, both sides of U+FFFF. */
const NAMES = [
  'a',
  'a-b',
  'a.b',
  'ab',
  'B',
  'é',
  'Ω',
  '\uE000',
  '\uFFFD',
  '\u{1F600}',
  '\u{10000}x',
  'z\u{1F600}',
  'z\uFFFD',
];

const DIR = 'out/d\u{1F600}';

/** A generated directory: up to 40 distinct paths up to 5 levels deep, each with its facts. */
const directories = fc
  .uniqueArray(
    fc.record({
      segments: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 5 }),
      sha: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      size: fc.oneof(fc.nat(), fc.constant(2 ** 53 - 1), fc.constant(2 ** 32 + 7)),
      executable: fc.boolean(),
    }),
    { minLength: 1, maxLength: 40, selector: (f) => f.segments.join('/') },
  )
  // A path that is also a directory of another cannot be a file (git holds one or the other).
  .map((files) => {
    const paths = new Set(files.map((f) => f.segments.join('/')));
    return files.filter((f) => ![...paths].some((p) => p.startsWith(`${f.segments.join('/')}/`)));
  })
  .filter((files) => files.length > 0)
  .map(
    (files) =>
      new Map<string, ServedFile>(
        files.map((f) => [
          `${DIR}/${f.segments.join('/')}`,
          {
            sha256: Buffer.from(f.sha).toString('hex'),
            size: f.size,
            executable: f.executable,
          },
        ]),
      ),
  );

/** The record as the content cache's file holds it, read back as a serving run reads it. */
function roundTrip(facts: DirectoryFacts): DirectoryFacts {
  const bytes = encodeDirectoryRecords([facts], 20);
  const records = parseDirectoryRecords(bytes, 0, bytes.length, 1, 20);
  if (typeof records === 'string') throw new Error(records);
  return decodeDirectoryFacts(records, records.dirs[0]!);
}

/** Asserts that `facts` answers for each path exactly what `map` (the port's old Map) held. */
function expectSameAnswers(facts: DirectoryFacts, map: ReadonlyMap<string, ServedFile>): void {
  expect(facts.files.count).toBe(map.size);
  for (const [rel, file] of map) expect(findServedFile(facts, rel), rel).toEqual(file);
  // Not files: the directory, a directory between, a name of another, a path outside.
  const asked = [DIR, `${DIR}/`, `${DIR}/nope`, 'out/d', `${DIR}x/a`];
  for (const rel of map.keys()) asked.push(path.posix.dirname(rel), `${rel}/x`, `${rel}x`);
  for (const rel of asked)
    if (!map.has(rel)) expect(findServedFile(facts, rel), rel).toBeUndefined();
  // In order of the UTF-8 bytes: git's.
  const byBytes = [...map.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  expect(listServedFiles(facts)).toEqual(byBytes.map((rel) => [rel, map.get(rel)]));
}

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pg-served-columns-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('served files as columns', () => {
  it('compareUtf8 orders as the UTF-8 bytes do', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...NAMES, '/', 'A', '\u00ff'), { maxLength: 6 }),
        fc.array(fc.constantFrom(...NAMES, '/', 'A', '\u00ff'), { maxLength: 6 }),
        (x, y) => {
          const a = x.join('');
          const b = y.join('');
          expect(Math.sign(compareUtf8(a, b))).toBe(
            Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b))),
          );
        },
      ),
      { numRuns: 500, seed: 41 },
    );
    // The case where UTF-16 and UTF-8 disagree.
    expect('\u{1F600}' < '\uFFFD').toBe(true);
    expect(compareUtf8('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
  });

  it('answer what the Map answered, built and after the round trip through the file', () => {
    fc.assert(
      fc.property(directories, (map) => {
        const built = createDirectoryFacts(DIR, 'a'.repeat(40), map);
        expectSameAnswers(built, map);
        expectSameAnswers(roundTrip(built), map);
        // The second round trip is the first's bytes: a saved record is copied as it is.
        expect(encodeDirectoryRecords([roundTrip(built)], 20)).toEqual(
          encodeDirectoryRecords([built], 20),
        );
      }),
      { numRuns: 200, seed: 41 },
    );
  });

  it('the walked tree serves each listed file from its own entry, the ignored left out', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        directories,
        fc.subarray(NAMES, { maxLength: 3 }),
        async (map, ignoredNames) => {
          const repo = path.join(root, `r${run++}`);
          // The served directory must be a real directory of the work tree; its files are not.
          await mkdir(path.join(repo, DIR), { recursive: true });
          await writeFile(path.join(repo, 'outside.txt'), 'x');
          const facts = roundTrip(createDirectoryFacts(DIR, 'a'.repeat(40), map));
          const ignore = ignoredNames.map((n) => `**/${n}`);
          const tree = await walkRepository(repo, { ignore }, undefined, {
            served: { commit: 'c'.repeat(40), dirs: [facts] },
          });
          const served = tree.servedFacts;
          expect(served).toBeDefined();
          const isIgnored = (rel: string) => rel.split('/').some((s) => ignoredNames.includes(s));
          // Every file of the record not ignored is listed, and answered by its own facts.
          const listedFiles: string[] = [];
          for (let i = 0; i < tree.entries.size; i++) {
            const rel = tree.entries.relAt(i);
            const files = served?.filesOf(i as FileId);
            if (tree.entries.kindAt(i) !== 'file' || !rel.startsWith(`${DIR}/`)) {
              expect(files, rel).toBeUndefined();
              continue;
            }
            listedFiles.push(rel);
            expect(files, rel).toBe(facts.files);
            const k = served?.indexOf(i as FileId) as number;
            expect(facts.files.fileAt(k), rel).toEqual(map.get(rel));
          }
          expect(listedFiles.sort()).toEqual([...map.keys()].filter((r) => !isIgnored(r)).sort());
          // The walk's order: UTF-16 code units, strictly ascending.
          for (let i = 1; i < tree.entries.size; i++)
            expect(tree.entries.relAt(i - 1) < tree.entries.relAt(i)).toBe(true);
          expect(tree.servedDirs?.map((d) => d.dir)).toEqual([DIR]);
        },
      ),
      { numRuns: 60, seed: 41 },
    );
  }, 60_000);

  it('the section refuses a name git could not check out, scanned in place', () => {
    /** A section of one directory `dir` holding files named by these bytes (no check made). */
    const section = (dir: Buffer, ...names: Buffer[]) => {
      const parts = [Buffer.from([0, dir.length]), dir, Buffer.alloc(20), Buffer.alloc(4)];
      parts[3]!.writeUInt32BE(names.length);
      for (const name of names) parts.push(Buffer.from([0, name.length]), name, Buffer.alloc(41));
      const bytes = Buffer.concat(parts);
      return parseDirectoryRecords(bytes, 0, bytes.length, 1, 20);
    };
    const ok = Buffer.from('d');
    const b = (text: string) => Buffer.from(text);
    for (const good of ['x', 'é/y', '.x', '..x', 'x.', 'a/.b/..c', '\u{1F600}'])
      expect(section(ok, b(good)), good).not.toBeTypeOf('string');
    for (const bad of ['', '.', '..', 'a/.', 'a/..', './a', '../a', 'a//b', '/a', 'a/', 'a\0b'])
      expect(section(ok, b(bad)), JSON.stringify(bad)).toMatch(/bad file name/);
    // Not UTF-8: a lone continuation byte, a truncated sequence, an overlong '/'.
    for (const bytes of [[0x61, 0x80], [0xe2, 0x82], [0xc0, 0xaf], [0xff]])
      expect(section(ok, Buffer.from(bytes)), String(bytes)).toMatch(/bad file name/);
    expect(section(Buffer.from([0x64, 0xff]), b('x'))).toMatch(/bad path/);
    expect(section(b('d/../e'), b('x'))).toMatch(/bad path/);
    // Order by bytes, strictly: a repeated name, and names past U+FFFF against U+FFFD.
    expect(section(ok, b('x'), b('x'))).toMatch(/out of order/);
    expect(section(ok, b('\uFFFD'), b('\u{1F600}'))).not.toBeTypeOf('string');
    expect(section(ok, b('\u{1F600}'), b('\uFFFD'))).toMatch(/out of order/);
    expect(section(ok, b('a/b'), b('a-b'))).toMatch(/out of order/);
  });

  it('git lists paths in the order of their UTF-8 bytes, the record’s order', async () => {
    const repo = path.join(root, 'git');
    const names = ['a-b', 'a.b', 'a/b', 'a0', '\uFFFD', '\u{1F600}', '\uE000'];
    for (const name of names) {
      await mkdir(path.dirname(path.join(repo, DIR, name)), { recursive: true });
      await writeFile(path.join(repo, DIR, name), name);
    }
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('add', '-A');
    const listed = git('ls-files', '-z').split('\0').filter(Boolean);
    const facts = createDirectoryFacts(
      DIR,
      'a'.repeat(40),
      names.map((n) => [`${DIR}/${n}`, { sha256: '0'.repeat(64), size: 0, executable: false }]),
    );
    expect(listServedFiles(facts).map(([rel]) => rel)).toEqual(listed);
    // And JavaScript's own order differs from git's here.
    expect([...listed].sort()).not.toEqual(listed);
  });
});
