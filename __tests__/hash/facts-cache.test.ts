/**
 * The facts cache: the content cache's second section, passport blob id → the passport's index
 * fields (src/hash/content-cache.ts, src/repo/passports.ts). In changed mode a passport out of
 * scope that git vouches for as a blob with an entry is taken from it, unread. The report must
 * be the one reading every passport gives, whatever the cache holds; the tests run the command
 * line in real git repositories.
 *
 * Reports are compared with `summary.bytes_hashed` set aside: the digest section of the same
 * cache (an earlier feature) lets a warm run skip hashing the changed files, which that one
 * figure counts; the facts cache itself changes nothing in a report.
 */
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { readPassportIndex } from '../../src/core/passport.js';
import { encodePassportIndex } from '../../src/core/passport-index-record.js';
import { encodeCacheFile } from '../../src/hash/content-cache.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { pointIndexEntryAt } from '../helpers/git-index.js';
import { sha256, TempRepo } from '../helpers/repo.js';

const KEY = 'f'.repeat(32);
const REPOSITORY = 'lab/facts';

let repo: TempRepo | undefined;
const cacheFile = () => `${(repo as TempRepo).root}.facts-cache`;

afterEach(async () => {
  if (!repo) return;
  await rm(cacheFile(), { force: true });
  await repo.remove();
  repo = undefined;
});

/**
 * A chain of `steps` output directories, `results/s<k>/out.tsv` each made from the one before
 * (step 0 from a seed), committed. Returns the passport paths, step by step.
 */
async function buildChain(steps: number): Promise<string[]> {
  repo = await TempRepo.create('pg-facts-cache-');
  repo.gitInit();
  const paths: string[] = [];
  let previous: { id: string; out: string } | null = null;
  for (let k = 0; k < steps; k++) {
    const out = `results/s${k}/out.tsv`;
    await repo.write(out, `step ${k}\n`.repeat(k + 1));
    const made = await repo.passport({
      dir: `results/s${k}`,
      skill: `step-${k}`,
      outputs: [out],
      createdAt: `2026-06-17T12:0${k}:00Z`,
      ...(previous ? { inputs: [previous.out], consumed: [previous.id] } : {}),
    });
    paths.push(made.path);
    previous = { id: made.id, out };
  }
  commitAll(repo.root, 'chain');
  return paths;
}

/** `audit` in changed mode (`--changed-files` names `changed`), JSON report; with the cache or not. */
async function auditChanged(
  changed: readonly string[],
  cache: 'none' | 'read' | 'save',
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; report: string; err: string }> {
  const root = (repo as TempRepo).root;
  const list = `${root}.changed`;
  await writeFile(list, changed.map((c) => `${c}\n`).join(''));
  const io = captureIo(root, {
    PASSPORT_GATE_CONTENT_CACHE_KEY: KEY,
    GITHUB_REPOSITORY: REPOSITORY,
    PASSPORT_GATE_HASH_THREADS: '1',
    ...env,
  });
  const args = ['audit', '--changed-files', list, '--format', 'json'];
  if (cache !== 'none') args.push('--content-cache', cacheFile());
  if (cache === 'save') args.push('--save-content-cache');
  const code = await runCli(args, io);
  await rm(list, { force: true });
  return { code, report: withoutBytesHashed(io.out()), err: io.err() };
}

/** The report with `summary.bytes_hashed` set aside (see the file comment). */
function withoutBytesHashed(text: string): string {
  const report = JSON.parse(text) as { summary: Record<string, unknown> };
  delete report.summary.bytes_hashed;
  return JSON.stringify(report, null, 2);
}

/** How many passports the cache served, from the run's note. */
function served(err: string): number {
  const m = /content cache: (\d+) passport\(s\) indexed by blob/.exec(err);
  return m ? Number(m[1]) : 0;
}

/** The passport at `rel`, edited by `edit`, written back (not committed). */
async function editPassport(rel: string, edit: (p: Record<string, unknown>) => void) {
  const r = repo as TempRepo;
  const value = JSON.parse((await r.read(rel)).toString('utf8')) as Record<string, unknown>;
  edit(value);
  await r.write(rel, `${JSON.stringify(value, null, 2)}\n`);
}

