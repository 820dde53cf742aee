/**
 * Stale downstream passports and the re-run plan. Pure.
 *
 * An output this change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */
import { hasInvisibleCharacters } from '../core/untrusted.js';
import { shellWord } from '../core/shell-word.js';
import { isRunId, PASSPORT_SUFFIX } from '../formats/passport.js';
import { findStronglyConnected, isCyclicComponent } from '../core/digraph.js';
import type { PassportFacts } from './facts.js';
import type { StaleReason, StaleStep } from '../core/diff-model.js';

/** What {@link planReruns} needs. */
export interface StaleInput {
  base: readonly PassportFacts[];
  head: readonly PassportFacts[];
  /** Head passport paths whose file this change left unchanged (not re-stamped). */
  unchangedHead: ReadonlySet<string>;
}

/** An output this change modified: the digests the base recorded and the head's (null: gone). */
export interface ModifiedOutput {
  path: string;
  old: ReadonlySet<string>;
  current: string | null;
  /** The head passport that lists it now, else the base passport that listed it. */
  producer: PassportFacts;
}

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs(
  base: readonly PassportFacts[],
  head: readonly PassportFacts[],
): Map<string, ModifiedOutput> {
  const before = new Map<string, { shas: Set<string>; producer: PassportFacts }>();
  for (const p of base) {
    for (const o of p.outputs.values()) {
      if (o.sha256 === null) continue;
      const known = before.get(o.path);
      if (known) known.shas.add(o.sha256);
      else before.set(o.path, { shas: new Set([o.sha256]), producer: p });
    }
  }
  const after = new Map<string, { sha: string | null; producer: PassportFacts }>();
  for (const p of head)
    for (const o of p.outputs.values())
      if (!after.has(o.path)) after.set(o.path, { sha: o.sha256, producer: p });
  const modified = new Map<string, ModifiedOutput>();
  for (const [path, { shas, producer }] of before) {
    const now = after.get(path);
    const current = now?.sha ?? null;
    if (current !== null && shas.has(current)) continue;
    modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
  }
  return modified;
}

// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. Null when no command can name it as
 * printed (a name with control or invisible characters, which every report escapes).
 */
export function restampCommand(path: string, dir: string, passportsInDir: number): string | null {
  if (CONTROL.test(path) || hasInvisibleCharacters(path)) return null;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const runId = name.endsWith(PASSPORT_SUFFIX) ? name.slice(0, -PASSPORT_SUFFIX.length) : '';
  const base = `passport-gate stamp ${shellWord(dir)}`;
  if (isRunId(runId)) return `${base} --run-id ${runId}`;
  return passportsInDir === 1 ? base : null;
}

/** A binary min-heap of strings: the next ready component of the topological sort. */
class MinHeap {
  private readonly items: { key: string; value: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(key: string, value: number): void {
    const a = this.items;
    a.push({ key, value });
    for (let i = a.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if ((a[parent] as { key: string }).key <= (a[i] as { key: string }).key) break;
      [a[parent], a[i]] = [
        a[i] as { key: string; value: number },
        a[parent] as { key: string; value: number },
      ];
      i = parent;
    }
  }
  pop(): number {
    const a = this.items;
    const top = a[0] as { value: number };
    const last = a.pop() as { key: string; value: number };
    if (a.length > 0) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && (a[l] as { key: string }).key < (a[m] as { key: string }).key) m = l;
        if (r < a.length && (a[r] as { key: string }).key < (a[m] as { key: string }).key) m = r;
        if (m === i) break;
        [a[m], a[i]] = [
          a[i] as { key: string; value: number },
          a[m] as { key: string; value: number },
        ];
        i = m;
      }
    }
    return top.value;
  }
}

/**
 * Orders nodes producers-first: strongly connected components (cycles) condensed, then Kahn's
 * algorithm taking the ready component with the smallest key first; members of a component by
 * key. Returns node indices and whether each is on a cycle.
 */
export function orderTopologically(
  keys: readonly string[],
  adj: readonly (readonly number[])[],
): { order: number[]; cyclic: boolean[] } {
  const components = findStronglyConnected(adj);
  const componentOf = new Int32Array(keys.length);
  components.forEach((c, i) => {
    for (const v of c) componentOf[v] = i;
    c.sort((a, b) => ((keys[a] as string) < (keys[b] as string) ? -1 : 1));
  });
  const cyclic = new Array<boolean>(keys.length).fill(false);
  for (const c of components) if (isCyclicComponent(c, adj)) for (const v of c) cyclic[v] = true;
  const indegree = new Int32Array(components.length);
  const next: Set<number>[] = components.map(() => new Set());
  adj.forEach((targets, v) => {
    for (const w of targets) {
      const a = componentOf[v] as number;
      const b = componentOf[w] as number;
      if (a === b || (next[a] as Set<number>).has(b)) continue;
      (next[a] as Set<number>).add(b);
      indegree[b] = (indegree[b] as number) + 1;
    }
  });
  const heap = new MinHeap();
  const keyOf = (c: number) => keys[(components[c] as number[])[0] as number] as string;
  components.forEach((_, c) => {
    if (indegree[c] === 0) heap.push(keyOf(c), c);
  });
  const order: number[] = [];
  while (heap.size > 0) {
    const c = heap.pop();
    order.push(...(components[c] as number[]));
    for (const d of next[c] as Set<number>) {
      indegree[d] = (indegree[d] as number) - 1;
      if (indegree[d] === 0) heap.push(keyOf(d), d);
    }
  }
  return { order, cyclic };
}

