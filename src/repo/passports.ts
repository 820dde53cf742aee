/**
 * The passports of a repository as one run read them: every passport file of
 * the layout, read once (through the digest service's reader, which knows how
 * to keep the hashing threads busy meanwhile), parsed lightly (JSON.parse and
 * the summary the scope, the plan and the chain need: no positions, no
 * schema), with positions for findings looked up lazily.
 *
 * The audit, `stamp`, `graph` and `export` all start from this set, so what
 * they check, write, draw or sign is one reading of the repository.
 */
import type { Location } from '../core/location.js';
import { locateInJson, parseJsonDocument, type StructureScan } from '../formats/json-source.js';
import {
  findClaimedPassportId,
  parsePassportBytes,
  summarizePassportBytes,
} from '../formats/passport.js';
import {
  readPassport,
  readPassportIndex,
  type ArtifactRef,
  type ErrorEntry,
  type Passport,
  type RecordedBy,
  type SharePath,
} from '../core/passport.js';
import { relativeDirname } from '../util/relative-path.js';
import { sha256Hex } from '../util/sha256.js';
import type { ContainedReadResult, ReadRefusal } from '../fs/safe-read.js';
import type { DocumentReader } from '../hash/index.js';

/** Why a passport file could not be read. */
export interface PassportReadProblem {
  reason: ReadRefusal | 'outside-root';
  /** What is wrong with the file, as a phrase after "the passport …" ("is a FIFO"). */
  detail: string;
}

/** One passport file as the run read it. */
export interface PassportRecord {
  /** Repository-relative POSIX path of the passport file. */
  readonly path: string;
  /** Repository-relative directory holding it ('.' for the root). */
  readonly dir: string;
  /** passport_id when it is a string (folded: ids compare ignoring case), else null. */
  readonly id: string | null;
  /**
   * The passport, read (core/passport.ts: every field, tolerant of malformed shapes; the one
   * reading of the rules, the chain, stamp, export and attest), or null when the audit refuses the
   * passport (unreadable, over a cap, not UTF-8 JSON): then it is absent for every rule but
   * its own finding, and lists, vouches for and resolves nothing.
   */
  readonly summary: Passport | null;
  /**
   * The passport_id a refused passport's bytes appear to declare (formats/passport.ts
   * findClaimedPassportId), for words alone: it resolves nothing. Null otherwise.
   */
  readonly claimedId: string | null;
  /**
   * The file's bytes, or null when it could not be read. Each call may read the file: a passport
   * read with {@link ReadPassportsOptions.letGoOfBytes} holds them no longer once checked, so
   * they are read again on each call, and null if the file no longer holds the bytes checked
   * (two calls can differ). Call it once per use and keep the result.
   */
  readBytes(): Uint8Array | null;
  /** Why it could not be read, or null. */
  readonly problem: PassportReadProblem | null;
}

/**
 * A passport file as the audit read it, for `graph` and `export` (the value included).
 * produce/load-passports.ts's LoadedPassport is this with the reason a file could not be used.
 */
export interface AuditedPassport {
  /** Repository-relative POSIX path of the passport file. */
  path: string;
  /** Repository-relative directory holding it ('.' for the root). */
  dir: string;
  /** passport_id when it is a string (folded: ids compare ignoring case), else null. */
  id: string | null;
  /** The passport_id a passport that could not be used appears to declare (resolves nothing). */
  claimedId?: string | null;
  /** The parsed JSON value, or null when the file could not be read or parsed. */
  value: unknown;
  /** The passport, read (core/passport.ts), or null when unreadable. */
  summary: Passport | null;
  /** The file's bytes as read (null when unreadable): `export` and `attest` sign their sha256. */
  bytes?: Uint8Array | null;
}

/** The value of the light parse of a passport (undefined: the bytes were not JSON). */
export type ParsedValue = { value: unknown; scan: StructureScan } | undefined;

/** A passport checked with positions whose bytes were let go of: its lookup is made on first use. */
const LOCATE_AGAIN = Symbol('locate again');

