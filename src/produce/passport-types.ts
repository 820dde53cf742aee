/**
 * TypeScript shape of a Material Passport v1 (seed 000), as the producer's
 * side writes it. schemas/passport.v1.schema.json stays the authority; these
 * types only describe a passport that already validates against it.
 */

/** One input or output entry. */
export interface PassportArtifact {
  type?: string;
  /** Repository-relative POSIX path (or passport-relative under `path-base: passport`). */
  path: string;
  /** Lowercase hex SHA-256 of the bytes (for a Git LFS pointer: the object id it points to). */
  sha256: string;
  size_bytes?: number;
  /** Where an external input came from (accession, DOI, URL with retrieval date). */
  source?: string;
  /** True for an input outside the repository (its path is then absolute). */
  external?: boolean;
  /** Where an external input can be fetched. */
  uri?: string;
}

/** A non-obvious choice the skill made. */
export interface PassportDecision {
  step: string;
  choice: string;
  alternatives_considered: string[];
  rationale: string;
}

/** The exit status of one external call. */
export interface PassportError {
  step: string;
  tool: string;
  exit_code: number;
  stderr_excerpt: string;
}

/** Who produced the passport. */
export interface PassportProducer {
  skill: string;
  skill_version: string;
  agent?: string;
  session_id?: string;
  [extension: string]: unknown;
}

/** Hints for the consumers of this passport's outputs. */
export interface PassportDownstreamHints {
  next_skills: string[];
  expected_inputs?: string[];
  [extension: string]: unknown;
}

/** A Material Passport v1 document. Extension fields are kept as they are. */
export interface MaterialPassport {
  schema_version: string;
  passport_id: string;
  created_at: string;
  produced_by: PassportProducer;
  inputs: PassportArtifact[];
  outputs: PassportArtifact[];
  decisions: PassportDecision[];
  parameters?: Record<string, unknown>;
  errors: PassportError[];
  consumed_passports?: string[];
  downstream_hints: PassportDownstreamHints;
  [extension: string]: unknown;
}

/** The schema version stamp writes into new passports. */
export const STAMP_SCHEMA_VERSION = '1.0.0';
