/**
 * Issue 14, the audit's side: hostile repositories that walked through the gate before. Each
 * builds the repository on disk and asserts the gate fails (or widens its scope) with a clear
 * finding: a new output directory without a passport and without any config (mode 4), a
 * symlinked artifact whose target changes in changed mode, changed names used exactly, names
 * that are not UTF-8, directories that cannot be listed, dotfiles and stray `.ack` files in an
 * output directory.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig, type Config } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { walkTree, type WalkProblem } from '../../src/fs/walk.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { renderTextReport } from '../../src/report/text.js';
import { captureIo } from '../helpers/cli-io.js';
import { withDistCopy } from '../helpers/dist-copy.js';
import { buildPipeline, sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-closed-');
});
afterEach(async () => {
  await repo.remove();
});

const run = (extra: Partial<Config> = {}, changedFiles: string[] | null = null) =>
  audit({ root: repo.root, config: { ...DEFAULT_CONFIG, ...extra }, changedFiles });
const rulesOf = (report: AuditReport) => report.findings.map((f) => f.rule);
const distCli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');

/** A passport in `dir` listing every file written there, with one output that is a given path. */
async function passportOver(dir: string, outputs: string[]) {
  return repo.passport({ dir, outputs });
}

describe('mode 4 without configuration: output roots inferred from the passports', () => {
  it('a pull request that deletes the only passports keeps their directories output directories', async () => {
    // Deleting every passport under a root would otherwise remove the root it was inferred
    // from, and the outputs left behind would need no provenance at all.
    await repo.write('results/align/sampleA.bam', 'reads');
    const passport = await passportOver('results/align', ['results/align/sampleA.bam']);
    expect(rulesOf(await run())).toEqual([]);
    await rm(repo.abs(passport.path));
    const report = await run({}, [passport.path]);
    expect(report.findings).toMatchObject([
      { rule: 'passport-missing', severity: 'error', path: 'results/align/sampleA.bam' },
    ]);
    expect(report.findings[0]?.message).toContain('this change deleted its passport');
    expect(report.summary.passed).toBe(false);
  });

  it('a new results/annotation/ with a VCF and no passport is passport-missing, no config at all', async () => {
    const { align, variants, report: rep } = await buildPipeline(repo);
    await repo.write('results/annotation/sampleA.annotated.vcf', '##fileformat=VCFv4.2\n');
    const report = await run();
    expect(report.findings).toMatchObject([
      {
        rule: 'passport-missing',
        severity: 'error',
        path: 'results/annotation/sampleA.annotated.vcf',
      },
    ]);
    expect(report.summary.passed).toBe(false);
    const message = report.findings[0]!.message;
    expect(message).toContain('output directory "results/annotation" holds 1 file(s)');
    expect(message).toContain('"results" is an output root because "results/align"');
    expect(message).toContain('passport-gate init');
    expect(report.scope.inferred_outputs).toEqual([
      {
        root: 'results',
        glob: 'results/*',
        passports: [align.path, rep.path, variants.path].sort(),
      },
    ]);
    expect(report.scope.directories).toContain('results/annotation');
  });

  it('in changed mode too, when the new file is the change', async () => {
    await buildPipeline(repo);
    await repo.write('results/annotation/sampleA.annotated.vcf', '##fileformat=VCFv4.2\n');
    const report = await run({}, ['results/annotation/sampleA.annotated.vcf']);
    expect(rulesOf(report)).toEqual(['passport-missing']);
  });

  it('files deeper in a new directory count for the directory under the root', async () => {
    await buildPipeline(repo);
    await repo.write('results/annotation/vcf/chr1/x.vcf', 'v');
    const report = await run();
    expect(report.findings).toMatchObject([
      { rule: 'passport-missing', path: 'results/annotation/vcf/chr1/x.vcf' },
    ]);
    expect(report.findings[0]!.message).toContain('"results/annotation" holds 1 file(s)');
  });

  it('a directory under a root holding only empty subdirectories needs nothing', async () => {
    await buildPipeline(repo);
    await mkdir(repo.abs('results/empty/nothing'), { recursive: true });
    expect((await run()).findings).toEqual([]);
  });

  it('nested directories stay owned by their passport directory (artifact-unlisted, not passport-missing)', async () => {
    await repo.write('results/align/a.bam', 'a');
    await repo.write('results/align/sub/s.txt', 's');
    await passportOver('results/align', ['results/align/a.bam']);
    await repo.passport({ dir: 'results/align/sub', outputs: ['results/align/sub/s.txt'] });
    // results/align holds a passport: it is no root, so results/align/other belongs to it.
    await repo.write('results/align/other/x.txt', 'x');
    const report = await run();
    expect(report.findings).toMatchObject([
      { rule: 'artifact-unlisted', path: 'results/align/other/x.txt' },
    ]);
    expect(report.scope.inferred_outputs?.map((r) => r.root)).toEqual(['results']);
  });

  it('the repository root is never an output root', async () => {
    await repo.write('align/a.bam', 'a');
    await passportOver('align', ['align/a.bam']);
    await repo.write('docs/notes.md', 'n');
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.scope).not.toHaveProperty('inferred_outputs');
  });

  it('nothing is inferred once outputs: is configured (the config pins them)', async () => {
    await buildPipeline(repo);
    await repo.write('results/annotation/x.vcf', 'v');
    await repo.write('other/step/y.txt', 'y');
    const report = await run({ outputs: ['other/*'] });
    expect(report.findings).toMatchObject([{ rule: 'passport-missing', path: 'other/step/y.txt' }]);
    expect(report.scope).not.toHaveProperty('inferred_outputs');
  });

  it('the text report and the job summary say which roots were inferred and how to pin them', async () => {
    await buildPipeline(repo);
    const report = await run();
    const text = renderTextReport(report, { color: false });
    expect(text).toContain(
      'output roots were inferred from the passports: results/ (from results/align/',
    );
    expect(text).toContain('Pin them with `passport-gate init` (writes outputs: ["results/*"])');
    const markdown = renderMarkdownReport(report);
    expect(markdown).toContain('output roots were inferred from the passports');
    expect(markdown).toContain('passport-gate init');
  });

  it('the printed run command, run as printed in a shell, is refused before anything runs and the audit still fails (no passport vouching for nothing)', async () => {
    await buildPipeline(repo);
    // A name a shell would split or mangle unquoted.
    const dir = "results/my annot's";
    await repo.write(`${dir}/sampleA.annotated.vcf`, '##fileformat=VCFv4.2\n');
    const before = await run();
    expect(rulesOf(before)).toEqual(['passport-missing']);
    const command = /`(passport-gate run [^`]+)`/.exec(before.findings[0]!.message)?.[1];
    expect(command).toBeDefined();
    // The committed CLI stands for the installed `passport-gate`, found on PATH as npm links it;
    // a POSIX shell runs the line as printed, at the repository root.
    const bin = await mkdtemp(path.join(tmpdir(), 'pg-bin-'));
    try {
      await writeFile(
        path.join(bin, 'passport-gate'),
        `#!/bin/sh\nexec "${process.execPath}" "${distCli}" "$@"\n`,
        { mode: 0o755 },
      );
      const shell = spawnSync('sh', ['-c', command as string], {
        cwd: repo.root,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
      });
      // The directory stayed one word (else: "run takes one output directory, got 2"); the
      // placeholders are refused before the step's command could start.
      expect(shell.status, shell.stderr).toBe(2);
      expect(shell.stderr).toMatch(/nothing was run/);
      // Either placeholder is refused first: the step's command, or an input that does not exist.
      expect(shell.stderr).toMatch(
        /"<the step command>" is a placeholder|<each file the step read>.*does not exist/,
      );
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
    const after = await run();
    expect(rulesOf(after)).toEqual(['passport-missing']);
    expect(after.summary.passed).toBe(false);
  });
});

