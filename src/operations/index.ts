/**
 * The operations: what each command does, as functions of plain options that take a `note(line)`
 * sink and return results (no argv, no printing, no exit codes), like in-toto's runlib and
 * verifylib. The command line (src/cli/) parses, calls one of them and prints; the library
 * (src/lib.ts) re-exports them.
 */
export { auditFirst, type Audited, type AuditedOptions, type Note } from './audited.js';
export {
  exportPassports,
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  PASSPORT_CHAIN_FILE,
  RO_CRATE_METADATA,
  type ExportOptions,
  type ExportResult,
  type InTotoIndexEntry,
} from './export.js';
export {
  attestDirectories,
  PUBLIC_GOOD,
  type AttestOptions,
  type AttestResult,
  type SigningMethod,
} from './attest.js';
export {
  importPassports,
  IMPORT_FORMATS,
  type ImportedPassport,
  type ImportFormat,
  type ImportOptions,
  type ImportResult,
} from './import.js';
export { drawChainGraph, type GraphOptions, type GraphResult } from './graph.js';
export { WriteTargetError } from './write-target.js';
export { runAndRecord, type RunFields, type RunOptions, type RunResult } from './run.js';
export {
  resolveCitedWorks,
  RESOLVE_LOCK_FILE,
  type ResolveAnswers,
  type ResolveLockEntry,
  type ResolveOptions,
  type ResolveResult,
} from './resolve.js';
export { initConfig, type InitOptions, type InitResult, type InitRoot } from './init.js';
export { mergeReportFiles, type MergeReportsOptions } from './merge.js';
export {
  diffRevisions,
  type DiffRevisionsOptions,
  type DiffResult,
  type DiffRevision,
} from './diff.js';
// Stamp's work is already an operation in its own layer (produce/stamp/: no argv, no printing):
// the library's surface names it here, and the command line reaches it through this file.
export {
  stamp,
  StampError,
  UUID_PATTERN,
  type StampOptions,
  type StampResult,
} from '../produce/stamp/index.js';
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
