/**
 * Issue 37, "a record says how it was made": the job summary's directories table says which
 * steps `passport-gate run` ran and recorded and which were recorded by hand (`stamp`), and the
 * JSON report carries it (recorded_by on each passport's line, in the report schema).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
afterEach(async () => {
  await repo.remove();
});

describe('the job summary tells run records from hand records', () => {
  it('a step run through passport-gate run, one stamped by hand, one from another tool', async () => {
    repo = await TempRepo.create('pg-recorded-by-');
    const cli = async (args: string[]) => {
      const io = captureIo(repo.root);
      expect(await runCli(args, io), io.err()).toBe(0);
    };
    await cli([
      'run',
      'results/made',
      '--skill',
      'make',
      '--skill-version',
      '1',
      '--',
      process.execPath,
      '-e',
      "require('fs').mkdirSync('results/made',{recursive:true});require('fs').writeFileSync('results/made/a.txt','a\\n')",
    ]);
    await repo.write('results/typed/b.txt', 'b\n');
    await cli(['stamp', 'results/typed', '--skill', 'type', '--skill-version', '1']);
    await repo.write('results/other/c.txt', 'c\n');
    await repo.passport({ dir: 'results/other', skill: 'other', outputs: ['results/other/c.txt'] });
    const report = await audit({ root: repo.root });
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toEqual([]);
    const byPath = Object.fromEntries(report.passports.map((p) => [p.path, p.recorded_by]));
    expect(byPath).toEqual({
      'results/made/make.passport.json': 'run',
      'results/other/other.passport.json': undefined,
      'results/typed/type.passport.json': 'stamp',
    });
    const rows = renderMarkdownReport(report)
      .split('\n')
      .filter((l) => l.startsWith('| `results/'));
    expect(rows.find((r) => r.includes('make.passport.json'))).toContain('by the tool (`run`)');
    expect(rows.find((r) => r.includes('type.passport.json'))).toContain('by hand (`stamp`)');
    expect(rows.find((r) => r.includes('other.passport.json'))).toMatch(/\| — \|/);
  });
});
