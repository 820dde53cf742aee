/**
 * Tolerant readers of parsed, untrusted values: a document may hold anything
 * where a schema expects an object, an array or a string, and the summaries
 * and the stamper read what is there without throwing (the schema check
 * reports the shape).
 */

/** True when `value` is a JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `value` when it is a JSON object, else null. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return isObject(value) ? value : null;
}

/** `value` when it is a JSON object, else an empty one: for reading fields of what may be absent. */
export function asObjectOrEmpty(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}

/** `value` when it is an array, else an empty one. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `value` when it is a string, else undefined. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