/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
export class PassportPositions {
  private readonly locators = new Map<
    string,
    ((pointer: string) => { line: number; column: number }) | null | typeof LOCATE_AGAIN
  >();
  /** Passports whose bytes are let go of once checked (their lookup would hold them). */
  private readonly readAgain = new WeakSet<PassportRecord>();

  /**
   * Keeps the lookup of a passport a check has parsed with positions, unless its bytes are let
   * go of: the lookup holds the bytes (its text is decoded from them on first use), so such a
   * passport's lookup is made again from its bytes read again, only if a finding asks.
   */
  keep(
    record: PassportRecord,
    locate: (pointer: string) => { line: number; column: number },
  ): void {
    this.locators.set(record.path, this.readAgain.has(record) ? LOCATE_AGAIN : locate);
  }

  /** Marks a passport whose bytes are let go of once checked (readPassports' part). */
  markReadAgain(record: PassportRecord): void {
    this.readAgain.add(record);
  }

  /**
   * The location of `pointer` in a passport. A passport no check has parsed for positions (a
   * consumer re-checked for chain rules outside the scope, an artifact finding met before the
   * per-passport checks) is parsed for them now, once.
   */
  locate(record: PassportRecord, pointer: string): Location {
    let find = this.locators.get(record.path);
    if (find === LOCATE_AGAIN) {
      // Accepted by the check: the same bytes need no parse to be located in.
      const bytes = this.ownBytes(record);
      find = bytes ? locateInJson(bytes) : null;
      this.locators.set(record.path, find);
    }
    if (find === undefined) {
      const bytes = this.ownBytes(record);
      if (bytes) {
        const parsed = parseJsonDocument(bytes);
        find = parsed.ok ? parsed.document.locate : null;
        this.locators.set(record.path, find);
      }
    }
    if (!find) return { pointer };
    const pos = find(pointer);
    return { pointer, line: pos.line, column: pos.column };
  }

  /**
   * The bytes a kept lookup may hold: those of a passport let go of are a copy, since until
   * its check ends they may be the reader's memory, which the next passport is read into.
   */
  private ownBytes(record: PassportRecord): Uint8Array | null {
    const bytes = record.readBytes();
    return bytes !== null && this.readAgain.has(record) ? copyOf(bytes) : bytes;
  }
}

/** A copy of `bytes` in memory of its own: a Buffer's `slice` would be a view. */
function copyOf(bytes: Uint8Array): Uint8Array {
  return Uint8Array.prototype.slice.call(bytes);
}

/**
 * A passport read for the run's index alone (changed mode, {@link ReadPassportsOptions.indexOnly}):
 * the fields every passport of the run is read for ({@link readPassportIndex}: id, consumed ids,
 * inputs and outputs, the strings the graph and the re-run plan name) held as read, and no
 * part of the parsed value, which is dropped at once. Every other field is read on first use
 * from the passport's bytes, parsed again as they were the first time (summarizePassportBytes,
 * which accepted them then), and kept: a passport in scope, or one a rule or the re-run plan
 * looks into, is read in full once more, and the thousands no rule looks into never are. The
 * same values as {@link readPassport}'s, field by field (a test holds them equal).
 *
 * Why: held to the end of the run, the full model of 10,000 passports out of scope kept their
 * produced_by, decisions, parameters, errors and downstream_hints alive through every
 * collection (docs/performance.md, "Changed mode: a compact index out of scope").
 *
 * With `outputsOnDemand` the outputs too are read on first use (a shard that does not lead:
 * no chain indexes every passport's outputs there, and three quarters of them, in a shard of
 * four, are another shard's, looked into only as an input's producer).
 */
class IndexedPassport implements Passport {
  readonly id: string | null;
  readonly writtenId: string | null;
  readonly createdAt: string | null;
  readonly skill: string | null;
  readonly skillVersion: string | null;
  readonly consumed: string[];
  readonly inputs: ArtifactRef[];
  readonly #outputs: ArtifactRef[] | undefined;
  readonly #bytes: Uint8Array;
  readonly #sharePath: SharePath | undefined;
  #full: Passport | undefined;

