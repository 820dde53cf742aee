/**
 * File access: every file a passport or a handoff document names can be
 * reached and read safely, under one unambiguous name. A path that leaves the
 * root (lexically, or through a symlink), a file that is missing or cannot be
 * read (a FIFO, a directory, one that changed while hashed), and two names
 * that are one file on some file systems are reported here, whichever
 * document named them.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { FoldedPaths, foldsToItself, type FoldedEntry } from '../../util/folded-paths.js';
import { PATH_REFUSAL_TEXT } from '../../util/relative-path.js';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, hasInvisibleCharacters, quoteUntrusted } from '../../util/untrusted.js';
import { rerunCommand, STEP_COMMAND_PLACEHOLDER } from '../../repo/rerun-command.js';
import { isRunRecord, withInputs } from '../../core/passport.js';
import type { ArtifactRef } from '../../core/passport.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { ArtifactListing, PlanRows } from '../../repo/plan.js';
import { describeRerun, findRenamed, toStaleNode } from '../../repo/stale.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';
import { reportAt } from './types.js';

export const fileAccess: RuleFamily<DigestFacts> = {
  name: 'file-access',
  emits: listFamilyRules('file-access'),
  wholeRun: false,
  async check(facts, out) {
    reportUnreadablePassports(facts, out);
    facts.plan.listings.forEach((listing) => reportListing(listing, facts, out));
    await reportInvisibleNames(facts, out);
    reportUnreadableArtifacts(facts, out);
    reportFoldedNames(facts, out);
    reportHandoffsOutsideRoot(facts, out);
  },
};

/**
 * path-ambiguous on a file of an output directory in scope whose path holds invisible or
 * bidirectional control characters: the rule is about every path, not only those a passport
 * lists (a listed one is reported at its listing, above). Once per name: the shallowest
 * directory or file whose name holds them (a directory of a hundred such files is one
 * finding). A file git ignores is no part of the commit, as for artifact-unlisted; git is asked
 * only when something would be reported.
 */
async function reportInvisibleNames(
  { scope, layout, tree, plan, ignored }: DigestFacts,
  out: RuleOutput,
): Promise<void> {
  const listedInvisible = new Set<string>();
  plan.listings.forEach((l) => {
    if (l.invisible && l.rel !== null) listedInvisible.add(l.rel);
  });
  const offending: string[] = [];
  for (const dir of [...scope.dirs].sort())
    for (const file of layout.ownedFiles(dir)) {
      const rel = tree.relOf(file);
      if (hasInvisibleCharacters(rel) && !listedInvisible.has(rel)) offending.push(rel);
    }
  if (offending.length === 0) return;
  const skip = ignored ? await ignored(offending) : new Set<string>();
  const named = new Set<string>();
  for (const rel of offending) {
    if (skip.has(rel)) continue;
    const parts = rel.split('/');
    const depth = parts.findIndex((part) => hasInvisibleCharacters(part));
    const name = parts.slice(0, depth + 1).join('/');
    if (named.has(name)) continue;
    named.add(name);
    const what = name === rel ? 'file' : 'directory';
    out.report({
      rule: 'path-ambiguous',
      path: name,
      message: `${what} name ${quoteUntrusted(name)} contains invisible or bidirectional control characters, so it reads otherwise than it is; rename it.`,
    });
  }
}

/** A passport in scope that could not be read (one over the size cap is passport-document's). */
function reportUnreadablePassports({ scope }: DigestFacts, out: RuleOutput): void {
  for (const r of scope.passports) {
    if (!r.problem || r.problem.reason === 'too-large') continue;
    out.report({
      rule: r.problem.reason === 'outside-root' ? 'path-outside-root' : 'artifact-unreadable',
      path: r.path,
      message: `the passport ${r.problem.detail}; replace it with a regular JSON file.`,
    });
  }
}

