// Writes the example of the "What changed" section in docs/github-action.md (between the
// diff-example markers)
// from code: a small analysis repository with git history is built in a temporary folder
// (hashes computed from the bytes written, commit dates fixed so the commit ids are stable), and
// the committed CLI (dist/cli.js: run `npm run bundle` first) renders its diff. A test
// (__tests__/diff/readme-example.test.ts) renders the same from src/ and fails when the guide
// falls behind.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
);

/** The guide that shows the example, relative to the repository root. */
export const EXAMPLE_FILE = 'docs/github-action.md';

/** The diff command the example shows, run at the example repository's root. */
export const EXAMPLE_ARGS = ['diff', '--base', 'main', '--format', 'markdown'];

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function git(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: '/nonexistent',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'analyst',
      GIT_AUTHOR_EMAIL: 'analyst@example.org',
      GIT_COMMITTER_NAME: 'analyst',
      GIT_COMMITTER_EMAIL: 'analyst@example.org',
      GIT_AUTHOR_DATE: '2026-06-17T12:00:00Z',
      GIT_COMMITTER_DATE: '2026-06-17T12:00:00Z',
    },
  }).trim();
}

/**
 * Builds the example in `dir`: on `main`, align → variants → report and an unrelated qc step,
 * all stamped; on the checked-out branch `rerun-alignment`, the alignment re-run with another
 * aligner (a new output, a new version, a parameter and a decision changed, re-stamped) and a
 * plot added without a passport. variants and report were not re-run: the plan lists them.
 */
export function buildDiffExample(dir) {
  const write = (rel, content) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  const artifact = (rel, extra = {}) => {
    const bytes = readFileSync(path.join(dir, rel));
    return { type: path.extname(rel).slice(1), path: rel, sha256: sha256(bytes), ...extra };
  };
  const passport = (dir_, runId, fields) =>
    write(
      `${dir_}/${runId}.passport.json`,
      `${JSON.stringify({ schema_version: '1.0.0', ...fields }, null, 2)}\n`,
    );
  const ids = {
    align: '3f2b8c1e-7d4a-4c1e-9a2b-5e6f7a8b9c0d',
    variants: '8a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6',
    report: 'c4d5e6f7-0819-4a2b-bc3d-4e5f60718293',
    qc: 'e1f20314-2536-4748-895a-6b7c8d9e0f10',
  };
  const align = (version, aligner, minMapq) => {
    const bam = artifact('results/align/sampleA.sorted.bam');
    passport('results/align', 'align', {
      passport_id: ids.align,
      created_at: version === '1.2.0' ? '2026-06-17T12:00:00Z' : '2026-06-18T09:00:00Z',
      produced_by: { skill: 'bwa-alignment', skill_version: version, agent: 'claude-opus-4-8' },
      inputs: [artifact('data/sampleA_R1.fastq', { source: 'ERR123456' })],
      outputs: [{ ...bam, size_bytes: readFileSync(path.join(dir, bam.path)).length }],
      decisions: [
        {
          step: 'alignment',
          choice: aligner,
          alternatives_considered: ['bowtie2', 'minimap2'],
          rationale: 'the canonical aligner for Illumina short DNA-seq reads',
        },
      ],
      parameters: { threads: 8, min_mapq: minMapq },
      errors: [{ step: 'sort', tool: 'samtools', exit_code: 0, stderr_excerpt: '' }],
      consumed_passports: [],
      downstream_hints: { next_skills: ['gatk-variant-calling'] },
    });
  };
  const step = (dir_, runId, id, skill, input, output, consumed, createdAt) =>
    passport(dir_, runId, {
      passport_id: id,
      created_at: createdAt,
      produced_by: { skill, skill_version: '1.0.0', agent: 'claude-opus-4-8' },
      inputs: input ? [artifact(input)] : [],
      outputs: [{ ...artifact(output), size_bytes: readFileSync(path.join(dir, output)).length }],
      decisions: [],
      parameters: {},
      errors: [],
      consumed_passports: consumed,
      downstream_hints: { next_skills: [] },
    });

  git(dir, 'init', '-q', '-b', 'main');
  write('data/sampleA_R1.fastq', '@r1\nACGTACGT\n+\nIIIIIIII\n');
  write('results/align/sampleA.sorted.bam', 'BAM\u0001 aligned with bwa-mem\n');
  align('1.2.0', 'bwa-mem', 20);
  write('results/variants/sampleA.vcf', '##fileformat=VCFv4.2\nchr1\t42\tA\tG\n');
  step(
    'results/variants',
    'variants',
    ids.variants,
    'gatk-variant-calling',
    'results/align/sampleA.sorted.bam',
    'results/variants/sampleA.vcf',
    [ids.align],
    '2026-06-17T13:00:00Z',
  );
  write('results/report/summary.md', '# sampleA\n1 variant\n');
  step(
    'results/report',
    'report',
    ids.report,
    'variant-report',
    'results/variants/sampleA.vcf',
    'results/report/summary.md',
    [ids.variants],
    '2026-06-17T14:00:00Z',
  );
  write('results/qc/sampleA_fastqc.html', '<html>qc</html>\n');
  step(
    'results/qc',
    'qc',
    ids.qc,
    'fastqc',
    'data/sampleA_R1.fastq',
    'results/qc/sampleA_fastqc.html',
    [],
    '2026-06-17T12:30:00Z',
  );
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 'align, call, report');

  git(dir, 'checkout', '-q', '-b', 'rerun-alignment');
  write('results/align/sampleA.sorted.bam', 'BAM\u0001 aligned with bwa-mem2, more reads kept\n');
  align('1.3.0', 'bwa-mem2', 30);
  write('results/plots/coverage.png', '\u0089PNG coverage\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 're-run the alignment with bwa-mem2');
}

/**
 * The CLI's Markdown as the guide shows it: quoted (`> ` before every line), so its headings sit
 * inside the example instead of joining the guide's outline.
 */
export function quoteExample(markdown) {
  return markdown
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** The guide's text with the example between the markers replaced by `markdown` (quoted). */
export function replaceDiffExample(readme, markdown) {
  const start = '<!-- diff-example:start -->\n';
  const end = '<!-- diff-example:end -->';
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${EXAMPLE_FILE} has no diff-example markers`);
  return `${readme.slice(0, i + start.length)}\n${quoteExample(markdown)}\n\n${readme.slice(j)}`;
}

/** The example as the guide holds it, or null when the markers are missing. */
export function readDiffExample(readme) {
  const start = '<!-- diff-example:start -->\n';
  const i = readme.indexOf(start);
  const j = readme.indexOf('<!-- diff-example:end -->');
  return i < 0 || j < i ? null : readme.slice(i + start.length, j).trim();
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-diff-example-'));
  try {
    buildDiffExample(dir);
    let markdown;
    try {
      markdown = execFileSync(
        process.execPath,
        [path.join(root, 'dist', 'cli.js'), ...EXAMPLE_ARGS],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      // Exit 1: the example leaves stale passports, as it should.
      if (error.status !== 1) throw error;
      markdown = error.stdout;
    }
    const file = path.join(root, EXAMPLE_FILE);
    writeFileSync(file, replaceDiffExample(readFileSync(file, 'utf8'), markdown));
    console.log(`wrote the diff example to ${EXAMPLE_FILE}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
