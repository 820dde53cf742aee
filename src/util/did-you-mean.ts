/**
 * "Did you mean …?" for mistyped commands, flags, config keys and rule ids, as
 * git, cargo and actionlint suggest them.
 *
 * Why a hand-written distance rather than a package: the common typo of a flag
 * is two letters swapped (`--fromat`), which plain Levenshtein (what
 * fastest-levenshtein and leven compute) counts as two edits and the
 * optimal-string-alignment variant of Damerau–Levenshtein counts as one. The
 * candidates are a few dozen short names, so the textbook O(n·m) table is all
 * the speed needed; the whole algorithm is the twenty lines below.
 */

/**
 * Optimal string alignment distance: the number of insertions, deletions,
 * substitutions and transpositions of two adjacent characters that turn `a`
 * into `b`, no substring edited twice (Damerau–Levenshtein's restricted form).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // Three rows of the table: two back for transpositions, one back, and the current one.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

/**
 * The candidates closest to `input`: those within a third of its length in
 * edits (at least one edit, so `--al` finds `--all`), the nearest first; or,
 * when none is that close, the one candidate `input` is a prefix of (at least
 * three characters, as git completes an abbreviated option). Case is ignored.
 * At most three are returned; none when nothing is close.
 */
export function findSimilar(input: string, candidates: Iterable<string>): string[] {
  const typed = input.toLowerCase();
  const limit = Math.max(1, Math.floor(typed.length / 3));
  const scored: { name: string; distance: number }[] = [];
  const prefixed: string[] = [];
  for (const name of new Set(candidates)) {
    const lower = name.toLowerCase();
    if (lower === typed) continue;
    const distance = editDistance(typed, lower);
    if (distance <= limit) scored.push({ name, distance });
    else if (typed.length >= 3 && lower.startsWith(typed)) prefixed.push(name);
  }
  if (scored.length > 0) {
    scored.sort((x, y) => x.distance - y.distance || (x.name < y.name ? -1 : 1));
    const best = scored[0]?.distance;
    return scored
      .filter((s) => s.distance === best)
      .slice(0, 3)
      .map((s) => s.name);
  }
  return prefixed.length === 1 ? prefixed : [];
}

/**
 * `; did you mean "x"?` (or `…one of "x", "y"?`) for the closest candidates,
 * '' when none is close. `quote` formats each name (default: JSON quotes).
 */
export function didYouMean(
  input: string,
  candidates: Iterable<string>,
  quote: (name: string) => string = (n) => JSON.stringify(n),
): string {
  const similar = findSimilar(input, candidates);
  if (similar.length === 0) return '';
  if (similar.length === 1) return `; did you mean ${quote(similar[0] as string)}?`;
  return `; did you mean one of ${similar.map(quote).join(', ')}?`;
}
