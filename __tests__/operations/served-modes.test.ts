import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { renderSnakemakeRecord, writeSnakemakeRecord } from '../helpers/snakemake-records.js';

// The warm facts cache beyond an unsharded `--all` run, through `audit` and `merge` on real git
// repositories: a push audited in changed mode serves nothing (it reads its scope as cold), the
// shards' `served` sections merge into one, and Snakemake's records inside a served directory
// are held to the record as its passports are.

const KEY = 'k'.repeat(32);
const STEPS = ['align', 'call', 'sort', 'report'];

let repo: TempRepo;
let base: string;
let cacheFile: string;
let eventFile: string;

/** Four output directories, one passport each; `extra` writes more before the commit. */
async function buildRepo(extra: () => Promise<void> = async () => undefined): Promise<void> {
  for (const step of STEPS) {
    await repo.write(`results/${step}/out.tsv`, `${step}\t1\n`.repeat(40));
    await repo.write(`results/${step}/log.txt`, `${step} done\n`);
  }
  await extra();
  for (const step of STEPS)
    await repo.passport({
      dir: `results/${step}`,
      outputs: [`results/${step}/out.tsv`, `results/${step}/log.txt`],
    });
  commitAll(repo.root, 'results');
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

interface Report {
  findings: { rule: string; severity: string; location?: { file?: string }; message: string }[];
  summary: { bytes_hashed: number };
  scope: { mode: string; directories: string[] };
  served?: {
    commit: string;
    files: number;
    directories: { directory: string; tree: string; files: number }[];
  };
}

interface Run {
  code: number;
  report: Report;
  text: string;
  err: string;
}

/** `audit ARGS --format json` as a push (or `env`); with the cache unless `cache` is false. */
async function audit(args: string[], env: NodeJS.ProcessEnv, cache = true): Promise<Run> {
  const io = captureIo(repo.root, {
    PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
    GITHUB_REPOSITORY: 'lab/analysis',
    PASSPORT_GATE_HASH_THREADS: '1',
    ...env,
  });
  const code = await runCli(
    ['audit', ...args, '--format', 'json', ...(cache ? ['--content-cache', cacheFile] : [])],
    io,
  );
  const text = io.out();
  return { code, report: JSON.parse(text) as Report, text, err: io.err() };
}

/** The findings as the cold and warm runs must agree on them. */
const findingsOf = (run: Run) =>
  run.report.findings
    .map((f) => `${f.rule} ${f.severity} ${f.location?.file ?? ''} ${f.message}`)
    .sort();
const servedDirs = (run: Run) => run.report.served?.directories.map((d) => d.directory) ?? [];

/** Bytes of the named files in the work tree. */
async function bytesOf(rels: string[]): Promise<number> {
  let n = 0;
  for (const rel of rels) n += (await stat(repo.abs(rel))).size;
  return n;
}

beforeEach(async () => {
  repo = await TempRepo.create('pg-serve-modes-');
  repo.gitInit();
  base = path.join(path.dirname(repo.root), path.basename(repo.root));
  cacheFile = `${base}.cache`;
  eventFile = `${base}.event.json`;
  await writeFile(eventFile, JSON.stringify({ repository: { default_branch: 'main' } }));
});
afterEach(async () => {
  await repo.remove();
  for (const f of [cacheFile, eventFile, `${base}.changed`, `${base}.r1.json`, `${base}.r2.json`])
    await rm(f, { force: true });
});

describe('changed mode serves nothing', () => {
  it('a push in changed mode reads its scope as a cold changed run does, and says why', async () => {
    await buildRepo();
    expect((await audit(['--all', '--save-content-cache'], pushEnv())).code).toBe(0);
    // call/'s digest goes wrong in a new commit: its tree changes, so its record no longer holds.
    await repo.write('results/call/out.tsv', 'call\t2\n'.repeat(40));
    commitAll(repo.root, 'call changed without a new passport');
    // The change names call/ and align/ (a list made against an older base names both): align/'s
    // record still holds, and a changed run still reads it, since serving cost changed mode more
    // than it spared (docs/performance.md, served-changed).
    await writeFile(`${base}.changed`, 'results/call/out.tsv\nresults/align/out.tsv\n');
    const args = ['--changed-files', `${base}.changed`];

    const cold = await audit(args, pushEnv(), false);
    const warm = await audit(args, pushEnv());
    expect(warm.report.scope.mode).toBe('changed');
    expect(warm.report.scope.directories).toEqual(['results/align', 'results/call']);
    expect(warm.report.served).toBeUndefined();
    expect(warm.err).toMatch(
      /4 directory record\(s\) not served: changed mode reads every passport anyway/,
    );
    expect(findingsOf(warm)).toEqual(findingsOf(cold));
    expect(findingsOf(warm).some((f) => f.startsWith('artifact-hash-mismatch'))).toBe(true);
    expect(warm.code).toBe(cold.code);
    // The blob cache still stands in for the files git vouches for: only the edited file is read.
    const call = await bytesOf(['results/call/out.tsv', 'results/call/log.txt']);
    const align = await bytesOf(['results/align/out.tsv', 'results/align/log.txt']);
    expect(cold.report.summary.bytes_hashed).toBe(call + align);
    expect(warm.report.summary.bytes_hashed).toBe(await bytesOf(['results/call/out.tsv']));
    expect(validateReport(warm.report)).toEqual([]);
  });

  it('not on a pull request: the edit of a directory in scope is read and found', async () => {
    await buildRepo();
    await audit(['--all', '--save-content-cache'], pushEnv());
    await repo.write('results/align/out.tsv', 'edited\n');
    await writeFile(`${base}.changed`, 'results/align/out.tsv\n');
    const pull = await audit(['--changed-files', `${base}.changed`], {
      ...pushEnv(),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/1/merge',
    });
    expect(pull.report.served).toBeUndefined();
    expect(findingsOf(pull).some((f) => f.startsWith('artifact-hash-mismatch'))).toBe(true);
  });
});

describe('merge carries served', () => {
  /** `merge` of the two shard reports, as `format`. */
  async function merge(format: string): Promise<{ code: number; out: string; err: string }> {
    const io = captureIo(repo.root, {});
    const code = await runCli(
      ['merge', `${base}.r1.json`, `${base}.r2.json`, '--format', format],
      io,
    );
    return { code, out: io.out(), err: io.err() };
  }

  it('the shards’ served directories, each as the shard that judged it served it, as one section', async () => {
    await buildRepo();
    await audit(['--all', '--save-content-cache'], pushEnv());
    await repo.write('results/call/out.tsv', 'call\t2\n'.repeat(40));
    commitAll(repo.root, 'call changed');
    const whole = await audit(['--all'], pushEnv());
    const shards = [
      await audit(['--all', '--shard', '1/2'], pushEnv()),
      await audit(['--all', '--shard', '2/2'], pushEnv()),
    ];
    await writeFile(`${base}.r1.json`, shards[0]?.text ?? '');
    await writeFile(`${base}.r2.json`, shards[1]?.text ?? '');

    // Each shard names what it judged, its own scope's served directories, and says so as text.
    for (const shard of shards) {
      const own = shard?.report.scope.directories ?? [];
      expect(servedDirs(shard as Run)).toEqual(own.filter((d) => d !== 'results/call'));
      expect(validateReport(shard?.report)).toEqual([]);
    }
    expect(shards.flatMap((s) => servedDirs(s as Run)).sort()).toEqual(servedDirs(whole));
    const one = shards[0]?.report.served;
    const io = captureIo(repo.root, {
      PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
      GITHUB_REPOSITORY: 'lab/analysis',
      ...pushEnv(),
    });
    await runCli(['audit', '--all', '--shard', '1/2', '--content-cache', cacheFile], io);
    expect(io.out()).toContain(
      `Not read this run: ${one?.files} file(s) in ${one?.directories.length} output director(ies)`,
    );

    const merged = await merge('json');
    expect(merged.code).toBe(whole.code);
    const report = JSON.parse(merged.out) as Report;
    expect(validateReport(report)).toEqual([]);
    expect(report.served).toEqual(whole.report.served);
    expect(servedDirs({ report } as Run)).toEqual([
      'results/align',
      'results/report',
      'results/sort',
    ]);
    expect(findingsOf({ report } as Run)).toEqual(findingsOf(whole));
    const commit = whole.report.served?.commit ?? '';
    expect((await merge('text')).out).toContain(
      `Not read this run: 9 file(s) in 3 output director(ies) of commit ${commit}`,
    );
    expect((await merge('markdown')).out).toContain(`> Not read this run: 9 file(s)`);
  });

  it('refuses shards that served different commits, or one directory under two trees', async () => {
    await buildRepo();
    await audit(['--all', '--save-content-cache'], pushEnv());
    const shards = [
      await audit(['--all', '--shard', '1/2'], pushEnv()),
      await audit(['--all', '--shard', '2/2'], pushEnv()),
    ];
    const [one, two] = shards.map((s) => s.report) as [Report, Report];
    expect(one.served && two.served).toBeTruthy();
    await writeFile(`${base}.r1.json`, JSON.stringify(one));
    await writeFile(
      `${base}.r2.json`,
      JSON.stringify({ ...two, served: { ...two.served, commit: 'f'.repeat(40) } }),
    );
    const commits = await merge('json');
    expect(commits.code).toBe(2);
    expect(commits.err).toMatch(/the shards served directories of different commits/);

    // One directory in both shards' scopes (as no partition cuts it), served under two trees.
    const dir = one.scope.directories[0] as string;
    const inOne = one.served?.directories.find((d) => d.directory === dir);
    expect(inOne).toBeDefined();
    await writeFile(
      `${base}.r2.json`,
      JSON.stringify({
        ...two,
        scope: { ...two.scope, directories: [...two.scope.directories, dir].sort() },
        served: {
          ...two.served,
          directories: [
            ...(two.served?.directories ?? []),
            { ...(inOne as { directory: string }), tree: '0'.repeat(40) },
          ],
        },
      }),
    );
    const trees = await merge('json');
    expect(trees.code).toBe(2);
    expect(trees.err).toContain(`${dir} was served under two trees`);
  });

  it('refuses a shard whose served section names a directory outside its scope', async () => {
    await buildRepo();
    await audit(['--all', '--save-content-cache'], pushEnv());
    const [one, two] = [
      (await audit(['--all', '--shard', '1/2'], pushEnv())).report,
      (await audit(['--all', '--shard', '2/2'], pushEnv())).report,
    ];
    // Shard 1 claims shard 2's directories as well (as a report of the version before named every
    // directory its walk listed): shard 2 may have read them, so the union would not be true.
    const all = [...(one.served?.directories ?? []), ...(two.served?.directories ?? [])].sort(
      (a, b) => (a.directory < b.directory ? -1 : 1),
    );
    const claimed = { ...one.served, files: 12, directories: all };
    await writeFile(`${base}.r1.json`, JSON.stringify({ ...one, served: claimed }));
    await writeFile(`${base}.r2.json`, JSON.stringify(two));
    const refused = await merge('json');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      `shard 1/2 names ${two.scope.directories.length} served director(ies) outside its scope (${two.scope.directories.join(', ')})`,
    );
  });
});

