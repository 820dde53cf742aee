/**
 * The attestation keys and trusted root are read at the trusted commit through the one port
 * every policy file at the base is read through (core/base-files.ts → config/trusted-files.ts
 * trustedFilesAt): a key the pull request adds in the head is not trusted when the base has
 * none, whether the base is read from git (the CLI's --config-from, the action with history)
 * or through the host's contents API (a shallow checkout), and whether the audited root is the
 * top level or below it.
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareVerifier as resolveTrust } from '../../src/attest/trust.js';
import { loadConfigFromRevision } from '../../src/hosts/at-revision/config-from.js';
import { trustedFilesAt } from '../../src/config/trusted-files.js';
import { ConfigurationError } from '../../src/util/errors.js';
import { createGitBaseFiles } from '../../src/vcs/base-files.js';
import { TempRepo } from '../helpers/repo.js';

const KEY = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' });
const POLICY = {
  require: [],
  trustedRoot: null,
  trust: [{ kind: 'key' as const, key: 'keys/pr.pub' }],
};
const CONFIG = 'attestations:\n  trust:\n    - key: keys/pr.pub\n';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root })
    .toString('utf8')
    .trim();

/** A base commit without the key, and a head commit (also the working tree) that adds it. */
async function keyAddedInHead(under: string): Promise<{ repo: TempRepo; base: string }> {
  const made = await TempRepo.create('pg-trusted-at-base-');
  const at = (rel: string) => (under === '' ? rel : `${under}/${rel}`);
  await made.write(at('.passport-gate.yml'), CONFIG);
  made.gitInit();
  git(made.root, 'add', '-A');
  git(made.root, 'commit', '-q', '-m', 'base');
  const base = git(made.root, 'rev-parse', 'HEAD');
  await made.write(at('keys/pr.pub'), KEY);
  git(made.root, 'add', '-A');
  git(made.root, 'commit', '-q', '-m', 'the pull request adds its own key');
  return { repo: made, base };
}

describe('trusted keys read at the base through the base-files port', () => {
  for (const under of ['', 'analysis']) {
    it(`a key the head adds is absent at the base from git (root ${under || 'the top level'})`, async () => {
      const made = await keyAddedInHead(under);
      repo = made.repo;
      const base = await createGitBaseFiles({
        repoRoot: repo.root,
        sha: made.base,
        label: 'the base commit',
      });
      const files = trustedFilesAt(base, under);
      expect(await files.read('keys/pr.pub')).toBeNull();
      await expect(resolveTrust(POLICY, files)).rejects.toThrow(
        /attestations\.trust key keys\/pr\.pub does not exist at the base commit/,
      );
      // The head's key is there to be read: the port, not the file, is what refuses it.
      const head = await createGitBaseFiles({
        repoRoot: repo.root,
        sha: git(repo.root, 'rev-parse', 'HEAD'),
        label: 'the head',
      });
      expect((await trustedFilesAt(head, under).read('keys/pr.pub'))?.toString()).toBe(KEY);
    });
  }

  it('audit --config-from BASE: the key the pull request committed is not trusted', async () => {
    const made = await keyAddedInHead('');
    repo = made.repo;
    const loaded = await loadConfigFromRevision(repo.root, { root: repo.root, ref: made.base });
    expect(loaded.config.attestations.trust).toEqual(POLICY.trust);
    expect(await loaded.trustedFiles.read('keys/pr.pub')).toBeNull();
    const refused = resolveTrust(loaded.config.attestations, loaded.trustedFiles);
    await expect(refused).rejects.toBeInstanceOf(ConfigurationError);
    await expect(refused).rejects.toThrow(/does not exist at .*\(/);
  });

  it('a commit the checkout lacks: the key is asked of the host, never read from the checkout', async () => {
    const made = await keyAddedInHead('');
    repo = made.repo;
    const asked: string[] = [];
    const base = await createGitBaseFiles({
      repoRoot: repo.root,
      sha: 'f'.repeat(40),
      label: 'the base commit ffffffffffff',
      remote: async (rel) => {
        asked.push(rel);
        return { kind: 'absent' };
      },
    });
    expect(await trustedFilesAt(base, '').read('keys/pr.pub')).toBeNull();
    expect(asked).toEqual(['keys/pr.pub']);
  });

  it('a key over the size limit at the base is refused, not read', async () => {
    repo = await TempRepo.create('pg-trusted-at-base-');
    await repo.write('keys/pr.pub', 'x'.repeat(256 * 1024 + 1));
    repo.gitInit();
    git(repo.root, 'add', '-A');
    git(repo.root, 'commit', '-q', '-m', 'base');
    const base = await createGitBaseFiles({
      repoRoot: repo.root,
      sha: git(repo.root, 'rev-parse', 'HEAD'),
      label: 'the base commit',
    });
    await expect(trustedFilesAt(base, '').read('keys/pr.pub')).rejects.toThrow(
      /keys\/pr\.pub at the base commit .*; it is not read/,
    );
  });
});
