/**
 * Snakemake's own record of each output it made: the second witness of `audit --engine`
 * (docs/snakemake.md). Snakemake 7 keeps, in `.snakemake/metadata/` of its working directory,
 * one JSON file per output, named by the output's path (as the Snakefile spelled it, relative
 * to the working directory) in URL-safe base64; a name longer than the file system allows is
 * cut into chunks, every chunk but the last a directory prefixed with `@` (persistence.py,
 * `_record_path`). Each holds the rule, its inputs, its parameters (as Python `repr` strings,
 * sorted, unnamed), the shell command as run, start and end times (seconds since the epoch)
 * and the sha256 of inputs it checksummed.
 *
 * Read like every untrusted file: only what the walk listed inside the root (a `.snakemake`
 * or `metadata` that is a symbolic link is refused, not followed), regular files only, each
 * at most {@link MAX_ENGINE_RECORD_BYTES}, and only the records of outputs some passport in
 * scope lists. A record that cannot be read, parsed or understood is a {@link RecordRead}
 * with its reason, never a throw. The `code` and `conda_env` fields (a pickle and an
 * environment file, base64) are never decoded.
 */
import type { RepoTree } from './tree.js';
import { checkRelativePath, relativeDirname } from '../util/relative-path.js';
import { isObject } from '../util/values.js';

/** A metadata record larger than this is not read (a shell rule's record is a few KiB). */
export const MAX_ENGINE_RECORD_BYTES = 4 * 1024 * 1024;

/** Where Snakemake keeps its records, below its working directory. */
const RECORDS_DIR = '.snakemake/metadata/';

/**
 * True for a root-relative path below a `.snakemake/metadata/` (a record file as this module
 * reads it, in any working directory): what a served directory holds to the record
 * (audit/served.ts) before the audit reads it.
 */
export function isEngineRecordPath(rel: string): boolean {
  return rel.startsWith(RECORDS_DIR) || rel.includes(`/${RECORDS_DIR}`);
}

/** One input of a rule, as the engine recorded it. */
export interface EngineInput {
  /** As recorded (relative to the working directory, or absolute). */
  readonly recorded: string;
  /** Root-relative, or null when it lies outside the root (absolute, or climbing out). */
  readonly rel: string | null;
}

/** One output's record, understood. */
export interface SnakemakeRecord {
  /** Root-relative path of the record file. */
  readonly file: string;
  /** Root-relative path of the output it records. */
  readonly output: string;
  /** The rule that made it. */
  readonly rule: string;
  readonly inputs: readonly EngineInput[];
  /** Parameters as recorded: Python `repr` strings of their values. */
  readonly params: readonly string[];
  /** The shell command as run; null for `run:` and `script:` rules. */
  readonly shellcmd: string | null;
  /** When the job started and ended (seconds since the epoch), null when not recorded. */
  readonly starttime: number | null;
  readonly endtime: number | null;
  /** sha256 of inputs the engine checksummed, by root-relative path. */
  readonly inputChecksums: ReadonlyMap<string, string>;
}

/** A record read, or why it could not be. */
export type RecordRead =
  | { readonly ok: true; readonly record: SnakemakeRecord }
  | { readonly ok: false; readonly file: string; readonly output: string; readonly why: string };

/** Where a record lies, before it is read. */
interface RecordPlace {
  readonly file: string;
  /** The walk's kind of the record file. */
  readonly kind: string | undefined;
  readonly workdir: string;
}

/** The engine's records as the audit sees them. */
export interface EngineRecords {
  /** Working directories with a `.snakemake/metadata` (root-relative, `.` for the root). */
  readonly workdirs: readonly string[];
  /** What was refused wholesale (a symlinked `.snakemake`), by root-relative path. */
  readonly refused: readonly { readonly path: string; readonly why: string }[];
  /** The records of the outputs asked about, by root-relative output path. */
  readonly byOutput: ReadonlyMap<string, RecordRead>;
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The output path a record file's name encodes (the chunks below `metadata/` joined, `@`
 * dropped), or null for a name Snakemake would not write (its temporary files, anything not
 * canonical URL-safe base64 of UTF-8).
 */
