/**
 * Attest: signs each chosen output directory's passport into a Sigstore bundle beside it,
 * `<run-id>.passport.sigstore.json` (src/attest/). The repository is audited first
 * (operations/audited.ts), like `export`: a bundle is a claim someone signs, so nothing is signed
 * in a repository the gate would fail.
 */
import { attestPassports, describeSigningError, type WrittenBundle } from '../attest/produce.js';
import type { SigningMethod } from '../attest/sign.js';
// The keyless default the attest command's help text names, and how to sign, for the faces.
export { PUBLIC_GOOD, type SigningMethod } from '../attest/sign.js';
import type { AuditReport } from '../core/report-model.js';
import { isPassportPath } from '../formats/passport.js';
import { UsageError } from '../util/errors.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { auditFirst, type AuditedOptions } from './audited.js';

/** The rules the audit before signing leaves off: the bundles are what this writes. */
const RULES_ATTEST_WRITES = [
  'attestation-missing',
  'attestation-invalid',
  'attestation-untrusted',
] as const;

/** What to sign, and how. */
export interface AttestOptions extends Omit<AuditedOptions, 'rulesOff'> {
  /** The output directories whose passports are signed, relative to the root (POSIX; '.' the root). */
  dirs: readonly string[];
  method: SigningMethod;
}

/** What an attest did. */
export type AttestResult =
  | {
      /** The audit failed: nothing was signed; the report says why. */
      blocked: true;
      report: AuditReport;
    }
  | { blocked: false; written: WrittenBundle[] };

/**
 * Audits the repository (the attestation rules off), then signs the passports of
 * `options.dirs`. A directory without a passport is a UsageError; a signing failure is
 * described for the method (a missing OIDC token is the user's to fix).
 */
export async function attestDirectories(options: AttestOptions): Promise<AttestResult> {
  const audited = await auditFirst({ ...options, rulesOff: RULES_ATTEST_WRITES });
  const chosen = audited.passports.filter(
    (p) => options.dirs.includes(p.dir) && isPassportPath(p.path),
  );
  for (const dir of options.dirs)
    if (!chosen.some((p) => p.dir === dir))
      throw new UsageError(
        `${quoteUntrusted(dir)} holds no passport; stamp it first: passport-gate stamp ${dir} --skill NAME`,
      );
  if (audited.blocks) return { blocked: true, report: audited.report };
  try {
    const written = await attestPassports(
      options.root,
      chosen,
      options.method,
      options.config.pathBase,
    );
    return { blocked: false, written };
  } catch (error) {
    throw describeSigningError(error, options.method);
  }
}
