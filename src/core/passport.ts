/**
 * The passport model: one Material Passport (seed 000) as every command reads it. The audit's
 * rules, the chain, the diff, `stamp`, `run`, `export` and `attest` read a passport's fields
 * here and nowhere else (scripts/passport-readers.mjs lists the files that read a field off
 * the JSON; __tests__/core/passport-model.test.ts holds the list to this file). A new field is one
 * line of {@link Passport} and one of {@link readPassport}.
 *
 * The reading is tolerant: a field of the wrong type counts as absent (null, or empty), never
 * as an error; the schema check (formats/passport.ts) says what is wrong. It is cheap, as it
 * runs for every passport of the audit (2,000 in workload 2, docs/performance.md): one plain
 * object per passport and one per artifact and error entry, no closure; the free-form parts
 * (produced_by, parameters, decisions, downstream_hints) are the recorded values themselves,
 * not copies, and typed views of them ({@link readDecisions}, {@link readFailures}) are made
 * on demand. Positions are not part of it: a finding's pointer (`/outputs/3/sha256`) is found
 * in the bytes when it is reported (formats/json-offsets.ts, repo/passports.ts).
 *
 * The written shape, {@link MaterialPassport}, is what `stamp` composes and the library hands
 * out; schemas/passport.v1.schema.json stays the authority for both.
 */
import { foldPassportId } from '../util/passport-id.js';
import { isNormalRelativePath } from '../util/relative-path.js';
import { asArray, asObjectOrEmpty, asString, isObject } from '../util/values.js';

/** One inputs[] or outputs[] entry, read. */
export interface ArtifactRef {
  /** Index in inputs[] or outputs[] (its pointer is `/<inputs|outputs>/<index>`). */
  index: number;
  path: string;
  sha256: string | null;
  sizeBytes: number | null;
  source: string | null;
  /** `"external": true`: an input outside the repository, verified under external-inputs. */
  external: boolean;
  /** Where an external input can be fetched. */
  uri: string | null;
  /** The artifact's `type` (`bam`, `fastq`), null when absent. */
  type: string | null;
}

/** One errors[] entry, read (every entry, whatever its shape: the fields are as recorded). */
export interface ErrorEntry {
  index: number;
  exitCode: unknown;
  step: unknown;
  tool: unknown;
  stderr: unknown;
  /** The entry as recorded (for writers that keep it and exports that copy it). */
  recorded: unknown;
}

/**
 * `recorded_by`, read: how the record was made (docs/rules.md "How a record was made"). `run`
 * writes `method: "run"` with the command it ran (argv), its working directory relative to the
 * root, its exit status and start and end times; `stamp` writes `method: "stamp"`, a hand
 * record. Absent in passports written by other tools or before this field existed.
 */
export interface RecordedBy {
  /** `run` (the tool ran the step and recorded it) or `stamp` (a hand record); as recorded. */
  method: string | null;
  /** The step's command as run (argv), strings only; null when not a list of strings. */
  command: string[] | null;
  /** The command's working directory, relative to the repository root (`.` for the root). */
  workingDirectory: string | null;
  /** `declared`: outputs[] is the files `run --output` named; `directory`: every file owned. */
  outputs: string | null;
  /** The program (argv[0]) `run` resolved outside the repository, and its version; null: none. */
  program: { path: string | null; version: string | null } | null;
  /** Outputs declared non-deterministic (`run --nondeterministic`): strings only. */
  nondeterministic: string[];
  /** When the step started and ended (`started_at`, `ended_at`), as recorded; null: not a string. */
  startedAt: string | null;
  endedAt: string | null;
  /** recorded_by as recorded (a writer that keeps it copies this). */
  recorded: Readonly<Record<string, unknown>>;
}

