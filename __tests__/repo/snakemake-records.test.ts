/**
 * repo/snakemake-records.ts: Snakemake's records found and read as Snakemake 7.21 names them
 * (helpers/snakemake-records.ts), only inside the root and within the cap; every bad record a
 * reason, never a throw. The real engine's records: __tests__/python/snakemake-engine.test.ts.
 */
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import {
  decodeRecordName,
  MAX_ENGINE_RECORD_BYTES,
  readEngineRecords,
} from '../../src/repo/snakemake-records.js';
import { walkRepository } from '../../src/repo/tree.js';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import {
  renderSnakemakeRecord,
  snakemakeRecordName,
  writeSnakemakeRecord,
  witnessPipeline,
} from '../helpers/snakemake-records.js';

const repos: TempRepo[] = [];
const repo = async () => {
  const r = await TempRepo.create('pg-smk-');
  repos.push(r);
  return r;
};
afterEach(async () => {
  for (const r of repos.splice(0)) await r.remove();
});

const read = async (r: TempRepo, outputs: string[]) =>
  readEngineRecords(await walkRepository(r.root, DEFAULT_CONFIG), () => outputs);

describe('Snakemake record names', () => {
  it('decode as Snakemake encodes them, long names cut into @-chunks', () => {
    expect(decodeRecordName('cmVzdWx0cy9jb3VudHM=')).toBe('results/counts');
    const long = `results/${'d'.repeat(300)}/out.txt`;
    const name = snakemakeRecordName(long);
    expect(name.split('/').length).toBe(2);
    expect(name.startsWith('@')).toBe(true);
    expect(decodeRecordName(name)).toBe(long);
  });
  it('are null for what Snakemake would not write: its temporary files, non-canonical base64', () => {
    expect(decodeRecordName('tmpa8c_x3.cmVzdWx0')).toBeNull();
    expect(decodeRecordName('cmVzdWx0cy9jb3VudHM')).toBeNull(); // padding dropped
    expect(decodeRecordName('a/cmVzdWx0cy9jb3VudHM=')).toBeNull(); // a chunk without @
    expect(decodeRecordName(Buffer.from([0xff, 0xfe]).toString('base64url') + '==')).toBeNull();
  });
});

