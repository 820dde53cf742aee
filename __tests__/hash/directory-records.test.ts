/**
 * The warm facts cache's records (src/hash/directory-records.ts), learned on a run that saves the
 * content cache (src/hash/learn-directories.ts, wired through operations/content-cache.ts), in
 * real git repositories built here. The oracle is git itself: each recorded directory's facts
 * must be those of `git ls-tree -r` at the commit, every blob read with `cat-file`.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { chmod, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import {
  createDirectoryFacts,
  findServedFile,
  listServedFiles,
  type DirectoryFacts,
} from '../../src/core/served-directories.js';
import { encodeCacheFile, loadContentCache, parseCacheFile } from '../../src/hash/content-cache.js';
import {
  decodeDirectoryFacts,
  encodeDirectoryRecords,
  findServedDirectories,
  parseDirectoryRecords,
  type DirectoryRecords,
} from '../../src/hash/directory-records.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

const KEY = 'k'.repeat(32);
const REPOSITORY = 'lab/analysis';
const OPTIONS = { repository: REPOSITORY, key: KEY };

let repo: TempRepo;
let cacheFile: string;

/**
 * Three output directories: results/align with a nested output directory results/align/qc,
 * results/variants with an executable output and a subdirectory; data/ is an input.
 */
async function buildRepo(): Promise<void> {
  repo = await TempRepo.create('pg-facts-save-');
  repo.gitInit();
  await repo.write('data/reads.fastq', '@r1\nACGT\n+\nIIII\n');
  await repo.write('results/align/sample.bam', 'bam '.repeat(40));
  await repo.write('results/align/qc/depth.tsv', 'chr1\t30\n');
  await repo.passport({
    dir: 'results/align/qc',
    inputs: ['data/reads.fastq'],
    outputs: ['results/align/qc/depth.tsv'],
  });
  await repo.passport({
    dir: 'results/align',
    inputs: ['data/reads.fastq'],
    outputs: ['results/align/sample.bam'],
  });
  await repo.write('results/variants/calls.vcf', '##fileformat=VCFv4.2\n');
  await repo.write('results/variants/run.sh', '#!/bin/sh\necho run\n');
  await repo.write('results/variants/parts/p1.txt', 'part one\n');
  await chmod(repo.abs('results/variants/run.sh'), 0o755);
  await repo.passport({
    dir: 'results/variants',
    inputs: ['results/align/sample.bam'],
    outputs: [
      'results/variants/calls.vcf',
      'results/variants/run.sh',
      'results/variants/parts/p1.txt',
    ],
  });
  commitAll(repo.root, 'fixture');
  cacheFile = path.join(path.dirname(repo.root), `${path.basename(repo.root)}.cache`);
}

beforeEach(buildRepo);
afterEach(async () => {
  await repo.remove();
  await rm(cacheFile, { force: true });
});

/** Runs `audit --all --format json` with the cache; returns the exit code and stderr. */
async function auditWithCache(
  extra: string[] = ['--save-content-cache'],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; err: string }> {
  const io = captureIo(repo.root, {
    PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
    GITHUB_REPOSITORY: REPOSITORY,
    PASSPORT_GATE_HASH_THREADS: '1',
    ...env,
  });
  const code = await runCli(
    ['audit', '--all', '--format', 'json', '--content-cache', cacheFile, ...extra],
    io,
  );
  return { code, err: io.err() };
}

/** The directory records of the saved cache file (it must parse). */
async function savedRecords(): Promise<DirectoryRecords> {
  const parsed = parseCacheFile(await readFile(cacheFile), OPTIONS, 'sha1');
  if (typeof parsed === 'string') throw new Error(`cache file ignored: ${parsed}`);
  return parsed.directories;
}

/** The recorded directories, sorted. */
async function recordedDirs(): Promise<string[]> {
  return (await savedRecords()).dirs.map((r) => r.dir).sort();
}

