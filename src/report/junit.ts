/**
 * The report as JUnit XML, for GitLab's `artifacts: reports: junit:` (the merge request's test
 * summary, https://docs.gitlab.com/ci/testing/unit_test_reports/) and any other JUnit reader.
 * Every rule of the registry is one test case, grouped in one test suite per rule group: it fails
 * when the rule found something at or above the report's fail-on level (each such finding is a
 * line of the `<failure>` body), and findings below that level are its `<system-out>`. So a clean
 * run shows every check as passed, not an empty report.
 *
 * The document is small and fixed in shape, so it is written here rather than through an XML
 * library; every attribute and text goes through {@link escapeXml}, and the tests validate the
 * output with libxml2 (xmllint-wasm).
 */
import type { AuditReport, Finding } from '../core/report-model.js';
import { escapeNonXmlChars } from '../util/xml-chars.js';
import { isFailing, RULES, type RuleFormat, type RuleMeta } from '../core/rule-registry.js';
import { joinRepoPath } from './annotations.js';

/** Options of {@link renderJUnit}. */
export interface JUnitOptions {
  /** The audited root's place in the repository ('' when the same), for the `file` attributes. */
  pathPrefix?: string;
}

/** Escapes text for an XML attribute or element, after making it valid XML 1.0 characters. */
function escapeXml(value: string): string {
  return escapeNonXmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

// A line feed in an attribute is read back as a space (XML's attribute-value normalization).
const attrs = (pairs: Readonly<Record<string, string | number>>) =>
  Object.entries(pairs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v)).replace(/\n/g, '&#10;')}"`)
    .join('');

function describeFinding(f: Finding, prefix: string): string {
  const where = f.path === '' ? '(run)' : joinRepoPath(prefix, f.path);
  return `${f.severity} ${where}${f.line !== undefined ? `:${f.line}` : ''}: ${f.message}`;
}

/** One rule's test case. */
function renderCase(
  rule: RuleMeta,
  findings: readonly Finding[],
  report: AuditReport,
  prefix: string,
) {
  const failing = findings.filter((f) => isFailing(f.severity, report.summary.fail_on));
  const other = findings.filter((f) => !failing.includes(f));
  const first = failing[0] ?? other[0];
  const head = `    <testcase${attrs({
    classname: `passport-gate.${rule.format}`,
    name: rule.id,
    ...(first && first.path !== '' ? { file: joinRepoPath(prefix, first.path) } : {}),
    time: 0,
  })}`;
  if (findings.length === 0) return { xml: `${head}/>`, failed: false };
  const body: string[] = [];
  if (failing.length > 0) {
    body.push(
      `      <failure${attrs({ message: `${failing.length} finding(s): ${rule.description}`, type: rule.id })}>${escapeXml(failing.map((f) => describeFinding(f, prefix)).join('\n'))}</failure>`,
    );
  }
  if (other.length > 0)
    body.push(
      `      <system-out>${escapeXml(other.map((f) => describeFinding(f, prefix)).join('\n'))}</system-out>`,
    );
  return { xml: `${head}>\n${body.join('\n')}\n    </testcase>`, failed: failing.length > 0 };
}

/** Renders the report as one JUnit XML document. */
export function renderJUnit(report: AuditReport, options: JUnitOptions = {}): string {
  const prefix = options.pathPrefix ?? '';
  const byRule = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const list = byRule.get(f.rule);
    if (list) list.push(f);
    else byRule.set(f.rule, [f]);
  }
  const groups = new Map<RuleFormat, RuleMeta[]>();
  for (const rule of RULES) groups.set(rule.format, [...(groups.get(rule.format) ?? []), rule]);
  const suites: string[] = [];
  let failures = 0;
  for (const [format, rules] of groups) {
    const cases = rules.map((r) => renderCase(r, byRule.get(r.id) ?? [], report, prefix));
    const failed = cases.filter((c) => c.failed).length;
    failures += failed;
    suites.push(
      `  <testsuite${attrs({ name: `passport-gate ${format}`, tests: cases.length, failures: failed, errors: 0, skipped: 0, time: 0 })}>\n${cases.map((c) => c.xml).join('\n')}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: 'passport-gate', tests: RULES.length, failures, errors: 0, time: 0 })}>\n${suites.join('\n')}\n</testsuites>\n`;
}
