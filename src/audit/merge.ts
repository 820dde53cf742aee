/**
 * Combining the JSON reports of a sharded audit (`--shard i/n` on each job of
 * a GitHub Actions matrix) into one report: one verdict, one check run, one
 * summary. Pure: reports in, report out.
 *
 * Why the union of findings is the right answer: every shard cuts the same
 * partition of the same scope (shard.ts), so each output directory, and with
 * it each artifact and per-passport finding, belongs to exactly one shard.
 * The rules that need the whole repository — the chain (resolution, cycles,
 * duplicate ids, missing references, time order, next-skill hints), the
 * handoff formats and the run-level rules — are evaluated once, by shard 1,
 * over every passport of the checkout and the whole scope; the other shards
 * skip them. So no rule is evaluated twice and none is missed, and what each
 * shard report must carry is only what it already holds plus `scope.shard`
 * (index, count, the partition fingerprint, and which shard ran the chain).
 * The merge checks that the shards belong together (one count, every index
 * once, one fingerprint, one tool version, one scope) and recomputes every
 * count and status from the merged findings.
 */
import { ConfigurationError } from '../util/errors.js';
import type { FailOn } from '../core/rule-registry.js';
import { describeChainDepths, findingKey, sortFindings } from '../core/findings.js';
import { compareServedDirectories } from './served.js';
import { decideVerdict, listFailingPassports, summarize } from './verdict.js';
import type {
  AuditReport,
  ChainGraphExport,
  Finding,
  HandoffStatus,
  PassportStatus,
  ServedDirectoryStatus,
  ServedSection,
  ShardScope,
} from '../core/report-model.js';

/** Options of {@link mergeShardReports}. */
export interface MergeOptions {
  /** Recompute the verdict with this level instead of the shards' common fail_on. */
  failOn?: FailOn;
  /** Root to print in the merged report (default: the first shard's). */
  root?: string;
}

const byPath = <T extends { path: string }>(a: T, b: T): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/** Checks that the reports are the complete set of shards of one run; returns what is wrong. */
function findMergeProblems(reports: readonly AuditReport[], failOn: FailOn | undefined): string[] {
  const problems: string[] = [];
  if (reports.length === 0) return ['no report was given'];
  const label = (k: number) => `report ${k + 1}`;
  const counts = new Set<number>();
  reports.forEach((r, k) => {
    if (r.scope.shard === undefined)
      problems.push(`${label(k)} was not written by a sharded audit (run audit with --shard i/n)`);
    else counts.add(r.scope.shard.count);
  });
  if (problems.length > 0) return problems;
  if (counts.size > 1)
    return [
      `the reports come from matrices of different sizes (${[...counts].sort((a, b) => a - b).join(', ')} shards)`,
    ];
  const count = [...counts][0] as number;
  const seen = new Map<number, number>();
  reports.forEach((r, k) => {
    const index = r.scope.shard?.index as number;
    const before = seen.get(index);
    if (before !== undefined)
      problems.push(`shard ${index}/${count} appears twice (${label(before)} and ${label(k)})`);
    else seen.set(index, k);
  });
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    problems.push(
      `shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: merge every report of the matrix`,
    );

  const distinct = (pick: (r: AuditReport) => unknown) =>
    new Set(reports.map((r) => JSON.stringify(pick(r) ?? null)));
  if (distinct((r) => r.scope.shard?.fingerprint).size > 1) {
    problems.push(
      'the shards were cut from different checkouts, configs or changed-file lists (their partition fingerprints differ); run every shard on the same commit with the same inputs',
    );
  }
  if (distinct((r) => r.tool.version).size > 1) {
    problems.push(
      `the shards ran different passport-gate versions (${[...distinct((r) => r.tool.version)].join(', ')}); pin one version in the workflow`,
    );
  }
  if (distinct((r) => [r.scope.mode, r.scope.changed_files]).size > 1)
    problems.push('the shards audited different scopes (mode or changed files differ)');
  const chainShards = reports.filter((r) => r.scope.shard?.chain === true).length;
  if (reports.some((r) => r.scope.shard?.chain !== undefined) && chainShards !== 1) {
    problems.push(
      `${chainShards} shards say they evaluated the chain rules; exactly one (shard 1) must`,
    );
  }
  problems.push(...findServedProblems(reports));
  if (failOn === undefined && distinct((r) => r.summary.fail_on).size > 1) {
    problems.push(
      'the shards used different fail-on levels; use one, or pass --fail-on to the merge',
    );
  }
  return problems;
}