/** One passport, read. */
export interface Passport {
  /** passport_id folded (ids compare as UUIDs, ignoring case), null when not a string. */
  id: string | null;
  /** passport_id as written (stamp keeps the spelling). */
  writtenId: string | null;
  schemaVersion: string | null;
  createdAt: string | null;
  /** produced_by.skill. */
  skill: string | null;
  /** produced_by.skill_version (the re-run plan names it). */
  skillVersion: string | null;
  /** produced_by.agent. */
  agent: string | null;
  /** produced_by.session_id. */
  sessionId: string | null;
  /** produced_by as recorded (an empty object when it is not one): its extension keys too. */
  producedBy: Readonly<Record<string, unknown>>;
  /** consumed_passports that are strings, folded. */
  consumed: string[];
  /** consumed_passports as written, by index (an empty list when it is no array). */
  writtenConsumed: readonly unknown[];
  /** downstream_hints.next_skills that are strings. */
  nextSkills: string[];
  /** downstream_hints.expected_inputs (the types a consumer should take), null when absent. */
  expectedInputs: string[] | null;
  /** downstream_hints as recorded (an empty object when it is not one). */
  downstreamHints: Readonly<Record<string, unknown>>;
  /** Entries with a string path (others are the schema check's). */
  inputs: ArtifactRef[];
  outputs: ArtifactRef[];
  /** decisions[] as recorded (an empty list when it is not one); {@link readDecisions} keys them. */
  decisions: readonly unknown[];
  /** parameters as recorded (undefined when absent). */
  parameters: unknown;
  errors: ErrorEntry[];
  /** recorded_by, read; null when absent or not an object. */
  recordedBy: RecordedBy | null;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const strings = (v: unknown): string[] => {
  const out: string[] = [];
  if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') out.push(x);
  return out;
};

/**
 * A string of the same text as `path`, possibly one already held elsewhere ({@link readPassport}'s
 * sharePath). Identity is not observable in JavaScript: only the memory differs.
 */
export type SharePath = (path: string) => string;

const asIs: SharePath = (path) => path;

/** Bytes of one SHA-256 digest. */
const DIGEST_BYTES = 32;

/**
 * The value of each lowercase hex digit by character code, -1 for any other character: a
 * recorded digest the column holds exactly is 64 of them (what `digest('hex')` writes). Decoded
 * here, with the check in the same pass: `Buffer.write(…, 'hex')` after a regular expression cost
 * twice the time of the whole plain reading (0.7 µs an artifact, workload 2's 28,000).
 */
const HEX_VALUES: Int8Array = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let d = 0; d < 16; d++) values['0123456789abcdef'.charCodeAt(d)] = d;
  return values;
})();

/**
 * Writes `hex` as 32 bytes at `column[at]` when it is exactly 64 lowercase hex digits; false
 * (the bytes written so far are garbage the caller leaves unclaimed) for anything else.
 */
function writePlainHex(hex: string, column: Buffer, at: number): boolean {
  if (hex.length !== 2 * DIGEST_BYTES) return false;
  for (let i = 0; i < DIGEST_BYTES; i++) {
    const high = HEX_VALUES[hex.charCodeAt(2 * i)] ?? -1;
    const low = HEX_VALUES[hex.charCodeAt(2 * i + 1)] ?? -1;
    if ((high | low) < 0) return false;
    column[at + i] = (high << 4) | low;
  }
  return true;
}

/** Digests per slab of {@link keepDigest}: 128 KiB, a few hundred small passports' worth. */
const SLAB_DIGESTS = 4096;

let slab: Buffer | null = null;
let slabUsed = 0;

/**
 * Writes a 64-digit lowercase hex digest as 32 bytes into the current slab and gives the slab
 * (the caller takes the next of its slabUsed digests). Slabs are shared by every passport
 * read: a list of one artifact does not pay for a buffer of its own, and a slab is freed when
 * the last artifact in it is.
 */
function currentSlab(): Buffer {
  if (slab === null || slabUsed === SLAB_DIGESTS) {
    slab = Buffer.allocUnsafeSlow(SLAB_DIGESTS * DIGEST_BYTES);
    slabUsed = 0;
  }
  return slab;
}

/**
 * An artifact in the common shape: its sha256 is 64 lowercase hex digits, it records no source,
 * no uri and is not external. Its digest is kept as 32 bytes of a shared slab, not as the
 * 64-character string the document held, and the absent fields are the prototype's: 64 bytes of
 * object and 32 of digest where a plain ref and its hex string were 88 and 80 (at 10^6 files,
 * docs/performance.md, issue 41, branch hex-column). `sha256` reads the same text back; every
 * other shape of entry is read into a plain object, as before, so nothing a reader sees changes.
 */
class ColumnArtifact implements ArtifactRef {
  // Declared, not defined: a class field would define each as undefined before the constructor
  // assigns it, a second store per field of every artifact.
  declare readonly index: number;
  declare readonly path: string;
  declare readonly sizeBytes: number | null;
  declare readonly type: string | null;
  readonly #column: Buffer;
  readonly #at: number;

