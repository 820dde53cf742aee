/**
 * Attested passports: a passport under `attestations.require` carries a Sigstore
 * bundle by a signer the base commit's `attestations.trust` names, and the bundle
 * signs the passport and its outputs as they are now. The audit pipeline reads and
 * verifies each bundle (attest/passports.ts); this family judges the verdicts, and
 * holds each signed output to its bytes now (an output changed after attesting).
 * A bundle beside a passport that is not required is judged too: one that does not
 * verify, or by a stranger, is never a quiet pass.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import type { AttestationCheck } from '../../attest/passports.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { ArtifactCheck } from '../../repo/plan.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';

/** The shell word of a path (single-quoted when it needs to be). */
const word = (s: string) =>
  /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;

/** How to attest a directory, as the config's trust suggests. */
function attestCommand(dir: string, facts: DigestFacts): string {
  const keyless = facts.config.attestations.trust.some((t) => t.kind === 'identity');
  return keyless
    ? `re-run the trusted workflow that stamps it, which runs \`passport-gate attest ${word(dir)} --keyless\` (docs/producers.md, "Attested passports"), or sign with a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\``
    : `sign it with the private half of a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\`, and commit the bundle`;
}

export const attestations: RuleFamily<DigestFacts> = {
  name: 'attestations',
  emits: listFamilyRules('attestations'),
  wholeRun: false,
  check(facts, out) {
    const checks = facts.attestations ?? [];
    if (checks.length === 0) return;
    // The outputs of each passport, indexed once: the plan lists every artifact of the scope.
    const outputsOf = new Map<PassportRecord, ArtifactCheck[]>();
    facts.plan.checks.forEach((artifact) => {
      if (artifact.kind !== 'outputs') return;
      const list = outputsOf.get(artifact.record);
      if (list) list.push(artifact);
      else outputsOf.set(artifact.record, [artifact]);
    });
    for (const check of checks) judge(check, outputsOf.get(check.record) ?? [], facts, out);
  },
};

function judge(
  check: AttestationCheck,
  outputs: readonly ArtifactCheck[],
  facts: DigestFacts,
  out: RuleOutput,
): void {
  const { record, bundlePath, verdict } = check;
  const where = { path: record.path, passport_id: record.id ?? undefined };
  const bundle = quoteUntrusted(bundlePath);
  const fix = attestCommand(record.dir, facts);
  if (!verdict.ok) {
    if (verdict.rule === 'attestation-missing') {
      out.report({
        rule: 'attestation-missing',
        ...where,
        message: `passport ${quoteUntrusted(record.path)} is under attestations.require but has no bundle ${bundle} beside it, so nothing says who produced it; ${fix}. (A pull request from a fork has no OIDC token and cannot attest: re-produce its results in this repository, docs/producers.md "Attested passports", workflow_run.)`,
      });
      return;
    }
    out.report({
      rule: verdict.rule,
      ...where,
      message:
        verdict.rule === 'attestation-untrusted'
          ? `bundle ${bundle} ${verdict.problem}. If that signer should be trusted, add it to attestations.trust in .passport-gate.yml through the base branch; otherwise ${fix}.`
          : `bundle ${bundle} ${verdict.problem}${check.signerLabel !== null ? ` (signer: ${quoteUntrusted(check.signerLabel)})` : ''}; ${fix}.`,
    });
    return;
  }
  // The signed outputs against their bytes now (the artifact rules report the passport's side).
  for (const artifact of outputs) {
    const outcome = facts.digests.outcome(artifact.file);
    if (!outcome.ok || artifact.ref.sha256 === null) continue;
    const lfs = facts.digests.lfsObject(artifact.file);
    const actual = lfs !== undefined && lfs.oid === artifact.ref.sha256 ? lfs.oid : outcome.sha256;
    if (actual === artifact.ref.sha256) continue;
    out.report({
      rule: 'attestation-invalid',
      ...where,
      message: `bundle ${bundle} signs output ${quoteUntrusted(artifact.rel)} with sha256 ${artifact.ref.sha256}, and the file has ${actual}: it changed after it was attested; restore it, or run the step again (passport-gate run) and ${fix.replace(/^sign it/, 'sign again')}.`,
    });
  }
}
