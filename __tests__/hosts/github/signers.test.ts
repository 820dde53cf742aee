/**
 * Who produced each passport, in the job summary and the check run (issue 24): one row per
 * signer and result, problems first, rendered by cmark-gfm as GitHub does, with every signer
 * string a code span read back byte for byte (no mention, reference or link from a hostile
 * repository name), and the signer of each passport in the directories table.
 */
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { PassportStatus, ReportSigner } from '../../../src/core/report-model.js';
import { buildCheckRunSummary } from '../../../src/hosts/github/check-run.js';
import { renderJobSummary } from '../../../src/hosts/github/summary.js';
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

const workflow = (commit: string, repository = 'org/analysis'): ReportSigner => ({
  kind: 'workflow',
  issuer: 'https://token.actions.githubusercontent.com',
  repository,
  workflow: '.github/workflows/pipeline.yml',
  ref: 'refs/heads/main',
  commit,
  run: null,
  subject: `https://github.com/${repository}/.github/workflows/pipeline.yml@refs/heads/main`,
});

function passport(i: number, attestation: PassportStatus['attestation']): PassportStatus {
  return {
    path: `results/s${i}/s${i}.passport.json`,
    directory: `results/s${i}`,
    passport_id: null,
    skill: 'qc',
    status: attestation?.result === 'verified' ? 'pass' : 'fail',
    errors: attestation?.result === 'verified' ? 0 : 1,
    warnings: 0,
    notices: 0,
    artifacts: 1,
    ...(attestation ? { attestation } : {}),
  };
}

const bundle = (i: number) => `results/s${i}/s${i}.passport.sigstore.json`;

/** The "Who produced them" table's rows, cell texts. */
function signerRows(markdown: string): string[][] {
  const table = [...render(markdown).querySelectorAll('table')].find(
    (t) => t.querySelector('th')?.textContent === 'signer',
  );
  if (!table) throw new Error('no signer table');
  return [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
}

describe('who produced the passports', () => {
  it('is one row for 2,000 passports one workflow signed on several commits, after the problems', () => {
    const passports = [
      ...Array.from({ length: 2000 }, (_, i) =>
        passport(i, {
          bundle: bundle(i),
          sha256: null,
          result: 'verified',
          signer: workflow(i % 2 ? 'a'.repeat(40) : 'b'.repeat(40)),
        }),
      ),
      passport(2000, {
        bundle: bundle(2000),
        sha256: null,
        result: 'untrusted',
        signer: { kind: 'key', fingerprint: 'sha256:' + 'c'.repeat(64), key: null },
      }),
      passport(2001, { bundle: bundle(2001), sha256: null, result: 'missing', signer: null }),
    ];
    const report = makeReport([], { passports });
    const summary = renderJobSummary(report, []);
    const rows = signerRows(summary);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['❌ no bundle', '1'],
      ['⚠️ not trusted', '1'],
      ['✅ verified', '2000'],
    ]);
    expect(rows[2]?.[0]).toBe(
      'org/analysis .github/workflows/pipeline.yml @ refs/heads/main (issuer https://token.actions.githubusercontent.com)',
    );
    expect(rows[2]?.[3]).toBe('results/s0, results/s1, results/s2 and 1997 more');
    expect(rows[1]?.[0]).toBe(`key sha256:${'c'.repeat(64)}`);
    // Each passport's signer (with its run's commit) is in the directories table too.
    expect(summary).toContain(
      `✅ verified \`org/analysis .github/workflows/pipeline.yml @ refs/heads/main commit ${'b'.repeat(12)}`,
    );
  });

  it('shows a hostile signer verbatim in code spans: no mention, reference, link or tag', () => {
    const hostile = 'evil/@octocat #1 <img src=x> [x](https://e.example)';
    const report = makeReport([], {
      passports: [
        passport(0, {
          bundle: bundle(0),
          sha256: null,
          result: 'invalid',
          signer: workflow('d'.repeat(40), hostile),
        }),
      ],
    });
    for (const markdown of [renderJobSummary(report, []), buildCheckRunSummary(report, 0)]) {
      const document = render(markdown);
      expect(document.querySelectorAll('a, img').length).toBe(0);
      const codes = [...document.querySelectorAll('code')].map((c) => c.textContent ?? '');
      expect(codes.some((c) => c.startsWith(`${hostile} .github/workflows/pipeline.yml`))).toBe(
        true,
      );
    }
  });

  it('is not shown when the config asks nothing of attestations', () => {
    const summary = renderJobSummary(makeReport([]), []);
    expect(summary).not.toContain('Who produced them');
    expect(summary).not.toContain('signed by');
  });
});
