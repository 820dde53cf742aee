/**
 * Building blocks the case folders share: the three-step pipeline, the bundled handoff
 * example, and edits of a JSON or YAML file in place. Everything is written by code, so a
 * case's hashes are computed from its bytes.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  CITATION_LOCK_FILE,
  renderCitationLock,
  type LockEntry,
} from '../../src/formats/citation-lock.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';

const examples = path.resolve(import.meta.dirname, '..', '..', 'examples');

/** Paths of the three-step pipeline's passports (fastq → bam → vcf → report). */
export const ALIGN = 'results/align/align.passport.json';
export const VARIANTS = 'results/variants/variants.passport.json';
export const REPORT = 'results/report/report.passport.json';

/** The bundled handoff example's files, as the cases edit them. */
export const ENVELOPE = 'route-to-detector.handoff.yaml';
export const GRAPH = 'skill-graph.yaml';
export const PACKET = 'agent-inboxes/ai-writing-detector/hof_0001.json';
export const ACK = 'agent-inboxes/ai-writing-detector/hof_0001.ack';

/** Builds the clean three-step pipeline (see helpers/repo.ts). */
export async function pipeline(repo: TempRepo): Promise<void> {
  await buildPipeline(repo);
}

/**
 * A parsed JSON or YAML document as a case edits it: the case reaches into fields it just
 * wrote itself, so a loose type says more than a schema-deep one would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;

/** Copies `examples/handoff-basics` (an envelope, its skill graph, a packet and its ack). */
export async function handoffs(repo: TempRepo): Promise<void> {
  await cp(path.join(examples, 'handoff-basics'), repo.root, { recursive: true });
}

/** Rewrites a JSON file through `edit` (which changes the parsed value in place). */
export async function editJson(
  repo: TempRepo,
  rel: string,
  edit: (value: Doc) => void,
): Promise<void> {
  const value = JSON.parse(await readFile(repo.abs(rel), 'utf8')) as Doc;
  edit(value);
  await writeFile(repo.abs(rel), `${JSON.stringify(value, null, 2)}\n`);
}

/** Rewrites a YAML file through `edit` (which changes the parsed value in place). */
export async function editYaml(
  repo: TempRepo,
  rel: string,
  edit: (value: Doc) => void,
): Promise<void> {
  const value = parse(await readFile(repo.abs(rel), 'utf8')) as Doc;
  edit(value);
  await writeFile(repo.abs(rel), stringify(value));
}

/** The genome an external-input case keeps outside the audited root (`ref/` beside `work/`). */
export const GENOME = '>chr1\nACGTACGTNNNN\n';

/**
 * A repository in `work/` whose alignment reads `ref/GRCh38.fa` from outside it, recorded as
 * an external input with `sha`; `located` adds `ref/` to the config's external-inputs.
 * Audit it with `--root work`.
 */
export async function externalInput(
  repo: TempRepo,
  options: { sha: string; located: boolean },
): Promise<void> {
  await repo.write('ref/GRCh38.fa', GENOME);
  await repo.write('work/results/align/a.bam', 'BAM');
  const made = await repo.passport({
    dir: 'work/results/align',
    runId: 'align',
    outputs: ['work/results/align/a.bam'],
  });
  await editJson(repo, made.path, (p) => {
    p.outputs[0].path = 'results/align/a.bam';
    p.inputs = [
      {
        type: 'fasta',
        path: repo.abs('ref/GRCh38.fa'),
        sha256: options.sha,
        external: true,
        uri: 'https://ftp.example.org/GRCh38.fa',
      },
    ];
  });
  if (options.located)
    await repo.write('work/.passport-gate.yml', `external-inputs:\n  - ${repo.abs('ref')}\n`);
}

/**
 * Writes `passport-citations.lock.json` as `passport-gate resolve` would, with these entries
 * (keys as the lock keys them; the date fixed so the bytes are stable).
 */
export async function writeCitationLock(
  repo: TempRepo,
  entries: Record<string, Omit<LockEntry, 'retrieved'>>,
): Promise<void> {
  const citations = new Map(
    Object.entries(entries).map(([k, e]) => [k, { ...e, retrieved: '2026-06-17' }] as const),
  );
  await repo.write(CITATION_LOCK_FILE, renderCitationLock({ citations }));
}
