/**
 * Property (issue 14): changed mode audits everything a change can affect. fast-check builds
 * random pipelines (data files, steps whose outputs may be symlinks to data files, steps nested
 * in earlier steps' directories), stamps them (a clean start), applies random mutations (an
 * output rewritten, deleted, replaced by a forged LFS pointer; a data file or a symlink target
 * changed; a link re-pointed; a dotfile, a stray .ack, a file with a name that is not UTF-8
 * added to an output directory; a new directory under the output root; a passport recording a
 * failed step), then audits with --all and in changed mode given exactly the mutated paths.
 * Every finding --all reports for the affected passports and files (those with a finding the
 * clean start did not have) must be in the changed-mode report too.
 */
import { rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport, Finding } from '../../src/core/report-model.js';
import { stamp } from '../../src/produce/stamp/index.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const name = fc.stringMatching(/^[a-z0-9]{1,5}$/);
const file = fc.record({
  name,
  ext: fc.constantFrom('txt', 'vcf', 'bam'),
  folder: fc.option(
    name.map((n) => `d${n}`),
    { nil: undefined },
  ),
  content: fc.uint8Array({ minLength: 1, maxLength: 24 }),
});
const files = (min: number) =>
  fc.uniqueArray(file, {
    minLength: min,
    maxLength: 3,
    selector: (f) => `${f.folder ?? ''}/${f.name}.${f.ext}`,
  });
const step = fc.record({
  outputs: files(1),
  /** Data files (by index) this step's directory links to as outputs. */
  links: fc.uniqueArray(fc.nat(), { maxLength: 2 }),
  nestIn: fc.option(fc.nat(), { nil: undefined }),
  inputPicks: fc.uniqueArray(fc.nat(), { maxLength: 2 }),
});
const mutation = fc.record({
  kind: fc.constantFrom(
    'rewrite-output',
    'delete-output',
    'pointer-output',
    'rewrite-data',
    'retarget-link',
    'add-dotfile',
    'add-ack',
    'add-non-utf8',
    'add-new-dir',
    'fail-step',
  ),
  pick: fc.nat(),
});
const scenario = fc.record({
  data: files(1),
  steps: fc.array(step, { minLength: 1, maxLength: 3 }),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
});

const relOf = (dir: string, f: { name: string; ext: string; folder?: string }) =>
  `${dir}/${f.folder ? `${f.folder}/` : ''}${f.name}.${f.ext}`;
const keyOf = (f: Finding) => JSON.stringify([f.rule, f.path, f.pointer ?? null, f.message]);

