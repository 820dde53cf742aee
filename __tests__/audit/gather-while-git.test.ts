/**
 * Issue 41 (the idle core): the layout reaches the digest service (onLayout, which posts the
 * speculation to the hashing threads) before git's ignore answer, so the threads hash while the
 * `git check-ignore` process runs instead of waiting for it; the layout the audit goes on with
 * is still the one git's answer leaves (a passport git ignores is never read).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { audit, gatherFacts } from '../../src/audit/pipeline.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { IgnoreRules } from '../../src/core/ignored.js';
import { createDigestService } from '../../src/hash/index.js';
import { interpretChanges } from '../../src/repo/changes.js';
import { walkRepository } from '../../src/repo/tree.js';
import { createGitIgnoreRules } from '../../src/vcs/git.js';
import { commitAll } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
afterEach(async () => {
  await repo.remove();
});

/** A committed output directory and a git-ignored copy of it (`backup/`, passport included). */
async function writeRepoWithIgnoredCopy(): Promise<void> {
  repo = await TempRepo.create('pg-gather-git-');
  repo.gitInit();
  await repo.write('.gitignore', 'backup/\n');
  for (let k = 0; k < 3; k++) await repo.write(`results/align/part${k}.bam`, `BAM ${k}`);
  await repo.passport({
    dir: 'results/align',
    outputs: [0, 1, 2].map((k) => `results/align/part${k}.bam`),
  });
  commitAll(repo.root, 'results');
  await repo.write('backup/results/align/part0.bam', 'BAM 0, edited after stamping');
  await repo.write(
    'backup/results/align/align.passport.json',
    (await repo.read('results/align/align.passport.json')).toString('utf8'),
  );
}

/** Stages 1 to 4 over the repository, with `ignored` as git's rules and `onLayout` watching. */
async function gather(ignored: IgnoreRules, onLayout: (passportPaths: string[]) => void) {
  const config = { ...DEFAULT_CONFIG };
  const tree = await walkRepository(repo.root, config);
  return gatherFacts({
    tree,
    config,
    changes: interpretChanges(undefined),
    reader: createDigestService(tree).reader,
    ignored,
    onLayout: (layout) => onLayout([...layout.passportPaths]),
  });
}

describe("the speculation does not wait for git's ignore answer", () => {
  it('onLayout sees the layout before the ignore rules answer; the audit goes on with their layout', async () => {
    await writeRepoWithIgnoredCopy();
    const events: string[] = [];
    const gitRules = createGitIgnoreRules(repo.root);
    // git answering some time after it was asked, as a process does.
    const slowGit: IgnoreRules = async (rels) => {
      const answer = await gitRules(rels);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push('git answered');
      return answer;
    };
    const gathered = await gather(slowGit, (paths) => events.push(`layout: ${paths.join(', ')}`));
    expect(events).toEqual([
      'layout: backup/results/align/align.passport.json, results/align/align.passport.json',
      'git answered',
    ]);
    // What is read, scoped and planned is what git's answer leaves.
    expect(gathered.layout.passportPaths).toEqual(['results/align/align.passport.json']);
    expect(gathered.passports.records.map((r) => r.path)).toEqual([
      'results/align/align.passport.json',
    ]);
  });

  it('the same layout object goes on when git ignores no passport', async () => {
    await writeRepoWithIgnoredCopy();
    const seen: string[][] = [];
    const noneIgnored: IgnoreRules = async () => new Set();
    const gathered = await gather(noneIgnored, (paths) => seen.push(paths));
    expect(seen).toEqual([[...gathered.layout.passportPaths]]);
    expect(gathered.layout.passportPaths).toHaveLength(2);
  });

  it('an audit hashing on two threads, with a guess over the ignored copy, reports as git rules', async () => {
    await writeRepoWithIgnoredCopy();
    const report = await audit({
      root: repo.root,
      trusted: { ignored: createGitIgnoreRules(repo.root) },
      hashing: { threads: 2 },
    });
    expect(report.findings).toEqual([]);
    expect(report.passports.map((p) => p.path)).toEqual(['results/align/align.passport.json']);
  });
});
