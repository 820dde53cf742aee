import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hasNormalPath, readPassport } from '../../src/core/passport.js';
import { createArtifactPaths } from '../../src/repo/artifact-paths.js';
import { checkRelativePath, isNormalRelativePath } from '../../src/util/relative-path.js';

/** Every path of one to three segments over segments that exercise each refusal and form. */
function generateSpellings(): string[] {
  const segments = ['out', 'a.txt', '.', '..', '', '.git', '.GIT', 'x\\y', 'C:', ' b ', 'é', 'n\0'];
  const out: string[] = [];
  for (const a of segments) {
    out.push(a, `/${a}`);
    for (const b of segments) {
      out.push(`${a}/${b}`);
      for (const c of ['a.txt', '..', '.git', '']) out.push(`${a}/${b}/${c}`);
    }
  }
  return out;
}

describe('isNormalRelativePath', () => {
  it('is true exactly for the paths checkRelativePath gives back as they are', () => {
    let normal = 0;
    for (const raw of generateSpellings()) {
      const expected =
        JSON.stringify(checkRelativePath(raw)) === JSON.stringify({ ok: true, rel: raw });
      expect(isNormalRelativePath(raw), JSON.stringify(raw)).toBe(expected);
      if (expected) normal++;
    }
    expect(normal).toBeGreaterThan(30);
  });
});

describe('createArtifactPaths', () => {
  it('answers as checkRelativePath does, and keeps nothing for a root-relative path in normal form', async () => {
    // Workload 4's clean twin lists 100,000 such paths: a map entry and a result kept for each
    // were live through the whole run, and that live state sets V8's heap limit.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const spellings = generateSpellings();
    const kept: WeakRef<object>[] = [];
    const normalizers = [];
    for (const pathBase of ['root', 'passport'] as const) {
      const paths = createArtifactPaths(pathBase);
      normalizers.push(paths);
      for (const dir of ['.', 'runs/r1']) {
        for (const raw of spellings) {
          const expected = checkRelativePath(raw, pathBase === 'passport' ? dir : '');
          const checked = paths.check(raw, dir);
          expect(checked, `${pathBase} ${dir} ${JSON.stringify(raw)}`).toEqual(expected);
          expect(paths.rel(raw, dir)).toBe(expected.ok ? expected.rel : null);
          // Asked again: the same answer (from the cache, or decided again).
          expect(paths.check(raw, dir)).toEqual(expected);
          if (pathBase === 'root' && isNormalRelativePath(raw)) kept.push(new WeakRef(checked));
        }
      }
    }
    expect(kept.length).toBeGreaterThan(60);
    // WeakRefs made in a turn hold their target until that turn ends.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(kept.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    // The normalizers themselves are alive (a collected cache would say nothing).
    for (const paths of normalizers) expect(paths.check('out/./a.txt', '.').ok).toBe(true);
  });
});

describe('checkOf and relOf', () => {
  it("answer for an artifact read from a passport as check and rel do for its path (the read's note of a normal path)", () => {
    const spellings = generateSpellings();
    const sha256 = 'a'.repeat(64);
    // Each spelling as a column-kept artifact (plain digest) and as one kept as written (a source).
    const summary = readPassport({
      outputs: spellings.map((path) => ({ path, sha256 })),
      inputs: spellings.map((path) => ({ path, sha256, source: 'SRA' })),
    });
    const refs = [...summary.outputs, ...summary.inputs];
    expect(refs.filter((r) => hasNormalPath(r)).length).toBeGreaterThan(30);
    for (const pathBase of ['root', 'passport'] as const) {
      const paths = createArtifactPaths(pathBase);
      for (const dir of ['.', 'runs/r1'])
        for (const ref of refs) {
          const what = `${pathBase} ${dir} ${JSON.stringify(ref.path)}`;
          expect(paths.checkOf(ref, dir), what).toEqual(paths.check(ref.path, dir));
          expect(paths.relOf(ref, dir), what).toBe(paths.rel(ref.path, dir));
        }
    }
  });
});