  constructor(value: unknown, bytes: Uint8Array, sharePath?: SharePath, outputsOnDemand = false) {
    const index = readPassportIndex(value, sharePath, !outputsOnDemand);
    this.id = index.id;
    this.writtenId = index.writtenId;
    this.createdAt = index.createdAt;
    this.skill = index.skill;
    this.skillVersion = index.skillVersion;
    this.consumed = index.consumed;
    this.inputs = index.inputs;
    this.#outputs = outputsOnDemand ? undefined : index.outputs;
    this.#bytes = bytes;
    this.#sharePath = outputsOnDemand ? sharePath : undefined;
  }

  get outputs(): ArtifactRef[] {
    return this.#outputs ?? this.#read().outputs;
  }

  /** The full reading, made once on first use (the bytes were accepted when first read). */
  #read(): Passport {
    if (this.#full === undefined) this.readInFull();
    return this.#full as Passport;
  }

  /**
   * Parses the bytes again, makes the full reading from them unless made already, and gives
   * the parsed value and scan: the check of a passport in scope takes them, so it and the full
   * reading are one parse ({@link PassportSet.readInFull}).
   */
  readInFull(): { value: unknown; scan: StructureScan } {
    // The paths shared as when first read, for outputs read on demand (the only paths kept).
    const light = summarizePassportBytes(this.#bytes, this.#sharePath);
    if (light === null) throw new Error('a passport read once could not be read again');
    this.#full ??= light.summary;
    return { value: light.value, scan: light.scan };
  }

  get schemaVersion(): string | null {
    return this.#read().schemaVersion;
  }
  get agent(): string | null {
    return this.#read().agent;
  }
  get sessionId(): string | null {
    return this.#read().sessionId;
  }
  get producedBy(): Readonly<Record<string, unknown>> {
    return this.#read().producedBy;
  }
  get writtenConsumed(): readonly unknown[] {
    return this.#read().writtenConsumed;
  }
  get nextSkills(): string[] {
    return this.#read().nextSkills;
  }
  get expectedInputs(): string[] | null {
    return this.#read().expectedInputs;
  }
  get downstreamHints(): Readonly<Record<string, unknown>> {
    return this.#read().downstreamHints;
  }
  get decisions(): readonly unknown[] {
    return this.#read().decisions;
  }
  get parameters(): unknown {
    return this.#read().parameters;
  }
  get errors(): ErrorEntry[] {
    return this.#read().errors;
  }
  get recordedBy(): RecordedBy | null {
    return this.#read().recordedBy;
  }
}

/** Options of {@link readPassports}. */
export interface ReadPassportsOptions {
  /** Largest passport read (the config's max-passport-bytes). */
  maxBytes: number;
  signal?: AbortSignal | undefined;
  /**
   * Reads each passport for the run's index alone, its other fields on first use
   * ({@link IndexedPassport}): changed mode, where most passports are out of scope and only
   * their ids, edges and listings are looked at. Not with keepAsRead, which holds every
   * passport in full (onRead still sees each parsed value).
   */
  indexOnly?: boolean;
  /** With indexOnly: the outputs too are read on first use ({@link IndexedPassport}). */
  outputsOnDemand?: boolean;
  /**
   * The directories whose passports are read only when first asked (another shard's, in a shard
   * that does not lead): each is read on this thread when one of its fields or its bytes is asked, and never if none
   * is ({@link PassportReadOnAsk}). A path the reader cannot read again synchronously is read
   * with the rest. Not with keepAsRead or onRead, which see every passport as read.
   */
  readOnAsk?: ((dir: string) => boolean) | undefined;
  /** Keeps every passport as read, value included, for `graph` and `export` ({@link PassportSet.asRead}). */
  keepAsRead?: boolean;
  /**
   * Lets go of each passport's bytes once `onRead` has checked it, when the reader can read the
   * file again on this thread (DocumentReader.readAgainSync): the record keeps their length
   * and sha256, and its `readBytes` reads the file again on each call (a finding's position, a fix),
   * giving null when what it reads is not what was checked. All mode without a base or
   * attestations, where nothing reads the bytes after the check but for a finding: kept, the
   * 10,000 passports of a 10^6-file audit held some 200 MiB of bytes to its end
   * (docs/performance.md, issue 41). Not with keepAsRead or indexOnly, which read them later.
   */
  letGoOfBytes?: boolean;
  /**
   * Gives each artifact path as the summaries keep it (core/passport.ts readPassport): the
   * audit passes the walk's own string for a path the walk listed (repo/tree.ts listedPath).
   */
  sharePath?: SharePath | undefined;
  /**
   * Sees each passport right after it is read, while its parsed value is young (kept for a
   * later pass it would survive several collections): all mode checks each one here.
   */
  onRead?: ((record: PassportRecord, parsed: ParsedValue, set: PassportSet) => void) | undefined;
}

/** The passports of one run. */
export class PassportSet {
  readonly records: PassportRecord[] = [];
  readonly positions = new PassportPositions();
  private readonly read: AuditedPassport[] | null;
  private ids: Map<string, PassportRecord[]> | undefined;

