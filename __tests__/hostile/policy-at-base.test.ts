/**
 * Everything the change controls that decides what is verified is read at the base: the
 * config, and git's `.gitattributes` and `.gitignore`. The checkout's versions are compared
 * and reported (`policy-changed`, with what they would change), never applied. Each case runs on
 * every host (helpers/hosts.ts): the CLI's `--config-from REF`, a GitLab merge request whose
 * target branch head is REF, and the action bundle on a GitHub pull request whose base is REF.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TRUSTED_BASE_HOSTS, type HostFinding } from '../helpers/hosts.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-policy-');
  git(repo.root, 'init', '-q', '-b', 'main');
});
afterEach(async () => {
  await repo.remove();
});

/** The checkout in its own terms: the command line without a trusted base. */
async function auditOwn(): Promise<{ code: number; findings: HostFinding[] }> {
  const io = captureIo(repo.root);
  const code = await runCli(['audit', '--all', '--format', 'json'], io);
  return { code, findings: (JSON.parse(io.out()) as { findings: HostFinding[] }).findings };
}
const rules = (fs: HostFinding[]) => fs.map((f) => `${f.rule} ${f.path}`).sort();

/** A Git LFS pointer (spec v1) standing for `bytes`. */
const pointerFor = (bytes: string) =>
  `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(bytes)}\nsize ${Buffer.byteLength(bytes)}\n`;

describe.each(TRUSTED_BASE_HOSTS)('on $name', (host) => {
  const atBase = (ref: string) => host.auditAgainst(repo.root, ref);

  describe('.gitattributes is read at the base', () => {
    const DATA = 'a plain artifact, no LFS\n';
    beforeEach(async () => {
      await repo.write('results/a/data.bin', DATA);
      await repo.passport({ dir: 'results/a', outputs: ['results/a/data.bin'] });
      commitAll(repo.root, 'base');
      // The change: mark the artifact filter=lfs and put a pointer naming the recorded digest in its place.
      await repo.lfsTrack('*.bin');
      await repo.write('results/a/data.bin', pointerFor(DATA));
      commitAll(repo.root, 'head');
    });

    it('a pointer the pull request made LFS-managed is checked as the bytes it is', async () => {
      // In the work tree's own terms the pointer stands for the recorded object.
      expect((await auditOwn()).code).toBe(0);
      const r = await atBase('HEAD~1');
      expect(r.code, r.log).toBe(1);
      expect(rules(r.findings)).toEqual([
        'artifact-hash-mismatch results/a/a.passport.json',
        'policy-changed .gitattributes',
      ]);
      const change = r.findings.find((f) => f.rule === 'policy-changed');
      expect(change?.severity).toBe('notice');
      expect(change?.message).toMatch(
        new RegExp(`"\\.gitattributes" differ from ${host.baseLabel('HEAD~1')}'s`),
      );
      expect(change?.message).toMatch(
        /would take as a Git LFS pointer \(its bytes unverified\) "results\/a\/data\.bin"/,
      );
    });

    it('the same pointer under the base’s own filter=lfs is the LFS object, and nothing is reported', async () => {
      // Its nearest valid neighbour: the base itself tracks *.bin with LFS.
      await repo.lfsTrack('*.bin');
      commitAll(repo.root, 'both');
      const r = await atBase('HEAD');
      expect(r.code, r.log).toBe(0);
      expect(r.findings).toEqual([]);
    });
  });

  describe('.gitignore is read at the base', () => {
    it('a file the pull request ignores still counts, and the change says it would ignore it', async () => {
      await repo.write('.passport-gate.yml', 'rules:\n  artifact-unlisted: error\n');
      await repo.write('results/a/a.txt', 'a\n');
      await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
      commitAll(repo.root, 'base');
      await repo.write('results/a/.gitignore', 'extra.txt\n');
      commitAll(repo.root, 'head');
      // Written by the workflow, untracked: the pull request's .gitignore hides it from the work tree's rules.
      await repo.write('results/a/extra.txt', 'unlisted\n');
      expect(rules((await auditOwn()).findings)).toEqual([
        'artifact-unlisted results/a/.gitignore',
      ]);
      const r = await atBase('HEAD~1');
      expect(rules(r.findings)).toEqual([
        'artifact-unlisted results/a/.gitignore',
        'artifact-unlisted results/a/extra.txt',
        'policy-changed results/a/.gitignore',
      ]);
      expect(r.findings.find((f) => f.rule === 'policy-changed')?.message).toMatch(
        /would ignore "results\/a\/extra\.txt"/,
      );
    });

    it('the base’s own .gitignore still applies', async () => {
      await repo.write('.gitignore', 'results/a/extra.txt\n');
      await repo.write('results/a/a.txt', 'a\n');
      await repo.passport({ dir: 'results/a', outputs: ['results/a/a.txt'] });
      commitAll(repo.root, 'base');
      await repo.write('results/a/extra.txt', 'unlisted\n');
      const r = await atBase('HEAD');
      expect(r.findings).toEqual([]);
    });
  });
});
