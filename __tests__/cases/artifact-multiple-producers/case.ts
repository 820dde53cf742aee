import { defineCase } from '../harness.js';
import { editJson, pipeline, REPORT, VARIANTS } from '../fixtures.js';

const FAKE = 'results/fake/fake.passport.json';

/** A second passport elsewhere that claims the variants' VCF as its own output. */
async function claimVcf(repo: Parameters<typeof pipeline>[0], alsoClaim: boolean) {
  await pipeline(repo);
  const variants = JSON.parse((await repo.read(VARIANTS)).toString('utf8'));
  const fake = {
    ...variants,
    passport_id: '0b7d3c52-6f1e-4a8e-9c1d-2f3a4b5c6d7e',
    consumed_passports: [],
    outputs: alsoClaim ? variants.outputs : [],
  };
  await repo.write(FAKE, `${JSON.stringify(fake, null, 2)}\n`);
  // The consumer is re-pointed at the new passport.
  await editJson(repo, REPORT, (p) => (p.consumed_passports = [fake.passport_id]));
}

export default defineCase({
  summary:
    'a new passport claims the variants VCF as its output, and the report is re-pointed to it',
  violation: (repo) => claimVcf(repo, true),
  clean: async (repo) => {
    await pipeline(repo);
  },
  expect: [
    { path: FAKE, message: /passport-gate stamp results\/fake --run-id fake\.$/ },
    { path: VARIANTS, message: /also listed as an output by "[0-9a-f-]+" \("results\/fake/ },
  ],
});
