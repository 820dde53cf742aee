import { execFileSync } from 'node:child_process';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { parseCacheFile } from '../../src/hash/content-cache.js';
import { openContentCache } from '../../src/operations/content-cache.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { sha256, TempRepo } from '../helpers/repo.js';

// The warm facts cache end to end through `audit`: a trusted run learns and saves the output
// directories' records, the next trusted run serves them (reads none of their files), and a
// run that judges the work tree (a pull request, a local audit) never serves.

const KEY = 'k'.repeat(32);

let repo: TempRepo;
let cacheFile: string;
let eventFile: string;

/** Two output directories, one passport each, committed. */
async function buildRepo(): Promise<void> {
  repo = await TempRepo.create('pg-serve-');
  repo.gitInit();
  for (const step of ['align', 'call']) {
    await repo.write(`results/${step}/out.tsv`, `${step}\t1\n`.repeat(40));
    await repo.write(`results/${step}/log.txt`, `${step} done\n`);
    await repo.passport({
      dir: `results/${step}`,
      outputs: [`results/${step}/out.tsv`, `results/${step}/log.txt`],
    });
  }
  commitAll(repo.root, 'results');
  const base = path.join(path.dirname(repo.root), path.basename(repo.root));
  cacheFile = `${base}.cache`;
  eventFile = `${base}.event.json`;
  await writeFile(eventFile, JSON.stringify({ repository: { default_branch: 'main' } }));
}

/** A push to the default branch on GitHub: reads, saves and serves. */
function pushEnv(): NodeJS.ProcessEnv {
  return {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_EVENT_PATH: eventFile,
  };
}

interface Run {
  code: number;
  report: {
    findings: { rule: string; location?: { file?: string } }[];
    summary: { bytes_hashed: number };
    served?: { commit: string; files: number; directories: { directory: string }[] };
  };
  err: string;
}

async function audit(env: NodeJS.ProcessEnv, extra: string[] = []): Promise<Run> {
  const io = captureIo(repo.root, {
    PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
    GITHUB_REPOSITORY: 'lab/analysis',
    PASSPORT_GATE_HASH_THREADS: '1',
    ...env,
  });
  const code = await runCli(
    ['audit', '--all', '--format', 'json', '--content-cache', cacheFile, ...extra],
    io,
  );
  return { code, report: JSON.parse(io.out()) as Run['report'], err: io.err() };
}

const servedDirs = (run: Run) => run.report.served?.directories.map((d) => d.directory) ?? [];
const rules = (run: Run) => run.report.findings.map((f) => f.rule).sort();

beforeEach(buildRepo);
afterEach(async () => {
  await repo.remove();
  await rm(cacheFile, { force: true });
  await rm(eventFile, { force: true });
});

