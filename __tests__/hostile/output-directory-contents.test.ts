/**
 * What an output directory holds is seen whole: no built-in skip list hides a directory inside
 * one (node_modules), nothing under .git/ is ever read as an artifact, and a submodule checked
 * out without its content is a finding, not an empty scope.
 */
import { symlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import { readBaseRevision } from '../../src/hosts/at-revision/base-passports.js';
import { askWorkTree } from '../../src/vcs/policy.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-outdir-');
});
afterEach(async () => {
  await repo.remove();
});

const run = (config: Config = DEFAULT_CONFIG, changedFiles: string[] | null = null) =>
  audit({ root: repo.root, config, changedFiles, trusted: askWorkTree(repo.root) });
const findings = async (config?: Config, changed?: string[] | null) =>
  (await run(config, changed)).findings.map((f) => `${f.rule} ${f.path}`).sort();

describe('node_modules inside an output directory is walked like any directory', () => {
  it('a failing passport and an unlisted file under results/node_modules/ are findings', async () => {
    await repo.write('results/a/a.txt', 'a\n');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
    await repo.write('results/node_modules/x/y.txt', 'y\n');
    await repo.write('results/node_modules/x/unlisted.txt', 'u\n');
    await repo.passport({
      dir: 'results/node_modules/x',
      outputs: ['results/node_modules/x/y.txt'],
      errors: [{ step: 'run', tool: 't', exit_code: 1, stderr_excerpt: 'boom' }],
      mutate: (p) =>
        (p.outputs as unknown[]).push({
          path: 'results/node_modules/x/gone.txt',
          sha256: sha256('gone'),
        }),
    });
    const config = { ...DEFAULT_CONFIG, rules: { 'artifact-unlisted': 'error' as const } };
    const got = await findings(config);
    expect(got).toEqual(
      expect.arrayContaining([
        'artifact-missing results/node_modules/x/x.passport.json',
        'artifact-unlisted results/node_modules/x/unlisted.txt',
        'exit-nonzero results/node_modules/x/x.passport.json',
      ]),
    );
    expect((await run(config)).summary.passed).toBe(false);
  });

  it('files in a node_modules directory under a pinned output directory need a passport', async () => {
    await repo.write('out/a.txt', 'a\n');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    await repo.write('out/node_modules/pkg/index.js', 'x\n');
    expect(await findings({ ...DEFAULT_CONFIG, outputs: ['out'] })).toEqual([
      'artifact-unlisted out/node_modules/pkg/index.js',
    ]);
  });

  it('a node_modules directory outside every output directory is not walked (documented)', async () => {
    await repo.write('out/a.txt', 'a\n');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    // A passport there would fail (exit 1), but nothing outside the output directories is an artifact.
    await repo.write('node_modules/pkg/o.txt', 'o\n');
    await repo.passport({
      dir: 'node_modules/pkg',
      outputs: ['node_modules/pkg/o.txt'],
      errors: [{ step: 'run', tool: 't', exit_code: 1, stderr_excerpt: '' }],
    });
    expect(await findings()).toEqual([]);
  });
});

describe('nothing under .git/ is read as an artifact', () => {
  it('an output .git/config is refused with a finding and no digest', async () => {
    repo.gitInit();
    const token = 'AUTHORIZATION: basic c2VjcmV0LXRva2Vu';
    git(repo.root, 'config', 'http.https://github.com/.extraheader', token);
    const config = await repo.read('.git/config');
    await repo.write('out/a.txt', 'a\n');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) =>
        (p.outputs as unknown[]).push({ path: '.git/config', sha256: sha256('not it') }),
    });
    const report = await run();
    const text = JSON.stringify(report);
    expect(report.findings.map((f) => f.rule)).toEqual(['path-outside-root']);
    expect(report.findings[0]?.message).toMatch(/\.git, git's own store/);
    expect(text).not.toContain(sha256(config));
    expect(report.summary.passed).toBe(false);
  });

  it('a symlink into .git/ is refused the same way, and a nested .GIT spelling too', async () => {
    repo.gitInit();
    await repo.write('out/a.txt', 'a\n');
    await symlink('../.git/config', repo.abs('out/cfg'));
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) =>
        (p.outputs as unknown[]).push(
          { path: 'out/cfg', sha256: sha256('x') },
          { path: 'out/.GIT/HEAD', sha256: sha256('y') },
        ),
    });
    const report = await run();
    expect(report.findings.map((f) => `${f.rule} ${f.pointer}`).sort()).toEqual([
      'path-outside-root /outputs/1/path',
      'path-outside-root /outputs/2/path',
    ]);
    expect(JSON.stringify(report)).not.toContain(sha256(await repo.read('.git/config')));
  });
});

