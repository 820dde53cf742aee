/**
 * Pairing the base's passports with the head's. Pure.
 *
 * A passport file is identified first by where it is, then by what it says it is:
 *
 * 1. **Same path.** A re-stamp rewrites the file in place and keeps passport_id; a passport
 *    recreated in place (new passport_id) is still the record of the same output directory,
 *    so it pairs too, and the diff says the id changed.
 * 2. **Same passport_id**, among the files left: a passport moved or renamed (`git mv`, a new
 *    `--run-id`) keeps its id. Only an id held by exactly one unpaired file on each side
 *    pairs; a duplicated id (a finding of the audit) pairs nothing.
 * 3. **Same directory**, among the files left: exactly one unpaired file on each side in one
 *    output directory is that directory's record, recreated under another name and id.
 *
 * Whatever is left is added (head only) or removed (base only).
 */
import { relativeDirname } from '../util/relative-path.js';
import type { MatchRule } from '../core/diff-model.js';

/** A base file and a head file paired (one side null: added or removed). */
export interface PassportPair<T> {
  base: T | null;
  head: T | null;
  match: MatchRule | null;
}

/** Pairs base and head passports (see the module comment); sorted by head path, else base path. */
export function matchPassports<T extends { path: string; id: string | null }>(
  base: readonly T[],
  head: readonly T[],
): PassportPair<T>[] {
  const pairs: PassportPair<T>[] = [];
  const headByPath = new Map<string, T>();
  for (const h of head) if (!headByPath.has(h.path)) headByPath.set(h.path, h);
  const pairedHead = new Set<T>();
  let baseLeft: T[] = [];
  for (const b of base) {
    const h = headByPath.get(b.path);
    if (h !== undefined && !pairedHead.has(h)) {
      pairs.push({ base: b, head: h, match: 'path' });
      pairedHead.add(h);
    } else baseLeft.push(b);
  }
  let headLeft = head.filter((h) => !pairedHead.has(h));

  // 2. By id, when the id is held by one unpaired file on each side.
  const byId = (list: readonly T[]) => {
    const index = new Map<string, T[]>();
    for (const f of list) {
      if (f.id === null) continue;
      const l = index.get(f.id);
      if (l) l.push(f);
      else index.set(f.id, [f]);
    }
    return index;
  };
  const baseIds = byId(baseLeft);
  const headIds = byId(headLeft);
  const paired = new Set<T>();
  for (const [id, bs] of baseIds) {
    const hs = headIds.get(id);
    if (bs.length !== 1 || hs?.length !== 1) continue;
    const [b, h] = [bs[0] as T, hs[0] as T];
    pairs.push({ base: b, head: h, match: 'id' });
    paired.add(b).add(h);
  }
  baseLeft = baseLeft.filter((f) => !paired.has(f));
  headLeft = headLeft.filter((f) => !paired.has(f));

  // 3. By directory, when it holds one unpaired file on each side.
  const byDir = (list: readonly T[]) => {
    const index = new Map<string, T[]>();
    for (const f of list) {
      const dir = relativeDirname(f.path);
      const l = index.get(dir);
      if (l) l.push(f);
      else index.set(dir, [f]);
    }
    return index;
  };
  const headDirs = byDir(headLeft);
  for (const [dir, bs] of byDir(baseLeft)) {
    const hs = headDirs.get(dir);
    if (bs.length !== 1 || hs?.length !== 1) continue;
    const [b, h] = [bs[0] as T, hs[0] as T];
    pairs.push({ base: b, head: h, match: 'directory' });
    paired.add(b).add(h);
  }
  for (const b of baseLeft) if (!paired.has(b)) pairs.push({ base: b, head: null, match: null });
  for (const h of headLeft) if (!paired.has(h)) pairs.push({ base: null, head: h, match: null });

  const keyOf = (p: PassportPair<T>) => (p.head ?? p.base)?.path ?? '';
  return pairs.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}
