/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */
import { getRule, SEVERITY_RANK, type RuleId, type Severity } from './rule-registry.js';
import type { ChainGraphExport, Finding } from './report-model.js';

/**
 * A message rendered only when read: what a rule reports by the tens of thousands (one
 * artifact-hash-mismatch per changed file) holds the facts it names, not its text, so the text
 * of 100,000 findings is made a few at a time as the report is written (docs/performance.md,
 * "Findings as compact records"). It must give the same text every time: it reads facts that
 * hold still once the rules have run.
 */
export type LazyMessage = () => string;

/** A finding before severity is applied. Optional fields may be undefined. */
export interface FindingInput {
  rule: RuleId;
  /** The text, or a {@link LazyMessage} rendering it when the finding's `message` is read. */
  message: string | LazyMessage;
  path: string;
  line?: number | undefined;
  column?: number | undefined;
  pointer?: string | undefined;
  passport_id?: string | undefined;
}

/** The text of a finding's message: rendered now when it is a {@link LazyMessage}. */
export function readMessage(message: string | LazyMessage): string {
  return typeof message === 'function' ? message() : message;
}

/** Severity override per rule (from the config's `rules:`). */
export type SeverityOverrides = Readonly<Partial<Record<RuleId, Severity | 'off'>>>;

/**
 * What makes two findings one: every field a report line shows. The audit keeps one finding
 * per key and the merge of shard reports (audit/merge.ts) collapses by the same key, so a
 * fact met twice (a consumed id listed twice meets its producer twice) is one finding in both.
 */
export function findingKey(f: Finding): string {
  return JSON.stringify([
    f.rule,
    f.severity,
    f.path,
    f.line ?? null,
    f.column ?? null,
    f.pointer ?? null,
    f.passport_id ?? null,
    f.message,
  ]);
}

/**
 * What makes two findings with the same message one: {@link findingKey} without the message,
 * made only when two findings share a message (rare: most messages name their path).
 */
const keyBesideMessage = (f: Finding): string =>
  JSON.stringify([
    f.rule,
    f.severity,
    f.path,
    f.line ?? null,
    f.column ?? null,
    f.pointer ?? null,
    f.passport_id ?? null,
  ]);

/**
 * Collects findings, applying severity overrides; one finding per {@link findingKey}.
 *
 * The findings are looked up by their message, the string they already hold, not by a
 * {@link findingKey} string per finding: that key copied every message once more and was kept
 * to the end of the run (docs/performance.md, "Issue 41").
 * Findings that share a message are told apart by {@link keyBesideMessage} in a map of their
 * own, so a message met by many findings (a rule whose message does not name its path) stays
 * one hash lookup per finding, never a scan of the others. A finding whose message is a
 * {@link LazyMessage} keeps no text: it is looked up by its place (path and pointer), and its
 * message is rendered only to tell it from a finding alike in every other field.
 */
export class FindingSink {
  readonly findings: Finding[] = [];
  private readonly byMessage = new Map<string, Finding | Map<string, Finding>>();
  /** Findings with a lazy message, by path and then pointer ('' for none). */
  private readonly byPlace = new Map<string, Map<string, Finding | Finding[]>>();
  /** The rules of the findings with text, and of those with a lazy message. */
  private readonly eagerRules = new Set<RuleId>();
  private readonly lazyRules = new Set<RuleId>();
  constructor(private readonly overrides: SeverityOverrides = {}) {}

  /** Adds one finding (dropped when its rule is turned off, or when it was already added). */
  add(input: FindingInput): void {
    const severity = this.overrides[input.rule] ?? getRule(input.rule).defaultSeverity;
    if (severity === 'off') return;
    const lazy = typeof input.message === 'function' ? input.message : null;
    const finding = { rule: input.rule, severity } as Finding;
    if (lazy === null) finding.message = input.message as string;
    else defineLazyMessage(finding, lazy);
    finding.path = input.path;
    if (input.line !== undefined) finding.line = input.line;
    if (input.column !== undefined) finding.column = input.column;
    if (input.pointer !== undefined) finding.pointer = input.pointer;
    if (input.passport_id !== undefined) finding.passport_id = input.passport_id;
    if (!(lazy === null ? this.isNewEager(finding) : this.isNewLazy(finding))) return;
    this.findings.push(finding);
  }

  /** Adds many findings. */
  addAll(inputs: Iterable<FindingInput>): void {
    for (const i of inputs) this.add(i);
  }

  /**
   * Remembers a finding whose message is text and says whether no finding of the same
   * {@link findingKey} came before: among those with text, by its message; among those
   * rendered lazily (only for a rule some of them have), at its place.
   */
  private isNewEager(finding: Finding): boolean {
    if (this.lazyRules.has(finding.rule) && this.findAtPlace(finding, finding.message))
      return false;
    this.eagerRules.add(finding.rule);
    const seen = this.byMessage.get(finding.message);
    if (seen === undefined) {
      this.byMessage.set(finding.message, finding);
      return true;
    }
    const key = keyBesideMessage(finding);
    if (!(seen instanceof Map)) {
      if (keyBesideMessage(seen) === key) return false;
      this.byMessage.set(
        finding.message,
        new Map([
          [keyBesideMessage(seen), seen],
          [key, finding],
        ]),
      );
      return true;
    }
    if (seen.has(key)) return false;
    seen.set(key, finding);
    return true;
  }

