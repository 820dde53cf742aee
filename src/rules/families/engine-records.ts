/**
 * The workflow engine's record as a second witness (docs/snakemake.md): each passport in scope
 * whose outputs Snakemake recorded (repo/snakemake-records.ts) is compared with what the engine
 * says it ran for them. Two witnesses of one step that disagree are an error by default:
 *
 * - `engine-input-disagrees`: an input the passport records that the engine did not give the
 *   rule (nor name in its command), one the engine gave that the passport does not record, or
 *   an input the engine checksummed at another sha256;
 * - `engine-command-disagrees`: the command a run record ran is not in the engine's command;
 * - `engine-parameter-disagrees`: a parameter value the engine neither passed nor wrote into
 *   the command;
 * - `engine-time-disagrees`: the passport's run does not overlap the engine's job;
 * - `engine-record-unreadable` / `engine-record-missing`: the engine's record could not be
 *   read, or `engine: snakemake` found none.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { isPassportPath } from '../../formats/passport.js';
import type { Passport } from '../../core/passport.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import { isInDirectory } from '../../util/relative-path.js';
import { isObject } from '../../util/values.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { EngineRecords, SnakemakeRecord } from '../../repo/snakemake-records.js';
import { reportAt, type AuditFacts, type RuleFamily, type RuleOutput } from './types.js';

/**
 * Clock slack between the two witnesses, in seconds: Snakemake dates a file output by its
 * mtime, which the step sets just before `run` notes its end.
 */
const ENGINE_TIME_SLACK_SECONDS = 2;

export const engineRecords: RuleFamily = {
  name: 'engine-records',
  emits: listFamilyRules('engine-records'),
  wholeRun: false,
  check(facts, out) {
    const engine = facts.engine;
    if (!engine) return;
    if (facts.scope.leadsRun) reportRunProblems(facts, engine, out);
    const unreadable = new Set<string>();
    for (const record of facts.scope.passports) {
      const passport = record.summary;
      if (!passport) continue;
      const witnessed: SnakemakeRecord[] = [];
      for (const o of passport.outputs) {
        const rel = facts.paths.relOf(o, record.dir);
        const read = rel === null ? undefined : engine.byOutput.get(rel);
        if (!read) continue;
        if (read.ok) {
          if (!witnessed.includes(read.record)) witnessed.push(read.record);
        } else if (!unreadable.has(read.file)) {
          unreadable.add(read.file);
          out.report({
            rule: 'engine-record-unreadable',
            path: read.file,
            message: `Snakemake's record of ${quoteUntrusted(read.output)} ${read.why}, so the passport ${quoteUntrusted(record.path)} could not be compared with it; run the step again under Snakemake (it rewrites the record), or remove the record.`,
          });
        }
      }
      if (witnessed.length === 0) continue;
      const ctx = { facts, record, passport, witnessed, out };
      compareInputs(ctx);
      compareCommand(ctx);
      compareParameters(ctx);
      compareTimes(ctx);
    }
  },
};

/** One passport and the engine records of its outputs. */
interface Comparison {
  readonly facts: AuditFacts;
  readonly record: PassportRecord;
  readonly passport: Passport;
  readonly witnessed: readonly SnakemakeRecord[];
  readonly out: RuleOutput;
}

/** A refused `.snakemake`, or `engine: snakemake` with no record to compare with. */
function reportRunProblems(facts: AuditFacts, engine: EngineRecords, out: RuleOutput): void {
  for (const r of engine.refused)
    out.report({
      rule: 'engine-record-unreadable',
      path: r.path,
      message: `${quoteUntrusted(r.path)} ${r.why}; the engine's record was not read, so no passport was compared with it. Keep .snakemake/ a plain directory of the repository.`,
    });
  if (
    facts.config.engine === 'snakemake' &&
    engine.workdirs.length === 0 &&
    engine.refused.length === 0
  )
    out.report({
      rule: 'engine-record-missing',
      path: '',
      message:
        'the engine is snakemake (config engine: or --engine) but no .snakemake/metadata lies under the root, so no passport could be compared with the engine’s record; run the audit where Snakemake ran (its working directory inside the root), or set engine: auto.',
    });
}

/** `Snakemake's record of "out" (rule "r")`, for messages. */
const witness = (r: SnakemakeRecord) =>
  `Snakemake's record of ${quoteUntrusted(r.output)} (rule ${quoteUntrusted(r.rule)}, ${quoteUntrusted(r.file)})`;

