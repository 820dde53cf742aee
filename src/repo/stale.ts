/**
 * Stale downstream passports and the re-run plan: one computation for the provenance diff's
 * re-run plan (diff/diff.ts) and the audit's `chain-stale` (rules/families/chain.ts), so the
 * diff's stale list and the audit's stale findings are the same list. Pure.
 *
 * An output a change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more: renamed, or deleted and its producer re-stamped). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or an input whose
 *   path a passport it consumes (consumed_passports) lists as an output at another digest
 *   (no base needed: the head alone shows the consumer read something its producer no
 *   longer records), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * Without a base (an audit of one revision) the base is empty: only the head-alone reasons
 * and what follows from them apply.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */
import { isDeepStrictEqual } from 'node:util';
import { shellWord } from '../util/shell-word.js';
import { checkRelativePath, relativeDirname } from '../util/relative-path.js';
import { parsePassportValue } from './passports.js';
import { isRunId, PASSPORT_SUFFIX } from '../formats/passport.js';
import {
  hasRecordedDigest,
  isFailure,
  isRunRecord,
  passportOfFile,
  type ArtifactRef,
  type Passport,
  withInputs,
} from '../core/passport.js';
import { rerunCommand, STEP_COMMAND_PLACEHOLDER, unprintable } from './rerun-command.js';
import { findStronglyConnected, isCyclicComponent } from '../util/digraph.js';
import { readExactNumbers } from '../formats/json-source.js';
import type { PassportFile, StaleReason, StaleStep } from '../core/diff-model.js';

/** An input or output of a passport, by its repository-relative path. */
export interface StaleArtifact {
  readonly path: string;
  readonly sha256: string | null;
}

/** What the stale computation needs of a passport (diff/facts.ts's PassportFacts is one). */
export interface StaleNode {
  readonly path: string;
  readonly dir: string;
  readonly id: string | null;
  readonly summary: Passport | null;
  /**
   * A recorded artifact path as a repository-relative one (the path base applied): the re-run
   * plan prints a run record's recorded command with it. Absent: no re-run command is printed.
   */
  readonly relOf?: (raw: string) => string;
  readonly skill: string | null;
  readonly skillVersion: string | null;
  /** Inputs and outputs by normalized path (the first entry of a path wins). */
  readonly inputs: ReadonlyMap<string, StaleArtifact>;
  readonly outputs: ReadonlyMap<string, StaleArtifact>;
}

/** What {@link planReruns} needs. */
export interface StaleInput<N extends StaleNode = StaleNode> {
  /** The base revision's passports; empty when there is no base (one revision audited). */
  base: readonly N[];
  head: readonly N[];
  /** Head passport paths whose file this change left unchanged (not re-stamped): {@link listUnchanged}. */
  unchangedHead: ReadonlySet<string>;
}

/** An output this change modified: the digests the base recorded and the head's (null: gone). */
export interface ModifiedOutput<N extends StaleNode = StaleNode> {
  path: string;
  old: ReadonlySet<string>;
  current: string | null;
  /** The head passport that lists it now, else the base passport that listed it. */
  producer: N;
}

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * An artifact path as the repository-relative path it names, or as written when it names
 * none (so a refused path still differs from every other).
 */
function normalizeArtifactPath(raw: string, dir: string, pathBase: 'root' | 'passport') {
  const checked = checkRelativePath(raw, pathBase === 'passport' && dir !== '.' ? dir : '');
  return checked.ok ? checked.rel : raw;
}

/** How a run spells an artifact path repository-relative ({@link normalizeArtifactPath}'s result). */
export type NormalizePath = (raw: string, dir: string) => string;

/** {@link normalizeArtifactPath} for one `path-base`. */
export const normalizerOf =
  (pathBase: 'root' | 'passport'): NormalizePath =>
  (raw, dir) =>
    normalizeArtifactPath(raw, dir, pathBase);

/** The artifacts of one list by normalized path; the first entry of a path wins. */
export function indexArtifacts<A extends StaleArtifact>(
  list: readonly ArtifactRef[],
  dir: string,
  normalize: NormalizePath,
  make: (ref: ArtifactRef, rel: string) => A,
): Map<string, A> {
  const byRel = new Map<string, A>();
  for (const ref of list) {
    const rel = normalize(ref.path, dir);
    if (!byRel.has(rel)) byRel.set(rel, make(ref, rel));
  }
  return byRel;
}

