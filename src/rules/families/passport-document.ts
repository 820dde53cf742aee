/**
 * The passport document, one at a time: JSON syntax and size, duplicate keys,
 * schema_version, the Material Passport v1 schema and failed steps
 * (formats/passport.ts checks the bytes; this family reports).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { readMessage } from '../../core/findings.js';
import path from 'node:path';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { checkPassportBytes, PASSPORT_SUFFIX } from '../../formats/passport.js';
import { vouchesFor } from '../../formats/vouches.js';
import type { Passport } from '../../core/passport.js';
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
      record.readBytes() as Uint8Array,
      // The light parse's summary is the one the full check would make of the same value.
      parsed && record.summary
        ? { value: parsed.value, summary: record.summary, scan: parsed.scan }
        : undefined,
    );
    for (const finding of check.findings)
      out.report(
        check.document
          ? finding
          : // readMessage: a message may be a LazyMessage (core/findings.ts), whose text is
            // its rendering, not the function's source.
            { ...finding, message: `${readMessage(finding.message)}${describeAbsence(record)}` },
      );
    if (check.document) {
      positions.keep(record, check.document.locate);
      if (check.summary) checkVouches(record.path, check.summary, check.document.locate, out);
    }
  },
};

/**
 * passport-vouches-nothing: seed 000, hard rule 2 ("No claim without provenance. Every
 * quantitative or factual claim must point to a file, line, table, figure, dataset, or external
 * source the agent can show"). A passport vouches for its outputs through what it names them
 * coming from: an input other than the step's own code, a cited source (a `source` on an input
 * or output that is not `unresolved: …`), or a parameter the step was given. Code alone says how
 * the outputs were made, not from what: a script that prints "The cohort looks fine." is
 * recorded by `run --code` as well as one that reads the cohort (docs/rules.md).
 */
function checkVouches(
  passportPath: string,
  summary: Passport,
  locate: (pointer: string) => { line: number; column: number },
  out: Parameters<PassportFamily['checkPassport']>[3],
): void {
  if (vouchesFor(summary)) return;
  const code = summary.inputs.filter((i) => i.type === 'code').map((i) => i.path);
  const only =
    code.length > 0
      ? `its only input${code.length > 1 ? 's are' : ' is'} the step's code (${code.map((c) => quoteUntrusted(c)).join(', ')}), which says how, not from what, and it`
      : 'it';
  out.report({
    rule: 'passport-vouches-nothing',
    path: passportPath,
    pointer: '/inputs',
    ...locate('/inputs'),
    passport_id: summary.id ?? undefined,
    message: `this passport vouches for nothing: ${only} records no input, no cited source and no parameter, so its outputs point to nothing they came from (seed 000, hard rule 2: no claim without provenance). Record what the step read: run it again through run at the repository root, naming each file it read (fill in the placeholders): \`${runCommandFor(passportPath, summary, code)}\`, or, where it cannot run again, stamp with --input for each of those files. A step that reads no file records what it was given (--param seed=…). Never name a file the step did not read.`,
  });
}

/**
 * The `run` command of a passport-vouches-nothing fix: the passport's directory, run id, skill
 * and code as recorded, with the inputs and the step command as placeholders, each one shell
 * word. Run as printed, its `--input` names no file, so it is refused before anything runs and
 * writes nothing (the finding stays); filled in, the record names what the step read.
 */
function runCommandFor(passportPath: string, summary: Passport, code: readonly string[]): string {
  const name = path.posix.basename(passportPath);
  const runId = name.slice(0, -PASSPORT_SUFFIX.length);
  const words = ['passport-gate', 'run', shellWord(path.posix.dirname(passportPath))];
  if (runId !== '') words.push('--run-id', shellWord(runId));
  words.push('--skill', shellWord(summary.skill ?? '<skill>'));
  words.push('--skill-version', shellWord(summary.skillVersion ?? '<version>'));
  words.push('--input', shellWord('<each file the step read>'));
  for (const c of code) words.push('--code', shellWord(c));
  words.push('--', shellWord('<the step command>'));
  return escapeInvisible(words.join(' '));
}

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
