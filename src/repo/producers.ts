/**
 * Which passports produced a file: those listing it as an output with the same
 * sha256. chain-missing-reference asks it of every checked passport's inputs,
 * and `stamp` infers `consumed_passports` from it, so a stamped passport
 * consumes exactly what the audit expects it to.
 */
import {
  hasRecordedDigest,
  sameRecordedDigest,
  type ArtifactRef,
  type Passport,
} from '../core/passport.js';
import type { ArtifactPaths } from './artifact-paths.js';

/** What the index needs of a passport. */
export interface ProducerCandidate {
  dir: string;
  summary: Passport | null;
}

/** The passports (in their order) listing `rel` as an output with digest `sha256`. */
export type ProducerLookup<N> = (rel: string, sha256: string) => readonly N[];

/**
 * An output that lists `rel` at the one digest every passport listing `rel` lists it at (compare
 * it with sameRecordedDigest, core/passport.ts: no hex string is made for it); undefined when
 * none lists it, null when two or more digests are listed there (a path's producers disagree).
 */
export type SoleProducerRef = (rel: string) => ArtifactRef | null | undefined;

/**
 * One output path's producers: the first digest listed there with its passports, and only when
 * a second digest is listed, a map of the others. Nearly every path is listed at one digest by
 * one passport: one small object per path, its passport held alone (`more`, the digest's
 * passports in order, made when a second lists it there), where a Map per path (and its hash
 * table) was most of the index's cost over 10,000 passports in changed mode, and an array of
 * one passport per path 20,000 allocations more (docs/performance.md, issue 41, branches
 * changed-scope and changed-multi). The first digest is its output's, compared as bytes: a hex
 * string per output was 20,000 strings more (branch changed-cuts).
 */
interface PathProducers<N> {
  /** The first output listed at the path: its digest, kept as bytes, is the path's first digest. */
  readonly ref: ArtifactRef;
  readonly first: N;
  more: N[] | undefined;
  others: Map<string, N[]> | undefined;
}

/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
export function indexProducers<N extends ProducerCandidate>(
  nodes: readonly N[],
  paths: ArtifactPaths,
): { lookup: ProducerLookup<N>; soleRefAt: SoleProducerRef } {
  // Path, then digest: two lookups of strings the passports already hold, where one key per
  // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
  const byPath = new Map<string, PathProducers<N>>();
  // Loops by index: an iterator over each passport's outputs was about a tenth of the index's time
  // on Node 24 (node --cpu-prof, workload 2: 20,000 outputs under 2,000 passports).
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i] as N;
    const outputs = n.summary?.outputs;
    if (outputs === undefined) continue;
    for (let j = 0; j < outputs.length; j++) {
      const o = outputs[j] as ArtifactRef;
      const rel = paths.relOf(o, n.dir);
      if (rel === null) continue;
      if (!hasRecordedDigest(o)) continue;
      const entry = byPath.get(rel);
      if (!entry) byPath.set(rel, { ref: o, first: n, more: undefined, others: undefined });
      else if (sameRecordedDigest(entry.ref, o)) (entry.more ??= [entry.first]).push(n);
      else {
        // A second digest at one path is rare: its passports are keyed by the string.
        const sha256 = o.sha256 as string;
        const list = (entry.others ??= new Map()).get(sha256);
        if (list) list.push(n);
        else entry.others.set(sha256, [n]);
      }
    }
  }
  const soleRefAt: SoleProducerRef = (rel) => {
    const entry = byPath.get(rel);
    if (!entry) return undefined;
    return entry.others === undefined ? entry.ref : null;
  };
  return {
    lookup: (rel, sha256) => {
      const entry = byPath.get(rel);
      if (!entry) return [];
      if (entry.ref.sha256 !== sha256) return entry.others?.get(sha256) ?? [];
      return entry.more ?? [entry.first];
    },
    soleRefAt,
  };
}