/** A passport as the stale computation sees it, from its summary (null: unreadable). */
export function toStaleNode(
  path: string,
  summary: Passport | null,
  normalize: NormalizePath,
): StaleNode {
  const make = (ref: ArtifactRef, rel: string): StaleArtifact => ({
    path: rel,
    sha256: ref.sha256,
  });
  const dir = relativeDirname(path);
  return {
    path,
    dir,
    id: summary?.id ?? null,
    summary,
    relOf: (raw) => normalize(raw, dir),
    skill: summary?.skill ?? null,
    skillVersion: summary?.skillVersion ?? null,
    inputs: indexArtifacts(summary?.inputs ?? [], dir, normalize, make),
    outputs: indexArtifacts(summary?.outputs ?? [], dir, normalize, make),
  };
}

/** The base's passport files as the stale computation (and passport-id-reused) sees them. */
export function readBaseNodes(
  base: readonly PassportFile[],
  normalize: NormalizePath,
): StaleNode[] {
  return base.map((f) => toStaleNode(f.path, passportOfFile(f), normalize));
}

/** A passport file of the head as the audit read it. */
export interface HeadPassport {
  readonly path: string;
  readonly summary: Passport | null;
  /** Its bytes (repo/passports.ts PassportRecord.readBytes: each call may read the file). */
  readBytes(): Uint8Array | null;
}

/**
 * The audit's re-run plan ({@link planReruns}): the head as the audit read it, against the
 * base's passport files when the run has a base (a pull request, `audit --base`), else
 * against nothing. The diff asks planReruns of the same two lists (diff/diff.ts), so the
 * audit's chain-stale findings are the diff's stale list.
 */
export function planAuditReruns(
  head: readonly HeadPassport[],
  base: readonly PassportFile[] | null,
  normalize: NormalizePath,
  baseNodes: readonly StaleNode[] = readBaseNodes(base ?? [], normalize),
  agrees?: AgreesWithEveryProducer,
): StaleStep[] {
  // Without a base only the head-alone reason applies; most audits have none, and checking
  // for one costs a fraction of building every node (workload 2: 2,000 passports).
  if (base === null && !hasHeadAloneReason(head, normalize, agrees)) return [];
  const headNodes = head.map((r) => toStaleNode(r.path, r.summary, normalize));
  if (base === null)
    return planReruns({ base: [], head: headNodes, unchangedHead: new Set<string>() });
  const before = new Map(base.map((f) => [f.path, f]));
  const unchangedHead = new Set<string>();
  for (const r of head) {
    const b = before.get(r.path);
    if (!b || b.value === null || r.summary === null) continue;
    // Asked once: compared and parsed, they are one reading of the file.
    const bytes = r.readBytes();
    if (bytes === null) continue;
    // The same bytes are the same file; other bytes are parsed as the diff parses them.
    if (b.bytes && Buffer.from(b.bytes).equals(bytes)) unchangedHead.add(r.path);
    else {
      const parsed = parsePassportValue(bytes);
      if (isSamePassportFile(b, { value: parsed.value, bytes })) unchangedHead.add(r.path);
    }
  }
  return planReruns({ base: baseNodes, head: headNodes, unchangedHead });
}

/**
 * True when every passport listing this input's path as an output (its first entry or any
 * other) lists it at this digest, or none does: then no producer can make the input stale.
 * False when that is not known (the path does not normalize, or another digest is listed).
 * The audit answers it from the chain's producer index (repo/producers.ts), already built.
 */
export type AgreesWithEveryProducer = (input: ArtifactRef, dir: string) => boolean;

/**
 * True when some head passport has the one reason to be stale that needs no base: an input
 * whose path a passport it consumes lists as an output at another digest (findDirectReasons
 * with an empty base, asked without building a node per passport). Paths by `normalize`, the
 * first entry of a path winning, as {@link toStaleNode} indexes them.
 *
 * Without `agrees` (a shard that does not lead has no chain) every input with a consumed
 * producer is left open, and each such producer's outputs are read: no cheaper answer is exact,
 * since the reason is a producer's listing, and the plan's steps print their place in the whole
 * plan ("step k of N"). The audit asks it only when a finding asks for the plan.
 */
