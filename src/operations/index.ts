/**
 * The operations: what each command does, as functions of plain options that take a `note(line)`
 * sink and return results (no argv, no printing, no exit codes), like in-toto's runlib and
 * verifylib. The command line (src/cli/) parses, calls one of them and prints; the library
 * (src/lib.ts) re-exports them.
 */
export { auditFirst, type Audited, type AuditedOptions, type Note } from './audited.js';
export {
  exportPassports,
  type ExportOptions,
  type ExportResult,
  type InTotoIndexEntry,
} from './export.js';
export { attestDirectories, type AttestOptions, type AttestResult } from './attest.js';
export { drawChainGraph, type GraphOptions, type GraphResult } from './graph.js';
export { WriteTargetError } from './write-target.js';
export { runAndRecord, type RunFields, type RunOptions, type RunResult } from './run.js';
export {
  DEFAULT_REPRODUCE_MAX_SECONDS,
  REPRODUCE_MODES,
  type ReproduceMode,
} from './reproduce-modes.js';
export {
  reproduceAfterAudit,
  reproduceRecordedSteps,
  selectStepEnvironment,
  type GateReproduceOptions,
  type ReproduceStepsOptions,
} from './reproduce.js';
