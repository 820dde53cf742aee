/**
 * What changed in one passport between the base and the head: produced_by, inputs and
 * outputs (digest, size, source), parameters, decisions, recorded failures and
 * consumed_passports edges, and which other top-level fields differ. Pure; values are
 * compared as JSON values (isDeepStrictEqual), so key order inside an object does not count,
 * and numbers as their source text writes them where the reader kept the bytes (a seed edited
 * from 18446744073709551557 to 18446744073709551000 is one double, and a change all the same).
 */
import { isDeepStrictEqual } from 'node:util';
import type { ArtifactFact, PassportFacts } from './facts.js';
import type { PassportPair } from './match.js';
import { isSamePassportFile } from '../repo/stale.js';
import { formatSignerIdentity, signerIdentityKey } from '../core/signer.js';
import type {
  ArtifactChange,
  DecisionChange,
  EdgeChange,
  ErrorChange,
  ParameterChange,
  PassportChange,
  ProducedByChange,
  RecordMethod,
} from '../core/diff-model.js';
import { asObjectOrEmpty } from '../util/values.js';
import { readDecisions, readFailures, type Passport } from '../core/passport.js';
import { formatExactJson, readExactNumbers } from '../formats/json-source.js';

/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.hasOwn(o, key) ? o[key] : undefined;

/** Top-level fields itemized by the diff; other differing fields are named in `other_fields`. */
const ITEMIZED = new Set([
  'passport_id',
  'produced_by',
  'inputs',
  'outputs',
  'parameters',
  'decisions',
  'errors',
  'consumed_passports',
]);

const PRODUCED_BY_FIELDS = ['skill', 'skill_version', 'agent'] as const;

const sortedKeys = (a: Iterable<string>, b: Iterable<string>) =>
  [...new Set([...a, ...b])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

const orNull = (v: unknown) => (v === undefined ? null : v);

/** True when the two sides of a pair are the same readable passport content at the same path. */
function isUnchanged(pair: PassportPair<PassportFacts>): boolean {
  const { base, head } = pair;
  if (!base || !head || base.path !== head.path) return false;
  return isSamePassportFile(base.file, head.file);
}

function compareArtifacts(
  before: ReadonlyMap<string, ArtifactFact>,
  after: ReadonlyMap<string, ArtifactFact>,
  withSource: boolean,
): ArtifactChange[] {
  const out: ArtifactChange[] = [];
  for (const path of sortedKeys(before.keys(), after.keys())) {
    const a = before.get(path);
    const b = after.get(path);
    const sources =
      withSource && (a?.source ?? null) !== (b?.source ?? null)
        ? { old_source: a?.source ?? null, new_source: b?.source ?? null }
        : {};
    const base = {
      path,
      old_sha256: a?.sha256 ?? null,
      new_sha256: b?.sha256 ?? null,
      old_size_bytes: a?.size ?? null,
      new_size_bytes: b?.size ?? null,
    };
    if (!a) out.push({ change: 'added', ...base, ...sources });
    else if (!b) out.push({ change: 'removed', ...base, ...sources });
    else if (a.sha256 !== b.sha256 || a.size !== b.size || Object.keys(sources).length > 0)
      out.push({ change: 'changed', ...base, ...sources });
  }
  return out;
}

/** A side whose numbers as written are not known (the reader kept no bytes). */
const UNKNOWN = Symbol('numbers as written not known');

/**
 * A passport's document with every number as written (json-source.ts readExactNumbers), or
 * {@link UNKNOWN} when the reader kept no bytes or they do not parse.
 */
function readExactValue(facts: PassportFacts | null): unknown {
  const bytes = facts?.file.value === null ? undefined : facts?.file.bytes;
  const exact = bytes ? readExactNumbers(bytes) : null;
  return exact === null ? UNKNOWN : exact;
}

/**
 * The two sides of a comparison: `values` as JSON.parse read them (what the JSON diff carries)
 * and `exact` with numbers as written (what is compared and shown; {@link UNKNOWN} for a side
 * whose bytes were not kept).
 */
interface Sides {
  values: [unknown, unknown];
  exact: [unknown, unknown];
}

/** The member `key` of each side, in both readings. */
function memberOf(sides: Sides, key: string): Sides {
  const pick = (o: unknown) =>
    o === UNKNOWN
      ? UNKNOWN
      : o !== null && typeof o === 'object' && !Array.isArray(o)
        ? own(o as Record<string, unknown>, key)
        : undefined;
  return {
    values: [pick(sides.values[0]), pick(sides.values[1])],
    exact: [pick(sides.exact[0]), pick(sides.exact[1])],
  };
}

/** True when the two sides differ, numbers compared as written when both are known so. */
function differs(sides: Sides): boolean {
  const [a, b] = sides.exact.includes(UNKNOWN) ? sides.values : sides.exact;
  return !isDeepStrictEqual(a, b);
}

/**
 * `old_text`/`new_text` of a change: the value's JSON as its source wrote it, where that is not
 * what JSON.stringify makes of the parsed value (a number beyond a double's precision).
 */
function sourceTexts(sides: Sides): { old_text?: string; new_text?: string } {
  const out: { old_text?: string; new_text?: string } = {};
  const [a, b] = sides.exact;
  const [x, y] = sides.values;
  const known = (v: unknown) => v !== undefined && v !== UNKNOWN;
  if (known(a) && formatExactJson(a) !== JSON.stringify(x)) out.old_text = formatExactJson(a);
  if (known(b) && formatExactJson(b) !== JSON.stringify(y)) out.new_text = formatExactJson(b);
  return out;
}

function compareParameters(sides: Sides): ParameterChange[] {
  const [before, after] = sides.values;
  const isMap = (v: unknown) =>
    v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v));
  // `parameters` that is not an object on one side: one change of the whole value.
  if (!isMap(before) || !isMap(after)) {
    return differs(sides)
      ? [
          {
            change: 'changed',
            key: null,
            old: orNull(before),
            new: orNull(after),
            ...sourceTexts(sides),
          },
        ]
      : [];
  }
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const out: ParameterChange[] = [];
  for (const key of sortedKeys(Object.keys(a), Object.keys(b))) {
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    const member = memberOf(sides, key);
    const old = inA ? a[key] : null;
    const value = inB ? b[key] : null;
    const texts = sourceTexts(member);
    if (!inA) out.push({ change: 'added', key, old: null, new: value, ...texts });
    else if (!inB) out.push({ change: 'removed', key, old, new: null, ...texts });
    else if (differs(member)) out.push({ change: 'changed', key, old, new: value, ...texts });
  }
  return out;
}

