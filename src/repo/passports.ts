/**
 * The passports of a repository as a run read them.
 */
import type { PassportSummary } from '../formats/passport.js';

/**
 * A passport file as the audit read it. produce/load-passports.ts's LoadedPassport is this with
 * the reason a file could not be used, so `graph` and `export` take either.
 */
export interface AuditedPassport {
  /** Repository-relative POSIX path of the passport file. */
  path: string;
  /** Repository-relative directory holding it ('.' for the root). */
  dir: string;
  /** passport_id when it is a string, else null. */
  id: string | null;
  /** The parsed JSON value, or null when the file could not be read or parsed. */
  value: unknown;
  /** Chain-relevant facts (tolerant of malformed shapes), or null when unreadable. */
  summary: PassportSummary | null;
}
