import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import {
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  toChecksums,
  toInTotoStatement,
} from '../../src/export/in-toto.js';
import { artifactEntityId, encodeLocalName, toProvDocument } from '../../src/export/prov.js';
import type { MaterialPassport } from '../../src/core/passport.js';
import { buildPipeline, sha256, TempRepo } from '../helpers/repo.js';
import { captureIo } from '../helpers/cli-io.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-export-');
});
afterEach(async () => {
  await repo.remove();
});

const io = () => captureIo(repo.root);

/**
 * The in-toto Statement v1 shape
 * (https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md and
 * resource_descriptor.md): `_type` fixed, a non-empty subject list whose
 * entries carry a digest map of lowercase hex values, a predicateType URI and
 * an object predicate.
 */
const STATEMENT_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['_type', 'subject', 'predicateType', 'predicate'],
  properties: {
    _type: { const: 'https://in-toto.io/Statement/v1' },
    subject: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['digest'],
        properties: {
          name: { type: 'string' },
          uri: { type: 'string', format: 'uri' },
          digest: {
            type: 'object',
            minProperties: 1,
            propertyNames: { pattern: '^[a-z0-9_-]+$' },
            additionalProperties: { type: 'string', pattern: '^[0-9a-f]+$' },
            properties: { sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
          },
        },
      },
    },
    predicateType: { type: 'string', format: 'uri' },
    predicate: { type: 'object' },
  },
};
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateStatement = ajv.compile(STATEMENT_V1_SCHEMA);

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

describe('export --in-toto', () => {
  it('writes one valid Statement v1 per passport whose digests are the artifacts’ sha256', async () => {
    const chain = await buildPipeline(repo);
    const c = io();
    expect(await runCli(['export', '--in-toto', '--out', 'attest'], c)).toBe(0);
    expect(c.err()).toContain('exported 3 in-toto statement(s)');

    const index = (await readJson(repo.abs('attest/index.json'))) as {
      passport: string;
      statement: string;
      checksums: string;
      subjects: number;
    }[];
    expect(index.map((e) => e.passport).sort()).toEqual(
      [chain.align.path, chain.report.path, chain.variants.path].sort(),
    );
    for (const entry of index) {
      const statement = (await readJson(path.join(repo.abs('attest'), entry.statement))) as {
        subject: { name: string; digest: { sha256: string } }[];
        predicateType: string;
        predicate: unknown;
      };
      expect(validateStatement(statement), JSON.stringify(validateStatement.errors)).toBe(true);
      expect(statement.predicateType).toBe(MATERIAL_PASSPORT_PREDICATE_TYPE);
      const passport = (await readJson(repo.abs(entry.passport))) as {
        outputs: { path: string }[];
      };
      expect(statement.predicate).toEqual(passport);
      // The passport file first, then the outputs; each subject's digest is the sha256 of the
      // bytes at its name, computed here.
      expect(statement.subject.map((s) => s.name)).toEqual([
        entry.passport,
        ...passport.outputs.map((o) => o.path),
      ]);
      for (const s of statement.subject) {
        expect(s.digest.sha256).toBe(sha256(await repo.read(s.name)));
      }
      const checksums = await readFile(path.join(repo.abs('attest'), entry.checksums), 'utf8');
      expect(checksums).toBe(
        statement.subject.map((s) => `${s.digest.sha256}  ${s.name}\n`).join(''),
      );
      expect(entry.subjects).toBe(statement.subject.length);
    }
    expect(index.find((e) => e.passport === chain.align.path)?.statement).toBe(
      'results/align/align.intoto.json',
    );
  });

  it('prints JSON Lines to stdout without --out', async () => {
    await buildPipeline(repo);
    const c = io();
    expect(await runCli(['export', '--in-toto'], c)).toBe(0);
    const lines = c.out().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(validateStatement(JSON.parse(line))).toBe(true);
  });

  it('exports nothing when the audit fails, and says why', async () => {
    await buildPipeline(repo);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const c = io();
    expect(await runCli(['export', '--in-toto', '--prov', '--out', 'attest'], c)).toBe(1);
    expect(c.err()).toContain('artifact-hash-mismatch');
    expect(c.err()).toContain('nothing was exported');
    await expect(stat(repo.abs('attest'))).rejects.toThrow();
  });

  it('names subjects repository-relative under path-base: passport', () => {
    const passport = {
      passport_id: 'x',
      outputs: [
        { path: 'a.bam', sha256: sha256('a') },
        { path: 'a.bam', sha256: sha256('a') },
      ],
    } as unknown as MaterialPassport;
    const statement = toInTotoStatement(passport, { dir: 'results/align', pathBase: 'passport' });
    expect(statement.subject).toEqual([
      { name: 'results/align/a.bam', digest: { sha256: sha256('a') } },
    ]);
  });

  it('leaves a name with a line break out of the checksums file', () => {
    const statement = toInTotoStatement({
      outputs: [
        { path: 'ok.txt', sha256: sha256('1') },
        { path: 'bad\nname.txt', sha256: sha256('2') },
      ],
    } as unknown as MaterialPassport);
    expect(toChecksums(statement)).toEqual({
      text: `${sha256('1')}  ok.txt\n`,
      skipped: ['bad\nname.txt'],
    });
  });
});

