/**
 * Reports are written in pieces as they are made (a report of 100,000 findings is tens of
 * megabytes): the pieces joined are the text the whole report renders to, byte for byte, and
 * `audit --output` prints the text report's verdict line without rendering the findings.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import type { AuditReport, Finding } from '../../src/core/report-model.js';
import { renderJsonReportChunks, renderJsonValue } from '../../src/report/json.js';
import { renderTextReportChunks, renderVerdictLine } from '../../src/report/text.js';
import { captureIo } from '../helpers/cli-io.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-pieces-');
});
afterEach(async () => {
  await repo.remove();
});

/** A real failing report, its one finding copied into `n` with hostile messages and paths. */
async function reportWith(n: number): Promise<AuditReport> {
  await repo.write('out/a.txt', 'a');
  await repo.passport({
    dir: 'out',
    mutate: (p) => {
      p.outputs = [{ path: 'out/a.txt', sha256: sha256('other bytes') }];
    },
  });
  const report = await audit({ root: repo.root });
  const [first] = report.findings;
  if (!first) throw new Error('the fixture must fail');
  const hostile = [
    '##[error]x',
    'rtl \u202e here',
    'nbsp\u00a0and \u2028 sep',
    'plain "quoted" \\',
  ];
  report.findings = Array.from({ length: n }, (_, i): Finding => ({
    ...first,
    path: `out/d${i % 7}/f${i}.txt`,
    message: `${hostile[i % hostile.length]} ${i}`,
    ...(i % 3 === 0 ? { line: i, column: 2 } : {}),
  }));
  return report;
}

describe('reports written in pieces', () => {
  it('the JSON pieces are the whole JSON text, escapes included', async () => {
    for (const n of [0, 1, 1300]) {
      const report = await reportWith(n);
      const pieces = [...renderJsonReportChunks(report)];
      expect(pieces.join('')).toBe(renderJsonValue(report));
      expect(JSON.parse(pieces.join(''))).toEqual(report);
      if (n === 1300) expect(pieces.length).toBeGreaterThan(3);
    }
    expect(renderJsonValue({ s: '##[x \u202e' })).toContain('#\\u0023[x \\u202e');
    // Each escape alone, in a piece with nothing else to escape.
    expect(renderJsonValue({ s: '##[x' })).toContain('"#\\u0023[x"');
    expect(renderJsonValue({ s: 'a\u2066b' })).toContain('"a\\u2066b"');
    expect(renderJsonValue({ s: 'plain' })).toBe('{\n  "s": "plain"\n}\n');
  });

  it('the text pieces hold every finding line once, in order, and end with the verdict line', async () => {
    const report = await reportWith(1300);
    const pieces = [...renderTextReportChunks(report, { color: false })];
    expect(pieces.length).toBeGreaterThan(2);
    const lines = pieces.join('').split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe(renderVerdictLine(report, { color: false }));
    expect(lines.at(-2)).toMatch(/^FAILED: 1 passport\(s\)/);
    const findingLines = lines.filter((l) => l.startsWith('  error'));
    expect(findingLines).toHaveLength(1300);
    // Grouped by directory (sorted), in report order within each.
    const dirs = lines.filter((l) => /^out\/d\d\/$/.test(l));
    expect(dirs).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => `out/d${d}/`));
    const inD0 = findingLines.slice(0, 186).map((l) => Number(/f(\d+)\.txt/.exec(l)?.[1]));
    expect(inD0).toEqual(Array.from({ length: 186 }, (_, k) => k * 7));
  });

  it('audit --output writes the whole report and prints only the verdict line', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      mutate: (p) => {
        p.outputs = [{ path: 'out/a.txt', sha256: sha256('other bytes') }];
      },
    });
    const io = captureIo(repo.root);
    expect(await runCli(['audit', '--all', '--format', 'json', '--output', 'r.json'], io)).toBe(1);
    const written = JSON.parse((await repo.read('r.json')).toString()) as AuditReport;
    expect(written.findings.map((f) => f.rule)).toEqual(['artifact-hash-mismatch']);
    expect(io.err()).toBe(`${renderVerdictLine(written, { color: false })}\n`);
    const text = captureIo(repo.root);
    expect(await runCli(['audit', '--all'], text)).toBe(1);
    expect(text.out().split('\n').at(-2)).toBe(io.err().trimEnd());
  });
});
