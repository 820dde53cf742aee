/**
 * in-toto Statement v1 for a Material Passport: the one statement builder of
 * `passport-gate export --in-toto` and `passport-gate attest` (src/attest/),
 * so what a release workflow signs with actions/attest and what the gate
 * verifies are the same statement. Spec:
 * https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md
 *
 * subject   = the passport file itself (name = its repository path, digest = the sha256 of its
 *             bytes), then every output (name = repository-relative path, digest = { sha256 },
 *             what `gh attestation verify FILE` matches on). Past {@link ATTEST_MAX_SUBJECTS}
 *             subjects (actions/attest's and GitHub's limit) the outputs are one subject
 *             instead, `<passport path>#outputs`, whose sha256 is over their sorted
 *             `sha256sum` lines ({@link outputsManifest}): the passport's subject binds them
 *             all the same, since it lists each output's sha256;
 * predicate = the passport itself, unchanged: the parsed JSON of the file (a control
 *             character in it stays the character; JSON writes it as a \u escape);
 * predicateType = {@link MATERIAL_PASSPORT_PREDICATE_TYPE}.
 */
import { createHash } from 'node:crypto';
import { checkRelativePath } from '../util/relative-path.js';
import { readPassport, type MaterialPassport, type Passport } from '../core/passport.js';

/** `_type` of every in-toto Statement v1. */
export const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';

/**
 * The predicate type of a Material Passport v1. A stable URI: it names the
 * schema's major version, like https://slsa.dev/provenance/v1, and does not
 * change with minor versions of the passport schema or of passport-gate.
 */
export const MATERIAL_PASSPORT_PREDICATE_TYPE = 'https://passport-gate.dev/material-passport/v1';

/**
 * Most subjects actions/attest accepts in one attestation
 * (https://github.com/actions/attest#subject-limits).
 */
export const ATTEST_MAX_SUBJECTS = 1024;

/** One subject: an artifact and its digest. */
export interface InTotoSubject {
  name: string;
  digest: { sha256: string };
}

/** An in-toto Statement v1 whose predicate is a Material Passport. */
export interface InTotoStatement {
  _type: typeof IN_TOTO_STATEMENT_TYPE;
  subject: InTotoSubject[];
  predicateType: string;
  predicate: MaterialPassport;
}

/** Options of {@link toInTotoStatement}. */
export interface InTotoOptions {
  /** Repository-relative directory of the passport (to resolve passport-relative paths). */
  dir?: string;
  /** The config's `path-base` (default 'root'). */
  pathBase?: 'root' | 'passport';
  /**
   * The passport file: its repository path and the sha256 of its bytes, the first subject.
   * `export` and `attest` always give it; a library caller holding only the value may not.
   */
  file?: { path: string; sha256: string };
}

/**
 * Builds the Statement of one passport: the passport file's subject first (when given), then
 * the outputs, named by repository-relative path (passport-relative paths are resolved), one
 * per distinct name and digest, or their manifest past the subject limit. `read` is the
 * passport read (core/passport.ts), when the caller has it; the document is the predicate.
 * An output without a digest has no subject (the schema check reports it).
 *
 * @example
 * const statement = toInTotoStatement(passport, {
 *   dir: 'results/align',
 *   file: { path: 'results/align/run1.passport.json', sha256 },
 * });
 */
export function toInTotoStatement(
  passport: MaterialPassport,
  options: InTotoOptions = {},
  read: Passport = readPassport(passport),
): InTotoStatement {
  const outputs = listOutputSubjects(read, options);
  const subject: InTotoSubject[] = options.file
    ? [{ name: options.file.path, digest: { sha256: options.file.sha256 } }]
    : [];
  if (subject.length + outputs.length <= ATTEST_MAX_SUBJECTS) subject.push(...outputs);
  else
    subject.push({
      name: `${options.file?.path ?? ''}${OUTPUTS_MANIFEST_SUFFIX}`,
      digest: { sha256: createHash('sha256').update(outputsManifest(outputs)).digest('hex') },
    });
  return {
    _type: IN_TOTO_STATEMENT_TYPE,
    subject,
    predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
    predicate: passport,
  };
}

/** Name suffix of the one subject standing for the outputs past the subject limit. */
export const OUTPUTS_MANIFEST_SUFFIX = '#outputs';

/**
 * The outputs' manifest past the subject limit: `sha256  name` lines (the `sha256sum`
 * format) sorted by name then digest, each ending in a line feed; a name is JSON-quoted when
 * it holds a line break, so every manifest reads back one way.
 */
function outputsManifest(outputs: readonly InTotoSubject[]): string {
  const lines = outputs.map(
    (o) => `${o.digest.sha256}  ${/[\r\n]/.test(o.name) ? JSON.stringify(o.name) : o.name}\n`,
  );
  return lines.sort().join('');
}

/** The outputs of a passport as subjects, resolved and without repeats. */
function listOutputSubjects(passport: Passport, options: InTotoOptions): InTotoSubject[] {
  const base =
    options.pathBase === 'passport' && options.dir && options.dir !== '.' ? options.dir : '';
  const subject: InTotoSubject[] = [];
  const seen = new Set<string>();
  for (const { path, sha256 } of passport.outputs) {
    if (sha256 === null) continue;
    const checked = checkRelativePath(path, base);
    const name = checked.ok ? checked.rel : path;
    const key = `${name}\0${sha256}`;
    if (seen.has(key)) continue;
    seen.add(key);
    subject.push({ name, digest: { sha256 } });
  }
  return subject;
}

/**
 * The subjects in the `sha256sum` format that actions/attest reads from
 * `subject-checksums` (`<hex>  <name>` per line). A name with a line break
 * cannot be written in that format and is left out; the caller is told which.
 */
export function toChecksums(statement: InTotoStatement): { text: string; skipped: string[] } {
  const lines: string[] = [];
  const skipped: string[] = [];
  for (const s of statement.subject) {
    if (/[\r\n]/.test(s.name)) skipped.push(s.name);
    else lines.push(`${s.digest.sha256}  ${s.name}`);
  }
  return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', skipped };
}
