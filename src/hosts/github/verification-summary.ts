/**
 * The action's `verification-summary` input: after the verdict, a signed SLSA verification
 * summary of the audited commit (attest/produce.ts writes it as `audit --vsa` does), signed
 * with `verification-summary-key` or, without one, Sigstore keyless with the job's OIDC
 * token (`permissions: id-token: write`).
 */
import path from 'node:path';
import * as core from '@actions/core';
import type { Config } from '../../config/config.js';
import { UsageError } from '../../util/errors.js';
import type { AuditReport } from '../../core/report-model.js';
import { readFileCapped } from '../../fs/safe-read.js';
import type { GateRun } from '../../gate/gate-run.js';
import { Inputs, Outputs } from './constants.js';
import type { ActionOptions, VerificationSummaryRequest } from './input-helper.js';

/** The signing method of the inputs (the key read and checked). */
async function readSigningMethod(request: VerificationSummaryRequest, env: NodeJS.ProcessEnv) {
  // sigstore-js loads only when something is signed: every other run would pay its start-up.
  const [{ identityFromEnv, PUBLIC_GOOD }, { parsePrivateKey }] = await Promise.all([
    import('../../attest/sign.js'),
    import('../../attest/keys.js'),
  ]);
  if (request.keyFile === null)
    return {
      kind: 'keyless' as const,
      fulcioURL: request.fulcioURL ?? PUBLIC_GOOD.fulcio,
      rekorURL: request.rekorURL ?? PUBLIC_GOOD.rekor,
      tsaURL: request.tsaURL,
      identity: identityFromEnv(env),
    };
  const read = await readFileCapped(request.keyFile, 64 * 1024);
  if (!read.ok)
    throw new UsageError(
      `cannot read input ${Inputs.VerificationSummaryKey} ${request.keyFile}: it ${read.detail}`,
    );
  const parsed = parsePrivateKey(read.bytes);
  if (!parsed.ok) throw new UsageError(`input ${Inputs.VerificationSummaryKey} ${parsed.problem}`);
  return { kind: 'key' as const, key: parsed.value };
}

/**
 * Signs and writes the summary; sets the `verification-summary` output. Throws UsageError
 * (the step fails) when it cannot: a release job that asked for a summary must not pass
 * without one.
 */
export async function publishVerificationSummary(
  options: ActionOptions,
  report: AuditReport,
  run: GateRun,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const request = options.verificationSummary;
  if (request === null) return;
  const config: Config | undefined = run.inForce?.config;
  const filesRead = run.filesRead;
  // mode: merge is refused with the input (input-helper.ts); a run that audited nothing here
  // has no reads to vouch for, so nothing is signed.
  if (!config || filesRead === null)
    throw new UsageError(
      `input ${Inputs.VerificationSummary}: this run audited no file in the checkout, so a summary would vouch for bytes nobody read here; sign it in a job with mode: all`,
    );
  const method = await readSigningMethod(request, env);
  const { writeVerificationSummary } = await import('../../attest/produce.js');
  const written = await writeVerificationSummary(report, {
    file: request.file,
    method,
    root: options.root,
    configFile: path.relative(options.root, options.configFile).split(path.sep).join('/'),
    config,
    policyCommit: run.inForce?.policyCommit ?? null,
    filesRead,
    env,
    timeVerified: new Date(),
  });
  run.note(
    `verification summary (SLSA VSA v1, ${report.summary.passed ? 'PASSED' : 'FAILED'}) of ${written.commit} written to ${request.file}, signed by ${written.signer}.`,
  );
  core.setOutput(Outputs.VerificationSummary, request.file);
}