  constructor(keepAsRead: boolean) {
    this.read = keepAsRead ? [] : null;
  }

  /** Passports by passport_id, in path order (a Map: ids like "__proto__" are plain data). */
  get byId(): ReadonlyMap<string, readonly PassportRecord[]> {
    if (!this.ids) {
      this.ids = new Map();
      for (const r of this.records) {
        if (r.id === null) continue;
        const list = this.ids.get(r.id);
        if (list) list.push(r);
        else this.ids.set(r.id, [r]);
      }
    }
    return this.ids;
  }

  /**
   * A passport read for its index alone (indexOnly), parsed again now: its full reading made
   * from this parse, and the parsed value handed on for its check, which then parses nothing.
   * A shard that does not lead checks its scope so: the check and the outputs its plan reads
   * were two parses of each passport besides the read (docs/performance.md, issue 41, branch
   * read-bytes). Undefined for a passport read otherwise, or refused.
   */
  readInFull(record: PassportRecord): ParsedValue {
    return record.summary instanceof IndexedPassport ? record.summary.readInFull() : undefined;
  }

  /** Every passport as read, value included (only when read with keepAsRead). */
  asRead(): readonly AuditedPassport[] {
    if (!this.read) throw new Error('the passports were read without keepAsRead');
    return this.read;
  }

