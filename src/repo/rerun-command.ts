/**
 * The command that runs a recorded step again, as the fixes print it: the step's own command
 * (recorded_by.command, in recorded_by.working_directory) through `passport-gate run`, with the
 * flags that make the same record (its directory, run id, skill, inputs, code, sources,
 * parameters, declared outputs). A fix for a changed output prints this, never a bare
 * re-stamp: only a re-run shows that the step makes the bytes it is said to make.
 */
import path from 'node:path';
import { PASSPORT_SUFFIX, isRunId } from '../formats/passport.js';
import { isRunRecord, type Passport } from '../core/passport.js';
import { isObject } from '../util/values.js';
import { hasInvisibleCharacters } from '../util/untrusted.js';

// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `text` cannot be printed as a command's word (every report escapes it). */
export const unprintable = (text: string) => CONTROL.test(text) || hasInvisibleCharacters(text);

/** `word` as one POSIX shell word: single-quoted unless plain (an argument, so `-e` stays `-e`). */
function argWord(word: string): string {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(word) && word !== ''
    ? word
    : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A repository-relative path (or an external, absolute one) as typed in `cwd`. */
function typedPath(rel: string, cwd: string): string {
  if (rel.startsWith('/')) return rel;
  const relative = path.posix.relative(cwd === '.' ? '' : cwd, rel) || '.';
  return relative.startsWith('-') ? `./${relative}` : relative;
}

/** {@link typedPath} as one shell word. */
const pathWord = (rel: string, cwd: string): string => argWord(typedPath(rel, cwd));

/** A recorded parameter as `--param KEY=VALUE` that parses back to the same value. */
function paramWord(key: string, value: unknown): string {
  const plain =
    typeof value === 'string' &&
    !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) &&
    !['true', 'false', 'null'].includes(value) &&
    !/^[[{"]/.test(value);
  return argWord(`${key}=${plain ? (value as string) : JSON.stringify(value)}`);
}

/**
 * What a hand record's re-run prints where the step's command goes: a hand record names no
 * command, so the user fills it in. One shell word, so the line run as printed starts no step
 * of the user's (the placeholder is no program) and records no clean run.
 */
export const STEP_COMMAND_PLACEHOLDER = '<the step command>';

/**
 * `passport-gate run …` that runs the step of the passport at `passportPath` again and records
 * it in place, to paste at the repository root; null when a word of it cannot be printed as a
 * command (control or invisible characters, which every report escapes) or the record is no
 * run record and `hand` is not set. `rel` maps a recorded artifact path to a
 * repository-relative one. With `hand`, a hand record (`stamp`) gets the same line with
 * {@link STEP_COMMAND_PLACEHOLDER} for its command, run at the root: never a re-stamp, which
 * would vouch for bytes no step is shown to have made (issue 37).
 */
export function rerunCommand(
  passport: Passport,
  passportPath: string,
  dir: string,
  rel: (recordedPath: string) => string | null,
  hand = false,
): string | null {
  const run = isRunRecord(passport) ? passport.recordedBy : null;
  if (run?.command == null || run.workingDirectory === null) {
    return hand && !isRunRecord(passport)
      ? buildRunLine(passport, passportPath, dir, rel, null)
      : null;
  }
  return buildRunLine(passport, passportPath, dir, rel, {
    command: run.command,
    cwd: run.workingDirectory,
    declared: run.outputs === 'declared',
    nondeterministic: run.nondeterministic,
  });
}

/** The recorded run {@link buildRunLine} repeats; null: a hand record (placeholder command). */
interface RecordedRun {
  command: readonly string[];
  cwd: string;
  declared: boolean;
  nondeterministic: readonly string[];
}

/** The `run` line of {@link rerunCommand}. */
function buildRunLine(
  passport: Passport,
  passportPath: string,
  dir: string,
  rel: (recordedPath: string) => string | null,
  record: RecordedRun | null,
): string | null {
  const cwd = record?.cwd ?? '.';
  const command = record?.command ?? [];
  const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
  const runId = name.endsWith(PASSPORT_SUFFIX) ? name.slice(0, -PASSPORT_SUFFIX.length) : '';
  if (!isRunId(runId) || passport.skill === null || passport.skillVersion === null) return null;
  const words: string[] = ['passport-gate', 'run', pathWord(dir, cwd)];
  const checked: string[] = [dir, cwd, passport.skill, passport.skillVersion, ...command];
  if (cwd !== '.') words.push('--root', argWord(path.posix.relative(cwd, '.') || '.'));
  words.push('--run-id', runId, '--skill', argWord(passport.skill));
  words.push('--skill-version', argWord(passport.skillVersion));
  if (record?.declared === true) {
    for (const o of passport.outputs) {
      const r = rel(o.path);
      if (r === null) return null;
      checked.push(r);
      words.push('--output', pathWord(r, cwd));
    }
  }
  for (const i of passport.inputs) {
    const r = i.external ? i.path : rel(i.path);
    if (r === null) return null;
    checked.push(r);
    words.push(i.type === 'code' ? '--code' : '--input', pathWord(r, cwd));
    if (i.source !== null) {
      checked.push(i.source);
      words.push('--source', argWord(`${typedPath(r, cwd)}=${i.source}`));
    }
  }
  if (isObject(passport.parameters))
    for (const [k, v] of Object.entries(passport.parameters)) {
      checked.push(k, JSON.stringify(v) ?? '');
      words.push('--param', paramWord(k, v));
    }
  // The declaration is the step's: a re-run that dropped it would compare what never matches.
  for (const n of record?.nondeterministic ?? []) {
    checked.push(n);
    words.push('--nondeterministic', pathWord(n, cwd));
  }
  for (const s of passport.nextSkills) words.push('--next-skill', argWord(s));
  if (passport.agent !== null) words.push('--agent', argWord(passport.agent));
  if (passport.sessionId !== null) words.push('--session-id', argWord(passport.sessionId));
  if (checked.some(unprintable)) return null;
  words.push('--', ...(record ? command.map(argWord) : [argWord(STEP_COMMAND_PLACEHOLDER)]));
  const line = words.join(' ');
  return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
}
