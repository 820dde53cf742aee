/**
 * Issue 17: the provenance diff between a base and a head commit (git history in a temporary
 * folder): every kind of change, how passports are paired, the stale passports downstream in
 * re-run order, the coverage of both revisions, and `passport-gate diff` as a command.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import type { PassportChange, ProvenanceDiff } from '../../src/core/diff-model.js';
import { validateDiff } from '../../src/formats/diff-schema.js';
import { captureIo } from '../helpers/cli-io.js';
import { fillStepCommand } from '../helpers/custody-repo.js';
import { buildDiffRepo, commitAll, git, type DiffRepo } from '../helpers/diff-repo.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const distCli = path.resolve(import.meta.dirname, '../../dist/cli.js');

let fixture: DiffRepo;
beforeAll(async () => {
  fixture = await buildDiffRepo();
});
afterAll(async () => {
  await fixture.repo.remove();
});

async function cli(args: string[], cwd = fixture.repo.root) {
  const io = captureIo(cwd);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

async function diffJson(
  args: string[],
  cwd?: string,
): Promise<{ code: number; diff: ProvenanceDiff }> {
  const result = await cli(['diff', ...args, '--format', 'json'], cwd);
  expect(result.err).toBe('');
  const diff = JSON.parse(result.out) as ProvenanceDiff;
  // Every diff printed is one schemas/diff.v1.schema.json accepts.
  expect(validateDiff(diff)).toEqual([]);
  return { code: result.code, diff };
}

const changeOf = (diff: ProvenanceDiff, p: string): PassportChange | undefined =>
  diff.passports.find((c) => c.path === p);

describe('passport-gate diff --base REF (head: the working tree)', () => {
  let diff: ProvenanceDiff;
  let code: number;
  beforeAll(async () => {
    ({ code, diff } = await diffJson(['--base', fixture.base]));
  });

  it('counts what changed, and exits 1 because the change leaves stale passports', () => {
    expect(code).toBe(1);
    expect(diff.base).toEqual({ ref: fixture.base, sha: fixture.base, source: 'git' });
    expect(diff.head).toEqual({ ref: null, sha: null, source: 'working-tree' });
    expect(diff.summary).toEqual({
      passports_added: 1,
      passports_removed: 1,
      passports_changed: 4,
      passports_unchanged: 3,
      outputs_changed: 4,
      stale: 2,
      unreadable: 0,
    });
    expect(diff.passports.map((c) => [c.change, c.path])).toEqual([
      ['changed', 'results/align/align.passport.json'],
      ['added', 'results/fresh/fresh.passport.json'],
      ['changed', 'results/old/renamed.passport.json'],
      ['removed', 'results/qc/qc.passport.json'],
      ['changed', 'results/recreate/recreate.passport.json'],
      ['changed', 'results/rename/second.passport.json'],
    ]);
  });

  it('itemizes a re-run step: produced_by, outputs and inputs (sha256 and size), parameters, decisions, failed steps', () => {
    const align = changeOf(diff, 'results/align/align.passport.json');
    expect(align).toMatchObject({
      match: 'path',
      base_id: fixture.ids.align,
      head_id: fixture.ids.align,
    });
    expect(align?.produced_by).toEqual([
      { field: 'skill_version', old: '1.2.0', new: '1.3.0' },
      { field: 'agent', old: 'test-agent', new: 'other-agent' },
    ]);
    expect(align?.outputs).toEqual([
      {
        change: 'added',
        path: 'results/align/extra.log',
        old_sha256: null,
        new_sha256: sha256('aligner log\n'),
        old_size_bytes: null,
        new_size_bytes: 12,
      },
      {
        change: 'changed',
        path: 'results/align/sample.bam',
        old_sha256: fixture.bam.old,
        new_sha256: fixture.bam.new,
        old_size_bytes: Buffer.byteLength('BAM\u0001alignment v1'),
        new_size_bytes: Buffer.byteLength('BAM\u0001alignment v2, longer'),
      },
    ]);
    expect(align?.inputs).toEqual([
      expect.objectContaining({
        change: 'changed',
        path: 'data/reads.fq',
        old_source: 'ERR100001',
        new_source: 'ERR200002',
      }),
      expect.objectContaining({
        change: 'added',
        path: 'data/ref.fa',
        new_sha256: sha256('>chr1\nACGT\n'),
      }),
    ]);
    expect(align?.parameters).toEqual([
      { change: 'changed', key: 'min_mapq', old: 20, new: 30 },
      { change: 'added', key: 'seed', old: null, new: 7 },
      { change: 'removed', key: 'threads', old: 8, new: null },
    ]);
    expect(align?.decisions.map((d) => [d.change, d.step, d.fields])).toEqual([
      ['changed', 'alignment', ['choice', 'alternatives_considered']],
      ['added', 'sort', []],
      ['removed', 'trim', []],
    ]);
    expect(align?.decisions[0]).toMatchObject({
      old: { choice: 'bwa-mem', rationale: 'short reads' },
      new: { choice: 'minimap2', alternatives_considered: ['bowtie2', 'bwa-mem'] },
    });
    expect(align?.errors).toEqual([
      {
        change: 'added',
        step: 'index',
        tool: 'samtools',
        old_exit_code: null,
        new_exit_code: 2,
        stderr_excerpt: 'truncated file',
      },
      {
        change: 'resolved',
        step: 'trim',
        tool: 'cutadapt',
        old_exit_code: 3,
        new_exit_code: null,
        stderr_excerpt: 'adapter file missing',
      },
    ]);
    // The re-stamp moved created_at: said, so the itemized list is known to be complete.
    expect(align?.other_fields).toEqual(['created_at']);
  });

  it('pairs a moved passport by id, a recreated one by path and a renamed-and-recreated one by directory', () => {
    expect(changeOf(diff, 'results/old/renamed.passport.json')).toMatchObject({
      match: 'id',
      base_path: 'results/old/old.passport.json',
      head_path: 'results/old/renamed.passport.json',
      base_id: fixture.ids.old,
      head_id: fixture.ids.old,
      outputs: [],
      other_fields: [],
    });
    const recreated = changeOf(diff, 'results/recreate/recreate.passport.json');
    expect(recreated).toMatchObject({
      match: 'path',
      base_id: fixture.ids.recreatedOld,
      head_id: fixture.ids.recreatedNew,
      outputs: [],
    });
    // consumed_passports edges added (and removed, below), each with the passport it names.
    expect(recreated?.consumed).toEqual({
      added: [{ passport_id: fixture.ids.align, path: 'results/align/align.passport.json' }],
      removed: [],
    });
    expect(changeOf(diff, 'results/rename/second.passport.json')).toMatchObject({
      match: 'directory',
      base_path: 'results/rename/first.passport.json',
      base_id: fixture.ids.renameOld,
      head_id: fixture.ids.renameNew,
    });
    expect(changeOf(diff, 'results/qc/qc.passport.json')).toMatchObject({
      change: 'removed',
      head_path: null,
      match: null,
      outputs: [{ change: 'removed', path: 'results/qc/qc.html', new_sha256: null }],
    });
    expect(changeOf(diff, 'results/fresh/fresh.passport.json')).toMatchObject({
      change: 'added',
      base_path: null,
      consumed: { added: [{ passport_id: fixture.ids.align }], removed: [] },
    });
  });

  it('plans the re-run of the three-step chain A → B → C: A changed, so [B, C] in that order, each with its stamp command', () => {
    expect(diff.stale.map((s) => [s.order, s.path, s.skill])).toEqual([
      [1, 'results/variants/variants.passport.json', 'gatk-variant-calling'],
      [2, 'results/report/report.passport.json', 'variant-report'],
    ]);
    expect(diff.stale[0]?.reasons).toEqual([
      {
        kind: 'input',
        via_path: 'results/align/align.passport.json',
        via_id: fixture.ids.align,
        artifact: 'results/align/sample.bam',
        recorded_sha256: fixture.bam.old,
        current_sha256: fixture.bam.new,
      },
    ]);
    expect(diff.stale[1]?.reasons).toEqual([
      {
        kind: 'upstream',
        via_path: 'results/variants/variants.passport.json',
        via_id: fixture.ids.variants,
      },
    ]);
    // Hand records: each step's re-run through run, its command left to fill in.
    expect(diff.stale.map((s) => s.command)).toEqual([
      "passport-gate run results/variants --run-id variants --skill gatk-variant-calling --skill-version 4.5.0 --input results/align/sample.bam --agent test-agent -- '<the step command>'",
      "passport-gate run results/report --run-id report --skill variant-report --skill-version 1.0.0 --input results/variants/calls.vcf --agent test-agent -- '<the step command>'",
    ]);
    // Re-stamped passports (recreate, fresh) consume the new A: not stale.
    expect(diff.stale.map((s) => s.passport_id)).not.toContain(fixture.ids.fresh);
  });

  it('measures coverage of both revisions by the audit’s ownership rules', () => {
    expect(diff.coverage).toEqual({
      // results/ is an inferred output root: 8 directories, 9 files (extra.log unlisted).
      base: {
        directories: { with_passport: 8, total: 8 },
        artifacts: { vouched: 8, total: 9 },
        source: 'git',
      },
      // qc lost its passport (still an output directory), fresh is new, extra.log is listed now.
      head: {
        directories: { with_passport: 8, total: 9 },
        artifacts: { vouched: 9, total: 10 },
        source: 'working-tree',
      },
    });
  });

  it('--head REF reads the head from git too, with the same diff', async () => {
    const fromGit = await diffJson(['--base', 'HEAD~1', '--head', 'HEAD']);
    expect(fromGit.diff.base).toEqual({ ref: 'HEAD~1', sha: fixture.base, source: 'git' });
    expect(fromGit.diff.head).toEqual({ ref: 'HEAD', sha: fixture.head, source: 'git' });
    expect(fromGit.diff.passports).toEqual(diff.passports);
    expect(fromGit.diff.stale).toEqual(diff.stale);
    expect(fromGit.diff.coverage.head).toEqual({ ...diff.coverage.head, source: 'git' });
  });

  it('the plan’s commands as printed are refused; filled with the real re-run, in order, nothing is stale and the audit passes the chain', async () => {
    const copy = await TempRepo.create('pg-diff-plan-');
    const bin = await mkdtemp(path.join(tmpdir(), 'pg-bin-'));
    try {
      git(copy.root, 'clone', '-q', fixture.repo.root, '.');
      await writeFile(
        path.join(bin, 'passport-gate'),
        `#!/bin/sh\nexec "${process.execPath}" "${distCli}" "$@"\n`,
        { mode: 0o755 },
      );
      // Before: B's recorded input is A's old output (input-hash-mismatch, the direct case).
      const before = await audit({ root: copy.root });
      expect(
        before.findings.filter((f) => f.rule === 'input-hash-mismatch').map((f) => f.path),
      ).toEqual(['results/variants/variants.passport.json']);
      const sh = (command: string) =>
        spawnSync('sh', ['-c', command], {
          cwd: copy.root,
          encoding: 'utf8',
          env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
        });
      // As printed, a hand record's re-run is refused (its command is a placeholder): still stale.
      for (const step of diff.stale) expect(sh(step.command as string).status).toBe(2);
      expect((await diffJson(['--base', fixture.base], copy.root)).diff.stale).toHaveLength(2);
      // Each step really re-run, in the plan's order: the placeholder filled with a command
      // that writes the step's output from its input.
      const steps: Record<string, string> = {
        'results/variants': `sh -c 'cat results/align/sample.bam > results/variants/calls.vcf'`,
        'results/report': `sh -c 'cat results/variants/calls.vcf > results/report/summary.md'`,
      };
      for (const step of diff.stale) {
        const shell = sh(fillStepCommand(step.command as string, steps[step.directory] as string));
        expect(shell.status, shell.stderr).toBe(0);
      }
      const after = await diffJson(['--base', fixture.base], copy.root);
      expect(after.diff.stale).toEqual([]);
      const audited = await audit({ root: copy.root });
      expect(audited.findings.filter((f) => f.rule.startsWith('input-'))).toEqual([]);
    } finally {
      await rm(bin, { recursive: true, force: true });
      await copy.remove();
    }
  });
});

describe('passport-gate diff: text and Markdown', () => {
  it('prints the plan, the changes and the coverage for a terminal', async () => {
    const { code, out } = await cli(['diff', '--base', fixture.base]);
    expect(code).toBe(1);
    expect(out).toContain(
      'coverage: output directories with a passport 100% (8/8) → 88% (8/9); artifacts listed by a passport 88% (8/9) → 90% (9/10).',
    );
    expect(out).toContain('re-run plan (2 stale passport(s), in this order):');
    expect(out).toContain('1. results/variants/variants.passport.json');
    expect(out).toContain('2. results/report/report.passport.json');
    expect(out.indexOf('1. results/variants/variants.passport.json')).toBeLessThan(
      out.indexOf('2. results/report/report.passport.json'),
    );
    expect(out).toContain(
      're-run (at the root): passport-gate run results/variants --run-id variants --skill',
    );
    expect(out).toContain(
      `output results/align/sample.bam: sha256 ${fixture.bam.old.slice(0, 12)} → ${fixture.bam.new.slice(0, 12)}`,
    );
    expect(out).toContain('parameter min_mapq: 20 → 30');
  });

  it('writes the What changed section as Markdown, to --output too', async () => {
    const { code, out } = await cli(['diff', '--base', fixture.base, '--format', 'markdown']);
    expect(code).toBe(1);
    expect(out).toMatch(/^## What changed\n/);
    expect(out).toContain('| output directories with a passport | 100% (8/8) | 88% (8/9) |');
    expect(out).toContain(
      '| 1 | `results/variants/variants.passport.json` | `gatk-variant-calling` |',
    );
    expect(out).toMatch(
      /`passport-gate run results\/report --run-id report --skill \S+ --skill-version \S+ [^`]*-- '<the step command>'`/,
    );
    const file = path.join(fixture.repo.root, '..', `${path.basename(fixture.repo.root)}-diff.md`);
    try {
      const written = await cli([
        'diff',
        '--base',
        fixture.base,
        '--format',
        'markdown',
        '--output',
        file,
      ]);
      expect(written.code).toBe(1);
      expect(written.err).toBe('6 passport(s) differ, 2 stale.\n');
    } finally {
      await rm(file, { force: true });
    }
  });
});

describe('passport-gate diff: mistakes get one line and exit 2', () => {
  const expectUsage = (r: { code: number; err: string }, pattern: RegExp) => {
    expect(r.code).toBe(2);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(pattern);
    expect(r.err).not.toMatch(/internal error|\n\s+at /);
  };

  it('no --base, a ref that names no commit, a ref that looks like an option, a bad format', async () => {
    expectUsage(await cli(['diff', '--head', 'HEAD']), /diff needs --base REF/);
    expectUsage(
      await cli(['diff', '--base', 'no-such-branch']),
      /--base "no-such-branch" names no commit/,
    );
    expectUsage(
      await cli(['diff', '--base', fixture.base, '--head', 'nope']),
      /--head "nope" names no commit/,
    );
    expectUsage(await cli(['diff', '--base=--output=x']), /is not a git revision/);
    expectUsage(
      await cli(['diff', '--base', 'HEAD', '--format', 'sarif']),
      /--format must be one of text, json, markdown/,
    );
  });

  it('outside a git repository', async () => {
    const plain = await TempRepo.create('pg-diff-plain-');
    try {
      expectUsage(await cli(['diff', '--base', 'main'], plain.root), /not a git repository/);
    } finally {
      await plain.remove();
    }
  });

  it('a shallow clone without the base says to fetch the history', async () => {
    const clone = await TempRepo.create('pg-diff-shallow-');
    try {
      git(clone.root, 'clone', '-q', '--depth', '1', `file://${fixture.repo.root}`, '.');
      expectUsage(
        await cli(['diff', '--base', fixture.base], clone.root),
        /shallow clone; fetch the history first/,
      );
    } finally {
      await clone.remove();
    }
  });
});

describe('base passports are untrusted input', () => {
  it('one that is not JSON, one over the size cap and one that links out of the repository are reported, never a crash', async () => {
    const repo = await TempRepo.create('pg-diff-bad-');
    try {
      git(repo.root, 'init', '-q', '-b', 'main');
      await repo.write('results/a/a.txt', 'a\n');
      await repo.write('results/a/a.passport.json', '{"passport_id": "x", nope');
      await repo.write('results/b/b.txt', 'b\n');
      await repo.write('results/b/b.passport.json', `{"pad": "${'x'.repeat(1100)}"}`);
      await repo.write('results/c/c.txt', 'c\n');
      await symlink('/etc/hostname', repo.abs('results/c/c.passport.json'));
      await repo.write('.passport-gate.yml', 'max-passport-bytes: 1024\n');
      const base = commitAll(repo.root, 'base');
      await repo.passport({ dir: 'results/a', runId: 'a', outputs: ['results/a/a.txt'] });
      commitAll(repo.root, 'head');
      const { code, diff } = await diffJson(['--base', base], repo.root);
      expect(code).toBe(1);
      expect(diff.problems).toEqual([
        {
          side: 'base',
          path: 'results/a/a.passport.json',
          problem: expect.stringMatching(/line 1, column/),
        },
        {
          side: 'base',
          path: 'results/b/b.passport.json',
          problem: 'is 1111 bytes, over the 1024-byte cap',
        },
        {
          side: 'base',
          path: 'results/c/c.passport.json',
          problem: 'is a symbolic link out of the repository',
        },
        {
          side: 'head',
          path: 'results/b/b.passport.json',
          problem: expect.stringMatching(/over the 1024-byte cap/),
        },
        {
          side: 'head',
          path: 'results/c/c.passport.json',
          problem: expect.stringMatching(/outside the repository root/),
        },
      ]);
      expect(changeOf(diff, 'results/a/a.passport.json')).toMatchObject({
        change: 'changed',
        base_problem: expect.stringMatching(/line 1/),
        head_id: expect.any(String),
      });
      expect(diff.summary.unreadable).toBe(5);
      // Unreadable on both sides: not said to be changed or unchanged, only listed as problems.
      expect(diff.passports.map((c) => c.path)).toEqual(['results/a/a.passport.json']);
      expect(diff.summary.passports_unchanged).toBe(0);
    } finally {
      await repo.remove();
    }
  });
});

describe('a root below the repository’s top level (--root)', () => {
  it('diffs that directory only, and a base passport linking out of it (still inside the repository) is refused', async () => {
    const repo = await TempRepo.create('pg-diff-sub-');
    try {
      git(repo.root, 'init', '-q', '-b', 'main');
      await repo.write('outside/x.passport.json', '{"passport_id": "outside"}\n');
      await repo.write('sub/results/a/a.txt', 'a\n');
      await repo.write('sub/results/b/b.txt', 'b\n');
      await repo.passport({ dir: 'sub/results/b', runId: 'b', outputs: [] });
      await symlink('../../../outside/x.passport.json', repo.abs('sub/results/a/a.passport.json'));
      const base = commitAll(repo.root, 'base');
      await rm(repo.abs('sub/results/a/a.passport.json'));
      await repo.write('sub/results/a/a.txt', 'a2\n');
      commitAll(repo.root, 'head');
      const { diff } = await diffJson(
        ['--root', 'sub', '--base', base, '--head', 'HEAD'],
        repo.root,
      );
      expect(diff.problems).toEqual([
        {
          side: 'base',
          path: 'results/a/a.passport.json',
          problem: 'is a symbolic link out of the audited root',
        },
      ]);
      // Paths are relative to the root; nothing outside it is listed.
      expect(diff.passports.map((c) => [c.change, c.path])).toEqual([
        ['removed', 'results/a/a.passport.json'],
      ]);
      expect(diff.coverage.base?.directories).toEqual({ with_passport: 2, total: 2 });
      expect(diff.coverage.head?.directories).toEqual({ with_passport: 1, total: 2 });
    } finally {
      await repo.remove();
    }
  });
});
