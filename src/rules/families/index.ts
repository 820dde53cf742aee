/**
 * The rule families, above the rule registry (core/rule-registry.ts), whose rows
 * name the family that emits each rule (__tests__/rules/families.test.ts), in
 * the order the audit pipeline (audit/pipeline.ts) runs them.
 *
 * Adding a rule: a row in core/rule-registry.ts naming its family, its check in
 * that family (its `emits` comes from the registry), its section in
 * docs/rules.md, and tests (a family test on in-memory facts, and an
 * end-to-end case when it needs the disk).
 */
import { artifactDigests } from './artifact-digests.js';
import { attestations } from './attestations.js';
import { chain } from './chain.js';
import { citations } from './citations.js';
import { engineRecords } from './engine-records.js';
import { externalInputs } from './external-inputs.js';
import { fileAccess } from './file-access.js';
import { handoffs } from './handoffs.js';
import { outputDirectories } from './output-directories.js';
import { passportDocument } from './passport-document.js';
import { runLevel } from './run-level.js';
import type { AuditFacts, DigestFacts, PassportFamily, RuleFamily, RunFacts } from './types.js';

/** Each passport in scope, one at a time: while it is read (all mode), or after the scope. */
export const PASSPORT_FAMILY: PassportFamily = passportDocument;

/**
 * Rules that need the passports, not the digests: they run while the threads are still
 * hashing, rather than after the wait for the digests.
 */
export const BEFORE_DIGESTS: readonly RuleFamily<AuditFacts>[] = [
  outputDirectories,
  chain,
  citations,
  handoffs,
  engineRecords,
];

/** Rules that need the digests. */
export const AFTER_DIGESTS: readonly RuleFamily<DigestFacts>[] = [
  fileAccess,
  artifactDigests,
  externalInputs,
  attestations,
];

/** The run as a whole, last: it sees what the others judged. */
export const RUN_LEVEL: RuleFamily<RunFacts> = runLevel;

/** Every family. */
export const FAMILIES: readonly (PassportFamily | RuleFamily<RunFacts>)[] = [
  PASSPORT_FAMILY,
  ...BEFORE_DIGESTS,
  ...AFTER_DIGESTS,
  RUN_LEVEL,
];

export type {
  AuditFacts,
  DigestFacts,
  ExternalVerdict,
  HandoffSubject,
  PassportFamily,
  RuleFamily,
  RuleOutput,
  RunFacts,
} from './types.js';
