/**
 * Citations against the citation lock (seed 000, hard rule 1: "Every cited work must resolve
 * to a verifiable record"). citation-invalid (passport-document) holds each `source` to one
 * identifier's syntax and check digit; this family holds the identifiers to what their
 * registries said, as `passport-gate resolve` recorded it in passport-citations.lock.json:
 * not found (a fabricated or mistyped citation), retracted, or, when the config requires a
 * lock, not looked up at all. No I/O: the lock in force (the base's on a pull request, or the
 * registries' own answers in a run that asked them) is read by the pipeline
 * (repo/citation-lock.ts).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { relativeDirname } from '../../util/relative-path.js';
import {
  CITATION_LOCK_FILE,
  listCitedWorks,
  type CitedWork,
  type LockChanges,
  type LockEntry,
} from '../../formats/citation-lock.js';
import { UNRESOLVED_PREFIX } from '../../formats/citation.js';
import type { CitationFacts } from '../../repo/citation-lock.js';
import type { PassportRecord } from '../../repo/passports.js';
import { reportAt, type AuditFacts, type RuleFamily, type RuleOutput } from './types.js';

export const citations: RuleFamily = {
  name: 'citations',
  emits: listFamilyRules('citations'),
  wholeRun: false,
  check(facts, out) {
    const lockFacts = facts.citations;
    if (!lockFacts) return;
    if (facts.scope.leadsRun) reportLockFindings(lockFacts, facts.config.citationLock, out);
    const lock = lockFacts.lock?.ok ? lockFacts.lock.lock : null;
    // An unreadable lock is one finding above; its entries say nothing, so only the
    // "required" question is asked of the passports.
    const required = facts.config.citationLock === 'required' || lockFacts.origin === 'registries';
    if (!lock && (lockFacts.lock !== null || !required)) return;
    const records = lockFacts.checkAll ? facts.passports.records : facts.scope.passports;
    const byPath = new Map(records.map((r) => [r.path, r]));
    for (const work of listCitedWorks(records)) {
      const record = byPath.get(work.passport) as PassportRecord;
      const entry = lock?.citations.get(work.citation.key);
      if (entry) reportEntry(facts, out, record, work, entry, lockFacts);
      else if (required)
        reportAt(out, facts.passports, record, work.pointer, {
          rule: 'citation-unlocked',
          message: describeUnlocked(work, lockFacts),
        });
    }
  },
};

/** The lock's own findings: unreadable, edited by the change, or behind the registries. */
function reportLockFindings(
  lockFacts: CitationFacts,
  required: 'required' | 'optional',
  out: RuleOutput,
): void {
  const { lock } = lockFacts;
  if (lock && !lock.ok)
    out.report({
      rule: 'citation-lock-invalid',
      path: CITATION_LOCK_FILE,
      ...(lock.line ? { line: lock.line } : {}),
      message: `${describeLock(lockFacts)} ${escapeInvisible(lock.problem)}, so no citation is checked against it. Write it anew and commit it: rm ${CITATION_LOCK_FILE} && passport-gate resolve`,
    });
  else if (
    required === 'required' &&
    ((!lock && lockFacts.origin === 'checkout') || lockFacts.checkoutMissing === true)
  )
    out.report({
      rule: 'citation-lock-invalid',
      path: CITATION_LOCK_FILE,
      message: `there is no ${CITATION_LOCK_FILE}, and the config requires one (citations: lock: required). Look the cited identifiers up and commit the lock: passport-gate resolve`,
    });
  const { changes } = lockFacts;
  if (lockFacts.origin === 'base' && (changes || lockFacts.checkoutProblem))
    out.report({
      rule: 'citation-lock-changed',
      path: CITATION_LOCK_FILE,
      message: `the change edits ${CITATION_LOCK_FILE}${changes ? ` (${describeChanges(changes)})` : `, which cannot be read: ${quoteUntrusted(lockFacts.checkoutProblem ?? '')}`}; ${describeLock(lockFacts)} stays in force: a lock a pull request writes is not evidence until a run asks the registries (the action's resolve-citations: true, or passport-gate resolve --check).`,
    });
  if (lockFacts.origin === 'registries' && (changes || lockFacts.checkoutProblem))
    out.report({
      rule: 'citation-lock-stale',
      path: CITATION_LOCK_FILE,
      // resolve refuses to merge into a lock it cannot read, so that one is removed first.
      message: `the committed ${CITATION_LOCK_FILE} is not what the registries say now${changes ? ` (${describeStale(changes)})` : `: it cannot be read: ${quoteUntrusted(lockFacts.checkoutProblem ?? '')}`}. Write it anew and commit it: ${changes ? 'passport-gate resolve --refresh' : `rm ${CITATION_LOCK_FILE} && passport-gate resolve`}`,
    });
}

