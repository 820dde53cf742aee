/**
 * package.json's `engines` and the installed dependencies agree: npm warns
 * EBADENGINE when a package in the lock file wants a Node the machine does not
 * have, and a runtime dependency that wants more than `engines` promises would
 * make the promise false for users.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

interface LockEntry {
  dev?: boolean;
  engines?: { node?: string } | string[];
}

async function readJson<T>(rel: string): Promise<T> {
  return JSON.parse(await readFile(path.join(repoRoot, rel), 'utf8')) as T;
}

/** Every package of the lock file with its `engines.node` range. */
async function lockedEngines(): Promise<{ name: string; range: string; dev: boolean }[]> {
  const lock = await readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
  const out: { name: string; range: string; dev: boolean }[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || Array.isArray(entry.engines) || !entry.engines?.node) continue;
    out.push({
      name: key.replace(/^.*node_modules\//, ''),
      range: entry.engines.node,
      dev: !!entry.dev,
    });
  }
  return out;
}

describe('engines', () => {
  it('every locked package accepts the Node running the tests (npm ci prints no EBADENGINE)', async () => {
    const refused = (await lockedEngines()).filter(
      (p) => !semver.satisfies(process.version, p.range),
    );
    expect(refused).toEqual([]);
  });

  it('every runtime dependency accepts every Node that package.json engines admits', async () => {
    const pkg = await readJson<{ engines: { node: string } }>('package.json');
    const narrower = (await lockedEngines()).filter(
      (p) => !p.dev && !semver.subset(pkg.engines.node, p.range),
    );
    expect(narrower).toEqual([]);
  });
});