/** Union of the shards' graphs: nodes by id, edges by (from, to); node status from the merged verdicts. */
function mergeGraphs(
  reports: readonly AuditReport[],
  failingPaths: ReadonlySet<string>,
): ChainGraphExport {
  const nodes = new Map<string, ChainGraphExport['nodes'][number]>();
  const edges = new Map<string, ChainGraphExport['edges'][number]>();
  for (const r of reports) {
    for (const n of r.graph.nodes) {
      const known = nodes.get(n.id);
      if (!known) nodes.set(n.id, { ...n });
      else if (known.status === 'unknown' && n.status !== 'unknown') known.status = n.status;
    }
    for (const e of r.graph.edges) {
      const key = JSON.stringify([e.from, e.to]);
      const known = edges.get(key);
      if (!known) edges.set(key, { ...e });
      else known.cycle ||= e.cycle;
    }
  }
  for (const n of nodes.values()) {
    if (n.path !== null && failingPaths.has(n.path)) n.status = 'fail';
    else if (n.status === 'fail') n.status = 'pass';
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

/**
 * Merges the JSON reports of every shard of one sharded audit into the report
 * a single unsharded run would have produced (scope.shards says how many were
 * combined). Throws ConfigurationError naming every inconsistency when the
 * reports are not exactly the shards 1..n of one run.
 */
export function mergeShardReports(
  reports: readonly AuditReport[],
  options: MergeOptions = {},
): AuditReport {
  const problems = findMergeProblems(reports, options.failOn);
  if (problems.length > 0) {
    throw new ConfigurationError(
      `cannot merge the shard reports:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const first = reports[0] as AuditReport;
  const failOn: FailOn = options.failOn ?? first.summary.fail_on;

  const seenFindings = new Set<string>();
  const findings: Finding[] = [];
  for (const r of reports) {
    for (const f of r.findings) {
      const key = findingKey(f);
      if (seenFindings.has(key)) continue;
      seenFindings.add(key);
      findings.push({ ...f });
    }
  }

  const passportsByPath = new Map<string, PassportStatus>();
  for (const r of reports)
    for (const p of r.passports)
      if (!passportsByPath.has(p.path)) passportsByPath.set(p.path, { ...p });
  const handoffsByPath = new Map<string, HandoffStatus>();
  for (const r of reports)
    for (const h of r.handoffs)
      if (!handoffsByPath.has(h.path)) handoffsByPath.set(h.path, { ...h });
  // Every status is decided again over the merged findings, by the function the shards used.
  const verdict = decideVerdict({
    findings,
    failOn,
    passports: [...passportsByPath.values()].sort(byPath),
    handoffs: [...handoffsByPath.values()].sort(byPath),
    outputDirs: reports.flatMap((r) => r.scope.directories),
  });
  const failingPaths = listFailingPassports(verdict);
  const graph = mergeGraphs(reports, failingPaths);
  sortFindings(findings, describeChainDepths(graph));
  const directories = [...new Set(reports.flatMap((r) => r.scope.directories))].sort();
  const sum = (pick: (r: AuditReport) => number) => reports.reduce((t, r) => t + pick(r), 0);

  return {
    report_version: '1',
    tool: { ...first.tool },
    root: options.root ?? first.root,
    scope: {
      mode: first.scope.mode,
      changed_files: first.scope.changed_files,
      directories,
      shards: reports.length,
      // Every shard walks the same checkout with the same config: shard 1's account stands.
      ...(first.scope.inferred_outputs ? { inferred_outputs: first.scope.inferred_outputs } : {}),
    },
    summary: summarize(verdict, failOn, {
      passports: verdict.passports.length,
      artifactsVerified: sum((r) => r.summary.artifacts_verified),
      bytesHashed: sum((r) => r.summary.bytes_hashed),
    }),
    findings,
    passports: verdict.passports,
    handoffs: verdict.handoffs,
    graph,
    // A pull request's provenance diff is made once, by shard 1 (src/main.ts): it stands.
    ...(diffOfShards(reports) ?? {}),
    ...servedOfShards(reports),
  };
}

/**
 * Where the shards' `served` sections cannot be one: a shard that names a served directory
 * outside its own scope (a shard names only what it judged, audit/served.ts `describeServed`: a
 * section that claims another shard's directory was not written by this version, and that
 * directory may have been read there), served at different commits (the shards did not judge
 * one checkout, though their fingerprints agree), or one directory served under two trees. Fails
 * closed: the merge refuses rather than say which commit vouched.
 */
function findServedProblems(reports: readonly AuditReport[]): string[] {
  const problems: string[] = [];
  for (const r of reports) {
    const judged = new Set(r.scope.directories);
    const outside = (r.served?.directories ?? []).filter((d) => !judged.has(d.directory));
    const shard = r.scope.shard as ShardScope;
    if (outside.length === 0) continue;
    // A few named (a report of the version before names every other shard's directory).
    const named = outside.slice(0, 3).map((d) => d.directory);
    if (outside.length > named.length) named.push('…');
    problems.push(
      `shard ${shard.index}/${shard.count} names ${outside.length} served director(ies) outside its scope (${named.join(', ')}); run every shard with this version`,
    );
  }
  const commits = new Set<string>();
  for (const r of reports) if (r.served) commits.add(r.served.commit);
  if (commits.size > 1)
    problems.push(
      `the shards served directories of different commits (${[...commits].sort().join(', ')}); run every shard on the same commit`,
    );
  const trees = new Map<string, string>();
  for (const r of reports)
    for (const d of r.served?.directories ?? []) {
      const known = trees.get(d.directory);
      if (known !== undefined && known !== d.tree)
        problems.push(`${d.directory} was served under two trees (${known}, ${d.tree})`);
      else trees.set(d.directory, d.tree);
    }
  return problems;
}

/** The shards' `served` sections as one (none when no shard served a directory). */
function servedOfShards(reports: readonly AuditReport[]): { served?: ServedSection } {
  const byDir = new Map<string, ServedDirectoryStatus>();
  let commit: string | undefined;
  for (const r of reports)
    for (const d of r.served?.directories ?? []) {
      commit = r.served?.commit;
      if (!byDir.has(d.directory)) byDir.set(d.directory, { ...d });
    }
  if (commit === undefined) return {};
  const directories = [...byDir.values()].sort(compareServedDirectories);
  return { served: { commit, files: directories.reduce((n, d) => n + d.files, 0), directories } };
}

/** The provenance diff of the shard that made one (shard 1), as a `diff` property. */
function diffOfShards(reports: readonly AuditReport[]): Pick<AuditReport, 'diff'> | null {
  const diff = reports.find((r) => r.diff !== undefined)?.diff;
  return diff ? { diff } : null;
}
