/**
 * passport-gate as a library, for pipelines written in Node
 * (`import { stamp, audit } from 'passport-gate'`). The CLI and the action are
 * thin layers over these same functions (the operations: src/operations/index.ts).
 *
 * @example
 * import { audit, stamp } from 'passport-gate';
 *
 * // after a pipeline step wrote results/align/
 * await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * const report = await audit({ root: '.' });
 * if (!report.summary.passed) process.exitCode = 1;
 *
 * @packageDocumentation
 */
import { audit as runAudit, type AuditOptions } from './audit/pipeline.js';
import type { AuditReport } from './core/report-model.js';

/**
 * Audits a repository: schemas, artifact digests, the consumed_passports
 * chain, handoff envelopes and packets. Returns the report that
 * `passport-gate audit --format json` prints (schemas/report.v1.schema.json).
 * Throws ConfigurationError when the root is unusable; everything the
 * repository contains becomes a finding, never an exception.
 *
 * @param options.root repository root
 * @param options.config parsed `.passport-gate.yml` (see {@link loadConfig}); default: none
 * @param options.changedFiles repository-relative changed paths; omit for every output directory
 * @param options.failOn severity that fails the run (default 'error')
 */
export function audit(options: AuditOptions): Promise<AuditReport> {
  return runAudit(options);
}

export {
  auditRepository,
  type AuditHashing,
  type AuditOptions,
  type AuditRun,
  type AuditTrust,
} from './audit/pipeline.js';
export type {
  AuditReport,
  ChainGraphExport,
  Finding,
  PassportStatus,
  ServedSection,
} from './core/report-model.js';
export {
  createDirectoryFacts,
  ServedFiles,
  type DirectoryFacts,
  type ServedDirectories,
  type ServedFile,
} from './core/served-directories.js';
export { loadConfig, DEFAULT_CONFIG, type Config } from './config/config.js';
export { ConfigurationError } from './util/errors.js';
export {
  stamp,
  StampError,
  type StampInput,
  type StampOptions,
  type StampResult,
} from './produce/stamp/index.js';
export {
  loadPassports,
  type LoadedPassport,
  type LoadPassportsOptions,
} from './produce/load-passports.js';
export { buildGraph, selectNeighbourhood, type BuildGraphOptions } from './produce/graph.js';
export type {
  MaterialPassport,
  PassportArtifact,
  PassportDecision,
  PassportError,
} from './core/passport.js';
export {
  toInTotoStatement,
  IN_TOTO_STATEMENT_TYPE,
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  type InTotoStatement,
} from './export/in-toto.js';
export { toProvDocument, type ProvDocument } from './export/prov.js';
export { renderMermaid } from './report/graph-diagram.js';
export { renderDot } from './report/graph-dot.js';
export { VERSION } from './util/version.js';
// What the commands do (export, attest, graph, run: src/operations/): the CLI's commands parse,
// call one of these and print, so a Node pipeline gets the same operation the command line runs.
export * from './operations/index.js';
