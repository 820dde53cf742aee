/**
 * The example of the What changed section in docs/github-action.md (moved there from the README)
 * is what the code renders for the example
 * repository scripts/make-diff-example.mjs builds (run it after `npm run bundle` to update).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
// @ts-expect-error -- a plain .mjs build script without types
import * as example from '../../scripts/make-diff-example.mjs';
import { captureIo } from '../helpers/cli-io.js';

const { buildDiffExample, EXAMPLE_ARGS, EXAMPLE_FILE, quoteExample, readDiffExample } = example as {
  buildDiffExample(dir: string): void;
  EXAMPLE_ARGS: string[];
  EXAMPLE_FILE: string;
  quoteExample(markdown: string): string;
  readDiffExample(readme: string): string | null;
};

describe('the What changed example of docs/github-action.md', () => {
  it('is what `passport-gate diff --base main --format markdown` renders for the example repository', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pg-diff-readme-'));
    try {
      buildDiffExample(dir);
      const io = captureIo(dir);
      expect(await runCli(EXAMPLE_ARGS, io)).toBe(1);
      expect(io.err()).toBe('');
      expect(EXAMPLE_FILE).toBe('docs/github-action.md');
      const guide = await readFile(
        path.resolve(import.meta.dirname, '../..', EXAMPLE_FILE),
        'utf8',
      );
      const shown = readDiffExample(guide);
      expect(shown, `${EXAMPLE_FILE} has no diff-example markers`).not.toBeNull();
      expect(shown, 'stale: run npm run bundle && node scripts/make-diff-example.mjs').toBe(
        quoteExample(io.out()),
      );
      // The example shows what the section is for: a plan, in order, and coverage that moved.
      expect(shown).toMatch(/\| 1 \| `results\/variants\/.*\n> \| 2 \| `results\/report\//);
      expect(shown).toContain('| output directories with a passport | 100% (4/4) | 80% (4/5) |');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
