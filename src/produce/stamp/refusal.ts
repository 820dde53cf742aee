/**
 * How `stamp` says no: one StampError whose message lists the problems and
 * says what to do. Nothing is written before every check has passed.
 */

/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;

/** Stamping cannot proceed; the message says what to do. */
export class StampError extends Error {
  override readonly name = 'StampError';
}

/** Turns a list of problems into one refusal. */
export function refuse(intro: string, problems: readonly string[], advice: string): never {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
  const more =
    problems.length > MAX_LISTED_PROBLEMS
      ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
      : '';
  throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}
