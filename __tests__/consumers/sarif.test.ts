/**
 * The SARIF of the action (src/report/sarif.ts, as main.ts writes it) and of the CLI
 * (`audit --format sarif`, run from the committed dist/cli.js), validated against the SARIF 2.1.0
 * JSON schema itself (vendored, see vendor/README.md) and against what GitHub code scanning adds
 * to it: its documented limits and required properties (constants in src/report/sarif.ts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import AjvDraft04Module from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import {
  renderSarif,
  SARIF_DESCRIPTION_MAX_CHARS,
  SARIF_MAX_EXTENSIONS,
  SARIF_MAX_GZIP_BYTES,
  SARIF_MAX_LOCATIONS_PER_RESULT,
  SARIF_MAX_RESULTS,
  SARIF_MAX_RULES,
  SARIF_MAX_RUNS,
  SARIF_MAX_TAGS_PER_RULE,
  SARIF_RULE_NAME_MAX_CHARS,
} from '../../src/report/sarif.js';
import { makeReport, manyFindings } from '../helpers/report-fixture.js';
import { captureIo } from '../helpers/cli-io.js';
import type { TempRepo } from '../helpers/repo.js';
import { createChainRepo, createCycleRepo, createHostileRepo } from './fixtures.js';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCHEMA_FILE = path.join(import.meta.dirname, 'vendor', 'sarif-schema-2.1.0-rtm.5.json');
/** The sha256 vendor/README.md records for the schema. */
const SCHEMA_SHA256 = '2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8';

// Both packages are CommonJS with a default export; under ESM the class sits on `.default`.
type AjvInstance = {
  compile(schema: unknown): ((data: unknown) => boolean) & { errors?: unknown[] | null };
};
const AjvDraft04 = ((AjvDraft04Module as unknown as { default?: unknown }).default ??
  AjvDraft04Module) as new (options: object) => AjvInstance;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: AjvInstance) => AjvInstance;

const schemaText = readFileSync(SCHEMA_FILE, 'utf8');
// strict: false: the standard's schema uses keywords Ajv's strict mode questions (`default`
// beside `$ref`). unicodeRegExp: false: its `language` pattern has a stray `]`
// (`^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`, fixed in the 2023 errata), a literal in ECMA-262
// regular expressions without the `u` flag, which is how draft-04 reads patterns.
// allErrors: a failure lists every problem at once.
const validateSarif = addFormats(
  new AjvDraft04({ strict: false, allErrors: true, unicodeRegExp: false }),
).compile(JSON.parse(schemaText));

/** Schema errors of a SARIF log (empty when valid). */
function listSchemaErrors(log: unknown): unknown[] {
  return validateSarif(log) ? [] : (validateSarif.errors ?? []);
}

interface SarifRuleView {
  id?: string;
  name?: string;
  shortDescription?: { text?: string };
  fullDescription?: { text?: string };
  help?: { text?: string };
  defaultConfiguration?: { level?: string };
  properties?: { tags?: string[]; precision?: string };
}
interface SarifResultView {
  ruleId?: string;
  ruleIndex?: number;
  message?: { text?: string };
  locations?: {
    physicalLocation?: {
      artifactLocation?: { uri?: string; uriBaseId?: string };
      region?: { startLine?: number };
    };
  }[];
  partialFingerprints?: Record<string, string>;
}
interface SarifLogView {
  $schema?: string;
  version?: string;
  runs?: {
    tool?: { driver?: { name?: string; rules?: SarifRuleView[] }; extensions?: unknown[] };
    results?: SarifResultView[];
  }[];
}

const nonEmpty = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * What code scanning would refuse or mis-show in a SARIF file beyond the schema: its limits
 * (runs, rules, results, locations, tags, size) and the properties it requires non-empty
 * (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning).
 * Returns one line per problem. `paths`: the repository paths the results' URIs must name.
 */
