/**
 * A Nextflow run's lineage store and files, built from the lineage schema's own test records
 * (__tests__/consumers/vendor/nextflow-lineage/, from nextflow-io/schemas) laid out as Nextflow's
 * store lays them (`<store>/<key>/.data.json`), with what those records leave out made here in
 * code: the WorkflowRun (the upstream one is 50 kB of parameters; this one keeps its workflow's
 * repository and commit), the upstream task that made the kept TaskRun's input, and the files
 * themselves under the root, with the sizes the records give.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The vendored records. */
export const LINEAGE_VENDOR = path.resolve(
  import.meta.dirname,
  '..',
  'consumers',
  'vendor',
  'nextflow-lineage',
);

/** Reads a vendored record as text (bytes unchanged) and parsed. */
export async function readVendoredRecord(
  name: string,
): Promise<{ text: string; value: Record<string, unknown> }> {
  const text = await readFile(path.join(LINEAGE_VENDOR, name), 'utf8');
  return { text, value: JSON.parse(text) as Record<string, unknown> };
}

type Spec = Record<string, unknown>;
const specOf = (record: Record<string, unknown>) => record.spec as Spec;
const hashOfLid = (lid: unknown) =>
  String(lid)
    .replace(/^lid:\/\//, '')
    .split('/')[0] as string;

/** What {@link buildLineageRun} made. */
export interface LineageRun {
  /** The store, relative to the root. */
  store: string;
  /** The absolute root the records name (where the upstream run was). */
  recordedRoot: string;
  /** The kept TaskRun's hash and work directory (root-relative). */
  task: { hash: string; workDir: string; output: string };
  /** The generated upstream task's hash and its output (root-relative). */
  upstream: { hash: string; workDir: string; output: string };
  /** Writes a record into the store under `key`. */
  put(key: string, record: unknown): Promise<void>;
}

/** Text of exactly `size` bytes (ASCII), so a file matches the size its record gives. */
function textOfSize(head: string, size: number): string {
  return (head + '#'.repeat(Math.max(0, size - head.length))).slice(0, size);
}

/**
 * Lays out the run under `root`: the store at `.lineage`, each task's work directory with its
 * outputs, `.exitcode` (exit status `exitCode` for the kept task) and `.command.err`.
 */
export async function buildLineageRun(
  root: string,
  options: { exitCode?: number; stderr?: string } = {},
): Promise<LineageRun> {
  const store = '.lineage';
  const put = async (key: string, record: unknown) => {
    const dir = path.join(root, store, ...key.split('/'));
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, '.data.json'),
      typeof record === 'string' ? record : JSON.stringify(record),
    );
  };
  const write = async (rel: string, content: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  };

  const taskRun = await readVendoredRecord('valid_task_run.json');
  const fileOutput = await readVendoredRecord('valid_file_output.json');
  const taskOutput = await readVendoredRecord('valid_task_output.json');
  const out = specOf(fileOutput.value);
  const hash = hashOfLid(out.taskRun);
  // The record's path is <root>/work/<hash[0:2]>/<hash[2:]>/<file>: the root is what precedes work/.
  const outPath = String(out.path);
  const workMarker = `/work/${hash.slice(0, 2)}/${hash.slice(2)}/`;
  const recordedRoot = outPath.slice(0, outPath.indexOf(workMarker));
  const inWork = outPath.slice(outPath.indexOf(workMarker) + workMarker.length);
  const workDir = `work/${hash.slice(0, 2)}/${hash.slice(2)}`;

  // The kept records, unchanged, under the keys Nextflow gives them.
  await put(hash, taskRun.text);
  await put(`${hash}/${inWork}`, fileOutput.text);
  await put(`${hashOfLid(specOf(taskOutput.value).taskRun)}#output`, taskOutput.text);
  await write(
    `${workDir}/${inWork}`,
    textOfSize(
      '"NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES":\n  getchromsizes: 1.21\n',
      Number(out.size),
    ),
  );
  await write(`${workDir}/.exitcode`, `${options.exitCode ?? 0}`);
  await write(`${workDir}/.command.err`, options.stderr ?? '');

  // The WorkflowRun both records name, with the upstream record's workflow repository and commit.
  const task = specOf(taskRun.value);
  await put(hashOfLid(task.workflowRun), {
    version: 'lineage/v1beta1',
    kind: 'WorkflowRun',
    spec: {
      workflow: {
        scriptFiles: [],
        repository: 'https://github.com/nf-core/rnaseq',
        commitId: '3816d48abd9fab2eee41775b60b4eb8745e1fcaa',
      },
      sessionId: task.sessionId,
      name: 'voluminous_bardeen',
      params: [],
    },
  });

  // The task that made the kept TaskRun's input (lid://<upstream>/<path>), with that file.
  const inputLid = String(
    ((task.input as Spec[]).find((p) => p.type === 'path')?.value as string[])[0],
  );
  const upstream = hashOfLid(inputLid);
  const upstreamRel = inputLid.slice(`lid://${upstream}/`.length);
  const upstreamWork = `work/${upstream.slice(0, 2)}/${upstream.slice(2)}`;
  const fasta =
    '>gfp\nATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCCTGGTCGAGCTGGACGGCGACGTAAACGGC\n';
  await write(`${upstreamWork}/${upstreamRel}`, fasta);
  await write(`${upstreamWork}/.exitcode`, '0');
  await put(upstream, {
    version: 'lineage/v1beta1',
    kind: 'TaskRun',
    spec: {
      sessionId: task.sessionId,
      name: 'NFCORE_RNASEQ:PREPARE_GENOME:GUNZIP_FASTA (genome_gfp.fasta.gz)',
      codeChecksum: {
        value: '5b1f0e3a9c2d4e6f8a0b1c2d3e4f5a6b',
        algorithm: 'nextflow',
        mode: 'standard',
      },
      script: '\n    gunzip -f genome_gfp.fasta.gz\n    ',
      input: [{ type: 'val', name: 'meta', value: {} }],
      workflowRun: task.workflowRun,
    },
  });
  await put(`${upstream}/${upstreamRel}`, {
    version: 'lineage/v1beta1',
    kind: 'FileOutput',
    spec: {
      path: `${recordedRoot}/${upstreamWork}/${upstreamRel}`,
      checksum: {
        value: createHash('sha256').update(fasta).digest('hex'),
        algorithm: 'sha256',
        mode: 'standard',
      },
      source: `lid://${upstream}`,
      workflowRun: task.workflowRun,
      taskRun: `lid://${upstream}`,
      size: Buffer.byteLength(fasta),
      createdAt: '2026-01-14T15:12:01.100000000+01:00',
      modifiedAt: '2026-01-14T15:12:01.100000000+01:00',
      labels: null,
    },
  });
  return {
    store,
    recordedRoot,
    task: { hash, workDir, output: `${workDir}/${inWork}` },
    upstream: { hash: upstream, workDir: upstreamWork, output: `${upstreamWork}/${upstreamRel}` },
    put,
  };
}
