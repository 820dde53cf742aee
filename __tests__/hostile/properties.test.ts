/**
 * Property-based tests (fast-check): random passports, trees and graphs.
 * Invariants: the audit never throws and never reads outside the root; a cycle
 * is reported exactly when one exists (checked against a brute-force reference).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import {
  findStronglyConnected,
  isCyclicComponent,
  findCycleInComponent,
} from '../../src/util/digraph.js';
import { renderJsonReport } from '../../src/report/json.js';
import { sha256, TempRepo, uuidFromSeed } from '../helpers/repo.js';

/** Reference: a graph has a cycle when some node reaches itself (transitive closure). */
function hasCycleBruteForce(n: number, edges: [number, number][]): boolean {
  const reach = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (const [a, b] of edges) reach[a]![b] = true;
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
  return reach.some((row, i) => row[i]);
}

const graphArb = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.uniqueArray(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), {
      maxLength: n * n,
      selector: ([a, b]) => `${a}>${b}`,
    }),
  ),
);

describe('cycle detection matches a brute-force reference', () => {
  it('on random small graphs (algorithm)', () => {
    fc.assert(
      fc.property(graphArb, ([n, edges]) => {
        const adj = Array.from({ length: n }, () => [] as number[]);
        for (const [a, b] of edges) adj[a]!.push(b);
        const components = findStronglyConnected(adj);
        const cyclic = components.filter((c) => isCyclicComponent(c, adj));
        expect(cyclic.length > 0).toBe(hasCycleBruteForce(n, edges));
        // Every reported cycle is a real closed walk along edges.
        for (const c of cyclic) {
          const cycle = findCycleInComponent(c, adj);
          expect(cycle[0]).toBe(cycle[cycle.length - 1]);
          for (let i = 0; i + 1 < cycle.length; i++) expect(adj[cycle[i]!]).toContain(cycle[i + 1]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('on random passport chains (the audit pipeline)', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, async ([n, edges]) => {
        const repo = await TempRepo.create();
        try {
          const ids = Array.from({ length: n }, (_, i) => uuidFromSeed(`node-${i}`));
          for (let i = 0; i < n; i++) {
            await repo.write(`p${i}/out.txt`, `node ${i}`);
            await repo.passport({
              dir: `p${i}`,
              id: ids[i],
              outputs: [`p${i}/out.txt`],
              consumed: edges.filter(([a]) => a === i).map(([, b]) => ids[b]!),
            });
          }
          const report = await audit({ root: repo.root });
          const reported = report.findings.some((f) => f.rule === 'chain-cycle');
          expect(reported).toBe(hasCycleBruteForce(n, edges));
        } finally {
          await repo.remove();
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('random hostile passports', () => {
  // The secret sits where "../secret.txt" from any temporary repository lands.
  const SECRET = 'property-test-secret';
  const secretFile = path.join(tmpdir(), 'secret.txt');
  beforeAll(async () => {
    await writeFile(secretFile, SECRET);
  });
  afterAll(async () => {
    await rm(secretFile, { force: true });
  });

  const pathArb = fc.oneof(
    fc.constantFrom(
      'out/a.txt',
      '../secret.txt',
      '/etc/passwd',
      'C:\\x',
      'out/../../x',
      '',
      'out/\u0000',
      './out/a.txt',
      'out//a.txt',
    ),
    fc.string({ maxLength: 20 }),
  );
  const artifactArb = fc.record(
    {
      path: pathArb,
      sha256: fc.oneof(fc.constant(sha256('a')), fc.string({ maxLength: 70 })),
      size_bytes: fc.oneof(fc.integer(), fc.constant(1)),
    },
    { requiredKeys: [] },
  );
  const passportArb = fc.record(
    {
      schema_version: fc.oneof(fc.constant('1.0.0'), fc.string({ maxLength: 8 })),
      passport_id: fc.oneof(
        fc.uuid({ version: 4 }),
        fc.constantFrom('__proto__', 'constructor'),
        fc.string({ maxLength: 40 }),
      ),
      created_at: fc.oneof(fc.constant('2026-06-17T12:00:00Z'), fc.string({ maxLength: 30 })),
      produced_by: fc.oneof(
        fc.record({
          skill: fc.string({ maxLength: 20 }),
          skill_version: fc.string({ maxLength: 5 }),
        }),
        fc.anything(),
      ),
      inputs: fc.oneof(fc.array(artifactArb, { maxLength: 4 }), fc.anything()),
      outputs: fc.oneof(fc.array(artifactArb, { maxLength: 4 }), fc.anything()),
      decisions: fc.anything(),
      errors: fc.oneof(
        fc.array(
          fc.record({
            exit_code: fc.oneof(fc.integer(), fc.string()),
            stderr_excerpt: fc.string(),
          }),
          { maxLength: 3 },
        ),
        fc.anything(),
      ),
      consumed_passports: fc.oneof(
        fc.array(fc.oneof(fc.uuid({ version: 4 }), fc.string({ maxLength: 10 })), { maxLength: 3 }),
        fc.anything(),
      ),
      downstream_hints: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it('never throw, always produce a report, never read the secret outside the root', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(passportArb, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (passports, raw) => {
          const repo = await TempRepo.create();
          try {
            await repo.write('out/a.txt', 'a');
            for (let i = 0; i < passports.length; i++) {
              const text = raw
                ? JSON.stringify(passports[i]).slice(0, 50 + i * 7)
                : JSON.stringify(passports[i]);
              await repo.write(`out/p${i}.passport.json`, text ?? 'null');
            }
            const report = await audit({ root: repo.root });
            const json = renderJsonReport(report);
            expect(json).not.toContain(SECRET);
            expect(json).not.toContain(sha256(SECRET));
            expect(report.summary.bytes_hashed).toBeLessThanOrEqual(1);
          } finally {
            await repo.remove();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
