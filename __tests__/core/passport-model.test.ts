/**
 * One passport model (src/core/passport.ts): the only file of src/ that reads a field off a
 * passport's JSON, and it reads every field the schema declares. A new passport field is then
 * one line of the model and its reader, and each command reads it from the model.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { findPassportReaders } from '../../scripts/passport-readers.mjs';
import { readDecisions, readFailures, readPassport } from '../../src/core/passport.js';

const readers = (): { file: string; fields: string[] }[] => findPassportReaders();

describe('the passport model', () => {
  it('is the one file of src/ that reads a field of a passport document', () => {
    const found = readers();
    expect(found.map((r) => r.file)).toEqual(['src/core/passport.ts']);
    // Every top-level field of the schema is read there.
    const schema = JSON.parse(readFileSync('schemas/passport.v1.schema.json', 'utf8')) as {
      properties: Record<string, unknown>;
    };
    expect(found[0]?.fields).toEqual(expect.arrayContaining(Object.keys(schema.properties)));
  }, 60_000);

  it('reads a malformed passport without throwing: wrong types count as absent', () => {
    const p = readPassport({
      passport_id: 'ABC',
      produced_by: 'nope',
      outputs: [{ path: 'a', sha256: 5, size_bytes: 1.5 }, { sha256: 'x' }, 7],
      errors: [{ step: 's', tool: 't', exit_code: 2 }, null, { exit_code: 0 }],
      decisions: [{ step: 'a' }, { step: 'a' }, {}],
      consumed_passports: ['X', 3],
    });
    expect(p.id).toBe('abc');
    expect(p.writtenId).toBe('ABC');
    expect(p.skill).toBeNull();
    expect(p.producedBy).toEqual({});
    expect(p.outputs).toEqual([
      expect.objectContaining({ index: 0, path: 'a', sha256: null, sizeBytes: null }),
    ]);
    expect(p.consumed).toEqual(['x']);
    expect(readFailures(p).map((f) => [f.step, f.exitCode])).toEqual([['s', 2]]);
    expect(readDecisions(p).map((d) => d.key)).toEqual(['step:a', 'step:a#2', '#2']);
    expect(readPassport(null).errors).toEqual([]);
    expect(readPassport([1, 2]).inputs).toEqual([]);
  });
});
