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

/**
 * Imports the lineage store `options.store`: the passports to write, or every problem found.
 * Never writes; {@link writeImportedPassports} does.
 */
export async function importNextflowLineage(options: LineageImportOptions): Promise<LineageImport> {
  const problems: string[] = [];
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

  const records = await readStore(realRoot, realStore, problems);
  if (problems.length > 0) return { ok: false, problems };

  const hashed = new Map<string, LocalFile | null>();
  /** The repository-relative path of a path Nextflow recorded, or null (a problem is noted). */
  const localPath = (recorded: unknown, what: string): string | null => {
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
      problems.push(
        `${what}: path ${quoteUntrusted(recorded)} ${PATH_REFUSAL_TEXT[checked.reason]}`,
      );
      return null;
    }
    return checked.rel;
  };
  /** Hashes a file of the root (once), checking it against what its record says. */
  const hashLocal = async (
    rel: string,
    record: Readonly<Record<string, unknown>> | null,
    what: string,
  ): Promise<LocalFile | null> => {
    let file = hashed.get(rel);
    if (file === undefined) {
      const outcome = await hashExternalFile([realRoot], path.join(realRoot, ...rel.split('/')));
      file = outcome.kind === 'hashed' ? { rel, sha256: outcome.sha256, size: outcome.size } : null;
      hashed.set(rel, file);
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
  };

  const kindOf = (key: string) => records.get(key)?.kind;
  const fileOutputs = [...records.values()].filter((r) => r.kind === 'FileOutput');
  // The published copy of a task's file: a FileOutput whose source is lid://<task>/<path>.
  const publishedOf = new Map<string, StoredRecord>();
  for (const r of fileOutputs) {
    const source = typeof r.spec.source === 'string' ? parseLid(r.spec.source) : null;
    if (source && source !== r.key && source.includes('/')) publishedOf.set(source, r);
  }
  const tasks = [...records.values()].filter((r) => r.kind === 'TaskRun' && !r.key.includes('/'));
  if (tasks.length === 0)
    problems.push('the store holds no TaskRun record: there is no task to import');

  const passports: ImportedPassport[] = [];
  const notes: string[] = [];
  const consumersOf = new Map<string, Set<string>>();
  const skillOf = new Map<string, string>();
  const nextSkills = new Map<string, string[]>();
  const nextSkillsOf = (hash: string): string[] => {
    const list: string[] = [];
    nextSkills.set(hash, list);
    return list;
  };
  for (const task of tasks) {
    const hash = task.key;
    const name = str(task.spec.name);
    const what = `TaskRun lid://${hash}${name ? ` (${quoteUntrusted(name)})` : ''}`;
    if (!name) {
      problems.push(`${what}: records no task name`);
      continue;
    }
    const skill = toSkillSlug(processOf(name));
    if (skill === '') {
      problems.push(`${what}: its process name gives no skill name`);
      continue;
    }
    skillOf.set(hash, skill);
    // The workflow's commit names the code that ran; without one, the task's own code checksum.
    const runKey =
      typeof task.spec.workflowRun === 'string' ? parseLid(task.spec.workflowRun) : null;
    const run = runKey ? records.get(runKey) : undefined;
    if (!run || run.kind !== 'WorkflowRun') {
      problems.push(
        `${what}: its workflowRun ${quoteUntrusted(task.spec.workflowRun)} has no WorkflowRun record in the store`,
      );
      continue;
    }
    const workflow = isObject(run.spec.workflow) ? run.spec.workflow : {};
    const code = isObject(task.spec.codeChecksum) ? task.spec.codeChecksum : {};
    const skillVersion =
      str(workflow.commitId) ??
      (str(code.value)
        ? `${str(code.algorithm) ?? 'checksum'}:${str(code.value) as string}`
        : null);
    if (!skillVersion || skillVersion.length > 128) {
      problems.push(
        `${what}: neither its workflow's commitId nor its codeChecksum names the code that ran`,
      );
      continue;
    }

    const own = fileOutputs.filter((r) => r.key.startsWith(`${hash}/`));
    const published = own.map((r) => publishedOf.get(r.key)).filter((r) => r !== undefined);
    const chosen = published.length > 0 ? published : own;
    if (chosen.length === 0) {
      notes.push(`${what}: recorded no output file, so no passport is written for it`);
      continue;
    }
    const outputs: Record<string, unknown>[] = [];
    let createdAt: string | null = null;
    for (const r of chosen) {
      const rel = localPath(r.spec.path, `FileOutput lid://${r.key}`);
      const file = rel ? await hashLocal(rel, r.spec, `FileOutput lid://${r.key}`) : null;
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
    if (outputs.length !== chosen.length) continue;
    const dir = commonDirectory(outputs.map((o) => o.path as string));
    if (dir === '') {
      problems.push(
        `${what}: its outputs share no directory below the root, and a passport lives in the directory of its outputs`,
      );
      continue;
    }

    // Seed 000 errors[]: the task's exit status. v1beta1 records none; Nextflow's own record of it
    // is the task work directory's .exitcode, read where the work directory is under the root.
    const first = own[0];
    const firstRel = first ? localPath(first.spec.path, `FileOutput lid://${first.key}`) : null;
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
      problems.push(
        `${what}: its exit status is not known: lineage v1beta1 records none, and Nextflow's .exitcode ${workDir ? `(${workDir}/.exitcode) is not there or holds no number` : 'cannot be found without a task output in its work directory'}`,
      );
      continue;
    }
    const stderr = workDir
      ? await readFileInside(realRoot, `${workDir}/.command.err`, 1024 * 1024)
      : ({ ok: false } as const);
    const stderrExcerpt = stderr.ok
      ? stderr.bytes.toString('utf8').slice(-STDERR_EXCERPT_CHARS)
      : '';

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
          record = key ? (publishedOf.get(key) ?? records.get(key)) : undefined;
          if (!key || !record || record.kind !== 'FileOutput') {
            problems.push(
              `${what2}: ${quoteUntrusted(value)} has no FileOutput record in the store`,
            );
            inputsOk = false;
            continue;
          }
          recordedPath = record.spec.path;
          what2 = `${what2} (${value})`;
          const producer = key.split('/')[0] as string;
          if (kindOf(producer) === 'TaskRun' && producer !== hash) {
            consumed.add(producer);
            let set = consumersOf.get(producer);
            if (!set) consumersOf.set(producer, (set = new Set()));
            set.add(hash);
          }
        } else if (isObject(value)) {
          recordedPath = value.path;
        }
        const rel = localPath(recordedPath, what2);
        const file = rel
          ? await hashLocal(rel, record?.spec ?? (isObject(value) ? value : null), what2)
          : null;
        if (!file) {
          inputsOk = false;
          continue;
        }
        inputs.push({ type: pname ?? typeOfFile(file.rel), path: file.rel, sha256: file.sha256 });
      }
    }
    if (!inputsOk) continue;

    const taskOutput = records.get(`${hash}#output`);
    const document: Record<string, unknown> = {
      schema_version: '1.0.0',
      passport_id: passportIdOfTask(hash),
      created_at: createdAt ?? toUtc(taskOutput?.spec.createdAt) ?? '1970-01-01T00:00:00Z',
      produced_by: {
        skill,
        skill_version: skillVersion,
        agent: 'nextflow',
        ...(str(task.spec.sessionId) ? { session_id: str(task.spec.sessionId) } : {}),
      },
      inputs,
      outputs,
      decisions: [],
      parameters,
      errors: [
        {
          step: name,
          tool: 'nextflow',
          exit_code: Number(exitCode),
          stderr_excerpt: stderrExcerpt,
        },
      ],
      consumed_passports: [...consumed].sort().map(passportIdOfTask),
      // Filled in below, once every task's consumers are known.
      downstream_hints: { next_skills: nextSkillsOf(hash) },
      recorded_by: {
        tool: 'passport-gate',
        version: VERSION,
        method: 'import',
        imported_from: `lid://${hash}`,
      },
    };
    passports.push({ path: `${dir}/${hash}.passport.json`, task: `lid://${hash}`, name, document });
  }
  if (problems.length > 0) return { ok: false, problems };
  // The skills that read each task's outputs, as its downstream hints.
  for (const [hash, list] of nextSkills) {
    const next = [...(consumersOf.get(hash) ?? [])]
      .map((h) => skillOf.get(h))
      .filter((s) => s !== undefined);
    list.push(...[...new Set(next)].sort());
  }
  return { ok: true, passports, notes };
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
