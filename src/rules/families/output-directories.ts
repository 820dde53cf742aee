/**
 * Output directories: each holds a passport, and its passports list every
 * file it owns (repo/layout.ts says which directory owns which file).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import path from 'node:path';
import { isInDirectory, relativeDirname } from '../../util/relative-path.js';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import type { AuditFacts, RuleFamily, RuleOutput } from './types.js';
import { reportAt } from './types.js';

export const outputDirectories: RuleFamily = {
  name: 'output-directories',
  emits: listFamilyRules('output-directories'),
  wholeRun: false,
  async check({ scope, layout, tree, plan, passports, ignored }, out) {
    checkColocation(plan, passports, out);
    // A passport that could not be read says nothing about what it lists: its finding stands alone.
    // Only the scope's directories are asked, so only the scope's passports are: a shard that
    // does not lead reads another shard's passport only when a rule asks it (repo/passports.ts).
    const unreadableDirs = new Set(
      scope.passports.filter((r) => r.summary === null).map((r) => r.dir),
    );
    // Gathered first, in directory order, then judged after one question to git.
    const found: { dir: string; files: string[]; missing: boolean }[] = [];
    for (const dir of [...scope.dirs].sort()) {
      const owned = layout.ownedFiles(dir);
      if (!layout.passportDirs.has(dir)) {
        if (owned.length > 0)
          found.push({ dir, files: owned.map((f) => tree.relOf(f)), missing: true });
        continue;
      }
      if (unreadableDirs.has(dir)) continue;
      const unlisted = owned.filter((f) => !plan.isListedOutput(dir, f)).map((f) => tree.relOf(f));
      if (unlisted.length > 0) found.push({ dir, files: unlisted, missing: false });
    }
    // A file git ignores is no part of the commit: a clean checkout has none to list. One
    // question to git for the whole run, and only when something would be reported.
    const asked = found.flatMap((f) => f.files);
    const skip = ignored && asked.length > 0 ? await ignored(asked) : new Set<string>();
    for (const { dir, files, missing } of found) {
      const kept = files.filter((f) => !skip.has(f));
      if (missing) {
        if (kept.length > 0) reportMissingPassport(dir, kept, layout, out);
        continue;
      }
      for (const file of kept)
        out.report({
          rule: 'artifact-unlisted',
          path: file,
          message: `${quoteUntrusted(file)} is in output directory ${quoteUntrusted(dir)} but no passport there lists it: move it out of the directory or delete it. If a step wrote it, run that step again through passport-gate run, so that the record is the tool's. A re-stamp alone would vouch for a file no step is shown to have made.`,
        });
    }
  },
};

/**
 * artifact-not-colocated: seed 000, "the producing skill wrote a passport to the same
 * directory as its output". An output listed outside its passport's directory (not in it nor
 * below) is vouched for by nothing there, and gives its consumers no provenance
 * (input-unprovenanced). Re-stamping the directory lists its own files alone.
 */
function checkColocation(
  plan: AuditFacts['plan'],
  passports: AuditFacts['passports'],
  out: RuleOutput,
): void {
  plan.listings.forEach(({ kind, rel, record, ref }) => {
    if (kind !== 'outputs' || rel === null || isInDirectory(rel, record.dir)) return;
    reportAt(out, passports, record, `/outputs/${ref.index}/path`, {
      rule: 'artifact-not-colocated',
      message: `output ${quoteUntrusted(rel)} lies outside the passport's directory ${quoteUntrusted(record.dir)}, so this passport cannot vouch for it; stamp the directory that holds it, and re-stamp this one: ${stampCommand(record.dir)}`,
    });
  });
}

/** `passport-gate stamp DIR`, one shell word per argument, as printed in a hint. */
function stampCommand(dir: string): string {
  return escapeInvisible(`passport-gate stamp ${shellWord(dir)}`);
}

/** passport-missing for an output directory holding `files` and no passport. */
function reportMissingPassport(
  dir: string,
  files: readonly string[],
  layout: AuditFacts['layout'],
  out: RuleOutput,
): void {
  const root = relativeDirname(dir);
  const evidence = layout.inferredRoots.get(root);
  const why = layout.deletedPassportDirs.includes(dir)
    ? '; this change deleted its passport'
    : evidence
      ? `; ${quoteUntrusted(root)} is an output root because ${quoteUntrusted(evidence[0])}${evidence.length > 1 ? ` and ${evidence.length - 1} more directories beside it hold passports` : ' beside it holds a passport'}: pin the roots with \`passport-gate init\``
      : '';
  out.report({
    rule: 'passport-missing',
    path: files[0] as string,
    message: `output directory ${quoteUntrusted(dir)} holds ${files.length} file(s) but no *.passport.json (missing provenance, integrity-audit mode 4${why}). Record the step that wrote them by running it again through run, at the repository root, naming what it read (the skill below is a guess from the directory name; fill in the rest): \`${runCommandFor(dir)}\`. A passport naming no inputs, sources or parameters vouches for nothing (hard rule 2) and stays red (passport-vouches-nothing).`,
  });
}

/**
 * The `run` command that gives output directory `dir` a record of the step that wrote it, as
 * printed in the passport-missing hint. The skill is a guess from the directory's name; the
 * version, the inputs and the command are placeholders to fill in, each one shell word, so the
 * command run as printed is refused before anything runs (its `--input` does not exist) and
 * writes nothing: a passport that names no inputs, which the old hint (`stamp --skill-version
 * unknown`) wrote, vouches for nothing (hard rule 2).
 */
function runCommandFor(dir: string): string {
  const slug = path.posix
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
  return escapeInvisible(
    `passport-gate run ${shellWord(dir)} --skill ${slug || 'unknown-step'} --skill-version '<version>' --input '<each file the step read>' --code '<its script>' -- '<the step command>'`,
  );
}
