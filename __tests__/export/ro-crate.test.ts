/**
 * `export --ro-crate DIR`: the crate of examples/pipeline and of a generated chain, validated by
 * the Provenance Run Crate 0.5 profile's SHACL shapes from rocrate-validator (and the export's
 * own promises, passport-gate-crate.shapes.ttl) through helpers/ro-crate-shacl.ts. The
 * validator is shown not to be a stub: a crate with a digest removed, an action without
 * `instrument`, no licence or no profile claim fails it. And toRoCrate on passports built in
 * memory, for what that crate does not reach: a path recorded at two digests is two Files (the
 * second named by its digest), paths read against the passport under `path-base: passport`, and
 * the order the root and the graph list the entities in.
 */
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { MaterialPassport } from '../../src/core/passport.js';
import { toRoCrate, type RoCrateSource } from '../../src/export/ro-crate.js';
import { captureIo } from '../helpers/cli-io.js';
import { buildPipeline, makePassport, sha256, TempRepo } from '../helpers/repo.js';
import { validateRoCrate, type ShaclOutcome } from '../helpers/ro-crate-shacl.js';

const EXAMPLE = path.resolve(import.meta.dirname, '..', '..', 'examples', 'pipeline');
const OWN_SHAPES = path.join(import.meta.dirname, 'passport-gate-crate.shapes.ttl');

type Entity = Record<string, unknown> & { '@id': string; '@type': string | string[] };
interface Crate {
  '@context': string[];
  '@graph': Entity[];
}

