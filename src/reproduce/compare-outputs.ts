/**
 * The comparison at the end of a re-run: each recorded output as the re-run wrote it, held to
 * two things, the record's sha256 and the committed file's bytes. Either alone lets an untrue
 * output through: a re-run that matches the record says nothing of a committed file edited by
 * hand with its passport left alone, and a committed file that matches its record says nothing
 * of a step that no longer makes it. The finding says which of the two differs.
 *
 * Outputs declared non-deterministic are re-made but not compared, where the declaration is
 * trusted: a config glob (the config in force is the trusted base's on a pull request), or a
 * record's `run --nondeterministic` that the base's record of the step already held. A record
 * is the pull request's to write, so a declaration new in it would let the change exempt its
 * own outputs; it is compared anyway, and a difference says the exemption is not yet trusted.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PassportFile } from '../core/diff-model.js';
import { passportOfFile } from '../core/passport.js';
import { hashFile } from '../hash/index.js';
import { quoteUntrusted } from '../util/untrusted.js';

/** Largest output compared line by line (its bytes are read into memory). */
const TEXT_DIFF_MAX_BYTES = 256 * 1024;

/** An output's bytes as the commit holds them, taken before the re-run deletes it. */
export interface CommittedOutput {
  /** The committed file's sha256; null when the commit holds no regular file there. */
  sha256: string | null;
  /** Its bytes when small enough to show a differing line, else null. */
  small: Buffer | null;
}

/** How an output declared non-deterministic is treated. */
export type Exemption = 'exempt' | 'untrusted' | null;

/**
 * Decides which declarations of non-determinism are honoured: a config glob always (the config
 * in force is the trusted one); a record's declaration where there is no base (nothing to hold
 * it to: a local run of a commit), else only where a base record in the same directory (the
 * step's own passport, or another run of it under a new run id) declared the same path.
 */
export function createExemptions(
  isConfigNondeterministic: (rel: string) => boolean,
  basePassports: readonly PassportFile[] | null | undefined,
): (passportPath: string, declared: readonly string[], rel: string) => Exemption {
  const trusted = new Set<string>();
  for (const file of basePassports ?? [])
    for (const rel of passportOfFile(file)?.recordedBy?.nondeterministic ?? [])
      trusted.add(`${path.posix.dirname(file.path)}\0${rel}`);
  return (passportPath, declared, rel) => {
    if (isConfigNondeterministic(rel)) return 'exempt';
    if (!declared.includes(rel)) return null;
    if (basePassports == null) return 'exempt';
    return trusted.has(`${path.posix.dirname(passportPath)}\0${rel}`) ? 'exempt' : 'untrusted';
  };
}

/**
 * The sha256 of a regular file, or null when there is none (a symlink, a FIFO, a missing or
 * unreadable file): the audit's own streaming hasher (hash/hash-files.ts), which opens without
 * following a symlink.
 */
export async function hashRegularFile(file: string): Promise<string | null> {
  const outcome = await hashFile(file);
  return outcome.ok ? outcome.sha256 : null;
}

/** The committed output at `file`: its digest, and its bytes when small. */
export async function readCommittedOutput(file: string): Promise<CommittedOutput> {
  const sha256 = await hashRegularFile(file);
  const small =
    sha256 !== null && (await lstat(file)).size <= TEXT_DIFF_MAX_BYTES
      ? await readFile(file).catch(() => null)
      : null;
  return { sha256, small };
}

/** True when `bytes` reads as text (UTF-8 without NUL). */
const isText = (bytes: Uint8Array) =>
  !bytes.includes(0) && Buffer.from(bytes).toString('utf8').indexOf('\ufffd') < 0;

/** The first line where `a` (named `aName`) and `b` (the re-run's) differ, both quoted. */
function firstDifferingLine(aName: string, a: Buffer | null, b: Buffer | null): string {
  if (a === null || b === null || !isText(a) || !isText(b)) return '';
  const al = a.toString('utf8').split('\n');
  const bl = b.toString('utf8').split('\n');
  const quote = (line: string | undefined) =>
    line === undefined ? '(no line)' : quoteUntrusted(line, 200);
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i])
      return `; first difference at line ${i + 1}: ${aName} ${quote(al[i])}, re-run ${quote(bl[i])}`;
  }
  return '';
}

/** One recorded output, compared. */
export interface OutputComparison {
  /** Its repository-relative path. */
  rel: string;
  /** The sha256 the record holds for it (null: none). */
  recorded: string | null;
  committed: CommittedOutput;
  /** The re-run's file there (absolute). */
  made: string;
  /** Declared non-deterministic by the record, and the declaration not trusted. */
  untrusted: boolean;
}

/**
 * What differs between the re-run's output and the record and the committed file, in words
 * (`the step run again as recorded …`); null when the re-run wrote the recorded bytes and the
 * commit holds those bytes too (or no file there: that is the audit's artifact-missing).
 */
export async function describeOutputDifference(c: OutputComparison): Promise<string | null> {
  const got = await hashRegularFile(c.made);
  const matchesRecord = got !== null && got === c.recorded;
  const committed = c.committed.sha256;
  if (matchesRecord && (committed === null || committed === got)) return null;
  const madeSmall = got === null ? null : await readSmall(c.made);
  const vsRecord =
    got === null
      ? `the step run again as recorded did not write ${quoteUntrusted(c.rel)} (recorded sha256 ${c.recorded ?? 'none'})`
      : matchesRecord
        ? `the re-run matches the record (sha256 ${got})`
        : `the step run again as recorded wrote ${quoteUntrusted(c.rel)} with sha256 ${got}, the record says ${c.recorded ?? 'none'}${committed === c.recorded ? firstDifferingLine('recorded', c.committed.small, madeSmall) : ''}`;
  const vsCommitted =
    committed === null
      ? `the commit holds no file ${quoteUntrusted(c.rel)}`
      : committed === got
        ? 'the committed file matches the re-run (the record holds other bytes)'
        : committed === c.recorded
          ? 'the committed file matches the record'
          : `the committed file ${quoteUntrusted(c.rel)} differs from the re-run (sha256 ${committed}, the re-run ${got ?? 'none'})${firstDifferingLine('committed', c.committed.small, madeSmall)}`;
  const untrusted = c.untrusted
    ? `; ${quoteUntrusted(c.rel)} is declared non-deterministic by this change's record, which the base's record of the step does not declare: an exemption new in the change is not yet trusted (it is honoured once the base holds it, or a reproduce.nondeterministic glob of the config in force covers it)`
    : '';
  return `re-run vs record: ${vsRecord}; re-run vs committed file: ${vsCommitted}${untrusted}`;
}

/** A file's bytes when it is a regular file small enough to show a line of, else null. */
async function readSmall(file: string): Promise<Buffer | null> {
  const st = await lstat(file).catch(() => null);
  return st?.isFile() && st.size <= TEXT_DIFF_MAX_BYTES ? readFile(file).catch(() => null) : null;
}