describe('facts cache: a warm run reports what reading every passport reports', () => {
  it('on generated chains: changed steps in scope and out, stale consumers, an uncommitted passport out of scope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 5 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        async (steps, pick, stale, edit) => {
          const paths = await buildChain(steps);
          const r = repo as TempRepo;
          const c = pick % (steps - 1);
          // The cache learns the committed tree (a default-branch run).
          expect(served((await auditChanged([], 'save')).err)).toBe(0);
          // A change to step c's output: its passport re-recorded (else the output fails its
          // digest); a consumer left as it was is then stale.
          const out = `results/s${c}/out.tsv`;
          await r.write(out, `changed ${c}\n`);
          await editPassport(paths[c] as string, (p) => {
            (p.outputs as { sha256: string; size_bytes: number }[])[0] = {
              ...(p.outputs as Record<string, unknown>[])[0],
              sha256: sha256(`changed ${c}\n`),
              size_bytes: Buffer.byteLength(`changed ${c}\n`),
            } as { sha256: string; size_bytes: number };
          });
          if (!stale) {
            // The consumer re-recorded too: no stale finding, the chain whole.
            await editPassport(paths[c + 1] as string, (p) => {
              (p.inputs as { sha256: string }[])[0] = {
                ...(p.inputs as Record<string, unknown>[])[0],
                sha256: sha256(`changed ${c}\n`),
              } as { sha256: string };
            });
          }
          commitAll(r.root, 'change');
          // A passport out of the changed set edited and not committed (the producer of step c,
          // or the consumer after c + 1: the report's graph names it): git does not vouch for
          // it, so it must be read, whatever the cache holds for its committed blob.
          const dirty = !edit ? null : c > 0 ? c - 1 : c + 2 < steps ? c + 2 : null;
          if (dirty !== null)
            await editPassport(paths[dirty] as string, (p) => {
              (p.produced_by as Record<string, unknown>).skill = 'edited-after-commit';
              p.consumed_passports = ['00000000-0000-4000-8000-00000000dead'];
            });
          const changed = [out, paths[c] as string, ...(stale ? [] : [paths[c + 1] as string])];
          const without = await auditChanged(changed, 'none');
          const warm = await auditChanged(changed, 'read');
          expect(warm.report).toBe(without.report);
          expect(warm.code).toBe(without.code);
          // The cache served every passport out of the changed set but the edited one.
          expect(served(warm.err)).toBe(steps - (stale ? 1 : 2) - (dirty === null ? 0 : 1));
          await rm(cacheFile(), { force: true });
          await r.remove();
          repo = undefined;
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});

describe('facts cache: an entry stands only for the bytes it was learned from', () => {
  it('an uncommitted edit to a passport out of scope is read, not served', async () => {
    const paths = await buildChain(3);
    await auditChanged([], 'save');
    await editPassport(paths[1] as string, (p) => {
      (p.produced_by as Record<string, unknown>).skill = 'edited-after-commit';
    });
    const changed = ['results/s2/out.tsv'];
    const warm = await auditChanged(changed, 'read');
    expect(warm.report).toContain('edited-after-commit');
    expect(warm.report).toBe((await auditChanged(changed, 'none')).report);
    expect(served(warm.err)).toBe(2);
  });

  it('a passport edited behind --assume-unchanged is read, not served', async () => {
    const paths = await buildChain(3);
    await auditChanged([], 'save');
    await editPassport(paths[1] as string, (p) => {
      (p.produced_by as Record<string, unknown>).skill = 'edited-behind-the-index';
    });
    git((repo as TempRepo).root, 'update-index', '--assume-unchanged', paths[1] as string);
    const warm = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(warm.report).toContain('edited-behind-the-index');
    expect(served(warm.err)).toBe(2);
  });

  it("an index pointed at an edited passport blob with the real file's stat data teaches nothing false", async () => {
    const paths = await buildChain(3);
    const r = repo as TempRepo;
    const target = paths[1] as string;
    // A step before the gate on the default branch: the edited passport's blob written, the
    // index pointed at it with the stat data of the genuine file still on disk.
    const old = new Date(Date.now() - 3600_000);
    await utimes(r.abs(target), old, old);
    git(r.root, 'add', target);
    const genuine = (await r.read(target)).toString('utf8');
    const edited = genuine.replace('"step-1"', '"step-1-edited"');
    const editedFile = `${cacheFile()}.edited`;
    await writeFile(editedFile, edited);
    const editedBlob = git(r.root, 'hash-object', '-w', editedFile);
    await rm(editedFile);
    await pointIndexEntryAt(r.root, target, editedBlob);
    expect(git(r.root, 'diff-files', '--name-only')).toBe('');
    expect((await auditChanged([], 'save')).err).toMatch(/content cache saved/);
    // A later run over a commit holding the edited passport.
    git(r.root, 'read-tree', 'HEAD');
    await r.write(target, edited);
    await utimes(r.abs(target), old, old);
    commitAll(r.root, 'edited passport');
    const later = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(later.report).toContain('step-1-edited');
    expect(later.report).toBe((await auditChanged(['results/s2/out.tsv'], 'none')).report);
  });
});

describe('facts cache: a forged or altered file is ignored whole', () => {
  /** A cache whose entry for the first passport's committed blob claims `skill`. */
  async function forge(paths: string[], key: string): Promise<void> {
    const r = repo as TempRepo;
    // The neighbour of the passport in scope: the report's graph names its skill.
    const bytes = await r.read(paths[1] as string);
    const blob = git(r.root, 'rev-parse', `HEAD:${paths[1] as string}`);
    const value = JSON.parse(bytes.toString('utf8')) as { produced_by: { skill: string } };
    value.produced_by.skill = 'forged-skill';
    await writeFile(
      cacheFile(),
      encodeCacheFile(
        new Map(),
        { repository: REPOSITORY, key },
        'sha1',
        new Map([
          [
            blob,
            {
              size: bytes.length,
              record: Buffer.from(encodePassportIndex(readPassportIndex(value))),
            },
          ],
        ]),
      ),
    );
  }

  it('an entry written without the key is ignored with a notice', async () => {
    const paths = await buildChain(3);
    await forge(paths, 'another key of 32 bytes.........');
    const run = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(run.err).toMatch(/authentication code does not match/);
    expect(run.report).not.toContain('forged-skill');
    expect(run.report).toBe((await auditChanged(['results/s2/out.tsv'], 'none')).report);
  });

  it('the control: the same entry under the key is served (so the test above can fail)', async () => {
    const paths = await buildChain(3);
    await forge(paths, KEY);
    const run = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(run.report).toContain('forged-skill');
  });

  it('an edited record in a saved file is ignored with a notice', async () => {
    await buildChain(3);
    await auditChanged([], 'save');
    const bytes = await readFile(cacheFile());
    const at = bytes.lastIndexOf('step-1');
    expect(at).toBeGreaterThan(0);
    bytes.write('step-X', at, 'latin1');
    await writeFile(cacheFile(), bytes);
    const run = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(run.err).toMatch(/authentication code does not match/);
    expect(served(run.err)).toBe(0);
    expect(run.report).not.toContain('step-X');
  });

  it('a file of the previous format (version 1) is ignored with a notice', async () => {
    await buildChain(3);
    await auditChanged([], 'save');
    const bytes = (await readFile(cacheFile()))
      .toString('latin1')
      .replace('"version":2', '"version":1');
    await writeFile(cacheFile(), Buffer.from(bytes, 'latin1'));
    const run = await auditChanged(['results/s2/out.tsv'], 'read');
    expect(run.err).toMatch(/not a content cache of this version/);
    expect(served(run.err)).toBe(0);
  });
});

describe('facts cache: who saves it', () => {
  it('a pull_request run in changed mode neither reads nor saves it', async () => {
    await buildChain(3);
    await auditChanged([], 'save');
    const before = await readFile(cacheFile());
    const run = await auditChanged(['results/s2/out.tsv'], 'save', {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/1/merge',
    });
    expect(run.err).toMatch(/"pull_request" event neither reads nor writes/);
    expect(served(run.err)).toBe(0);
    expect(await readFile(cacheFile())).toEqual(before);
  });

  it('a default-branch run saves every committed passport it read and accepted', async () => {
    await buildChain(3);
    const cold = await auditChanged([], 'save');
    expect(cold.err).toMatch(/content cache saved: \d+ entries and 3 passport entries/);
    const warm = await auditChanged([], 'read');
    expect(served(warm.err)).toBe(3);
  });
});
