/**
 * The report as SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html)
 * for GitHub code scanning (`github/codeql-action/upload-sarif`). Rule
 * metadata comes from the registry, so every rule the tool can report is
 * described, with its docs/rules.md anchor as helpUri. Pure: report in, object out.
 */
import { createHash } from 'node:crypto';
import type { AuditReport, Finding } from '../core/report-model.js';
import { getRuleDocUrl, RULES, type RuleId, type Severity } from '../core/rule-registry.js';
import { joinRepoPath } from './annotations.js';
import { escapeInvisible } from '../util/untrusted.js';

/** The schema URI code scanning and editors recognise. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** SARIF version written. */
const SARIF_VERSION = '2.1.0';
/** Code scanning accepts at most 25,000 results per run. https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning#validating-your-sarif-file */
export const SARIF_MAX_RESULTS = 25_000;
/** Runs per file code scanning accepts (the file is rejected above). Same page as {@link SARIF_MAX_RESULTS}. */
export const SARIF_MAX_RUNS = 20;
/** Rules per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
export const SARIF_MAX_RULES = 25_000;
/** Locations per result code scanning accepts (it shows 100). Same page as {@link SARIF_MAX_RESULTS}. */
export const SARIF_MAX_LOCATIONS_PER_RESULT = 1_000;
/** Tags per rule code scanning accepts (it shows 10). Same page as {@link SARIF_MAX_RESULTS}. */
export const SARIF_MAX_TAGS_PER_RULE = 20;
/** Tool extensions per run code scanning accepts. Same page as {@link SARIF_MAX_RESULTS}. */
export const SARIF_MAX_EXTENSIONS = 100;
/** `reportingDescriptor.name` is "limited to 255 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
export const SARIF_RULE_NAME_MAX_CHARS = 255;
/** `shortDescription.text` and `fullDescription.text` are "limited to 1024 characters". {@link CODE_SCANNING_SARIF_DOCS}#reportingdescriptor-object */
export const SARIF_DESCRIPTION_MAX_CHARS = 1024;
/** An upload is at most "10 MB" gzip-compressed (read as 10^7 bytes, the stricter). {@link CODE_SCANNING_SARIF_DOCS}#file-compatibility */
export const SARIF_MAX_GZIP_BYTES = 10_000_000;
/** Where the tool is documented. */
const TOOL_INFORMATION_URI = 'https://github.com/passport-gate/passport-gate';
/** The key of the fingerprint code scanning uses to follow a result across commits. */
const FINGERPRINT_KEY = 'passportGate/v1';

/** SARIF result levels. */
export type SarifLevel = 'error' | 'warning' | 'note';

const LEVELS: Readonly<Record<Severity, SarifLevel>> = {
  error: 'error',
  warning: 'warning',
  notice: 'note',
};

/** The SARIF level of a severity: notice → note. */
function toSarifLevel(severity: Severity): SarifLevel {
  return LEVELS[severity];
}

/** A minimal typed view of the SARIF we write. */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

/** One run of the tool. */
export interface SarifRun {
  tool: { driver: SarifDriver };
  results: SarifResult[];
  invocations: SarifInvocation[];
  columnKind: 'utf16CodeUnits';
}

interface SarifDriver {
  name: string;
  version: string;
  semanticVersion: string;
  informationUri: string;
  rules: SarifRule[];
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; precision: 'very-high' };
}

/** One SARIF result. */
export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' };
      region: { startLine: number; startColumn?: number };
    };
  }[];
  partialFingerprints: Record<string, string>;
  properties?: Record<string, string>;
}

interface SarifInvocation {
  executionSuccessful: boolean;
  toolExecutionNotifications: {
    descriptor: { id: string };
    level: SarifLevel;
    message: { text: string };
  }[];
}

/** Options of {@link buildSarifLog}. */
export interface SarifOptions {
  /** The audited root relative to the repository, so URIs resolve against the checkout ('' when the same). */
  pathPrefix?: string;
}

