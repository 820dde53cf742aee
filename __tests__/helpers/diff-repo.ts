/**
 * A repository with git history for the provenance diff: a base commit and a head commit
 * that change a passport in every way the diff reports, built by code (hashes computed from
 * the bytes written, commit dates fixed so commit ids are stable).
 *
 * The chain: align (A) → variants (B) → report (C). The head re-runs A (its output changes,
 * it is re-stamped) and leaves B and C alone: B records A's old output (stale, directly), C
 * consumes B (stale, transitively). Beside it: qc's passport is deleted, old's is moved
 * (same passport_id), recreate's is recreated in place (new passport_id), rename's is
 * renamed with a new id (paired by directory), fresh is added downstream of the new A, and
 * stable is not touched.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { sha256, TempRepo, uuidFromSeed } from './repo.js';

/** Runs git in `cwd` with a fixed identity and dates (stable commit ids). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
      GIT_AUTHOR_DATE: '2026-06-17T12:00:00Z',
      GIT_COMMITTER_DATE: '2026-06-17T12:00:00Z',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: '/nonexistent',
    },
  }).trim();
}

/** Commits everything in the work tree; returns the commit id. */
export function commitAll(cwd: string, message: string): string {
  git(cwd, 'add', '-A');
  git(cwd, 'commit', '-q', '--no-gpg-sign', '-m', message);
  return git(cwd, 'rev-parse', 'HEAD');
}

/** The diff fixture: the repository, both commit ids and the passports' ids. */
export interface DiffRepo {
  repo: TempRepo;
  base: string;
  head: string;
  ids: Record<
    | 'align'
    | 'variants'
    | 'report'
    | 'qc'
    | 'old'
    | 'recreatedOld'
    | 'recreatedNew'
    | 'renameOld'
    | 'renameNew'
    | 'fresh'
    | 'stable',
    string
  >;
  /** sha256 of the alignment before and after the re-run. */
  bam: { old: string; new: string };
}

