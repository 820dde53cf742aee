/**
 * .pre-commit-hooks.yaml: the manifest pre-commit reads from this repository.
 * Checked against pre-commit's own manifest schema (the keys of
 * MANIFEST_HOOK_DICT in pre_commit/clientlib.py, 3.x; `pre-commit
 * validate-manifest` and `pre-commit try-repo` accept it), and each hook's
 * entry is run as pre-commit runs it: the entry, the user's args, no file names.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../src/cli.js';
import { listHelpOptions } from '../src/cli/command-help.js';
import { buildPipeline, TempRepo } from './helpers/repo.js';
import { captureIo } from './helpers/cli-io.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** pre-commit 3.x: cfgv.Required and cfgv.Optional keys of a manifest hook. */
const REQUIRED = ['id', 'name', 'entry', 'language'];
const OPTIONAL = [
  'alias',
  'files',
  'exclude',
  'types',
  'types_or',
  'exclude_types',
  'additional_dependencies',
  'args',
  'always_run',
  'fail_fast',
  'pass_filenames',
  'description',
  'language_version',
  'log_file',
  'minimum_pre_commit_version',
  'require_serial',
  'stages',
  'verbose',
];

interface Hook {
  id: string;
  entry: string;
  language: string;
  pass_filenames?: boolean;
  [key: string]: unknown;
}

async function readHooks(): Promise<Hook[]> {
  return parse(await readFile(path.join(repoRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
}

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-precommit-');
});
afterEach(async () => {
  await repo.remove();
});

/** Runs a hook as pre-commit does: its entry (the bin named first), then args, no file names. */
async function runHook(hook: Hook, args: string[] = []) {
  const [bin, ...entryArgs] = hook.entry.split(' ');
  expect(bin).toBe('passport-gate');
  const io = captureIo(repo.root);
  return { code: await runCli([...entryArgs, ...args], io), out: io.out(), err: io.err() };
}

describe('.pre-commit-hooks.yaml', () => {
  it('follows pre-commit’s manifest schema and runs the package’s bin with node', async () => {
    const hooks = await readHooks();
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(hooks.map((h) => h.id)).toEqual(['passport-gate-audit', 'passport-gate-stamp-check']);
    for (const hook of hooks) {
      for (const key of REQUIRED) expect(typeof hook[key], `${hook.id}.${key}`).toBe('string');
      expect(
        Object.keys(hook).filter((k) => !REQUIRED.includes(k) && !OPTIONAL.includes(k)),
      ).toEqual([]);
      expect(hook.language).toBe('node');
      // The commands read the repository, not a list of file names.
      expect(hook.pass_filenames).toBe(false);
      const [bin, command, ...flags] = hook.entry.split(' ');
      expect(Object.keys(pkg.bin)).toContain(bin);
      const help = captureIo(repo.root);
      expect(await runCli([command as string, '--help'], help)).toBe(0);
      for (const flag of flags) expect(listHelpOptions(help.out())).toContain(flag);
    }
  });

  it('the audit hook passes a clean repository and fails a tampered one, quietly', async () => {
    const hook = (await readHooks()).find((h) => h.id === 'passport-gate-audit') as Hook;
    await buildPipeline(repo);
    const clean = await runHook(hook);
    expect(clean.code).toBe(0);
    expect(clean.err).toBe('');
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const tampered = await runHook(hook);
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('artifact-hash-mismatch');
  });

  it('the stamp-check hook takes its directory from args and fails when the passport is stale', async () => {
    const hook = (await readHooks()).find((h) => h.id === 'passport-gate-stamp-check') as Hook;
    await buildPipeline(repo);
    expect((await runHook(hook, ['results/variants'])).code).toBe(0);
    await writeFile(repo.abs('results/variants/sampleA.vcf'), 'tampered');
    const stale = await runHook(hook, ['results/variants']);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('would update: results/variants/');
  });
});