/** Percent-encodes a repository-relative POSIX path as a relative URI reference (RFC 3986), segment by segment. */
export function toRelativeUri(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** `artifact-hash-mismatch` → `ArtifactHashMismatch` (SARIF's rule `name` is an identifier, not the id). */
function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}

function fingerprint(f: Finding, uri: string): string {
  // Not the message: it carries digests that change with the bytes, and an alert should follow the field.
  return createHash('sha256')
    .update([f.rule, uri, f.pointer ?? '', f.passport_id ?? ''].join('\u0000'))
    .digest('hex');
}

/**
 * Builds the SARIF log of a report. Findings without a file (run-level) have
 * no location code scanning could show, so they become tool execution
 * notifications of the invocation instead of results.
 */
export function buildSarifLog(report: AuditReport, options: SarifOptions = {}): SarifLog {
  const ruleIndex = new Map<RuleId, number>(RULES.map((r, i) => [r.id, i]));
  const rules: SarifRule[] = RULES.map((r) => ({
    id: r.id,
    name: ruleName(r.id),
    shortDescription: { text: r.description },
    fullDescription: { text: r.description },
    helpUri: getRuleDocUrl(r.id),
    help: {
      text: `${r.description} See ${getRuleDocUrl(r.id)} for why it matters and how to fix it.`,
      markdown: `${r.description}\n\n[Why it matters and how to fix it](${getRuleDocUrl(r.id)})`,
    },
    defaultConfiguration: { level: toSarifLevel(r.defaultSeverity) },
    properties: { tags: ['provenance', r.format], precision: 'very-high' },
  }));

  const results: SarifResult[] = [];
  const notifications: SarifInvocation['toolExecutionNotifications'] = [];
  let dropped = 0;
  for (const f of report.findings) {
    const text = escapeInvisible(f.message);
    if (f.path === '') {
      notifications.push({
        descriptor: { id: f.rule },
        level: toSarifLevel(f.severity),
        message: { text },
      });
      continue;
    }
    if (results.length >= SARIF_MAX_RESULTS) {
      dropped++;
      continue;
    }
    const uri = toRelativeUri(joinRepoPath(options.pathPrefix ?? '', f.path));
    const region: { startLine: number; startColumn?: number } = {
      startLine: f.line !== undefined && f.line > 0 ? f.line : 1,
    };
    if (f.line !== undefined && f.column !== undefined && f.column > 0)
      region.startColumn = f.column;
    const result: SarifResult = {
      ruleId: f.rule,
      ruleIndex: ruleIndex.get(f.rule) ?? 0,
      level: toSarifLevel(f.severity),
      message: { text },
      locations: [
        { physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f, uri) },
    };
    const properties: Record<string, string> = {};
    if (f.pointer !== undefined) properties.jsonPointer = escapeInvisible(f.pointer);
    if (f.passport_id !== undefined) properties.passportId = escapeInvisible(f.passport_id);
    if (Object.keys(properties).length > 0) result.properties = properties;
    results.push(result);
  }
  if (dropped > 0) {
    notifications.push({
      descriptor: { id: 'sarif-results-capped' },
      level: 'warning',
      message: {
        text: `${dropped} more result(s) not written: code scanning accepts at most ${SARIF_MAX_RESULTS} per run; see the JSON report.`,
      },
    });
  }

  return {
    $schema: SARIF_SCHEMA_URI,
    version: SARIF_VERSION,
    runs: [
      {
        tool: {
          driver: {
            name: report.tool.name,
            version: report.tool.version,
            semanticVersion: report.tool.version,
            informationUri: TOOL_INFORMATION_URI,
            rules,
          },
        },
        results,
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

/** Serializes the SARIF log of a report. */
export function renderSarif(report: AuditReport, options: SarifOptions = {}): string {
  return `${JSON.stringify(buildSarifLog(report, options), null, 2)}\n`;
}
