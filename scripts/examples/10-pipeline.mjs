// The bundled example analysis repository: a three-step chain
// fastq → bam → vcf (→ report), each step with its Material Passport. Every
// sha256 and size is computed from the bytes written here; ids are derived
// from fixed seeds so the output is byte-for-byte reproducible.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** A deterministic UUIDv4 from a seed. */
function uuid(seed) {
  const h = sha256(seed);
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Deterministic pseudo-random reads, so the example has realistic-looking data. */
function fastq(name, count) {
  let state = 0x2545f491;
  const base = () => 'ACGT'[(state = (state * 1103515245 + 12345) >>> 0) % 4];
  let out = '';
  for (let i = 0; i < count; i++) {
    const seq = Array.from({ length: 60 }, base).join('');
    out += `@${name}.${i + 1}\n${seq}\n+\n${'I'.repeat(60)}\n`;
  }
  return out;
}

export async function generate(root) {
  const repo = path.join(root, 'pipeline');
  const write = (rel, content) => {
    const file = path.join(repo, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    return { path: rel, sha256: sha256(content), size_bytes: Buffer.byteLength(content) };
  };
  const artifact = (type, entry, extra = {}) => ({ type, ...entry, ...extra });
  const passport = (dir, runId, body) =>
    write(`${dir}/${runId}.passport.json`, `${JSON.stringify(body, null, 2)}\n`);

  write(
    '.passport-gate.yml',
    [
      '# passport-gate configuration for the example pipeline.',
      '# Every directory under results/ is an output directory and must carry a passport.',
      'outputs:',
      '  - results/*',
      'rules:',
      '  chain-next-skill: warning',
      '',
    ].join('\n'),
  );
  write(
    'README.md',
    '# Example analysis repository\n\nA three-step chain (fastq → bam → vcf → report) with a Material Passport beside each output directory.\nAudit it with `node dist/cli.js audit --root examples/pipeline --all`.\n',
  );

  // Step 0: raw reads (external input, recorded with its source).
  const reads = write('data/sampleA_R1.fastq', fastq('ERR123456', 64));

  // Step 1: alignment.
  const bam = write(
    'results/align/sampleA.sorted.bam',
    `BAM\u0001${sha256('align:' + reads.sha256).repeat(32)}`,
  );
  const bai = write(
    'results/align/sampleA.sorted.bam.bai',
    `BAI\u0001${sha256('index:' + bam.sha256)}`,
  );
  const alignId = uuid('example/align');
  passport('results/align', 'align-2026-06-17', {
    schema_version: '1.0.0',
    passport_id: alignId,
    created_at: '2026-06-17T12:34:56Z',
    produced_by: {
      skill: 'bwa-alignment',
      skill_version: '1.2.0',
      agent: 'claude-opus-4-8',
      session_id: uuid('example/session/1'),
    },
    inputs: [
      artifact(
        'fastq',
        { path: reads.path, sha256: reads.sha256 },
        { source: 'ERR123456' },
      ),
    ],
    outputs: [artifact('bam', bam), artifact('bam-index', bai)],
    decisions: [
      {
        step: 'alignment',
        choice: 'bwa-mem',
        alternatives_considered: ['bowtie2', 'minimap2'],
        rationale:
          'BWA-MEM is the canonical aligner for Illumina short DNA-seq reads; minimap2 is preferred for long reads (ONT/PacBio).',
      },
    ],
    parameters: { threads: 8, min_mapq: 20 },
    errors: [
      { step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' },
      { step: 'sort', tool: 'samtools', exit_code: 0, stderr_excerpt: '' },
    ],
    consumed_passports: [],
    downstream_hints: {
      next_skills: ['gatk-variant-calling'],
      expected_inputs: ['bam', 'bam-index'],
    },
  });

  // Step 2: variant calling, consuming the alignment.
  const vcf = write(
    'results/variants/sampleA.vcf',
    '##fileformat=VCFv4.2\n##source=gatk-HaplotypeCaller\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\nchr1\t10177\t.\tA\tAC\t48.6\tPASS\tDP=12\n',
  );
  const variantsId = uuid('example/variants');
  passport('results/variants', 'variants-2026-06-17', {
    schema_version: '1.0.0',
    passport_id: variantsId,
    created_at: '2026-06-17T13:05:00Z',
    produced_by: {
      skill: 'gatk-variant-calling',
      skill_version: '4.5.0',
      agent: 'claude-opus-4-8',
      session_id: uuid('example/session/2'),
    },
    inputs: [
      artifact('bam', { path: bam.path, sha256: bam.sha256 }),
      artifact('bam-index', { path: bai.path, sha256: bai.sha256 }),
    ],
    outputs: [artifact('vcf', vcf)],
    decisions: [
      {
        step: 'calling',
        choice: 'HaplotypeCaller',
        alternatives_considered: ['bcftools call', 'DeepVariant'],
        rationale:
          'Germline short variants from a single sample; HaplotypeCaller is the GATK best-practice caller.',
      },
    ],
    parameters: { min_base_quality: 20, ploidy: 2 },
    errors: [{ step: 'call', tool: 'gatk', exit_code: 0, stderr_excerpt: '' }],
    consumed_passports: [alignId],
    downstream_hints: { next_skills: ['variant-report'], expected_inputs: ['vcf'] },
  });

  // Step 3: the written report, consuming the variants.
  const report = write(
    'results/report/summary.md',
    '# sampleA variants\n\n1 PASS variant on chr1 (10177 A>AC, DP=12).\n',
  );
  passport('results/report', 'report-2026-06-17', {
    schema_version: '1.0.0',
    passport_id: uuid('example/report'),
    created_at: '2026-06-17T13:30:00Z',
    produced_by: {
      skill: 'variant-report',
      skill_version: '0.3.1',
      agent: 'claude-opus-4-8',
      session_id: uuid('example/session/3'),
    },
    inputs: [artifact('vcf', { path: vcf.path, sha256: vcf.sha256 })],
    outputs: [artifact('markdown', report)],
    decisions: [
      {
        step: 'reporting',
        choice: 'markdown summary',
        alternatives_considered: ['HTML report'],
        rationale: 'The report is read in pull requests, where Markdown renders natively.',
      },
    ],
    parameters: {},
    errors: [],
    consumed_passports: [variantsId],
    downstream_hints: { next_skills: [] },
  });
}
