/**
 * File access: every file a passport or a handoff document names can be
 * reached and read safely, under one unambiguous name. A path that leaves the
 * root (lexically, or through a symlink), a file that is missing or cannot be
 * read (a FIFO, a directory, one that changed while hashed), and two names
 * that are one file on some file systems are reported here, whichever
 * document named them.
 */
import { PATH_REFUSAL_TEXT } from '../../core/relative-path.js';
import { quoteUntrusted } from '../../core/untrusted.js';
import type { ArtifactListing } from '../../repo/plan.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';

export const fileAccess: RuleFamily<DigestFacts> = {
  name: 'file-access',
  emits: ['path-outside-root', 'path-ambiguous', 'artifact-missing', 'artifact-unreadable'],
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
  if (refusal === null && !listing.invisible) return;
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
  if (refusal === null) return;
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

/** Files of one output directory whose names differ only by case or Unicode normalization. */
function reportFoldedNames({ scope, layout, tree }: DigestFacts, out: RuleOutput): void {
  for (const dir of [...scope.dirs].sort()) {
    if (!layout.passportDirs.has(dir)) continue;
    const folded = new Map<string, string>();
    for (const file of layout.ownedFiles(dir)) {
      const f = tree.relOf(file);
      const key = f.normalize('NFC').toLowerCase();
      const other = folded.get(key);
      if (other === undefined || other === f) {
        folded.set(key, f);
        continue;
      }
      out.report({
        rule: 'path-ambiguous',
        path: f,
        message: `${quoteUntrusted(f)} and ${quoteUntrusted(other)} differ only by case or Unicode normalization; on some file systems they are one file. Rename one.`,
      });
    }
  }
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
