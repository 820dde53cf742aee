/**
 * Issue 6, items 12-13: strings aimed at the runner, at Markdown and at
 * terminals stay data in every output; globs cannot backtrack catastrophically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { compileGlobs, GLOB_OPTIONS } from '../../src/util/globs.js';
import { parseConfigText } from '../../src/config/config.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { ConfigurationError } from '../../src/util/errors.js';
import { createRequire } from 'node:module';
import { codeSpan, markdownText } from '../../src/report/escape.js';
import { renderJsonReport } from '../../src/report/json.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { renderTextReport } from '../../src/report/text.js';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';

// cmark-gfm (GitHub's fork of cmark) is a native CommonJS addon.
const cmark = createRequire(import.meta.url)('cmark-gfm') as {
  renderHtmlSync(markdown: string, options: object): string;
};
const GITHUB_OPTIONS = {
  unsafe: true,
  extensions: { table: true, autolink: true, strikethrough: true, tagfilter: true },
};

const PAYLOADS = [
  '\n::error file=x::fake',
  '::add-mask::secret',
  '::stop-commands::token',
  'see ##[error]fake annotation and ##[group]a fold',
  '%0A::set-output name=passed::true',
  '| passed | ✅ |\n|---|---|',
  '`code` and ``double``',
  '[ok](https://evil.example/phish)',
  '![img](https://evil.example/x.png)',
  '<img src=x onerror=alert(1)>',
  '<details><summary>✅ Passed</summary>',
  '\u001b[2J\u001b[31mFAKE\u001b[0m',
  '\r\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
];

let repo: TempRepo;
let report: AuditReport;
beforeAll(async () => {
  repo = await TempRepo.create();
  await repo.write('out/a.txt', 'a');
  await repo.passport({
    dir: 'out',
    outputs: ['out/a.txt'],
    errors: PAYLOADS.map((p, i) => ({ step: p, tool: p, exit_code: i + 1, stderr_excerpt: p })),
    mutate: (x) => (x.consumed_passports = PAYLOADS),
  });
  report = await audit({ root: repo.root });
});
afterAll(async () => {
  await repo.remove();
});

describe('runner, Markdown and terminal injection (item 13)', () => {
  it('every payload produced findings', () => {
    expect(report.findings.filter((f) => f.rule === 'exit-nonzero')).toHaveLength(PAYLOADS.length);
  });
  it('messages carry no raw control characters or line breaks', () => {
    for (const f of report.findings) expect(f.message).not.toMatch(/[\u0000-\u001f\u007f]/);
  });
  it('text output: no escape sequences, no line starting a workflow command', () => {
    const text = renderTextReport(report, { color: false });
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\r');
    expect(text).not.toMatch(/^\s*::/m);
    // The runner acts on the legacy `##[` form anywhere in a line.
    expect(text).not.toContain('##[');
  });
  it('text output from the CLI: a directory named like a command does not start a line as one', async () => {
    const hostile = await TempRepo.create();
    try {
      await hostile.write('::error title=x::dir/a.txt', 'a');
      await hostile.write('::error title=x::dir/##[warning]stray.txt', 'stray');
      await hostile.passport({
        dir: '::error title=x::dir',
        outputs: ['::error title=x::dir/a.txt'],
      });
      const io = captureIo(hostile.root);
      expect(await runCli(['audit', '--all', '--root', '.', '--fail-on', 'warning'], io)).toBe(1);
      expect(io.out()).toContain('artifact-unlisted');
      expect(io.out()).not.toMatch(/^\s*::/m);
      expect(io.out()).not.toContain('##[');
      const json = captureIo(hostile.root);
      await runCli(['audit', '--all', '--root', '.', '--format', 'json'], json);
      expect(json.out()).not.toContain('##[');
      expect(JSON.stringify(JSON.parse(json.out()))).toContain('##[warning]stray.txt');
    } finally {
      await hostile.remove();
    }
  });
  it('Markdown output: no tag, link, image or injected table row once rendered', () => {
    const md = renderMarkdownReport(report);
    const html = cmark.renderHtmlSync(md, GITHUB_OPTIONS);
    expect(html).not.toMatch(/<(img|details|summary|a)\b/i);
    expect(md).not.toMatch(/^\| passed/m);
    expect(md).not.toMatch(/^::/m);
    // Every findings row keeps exactly four cells.
    for (const row of md
      .split('\n')
      .filter((l) => l.startsWith('| error') || l.startsWith('| warning'))) {
      expect(row.split(/(?<!\\)\|/).length - 2).toBe(4);
    }
  });
  it('codeSpan fences the longest backtick run inside, pads, and escapes pipes in tables', () => {
    expect(codeSpan('a``b')).toBe('```a``b```');
    expect(codeSpan('`x')).toBe('`` `x ``');
    expect(codeSpan(' x')).toBe('`  x `');
    expect(codeSpan('  ')).toBe('`  `');
    expect(codeSpan('a|b')).toBe('`a|b`');
    expect(codeSpan('a|b', { table: true })).toBe('`a\\|b`');
    expect(codeSpan('a\nb')).toBe('`a\\u000ab`');
  });
  it('markdownText leaves plain words as text and puts every other run in one code span', () => {
    expect(markdownText('output "a b/@x" of passport results/p.json, see #1.')).toBe(
      'output `"a b/@x"` of passport `results/p.json,` see `#1.`',
    );
    expect(markdownText('re-stamp it (2 error(s)); www.x.test')).toBe(
      're-stamp it (2 error(s)); `www.x.test`',
    );
    expect(markdownText('commit deadbeef1 and sha256')).toBe('commit `deadbeef1` and `sha256`');
  });
  it('Markdown helpers leave no raw line break, control or escape in their output', () => {
    for (const p of PAYLOADS) {
      for (const e of [codeSpan(p), codeSpan(p, { table: true }), markdownText(p)]) {
        expect(e).not.toMatch(/[\n\r\u001b]/);
      }
    }
  });
  it('JSON output round-trips to the same data and shows no raw controls', () => {
    const text = renderJsonReport(report);
    expect(JSON.parse(text)).toEqual(report);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    expect(text).not.toContain('##[');
  });
});

describe('globs (item 12)', () => {
  it('extglobs and braces are literal, so a backtracking pattern is harmless', () => {
    const match = compileGlobs(['+(a|aa)+(a|aa)+b', '{1..100000}/x'], 'outputs');
    expect(match('a'.repeat(5000))).toBe(false);
    expect(match('50/x')).toBe(false);
  });
  it('an overlong pattern is a configuration error', async () => {
    await expect(parseConfigText(`outputs:\n  - "${'a/'.repeat(300)}"\n`, 'test')).rejects.toThrow(
      ConfigurationError,
    );
  });
  it('a pattern stacking ** is refused', () => {
    expect(() => compileGlobs(['**/'.repeat(10) + 'x'], 'outputs')).toThrow(ConfigurationError);
  });
  it('matches exactly as picomatch does, for any glob and path built from glob syntax', () => {
    // The matcher tests picomatch's regexes directly (config.ts); this holds it to picomatch.
    const part = fc.constantFrom(
      'a',
      'b',
      '.x',
      '*',
      '**',
      '?',
      '[ab]',
      'a*',
      '*.json',
      'x.json',
      '*x.json',
      'b?.json',
      '..',
      '',
    );
    const glob = fc.array(part, { minLength: 1, maxLength: 4 }).map((p) => p.join('/'));
    const seg = fc.constantFrom(
      'a',
      'b',
      'ab',
      '.x',
      'x.json',
      'ax.json',
      'bc.json',
      '*',
      '..',
      '.',
      '',
    );
    const rel = fc.array(seg, { minLength: 0, maxLength: 4 }).map((p) => p.join('/'));
    fc.assert(
      fc.property(fc.array(glob, { minLength: 1, maxLength: 3 }), rel, (globs, path) => {
        const valid = globs.filter((g) => g.replace(/\/+$/, '') !== '');
        fc.pre(valid.length > 0);
        const expected = valid.some((g) => picomatch(g.replace(/\/+$/, ''), GLOB_OPTIONS)(path));
        expect(compileGlobs(valid, 'outputs')(path)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
  it('ordinary globs still match', () => {
    const match = compileGlobs(['results/*', 'qc/**/plots'], 'outputs');
    expect(match('results/align')).toBe(true);
    expect(match('qc/a/b/plots')).toBe(true);
    expect(match('other/x')).toBe(false);
  });
});
