/**
 * Issue 6, items 6-10: hostile JSON. Deep nesting, duplicate keys, prototype
 * keys, malformed digests and broken encodings each get a finding with a
 * position; nothing throws.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { findStronglyConnected, findCycleInComponent } from '../../src/util/digraph.js';
import { MAX_JSON_VALUES, parseJsonDocument } from '../../src/formats/json-source.js';
import { summarizePassportBytes } from '../../src/formats/passport.js';
import { MAX_SCHEMA_FINDINGS_PER_DOCUMENT } from '../../src/formats/schema-validator.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { renderTextReport } from '../../src/report/text.js';
import { PARAMETERS, sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

const findingsOf = async () => (await audit({ root: repo.root })).findings;

describe('deep nesting (item 6)', () => {
  const DEPTH = 200_000;
  it('200,000-deep arrays and objects are one finding, no RangeError', async () => {
    await repo.write('a/x.passport.json', '['.repeat(DEPTH) + ']'.repeat(DEPTH));
    await repo.write('b/y.passport.json', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));
    const findings = await findingsOf();
    expect(findings.map((f) => [f.path, f.rule])).toEqual([
      ['a/x.passport.json', 'passport-too-large'],
      ['b/y.passport.json', 'passport-too-large'],
    ]);
  });
  it('deep nesting inside free-form parameters is refused the same way', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    const text = (await repo.read('out/out.passport.json')).toString();
    await repo.write(
      'out/out.passport.json',
      text.replace(PARAMETERS, `"parameters": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
    );
    expect((await findingsOf()).map((f) => f.rule)).toEqual(['passport-too-large']);
  });
  it('a 200,000-long consumed_passports chain is walked iteratively', async () => {
    // Graph algorithms directly: a path of 200,000 nodes and a 200,000-node cycle.
    const n = DEPTH;
    const path = Array.from({ length: n }, (_, i) => (i + 1 < n ? [i + 1] : []));
    expect(findStronglyConnected(path)).toHaveLength(n);
    const ring = Array.from({ length: n }, (_, i) => [(i + 1) % n]);
    const [component] = findStronglyConnected(ring);
    expect(component).toHaveLength(n);
    expect(findCycleInComponent(component!, ring)).toHaveLength(n + 1);
  });
});

describe('memory follows the values, so their number is capped (issue 18)', () => {
  it('a passport of more than MAX_JSON_VALUES values is passport-too-large and never parsed', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    const text = (await repo.read('out/out.passport.json')).toString();
    // 16 MB of `{},` was 5.3 million objects and 645 MB of memory (bench/passport-memory.mjs).
    const bloated = text.replace(
      PARAMETERS,
      `"parameters": [${'{},'.repeat(MAX_JSON_VALUES / 2)}{}]`,
    );
    await repo.write('out/out.passport.json', bloated);
    expect(summarizePassportBytes(Buffer.from(bloated))).toBeNull();
    const findings = await findingsOf();
    expect(findings.map((f) => f.rule)).toEqual(['passport-too-large']);
    expect(findings[0]?.message).toContain('more than 1,000,000 values');
  });
  it('schema violations past MAX_SCHEMA_FINDINGS_PER_DOCUMENT are counted in one finding', async () => {
    const n = MAX_SCHEMA_FINDINGS_PER_DOCUMENT + 50;
    const names = Array.from({ length: n }, (_, i) => `out/f${i}.txt`);
    for (const name of names) await repo.write(name, name);
    await repo.passport({
      dir: 'out',
      outputs: names,
      mutate: (v) => {
        for (const o of v.outputs as { sha256: string }[]) o.sha256 = 'nothex';
      },
    });
    const schema = (await findingsOf()).filter((f) => f.rule === 'passport-schema');
    expect(schema).toHaveLength(MAX_SCHEMA_FINDINGS_PER_DOCUMENT + 1);
    expect(schema.filter((f) => f.pointer?.endsWith('/sha256'))).toHaveLength(
      MAX_SCHEMA_FINDINGS_PER_DOCUMENT,
    );
    expect(schema.map((f) => f.message)).toContainEqual(
      expect.stringMatching(/^50 more schema violation\(s\) are not listed one by one/),
    );
  });
});

describe('duplicate keys (item 7)', () => {
  it('"sha256" twice is a finding at the second occurrence', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    const text = (await repo.read('out/out.passport.json')).toString();
    const good = sha256('a');
    await repo.write(
      'out/out.passport.json',
      text.replace(`"sha256": "${good}"`, `"sha256": "${good}", "sha256": "${sha256('forged')}"`),
    );
    const dup = (await findingsOf()).filter((f) => f.rule === 'passport-duplicate-key');
    expect(dup).toHaveLength(1);
    expect(dup[0]).toMatchObject({ pointer: '/outputs/0' });
    expect(dup[0]!.line).toBeGreaterThan(1);
  });
});

describe('prototype keys and ids (item 8)', () => {
  it('__proto__, constructor and hasOwnProperty are plain data', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => {
        p.consumed_passports = ['__proto__', 'constructor', 'hasOwnProperty'];
        p.parameters = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}');
      },
    });
    await repo.write('other/b.txt', 'b');
    await repo.passport({
      dir: 'other',
      outputs: ['other/b.txt'],
      mutate: (p) => (p.passport_id = '__proto__'),
    });
    const findings = await findingsOf();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(findings.filter((f) => f.rule === 'chain-unresolved').map((f) => f.pointer)).toEqual([
      '/consumed_passports/1',
      '/consumed_passports/2',
    ]);
    expect(findings.some((f) => f.rule === 'passport-schema' && f.pointer === '/passport_id')).toBe(
      true,
    );
  });
});

describe('malformed digests (item 9)', () => {
  it.each([
    ['uppercase hex', sha256('a').toUpperCase()],
    ['sha256: prefix', `sha256:${sha256('a')}`],
    ['63 characters', sha256('a').slice(1)],
  ])('%s is a schema finding with the pointer, not a mismatch', async (_label, digest) => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => ((p.outputs as { sha256: string }[])[0]!.sha256 = digest),
    });
    const findings = await findingsOf();
    expect(findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['passport-schema', '/outputs/0/sha256'],
    ]);
  });
});

describe('broken files (item 10)', () => {
  it.each([
    ['empty', Buffer.alloc(0), 0],
    ['whitespace only', Buffer.from('  \n '), 0],
    ['a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{}')]), 0],
    ['trailing garbage', Buffer.from('{"a": 1}\ngarbage'), 9],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"a": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
      7,
    ],
    [
      'a lone surrogate byte sequence',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      6,
    ],
  ])('%s is passport-invalid-json with the offset', async (_label, bytes, offset) => {
    const parsed = parseJsonDocument(bytes);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.offset).toBe(offset);
    await repo.write('out/x.passport.json', bytes);
    const findings = await findingsOf();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'passport-invalid-json',
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(findings[0]!.message).toContain(`byte ${offset}`);
  });
});

describe('hostile strings in ids (items 11, 13)', () => {
  it('an id with control characters is escaped in every report', async () => {
    await repo.write('out/a.txt', 'a');
    const evil = `${uuidFromSeed('x')}\n::error::fake\u001b[31m`;
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'], consumed: [evil] });
    const report = await audit({ root: repo.root });
    for (const text of [renderTextReport(report, { color: false }), renderMarkdownReport(report)]) {
      expect(text).not.toContain('\u001b');
      expect(text).not.toMatch(/^::/m);
    }
  });
});
