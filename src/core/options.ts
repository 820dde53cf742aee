/**
 * Values of the options the CLI and the action share, in one place: what
 * `--fail-on` and the `fail-on` input accept (the report formats are the
 * renderer record's, src/report/renderers.ts).
 */
import type { FailOn } from './rule-registry.js';

/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
export const FAIL_ON_VALUES = [
  'error',
  'warning',
  'notice',
  'never',
] as const satisfies readonly FailOn[];

/** True when `value` is one of `values` (an option's allowed values). */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