function hasHeadAloneReason(
  head: readonly HeadPassport[],
  normalize: NormalizePath,
  agrees: AgreesWithEveryProducer = () => false,
): boolean {
  // Built on the first input some producer may disagree with: a clean tree has none, and
  // the map of 10,000 ids was a pass over every passport for nothing (changed mode, issue 41).
  let byId: Map<string, number[]> | undefined;
  const indexIds = (): Map<string, number[]> => {
    const index = new Map<string, number[]>();
    head.forEach((r, i) => {
      const id = r.summary?.id;
      if (id === null || id === undefined) return;
      const list = index.get(id);
      if (list) list.push(i);
      else index.set(id, [i]);
    });
    return index;
  };
  const outputs: (Map<string, string | null> | undefined)[] = [];
  const outputsOf = (i: number): Map<string, string | null> => {
    let byRel = outputs[i];
    if (byRel) return byRel;
    byRel = new Map();
    const r = head[i] as HeadPassport;
    const dir = relativeDirname(r.path);
    for (const ref of r.summary?.outputs ?? []) {
      const rel = normalize(ref.path, dir);
      if (!byRel.has(rel)) byRel.set(rel, ref.sha256);
    }
    return (outputs[i] = byRel);
  };
  for (const r of head) {
    const s = r.summary;
    // No consumed passport, no producer to disagree with: its inputs are not asked.
    if (s === null || s.inputs.length === 0 || s.consumed.length === 0) continue;
    const dir = relativeDirname(r.path);
    // Inputs every producer agrees with cannot be stale: most passports have no other. The
    // agreement is asked of the ref (its digest compared as bytes): a digest kept as bytes is a
    // new hex string on each read, made here only for an input left open.
    const open: { path: string; sha256: string }[] = [];
    for (const ref of s.inputs) {
      if (hasRecordedDigest(ref) && !agrees(ref, dir))
        open.push({ path: ref.path, sha256: ref.sha256 as string });
    }
    if (open.length === 0) continue;
    byId ??= indexIds();
    const producers: number[] = [];
    for (const c of new Set(s.consumed))
      if (c !== (s.id ?? '')) producers.push(...(byId.get(c) ?? []));
    if (producers.length === 0) continue;
    for (const ref of open) {
      const rel = normalize(ref.path, dir);
      for (const q of producers) {
        const sha = outputsOf(q).get(rel) ?? null;
        if (sha !== null && sha !== ref.sha256) return true;
      }
    }
  }
  return false;
}

/**
 * True when a passport file is the same on both sides: the same bytes, or the same JSON value
 * with every number the same decimal number as written (not as parsed to a double, so
 * 0.30000000000000000557 and 0.3 differ). `bytes` absent: the values alone decide.
 */
export function isSamePassportFile(
  a: Pick<PassportFile, 'value' | 'bytes'>,
  b: Pick<PassportFile, 'value' | 'bytes'>,
): boolean {
  if (a.value === null || b.value === null) return false;
  if (a.bytes && b.bytes && Buffer.from(a.bytes).equals(b.bytes)) return true;
  if (!isDeepStrictEqual(a.value, b.value)) return false;
  if (!a.bytes || !b.bytes) return true;
  return isDeepStrictEqual(readExactNumbers(a.bytes), readExactNumbers(b.bytes));
}

/**
 * The head passports whose file is the same in the base, at the same path
 * ({@link isSamePassportFile}): not re-stamped by this change.
 */
export function listUnchanged(
  base: readonly Pick<PassportFile, 'path' | 'value' | 'bytes'>[],
  head: readonly Pick<PassportFile, 'path' | 'value' | 'bytes'>[],
): Set<string> {
  const before = new Map(base.map((f) => [f.path, f]));
  const unchanged = new Set<string>();
  for (const h of head) {
    const b = before.get(h.path);
    if (b && isSamePassportFile(b, h)) unchanged.add(h.path);
  }
  return unchanged;
}

/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs<N extends StaleNode>(
  base: readonly N[],
  head: readonly N[],
): Map<string, ModifiedOutput<N>> {
  const before = new Map<string, { shas: Set<string>; producer: N }>();
  for (const p of base) {
    for (const o of p.outputs.values()) {
      if (o.sha256 === null) continue;
      const known = before.get(o.path);
      if (known) known.shas.add(o.sha256);
      else before.set(o.path, { shas: new Set([o.sha256]), producer: p });
    }
  }
  const modified = new Map<string, ModifiedOutput<N>>();
  if (before.size === 0) return modified;
  const after = new Map<string, { sha: string | null; producer: N }>();
  for (const p of head)
    for (const o of p.outputs.values())
      if (!after.has(o.path)) after.set(o.path, { sha: o.sha256, producer: p });
  for (const [path, { shas, producer }] of before) {
    const now = after.get(path);
    const current = now?.sha ?? null;
    if (current !== null && shas.has(current)) continue;
    modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
  }
  return modified;
}