describe('Snakemake’s records inside a served directory', () => {
  /** align/ is Snakemake's working directory: its record of out.tsv lies inside the output. */
  const spec = {
    output: 'out.tsv',
    rule: 'align',
    input: [],
    shellcmd: 'tool align > out.tsv',
  };

  it('are held to the record: one edited after the checkout makes its directory read', async () => {
    let record = '';
    await buildRepo(async () => {
      record = await writeSnakemakeRecord(repo, spec, { workdir: 'results/align' });
    });
    await audit(['--all', '--save-content-cache'], pushEnv());
    const warm = await audit(['--all'], pushEnv());
    expect(servedDirs(warm)).toContain('results/align');
    expect(findingsOf(warm)).toEqual(findingsOf(await audit(['--all'], pushEnv(), false)));

    // The record says another command now: the work tree is not the commit the record is of.
    await repo.write(record, renderSnakemakeRecord({ ...spec, shellcmd: 'tool other > out.tsv' }));
    const edited = await audit(['--all'], pushEnv());
    expect(servedDirs(edited)).toEqual(['results/call', 'results/report', 'results/sort']);
    expect(findingsOf(edited)).toEqual(findingsOf(await audit(['--all'], pushEnv(), false)));
    // Not with the engine off: the records are not read then, and not held.
    expect(servedDirs(await audit(['--all', '--engine', 'none'], pushEnv()))).toContain(
      'results/align',
    );
  });
});