/** git's word for `dir` at HEAD: its tree id and every file under it, each blob read. */
function factsOfCommit(dir: string): DirectoryFacts {
  const tree = git(repo.root, 'rev-parse', `HEAD:${dir}`);
  const files = new Map<string, { sha256: string; size: number; executable: boolean }>();
  for (const line of git(repo.root, 'ls-tree', '-r', '-z', 'HEAD', '--', dir)
    .split('\0')
    .filter(Boolean)) {
    const [meta, rel] = line.split('\t') as [string, string];
    const [mode, , blob] = meta.split(' ') as [string, string, string];
    const bytes = execFileSync('git', ['cat-file', 'blob', blob], { cwd: repo.root });
    files.set(rel, {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      executable: mode === '100755',
    });
  }
  return createDirectoryFacts(dir, tree, files);
}

/** `facts` as a Map of its files by root-relative path: what two records are compared by. */
function plain(facts: DirectoryFacts) {
  return { dir: facts.dir, tree: facts.tree, files: new Map(listServedFiles(facts)) };
}

/** Every saved record, decoded, by directory. */
async function savedFacts(): Promise<Map<string, DirectoryFacts>> {
  const records = await savedRecords();
  return new Map(records.dirs.map((r) => [r.dir, decodeDirectoryFacts(records, r)]));
}