function reportEntry(
  facts: AuditFacts,
  out: RuleOutput,
  record: PassportRecord,
  work: CitedWork,
  entry: LockEntry,
  lockFacts: CitationFacts,
): void {
  const where = `${describeLock(lockFacts)}, looked up ${entry.retrieved}`;
  if (entry.status === 'not-found')
    reportAt(out, facts.passports, record, work.pointer, {
      rule: 'citation-not-found',
      message: `${describeWork(work)}: ${entry.service} has no such record (${where}), so it cites nothing: a mistyped or fabricated citation (seed 000, hard rule 1). Cite the record the work came from; if there is none, say so: ${unresolvedFix(work, `${work.citation.key} has no record at ${entry.service}`)}`,
    });
  else if (entry.retracted === true)
    reportAt(out, facts.passports, record, work.pointer, {
      rule: 'citation-retracted',
      message: `${describeWork(work)}: ${entry.service} marks it retracted${entry.notice ? ` (${quoteUntrusted(entry.notice)})` : ''} (${where}): a retracted work is no verifiable basis for a claim. Run the step again without it, recorded with passport-gate run; where the retraction does not touch what was used, record why in decisions[] and lower the rule in the base config (rules: citation-retracted: warning).`,
    });
}

function describeWork(work: CitedWork): string {
  return `${work.pointer.split('/')[1] === 'inputs' ? 'input' : 'output'} source ${quoteUntrusted(work.citation.key)}`;
}

function describeLock(facts: CitationFacts): string {
  if (facts.origin === 'registries') return "the registries' answers in this run";
  if (facts.origin === 'base')
    return `${CITATION_LOCK_FILE} at ${facts.baseLabel ?? 'the base commit'} (the lock in force)`;
  return CITATION_LOCK_FILE;
}

/** citation-unlocked's message and fix, by where the lock in force is. */
function describeUnlocked(work: CitedWork, facts: CitationFacts): string {
  if (facts.origin === 'registries') {
    const why = facts.unreached?.get(work.citation.key) ?? 'no registry answered';
    return `${describeWork(work)} was not checked: this run asked the registries, and ${quoteUntrusted(why)}. Nothing passes on a citation nobody could look up; run it again when the registry answers (passport-gate resolve --check shows it).`;
  }
  const missing = `${describeWork(work)} is not in ${describeLock(facts)}, and the config requires every cited identifier looked up (citations: lock: required).`;
  if (facts.origin === 'base')
    return `${missing} A lock the change writes is not in force on a pull request: let the run ask the registries (the action's resolve-citations: true), or land the lock first.`;
  return `${missing} Look it up and commit the lock: passport-gate resolve`;
}

/**
 * The seed's honest way out, as the stamp command that writes it: `unresolved: <why>` for an
 * input's source; for an output's, the text to write (stamp has no flag for it).
 */
function unresolvedFix(work: CitedWork, why: string): string {
  const [, kind, index] = work.pointer.split('/');
  const value = `${UNRESOLVED_PREFIX}${why}`;
  if (kind !== 'inputs')
    return `write ${quoteUntrusted(value)} as outputs[${index ?? '?'}].source and re-stamp.`;
  return escapeInvisible(
    `passport-gate stamp ${shellWord(relativeDirname(work.passport))} --source ${shellWord(`${work.artifactPath}=${value}`)}`,
  );
}

const keysOf = (keys: readonly string[]) =>
  keys
    .slice(0, 5)
    .map((k) => quoteUntrusted(k))
    .join(', ') + (keys.length > 5 ? ` and ${keys.length - 5} more` : '');

function describeChanges(c: LockChanges): string {
  const parts: string[] = [];
  if (c.added.length) parts.push(`adds ${keysOf(c.added)}`);
  if (c.changed.length) parts.push(`changes ${keysOf(c.changed)}`);
  if (c.removed.length) parts.push(`removes ${keysOf(c.removed)}`);
  return parts.join('; ');
}

/** The stale lock against the registries' answers (before: the answers; after: the lock). */
function describeStale(c: LockChanges): string {
  const parts: string[] = [];
  if (c.removed.length) parts.push(`it lacks ${keysOf(c.removed)}`);
  if (c.changed.length) parts.push(`the registries now answer otherwise for ${keysOf(c.changed)}`);
  if (c.added.length) parts.push(`no passport cites ${keysOf(c.added)}`);
  return parts.join('; ');
}
