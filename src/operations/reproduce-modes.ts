/**
 * The choices of a gate run's reproduce, apart from the operation (operations/reproduce.ts) so
 * that the action's inputs and `audit`'s flags read them without loading it: it is loaded only
 * when a run reproduces.
 */

/**
 * Which recorded steps a gate run reproduces after its audit: none, the steps the change
 * touched (then their consumers while the budget lasts), or every step. The action's
 * `reproduce` input and `audit --reproduce` take these.
 */
export const REPRODUCE_MODES = ['none', 'changed', 'all'] as const;
/** A value of {@link REPRODUCE_MODES}. */
export type ReproduceMode = (typeof REPRODUCE_MODES)[number];

/**
 * The budget of a gate run's reproduce, in seconds, when none is given: a step that hangs is
 * killed and reported, and the run still publishes its report.
 */
export const DEFAULT_REPRODUCE_MAX_SECONDS = 1800;
