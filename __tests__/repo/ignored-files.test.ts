/**
 * Issue 15 #2: files git ignores are no part of the commit. artifact-unlisted and
 * passport-missing leave them out, stamp does not list them (and says so), and a file a
 * passport lists is checked whatever the ignore rules say (fail closed: artifact-missing in
 * a clean checkout).
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { IgnoreRules } from '../../src/core/ignored.js';
import { stamp } from '../../src/produce/stamp/index.js';
import { outputDirectories } from '../../src/rules/families/output-directories.js';
import { createGitIgnoreRules } from '../../src/vcs/git.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { TempRepo } from '../helpers/repo.js';

const samIgnored: IgnoreRules = async (rels) => new Set(rels.filter((r) => r.endsWith('.sam')));

describe('output-directories with ignore rules', () => {
  it('an ignored file is neither unlisted nor evidence of a missing passport', async () => {
    const repo = new MemoryRepo();
    repo.write('results/align/a.bam', 'a');
    repo.write('results/align/tmp.sam', 'sam');
    repo.write('results/align/extra.log', 'log');
    repo.write('results/scratch/only.sam', 'sam');
    await repo.passport({ dir: 'results/align', outputs: ['results/align/a.bam'] });
    const facts = await repo.facts({ config: { outputs: ['results/*'] } });
    const without = await judge(outputDirectories, facts);
    expect(without.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/align/extra.log'],
      ['artifact-unlisted', 'results/align/tmp.sam'],
      ['passport-missing', 'results/scratch/only.sam'],
    ]);
    const asked: string[][] = [];
    const rules: IgnoreRules = (rels) => (asked.push([...rels]), samIgnored(rels));
    const withRules = await judge(outputDirectories, { ...facts, ignored: rules });
    expect(withRules.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-unlisted', 'results/align/extra.log'],
    ]);
    expect(asked).toHaveLength(1); // one batch for the run
  });
});

describe('stamp and audit in a git repository', () => {
  let repo: TempRepo;
  afterEach(async () => {
    await repo.remove();
  });

  it('stamp leaves out the ignored file and says so; the audit passes; a listed ignored file is still checked', async () => {
    repo = await TempRepo.create('pg-ignored-');
    execFileSync('git', ['init', '-q'], { cwd: repo.root });
    await repo.write('.gitignore', '*.sam\n');
    await repo.write('data/r.fq', 'ACGT');
    await repo.write('results/align/a.bam', 'BAM');
    await repo.write('results/align/tmp.sam', 'SAM');
    const ignored = createGitIgnoreRules(repo.root);
    const result = await stamp({
      root: repo.root,
      directory: 'results/align',
      skill: 'bwa',
      skillVersion: '1',
      inputs: [{ path: 'data/r.fq', source: 'ERR100001' }],
      ignored,
    });
    expect(result.passport.outputs.map((o) => o.path)).toEqual(['results/align/a.bam']);
    expect(result.notes.join('\n')).toMatch(
      /left out 1 file\(s\) git ignores \("results\/align\/tmp.sam"\)/,
    );
    expect((await audit({ root: repo.root, trusted: { ignored } })).findings).toEqual([]);
    // Without the rules (outside git's view) the same file is unlisted.
    expect((await audit({ root: repo.root })).findings.map((f) => f.rule)).toEqual([
      'artifact-unlisted',
    ]);
    // A passport that lists an ignored file: checked, and missing in a clean checkout.
    const p = JSON.parse((await repo.read(result.path)).toString());
    p.outputs.push({ path: 'results/align/tmp.sam', sha256: 'a'.repeat(64) });
    await repo.write(result.path, JSON.stringify(p, null, 2));
    expect(
      (await audit({ root: repo.root, trusted: { ignored } })).findings.map((f) => f.rule),
    ).toEqual(['artifact-hash-mismatch']);
    await rm(repo.abs('results/align/tmp.sam'));
    expect(
      (await audit({ root: repo.root, trusted: { ignored } })).findings.map((f) => f.rule),
    ).toEqual(['artifact-missing']);
  });
});
