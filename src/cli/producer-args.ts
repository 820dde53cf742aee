/**
 * Argument helpers shared by the producer commands (stamp, graph, export):
 * command-line paths to repository-relative paths, and the small `key=value`
 * specs of `stamp --decision / --error / --param`.
 */
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import type { PassportDecision, PassportError } from '../core/passport.js';

/**
 * Turns a path typed on the command line (relative to the working directory)
 * into a repository-relative POSIX path ('.' for the root itself).
 */
export function toRootRelative(root: string, cwd: string, typed: string, what: string): string {
  const rel = path.relative(path.resolve(root), path.resolve(cwd, typed));
  if (rel === '') return '.';
  if (path.isAbsolute(rel) || rel === '..' || rel.startsWith(`..${path.sep}`)) {
    throw new UsageError(
      `${what} ${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}; pass --root or a path inside it`,
    );
  }
  return rel.split(path.sep).join('/');
}

/**
 * Splits `step=a,choice=b,rationale=c, with commas` into key/value pairs. A
 * comma only separates fields when a known key and `=` follow it, so free
 * text (a rationale, a stderr excerpt, a list of alternatives) may contain
 * commas.
 */
function parseKeyValueSpec(
  spec: string,
  keys: readonly string[],
  flag: string,
): Map<string, string> {
  const boundary = new RegExp(`,(?=(?:${keys.join('|')})=)`);
  const fields = new Map<string, string>();
  for (const part of spec.split(boundary)) {
    const eq = part.indexOf('=');
    const key = eq > 0 ? part.slice(0, eq).trim() : '';
    if (!keys.includes(key)) {
      throw new UsageError(
        `${flag} ${JSON.stringify(spec)}: expected ${keys.map((k) => `${k}=…`).join(',')}; ${JSON.stringify(part)} is not one of them`,
      );
    }
    if (fields.has(key))
      throw new UsageError(`${flag} ${JSON.stringify(spec)}: ${key} given twice`);
    fields.set(key, part.slice(eq + 1));
  }
  return fields;
}

const DECISION_KEYS = ['step', 'choice', 'rationale', 'alternatives'] as const;
const ERROR_KEYS = ['step', 'tool', 'exit', 'stderr'] as const;

/** Parses `--decision step=…,choice=…,rationale=…[,alternatives=a,b]`. */
export function parseDecisionSpec(spec: string): PassportDecision {
  const f = parseKeyValueSpec(spec, DECISION_KEYS, '--decision');
  for (const key of ['step', 'choice', 'rationale'] as const) {
    if (!f.get(key)) {
      throw new UsageError(
        `--decision ${JSON.stringify(spec)}: ${key}=… is required (step=…,choice=…,rationale=…[,alternatives=a,b])`,
      );
    }
  }
  const alternatives = f.get('alternatives');
  return {
    step: f.get('step') as string,
    choice: f.get('choice') as string,
    alternatives_considered: alternatives
      ? alternatives
          .split(',')
          .map((a) => a.trim())
          .filter((a) => a !== '')
      : [],
    rationale: f.get('rationale') as string,
  };
}

/** Parses `--error step=…,tool=…,exit=N[,stderr=…]`. */
export function parseErrorSpec(spec: string): PassportError {
  const f = parseKeyValueSpec(spec, ERROR_KEYS, '--error');
  for (const key of ['step', 'tool', 'exit'] as const) {
    if (f.get(key) === undefined || f.get(key) === '') {
      throw new UsageError(
        `--error ${JSON.stringify(spec)}: ${key}=… is required (step=…,tool=…,exit=N[,stderr=…])`,
      );
    }
  }
  const exit = (f.get('exit') as string).trim();
  if (!/^-?\d{1,10}$/.test(exit)) {
    throw new UsageError(`--error ${JSON.stringify(spec)}: exit must be an integer exit code`);
  }
  return {
    step: f.get('step') as string,
    tool: f.get('tool') as string,
    exit_code: Number(exit),
    stderr_excerpt: f.get('stderr') ?? '',
  };
}

/**
 * Parses `--param key=value`. Numbers, true, false and null become JSON
 * values, as do values starting with `[`, `{` or `"` (JSON); anything else is
 * a string. `threads=8` → 8; `ref=GRCh38` → "GRCh38"; `id="8"` → "8".
 */
export function parseParamSpec(spec: string): [string, unknown] {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new UsageError(`--param ${JSON.stringify(spec)}: expected key=value`);
  const key = spec.slice(0, eq);
  const raw = spec.slice(eq + 1);
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) {
    const n = Number(raw);
    if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))) return [key, n];
    return [key, raw];
  }
  if (raw === 'true') return [key, true];
  if (raw === 'false') return [key, false];
  if (raw === 'null') return [key, null];
  if (/^[[{"]/.test(raw)) {
    try {
      return [key, JSON.parse(raw) as unknown];
    } catch {
      throw new UsageError(
        `--param ${JSON.stringify(spec)}: the value starts like JSON but does not parse; quote it for the shell, e.g. --param '${key}=[1,2]'`,
      );
    }
  }
  return [key, raw];
}

/**
 * Multi-valued options (`--input a.fq b.fq`, what a workflow engine's `{input}` expands to):
 * the words after such an option's value, up to the next option, are further values of it.
 * Returns the arguments with each of those words spelled as `--flag WORD`, and the indices
 * (in the returned list) of the flags added, so that a caller left without its positional
 * argument can give the last one back (`stamp --input a.fq results/align` keeps meaning what
 * it meant: results/align is the directory). Stops at `--`.
 */
export function spreadMultiValued(
  args: readonly string[],
  flags: readonly string[],
): { args: string[]; added: number[] } {
  const out: string[] = [];
  const added: number[] = [];
  let open: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      out.push(...args.slice(i));
      break;
    }
    if (arg.startsWith('-') && arg !== '-') {
      out.push(arg);
      const name = arg.slice(2).split('=')[0] as string;
      open = arg.startsWith('--') && flags.includes(name) ? name : null;
      if (open !== null && !arg.includes('=') && i + 1 < args.length) out.push(args[++i] as string);
      continue;
    }
    if (open !== null) {
      added.push(out.length);
      out.push(`--${open}`);
    }
    out.push(arg);
  }
  return { args: out, added };
}

/** The arguments with the multi-valued word at `flagIndex` (see {@link spreadMultiValued}) a positional again. */
export function unspreadAt(args: readonly string[], flagIndex: number): string[] {
  return [...args.slice(0, flagIndex), ...args.slice(flagIndex + 1)];
}
