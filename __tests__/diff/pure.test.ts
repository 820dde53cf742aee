/**
 * The pure parts of the provenance diff on small made-up revisions: the re-run plan's order
 * (topological, ties by path, cycles kept together), staleness through consumed_passports
 * alone, pairing rules that refuse to guess, coverage by the audit's ownership rules, and the
 * re-stamp command's quoting.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { diffProvenance, type RevisionSnapshot } from '../../src/diff/diff.js';
import { readFacts } from '../../src/diff/facts.js';
import { matchPassports } from '../../src/diff/match.js';
import { measureCoverage } from '../../src/diff/coverage.js';
import { orderTopologically, restampCommand } from '../../src/repo/stale.js';
import { shellWord } from '../../src/util/shell-word.js';
import type { ListedEntry, PassportFile } from '../../src/core/diff-model.js';
import { sha256, uuidFromSeed } from '../helpers/repo.js';

const config = { ...DEFAULT_CONFIG };

/** A passport value: outputs and inputs as [path, content] (digests computed), consumed ids. */
function passport(
  dir: string,
  spec: {
    outputs?: [string, string][];
    inputs?: [string, string][];
    consumed?: string[];
    skill?: string;
  },
): PassportFile {
  const name = dir.split('/').pop() as string;
  const value = {
    schema_version: '1.0.0',
    passport_id: uuidFromSeed(dir),
    created_at: '2026-06-17T12:00:00Z',
    produced_by: { skill: spec.skill ?? `${name}-step`, skill_version: '1.0.0' },
    inputs: (spec.inputs ?? []).map(([path, text]) => ({ path, sha256: sha256(text) })),
    outputs: (spec.outputs ?? []).map(([path, text]) => ({
      path,
      sha256: sha256(text),
      size_bytes: Buffer.byteLength(text),
    })),
    decisions: [],
    errors: [],
    consumed_passports: spec.consumed ?? [],
  };
  return { path: `${dir}/${name}.passport.json`, value, problem: null };
}

const snapshot = (passports: PassportFile[]): RevisionSnapshot => ({
  info: { ref: null, sha: null, source: 'working-tree' },
  passports,
  tree: null,
  treeSource: 'working-tree',
  treeUnknown: 'not listed in this test',
});
const id = (dir: string) => uuidFromSeed(dir);

describe('the re-run plan', () => {
  it('is topological with ties by path, not alphabetical: A changed → [m/d, z/b, a/c]', () => {
    // A → z/b → a/c, and A → m/d. Ready first: m/d and z/b (m < z); a/c only after z/b.
    const a = (text: string) => passport('a/a', { outputs: [['a/a/out', text]] });
    const consumers = [
      passport('z/b', {
        inputs: [['a/a/out', 'v1']],
        outputs: [['z/b/out', 'b']],
        consumed: [id('a/a')],
      }),
      passport('a/c', {
        inputs: [['z/b/out', 'b']],
        outputs: [['a/c/out', 'c']],
        consumed: [id('z/b')],
      }),
      passport('m/d', { inputs: [['a/a/out', 'v1']], outputs: [['m/d/out', 'd']] }),
    ];
    const diff = diffProvenance(
      snapshot([a('v1'), ...consumers]),
      snapshot([a('v2'), ...consumers]),
      {
        config,
      },
    );
    expect(diff.stale.map((s) => s.path)).toEqual([
      'm/d/d.passport.json',
      'z/b/b.passport.json',
      'a/c/c.passport.json',
    ]);
    expect(diff.stale.map((s) => s.reasons.map((r) => r.kind))).toEqual([
      ['input'],
      ['input'],
      ['upstream'],
    ]);
  });

  it('follows consumed_passports alone: a consumer with no input record that was not re-stamped is stale, one re-stamped is not', () => {
    const a = (text: string) => passport('p/a', { outputs: [['p/a/out', text]] });
    const edgeOnly = passport('p/b', { outputs: [['p/b/out', 'b']], consumed: [id('p/a')] });
    const restamped = (note: string) =>
      passport('p/c', { outputs: [['p/c/out', 'c']], consumed: [id('p/a')], skill: note });
    const diff = diffProvenance(
      snapshot([a('v1'), edgeOnly, restamped('old')]),
      snapshot([a('v2'), edgeOnly, restamped('new')]),
      { config },
    );
    expect(diff.stale.map((s) => [s.path, s.reasons])).toEqual([
      [
        'p/b/b.passport.json',
        [{ kind: 'consumed', via_path: 'p/a/a.passport.json', via_id: id('p/a') }],
      ],
    ]);
  });

  it('a producer that no longer lists an output leaves its consumers stale (no passport produces it)', () => {
    const b = passport('q/b', { inputs: [['q/a/out', 'v1']], outputs: [['q/b/out', 'b']] });
    const diff = diffProvenance(
      snapshot([passport('q/a', { outputs: [['q/a/out', 'v1']] }), b]),
      snapshot([passport('q/a', { outputs: [['q/a/other', 'x']] }), b]),
      { config },
    );
    expect(diff.stale[0]?.reasons[0]).toMatchObject({
      kind: 'input',
      artifact: 'q/a/out',
      recorded_sha256: sha256('v1'),
      current_sha256: null,
    });
  });

  it('keeps a consumed_passports cycle together, by path, and says so', () => {
    // c/x and c/y consume each other; both read A's output.
    const a = (text: string) => passport('c/a', { outputs: [['c/a/out', text]] });
    const y = passport('c/y', {
      inputs: [['c/a/out', 'v1']],
      outputs: [['c/y/out', 'y']],
      consumed: [id('c/x')],
    });
    const x = passport('c/x', {
      inputs: [['c/a/out', 'v1']],
      outputs: [['c/x/out', 'x']],
      consumed: [id('c/y')],
    });
    const diff = diffProvenance(snapshot([a('v1'), y, x]), snapshot([a('v2'), y, x]), { config });
    expect(diff.stale.map((s) => [s.path, s.cycle])).toEqual([
      ['c/x/x.passport.json', true],
      ['c/y/y.passport.json', true],
    ]);
  });

  it('orderTopologically: producers first, ready ties by key, a cycle as one block', () => {
    // 0:"b" → 2:"a"; 1:"c" ⇄ 3:"d"; 3 → 2.
    const { order, cyclic } = orderTopologically(['b', 'c', 'a', 'd'], [[2], [3], [], [1, 2]]);
    expect(order).toEqual([0, 1, 3, 2]);
    expect(cyclic).toEqual([false, true, false, true]);
    // Independent nodes come out by key, whatever order they were given in.
    expect(orderTopologically(['c', 'a', 'b'], [[], [], []]).order).toEqual([1, 2, 0]);
  });
});

