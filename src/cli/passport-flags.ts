/**
 * The flags that set a passport's fields, one table for `stamp` and `run` (issue 39: a field
 * reached the passport through two flag tables). A new field gets its option, its help line and
 * its reading here, and both commands have it; what only one command does (`stamp --error`,
 * `run --code`) stays in that command.
 */
import type { PassportDecision } from '../core/passport.js';
import { UUID_PATTERN } from '../operations/index.js';
import { parseDecisionSpec, parseParamSpec, toRootRelative } from './producer-args.js';

/** parseArgs options of the passport-field flags. */
export const PASSPORT_FIELD_OPTIONS = {
  skill: { type: 'string' },
  'skill-version': { type: 'string' },
  agent: { type: 'string' },
  'session-id': { type: 'string' },
  consumes: { type: 'string', multiple: true },
  decision: { type: 'string', multiple: true },
  param: { type: 'string', multiple: true },
  'next-skill': { type: 'string', multiple: true },
  'run-id': { type: 'string' },
} as const;

/**
 * Help lines of the flags whose meaning is the same in both commands (each command says what
 * --skill, --skill-version and --run-id default to).
 */
export const PASSPORT_FIELD_HELP = `  --agent NAME              produced_by.agent (e.g. the model that did the work)
  --session-id ID           produced_by.session_id
  --consumes ID|PATH        an upstream passport: passport_id, *.passport.json or its
                            directory (repeatable; producers of the inputs are found
                            automatically)
  --decision SPEC           step=…,choice=…,rationale=…[,alternatives=a,b] (repeatable)
  --param KEY=VALUE         a parameter (repeatable); numbers, true/false/null and
                            JSON values are parsed, anything else is a string
  --next-skill SLUG         downstream_hints.next_skills (repeatable)`;

/** The values parseArgs gives for {@link PASSPORT_FIELD_OPTIONS}. */
interface PassportFieldValues {
  skill?: string | undefined;
  'skill-version'?: string | undefined;
  agent?: string | undefined;
  'session-id'?: string | undefined;
  consumes?: string[] | undefined;
  decision?: string[] | undefined;
  param?: string[] | undefined;
  'next-skill'?: string[] | undefined;
  'run-id'?: string | undefined;
}

/** The passport fields the flags set (undefined: not given, the recorded value is kept). */
export interface PassportFields {
  skill: string | undefined;
  skillVersion: string | undefined;
  agent: string | undefined;
  sessionId: string | undefined;
  /** Empty when none is given. */
  decisions: PassportDecision[];
  /** `--consumes` as typed (see {@link resolveConsumes}). */
  consumes: string[] | undefined;
  parameters: Record<string, unknown> | undefined;
  nextSkills: string[] | undefined;
  runId: string | undefined;
}

/** Reads the passport-field flags; throws UsageError for a malformed --decision or --param. */
export function readPassportFields(values: PassportFieldValues): PassportFields {
  return {
    skill: values.skill,
    skillVersion: values['skill-version'],
    agent: values.agent,
    sessionId: values['session-id'],
    decisions: (values.decision ?? []).map(parseDecisionSpec),
    consumes: values.consumes,
    parameters: values.param ? Object.fromEntries(values.param.map(parseParamSpec)) : undefined,
    nextSkills: values['next-skill'],
    runId: values['run-id'],
  };
}

/**
 * `--consumes` (or `--drop-consumes`) values: a passport id as typed, a path made
 * repository-relative (a UsageError when it lies outside the root).
 */
export function resolveConsumes(
  root: string,
  cwd: string,
  typed: readonly string[],
  flag: string,
): string[] {
  return typed.map((c) => (UUID_PATTERN.test(c) ? c : toRootRelative(root, cwd, c, flag)));
}
