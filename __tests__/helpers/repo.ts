/**
 * Test fixtures built by code: temporary repositories whose passports carry
 * hashes computed from the bytes actually written, so they cannot go stale.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** sha256 hex of bytes or text. */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A deterministic UUIDv4 derived from a seed string. */
export function uuidFromSeed(seed: string): string {
  const h = sha256(seed);
  const variant = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Options for one passport. Paths are repository-relative. */
export interface PassportSpec {
  /** Directory of the passport (and of its outputs by default). */
  dir: string;
  runId?: string;
  id?: string;
  skill?: string;
  skillVersion?: string;
  createdAt?: string;
  outputs?: string[];
  inputs?: string[];
  consumed?: string[];
  nextSkills?: string[];
  errors?: { step: string; tool: string; exit_code: number; stderr_excerpt: string }[];
  /**
   * The step's parameters. Default: none when it has inputs; a passport with no inputs is a
   * generator step given a seed (`{ seed: 1 }`), since one that records no input, no source and
   * no parameter vouches for nothing (passport-vouches-nothing). Pass `{}` to build that.
   */
  parameters?: Record<string, unknown>;
  /** Applied to the passport object before it is written. */
  mutate?: (passport: Record<string, unknown>) => void;
}

/**
 * The `"parameters": {…}` member of a passport {@link makePassport} wrote (flat, as the
 * fixtures record it), for tests that splice a value into its text.
 */
export const PARAMETERS = /"parameters": \{[^{}]*\}/;

/**
 * A passport whose inputs/outputs carry the real sha256 and size of files already written
 * (read back through `read`), and its repository-relative path. Shared by the repository on
 * disk (TempRepo) and the one in memory (facts.ts).
 */
export async function makePassport(
  spec: PassportSpec,
  read: (rel: string) => Promise<Uint8Array>,
): Promise<{ id: string; path: string; value: Record<string, unknown> }> {
  const runId = spec.runId ?? path.posix.basename(spec.dir === '.' ? 'root' : spec.dir);
  const id = spec.id ?? uuidFromSeed(`${spec.dir}/${runId}`);
  const describe = async (rel: string) => {
    const bytes = await read(rel);
    return {
      type: path.posix.extname(rel).slice(1) || 'file',
      path: rel,
      sha256: sha256(bytes),
      size_bytes: bytes.length,
    };
  };
  const outputs = await Promise.all((spec.outputs ?? []).map(describe));
  const inputs = await Promise.all(
    (spec.inputs ?? []).map(async (rel) => {
      const { size_bytes: _size, ...rest } = await describe(rel);
      return rest;
    }),
  );
  const value: Record<string, unknown> = {
    schema_version: '1.0.0',
    passport_id: id,
    created_at: spec.createdAt ?? '2026-06-17T12:00:00Z',
    produced_by: {
      skill: spec.skill ?? 'test-skill',
      skill_version: spec.skillVersion ?? '1.0.0',
      agent: 'test-agent',
    },
    inputs,
    outputs,
    decisions: [
      { step: 'run', choice: 'default', alternatives_considered: [], rationale: 'test fixture' },
    ],
    parameters: spec.parameters ?? (inputs.length > 0 ? {} : { seed: 1 }),
    errors: spec.errors ?? [{ step: 'run', tool: 'test', exit_code: 0, stderr_excerpt: '' }],
    consumed_passports: spec.consumed ?? [],
    downstream_hints: { next_skills: spec.nextSkills ?? [] },
  };
  spec.mutate?.(value);
  const rel = `${spec.dir === '.' ? '' : `${spec.dir}/`}${runId}.passport.json`;
  return { id, path: rel, value };
}

/** A temporary repository on disk. */
export class TempRepo {
  private constructor(readonly root: string) {}

  /** Creates an empty temporary repository. */
  static async create(prefix = 'pg-test-'): Promise<TempRepo> {
    return new TempRepo(await mkdtemp(path.join(tmpdir(), prefix)));
  }

  /** Absolute path of a repository-relative path. */
  abs(rel: string): string {
    return path.join(this.root, ...rel.split('/'));
  }

  /** Writes a file (creating directories). */
  async write(rel: string, content: string | Uint8Array): Promise<string> {
    const file = this.abs(rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    return rel;
  }

  /** Reads a file back. */
  async read(rel: string): Promise<Buffer> {
    return readFile(this.abs(rel));
  }

  /**
   * Writes a passport whose inputs/outputs carry the real sha256 and size of
   * files already written. Returns its id and repository-relative path.
   */
  async passport(
    spec: PassportSpec,
  ): Promise<{ id: string; path: string; value: Record<string, unknown> }> {
    const made = await makePassport(spec, (rel) => this.read(rel));
    await this.write(made.path, `${JSON.stringify(made.value, null, 2)}\n`);
    return made;
  }

  /** Makes the repository a git work tree (no commit), as a checkout is. */
  gitInit(): void {
    execFileSync('git', ['init', '-q'], { cwd: this.root });
  }

  /**
   * Marks paths as Git LFS managed the way `git lfs track` does: a `.gitattributes` line with
   * `filter=lfs` (in the root's file unless `file` names another).
   */
  async lfsTrack(pattern: string, file = '.gitattributes'): Promise<void> {
    const existing = await this.read(file).then(
      (b) => b.toString('utf8'),
      () => '',
    );
    await this.write(file, `${existing}${pattern} filter=lfs diff=lfs merge=lfs -text\n`);
  }

  /** Removes the repository. */
  async remove(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}

/**
 * Builds the three-step chain used across tests: fastq → bam → vcf.
 * Returns the passports' ids and paths.
 */
export async function buildPipeline(repo: TempRepo) {
  await repo.write('data/sampleA_R1.fastq', '@r1\nACGT\n+\nIIII\n');
  await repo.write('results/align/sampleA.sorted.bam', 'BAM\u0001fake-alignment');
  const align = await repo.passport({
    dir: 'results/align',
    // Raw reads come from outside the pipeline: say where (input-unprovenanced otherwise).
    mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = 'ERR123456'),
    skill: 'bwa-alignment',
    inputs: ['data/sampleA_R1.fastq'],
    outputs: ['results/align/sampleA.sorted.bam'],
    nextSkills: ['gatk-variant-calling'],
    createdAt: '2026-06-17T12:00:00Z',
  });
  await repo.write('results/variants/sampleA.vcf', '##fileformat=VCFv4.2\n');
  const variants = await repo.passport({
    dir: 'results/variants',
    skill: 'gatk-variant-calling',
    inputs: ['results/align/sampleA.sorted.bam'],
    outputs: ['results/variants/sampleA.vcf'],
    consumed: [align.id],
    nextSkills: ['variant-report'],
    createdAt: '2026-06-17T13:00:00Z',
  });
  await repo.write('results/report/summary.md', '# Variants\n1 variant\n');
  const report = await repo.passport({
    dir: 'results/report',
    skill: 'variant-report',
    inputs: ['results/variants/sampleA.vcf'],
    outputs: ['results/report/summary.md'],
    consumed: [variants.id],
    createdAt: '2026-06-17T14:00:00Z',
  });
  return { align, variants, report };
}
