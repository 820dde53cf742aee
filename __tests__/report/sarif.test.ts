/**
 * SARIF 2.1.0 output. The schema below is the subset of the OASIS SARIF
 * 2.1.0 schema (https://docs.oasis-open.org/sarif/sarif/v2.1.0/) that covers
 * every object we write: its required properties, enums and formats, kept
 * strict (additionalProperties false where the spec's object is closed for
 * our purposes) so a typo fails. On top, the constraints GitHub code scanning
 * adds: unique rule ids, ruleIndex pointing at the result's rule, result caps.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rule-registry.js';
import {
  buildSarifLog,
  renderSarif,
  SARIF_MAX_RESULTS,
  toRelativeUri,
} from '../../src/report/sarif.js';
import { finding, makeReport, manyFindings } from '../helpers/report-fixture.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const message = {
  type: 'object',
  anyOf: [{ required: ['text'] }, { required: ['id'] }],
  properties: { text: { type: 'string' }, id: { type: 'string' } },
};
const multiformat = {
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string' }, markdown: { type: 'string' } },
};
const level = { enum: ['none', 'note', 'warning', 'error'] };

/** The SARIF 2.1.0 subset we emit. */
const SARIF_SUBSET_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['version', 'runs'],
  properties: {
    $schema: { type: 'string', format: 'uri' },
    version: { enum: ['2.1.0'] },
    runs: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['tool'],
        properties: {
          tool: {
            type: 'object',
            required: ['driver'],
            properties: {
              driver: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string', minLength: 1 },
                  version: { type: 'string' },
                  semanticVersion: { type: 'string' },
                  informationUri: { type: 'string', format: 'uri' },
                  rules: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['id'],
                      additionalProperties: false,
                      properties: {
                        id: { type: 'string', minLength: 1 },
                        name: { type: 'string' },
                        shortDescription: multiformat,
                        fullDescription: multiformat,
                        help: multiformat,
                        helpUri: { type: 'string', format: 'uri' },
                        defaultConfiguration: {
                          type: 'object',
                          additionalProperties: false,
                          properties: { level },
                        },
                        properties: { type: 'object' },
                      },
                    },
                  },
                },
              },
            },
          },
          results: {
            type: 'array',
            items: {
              type: 'object',
              required: ['message'],
              additionalProperties: false,
              properties: {
                ruleId: { type: 'string' },
                ruleIndex: { type: 'integer', minimum: -1 },
                level,
                message,
                locations: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    properties: {
                      physicalLocation: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['artifactLocation'],
                        properties: {
                          artifactLocation: {
                            type: 'object',
                            additionalProperties: false,
                            properties: {
                              uri: { type: 'string', format: 'uri-reference' },
                              uriBaseId: { type: 'string' },
                            },
                          },
                          region: {
                            type: 'object',
                            additionalProperties: false,
                            properties: {
                              startLine: { type: 'integer', minimum: 1 },
                              startColumn: { type: 'integer', minimum: 1 },
                            },
                          },
                        },
                      },
                    },
                  },
                },
                partialFingerprints: { type: 'object', additionalProperties: { type: 'string' } },
                properties: { type: 'object' },
              },
            },
          },
          invocations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['executionSuccessful'],
              properties: {
                executionSuccessful: { type: 'boolean' },
                toolExecutionNotifications: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['message'],
                    additionalProperties: false,
                    properties: {
                      message,
                      level,
                      descriptor: {
                        type: 'object',
                        properties: { id: { type: 'string' } },
                      },
                    },
                  },
                },
              },
            },
          },
          columnKind: { enum: ['utf16CodeUnits', 'unicodeCodePoints'] },
        },
      },
    },
  },
};

// strictRequired off: the spec's message is anyOf(required text, required id) over shared properties.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
const validateSarif = ajv.compile(SARIF_SUBSET_SCHEMA);

function expectValid(log: unknown) {
  const ok = validateSarif(log);
  expect(validateSarif.errors ?? [], JSON.stringify(validateSarif.errors)).toEqual([]);
  expect(ok).toBe(true);
}