let work: string;
let crate: Crate;
let outcome: ShaclOutcome;
const baseOf = (dir: string) => `${pathToFileURL(dir).href}/`;
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const validate = (c: Crate) => validateRoCrate(c, baseOf(work), { extraMustShapes: [OWN_SHAPES] });
const entity = (c: Crate, id: string) => {
  const found = c['@graph'].find((e) => e['@id'] === id);
  if (found === undefined) throw new Error(`no entity ${id}`);
  return found;
};
const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((v) => (v as { '@id': string })['@id']);
const typed = (c: Crate, type: string) =>
  c['@graph'].filter((e) => (Array.isArray(e['@type']) ? e['@type'] : [e['@type']]).includes(type));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pg-ro-crate-'));
  await cp(EXAMPLE, work, { recursive: true });
  const c = captureIo(work);
  expect(await runCli(['export', '--ro-crate', '.', '--root', '.'], c)).toBe(0);
  expect(c.err()).toContain('exported a Provenance Run Crate of 3 passport(s)');
  crate = await readJson<Crate>(path.join(work, 'ro-crate-metadata.json'));
  outcome = await validate(crate);
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('export --ro-crate of examples/pipeline', () => {
  it('passes the Provenance Run Crate MUST shapes (and the export’s own)', () => {
    expect(outcome.violations).toEqual([]);
    // The rules ran: the validator found the crate's root and main workflow to check.
    expect(
      outcome.inferred.get(
        'https://github.com/crs4/rocrate-validator/profiles/ro-crate/RootDataEntity',
      ),
    ).toEqual([baseOf(work)]);
    expect(
      outcome.inferred.get(
        'https://github.com/crs4/rocrate-validator/profiles/workflow-ro-crate/MainWorkflow',
      ),
    ).toEqual([`${baseOf(work)}passport-chain.json`]);
  });

  it('leaves only the SHOULDs it cannot know (authors, publisher, URLs, media types, a person as agent, a README)', () => {
    const shapes = new Set(outcome.warnings.map((w) => w.shape));
    expect([...shapes].sort()).toEqual(
      [
        'Action agent',
        'Application url',
        'File Data Entity: RECOMMENDED `encodingFormat` property',
        'Main Workflow Bioschemas compliance',
        'README.md about',
        'README.md encodingFormat',
        'Root Data Entity: `author` property',
        'Root Data Entity: `publisher` property',
        'SoftwareApplication id',
        'version',
        'version or softwareVersion',
      ].sort(),
    );
  });

  it('makes each passport a CreateAction: inputs as object, outputs as result, the skill as instrument', async () => {
    const passports = [
      'results/align/align-2026-06-17.passport.json',
      'results/variants/variants-2026-06-17.passport.json',
      'results/report/report-2026-06-17.passport.json',
    ];
    for (const rel of passports) {
      const passport = await readJson<{
        passport_id: string;
        created_at: string;
        produced_by: { skill: string; skill_version: string; agent: string };
        inputs: { path: string; sha256: string }[];
        outputs: { path: string; sha256: string; size_bytes?: number }[];
        parameters?: Record<string, unknown>;
        decisions?: unknown[];
        errors?: unknown[];
      }>(path.join(work, rel));
      const run = entity(crate, `#run/${passport.passport_id}`);
      expect(run['@type']).toBe('CreateAction');
      expect(run.identifier).toBe(passport.passport_id);
      expect(Date.parse(run.endTime as string)).toBe(Date.parse(passport.created_at));
      const tool = entity(crate, ids(run.instrument)[0]!);
      expect(tool).toMatchObject({
        '@type': 'SoftwareApplication',
        name: passport.produced_by.skill,
        softwareVersion: passport.produced_by.skill_version,
      });
      expect(entity(crate, ids(run.agent)[0]!).name).toBe(passport.produced_by.agent);
      const object = ids(run.object);
      for (const input of passport.inputs) {
        expect(object).toContain(input.path);
        expect(entity(crate, input.path).sha256).toBe(input.sha256);
      }
      const result = ids(run.result);
      expect(result).toContain(rel);
      for (const output of passport.outputs) {
        expect(result).toContain(output.path);
        const file = entity(crate, output.path);
        expect(file.sha256).toBe(output.sha256);
        expect(file.contentSize).toBe(String((await stat(path.join(work, output.path))).size));
      }
      const parameters = object
        .map((id) => entity(crate, id))
        .filter((e) => e['@type'] === 'PropertyValue')
        .map((e) => [e.name, e.value]);
      expect(Object.fromEntries(parameters)).toEqual(passport.parameters ?? {});
      const kept = ids(run.additionalProperty ?? []).map((id) => entity(crate, id));
      const decisions = kept.filter((e) => String(e.propertyID).endsWith('#decision'));
      const errors = kept.filter((e) => String(e.propertyID).endsWith('#error'));
      expect(decisions.map((e) => JSON.parse(e.value as string) as unknown)).toEqual(
        passport.decisions ?? [],
      );
      expect(errors.map((e) => JSON.parse(e.value as string) as unknown)).toEqual(
        passport.errors ?? [],
      );
    }
  });

  it('is flattened JSON-LD whose data entities all exist in the crate (the validator’s Python checks)', async () => {
    // rocrate-validator checks these in Python (0_file_descriptor_format.py,
    // 4_data_entity_metadata.py, workflow-ro-crate 0_main_workflow.py), not in SHACL.
    expect(crate['@context']).toEqual([
      'https://w3id.org/ro/crate/1.1/context',
      'https://w3id.org/ro/terms/workflow-run/context',
    ]);
    const seen = new Set<string>();
    for (const e of crate['@graph']) {
      expect(typeof e['@id'], JSON.stringify(e)).toBe('string');
      expect(e['@type'], e['@id']).toBeDefined();
      expect(seen.has(e['@id']), `${e['@id']} twice`).toBe(false);
      seen.add(e['@id']);
      for (const [key, value] of Object.entries(e)) {
        if (key.startsWith('@')) continue;
        for (const v of Array.isArray(value) ? value : [value]) {
          if (v !== null && typeof v === 'object') {
            expect(Object.keys(v as object), `${e['@id']} ${key}`).toEqual(['@id']);
          }
        }
      }
    }
    for (const file of typed(crate, 'File')) {
      const id = file['@id'];
      if (/^[a-z][a-z0-9+.-]*:/i.test(id) || id.startsWith('#')) continue;
      expect((await stat(path.join(work, decodeURIComponent(id)))).isFile(), id).toBe(true);
    }
    expect(ids(entity(crate, './').mainEntity)).toEqual(['passport-chain.json']);
  });

  it('orders the steps along consumed_passports, upstream first', () => {
    const workflow = entity(crate, 'passport-chain.json');
    const steps = ids(workflow.step).map((id) => entity(crate, id));
    const skills = steps.map((s) => entity(crate, ids(s.workExample)[0]!).name);
    expect(skills).toEqual(['bwa-alignment', 'gatk-variant-calling', 'variant-report']);
    expect(steps.map((s) => s.position)).toEqual(['0', '1', '2']);
    // The consumer's run used its upstream passport.
    const variants = typed(crate, 'CreateAction').find((a) =>
      ids(a.result).includes('results/variants/variants-2026-06-17.passport.json'),
    );
    expect(ids(variants?.object)).toContain('results/align/align-2026-06-17.passport.json');
  });

  it('is the same crate when exported again', async () => {
    const before = await readFile(path.join(work, 'ro-crate-metadata.json'), 'utf8');
    expect(await runCli(['export', '--ro-crate', '.', '--root', '.'], captureIo(work))).toBe(0);
    expect(await readFile(path.join(work, 'ro-crate-metadata.json'), 'utf8')).toBe(before);
  });
});