describe('facts cache: learned on a saving run', () => {
  it('a clean checkout records every topmost output directory, each as git has it', async () => {
    const run = await auditWithCache();
    expect(run.err).toMatch(/2 output directories learned at commit [0-9a-f]{40}/);
    expect(run.err).toMatch(/2 directory record\(s\)/);
    const saved = await savedFacts();
    // results/align/qc is learnable too, and held by results/align's record.
    expect([...saved.keys()].sort()).toEqual(['results/align', 'results/variants']);
    for (const [dir, facts] of saved) expect(plain(facts)).toEqual(plain(factsOfCommit(dir)));
    expect(
      findServedFile(saved.get('results/variants')!, 'results/variants/run.sh')?.executable,
    ).toBe(true);
  });

  it('an edited file leaves exactly its output directory unrecorded (a nested one gets its own record)', async () => {
    await repo.write('results/align/sample.bam', 'BAM '.repeat(40));
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/align/qc', 'results/variants']);
    const saved = await savedFacts();
    expect(plain(saved.get('results/align/qc')!)).toEqual(plain(factsOfCommit('results/align/qc')));
  });

  it('an edit in a nested output directory leaves it and the one above unrecorded', async () => {
    await repo.write('results/align/qc/depth.tsv', 'chr1\t31\n');
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/variants']);
  });

  it('an untracked file leaves its output directory unrecorded', async () => {
    await repo.write('results/variants/parts/p2.txt', 'part two\n');
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/align']);
  });

  it('a flipped executable bit leaves its output directory unrecorded', async () => {
    await chmod(repo.abs('results/variants/run.sh'), 0o644);
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/align']);
  });

  it("a loose blob rewritten with another blob's bytes, checked out, teaches nothing", async () => {
    const victim = git(repo.root, 'rev-parse', 'HEAD:results/align/qc/depth.tsv');
    const other = git(repo.root, 'rev-parse', 'HEAD:results/variants/parts/p1.txt');
    const loose = (id: string) =>
      path.join(repo.root, '.git', 'objects', id.slice(0, 2), id.slice(2));
    await chmod(loose(victim), 0o644);
    await writeFile(loose(victim), await readFile(loose(other)));
    await unlink(repo.abs('results/align/qc/depth.tsv'));
    git(repo.root, 'checkout', 'HEAD', '--', '.');
    expect((await repo.read('results/align/qc/depth.tsv')).toString()).toBe('part one\n');
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/variants']);
  });

  it('a file shaped like a Git LFS pointer is not learned: its directory stays unrecorded', async () => {
    await repo.write(
      'results/variants/parts/p1.txt',
      `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 12\n`,
    );
    await repo.passport({
      dir: 'results/variants',
      inputs: ['results/align/sample.bam'],
      outputs: [
        'results/variants/calls.vcf',
        'results/variants/run.sh',
        'results/variants/parts/p1.txt',
      ],
    });
    commitAll(repo.root, 'a pointer');
    await auditWithCache();
    expect(await recordedDirs()).toEqual(['results/align']);
  });

  it('a later saving run keeps the records whose tree the commit still has, and drops the rest', async () => {
    await auditWithCache();
    const first = await savedFacts();
    // results/variants changes in a new commit, and is edited again in the work tree: not
    // learnable now, and its old record names a tree the commit no longer has.
    await repo.write('results/variants/calls.vcf', '##fileformat=VCFv4.3\n');
    await repo.passport({
      dir: 'results/variants',
      inputs: ['results/align/sample.bam'],
      outputs: [
        'results/variants/calls.vcf',
        'results/variants/run.sh',
        'results/variants/parts/p1.txt',
      ],
    });
    commitAll(repo.root, 'variants changed');
    await repo.write('results/variants/calls.vcf', 'edited\n');
    // results/align is edited too (in the work tree only): its record still names its tree at
    // the commit, so it is kept from the loaded file and neither it nor results/align/qc below it
    // is learned again (the kept record holds qc's files).
    await repo.write('results/align/sample.bam', 'BAM '.repeat(40));
    await auditWithCache();
    const second = await savedFacts();
    expect([...second.keys()].sort()).toEqual(['results/align']);
    expect(plain(second.get('results/align')!)).toEqual(plain(first.get('results/align')!));
  });

  it("a pull request's run and a tag's run learn nothing and write nothing", async () => {
    await auditWithCache();
    const before = await readFile(cacheFile);
    await repo.write('results/variants/calls.vcf', '##fileformat=VCFv4.3\n');
    await repo.passport({
      dir: 'results/variants',
      inputs: ['results/align/sample.bam'],
      outputs: [
        'results/variants/calls.vcf',
        'results/variants/run.sh',
        'results/variants/parts/p1.txt',
      ],
    });
    commitAll(repo.root, 'variants changed');
    for (const env of [
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/1/merge' },
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' },
    ]) {
      const run = await auditWithCache(['--save-content-cache'], {
        GITHUB_ACTIONS: 'true',
        ...env,
      });
      expect(run.err).not.toMatch(/learned/);
      expect(await readFile(cacheFile)).toEqual(before);
    }
  });

  it('a sharded run learns nothing (it does not judge every passport), and keeps what the commit holds', async () => {
    const run = await auditWithCache(['--save-content-cache', '--shard', '1/2']);
    expect(run.err).toMatch(/no directory learned/);
    expect(await recordedDirs()).toEqual([]);
    await auditWithCache();
    await repo.write('results/variants/calls.vcf', '##fileformat=VCFv4.3\n');
    commitAll(repo.root, 'variants changed');
    const again = await auditWithCache(['--save-content-cache', '--shard', '1/2']);
    expect(again.err).toMatch(/no directory learned/);
    expect(await recordedDirs()).toEqual(['results/align']);
  });

  it('a run without --save-content-cache learns nothing', async () => {
    const run = await auditWithCache([]);
    expect(run.err).not.toMatch(/learned/);
    await expect(readFile(cacheFile)).rejects.toThrow();
  });
});