export function decodeRecordName(below: string): string | null {
  const parts = below.split('/');
  const last = parts.pop() ?? '';
  if (!parts.every((p) => p.startsWith('@'))) return null;
  const joined = parts.map((p) => p.slice(1)).join('') + last;
  if (!B64URL.test(joined) || joined.length % 4 !== 0) return null;
  const bytes = Buffer.from(joined, 'base64url');
  // Canonical only: a name that re-encodes otherwise is not one Snakemake wrote.
  if (bytes.toString('base64url') !== joined.replace(/=+$/, '')) return null;
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** `recorded` (relative to working directory `workdir`) as a root-relative path, or null. */
function underRoot(recorded: string, workdir: string): string | null {
  const checked = checkRelativePath(recorded, workdir === '.' ? '' : workdir);
  return checked.ok ? checked.rel : null;
}

/**
 * Lists the engine's records under the root and reads those of the outputs `listOutputs`
 * gives (root-relative paths; an output inside a `directory()` output is covered by its
 * directory's record). The outputs are asked for only when the root holds a record directory:
 * a repository without Snakemake (most) makes no list of every output (100,000 paths, 2 MiB
 * of large-object garbage for workload 4's clean twin; docs/performance.md).
 */
export async function readEngineRecords(
  tree: Pick<RepoTree, 'entries' | 'kindOf' | 'readContained'>,
  listOutputs: () => Iterable<string>,
): Promise<EngineRecords> {
  const workdirs: string[] = [];
  const refused: { path: string; why: string }[] = [];
  const { entries } = tree;
  for (let i = 0; i < entries.size; i++) {
    const rel = entries.relAt(i);
    if (rel !== '.snakemake' && !rel.endsWith('/.snakemake')) continue;
    const workdir = relativeDirname(rel);
    const entryKind = entries.kindAt(i);
    if (entryKind !== 'dir') {
      if (entryKind === 'symlink')
        refused.push({
          path: rel,
          why: 'is a symbolic link: the engine’s record is read only inside the repository',
        });
      continue;
    }
    const metadata = `${rel}/metadata`;
    const kind = tree.kindOf(metadata);
    if (kind === 'dir') workdirs.push(workdir);
    else if (kind !== undefined)
      refused.push({
        path: metadata,
        why:
          kind === 'symlink'
            ? 'is a symbolic link: the engine’s record is read only inside the repository'
            : 'is not a directory',
      });
  }
  if (workdirs.length === 0) return { workdirs, refused, byOutput: new Map() };
  const places = indexRecords(tree.entries, workdirs);
  const byOutput = new Map<string, RecordRead>();
  const reads = new Map<string, Promise<RecordRead>>();
  const wanted: [string, string][] = [];
  for (const output of new Set(listOutputs())) {
    const found = findPlace(places, output);
    if (!found) continue;
    const [at, place] = found;
    if (!reads.has(at)) reads.set(at, readRecord(tree, place, at));
    wanted.push([output, at]);
  }
  for (const [output, at] of wanted) {
    const read = await reads.get(at);
    if (read) byOutput.set(output, read);
  }
  return { workdirs, refused, byOutput };
}

/** Every record file under the working directories' metadata, by the root-relative output. */
function indexRecords(
  entries: RepoTree['entries'],
  workdirs: readonly string[],
): Map<string, RecordPlace> {
  const places = new Map<string, RecordPlace>();
  for (const workdir of workdirs) {
    const prefix = `${workdir === '.' ? '' : `${workdir}/`}${RECORDS_DIR}`;
    for (let i = 0; i < entries.size; i++) {
      const rel = entries.relAt(i);
      const kind = entries.kindAt(i);
      if (!rel.startsWith(prefix) || kind === 'dir') continue;
      const recorded = decodeRecordName(rel.slice(prefix.length));
      if (recorded === null) continue;
      const output = underRoot(recorded, workdir);
      // An output outside the root (absolute, or climbing out) is no artifact of it.
      if (output !== null) places.set(output, { file: rel, kind, workdir });
    }
  }
  return places;
}

/** The record of `output`, or of the nearest directory above it that has one. */
function findPlace(
  places: ReadonlyMap<string, RecordPlace>,
  output: string,
): [string, RecordPlace] | null {
  for (let at = output; at !== '.'; at = relativeDirname(at)) {
    const place = places.get(at);
    if (place) return [at, place];
  }
  return null;
}

/** Reads and understands one record file. */
async function readRecord(
  tree: Pick<RepoTree, 'readContained'>,
  place: RecordPlace,
  output: string,
): Promise<RecordRead> {
  const fail = (why: string): RecordRead => ({ ok: false, file: place.file, output, why });
  if (place.kind !== 'file')
    return fail(place.kind === 'symlink' ? 'is a symbolic link' : 'is not a regular file');
  const read = await tree.readContained(place.file, MAX_ENGINE_RECORD_BYTES);
  if (!read.ok)
    return fail(
      read.reason === 'too-large'
        ? `is larger than ${MAX_ENGINE_RECORD_BYTES} bytes`
        : `could not be read: it ${read.detail}`,
    );
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(read.bytes));
  } catch {
    return fail('is not UTF-8 JSON (Snakemake itself deletes such a record)');
  }
  return understand(value, place, output, fail);
}

/** The fields the comparison reads, checked; anything else is not read. */
function understand(
  value: unknown,
  place: RecordPlace,
  output: string,
  fail: (why: string) => RecordRead,
): RecordRead {
  if (!isObject(value)) return fail('is not a JSON object');
  const strings = (v: unknown): v is string[] =>
    Array.isArray(v) && v.every((x) => typeof x === 'string');
  const time = (v: unknown): v is number | null | undefined =>
    v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));
  const { rule, input, params, shellcmd, starttime, endtime } = value;
  const checksums = value.input_checksums;
  if (typeof rule !== 'string') return fail('has no rule name');
  if (!strings(input)) return fail('has no list of input paths (input)');
  if (params !== undefined && !strings(params)) return fail('has params that are not strings');
  if (shellcmd !== null && shellcmd !== undefined && typeof shellcmd !== 'string')
    return fail('has a shellcmd that is not a string');
  if (!time(starttime) || !time(endtime))
    return fail('has a starttime or endtime that is not a number');
  if (checksums !== undefined && checksums !== null && !isObject(checksums))
    return fail('has input_checksums that are not an object');
  const inputChecksums = new Map<string, string>();
  for (const [p, sum] of Object.entries(checksums ?? {})) {
    const rel = underRoot(p, place.workdir);
    if (rel !== null && typeof sum === 'string') inputChecksums.set(rel, sum.toLowerCase());
  }
  return {
    ok: true,
    record: {
      file: place.file,
      output,
      rule,
      inputs: input.map((recorded) => ({ recorded, rel: underRoot(recorded, place.workdir) })),
      params: params ?? [],
      shellcmd: shellcmd ?? null,
      starttime: starttime ?? null,
      endtime: endtime ?? null,
      inputChecksums,
    },
  };
}
