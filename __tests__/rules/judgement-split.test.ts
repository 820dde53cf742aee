/**
 * Which rules a passport's own directory decides (docs/performance.md, "Which rules a passport's
 * own directory decides", branch judgement-split): the split the warm facts cache's judgement
 * record is built on. A rule is `directory` when its findings on a passport depend only on the
 * passport's directory (its passports, its files' names and bytes, its path) and the policy;
 * `directory-if` when that holds under a condition the section names (the output lies in the
 * directory, no LFS pointer, the directory is the commit's); `outside` when it reads another
 * passport, another directory, the base, the lock, the engine's records or the machine; `run`
 * when it is no passport's at all (the run, the walk, a handoff document, reproduce). Every rule
 * id is in one list, so a new rule is classified before a judgement record can hold it.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rule-registry.js';
import { FAMILIES } from '../../src/rules/families/index.js';
import { artifactDigests } from '../../src/rules/families/artifact-digests.js';
import { chain } from '../../src/rules/families/chain.js';
import { fileAccess } from '../../src/rules/families/file-access.js';
import { outputDirectories } from '../../src/rules/families/output-directories.js';
import { passportDocument } from '../../src/rules/families/passport-document.js';
import { judge, MemoryRepo, type Judgement } from '../helpers/facts.js';

const DIRECTORY: readonly string[] = [
  'passport-invalid-json',
  'passport-duplicate-key',
  'passport-too-large',
  'passport-schema',
  'passport-id-placeholder',
  'passport-unsupported-version',
  'passport-run-id-empty',
  'artifact-not-colocated',
  'attestation-missing',
  'exit-nonzero',
  'passport-vouches-nothing',
  'citation-invalid',
];

const DIRECTORY_IF: readonly string[] = [
  'artifact-missing',
  'artifact-hash-mismatch',
  'artifact-size-mismatch',
  'artifact-unlisted',
  'artifact-unreadable',
  'path-outside-root',
  'path-ambiguous',
  'attestation-invalid',
  'attestation-untrusted',
];

const OUTSIDE: readonly string[] = [
  'passport-duplicate-id',
  'passport-id-reused',
  'run-record-replaced-by-hand',
  'input-hash-mismatch',
  'input-missing',
  'input-unprovenanced',
  'input-external-unverified',
  'input-external-mismatch',
  'citation-not-found',
  'citation-retracted',
  'citation-unlocked',
  'chain-unresolved',
  'chain-cycle',
  'chain-missing-reference',
  'artifact-multiple-producers',
  'chain-stale',
  'chain-time-order',
  'chain-time-unorderable',
  'chain-next-skill',
  'chain-expected-input',
  'engine-input-disagrees',
  'engine-command-disagrees',
  'engine-parameter-disagrees',
  'engine-time-disagrees',
  'engine-record-unreadable',
];

/** The rules that are no passport's: the run's, the walk's, reproduce's and the handoff documents'. */
const RUN = new Set(RULES.map((r) => r.id as string));
for (const id of [...DIRECTORY, ...DIRECTORY_IF, ...OUTSIDE]) RUN.delete(id);

const LOCAL = new Set([...DIRECTORY, ...DIRECTORY_IF]);

describe("the split of the rules a passport's directory decides", () => {
  it('classifies every rule id once', () => {
    const listed = [...DIRECTORY, ...DIRECTORY_IF, ...OUTSIDE];
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of listed) expect(RULES.some((r) => r.id === id)).toBe(true);
    // The rest are no passport's: of a passport or artifact format, only a directory without a
    // passport and what the walk could not list.
    const ofPassports = [...RUN].filter((id) =>
      ['passport', 'artifact'].includes(RULES.find((r) => r.id === id)?.format ?? ''),
    );
    expect(ofPassports).toEqual(['passport-missing', 'path-not-utf8', 'directory-unreadable']);
  });

  it('puts no directory rule in a family that judges the whole run', () => {
    for (const family of FAMILIES)
      if (family.wholeRun) for (const id of family.emits) expect(LOCAL.has(id)).toBe(false);
  });

  it('judges every rule of the passport document by the directory alone', () => {
    for (const id of passportDocument.emits) expect(DIRECTORY).toContain(id);
  });

  it("keeps a directory's own findings when another directory changes, and not the chain's", async () => {
    const repo = new MemoryRepo();
    repo.write('results/a/x.txt', 'x');
    repo.write('results/a/y.txt', 'y');
    await repo.passport({
      dir: 'results/a',
      outputs: ['results/a/x.txt', 'results/a/y.txt'],
      errors: [{ step: 'count', tool: 'wc', exit_code: 1, stderr_excerpt: 'failed' }],
    });
    repo.write('results/a/x.txt', 'x, changed after the stamp');
    repo.write('results/a/extra.log', 'unlisted');
    const before = await judgeDirectory(repo, 'results/a/');
    // Another directory: a passport reading A's files, listing one of them as its own output.
    repo.write('results/b/z.txt', 'z');
    await repo.passport({
      dir: 'results/b',
      outputs: ['results/b/z.txt', 'results/a/y.txt'],
      inputs: ['results/a/x.txt'],
    });
    repo.write('results/c/orphan.txt', 'o');
    const after = await judgeDirectory(repo, 'results/a/');
    expect(before.local.map((f) => f.rule).sort()).toEqual([
      'artifact-hash-mismatch',
      'artifact-unlisted',
      'exit-nonzero',
    ]);
    expect(after.local).toEqual(before.local);
    // The control: a rule judged from outside changes on A with B alone.
    expect(before.outside.map((f) => f.rule)).not.toContain('artifact-multiple-producers');
    expect(after.outside.map((f) => f.rule)).toContain('artifact-multiple-producers');
  });
});

/** The findings on files under `prefix` of the families that judge one directory, split by class. */
async function judgeDirectory(repo: MemoryRepo, prefix: string) {
  const facts = await repo.facts();
  const judged: Judgement[] = [];
  for (const family of [passportDocument, outputDirectories, fileAccess, artifactDigests, chain])
    judged.push(await judge(family, facts));
  const mine = judged.flatMap((j) => j.findings).filter((f) => f.path.startsWith(prefix));
  return {
    local: mine.filter((f) => LOCAL.has(f.rule)),
    outside: mine.filter((f) => !LOCAL.has(f.rule)),
  };
}
