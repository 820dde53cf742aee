/**
 * The test tree mirrors src/ (issue 39), as sigstore-js's `__tests__/<same path>` does: a folder
 * of __tests__ is a unit of src/ (a folder, nested ones like hosts/github included, or a unit
 * that is one file, like hosts/gitlab.ts), or one of the few suites that cross every unit; a
 * file at the top of __tests__ is one of those suites. The exceptions are listed here and in
 * docs/development.md ("Where a test goes"), and the two lists are held equal.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from './helpers/repo.js';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Folders that test no one unit, each with why it crosses them (docs/development.md). */
const CROSS_CUTTING_FOLDERS: Readonly<Record<string, string>> = {
  bench: 'the benchmark harness, bench/ (untimed: what it generates and refuses)',
  cases: 'one folder per rule id, every case run through the command line',
  consumers: "the project's outputs handed to their real consumers' parsers",
  e2e: 'the built bundle end to end, against the GitHub stand-in',
  helpers: 'fixture builders and loopback stand-ins every folder uses',
  hostile: 'hostile inputs, each through the whole audit',
  python: 'consumers that need Debian packages (npm run test:python)',
  seeds: 'the seed texts, verbatim, that the tests read',
  walkthrough: "a new user's first hour through the built CLI",
};

/** Files at the top of __tests__: each tests something outside src/ or all of it. */
const TOP_LEVEL_SUITES: Readonly<Record<string, string>> = {
  'boundaries.test.ts': 'the layer table (scripts/layers.mjs) over every import of src/',
  'examples.test.ts': 'examples/',
  'generated-validators.test.ts': 'the validators scripts/compile-schemas.mjs generates',
  'package-engines.test.ts': "package.json's engines against the lock file",
  'pre-commit-hooks.test.ts': '.pre-commit-hooks.yaml',
  'readme.test.ts': 'README.md and the guides in docs/',
  'rules-doc.test.ts': 'docs/rules.md against the rule registry',
  'schemas-meta.test.ts': 'schemas/ against JSON Schema 2020-12',
  'test-tree.test.ts': 'this layout',
};

/** Where an exception is listed: both places, which the last tests hold equal. */
const LISTED = ' in __tests__/test-tree.test.ts and docs/development.md ("Where a test goes")';

/**
 * Every entry of a tests directory that breaks the mirror of a source directory, as
 * `__tests__/`-relative paths (a folder ends in `/`), with why: a folder that is neither a unit
 * of src nor a listed cross-cutting suite (checked at every depth, since a nested folder must
 * mirror a nested unit), or a top-level file that is not a listed suite.
 */
function findMisplaced(testsDir: string, srcDir: string): string[] {
  const problems: string[] = [];
  const visit = (rel: string): void => {
    // Sorted, so the answer does not depend on the order the file system lists entries in.
    const entries = readdirSync(path.join(testsDir, rel), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (!entry.isDirectory()) {
        if (rel === '' && !Object.hasOwn(TOP_LEVEL_SUITES, entry.name)) {
          problems.push(
            `${child}: a loose file; move it to the folder of the unit it tests, or list it${LISTED}`,
          );
        }
        continue;
      }
      if (rel === '' && Object.hasOwn(CROSS_CUTTING_FOLDERS, entry.name)) continue;
      if (!isSourceUnit(srcDir, child)) {
        problems.push(
          `${child}/: no src/${child}/ or src/${child}.ts to mirror; move its tests, or list it${LISTED}`,
        );
        continue;
      }
      visit(child);
    }
  };
  visit('');
  return problems;
}

/** Whether `rel` names a unit of src: a folder, or a module that is a unit on its own. */
function isSourceUnit(srcDir: string, rel: string): boolean {
  const dir = path.join(srcDir, rel);
  return (existsSync(dir) && statSync(dir).isDirectory()) || existsSync(`${dir}.ts`);
}

/** The names the bullets of docs/development.md's "Where a test goes" list (`name/`, `file`). */
function readDocumentedExceptions(): string[] {
  const doc = readFileSync(path.join(projectRoot, 'docs/development.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Where a test goes\n')) ?? '';
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1] ?? '');
}

describe('the test tree mirrors src/', () => {
  it('every folder of __tests__ is a unit of src/ or a listed cross-cutting suite, and every top-level file a listed suite', () => {
    expect(
      findMisplaced(path.join(projectRoot, '__tests__'), path.join(projectRoot, 'src')),
    ).toEqual([]);
  });

  it('every listed exception exists, so the list stays as short as the tree', () => {
    const missing = [
      ...Object.keys(CROSS_CUTTING_FOLDERS).map((name) => `${name}/`),
      ...Object.keys(TOP_LEVEL_SUITES),
    ].filter((name) => !existsSync(path.join(projectRoot, '__tests__', name)));
    expect(missing).toEqual([]);
  });

  it('docs/development.md lists the same exceptions', () => {
    expect(readDocumentedExceptions().sort()).toEqual(
      [
        ...Object.keys(CROSS_CUTTING_FOLDERS).map((name) => `${name}/`),
        ...Object.keys(TOP_LEVEL_SUITES),
      ].sort(),
    );
  });

  describe('on a tree built to break it', () => {
    let repo: TempRepo | undefined;
    afterEach(async () => {
      await repo?.remove();
    });

    it('names a folder that mirrors no unit, a nested one, and a loose test file, and nothing else', async () => {
      repo = await TempRepo.create('pg-test-tree-');
      for (const rel of [
        'src/cli/parse-args.ts',
        'src/hosts/github/api.ts',
        'src/hosts/gitlab.ts',
      ]) {
        await repo.write(rel, '');
      }
      for (const rel of [
        // mirrors: a folder, a nested folder, a unit that is one file
        '__tests__/cli/cli.test.ts',
        '__tests__/hosts/github/api.test.ts',
        '__tests__/hosts/gitlab/merge-request.test.ts',
        // listed suites, whatever they hold
        '__tests__/readme.test.ts',
        '__tests__/e2e/deep/nested/run.e2e.test.ts',
        // main's tree before the move: these three break it
        '__tests__/action/api.test.ts',
        '__tests__/hosts/bogus/x.test.ts',
        '__tests__/verdict.test.ts',
      ]) {
        await repo.write(rel, '');
      }
      expect(findMisplaced(repo.abs('__tests__'), repo.abs('src'))).toEqual([
        expect.stringMatching(/^action\/: no src\/action\/ or src\/action\.ts/),
        expect.stringMatching(/^hosts\/bogus\/: /),
        expect.stringMatching(/^verdict\.test\.ts: a loose file/),
      ]);
    });
  });
});
