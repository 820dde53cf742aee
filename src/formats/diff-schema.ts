/**
 * The provenance diff schema (schemas/diff.v1.schema.json). Its precompiled validator shares a
 * module with the report's (the report's `diff` refers to it), loaded on demand: nothing on
 * the audit's path validates a diff.
 */
import generated from './generated/report-validator.cjs';
import {
  registerValidators,
  validateWithSchema,
  type SchemaViolation,
} from './schema-validator.js';

registerValidators(generated.validators);

/** Validates a parsed provenance diff; returns the violations (empty when valid). */
export function validateDiff(value: unknown): SchemaViolation[] {
  return validateWithSchema('diff', value);
}