  /**
   * Remembers a finding whose message is rendered lazily and says whether no finding of the
   * same {@link findingKey} came before. It is kept by its place (path, then pointer), not by its
   * text, so no text stays behind; a message is rendered only to compare it with a finding
   * alike in every other field, or (for a rule that also reports text) to look the text up.
   */
  private isNewLazy(finding: Finding): boolean {
    if (this.eagerRules.has(finding.rule)) {
      const text = finding.message;
      const seen = this.byMessage.get(text);
      if (seen !== undefined) {
        const key = keyBesideMessage(finding);
        if (seen instanceof Map ? seen.has(key) : keyBesideMessage(seen) === key) return false;
      }
      if (this.findAtPlace(finding, text)) return false;
    } else if (this.findAtPlace(finding, null)) return false;
    this.lazyRules.add(finding.rule);
    const pointer = finding.pointer ?? '';
    let byPointer = this.byPlace.get(finding.path);
    if (byPointer === undefined) {
      byPointer = new Map();
      this.byPlace.set(finding.path, byPointer);
    }
    const there = byPointer.get(pointer);
    if (there === undefined) byPointer.set(pointer, finding);
    else if (Array.isArray(there)) there.push(finding);
    else byPointer.set(pointer, [there, finding]);
    return true;
  }

  /**
   * Whether a lazily rendered finding at `finding`'s place has its {@link findingKey}; `text` is
   * its message when already rendered (null: rendered only if a finding there is alike in every
   * other field).
   */
  private findAtPlace(finding: Finding, text: string | null): boolean {
    const there = this.byPlace.get(finding.path)?.get(finding.pointer ?? '');
    if (there === undefined) return false;
    for (const other of Array.isArray(there) ? there : [there]) {
      if (
        other.rule === finding.rule &&
        other.severity === finding.severity &&
        other.line === finding.line &&
        other.column === finding.column &&
        other.pointer === finding.pointer &&
        other.passport_id === finding.passport_id &&
        other.message === (text ?? finding.message)
      )
        return true;
    }
    return false;
  }
}

/** Where a finding with a lazy message keeps its {@link LazyMessage} (not enumerable: no report shows it). */
const RENDER = Symbol('render');

/** The `message` of a finding whose message is lazy: one getter for every such finding. */
const lazyMessageAccessor: PropertyDescriptor = {
  get(this: { [RENDER]: LazyMessage }): string {
    return this[RENDER]();
  },
  // An assignment makes it text, as on any other finding.
  set(this: Finding, text: string): void {
    Object.defineProperty(this, 'message', {
      value: text,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  },
  enumerable: true,
  configurable: true,
};

/**
 * Gives `finding` a `message` read through `render`: an own, enumerable property in the place a
 * text message has (after `severity`), so a report, a spread, `Object.keys` and a comparison see
 * the same finding as one with its text; only the text is not kept.
 */
function defineLazyMessage(finding: Finding, render: LazyMessage): void {
  Object.defineProperty(finding, RENDER, { value: render });
  Object.defineProperty(finding, 'message', lazyMessageAccessor);
}

/**
 * Orders findings along the chain, then by path, then line, then severity (most severe first),
 * then rule: stable output for diffs. `depthOf` gives a directory's depth in the
 * consumed_passports graph (0 for a producer nothing feeds; see {@link describeChainDepths}),
 * so a root cause upstream is read before the consumers it breaks, whatever the directories'
 * names; run-level findings (no path) come first. Without it: by path alone.
 */
export function sortFindings(
  findings: Finding[],
  depthOf: (dir: string) => number = () => 0,
): Finding[] {
  const depth = (f: Finding) => (f.path === '' ? -1 : depthOf(dirnameOf(f.path)));
  return findings.sort(
    (a, b) =>
      depth(a) - depth(b) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

const dirnameOf = (rel: string): string => {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '.' : rel.slice(0, i);
};

/**
 * Each passport directory's depth along the report's consumed_passports graph (a producer
 * nothing feeds: 0; a consumer: one more than its deepest producer; an edge on a cycle is not
 * followed twice), for {@link sortFindings}. Read from the report's graph, so an audit and the
 * merge of its shard reports order alike. A directory not in the graph: 0.
 */
export function describeChainDepths(graph: ChainGraphExport): (dir: string) => number {
  const producers = new Map<string, string[]>();
  for (const e of graph.edges) {
    const list = producers.get(e.from);
    if (list) list.push(e.to);
    else producers.set(e.from, [e.to]);
  }
  const depths = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOfId = (id: string): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    let d = 0;
    for (const p of producers.get(id) ?? []) d = Math.max(d, depthOfId(p) + 1);
    visiting.delete(id);
    depths.set(id, d);
    return d;
  };
  const byDir = new Map<string, number>();
  for (const n of graph.nodes) {
    if (n.path === null) continue;
    const dir = dirnameOf(n.path);
    byDir.set(dir, Math.max(byDir.get(dir) ?? 0, depthOfId(n.id)));
  }
  return (dir) => byDir.get(dir) ?? 0;
}

/** Counts findings by severity. */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}
