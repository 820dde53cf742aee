/**
 * Artifact digests: every artifact a passport in scope lists has the bytes it
 * records (sha256, and size_bytes for an output), and an input found in the
 * repository has a provenance (a passport producing it, or a source). A Git
 * LFS pointer stands for its object only where the repository's attributes
 * say so (vcs/lfs-attributes.ts, decided in the digest service).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { quoteUntrusted } from '../../core/untrusted.js';
import type { PassportRecord } from '../../repo/passports.js';
import type { ArtifactCheck } from '../../repo/plan.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';

export const artifactDigests: RuleFamily<DigestFacts> = {
  name: 'artifact-digests',
  emits: listFamilyRules('artifact-digests'),
  wholeRun: false,
  check(facts, out) {
    // Paths some passport (anywhere) lists as an output: inputs found here have a producer.
    const producedPaths = new Set<string>();
    for (const r of facts.passports.records) {
      for (const o of r.summary?.outputs ?? []) {
        const rel = facts.paths.rel(o.path, r.dir);
        if (rel !== null) producedPaths.add(rel);
      }
    }
    for (const check of facts.plan.checks) compareDigest(check, facts, producedPaths, out);
  },
};

/** The recorded digest and size of one artifact against its bytes. */
function compareDigest(
  check: ArtifactCheck,
  { digests, passports, tree }: DigestFacts,
  producedPaths: ReadonlySet<string>,
  out: RuleOutput,
): void {
  const outcome = digests.outcome(check.file);
  if (!outcome.ok) return; // file-access says why
  const { record, kind, ref } = check;
  const recorded = ref.sha256;
  const pointer = outcome.lfs;
  const lfs = digests.lfsObject(check.file);
  const byPointer = lfs !== undefined && recorded === lfs.oid;
  const actualSha = byPointer ? lfs.oid : outcome.sha256;
  const actualSize = byPointer ? lfs.size : outcome.size;
  // The pattern is tested only on a mismatch (the schema reports a malformed digest).
  const label = kind === 'outputs' ? 'output' : 'input';
  if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
    // A pointer whose object differs is a mismatch of the object: say so, with both digests.
    const lfsNote = lfs
      ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
      : pointer && recorded === pointer.oid
        ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${quoteUntrusted(tree.relOf(check.file))} filter=lfs, so its own bytes were checked)`
        : '';
    out.report({
      rule: kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
      path: record.path,
      ...locationOf(passports, record, `/${kind}/${ref.index}/sha256`),
      message: `${label} ${quoteUntrusted(check.rel)}: expected sha256 ${recorded}, actual ${outcome.sha256}${lfsNote}. The bytes changed after the passport was written: re-run the step and re-stamp, or restore the file.`,
    });
    // Where an input came from is another question than whether its bytes changed: both stand.
    if (kind === 'inputs') reportUnprovenanced(check, passports, producedPaths, out);
    return;
  }
  if (kind === 'outputs' && ref.sizeBytes !== null && ref.sizeBytes !== actualSize) {
    out.report({
      rule: 'artifact-size-mismatch',
      path: record.path,
      ...locationOf(passports, record, `/outputs/${ref.index}/size_bytes`),
      message: `output ${quoteUntrusted(check.rel)}: size_bytes is ${ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes; re-stamp the passport.`,
    });
    return;
  }
  out.verified(check, byPointer);
  if (kind === 'inputs') reportUnprovenanced(check, passports, producedPaths, out);
}

/** input-unprovenanced: an input found in the repository that no passport produces, without a source. */
function reportUnprovenanced(
  { record, ref, rel }: ArtifactCheck,
  passports: DigestFacts['passports'],
  producedPaths: ReadonlySet<string>,
  out: RuleOutput,
): void {
  if (ref.source !== null || producedPaths.has(rel)) return;
  out.report({
    rule: 'input-unprovenanced',
    path: record.path,
    ...locationOf(passports, record, `/inputs/${ref.index}/path`),
    message: `input ${quoteUntrusted(rel)} is in the repository but no passport lists it as an output and it declares no source; give its directory a passport, or record its origin in "source".`,
  });
}

/**
 * Where a finding on `record` points, and its id: asked only for a finding (tens of thousands
 * of artifacts verify silently, and allocate nothing on the way).
 */
function locationOf(passports: DigestFacts['passports'], record: PassportRecord, pointer: string) {
  return {
    ...passports.positions.locate(record, pointer),
    passport_id: record.summary?.id ?? undefined,
  };
}
