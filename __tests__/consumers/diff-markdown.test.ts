/**
 * The "What changed" section rendered by cmark-gfm (GitHub's Markdown) from a diff whose every
 * untrusted string is hostile: no tag, link, image, mention or issue reference gets through,
 * table cells read as the text they hold, and the section stays within GitHub's size limits in
 * the job summary and the check run, cut with counts. The JSON report carrying the diff is one
 * its schema accepts, and merging shard reports keeps it.
 */
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { mergeShardReports } from '../../src/audit/merge.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { diffProvenance, type RevisionSnapshot } from '../../src/diff/diff.js';
import { renderDiffMarkdown, renderDiffText } from '../../src/report/diff.js';
import type { PassportFile } from '../../src/core/diff-model.js';
import { validateDiff } from '../../src/formats/diff-schema.js';
import { escapeInvisible } from '../../src/util/untrusted.js';
import { validateReport } from '../../src/formats/report-schema.js';
import { buildCheckRunSummary } from '../../src/hosts/github/check-run.js';
import { CHECK_TEXT_MAX_BYTES, SUMMARY_MAX_BYTES } from '../../src/hosts/github/constants.js';
import { renderJobSummary } from '../../src/hosts/github/summary.js';
import { sha256, uuidFromSeed } from '../helpers/repo.js';

const cmark = createRequire(import.meta.url)('cmark-gfm') as {
  renderHtmlSync(markdown: string, options: object): string;
};
const GITHUB_OPTIONS = {
  unsafe: true,
  extensions: { table: true, autolink: true, strikethrough: true, tagfilter: true },
};
const MENTION = /(?:^|\W)@[a-z0-9][a-z0-9-]*/gi;
const ISSUE_REFERENCE = /[\w.-]+\/[\w.-]+#\d+|(?:^|\W)#\d+/g;

const HOSTILE = 'x|<img src=x onerror=alert(1)>`@octocat #1 [a](javascript:alert(1)) *b*\n| c |';

function passport(
  dir: string,
  spec: { out: string; input?: string; consumed?: string[] },
): PassportFile {
  const value = {
    passport_id: uuidFromSeed(dir),
    produced_by: { skill: HOSTILE, skill_version: HOSTILE, agent: '@octocat' },
    inputs: spec.input ? [{ path: `${dir}-in/${HOSTILE}`, sha256: sha256(spec.input) }] : [],
    outputs: [{ path: `${dir}/${HOSTILE}`, sha256: sha256(spec.out), size_bytes: spec.out.length }],
    parameters: { [HOSTILE]: HOSTILE },
    decisions: [{ step: HOSTILE, choice: HOSTILE, rationale: HOSTILE }],
    errors: [{ step: HOSTILE, tool: '#1', exit_code: 1, stderr_excerpt: HOSTILE }],
    consumed_passports: spec.consumed ?? [],
  };
  return { path: `${dir}/${HOSTILE}.passport.json`, value, problem: null };
}

const snapshot = (passports: PassportFile[]): RevisionSnapshot => ({
  info: { ref: HOSTILE, sha: null, source: 'git' },
  passports,
  tree: null,
  treeSource: 'git',
  treeUnknown: HOSTILE,
});

/** A hostile diff: `n` producers changed, each with a stale consumer. */
function hostileDiff(n: number) {
  const base: PassportFile[] = [];
  const head: PassportFile[] = [];
  for (let i = 0; i < n; i++) {
    const producer = `p${i}@octocat`;
    const consumer = passport(`c${i}#1`, { out: 'c', consumed: [uuidFromSeed(producer)] });
    base.push(passport(producer, { out: 'v1' }), consumer);
    head.push(passport(producer, { out: `v2 ${HOSTILE}` }), consumer);
  }
  base.push({ path: `bad/${HOSTILE}.passport.json`, value: null, problem: HOSTILE });
  return diffProvenance(snapshot(base), snapshot(head), { config: DEFAULT_CONFIG });
}

function render(markdown: string) {
  return new JSDOM(cmark.renderHtmlSync(markdown, GITHUB_OPTIONS)).window.document;
}