describe('the validator is not a stub', () => {
  const mutated = (change: (c: Crate) => void): Crate => {
    const copy = structuredClone(crate);
    change(copy);
    return copy;
  };
  const messages = (o: ShaclOutcome) => o.violations.map((v) => `${v.shape}: ${v.message}`);

  it('fails a crate with a digest removed', async () => {
    const o = await validate(
      mutated((c) => delete entity(c, 'results/variants/sampleA.vcf').sha256),
    );
    expect(messages(o)).toEqual([
      'File sha256: A file a step used or produced MUST have the sha256 its passport recorded',
    ]);
    expect(o.violations[0]?.focusNode).toBe(`${baseOf(work)}results/variants/sampleA.vcf`);
  });

  it('fails a crate with an action without instrument (the profile’s own shape)', async () => {
    const run = typed(crate, 'CreateAction').find((a) => a['@id'].startsWith('#run/'))!;
    const o = await validate(mutated((c) => delete entity(c, run['@id']).instrument));
    expect(messages(o)).toContain(
      'Action instrument: The Action MUST have an instrument property that references the executed tool',
    );
  });

  it('fails a crate without a licence, or without the Provenance Run Crate claim', async () => {
    const noLicense = await validate(mutated((c) => delete entity(c, './').license));
    expect(messages(noLicense).join('\n')).toMatch(/license/i);
    const noProfile = await validate(
      mutated((c) => {
        const root = entity(c, './');
        root.conformsTo = ids(root.conformsTo)
          .filter((id) => !id.includes('/provenance/'))
          .map((id) => ({ '@id': id }));
      }),
    );
    expect(messages(noProfile).join('\n')).toContain('Provenance Run Crate profile');
  });

  it('fails a step whose HowToStep names no tool', async () => {
    const o = await validate(
      mutated((c) => {
        for (const step of typed(c, 'HowToStep')) delete step.workExample;
      }),
    );
    expect(messages(o)).toContain(
      'HowToStep workExample: A HowToStep must refer to its corresponding tool via workExample',
    );
  });
});

describe('export --ro-crate of a generated chain', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await TempRepo.create('pg-ro-crate-chain-');
  });
  afterAll(async () => {
    await repo.remove();
  });

  it('names a cited source as the file’s identifier, takes --license, and validates', async () => {
    await buildPipeline(repo);
    const c = captureIo(repo.root);
    const license = 'https://spdx.org/licenses/CC-BY-4.0';
    expect(await runCli(['export', '--ro-crate', 'crate', '--license', license], c)).toBe(0);
    const generated = await readJson<Crate>(repo.abs('crate/ro-crate-metadata.json'));
    expect(entity(generated, 'data/sampleA_R1.fastq').identifier).toBe('ERR123456');
    expect(ids(entity(generated, './').license)).toEqual([license]);
    const chain = await readJson<{ steps: { skill: string }[] }>(
      repo.abs('crate/passport-chain.json'),
    );
    expect(chain.steps.map((s) => s.skill)).toEqual([
      'bwa-alignment',
      'gatk-variant-calling',
      'variant-report',
    ]);
    // The crate describes the repository: validated with the repository as its root.
    const o = await validateRoCrate(generated, baseOf(repo.root), {
      extraMustShapes: [OWN_SHAPES],
    });
    expect(o.violations).toEqual([]);
  });

  it('exports nothing when the audit fails', async () => {
    await repo.write('results/variants/sampleA.vcf', '##fileformat=VCFv4.2\nedited\n');
    const c = captureIo(repo.root);
    expect(await runCli(['export', '--ro-crate', 'failed'], c)).toBe(1);
    expect(c.err()).toContain('nothing was exported');
    await expect(stat(repo.abs('failed'))).rejects.toThrow();
  });

  it('refuses --license without --ro-crate, and a licence that is not a URL', async () => {
    const a = captureIo(repo.root);
    expect(await runCli(['export', '--prov', '--license', 'https://x.org/l'], a)).toBe(2);
    expect(a.err()).toContain('--license is the licence of the RO-Crate');
    const b = captureIo(repo.root);
    expect(await runCli(['export', '--ro-crate', 'c', '--license', 'MIT'], b)).toBe(2);
    expect(b.err()).toContain('--license takes a URL');
  });

  it('says when DIR cannot be written', async () => {
    await writeFile(repo.abs('a-file'), 'x');
    await repo.write('results/variants/sampleA.vcf', '##fileformat=VCFv4.2\n');
    const c = captureIo(repo.root);
    expect(await runCli(['export', '--ro-crate', 'a-file/crate'], c)).toBe(2);
    expect(c.err()).toMatch(/--ro-crate/);
  });
});

