/**
 * Property: a stamped tree audits clean, by construction. fast-check builds
 * random pipelines (data files, steps whose outputs may sit in subfolders or
 * inside an earlier step's directory, inputs drawn from data and earlier
 * outputs), stamps every step's directory in order, and the audit must find no
 * error and no warning. Stamping everything again then converges: a further
 * pass changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { stamp, type StampResult } from '../../src/produce/stamp/index.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const name = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const file = fc.record({
  name,
  ext: fc.constantFrom('txt', 'bam', 'vcf', 'csv', 'fq.gz', 'json'),
  // Files may sit in a plain subfolder ("d…"), which the step's passport owns.
  folder: fc.option(
    name.map((n) => `d${n}`),
    { nil: undefined },
  ),
  content: fc.uint8Array({ maxLength: 48 }),
});
const files = (min: number) =>
  fc.uniqueArray(file, {
    minLength: min,
    maxLength: 4,
    selector: (f) => `${f.folder ?? ''}/${f.name}.${f.ext}`,
  });
const step = fc.record({
  outputs: files(1),
  // Index of an earlier step to nest inside (its directory gets a subdirectory with its own passport).
  nestIn: fc.option(fc.nat(), { nil: undefined }),
  inputPicks: fc.uniqueArray(fc.nat(), { maxLength: 3 }),
  sourced: fc.boolean(),
});
const pipeline = fc.record({
  data: files(0),
  steps: fc.array(step, { minLength: 1, maxLength: 4 }),
});

const relOf = (dir: string, f: { name: string; ext: string; folder?: string }) =>
  `${dir}/${f.folder ? `${f.folder}/` : ''}${f.name}.${f.ext}`;

describe('stamp → audit is clean on generated trees', () => {
  it('holds for random pipelines', async () => {
    await fc.assert(
      fc.asyncProperty(pipeline, async ({ data, steps }) => {
        const repo = await TempRepo.create('pg-stamp-prop-');
        try {
          let t = Date.parse('2026-06-17T00:00:00Z');
          const now = () => new Date((t += 1000));
          const pool: { rel: string; content: Uint8Array }[] = [];
          for (const f of data) {
            const rel = relOf('data', f);
            await repo.write(rel, f.content);
            pool.push({ rel, content: f.content });
          }
          const dirs: string[] = [];
          const stamped: { result: StampResult; inputs: string[] }[] = [];
          let unsourced = 0;
          for (const [i, s] of steps.entries()) {
            const dir =
              s.nestIn !== undefined && dirs.length > 0
                ? `${dirs[s.nestIn % dirs.length]}/n${i}`
                : `results/s${i}`;
            dirs.push(dir);
            const inputs =
              pool.length === 0
                ? []
                : [...new Set(s.inputPicks.map((k) => pool[k % pool.length]!.rel))];
            for (const f of s.outputs) await repo.write(relOf(dir, f), f.content);
            const result = await stamp({
              root: repo.root,
              directory: dir,
              skill: `step-${i}`,
              skillVersion: '1.0.0',
              inputs: inputs.map((p) => ({
                path: p,
                ...(s.sourced && p.startsWith('data/') ? { source: 'ERR000001' } : {}),
              })),
              errors: [{ step: 'run', tool: 'gen', exit_code: 0, stderr_excerpt: '' }],
              // A step that reads nothing is a generator given its seed (passport-vouches-nothing).
              parameters: { seed: i },
              now,
            });
            stamped.push({ result, inputs });
            // A data input without a source has no provenance (hard rule 2): that alone is found.
            if (!s.sourced) unsourced += inputs.filter((p) => p.startsWith('data/')).length;
            for (const f of s.outputs) pool.push({ rel: relOf(dir, f), content: f.content });
          }

          const report = await audit({ root: repo.root });
          const serious = report.findings.filter((f) => f.severity !== 'notice');
          expect(serious.filter((f) => f.rule !== 'input-unprovenanced')).toEqual([]);
          expect(serious.length).toBe(unsourced);
          expect(report.summary.passports).toBe(steps.length);

          // Every input that some passport produced names one of its producers.
          const byPath = new Map<string, string[]>();
          for (const { result } of stamped) {
            for (const o of result.passport.outputs) {
              byPath.set(`${o.path}\0${o.sha256}`, [
                ...(byPath.get(`${o.path}\0${o.sha256}`) ?? []),
                result.passport.passport_id,
              ]);
            }
          }
          for (const { result } of stamped) {
            for (const input of result.passport.inputs) {
              expect(input.sha256).toBe(
                sha256(pool.find((p) => p.rel === input.path)?.content ?? new Uint8Array()),
              );
              const producers = byPath.get(`${input.path}\0${input.sha256}`) ?? [];
              if (producers.length > 0) {
                expect(
                  producers.some((id) => result.passport.consumed_passports?.includes(id)),
                ).toBe(true);
              }
            }
          }

          // Re-stamping converges: after one more pass (a parent gives up what a nested
          // passport now owns), a further pass changes nothing and the audit stays clean.
          for (const dir of dirs) await stamp({ root: repo.root, directory: dir, now });
          const again = await Promise.all(
            dirs.map((dir) => stamp({ root: repo.root, directory: dir, now, check: true })),
          );
          expect(again.map((r) => r.status)).toEqual(dirs.map(() => 'unchanged'));
          const after = await audit({ root: repo.root });
          const left = after.findings.filter((f) => f.severity !== 'notice');
          expect(left.filter((f) => f.rule !== 'input-unprovenanced')).toEqual([]);
          expect(left.length).toBe(unsourced);
        } finally {
          await repo.remove();
        }
      }),
      { numRuns: 30 },
    );
  });
});
