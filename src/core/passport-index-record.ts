/**
 * A passport's index fields ({@link PassportIndexFields}: what changed mode reads of every
 * passport out of scope) as one record of text, for the facts cache (hash/content-cache.ts:
 * passport blob id → these fields). The fields are a pure function of the passport's bytes, so
 * a record learned from a blob's bytes stands for every later reading of the same blob. The
 * record is a JSON array in a fixed order (no key names: 10,000 records in one file), read back
 * field by field with every type checked, so a record that is not exactly one this file wrote
 * reads as none (the caller then reads the passport). Artifacts come back with their keys in
 * readPassportIndex's order, so a record read back is deep-equal to the reading it was made
 * from, key order included (a property test holds it).
 *
 * Bump {@link PASSPORT_INDEX_RECORD_VERSION} whenever the reading changes (readPassportIndex,
 * formats/passport.ts parsePassportBytes, the caps): a cache written under another version
 * serves no passport.
 */
import type { ArtifactRef, PassportIndexFields } from './passport.js';

/** The version of the record and of the reading it caches (see the file comment). */
export const PASSPORT_INDEX_RECORD_VERSION = 1;

/** The record of `fields` (see the file comment). */
export function encodePassportIndex(fields: PassportIndexFields): string {
  return JSON.stringify([
    fields.id,
    fields.writtenId,
    fields.createdAt,
    fields.skill,
    fields.skillVersion,
    fields.consumed,
    fields.inputs.map(encodeArtifact),
    fields.outputs.map(encodeArtifact),
  ]);
}

function encodeArtifact(a: ArtifactRef): unknown[] {
  return [a.index, a.path, a.sha256, a.sizeBytes, a.source, a.external, a.uri, a.type];
}

/** The fields of a record {@link encodePassportIndex} wrote, or null for anything else. */
export function decodePassportIndex(text: string): PassportIndexFields | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(v) || v.length !== 8) return null;
  const [id, writtenId, createdAt, skill, skillVersion, consumed, inputs, outputs] = v as unknown[];
  if (!isStringOrNull(id) || !isStringOrNull(writtenId) || !isStringOrNull(createdAt)) return null;
  if (!isStringOrNull(skill) || !isStringOrNull(skillVersion)) return null;
  if (!Array.isArray(consumed) || !consumed.every((c) => typeof c === 'string')) return null;
  const ins = decodeArtifacts(inputs);
  const outs = decodeArtifacts(outputs);
  if (ins === null || outs === null) return null;
  return {
    id,
    writtenId,
    createdAt,
    skill,
    skillVersion,
    consumed: consumed as string[],
    inputs: ins,
    outputs: outs,
  };
}

function decodeArtifacts(list: unknown): ArtifactRef[] | null {
  if (!Array.isArray(list)) return null;
  const out: ArtifactRef[] = [];
  for (const item of list) {
    if (!Array.isArray(item) || item.length !== 8) return null;
    const [index, path, sha256, sizeBytes, source, external, uri, type] = item as unknown[];
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return null;
    if (typeof path !== 'string' || !isStringOrNull(sha256)) return null;
    if (sizeBytes !== null && !(typeof sizeBytes === 'number' && Number.isSafeInteger(sizeBytes)))
      return null;
    if (!isStringOrNull(source) || typeof external !== 'boolean') return null;
    if (!isStringOrNull(uri) || !isStringOrNull(type)) return null;
    out.push({ index, path, sha256, sizeBytes, source, external, uri, type });
  }
  return out;
}

const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
