/**
 * The doubling growth of a typed-array column: the plan's file-id columns (repo/plan.ts) and
 * the hash outcome table (hash/outcome-table.ts) each grow this way, one place for the rule.
 */

/**
 * The length a column of `length` slots grows to so that it holds at least `atLeast`: doubled
 * until it fits (at least 1 to start from, so an empty column grows too).
 */
export function growCapacity(length: number, atLeast: number): number {
  let n = Math.max(1, length) * 2;
  while (n < atLeast) n *= 2;
  return n;
}