export { unprintable } from './rerun-command.js';

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. Null when no command can name it as
 * printed (a name with control or invisible characters, which every report escapes).
 */
export function restampCommand(path: string, dir: string, passportsInDir: number): string | null {
  if (unprintable(path)) return null;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const runId = name.endsWith(PASSPORT_SUFFIX) ? name.slice(0, -PASSPORT_SUFFIX.length) : '';
  let base = `passport-gate stamp ${shellWord(dir)}`;
  if (isRunId(runId)) base = `${base} --run-id ${runId}`;
  else if (passportsInDir !== 1) return null;
  return base;
}

/**
 * Where a gone input went: an output of `producers` (the head's passports with the id of the
 * one that recorded it) at one of the digests it was read at, by path; null when none.
 */
export function findRenamed(
  producers: readonly Pick<StaleNode, 'outputs'>[],
  digests: ReadonlySet<string>,
): string | null {
  const found: string[] = [];
  for (const p of producers)
    for (const o of p.outputs.values())
      if (o.sha256 !== null && digests.has(o.sha256)) found.push(o.path);
  return found.sort()[0] ?? null;
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

/** Why each head passport is stale of itself, and the inputs of each that are gone. */
interface DirectReasons<N> {
  reasons: Map<N, StaleReason[]>;
  /** Per passport: each recorded input no head passport produces any more → its new path, or null. */
  gone: Map<N, Map<string, string | null>>;
}

/** The reasons each head passport is stale of itself (input, consumed), before the closure. */
function findDirectReasons<N extends StaleNode>(input: StaleInput<N>): DirectReasons<N> {
  const { base, head, unchangedHead } = input;
  const modified = findModifiedOutputs(base, head);
  const reasons = new Map<N, StaleReason[]>();
  const gone = new Map<N, Map<string, string | null>>();
  const addReason = (p: N, reason: StaleReason) => {
    const list = reasons.get(p);
    if (list) list.push(reason);
    else reasons.set(p, [reason]);
  };

  // Passports (by id, either revision) whose outputs this change modified.
  const changedProducers = new Map<string, N>();
  for (const m of modified.values())
    if (m.producer.id !== null) changedProducers.set(m.producer.id, m.producer);
  for (const p of base)
    for (const o of p.outputs.keys())
      if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
        changedProducers.set(p.id, p);
  const headById = new Map<string, N[]>();
  for (const p of head) {
    if (p.id === null) continue;
    const list = headById.get(p.id);
    if (list) list.push(p);
    else headById.set(p.id, [p]);
  }

  for (const p of head) {
    const consumed = new Set(p.summary?.consumed ?? []);
    consumed.delete(p.id ?? '');
    for (const input of p.inputs.values()) {
      if (input.sha256 === null || p.outputs.has(input.path)) continue;
      const m = modified.get(input.path);
      if (m && m.old.has(input.sha256)) {
        if (m.current === null) {
          const byId = m.producer.id === null ? [] : (headById.get(m.producer.id) ?? []);
          const list = gone.get(p) ?? new Map<string, string | null>();
          // A producer that records a failure lost the output to the failure, not on purpose:
          // the input stays (its re-run makes it again); else it was renamed, or deleted.
          const failed = byId.some((q) => q.summary?.errors.some(isFailure) === true);
          gone.set(p, list.set(input.path, failed ? input.path : findRenamed(byId, m.old)));
        }
        addReason(p, {
          kind: 'input',
          via_path: m.producer.path,
          via_id: m.producer.id,
          artifact: input.path,
          recorded_sha256: input.sha256,
          current_sha256: m.current,
        });
        continue;
      }
      // The head alone: a consumed producer records this path at another digest now.
      const producer = findRecordingProducer(consumed, headById, input);
      if (producer)
        addReason(p, {
          kind: 'input',
          via_path: producer.path,
          via_id: producer.id,
          artifact: input.path,
          recorded_sha256: input.sha256,
          current_sha256: producer.outputs.get(input.path)?.sha256 ?? null,
        });
    }
    if (!unchangedHead.has(p.path)) continue;
    for (const c of consumed) {
      const producer = changedProducers.get(c);
      if (!producer) continue;
      if (reasons.get(p)?.some((r) => r.via_id === c)) continue;
      addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
    }
  }
  return { reasons, gone };
}

/** The first passport `consumed` names that lists `input`'s path at another (known) digest. */
function findRecordingProducer<N extends StaleNode>(
  consumed: ReadonlySet<string>,
  headById: ReadonlyMap<string, readonly N[]>,
  input: StaleArtifact,
): N | undefined {
  for (const c of consumed)
    for (const q of headById.get(c) ?? []) {
      const sha = q.outputs.get(input.path)?.sha256 ?? null;
      if (sha !== null && sha !== input.sha256) return q;
    }
  return undefined;
}

/** Downstream of each head passport: consumers by id, and by an input that is one of its outputs. */
function indexDownstream<N extends StaleNode>(head: readonly N[]): (s: N) => N[] {
  const consumersById = new Map<string, N[]>();
  const consumersByArtifact = new Map<string, N[]>();
  const push = (index: Map<string, N[]>, key: string, p: N) => {
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  };
  for (const p of head) {
    for (const c of new Set(p.summary?.consumed ?? [])) push(consumersById, c, p);
    for (const i of p.inputs.values())
      if (i.sha256 !== null) push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
  }
  return (s: N): N[] => {
    const out = new Set<N>(s.id === null ? [] : (consumersById.get(s.id) ?? []));
    for (const o of s.outputs.values())
      if (o.sha256 !== null)
        for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? []) out.add(q);
    out.delete(s);
    return [...out].sort(byPath);
  };
}