  constructor(
    index: number,
    path: string,
    sizeBytes: number | null,
    type: string | null,
    column: Buffer,
    at: number,
  ) {
    this.index = index;
    this.path = path;
    this.sizeBytes = sizeBytes;
    this.type = type;
    this.#column = column;
    this.#at = at;
  }

  get sha256(): string {
    return this.#column.toString('hex', this.#at, this.#at + DIGEST_BYTES);
  }

  get source(): null {
    return null;
  }

  get external(): false {
    return false;
  }

  get uri(): null {
    return null;
  }

  /**
   * The plain reading, for `JSON.stringify`: the getters live on the prototype, so without this a
   * written ref would lose `sha256`, `source`, `uri` and `external`.
   */
  toJSON(): ArtifactRef {
    return {
      index: this.index,
      path: this.path,
      sha256: this.sha256,
      sizeBytes: this.sizeBytes,
      source: null,
      external: false,
      uri: null,
      type: this.type,
    };
  }

  /** Whether `other` records the same digest as this artifact, byte for byte. */
  sameDigestAs(other: ColumnArtifact): boolean {
    const a = this.#column;
    const b = other.#column;
    // 32 byte reads in place: Buffer#compare's range checks cost more than the bytes here.
    for (let i = 0; i < DIGEST_BYTES; i++) if (a[this.#at + i] !== b[other.#at + i]) return false;
    return true;
  }

  /** Whether `digest[at…at+32]` is this artifact's recorded digest, byte for byte. */
  recordsDigest(digest: Uint8Array, at: number): boolean {
    return (
      this.#column.compare(digest, at, at + DIGEST_BYTES, this.#at, this.#at + DIGEST_BYTES) === 0
    );
  }
}

/**
 * A {@link ColumnArtifact} whose path, as written, is already a normal repository-relative path
 * (util/relative-path.ts isNormalRelativePath): checked once as the passport is read, and said
 * by the class, so no field per artifact. Three passes of changed mode (the scope's listings,
 * the producer index, the stale question) asked the same four regular expressions of the same
 * 60,000 listings at workload 3 (docs/performance.md, issue 41, branch changed-cuts).
 */
class NormalPathArtifact extends ColumnArtifact {}

/**
 * True when `ref`'s path was found, as it was read, to be a normal repository-relative path
 * (isNormalRelativePath): relative to the root it is its own normalized path. False says
 * nothing: the path was not checked (a ref not kept as a column) or is not in normal form.
 */
export function hasNormalPath(ref: object): boolean {
  return ref instanceof NormalPathArtifact;
}

/**
 * Whether `ref` records, as its sha256, the digest `digest[at…at+32]` (32 bytes): true or false
 * for an artifact whose digest {@link readPassport} kept as bytes, undefined for any other (the
 * caller compares the strings). The audit's digest check compares a file's digest to the record
 * without making either hex string (rules/families/artifact-digests.ts).
 */
export function recordsDigest(
  ref: ArtifactRef,
  digest: Uint8Array,
  at: number,
): boolean | undefined {
  return ref instanceof ColumnArtifact ? ref.recordsDigest(digest, at) : undefined;
}

/**
 * Whether two artifacts record the same sha256 (both none counts as the same), as
 * `a.sha256 === b.sha256` says: two digests {@link readPassport} kept as bytes are compared as
 * bytes, without the hex string each read of `sha256` makes (the stale question and the
 * producer index compare tens of thousands in changed mode, docs/performance.md, issue 41,
 * branch changed-cuts); any other pair by their strings. A kept digest is exactly 64 lowercase
 * hex digits, so equal bytes are equal strings and the answer is the same.
 */
export function sameRecordedDigest(a: ArtifactRef, b: ArtifactRef): boolean {
  if (a instanceof ColumnArtifact && b instanceof ColumnArtifact) return a.sameDigestAs(b);
  return a.sha256 === b.sha256;
}

/** Whether `ref` records a sha256 (`ref.sha256 !== null`), without making the hex string of one kept as bytes. */
export function hasRecordedDigest(ref: ArtifactRef): boolean {
  return ref instanceof ColumnArtifact || ref.sha256 !== null;
}

function readArtifacts(list: unknown, sharePath: SharePath): ArtifactRef[] {
  const out: ArtifactRef[] = [];
  if (!Array.isArray(list)) return out;
  for (let index = 0; index < list.length; index++) {
    const o = asObjectOrEmpty(list[index]);
    const path = o.path;
    if (typeof path !== 'string') continue;
    const size = o.size_bytes;
    const sizeBytes = typeof size === 'number' && Number.isSafeInteger(size) ? size : null;
    const sha256 = o.sha256;
    if (
      typeof sha256 === 'string' &&
      typeof o.source !== 'string' &&
      typeof o.uri !== 'string' &&
      o.external !== true &&
      writePlainHex(sha256, currentSlab(), slabUsed * DIGEST_BYTES)
    ) {
      const column = slab as Buffer;
      const at = slabUsed++ * DIGEST_BYTES;
      const shared = sharePath(path);
      out.push(
        isNormalRelativePath(shared)
          ? new NormalPathArtifact(index, shared, sizeBytes, str(o.type), column, at)
          : new ColumnArtifact(index, shared, sizeBytes, str(o.type), column, at),
      );
      continue;
    }
    out.push({
      index,
      path: sharePath(path),
      sha256: str(sha256),
      sizeBytes,
      source: str(o.source),
      external: o.external === true,
      uri: str(o.uri),
      type: str(o.type),
    });
  }
  return out;
}

/**
 * The outputs a passport value lists, counted as {@link readPassport} reads them (an entry counts
 * when its path is a string) with the sizes that are safe integers above 0 summed, without
 * building them: a shard weighs its partition from this as each passport is read
 * (repo/shard.ts addListedWeight). Never throws.
 */
export function countListedOutputs(value: unknown): { files: number; bytes: number } {
  const list = asObjectOrEmpty(value).outputs;
  let files = 0;
  let bytes = 0;
  if (!Array.isArray(list)) return { files, bytes };
  for (const entry of list) {
    const o = asObjectOrEmpty(entry);
    if (typeof o.path !== 'string') continue;
    files++;
    const size = o.size_bytes;
    if (typeof size === 'number' && Number.isSafeInteger(size) && size > 0) bytes += size;
  }
  return { files, bytes };
}

function readErrors(list: unknown): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  if (!Array.isArray(list)) return out;
  for (let index = 0; index < list.length; index++) {
    const recorded: unknown = list[index];
    const x = asObjectOrEmpty(recorded);
    out.push({
      index,
      exitCode: x.exit_code,
      step: x.step,
      tool: x.tool,
      stderr: x.stderr_excerpt,
      recorded,
    });
  }
  return out;
}

/**
 * Reads a parsed passport value (anything JSON.parse gave). Never throws. `sharePath` gives each
 * artifact's path as kept: the audit hands the walk's own string for a path the walk listed
 * (repo/tree.ts listedPath), so 100,000 listed artifacts do not keep a second copy of each path's
 * text beside the walk's (docs/performance.md, issue 41, branch perf-state3).
 */
export function readPassport(value: unknown, sharePath: SharePath = asIs): Passport {
  const o = asObjectOrEmpty(value);
  const producedBy = isObject(o.produced_by) ? o.produced_by : EMPTY;
  const hints = isObject(o.downstream_hints) ? o.downstream_hints : EMPTY;
  const writtenId = str(o.passport_id);
  const expected = hints.expected_inputs;
  return {
    id: writtenId === null ? null : foldPassportId(writtenId),
    writtenId,
    schemaVersion: str(o.schema_version),
    createdAt: str(o.created_at),
    skill: str(producedBy.skill),
    skillVersion: str(producedBy.skill_version),
    agent: str(producedBy.agent),
    sessionId: str(producedBy.session_id),
    producedBy,
    consumed: strings(o.consumed_passports).map(foldPassportId),
    writtenConsumed: Array.isArray(o.consumed_passports) ? o.consumed_passports : [],
    nextSkills: strings(hints.next_skills),
    expectedInputs: Array.isArray(expected) ? strings(expected) : null,
    downstreamHints: hints,
    inputs: readArtifacts(o.inputs, sharePath),
    outputs: readArtifacts(o.outputs, sharePath),
    decisions: asArray(o.decisions),
    parameters: o.parameters,
    errors: readErrors(o.errors),
    recordedBy: readRecordedBy(o.recorded_by),
  };
}

/**
 * The fields of a passport the whole run's index reads for every passport (repo/chain.ts,
 * repo/producers.ts, repo/stale.ts, repo/scope.ts, the chain rules): its id, what it consumed,
 * what it lists, and the three strings the graph and the re-run plan name. Read exactly as
 * {@link readPassport} reads them (the same helpers), and holding no part of the parsed value,
 * so the value can be dropped at once.
 */
export type PassportIndexFields = Pick<
  Passport,
  'id' | 'writtenId' | 'createdAt' | 'skill' | 'skillVersion' | 'consumed' | 'inputs' | 'outputs'
>;

/**
 * The {@link PassportIndexFields} of a parsed passport value. Never throws. `sharePath` as
 * {@link readPassport}'s. Without `withOutputs`, `outputs` is left empty: the caller reads
 * them later (repo/passports.ts, a shard's passports of other shards).
 */
export function readPassportIndex(
  value: unknown,
  sharePath: SharePath = asIs,
  withOutputs = true,
): PassportIndexFields {
  const o = asObjectOrEmpty(value);
  const producedBy = isObject(o.produced_by) ? o.produced_by : EMPTY;
  const writtenId = str(o.passport_id);
  return {
    id: writtenId === null ? null : foldPassportId(writtenId),
    writtenId,
    createdAt: str(o.created_at),
    skill: str(producedBy.skill),
    skillVersion: str(producedBy.skill_version),
    consumed: strings(o.consumed_passports).map(foldPassportId),
    inputs: readArtifacts(o.inputs, sharePath),
    outputs: withOutputs ? readArtifacts(o.outputs, sharePath) : [],
  };
}

/**
 * `passport` with other inputs, every other field as it is: an explicit copy, not a spread, so
 * a passport whose other fields are read on demand (repo/passports.ts) copies them too.
 */
export function withInputs(passport: Passport, inputs: ArtifactRef[]): Passport {
  return {
    id: passport.id,
    writtenId: passport.writtenId,
    schemaVersion: passport.schemaVersion,
    createdAt: passport.createdAt,
    skill: passport.skill,
    skillVersion: passport.skillVersion,
    agent: passport.agent,
    sessionId: passport.sessionId,
    producedBy: passport.producedBy,
    consumed: passport.consumed,
    writtenConsumed: passport.writtenConsumed,
    nextSkills: passport.nextSkills,
    expectedInputs: passport.expectedInputs,
    downstreamHints: passport.downstreamHints,
    inputs,
    outputs: passport.outputs,
    decisions: passport.decisions,
    parameters: passport.parameters,
    errors: passport.errors,
    recordedBy: passport.recordedBy,
  };
}

/** recorded_by, read (tolerant: a field of the wrong type is null). */
function readRecordedBy(value: unknown): RecordedBy | null {
  if (!isObject(value)) return null;
  const command = value.command;
  return {
    method: str(value.method),
    command:
      Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')
        ? (command as string[])
        : null,
    workingDirectory: str(value.working_directory),
    outputs: str(value.outputs),
    program: isObject(value.program)
      ? { path: str(value.program.path), version: str(value.program.version) }
      : null,
    nondeterministic: Array.isArray(value.nondeterministic)
      ? value.nondeterministic.filter((p): p is string => typeof p === 'string')
      : [],
    startedAt: str(value.started_at),
    endedAt: str(value.ended_at),
    recorded: value,
  };
}

/** True when a passport's record says `passport-gate run` ran its step and wrote it. */
export const isRunRecord = (passport: Pick<Passport, 'recordedBy'> | null | undefined): boolean =>
  passport?.recordedBy?.method === 'run';

/**
 * The passport of a file as a revision was read: the model the reader made (`passport`), else
 * read from the parsed value now; null when the file could not be read or parsed.
 */
export function passportOfFile(file: {
  readonly value: unknown;
  readonly passport?: Passport | null | undefined;
}): Passport | null {
  if (file.passport !== undefined) return file.passport;
  return file.value === null ? null : readPassport(file.value);
}

/** The fields of a decision that a reader compares. */
export interface DecisionFields {
  choice: unknown;
  alternatives_considered: unknown;
  rationale: unknown;
}

/** One decision and the key it is compared under. */
export interface Decision extends DecisionFields {
  /** `step:<step>` (a second decision of the same step `step:<step>#2`, …), or `#<index>`. */
  key: string;
  step: string | null;
}

/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(o, key) ? o[key] : undefined;

/** The step a decisions[] or errors[] entry names (as written), undefined when none. */
export function stepOf(entry: unknown): string | undefined {
  return asString(asObjectOrEmpty(entry).step);
}

/** The tool an errors[] entry names (as written), undefined when none. */
export function toolOf(entry: unknown): string | undefined {
  return asString(asObjectOrEmpty(entry).tool);
}

/**
 * The decisions of a passport, each keyed by its step (a second decision of the same step by
 * `step#2`, …), or by its position when it names no step.
 */
export function readDecisions(passport: Pick<Passport, 'decisions'> | null): Decision[] {
  const seen = new Map<string, number>();
  return (passport?.decisions ?? []).map((item, index) => {
    const d = asObjectOrEmpty(item);
    const step = str(own(d, 'step'));
    let key = step === null ? `#${index}` : `step:${step}`;
    if (step !== null) {
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n > 1) key = `${key}#${n}`;
    }
    return {
      key,
      step,
      choice: own(d, 'choice') ?? null,
      alternatives_considered: own(d, 'alternatives_considered') ?? null,
      rationale: own(d, 'rationale') ?? null,
    };
  });
}

