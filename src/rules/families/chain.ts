/**
 * The chain: the consumed_passports graph (repo/chain.ts) over the passports
 * in scope and their consumers. One function per rule: duplicate ids,
 * unresolved references, cycles, handoffs without provenance, stale consumers, time order
 * and next-skill hints.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { findPath } from '../../util/digraph.js';
import type { StaleReason } from '../../core/diff-model.js';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { freshPassportIdCommand, isSchemaCreatedAt } from '../../formats/passport.js';
import { describeRerun, restampCommand } from '../../repo/stale.js';
import { rerunCommand } from '../../repo/rerun-command.js';
import { isRunRecord } from '../../core/passport.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { AuditFacts, RuleFamily, RuleOutput } from './types.js';
import { reportAt } from './types.js';

export const chain: RuleFamily = {
  name: 'chain',
  emits: listFamilyRules('chain'),
  wholeRun: true,
  check(facts, out) {
    checkDuplicateIds(facts, out);
    checkResolution(facts, out);
    checkCycles(facts, out);
    checkMissingReferences(facts, out);
    checkStale(facts, out);
    checkMultipleProducers(facts, out);
    checkReusedIds(facts, out);
    checkHandReplacedRuns(facts, out);
    checkOrderAndHints(facts, out);
  },
};

const label = (n: PassportRecord): string =>
  `${quoteUntrusted(n.id ?? '?')} (${quoteUntrusted(n.path)})`;

/** passport-duplicate-id: on each in-scope file sharing an id, naming the others. */
function checkDuplicateIds(facts: AuditFacts, out: RuleOutput): void {
  for (const [id, list] of facts.chain.byId) {
    if (list.length < 2) continue;
    for (const n of list) {
      if (!facts.scope.fullDirs.has(n.dir)) continue;
      const others = list.filter((o) => o !== n).map((o) => quoteUntrusted(o.path));
      reportAt(out, facts.passports, n, '/passport_id', {
        rule: 'passport-duplicate-id',
        passport_id: id,
        message: `passport_id ${quoteUntrusted(id)} is also used by ${others.join(', ')}; every passport needs its own UUIDv4.`,
      });
    }
  }
}

/**
 * chain-unresolved: a consumed id that matches no passport. Checked for every passport when
 * a passport was added, edited or deleted (its old id is unknown), else for the checked ones.
 * A passport the audit refuses resolves nothing, but the consumer is told it exists.
 */
function checkResolution(facts: AuditFacts, out: RuleOutput): void {
  const { chain: graph } = facts;
  for (const n of facts.scope.passportChanged ? graph.nodes : [...graph.checked]) {
    const met = new Set<string>();
    n.summary?.consumed.forEach((c, i) => {
      // An id listed twice is one unresolved reference, reported at its first entry.
      if (graph.byId.has(c) || met.has(c)) return;
      met.add(c);
      reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
        rule: 'chain-unresolved',
        message: describeUnresolved(c, graph),
      });
    });
  }
}

/** Most refused passports a chain-unresolved message names when none claims the id. */
const MAX_REFUSED_NAMED = 3;

/** Why consumed id `c` resolves nothing: an upstream the audit refuses, or no passport at all. */
function describeUnresolved(c: string, graph: AuditFacts['chain']): string {
  const refused = graph.refusedById.get(c)?.[0];
  if (refused)
    return `consumed passport ${quoteUntrusted(c)} is ${quoteUntrusted(refused.path)}, which exists but cannot be read (see its own finding), so nothing it records was checked; fix that passport, then re-audit.`;
  const unreadable = graph.refused.filter((r) => !r.claimedId);
  if (unreadable.length === 0)
    return `consumed passport ${quoteUntrusted(c)} matches no passport in the repository; commit the upstream passport or fix the id.`;
  const named = unreadable.slice(0, MAX_REFUSED_NAMED).map((r) => quoteUntrusted(r.path));
  const more =
    unreadable.length > named.length ? ` and ${unreadable.length - named.length} more` : '';
  return `consumed passport ${quoteUntrusted(c)} matches no passport that can be read; ${named.join(', ')}${more} exist${unreadable.length === 1 ? 's' : ''} but cannot be read (see ${unreadable.length === 1 ? 'its' : 'their'} own finding${unreadable.length === 1 ? '' : 's'}): if the upstream is one of them, fix it so the audit can read it; otherwise correct the id.`;
}

