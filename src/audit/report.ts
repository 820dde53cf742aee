/**
 * The last stage: the report of a run, from the facts and what the rule
 * families put out. Every status in it comes from the one verdict (verdict.ts).
 */
import { describeChainDepths, sortFindings } from '../core/findings.js';
import type { AttestationCheck } from '../attest/passports.js';
import type {
  AuditReport,
  InferredOutputRoot,
  PassportAttestation,
  PassportStatus,
  ServedSection,
} from '../core/report-model.js';
import { relativeDirname } from '../util/relative-path.js';
import { VERSION } from '../util/version.js';
import type { FailOn } from '../core/rule-registry.js';
import { buildChainGraph, type ChainIndex } from '../repo/chain.js';
import type { Layout } from '../repo/layout.js';
import { globForRoot } from '../repo/ownership.js';
import type { PassportRecord } from '../repo/passports.js';
import type { Scope } from '../repo/scope.js';
import type { RunRecorder } from './recorder.js';
import { decideVerdict, listFailingPassports, summarize } from './verdict.js';

/** What the report is made of. */
export interface ReportInput {
  /** The root as the caller gave it. */
  root: string;
  failOn: FailOn;
  scope: Scope;
  layout: Pick<Layout, 'passportPaths' | 'inferredRoots' | 'outputDirs'>;
  chain: ChainIndex<PassportRecord>;
  recorder: RunRecorder;
  /** Bytes of the artifacts that hashed (the digest service's count). */
  bytesHashed: number;
  /** The attestation stage's checks, when it ran (the config asks anything of attestations). */
  attestations?: readonly AttestationCheck[] | undefined;
  /** What the run served from the warm facts cache instead of reading (none: no such section). */
  served?: ServedSection | undefined;
}

/** Builds the report of a run. */
export function buildReport(input: ReportInput): AuditReport {
  const { scope, recorder, failOn, layout } = input;
  const findings = recorder.sink.findings;
  const attestationByPassport = new Map(
    (input.attestations ?? []).map((c) => [c.record.path, c.report] as const),
  );
  const verdict = decideVerdict({
    findings,
    failOn,
    outputDirs: layout.outputDirs,
    passports: scope.passports.map((r) =>
      describePassport(r, recorder.lfsByPassport, attestationByPassport),
    ),
    handoffs: recorder.handoffs.map((h) => ({
      ...h,
      status: 'pass',
      errors: 0,
      warnings: 0,
      notices: 0,
    })),
  });
  const failingPaths = listFailingPassports(verdict);
  const graph = buildChainGraph(input.chain, failingPaths);
  // Along the chain: a root cause upstream is read before the consumers it breaks.
  sortFindings(findings, describeChainDepths(graph));
  const changed = scope.changes.files;
  return {
    report_version: '1',
    tool: { name: 'passport-gate', version: VERSION },
    root: input.root,
    scope: {
      mode: scope.mode,
      changed_files: changed?.size ?? 0,
      directories: [...scope.dirs].sort(),
      ...(scope.shard ? { shard: scope.shard } : {}),
      ...(layout.inferredRoots.size > 0
        ? { inferred_outputs: describeInferredRoots(layout.inferredRoots, layout.passportPaths) }
        : {}),
    },
    summary: summarize(verdict, failOn, {
      passports: scope.passports.length,
      artifactsVerified: recorder.artifactsVerified,
      bytesHashed: input.bytesHashed,
    }),
    findings,
    passports: verdict.passports,
    handoffs: verdict.handoffs,
    graph,
    ...(input.served ? { served: input.served } : {}),
  };
}

/** A scoped passport's line in the report (counts and status filled in by the verdict). */
function describePassport(
  r: PassportRecord,
  lfsByPassport: ReadonlyMap<string, number>,
  attestations: ReadonlyMap<string, PassportAttestation>,
): PassportStatus {
  const status: PassportStatus = {
    path: r.path,
    directory: r.dir,
    passport_id: r.summary?.id ?? null,
    skill: r.summary?.skill ?? null,
    status: 'pass',
    errors: 0,
    warnings: 0,
    notices: 0,
    artifacts: r.summary?.outputs.length ?? 0,
  };
  const lfs = lfsByPassport.get(r.path);
  if (lfs) status.lfs_pointers = lfs;
  const method = r.summary?.recordedBy?.method;
  // Only the two methods the schema names: another value says nothing a reviewer can rely on.
  if (method === 'run' || method === 'stamp') status.recorded_by = method;
  const attestation = attestations.get(r.path);
  if (attestation) status.attestation = attestation;
  return status;
}

/**
 * The report's account of the inferred output roots: each root, its glob, its evidence (the
 * passports of its passport directories, sorted). A directory's passports are kept as the one
 * path most directories hold, an array only for a second: no array per passport directory.
 */
export function describeInferredRoots(
  roots: ReadonlyMap<string, readonly string[]>,
  passportPaths: readonly string[],
): InferredOutputRoot[] {
  const passportsByDir = new Map<string, string | string[]>();
  for (const p of passportPaths) {
    const dir = relativeDirname(p);
    const known = passportsByDir.get(dir);
    if (known === undefined) passportsByDir.set(dir, p);
    else if (typeof known === 'string') passportsByDir.set(dir, [known, p]);
    else known.push(p);
  }
  return [...roots].map(([root, dirs]) => {
    const passports: string[] = [];
    for (const d of dirs) {
      const known = passportsByDir.get(d);
      if (known === undefined) continue;
      if (typeof known === 'string') passports.push(known);
      else for (const p of known) passports.push(p);
    }
    return { root, glob: globForRoot(root), passports: passports.sort() };
  });
}