  /** Adds one passport as read (readPassports' part). */
  add(record: PassportRecord, parsed: ParsedValue): void {
    this.records.push(record);
    this.read?.push({
      path: record.path,
      dir: record.dir,
      id: record.id,
      claimedId: record.claimedId,
      value: parsed?.value ?? null,
      summary: record.summary,
      bytes: record.readBytes(),
    });
  }
}

/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
export async function readPassports(
  paths: readonly string[],
  reader: DocumentReader,
  options: ReadPassportsOptions,
): Promise<PassportSet> {
  const set = new PassportSet(options.keepAsRead === true);
  const indexOnly = options.indexOnly === true && options.keepAsRead !== true;
  const outputsOnDemand = indexOnly && options.outputsOnDemand === true;
  const letGo =
    options.letGoOfBytes === true &&
    options.onRead !== undefined &&
    options.keepAsRead !== true &&
    !indexOnly;
  const makeRecord = (path: string, read: ContainedReadResult) =>
    recordRead(path, read, { indexOnly, outputsOnDemand, letGo, reader, options });
  const visit: Parameters<DocumentReader['readEach']>[2] = (path, read) => {
    const { record, parsed, letGoOf } = makeRecord(path, read);
    if (letGoOf) set.positions.markReadAgain(record);
    set.add(record, parsed);
    options.onRead?.(record, parsed, set);
    letGoOf?.();
  };
  const later =
    options.readOnAsk !== undefined && options.keepAsRead !== true && options.onRead === undefined
      ? options.readOnAsk
      : undefined;
  if (later === undefined) {
    // Let go of, a passport's bytes need not outlive its check: the reader may read the next
    // passport into the same memory (DocumentReader.readEach's `reuse`).
    await reader.readEach(paths, options.maxBytes, visit, { reuse: letGo });
    return set;
  }
  // Another shard's passport (readOnAsk) is read on this thread the first time it is asked, if
  // it can be (a path the walk listed as a regular file); the rest are read now, in one pass.
  // The records keep the layout's order either way.
  const slots: (PassportRecord | undefined)[] = [];
  const now: string[] = [];
  for (const path of paths) {
    const dir = relativeDirname(path);
    const readAgain = later(dir) ? reader.readAgainSync?.(path, options.maxBytes) : undefined;
    if (readAgain === undefined) {
      now.push(path);
      slots.push(undefined);
    } else slots.push(new PassportReadOnAsk(path, dir, () => makeRecord(path, readAgain()).record));
  }
  const read: PassportRecord[] = [];
  await reader.readEach(
    now,
    options.maxBytes,
    (path, result) => void read.push(makeRecord(path, result).record),
    { reuse: false },
  );
  let next = 0;
  for (const slot of slots) set.add(slot ?? (read[next++] as PassportRecord), undefined);
  return set;
}

/**
 * One passport file's record from what its read gave: refused, or parsed lightly (for its index
 * alone with indexOnly). The same whether the file was read with the others or on first ask.
 */
function recordRead(
  path: string,
  read: ContainedReadResult,
  how: {
    indexOnly: boolean;
    outputsOnDemand: boolean;
    letGo: boolean;
    reader: DocumentReader;
    options: ReadPassportsOptions;
  },
): { record: PassportRecord; parsed: ParsedValue; letGoOf?: () => void } {
  const { options } = how;
  const dir = relativeDirname(path);
  if (!read.ok) {
    const record = {
      path,
      dir,
      id: null,
      summary: null,
      claimedId: null,
      readBytes: () => null,
      problem: read,
    };
    return { record, parsed: undefined };
  }
  let light: { summary: Passport; value: unknown; scan: StructureScan } | null;
  if (how.indexOnly) {
    const parsed = parsePassportBytes(read.bytes);
    light = parsed && {
      summary: new IndexedPassport(
        parsed.value,
        read.bytes,
        options.sharePath,
        how.outputsOnDemand,
      ),
      ...parsed,
    };
  } else light = summarizePassportBytes(read.bytes, options.sharePath);
  const summary = light?.summary ?? null;
  const again = how.letGo ? how.reader.readAgainSync?.(path, options.maxBytes) : undefined;
  // Held past this call (no way to read them again), the bytes are copied out of the reader's.
  const bytes = new HeldBytes(how.letGo && !again ? copyOf(read.bytes) : read.bytes);
  const record: PassportRecord = {
    path,
    dir,
    id: summary?.id ?? null,
    summary,
    claimedId: summary === null ? findClaimedPassportId(read.bytes) : null,
    readBytes: () => bytes.get(),
    problem: null,
  };
  // The scan is handed on too, so the full check does not scan the bytes a second time.
  const parsed = light ? { value: light.value, scan: light.scan } : undefined;
  if (!again) return { record, parsed };
  return { record, parsed, letGoOf: () => bytes.letGo(again) };
}

/**
 * Another shard's passport, not read until asked (a shard that does not lead,
 * {@link ReadPassportsOptions.readOnAsk}): its path and directory are the layout's; its id,
 * reading, claimed id, bytes and problem are those of the record its first read gives, on the
 * first ask of any of them. Why: at 10^6 files, each shard read and parsed all 10,000
 * passports, three quarters of them another shard's, which no rule asks (docs/performance.md,
 * issue 41, branches shard-weights and shard-own).
 */
class PassportReadOnAsk implements PassportRecord {
  readonly path: string;
  readonly dir: string;
  #read: (() => PassportRecord) | undefined;
  #record: PassportRecord | undefined;