/**
 * chain-cycle: over the whole graph, once per cyclic component with a checked member. The
 * finding sits on a passport of the printed cycle, at the consumed_passports entry of its
 * back edge, and names both ends of that edge (see {@link chooseBackEdge}).
 */
function checkCycles(facts: AuditFacts, out: RuleOutput): void {
  const { chain: graph } = facts;
  for (const { members, cycle: printed } of graph.cycles()) {
    const member = members.find((m) => graph.checked.has(m));
    if (!member) continue;
    // The component's own cycle may miss every checked passport: go through one instead.
    const cycle = printed.some((n) => graph.checked.has(n))
      ? printed
      : cycleThrough(member, members, facts);
    const { consumer, producer } = chooseBackEdge(facts, cycle);
    const pos = consumer.summary?.consumed.indexOf(producer.id ?? '') ?? -1;
    reportAt(
      out,
      facts.passports,
      consumer,
      pos >= 0 ? `/consumed_passports/${pos}` : '/consumed_passports',
      {
        rule: 'chain-cycle',
        message: `consumed_passports forms a cycle: ${cycle.map((n) => quoteUntrusted(n.id ?? '?')).join(' → ')} (${cycle
          .slice(0, -1)
          .map((n) => quoteUntrusted(n.path))
          .join(
            ', ',
          )}); a passport can only consume work that existed before it. The back edge: ${label(consumer)} consumes ${label(producer)}. Remove it: passport-gate stamp ${quoteUntrusted(consumer.dir)} --drop-consumes ${quoteUntrusted(producer.id ?? '?')}`,
      },
    );
  }
}

/** A cycle [member, …, member] through `member` inside its component (breadth-first, shortest). */
function cycleThrough(
  member: PassportRecord,
  members: readonly PassportRecord[],
  facts: AuditFacts,
): PassportRecord[] {
  const inComponent = new Set(members);
  const next = (n: PassportRecord): PassportRecord[] =>
    (n.summary?.consumed ?? [])
      .map((c) => facts.chain.byId.get(c)?.[0])
      .filter((p): p is PassportRecord => p !== undefined && inComponent.has(p));
  return [member, ...(findPath(next(member), member, next) ?? [member])];
}

/**
 * The edge of a cycle to remove. An edge backed by bytes (an input of the consumer is an
 * output its producer records) is provenance the files confirm; one backed by nothing but the
 * id is the suspect. Among those, a passport can only consume work that existed before it, so
 * an edge whose consumer predates its producer (created_at) comes first; then one whose
 * consumer is checked (the run reports on it).
 */
function chooseBackEdge(
  facts: AuditFacts,
  cycle: readonly PassportRecord[],
): { consumer: PassportRecord; producer: PassportRecord } {
  const edges = cycle
    .slice(0, -1)
    .map((consumer, k) => ({ consumer, producer: cycle[k + 1] as PassportRecord }));
  const rank = (e: { consumer: PassportRecord; producer: PassportRecord }): number =>
    (readsRecordedOutput(facts, e.consumer, e.producer) ? 4 : 0) +
    (timeOf(e.consumer) < timeOf(e.producer) ? 0 : 2) + // NaN compares false
    (facts.chain.checked.has(e.consumer) ? 0 : 1);
  let best = edges[0] as (typeof edges)[number];
  for (const e of edges) if (rank(e) < rank(best)) best = e;
  return best;
}

/**
 * True when an input of `consumer` is, byte for byte, an output `producer` records (same
 * repository-relative path, same sha256). Then the producer was re-stamped after the consumer
 * read it without changing what the consumer read, and the time order says nothing wrong.
 */
function readsRecordedOutput(
  facts: AuditFacts,
  consumer: PassportRecord,
  producer: PassportRecord,
): boolean {
  for (const input of consumer.summary?.inputs ?? []) {
    const rel = facts.paths.relOf(input, consumer.dir);
    if (rel === null || input.sha256 === null) continue;
    if (facts.chain.producersOf(rel, input.sha256).includes(producer)) return true;
  }
  return false;
}

/**
 * True when one of the consumer's inputs is at a path the producer records as an output, with
 * other bytes: the producer ran again after the consumer read it. input-hash-mismatch reports
 * that stale input (the same cause), so chain-time-order does not say it a second time.
 */
