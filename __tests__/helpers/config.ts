/** Hostile config texts built by code. */

/** A "billion laughs" YAML document: ten levels of nine aliases each (10^9 nodes if expanded). */
export function aliasBomb(): string {
  let text = 'a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n';
  for (let i = 1; i < 10; i++)
    text += `a${i}: &a${i} [${Array.from({ length: 9 }, () => `*a${i - 1}`).join(', ')}]\n`;
  return text;
}
