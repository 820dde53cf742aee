/**
 * Snakemake's record of an output (`.snakemake/metadata/`), written from a small spec the way
 * Snakemake 7.21 writes it (snakemake/persistence.py `finished` and `_record_path`): the
 * output path as the Snakefile spelled it, URL-safe base64, cut into chunks of NAME_MAX - 1
 * characters, every chunk but the last a directory prefixed with `@`; the JSON fields
 * `json.dump` writes. For the engine-records cases and tests; the real engine's records are
 * exercised in __tests__/python/snakemake-engine.test.ts.
 */
import path from 'node:path';
import type { TempRepo } from './repo.js';

/** What one record says. Times are seconds since the epoch, as Snakemake keeps them. */
export interface SnakemakeRecordSpec {
  /** The output, relative to the working directory (as the Snakefile spells it). */
  output: string;
  rule: string;
  input?: string[];
  /** Python repr strings of the params' values (Snakemake sorts them). */
  params?: string[];
  shellcmd?: string | null;
  starttime?: number | null;
  endtime?: number | null;
  /** sha256 by input path. */
  inputChecksums?: Record<string, string>;
}

/** The record file of `output` below `metadata/`, as Snakemake names it (NAME_MAX 255). */
export function snakemakeRecordName(output: string, nameMax = 255): string {
  const b64 = Buffer.from(output, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const chunks: string[] = [];
  for (let i = 0; i < b64.length; i += nameMax - 1) chunks.push(b64.slice(i, i + nameMax - 1));
  return chunks.map((c, i) => (i < chunks.length - 1 ? `@${c}` : c)).join('/');
}

/** JSON as Python's json.dump writes it: `, ` and `: ` between items, non-ASCII escaped. */
export function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${pythonJson(k)}: ${pythonJson(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The record's JSON text, with every field Snakemake 7.21 writes, as json.dump writes it. */
export function renderSnakemakeRecord(spec: SnakemakeRecordSpec): string {
  return pythonJson({
    version: null,
    // A pickle of the rule's code in the real thing: opaque to the gate, never decoded.
    code: Buffer.from(`code of ${spec.rule}`).toString('base64'),
    rule: spec.rule,
    input: [...(spec.input ?? [])].sort(),
    log: [],
    params: [...(spec.params ?? [])].sort(),
    shellcmd: spec.shellcmd === undefined ? `run ${spec.rule}` : spec.shellcmd,
    incomplete: false,
    starttime: spec.starttime === undefined ? 1781697000 : spec.starttime,
    endtime: spec.endtime === undefined ? 1781697030 : spec.endtime,
    job_hash: 8788330963991,
    conda_env: null,
    container_img_url: null,
    input_checksums: spec.inputChecksums ?? {},
  });
}

/**
 * Writes the record of `spec.output` under `<workdir>/.snakemake/metadata/` of `repo`;
 * returns its repository-relative path. `text` replaces the JSON (a corrupt record).
 */
export async function writeSnakemakeRecord(
  repo: TempRepo,
  spec: SnakemakeRecordSpec,
  options: { workdir?: string; text?: string } = {},
): Promise<string> {
  const rel = path.posix.join(
    options.workdir ?? '.',
    '.snakemake',
    'metadata',
    snakemakeRecordName(spec.output),
  );
  await repo.write(rel, options.text ?? renderSnakemakeRecord(spec));
  return rel;
}

/** Seconds since the epoch of an ISO time. */
export const epochOf = (iso: string): number => Date.parse(iso) / 1000;

/**
 * The engine's records agreeing with the three-step pipeline of helpers/repo.ts
 * (buildPipeline): each step's rule, its one input, a job that ended before its hand record
 * was written. `edit` changes a spec before it is written (by rule name).
 */
export async function witnessPipeline(
  repo: TempRepo,
  edit: (rule: string, spec: SnakemakeRecordSpec) => void = () => undefined,
): Promise<void> {
  const steps: [string, string, string, string][] = [
    ['align', 'data/sampleA_R1.fastq', 'results/align/sampleA.sorted.bam', '2026-06-17T12:00:00Z'],
    [
      'variants',
      'results/align/sampleA.sorted.bam',
      'results/variants/sampleA.vcf',
      '2026-06-17T13:00:00Z',
    ],
    ['report', 'results/variants/sampleA.vcf', 'results/report/summary.md', '2026-06-17T14:00:00Z'],
  ];
  for (const [rule, input, output, written] of steps) {
    const spec: SnakemakeRecordSpec = {
      output,
      rule,
      input: [input],
      shellcmd: `tool ${rule} ${input} > ${output}`,
      starttime: epochOf(written) - 60,
      endtime: epochOf(written) - 30,
    };
    edit(rule, spec);
    await writeSnakemakeRecord(repo, spec);
  }
}