describe('facts cache: the file is untrusted input', () => {
  /** A small valid file: one blob record and two directory records. */
  function sampleFile(): Buffer {
    const facts: DirectoryFacts[] = [
      createDirectoryFacts(
        'out/a',
        'a'.repeat(40),
        new Map([
          ['out/a/x.txt', { sha256: '1'.repeat(64), size: 3, executable: false }],
          ['out/a/sub/y.sh', { sha256: '2'.repeat(64), size: 9, executable: true }],
        ]),
      ),
      createDirectoryFacts(
        'out/b',
        'b'.repeat(40),
        new Map([['out/b/z', { sha256: '3'.repeat(64), size: 0, executable: false }]]),
      ),
    ];
    return encodeCacheFile(
      new Map([['c'.repeat(40), { sha256: '4'.repeat(64), size: 5 }]]),
      OPTIONS,
      'sha1',
      facts,
    );
  }

  it('round-trips its records', () => {
    const parsed = parseCacheFile(sampleFile(), OPTIONS, 'sha1');
    if (typeof parsed === 'string') throw new Error(parsed);
    const decoded = parsed.directories.dirs.map((r) => decodeDirectoryFacts(parsed.directories, r));
    expect(decoded.map((d) => [d.dir, d.tree, [...plain(d).files.keys()].sort()])).toEqual([
      ['out/a', 'a'.repeat(40), ['out/a/sub/y.sh', 'out/a/x.txt']],
      ['out/b', 'b'.repeat(40), ['out/b/z']],
    ]);
    expect(findServedFile(decoded[0]!, 'out/a/sub/y.sh')).toEqual({
      sha256: '2'.repeat(64),
      size: 9,
      executable: true,
    });
  });

  it('names past U+FFFF are written in UTF-8 byte order, which the reader checks', () => {
    // U+FFFD sorts after U+1F600 as UTF-16 code units, before it as UTF-8 bytes.
    const bytes = record('d\u{1F600}', ['\u{1F600}', '\uFFFD', 'a']);
    const parsed = section(1, bytes);
    if (typeof parsed === 'string') throw new Error(parsed);
    expect([...plain(decodeDirectoryFacts(parsed, parsed.dirs[0]!)).files.keys()]).toEqual([
      'd\u{1F600}/a',
      'd\u{1F600}/\uFFFD',
      'd\u{1F600}/\u{1F600}',
    ]);
  });

  it('a flip of any byte, a truncation or padding: the whole file is ignored', () => {
    const file = sampleFile();
    for (let i = 0; i < file.length; i++) {
      const spoilt = Buffer.from(file);
      spoilt[i] = (spoilt[i] as number) ^ 0x01;
      expect(typeof parseCacheFile(spoilt, OPTIONS, 'sha1'), `byte ${i}`).toBe('string');
    }
    expect(parseCacheFile(file.subarray(0, file.length - 1), OPTIONS, 'sha1')).toMatch(/truncated/);
    expect(parseCacheFile(Buffer.concat([file, Buffer.from([0])]), OPTIONS, 'sha1')).toMatch(
      /truncated or padded/,
    );
  });

  it('a tampered file on disk is ignored whole, with a notice', async () => {
    await auditWithCache();
    const bytes = await readFile(cacheFile);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] as number) ^ 0x80;
    await writeFile(cacheFile, bytes);
    const load = await loadContentCache(repo.root, cacheFile, OPTIONS);
    expect(load.notices.join('\n')).toMatch(/ignored: its authentication code does not match/);
    expect(load.cache.loadedEntries).toBe(0);
    expect(load.cache.directoryRecords.dirs).toEqual([]);
  });

  /** A directory section of `parts` (each a Buffer), checked for `count` records. */
  function section(count: number, ...parts: Buffer[]): DirectoryRecords | string {
    const bytes = Buffer.concat(parts);
    return parseDirectoryRecords(bytes, 0, bytes.length, count, 20);
  }

  /** One directory record's bytes, as the encoder writes it. */
  function record(dir: string, names: string[]): Buffer {
    return encodeDirectoryRecords(
      [
        createDirectoryFacts(
          dir,
          'a'.repeat(40),
          new Map(
            names.map((n) => [
              `${dir}/${n}`,
              { sha256: '1'.repeat(64), size: 1, executable: false },
            ]),
          ),
        ),
      ],
      20,
    );
  }

  it('out-of-order or repeated records, bad paths and bad fields are refused', () => {
    expect(section(2, record('a', ['x']), record('b', ['x']))).not.toBeTypeOf('string');
    expect(section(2, record('b', ['x']), record('a', ['x']))).toMatch(/out of order/);
    expect(section(2, record('a', ['x']), record('a', ['x']))).toMatch(/out of order/);
    expect(section(1, record('a/../b', ['x']))).toMatch(/bad path/);
    expect(section(1, record('a', ['../x']))).toMatch(/bad file name/);
    expect(section(1, record('a', ['']))).toMatch(/bad file name/);
    // Files out of order inside a record: the encoder sorts, so swap two by hand.
    const two = record('a', ['x', 'y']);
    const swapped = Buffer.from(two);
    const at = two.indexOf(Buffer.from('x'), 2 + 1 + 20 + 4);
    swapped[at] = 'y'.charCodeAt(0);
    swapped[two.indexOf(Buffer.from('y'), at + 1)] = 'x'.charCodeAt(0);
    expect(section(1, swapped)).toMatch(/files are out of order/);
    // An executable byte that is neither 0 nor 1.
    const bad = Buffer.from(record('a', ['x']));
    bad[2 + 1 + 20 + 4 + 2 + 1] = 2;
    expect(section(1, bad)).toMatch(/executable byte/);
    expect(section(2, record('a', ['x']))).toMatch(/truncated/);
    expect(section(0, record('a', ['x']))).toMatch(/bytes after the last/);
  });

  it('a version 1 file (digests only) is read for its digests, with no directory record', async () => {
    const blob = 'c'.repeat(40);
    const records = Buffer.concat([
      Buffer.from(blob, 'hex'),
      Buffer.from('4'.repeat(64), 'hex'),
      Buffer.from([0, 0, 0, 0, 0, 0, 0, 5]),
    ]);
    const mac = createHmac('sha256', KEY)
      .update(`passport-gate-content-cache\0${1}\0${REPOSITORY}\0sha1\0${1}\0`)
      .update(records)
      .digest('hex');
    const header = {
      format: 'passport-gate-content-cache',
      version: 1,
      repository: REPOSITORY,
      object_format: 'sha1',
      entries: 1,
      records_hmac: mac,
    };
    const file = Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), records]);
    const parsed = parseCacheFile(file, OPTIONS, 'sha1');
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(parsed.count).toBe(1);
    expect(parsed.directories.dirs).toEqual([]);
  });
});