describe('changed mode given exactly the mutated paths', () => {
  it('reports every finding --all reports for the affected passports and files', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ data, steps, mutations }) => {
        const repo = await TempRepo.create('pg-changed-prop-');
        try {
          let t = Date.parse('2026-06-17T00:00:00Z');
          const now = () => new Date((t += 1000));
          const dataRels: string[] = [];
          for (const f of data) {
            const rel = relOf('data', f);
            await repo.write(rel, f.content);
            dataRels.push(rel);
          }
          const dirs: string[] = [];
          const outputs: string[] = [];
          const links: string[] = [];
          const passports: string[] = [];
          for (const [i, s] of steps.entries()) {
            const dir =
              s.nestIn !== undefined && dirs.length > 0
                ? `${dirs[s.nestIn % dirs.length]}/n${i}`
                : `results/s${i}`;
            dirs.push(dir);
            for (const f of s.outputs) {
              await repo.write(relOf(dir, f), f.content);
              outputs.push(relOf(dir, f));
            }
            for (const k of s.links) {
              const target = dataRels[k % dataRels.length] as string;
              const link = `${dir}/link${k}`;
              if (links.includes(link)) continue;
              await symlink(path.posix.relative(dir, target), repo.abs(link));
              links.push(link);
            }
            const pool = [...dataRels, ...outputs.filter((o) => !o.startsWith(`${dir}/`))];
            const result = await stamp({
              root: repo.root,
              directory: dir,
              skill: `step-${i}`,
              skillVersion: '1.0.0',
              inputs: [...new Set(s.inputPicks.map((k) => pool[k % pool.length] as string))].map(
                (p) => ({ path: p, ...(p.startsWith('data/') ? { source: 'ERR000001' } : {}) }),
              ),
              now,
            });
            passports.push(result.path);
          }
          // A parent directory gives up what a nested passport now owns: stamp again.
          for (const dir of dirs) await stamp({ root: repo.root, directory: dir, now });
          const clean = await audit({ root: repo.root });
          expect(clean.findings.filter((f) => f.severity !== 'notice')).toEqual([]);

          // --- mutations, each naming the paths it changed --------------------------------
          const changed = new Set<string>();
          const pick = <T>(list: readonly T[], k: number) => list[k % list.length] as T;
          for (const [m, { kind, pick: k }] of mutations.entries()) {
            const live = outputs.filter((o) => !changed.has(o));
            if (kind === 'rewrite-output' && live.length > 0) {
              const rel = pick(live, k);
              await writeFile(repo.abs(rel), `rewritten ${m}`);
              changed.add(rel);
            } else if (kind === 'delete-output' && live.length > 0) {
              const rel = pick(live, k);
              await unlink(repo.abs(rel));
              changed.add(rel);
            } else if (kind === 'pointer-output' && live.length > 0) {
              // The recorded digest, as a pointer names it: no .gitattributes says filter=lfs.
              const rel = pick(live, k);
              const bytes = await repo.read(rel);
              await writeFile(
                repo.abs(rel),
                `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(bytes)}\nsize ${bytes.length}\n`,
              );
              changed.add(rel);
            } else if (kind === 'rewrite-data') {
              const rel = pick(dataRels, k);
              await writeFile(repo.abs(rel), `data ${m}`);
              changed.add(rel);
            } else if (kind === 'retarget-link' && links.length > 0 && dataRels.length > 1) {
              const link = pick(links, k);
              const dir = path.posix.dirname(link);
              await rm(repo.abs(link));
              await symlink(path.posix.relative(dir, pick(dataRels, k + 1)), repo.abs(link));
              changed.add(link);
            } else if (kind === 'add-dotfile' || kind === 'add-ack') {
              const rel = `${pick(dirs, k)}/${kind === 'add-dotfile' ? '.hidden' : 'notes.ack'}${m}`;
              await repo.write(rel, 'smuggled');
              changed.add(rel);
            } else if (kind === 'add-non-utf8') {
              const dir = pick(dirs, k);
              await writeFile(
                Buffer.concat([Buffer.from(`${repo.abs(dir)}/`), Buffer.from([0xff, 0x30 + m])]),
                'x',
              );
              // As git and the API would give the name to a caller that decoded it.
              changed.add(`${dir}/\ufffd${String.fromCharCode(0x30 + m)}`);
            } else if (kind === 'add-new-dir') {
              const rel = `results/new${m}/f.vcf`;
              await repo.write(rel, 'v');
              changed.add(rel);
            } else if (kind === 'fail-step') {
              const rel = pick(passports, k);
              const value = JSON.parse((await repo.read(rel)).toString('utf8'));
              value.errors = [{ step: 'run', tool: 'gen', exit_code: 3, stderr_excerpt: 'boom' }];
              await writeFile(repo.abs(rel), JSON.stringify(value, null, 2));
              changed.add(rel);
            }
          }
          if (changed.size === 0) return;

          const all = await audit({ root: repo.root });
          const inChanged = await audit({ root: repo.root, changedFiles: [...changed] });
          const before = new Set(clean.findings.map(keyOf));
          const affected = new Set(
            all.findings.filter((f) => !before.has(keyOf(f))).map((f) => f.path),
          );
          const expected = all.findings.filter((f) => affected.has(f.path));
          const got = new Set(inChanged.findings.map(keyOf));
          const missing = expected.filter((f) => !got.has(keyOf(f)));
          expect(missing, describeRun(changed, all, inChanged)).toEqual([]);
        } finally {
          await repo.remove();
        }
      }),
      { numRuns: 40 },
    );
  });
});

function describeRun(changed: Set<string>, all: AuditReport, inChanged: AuditReport): string {
  return `changed ${JSON.stringify([...changed])}; changed-mode scope ${JSON.stringify(inChanged.scope.directories)}; all-mode findings ${JSON.stringify(all.findings.map((f) => [f.rule, f.path]))}`;
}