/** The stale passports of the head, as a re-run plan in topological order. */
export function planReruns(input: StaleInput): StaleStep[] {
  const { base, head, unchangedHead } = input;
  const modified = findModifiedOutputs(base, head);
  const reasons = new Map<PassportFacts, StaleReason[]>();
  const addReason = (p: PassportFacts, reason: StaleReason) => {
    const list = reasons.get(p);
    if (list) list.push(reason);
    else reasons.set(p, [reason]);
  };

  // Passports (by id, either revision) whose outputs this change modified.
  const changedProducers = new Map<string, PassportFacts>();
  for (const m of modified.values())
    if (m.producer.id !== null) changedProducers.set(m.producer.id, m.producer);
  for (const p of base)
    for (const o of p.outputs.keys())
      if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
        changedProducers.set(p.id, p);

  // Direct: an input at a replaced digest; a consumed producer that changed, not re-stamped.
  for (const p of head) {
    for (const input of p.inputs.values()) {
      const m = modified.get(input.path);
      if (!m || input.sha256 === null || !m.old.has(input.sha256)) continue;
      if (p.outputs.has(input.path)) continue;
      addReason(p, {
        kind: 'input',
        via_path: m.producer.path,
        via_id: m.producer.id,
        artifact: input.path,
        recorded_sha256: input.sha256,
        current_sha256: m.current,
      });
    }
    if (!unchangedHead.has(p.path)) continue;
    for (const c of new Set(p.summary?.consumed ?? [])) {
      const producer = changedProducers.get(c);
      if (!producer || c === p.id) continue;
      if (reasons.get(p)?.some((r) => r.via_id === c)) continue;
      addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
    }
  }

  // Downstream of each head passport: consumers by id, and by an input that is one of its outputs.
  const consumersById = new Map<string, PassportFacts[]>();
  const consumersByArtifact = new Map<string, PassportFacts[]>();
  const push = (index: Map<string, PassportFacts[]>, key: string, p: PassportFacts) => {
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  };
  for (const p of head) {
    for (const c of new Set(p.summary?.consumed ?? [])) push(consumersById, c, p);
    for (const i of p.inputs.values())
      if (i.sha256 !== null) push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
  }
  const downstreamOf = (s: PassportFacts): PassportFacts[] => {
    const out = new Set<PassportFacts>(s.id === null ? [] : (consumersById.get(s.id) ?? []));
    for (const o of s.outputs.values())
      if (o.sha256 !== null)
        for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? []) out.add(q);
    out.delete(s);
    return [...out].sort(byPath);
  };

  // Transitive closure, breadth-first from the directly stale passports (in path order).
  const queue = [...reasons.keys()].sort(byPath);
  const stale = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as PassportFacts;
    for (const q of downstreamOf(s)) {
      addReason(q, { kind: 'upstream', via_path: s.path, via_id: s.id });
      if (!stale.has(q)) {
        stale.add(q);
        queue.push(q);
      }
    }
  }

  const nodes = [...stale].sort(byPath);
  const indexOf = new Map(nodes.map((n, i) => [n, i]));
  const adj = nodes.map((n) =>
    downstreamOf(n)
      .map((q) => indexOf.get(q))
      .filter((i): i is number => i !== undefined),
  );
  const { order, cyclic } = orderTopologically(
    nodes.map((n) => n.path),
    adj,
  );
  const perDir = new Map<string, number>();
  for (const p of head) perDir.set(p.dir, (perDir.get(p.dir) ?? 0) + 1);
  return order.map((i, k) => {
    const p = nodes[i] as PassportFacts;
    const step: StaleStep = {
      order: k + 1,
      path: p.path,
      directory: p.dir,
      passport_id: p.id,
      skill: p.skill,
      skill_version: p.skillVersion,
      reasons: reasons.get(p) ?? [],
      command: restampCommand(p.path, p.dir, perDir.get(p.dir) ?? 1),
    };
    if (cyclic[i]) step.cycle = true;
    return step;
  });
}
