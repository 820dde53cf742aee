/**
 * JSON Schema validation with ajv. The project's own schemas are compiled once
 * per process in one trusted instance; a schema that comes from the audited
 * repository is never compiled here (see {@link compileUntrustedSchema}).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';
import addFormatsModule from 'ajv-formats';
import passportSchema from '../../schemas/passport.v1.schema.json' with { type: 'json' };
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import reportSchema from '../../schemas/report.v1.schema.json' with { type: 'json' };
import precompiled from './generated/validators.cjs';

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020, formats?: string[]) => Ajv2020;

/** One schema violation, with the pointer of the offending value. */
export interface SchemaViolation {
  pointer: string;
  message: string;
}

let trusted: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();
/** Schemas registered by format modules, added to the runtime instance only if one is needed. */
const registered = new Map<string, object>([
  ['passport', passportSchema],
  ['config', configSchema],
  ['report', reportSchema],
]);

function getTrustedAjv(): Ajv2020 {
  if (!trusted) {
    // allErrors: one finding per violation, as the rules promise. validateSchema: false because
    // checking our own schemas against the 2020-12 meta-schema compiles the meta-schema first,
    // some 60 ms on every CLI start (docs/performance.md); __tests__/schemas-meta.test.ts checks
    // them instead, once, where a broken schema belongs: in CI.
    trusted = new Ajv2020({
      allErrors: true,
      strict: true,
      allowUnionTypes: true,
      validateSchema: false,
    });
    addFormats(trusted, ['date-time', 'uri', 'email']);
    for (const [key, schema] of registered) trusted.addSchema(schema, key);
  }
  return trusted;
}

/** Registers an additional bundled (trusted) schema under `key`. Idempotent and cheap. */
export function registerSchema(key: string, schema: object): void {
  if (registered.has(key)) return;
  registered.set(key, schema);
  trusted?.addSchema(schema, key);
}

/**
 * Returns the validator of a bundled schema: the one precompiled by
 * scripts/compile-schemas.mjs (no compilation at run time), or, for a schema
 * registered without one, compiled once by the trusted runtime instance.
 */
export function getValidator(key: string): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn =
      (precompiled.validators[key] as ValidateFunction | undefined) ??
      getTrustedAjv().getSchema(key);
    if (!fn) throw new Error(`schema ${key} is not registered`);
    compiled.set(key, fn);
  }
  return fn;
}

/** Turns ajv errors into violations with readable messages and pointers. */
export function toViolations(errors: readonly ErrorObject[] | null | undefined): SchemaViolation[] {
  if (!errors) return [];
  return errors.map((e) => {
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      message = `missing required property "${missing}"`;
    } else if (e.keyword === 'additionalProperties') {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      pointer = `${pointer}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      message = `unknown property "${extra}"`;
    } else if (e.keyword === 'enum') {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (e.keyword === 'pattern' && e.parentSchema && typeof e.parentSchema === 'object') {
      const desc = (e.parentSchema as { description?: string }).description;
      if (desc)
        message = `must be ${desc.charAt(0).toLowerCase()}${desc.slice(1).replace(/\.$/, '')}`;
    }
    return { pointer, message };
  });
}

/** Validates `value` against a bundled schema; returns the violations (empty when valid). */
export function validateWithSchema(key: string, value: unknown): SchemaViolation[] {
  const fn = getValidator(key);
  return fn(value) ? [] : toViolations(fn.errors);
}

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
      validateSchema: true,
      addUsedSchema: false,
      code: { regExp: linearRegExp },
    });
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