function listCodeScanningProblems(text: string, paths?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const log = JSON.parse(text) as SarifLogView;
  const gzip = gzipSync(text).length;
  if (gzip > SARIF_MAX_GZIP_BYTES) problems.push(`gzip size ${gzip} > ${SARIF_MAX_GZIP_BYTES}`);
  if (!nonEmpty(log.$schema)) problems.push('$schema is required');
  if (log.version !== '2.1.0') problems.push(`version ${String(log.version)}`);
  const runs = log.runs ?? [];
  if (runs.length < 1 || runs.length > SARIF_MAX_RUNS) problems.push(`${runs.length} runs`);
  for (const [r, run] of runs.entries()) {
    const rules = run.tool?.driver?.rules ?? [];
    if (!nonEmpty(run.tool?.driver?.name)) problems.push(`run ${r}: tool.driver.name is required`);
    if (rules.length > SARIF_MAX_RULES) problems.push(`run ${r}: ${rules.length} rules`);
    if ((run.tool?.extensions ?? []).length > SARIF_MAX_EXTENSIONS)
      problems.push(`run ${r}: too many extensions`);
    const ids = rules.map((rule) => rule.id);
    if (new Set(ids).size !== ids.length) problems.push(`run ${r}: duplicate rule ids`);
    for (const rule of rules) {
      const where = `rule ${String(rule.id)}`;
      if (!nonEmpty(rule.id)) problems.push(`${where}: id is required`);
      if ((rule.name ?? '').length > SARIF_RULE_NAME_MAX_CHARS) problems.push(`${where}: name`);
      for (const key of ['shortDescription', 'fullDescription'] as const) {
        const t = rule[key]?.text;
        if (!nonEmpty(t)) problems.push(`${where}: ${key}.text is required`);
        else if (t.length > SARIF_DESCRIPTION_MAX_CHARS) problems.push(`${where}: ${key} too long`);
      }
      if (!nonEmpty(rule.help?.text)) problems.push(`${where}: help.text is required`);
      const tags = rule.properties?.tags ?? [];
      if (tags.length > SARIF_MAX_TAGS_PER_RULE) problems.push(`${where}: ${tags.length} tags`);
      const precision = rule.properties?.precision;
      if (precision !== undefined && !['very-high', 'high', 'medium', 'low'].includes(precision))
        problems.push(`${where}: precision ${precision}`);
      const level = rule.defaultConfiguration?.level;
      if (level !== undefined && !['note', 'warning', 'error'].includes(level))
        problems.push(`${where}: level ${level}`);
    }
    const results = run.results ?? [];
    if (results.length > SARIF_MAX_RESULTS) problems.push(`run ${r}: ${results.length} results`);
    for (const [i, result] of results.entries()) {
      const where = `result ${i}`;
      if (result.ruleIndex === undefined || rules[result.ruleIndex]?.id !== result.ruleId)
        problems.push(`${where}: ruleIndex does not point at ${String(result.ruleId)}`);
      if (!nonEmpty(result.message?.text)) problems.push(`${where}: message.text is required`);
      if (/[\u0000-\u001f\u007f-\u009f]/.test(result.message?.text ?? ''))
        problems.push(`${where}: control character in message`);
      if (Object.keys(result.partialFingerprints ?? {}).length === 0)
        problems.push(`${where}: partialFingerprints is required`);
      const locations = result.locations ?? [];
      // The property table asks for one location unless every one must change; 1,000 is the cap.
      if (locations.length !== 1 || locations.length > SARIF_MAX_LOCATIONS_PER_RESULT)
        problems.push(`${where}: ${locations.length} locations`);
      for (const location of locations) {
        const uri = location.physicalLocation?.artifactLocation?.uri ?? '';
        const line = location.physicalLocation?.region?.startLine;
        if (!Number.isInteger(line) || (line ?? 0) < 1) problems.push(`${where}: startLine`);
        // Relative to the repository root: no scheme, no leading slash, no climbing out.
        if (!nonEmpty(uri) || /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/'))
          problems.push(`${where}: uri ${JSON.stringify(uri)} is not a relative path`);
        const segments = uri.split('/').map((s) => decodeURIComponent(s));
        if (segments.some((s) => s === '..' || s === '.' || s === '' || s.includes('/')))
          problems.push(`${where}: uri ${JSON.stringify(uri)} has an odd segment`);
        const resolved = new URL(uri, 'file:///checkout/').pathname;
        if (!resolved.startsWith('/checkout/')) problems.push(`${where}: uri leaves the checkout`);
        if (paths !== undefined && !paths.has(segments.join('/')))
          problems.push(`${where}: uri ${JSON.stringify(uri)} names no audited file`);
      }
    }
  }
  return problems;
}

const repos: TempRepo[] = [];
let hostile: TempRepo;
let hostileReport: AuditReport;
beforeAll(async () => {
  hostile = await createHostileRepo();
  repos.push(hostile, await createChainRepo(), await createCycleRepo());
  hostileReport = await audit({ root: hostile.root });
});
afterAll(async () => {
  await Promise.all(repos.map((r) => r.remove()));
});

/** The repository paths the findings of a report point at, under `prefix`. */
function findingPaths(report: AuditReport, prefix = ''): Set<string> {
  return new Set(report.findings.map((f) => (prefix ? `${prefix}/${f.path}` : f.path)));
}

describe('the vendored SARIF 2.1.0 schema', () => {
  it('is the file vendor/README.md names', () => {
    expect(createHash('sha256').update(schemaText).digest('hex')).toBe(SCHEMA_SHA256);
  });

  it('rejects what SARIF 2.1.0 rejects', () => {
    const log = JSON.parse(renderSarif(hostileReport)) as SarifLogView;
    expect(listSchemaErrors({ ...log, version: '2.2.0' })).not.toEqual([]);
    const run = log.runs?.[0];
    const result = run?.results?.[0];
    expect(
      listSchemaErrors({ ...log, runs: [{ ...run, results: [{ ...result, level: 'fatal' }] }] }),
    ).not.toEqual([]);
  });
});

describe('SARIF of the action (src/report/sarif.ts)', () => {
  it('a normal chain, a cycle and hostile names: valid SARIF within code scanning’s limits', async () => {
    for (const repo of repos) {
      const report = await audit({ root: repo.root });
      // main.ts prefixes the root's place in the checkout; a prefix with a space and `#`.
      const prefix = 'analyses/run #1';
      const text = renderSarif(report, { pathPrefix: prefix });
      expect(listSchemaErrors(JSON.parse(text))).toEqual([]);
      expect(listCodeScanningProblems(text, findingPaths(report, prefix))).toEqual([]);
    }
    expect(hostileReport.findings.length).toBeGreaterThan(10);
  });

  it('more findings than a run may hold: capped at SARIF_MAX_RESULTS, still valid', () => {
    const report = makeReport(manyFindings(SARIF_MAX_RESULTS + 5));
    const text = renderSarif(report);
    expect(listSchemaErrors(JSON.parse(text))).toEqual([]);
    expect(listCodeScanningProblems(text)).toEqual([]);
    expect((JSON.parse(text) as SarifLogView).runs?.[0]?.results).toHaveLength(SARIF_MAX_RESULTS);
  });
});

describe('SARIF of the CLI (audit --format sarif)', () => {
  it('dist/cli.js writes valid SARIF within code scanning’s limits, paths from the working directory', async () => {
    // Run from the repository's parent with --root DIR: URIs start with DIR, as code scanning
    // resolves them against the checkout the command ran in.
    const dir = path.basename(hostile.root);
    const run = await exec(
      process.execPath,
      [path.join(ROOT, 'dist', 'cli.js'), 'audit', '--root', dir, '--all', '--format', 'sarif'],
      { cwd: path.dirname(hostile.root), maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code: number; stdout: string }) => error);
    expect(run).toMatchObject({ code: 1 }); // the hostile repository fails the audit
    const text = (run as { stdout: string }).stdout;
    expect(listSchemaErrors(JSON.parse(text))).toEqual([]);
    expect(listCodeScanningProblems(text, findingPaths(hostileReport, dir))).toEqual([]);
  });

  it('is the action’s renderer: the same SARIF for the same report', async () => {
    const [chain] = repos.slice(1);
    const io = captureIo(chain!.root);
    expect(await runCli(['audit', '--all', '--format', 'sarif'], io)).toBe(0);
    const report = await audit({ root: chain!.root });
    expect(io.out()).toBe(renderSarif(report));
    expect(listCodeScanningProblems(io.out())).toEqual([]);
  });

  it('merge --format sarif: the merged shards, valid', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'pg-consumer-shards-'));
    try {
      const reports = ['1/2', '2/2'].map((s) => path.join(out, `report-${s[0]}.json`));
      for (const [i, file] of reports.entries()) {
        const args = ['--all', '--shard', `${i + 1}/2`, '--format', 'json', '--output', file];
        await runCli(['audit', ...args], captureIo(hostile.root));
      }
      const merged = captureIo(hostile.root);
      expect(await runCli(['merge', '--format', 'sarif', ...reports], merged)).toBe(1);
      expect(listSchemaErrors(JSON.parse(merged.out()))).toEqual([]);
      expect(listCodeScanningProblems(merged.out(), findingPaths(hostileReport))).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
