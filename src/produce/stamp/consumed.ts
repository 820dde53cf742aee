/**
 * The passports a stamped passport consumes: the ones given with `--consumes`
 * (or those recorded before), and always the producers of its inputs, found in
 * the chain index exactly as chain-missing-reference looks for them (same
 * repository-relative path, same sha256), so the audit finds the reference it
 * expects. A consumed passport that would close a cycle back to this one is
 * refused (util/digraph.ts).
 */
import { findPath } from '../../util/digraph.js';
import { checkRelativePath, relativeDirname } from '../../util/relative-path.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import { foldPassportId } from '../../formats/passport.js';
import type { ChainIndex } from '../../repo/chain.js';
import type { LoadedPassport } from '../load-passports.js';
import type { Passport } from '../../core/passport.js';
import type { StampOptions } from './options.js';
import { refuse, StampError } from './refusal.js';
import { failedSteps } from './target.js';
import type { StampArtifacts } from './artifacts.js';

/** A UUID (any version): how `consumes` tells an id from a path. */
export const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** What the consumed step needs. */
export interface ConsumedInput {
  options: StampOptions;
  /** Every passport of the repository, indexed (repo/chain.ts). */
  chain: ChainIndex<LoadedPassport>;
  /** The passport file being written. */
  passportPath: string;
  /** The passport being refreshed, read; null for a new one. */
  previous: Passport | null;
  artifacts: Pick<StampArtifacts, 'inputDigests' | 'sourced'>;
  notes: string[];
  /** What the audit would fail (an input without provenance), said before it is written. */
  warnings?: string[];
}

/** The consumed_passports of the stamped passport, in order, each once. */
export function resolveConsumedPassports(input: ConsumedInput): string[] {
  const { options, chain, notes } = input;
  const others = chain.nodes.filter((p) => p.path !== input.passportPath);
  const consumed: string[] = [];
  // Ids compare as UUIDs, ignoring case (formats/passport.ts foldPassportId): each once, folded.
  const addConsumed = (raw: string) => {
    const id = foldPassportId(raw);
    if (!consumed.includes(id)) consumed.push(id);
  };
  const given = options.consumes !== undefined;
  if (given) {
    for (const id of resolveRefs(options.consumes ?? [], others, chain, '--consumes'))
      addConsumed(id);
  } else {
    for (const c of input.previous?.consumed ?? []) addConsumed(c);
  }
  const dropped = dropConsumed(input, others, consumed);
  const before = new Set(consumed);
  addProducers(input, others, consumed, addConsumed, dropped);
  const found = consumed.filter((c) => !before.has(c));
  if (!given) replaceDeadIds(input, consumed, found);
  for (const c of consumed) {
    const producer = chain.byId.get(c)?.[0];
    const failed = failedSteps(producer?.summary);
    if (producer && failed.length > 0) {
      notes.push(
        `consumed passport ${quoteUntrusted(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`,
      );
    }
  }
  return consumed;
}

/** Resolves --consumes (or --drop-consumes) references to ids; refuses when any cannot be. */
function resolveRefs(
  refs: readonly string[],
  others: readonly LoadedPassport[],
  chain: ChainIndex<LoadedPassport>,
  flag: string,
  { deadIdsAllowed = false } = {},
): string[] {
  const ids: string[] = [];
  const unresolved: string[] = [];
  for (const ref of refs) {
    // A dead id names no passport any more: dropping it is what the flag is for.
    if (deadIdsAllowed && UUID_PATTERN.test(ref)) {
      ids.push(foldPassportId(ref));
      continue;
    }
    const found = resolveConsumed(ref, others, chain.byId);
    if (found.ok) ids.push(found.id);
    else unresolved.push(found.problem);
  }
  if (unresolved.length > 0) {
    refuse(
      `cannot resolve ${flag}:`,
      unresolved,
      'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.',
    );
  }
  return ids;
}

/** Removes the --drop-consumes ids from `consumed` (in place); returns them. */
function dropConsumed(
  input: ConsumedInput,
  others: readonly LoadedPassport[],
  consumed: string[],
): ReadonlySet<string> {
  const refs = input.options.dropConsumes ?? [];
  const dropped = new Set(
    resolveRefs(refs, others, input.chain, '--drop-consumes', { deadIdsAllowed: true }),
  );
  for (const id of dropped) {
    const at = consumed.indexOf(id);
    if (at >= 0) consumed.splice(at, 1);
    else
      input.notes.push(
        `--drop-consumes ${quoteUntrusted(id)}: not in consumed_passports, nothing to drop.`,
      );
  }
  return dropped;
}

/**
 * Recorded consumed ids that match no passport any more (the upstream passport was deleted
 * or recreated with a new id). When the inputs resolved to a producer not recorded before,
 * that producer replaces them; otherwise stamping is refused with the command that drops
 * them, since writing them again would only hand the audit a chain-unresolved to report.
 */
