/**
 * Composing the passport `stamp` writes: what the caller gives merged into
 * what was recorded (decisions replaced by step, errors by step and tool,
 * parameters by key; keys this tool does not know are kept), created_at moved
 * only when something changed, and the result validated against the Material
 * Passport v1 schema before anything is written.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { foldPassportId } from '../../util/passport-id.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import { isObject } from '../../util/values.js';
import { validateWithSchema } from '../../formats/schema-validator.js';
import { vouchesFor } from '../../formats/vouches.js';
import type { ChainIndex } from '../../repo/chain.js';
import type { LoadedPassport } from '../load-passports.js';
import { VERSION } from '../../util/version.js';
import {
  isRunRecord,
  readPassport,
  STAMP_SCHEMA_VERSION,
  stepOf,
  toolOf,
  type MaterialPassport,
  type Passport,
  type PassportDecision,
  type PassportError,
} from '../../core/passport.js';
import type { StampArtifacts } from './artifacts.js';
import type { RunRecord, StampOptions } from './options.js';
import { refuse, StampError } from './refusal.js';
import { failedSteps, type PreviousPassport } from './target.js';

/** The top-level keys of a passport this tool writes (others are kept as recorded). */
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  'schema_version',
  'passport_id',
  'created_at',
  'produced_by',
  'inputs',
  'outputs',
  'decisions',
  'parameters',
  'errors',
  'consumed_passports',
  'downstream_hints',
  'recorded_by',
]);

/** What composing needs. */
export interface ComposeInput {
  options: StampOptions;
  dir: string;
  passportPath: string;
  previous: PreviousPassport;
  artifacts: Pick<StampArtifacts, 'inputs' | 'outputs' | 'inputDigests'>;
  consumed: readonly string[];
  chain: ChainIndex<LoadedPassport>;
  notes: string[];
}

/** The composed passport, and whether it equals the one recorded. */
export interface ComposedPassport {
  passport: MaterialPassport;
  /** It, read (core/passport.ts). */
  read: Passport;
  unchanged: boolean;
}

/** ISO-8601 UTC without milliseconds, as in the seed's example. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Composes and validates the passport; refuses one that would not be a valid v1 passport. */
export function composePassport(input: ComposeInput): ComposedPassport {
  const { options, previous } = input;
  const recorded = previous.value;
  const was = previous.passport;
  const candidate: Record<string, unknown> = {
    schema_version: previous.rewriteVersion
      ? STAMP_SCHEMA_VERSION
      : (was?.schemaVersion ?? STAMP_SCHEMA_VERSION),
    passport_id: was?.writtenId ?? newPassportId(options, input.chain),
    // Compared as recorded; replaced by the clock below when anything changed.
    created_at: was?.createdAt ?? undefined,
    produced_by: composeProducedBy(was, options, input.passportPath),
    inputs: input.artifacts.inputs,
    outputs: input.artifacts.outputs,
    decisions: upsert(
      was?.decisions ?? [],
      options.decisions ?? [],
      (d) => `${stepOf(d)}`,
    ) as PassportDecision[],
  };
  const previousParameters = isObject(was?.parameters) ? was.parameters : undefined;
  // Object.fromEntries defines own properties, so a "__proto__" parameter stays data. A run
  // (`ranStep`) records the parameters it was given, no more.
  const parameters = Object.fromEntries([
    ...Object.entries(options.ranStep === undefined ? (previousParameters ?? {}) : {}),
    ...Object.entries(options.parameters ?? {}),
  ]);
  if (previousParameters !== undefined || Object.keys(parameters).length > 0)
    candidate.parameters = parameters;
  // A run of a step replaces every entry that step recorded before (its tool may have changed).
  const recordedErrors = (was?.errors ?? [])
    .filter(
      (e) => options.ranStep === undefined || !isObject(e.recorded) || e.step !== options.ranStep,
    )
    .map((e) => e.recorded);
  candidate.errors = upsert(
    recordedErrors,
    options.errors ?? [],
    (e) => `${stepOf(e)}\0${toolOf(e)}`,
  ) as PassportError[];
  candidate.consumed_passports = input.consumed;
  candidate.downstream_hints = composeHints(was, options);
  for (const [key, value] of Object.entries(recorded ?? {})) {
    if (!KNOWN_KEYS.has(key)) candidate[key] = value;
  }
  const now = (options.now ?? (() => new Date()))();
  const kept = options.run !== undefined ? runRecordOf(options.run) : was?.recordedBy?.recorded;
  if (kept !== undefined) Object.assign(candidate, { recorded_by: kept });
  const unchanged =
    recorded !== null && isDeepStrictEqual(recorded, candidate) && !predatesProducer(input);
  // A hand stamp that changed the passport writes a hand record, unless it only annotated a
  // run record (its artifacts as the run recorded them): the run is still how it was made.
  if (
    !unchanged &&
    options.run === undefined &&
    (kept === undefined || (isRunRecord(was) && changedArtifacts(was, input.artifacts).length > 0))
  )
    Object.assign(candidate, {
      recorded_by: { tool: 'passport-gate', version: VERSION, method: 'stamp' },
    });
  if (!unchanged) candidate.created_at = formatTimestamp(now);
  validate(candidate, input.dir);
  const read = readPassport(candidate);
  noteConsequences(read, input);
  return { passport: candidate as MaterialPassport, read, unchanged };
}

