/**
 * The init operation (src/operations/init.ts) without the command line: the config it infers
 * comes back as text and roots, written only when asked, and an existing config file is
 * returned untouched instead of printed about (the face words the refusal and its exit code).
 */
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initConfig } from '../../src/operations/index.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-op-init-');
  for (const dir of ['results/align', 'results/call']) {
    await repo.write(`${dir}/out.txt`, dir);
    await repo.passport({ dir, outputs: [`${dir}/out.txt`] });
  }
});
afterEach(async () => {
  await repo.remove();
});

describe('initConfig', () => {
  it('returns the inferred roots and the text, and writes nothing when write is false', async () => {
    const result = await initConfig({ root: repo.root, force: false, write: false });
    expect(result.exists).toBe(false);
    if (result.exists) return;
    expect(result.written).toBe(false);
    expect(result.roots).toEqual([
      {
        root: 'results',
        glob: 'results/*',
        passports: ['results/align/align.passport.json', 'results/call/call.passport.json'],
      },
    ]);
    expect(result.text).toContain('  - "results/*"');
    expect(existsSync(repo.abs('.passport-gate.yml'))).toBe(false);
  });

  it('leaves an existing config file alone without force, and replaces it with force', async () => {
    await repo.write('.passport-gate.yml', 'rules: {}\n');
    const refused = await initConfig({ root: repo.root, force: false, write: true });
    expect(refused).toEqual({ exists: true, file: repo.abs('.passport-gate.yml') });
    expect((await repo.read('.passport-gate.yml')).toString()).toBe('rules: {}\n');
    const forced = await initConfig({ root: repo.root, force: true, write: true });
    expect(forced.exists === false && forced.written).toBe(true);
    expect((await repo.read('.passport-gate.yml')).toString()).toContain('"results/*"');
  });
});
