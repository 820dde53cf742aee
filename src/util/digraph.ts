/**
 * Directed-graph algorithms, one copy each: strongly connected components
 * (Tarjan) and a concrete cycle through each (the chain rules, the skill
 * graph), a shortest path (stamp's cycle check), and what lies within a
 * number of steps (`graph --around`). All iterative, so no input depth can
 * overflow the stack.
 */

/** A directed graph as adjacency lists over node indices. */
export type Adjacency = readonly (readonly number[])[];

/** Strongly connected components, each a list of node indices. Iterative Tarjan. */
export function findStronglyConnected(adj: Adjacency): number[][] {
  const n = adj.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  // Explicit call stack: [node, next edge position].
  const frames: [number, number][] = [];
  for (let start = 0; start < n; start++) {
    if (index[start] !== -1) continue;
    frames.push([start, 0]);
    index[start] = low[start] = counter++;
    stack.push(start);
    onStack[start] = 1;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as [number, number];
      const [v, pos] = frame;
      const edges = adj[v] ?? [];
      if (pos < edges.length) {
        frame[1] = pos + 1;
        const w = edges[pos] as number;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push([w, 0]);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v] as number, index[w] as number);
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        components.push(component);
      }
    }
  }
  return components;
}

/** True when a component is cyclic (more than one node, or a self-loop). */
export function isCyclicComponent(component: readonly number[], adj: Adjacency): boolean {
  if (component.length > 1) return true;
  const v = component[0] as number;
  return (adj[v] ?? []).includes(v);
}

/**
 * One concrete cycle inside a cyclic component, starting and ending at the
 * component's smallest node: [a, b, c, a]. Breadth-first, iterative.
 */
export function findCycleInComponent(component: readonly number[], adj: Adjacency): number[] {
  const members = new Set(component);
  // A loop, not Math.min(...component): spreading 200,000 arguments overflows the stack.
  let start = component[0] as number;
  for (const v of component) if (v < start) start = v;
  if ((adj[start] ?? []).includes(start)) return [start, start];
  const previous = new Map<number, number>();
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] as number;
    for (const w of adj[v] ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x: number | undefined = v; x !== undefined && x !== start; x = previous.get(x))
          path.push(x);
        path.push(start);
        return [start, ...path.slice(1, -1).reverse(), start];
      }
      if (!previous.has(w) && w !== start) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * A shortest path from one of `starts` to `target` along `next` edges: [start, …, target], or
 * null when `target` cannot be reached. Breadth-first and iterative (no input depth can
 * overflow the stack); nodes are compared with SameValueZero, so ids are plain data.
 */
export function findPath<T>(
  starts: Iterable<T>,
  target: T,
  next: (node: T) => Iterable<T>,
): T[] | null {
  const previous = new Map<T, T | null>();
  const queue: T[] = [];
  for (const s of starts) {
    if (previous.has(s)) continue;
    previous.set(s, null);
    queue.push(s);
  }
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as T;
    if (node === target) {
      const path: T[] = [];
      for (let x: T | null | undefined = node; x != null; x = previous.get(x)) path.push(x);
      return path.reverse();
    }
    for (const w of next(node)) {
      if (previous.has(w)) continue;
      previous.set(w, node);
      queue.push(w);
    }
  }
  return null;
}

/** Every node within `depth` steps of `start` along `next` edges, `start` included (breadth-first). */
export function reachWithin<T>(start: T, depth: number, next: (node: T) => Iterable<T>): Set<T> {
  const distance = new Map<T, number>([[start, 0]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as T;
    const d = distance.get(node) as number;
    if (d >= depth) continue;
    for (const w of next(node)) {
      if (distance.has(w)) continue;
      distance.set(w, d + 1);
      queue.push(w);
    }
  }
  return new Set(distance.keys());
}
