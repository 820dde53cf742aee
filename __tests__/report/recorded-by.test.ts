/**
 * Issue 37, "a record says how it was made": the job summary's directories table says which
 * steps `passport-gate run` ran and recorded and which were recorded by hand (`stamp`), and the
 * JSON report carries it (recorded_by on each passport's line, in the report schema).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { validateDiff } from '../../src/formats/diff-schema.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
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

describe('What changed says, per changed step, whether the tool or a hand wrote its record', () => {
  it('a re-run step, a re-stamped step and a run record replaced by hand, in Markdown, text and JSON', async () => {
    repo = await TempRepo.create('pg-recorded-by-diff-');
    git(repo.root, 'init', '-q', '-b', 'main');
    const cli = async (args: string[], code = 0) => {
      const io = captureIo(repo.root);
      expect(await runCli(args, io), io.err()).toBe(code);
      return io.out();
    };
    const writeBy = (dir: string, text: string) => [
      process.execPath,
      '-e',
      `require('fs').mkdirSync('${dir}',{recursive:true});require('fs').writeFileSync('${dir}/out.txt',${JSON.stringify(text)})`,
    ];
    const runStep = (dir: string, skill: string, text: string) =>
      cli(['run', dir, '--skill', skill, '--skill-version', '1', '--', ...writeBy(dir, text)]);
    await runStep('results/made', 'make', 'a\n');
    await runStep('results/swapped', 'swap', 's\n');
    await repo.write('results/typed/out.txt', 't\n');
    await cli(['stamp', 'results/typed', '--skill', 'type', '--skill-version', '1']);
    const base = commitAll(repo.root, 'base');

    await runStep('results/made', 'make', 'a2\n'); // re-run by the tool
    await repo.write('results/typed/out.txt', 't2\n');
    await cli(['stamp', 'results/typed', '--force']); // re-stamped by hand
    await repo.write('results/swapped/out.txt', 'edited by hand\n');
    await cli(['stamp', 'results/swapped', '--force']); // the run record replaced by hand

    const md = await cli(['diff', '--base', base, '--format', 'markdown']);
    const line = (text: string, name: string) =>
      text.split('\n').find((l) => l.includes(`${name}.passport.json`) && /changed/.test(l)) ?? '';
    expect(line(md, 'make')).toContain(
      '**changed** `results/made/make.passport.json` (`make`), recorded by the tool (`run`)',
    );
    expect(line(md, 'type')).toContain('(`type`), recorded by hand (`stamp`)');
    expect(line(md, 'swap')).toContain(
      '(`swap`), recorded by the tool (`run`) at the base, by hand (`stamp`) now',
    );

    const text = await cli(['diff', '--base', base, '--format', 'text']);
    expect(line(text, 'make')).toMatch(
      /changed +results\/made\/make\.passport\.json \(make\), recorded by the tool \(run\)$/,
    );
    expect(line(text, 'type')).toMatch(/\(type\), recorded by hand \(stamp\)$/);
    expect(line(text, 'swap')).toMatch(
      /\(swap\), recorded by the tool \(run\) at the base, by hand \(stamp\) now$/,
    );

    const json = JSON.parse(await cli(['diff', '--base', base, '--format', 'json'])) as {
      passports: { path: string; recorded_by?: unknown }[];
    };
    expect(validateDiff(json)).toEqual([]);
    expect(Object.fromEntries(json.passports.map((p) => [p.path, p.recorded_by]))).toEqual({
      'results/made/make.passport.json': { base: 'run', head: 'run' },
      'results/swapped/swap.passport.json': { base: 'run', head: 'stamp' },
      'results/typed/type.passport.json': { base: 'stamp', head: 'stamp' },
    });
  });
});
