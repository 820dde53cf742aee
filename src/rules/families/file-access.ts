/**
 * File access: every file a passport or a handoff document names can be
 * reached and read safely, under one unambiguous name. A path that leaves the
 * root (lexically, or through a symlink), a file that is missing or cannot be
 * read (a FIFO, a directory, one that changed while hashed), and two names
 * that are one file on some file systems are reported here, whichever
 * document named them.
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { FoldedPaths, type FoldedEntry } from '../../core/folded-paths.js';
import { PATH_REFUSAL_TEXT } from '../../core/relative-path.js';
import { quoteUntrusted } from '../../core/untrusted.js';
import type { ArtifactListing } from '../../repo/plan.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';

export const fileAccess: RuleFamily<DigestFacts> = {
  name: 'file-access',
  emits: listFamilyRules('file-access'),
  wholeRun: false,
  check(facts, out) {
    reportUnreadablePassports(facts, out);
    for (const listing of facts.plan.listings) reportListing(listing, facts, out);
    reportUnreadableArtifacts(facts, out);
    reportFoldedNames(facts, out);
    reportHandoffsOutsideRoot(facts, out);
  },
};

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
  const at = () => ({
    ...facts.passports.positions.locate(record, `/${kind}/${ref.index}/path`),
    passport_id: record.summary?.id ?? undefined,
  });
  const label = kind.slice(0, -1);
  if (listing.invisible) {
    out.report({
      rule: 'path-ambiguous',
      path: record.path,
      ...at(),
      message: `${label} path ${quoteUntrusted(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
    });
  }
  if (respelt) {
    // Read as the gate reads it (a separator; without the slash), but never silently.
    const why = ref.path.includes('\\')
      ? 'holds a backslash: a separator on Windows, part of the file name on Linux and macOS'
      : 'ends with "/", which names a directory';
    out.report({
      rule: 'path-ambiguous',
      path: record.path,
      ...at(),
      message: `${label} path ${quoteUntrusted(ref.path)} ${why}; it was read as ${quoteUntrusted(listing.rel)}. Write that path, with "/" between directories and none at the end.`,
    });
  }
  if (refusal === null) return;
  // An empty path or one holding NUL names no file at all: the schema finding says so alone.
  if (ref.path.length === 0 || ref.path.includes('\0')) return;
  if (refusal !== 'missing') {
    out.report({
      rule: 'path-outside-root',
      path: record.path,
      ...at(),
      message: `${label} path ${quoteUntrusted(ref.path)}: ${PATH_REFUSAL_TEXT[refusal]}. It was not read.`,
    });
  } else if (kind === 'outputs') {
    out.report({
      rule: 'artifact-missing',
      path: record.path,
      ...at(),
      message: `output ${quoteUntrusted(listing.rel)} does not exist; commit it, or remove it from outputs[] and re-stamp the passport.`,
    });
  }
}

/** An artifact that could not be hashed: missing (an input may be absent), or unreadable. */
function reportUnreadableArtifacts({ plan, digests, passports }: DigestFacts, out: RuleOutput) {
  for (const check of plan.checks) {
    const outcome = digests.outcome(check.file);
    if (outcome.ok || (outcome.reason === 'missing' && check.kind === 'inputs')) continue;
    const { record, kind, ref } = check;
    out.report({
      rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
      path: record.path,
      ...passports.positions.locate(record, `/${kind}/${ref.index}/path`),
      passport_id: record.summary?.id ?? undefined,
      message: `${kind === 'outputs' ? 'output' : 'input'} ${quoteUntrusted(check.rel)} ${outcome.detail}; it was not verified.`,
    });
  }
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
  const names = new FoldedPaths<ArtifactListing>();
  const tagOf = (owner: string | null) =>
    owner !== null && scope.fullDirs.has(owner) ? owner : undefined;
  // Changed mode: the files of the directories in scope, and the name of every other output
  // directory (what a new spelling of a directory meets), not the files of all of them.
  const everything = scope.mode === 'all';
  for (const dir of layout.outputDirs) {
    const tag = tagOf(dir);
    if (!everything && tag === undefined) {
      names.add(dir);
      continue;
    }
    for (const file of layout.ownedFiles(dir)) names.add(tree.relOf(file), tag);
  }
  for (const p of layout.passportPaths) {
    const tag = tagOf(layout.ownerOf(p));
    if (everything || tag !== undefined) names.add(p, tag);
  }
  for (const listing of plan.listings)
    if (listing.rel !== null && !names.has(listing.rel)) names.add(listing.rel, undefined, listing);
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
 * The listings at or below each of `spellings` (a path, or a directory of listed paths), in
 * the plan's order: one walk up each listing's directories, so that every collision costs
 * the listings it concerns, not a pass over all of them (which made 40,000 wrong-case
 * listings quadratic).
 */
function indexListingsUnder(
  listings: readonly ArtifactListing[],
  spellings: readonly (FoldedEntry<ArtifactListing> | null)[],
): Map<string, ArtifactListing[]> {
  const under = new Map<string, ArtifactListing[]>();
  for (const entry of spellings) if (entry !== null) under.set(entry.path, []);
  if (under.size === 0) return under;
  for (const listing of listings) {
    if (listing.rel === null) continue;
    for (let p = listing.rel; ;) {
      under.get(p)?.push(listing);
      const slash = p.lastIndexOf('/');
      if (slash < 0) break;
      p = p.slice(0, slash);
    }
  }
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
  out.report({
    rule: 'path-ambiguous',
    path: record.path,
    ...passports.positions.locate(record, `/${kind}/${ref.index}/path`),
    passport_id: record.summary?.id ?? undefined,
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
