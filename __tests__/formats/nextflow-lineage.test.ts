import { describe, expect, it } from 'vitest';
import { readLineageRecord } from '../../src/formats/nextflow-lineage.js';
import { readVendoredRecord } from '../helpers/nextflow-lineage.js';

describe('a Nextflow lineage record against the lineage v1beta1 schema', () => {
  it.each([
    ['valid_task_run.json', 'TaskRun'],
    ['valid_file_output.json', 'FileOutput'],
    ['valid_task_output.json', 'TaskOutput'],
  ])("reads the schema's valid record %s as a %s", async (name, kind) => {
    const read = readLineageRecord((await readVendoredRecord(name)).text);
    expect(read).toMatchObject({ ok: true, record: { kind } });
  });
  it.each([
    ['invalid_missing_envelope.json', 'is not a lineage record: it lacks the envelope'],
    [
      'invalid_wrong_kind.json',
      'has kind "NotARealKind", which is none of WorkflowRun, WorkflowOutput, Workflow, TaskRun, TaskOutput, FileOutput',
    ],
    [
      'invalid_wrong_version.json',
      'has version "lineage/v2"; passport-gate reads lineage/v1beta1 records only',
    ],
  ])("refuses the schema's invalid record %s, saying why", async (name, why) => {
    const read = readLineageRecord((await readVendoredRecord(name)).text);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([expect.stringContaining(why)]);
  });
  it('names the field of a spec that breaks the schema (the compiled schema is applied)', async () => {
    const { value } = await readVendoredRecord('valid_task_run.json');
    const spec = value.spec as Record<string, unknown>;
    const read = readLineageRecord(
      JSON.stringify({ ...value, spec: { ...spec, input: 'fasta', codeChecksum: { value: 3 } } }),
    );
    expect(read.ok ? [] : read.problems.sort()).toEqual([
      '/spec/codeChecksum/value: must be string,null',
      '/spec/input: must be array,null',
    ]);
  });
  it('refuses text that is not JSON', () => {
    const read = readLineageRecord('{"version":');
    expect(read.ok ? [] : read.problems).toEqual([expect.stringMatching(/^is not JSON \(/)]);
  });
});