/** The stale passports of the head, as a re-run plan in topological order. */
export function planReruns<N extends StaleNode>(input: StaleInput<N>): StaleStep[] {
  const { reasons, gone } = findDirectReasons(input);
  // Nothing stale of itself (every passing audit): nothing downstream to index.
  if (reasons.size === 0) return [];
  const { head } = input;
  const addReason = (p: N, reason: StaleReason) => {
    const list = reasons.get(p);
    if (list) list.push(reason);
    else reasons.set(p, [reason]);
  };
  const downstreamOf = indexDownstream(head);

  // Transitive closure, breadth-first from the directly stale passports (in path order).
  const queue = [...reasons.keys()].sort(byPath);
  const stale = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as N;
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
  return order.map((i, k) => {
    const p = nodes[i] as N;
    const step: StaleStep = {
      order: k + 1,
      path: p.path,
      directory: p.dir,
      passport_id: p.id,
      skill: p.skill,
      skill_version: p.skillVersion,
      reasons: reasons.get(p) ?? [],
      command: commandOf(p, gone.get(p)),
    };
    if (cyclic[i]) step.cycle = true;
    return step;
  });
}

/**
 * The command of a re-run plan's step: the step run again through `passport-gate run`, never a
 * re-stamp (a re-stamp over unchanged outputs vouches for bytes no run made from the inputs
 * as they are now, issue 37). A run record: its recorded command, a renamed input under its
 * new name (a deleted one leaves no command: the step's own command names it too). A hand
 * record: the same `run` line with its inputs, code, sources and parameters, and a placeholder
 * for the command it never recorded; an input its failed producer lost is kept (the run is
 * refused until the steps before it made it again: the plan keeps every input of each step), a
 * renamed one is named by its new path, one its producer no longer records (deleted,
 * re-stamped) is left out.
 */
function commandOf(
  p: StaleNode,
  gone: ReadonlyMap<string, string | null> | undefined,
): string | null {
  if (p.summary === null || p.relOf === undefined) return null;
  const relOf = p.relOf;
  const hand = !isRunRecord(p.summary);
  const summary = hand
    ? withInputs(
        p.summary,
        p.summary.inputs.filter((i) => i.external || gone?.get(relOf(i.path)) !== null),
      )
    : p.summary;
  return rerunCommand(
    summary,
    p.path,
    p.dir,
    (raw) => {
      const rel = relOf(raw);
      return gone?.has(rel) === true ? (gone.get(rel) ?? null) : rel;
    },
    true,
  );
}

/** The re-run plan's step and command, as a finding (chain-stale, input-missing) prints it. */
export function describeRerun(step: StaleStep, total: number): string {
  const place = `step ${step.order} of the re-run plan's ${total}, after the steps before it`;
  if (!step.command)
    return `run the step again through passport-gate run (${place}); no command can be printed for it: its file name cannot be written as a command (rename it <run-id>.passport.json), or a word of it cannot be printed`;
  const fill = step.command.endsWith(` -- '${STEP_COMMAND_PLACEHOLDER}'`)
    ? `, with the step's own command for '${STEP_COMMAND_PLACEHOLDER}' (a hand record names none)`
    : '';
  return `run the step again through passport-gate run (${place})${fill}: ${step.command}`;
}
