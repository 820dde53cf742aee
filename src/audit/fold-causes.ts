/**
 * One cause, one finding (issue 37, item 8). A consumer of a failed, missing or renamed
 * upstream meets the same fact through four rules: its input is gone (input-missing), no
 * passport lists it now (input-unprovenanced), its producer no longer records it (chain-stale),
 * and the producer's failed re-run is newer than it (chain-time-order). Four errors on the
 * consumer read as four problems, and the root cause — the upstream step — reads as a fifth.
 *
 * Folded after every rule has run (the rules stay one fact each, and are tested so), on the
 * findings as the sink kept them (the config's severities applied): the findings on one input
 * of a consumer whose upstream explains them become one, carried by the first of
 * {@link CARRIERS} that was reported, at the most severe of their severities, its message
 * opening with the root cause. A finding turned `off` is not there to fold; a rule the config
 * keeps alone still reports under its own name when nothing is folded into it.
 */
import type { Finding } from '../core/report-model.js';
import { SEVERITY_RANK, type RuleId } from '../core/rule-registry.js';
import { isFailure } from '../core/passport.js';
import type { PassportRecord } from '../repo/passports.js';
import type { AuditFacts } from '../rules/families/index.js';
import { quoteUntrusted } from '../util/untrusted.js';

/** The rules folded, in the order the one that stays (the carrier) is chosen. */
const CARRIERS: readonly RuleId[] = [
  // chain-stale first: the audit's chain-stale findings are the diff's re-run plan, step for
  // step (hostile/changed-scope-property.test.ts), so it is never folded into another.
  'chain-stale',
  'input-missing',
  'input-unprovenanced',
  'chain-time-order',
];

/** What the fold reads: the passports, the output directories, the paths and the re-run plan. */
export type FoldFacts = Pick<AuditFacts, 'passports' | 'layout' | 'paths' | 'listStaleSteps'>;

/**
 * Folds, in place, the findings of each consumer input whose upstream failed or no longer
 * lists it into one finding naming that upstream (the root cause). Returns `findings`.
 */
export function foldUpstreamCauses(findings: Finding[], facts: FoldFacts): Finding[] {
  const foldable = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!CARRIERS.includes(f.rule)) continue;
    const list = foldable.get(f.path);
    if (list) list.push(f);
    else foldable.set(f.path, [f]);
  }
  if (foldable.size === 0) return findings;
  const replaced = new Map<Finding, Finding | null>();
  for (const record of facts.passports.records) {
    const own = foldable.get(record.path);
    if (own) foldConsumer(record, own, facts, replaced);
  }
  if (replaced.size === 0) return findings;
  const kept = findings.flatMap((f) => {
    const r = replaced.get(f);
    return r === undefined ? [f] : r === null ? [] : [r];
  });
  findings.splice(0, findings.length, ...kept);
  return findings;
}

/** The folds of one consumer: one per input whose upstream explains its findings. */
function foldConsumer(
  consumer: PassportRecord,
  own: readonly Finding[],
  facts: FoldFacts,
  replaced: Map<Finding, Finding | null>,
): void {
  const summary = consumer.summary;
  if (!summary) return;
  for (const input of summary.inputs) {
    const rel = facts.paths.relOf(input, consumer.dir);
    if (rel === null) continue;
    const upstream = findUpstream(consumer, rel, facts);
    if (!upstream) continue;
    const failed = upstream.summary?.errors.some(isFailure) === true;
    const lost = !upstream.summary?.outputs.some((o) => facts.paths.relOf(o, upstream.dir) === rel);
    if (!failed && !lost) continue;
    const consumedAt = summary.consumed.indexOf(upstream.id ?? '');
    const group = own.filter(
      (f) =>
        !replaced.has(f) &&
        (f.pointer?.startsWith(`/inputs/${input.index}/`) === true ||
          (f.rule === 'chain-stale' && f.pointer === `/consumed_passports/${consumedAt}`) ||
          // chain-time-order sits at /created_at, one per producer: its message names the
          // producer's path, quoted as every finding quotes a path.
          (f.rule === 'chain-time-order' && f.message.includes(quoteUntrusted(upstream.path)))),
    );
    // A single finding already says what it says; a failed upstream is named even then.
    if (group.length === 0 || (group.length === 1 && !failed)) continue;
    const carrier = [...group].sort(
      (a, b) => CARRIERS.indexOf(a.rule) - CARRIERS.indexOf(b.rule),
    )[0] as Finding;
    const severity = group.reduce(
      (s, f) => (SEVERITY_RANK[f.severity] > SEVERITY_RANK[s] ? f.severity : s),
      carrier.severity,
    );
    const others = [...new Set(group.filter((f) => f !== carrier).map((f) => f.rule))];
    const cause = failed
      ? `root cause upstream: ${quoteUntrusted(upstream.path)} records a failed step (its exit-nonzero); fix and re-run that step first, then this one`
      : `root cause upstream: ${quoteUntrusted(upstream.path)} no longer lists ${quoteUntrusted(rel)} as an output (its step lost, renamed or deleted it)`;
    const folded = others.length > 0 ? ` (one cause, folded here: ${others.join(', ')})` : '';
    for (const f of group) replaced.set(f, null);
    replaced.set(carrier, {
      ...carrier,
      severity,
      message: `${cause}${folded}. ${carrier.message}`,
    });
  }
}

/**
 * The passport an input of `consumer` came from: the re-run plan's producer of it (the base's
 * when the run has a base), else a passport the consumer consumes that lists it as an output,
 * else the passport of the output directory that holds it (the one the consumer consumes, when
 * that directory has several).
 *
 * The consumed producer that lists the input comes before the layout because the layout can
 * differ by mode: in changed mode without a base, a touched passport may be new, so a root is
 * also inferred without it and a subdirectory of its directory (`results/s0/da`, holding the
 * output `da/0.txt`) becomes an output directory of its own that no passport holds. The
 * producer's own record names the input the same way in every mode (found by the changed-scope
 * property, seed 654680202).
 */
function findUpstream(
  consumer: PassportRecord,
  rel: string,
  facts: FoldFacts,
): PassportRecord | undefined {
  const step = facts.listStaleSteps().find((s) => s.path === consumer.path);
  const via = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel)?.via_path;
  const records = facts.passports.records;
  if (via) {
    const found = records.find((r) => r.path === via);
    if (found && found !== consumer) return found;
  }
  const consumed = new Set(consumer.summary?.consumed ?? []);
  for (const id of consumed) {
    const lister = facts.passports.byId
      .get(id)
      ?.find(
        (r) =>
          r !== consumer &&
          r.summary?.outputs.some((o) => facts.paths.relOf(o, r.dir) === rel) === true,
      );
    if (lister) return lister;
  }
  const owner = facts.layout.ownerOf(rel);
  if (owner === null || owner === consumer.dir) return undefined;
  const inDir = records.filter((r) => r.dir === owner && r !== consumer);
  return (
    inDir.find((r) => r.id !== null && consumed.has(r.id)) ??
    (inDir.length === 1 ? inDir[0] : undefined)
  );
}
