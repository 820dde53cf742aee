/**
 * hosts/command-root.ts: where a command of the command line starts from. The root is git's top
 * level of the working directory (or the directory itself outside git), a `--root` that is no
 * directory is a mistake said in one line, and the root's config is loaded from it.
 */
import { mkdir, realpath } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discoverRoot, loadCommandRoot, resolveCommandRoot } from '../../src/hosts/command-root.js';
import { UsageError } from '../../src/util/errors.js';
import { captureIo } from '../helpers/cli-io.js';
import { git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-command-root-');
});
afterEach(async () => {
  await repo.remove();
});

describe('discoverRoot', () => {
  it("is git's top level from a folder below it, the working directory resolved alike", async () => {
    git(repo.root, 'init', '-q');
    const sub = repo.abs('results/align');
    await mkdir(sub, { recursive: true });
    const notes: string[] = [];
    const found = await discoverRoot(sub, (text) => notes.push(text));
    expect(found).toEqual({ root: await realpath(repo.root), cwd: await realpath(sub) });
    expect(notes).toEqual([]);
  });

  it('is the working directory itself outside a repository', async () => {
    const notes: string[] = [];
    expect(await discoverRoot(repo.root, (text) => notes.push(text))).toEqual({
      root: repo.root,
      cwd: repo.root,
    });
    expect(notes).toEqual([]);
  });
});

describe('resolveCommandRoot and loadCommandRoot', () => {
  it('refuse a --root that names no directory, in one line', async () => {
    const io = captureIo(repo.root);
    await expect(resolveCommandRoot(io, { root: 'missing' })).rejects.toThrow(
      new UsageError('--root "missing" is not a directory'),
    );
  });

  it("load the root's .passport-gate.yml, and a --config that must exist when named", async () => {
    await repo.write('.passport-gate.yml', 'outputs:\n  - results/**\n');
    const io = captureIo(repo.root);
    const loaded = await loadCommandRoot(io, { root: '.' });
    expect(loaded.root).toBe(repo.root);
    expect(loaded.config.outputs).toEqual(['results/**']);
    await expect(loadCommandRoot(io, { root: '.', config: 'other.yml' })).rejects.toThrow(
      /other\.yml/,
    );
  });
});