function report(diff: AuditReport['diff']): AuditReport {
  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: '0.0.0' },
    root: '.',
    scope: { mode: 'changed', changed_files: 1, directories: [] },
    summary: {
      passports: 0,
      artifacts_verified: 0,
      bytes_hashed: 0,
      errors: 0,
      warnings: 0,
      notices: 0,
      fail_on: 'error',
      passed: true,
      unattributed: { status: 'pass', errors: 0, warnings: 0, notices: 0 },
    },
    findings: [],
    passports: [],
    handoffs: [],
    graph: { nodes: [], edges: [] },
    ...(diff ? { diff } : {}),
  };
}

describe('What changed, rendered by GitHub’s Markdown', () => {
  it('lets no tag, link, image, mention or issue reference through, and each plan row reads as its text', () => {
    const diff = hostileDiff(2);
    expect(validateDiff(diff)).toEqual([]);
    const document = render(renderDiffMarkdown(diff));
    expect(document.querySelectorAll('img, a, script').length).toBe(0);
    // Emphasis is ours only: the verbs of the passport list, the stale count, the notes.
    for (const e of document.querySelectorAll('em, strong'))
      expect(e.textContent).toMatch(
        /^(?:added|removed|changed|\d+ stale passport\(s\) to re-run|base coverage unknown: .*)$/s,
      );
    const walker = document.createTreeWalker(document.body, 4);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('code, pre, a')) texts.push(node.textContent ?? '');
    const references = texts.flatMap((t) =>
      [MENTION, ISSUE_REFERENCE].flatMap((re) => [...t.matchAll(re)].map((m) => m[0])),
    );
    expect(references).toEqual([]);
    // The plan table: one row per stale passport, five cells each, the path as written.
    const table = [...document.querySelectorAll('table')].find(
      (t) => t.querySelector('th')?.textContent === '#',
    );
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
    );
    expect(rows.map((r) => r.length)).toEqual([5, 5]);
    // The text as written, its line break shown as \u000a (escapeInvisible), not as a new row.
    expect(rows.map((r) => r[1])).toEqual(diff.stale.map((s) => escapeInvisible(s.path)));
    // A file name with a line break cannot be given to a shell as printed: no command for it.
    expect(rows[0]?.[4]).toBe('no command can name this file; give it a plain name');
  });

  it('the terminal text carries no control character from a passport', () => {
    const text = renderDiffText(hostileDiff(1), { color: false });
    expect(text.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(text).toContain('\\u000a');
  });
});

describe('What changed within GitHub’s limits', () => {
  it('cuts a large diff with counts in the check run (65,535) and the job summary (1 MiB), keeping the section’s head', () => {
    const big = report(hostileDiff(600));
    const check = buildCheckRunSummary(big, 0);
    expect(Buffer.byteLength(check)).toBeLessThanOrEqual(CHECK_TEXT_MAX_BYTES);
    expect(check).toContain('### What changed');
    expect(check).toMatch(/_\d+ more stale passports in the job summary\._/);
    const summary = renderJobSummary(big, ['a note']);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(summary).toMatch(/_\d+ more changed passports not shown here/);
    // The section's share leaves the rest of the report its room.
    const section = renderDiffMarkdown(big.diff!, { maxBytes: 10_000 });
    expect(Buffer.byteLength(section)).toBeLessThanOrEqual(10_000);
  });
});

describe('the JSON report with a diff', () => {
  it('is one the report schema accepts (the diff by its own schema), and merging shards keeps it', () => {
    const diff = hostileDiff(1);
    const withDiff = report(diff);
    expect(validateReport(JSON.parse(JSON.stringify(withDiff)))).toEqual([]);
    // The schema checks the diff: a broken one is refused.
    expect(validateReport({ ...withDiff, diff: { ...diff, stale: [{ order: 0 }] } })).not.toEqual(
      [],
    );
    const shard = (index: number, d?: AuditReport['diff']): AuditReport => {
      const r = report(d);
      r.scope.shard = { index, count: 2, fingerprint: '0'.repeat(64), chain: index === 1 };
      return r;
    };
    const merged = mergeShardReports([shard(2), shard(1, diff)]);
    expect(merged.diff).toEqual(diff);
  });
});
