/**
 * Issue 35, item 7: a numeric parameter edited beyond a double's precision is a change the diff
 * itemizes and prints as the passport writes it. JSON.parse reads 18446744073709551557 and
 * 18446744073709551000 as one double, and 0.1 and 0.10000000000000000001 as another, so a diff
 * of parsed values counted the passport as changed (its bytes differ) and listed nothing. The
 * base is committed, the head is the working tree; `diff --base HEAD` runs in process.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { ProvenanceDiff } from '../../src/core/diff-model.js';
import { validateDiff } from '../../src/formats/diff-schema.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-precision-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write('results/fit/model.rds', 'model v1');
});
afterEach(async () => {
  await repo.remove();
});

/**
 * Writes the step's passport with `parameters` spliced in as raw JSON text (JSON.stringify
 * cannot write a number it cannot hold).
 */
async function writePassport(parametersJson: string): Promise<void> {
  const made = await repo.passport({ dir: 'results/fit', outputs: ['results/fit/model.rds'] });
  const text = JSON.stringify({ ...made.value, parameters: '@PARAMETERS@' }, null, 2).replace(
    '"@PARAMETERS@"',
    parametersJson,
  );
  await repo.write(made.path, `${text}\n`);
}

async function diff(format: 'json' | 'text') {
  const io = captureIo(repo.root);
  const code = await runCli(['diff', '--base', 'HEAD', '--format', format], io);
  expect(io.err()).toBe('');
  return { code, out: io.out() };
}

describe('numbers beyond a double’s precision in the provenance diff', () => {
  it('lists and prints a seed and a rate edited below what a double holds, as written', async () => {
    await writePassport('{ "seed": 18446744073709551557, "rate": 0.1, "threads": 8 }');
    commitAll(repo.root, 'base');
    await writePassport(
      '{ "seed": 18446744073709551000, "rate": 0.10000000000000000001, "threads": 8 }',
    );
    // The premise: the parsed values are equal, so only the text can tell them apart.
    expect(JSON.parse('18446744073709551557')).toBe(JSON.parse('18446744073709551000'));
    expect(JSON.parse('0.1')).toBe(JSON.parse('0.10000000000000000001'));

    const json = await diff('json');
    const parsed = JSON.parse(json.out) as ProvenanceDiff;
    expect(validateDiff(parsed)).toEqual([]);
    expect(parsed.summary.passports_changed).toBe(1);
    const [change] = parsed.passports;
    expect(change?.parameters).toEqual([
      {
        change: 'changed',
        key: 'rate',
        old: 0.1,
        new: 0.1,
        new_text: '0.10000000000000000001',
      },
      {
        change: 'changed',
        key: 'seed',
        old: Number('18446744073709551557'),
        new: Number('18446744073709551000'),
        old_text: '18446744073709551557',
        new_text: '18446744073709551000',
      },
    ]);
    // Nothing else differs, so no other field is named for the parameters' sake.
    expect(change?.other_fields).toEqual([]);

    const text = await diff('text');
    expect(text.out).toContain('parameter seed: 18446744073709551557 → 18446744073709551000');
    expect(text.out).toContain('parameter rate: 0.1 → 0.10000000000000000001');
  });

  it('a number written another way with the same value (1.0 and 1, 1e2 and 100) is no change', async () => {
    await writePassport('{ "alpha": 1.0, "n": 1e2 }');
    commitAll(repo.root, 'base');
    await writePassport('{ "alpha": 1, "n": 100 }');
    const json = await diff('json');
    const parsed = JSON.parse(json.out) as ProvenanceDiff;
    expect(parsed.summary.passports_changed).toBe(0);
    expect(parsed.passports).toEqual([]);
  });

  it('a parameter added with a long integer shows its digits', async () => {
    await writePassport('{ "threads": 8 }');
    commitAll(repo.root, 'base');
    await writePassport('{ "threads": 8, "seed": 9007199254740993 }');
    const text = await diff('text');
    expect(text.out).toContain('parameter seed added: 9007199254740993');
  });

  it('a passport added with a long integer parameter shows its digits (no base side to compare)', async () => {
    await repo.write('README.md', 'no passport yet\n');
    commitAll(repo.root, 'base');
    await writePassport('{ "seed": 9007199254740993 }');
    const parsed = JSON.parse((await diff('json')).out) as ProvenanceDiff;
    expect(parsed.passports[0]?.parameters).toEqual([
      {
        change: 'added',
        key: 'seed',
        old: null,
        new: Number('9007199254740993'),
        new_text: '9007199254740993',
      },
    ]);
  });
});