function compareDecisions(before: Passport | null, after: Passport | null): DecisionChange[] {
  const a = new Map(readDecisions(before).map((d) => [d.key, d]));
  const b = new Map(readDecisions(after).map((d) => [d.key, d]));
  const fieldsOf = (d: {
    choice: unknown;
    alternatives_considered: unknown;
    rationale: unknown;
  }) => ({
    choice: d.choice,
    alternatives_considered: d.alternatives_considered,
    rationale: d.rationale,
  });
  const out: DecisionChange[] = [];
  // Decisions in the order the head records them, then those only the base had.
  const keys = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
  for (const key of keys) {
    const x = a.get(key);
    const y = b.get(key);
    if (!x && y) {
      out.push({ change: 'added', step: y.step, fields: [], old: null, new: fieldsOf(y) });
    } else if (x && !y) {
      out.push({ change: 'removed', step: x.step, fields: [], old: fieldsOf(x), new: null });
    } else if (x && y) {
      const fields = (['choice', 'alternatives_considered', 'rationale'] as const).filter(
        (f) => !isDeepStrictEqual(x[f], y[f]),
      );
      if (fields.length > 0)
        out.push({ change: 'changed', step: y.step, fields, old: fieldsOf(x), new: fieldsOf(y) });
    }
  }
  return out;
}

function compareFailures(before: Passport | null, after: Passport | null): ErrorChange[] {
  const a = new Map(readFailures(before).map((e) => [e.key, e]));
  const b = new Map(readFailures(after).map((e) => [e.key, e]));
  const out: ErrorChange[] = [];
  for (const [key, y] of b) {
    const x = a.get(key);
    if (!x)
      out.push({
        change: 'added',
        step: y.step,
        tool: y.tool,
        old_exit_code: null,
        new_exit_code: y.exitCode,
        stderr_excerpt: y.stderr,
      });
    else if (x.exitCode !== y.exitCode)
      out.push({
        change: 'changed',
        step: y.step,
        tool: y.tool,
        old_exit_code: x.exitCode,
        new_exit_code: y.exitCode,
        stderr_excerpt: y.stderr,
      });
  }
  for (const [key, x] of a) {
    if (b.has(key)) continue;
    out.push({
      change: 'resolved',
      step: x.step,
      tool: x.tool,
      old_exit_code: x.exitCode,
      new_exit_code: null,
      stderr_excerpt: x.stderr,
    });
  }
  return out;
}

/** Where each passport_id of either revision lives, for naming consumed_passports edges. */
export type PathOfId = (id: string) => string | null;

/**
 * A change of signer between the two sides, as labels, or null when the identities agree or a
 * side was not looked at (its reader read no bundles). One identity signing on another commit
 * is the same signer (core/signer.ts signerIdentityKey).
 */
function compareSigners(
  pair: PassportPair<PassportFacts>,
): { old: string | null; new: string | null } | null {
  const before = pair.base ? pair.base.file.signer : 'none';
  const after = pair.head ? pair.head.file.signer : 'none';
  if (before === undefined || after === undefined) return null;
  const key = (s: typeof before) => (typeof s === 'string' ? s : signerIdentityKey(s));
  if (key(before) === key(after)) return null;
  // A passport added or removed with no bundle on either side says nothing about signers.
  const label = (s: typeof before) =>
    s === 'none'
      ? null
      : s === 'unreadable'
        ? 'a bundle that names no readable signer'
        : formatSignerIdentity(s);
  return { old: label(before), new: label(after) };
}

