/**
 * Issue 14 §1: the config file is read like any other untrusted file, from
 * the checkout and from git alike. A symlink out of the root, a FIFO, a
 * device, an oversized file, an alias bomb, runaway nesting: each is one
 * clear line and exit 2 — never a hang, a stack trace or "internal error" —
 * and a config inside the root reached through a symlink inside it still
 * works.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, MAX_CONFIG_BYTES, parseConfigText } from '../../src/config/config.js';
import { runCli } from '../../src/cli.js';
import { ConfigurationError } from '../../src/util/errors.js';
import { captureIo } from '../helpers/cli-io.js';
import { aliasBomb } from '../helpers/config.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let outside: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-config-');
  outside = await TempRepo.create('pg-config-outside-');
});
afterEach(async () => {
  await repo.remove();
  await outside.remove();
});

/** Runs `passport-gate audit` in the repository; returns the exit code and stderr. */
async function audit(...args: string[]): Promise<{ code: number; err: string; out: string }> {
  const io = captureIo(repo.root);
  const code = await runCli(['audit', ...args], io);
  return { code, err: io.err(), out: io.out() };
}

/** One clear line on stderr: the prefix, no "internal error", no stack. */
function expectOneClearLine(err: string, pattern: RegExp) {
  const lines = err.trimEnd().split('\n');
  expect(lines, err).toHaveLength(1);
  expect(lines[0]).toMatch(/^passport-gate: /);
  expect(lines[0]).not.toMatch(/internal error/);
  expect(lines[0]).toMatch(pattern);
}

describe('the checkout’s config file', () => {
  it('a symlink out of the root is refused', async () => {
    await buildPipeline(repo);
    await outside.write('gate.yml', 'rules:\n  artifact-hash-mismatch: "off"\n');
    await symlink(outside.abs('gate.yml'), repo.abs('.passport-gate.yml'));
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(
      r.err,
      /config \.passport-gate\.yml is a symbolic link.*out of the repository root/,
    );
  });

  it('a config under a directory symlinked out of the root is refused', async () => {
    await buildPipeline(repo);
    await outside.write('gate.yml', 'rules: {}\n');
    await symlink(outside.root, repo.abs('ci'));
    const r = await audit('--config', 'ci/gate.yml');
    expect(r.code).toBe(2);
    expectOneClearLine(r.err, /symbolic link, or lies under one/);
  });

  it('a symlink that stays inside the root is followed', async () => {
    await buildPipeline(repo);
    await repo.write('ci/gate.yml', 'rules:\n  artifact-unlisted: error\n');
    await symlink('ci/gate.yml', repo.abs('.passport-gate.yml'));
    await repo.write('results/align/stray.log', 'x');
    const r = await audit();
    expect(r.code).toBe(1); // the linked config raised artifact-unlisted to an error
    expect(r.out).toMatch(/artifact-unlisted/);
  });

  it('a FIFO is refused without blocking', async () => {
    await buildPipeline(repo);
    execFileSync('mkfifo', [repo.abs('.passport-gate.yml')]);
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(
      r.err,
      /config \.passport-gate\.yml is a (socket or )?FIFO; it must be a regular file/,
    );
  });

  it('a device named explicitly (/dev/zero) is refused without reading it', async () => {
    await buildPipeline(repo);
    const r = await audit('--config', '/dev/zero');
    expect(r.code).toBe(2);
    expectOneClearLine(
      r.err,
      /config \/dev\/zero is a character device; it must be a regular file/,
    );
  });

  it('a directory is refused', async () => {
    await buildPipeline(repo);
    await mkdir(repo.abs('.passport-gate.yml'));
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(r.err, /is a directory; it must be a regular file/);
  });

  it('a file over the cap is refused before it is read', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('.passport-gate.yml'), `# ${'x'.repeat(MAX_CONFIG_BYTES)}\n`);
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(r.err, new RegExp(`over the ${MAX_CONFIG_BYTES}-byte cap`));
  });

  it('an alias bomb is one clear error, not an exhausted heap or an internal error', async () => {
    await buildPipeline(repo);
    await repo.write('.passport-gate.yml', aliasBomb());
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(
      r.err,
      /invalid config \.passport-gate\.yml:1:1: aliases expand more than 100 times/,
    );
  });

  it('runaway nesting is one clear error, not a crash', async () => {
    await buildPipeline(repo);
    await repo.write('.passport-gate.yml', `outputs: ${'['.repeat(100_000)}`);
    const r = await audit();
    expect(r.code).toBe(2);
    expectOneClearLine(r.err, /nesting deeper than/);
  });

  it('loadConfig throws ConfigurationError for each, and the defaults for an absent file', async () => {
    await repo.write('bomb.yml', aliasBomb());
    await expect(loadConfig(repo.root, 'bomb.yml', true)).rejects.toThrow(ConfigurationError);
    await expect(parseConfigText(aliasBomb(), 'x')).rejects.toThrow(/aliases expand/);
    await expect(loadConfig(repo.root, undefined, false)).resolves.toMatchObject({ rules: {} });
    await expect(loadConfig(repo.root, 'missing.yml', true)).rejects.toThrow(/does not exist/);
    // A few aliases within the cap are fine.
    await expect(
      parseConfigText('outputs: [&b "results/**"]\nignore: [*b]\n', 'x'),
    ).resolves.toMatchObject({ ignore: ['results/**'], outputs: ['results/**'] });
  });
});