function readsReplacedOutput(
  facts: AuditFacts,
  consumer: PassportRecord,
  producer: PassportRecord,
): boolean {
  const outputs = new Set<string>();
  for (const output of producer.summary?.outputs ?? []) {
    const rel = facts.paths.relOf(output, producer.dir);
    if (rel !== null) outputs.add(rel);
  }
  for (const input of consumer.summary?.inputs ?? []) {
    const rel = facts.paths.relOf(input, consumer.dir);
    if (rel !== null && outputs.has(rel)) return true;
  }
  return false;
}

/** A passport's created_at in milliseconds (NaN when absent or unreadable). */
function timeOf(n: PassportRecord): number {
  return Date.parse(n.summary?.createdAt ?? '');
}

/** chain-missing-reference: an input byte-identical to another passport's output it does not consume. */
function checkMissingReferences(facts: AuditFacts, out: RuleOutput): void {
  for (const n of facts.chain.checked) {
    const consumed = new Set(n.summary?.consumed ?? []);
    for (const input of n.summary?.inputs ?? []) {
      const rel = facts.paths.relOf(input, n.dir);
      if (rel === null || input.sha256 === null) continue;
      const producers = facts.chain.producersOf(rel, input.sha256).filter((p) => p !== n);
      if (producers.length === 0 || producers.some((p) => p.id !== null && consumed.has(p.id)))
        continue;
      const producer = producers[0] as PassportRecord;
      reportAt(out, facts.passports, n, `/inputs/${input.index}/path`, {
        rule: 'chain-missing-reference',
        message: `input ${quoteUntrusted(rel)} is the output of passport ${label(producer)}, which consumed_passports does not reference; add ${quoteUntrusted(producer.id ?? '?')} to consumed_passports.`,
      });
    }
  }
}

/**
 * chain-time-order and chain-next-skill, along resolved edges. Each created_at is parsed once,
 * not once per edge (a producer consumed four wide is met four times).
 */
function checkOrderAndHints(facts: AuditFacts, out: RuleOutput): void {
  const parsedTimes = new Map<PassportRecord, number>();
  const timeOf = (node: PassportRecord): number => {
    let t = parsedTimes.get(node);
    if (t === undefined) {
      t = Date.parse(node.summary?.createdAt ?? '');
      parsedTimes.set(node, t);
    }
    return t;
  };
  // A created_at that cannot be ordered is a finding on its passport, once: never a skipped check.
  // One the schema refuses is passport-schema's finding already (docs/rules.md: this rule is for
  // a created_at that passes the schema), not a second one for the same fact.
  const unorderable = new Set<PassportRecord>();
  const reportUnorderable = (node: PassportRecord) => {
    if (unorderable.has(node) || typeof node.summary?.createdAt !== 'string') return;
    unorderable.add(node);
    if (!isSchemaCreatedAt(node.summary.createdAt)) return;
    reportAt(out, facts.passports, node, '/created_at', {
      rule: 'chain-time-unorderable',
      message: `created_at ${quoteUntrusted(node.summary.createdAt)} names no instant the checker can order (a leap second, or a date Date.parse refuses), so chain-time-order cannot be checked on the edges it is part of; edit created_at to the second before or after it (e.g. 23:59:59Z).`,
    });
  };
  for (const n of facts.chain.checked) {
    const met = new Set<string>();
    n.summary?.consumed.forEach((c, i) => {
      // An id listed twice is one edge: its findings once, at its first entry.
      if (met.has(c)) return;
      met.add(c);
      const producer = facts.chain.byId.get(c)?.[0];
      if (!producer?.summary || producer === n) return;
      const consumerTime = timeOf(n);
      const producerTime = timeOf(producer);
      if (Number.isNaN(consumerTime)) reportUnorderable(n);
      if (Number.isNaN(producerTime)) reportUnorderable(producer);
      if (
        Number.isFinite(consumerTime) &&
        Number.isFinite(producerTime) &&
        consumerTime < producerTime &&
        !readsRecordedOutput(facts, n, producer) &&
        !readsReplacedOutput(facts, n, producer)
      ) {
        reportAt(out, facts.passports, n, '/created_at', {
          rule: 'chain-time-order',
          message: `created before its producer ${quoteUntrusted(producer.path)} (${quoteUntrusted(n.summary?.createdAt)} < ${quoteUntrusted(producer.summary.createdAt)}); ${describeOrderFix(facts, n, producer)}`,
        });
      }
      checkNextSkill(facts, n, producer, i, out);
      checkExpectedInputs(facts, n, producer, out);
    });
  }
}

