/**
 * Seed 000's own example passport (issue 36): copied verbatim out of the seed's text at test
 * time, with only its placeholder digests ("abc123...", "def456...") and size made real, into
 * a repository holding the files it names, passes the audit with no error. Its one remaining
 * flaw is the placeholder passport_id ("uuid-v4"): a warning (passport-id-placeholder, the
 * reading docs/rules.md gives of the seed's example against its "passport_id — UUIDv4") with
 * a fresh UUIDv4 and the command that writes it; run as printed, the warning is gone. The
 * labelled source `ENA accession ERR123456` is the seed's and is accepted as the accession it
 * names.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { captureIo } from '../helpers/cli-io.js';
import { sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';

/** The seed's text, committed verbatim beside the tests (/work/shared/seeds/000_*.txt). */
const SEED = readFileSync(
  path.join(import.meta.dirname, '..', 'seeds', '000-material-passport.txt'),
  'utf8',
);

/** The example passport: the JSON object under "Schema (v1)", exactly as the seed writes it. */
function seedExample(): string {
  const from = SEED.indexOf('{', SEED.indexOf('Schema (v1)'));
  const to = SEED.indexOf('\nRequired fields');
  const text = SEED.slice(from, SEED.lastIndexOf('}', to) + 1);
  JSON.parse(text); // the seed's example is JSON as written
  return text;
}

const INPUT = 'data/sampleA_R1.fastq.gz';
const OUTPUT = 'results/sampleA.sorted.bam';
const PASSPORT = 'results/sampleA.passport.json';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-seed-example-');
});
afterEach(async () => {
  await repo.remove();
});

/** Writes the files the example names and the example with only its placeholders made real. */
async function writeSeedExample(edit: (text: string) => string = (t) => t): Promise<string> {
  const input = await repo.write(INPUT, 'gzip\u0000reads');
  const output = await repo.write(OUTPUT, 'BAM\u0001sorted alignment of sample A');
  const example = seedExample();
  // The placeholders, and nothing else, are replaced: each must be found exactly once.
  const replacements: [string, string][] = [
    ['"abc123..."', JSON.stringify(sha256(await repo.read(input)))],
    ['"def456..."', JSON.stringify(sha256(await repo.read(output)))],
    ['12345678', String((await repo.read(output)).length)],
  ];
  let text = example;
  for (const [placeholder, real] of replacements) {
    expect(text.split(placeholder)).toHaveLength(2);
    text = text.replace(placeholder, real);
  }
  text = edit(text);
  await repo.write(PASSPORT, `${text}\n`);
  return text;
}

async function audit(): Promise<{ code: number; report: AuditReport }> {
  const io = captureIo(repo.root);
  const code = await runCli(['audit', '--all', '--format', 'json'], io);
  return { code, report: JSON.parse(io.out()) as AuditReport };
}

const errorsOf = (report: AuditReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule}: ${f.message}`);

describe("seed 000's example passport", () => {
  it('with a real passport_id besides its real digests, passes with no error', async () => {
    const id = uuidFromSeed('seed-example');
    const text = await writeSeedExample((t) =>
      t.replace('"passport_id": "uuid-v4"', `"passport_id": "${id}"`),
    );
    expect(text).toContain('"source": "ENA accession ERR123456"');
    const { code, report } = await audit();
    expect(errorsOf(report)).toEqual([]);
    expect(code).toBe(0);
  });

  it('verbatim but for its digests and size: passes with no error and one warning, the placeholder id, whose printed fix removes it', async () => {
    await writeSeedExample();
    const first = await audit();
    expect(errorsOf(first.report)).toEqual([]);
    expect(first.code).toBe(0);
    // The one finding: the seed's placeholder id, a warning (docs/rules.md, passport-id-placeholder).
    expect(
      first.report.findings.map((f) => `${f.severity} ${f.rule} ${f.path} ${f.pointer}`),
    ).toEqual([`warning passport-id-placeholder ${PASSPORT} /passport_id`]);
    const message = first.report.findings[0]?.message ?? '';
    expect(message).toContain('passport_id "uuid-v4" is not a UUIDv4');
    const fix = /Give it a fresh one \(run at the repository root\): (node -e .*)$/.exec(
      message,
    )?.[1];
    expect(fix, message).toBeDefined();
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/.exec(
      message,
    )?.[0];
    expect(uuid).toBeDefined();

    // The fix as printed, through a shell, at the repository root.
    execFileSync('sh', ['-c', fix as string], { cwd: repo.root });
    const after = JSON.parse((await repo.read(PASSPORT)).toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(after.passport_id).toBe(uuid);
    // Only the id changed: the session_id placeholder (free text there) is left as written.
    expect((after.produced_by as Record<string, unknown>).session_id).toBe('uuid-v4');

    const second = await audit();
    expect(second.report.findings).toEqual([]);
    expect(second.code).toBe(0);
  });

  it('the same passport gets the same suggested id in every run (reports are reproducible)', async () => {
    await writeSeedExample();
    const a = (await audit()).report.findings.map((f) => f.message);
    const b = (await audit()).report.findings.map((f) => f.message);
    expect(a).toEqual(b);
  });
});