/** git in the repository, with a fixed identity. */
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).trim();

describe('the config at a git revision (--config-from)', () => {
  beforeEach(async () => {
    git(repo.root, 'init', '-q', '-b', 'main');
    await buildPipeline(repo);
  });
  const commit = () => {
    git(repo.root, 'add', '-A');
    git(repo.root, 'commit', '-q', '-m', 'x');
    return git(repo.root, 'rev-parse', 'HEAD');
  };

  it('the working tree turns the hash rule off: the revision’s config still fails the tampered artifact', async () => {
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    commit();
    await repo.write(
      '.passport-gate.yml',
      'rules:\n  artifact-hash-mismatch: "off"\n  input-hash-mismatch: "off"\n',
    );
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered\n');
    // Without --config-from, the working tree's file is in force and the tampering passes.
    expect((await audit('--all')).code).toBe(0);
    const r = await audit('--all', '--config-from', 'main', '--format', 'json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      findings: { rule: string; severity: string; message: string }[];
    };
    expect(report.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    const change = report.findings.find((f) => f.rule === 'config-changed');
    expect(change?.severity).toBe('notice');
    expect(change?.message).toMatch(
      /^the working tree changes \.passport-gate\.yml; the config of main \([0-9a-f]{12}\) is in force.*would turn artifact-hash-mismatch off/,
    );
  });

  it('--help documents --config-from', async () => {
    const r = await audit('--help');
    expect(r.out).toMatch(/--config-from REF/);
  });

  it('a ref that names no commit, or a directory outside git: exit 2, one line', async () => {
    commit();
    const bad = await audit('--config-from', 'no-such-branch');
    expect(bad.code).toBe(2);
    expectOneClearLine(
      bad.err,
      /--config-from "no-such-branch" names no commit in this repository; fetch it first/,
    );
    const option = await audit('--config-from=--output=/tmp/x');
    expect(option.code).toBe(2);
    expectOneClearLine(option.err, /is not a git revision/);
    const notGit = await TempRepo.create('pg-nogit-');
    try {
      const io = captureIo(notGit.root);
      expect(await runCli(['audit', '--config-from', 'HEAD'], io)).toBe(2);
      expectOneClearLine(
        io.err(),
        /--config-from needs a git repository, and .* is not a git repository/,
      );
    } finally {
      await notGit.remove();
    }
  });

  it('a symlink out of the repository at the revision is refused', async () => {
    await symlink('../../etc/passwd', repo.abs('.passport-gate.yml'));
    commit();
    const r = await audit('--config-from', 'HEAD');
    expect(r.code).toBe(2);
    expectOneClearLine(
      r.err,
      /config \.passport-gate\.yml at HEAD \([0-9a-f]{12}\) is a symbolic link out of the repository/,
    );
  });

  it('a symlink inside the repository at the revision is followed', async () => {
    await repo.write('ci/gate.yml', 'rules:\n  artifact-unlisted: error\n');
    await symlink('ci/gate.yml', repo.abs('.passport-gate.yml'));
    await repo.write('results/align/stray.log', 'x');
    commit();
    const r = await audit('--config-from', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/artifact-unlisted/);
  });

  it('a blob over the cap, an alias bomb, a directory, a submodule-free tree: one line each', async () => {
    await writeFile(repo.abs('.passport-gate.yml'), `# ${'x'.repeat(MAX_CONFIG_BYTES)}\n`);
    const big = commit();
    await repo.write('.passport-gate.yml', aliasBomb());
    const bomb = commit();
    const big2 = await audit('--config-from', big);
    expect(big2.code).toBe(2);
    expectOneClearLine(big2.err, new RegExp(`over the ${MAX_CONFIG_BYTES}-byte cap`));
    const bomb2 = await audit('--config-from', bomb);
    expect(bomb2.code).toBe(2);
    expectOneClearLine(bomb2.err, /aliases expand more than 100 times/);
    git(repo.root, 'rm', '-q', '.passport-gate.yml');
    await repo.write('.passport-gate.yml/x', 'y');
    const dir = commit();
    const dir2 = await audit('--config-from', dir);
    expect(dir2.code).toBe(2);
    expectOneClearLine(dir2.err, /is a directory/);
  });
});
