/**
 * The Markdown report (CLI --format markdown, job summary, check-run summary):
 * untrusted strings cannot add a table row or cell, a link, an image or HTML;
 * size budgets cut rows with exact counts instead of dropping the report.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderJobSummary } from '../../src/hosts/github/summary.js';
import { SUMMARY_MAX_BYTES } from '../../src/hosts/github/constants.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { finding, makeReport, manyFindings } from '../helpers/report-fixture.js';

// cmark-gfm (GitHub's fork of cmark) is a native CommonJS addon.
const cmark = createRequire(import.meta.url)('cmark-gfm') as {
  renderHtmlSync(markdown: string, options: object): string;
};
const GITHUB_OPTIONS = {
  unsafe: true,
  extensions: { table: true, autolink: true, strikethrough: true, tagfilter: true },
};

const HOSTILE = [
  'x | ✅ | injected cell',
  'row\n| error | `fake` | a | passed |',
  '[ok](https://evil.example/)',
  '![img](https://evil.example/i.png)',
  '<img src=x onerror=alert(1)>',
  '<details open><summary>x</summary>',
  '`code` and ```fence```',
  '\u202eevil\u200b',
];

/** Pipes that separate table cells (not escaped as \| or &#124;). */
const cellSeparators = (line: string) => (line.match(/(?<!\\)\|/g) ?? []).length;

/** Rendered by cmark-gfm, the text holds no tag, link or image; rows keep their cells. */
function expectInert(md: string) {
  const html = cmark.renderHtmlSync(md, GITHUB_OPTIONS);
  expect(html).not.toMatch(
    /<(?!\/?(?:details|summary|p|h\d|table|thead|tbody|tr|th|td|code|strong|em|ul|li)>)[a-z/!]/i,
  );
  expect(md).not.toMatch(/[\u202e\u200b]/);
  // Every table row has as many cells as its header.
  let columns = 0;
  for (const line of md.split('\n')) {
    if (!line.startsWith('|')) {
      columns = 0;
      continue;
    }
    if (columns === 0) columns = cellSeparators(line);
    else expect(cellSeparators(line), line).toBe(columns);
  }
}

describe('escaping', () => {
  it('keeps hostile paths, skills, ids and messages inside their cell as text', () => {
    const findings = HOSTILE.map((h, i) =>
      finding({ path: `results/${h}/p.passport.json`, message: h, line: i + 1 }),
    );
    const report = makeReport(findings, {
      passports: HOSTILE.map((h) => ({
        path: h,
        directory: h,
        passport_id: h,
        skill: h,
        status: 'fail' as const,
        errors: 1,
        warnings: 0,
        notices: 0,
        artifacts: 0,
      })),
      handoffs: [
        {
          kind: 'packet',
          path: HOSTILE[0] as string,
          id: HOSTILE[1] as string,
          status: 'fail',
          errors: 1,
          warnings: 0,
          notices: 0,
        },
      ],
    });
    const md = renderMarkdownReport(report);
    expectInert(md);
    expect(md.split('\n').filter((l) => l.startsWith('| error |'))).toHaveLength(HOSTILE.length);
    expectInert(renderJobSummary(report, HOSTILE));
  });
});

describe('budgets', () => {
  it('cuts 10,000 findings to the 1 MiB job summary with an exact count', () => {
    const report = makeReport(manyFindings(10_000, { message: 'm'.repeat(200) }));
    const md = renderJobSummary(report, ['a note']);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    const shown = md.split('\n').filter((l) => l.startsWith('| error |')).length;
    expect(shown).toBeGreaterThan(1000);
    expect(md).toContain(`_${10_000 - shown} more findings not shown here`);
    expect(md).toContain('How this run was reported');
  });

  it('cuts a long passport table within its share and counts it', () => {
    const passports = Array.from({ length: 5000 }, (_, i) => ({
      path: `results/d${i}/p.passport.json`,
      directory: `results/d${i}`,
      passport_id: null,
      skill: 'skill',
      status: 'pass' as const,
      errors: 0,
      warnings: 0,
      notices: 0,
      artifacts: 1,
    }));
    const md = renderMarkdownReport(makeReport([finding()], { passports }), {
      maxBytes: 65_535,
      overflowHint: 'in the job summary',
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(65_535);
    const rows = md.split('\n').filter((l) => l.startsWith('| `results/d')).length;
    expect(md).toContain(`_${5000 - rows} more passports in the job summary._`);
    // The findings still have room.
    expect(md).toContain('| error |');
  });

  it('renders everything without a budget (the CLI), diagram included when there is a chain', () => {
    const report = makeReport(manyFindings(300), {
      graph: {
        nodes: [{ id: 'a', path: 'a.passport.json', skill: 's', status: 'fail' }],
        edges: [],
      },
    });
    const md = renderMarkdownReport(report);
    expect(md.split('\n').filter((l) => l.startsWith('| error |'))).toHaveLength(300);
    expect(md).toContain('```mermaid\nflowchart LR');
    expect(renderMarkdownReport(report, { diagram: false })).not.toContain('```mermaid');
  });

  it('never exceeds a budget smaller than its fixed lines', () => {
    const md = renderMarkdownReport(makeReport(manyFindings(5)), { maxBytes: 300 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(300);
  });
});

describe('the diagram and the handoff files within a budget', () => {
  /** A report with a chain of `n` passports and `handoffs` handoff files. */
  const chainReport = (n: number, handoffs: number) =>
    makeReport([], {
      graph: {
        nodes: Array.from({ length: n }, (_, i) => ({
          id: `id-${i}`,
          path: `results/s${i}/s${i}.passport.json`,
          skill: `skill-${i}`,
          status: 'pass' as const,
        })),
        edges: Array.from({ length: n - 1 }, (_, i) => ({
          from: `id-${i + 1}`,
          to: `id-${i}`,
          cycle: false,
        })),
      },
      handoffs: Array.from({ length: handoffs }, (_, i) => ({
        kind: 'envelope' as const,
        path: `handoffs/h${i}.json`,
        id: `h${i}`,
        status: 'pass' as const,
        errors: 0,
        warnings: 0,
        notices: 0,
      })),
    });
  const handoffRows = (md: string) => md.split('\n').filter((l) => l.startsWith('| envelope |'));

  it('draws the chain whole, and lists every handoff file, without a budget', () => {
    const md = renderMarkdownReport(chainReport(30, 50));
    expect(md).toContain('### Provenance chain\n\n```mermaid\n');
    expect(md).not.toContain('did not fit here');
    expect(handoffRows(md)).toHaveLength(50);
    expect(md).not.toContain('more handoff files');
  });

  it('says in one line that the diagram did not fit its share, and cuts the handoff files with a count', () => {
    const md = renderMarkdownReport(chainReport(30, 50), { maxBytes: 6000 });
    expect(md).not.toContain('```mermaid');
    expect(md).toContain('_The provenance chain diagram (30 passports) did not fit here._');
    const shown = handoffRows(md).length;
    expect(shown).toBeGreaterThan(0);
    expect(md).toContain(`_${50 - shown} more handoff files not shown._`);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(6000);
  });
});
