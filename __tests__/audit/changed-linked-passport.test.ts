/**
 * Changed mode follows a passport file that is a symlink: a change to where it leads changes
 * the passport, so its directory is in scope (repo/scope.ts selectChangedDirectories). A guard
 * for any cut of how the scope finds such passports (issue 41, branch changed-multi tried taking
 * them from the layout's selection rather than a search of the walk's listing per passport).
 */
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateManyPassports } from '../../bench/generate.mjs';
import { auditJson, scratchOutsideRepository } from '../helpers/audit-json.js';

let dir: string;
beforeAll(async () => {
  dir = await scratchOutsideRepository('pg-changed-linked-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const passportOf = (n: number) => {
  const run = `r${String(n).padStart(5, '0')}`;
  return `results/${run}/${run}.passport.json`;
};

describe('changed mode and a passport file that is a symlink', () => {
  it('scopes the passport whose link target the change names, and only it', async () => {
    const root = generateManyPassports(path.join(dir, 'linked'), { passports: 12 });
    // Two passports become links into a store beside the results, one by a chain of two links.
    await mkdir(path.join(root, 'store'));
    for (const n of [3, 7]) {
      const at = path.join(root, passportOf(n));
      await rename(at, path.join(root, 'store', `${n}.json`));
      await symlink(path.join('..', '..', 'store', n === 7 ? 'via-7.json' : `${n}.json`), at);
    }
    await symlink('7.json', path.join(root, 'store', 'via-7.json'));
    const changed = path.join(root, 'changed.txt');
    const scopeOf = async (line: string) => {
      await writeFile(changed, `${line}\n`);
      const report = await auditJson(root, ['--changed-files', changed]);
      return report.passports.map((p) => p.path);
    };
    // The link's target, the link on the way, and (as a control) a file of a plain passport's.
    expect(await scopeOf('store/3.json')).toContain(passportOf(3));
    expect(await scopeOf('store/7.json')).toContain(passportOf(7));
    expect(await scopeOf('store/via-7.json')).toContain(passportOf(7));
    const plain = await scopeOf('results/r00005/part1.tsv');
    expect(plain).toContain(passportOf(5));
    expect(plain).not.toContain(passportOf(3));
    expect(plain).not.toContain(passportOf(7));
  });
});