describe('export --prov', () => {
  it('round-trips the consumed_passports edges', async () => {
    const { align, variants, report } = await buildPipeline(repo);
    const c = io();
    expect(await runCli(['export', '--prov', '--out', 'prov'], c)).toBe(0);
    const doc = (await readJson(repo.abs('prov/provenance.prov.json'))) as {
      prefix: Record<string, string>;
      entity: Record<string, Record<string, unknown>>;
      activity: Record<string, Record<string, unknown>>;
      used: Record<string, Record<string, string>>;
      wasGeneratedBy: Record<string, Record<string, string>>;
      wasDerivedFrom: Record<string, Record<string, string>>;
    };
    // Parse the identifiers back: passport:<uuid> with passport = urn:uuid:.
    expect(doc.prefix.passport).toBe('urn:uuid:');
    const idOf = (q: string) => {
      expect(q.startsWith('passport:')).toBe(true);
      return decodeURIComponent(q.slice('passport:'.length));
    };
    const recovered = Object.values(doc.wasDerivedFrom)
      .map((d) => `${idOf(d['prov:generatedEntity']!)} -> ${idOf(d['prov:usedEntity']!)}`)
      .sort();
    const expected = [];
    for (const p of [align, variants, report]) {
      for (const producer of p.value.consumed_passports as string[]) {
        expected.push(`${p.id} -> ${producer}`);
      }
    }
    expect(recovered).toEqual(expected.sort());
    expect(recovered).toHaveLength(2);

    // The handoff reads as PROV: align's run generated the BAM, the variants run used it.
    const bam = artifactEntityId(
      'results/align/sampleA.sorted.bam',
      sha256(await repo.read('results/align/sampleA.sorted.bam')),
    );
    expect(doc.entity[bam]).toMatchObject({ 'pg:path': 'results/align/sampleA.sorted.bam' });
    expect(Object.values(doc.wasGeneratedBy)).toContainEqual(
      expect.objectContaining({ 'prov:entity': bam, 'prov:activity': `run:${align.id}` }),
    );
    expect(Object.values(doc.used)).toContainEqual({
      'prov:activity': `run:${variants.id}`,
      'prov:entity': bam,
    });
    expect(Object.keys(doc.activity).sort()).toEqual(
      [align.id, variants.id, report.id].map((id) => `run:${id}`).sort(),
    );
  });

  it('carries each run’s parameters, decisions and errors as attributes of its activity', () => {
    const passport = {
      schema_version: '1.0.0',
      passport_id: '11111111-1111-4111-8111-111111111111',
      created_at: '2026-06-17T12:00:00Z',
      produced_by: { skill: 'read-qc', skill_version: '1.0.0' },
      inputs: [],
      outputs: [],
      parameters: { min_quality: 20, adapter: 'TruSeq', 'odd=key': [1, 2] },
      decisions: [
        { step: 'qc', choice: 'mean', alternatives_considered: ['min'], rationale: 'robust' },
      ],
      errors: [{ step: 'qc', tool: 'python3', exit_code: 0, stderr_excerpt: 'kept 9 of 10' }],
      consumed_passports: [],
      downstream_hints: { next_skills: [] },
    } as MaterialPassport;
    const doc = toProvDocument([
      { path: 'results/qc/read-qc.passport.json', dir: 'results/qc', passport },
    ]);
    const activity = doc.activity[`run:${passport.passport_id}`];
    expect(activity?.['pg:parameter']).toEqual([
      'min_quality=20',
      'adapter="TruSeq"',
      'odd=key=[1,2]',
    ]);
    expect((activity?.['pg:decision'] as string[]).map((d) => JSON.parse(d) as unknown)).toEqual(
      passport.decisions,
    );
    expect((activity?.['pg:error'] as string[]).map((e) => JSON.parse(e) as unknown)).toEqual(
      passport.errors,
    );
  });

  it('percent-encodes identifiers so any path is a valid qualified name', () => {
    const weird = 'data/with space/"quoted"(1)*.txt';
    const encoded = encodeLocalName(weird);
    expect(encoded).toBe('data/with%20space/%22quoted%22%281%29%2A.txt');
    expect(decodeURIComponent(encoded)).toBe(weird);
    const doc = toProvDocument([
      {
        path: 'p/x.passport.json',
        dir: 'p',
        passport: {
          schema_version: '1.0.0',
          passport_id: 'id-1',
          created_at: '2026-06-17T12:00:00Z',
          produced_by: { skill: 's', skill_version: '1', agent: 'model x' },
          inputs: [{ path: weird, sha256: sha256('w') }],
          outputs: [],
          decisions: [],
          errors: [],
          downstream_hints: { next_skills: [] },
        },
      },
    ]);
    expect(Object.keys(doc.entity)).toContain(`artifact:${encoded}@${sha256('w')}`);
    expect(doc.agent).toEqual({
      'agent:model%20x': {
        'prov:type': { $: 'prov:SoftwareAgent', type: 'prov:QUALIFIED_NAME' },
        'prov:label': 'model x',
      },
    });
  });
});

describe('export usage', () => {
  it('needs a format, and --out for both, with --help examples', async () => {
    const none = io();
    expect(await runCli(['export'], none)).toBe(2);
    expect(none.err()).toMatch(/^Usage: passport-gate export/); // bare: the usage
    const noFormat = io();
    expect(await runCli(['export', '--out', 'x'], noFormat)).toBe(2);
    expect(noFormat.err()).toContain('choose a format');
    const both = io();
    expect(await runCli(['export', '--in-toto', '--prov'], both)).toBe(2);
    expect(both.err()).toContain('need --out DIR');
    const help = io();
    expect(await runCli(['export', '--help'], help)).toBe(0);
    expect(help.out()).toContain('Examples:');
  });
});
