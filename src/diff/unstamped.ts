/**
 * Artifacts changed without their passport, for a diff that runs no audit (`passport-gate
 * diff`): a file a passport of the head lists as an output or an input, changed between the
 * base and the head (as git tells it), while that passport did not change. The passports' diff
 * cannot see a hand-edited result or an edited `--code` script; GitHub's job summary and
 * GitLab's provenance diff list them from the audit's findings (report/diff.ts
 * listUntouchedMismatches), and this lists them where no audit ran.
 */
import type { ProvenanceDiff } from '../core/diff-model.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { readFacts, type FactOptions } from './facts.js';
import type { RevisionSnapshot } from './diff.js';

/** Lists them, one per artifact, by the path of the passport that lists it. */
export function listUnstampedChanges(
  diff: ProvenanceDiff,
  head: Pick<RevisionSnapshot, 'passports'>,
  changedFiles: Iterable<string>,
  options: FactOptions,
): { path: string; message: string }[] {
  const changed = new Set(changedFiles);
  const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
  // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
  const stale = new Set(diff.stale.map((s) => s.path));
  const out: { path: string; message: string }[] = [];
  for (const file of [...head.passports].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (touched.has(file.path) || changed.has(file.path) || file.value === null) continue;
    const facts = readFacts(file, options);
    for (const [kind, list] of [
      ['output', facts.outputs],
      ['input', stale.has(file.path) ? new Map() : facts.inputs],
    ] as const)
      for (const rel of list.keys())
        if (changed.has(rel))
          out.push({
            path: file.path,
            message: `${kind} ${quoteUntrusted(rel)} changed between the base and the head, and this passport did not: the sha256 it records is no longer the file's (the audit fails it). Restore the file from the base, or run the step again.`,
          });
  }
  return out;
}
