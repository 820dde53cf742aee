/**
 * `import --from nextflow-lineage`: Material Passports written from a Nextflow run's own
 * lineage records (docs/nextflow.md), one per TaskRun, beside its outputs. Everything in the
 * records is untrusted: each record is checked against the lineage v1beta1 schema, every path
 * must lie under the root (as Nextflow spelled it, `recordedRoot`) and is checked lexically and
 * through its symbolic links before it is read, and every digest a passport records is one this
 * import computed from the file itself. Nothing is written unless every task could be imported.
 */
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { readLineageRecord, type LineageRecord } from '../formats/nextflow-lineage.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { isInside, resolveInsideRoot, toPosixRelative } from '../fs/paths.js';
import { readFileCapped, readFileInside } from '../fs/safe-read.js';
import { walkTree } from '../fs/walk.js';
import { hashExternalFile } from '../hash/index.js';
import { UsageError } from '../util/errors.js';
import { checkRelativePath, PATH_REFUSAL_TEXT } from '../util/relative-path.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { VERSION } from '../util/version.js';

/** The file each lineage record is stored in, in a directory named by its key (Nextflow's DefaultLinStore). */
export const LINEAGE_RECORD_FILE = '.data.json';

/** Largest record read (a WorkflowRun holds the whole config and params: tens of kB, rarely more). */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** Most records one import reads, so a hostile store cannot exhaust memory. */
const MAX_RECORDS = 200_000;

/** Longest stderr excerpt kept from a task's `.command.err` (its end, where the error is). */
const STDERR_EXCERPT_CHARS = 2000;

/** What to import. */
export interface LineageImportOptions {
  /** The repository root (absolute). */
  root: string;
  /** The lineage store directory (absolute; it must lie under the root). */
  store: string;
  /**
   * The absolute path the root had where Nextflow ran (its records hold absolute paths):
   * default the root itself. Paths under it are read under the root; any other is refused.
   */
  recordedRoot?: string;
}

/** One passport the import would write. */
export interface ImportedPassport {
  /** Where, relative to the root (POSIX). */
  path: string;
  /** The TaskRun it was written from (`lid://<hash>`). */
  task: string;
  /** The task's name as Nextflow recorded it. */
  name: string;
  /** The passport. */
  document: Record<string, unknown>;
}

/** The outcome of an import: the passports, or every reason it was refused. */
export type LineageImport =
  { ok: true; passports: ImportedPassport[]; notes: string[] } | { ok: false; problems: string[] };

/** A record read from the store, with its key (its directory below the store). */
interface StoredRecord extends LineageRecord {
  key: string;
}