describe('the warm facts cache through audit', () => {
  it('a trusted run learns both output directories; the next serves both and reads none of their files', async () => {
    const cold = await audit(pushEnv(), ['--save-content-cache']);
    expect(cold.code).toBe(0);
    expect(cold.err).toMatch(/2 output directories learned/);
    expect(cold.err).toMatch(/2 directory record\(s\)/);
    expect(cold.report.served).toBeUndefined();

    const warm = await audit(pushEnv());
    expect(warm.code).toBe(0);
    expect(warm.err).toMatch(/2 of 2 recorded output directories served at commit [0-9a-f]{40}/);
    expect(servedDirs(warm)).toEqual(['results/align', 'results/call']);
    expect(warm.report.served?.files).toBe(6);
    expect(warm.report.summary.bytes_hashed).toBe(0);
    expect(rules(warm)).toEqual(rules(cold));

    // A saving run that served learns nothing new (it read no served file) and keeps the records.
    const again = await audit(pushEnv(), ['--save-content-cache']);
    expect(again.err).toMatch(/2 directory record\(s\)/);
    expect(again.err).toMatch(
      /0 output directories learned at commit [0-9a-f]{40} \(0 file\(s\) read for it\)/,
    );
    expect(servedDirs(await audit(pushEnv()))).toEqual(['results/align', 'results/call']);
  });

  it('a directory whose tree changed in a new commit is read; the other is still served', async () => {
    await audit(pushEnv(), ['--save-content-cache']);
    // A wrong digest committed in call/: its tree changes, so its record no longer matches.
    await repo.write('results/call/out.tsv', 'call\t2\n'.repeat(40));
    commitAll(repo.root, 'call changed without a new passport');
    const warm = await audit(pushEnv());
    expect(servedDirs(warm)).toEqual(['results/align']);
    expect(rules(warm)).toContain('artifact-hash-mismatch');
    expect(warm.code).not.toBe(0);
    // A serving run asks git to vouch for nothing: call/'s unchanged log.txt is read too, not
    // looked up by its blob (vouching reads the whole index and stats every file).
    expect(warm.err).toMatch(/no file looked up by blob on a serving run/);
    const callBytes =
      (await stat(repo.abs('results/call/out.tsv'))).size +
      (await stat(repo.abs('results/call/log.txt'))).size;
    expect(warm.report.summary.bytes_hashed).toBe(callBytes);
  });

  it('serves the commit, not the work tree, on a trusted run; a pull request and a local audit read the edit and fail', async () => {
    await audit(pushEnv(), ['--save-content-cache']);
    // Edited after the checkout, not committed: a served directory's file is not read.
    await repo.write('results/call/out.tsv', 'edited\n');
    const trusted = await audit(pushEnv());
    expect(servedDirs(trusted)).toEqual(['results/align', 'results/call']);
    expect(trusted.code).toBe(0);

    const pull = await audit({
      ...pushEnv(),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/1/merge',
    });
    expect(pull.report.served).toBeUndefined();
    expect(rules(pull)).toContain('artifact-hash-mismatch');

    const local = await audit({});
    expect(local.report.served).toBeUndefined();
    expect(local.err).toMatch(/2 directory record\(s\) not served: a run outside GitHub Actions/);
    expect(rules(local)).toContain('artifact-hash-mismatch');
  });

  it('a run that signs a verification summary serves nothing (it vouches for what it read)', async () => {
    await audit(pushEnv(), ['--save-content-cache']);
    const notes: string[] = [];
    const run = await openContentCache({
      root: repo.root,
      file: cacheFile,
      save: false,
      notServing: 'a run signing a verification summary reads every file',
      env: {
        ...pushEnv(),
        PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
        GITHUB_REPOSITORY: 'lab/analysis',
      },
      note: (line) => notes.push(line),
    });
    expect(run.served).toBeUndefined();
    expect(notes.join('\n')).toMatch(/not served: a run signing a verification summary/);
    const serving = await openContentCache({
      root: repo.root,
      file: cacheFile,
      save: false,
      env: {
        ...pushEnv(),
        PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
        GITHUB_REPOSITORY: 'lab/analysis',
      },
      note: () => undefined,
    });
    expect(serving.served?.dirs.map((d) => d.dir)).toEqual(['results/align', 'results/call']);
  });
});

/** The saved file, checked as a load checks it: blob id → sha256 of its records, and its directories. */
async function readSaved(): Promise<{ blobs: Map<string, string>; dirs: string[] }> {
  const parsed = parseCacheFile(
    await readFile(cacheFile),
    { repository: 'lab/analysis', key: KEY },
    'sha1',
  );
  if (typeof parsed === 'string') throw new Error(parsed);
  const blobs = new Map<string, string>();
  const recordBytes = parsed.idBytes + 32 + 8;
  for (let i = 0; i < parsed.count; i++) {
    const at = parsed.offset + i * recordBytes;
    blobs.set(
      parsed.bytes.toString('hex', at, at + parsed.idBytes),
      parsed.bytes.toString('hex', at + parsed.idBytes, at + parsed.idBytes + 32),
    );
  }
  return { blobs, dirs: parsed.directories.dirs.map((d) => d.dir) };
}

/**
 * git's own answer (sharing no code with the gate): each output file of HEAD (its regular files
 * but the passports, which the audit reads as documents and does not hash) as blob id → the
 * sha256 of the blob's bytes in the object store.
 */
