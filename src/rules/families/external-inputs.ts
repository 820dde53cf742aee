/**
 * External inputs (`"external": true` in inputs[]): files outside the repository, such as a
 * reference genome, recorded with their sha256 and a uri. The audit pipeline hashes each one
 * found under a location the config's `external-inputs` names (hash/external.ts); this
 * family judges what it found. Reachable and different is an error; anywhere else the input
 * is a notice: recorded, not verified.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import type { DigestFacts, RuleFamily } from './types.js';
import { reportAt } from './types.js';

export const externalInputs: RuleFamily<DigestFacts> = {
  name: 'external-inputs',
  emits: listFamilyRules('external-inputs'),
  wholeRun: false,
  check(facts, out) {
    for (const { listing, outcome } of facts.externals ?? []) {
      const { record, ref } = listing;
      const pointer = `/inputs/${ref.index}/path`;
      const name = quoteUntrusted(ref.path);
      const fetch = ref.uri !== null ? ` (recorded uri ${quoteUntrusted(ref.uri)})` : '';
      switch (outcome.kind) {
        case 'hashed':
          if (outcome.sha256 === ref.sha256) break;
          reportAt(out, facts.passports, record, pointer, {
            rule: 'input-external-mismatch',
            message: `external input ${name} under ${quoteUntrusted(outcome.location)} has sha256 ${outcome.sha256}, not the recorded ${quoteUntrusted(ref.sha256 ?? '?')}; the step read other bytes than this file holds now. Restore the file${fetch}, or run the step again on the file as it is, recorded with passport-gate run.`,
          });
          break;
        case 'unreadable':
          reportAt(out, facts.passports, record, pointer, {
            rule: 'input-external-mismatch',
            message: `external input ${name} under ${quoteUntrusted(outcome.location)} ${outcome.detail}, so its sha256 cannot be checked; put the file itself there${fetch}.`,
          });
          break;
        case 'absent':
          reportAt(out, facts.passports, record, pointer, {
            rule: 'input-external-unverified',
            message: `external input ${name} is not under ${quoteUntrusted(outcome.location)} on this machine, so its sha256 was not verified; fetch it there${fetch} to have it checked.`,
          });
          break;
        case 'unconfigured':
          reportAt(out, facts.passports, record, pointer, {
            rule: 'input-external-unverified',
            message: `external input ${name} lies under no external-inputs location of the config, so its sha256 was not verified; add the directory holding it to external-inputs in .passport-gate.yml to have it checked.`,
          });
          break;
        case 'bad-path':
          reportAt(out, facts.passports, record, pointer, {
            rule: 'input-external-unverified',
            message: `external input path ${name} ${outcome.detail}; it was not read. Record the absolute, normalized path (passport-gate stamp --input /abs/path).`,
          });
          break;
      }
    }
  },
};