describe('readEngineRecords', () => {
  it('asks for the outputs only when the root holds a record directory, once', async () => {
    const r = await repo();
    await r.write('results/qc/a.txt', 'a');
    let asked = 0;
    const listOutputs = () => {
      asked++;
      return ['results/qc/a.txt'];
    };
    const none = await readEngineRecords(await walkRepository(r.root, DEFAULT_CONFIG), listOutputs);
    expect(none.workdirs).toEqual([]);
    expect(asked).toBe(0);
    await writeSnakemakeRecord(r, { output: 'results/qc/a.txt', rule: 'qc' });
    const one = await readEngineRecords(await walkRepository(r.root, DEFAULT_CONFIG), listOutputs);
    expect(asked).toBe(1);
    expect(one.byOutput.get('results/qc/a.txt')).toMatchObject({
      ok: true,
      record: { rule: 'qc' },
    });
  });
  it('finds a record by the output or its directory() output, in any working directory', async () => {
    const r = await repo();
    await writeSnakemakeRecord(r, { output: 'results/qc', rule: 'qc', input: ['results/reads'] });
    await writeSnakemakeRecord(
      r,
      { output: 'out/x.txt', rule: 'x', input: ['data/a.txt', '../outside.txt', '/abs/b'] },
      { workdir: 'workflow' },
    );
    const long = `results/${'d'.repeat(300)}/out.txt`;
    await writeSnakemakeRecord(r, { output: long, rule: 'long' });
    const engine = await read(r, ['results/qc/reads.qc.fq', 'workflow/out/x.txt', long, 'other']);
    expect([...engine.workdirs].sort()).toEqual(['.', 'workflow']);
    const qc = engine.byOutput.get('results/qc/reads.qc.fq');
    expect(qc).toMatchObject({ ok: true, record: { output: 'results/qc', rule: 'qc' } });
    const x = engine.byOutput.get('workflow/out/x.txt');
    expect(x?.ok && x.record.inputs).toEqual([
      { recorded: '../outside.txt', rel: 'outside.txt' },
      { recorded: '/abs/b', rel: null },
      { recorded: 'data/a.txt', rel: 'workflow/data/a.txt' },
    ]);
    expect(engine.byOutput.get(long)).toMatchObject({ ok: true, record: { rule: 'long' } });
    expect(engine.byOutput.has('other')).toBe(false);
  });

  it('ignores records of outputs outside the root', async () => {
    const r = await repo();
    await writeSnakemakeRecord(r, { output: '../../etc/x', rule: 'out' });
    await writeSnakemakeRecord(r, { output: '/etc/x', rule: 'abs' });
    const engine = await read(r, ['etc/x']);
    expect(engine.byOutput.size).toBe(0);
  });

  it('gives a reason for a record it cannot use, and never reads past the cap', async () => {
    const r = await repo();
    const spec = (output: string) => ({ output, rule: 'r' });
    await writeSnakemakeRecord(r, spec('a'), { text: '[1, 2]' });
    await writeSnakemakeRecord(r, spec('b'), { text: '{"rule": "r", "input": "x"}' });
    await writeSnakemakeRecord(r, spec('c'), {
      text: renderSnakemakeRecord(spec('c')).replace(
        '"starttime": 1781697000',
        '"starttime": "soon"',
      ),
    });
    await writeSnakemakeRecord(r, spec('d'), { text: ' '.repeat(MAX_ENGINE_RECORD_BYTES + 1) });
    await writeSnakemakeRecord(r, spec('e'), { text: '\u00ff{' });
    const engine = await read(r, ['a', 'b', 'c', 'd', 'e']);
    const why = (o: string) => {
      const got = engine.byOutput.get(o);
      return got && !got.ok ? got.why : null;
    };
    expect(why('a')).toBe('is not a JSON object');
    expect(why('b')).toBe('has no list of input paths (input)');
    expect(why('c')).toBe('has a starttime or endtime that is not a number');
    expect(why('d')).toBe(`is larger than ${MAX_ENGINE_RECORD_BYTES} bytes`);
    expect(why('e')).toMatch(/is not UTF-8 JSON/);
  });

  it('refuses a .snakemake or a record that is a symbolic link, and reads nothing through it', async () => {
    const outside = await repo();
    await writeSnakemakeRecord(outside, {
      output: 'results/variants/sampleA.vcf',
      rule: 'forged',
      input: ['elsewhere'],
    });
    const r = await repo();
    await buildPipeline(r);
    await symlink(path.join(outside.root, '.snakemake'), r.abs('.snakemake'));
    const engine = await read(r, ['results/variants/sampleA.vcf']);
    expect(engine.workdirs).toEqual([]);
    expect(engine.refused).toEqual([
      { path: '.snakemake', why: expect.stringMatching(/is a symbolic link/) as unknown },
    ]);
    expect(engine.byOutput.size).toBe(0);
    // through the command line: a finding under the link, no comparison with the forged record
    const io = captureIo(r.root, {});
    const code = await runCli(['audit', '--all', '--format', 'json'], io);
    const findings = (JSON.parse(io.out()) as { findings: { rule: string; path: string }[] })
      .findings;
    expect(findings.filter((f) => f.rule.startsWith('engine-'))).toEqual([
      expect.objectContaining({ rule: 'engine-record-unreadable', path: '.snakemake' }),
    ]);
    expect(code).toBe(1);

    // a record file that is a symbolic link (to a valid record outside) is refused too
    const s = await repo();
    await buildPipeline(s);
    await witnessPipeline(s);
    const name = snakemakeRecordName('results/variants/sampleA.vcf');
    const at = s.abs(`.snakemake/metadata/${name}`);
    await (await import('node:fs/promises')).rm(at);
    await mkdir(path.dirname(at), { recursive: true });
    await symlink(outside.abs(`.snakemake/metadata/${name}`), at);
    const linked = await read(s, ['results/variants/sampleA.vcf']);
    expect(linked.byOutput.get('results/variants/sampleA.vcf')).toMatchObject({
      ok: false,
      why: 'is a symbolic link',
    });
  });

  it('config engine: none reads no record at all', async () => {
    const r = await repo();
    await buildPipeline(r);
    await witnessPipeline(r, (rule, spec) => {
      if (rule === 'variants') spec.input = ['nothing'];
    });
    const audit = async (...args: string[]) => {
      const io = captureIo(r.root, {});
      return runCli(['audit', '--all', '--format', 'json', ...args], io);
    };
    expect(await audit()).toBe(1);
    await r.write('.passport-gate.yml', 'engine: none\n');
    expect(await audit()).toBe(0);
    // the operator's --engine is over the config's
    expect(await audit('--engine', 'auto')).toBe(1);
  });
});
