/**
 * Every string `passport-gate export --prov` writes must be a valid `xsd:string`: PROV's consumers turn PROV-JSON into PROV-XML (the `prov` Python package's
 * serializer and prov_to_dot refuse anything else; scripts/prov-consumer.py runs them in CI, see
 * README's Development section). The check is xmlchars' `isChar`, the XML 1.0 (5th edition)
 * `Char` production, walked over every key and value of the parsed output. An in-toto statement
 * is JSON that nothing turns into XML, and its predicate is signed as the passport (`attest`
 * shares the builder): it carries the passport's strings unchanged, control characters included.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChar } from 'xmlchars/xml/1.0/ed5.js';
import { runCli } from '../../src/cli.js';
import { escapeNonXmlChars } from '../../src/util/xml-chars.js';
import { captureIo } from '../helpers/cli-io.js';
import type { TempRepo } from '../helpers/repo.js';
import { createChainRepo, createExportRepo, NON_XML_TEXT } from './fixtures.js';

/** Every string of a JSON value, object keys included. */
function listStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(listStrings);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [k, ...listStrings(v)]);
  return [];
}

/** The strings of a JSON value that are not valid xsd:strings, or hold DEL or C1 controls. */
function listInvalidStrings(value: unknown): string[] {
  return listStrings(value).filter((s) =>
    [...s].some((ch) => {
      const c = ch.codePointAt(0) ?? 0;
      return !isChar(c) || (c >= 0x7f && c <= 0x9f);
    }),
  );
}

/** Runs `export` in a repository; its exit code and stdout. */
async function runExport(repo: TempRepo, args: string[]): Promise<{ code: number; out: string }> {
  const io = captureIo(repo.root);
  const code = await runCli(['export', ...args], io);
  return { code, out: io.out() };
}

let hostile: TempRepo;
let chain: TempRepo;
/** Where --out writes, outside the repositories. */
let out: string;
beforeAll(async () => {
  [hostile, chain] = await Promise.all([createExportRepo(), createChainRepo()]);
  out = await mkdtemp(path.join(tmpdir(), 'pg-consumer-exported-'));
});
afterAll(async () => {
  await Promise.all([hostile.remove(), chain.remove(), rm(out, { recursive: true, force: true })]);
});

describe('the test’s own check', () => {
  it('finds what XML 1.0 refuses in the passports themselves', async () => {
    const passport = JSON.parse(
      (await hostile.read('results/align/align.passport.json')).toString(),
    ) as unknown;
    expect(listInvalidStrings(passport).length).toBeGreaterThan(0);
    expect(listInvalidStrings({ ok: 'tab\tlf\ncr\r🧬 ü' })).toEqual([]);
  });
});

describe('export: every string a valid xsd:string', () => {
  it('--prov (PROV-JSON), stdout and --out', async () => {
    const stdout = await runExport(hostile, ['--prov']);
    expect(stdout.code).toBe(0);
    const document = JSON.parse(stdout.out) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(listInvalidStrings(document)).toEqual([]);
    // The text is kept, escaped where XML cannot carry it.
    const agents = Object.values(document.agent ?? {}).map((a) => a['prov:label']);
    expect(agents).toEqual([escapeNonXmlChars(NON_XML_TEXT)]);
    expect(escapeNonXmlChars(NON_XML_TEXT)).toContain('red\\u001b[0m nul\\u0000');

    expect((await runExport(hostile, ['--prov', '--out', out])).code).toBe(0);
    const file = JSON.parse(
      await readFile(path.join(out, 'provenance.prov.json'), 'utf8'),
    ) as unknown;
    expect(file).toEqual(document);
  });

  it('--in-toto statements carry the passport unchanged, control characters included', async () => {
    const { code, out: lines } = await runExport(hostile, ['--in-toto']);
    expect(code).toBe(0);
    const statements = lines
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { subject: { name: string }[]; predicate: unknown });
    expect(statements).toHaveLength(2);
    const file = JSON.parse(
      (await hostile.read('results/align/align.passport.json')).toString(),
    ) as unknown;
    const align = statements.find(
      (s) => s.subject[0]?.name === 'results/align/align.passport.json',
    );
    expect(align?.predicate).toEqual(file);
    expect(listInvalidStrings(align?.predicate)).toEqual(listInvalidStrings(file));
    expect(listInvalidStrings(file).length).toBeGreaterThan(0);
    expect(align?.subject[1]?.name).toBe('results/align/odd\u001b[1m\uffff.bam');

    const dir = path.join(out, 'attestations');
    expect((await runExport(hostile, ['--in-toto', '--out', dir])).code).toBe(0);
    const written = JSON.parse(
      await readFile(path.join(dir, 'results', 'align', 'align.intoto.json'), 'utf8'),
    ) as unknown;
    expect(written).toEqual(align);
  });

  it('a passport without such characters is exported unchanged (the predicate is the file)', async () => {
    const { out: lines } = await runExport(chain, ['--in-toto']);
    const first = JSON.parse(lines.split('\n')[0] ?? '') as { predicate: unknown };
    const file = JSON.parse(
      (await chain.read('results/align/align.passport.json')).toString(),
    ) as unknown;
    expect(first.predicate).toEqual(file);
  });
});
