/**
 * JSON Schema validation of the project's own schemas with ajv validators
 * compiled ahead of time (scripts/compile-schemas.mjs, ajv standalone): no
 * schema is compiled at run time, and ajv's compiler is not even loaded, which
 * keeps it off every CLI start (docs/performance.md). A schema that comes from
 * the audited repository is compiled elsewhere, in isolation
 * (untrusted-schema.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { FindingInput } from '../core/findings.js';
import type { RuleId } from '../core/rule-registry.js';
import precompiled from './generated/validators.cjs';

/** One schema violation, with the pointer of the offending value. */
export interface SchemaViolation {
  pointer: string;
  message: string;
}

/**
 * The precompiled validators loaded so far, by schema key. The passport and config schemas
 * (every audit needs them) are here from the start; the report and handoff schemas are added
 * by the modules that need them (report-schema.ts, handoff-schemas.ts), so a passport audit
 * never parses their code.
 */
const loaded = new Map<string, ValidateFunction>();

/** Adds generated validators to those {@link getValidator} knows. */
export function registerValidators(
  validators: Readonly<Record<string, ValidateFunction | undefined>>,
): void {
  for (const [key, fn] of Object.entries(validators)) if (fn) loaded.set(key, fn);
}
registerValidators(precompiled.validators);

/**
 * Returns the precompiled validator of a bundled schema. Every schema under
 * schemas/ is compiled by scripts/compile-schemas.mjs (a test keeps the
 * generated files in step), so an unknown key is a programming error: a key
 * whose module was not imported, or a schema that was never compiled.
 */
export function getValidator(key: string): ValidateFunction {
  const fn = loaded.get(key);
  if (!fn) throw new Error(`no precompiled validator for schema ${key} is loaded`);
  return fn;
}

/**
 * Patterns whose violation reads better in words than as the pattern (the precompiled
 * validators keep no parent schema, so a pattern's description is not at hand).
 */
const PATTERN_WORDS: ReadonlyMap<string, string> = new Map([
  ['^[^\\x00]*$', 'must not contain a NUL character (no file name holds one)'],
]);

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
    } else if (e.keyword === 'pattern' && PATTERN_WORDS.has(String(e.params.pattern))) {
      message = PATTERN_WORDS.get(String(e.params.pattern)) as string;
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
 * Schema violations reported one by one per document; past it, one finding counts the rest. A
 * passport of 90,000 malformed outputs would otherwise be 90,000 findings of one mistake, each
 * placed by a position lookup (and an annotation, a SARIF result, a summary row).
 */
export const MAX_SCHEMA_FINDINGS_PER_DOCUMENT = 100;

/**
 * Validates `value` against a bundled schema and turns each violation into a
 * finding of `rule` on `path`, placed by `at` (pointer → line and column); at most
 * {@link MAX_SCHEMA_FINDINGS_PER_DOCUMENT}, then one finding for the rest.
 */
export function schemaFindings(
  key: string,
  value: unknown,
  finding: { rule: RuleId; path: string; passport_id?: string | undefined },
  at: (pointer: string) => { pointer: string; line?: number; column?: number },
): FindingInput[] {
  const violations = validateWithSchema(key, value);
  const shown = violations.slice(0, MAX_SCHEMA_FINDINGS_PER_DOCUMENT).map((v) => ({
    ...finding,
    ...at(v.pointer),
    message: `${v.pointer || '(root)'} ${v.message}.`,
  }));
  const rest = violations.length - shown.length;
  if (rest > 0) {
    shown.push({
      ...finding,
      ...at(''),
      message: `${rest} more schema violation(s) are not listed one by one; fix the ${MAX_SCHEMA_FINDINGS_PER_DOCUMENT} above (often one mistake repeated) and audit again.`,
    });
  }
  return shown;
}
