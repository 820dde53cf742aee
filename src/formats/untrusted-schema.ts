/**
 * Compiling a JSON Schema that comes from the audited repository (a packet's
 * payload schema). Its own module so that ajv's compiler and the RE2 engine are
 * loaded only by a run that meets such a schema (they cost some 20 ms of start-up).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';
import { toViolations, type SchemaViolation } from './schema-validator.js';
import metaValidator from './generated/meta-validator.cjs';

/**
 * `pattern` and `patternProperties` of a repository's schema run on RE2
 * (re2js, a pure-JS port of Google's linear-time engine) instead of V8's
 * backtracking engine: `^(a+)+$` against "aaaa…!" would otherwise take
 * exponential time and hang the gate. Patterns RE2 cannot express
 * (backreferences, lookaround) fail to compile, which is a finding.
 */
const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string) => {
    const re = RE2JS.compile(pattern);
    // ajv caches compiled patterns by toString(): it must be unique per pattern.
    return { test: (input: string) => re.test(input), toString: () => `re2:${pattern}` };
  },
  { code: 're2js' },
);

/**
 * A key equal for two JSON values exactly when ajv's deep equality (fast-deep-equal) holds:
 * objects with their keys sorted (key order does not matter), arrays in order, numbers as
 * JSON writes them (1 and 1.0 are one number, -0 is 0). The values come from a JSON parse whose
 * nesting is capped (MAX_JSON_DEPTH in json-source.ts), so the recursion is bounded.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `uniqueItems` in linear time. ajv compares every pair of items with a deep equality, so a
 * payload of 40,000 objects took 38 s and a repository could hold the gate for as long as it
 * liked; here each item is written once as a canonical key into a map. The verdict is ajv's
 * (a property test holds the two together); the reported pair follows ajv's general rule: the
 * last item that repeats an earlier one, and the nearest earlier copy.
 */
function validateUniqueItems(schema: unknown, data: unknown): boolean {
  if (schema !== true || !Array.isArray(data)) return true;
  const seen = new Map<string, { last: number; before: number }>();
  let found: { i: number; j: number } | null = null;
  for (let index = 0; index < data.length; index++) {
    const key = canonicalJson(data[index]);
    const entry = seen.get(key);
    if (entry === undefined) {
      seen.set(key, { last: index, before: -1 });
      continue;
    }
    entry.before = entry.last;
    entry.last = index;
    // Indexes rise, so the last repeat found is ajv's: the highest index with an earlier copy.
    found = { i: index, j: entry.before };
  }
  if (found === null) return true;
  const { i, j } = found;
  (validateUniqueItems as unknown as { errors: unknown[] }).errors = [
    {
      keyword: 'uniqueItems',
      params: { i, j },
      message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    },
  ];
  return false;
}

/** Size cap for a schema taken from the audited repository. */
export const UNTRUSTED_SCHEMA_MAX_BYTES = 64 * 1024;

/**
 * Compiles a schema that comes from the audited repository in its own ajv
 * instance: no $data, no remote refs (loadSchema absent, so any external $ref
 * fails to compile), strict mode off so unknown keywords are tolerated, and a
 * size cap. Returns an error message instead of throwing.
 */
export function compileUntrustedSchema(
  schema: unknown,
): { ok: true; validate: (value: unknown) => SchemaViolation[] } | { ok: false; message: string } {
  let serialized: string;
  try {
    serialized = JSON.stringify(schema) ?? '';
  } catch {
    return { ok: false, message: 'the schema cannot be serialized' };
  }
  if (serialized.length > UNTRUSTED_SCHEMA_MAX_BYTES) {
    return { ok: false, message: `the schema is larger than ${UNTRUSTED_SCHEMA_MAX_BYTES} bytes` };
  }
  if (typeof schema !== 'object' && typeof schema !== 'boolean')
    return { ok: false, message: 'the schema is not an object' };
  try {
    const isolated = new Ajv2020({
      allErrors: false,
      strict: false,
      $data: false,
      validateSchema: false,
      addUsedSchema: false,
      code: { regExp: linearRegExp },
    });
    // Every keyword whose cost grows faster than the payload is replaced: only uniqueItems does.
    isolated.removeKeyword('uniqueItems');
    isolated.addKeyword({
      keyword: 'uniqueItems',
      schemaType: 'boolean',
      errors: true,
      validate: validateUniqueItems,
    });
    // Checked against the 2020-12 meta-schema by a validator compiled at build time with these
    // options (scripts/compile-schemas.mjs): compiling the meta-schema here would cost 50-130 ms
    // of every run that meets a schema. The message is the one ajv's own check throws.
    const { validateMetaSchema } = metaValidator;
    if (!validateMetaSchema(schema)) {
      const errors = isolated.errorsText(validateMetaSchema.errors);
      return { ok: false, message: `the schema does not compile: schema is invalid: ${errors}` };
    }
    const fn = isolated.compile(schema as object);
    return {
      ok: true,
      validate: (value: unknown) => (fn(value) ? [] : toViolations(fn.errors)),
    };
  } catch (error) {
    return {
      ok: false,
      message: `the schema does not compile: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}
