/**
 * The CLI behaves as git and DVC users expect: the root is the repository's top
 * level, paths are relative to where the user stands, mistakes get one line
 * with the nearest right spelling, and nothing internal leaks.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../src/config/config.js';
import { runCli } from '../../src/cli.js';
import { listHelpOptions } from '../../src/cli/command-help.js';
import { COMMANDS } from '../../src/cli/commands.js';
import { UnknownOptionError } from '../../src/cli/parse-args.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';

const exec = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-conv-');
});
afterEach(async () => {
  await repo.remove();
});

const git = (cwd: string, ...args: string[]) =>
  exec('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd });

/** Runs the CLI in `cwd` (default: the repository root); returns code, stdout and stderr. */
async function cli(
  args: string[],
  cwd = repo.root,
  extra: Partial<ReturnType<typeof captureIo>> = {},
) {
  const io = { ...captureIo(cwd), ...extra };
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** A user mistake is exit 2 and one line on stderr, with no internal wording. */
function expectOneLineUsageError(result: { code: number; err: string }) {
  expect(result.code).toBe(2);
  expect(result.err.trimEnd().split('\n')).toHaveLength(1);
  expect(result.err).not.toMatch(/internal error|report it|ERR_|\n\s+at |Unknown option '/);
}

describe('root discovery (as git and DVC)', () => {
  it('`cd results/align && passport-gate stamp .` stamps repository-relative paths, and the audit passes', async () => {
    await git(repo.root, 'init', '-q');
    await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
    await repo.write('results/align/sample.bam', 'BAM\u0001alignment');
    const here = repo.abs('results/align');
    const stamped = await cli(
      [
        'stamp',
        '.',
        '--skill',
        'bwa-alignment',
        '--skill-version',
        '1.2.0',
        '--input',
        '../../data/reads.fq',
        '--source',
        '../../data/reads.fq=ERR123456',
        '--error',
        'step=align,tool=bwa,exit=0',
      ],
      here,
    );
    expect(stamped.err).toBe('');
    expect(stamped.code).toBe(0);
    const passport = JSON.parse(
      (await readFile(repo.abs('results/align/bwa-alignment.passport.json'))).toString(),
    ) as { outputs: { path: string }[]; inputs: { path: string }[] };
    expect(passport.outputs.map((o) => o.path)).toEqual(['results/align/sample.bam']);
    expect(passport.inputs.map((i) => i.path)).toEqual(['data/reads.fq']);
    // The audit run from the subfolder audits the whole repository, and passes.
    const audited = await cli(['audit', '--all', '--format', 'json'], here);
    expect(audited.code).toBe(0);
    expect(JSON.parse(audited.out).summary.passports).toBe(1);
    // `stamp .` again from the subfolder finds it up to date.
    expect((await cli(['stamp', '.', '--check'], here)).code).toBe(0);
  });

  it('reaches the top level through a symbolic link to the repository', async () => {
    await git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    const linkDir = await mkdtemp(path.join(tmpdir(), 'pg-link-'));
    try {
      await symlink(repo.root, path.join(linkDir, 'repo'));
      const here = path.join(linkDir, 'repo', 'results', 'align');
      const checked = await cli(['stamp', '.', '--check', '--format', 'json'], here);
      expect(checked.err).toBe('');
      expect(JSON.parse(checked.out).path).toBe('results/align/align.passport.json');
      const around = await cli(['graph', '--around', '.', '--depth', '0'], here);
      expect(around.code).toBe(0);
      expect(around.out).toContain('bwa-alignment');
    } finally {
      await rm(linkDir, { recursive: true, force: true });
    }
  });

  it('outside a git repository the root is the current folder', async () => {
    // The temporary folder must not be inside a repository, or this would test nothing.
    await expect(git(repo.root, 'rev-parse', '--show-toplevel')).rejects.toThrow();
    await repo.write('results/align/sample.bam', 'BAM');
    const here = repo.abs('results/align');
    const stamped = await cli(
      ['stamp', '.', '--skill', 'bwa-alignment', '--skill-version', '1.2.0', '--format', 'json'],
      here,
    );
    expect(stamped.code).toBe(0);
    expect(JSON.parse(stamped.out).path).toBe('bwa-alignment.passport.json');
    expect(stamped.err).toBe('');
  });

  it('--root still wins over the git top level', async () => {
    await git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    await repo.write('other/results/x/file.txt', 'x');
    const result = await cli(['audit', '--root', 'other', '--format', 'json'], repo.root);
    expect(JSON.parse(result.out).summary.passports).toBe(0);
  });

  it('says so when git cannot tell the root, and --quiet keeps that note off stderr', async () => {
    await git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    const inGitDir = repo.abs('.git');
    const noisy = await cli(['audit', '--format', 'json'], inGitDir);
    expect(noisy.err).toMatch(
      /^note: git could not tell the repository root \(fatal: .*\); using the current directory\. Pass --root DIR to choose it\.\n$/,
    );
    const quiet = await cli(['audit', '--format', 'json', '--quiet'], inGitDir);
    expect(quiet.err).toBe('');
  });
});

describe('--quiet', () => {
  it('prints the findings and the verdict, without progress', async () => {
    await buildPipeline(repo);
    for (let i = 0; i < 5; i++) await repo.write(`results/align/extra-${i}.txt`, `x${i}`);
    // A clock that jumps ten seconds per reading: progress is due at every file.
    let t = 0;
    const now = () => (t += 10_000);
    const loud = await cli(['audit', '--all'], repo.root, { now });
    expect(loud.err).toMatch(/passport-gate: hashing: /);
    t = 0;
    const quiet = await cli(['audit', '--all', '--quiet'], repo.root, { now });
    expect(quiet.err).toBe('');
    // Only the findings and the verdict line: the note on inferred output roots is left out.
    expect(loud.out).toMatch(/output roots were inferred/);
    expect(quiet.out).not.toMatch(/output roots were inferred/);
    expect(quiet.out).toBe(loud.out.replace(/^No outputs: .*\n\n/m, ''));
    expect(quiet.out).toMatch(/artifact-unlisted/);
    expect(quiet.out).toMatch(/^FAILED: /m); // artifact-unlisted is an error
  });
});

describe('did you mean', () => {
  it('suggests the nearest command, and `help <command>` is `<command> --help`', async () => {
    const typo = await cli(['audt']);
    expectOneLineUsageError(typo);
    expect(typo.err).toBe('passport-gate: unknown command "audt"; did you mean "audit"?\n');
    expect((await cli(['help', 'stmp'])).err).toContain('did you mean "stamp"?');
    const help = await cli(['help', 'audit']);
    const flag = await cli(['audit', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toBe(flag.out);
    expect(help.out).toMatch(/^Usage: passport-gate audit/);
    expect((await cli(['help'])).out).toContain('passport-gate help <command>');
    expect((await cli(['help', 'help'])).out).toBe((await cli(['help'])).out);
  });

  it('suggests the nearest option of the command, a swap or a missing letter away', async () => {
    const swapped = await cli(['audit', '--fromat', 'json']);
    expectOneLineUsageError(swapped);
    expect(swapped.err).toContain('audit: unknown option --fromat; did you mean --format?');
    expect((await cli(['audit', '--al'])).err).toContain('did you mean --all?');
    expect((await cli(['stamp', 'x', '--skil', 's'])).err).toContain('did you mean --skill?');
    expect((await cli(['audit', 'all'])).err).toContain(
      'audit takes no argument "all"; did you mean --all?',
    );
  });

  it('an option another command has (merge --root) gets the usage line, in one line', async () => {
    const result = await cli(['merge', '--root', 'x', 'report.json']);
    expectOneLineUsageError(result);
    expect(result.err).toBe(
      'passport-gate: merge: unknown option --root; usage: passport-gate merge [options] REPORT.json... (run "passport-gate merge --help" for its options)\n',
    );
  });

  it('a missing option value says what goes there', async () => {
    const result = await cli(['audit', '--root']);
    expectOneLineUsageError(result);
    expect(result.err).toContain('audit: --root needs a value, e.g. --root DIR');
    expect((await cli(['audit', '--all=yes'])).err).toContain('audit: --all takes no value');
  });

  it('every command lists in --help exactly the options it parses', async () => {
    for (const name of Object.keys(COMMANDS)) {
      const help = await cli([name, '--help']);
      expect(help.code, name).toBe(0);
      const listed = listHelpOptions(help.out);
      // Every command must refuse the option: one that ran instead would fail here.
      const error: unknown = await COMMANDS[name]!.run(
        ['--no-such-option-anywhere'],
        captureIo(repo.root),
      ).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(UnknownOptionError);
      const known = (error as UnknownOptionError).knownOptions.filter((o) => o.startsWith('--'));
      expect([...listed].sort(), name).toEqual([...known].sort());
    }
  });
});

describe('bare commands and usage', () => {
  it('a bare command that needs arguments prints its usage on stderr, exit 2', async () => {
    for (const name of ['stamp', 'merge', 'export', 'completion']) {
      const result = await cli([name]);
      expect(result.code, name).toBe(2);
      expect(result.out, name).toBe('');
      expect(result.err, name).toMatch(new RegExp(`^Usage: passport-gate ${name}`));
    }
    const bare = await cli([]);
    expect(bare.code).toBe(2);
    expect(bare.err).toMatch(/^passport-gate \d+\.\d+\.\d+/);
  });
});

describe('user mistakes are one line and exit 2', () => {
  it('an --output in a directory that does not exist', async () => {
    await buildPipeline(repo);
    for (const args of [
      ['audit', '--all', '--output', 'no/such/dir/report.json'],
      ['graph', '--output', 'no/such/dir/chain.mmd'],
    ]) {
      const result = await cli(args);
      expectOneLineUsageError(result);
      expect(result.err).toContain(
        `cannot write --output "${args.at(-1)}": its directory does not exist`,
      );
    }
    await repo.write('a-file', 'x');
    const exported = await cli(['export', '--prov', '--out', 'a-file/sub']);
    expectOneLineUsageError(exported);
    expect(exported.err).toContain(
      'cannot write --out "a-file/sub": a part of its path is not a directory',
    );
  });

  it('a --root that is no directory, a report that is not JSON, a missing --changed-files', async () => {
    await repo.write('a-file', 'x');
    const root = await cli(['audit', '--root', 'a-file']);
    expectOneLineUsageError(root);
    expect(root.err).toBe('passport-gate: --root "a-file" is not a directory\n');
    await repo.write('report.json', 'not json\nat all\n');
    const merged = await cli(['merge', 'report.json']);
    expectOneLineUsageError(merged);
    expect(merged.err).toContain('is not JSON; merge takes the reports written by');
    const changed = await cli(['audit', '--changed-files', 'missing.txt']);
    expectOneLineUsageError(changed);
    expect(changed.err).toContain('missing.txt": no such file');
  });

  it('--base outside a git repository says "not a git repository"', async () => {
    await buildPipeline(repo);
    const result = await cli(['audit', '--base', 'main']);
    expectOneLineUsageError(result);
    expect(result.err).toContain(`is not a git repository; use --changed-files FILE or --all`);
  });

  it('--base naming no commit says to fetch it', async () => {
    await git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    await git(repo.root, 'add', '-A');
    await git(repo.root, 'commit', '-qm', 'one');
    const result = await cli(['audit', '--base', 'origin/main']);
    expectOneLineUsageError(result);
    expect(result.err).toContain(
      '--base "origin/main" names no commit in this repository; fetch it first',
    );
  });

  it('--base in a shallow clone without the base commit says fetch-depth: 0', async () => {
    await git(repo.root, 'init', '-q');
    await buildPipeline(repo);
    await git(repo.root, 'add', '-A');
    await git(repo.root, 'commit', '-qm', 'one');
    const base = (await git(repo.root, 'rev-parse', 'HEAD')).stdout.trim();
    await repo.write('results/align/more.txt', 'more');
    await git(repo.root, 'add', '-A');
    await git(repo.root, 'commit', '-qm', 'two');
    const clone = repo.abs('clone');
    await git(repo.root, 'clone', '-q', '--depth', '1', `file://${repo.root}`, clone);
    const result = await cli(['audit', '--base', base], clone);
    expectOneLineUsageError(result);
    expect(result.err).toContain('is not in this shallow clone');
    expect(result.err).toContain('fetch-depth: 0');
  });
});

describe('config files', () => {
  it('an unknown key and an unknown rule id get file:line:column and the nearest name', async () => {
    await repo.write(
      '.passport-gate.yml',
      'outputs: [results/*]\nouputs: [x]\nrules:\n  artifact-unlisetd: error\n',
    );
    const result = await cli(['audit']);
    expect(result.code).toBe(2);
    expect(result.err).toContain(
      '.passport-gate.yml:2:1: /ouputs unknown property "ouputs"; did you mean "outputs"?',
    );
    expect(result.err).toContain(
      '.passport-gate.yml:4:3: /rules/artifact-unlisetd is not a rule id; did you mean "artifact-unlisted"?',
    );
    expect(result.err).not.toMatch(/internal error/);
  });

  it('a wrong value is placed at the value', async () => {
    await repo.write('.passport-gate.yml', 'outputs: [results/*]\npath-base:   nowhere\n');
    const result = await cli(['audit']);
    expect(result.err).toContain('.passport-gate.yml:2:14: /path-base must be one of');
  });

  it('reads .passport-gate.yaml when it is the only spelling, and refuses both at once', async () => {
    await buildPipeline(repo);
    await repo.write('.passport-gate.yaml', 'rules:\n  artifact-unlisted: error\n');
    await repo.write('results/align/stray.log', 'x');
    const yaml = await cli(['audit', '--all', '--format', 'json']);
    expect(yaml.code).toBe(1);
    expect(JSON.parse(yaml.out).findings.map((f: { rule: string }) => f.rule)).toContain(
      'artifact-unlisted',
    );
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    const both = await cli(['audit', '--all']);
    expectOneLineUsageError(both);
    expect(both.err).toContain('both .passport-gate.yml and .passport-gate.yaml exist; keep one');
  });

  it('CONFIG_KEYS are the keys of schemas/config.schema.json', async () => {
    const schema = JSON.parse(
      await readFile(path.join(repoRoot, 'schemas/config.schema.json'), 'utf8'),
    ) as { properties: Record<string, unknown> };
    expect([...CONFIG_KEYS].sort()).toEqual(Object.keys(schema.properties).sort());
  });
});

describe('completion', () => {
  it('bash completes commands, each command’s options and `help <command>`', async () => {
    const script = await cli(['completion', 'bash']);
    expect(script.code).toBe(0);
    const dir = repo.abs('c');
    await mkdir(dir, { recursive: true });
    await repo.write('c/completion.bash', script.out);
    const complete = async (...words: string[]) => {
      const { stdout } = await exec(
        'bash',
        [
          '-c',
          `source completion.bash; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _passport_gate; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { cwd: dir },
      );
      return stdout.split('\n').filter(Boolean);
    };
    expect(await complete('passport-gate', 'st')).toEqual(['stamp']);
    expect(await complete('passport-gate', 'audit', '--fo')).toEqual(['--format']);
    expect(await complete('passport-gate', 'stamp', 'x', '--skill')).toEqual([
      '--skill',
      '--skill-version',
    ]);
    expect(await complete('passport-gate', 'help', 'gr')).toEqual(['graph']);
    expect(await complete('passport-gate', 'merge', '--ro')).toEqual([]);
  });
});
