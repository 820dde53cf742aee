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

/** The digests some passport lists `rel` at, each with those passports (undefined: none). */
export type ProducerDigests<N> = (rel: string) => ReadonlyMap<string, readonly N[]> | undefined;

/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
export function indexProducers<N extends ProducerCandidate>(
  nodes: readonly N[],
  paths: ArtifactPaths,
): { lookup: ProducerLookup<N>; digestsAt: ProducerDigests<N> } {
  // Path, then digest: two lookups of strings the passports already hold, where one key per
  // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
  const byPath = new Map<string, Map<string, N[]>>();
  for (const n of nodes) {
    for (const o of n.summary?.outputs ?? []) {
      const rel = paths.rel(o.path, n.dir);
      if (rel === null || o.sha256 === null) continue;
      let byDigest = byPath.get(rel);
      if (!byDigest) byPath.set(rel, (byDigest = new Map()));
      const list = byDigest.get(o.sha256);
      if (list) list.push(n);
      else byDigest.set(o.sha256, [n]);
    }
  }
  return {
    lookup: (rel, sha256) => byPath.get(rel)?.get(sha256) ?? [],
    digestsAt: (rel) => byPath.get(rel),
  };
}
