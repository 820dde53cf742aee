/**
 * Values of the options the CLI and the action share, in one place: what
 * `--fail-on` and the `fail-on` input accept, and what `--shard` and the `shard` input
 * accept (the report formats are the renderer record's, src/report/renderers.ts). Both faces
 * parse an option here, so the command line and the action refuse the same values alike.
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

/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
export const MAX_SHARDS = 256;

/**
 * One shard of a matrix run (`--shard i/n`, the `shard` input): `index` is 1-based, as in
 * `--shard 2/4`. repo/shard.ts partitions the output directories by it.
 */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n ≤ {@link MAX_SHARDS}); returns a message saying what is wrong otherwise. */
export function parseShardSpec(
  text: string,
): { ok: true; shard: ShardSpec } | { ok: false; message: string } {
  const m = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
  if (!m)
    return {
      ok: false,
      message: `shard ${JSON.stringify(text)} is not of the form i/n (for example 2/4)`,
    };
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS) {
    return { ok: false, message: `shard count ${count} is out of range; use 1 to ${MAX_SHARDS}` };
  }
  if (index < 1 || index > count) {
    return {
      ok: false,
      message: `shard index ${index} is out of range; use 1 to ${count} (indices start at 1)`,
    };
  }
  return { ok: true, shard: { index, count } };
}