/** One recorded failure (a non-zero exit code) and the key it is compared under. */
export interface Failure {
  key: string;
  step: unknown;
  tool: unknown;
  exitCode: number;
  stderr: unknown;
}

/** True when an errors[] entry records a failure: a non-zero numeric exit code (exit-nonzero). */
export function isFailure(e: ErrorEntry): e is ErrorEntry & { exitCode: number } {
  return typeof e.exitCode === 'number' && e.exitCode !== 0;
}

/**
 * The failures a passport records: errors[] entries whose exit_code is a non-zero number (the
 * exit-nonzero rule's reading), keyed by step and tool (a repeated pair by occurrence).
 */
export function readFailures(passport: Pick<Passport, 'errors'> | null): Failure[] {
  const seen = new Map<string, number>();
  const out: Failure[] = [];
  for (const e of passport?.errors ?? []) {
    if (!isFailure(e)) continue;
    const step = e.step ?? null;
    const tool = e.tool ?? null;
    let key = JSON.stringify([step, tool]);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) key = `${key}#${n}`;
    out.push({ key, step, tool, exitCode: e.exitCode, stderr: e.stderr ?? null });
  }
  return out;
}

/** One input or output entry as written. */
export interface PassportArtifact {
  type?: string;
  /** Repository-relative POSIX path (or passport-relative under `path-base: passport`). */
  path: string;
  /** Lowercase hex SHA-256 of the bytes (for a Git LFS pointer: the object id it points to). */
  sha256: string;
  size_bytes?: number;
  /** Where an external input came from (accession, DOI, URL with retrieval date). */
  source?: string;
  /** True for an input outside the repository (its path is then absolute). */
  external?: boolean;
  /** Where an external input can be fetched. */
  uri?: string;
}