/**
 * The fix of chain-time-order: run the consumer again after its producer (a run record: its
 * recorded command through `passport-gate run`), or drop the edge when it does not consume
 * that producer. Never a bare re-stamp: it would move created_at past the producer's without
 * the step having seen what the producer records now (no printed fix launders).
 */
function describeOrderFix(facts: AuditFacts, n: PassportRecord, producer: PassportRecord): string {
  const again =
    n.summary === null
      ? null
      : rerunCommand(n.summary, n.path, n.dir, (p) => facts.paths.rel(p, n.dir));
  const run =
    again === null
      ? 'run the step again after it and record the run with passport-gate run'
      : `run it again after it, as recorded: ${escapeInvisible(again)}`;
  const drop = escapeInvisible(
    `passport-gate stamp ${shellWord(n.dir)} --drop-consumes ${shellWord(producer.id ?? '?')}`,
  );
  return `${run}; if it does not consume that producer, drop the edge: ${drop}`;
}

/**
 * chain-next-skill: the producer's downstream_hints.next_skills ("slugs of skills that consume
 * this passport's outputs", a required field) leaves out a skill that consumes it; an empty
 * list while a consumer exists leaves out every consumer, and is noted the same way.
 */
function checkNextSkill(
  facts: AuditFacts,
  n: PassportRecord,
  producer: PassportRecord,
  i: number,
  out: RuleOutput,
): void {
  const skill = n.summary?.skill;
  const hints = producer.summary?.nextSkills ?? [];
  if (!skill || hints.includes(skill)) return;
  const named =
    hints.length === 0
      ? 'names no next skills'
      : `names next skills ${hints.map((h) => quoteUntrusted(h)).join(', ')}, not ${quoteUntrusted(skill)}`;
  // restampCommand names the passport by --run-id, so the command holds in a directory of
  // per-sample passports (run --output) too, where a bare `stamp DIR` asks which one.
  const stamp = restampCommand(
    producer.path,
    producer.dir,
    facts.passports.records.filter((p) => p.dir === producer.dir).length,
  );
  const flags = [...hints, skill].map((h) => `--next-skill ${shellWord(h)}`).join(' ');
  reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
    rule: 'chain-next-skill',
    message: `producer ${label(producer)} ${named}; if this skill is meant to consume it, add it there: ${escapeInvisible(stamp === null ? `passport-gate stamp (its directory) ${flags}` : `${stamp} ${flags}`)}`,
  });
}

/**
 * chain-expected-input: the producer's downstream_hints.expected_inputs lists the types its
 * consumers take; an input of this consumer that is one of the producer's outputs (by path)
 * and whose type (the consumer's, else the producer's for that output) is not among them is
 * noted. An absent or empty list gives no hint.
 */
function checkExpectedInputs(
  facts: AuditFacts,
  n: PassportRecord,
  producer: PassportRecord,
  out: RuleOutput,
): void {
  const expected = producer.summary?.expectedInputs ?? null;
  if (expected === null || expected.length === 0) return;
  const produced = new Map<string, string | null>();
  for (const o of producer.summary?.outputs ?? []) {
    const rel = facts.paths.relOf(o, producer.dir);
    if (rel !== null) produced.set(rel, o.type);
  }
  for (const input of n.summary?.inputs ?? []) {
    const rel = facts.paths.relOf(input, n.dir);
    if (rel === null || !produced.has(rel)) continue;
    const type = input.type ?? produced.get(rel) ?? null;
    if (type === null || expected.includes(type)) continue;
    reportAt(
      out,
      facts.passports,
      n,
      `/inputs/${input.index}/${input.type === null ? 'path' : 'type'}`,
      {
        rule: 'chain-expected-input',
        message: `input ${quoteUntrusted(rel)} has type ${quoteUntrusted(type)}, which its producer ${label(producer)} does not list in downstream_hints.expected_inputs (${expected.map((t) => quoteUntrusted(t)).join(', ')}); check that this skill reads that output as intended.`,
      },
    );
  }
}

