/**
 * The worker's source is derived from file-processor.ts: every function of that module is
 * declared in it by name (hash-worker.ts HASH_WORKER_SOURCE). That holds only while every
 * function there is exported (a function left unexported would be called by a step and be
 * missing in the worker), and while the module imports nothing but types.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as processor from '../../src/hash/file-processor.js';
import { HASH_WORKER_SOURCE } from '../../src/hash/hash-worker.js';

const FILE = 'src/hash/file-processor.ts';
const source = ts.createSourceFile(FILE, readFileSync(FILE, 'utf8'), ts.ScriptTarget.Latest, true);

describe('the file processor, the source of the hashing threads', () => {
  it('exports every function it declares, so the worker declares each one', () => {
    const declared = source.statements.filter(ts.isFunctionDeclaration).map((f) => ({
      name: f.name?.text,
      exported: f.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false,
    }));
    expect(declared.filter((f) => !f.exported).map((f) => f.name)).toEqual([]);
    expect(declared.length).toBeGreaterThan(10);
    for (const { name } of declared) expect(HASH_WORKER_SOURCE).toContain(`function ${name}(`);
    expect(Object.keys(processor).sort()).toEqual(declared.map((f) => f.name).sort());
  });

  it('declares nothing else at the top level and imports types alone', () => {
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) expect(statement.importClause?.isTypeOnly).toBe(true);
      else
        expect(
          ts.isFunctionDeclaration(statement) || ts.isInterfaceDeclaration(statement),
          statement.getText().slice(0, 80),
        ).toBe(true);
    }
  });

  it('names a failure by its code when it is text, else EIO (never "[object Object]", never a throw)', () => {
    expect(processor.errorCode(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('ENOENT');
    for (const error of [null, undefined, 'EACCES', { code: { errno: 13 } }, { code: 13 }, {}])
      expect(processor.errorCode(error)).toBe('EIO');
  });
});
