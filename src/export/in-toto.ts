/**
 * in-toto Statement v1 for a Material Passport, so a release workflow can sign
 * it (actions/attest, cosign) and a consumer can verify it (gh attestation
 * verify). Spec: https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md
 *
 * subject   = the passport's outputs: name = repository-relative path,
 *             digest = { sha256 } (what `gh attestation verify FILE` matches on);
 * predicate = the passport itself;
 * predicateType = {@link MATERIAL_PASSPORT_PREDICATE_TYPE}.
 *
 * Strings outside XML 1.0's characters (an ANSI escape, a lone surrogate) are written as
 * visible `\uXXXX` text in subject and predicate alike (xml-chars.ts), as in every export: a
 * passport holding one is the only case where the predicate differs from the file.
 */
import { checkRelativePath } from '../core/relative-path.js';
import type { MaterialPassport } from '../produce/passport-types.js';
import { escapeNonXmlCharsDeep } from '../core/xml-chars.js';

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
}

/**
 * Builds the Statement of one passport. Subjects are the outputs, named by
 * repository-relative path (passport-relative paths are resolved), one per
 * distinct name and digest.
 *
 * @example
 * const statement = toInTotoStatement(passport, { dir: 'results/align' });
 * await writeFile('align.intoto.json', JSON.stringify(statement));
 */
export function toInTotoStatement(
  passport: MaterialPassport,
  options: InTotoOptions = {},
): InTotoStatement {
  const base =
    options.pathBase === 'passport' && options.dir && options.dir !== '.' ? options.dir : '';
  const subject: InTotoSubject[] = [];
  const seen = new Set<string>();
  for (const output of passport.outputs) {
    const checked = checkRelativePath(output.path, base);
    const name = checked.ok ? checked.rel : output.path;
    const key = `${name}\0${output.sha256}`;
    if (seen.has(key)) continue;
    seen.add(key);
    subject.push({ name, digest: { sha256: output.sha256 } });
  }
  return escapeNonXmlCharsDeep({
    _type: IN_TOTO_STATEMENT_TYPE,
    subject,
    predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
    predicate: passport,
  });
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