/** A file of the root, hashed. */
interface LocalFile {
  rel: string;
  sha256: string;
  size: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The store key a `lid://` reference names (`<hash>` or `<hash>/<path>`), or null. */
export function parseLid(value: string): string | null {
  const m = /^lid:\/\/([0-9a-fA-F]{1,128})((?:\/[^/\0]+)*)$/.exec(value);
  if (!m) return null;
  const rest = (m[2] ?? '').slice(1);
  if (rest.split('/').some((s) => s === '.' || s === '..')) return null;
  return rest === '' ? (m[1] as string) : `${m[1] as string}/${rest}`;
}

/**
 * A skill slug (passport schema: lowercase letters and digits, single `-`, `_` or `.` between)
 * from a Nextflow process name: `NFCORE_RNASEQ:PREPARE_GENOME:CUSTOM_GETCHROMSIZES` becomes
 * `nfcore_rnaseq.prepare_genome.custom_getchromsizes` (the `:` of the workflow path read as `.`).
 */
export function toSkillSlug(processName: string): string {
  return processName
    .toLowerCase()
    .replace(/:/g, '.')
    .replace(/[^a-z0-9_.]+/g, '-')
    .replace(/[-_.]{2,}/g, (run) => run.charAt(0))
    .replace(/^[-_.]+|[-_.]+$/g, '')
    .slice(0, 128)
    .replace(/[-_.]+$/, '');
}

/**
 * A passport id for task `hash`: a UUID version 4 in form whose bits come from the task hash,
 * so that importing the same run again writes the same ids and a consumer's consumed_passports
 * stay true.
 */
export function passportIdOfTask(hash: string): string {
  const h = createHash('sha256').update(`nextflow-lineage:${hash.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The process of a task name: `PROC (tag)` → `PROC`. */
const processOf = (taskName: string): string => taskName.replace(/\s*\(.*\)\s*$/s, '').trim();

/** A file's type for the passport: its extension, else `file`. */
function typeOfFile(rel: string): string {
  const base = rel.slice(rel.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,32}$/.test(ext) ? ext : 'file';
}

/** The deepest directory holding every path of `rels` ('' when only the root does). */
function commonDirectory(rels: readonly string[]): string {
  let common: string[] | null = null;
  for (const rel of rels) {
    const dirs = rel.split('/').slice(0, -1);
    if (common === null) common = dirs;
    else {
      let i = 0;
      while (i < common.length && i < dirs.length && common[i] === dirs[i]) i++;
      common = common.slice(0, i);
    }
  }
  return (common ?? []).join('/');
}

/** An ISO date in UTC from a record's OffsetDateTime, or null. */
function toUtc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

/** True when a lineage checksum is a SHA-256 (the one algorithm a passport records). */
const isSha256Algorithm = (algorithm: unknown): boolean =>
  typeof algorithm === 'string' && /^sha-?256$/i.test(algorithm);

/** Reads every record of the store; problems name the record file. */
async function readStore(
  realRoot: string,
  realStore: string,
  problems: string[],
): Promise<Map<string, StoredRecord>> {
  const storeRel = toPosixRelative(realRoot, realStore) || '.';
  const entries = await walkTree(
    realStore,
    () => false,
    (p) =>
      problems.push(
        p.kind === 'unlistable'
          ? `${storeRel}/${p.rel}: cannot be listed (${p.code})`
          : `${storeRel}/${p.parent}: holds a name that is not UTF-8`,
      ),
  );
  const records = new Map<string, StoredRecord>();
  const files = entries.filter(
    (e) => e.kind === 'file' && path.posix.basename(e.rel) === LINEAGE_RECORD_FILE,
  );
  if (files.length > MAX_RECORDS) {
    problems.push(`${storeRel}: holds ${files.length} records, over the ${MAX_RECORDS} read`);
    return records;
  }
  for (const entry of files) {
    const where = `${storeRel}/${entry.rel}`;
    const key = path.posix.dirname(entry.rel);
    if (key === '.') {
      problems.push(`${where}: a record at the top of the store has no lineage id`);
      continue;
    }
    const read = await readFileCapped(
      path.join(realStore, ...entry.rel.split('/')),
      MAX_RECORD_BYTES,
    );
    if (!read.ok) {
      problems.push(`${where}: cannot be read (${read.detail})`);
      continue;
    }
    const parsed = readLineageRecord(read.bytes.toString('utf8'));
    if (!parsed.ok) {
      for (const p of parsed.problems) problems.push(`${where}: ${p}`);
      continue;
    }
    records.set(key, { key, ...parsed.record });
  }
  if (entries.length > 0 && files.length === 0)
    problems.push(`${storeRel}: holds no lineage record (${LINEAGE_RECORD_FILE} files)`);
  if (entries.length === 0) problems.push(`${storeRel}: is empty; it holds no lineage record`);
  return records;
}

/** What one import shares across its tasks: the root, the store's records, what was found. */
interface ImportContext {
  /** The root, symbolic links resolved. */
  readonly realRoot: string;
  /** The root as Nextflow spelled it in its records. */
  readonly recordedRoot: string;
  readonly records: ReadonlyMap<string, StoredRecord>;
  /** Every FileOutput record of the store. */
  readonly fileOutputs: readonly StoredRecord[];
  /** The published copy of a task's file: a FileOutput whose source is lid://<task>/<path>. */
  readonly publishedOf: ReadonlyMap<string, StoredRecord>;
  /** Files hashed so far (null: could not be), so a file read by two tasks is read once. */
  readonly hashed: Map<string, LocalFile | null>;
  /** The tasks that read each task's outputs (producer hash → consumer hashes). */
  readonly consumersOf: Map<string, Set<string>>;
  /** Every reason the import is refused; a task that adds one writes nothing. */
  readonly problems: string[];
}

/** The root and store an import reads, once checked: both resolved, the store under the root. */
type OpenedStore =
  | { ok: true; realRoot: string; realStore: string; recordedRoot: string }
  | { ok: false; problems: string[] };

/**
 * Resolves the root and the store and checks the options before anything is read: a store
 * outside the root, or a recorded root that is not absolute, is refused whole.
 */
async function openStore(options: LineageImportOptions): Promise<OpenedStore> {
  const realRoot = await realpath(options.root);
  let realStore: string;
  try {
    realStore = await realpath(options.store);
  } catch {
    return { ok: false, problems: [`the lineage store ${options.store} does not exist`] };
  }
  if (!isInside(realRoot, realStore))
    return {
      ok: false,
      problems: [
        `the lineage store ${options.store} lies outside the root ${options.root}: nothing outside the root is read`,
      ],
    };
  const recordedRoot = path.posix.normalize(options.recordedRoot ?? realRoot);
  if (!recordedRoot.startsWith('/'))
    return { ok: false, problems: ['--recorded-root must be an absolute path'] };
  return { ok: true, realRoot, realStore, recordedRoot };
}

/**
 * Indexes each published FileOutput by the task file it copies (its source `lid://<task>/<path>`),
 * so a task's passport names the published copy its consumers read.
 */
function indexPublished(fileOutputs: readonly StoredRecord[]): Map<string, StoredRecord> {
  const publishedOf = new Map<string, StoredRecord>();
  for (const r of fileOutputs) {
    const source = typeof r.spec.source === 'string' ? parseLid(r.spec.source) : null;
    if (source && source !== r.key && source.includes('/')) publishedOf.set(source, r);
  }
  return publishedOf;
}

/**
 * The repository-relative path of a path Nextflow recorded, or null (a problem is noted): the
 * records are untrusted, so a path must be absolute, normal and under the recorded root.
 */
function toLocalPath(ctx: ImportContext, recorded: unknown, what: string): string | null {
  const { problems, recordedRoot } = ctx;
  if (typeof recorded !== 'string' || recorded === '') {
    problems.push(`${what}: records no path`);
    return null;
  }
  const p = recorded.startsWith('file://') ? recorded.slice('file://'.length) : recorded;
  if (!p.startsWith('/') || p.includes('\0') || path.posix.normalize(p) !== p) {
    problems.push(
      `${what}: path ${quoteUntrusted(recorded)} is not an absolute local path; passport-gate reads files under the root only`,
    );
    return null;
  }
  if (!isInside(recordedRoot, p) || p === recordedRoot) {
    problems.push(
      `${what}: path ${quoteUntrusted(recorded)} lies outside the root (${recordedRoot} where Nextflow ran; --recorded-root says where that was): nothing outside the root is read or vouched for`,
    );
    return null;
  }
  const checked = checkRelativePath(path.posix.relative(recordedRoot, p));
  if (!checked.ok) {
    problems.push(`${what}: path ${quoteUntrusted(recorded)} ${PATH_REFUSAL_TEXT[checked.reason]}`);
    return null;
  }
  return checked.rel;
}

/**
 * Hashes a file of the root (once per import), then checks it against what `record` says of
 * it: a size or SHA-256 that differs means the file changed after Nextflow recorded it, and
 * the digest a passport records is always the one computed here, never the record's.
 */
async function hashLocalFile(
  ctx: ImportContext,
  rel: string,
  record: Readonly<Record<string, unknown>> | null,
  what: string,
): Promise<LocalFile | null> {
  const { problems, realRoot } = ctx;
  let file = ctx.hashed.get(rel);
  if (file === undefined) {
    const outcome = await hashExternalFile([realRoot], path.join(realRoot, ...rel.split('/')));
    file = outcome.kind === 'hashed' ? { rel, sha256: outcome.sha256, size: outcome.size } : null;
    ctx.hashed.set(rel, file);
    if (!file)
      problems.push(
        `${what}: ${rel} ${outcome.kind === 'absent' ? "is not there (the run's files must be in place to be hashed)" : outcome.kind === 'unreadable' ? `cannot be read: ${outcome.detail}` : 'cannot be read'}`,
      );
  }
  if (!file || !record) return file;
  if (typeof record.size === 'number' && record.size !== file.size) {
    problems.push(
      `${what}: ${rel} is ${file.size} bytes, its lineage record says ${record.size}: the file changed after Nextflow recorded it`,
    );
    return null;
  }
  const checksum = record.checksum;
  if (isObject(checksum) && isSha256Algorithm(checksum.algorithm)) {
    if (String(checksum.value).toLowerCase() !== file.sha256) {
      problems.push(
        `${what}: ${rel} has sha256 ${file.sha256}, its lineage record says ${quoteUntrusted(checksum.value)}: the file changed after Nextflow recorded it`,
      );
      return null;
    }
  }
  return file;
}

/**
 * The skill version of a task: its workflow's commit names the code that ran; without one, the
 * task's own code checksum. Null when neither does (or the text is too long for a passport).
 */
function readSkillVersion(run: StoredRecord, task: StoredRecord): string | null {
  const workflow = isObject(run.spec.workflow) ? run.spec.workflow : {};
  const code = isObject(task.spec.codeChecksum) ? task.spec.codeChecksum : {};
  const version =
    str(workflow.commitId) ??
    (str(code.value) ? `${str(code.algorithm) ?? 'checksum'}:${str(code.value) as string}` : null);
  return version && version.length <= 128 ? version : null;
}

/** A task's outputs as a passport lists them, and the latest time one was written. */
interface TaskOutputs {
  /** The task's own FileOutput records (its work directory's files). */
  own: StoredRecord[];
  outputs: Record<string, unknown>[];
  createdAt: string | null;
  /** The directory the passport is written in: the deepest one holding every output. */
  dir: string;
}

/**
 * Hashes the outputs of task `hash`: their published copies when Nextflow published them (what
 * consumers read), else the files of its work directory. Null when a passport cannot be
 * written: a problem is noted, or (no output at all) a note says why none is.
 */
async function hashTaskOutputs(
  ctx: ImportContext,
  hash: string,
  what: string,
  notes: string[],
): Promise<TaskOutputs | null> {
  const own = ctx.fileOutputs.filter((r) => r.key.startsWith(`${hash}/`));
  const published = own.map((r) => ctx.publishedOf.get(r.key)).filter((r) => r !== undefined);
  const chosen = published.length > 0 ? published : own;
  if (chosen.length === 0) {
    notes.push(`${what}: recorded no output file, so no passport is written for it`);
    return null;
  }
  const outputs: Record<string, unknown>[] = [];
  let createdAt: string | null = null;
  for (const r of chosen) {
    const rel = toLocalPath(ctx, r.spec.path, `FileOutput lid://${r.key}`);
    const file = rel ? await hashLocalFile(ctx, rel, r.spec, `FileOutput lid://${r.key}`) : null;
    if (!file) continue;
    outputs.push({
      type: typeOfFile(file.rel),
      path: file.rel,
      sha256: file.sha256,
      size_bytes: file.size,
    });
    const at = toUtc(r.spec.modifiedAt) ?? toUtc(r.spec.createdAt);
    if (at && (!createdAt || at > createdAt)) createdAt = at;
  }
  if (outputs.length !== chosen.length) return null;
  const dir = commonDirectory(outputs.map((o) => o.path as string));
  if (dir === '') {
    ctx.problems.push(
      `${what}: its outputs share no directory below the root, and a passport lives in the directory of its outputs`,
    );
    return null;
  }
  return { own, outputs, createdAt, dir };
}

/**
 * Seed 000 errors[]: the task's exit status and the end of its stderr. v1beta1 records none;
 * Nextflow's own record of it is the task work directory's .exitcode, read where the work
 * directory (found from the task's first own output) is under the root. Null (a problem is
 * noted) when the exit status is not known: a passport never guesses one.
 */
async function readExitStatus(
  ctx: ImportContext,
  hash: string,
  own: readonly StoredRecord[],
  what: string,
): Promise<{ exitCode: string; stderrExcerpt: string } | null> {
  const { realRoot } = ctx;
  const first = own[0];
  const firstRel = first
    ? toLocalPath(ctx, first.spec.path, `FileOutput lid://${first.key}`)
    : null;
  const inWork = first ? first.key.slice(hash.length + 1) : '';
  const workDir =
    firstRel && firstRel.endsWith(`/${inWork}`) ? firstRel.slice(0, -inWork.length - 1) : null;
  const exit = workDir
    ? await readFileInside(realRoot, `${workDir}/.exitcode`, 64)
    : ({ ok: false } as const);
  const exitCode = exit.ok
    ? /^\s*(-?\d{1,10})\s*$/.exec(exit.bytes.toString('utf8'))?.[1]
    : undefined;
  if (exitCode === undefined) {
    ctx.problems.push(
      `${what}: its exit status is not known: lineage v1beta1 records none, and Nextflow's .exitcode ${workDir ? `(${workDir}/.exitcode) is not there or holds no number` : 'cannot be found without a task output in its work directory'}`,
    );
    return null;
  }
  const stderr = workDir
    ? await readFileInside(realRoot, `${workDir}/.command.err`, 1024 * 1024)
    : ({ ok: false } as const);
  const stderrExcerpt = stderr.ok ? stderr.bytes.toString('utf8').slice(-STDERR_EXCERPT_CHARS) : '';
  return { exitCode, stderrExcerpt };
}

/** A task's inputs as a passport lists them, its other parameters, and the tasks it read from. */
interface TaskInputs {
  inputs: Record<string, unknown>[];
  parameters: Record<string, unknown>;
  /** Hashes of the other tasks whose outputs it read. */
  consumed: Set<string>;
}

/**
 * Hashes the path inputs of `task` (each checked against its FileOutput record, when it names
 * one) and keeps its other inputs as parameters. A `lid://` input made by another task makes
 * this task its consumer (`ctx.consumersOf`). Null when any input could not be read (a problem
 * is noted for each).
 */
async function hashTaskInputs(
  ctx: ImportContext,
  task: StoredRecord,
  what: string,
): Promise<TaskInputs | null> {
  const hash = task.key;
  const inputs: Record<string, unknown>[] = [];
  const parameters: Record<string, unknown> = {};
  const consumed = new Set<string>();
  const params = Array.isArray(task.spec.input) ? task.spec.input : [];
  let inputsOk = true;
  for (const param of params) {
    if (!isObject(param)) continue;
    const pname = str(param.name);
    if (param.type !== 'path' && param.type !== 'file') {
      if (pname) parameters[pname] = param.value;
      continue;
    }
    const values = Array.isArray(param.value) ? param.value : [param.value];
    for (const value of values) {
      let record: StoredRecord | undefined;
      let recordedPath: unknown = value;
      let what2 = `${what}: input ${quoteUntrusted(pname ?? 'path')}`;
      if (typeof value === 'string' && value.startsWith('lid://')) {
        const key = parseLid(value);
        record = key ? (ctx.publishedOf.get(key) ?? ctx.records.get(key)) : undefined;
        if (!key || !record || record.kind !== 'FileOutput') {
          ctx.problems.push(
            `${what2}: ${quoteUntrusted(value)} has no FileOutput record in the store`,
          );
          inputsOk = false;
          continue;
        }
        recordedPath = record.spec.path;
        what2 = `${what2} (${value})`;
        const producer = key.split('/')[0] as string;
        if (ctx.records.get(producer)?.kind === 'TaskRun' && producer !== hash) {
          consumed.add(producer);
          let set = ctx.consumersOf.get(producer);
          if (!set) ctx.consumersOf.set(producer, (set = new Set()));
          set.add(hash);
        }
      } else if (isObject(value)) {
        recordedPath = value.path;
      }
      const rel = toLocalPath(ctx, recordedPath, what2);
      const file = rel
        ? await hashLocalFile(ctx, rel, record?.spec ?? (isObject(value) ? value : null), what2)
        : null;
      if (!file) {
        inputsOk = false;
        continue;
      }
      inputs.push({ type: pname ?? typeOfFile(file.rel), path: file.rel, sha256: file.sha256 });
    }
  }
  return inputsOk ? { inputs, parameters, consumed } : null;
}

/** What a task's passport is made of, once every part of it could be read. */
interface TaskParts {
  name: string;
  skill: string;
  skillVersion: string;
  outputs: TaskOutputs;
  status: { exitCode: string; stderrExcerpt: string };
  inputs: TaskInputs;
  /** Its downstream hints' next skills: filled in once every task's consumers are known. */
  nextSkills: string[];
}

/**
 * The passport of `task` (seed 000): its id derived from the task hash (stable across imports),
 * its exit status as its one errors[] entry, and `recorded_by` naming the import and the task.
 */
function buildTaskPassport(
  records: ReadonlyMap<string, StoredRecord>,
  task: StoredRecord,
  parts: TaskParts,
): Record<string, unknown> {
  const hash = task.key;
  const taskOutput = records.get(`${hash}#output`);
  return {
    schema_version: '1.0.0',
    passport_id: passportIdOfTask(hash),
    created_at:
      parts.outputs.createdAt ?? toUtc(taskOutput?.spec.createdAt) ?? '1970-01-01T00:00:00Z',
    produced_by: {
      skill: parts.skill,
      skill_version: parts.skillVersion,
      agent: 'nextflow',
      ...(str(task.spec.sessionId) ? { session_id: str(task.spec.sessionId) } : {}),
    },
    inputs: parts.inputs.inputs,
    outputs: parts.outputs.outputs,
    decisions: [],
    parameters: parts.inputs.parameters,
    errors: [
      {
        step: parts.name,
        tool: 'nextflow',
        exit_code: Number(parts.status.exitCode),
        stderr_excerpt: parts.status.stderrExcerpt,
      },
    ],
    consumed_passports: [...parts.inputs.consumed].sort().map(passportIdOfTask),
    downstream_hints: { next_skills: parts.nextSkills },
    recorded_by: {
      tool: 'passport-gate',
      version: VERSION,
      method: 'import',
      imported_from: `lid://${hash}`,
    },
  };
}

/** A task imported: its passport, and the list its downstream hints' next skills are. */
interface ImportedTask {
  hash: string;
  passport: ImportedPassport;
  nextSkills: string[];
}

/**
 * Imports one TaskRun: its passport, or null when none is written (a problem is noted, or a
 * note says why). The task's skill is recorded in `skillOf` as soon as it is known, so the
 * skills reading a task's outputs can be named as its downstream hints.
 */
async function importTask(
  ctx: ImportContext,
  task: StoredRecord,
  notes: string[],
  skillOf: Map<string, string>,
): Promise<ImportedTask | null> {
  const { problems } = ctx;
  const hash = task.key;
  const name = str(task.spec.name);
  const what = `TaskRun lid://${hash}${name ? ` (${quoteUntrusted(name)})` : ''}`;
  if (!name) {
    problems.push(`${what}: records no task name`);
    return null;
  }
  const skill = toSkillSlug(processOf(name));
  if (skill === '') {
    problems.push(`${what}: its process name gives no skill name`);
    return null;
  }
  skillOf.set(hash, skill);
  const runKey = typeof task.spec.workflowRun === 'string' ? parseLid(task.spec.workflowRun) : null;
  const run = runKey ? ctx.records.get(runKey) : undefined;
  if (!run || run.kind !== 'WorkflowRun') {
    problems.push(
      `${what}: its workflowRun ${quoteUntrusted(task.spec.workflowRun)} has no WorkflowRun record in the store`,
    );
    return null;
  }
  const skillVersion = readSkillVersion(run, task);
  if (!skillVersion) {
    problems.push(
      `${what}: neither its workflow's commitId nor its codeChecksum names the code that ran`,
    );
    return null;
  }
  // Outputs, exit status, inputs: in this order, so the problems read in the order of the task.
  const outputs = await hashTaskOutputs(ctx, hash, what, notes);
  if (!outputs) return null;
  const status = await readExitStatus(ctx, hash, outputs.own, what);
  if (!status) return null;
  const inputs = await hashTaskInputs(ctx, task, what);
  if (!inputs) return null;
  const nextSkills: string[] = [];
  const parts = { name, skill, skillVersion, outputs, status, inputs, nextSkills };
  const passport = {
    path: `${outputs.dir}/${hash}.passport.json`,
    task: `lid://${hash}`,
    name,
    document: buildTaskPassport(ctx.records, task, parts),
  };
  return { hash, passport, nextSkills };
}

/**
 * Imports the lineage store `options.store`: the passports to write, or every problem found.
 * Never writes; {@link writeImportedPassports} does.
 */
export async function importNextflowLineage(options: LineageImportOptions): Promise<LineageImport> {
  const opened = await openStore(options);
  if (!opened.ok) return { ok: false, problems: opened.problems };
  const problems: string[] = [];
  const records = await readStore(opened.realRoot, opened.realStore, problems);
  if (problems.length > 0) return { ok: false, problems };

  const fileOutputs = [...records.values()].filter((r) => r.kind === 'FileOutput');
  const ctx: ImportContext = {
    realRoot: opened.realRoot,
    recordedRoot: opened.recordedRoot,
    records,
    fileOutputs,
    publishedOf: indexPublished(fileOutputs),
    hashed: new Map(),
    consumersOf: new Map(),
    problems,
  };
  const tasks = [...records.values()].filter((r) => r.kind === 'TaskRun' && !r.key.includes('/'));
  if (tasks.length === 0)
    problems.push('the store holds no TaskRun record: there is no task to import');

  const imported: ImportedTask[] = [];
  const notes: string[] = [];
  const skillOf = new Map<string, string>();
  for (const task of tasks) {
    const done = await importTask(ctx, task, notes, skillOf);
    if (done) imported.push(done);
  }
  if (problems.length > 0) return { ok: false, problems };
  fillNextSkills(imported, ctx.consumersOf, skillOf);
  return { ok: true, passports: imported.map((t) => t.passport), notes };
}

/**
 * Names, as each passport's downstream hints, the skills of the tasks that read its task's
 * outputs (sorted, once each): known only once every task has been imported.
 */
function fillNextSkills(
  imported: readonly ImportedTask[],
  consumersOf: ReadonlyMap<string, ReadonlySet<string>>,
  skillOf: ReadonlyMap<string, string>,
): void {
  for (const { hash, nextSkills } of imported) {
    const next = [...(consumersOf.get(hash) ?? [])]
      .map((h) => skillOf.get(h))
      .filter((s) => s !== undefined);
    nextSkills.push(...[...new Set(next)].sort());
  }
}

/**
 * Writes the imported passports (atomically, each replacing the one of the same task). Each
 * directory is resolved again first: one that leaves the root through a symbolic link is refused.
 */
export async function writeImportedPassports(
  root: string,
  passports: readonly ImportedPassport[],
): Promise<void> {
  const realRoot = await realpath(root);
  for (const p of passports) {
    const dir = path.posix.dirname(p.path);
    const resolved = await resolveInsideRoot(realRoot, dir);
    if (!resolved.ok)
      throw new UsageError(
        `${dir} ${resolved.reason === 'missing' ? 'does not exist' : 'leaves the root'}`,
      );
    await writeFileAtomic(
      path.join(resolved.real, path.posix.basename(p.path)),
      `${JSON.stringify(p.document, null, 2)}\n`,
    );
  }
}