describe('passport-gate init', () => {
  const cli = async (args: string[]) => {
    const io = captureIo(repo.root);
    const code = await runCli(args, io);
    return { code, out: io.out(), err: io.err() };
  };

  it('writes the inferred outputs:, read back by the config loader; the audit then agrees', async () => {
    await buildPipeline(repo);
    await repo.write('results/annotation/x.vcf', 'v');
    const inferred = await run();
    const result = await cli(['init']);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('results/*');
    const text = (await repo.read('.passport-gate.yml')).toString('utf8');
    expect(text).toMatch(/^# passport-gate configuration/);
    expect(text).toContain('inferred from "results/align/align.passport.json"');
    const config = await loadConfig(repo.root, undefined, true);
    expect(config.outputs).toEqual(['results/*']);
    const pinned = await run(config);
    const where = (r: AuditReport) => r.findings.map((f) => [f.rule, f.path]);
    expect(where(inferred)).toEqual([['passport-missing', 'results/annotation/x.vcf']]);
    expect(where(pinned)).toEqual(where(inferred));
    expect(pinned.scope).not.toHaveProperty('inferred_outputs');
  });

  it('refuses to overwrite an existing file unless --force', async () => {
    await buildPipeline(repo);
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    const refused = await cli(['init']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('exists');
    expect((await repo.read('.passport-gate.yml')).toString()).toBe('rules: {}\n');
    const forced = await cli(['init', '--force']);
    expect(forced.code, forced.err).toBe(0);
    expect((await loadConfig(repo.root, undefined, true)).outputs).toEqual(['results/*']);
  });

  it('escapes glob syntax and line breaks in directory names', async () => {
    for (const root of ['res[1]', 'odd\n- "x/*"\nrules:']) {
      await repo.write(`${root}/a/out.txt`, 'o');
      await repo.passport({ dir: `${root}/a`, outputs: [`${root}/a/out.txt`] });
      await repo.write(`${root}/b/stray.txt`, 's');
    }
    // A sibling the unescaped glob "res[1]/*" would match instead: res1/.
    await repo.write('res1/c/other.txt', 'c');
    const result = await cli(['init', '--stdout']);
    expect(result.code, result.err).toBe(0);
    const config = await loadConfig(
      repo.root,
      await (async () => {
        await repo.write('pinned.yml', result.out);
        return repo.abs('pinned.yml');
      })(),
      true,
    );
    expect(config.outputs).toEqual(['odd\n- \\"x/\\*\\"\nrules:/*', 'res\\[1\\]/*']);
    expect(Object.keys(config.rules)).toEqual([]);
    const report = await run(config);
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['passport-missing', 'odd\n- "x/*"\nrules:/b/stray.txt'],
      ['passport-missing', 'res[1]/b/stray.txt'],
    ]);
  });

  it('writes an empty outputs: with an example when nothing can be inferred', async () => {
    await repo.write('align/a.bam', 'a');
    await passportOver('align', ['align/a.bam']);
    const result = await cli(['init']);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('no output root could be inferred');
    expect((await loadConfig(repo.root, undefined, true)).outputs).toEqual([]);
  });

  it('has --help and is listed by the top-level help', async () => {
    const help = await cli(['init', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: passport-gate init');
    expect((await cli(['--help'])).out).toMatch(/\n {2}init +write \.passport-gate\.yml/);
  });
});

describe('changed mode audits what the change can affect', () => {
  it('a symlinked artifact whose target changes: the target maps back to the passport', async () => {
    await repo.write('data/ref.fa', '>chr1\nACGT\n');
    await mkdir(repo.abs('results/align'), { recursive: true });
    await symlink('../../data/ref.fa', repo.abs('results/align/ref.fa'));
    await repo.write('results/align/a.bam', 'bam');
    await passportOver('results/align', ['results/align/a.bam', 'results/align/ref.fa']);
    const untouched = await run({}, ['data/ref.fa']);
    expect(untouched.findings).toEqual([]);
    expect(untouched.scope.directories).toEqual(['results/align']);
    await writeFile(repo.abs('data/ref.fa'), '>chr1\nTTTT\n');
    const report = await run({}, ['data/ref.fa']);
    expect(report.findings).toMatchObject([
      { rule: 'artifact-hash-mismatch', path: 'results/align/align.passport.json' },
    ]);
    expect(report.scope.directories).toEqual(['results/align']);
  });

  it('a directory link on the way that is re-pointed (the change names only the link)', async () => {
    await repo.write('data/v1/ref.fa', 'one');
    await repo.write('data/v2/ref.fa', 'two');
    await symlink('v1', repo.abs('data/current'));
    await mkdir(repo.abs('results/align'), { recursive: true });
    await symlink('../../data/current/ref.fa', repo.abs('results/align/ref.fa'));
    await passportOver('results/align', ['results/align/ref.fa']);
    await rm(repo.abs('data/current'));
    await symlink('v2', repo.abs('data/current'));
    const report = await run({}, ['data/current']);
    expect(rulesOf(report)).toEqual(['artifact-hash-mismatch']);
  });

  it('a passport that is a link: a change to its target audits its directory', async () => {
    await repo.write('results/align/a.bam', 'bam');
    const p = await passportOver('results/align', ['results/align/a.bam']);
    await mkdir(repo.abs('records'), { recursive: true });
    await rename(repo.abs(p.path), repo.abs('records/align.json'));
    await symlink('../../records/align.json', repo.abs(p.path));
    const value = { ...p.value, errors: [{ step: 'align', tool: 'bwa', exit_code: 1 }] };
    (value.errors as { stderr_excerpt?: string }[])[0]!.stderr_excerpt = 'killed';
    await writeFile(repo.abs('records/align.json'), JSON.stringify(value));
    const report = await run({}, ['records/align.json']);
    expect(rulesOf(report)).toContain('exit-nonzero');
  });

  it('changed names are not trimmed: a leading space is part of the directory name', async () => {
    await repo.write(' out/f.txt', 'f');
    await passportOver(' out', [' out/f.txt']);
    await repo.write('out/f.txt', 'a decoy of the trimmed name');
    await writeFile(repo.abs(' out/f.txt'), 'tampered');
    const report = await run({}, [' out/f.txt']);
    expect(report.findings).toMatchObject([
      { rule: 'artifact-hash-mismatch', path: ' out/ out.passport.json' },
    ]);
  });

  it('changed names keep their backslashes: "new\\dir" is one directory name on Linux', async () => {
    await buildPipeline(repo);
    // Read as "results/new/dir/x.vcf", the change would fall in no output directory.
    await repo.write('results/new\\dir/x.vcf', 'v');
    const report = await run({}, ['results/new\\dir/x.vcf']);
    expect(report.findings).toMatchObject([
      { rule: 'passport-missing', path: 'results/new\\dir/x.vcf' },
    ]);
  });

  it('changed names are not Unicode-normalized: NFC and NFD spellings are two directories', async () => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    for (const d of [nfc, nfd]) {
      await repo.write(`${d}/f.txt`, d);
      await passportOver(d, [`${d}/f.txt`]);
    }
    await writeFile(repo.abs(`${nfd}/f.txt`), 'tampered');
    const report = await run({}, [`${nfd}/f.txt`]);
    expect(report.scope.directories).toEqual([nfd]);
    // Two directories on Linux, one on macOS and Windows: path-ambiguous says so (issue 18).
    expect(rulesOf(report)).toEqual(['artifact-hash-mismatch', 'path-ambiguous']);
  });

  it('a changed name that is no repository-relative path widens the scope to everything', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/align/sampleA.sorted.bam'), 'tampered');
    const report = await run({}, ['./results/align/sampleA.sorted.bam']);
    expect(report.scope.mode).toBe('all');
    expect(rulesOf(report)).toContain('artifact-hash-mismatch');
    expect(report.findings.find((f) => f.rule === 'scope-widened')?.message).toContain(
      '"./results/align/sampleA.sorted.bam" is not a repository-relative path',
    );
  });
});

