import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit } from '../src/audit/pipeline.js';
import { loadConfig } from '../src/config/config.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(path.join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

describe('bundled examples', () => {
  it('are exactly what scripts/make-examples.mjs generates (they cannot go stale)', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'pg-examples-'));
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/make-examples.mjs'), tmp], {
        stdio: 'pipe',
      });
      // examples/snakemake is a workflow's source, not generated: its passports are written by
      // running it (__tests__/python/snakemake.test.ts), and none is committed.
      const committed = (await listFiles(path.join(repoRoot, 'examples'))).filter(
        (rel) => !rel.startsWith('snakemake/'),
      );
      const generated = await listFiles(tmp);
      expect(generated).toEqual(committed);
      for (const rel of committed) {
        const a = await readFile(path.join(repoRoot, 'examples', rel));
        const b = await readFile(path.join(tmp, rel));
        expect(
          a.equals(b),
          `examples/${rel} differs from its generator; run node scripts/make-examples.mjs`,
        ).toBe(true);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('the pipeline example audits clean in all mode', async () => {
    const root = path.join(repoRoot, 'examples/pipeline');
    const report = await audit({ root, config: await loadConfig(root, undefined, false) });
    expect(report.findings.filter((f) => f.severity !== 'notice')).toEqual([]);
    expect(report.summary.passports).toBe(3);
    expect(report.summary.passed).toBe(true);
  });
});
