/**
 * The run as a whole, judged after every other family: what the walk could not
 * list, a change that could not be placed or touched nothing, a config naming
 * output directories where there are no passports, and what the caller found
 * before the audit (`config-changed`).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { spellBytes, quoteUntrusted } from '../../util/untrusted.js';
import type { FindingInput } from '../../core/findings.js';
import type { WalkProblem } from '../../fs/walk.js';
import { describeGraphChanges } from './handoffs.js';
import type { RuleFamily, RunFacts } from './types.js';

export const runLevel: RuleFamily<RunFacts> = {
  name: 'run-level',
  emits: listFamilyRules('run-level'),
  wholeRun: true,
  async check(facts, out) {
    const { config, layout, scope, tree, runFindings, judged, unseenGitlinks = [] } = facts;
    for (const f of runFindings) out.report(f);
    // The skill graph is policy too: the checkout's change to it, compared with the base's.
    for (const f of await describeGraphChanges(facts)) out.report(f);
    for (const rel of unseenGitlinks)
      out.report({
        rule: 'submodule-unverified',
        path: rel,
        message: `${quoteUntrusted(rel)} is a git submodule checked out without its content, so the gate cannot see what it holds; check submodules out (actions/checkout with submodules: true, or git submodule update --init), or keep outputs out of submodules.`,
      });
    const { changes } = scope;
    if (
      changes.files === null &&
      config.outputs.length > 0 &&
      layout.passportPaths.length === 0 &&
      !config.allowEmpty
    ) {
      out.report({
        rule: 'outputs-empty',
        path: '',
        message:
          'the config names output directories (outputs:) but the repository holds no passports; stamp the outputs, or set allow-empty: true.',
      });
    }
    for (const problem of tree.problems) out.report(describeWalkProblem(problem));
    if (changes.unplaceable !== undefined) {
      out.report({
        rule: 'scope-widened',
        path: '',
        message: `changed file ${quoteUntrusted(changes.unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
      });
    }
    if (
      changes.files !== null &&
      scope.fullDirs.size === 0 &&
      judged.length === 0 &&
      unseenGitlinks.length === 0
    ) {
      out.report({
        rule: 'scope-empty',
        path: '',
        message: `${changes.files.size} changed file(s), none in an output directory or handoff file; nothing needed auditing.`,
      });
    }
  },
};

/** The finding for something the walk could not list. */
function describeWalkProblem(problem: WalkProblem): FindingInput {
  if (problem.kind === 'unlistable') {
    return {
      rule: 'directory-unreadable',
      path: problem.rel,
      message: `directory ${quoteUntrusted(problem.rel)} could not be listed (${problem.code}), so nothing below it was audited; make it readable, or add it to ignore: in .passport-gate.yml if it holds no outputs.`,
    };
  }
  const what = problem.entryKind === 'dir' ? 'directory' : 'file';
  const below = problem.entryKind === 'dir' ? 'it and everything below it were' : 'it was';
  // The decoded name (with U+FFFD) anchors the finding; the message spells the bytes exactly.
  const decoded = problem.name.toString('utf8');
  return {
    rule: 'path-not-utf8',
    path: problem.parent === '.' ? decoded : `${problem.parent}/${decoded}`,
    message: `${what} name ${spellBytes(problem.name)} in ${quoteUntrusted(problem.parent)} is not valid UTF-8: no passport can name it, so ${below} not audited; rename it with UTF-8 text.`,
  };
}
