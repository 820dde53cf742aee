/**
 * The engine-records family's readings (docs/rules.md "The workflow engine's record"): how a
 * command is split into words, how a parameter value may be spelled on the engine's side, and
 * that an upstream passport the rule was given is no missing input. The rules themselves:
 * __tests__/cases/engine-*; with real Snakemake: __tests__/python/snakemake-engine.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { splitShellWords, spellValue } from '../../src/rules/families/engine-records.js';
import { captureIo } from '../helpers/cli-io.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';
import { witnessPipeline } from '../helpers/snakemake-records.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const r of repos.splice(0)) await r.remove();
});

describe('splitShellWords', () => {
  it('splits as a POSIX shell splits words, quotes removed, operators words of their own', () => {
    expect(splitShellWords(`a 'b c' "d \\"e\\" $x" f\\ g;h&&i > out 2>&1 |tee ''`)).toEqual([
      'a',
      'b c',
      'd "e" $x',
      'f g',
      ';',
      'h',
      '&&',
      'i',
      '>',
      'out',
      '2',
      '>&',
      '1',
      '|',
      'tee',
      '',
    ]);
  });
  it('ends an unclosed quote at the end of the command, never loops', () => {
    expect(splitShellWords(`echo 'open`)).toEqual(['echo', 'open']);
    expect(splitShellWords(`echo "open`)).toEqual(['echo', 'open']);
    expect(splitShellWords('echo \\')).toEqual(['echo', '']);
  });
});

describe('spellValue', () => {
  it('spells a number as Python may have been given it: a number or a string', () => {
    expect(spellValue(20).repr).toEqual(expect.arrayContaining(['20', '20.0', "'20'"]));
    expect(spellValue('20').repr).toEqual(expect.arrayContaining(["'20'", '20']));
    expect(spellValue(true).repr).toEqual(expect.arrayContaining(['True', "'true'"]));
    expect(spellValue('x').words).toEqual(['x']);
  });
});

describe('engine inputs', () => {
  it('an upstream passport the rule was given is recorded in consumed_passports, not missing', async () => {
    const repo = await TempRepo.create('pg-engine-');
    repos.push(repo);
    await buildPipeline(repo);
    await witnessPipeline(repo, (rule, spec) => {
      if (rule === 'variants') spec.input?.push('results/align/align.passport.json');
    });
    const io = captureIo(repo.root, {});
    const code = await runCli(['audit', '--all', '--format', 'json'], io);
    expect(JSON.parse(io.out())).toMatchObject({ findings: [] });
    expect(code).toBe(0);
  });
});
