/**
 * GitLab's report formats as GitLab reads them. JUnit XML goes through libxml2 itself
 * (xmllint-wasm, the xmllint of Debian's libxml2-utils built for WebAssembly): it must be
 * well-formed XML 1.0 whatever the repository's names hold, with GitLab's documented elements
 * (https://docs.gitlab.com/ci/testing/unit_test_reports/). GitLab publishes no schema for Code
 * Quality in any package that can be installed here (its documentation is the contract:
 * https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format), so every issue
 * is held to that documented field list: description, check_name, fingerprint (unique),
 * severity (one of GitLab's five), location.path (repository-relative) and
 * location.lines.begin (a line number).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { buildCodeQualityIssues } from '../../src/report/codequality.js';
import { REPORT_RENDERERS } from '../../src/report/renderers.js';
import { RULES } from '../../src/core/rule-registry.js';
import { finding, makeReport } from '../helpers/report-fixture.js';
import type { TempRepo } from '../helpers/repo.js';
import { createHostileRepo, HOSTILE_NAMES } from './fixtures.js';

const SEVERITIES = ['info', 'minor', 'major', 'critical', 'blocker'];

let hostile: TempRepo;
let hostileReport: AuditReport;
beforeAll(async () => {
  hostile = await createHostileRepo();
  hostileReport = await audit({ root: hostile.root });
});
afterAll(async () => {
  await hostile.remove();
});

/** Every issue against GitLab's documented fields; returns the issues. */
function checkCodeQuality(text: string): Record<string, unknown>[] {
  const issues = JSON.parse(text) as unknown;
  expect(Array.isArray(issues)).toBe(true);
  const list = issues as Record<string, unknown>[];
  for (const issue of list) {
    expect(issue).toMatchObject({
      description: expect.any(String),
      check_name: expect.any(String),
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      location: { path: expect.any(String), lines: { begin: expect.any(Number) } },
    });
    expect(SEVERITIES).toContain(issue.severity);
    const location = issue.location as { path: string; lines: { begin: number } };
    expect(location.path).not.toBe('');
    expect(location.path).not.toMatch(/^\/|^\.\.(\/|$)/);
    expect(Number.isInteger(location.lines.begin) && location.lines.begin >= 1).toBe(true);
    expect((issue.description as string).length).toBeGreaterThan(0);
  }
  const fingerprints = list.map((i) => i.fingerprint);
  expect(new Set(fingerprints).size).toBe(fingerprints.length);
  return list;
}

const ctx = { color: false, pathPrefix: '', quiet: true, note: () => undefined };

describe("GitLab's Code Quality report", () => {
  it('holds every documented field for findings on hostile names', () => {
    expect(hostileReport.findings.length).toBeGreaterThanOrEqual(HOSTILE_NAMES.length);
    const issues = checkCodeQuality(REPORT_RENDERERS.render('codequality', hostileReport, ctx));
    expect(issues).toHaveLength(hostileReport.findings.length);
  });

  it('anchors run-level findings at the config file and prefixes paths below the project', () => {
    const report = makeReport([
      finding({ rule: 'config-changed', path: '', line: undefined, pointer: undefined }),
      finding(),
    ]);
    const issues = buildCodeQualityIssues(report, { pathPrefix: 'analysis' });
    checkCodeQuality(JSON.stringify(issues));
    expect(issues.map((i) => i.location.path)).toEqual([
      'analysis/.passport-gate.yml',
      'analysis/results/a/a.passport.json',
    ]);
    expect(issues[0]!.location.lines.begin).toBe(1);
  });

  it('keeps fingerprints unique for two findings of one rule on one field, and stable across runs', () => {
    const twin = finding({ message: 'the same field, said twice' });
    const report = makeReport([finding(), twin]);
    const first = buildCodeQualityIssues(report);
    checkCodeQuality(JSON.stringify(first));
    expect(buildCodeQualityIssues(report).map((i) => i.fingerprint)).toEqual(
      first.map((i) => i.fingerprint),
    );
    // The message carries digests that change with the bytes: the fingerprint follows the field.
    const edited = buildCodeQualityIssues(makeReport([finding({ message: 'other digests' })]));
    expect(edited[0]!.fingerprint).toBe(first[0]!.fingerprint);
  });

  it('maps the severities to GitLab levels that keep errors above warnings', () => {
    const report = makeReport([
      finding({ severity: 'error' }),
      finding({ severity: 'warning', pointer: '/a' }),
      finding({ severity: 'notice', pointer: '/b' }),
    ]);
    expect(buildCodeQualityIssues(report).map((i) => i.severity)).toEqual([
      'major',
      'minor',
      'info',
    ]);
  });
});

describe('the JUnit XML report', () => {
  it('is well-formed XML for libxml2 on hostile names', async () => {
    const xml = REPORT_RENDERERS.render('junit', hostileReport, ctx);
    const result = await validateXML({
      xml: { fileName: 'junit.xml', contents: xml },
      normalization: 'format',
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The hostile names reached the document (escaped, not dropped).
    // The hostile names reached the document escaped, not dropped; a line break in an attribute
    // as a character reference (a raw one would be read back as a space).
    expect(xml).toContain('file="results/0-q&quot;uote&apos;s/run-0.passport.json"');
    expect(xml).toContain('step &quot;line\\u000abreak&quot;');
    const withBreak = makeReport([finding({ path: 'results/a\nb/x.passport.json' })]);
    const broken = REPORT_RENDERERS.render('junit', withBreak, ctx);
    expect(broken).toContain('file="results/a&#10;b/x.passport.json"');
    expect((await validateXML({ xml: broken, normalization: 'format' })).valid).toBe(true);
  });

  it('has one test case per rule, failing exactly the rules with findings at fail-on', async () => {
    const xml = REPORT_RENDERERS.render('junit', hostileReport, ctx);
    const cases = [...xml.matchAll(/<testcase [^>]*\sname="([^"]+)"[^>]*?(\/?)>/g)];
    expect(cases.map((m) => m[1])).toEqual(
      [...new Set(RULES.map((r) => r.format))].flatMap((format) =>
        RULES.filter((r) => r.format === format).map((r) => r.id),
      ),
    );
    const failingRules = new Set(
      hostileReport.findings.filter((f) => f.severity === 'error').map((f) => f.rule),
    );
    expect(failingRules.size).toBeGreaterThan(0);
    const failures = [...xml.matchAll(/\sname="([^"]+)"[^>]*>\s*<failure /g)].map((m) => m[1]);
    expect(new Set(failures)).toEqual(failingRules);
    expect(xml).toMatch(
      new RegExp(`<testsuites [^>]*tests="${RULES.length}" failures="${failingRules.size}"`),
    );
  });

  it('passes every test case of a clean report', async () => {
    const xml = REPORT_RENDERERS.render('junit', makeReport([]), ctx);
    expect((await validateXML({ xml, normalization: 'format' })).valid).toBe(true);
    expect(xml).not.toContain('<failure');
    expect(xml.match(/<testcase /g)).toHaveLength(RULES.length);
  });
});
