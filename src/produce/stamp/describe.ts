/**
 * What a stamp changed, line by line, for the person who ran it.
 */
import { isDeepStrictEqual } from 'node:util';
import { quoteUntrusted } from '../../util/untrusted.js';
import type { ArtifactRef, Passport } from '../../core/passport.js';

/** Short digest for change lines. */
const short = (sha: string | null): string => (sha === null ? '?' : `${sha.slice(0, 12)}…`);

/** An artifact entry's recorded fields, but its position in the list. */
const fieldsOf = ({ index: _index, ...fields }: ArtifactRef) => fields;

/** The model fields compared whole: a change is one `~ field` line. */
const WHOLE_FIELDS = [
  ['schema_version', (p: Passport) => p.schemaVersion],
  ['produced_by', (p: Passport) => p.producedBy],
  ['decisions', (p: Passport) => p.decisions],
  ['parameters', (p: Passport) => p.parameters],
  ['errors', (p: Passport) => p.errors.map((e) => e.recorded)],
  ['downstream_hints', (p: Passport) => p.downstreamHints],
] as const;

/** Human lines describing how `next` differs from `before` (both read: core/passport.ts). */
export function describeChanges(
  before: Passport | null,
  next: Passport,
  passportPath: string,
): string[] {
  if (before === null) {
    return [
      `+ ${passportPath}: new passport ${next.writtenId ?? '?'} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed.length} consumed passport(s)`,
    ];
  }
  const lines: string[] = [];
  for (const kind of ['inputs', 'outputs'] as const) {
    const label = kind.slice(0, -1);
    const old = new Map<string, ArtifactRef>();
    for (const item of before[kind]) old.set(item.path, item);
    const now = new Map(next[kind].map((a) => [a.path, a]));
    for (const [p, a] of now) {
      const o = old.get(p);
      if (!o) lines.push(`+ ${label} ${quoteUntrusted(p)} sha256 ${short(a.sha256)}`);
      else if (o.sha256 !== a.sha256)
        lines.push(
          `~ ${label} ${quoteUntrusted(p)} sha256 ${short(o.sha256)} → ${short(a.sha256)}`,
        );
      else if (!isDeepStrictEqual(fieldsOf(o), fieldsOf(a)))
        lines.push(`~ ${label} ${quoteUntrusted(p)} metadata`);
    }
    for (const p of old.keys()) if (!now.has(p)) lines.push(`- ${label} ${quoteUntrusted(p)}`);
  }
  for (const c of next.consumed)
    if (!before.consumed.includes(c)) lines.push(`+ consumed_passports ${quoteUntrusted(c)}`);
  for (const c of before.consumed)
    if (!next.consumed.includes(c)) lines.push(`- consumed_passports ${quoteUntrusted(c)}`);
  for (const [key, field] of WHOLE_FIELDS)
    if (!isDeepStrictEqual(field(before), field(next))) lines.push(`~ ${key}`);
  if (lines.length === 0 && before.createdAt !== next.createdAt)
    lines.push(
      `~ created_at ${quoteUntrusted(before.createdAt)} → ${quoteUntrusted(next.createdAt)} (after its producer's)`,
    );
  if (lines.length === 0) lines.push('~ order or formatting of entries');
  return lines;
}