/** A producer in results/a writing x.txt, and its consumer in results/b that read x.txt at other bytes. */
async function buildTwoVersions(): Promise<{
  sources: RoCrateSource[];
  producer: string;
  consumer: string;
}> {
  const bytes = new Map<string, string>([
    ['x.txt', 'one\n'],
    ['../a/x.txt', 'two\n'],
    ['y.txt', 'result\n'],
  ]);
  const read = async (rel: string) => new TextEncoder().encode(bytes.get(rel) ?? '');
  const producer = await makePassport({ dir: 'results/a', runId: 'a', outputs: ['x.txt'] }, read);
  const consumer = await makePassport(
    {
      dir: 'results/b',
      runId: 'b',
      inputs: ['../a/x.txt'],
      outputs: ['y.txt'],
      consumed: [producer.id],
      createdAt: '2026-06-18T09:30:00+02:00',
    },
    read,
  );
  // The consumer first, so the chain order (upstream first) is the crate's doing.
  const sources = [consumer, producer].map((p) => ({
    path: p.path,
    dir: p.path.slice(0, p.path.lastIndexOf('/')),
    passport: p.value as MaterialPassport,
    sha256: sha256(JSON.stringify(p.value)),
    size: JSON.stringify(p.value).length,
  }));
  return { sources, producer: producer.id, consumer: consumer.id };
}

describe('toRoCrate on passports built in memory', () => {
  it('names a second version of a path by its digest, reads paths against the passport under path-base: passport, and keeps first-named order', async () => {
    const { sources, producer, consumer } = await buildTwoVersions();
    const { metadata, chain } = toRoCrate(sources, { pathBase: 'passport' });
    const graph = metadata['@graph'] as Entity[];
    const entity = (id: string) => graph.find((e) => e['@id'] === id);
    const second = `results/a/x.txt#sha256=${sha256('two\n')}`;

    expect(entity('results/a/x.txt')).toMatchObject({
      name: 'results/a/x.txt',
      sha256: sha256('one\n'),
    });
    expect(entity(second)).toMatchObject({
      '@type': 'File',
      name: 'results/a/x.txt',
      sha256: sha256('two\n'),
    });
    const consumerRun = entity(`#run/${consumer}`);
    expect(ids(consumerRun?.object)).toEqual([second, 'results/a/a.passport.json']);
    expect(ids(consumerRun?.result)).toEqual(['results/b/y.txt', 'results/b/b.passport.json']);
    // The chain took in the second version (no step made it) and left both outputs unconsumed.
    expect(ids(entity('#chain-run')?.object)).toEqual([second]);
    expect(ids(entity('#chain-run')?.result)).toEqual(['results/a/x.txt', 'results/b/y.txt']);
    // datePublished and the chain run's end: the latest created_at, in UTC with an offset.
    expect(entity('./')?.datePublished).toBe('2026-06-18T07:30:00+00:00');

    const root = entity('./');
    expect(ids(root?.hasPart)).toEqual([
      'passport-chain.json',
      'results/a/a.passport.json',
      'results/a/x.txt',
      'results/b/b.passport.json',
      second,
      'results/b/y.txt',
    ]);
    expect(ids(root?.mentions)).toEqual(['#chain-run', `#run/${producer}`, `#run/${consumer}`]);
    // The graph: the fixed entities, then each step's in the order the step names them (its
    // skill and agent once), its run after the entities the run points to.
    const afterChainRun = graph.slice(graph.findIndex((e) => e['@id'] === '#chain-run') + 1);
    expect(afterChainRun.map((e) => `${String(e['@type'])} ${e['@id']}`)).toEqual([
      'SoftwareApplication #skill/test-skill%401.0.0',
      'File results/a/a.passport.json',
      `PropertyValue #run/${producer}/parameter/seed`,
      'File results/a/x.txt',
      `PropertyValue #run/${producer}/decision/0`,
      `PropertyValue #run/${producer}/error/0`,
      'SoftwareApplication #agent/test-agent',
      `CreateAction #run/${producer}`,
      `HowToStep #step/${producer}`,
      `ControlAction #control/${producer}`,
      'File results/b/b.passport.json',
      `File ${second}`,
      'File results/b/y.txt',
      `PropertyValue #run/${consumer}/decision/0`,
      `PropertyValue #run/${consumer}/error/0`,
      `CreateAction #run/${consumer}`,
      `HowToStep #step/${consumer}`,
      `ControlAction #control/${consumer}`,
    ]);
    expect(chain.steps.map((s) => [s.position, s.passport_id])).toEqual([
      [0, producer],
      [1, consumer],
    ]);
  });
});