/** How a passport's record was made, as the schema names it; null: absent, or not said. */
function recordMethodOf(p: Passport | null): RecordMethod | null {
  const method = p?.recordedBy?.method;
  // Only the two methods the schema names: another value says nothing a reviewer can rely on.
  return method === 'run' || method === 'stamp' ? method : null;
}

/** The change of one pair, or null when the two sides are the same. */
export function comparePair(
  pair: PassportPair<PassportFacts>,
  pathOfId: PathOfId,
): PassportChange | null {
  const signer = compareSigners(pair);
  if (isUnchanged(pair) && !signer) return null;
  const { base, head } = pair;
  const subject = (head ?? base) as PassportFacts;
  const baseValue = base?.file.value ?? null;
  const headValue = head?.file.value ?? null;
  const a = base?.summary ?? null;
  const b = head?.summary ?? null;
  const change: PassportChange = {
    change: !base ? 'added' : !head ? 'removed' : 'changed',
    path: subject.path,
    base_path: base?.path ?? null,
    head_path: head?.path ?? null,
    match: pair.match,
    base_id: base?.id ?? null,
    head_id: head?.id ?? null,
    skill: subject.skill,
    produced_by: [],
    outputs: compareArtifacts(base?.outputs ?? new Map(), head?.outputs ?? new Map(), false),
    inputs: compareArtifacts(base?.inputs ?? new Map(), head?.inputs ?? new Map(), true),
    parameters: [],
    decisions: compareDecisions(a, b),
    errors: compareFailures(a, b),
    consumed: { added: [], removed: [] },
    other_fields: [],
  };
  if (signer) change.signer = signer;
  change.recorded_by = { base: recordMethodOf(a), head: recordMethodOf(b) };
  if (base?.file.problem) change.base_problem = base.file.problem;
  if (head?.file.problem) change.head_problem = head.file.problem;

  const pbA = a?.producedBy ?? {};
  const pbB = b?.producedBy ?? {};
  for (const field of PRODUCED_BY_FIELDS) {
    const old = own(pbA, field);
    const value = own(pbB, field);
    if (!isDeepStrictEqual(old, value))
      change.produced_by.push({ field, old: orNull(old), new: orNull(value) } as ProducedByChange);
  }
  // Both documents with numbers as written, where the reader kept the bytes: a number edited
  // beyond a double's precision is then itemized (and shown as written), not hidden.
  const top: Sides = {
    values: [baseValue ?? undefined, headValue ?? undefined],
    exact: [base ? readExactValue(base) : undefined, head ? readExactValue(head) : undefined],
  };
  change.parameters = compareParameters({
    values: [a?.parameters, b?.parameters],
    exact: memberOf(top, 'parameters').exact,
  });

  const consumedA = new Set(a?.consumed ?? []);
  const consumedB = new Set(b?.consumed ?? []);
  const edge = (id: string): EdgeChange => ({ passport_id: id, path: pathOfId(id) });
  change.consumed.added = [...consumedB].filter((c) => !consumedA.has(c)).map(edge);
  change.consumed.removed = [...consumedA].filter((c) => !consumedB.has(c)).map(edge);

  // Fields that differ but are not itemized above, so a reader knows the diff is complete:
  // created_at of a re-stamp, downstream_hints, produced_by.session_id, an entry's `type`…
  if (base && head && baseValue !== null && headValue !== null) {
    // The two documents key by key, as recorded: what no field of the model itemizes.
    const topA = asObjectOrEmpty(baseValue);
    const topB = asObjectOrEmpty(headValue);
    const itemized: Record<string, number> = {
      produced_by: change.produced_by.length,
      inputs: change.inputs.length,
      outputs: change.outputs.length,
      parameters: change.parameters.length,
      decisions: change.decisions.length,
      errors: change.errors.length,
      consumed_passports: change.consumed.added.length + change.consumed.removed.length,
      passport_id: base.id !== head.id ? 1 : 0,
    };
    for (const key of sortedKeys(Object.keys(topA), Object.keys(topB))) {
      if (!differs(memberOf(top, key))) continue;
      if (!ITEMIZED.has(key)) change.other_fields.push(key);
      else if (key === 'produced_by') {
        for (const sub of sortedKeys(Object.keys(pbA), Object.keys(pbB)))
          if (
            !(PRODUCED_BY_FIELDS as readonly string[]).includes(sub) &&
            !isDeepStrictEqual(own(pbA, sub), own(pbB, sub))
          )
            change.other_fields.push(`produced_by.${sub}`);
      } else if (itemized[key] === 0) change.other_fields.push(key);
    }
  }
  return change;
}