/** Builds the base commit, then the head commit (checked out: the working tree is the head). */
export async function buildDiffRepo(prefix = 'pg-diff-'): Promise<DiffRepo> {
  const repo = await TempRepo.create(prefix);
  git(repo.root, 'init', '-q', '-b', 'main');
  const ids = {
    align: uuidFromSeed('align'),
    variants: uuidFromSeed('variants'),
    report: uuidFromSeed('report'),
    qc: uuidFromSeed('qc'),
    old: uuidFromSeed('old'),
    recreatedOld: uuidFromSeed('recreate-1'),
    recreatedNew: uuidFromSeed('recreate-2'),
    renameOld: uuidFromSeed('rename-1'),
    renameNew: uuidFromSeed('rename-2'),
    fresh: uuidFromSeed('fresh'),
    stable: uuidFromSeed('stable'),
  };

  // --- base ---------------------------------------------------------------------------
  await repo.write('data/reads.fq', '@r1\nACGT\n+\nIIII\n');
  await repo.write('results/align/sample.bam', 'BAM\u0001alignment v1');
  await repo.write('results/align/extra.log', 'aligner log\n');
  const alignSpec = {
    dir: 'results/align',
    id: ids.align,
    skill: 'bwa-alignment',
    skillVersion: '1.2.0',
    inputs: ['data/reads.fq'],
    outputs: ['results/align/sample.bam'],
    nextSkills: ['gatk-variant-calling'],
  };
  await repo.passport({
    ...alignSpec,
    errors: [
      { step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' },
      { step: 'trim', tool: 'cutadapt', exit_code: 3, stderr_excerpt: 'adapter file missing' },
    ],
    mutate: (p) => {
      (p.inputs as Record<string, unknown>[])[0]!.source = 'ERR100001';
      p.parameters = { threads: 8, min_mapq: 20 };
      p.decisions = [
        {
          step: 'alignment',
          choice: 'bwa-mem',
          alternatives_considered: ['bowtie2'],
          rationale: 'short reads',
        },
        { step: 'trim', choice: 'cutadapt', alternatives_considered: [], rationale: 'adapters' },
      ];
    },
  });
  await repo.write('results/variants/calls.vcf', '##fileformat=VCFv4.2\n');
  await repo.passport({
    dir: 'results/variants',
    id: ids.variants,
    skill: 'gatk-variant-calling',
    skillVersion: '4.5.0',
    inputs: ['results/align/sample.bam'],
    outputs: ['results/variants/calls.vcf'],
    consumed: [ids.align],
    createdAt: '2026-06-17T13:00:00Z',
  });
  await repo.write('results/report/summary.md', '# Variants\n1 variant\n');
  await repo.passport({
    dir: 'results/report',
    id: ids.report,
    skill: 'variant-report',
    inputs: ['results/variants/calls.vcf'],
    outputs: ['results/report/summary.md'],
    consumed: [ids.variants],
    createdAt: '2026-06-17T14:00:00Z',
  });
  await repo.write('results/qc/qc.html', '<html>qc</html>\n');
  await repo.passport({
    dir: 'results/qc',
    id: ids.qc,
    skill: 'fastqc',
    outputs: ['results/qc/qc.html'],
  });
  await repo.write('results/old/x.txt', 'x\n');
  await repo.passport({
    dir: 'results/old',
    id: ids.old,
    skill: 'old-step',
    outputs: ['results/old/x.txt'],
  });
  await repo.write('results/recreate/y.txt', 'y\n');
  await repo.passport({
    dir: 'results/recreate',
    id: ids.recreatedOld,
    skill: 'recreate-step',
    outputs: ['results/recreate/y.txt'],
  });
  await repo.write('results/rename/z.txt', 'z\n');
  await repo.passport({
    dir: 'results/rename',
    runId: 'first',
    id: ids.renameOld,
    skill: 'rename-step',
    outputs: ['results/rename/z.txt'],
  });
  // A passport this change does not touch.
  await repo.write('results/stable/s.txt', 's\n');
  await repo.passport({
    dir: 'results/stable',
    id: ids.stable,
    skill: 'stable-step',
    outputs: ['results/stable/s.txt'],
  });
  const base = commitAll(repo.root, 'base');
  const bamOld = sha256(await repo.read('results/align/sample.bam'));

  // --- head ---------------------------------------------------------------------------
  // A is re-run: a new alignment, a reference added, another version, parameters, decisions.
  await repo.write('results/align/sample.bam', 'BAM\u0001alignment v2, longer');
  await repo.write('data/ref.fa', '>chr1\nACGT\n');
  await repo.passport({
    ...alignSpec,
    skillVersion: '1.3.0',
    inputs: ['data/reads.fq', 'data/ref.fa'],
    outputs: ['results/align/sample.bam', 'results/align/extra.log'],
    createdAt: '2026-06-18T12:00:00Z',
    errors: [
      { step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' },
      { step: 'index', tool: 'samtools', exit_code: 2, stderr_excerpt: 'truncated file' },
    ],
    mutate: (p) => {
      const inputs = p.inputs as Record<string, unknown>[];
      inputs[0]!.source = 'ERR200002';
      inputs[1]!.source = 'GCA_000001405.29';
      (p.produced_by as Record<string, unknown>).agent = 'other-agent';
      p.parameters = { min_mapq: 30, seed: 7 };
      p.decisions = [
        {
          step: 'alignment',
          choice: 'minimap2',
          alternatives_considered: ['bowtie2', 'bwa-mem'],
          rationale: 'short reads',
        },
        { step: 'sort', choice: 'samtools', alternatives_considered: [], rationale: 'standard' },
      ];
    },
  });
  // qc's passport is deleted (its output stays: an output directory without a passport).
  await rm(repo.abs('results/qc/qc.passport.json'));
  // old's passport is moved to another name, keeping its id.
  const oldText = await repo.read('results/old/old.passport.json');
  await rm(repo.abs('results/old/old.passport.json'));
  await repo.write('results/old/renamed.passport.json', oldText);
  // recreate's passport is recreated in place with a new id, now consuming A.
  await repo.passport({
    dir: 'results/recreate',
    id: ids.recreatedNew,
    skill: 'recreate-step',
    outputs: ['results/recreate/y.txt'],
    consumed: [ids.align],
  });
  // rename's passport is written again under another run id and a new id.
  await rm(repo.abs('results/rename/first.passport.json'));
  await repo.passport({
    dir: 'results/rename',
    runId: 'second',
    id: ids.renameNew,
    skill: 'rename-step',
    outputs: ['results/rename/z.txt'],
  });
  // A new step downstream of the new alignment: fresh, not stale.
  await repo.write('results/fresh/out.txt', 'fresh\n');
  await repo.passport({
    dir: 'results/fresh',
    id: ids.fresh,
    skill: 'fresh-step',
    inputs: ['results/align/sample.bam'],
    outputs: ['results/fresh/out.txt'],
    consumed: [ids.align],
    createdAt: '2026-06-18T13:00:00Z',
  });
  const head = commitAll(repo.root, 'head');
  const bamNew = sha256(await repo.read('results/align/sample.bam'));
  return { repo, base, head, ids, bam: { old: bamOld, new: bamNew } };
}