describe('names that are not UTF-8 and directories that cannot be listed', () => {
  /** Writes a file whose name ends in the given raw bytes (Node's Buffer paths keep them). */
  async function writeRawName(dir: string, name: Buffer, content = 'x') {
    await mkdir(repo.abs(dir), { recursive: true });
    await writeFile(Buffer.concat([Buffer.from(`${repo.abs(dir)}/`), name]), content);
  }

  it('a file in an output directory named by bytes that are not UTF-8 is path-not-utf8 (an error)', async () => {
    await buildPipeline(repo);
    await writeRawName('results/align', Buffer.from([0x73, 0xff, 0x2e, 0x62, 0x61, 0x6d]));
    const report = await run();
    expect(report.findings).toMatchObject([
      { rule: 'path-not-utf8', severity: 'error', path: 'results/align/s\ufffd.bam' },
    ]);
    expect(report.findings[0]!.message).toContain('file name "s\\xff.bam" in "results/align"');
    expect(report.summary.passed).toBe(false);
  });

  it('a directory so named is not silently skipped, in changed mode either', async () => {
    await buildPipeline(repo);
    const results = Buffer.from(`${repo.abs('results')}/`);
    await mkdir(Buffer.concat([results, Buffer.from([0xc3, 0x28])]));
    await writeFile(Buffer.concat([results, Buffer.from([0xc3, 0x28, 0x2f, 0x61])]), 'VCF');
    for (const changed of [null, ['results/\ufffd(/a']]) {
      const report = await run({}, changed);
      expect(rulesOf(report)).toContain('path-not-utf8');
      expect(report.findings.find((f) => f.rule === 'path-not-utf8')?.message).toContain(
        'directory name "\\xc3(" in "results" is not valid UTF-8',
      );
    }
  });

  it('a real U+FFFD name beside a byte name that decodes the same: one listed, one reported', async () => {
    await repo.write('out/\ufffd.txt', 'real');
    await writeRawName('out', Buffer.from([0xff, 0x2e, 0x74, 0x78, 0x74]), 'bytes');
    const problems: WalkProblem[] = [];
    const entries = await walkTree(
      repo.root,
      () => false,
      (p) => problems.push(p),
    );
    expect(entries.map((e) => e.rel)).toEqual(['out', 'out/\ufffd.txt']);
    expect(problems).toEqual([
      {
        kind: 'undecodable',
        parent: 'out',
        name: Buffer.from([0xff, 0x2e, 0x74, 0x78, 0x74]),
        entryKind: 'file',
      },
    ]);
    await passportOver('out', ['out/\ufffd.txt']);
    expect(rulesOf(await run())).toEqual(['path-not-utf8']);
  });

  it('an ignore glob matching the decoded spelling leaves the name out', async () => {
    await writeRawName('scratch', Buffer.from([0xfe]));
    expect(rulesOf(await run())).toEqual(['path-not-utf8']);
    expect(rulesOf(await run({ ignore: ['scratch/*'] }))).toEqual([]);
  });

  it('a directory the walk cannot list is directory-unreadable (audited as an unprivileged user)', async () => {
    await buildPipeline(repo);
    await repo.write('results/annotation/x.vcf', 'v');
    await chmod(repo.abs('results/annotation'), 0);
    await chmod(repo.root, 0o755);
    // Root lists any directory whatever its mode (as in CI containers): audit as another user,
    // with the committed CLI copied where that user can read it.
    const child = await withDistCopy(async ({ dir, cli }) =>
      spawnSync(
        process.execPath,
        [cli, 'audit', '--root', repo.root, '--all', '--format', 'json'],
        {
          encoding: 'utf8',
          cwd: dir,
          ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
        },
      ),
    );
    await chmod(repo.abs('results/annotation'), 0o755);
    expect(child.status, child.stderr).toBe(1);
    const report = JSON.parse(child.stdout) as AuditReport;
    expect(report.findings).toMatchObject([
      { rule: 'directory-unreadable', severity: 'error', path: 'results/annotation' },
    ]);
    expect(report.findings[0]!.message).toContain('(EACCES), so nothing below it was audited');
  });
});

