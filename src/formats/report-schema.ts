/**
 * The JSON report schema (schemas/report.v1.schema.json), for what reads reports back
 * (`merge`). Its precompiled validator lives in a module of its own: an audit writes reports
 * but never validates one, so its start-up skips this code (readJsonReport imports it on demand).
 */
import generated from './generated/report-validator.cjs';
import {
  registerValidators,
  validateWithSchema,
  type SchemaViolation,
} from './schema-validator.js';

registerValidators(generated.validators);

/** Validates a parsed JSON report; returns the violations (empty when valid). */
export function validateReport(value: unknown): SchemaViolation[] {
  return validateWithSchema('report', value);
}
