/**
 * The checks that every Markdown surface shows repository strings verbatim, in code spans,
 * written once and run against two builds of GitHub's Markdown: the cmark-gfm library of the
 * `cmark-gfm` npm addon (in `npm test`) and Debian's `cmark-gfm` program
 * (`__tests__/python/`, which .ci/run installs). A renderer is Markdown in, HTML out.
 *
 * What is held, for each surface (the job summary, the check run's summary, `audit --format
 * markdown`, `diff --format markdown`): each repository string is the whole text of one
 * `<code>`, byte for byte (after the HTML is parsed, so its entities are decoded); a finding's
 * message reads exactly as the message; nothing is a link, an image or a tag, and no text
 * outside `<code>` carries a character GitHub's Markdown or its filters would act on.
 */
import fc from 'fast-check';
import { JSDOM, type DomDocument, type DomElement } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { runCli } from '../../src/cli.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { PassportFile } from '../../src/core/diff-model.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { escapeInvisible } from '../../src/util/untrusted.js';
import { diffProvenance } from '../../src/diff/diff.js';
import { buildCheckRunSummary } from '../../src/hosts/github/check-run.js';
import { renderJobSummary } from '../../src/hosts/github/summary.js';
import { renderDiffMarkdown } from '../../src/report/diff.js';
import { codeSpan, markdownText } from '../../src/report/escape.js';
import { captureIo } from '../helpers/cli-io.js';
import { sha256, uuidFromSeed, type TempRepo } from '../helpers/repo.js';
import { createMarkdownStringsRepo, MARKDOWN_STRINGS } from './fixtures.js';

/** GitHub's Markdown: Markdown in, HTML out. */
export type MarkdownRenderer = (markdown: string) => string;

/**
 * Characters that mean something to GFM or to GitHub's filters (mentions, references,
 * autolinks, entities, tags, code, tables, emphasis, links, math): none may be in text outside
 * `<code>` that came from the repository. Our own `#` table header is the one exception.
 */
const ACTIVE = /[@#&<>`|*_~[\]$\\]|:\/\/|www\./;

const parse = (html: string): DomDocument => new JSDOM(html).window.document;

/** Text nodes outside code and pre. */
function listOutsideTexts(document: DomDocument): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('code, pre')) texts.push(node.textContent ?? '');
  return texts;
}

/** Fails on a link, image or tag, and on active text outside code. */
function expectInert(document: DomDocument): void {
  expect(document.querySelectorAll('a, img, script, iframe, b, i, del, s').length).toBe(0);
  const active = listOutsideTexts(document).filter((t) => t.trim() !== '#' && ACTIVE.test(t));
  expect(active).toEqual([]);
}

/** A cell, list item or paragraph that is exactly one code span, as its text. */
function readCode(element: DomElement | null | undefined): string | null {
  const nodes = [...(element?.childNodes ?? [])].filter(
    (n) => !(n.nodeType === 3 && n.textContent === ''),
  );
  const only = nodes[0];
  return nodes.length === 1 && only?.nodeName === 'CODE' ? (only.textContent ?? '') : null;
}

/** The body rows of the table whose first header is `firstHeader`, as cells. */
function readTable(document: DomDocument, firstHeader: string): DomElement[][] {
  const table = [...document.querySelectorAll('table')].find(
    (t) => t.querySelector('th')?.textContent === firstHeader,
  );
  if (!table) throw new Error(`no table headed ${firstHeader}`);
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')]);
}

/** An output path holding the string (its `/` and `\` as `∕`, which a path would fold). */
const outputOf = (i: number, text: string) => `results/${i}/${text.replace(/[/\\]/g, '∕')}`;

/** A diff whose parameters, skill and paths are the strings, base to head. */
function buildStringsDiff() {
  const passport = (i: number, text: string, version: string): PassportFile => ({
    path: `results/${i}/run.passport.json`,
    problem: null,
    value: {
      passport_id: uuidFromSeed(`strings/${i}`),
      produced_by: { skill: text, skill_version: version, agent: text },
      inputs: [],
      outputs: [{ path: outputOf(i, text), sha256: sha256(version), size_bytes: 1 }],
      parameters: { [text]: version },
      decisions: [],
      errors: [],
      consumed_passports: [],
    },
  });
  const side = (version: string) => ({
    info: { ref: 'main', sha: null, source: 'git' as const },
    passports: MARKDOWN_STRINGS.map((t, i) => passport(i, t, version)),
    tree: null,
    treeSource: 'git' as const,
  });
  return diffProvenance(side('1'), side('2'), { config: DEFAULT_CONFIG });
}