/** Inputs: each side's list held to the other's; checksums the engine took, held to the passport's. */
function compareInputs({ facts, record, passport, witnessed, out }: Comparison): void {
  const given = witnessed.flatMap((w) => w.inputs.map((i) => ({ w, i })));
  const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
  const recorded: string[] = [];
  for (const input of passport.inputs) {
    if (input.external) continue;
    const rel = facts.paths.relOf(input, record.dir);
    if (rel === null) continue;
    recorded.push(rel);
    const pointer = `/inputs/${input.index}`;
    const covered = given.some(
      ({ i }) => i.rel !== null && (i.rel === rel || isInDirectory(rel, i.rel)),
    );
    const named = [...words].some((w) => w === input.path || w === rel || w.endsWith(`=${rel}`));
    if (!covered && !named) {
      reportAt(out, facts.passports, record, pointer, {
        rule: 'engine-input-disagrees',
        message: `the passport records input ${quoteUntrusted(input.path)}, which the engine did not give the step: ${witnessed.map(witness).join('; ')} lists inputs ${quoteUntrusted(given.map(({ i }) => i.recorded).join(', ') || '(none)')} and its command does not name it. Record the inputs the step was given (run it through passport-gate run inside the rule), or declare the input in the Snakefile and run the rule again.`,
      });
      continue;
    }
    for (const w of witnessed) {
      const sum = w.inputChecksums.get(rel);
      if (sum !== undefined && input.sha256 !== null && sum !== input.sha256.toLowerCase())
        reportAt(out, facts.passports, record, `${pointer}/sha256`, {
          rule: 'engine-input-disagrees',
          message: `the passport records input ${quoteUntrusted(input.path)} at sha256 ${quoteUntrusted(input.sha256)}; ${witness(w)} checksummed it at ${quoteUntrusted(sum)} when the rule ran. The step read other bytes than the passport says: run the rule again and record that run.`,
        });
    }
  }
  const missing = new Set<string>();
  for (const { w, i } of given) {
    // An upstream passport the rule was given is recorded in consumed_passports, not inputs[].
    if (i.rel === null || missing.has(i.rel) || isPassportPath(i.rel)) continue;
    const rel = i.rel;
    if (recorded.some((p) => p === rel || isInDirectory(p, rel) || isInDirectory(rel, p))) continue;
    missing.add(rel);
    reportAt(out, facts.passports, record, '/inputs', {
      rule: 'engine-input-disagrees',
      message: `${witness(w)} gave the step input ${quoteUntrusted(i.recorded)}, which the passport does not record. Seed 000 asks for every input the skill consumed: record it (run the step through passport-gate run with --input), or take it out of the rule and run the rule again.`,
    });
  }
}

/** A run record's command: its words, in order, inside the engine's shell command. */
function compareCommand({ facts, record, passport, witnessed, out }: Comparison): void {
  const argv = passport.recordedBy?.command;
  if (!argv) return;
  for (const w of witnessed) {
    if (w.shellcmd === null) continue;
    if (containsRun(splitShellWords(w.shellcmd), argv)) continue;
    reportAt(out, facts.passports, record, '/recorded_by/command', {
      rule: 'engine-command-disagrees',
      message: `the passport records command ${quoteUntrusted(argv.join(' '))}, which is not in the command ${witness(w)} ran: ${quoteUntrusted(w.shellcmd)}. The step the passport describes is not the one the engine ran for this output: run the rule again (its shell: calling passport-gate run -- <command>), and commit that record.`,
    });
    return;
  }
}

/** Each parameter's value: among the engine's params, or written into its command. */
function compareParameters({ facts, record, passport, witnessed, out }: Comparison): void {
  if (!isObject(passport.parameters)) return;
  const params = new Set(witnessed.flatMap((w) => w.params));
  const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
  for (const [name, value] of Object.entries(passport.parameters)) {
    const forms = spellValue(value);
    if (forms.repr.some((r) => params.has(r))) continue;
    if (forms.words.some((s) => words.has(s) || words.has(`${name}=${s}`))) continue;
    const pointer = `/parameters/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    reportAt(out, facts.passports, record, pointer, {
      rule: 'engine-parameter-disagrees',
      message: `the passport records parameter ${quoteUntrusted(name)} = ${quoteUntrusted(value)}, a value the engine neither passed the step (${witnessed.map(witness).join('; ')} has params ${quoteUntrusted(witnessed.flatMap((w) => w.params).join(', ') || '(none)')}) nor wrote into its command. Record the parameters the rule was given (params: in the Snakefile, recorded with --param), and run the rule again.`,
    });
  }
}

/**
 * Times: a run record's run must overlap the engine's job (it started before the job ended and
 * ended after it started); a hand record cannot predate the job that made its outputs.
 */
function compareTimes({ facts, record, passport, witnessed, out }: Comparison): void {
  const seconds = (v: unknown): number | null => {
    if (typeof v !== 'string') return null;
    const ms = Date.parse(v);
    return Number.isFinite(ms) ? ms / 1000 : null;
  };
  const started = seconds(passport.recordedBy?.startedAt);
  const ended = seconds(passport.recordedBy?.endedAt);
  const created = seconds(passport.createdAt);
  const slack = ENGINE_TIME_SLACK_SECONDS;
  const at = (t: number) => new Date(t * 1000).toISOString();
  for (const w of witnessed) {
    let problem: [string, string] | null = null;
    if (started !== null && w.endtime !== null && started > w.endtime + slack)
      problem = [
        '/recorded_by/started_at',
        `the passport's run started at ${at(started)}, after ${witness(w)} says the job that made it ended (${at(w.endtime)}): the output was made again outside the engine, whose record describes an earlier run`,
      ];
    else if (ended !== null && w.starttime !== null && ended < w.starttime - slack)
      problem = [
        '/recorded_by/ended_at',
        `the passport's run ended at ${at(ended)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): the passport describes an earlier run than the one that made the output`,
      ];
    else if (
      started === null &&
      created !== null &&
      w.starttime !== null &&
      created < w.starttime - slack
    )
      problem = [
        '/created_at',
        `the passport was written at ${at(created)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): it describes an earlier output than the one the engine made`,
      ];
    if (!problem) continue;
    reportAt(out, facts.passports, record, problem[0], {
      rule: 'engine-time-disagrees',
      message: `${problem[1]}. Run the rule again under Snakemake, recording it with passport-gate run, so both witnesses describe one run.`,
    });
    return;
  }
}

