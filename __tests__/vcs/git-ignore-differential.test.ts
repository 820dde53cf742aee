/**
 * Issue 41: the listing path of createGitIgnoreRules (vcs/git.ts: `check-ignore --no-index`
 * over every path, then the index over the candidates) against git's own answer with the
 * index, `git check-ignore --stdin -z` over the same paths, on generated trees: tracked,
 * untracked, ignored and negated files, nested rules, info/exclude, core.excludesFile, a
 * submodule (checked out or not), a root below the top level, the index in versions 2 to 4 or
 * split (the listing of its gitlinks is skipped when the file holds none: branch
 * `git-gitlinks`). The ignore answer decides what is not read, so it
 * must be git's exactly: never a path more (nor one fewer).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGitIgnoreRules } from '../../src/vcs/git.js';
import {
  askGitCheckIgnore,
  buildIgnoreTree,
  ignoreTreeArbitrary,
} from '../helpers/ignore-trees.js';

describe('createGitIgnoreRules by the listing path, against git check-ignore with the index', () => {
  it('answers as git does on generated trees', async () => {
    await fc.assert(
      fc.asyncProperty(ignoreTreeArbitrary, async (spec) => {
        const tree = await buildIgnoreTree(spec);
        try {
          const expected = askGitCheckIgnore(tree.root, tree.asked);
          const fallbacks: string[] = [];
          const rules = createGitIgnoreRules(tree.root, (why) => fallbacks.push(why), {
            askEachBelow: 0,
          });
          const answer = await rules(tree.asked);
          // git refusing the question (a path in a submodule) or ignoring the root: nothing
          // is ignored, and a note says why.
          expect([...answer].sort()).toEqual([...(expected ?? [])].sort());
          expect(fallbacks.length).toBe(expected === null && tree.asked.length > 0 ? 1 : 0);
        } finally {
          await tree.remove();
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
