/**
 * What a passport names its outputs coming from (passport-vouches-nothing, docs/rules.md): seed
 * 000's hard rule 2, "No claim without provenance", read off one passport. The audit's rule,
 * and `stamp` and `run` before they write, ask the same question here.
 */
import type { ArtifactRef, Passport } from '../core/passport.js';
import { parseCitation } from './citation.js';

/**
 * True when a passport vouches for its outputs: it records an input other than the step's own
 * code (`type: "code"`), a cited source (a `source` on an input or output that is a verifiable
 * record, not `unresolved: …` nor free text), or a parameter the step was given. Code alone says
 * how the outputs were made, not from what: a script that writes "The cohort looks fine." is
 * recorded by `run --code` as well as one that reads the cohort.
 */
export function vouchesFor(passport: Pick<Passport, 'inputs' | 'outputs' | 'parameters'>): boolean {
  if (passport.inputs.some((i) => i.type !== 'code')) return true;
  if (passport.inputs.some(citesASource) || passport.outputs.some(citesASource)) return true;
  const params = passport.parameters;
  return (
    params !== null &&
    typeof params === 'object' &&
    !Array.isArray(params) &&
    Object.keys(params).length > 0
  );
}

/** True when an artifact's `source` cites a verifiable record (hard rule 1's identifiers). */
function citesASource(ref: Pick<ArtifactRef, 'source'>): boolean {
  if (ref.source === null) return false;
  const check = parseCitation(ref.source);
  return check.ok && check.citation.kind !== 'unresolved';
}
