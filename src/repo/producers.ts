/**
 * Which passports produced a file: those listing it as an output with the same
 * sha256. chain-missing-reference asks it of every checked passport's inputs,
 * and `stamp` infers `consumed_passports` from it, so a stamped passport
 * consumes exactly what the audit expects it to.
 */
import type { Passport } from '../core/passport.js';
import type { ArtifactPaths } from './artifact-paths.js';

/** What the index needs of a passport. */
export interface ProducerCandidate {
  dir: string;
  summary: Passport | null;
}

/** The passports (in their order) listing `rel` as an output with digest `sha256`. */
export type ProducerLookup<N> = (rel: string, sha256: string) => readonly N[];

/**
 * The one digest every passport listing `rel` as an output lists it at: undefined when none
 * lists it, null when two or more digests are listed there (a path's producers disagree).
 */
export type SoleProducerDigest = (rel: string) => string | null | undefined;

/**
 * One output path's producers: the first digest listed there with its passports, and only when
 * a second digest is listed, a map of the others. Nearly every path is listed at one digest by
 * one passport: one small object per path, its passport held alone (`more`, the digest's
 * passports in order, made when a second lists it there), where a Map per path (and its hash
 * table) was most of the index's cost over 10,000 passports in changed mode, and an array of
 * one passport per path 20,000 allocations more (docs/performance.md, issue 41, branches
 * changed-scope and changed-multi).
 */
interface PathProducers<N> {
  readonly digest: string;
  readonly first: N;
  more: N[] | undefined;
  others: Map<string, N[]> | undefined;
}

/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
export function indexProducers<N extends ProducerCandidate>(
  nodes: readonly N[],
  paths: ArtifactPaths,
): { lookup: ProducerLookup<N>; soleDigestAt: SoleProducerDigest } {
  // Path, then digest: two lookups of strings the passports already hold, where one key per
  // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
  const byPath = new Map<string, PathProducers<N>>();
  for (const n of nodes) {
    for (const o of n.summary?.outputs ?? []) {
      const rel = paths.rel(o.path, n.dir);
      if (rel === null) continue;
      const sha256 = o.sha256;
      if (sha256 === null) continue;
      const entry = byPath.get(rel);
      if (!entry) byPath.set(rel, { digest: sha256, first: n, more: undefined, others: undefined });
      else if (entry.digest === sha256) (entry.more ??= [entry.first]).push(n);
      else {
        const list = (entry.others ??= new Map()).get(sha256);
        if (list) list.push(n);
        else entry.others.set(sha256, [n]);
      }
    }
  }
  return {
    lookup: (rel, sha256) => {
      const entry = byPath.get(rel);
      if (!entry) return [];
      if (entry.digest !== sha256) return entry.others?.get(sha256) ?? [];
      return entry.more ?? [entry.first];
    },
    soleDigestAt: (rel) => {
      const entry = byPath.get(rel);
      if (!entry) return undefined;
      return entry.others === undefined ? entry.digest : null;
    },
  };
}