/** A non-obvious choice the skill made, as written. */
export interface PassportDecision {
  step: string;
  choice: string;
  alternatives_considered: string[];
  rationale: string;
}

/** The exit status of one external call, as written. */
export interface PassportError {
  step: string;
  tool: string;
  exit_code: number;
  stderr_excerpt: string;
}

/** Who produced the passport, as written. */
export interface PassportProducer {
  skill: string;
  skill_version: string;
  agent?: string;
  session_id?: string;
  [extension: string]: unknown;
}

/** Hints for the consumers of this passport's outputs, as written. */
export interface PassportDownstreamHints {
  next_skills: string[];
  expected_inputs?: string[];
  [extension: string]: unknown;
}

/**
 * A Material Passport v1 document as `stamp` writes it (validated against the schema before
 * it is written). Extension fields are kept as they are. Read one with {@link readPassport}.
 */
export interface MaterialPassport {
  schema_version: string;
  passport_id: string;
  created_at: string;
  produced_by: PassportProducer;
  inputs: PassportArtifact[];
  outputs: PassportArtifact[];
  decisions: PassportDecision[];
  parameters?: Record<string, unknown>;
  errors: PassportError[];
  consumed_passports?: string[];
  downstream_hints: PassportDownstreamHints;
  [extension: string]: unknown;
}

/** The schema version stamp writes into new passports. */
export const STAMP_SCHEMA_VERSION = '1.0.0';

/**
 * True when `after` is `before` with its top-level `passport_id` set to `id` and nothing else
 * changed (the check behind passport-schema's printed id fix, formats/passport.ts). Here
 * because this file is the one reader of a passport's fields.
 */
export function differsOnlyInId(before: unknown, after: unknown, id: string): boolean {
  if (!isObject(before) || !isObject(after) || after.passport_id !== id) return false;
  return JSON.stringify({ ...before, passport_id: id }) === JSON.stringify(after);
}