/** One listed artifact: a refused path, invisible characters in it, a missing output. */
function reportListing(listing: ArtifactListing, facts: DigestFacts, out: RuleOutput): void {
  const { record, kind, ref, refusal } = listing;
  const respelt = listing.rel !== null && (ref.path.includes('\\') || ref.path.endsWith('/'));
  if (refusal === null && !listing.invisible && !respelt) return;
  const pointer = `/${kind}/${ref.index}/path`;
  const label = kind.slice(0, -1);
  if (listing.invisible) {
    reportAt(out, facts.passports, record, pointer, {
      rule: 'path-ambiguous',
      message: `${label} path ${quoteUntrusted(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
    });
  }
  if (respelt) {
    // Read as the gate reads it (a separator; without the slash), but never silently.
    const why = ref.path.includes('\\')
      ? 'holds a backslash: a separator on Windows, part of the file name on Linux and macOS'
      : 'ends with "/", which names a directory';
    reportAt(out, facts.passports, record, pointer, {
      rule: 'path-ambiguous',
      message: `${label} path ${quoteUntrusted(ref.path)} ${why}; it was read as ${quoteUntrusted(listing.rel)}. Write that path, with "/" between directories and none at the end.`,
    });
  }
  if (refusal === null) return;
  // An empty path or one holding NUL names no file at all: the schema finding says so alone.
  if (ref.path.length === 0 || ref.path.includes('\0')) return;
  if (refusal !== 'missing') {
    reportAt(out, facts.passports, record, pointer, {
      rule: 'path-outside-root',
      message: `${label} path ${quoteUntrusted(ref.path)}: ${PATH_REFUSAL_TEXT[refusal]}. It was not read.`,
    });
  } else if (kind === 'outputs') {
    reportAt(out, facts.passports, record, pointer, {
      rule: 'artifact-missing',
      message: `output ${quoteUntrusted(listing.rel)} does not exist. ${describeMissingOutputFix(listing.rel ?? ref.path, record, facts)}`,
    });
  } else if (listing.rel !== null) reportMissingInput(listing.record, listing.rel, ref, facts, out);
}

/**
 * The fix of a missing output: restore it, or run the step again (its record then lists what
 * it writes). Never "remove it from outputs[] and re-stamp": a record that drops an output no
 * step was seen not making is untrue, and stamp refuses it (issue 37, no printed fix launders).
 * The re-run comes last, so the line ends with the command to copy.
 */
function describeMissingOutputFix(rel: string, record: PassportRecord, facts: DigestFacts): string {
  const restore = escapeInvisible(`git checkout -- ${shellWord(rel)}`);
  return `Restore it (${restore}; a file never committed: commit it from where the step made it), or, if it was lost or the step no longer makes it, run the step again (its record then lists what it writes) ${describeSameRun(record, facts)}.`;
}

/**
 * input-missing: a repository input that is not there. Its upstream is named when one is
 * known: the re-run plan's producer (the base's, when the run has a base), else a passport
 * listing the path as an output now (then its own artifact-missing says so too). The fix is
 * the re-run plan's command: naming the inputs as they are now, since a refresh keeps a
 * missing input's recorded digest.
 */
function reportMissingInput(
  record: PassportRecord,
  rel: string,
  ref: ArtifactRef,
  facts: DigestFacts,
  out: RuleOutput,
): void {
  const stale = facts.listStaleSteps();
  const step = stale.find((s) => s.path === record.path);
  const reason = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel);
  const producers = facts.passports.records.filter(
    (r) =>
      r !== record &&
      r.summary?.outputs.some((o) => (facts.paths.relOf(o, r.dir) ?? o.path) === rel),
  );
  // Data kept outside git (a FASTQ with its accession in `source`) may be absent from the
  // checkout; an input some passport produces, or one with no origin at all, is gone.
  if (!reason && producers.length === 0 && ref.source !== null) return;
  const named = (path: string | null, id: string | null) =>
    `${quoteUntrusted(id ?? '?')} (${quoteUntrusted(path ?? '?')})`;
  let why: string;
  let fix: string;
  if (reason && step) {
    why = `its upstream ${named(reason.via_path, reason.via_id)} recorded it, and no longer does (renamed, or deleted and re-stamped)`;
    fix = describeRerun(step, stale.length);
  } else if (producers[0]) {
    const p = producers[0];
    why = `its upstream ${named(p.path, p.id)} records it as an output, which is missing there too`;
    fix = `restore it (see that passport's artifact-missing), or re-run that step and then this one`;
  } else if (isIntermediate(record, rel, facts) && !findRenamedInput(record, ref, facts)) {
    // A file of an output directory no passport lists now: its step failed or lost it. The
    // data is the pipeline's own, so the fix keeps the input (dropping it would record a step
    // that read less than it did) and runs the step that writes it first.
    const owner = facts.layout.ownerOf(rel) as string;
    why = `it lies in the output directory ${quoteUntrusted(owner)}, whose passport no longer lists it (its step failed, or lost it)`;
    fix = `run the step that writes it again first (see that passport's findings), then this step, keeping this input, ${describeSameRun(record, facts)}`;
  } else {
    // A renamed output: a passport it consumes records the recorded bytes under another name.
    const renamed = findRenamedInput(record, ref, facts);
    why = renamed
      ? `no passport records it as an output; its upstream ${named(renamed.by.path, renamed.by.id)} records the same bytes as ${quoteUntrusted(renamed.path)} now (renamed)`
      : 'no passport records it as an output';
    fix = `${renamed ? 'run the step again on the renamed file' : 'restore it, or run the step again without it'} ${describeInputsCommand(record, rel, renamed?.path ?? null, facts)}`;
  }
  reportAt(out, facts.passports, record, `/inputs/${ref.index}/path`, {
    rule: 'input-missing',
    message: `input ${quoteUntrusted(rel)} does not exist: ${why}. The passport records bytes nobody can check; ${fix}.`,
  });
}

/** The output of a passport `record` consumes that holds the bytes `ref` records, if any. */
function findRenamedInput(
  record: PassportRecord,
  ref: ArtifactRef,
  facts: DigestFacts,
): { path: string; by: PassportRecord } | null {
  if (ref.sha256 === null) return null;
  const digests = new Set([ref.sha256]);
  for (const c of record.summary?.consumed ?? []) {
    for (const by of facts.passports.byId.get(c) ?? []) {
      if (by === record) continue;
      const node = toStaleNode(by.path, by.summary, (raw, dir) => facts.paths.rel(raw, dir) ?? raw);
      const path = findRenamed([node], digests);
      if (path !== null) return { path, by };
    }
  }
  return null;
}

/** True when `rel` lies in an output directory other than `record`'s own: a pipeline intermediate. */
function isIntermediate(record: PassportRecord, rel: string, facts: DigestFacts): boolean {
  const owner = facts.layout.ownerOf(rel);
  return owner !== null && owner !== record.dir;
}

/**
 * The step of `record` run again with every input it recorded, through `passport-gate run`: a
 * run record's recorded command, a hand record's inputs with a placeholder for its command.
 */
function describeSameRun(record: PassportRecord, facts: DigestFacts): string {
  return describeRunWith(record, new Map(), facts, 'every input it read');
}

/**
 * The step of `record` run again through `passport-gate run` on the inputs it reads now: `gone`
 * under its new name `renamed`, or left out (null). Never a re-stamp: the outputs were made
 * from the old input, and a re-stamp naming the new one would vouch for a run that never was.
 */
function describeInputsCommand(
  record: PassportRecord,
  gone: string,
  renamed: string | null,
  facts: DigestFacts,
): string {
  return describeRunWith(record, new Map([[gone, renamed]]), facts, 'each input it reads now');
}

/** {@link describeSameRun} and {@link describeInputsCommand}: `through passport-gate run…`. */
function describeRunWith(
  record: PassportRecord,
  gone: ReadonlyMap<string, string | null>,
  facts: DigestFacts,
  inputs: string,
): string {
  const summary = record.summary;
  const rel = (p: string) => facts.paths.rel(p, record.dir);
  const hand = summary !== null && !isRunRecord(summary);
  const command =
    summary === null
      ? null
      : rerunCommand(
          hand
            ? withInputs(
                summary,
                summary.inputs.filter((i) => i.external || gone.get(rel(i.path) ?? '') !== null),
              )
            : summary,
          record.path,
          record.dir,
          (p) => {
            const r = rel(p);
            return r !== null && gone.has(r) ? (gone.get(r) ?? null) : r;
          },
          true,
        );
  if (command === null)
    return `through passport-gate run ${quoteUntrusted(record.dir)} with --input for ${inputs}`;
  const fill = hand
    ? ` (put the step's own command for '${STEP_COMMAND_PLACEHOLDER}': a hand record names none)`
    : '';
  return `through passport-gate run${fill}: ${escapeInvisible(command)}`;
}

/** An artifact that could not be hashed: missing (an input may be absent), or unreadable. */
function reportUnreadableArtifacts(facts: DigestFacts, out: RuleOutput) {
  const { plan, digests, passports } = facts;
  plan.checks.forEach((check) => {
    const outcome = digests.outcome(check.file);
    if (outcome.ok) return;
    const { record, kind, ref } = check;
    // Gone between the walk and the read: as missing as one the walk never saw.
    if (outcome.reason === 'missing' && kind === 'inputs') {
      reportMissingInput(record, check.rel, ref, facts, out);
      return;
    }
    reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
      rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
      message: `${kind === 'outputs' ? 'output' : 'input'} ${quoteUntrusted(check.rel)} ${outcome.detail}; it was not verified.`,
    });
  });
}

/**
 * Names that are one on a case-folding or normalizing file system (macOS, Windows): across
 * every output directory (so `results/data/` and `results/Data/` are found, once, as
 * directories), and between a path a passport lists and a file that exists. In changed mode
 * the files of the directories in scope meet every output directory's name, so a change that
 * adds one spelling of a directory meets the other; a collision of two such names is reported by the run whose
 * part holds the first output directory (in path order) of the scope it touches, so merged
 * shards report it once. One involving a listed path that is no such file is reported on each
 * passport listing it, at the path.
 */
function reportFoldedNames({ scope, layout, tree, plan, passports }: DigestFacts, out: RuleOutput) {
  // Changed mode: the files of the directories in scope, and the name of every other output
  // directory (what a new spelling of a directory meets), not the files of all of them.
  const everything = scope.mode === 'all';
  const needsFiles = listDirectoriesWithFilesAsked({ scope, layout, plan });
  // The usual tree: no name folds away, so no pair exists and the index is not built (its map
  // of every name, and the owner of every passport, were 15-48 ms of changed mode; issue 41).
  if (!hasNameFoldingAway({ scope, layout, tree, plan }, everything, needsFiles)) return;
  const names = new FoldedPaths<ArtifactListing>();
  const tagOf = (owner: string | null) =>
    owner !== null && scope.fullDirs.has(owner) ? owner : undefined;
  for (const dir of layout.outputDirs) {
    const tag = tagOf(dir);
    if (!everything && tag === undefined) {
      names.add(dir);
      continue;
    }
    const files = layout.ownedFiles(dir);
    // Another shard's directory: its name and tag stand for its files (see below).
    if (needsFiles !== undefined && !needsFiles.has(dir)) {
      if (files.length > 0) names.add(dir, tag);
      continue;
    }
    for (const file of files) names.add(tree.relOf(file), tag);
  }
  for (const p of layout.passportPaths) {
    const tag = tagOf(layout.ownerOf(p));
    if (everything || tag !== undefined) names.add(p, tag);
  }
  plan.listings.forEach((listing) => {
    if (listing.rel !== null && !names.has(listing.rel)) names.add(listing.rel, undefined, listing);
  });
  const collisions = names.collisions();
  const listingsUnder = indexListingsUnder(
    plan.listings,
    collisions.map(({ first, later }) => (later.data ? later : first.data ? first : null)),
  );
  for (const { first, later } of collisions) {
    const listed = later.data ? later : first.data ? first : null;
    if (listed === null) {
      const owners = [first.tag, later.tag].filter((t): t is string => t !== undefined).sort();
      if (owners[0] === undefined || !scope.dirs.has(owners[0])) continue;
      out.report({
        rule: 'path-ambiguous',
        path: later.path,
        message: `${quoteUntrusted(later.path)} and ${quoteUntrusted(first.path)} differ only by case or Unicode normalization; on macOS and Windows checkouts they are one file or directory. Rename one.`,
      });
      continue;
    }
    const other = listed === later ? first : later;
    for (const listing of listingsUnder.get(listed.path) ?? [])
      reportListedCollision(listing, listed.path, other, passports, out);
  }
}

/**
 * True when some path {@link reportFoldedNames} would add has a name that does not fold to
 * itself (a capital, a character outside printable ASCII): without one, its index would hold
 * no pair. Asks the paths it adds (every passport path, a superset of those it adds, so no
 * owner is looked up), the cheap ones first and stopping at the first such name.
 */
function hasNameFoldingAway(
  { scope, layout, tree, plan }: Pick<DigestFacts, 'scope' | 'layout' | 'tree' | 'plan'>,
  everything: boolean,
  needsFiles: ReadonlySet<string> | undefined,
): boolean {
  for (const dir of layout.outputDirs) if (!foldsToItself(dir)) return true;
  for (const p of layout.passportPaths) if (!foldsToItself(p)) return true;
  let listed = false;
  plan.listings.forEach((listing) => {
    if (!listed && listing.rel !== null && !foldsToItself(listing.rel)) listed = true;
  });
  if (listed) return true;
  for (const dir of layout.outputDirs) {
    // As reportFoldedNames: files only of a directory in scope (all, in --all) that are asked.
    if (!everything && !scope.fullDirs.has(dir)) continue;
    if (needsFiles !== undefined && !needsFiles.has(dir)) continue;
    for (const file of layout.ownedFiles(dir)) if (!foldsToItself(tree.relOf(file))) return true;
  }
  return false;
}

/**
 * A shard's output directories whose files {@link reportFoldedNames} must add (undefined: all
 * of them, unsharded). A shard reports a collision of two unlisted names only when the smaller
 * of their tags is one of its directories, and one involving a listing only for its own
 * listings, so another shard's directory X needs its files only when
 * - another output directory lies below X: a name inside X is then an ancestor of one, whose
 *   tag (the smallest below it) X's files take part in, or
 * - one of the shard's listings lies below X: a listing meets the names beside it.
 * Any other X is added as its own name with its tag, which is what its files add to X and to
 * every directory above it; names inside X are then never added, and are only met by names
 * inside X (X's passports), whose collisions X's shard reports. At 10^6 files a shard of four
 * added all 10^6 names (two maps of 10^6 entries) to report on its quarter.
 */
function listDirectoriesWithFilesAsked({
  scope,
  layout,
  plan,
}: Pick<DigestFacts, 'scope' | 'layout' | 'plan'>): ReadonlySet<string> | undefined {
  if (scope.shard === undefined) return undefined;
  const asked = new Set(scope.dirs);
  // Each output directory above `dir` (a directory or a file path), nearest first.
  const addAbove = (rel: string) => {
    for (let o = layout.ownerOf(rel); o !== null && !asked.has(o);) {
      asked.add(o);
      o = o === '.' ? null : layout.ownerOf(o);
    }
  };
  for (const dir of layout.outputDirs) if (dir !== '.') addAbove(dir);
  plan.listings.forEach((listing) => {
    if (listing.rel !== null) addAbove(listing.rel);
  });
  return asked;
}

/**
 * The listings at or below each of `spellings` (a path, or a directory of listed paths), in
 * the plan's order: one walk up each listing's directories, so that every collision costs
 * the listings it concerns, not a pass over all of them (which made 40,000 wrong-case
 * listings quadratic).
 */
function indexListingsUnder(
  listings: PlanRows<ArtifactListing>,
  spellings: readonly (FoldedEntry<ArtifactListing> | null)[],
): Map<string, ArtifactListing[]> {
  const under = new Map<string, ArtifactListing[]>();
  for (const entry of spellings) if (entry !== null) under.set(entry.path, []);
  if (under.size === 0) return under;
  listings.forEach((listing) => {
    if (listing.rel === null) return;
    for (let p = listing.rel; ;) {
      under.get(p)?.push(listing);
      const slash = p.lastIndexOf('/');
      if (slash < 0) break;
      p = p.slice(0, slash);
    }
  });
  return under;
}

/** path-ambiguous on a listing whose path (or a directory of it) spells an existing name otherwise. */
function reportListedCollision(
  listing: ArtifactListing,
  spelt: string,
  other: FoldedEntry<ArtifactListing>,
  passports: DigestFacts['passports'],
  out: RuleOutput,
): void {
  const { record, kind, ref } = listing;
  const label = kind.slice(0, -1);
  const what =
    spelt === listing.rel && listing.file === null && other.data === undefined
      ? `names no file, but ${quoteUntrusted(other.path)} exists; the names differ only by case or Unicode normalization, so on macOS and Windows checkouts the passport names that file`
      : `spells ${quoteUntrusted(spelt)}, which differs from ${quoteUntrusted(other.path)} only by case or Unicode normalization; on macOS and Windows checkouts they are one name`;
  reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
    rule: 'path-ambiguous',
    message: `${label} path ${quoteUntrusted(ref.path)} ${what}. Write the name as it is on disk.`,
  });
}

/** An audited handoff document reached through a symlink out of the root. */
function reportHandoffsOutsideRoot({ handoffs }: DigestFacts, out: RuleOutput): void {
  for (const doc of handoffs.audited.keys()) {
    const read = handoffs.read(doc);
    if (read && !read.ok && read.reason === 'outside-root') {
      out.report({
        rule: 'path-outside-root',
        path: doc,
        message: `${PATH_REFUSAL_TEXT['outside-via-symlink']}; it was not read.`,
      });
    }
  }
}
