/**
 * What a stamp changed, line by line, for the person who ran it.
 */
import { isDeepStrictEqual } from 'node:util';
import { quoteUntrusted } from '../../core/untrusted.js';
import { asArray, isObject } from '../../core/values.js';
import type { MaterialPassport } from '../passport-types.js';

/** Short digest for change lines. */
const short = (sha: unknown): string => (typeof sha === 'string' ? `${sha.slice(0, 12)}…` : '?');

/** Human lines describing how `next` differs from `before`. */
export function describeChanges(
  before: Readonly<Record<string, unknown>> | null,
  next: MaterialPassport,
  passportPath: string,
): string[] {
  if (before === null) {
    return [
      `+ ${passportPath}: new passport ${next.passport_id} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed_passports?.length ?? 0} consumed passport(s)`,
    ];
  }
  const lines: string[] = [];
  for (const kind of ['inputs', 'outputs'] as const) {
    const label = kind.slice(0, -1);
    const old = new Map<string, Record<string, unknown>>();
    for (const item of asArray(before[kind])) {
      if (isObject(item) && typeof item.path === 'string') old.set(item.path, item);
    }
    const now = new Map(next[kind].map((a) => [a.path, a]));
    for (const [p, a] of now) {
      const o = old.get(p);
      if (!o) lines.push(`+ ${label} ${quoteUntrusted(p)} sha256 ${short(a.sha256)}`);
      else if (o.sha256 !== a.sha256)
        lines.push(
          `~ ${label} ${quoteUntrusted(p)} sha256 ${short(o.sha256)} → ${short(a.sha256)}`,
        );
      else if (!isDeepStrictEqual(o, a)) lines.push(`~ ${label} ${quoteUntrusted(p)} metadata`);
    }
    for (const p of old.keys()) if (!now.has(p)) lines.push(`- ${label} ${quoteUntrusted(p)}`);
  }
  const oldConsumed = asArray(before.consumed_passports).filter(
    (c): c is string => typeof c === 'string',
  );
  const newConsumed = next.consumed_passports ?? [];
  for (const c of newConsumed)
    if (!oldConsumed.includes(c)) lines.push(`+ consumed_passports ${quoteUntrusted(c)}`);
  for (const c of oldConsumed)
    if (!newConsumed.includes(c)) lines.push(`- consumed_passports ${quoteUntrusted(c)}`);
  for (const key of [
    'schema_version',
    'produced_by',
    'decisions',
    'parameters',
    'errors',
    'downstream_hints',
  ]) {
    if (!isDeepStrictEqual(before[key], next[key])) lines.push(`~ ${key}`);
  }
  if (lines.length === 0 && before.created_at !== next.created_at)
    lines.push(
      `~ created_at ${quoteUntrusted(before.created_at)} → ${quoteUntrusted(next.created_at)} (after its producer's)`,
    );
  if (lines.length === 0) lines.push('~ order or formatting of entries');
  return lines;
}
