/**
 * attest judges the work tree against the last commit (src/operations/attest.ts): signing is no
 * re-run, so a run record committed at HEAD that the work tree holds as a hand re-stamp of other
 * outputs (an output edited by hand, then `stamp --force`) is refused with
 * run-record-replaced-by-hand, and nothing is signed; the step run again through `run` is
 * signed (issue 37: the printed `attest` of the attestation rules never launders a hand edit).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { buildAttestedRunChain, forceRestampHandEdit } from '../helpers/attest.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';
import { runReport } from '../helpers/reproduce-repo.js';

const BUNDLE = 'results/report/report.passport.sigstore.json';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-attest-op-');
});
afterEach(async () => {
  await repo.remove();
});

/** `passport-gate attest results/report --key lab.key` in process: exit code and stderr. */
async function attestReport() {
  const io = captureIo(repo.root);
  const code = await runCli(['attest', 'results/report', '--key', 'lab.key'], io);
  return { code, err: io.err() };
}

/** The bundle's bytes, or null when there is none. */
const readBundle = () =>
  repo.read(BUNDLE).then(
    (b) => b.toString('utf8'),
    () => null,
  );

describe('attest compares the passports with the last commit', () => {
  // Before: exit 0, a bundle signing the hand-edited output as the producer's.
  it('refuses a hand re-stamp (--force) of an edited output over the committed run record', async () => {
    await buildAttestedRunChain(repo, ['results/count']);
    await forceRestampHandEdit(repo);
    const { code, err } = await attestReport();
    expect(code, err).toBe(1);
    expect(err).toContain('run-record-replaced-by-hand');
    expect(err).toContain('nothing was attested');
    expect(await readBundle()).toBeNull();
  });

  it('refuses it over a signed run record too, and leaves the old bundle as it was', async () => {
    await buildAttestedRunChain(repo, ['results/count', 'results/report']);
    const signed = await readBundle();
    await forceRestampHandEdit(repo);
    const { code, err } = await attestReport();
    expect(code, err).toBe(1);
    expect(err).toContain('run-record-replaced-by-hand');
    expect(await readBundle()).toBe(signed);
  });

  it('signs the step run again through passport-gate run after the edit', async () => {
    await buildAttestedRunChain(repo, ['results/count']);
    await forceRestampHandEdit(repo);
    await runReport(repo);
    const { code, err } = await attestReport();
    expect(code, err).toBe(0);
    expect(await readBundle()).not.toBeNull();
  });
});