describe('facts cache: what a record serves', () => {
  /** Records for out/a, out/a/in and out/b. */
  function records(): DirectoryRecords {
    const one = (dir: string, tree: string): DirectoryFacts =>
      createDirectoryFacts(
        dir,
        tree,
        new Map([[`${dir}/f`, { sha256: '1'.repeat(64), size: 1, executable: false }]]),
      );
    const bytes = encodeDirectoryRecords(
      [one('out/b', 'b'.repeat(40)), one('out/a/in', 'c'.repeat(40)), one('out/a', 'a'.repeat(40))],
      20,
    );
    const parsed = parseDirectoryRecords(bytes, 0, bytes.length, 3, 20);
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  }

  it('serves a record only where the commit has its tree, the topmost only', () => {
    const trees = new Map([
      ['out/a', 'a'.repeat(40)],
      ['out/a/in', 'c'.repeat(40)],
      ['out/b', 'b'.repeat(40)],
    ]);
    const served = findServedDirectories(records(), 'd'.repeat(40), trees);
    expect(served.commit).toBe('d'.repeat(40));
    expect(served.dirs.map((d) => d.dir)).toEqual(['out/a', 'out/b']);
    expect(served.dirs[0] ? [...plain(served.dirs[0]).files.keys()] : []).toEqual(['out/a/f']);
  });

  it('a record whose tree id differs from the commit’s at its path serves nothing', () => {
    const trees = new Map([
      ['out/a', 'e'.repeat(40)],
      ['out/a/in', 'c'.repeat(40)],
    ]);
    // out/a changed: its record serves nothing, the unchanged directory below it is served;
    // out/b is not in the commit.
    expect(findServedDirectories(records(), 'd'.repeat(40), trees).dirs.map((d) => d.dir)).toEqual([
      'out/a/in',
    ]);
    expect(findServedDirectories(records(), 'd'.repeat(40), new Map()).dirs).toEqual([]);
  });
});
