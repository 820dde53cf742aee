/**
 * The passport document, one at a time: JSON syntax and size, duplicate keys,
 * schema_version, the Material Passport v1 schema and failed steps
 * (formats/passport.ts checks the bytes; this family reports).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import path from 'node:path';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { checkPassportBytes, PASSPORT_SUFFIX } from '../../formats/passport.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { PassportFamily } from './types.js';

export const passportDocument: PassportFamily = {
  name: 'passport-document',
  emits: listFamilyRules('passport-document'),
  wholeRun: false,
  checkPassport(record, parsed, positions, out) {
    checkRunId(record, out);
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
 * passport-run-id-empty: seed 000 names a passport `<run-id>.passport.json`; a file named
 * `.passport.json` has no run id (and, a dotfile, is skipped by `ls` and shell globs such as
 * `*.passport.json`, so the consumer of protocol step 1 does not find it).
 */
function checkRunId(
  record: PassportRecord,
  out: Parameters<PassportFamily['checkPassport']>[3],
): void {
  if (path.posix.basename(record.path) !== PASSPORT_SUFFIX) return;
  const dir = record.dir === '.' ? '' : `${record.dir}/`;
  out.report({
    rule: 'passport-run-id-empty',
    path: record.path,
    message: `the passport's file name has no run id (<run-id>.passport.json); name it after its run: ${escapeInvisible(`mv ${shellWord(record.path)} ${shellWord(`${dir}run${PASSPORT_SUFFIX}`)}`)}`,
  });
}

/**
 * What a refused passport means for the rest of the audit, appended to its finding: it is
 * absent for every other rule (nothing it lists is checked, its id resolves nothing, and its
 * directory's files are not reported one by one).
 */
function describeAbsence(record: PassportRecord): string {
  return ` Until it can be read the audit treats it as absent: nothing in ${quoteUntrusted(record.dir)} was verified, and passports consuming it are told it cannot be read.`;
}