describe('a submodule checked out without its content', () => {
  it('is a finding when the change names it, not scope-empty', async () => {
    const sub = await TempRepo.create('pg-sub-');
    try {
      git(sub.root, 'init', '-q', '-b', 'main');
      await sub.write('x.txt', 'x\n');
      const subHead = commitAll(sub.root, 'sub');
      git(repo.root, 'init', '-q', '-b', 'main');
      await repo.write('results/a/a.txt', 'a\n');
      await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
      // A gitlink, as `git submodule add` records one; its directory is checked out empty.
      git(repo.root, 'update-index', '--add', '--cacheinfo', `160000,${subHead},results/sub`);
      await repo.write('results/sub/.keep-dir', '');
      const { rm } = await import('node:fs/promises');
      await rm(repo.abs('results/sub/.keep-dir'));
      commitAll(repo.root, 'base');
      const got = await findings(DEFAULT_CONFIG, ['results/sub']);
      expect(got).toEqual(['submodule-unverified results/sub']);
      // All mode sees it too: an output directory whose content git did not check out.
      expect(await findings()).toEqual(['submodule-unverified results/sub']);
    } finally {
      await sub.remove();
    }
  });

  it('an empty directory that is no gitlink stays quiet', async () => {
    git(repo.root, 'init', '-q', '-b', 'main');
    await repo.write('results/a/a.txt', 'a\n');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
    commitAll(repo.root, 'base');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(repo.abs('results/empty'));
    expect(await findings()).toEqual([]);
  });
});

describe('inferred output roots', () => {
  it('a passport the change adds beside the passport directories does not dissolve their root', async () => {
    await repo.write('results/a/a.txt', 'a\n');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
    await repo.write('results/newdir/new.txt', 'no provenance\n');
    // The change adds an empty passport at results/ itself, and the new directory.
    await repo.passport({ dir: 'results', runId: 'run0' });
    const changed = ['results/run0.passport.json', 'results/newdir/new.txt'];
    const report = await run(DEFAULT_CONFIG, changed);
    const missing = report.findings.find((f) => f.rule === 'passport-missing');
    expect(missing?.severity).toBe('error');
    expect(missing?.path).toBe('results/newdir/new.txt');
    expect(report.summary.passed).toBe(false);
    // Its neighbour: the same passport already in the tree and unchanged owns results/newdir.
    const unchanged = await run(DEFAULT_CONFIG, ['results/newdir/new.txt']);
    expect(unchanged.findings.map((f) => f.rule)).toEqual(['artifact-unlisted']);
  });

  /** The audit of a pull request: the files git names against HEAD, with HEAD as the base. */
  async function runAgainstHead() {
    git(repo.root, 'add', '-A');
    const changed = git(repo.root, 'diff', '--cached', '--name-only', '--no-renames', '-z', 'HEAD')
      .split('\0')
      .filter(Boolean);
    const base = await readBaseRevision(repo.root, 'HEAD', DEFAULT_CONFIG);
    const report = await audit({
      root: repo.root,
      config: DEFAULT_CONFIG,
      changedFiles: changed,
      trusted: { base: { passports: base.passports }, ...askWorkTree(repo.root) },
    });
    return report;
  }

  it('with a base, a modified passport keeps the base roots: a passport nested in its directory makes no root of it', async () => {
    // results/s0 is one output directory (its passport lists d0/a.txt); results/s0/n1 is a
    // second step nested in it. The change rewrites d0/a.txt and re-stamps results/s0.
    repo.gitInit();
    await repo.write('results/s0/0.txt', '0\n');
    await repo.write('results/s0/d0/a.txt', 'a\n');
    await repo.passport({
      dir: 'results/s0',
      runId: 's0',
      outputs: ['results/s0/0.txt', 'results/s0/d0/a.txt'],
    });
    await repo.write('results/s0/n1/b.txt', 'b\n');
    await repo.passport({ dir: 'results/s0/n1', runId: 's1', outputs: ['results/s0/n1/b.txt'] });
    commitAll(repo.root, 'base');
    await repo.write('results/s0/d0/a.txt', 'rewritten\n');
    await repo.passport({
      dir: 'results/s0',
      runId: 's0',
      outputs: ['results/s0/0.txt', 'results/s0/d0/a.txt'],
    });
    expect(await findings()).toEqual([]);
    const report = await runAgainstHead();
    expect(report.findings.map((f) => `${f.rule} ${f.path}`)).toEqual([]);
    expect(report.summary.passed).toBe(true);
  });

  it('with a base, a passport the change adds beside the passport directories still does not dissolve their root', async () => {
    repo.gitInit();
    await repo.write('results/a/a.txt', 'a\n');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
    commitAll(repo.root, 'base');
    await repo.write('results/newdir/new.txt', 'no provenance\n');
    await repo.passport({ dir: 'results', runId: 'run0' });
    const report = await runAgainstHead();
    const missing = report.findings.find((f) => f.rule === 'passport-missing');
    expect(missing?.severity).toBe('error');
    expect(missing?.path).toBe('results/newdir/new.txt');
    expect(report.summary.passed).toBe(false);
  });
});