function committedOutputs(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of git(repo.root, 'ls-tree', '-r', 'HEAD').split('\n')) {
    const [meta, rel] = line.split('\t') as [string, string];
    const [mode, , blob] = meta.split(' ') as [string, string, string];
    if (!mode.startsWith('100') || rel.endsWith('.passport.json')) continue;
    out.set(blob, sha256(execFileSync('git', ['cat-file', 'blob', blob], { cwd: repo.root })));
  }
  return out;
}

describe('what a run that serves and saves writes', () => {
  it("keeps exactly the blob records of the commit's files, learned or loaded, each keyed by bytes hashed; an edit after the checkout, staged or not, is never saved", async () => {
    await audit(pushEnv(), ['--save-content-cache']);
    const firstCommit = committedOutputs();
    expect([...(await readSaved()).blobs]).toEqual(expect.arrayContaining([...firstCommit]));
    // A new commit changes call/out.tsv (with its passport): call/'s tree changes, the old
    // blob of out.tsv leaves the commit, the new one must be learned.
    await repo.write('results/call/out.tsv', 'call\t2\n'.repeat(40));
    await repo.passport({
      dir: 'results/call',
      outputs: ['results/call/out.tsv', 'results/call/log.txt'],
    });
    commitAll(repo.root, 'call changed');
    const commit = committedOutputs();
    // After the checkout: align/log.txt edited in the work tree (align is served, its file not
    // read), call/log.txt edited and staged (call is read: its edited bytes are hashed).
    await repo.write('results/align/log.txt', 'edited after the checkout\n');
    await repo.write('results/call/log.txt', 'edited and staged\n');
    git(repo.root, 'add', 'results/call/log.txt');
    const staged = git(repo.root, 'rev-parse', ':results/call/log.txt');
    expect(commit.has(staged)).toBe(false);

    const run = await audit(pushEnv(), ['--save-content-cache']);
    expect(servedDirs(run)).toEqual(['results/align']);
    expect(rules(run)).toContain('artifact-hash-mismatch'); // call/log.txt's staged edit
    const saved = await readSaved();
    // The rule: a blob record is saved when the commit holds its blob id as a regular file —
    // align/log.txt's committed blob (loaded) although its file was edited after the checkout,
    // call/out.tsv's new blob (learned), call/log.txt's committed one (loaded) — and no other:
    // not the staged edit's blob, not the blob the commit no longer holds.
    expect(saved.blobs).toEqual(commit);
    expect(saved.blobs.has(staged)).toBe(false);
    // call/ was read with an edit: not learned; align/ kept (its tree unchanged).
    expect(saved.dirs).toEqual(['results/align']);
    expect(run.err).toMatch(/content cache saved: 4 entries and 1 directory record\(s\)/);
  });

  it.each([
    ['a blob record', (b: Buffer, header: number) => header + 30],
    ['a directory record', (b: Buffer) => b.length - 40],
  ])(
    'a file with one byte of %s altered is refused whole: nothing served, every file read, the save starts over',
    async (_what, where) => {
      await audit(pushEnv(), ['--save-content-cache']);
      const bytes = await readFile(cacheFile);
      const at = where(bytes, bytes.indexOf(0x0a) + 1);
      bytes[at] = (bytes[at] as number) ^ 0x01;
      await writeFile(cacheFile, bytes);
      const run = await audit(pushEnv(), ['--save-content-cache']);
      expect(run.err).toMatch(/ignored: its authentication code does not match/);
      expect(run.report.served).toBeUndefined();
      let all = 0;
      for (const step of ['align', 'call'])
        for (const f of ['out.tsv', 'log.txt'])
          all += (await stat(repo.abs(`results/${step}/${f}`))).size;
      expect(run.report.summary.bytes_hashed).toBe(all);
      expect(run.err).toMatch(/2 output directories learned/);
      const saved = await readSaved();
      expect(saved.blobs).toEqual(committedOutputs());
      expect(saved.dirs).toEqual(['results/align', 'results/call']);
    },
  );
});