/** Most reasons one chain-stale message spells out. */
const MAX_STALE_REASONS = 3;

const short = (sha: string | null | undefined) => (sha ? sha.slice(0, 12) : '?');

/** One reason of a stale step, as a clause. */
function describeStaleReason(r: StaleReason): string {
  const via = `${quoteUntrusted(r.via_id ?? '?')} (${quoteUntrusted(r.via_path ?? '?')})`;
  if (r.kind === 'input')
    return r.current_sha256
      ? `input ${quoteUntrusted(r.artifact)} was read at sha256 ${short(r.recorded_sha256)}…, but its producer ${via} records ${short(r.current_sha256)}… now`
      : `input ${quoteUntrusted(r.artifact)} was read at sha256 ${short(r.recorded_sha256)}…, but its producer ${via} no longer records it (renamed, or deleted and re-stamped)`;
  if (r.kind === 'consumed')
    return `it consumes ${via}, whose outputs this change modified, and was not re-stamped since`;
  return `it consumes ${via}, which is stale itself`;
}

/** Where a chain-stale finding points: the input, or the consumed entry, of its first reason. */
function pointStale(facts: AuditFacts, record: PassportRecord, r: StaleReason | undefined): string {
  const summary = record.summary;
  if (!summary || !r) return '/passport_id';
  if (r.kind === 'input') {
    const input = summary.inputs.find(
      (i) => (facts.paths.relOf(i, record.dir) ?? i.path) === r.artifact,
    );
    if (input) return `/inputs/${input.index}/sha256`;
  }
  const i = r.via_id === null ? -1 : summary.consumed.indexOf(r.via_id);
  return i >= 0 ? `/consumed_passports/${i}` : '/passport_id';
}

/**
 * chain-stale: each step of the re-run plan (repo/stale.ts), the diff's stale list, on the
 * stale passport: a consumer whose input its producer no longer records, or one downstream.
 */
function checkStale(facts: AuditFacts, out: RuleOutput): void {
  const stale = facts.listStaleSteps();
  if (stale.length === 0) return;
  const byPath = new Map(facts.passports.records.map((r) => [r.path, r]));
  for (const step of stale) {
    const record = byPath.get(step.path);
    if (!record) continue;
    const shown = step.reasons.slice(0, MAX_STALE_REASONS).map(describeStaleReason);
    const more = step.reasons.length - shown.length;
    reportAt(out, facts.passports, record, pointStale(facts, record, step.reasons[0]), {
      rule: 'chain-stale',
      message: `stale: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. To bring it up to date, ${describeRerun(step, stale.length)}`,
    });
  }
}

/**
 * The outputs two or more passports list, each with its listers (one entry per passport, at the
 * first output naming the path), in the order each path was first listed. Every output of every
 * passport passes here once: one number per path (its first lister), and an object only for a
 * path a second passport lists (workload 2: 20,000 outputs, no object, array or set each).
 * A path the walk listed as a file keeps its first listing in an array indexed by its file id,
 * and each first listing's passport and output index are typed arrays sized once: keyed by path
 * in a map, with arrays grown by `push`, they were 11 MiB of large objects at 100,000 outputs,
 * garbage the clean audit's peak carried (docs/performance.md, "The clean twin's peak").
 * When some passports are not checked (changed mode), only the paths a checked passport lists
 * are kept: no other path can be reported, and the thousands out of scope add no entry.
 */
