/**
 * The per-step table of `reproduce` (issue 38) in the job summary and the check run, rendered
 * by cmark-gfm as GitHub does: one row per step with its outcome and the outputs compared, and
 * every passport path a code span read back byte for byte (no mention, link or extra cell from
 * a hostile name); a long table is cut with a count.
 */
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ReproduceSection, ReproducedStepStatus } from '../../../src/core/report-model.js';
import { buildCheckRunSummary } from '../../../src/hosts/github/check-run.js';
import { renderJobSummary } from '../../../src/hosts/github/summary.js';
import { HOSTILE_NAMES } from '../../consumers/fixtures.js';
import { makeReport } from '../../helpers/report-fixture.js';

const cmark = createRequire(import.meta.url)('cmark-gfm') as {
  renderHtmlSync(markdown: string, options: object): string;
};
const render = (markdown: string) =>
  new JSDOM(
    cmark.renderHtmlSync(markdown, {
      unsafe: true,
      extensions: { table: true, autolink: true, strikethrough: true, tagfilter: true },
    }),
  ).window.document;

/** The "Reproduced steps" table's rows, cell texts, and its first column's code elements. */
function stepTable(markdown: string) {
  const doc = render(markdown);
  const table = [...doc.querySelectorAll('table')].find(
    (t) => t.querySelector('th')?.textContent === 'step',
  );
  if (!table) throw new Error(`no step table in:\n${markdown}`);
  const rows = [...table.querySelectorAll('tbody tr')];
  return {
    doc,
    cells: rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    codes: rows.map((tr) => tr.querySelector('td code')?.textContent ?? null),
  };
}

const step = (
  path: string,
  status: ReproducedStepStatus['status'],
  over: Partial<ReproducedStepStatus> = {},
): ReproducedStepStatus => ({
  path,
  status,
  reason: 'changed',
  compared: status === 'reproduced' || status === 'differs' ? 2 : 0,
  not_compared: 0,
  seconds: status === 'unrecorded' || status === 'not-reached' ? null : 1.25,
  ...over,
});

const section = (steps: ReproducedStepStatus[]): ReproduceSection => ({
  mode: 'changed',
  commit: 'a'.repeat(40),
  steps,
});

describe('the reproduce table', () => {
  it('shows each outcome, why the step ran, and how many outputs were compared', () => {
    const report = makeReport([], {
      reproduce: section([
        step('results/a/a.passport.json', 'reproduced', { not_compared: 1 }),
        step('results/b/b.passport.json', 'differs'),
        step('results/c/c.passport.json', 'failed'),
        step('results/d/d.passport.json', 'unrecorded'),
        step('results/e/e.passport.json', 'not-reached', { reason: 'consumer' }),
      ]),
    });
    for (const markdown of [renderJobSummary(report, []), buildCheckRunSummary(report, 0)]) {
      const { cells, doc } = stepTable(markdown);
      expect(cells).toEqual([
        ['results/a/a.passport.json', 'changed', '✅ reproduced byte for byte', '2', '1', '1.3'],
        ['results/b/b.passport.json', 'changed', '❌ differs', '2', '0', '1.3'],
        ['results/c/c.passport.json', 'changed', '❌ failed', '0', '0', '1.3'],
        [
          'results/d/d.passport.json',
          'changed',
          'not reproducible (recorded by hand)',
          '0',
          '0',
          '—',
        ],
        [
          'results/e/e.passport.json',
          'consumer of a changed step',
          '⏳ not reached',
          '0',
          '0',
          '—',
        ],
      ]);
      expect(doc.body.textContent).toContain(
        'reproduce: changed (commit aaaaaaaaaaaa): 1 of 5 step(s) reproduced byte for byte; 4 output(s) compared, 1 non-deterministic re-made but not compared.',
      );
    }
  });

  it('reads every hostile passport path back byte for byte, in a code span, one row each', () => {
    const paths = HOSTILE_NAMES.map((n) => `results/${n}/x.passport.json`);
    const report = makeReport([], { reproduce: section(paths.map((p) => step(p, 'differs'))) });
    const { cells, codes, doc } = stepTable(renderJobSummary(report, []));
    expect(cells.map((c) => c.length)).toEqual(paths.map(() => 6));
    // Invisible and control characters are shown escaped (escape.ts); the rest reads as written.
    const visible = paths.filter((p) => !/[\u0000-\u001f\u202e]/.test(p));
    for (const p of visible) expect(codes).toContain(p);
    expect(doc.querySelectorAll('table a').length).toBe(0);
  });

  it('says no step was in scope, and cuts a long table with a count', () => {
    const empty = renderJobSummary(makeReport([], { reproduce: section([]) }), []);
    expect(render(empty).body.textContent).toContain('No step was in scope.');
    const many = Array.from({ length: 20000 }, (_, i) =>
      step(`results/s${i}/s${i}.passport.json`, 'reproduced'),
    );
    const markdown = buildCheckRunSummary(makeReport([], { reproduce: section(many) }), 0);
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(65535);
    const shown = stepTable(markdown).cells.length;
    expect(shown).toBeGreaterThan(0);
    expect(markdown).toContain(`_${20000 - shown} more steps`);
  });

  it('is absent when reproduce did not run', () => {
    expect(renderJobSummary(makeReport([]), [])).not.toContain('Reproduced steps');
  });
});