/** Defines the verbatim checks for one build of cmark-gfm. */
export function describeVerbatimMarkdown(name: string, render: MarkdownRenderer): void {
  let repo: TempRepo;
  let report: AuditReport;
  beforeAll(async () => {
    repo = await createMarkdownStringsRepo();
    report = await audit({ root: repo.root });
  });
  afterAll(async () => {
    await repo.remove();
  });

  const surfaces: [string, () => Promise<string>][] = [
    ['the job summary', async () => renderJobSummary(report, [])],
    ['the check run summary', async () => buildCheckRunSummary(report, 0)],
    [
      'audit --format markdown',
      async () => {
        const io = captureIo(repo.root);
        await runCli(['audit', '--all', '--format', 'markdown'], io);
        return io.out();
      },
    ],
  ];

  describe(`${name}: repository strings in code spans`, () => {
    it.each(surfaces)(
      '%s: each directory, passport and skill is one code span, byte for byte',
      async (_, surface) => {
        const document = parse(render(await surface()));
        const rows = readTable(document, 'directory');
        expect(rows).toHaveLength(MARKDOWN_STRINGS.length);
        const shown = rows.map((cells) => cells.slice(0, 3).map(readCode));
        expect(shown).toEqual(report.passports.map((p) => [p.directory, p.path, p.skill]));
        expect(report.passports.map((p) => p.skill).sort()).toEqual([...MARKDOWN_STRINGS].sort());
      },
    );

    it.each(surfaces)(
      '%s: each finding reads as its message and path, with nothing active outside code',
      async (_, surface) => {
        const document = parse(render(await surface()));
        const rows = readTable(document, 'severity');
        expect(rows).toHaveLength(report.findings.length);
        // The location: the path in a code span, then `:line` of ours.
        const location = (cell: DomElement | undefined): (string | null | undefined)[] =>
          cell?.firstChild?.nodeName === 'CODE'
            ? [
                cell.firstChild.textContent,
                cell.textContent?.slice(cell.firstChild.textContent?.length),
              ]
            : [null, cell?.textContent];
        expect(rows.map((cells) => [...location(cells[2]), cells[3]?.textContent])).toEqual(
          report.findings.map((f) =>
            f.path ? [f.path, f.line ? `:${f.line}` : '', f.message] : [null, '—', f.message],
          ),
        );
        expectInert(document);
      },
    );

    it('the job summary’s notes read as written', () => {
      const notes = MARKDOWN_STRINGS.map((t) => `the API said ${t} (HTTP 500)`);
      const document = parse(render(renderJobSummary(report, notes)));
      const items = [...document.querySelectorAll('details li')].map((li) => li.textContent);
      expect(items).toEqual(notes);
      expectInert(document);
    });

    it('diff --format markdown: parameter keys, skills and outputs are code spans, byte for byte', () => {
      const diff = buildStringsDiff();
      const document = parse(render(renderDiffMarkdown(diff)));
      const codes = new Set([...document.querySelectorAll('code')].map((c) => c.textContent));
      for (const [i, text] of MARKDOWN_STRINGS.entries()) {
        expect(codes).toContain(text);
        expect(codes).toContain(outputOf(i, text));
        expect(codes).toContain(JSON.stringify('1'));
      }
      expectInert(document);
    });

    it('codeSpan and markdownText, for any string, in a table and a list', () => {
      // One document of many samples: one run of the renderer.
      const samples = fc.sample(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.string({ unit: fc.constantFrom(...'@#&;<>`|\\*_~[]()!$: .w/x1'), maxLength: 30 }),
          fc.constantFrom(...MARKDOWN_STRINGS),
        ),
        { numRuns: 300, seed: 25 },
      );
      const rows = samples.map(
        (s) => `| ${codeSpan(s, { table: true })} | ${markdownText(s, { table: true })} |`,
      );
      const items = samples.flatMap((s) => [`- ${codeSpan(s)}`, `- ${markdownText(s)}`]);
      const markdown = ['| code | text |', '|---|---|', ...rows, '', ...items, ''].join('\n');
      const document = parse(render(markdown));
      const expected = samples.map((s) => escapeInvisible(s));
      const cells = readTable(document, 'code');
      expect(cells.map((c) => readCode(c[0]))).toEqual(expected.map((s) => (s === '' ? ' ' : s)));
      expect(cells.map((c) => c[1]?.textContent)).toEqual(expected);
      const listed = [...document.querySelectorAll('li')];
      expect(listed.filter((_, i) => i % 2 === 0).map(readCode)).toEqual(
        expected.map((s) => (s === '' ? ' ' : s)),
      );
      expect(listed.filter((_, i) => i % 2 === 1).map((li) => li.textContent)).toEqual(expected);
      expectInert(document);
    });
  });
}