function findSharedOutputs(
  facts: AuditFacts,
): [string, { record: PassportRecord; index: number }[]][] {
  const records = facts.passports.records;
  const checked = facts.chain.checked;
  let wanted: Set<string> | undefined;
  if (checked.size < records.length) {
    wanted = new Set();
    for (const r of checked)
      for (const o of r.summary?.outputs ?? []) {
        const rel = facts.paths.relOf(o, r.dir);
        if (rel !== null) wanted.add(rel);
      }
  }
  let outputs = 0;
  for (const r of records) outputs += r.summary?.outputs.length ?? 0;
  // A listing's number + 1 by the file's id (0: not listed yet); other paths (missing files,
  // paths through a symlink) by path. Then that listing's passport and output index by number.
  const firstOfFile = new Int32Array(facts.tree.listedCount);
  const firstOfPath = new Map<string, number>();
  const firstRecord = new Int32Array(outputs);
  const firstIndex = new Int32Array(outputs);
  let listed = 0;
  const shared = new Map<
    string,
    { at: number; list: { record: PassportRecord; index: number }[] }
  >();
  // Each output's path by relOf: a path found normal as its passport was read is taken as it
  // is, where rel checked every output's spelling again (node --cpu-prof, workload 2). Loops by
  // index, without a callback per passport nor an iterator per output list.
  for (let k = 0; k < records.length; k++) {
    const r = records[k] as PassportRecord;
    const refs = r.summary?.outputs;
    if (refs === undefined) continue;
    for (let j = 0; j < refs.length; j++) {
      const o = refs[j] as (typeof refs)[number];
      const rel = facts.paths.relOf(o, r.dir);
      if (rel === null || (wanted !== undefined && !wanted.has(rel))) continue;
      const file = facts.tree.fileId(rel);
      const at = file === undefined ? firstOfPath.get(rel) : (firstOfFile[file] as number) - 1;
      if (at === undefined || at < 0) {
        if (file === undefined) firstOfPath.set(rel, listed);
        else firstOfFile[file] = listed + 1;
        firstRecord[listed] = k;
        firstIndex[listed] = o.index;
        listed++;
        continue;
      }
      // The same passport listing a path twice counts once (its outputs come together).
      if (firstRecord[at] === k) continue;
      let entry = shared.get(rel);
      if (entry === undefined) {
        const head = records[firstRecord[at] as number] as PassportRecord;
        entry = { at, list: [{ record: head, index: firstIndex[at] as number }] };
        shared.set(rel, entry);
      }
      if (entry.list[entry.list.length - 1]?.record === r) continue;
      entry.list.push({ record: r, index: o.index });
    }
  }
  return [...shared].sort((a, b) => a[1].at - b[1].at).map(([rel, { list }]) => [rel, list]);
}

/**
 * artifact-multiple-producers: one repository file listed as an output by two (or more)
 * passports the audit reads. Reported on each of them when any is checked (an added passport
 * that claims another's output is in scope), naming the others. The fix names the passport
 * whose directory does not own the file: re-stamping it lists only the files it owns.
 */
function checkMultipleProducers(facts: AuditFacts, out: RuleOutput): void {
  for (const [rel, list] of findSharedOutputs(facts)) {
    if (!list.some((l) => facts.chain.checked.has(l.record))) continue;
    const owner = facts.layout.ownerOf(rel);
    const strangers = list.filter((l) => l.record.dir !== owner).map((l) => l.record);
    const commands = strangers.map((r) =>
      restampCommand(r.path, r.dir, facts.passports.records.filter((q) => q.dir === r.dir).length),
    );
    const fix =
      strangers.length > 0 && strangers.length < list.length && !commands.includes(null)
        ? `${quoteUntrusted(rel)} lies in ${quoteUntrusted(owner ?? '.')}, whose passport lists it; remove it from the outputs[] of ${strangers.map(label).join(', ')}: re-stamping lists only the files a directory owns: ${commands.join(' && ')}`
        : 'keep it in the outputs[] of the one passport whose step wrote it, and remove it from the others (then re-stamp them)';
    for (const { record, index } of list) {
      const others = list.filter((l) => l.record !== record).map((l) => label(l.record));
      reportAt(out, facts.passports, record, `/outputs/${index}/path`, {
        rule: 'artifact-multiple-producers',
        message: `output ${quoteUntrusted(rel)} is also listed as an output by ${others.join(', ')}: two passports cannot both have produced one file, and a consumer would resolve to either. ${fix}.`,
      });
    }
  }
}

/** The output digests a passport records (a set: order and names aside). */
const digestsOf = (outputs: Iterable<{ sha256: string | null }>): Set<string> =>
  new Set([...outputs].map((o) => o.sha256).filter((d): d is string => d !== null));

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * passport-id-reused: a passport_id the base knew on another passport file, with other
 * outputs (by digest: a passport moved with its outputs keeps them), reappearing on this one.
 * Only with a base (a pull request, `audit --base`): the head alone cannot tell a new id from an
 * old one.
 */