describe('pairing', () => {
  const file = (path: string, pid: string | null) => ({ path, id: pid });
  it('a duplicated id pairs nothing, and a directory with two candidates pairs nothing', () => {
    const pairs = matchPassports(
      [
        file('r/a/x.passport.json', 'i1'),
        file('r/b/y.passport.json', 'i1'),
        file('r/c/one.passport.json', null),
      ],
      [
        file('r/a/moved.passport.json', 'i1'),
        file('r/c/two.passport.json', null),
        file('r/c/three.passport.json', null),
      ],
    );
    expect(pairs.map((p) => [p.base?.path ?? null, p.head?.path ?? null, p.match])).toEqual([
      ['r/a/x.passport.json', 'r/a/moved.passport.json', 'directory'],
      ['r/b/y.passport.json', null, null],
      ['r/c/one.passport.json', null, null],
      [null, 'r/c/three.passport.json', null],
      [null, 'r/c/two.passport.json', null],
    ]);
  });
  it('the same path wins over the same id', () => {
    const pairs = matchPassports(
      [file('s/a/a.passport.json', 'i1')],
      [file('s/a/a.passport.json', 'i2'), file('s/b/b.passport.json', 'i1')],
    );
    expect(pairs.map((p) => p.match)).toEqual(['path', null]);
  });
});

describe('coverage', () => {
  const tree = (files: string[]): ListedEntry[] => {
    const dirs = new Set<string>();
    for (const f of files)
      for (
        let d = f.slice(0, f.lastIndexOf('/'));
        d;
        d = d.includes('/') ? d.slice(0, d.lastIndexOf('/')) : ''
      )
        dirs.add(d);
    return [
      ...[...dirs].map((rel) => ({ rel, kind: 'dir' as const })),
      ...files.map((rel) => ({ rel, kind: 'file' as const })),
    ];
  };
  it('uses outputs:, exempts acknowledgments beside packets, and keeps a deleted passport’s directory', () => {
    const files = [
      'out/a/a.passport.json',
      'out/a/data.csv',
      'out/a/notes.txt',
      'out/b/inbox/hof_1.json',
      'out/b/inbox/hof_1.ack',
      'out/b/b.passport.json',
      'out/empty/.keep',
      'docs/readme.md',
    ];
    const passports = [
      readFacts(
        {
          path: 'out/a/a.passport.json',
          value: { outputs: [{ path: 'out/a/data.csv', sha256: null }] },
          problem: null,
        },
        { pathBase: 'root' },
      ),
      readFacts(
        {
          path: 'out/b/b.passport.json',
          value: { outputs: [{ path: 'out/b/inbox/hof_1.json' }] },
          problem: null,
        },
        { pathBase: 'root' },
      ),
    ];
    const coverage = measureCoverage({
      tree: tree(files),
      passports,
      config: { outputs: ['out/*'], packets: ['**/inbox/*.json'] },
      formerPassportDirs: ['docs'],
      source: 'working-tree',
    });
    // out/a, out/b, out/empty (its .keep is an artifact) and docs (its passport was deleted).
    expect(coverage.directories).toEqual({ with_passport: 2, total: 4 });
    // data.csv, notes.txt, hof_1.json, .keep, readme.md; the acknowledgment is bookkeeping.
    expect(coverage.artifacts).toEqual({ vouched: 2, total: 5 });
  });
});

describe('the re-stamp command', () => {
  it('quotes for a POSIX shell, names the file with --run-id when it can, and gives none it cannot print', () => {
    expect(restampCommand("r/my annot's/x.passport.json", "r/my annot's", 1)).toBe(
      `passport-gate stamp 'r/my annot'\\''s' --run-id x`,
    );
    expect(restampCommand('-r/x.passport.json', '-r', 2)).toBe(
      'passport-gate stamp ./-r --run-id x',
    );
    // A run id stamp cannot take: only the directory's one passport can be meant.
    expect(restampCommand('r/a b.passport.json', 'r', 1)).toBe('passport-gate stamp r');
    expect(restampCommand('r/a b.passport.json', 'r', 2)).toBeNull();
    expect(restampCommand('r\n/x.passport.json', 'r\n', 1)).toBeNull();
    expect(restampCommand('r\u202e/x.passport.json', 'r\u202e', 1)).toBeNull();
    expect(shellWord('$(rm -rf ~)')).toBe(`'$(rm -rf ~)'`);
  });
});