describe('SARIF 2.1.0', () => {
  const report = makeReport([
    finding(),
    finding({
      severity: 'warning',
      rule: 'artifact-unlisted',
      path: 'results/a/my file #1%.txt',
      line: undefined,
      column: undefined,
      pointer: undefined,
      passport_id: undefined,
    }),
    finding({ severity: 'notice', rule: 'chain-next-skill', line: 40 }),
    finding({
      rule: 'outputs-empty',
      path: '',
      line: undefined,
      column: undefined,
      pointer: undefined,
      passport_id: undefined,
    }),
  ]);

  it('validates against the SARIF 2.1.0 schema subset', () => {
    expectValid(buildSarifLog(report));
    expectValid(JSON.parse(renderSarif(report)));
  });

  it('describes every rule of the registry once, with its docs URL and default level', () => {
    const driver = buildSarifLog(report).runs[0]?.tool.driver;
    expect(driver?.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    expect(new Set(driver?.rules.map((r) => r.id)).size).toBe(RULES.length);
    const hash = driver?.rules.find((r) => r.id === 'artifact-hash-mismatch');
    expect(hash).toMatchObject({
      name: 'ArtifactHashMismatch',
      helpUri: expect.stringMatching(/docs\/rules\.md#artifact-hash-mismatch$/),
      defaultConfiguration: { level: 'error' },
    });
    expect(driver?.rules.find((r) => r.id === 'path-ambiguous')?.defaultConfiguration.level).toBe(
      'warning',
    );
  });

  it('maps findings to results whose ruleIndex names their rule, with levels, encoded URIs and regions', () => {
    const log = buildSarifLog(report, { pathPrefix: 'analysis' });
    const run = log.runs[0];
    for (const r of run?.results ?? [])
      expect(run?.tool.driver.rules[r.ruleIndex]?.id).toBe(r.ruleId);
    expect(run?.results.map((r) => r.level)).toEqual(['error', 'warning', 'note']);
    const [first, second] = run?.results ?? [];
    expect(first?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'analysis/results/a/a.passport.json', uriBaseId: '%SRCROOT%' },
      region: { startLine: 12, startColumn: 7 },
    });
    expect(second?.locations[0]?.physicalLocation.artifactLocation.uri).toBe(
      'analysis/results/a/my%20file%20%231%25.txt',
    );
    expect(second?.locations[0]?.physicalLocation.region).toEqual({ startLine: 1 });
    // A run-level finding has no file: a tool notification, not a result.
    expect(run?.invocations[0]?.toolExecutionNotifications).toEqual([
      {
        descriptor: { id: 'outputs-empty' },
        level: 'error',
        message: { text: expect.any(String) },
      },
    ]);
  });

  it('fingerprints follow the field, not the digests in the message', () => {
    const a = buildSarifLog(makeReport([finding({ message: 'expected 1, actual 2' })])).runs[0]
      ?.results[0];
    const b = buildSarifLog(makeReport([finding({ message: 'expected 1, actual 3' })])).runs[0]
      ?.results[0];
    const c = buildSarifLog(makeReport([finding({ pointer: '/outputs/1/sha256' })])).runs[0]
      ?.results[0];
    expect(a?.partialFingerprints).toEqual(b?.partialFingerprints);
    expect(a?.partialFingerprints).not.toEqual(c?.partialFingerprints);
  });

  it('escapes control characters in messages and caps results at what code scanning accepts', () => {
    const hostile = buildSarifLog(makeReport([finding({ message: 'a\u001b[31mb\u202e' })])).runs[0]
      ?.results[0];
    expect(hostile?.message.text).toBe('a\\u001b[31mb\\u202e');
    const log = buildSarifLog(makeReport(manyFindings(SARIF_MAX_RESULTS + 5)));
    expect(log.runs[0]?.results).toHaveLength(SARIF_MAX_RESULTS);
    expect(log.runs[0]?.invocations[0]?.toolExecutionNotifications[0]?.message.text).toMatch(
      /^5 more result/,
    );
    expectValid(log);
  });

  it('encodes each path segment as a relative URI reference', () => {
    expect(toRelativeUri('a b/c?d#e/%f')).toBe('a%20b/c%3Fd%23e/%25f');
  });

  it('the schema subset rejects what SARIF forbids', () => {
    expect(validateSarif({ version: '2.0.0', runs: [] })).toBe(false);
    const log = JSON.parse(renderSarif(report));
    log.runs[0].results[0].level = 'notice';
    expect(validateSarif(log)).toBe(false);
    const noStart = JSON.parse(renderSarif(report));
    noStart.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    expect(validateSarif(noStart)).toBe(false);
  });
});