function replaceDeadIds(input: ConsumedInput, consumed: string[], found: readonly string[]): void {
  const dead = consumed.filter((c) => !input.chain.byId.has(c));
  if (dead.length === 0) return;
  if (found.length > 0) {
    for (const id of dead) consumed.splice(consumed.indexOf(id), 1);
    input.notes.push(
      `replaced consumed passport(s) ${dead.map((d) => quoteUntrusted(d)).join(', ')}, which match no passport any more, by ${found.map((f) => quoteUntrusted(f)).join(', ')}, the producer(s) of its inputs now.`,
    );
    return;
  }
  const unreadable = input.chain.nodes.filter((p) => p.id === null).map((p) => p.path);
  const dir = relativeDirname(input.passportPath);
  refuse(
    `${quoteUntrusted(input.passportPath)} consumes passport(s) that match no passport in the repository:`,
    dead.map((d) => quoteUntrusted(d)),
    `Nothing was written.${
      unreadable.length > 0
        ? ` ${unreadable.length} passport(s) cannot be read (${unreadable
            .slice(0, 3)
            .map((u) => quoteUntrusted(u))
            .join(', ')}): if the upstream is one of them, fix it and stamp again.`
        : ''
    } If the upstream passport was deleted or recreated, drop the old id: passport-gate stamp ${quoteUntrusted(dir)} ${dead
      .map((d) => `--drop-consumes ${d}`)
      .join(' ')}`,
  );
}

/**
 * The producers of the inputs: same repository-relative path and same sha256 in their
 * outputs, exactly what chain-missing-reference compares. An input without one gets a note.
 */
function addProducers(
  input: ConsumedInput,
  others: readonly LoadedPassport[],
  consumed: readonly string[],
  addConsumed: (id: string) => void,
  dropped: ReadonlySet<string>,
): void {
  const { notes } = input;
  for (const [rel, sha] of input.artifacts.inputDigests) {
    const producers = input.chain
      .producersOf(rel, sha)
      .filter((p) => p.path !== input.passportPath);
    for (const producer of producers) {
      if (producer.id === null) continue;
      if (dropped.has(producer.id)) {
        refuse(
          `cannot drop ${quoteUntrusted(producer.id)}:`,
          [`input ${quoteUntrusted(rel)} is an output of ${quoteUntrusted(producer.path)}`],
          'Nothing was written. A passport consumes the producers of its inputs: give the inputs without that one (--input …) to drop it.',
        );
      }
      if (!consumed.includes(producer.id)) {
        notes.push(
          `input ${quoteUntrusted(rel)} was produced by ${quoteUntrusted(producer.path)}; consuming ${quoteUntrusted(producer.id)}.`,
        );
      }
      addConsumed(producer.id);
    }
    if (producers.length > 0) continue;
    // The handoff protocol: B looks for a passport beside its input.
    const beside = others.filter((p) => p.dir === relativeDirname(rel));
    if (beside.length > 0) {
      notes.push(
        `input ${quoteUntrusted(rel)} sits beside ${quoteUntrusted(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`,
      );
    } else if (!input.artifacts.sourced.has(rel)) {
      (input.warnings ?? notes).push(
        `input ${quoteUntrusted(rel)} has no producing passport and no verifiable source, so the audit fails it (input-unprovenanced); cite its origin with --source ${quoteUntrusted(rel)}=… (an accession, a DOI, a URL with " (retrieved YYYY-MM-DD)").`,
      );
    }
  }
}

/**
 * Refuses consumed passports that would close a cycle back to the passport being refreshed
 * (its recorded id): a passport can only consume work that existed before it.
 */
export function checkNoCycle(
  previous: Passport | null,
  consumed: readonly string[],
  chain: ChainIndex<LoadedPassport>,
  dir: string,
): void {
  const previousId = previous?.id ?? undefined;
  if (previousId === undefined || consumed.length === 0) return;
  const cycle = findPath(
    consumed,
    previousId,
    (id) => chain.byId.get(id)?.[0]?.summary?.consumed ?? [],
  );
  if (cycle) {
    throw new StampError(
      `consuming ${cycle.map((id) => quoteUntrusted(id)).join(' → ')} would close a cycle back to this passport (${quoteUntrusted(previousId)}); a passport can only consume work that existed before it. Nothing was written. Drop the edge: passport-gate stamp ${quoteUntrusted(dir)} --drop-consumes ${quoteUntrusted(cycle[0])}`,
    );
  }
}

/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(
  ref: string,
  candidates: readonly LoadedPassport[],
  byId: ReadonlyMap<string, readonly LoadedPassport[]>,
): { ok: true; id: string } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false, problem }) as const;
  if (UUID_PATTERN.test(ref)) {
    const id = foldPassportId(ref);
    return byId.has(id)
      ? { ok: true, id }
      : fail(`${quoteUntrusted(ref)} matches no passport_id in the repository`);
  }
  const checked = checkRelativePath(ref.replace(/^\.\//, ''));
  if (!checked.ok) return fail(`${quoteUntrusted(ref)} is not a path inside the repository`);
  const byPath = candidates.find((p) => p.path === checked.rel);
  const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
  if (found.length === 0)
    return fail(
      `${quoteUntrusted(ref)} is neither a passport_id nor a passport or a directory holding one`,
    );
  if (found.length > 1)
    return fail(
      `${quoteUntrusted(ref)} holds ${found.length} passports; name the *.passport.json file`,
    );
  const id = found[0]?.id;
  if (id === null || id === undefined)
    return fail(`${quoteUntrusted(found[0]?.path)} has no readable passport_id`);
  return { ok: true, id };
}
