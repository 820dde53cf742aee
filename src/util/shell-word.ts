/**
 * Command lines the reports print for a person to paste into a POSIX shell
 * (the passport-missing hint, the re-stamp commands of stale outputs): a path
 * from the repository is one word of them, whatever it holds.
 */

/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
export function shellWord(word: string): string {
  const safe = word.startsWith('-') ? `./${word}` : word;
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}
