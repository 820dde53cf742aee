/**
 * The passport document, one at a time: JSON syntax and size, duplicate keys,
 * schema_version, the Material Passport v1 schema and failed steps
 * (formats/passport.ts checks the bytes; this family reports).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { quoteUntrusted } from '../../core/untrusted.js';
import { checkPassportBytes } from '../../formats/passport.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { PassportFamily } from './types.js';

export const passportDocument: PassportFamily = {
  name: 'passport-document',
  emits: listFamilyRules('passport-document'),
  wholeRun: false,
  checkPassport(record, parsed, positions, out) {
    if (record.problem) {
      // A file that cannot be read at all is file-access's; one over the cap is this family's.
      if (record.problem.reason === 'too-large') {
        out.report({
          rule: 'passport-too-large',
          path: record.path,
          message: `the passport ${record.problem.detail}; split the output directory or raise max-passport-bytes.${describeAbsence(record)}`,
        });
      }
      return;
    }
    const check = checkPassportBytes(
      record.path,
      record.bytes as Uint8Array,
      // The light parse's summary is the one the full check would make of the same value.
      parsed && record.summary
        ? { value: parsed.value, summary: record.summary, scan: parsed.scan }
        : undefined,
    );
    for (const finding of check.findings)
      out.report(
        check.document
          ? finding
          : { ...finding, message: `${finding.message}${describeAbsence(record)}` },
      );
    if (check.document) positions.keep(record, check.document.locate);
  },
};

/**
 * What a refused passport means for the rest of the audit, appended to its finding: it is
 * absent for every other rule (nothing it lists is checked, its id resolves nothing, and its
 * directory's files are not reported one by one).
 */
function describeAbsence(record: PassportRecord): string {
  return ` Until it can be read the audit treats it as absent: nothing in ${quoteUntrusted(record.dir)} was verified, and passports consuming it are told it cannot be read.`;
}
