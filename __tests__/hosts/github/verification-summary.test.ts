/**
 * The action's verification summary covers one audit of the whole commit in this checkout. A
 * merge job reads no file (the shards did), so it is refused with the inputs, and a run that
 * got past them without an audit signs nothing and fails the step: a release that asked for a
 * summary never passes without one (issue 35, the remainder's item 1).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.js';
import { getActionOptions } from '../../../src/hosts/github/input-helper.js';
import { runGate } from '../../../src/main.js';
import { UsageError } from '../../../src/util/errors.js';
import { makeKey } from '../../helpers/attest.js';
import { captureIo } from '../../helpers/cli-io.js';
import { commitAll } from '../../helpers/diff-repo.js';
import { buildPipeline, TempRepo } from '../../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-vsa-merge-');
});
afterEach(async () => {
  await repo.remove();
});

/** The action's inputs as the runner hands them (names as in action.yml). */
const inputsOf =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

/** A committed pipeline, its shard report and a signing key: what a release's merge job has. */
async function prepareMergeJob(): Promise<Record<string, string>> {
  await buildPipeline(repo);
  repo.gitInit();
  commitAll(repo.root, 'release');
  const io = captureIo(repo.root);
  const code = await runCli(
    ['audit', '--all', '--shard', '1/1', '--format', 'json', '--output', 'shard-1.json'],
    io,
  );
  expect(code, io.err()).toBe(0);
  // Written after the commit, as a job writes its secret: never part of what is vouched for.
  await repo.write('signing-key.pem', makeKey().privatePem);
  return {
    mode: 'merge',
    reports: 'shard-1.json',
    annotations: 'none',
    'verification-summary': 'vsa.sigstore.json',
    'verification-summary-key': 'signing-key.pem',
  };
}

describe('verification-summary with mode: merge', () => {
  it('is refused with the inputs, in one line saying where to sign it', async () => {
    const inputs = await prepareMergeJob();
    expect(() => getActionOptions(inputsOf(inputs), { GITHUB_WORKSPACE: repo.root })).toThrow(
      /mode: merge reads none \(the shards did\): sign it in a job with mode: all/,
    );
  });

  it('a merge run past the inputs signs nothing and fails (it passed without a summary)', async () => {
    const inputs = await prepareMergeJob();
    const options = {
      ...getActionOptions(inputsOf({ ...inputs, mode: 'all' }), { GITHUB_WORKSPACE: repo.root }),
      mode: 'merge' as const,
      reports: [path.join(repo.root, 'shard-1.json')],
    };
    const lines: string[] = [];
    const outcome = runGate(options, { write: (chunk: string) => lines.push(chunk) > 0 });
    await expect(outcome).rejects.toThrow(UsageError);
    await expect(outcome).rejects.toThrow(/this run audited no file in the checkout/);
    expect(existsSync(repo.abs('vsa.sigstore.json'))).toBe(false);
  });
});