/** recorded_by of a run record. */
function runRecordOf(run: RunRecord): Record<string, unknown> {
  return {
    tool: 'passport-gate',
    version: VERSION,
    method: 'run',
    command: [...run.command],
    working_directory: run.workingDirectory,
    exit_code: run.exitCode,
    started_at: run.startedAt,
    ended_at: run.endedAt,
    outputs: run.declaredOutputs ? 'declared' : 'directory',
    ...(run.program ? { program: { path: run.program.path, version: run.program.version } } : {}),
    ...(run.nondeterministic && run.nondeterministic.length > 0
      ? { nondeterministic: [...run.nondeterministic] }
      : {}),
  };
}

/**
 * The artifacts whose path or sha256 differs between the recorded passport and the one about to
 * be written, one line each (`output results/x.csv: sha256 ab12… → cd34…`, `input … added`).
 */
export function changedArtifacts(
  was: Passport | null,
  artifacts: Pick<StampArtifacts, 'inputs' | 'outputs'>,
): string[] {
  const lines: string[] = [];
  // Both sides through the passport model (the one reader of a passport's fields).
  const now = readPassport({ inputs: artifacts.inputs, outputs: artifacts.outputs });
  for (const kind of ['outputs', 'inputs'] as const) {
    const label = kind === 'outputs' ? 'output' : 'input';
    const before = new Map((was?.[kind] ?? []).map((a) => [a.path, a.sha256]));
    const after = new Map(now[kind].map((a) => [a.path, a.sha256]));
    for (const [p, sha] of after) {
      const old = before.get(p);
      if (old === undefined) lines.push(`${label} ${quoteUntrusted(p)} added`);
      else if (old !== sha)
        lines.push(
          `${label} ${quoteUntrusted(p)}: sha256 ${String(old).slice(0, 12)}… → ${String(sha).slice(0, 12)}…`,
        );
    }
    for (const p of before.keys())
      if (!after.has(p)) lines.push(`${label} ${quoteUntrusted(p)} removed`);
  }
  return lines;
}

/**
 * True when the recorded created_at is earlier than that of a consumed producer none of whose
 * recorded outputs is an input here: what chain-time-order reports. Re-stamping is its fix, so
 * such a passport is not "up to date": its created_at moves to now.
 */
function predatesProducer(input: ComposeInput): boolean {
  const recordedTime = Date.parse(input.previous.passport?.createdAt ?? '');
  if (!Number.isFinite(recordedTime)) return false;
  return input.consumed.some((c) => warnsTimeOrder(input, c, recordedTime) !== null);
}

/**
 * The producer behind consumed id `c` when the audit's chain-time-order would warn of it for a
 * passport created at `time`: created later, and no input here is an output it records now.
 */
function warnsTimeOrder(input: ComposeInput, c: string, time: number): LoadedPassport | null {
  const producer = input.chain.byId.get(c)?.[0];
  const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
  if (!producer || !(producerTime > time)) return null;
  for (const [rel, sha] of input.artifacts.inputDigests)
    if (input.chain.producersOf(rel, sha).includes(producer)) return null;
  return producer;
}

/** The id of a new passport: `reuseId` unless a passport already holds it, else a fresh one. */
function newPassportId(options: StampOptions, chain: ChainIndex<LoadedPassport>): string {
  const reuse = options.reuseId;
  if (reuse !== undefined && !chain.byId.has(foldPassportId(reuse))) return reuse;
  return (options.newId ?? randomUUID)();
}