function checkReusedIds(facts: AuditFacts, out: RuleOutput): void {
  if (facts.base === null) return;
  const baseById = new Map<string, (typeof facts.base)[number][]>();
  for (const b of facts.base) {
    if (b.id === null) continue;
    const list = baseById.get(b.id);
    if (list) list.push(b);
    else baseById.set(b.id, [b]);
  }
  for (const r of facts.passports.records) {
    if (r.id === null || !r.summary) continue;
    const before = baseById.get(r.id);
    if (!before || before.some((b) => b.path === r.path)) continue;
    const mine = digestsOf(r.summary.outputs);
    const other = before.find((b) => !sameSet(digestsOf(b.outputs.values()), mine));
    if (!other) continue;
    reportAt(out, facts.passports, r, '/passport_id', {
      rule: 'passport-id-reused',
      message: `passport_id ${quoteUntrusted(r.id)} belonged to ${quoteUntrusted(other.path)} at the base, which recorded other outputs; a consumer naming this id would now resolve to different work. Give this passport its own passport_id (and keep the rest of its record): ${describeFreshId(r)}`,
    });
  }
}

/**
 * A fresh passport_id written in place: the record is otherwise kept, so it still vouches only
 * for the bytes it recorded. The fix used to print `rm -- <passport> && passport-gate stamp …`,
 * a first stamp, which would record a hand edit in that directory as the step's output
 * (issue 37: no printed fix launders).
 */
function describeFreshId(r: PassportRecord): string {
  const then = "then name the new id in its consumers' consumed_passports";
  // Asked once: bytes let go of once checked are read again on each ask, null once changed.
  const bytes = r.readBytes();
  const fresh = bytes === null ? null : freshPassportIdCommand(r.path, bytes);
  if (fresh?.command == null)
    return `set "passport_id" in ${quoteUntrusted(r.path)} to a fresh UUIDv4${fresh ? ` (e.g. "${fresh.uuid}")` : ''}, changing nothing else; ${then}.`;
  return `${then} after running this at the repository root, which changes nothing else: ${fresh.command}`;
}

/** An artifact list as a set of "path\0sha256" (order aside), paths as repository-relative. */
function artifactKeys(
  list: readonly { path: string; sha256: string | null }[],
  rel: (raw: string) => string | null,
): Set<string> {
  return new Set(list.map((a) => `${rel(a.path) ?? a.path}\0${a.sha256 ?? ''}`));
}

/**
 * run-record-replaced-by-hand: a passport the base holds as a run record (recorded_by.method
 * "run") that the head holds, at the same path, as a hand record whose inputs (code included)
 * are the base's, byte for byte, and whose outputs are not. The step was not run again (its
 * inputs and code are unchanged), yet what it made changed: the hand record vouches for bytes
 * no run is shown to have made (`stamp --force` over an edited output). Only with a base.
 */
function checkHandReplacedRuns(facts: AuditFacts, out: RuleOutput): void {
  if (facts.base === null) return;
  const baseByPath = new Map(facts.base.map((b) => [b.path, b]));
  for (const r of facts.passports.records) {
    const head = r.summary;
    const before = baseByPath.get(r.path);
    if (!head || !before?.summary || !isRunRecord(before.summary) || isRunRecord(head)) continue;
    const headRel = (raw: string) => facts.paths.rel(raw, r.dir);
    const baseRel = (raw: string) => before.relOf?.(raw) ?? facts.paths.rel(raw, before.dir);
    if (!sameSet(artifactKeys(head.inputs, headRel), artifactKeys(before.summary.inputs, baseRel)))
      continue;
    if (sameSet(artifactKeys(head.outputs, headRel), artifactKeys(before.summary.outputs, baseRel)))
      continue;
    const again = rerunCommand(before.summary, before.path, before.dir, baseRel);
    const rerun =
      again === null
        ? 'run the step again through passport-gate run'
        : `run the step again as the base recorded it: ${escapeInvisible(again)}`;
    reportAt(out, facts.passports, r, '/recorded_by', {
      rule: 'run-record-replaced-by-hand',
      message: `at the base this passport was written by passport-gate run; now it is a hand record with the same inputs and code but other outputs, so its outputs changed without the step being run again, and the hand record vouches for bytes no run made. Restore the base's outputs and passport (git checkout <base> -- ${escapeInvisible(shellWord(r.dir))}), or ${rerun}`,
    });
  }
}