  constructor(path: string, dir: string, read: () => PassportRecord) {
    this.path = path;
    this.dir = dir;
    this.#read = read;
  }

  get id(): string | null {
    return this.#asRead().id;
  }
  get summary(): Passport | null {
    return this.#asRead().summary;
  }
  get claimedId(): string | null {
    return this.#asRead().claimedId;
  }
  get problem(): PassportReadProblem | null {
    return this.#asRead().problem;
  }
  readBytes(): Uint8Array | null {
    return this.#asRead().readBytes();
  }

  /** The record as read, read once. */
  #asRead(): PassportRecord {
    if (this.#record === undefined) {
      this.#record = (this.#read as () => PassportRecord)();
      this.#read = undefined;
    }
    return this.#record;
  }
}

/**
 * A passport's bytes, held until let go of, then read again on each ask and given only when
 * they are the bytes first read (same length and sha256): a position or a fix is never made
 * from bytes that were not the ones checked.
 */
class HeldBytes {
  #bytes: Uint8Array | null;
  #length = 0;
  #sha256 = '';
  #readAgain: (() => ContainedReadResult) | undefined;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  /** The bytes: held, or read again and checked. */
  get(): Uint8Array | null {
    if (this.#bytes !== null || this.#readAgain === undefined) return this.#bytes;
    const read = this.#readAgain();
    if (!read.ok || read.bytes.length !== this.#length) return null;
    return sha256Hex(read.bytes) === this.#sha256 ? read.bytes : null;
  }

  /** Keeps the length and sha256 of the bytes, not the bytes; `readAgain` reads the file again. */
  letGo(readAgain: () => ContainedReadResult): void {
    const bytes = this.#bytes as Uint8Array;
    this.#length = bytes.length;
    this.#sha256 = sha256Hex(bytes);
    this.#readAgain = readAgain;
    this.#bytes = null;
  }
}

/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used. Reads the
 * record's bytes once; a caller that has read them already passes them to
 * {@link describePassportBytes}, so the bytes described are the ones it holds.
 */
export function describePassport(record: PassportRecord): AuditedPassport & { problem?: string } {
  return describePassportBytes(record, record.readBytes());
}

/**
 * {@link describePassport} of bytes the caller has read from the record: two functions, not an
 * optional argument, so that `records.map(describePassport)` cannot pass an index as bytes.
 */
export function describePassportBytes(
  record: PassportRecord,
  bytes: Uint8Array | null,
): AuditedPassport & { problem?: string } {
  const base = {
    path: record.path,
    dir: record.dir,
    id: null,
    claimedId: record.claimedId,
    value: null,
    summary: null,
  };
  if (record.problem) {
    const { reason, detail } = record.problem;
    return {
      ...base,
      problem:
        reason === 'missing'
          ? 'does not exist'
          : reason === 'outside-root'
            ? 'resolves outside the repository root'
            : detail,
    };
  }
  const parsed = parsePassportValue(bytes as Uint8Array);
  if (parsed.problem !== null) return { ...base, problem: parsed.problem };
  const summary = readPassport(parsed.value);
  return { ...base, id: summary.id, value: parsed.value, summary };
}

/**
 * A passport's bytes parsed strictly (duplicate keys, encoding), or what is wrong in words:
 * one reading for every command and both sides of the provenance diff, so the same broken
 * file is described the same way wherever it is read.
 */
export function parsePassportValue(
  bytes: Uint8Array,
): { value: unknown; problem: null } | { value: null; problem: string } {
  const parsed = parseJsonDocument(bytes);
  if (parsed.ok) return { value: parsed.document.value, problem: null };
  const p = parsed.problem;
  return {
    value: null,
    problem: `is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
  };
}