/** produced_by: recorded, with what the caller gives; skill and skill_version are required. */
function composeProducedBy(
  recorded: Passport | null,
  options: StampOptions,
  passportPath: string,
): Record<string, unknown> {
  const producedBy: Record<string, unknown> = { ...recorded?.producedBy };
  if (options.skill !== undefined) producedBy.skill = options.skill;
  if (options.skillVersion !== undefined) producedBy.skill_version = options.skillVersion;
  if (options.agent !== undefined) producedBy.agent = options.agent;
  if (options.sessionId !== undefined) producedBy.session_id = options.sessionId;
  if (
    (options.skill ?? recorded?.skill ?? null) === null ||
    (options.skillVersion ?? recorded?.skillVersion ?? null) === null
  ) {
    throw new StampError(
      `${quoteUntrusted(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`,
    );
  }
  return producedBy;
}

/** downstream_hints: recorded, next_skills and expected_inputs replaced when given. */
function composeHints(recorded: Passport | null, options: StampOptions): Record<string, unknown> {
  const hints: Record<string, unknown> = { ...recorded?.downstreamHints };
  hints.next_skills = options.nextSkills ? [...options.nextSkills] : (recorded?.nextSkills ?? []);
  if (options.expectedInputs) hints.expected_inputs = [...options.expectedInputs];
  return hints;
}

/** Refuses a passport the schema rejects, naming the flag that sets each bad value. */
function validate(candidate: Record<string, unknown>, dir: string): void {
  const violations = validateWithSchema('passport', candidate);
  if (violations.length > 0) {
    refuse(
      `the passport for ${quoteUntrusted(dir)} would not be a valid Material Passport v1:`,
      violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`),
      'Nothing was written.',
    );
  }
}

/**
 * Notes on what the audit will say of the passport: clocks against producers, failed steps, a
 * passport that vouches for nothing.
 */
function noteConsequences(passport: Passport, input: ComposeInput): void {
  // Only what the audit will warn of: a producer whose current outputs this passport reads
  // (an unchanged downstream re-run) is in order, whatever the two created_at say.
  for (const c of input.consumed) {
    const producer = warnsTimeOrder(input, c, Date.parse(passport.createdAt ?? ''));
    if (producer) {
      input.notes.push(
        `consumed passport ${quoteUntrusted(producer.path)} was created later (${quoteUntrusted(producer.summary?.createdAt)}) than this one, and none of its outputs is an input here; check the consumed id and the clocks (the audit fails it: chain-time-order).`,
      );
    }
  }
  for (const failed of failedSteps(passport)) {
    input.notes.push(
      `this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`,
    );
  }
  if (!vouchesFor(passport))
    input.notes.push(
      'this passport records no input (other than code), no cited source and no parameter, so it vouches for nothing; the audit fails it (passport-vouches-nothing) until it names each file the step read (--input) or, for a step that reads no file, what it was given (--param).',
    );
}

/** Which CLI flag sets the value at a schema pointer, for refusal messages. */
function hintFor(pointer: string): string {
  if (pointer.startsWith('/produced_by/skill_version')) return ' (--skill-version)';
  if (pointer.startsWith('/produced_by/skill')) return ' (--skill: lowercase letters, digits, "-")';
  if (pointer.startsWith('/decisions')) return ' (--decision step=…,choice=…,rationale=…)';
  if (pointer.startsWith('/errors')) return ' (--error step=…,tool=…,exit=…)';
  if (pointer.startsWith('/downstream_hints/next_skills')) return ' (--next-skill)';
  if (pointer.startsWith('/consumed_passports')) return ' (--consumes)';
  if (pointer === '/passport_id')
    return ' (fix the recorded id, or delete the file and stamp again for a new one)';
  return '';
}

/** Replaces entries of `before` whose key matches a new entry; appends the rest. */
function upsert(
  before: readonly unknown[],
  added: readonly object[],
  key: (v: unknown) => string,
): unknown[] {
  const result = [...before];
  for (const item of added) {
    const k = key(item);
    const at = result.findIndex((r) => isObject(r) && key(r) === k);
    if (at >= 0) result[at] = { ...item };
    else result.push({ ...item });
  }
  return result;
}
