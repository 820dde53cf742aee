/**
 * `stamp` writes what seed 000's hard rules require: `--source` is read as the audit reads a
 * citation (refused, with the citation to write, when it cites nothing), and stamp warns when
 * the passport it writes would fail the audit (a free-text source kept from before, an input
 * without provenance). In the library and through the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stamp, StampError } from '../../src/produce/stamp/index.js';
import { TempRepo } from '../helpers/repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli.js');
let repo: TempRepo;

beforeEach(async () => {
  repo = await TempRepo.create('pg-stamp-cite-');
  await repo.write('data/r.fq', 'reads');
  await repo.write('out/a.txt', 'a');
});
afterEach(async () => {
  await repo.remove();
});

const base = () => ({
  root: repo.root,
  directory: 'out',
  skill: 'align',
  skillVersion: '1.0.0',
  inputs: ['data/r.fq'],
});

describe('stamp --source', () => {
  it('refuses free text, names the identifier to write, and writes nothing', async () => {
    const refused = stamp({
      ...base(),
      inputSources: new Map([['data/r.fq', 'the reads of ENA run ERR123456']]),
    });
    await expect(refused).rejects.toThrow(StampError);
    await expect(refused).rejects.toThrow(/give --source data\/r.fq=ERR123456/);
    await expect(access(repo.abs('out/align.passport.json'))).rejects.toThrow();
  });

  it('accepts a verifiable record, and the passport audits clean of both hard rules', async () => {
    const result = await stamp({ ...base(), inputSources: new Map([['data/r.fq', 'ERR123456']]) });
    expect(result.passport.inputs[0]?.source).toBe('ERR123456');
    expect(result.warnings).toEqual([]);
  });

  it('through the CLI: exit 2 and the message; the corrected command writes it', () => {
    const run = (source: string) =>
      spawnSync(
        process.execPath,
        [
          cli,
          'stamp',
          'out',
          '--skill',
          'align',
          '--skill-version',
          '1.0.0',
          '--input',
          'data/r.fq',
          '--source',
          `data/r.fq=${source}`,
        ],
        { cwd: repo.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
    const refused = run('https://example.org/reads.fq');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      /without the date it was retrieved .*; give --source 'data\/r.fq=https:\/\/example.org\/reads.fq \(retrieved YYYY-MM-DD\)'/,
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const written = run('https://example.org/reads.fq (retrieved 2026-06-17)');
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).not.toMatch(/warning:/);
  });
});

describe('stamp warns about what the audit would reject', () => {
  it('an input without a cited record: input-unprovenanced, before it is written', async () => {
    const result = await stamp(base());
    expect(result.warnings).toEqual([
      expect.stringMatching(/no verifiable source, so the audit fails it \(input-unprovenanced\)/),
    ]);
  });

  it('a free-text source kept from the recorded passport: citation-invalid, with its fix', async () => {
    await repo.passport({
      dir: 'out',
      runId: 'align',
      skill: 'align',
      inputs: ['data/r.fq'],
      outputs: ['out/a.txt'],
      mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = 'from the lab'),
    });
    const result = await stamp({ root: repo.root, directory: 'out' });
    expect(result.warnings).toContainEqual(
      expect.stringMatching(
        /^the audit would report citation-invalid \(error\): source "from the lab"/,
      ),
    );
    const r = spawnSync(process.execPath, [cli, 'stamp', 'out'], {
      cwd: repo.root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^warning: the audit would report citation-invalid/m);
  });
});
