import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { withDistCopy } from '../helpers/dist-copy.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

const io = (env: NodeJS.ProcessEnv = {}) => captureIo(repo.root, env);

describe('exit codes', () => {
  it('0 when clean, 1 on error findings, 2 on bad usage', async () => {
    await buildPipeline(repo);
    expect(await runCli(['audit', '--all'], io())).toBe(0);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    expect(await runCli(['audit', '--all'], io())).toBe(1);
    expect(await runCli(['audit', '--fail-on', 'never'], io())).toBe(0);
    expect(await runCli(['audit', '--frobnicate'], io())).toBe(2);
    expect(await runCli(['audit', '--all', '--base', 'main'], io())).toBe(2);
    expect(await runCli(['audit', '--format', 'xml'], io())).toBe(2);
    expect(await runCli(['nope'], io())).toBe(2);
  });
  it('--fail-on warning fails on a warning only', async () => {
    await buildPipeline(repo);
    // artifact-unlisted is an error by default; a base config may lower it to a warning.
    await repo.write('.passport-gate.yml', 'rules:\n  artifact-unlisted: warning\n');
    await repo.write('results/align/stray.log', 'x');
    expect(await runCli(['audit'], io())).toBe(0);
    expect(await runCli(['audit', '--fail-on', 'warning'], io())).toBe(1);
  });
  it('bad config is exit 2 with one clear line and no stack trace', async () => {
    await repo.write(
      '.passport-gate.yml',
      'outputs: [results/*]\nunknown-key: 1\nrules:\n  not-a-rule: error\n',
    );
    const c = io();
    expect(await runCli(['audit'], c)).toBe(2);
    expect(c.err()).toContain('unknown property "unknown-key"');
    expect(c.err()).toContain('not-a-rule is not a rule id');
    expect(c.err()).not.toMatch(/\n\s+at /);
  });
  it('duplicate keys in the config are an error with line:column', async () => {
    await repo.write('.passport-gate.yml', 'outputs: [a]\noutputs: [b]\n');
    const c = io();
    expect(await runCli(['audit'], c)).toBe(2);
    expect(c.err()).toMatch(/\.passport-gate\.yml:2:1/);
  });
});

describe('formats', () => {
  it('--format json validates against schemas/report.v1.schema.json', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/stray.log', 'x');
    const c = io();
    await runCli(['audit', '--format', 'json'], c);
    const report = JSON.parse(c.out());
    expect(validateReport(report)).toEqual([]);
    expect(report.findings[0]).toMatchObject({ rule: 'artifact-unlisted', severity: 'error' });
  });
  it('--output writes the report file and nothing partial', async () => {
    await buildPipeline(repo);
    const c = io();
    expect(await runCli(['audit', '--format', 'markdown', '--output', 'report.md'], c)).toBe(0);
    expect((await repo.read('report.md')).toString()).toContain('Passed');
  });
  it('text output has no colour without a TTY and colour with FORCE_COLOR', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/stray.log', 'x');
    const plain = io();
    await runCli(['audit'], plain);
    expect(plain.out()).not.toContain('\u001b[');
    const coloured = io({ FORCE_COLOR: '1' });
    await runCli(['audit'], coloured);
    expect(coloured.out()).toContain('\u001b[');
    const noColor = io({ FORCE_COLOR: '1', NO_COLOR: '1' });
    await runCli(['audit'], noColor);
    expect(noColor.out()).not.toContain('\u001b[');
  });
});

describe('scope flags', () => {
  it('--changed-files limits the audit to directories with a changed file', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    // The alignment passport changed; the tampered variants are only re-checked for chain rules.
    await repo.write('changed.txt', 'results/align/align.passport.json\n');
    expect(await runCli(['audit', '--changed-files', 'changed.txt'], io())).toBe(0);
    await repo.write('changed.txt', 'results/variants/sampleA.vcf\r\n');
    expect(await runCli(['audit', '--changed-files', 'changed.txt'], io())).toBe(1);
  });
  it('--changed-files reads a NUL-separated list exactly (git diff --name-only -z)', async () => {
    // A name ending in CR (legal on Linux) is only carried exactly by the -z form: a line list
    // would lose the CR and name another file.
    await repo.write('results/a/out.txt\r', 'x');
    await repo.write('results/a/out.txt', 'y');
    await repo.passport({ dir: 'results/a', outputs: ['results/a/out.txt'] });
    await repo.write('results/b/listed.txt', 'z');
    await repo.passport({ dir: 'results/b', outputs: ['results/b/listed.txt'] });
    await repo.write('changed.z', 'results/a/out.txt\r\0');
    const out = io();
    expect(await runCli(['audit', '--changed-files', 'changed.z', '--format', 'json'], out)).toBe(
      1,
    );
    const report = JSON.parse(out.out()) as { scope: { changed_files: number } };
    expect(report.scope.changed_files).toBe(1);
    // The CR-named file is unlisted in its directory: an error, and named exactly.
    expect(out.out()).toContain('out.txt\\r');
  });
  it('--base diffs against a git ref without a shell', async () => {
    await buildPipeline(repo);
    const git = (...args: string[]) => exec('git', args, { cwd: repo.root });
    await git('init', '-q');
    await git('-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A');
    await git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base');
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const c = io();
    expect(await runCli(['audit', '--base', 'HEAD', '--format', 'json'], c)).toBe(1);
    // The report directory lists the changed VCF as an input, so it is audited too.
    expect(JSON.parse(c.out()).scope.directories).toEqual(['results/report', 'results/variants']);
    expect(await runCli(['audit', '--base', '--output=/tmp/x'], io())).toBe(2);
  });
});

