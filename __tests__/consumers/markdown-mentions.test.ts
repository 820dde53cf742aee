/**
 * The Markdown surfaces — the job summary, the check run's summary and `audit --format markdown`
 * — rendered by cmark-gfm (GitHub's fork of cmark, with the GFM extensions GitHub enables, here
 * the library in the `cmark-gfm` npm addon) and read as GitHub's filters read the result: no
 * text a mention (`@name`) or issue reference (`#1`, `owner/repo#2`) filter would match may come
 * from a passport, no link or tag either, and every table cell must read as exactly the
 * untrusted text it holds, in a code span (markdown-verbatim.ts; Debian's cmark-gfm program
 * runs the same checks in __tests__/python/).
 */
import { createRequire } from 'node:module';
import { JSDOM, type DomDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { buildCheckRunSummary } from '../../src/hosts/github/check-run.js';
import { renderJobSummary } from '../../src/hosts/github/summary.js';
import { escapeInvisible } from '../../src/util/untrusted.js';
import { codeSpan, markdownText } from '../../src/report/escape.js';
import { captureIo } from '../helpers/cli-io.js';
import type { TempRepo } from '../helpers/repo.js';
import { createHostileRepo } from './fixtures.js';
import { describeVerbatimMarkdown } from './markdown-verbatim.js';

// cmark-gfm is a native CommonJS addon.
const cmark = createRequire(import.meta.url)('cmark-gfm') as {
  renderHtmlSync(markdown: string, options: object): string;
};

/** What GitHub renders Markdown with: raw HTML allowed (then sanitized), the GFM extensions. */
const GITHUB_OPTIONS = {
  unsafe: true,
  extensions: { table: true, autolink: true, strikethrough: true, tagfilter: true },
};

/**
 * GitHub's user and team mention pattern, as in html-pipeline's MentionFilter
 * (https://github.com/gjtorikian/html-pipeline, lib/html_pipeline/node_filter/mention_filter.rb):
 * `@` after the start or a non-word character, then a letter or digit.
 */
const MENTION = /(?:^|\W)@[a-z0-9][a-z0-9-]*/gi;
/**
 * Issue and pull request references GitHub links
 * (https://docs.github.com/en/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls#issues-and-pull-requests):
 * `#26`, `owner/repo#26`.
 */
const ISSUE_REFERENCE = /[\w.-]+\/[\w.-]+#\d+|(?:^|\W)#\d+/g;

const UNTRUSTED = 'cc @octocat, see #1 and owner/repo#2';

/** The rendered HTML as a document. */
function renderGithubHtml(markdown: string): DomDocument {
  return new JSDOM(cmark.renderHtmlSync(markdown, GITHUB_OPTIONS)).window.document;
}

/** The text nodes GitHub's filters scan: all but those inside code, pre and links. */
function listFilteredTexts(document: DomDocument): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('code, pre, a')) continue;
    texts.push(node.textContent ?? '');
  }
  return texts;
}

/** Mentions and issue references GitHub would link in a rendered document. */
function findReferences(document: DomDocument): string[] {
  return listFilteredTexts(document).flatMap((t) =>
    [MENTION, ISSUE_REFERENCE].flatMap((re) => [...t.matchAll(re)].map((m) => m[0])),
  );
}

/** The text of a table's body cells, row by row. */
function readTable(document: DomDocument, firstHeader: string): string[][] {
  const table = [...document.querySelectorAll('table')].find(
    (t) => t.querySelector('th')?.textContent === firstHeader,
  );
  if (!table) throw new Error(`no table headed ${firstHeader}`);
  return [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
}

/** What a table cell of untrusted text must read as: the text, controls shown as escapes. */
const shownAs = (text: string) => escapeInvisible(text);

let repo: TempRepo;
let report: AuditReport;
beforeAll(async () => {
  repo = await createHostileRepo();
  report = await audit({ root: repo.root });
});
afterAll(async () => {
  await repo.remove();
});

describe('GitHub’s filters, as this test reads them', () => {
  it('find the mention and references in raw text', () => {
    expect(findReferences(renderGithubHtml(UNTRUSTED))).toEqual([
      ' @octocat',
      ' #1',
      'owner/repo#2',
    ]);
  });

  it('find them through HTML entities and backslash escapes, which cmark-gfm decodes first', () => {
    // How the Markdown escaping wrote them before issue 13: `&#64;` and `\#`.
    expect(findReferences(renderGithubHtml('cc &#64;octocat, see \\#1'))).toEqual([
      ' @octocat',
      ' #1',
    ]);
  });
});

describe('codeSpan and markdownText through cmark-gfm', () => {
  it('leave no mention or issue reference, and show the same text', () => {
    for (const markdown of [codeSpan(UNTRUSTED), markdownText(UNTRUSTED)]) {
      const document = renderGithubHtml(markdown);
      expect(findReferences(document)).toEqual([]);
      expect(document.body.textContent?.trim()).toBe(UNTRUSTED);
    }
  });

  it('keep entities as the text they are: `a & b`, `&amp;`, `&#46;`, `&#92;n`', () => {
    for (const text of ['a & b', 'literal &amp; and &#92;n', '&#46;', '<b>not bold</b> | a pipe']) {
      for (const markdown of [codeSpan(text), markdownText(text)]) {
        expect(renderGithubHtml(markdown).body.textContent?.trim()).toBe(text);
      }
    }
    expect(cmark.renderHtmlSync(codeSpan('&#46;'), GITHUB_OPTIONS)).toBe(
      '<p><code>&amp;#46;</code></p>\n',
    );
  });
});

describe('every Markdown surface, rendered by cmark-gfm', () => {
  const surfaces: [string, () => Promise<string>][] = [
    ['the job summary', async () => renderJobSummary(report, [`a note quoting ${UNTRUSTED}`])],
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

  it.each(surfaces)(
    '%s: no mention, issue reference, link or tag from the passports',
    async (_, render) => {
      const markdown = await render();
      expect(markdown).toContain('octocat');
      const document = renderGithubHtml(markdown);
      expect(findReferences(document)).toEqual([]);
      expect(document.querySelectorAll('a, img, script, iframe, b')).toHaveLength(0);
      // Only the job summary's own notes block is a <details>.
      expect(document.querySelectorAll('details').length).toBeLessThanOrEqual(1);
    },
  );

  it.each(surfaces)(
    '%s: tables keep their cells, each reading as its untrusted text',
    async (_, render) => {
      const document = renderGithubHtml(await render());
      const directories = readTable(document, 'directory');
      expect(directories).toHaveLength(report.passports.length);
      for (const [i, p] of report.passports.entries()) {
        expect(directories[i]?.slice(0, 2)).toEqual([shownAs(p.directory), shownAs(p.path)]);
      }
      const findings = readTable(document, 'severity');
      expect(findings).toHaveLength(report.findings.length);
      for (const [i, f] of report.findings.entries()) {
        expect(findings[i]).toEqual([
          f.severity,
          f.rule,
          f.path ? `${shownAs(f.path)}${f.line ? `:${f.line}` : ''}` : '—',
          shownAs(f.message),
        ]);
      }
    },
  );
});

describeVerbatimMarkdown('cmark-gfm (npm addon)', (markdown) =>
  cmark.renderHtmlSync(markdown, GITHUB_OPTIONS),
);
