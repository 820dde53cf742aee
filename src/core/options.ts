/**
 * Values of the options the CLI and the action share, in one place: what
 * `--fail-on` and the `fail-on` input accept, and the report formats of
 * `audit` and `merge`.
 */
import type { FailOn } from '../rules/registry.js';

/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
export const FAIL_ON_VALUES = [
  'error',
  'warning',
  'notice',
  'never',
] as const satisfies readonly FailOn[];

/** Formats of the report `audit` and `merge` print or write. */
export const REPORT_FORMATS = ['text', 'json', 'markdown', 'sarif'] as const;

/** One of {@link REPORT_FORMATS}. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** True when `value` is one of `values` (an option's allowed values). */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
