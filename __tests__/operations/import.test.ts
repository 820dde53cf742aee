/**
 * The import operation (src/operations/import.ts): the records are read and checked in full,
 * and the passports written only when every task could be imported, so a store with one bad
 * task leaves the repository as it was, its good tasks included.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importPassports, IMPORT_FORMATS } from '../../src/operations/index.js';
import { buildLineageRun } from '../helpers/nextflow-lineage.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pg-op-import-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every *.passport.json under the root. */
async function passportFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true });
  return entries.filter((e) => e.endsWith('.passport.json')).sort();
}

describe('importPassports', () => {
  it('reads nextflow-lineage, the one format it knows', () => {
    expect(IMPORT_FORMATS).toEqual(['nextflow-lineage']);
  });

  it('writes each passport it returns, at the path it names', async () => {
    const run = await buildLineageRun(root);
    const notes: string[] = [];
    const result = await importPassports({
      root,
      from: 'nextflow-lineage',
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
      note: (line) => notes.push(line),
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.written.map((p) => p.path).sort()).toEqual(await passportFiles());
    expect(result.written).toHaveLength(2);
    for (const p of result.written)
      expect(JSON.parse(await readFile(path.join(root, p.path), 'utf8'))).toEqual(p.document);
    expect(notes).toEqual([]);
  });

  it('writes nothing, not even the good tasks, when one task is refused', async () => {
    const run = await buildLineageRun(root);
    // The kept task's output edited after Nextflow recorded it; the upstream task is fine.
    await writeFile(path.join(root, run.task.output), 'edited by hand\n');
    const result = await importPassports({
      root,
      from: 'nextflow-lineage',
      store: path.join(root, run.store),
      recordedRoot: run.recordedRoot,
      note: () => undefined,
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join('\n')).toMatch(/the file changed after Nextflow/);
    expect(await passportFiles()).toEqual([]);
  });
});