/**
 * The words of a shell command as a POSIX shell splits them, without expansions: quotes and
 * backslashes removed, unquoted operators (`;`, `&&`, `|`, redirections, parentheses) words
 * of their own.
 */
export function splitShellWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  const end = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < command.length; i++) {
    const c = command[i] ?? '';
    if (c === "'") {
      const close = command.indexOf("'", i + 1);
      const stop = close < 0 ? command.length : close;
      word += command.slice(i + 1, stop);
      inWord = true;
      i = stop;
    } else if (c === '"') {
      inWord = true;
      for (i++; i < command.length && command[i] !== '"'; i++) {
        const d = command[i] ?? '';
        const next = command[i + 1] ?? '';
        if (d === '\\' && '$`"\\\n'.includes(next) && next !== '') {
          word += next;
          i++;
        } else word += d;
      }
    } else if (c === '\\') {
      word += command[i + 1] ?? '';
      inWord = true;
      i++;
    } else if (/\s/.test(c)) end();
    else if (';&|<>()'.includes(c)) {
      end();
      let op = c;
      while (i + 1 < command.length && ';&|<>'.includes(command[i + 1] ?? ' ')) op += command[++i];
      words.push(op);
    } else {
      word += c;
      inWord = true;
    }
  }
  end();
  return words;
}

/** True when `needle` occurs in `words` as consecutive words. */
function containsRun(words: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= words.length; i++) {
    for (let j = 0; j < needle.length; j++) if (words[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * How a parameter value may appear on the engine's side: as Python's `repr` of it among the
 * params (Snakemake records `repr(value)`; a number may have been given as a number or as a
 * string, an integer as `1` or `1.0`), and as a word of the command.
 */
export function spellValue(value: unknown): { repr: string[]; words: string[] } {
  if (typeof value === 'string') {
    const repr = [pythonRepr(value)];
    const n = value.trim() === '' ? NaN : Number(value);
    if (Number.isFinite(n)) repr.push(...pythonNumbers(n));
    if (value === 'true' || value === 'false') repr.push(value === 'true' ? 'True' : 'False');
    return { repr, words: [value] };
  }
  if (typeof value === 'number') {
    const numbers = pythonNumbers(value);
    return {
      repr: [...numbers, ...numbers.map(pythonRepr), pythonRepr(String(value))],
      words: [String(value), ...numbers],
    };
  }
  if (typeof value === 'boolean') {
    const py = value ? 'True' : 'False';
    return { repr: [py, pythonRepr(String(value)), pythonRepr(py)], words: [String(value), py] };
  }
  return { repr: [pythonRepr(value)], words: [] };
}

/**
 * The spellings Python's repr may give a number, Python's own first: an integer as `20` (or,
 * given as a float, `20.0`); a float in fixed notation where its exponent is -4 to 15, else as
 * `1e-05` (the shortest digits either way, as JavaScript's).
 */
function pythonNumbers(n: number): string[] {
  const exponent = n.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
  const e = Math.floor(Math.log10(Math.abs(n)));
  const float = n !== 0 && (e < -4 || e >= 16) ? exponent : String(n);
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return [String(n), `${n}.0`, exponent];
  return [float, String(n), exponent];
}

/** Python's `repr` of a JSON value (str, int, float, bool, None, list, dict). */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumbers(value)[0] ?? String(value);
  if (typeof value === 'string') {
    const q = value.includes("'") && !value.includes('"') ? '"' : "'";
    let s = q;
    for (const ch of value) {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\\') s += '\\\\';
      else if (ch === q) s += `\\${q}`;
      else if (ch === '\n') s += '\\n';
      else if (ch === '\r') s += '\\r';
      else if (ch === '\t') s += '\\t';
      else if (code < 0x20 || (code >= 0x7f && code <= 0xa0))
        s += `\\x${code.toString(16).padStart(2, '0')}`;
      else s += ch;
    }
    return s + q;
  }
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`;
  // Not a JSON value (a bigint, a function): no literal of Python's stands for it.
  return typeof value === 'bigint' ? String(value) : 'None';
}