describe('no blind spots: only passports and acks beside packets are bookkeeping', () => {
  it('a .hidden file and an .ack file in an output directory are artifact-unlisted', async () => {
    await buildPipeline(repo);
    await repo.write('results/align/.hidden', 'smuggled');
    await repo.write('results/align/notes.ack', 'no packet beside me');
    const report = await run({ rules: { 'artifact-unlisted': 'error' } });
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/align/.hidden'],
      ['artifact-unlisted', 'results/align/notes.ack'],
    ]);
    expect(report.summary.passed).toBe(false);
  });

  it('.git* files (not .git) and a .passport-gate.yml inside an output directory are files like any other', async () => {
    await buildPipeline(repo);
    await repo.write('results/variants/.gitignore', '*\n');
    await repo.write('results/variants/.passport-gate.yml', 'rules: {}\n');
    await repo.write('results/variants/.git', 'gitdir: ../elsewhere\n');
    const report = await run();
    // Except `.git` itself: git never tracks a path of that name (no change can carry one),
    // and in a checked-out submodule it is git's pointer to the submodule's store, skipped as
    // the repository's own .git is (fs/walk.ts; the submodule-unverified printed-fix rows).
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/variants/.gitignore'],
      ['artifact-unlisted', 'results/variants/.passport-gate.yml'],
    ]);
  });

  it('an ack beside a packet in an inbox is exempt; the packet itself is not', async () => {
    await repo.write('work/agent-inboxes/bob/hof_1.json', '{}');
    await repo.write('work/agent-inboxes/bob/hof_1.ack', '{}');
    await repo.write('work/out.txt', 'o');
    await passportOver('work', ['work/out.txt']);
    const unlisted = (await run()).findings.filter((f) => f.rule === 'artifact-unlisted');
    expect(unlisted.map((f) => f.path)).toEqual(['work/agent-inboxes/bob/hof_1.json']);
  });

  it('a stamped directory with such files audits clean (stamp lists them)', async () => {
    await repo.write('results/s/.hidden', 'h');
    await repo.write('results/s/x.ack', 'a');
    const io = captureIo(repo.root);
    const code = await runCli(
      ['stamp', 'results/s', '--skill', 's', '--skill-version', '1', '--param', 'seed=1'],
      io,
    );
    expect(code, io.err()).toBe(0);
    expect((await run()).findings).toEqual([]);
    await writeFile(repo.abs('results/s/.hidden'), 'changed');
    expect(rulesOf(await run())).toEqual(['artifact-hash-mismatch']);
  });

  it('a pointer-shaped file without filter=lfs whose recorded sha256 is the pointer oid is a mismatch', async () => {
    execFileSync('git', ['init', '-q'], { cwd: repo.root });
    const object = 'the object a forged pointer names';
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(object)}\nsize ${object.length}\n`;
    await repo.write('results/align/a.bam', pointer);
    await repo.passport({
      dir: 'results/align',
      outputs: ['results/align/a.bam'],
      mutate: (p) => {
        const out = (p.outputs as { sha256: string; size_bytes: number }[])[0]!;
        out.sha256 = sha256(object);
        out.size_bytes = object.length;
      },
    });
    const report = await run();
    expect(rulesOf(report)).toEqual(['artifact-hash-mismatch']);
    expect(report.findings[0]!.message).toContain('shaped like a Git LFS pointer');
  });
});