describe('the committed bundle', () => {
  it('dist/cli.js audits the bundled example and exits 0', async () => {
    const { stdout } = await exec(
      process.execPath,
      [path.join(repoRoot, 'dist/cli.js'), 'audit', '--root', 'examples/pipeline', '--all'],
      {
        cwd: repoRoot,
      },
    );
    expect(stdout).toMatch(/^PASSED: 3 passport\(s\)/m);
  });
  it('dist/cli.js prints its version and help', async () => {
    const pkg = JSON.parse(
      (await import('node:fs')).readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
    );
    const { stdout } = await exec(process.execPath, [
      path.join(repoRoot, 'dist/cli.js'),
      '--version',
    ]);
    expect(stdout.trim()).toBe(pkg.version);
    const help = await exec(process.execPath, [
      path.join(repoRoot, 'dist/cli.js'),
      'audit',
      '--help',
    ]);
    expect(help.stdout).toContain('Exit codes');
  });
  it('dist/cli.js runs as the executable npm links for `passport-gate` (package.json bin)', async () => {
    const { chmod, copyFile } = await import('node:fs/promises');
    // A copy of dist/ made executable, as `npm install` does with a bin: the kernel must find Node.
    await withDistCopy(async ({ dir, cli }) => {
      await copyFile(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
      await chmod(cli, 0o755);
      const { stdout } = await exec(cli, ['--version'], {
        env: {
          ...process.env,
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        },
      });
      expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    });
  });
});

describe('the bundle outside the repository', () => {
  it('loads jsonc-parser from the bundle when a finding needs a position (no node_modules above it)', async () => {
    // json-source.ts loads jsonc-parser on first use with a plain require, which the bundler
    // turns into its own; were it left to Node, the copy here would find no jsonc-parser.
    await repo.write('results/a/table.csv', 'a,b\n');
    await repo.write('results/a/run.passport.json', '{"schema_version": "1.0.0",\n  oops}\n');
    await repo.write('results/b/table.csv', 'a,b\n');
    await repo.write('results/b/run.passport.json', '{\n  "x": 1,\n  "x": 2\n}\n');
    const result = await withDistCopy(({ cli }) =>
      exec(process.execPath, [cli, 'audit', '--root', repo.root, '--all', '--format', 'json'], {
        env: { ...process.env, NODE_PATH: '' },
      }).catch((error: { stdout: string; code: number }) => error),
    );
    expect((result as { code?: number }).code).toBe(1);
    const report = JSON.parse(result.stdout) as AuditReport;
    const at = (rule: string) => report.findings.find((f) => f.rule === rule);
    expect(at('passport-invalid-json')).toMatchObject({ line: 2, column: 3 });
    expect(at('passport-duplicate-key')).toMatchObject({ line: 3, column: 3 });
  });
});

describe('report wording', () => {
  it('names LFS-pointer verification and the shard in the text and Markdown verdicts', async () => {
    const { describeLfs, describeScope } = await import('../../src/report/text.js');
    await buildPipeline(repo);
    const c = captureIo(repo.root);
    await runCli(['audit', '--format', 'json'], c);
    const report = JSON.parse(c.out());
    expect(describeScope(report)).toBe('scope: all');
    expect(describeLfs(report)).toBe('');
    report.scope.shard = { index: 2, count: 4, fingerprint: 'x', chain: false };
    report.passports[0].lfs_pointers = 3;
    expect(describeScope(report)).toBe('scope: all, shard 2/4');
    expect(describeLfs(report)).toBe(' (3 by Git LFS pointer)');
    delete report.scope.shard;
    report.scope.shards = 4;
    expect(describeScope(report)).toBe('scope: all, 4 shards merged');
  });
});
