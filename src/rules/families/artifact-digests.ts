/**
 * Artifact digests: every artifact a passport in scope lists has the bytes it
 * records (sha256, and size_bytes for an output), and an input found in the
 * repository has a provenance (a passport producing it, or a source). A Git
 * LFS pointer stands for its object only where the repository's attributes
 * say so (vcs/lfs-attributes.ts, decided in the digest service).
 */
import { listFamilyRules } from '../../core/rule-registry.js';
import { isInDirectory } from '../../util/relative-path.js';
import { shellWord } from '../../util/shell-word.js';
import { escapeInvisible, quoteUntrusted } from '../../util/untrusted.js';
import { parseCitation } from '../../formats/citation.js';
import type { LazyMessage } from '../../core/findings.js';
import type { ArtifactCheck } from '../../repo/plan.js';
import type { ArtifactPaths } from '../../repo/artifact-paths.js';
import type { PassportRecord } from '../../repo/passports.js';
import { rerunCommand } from '../../repo/rerun-command.js';
import type { DigestFacts, RuleFamily, RuleOutput } from './types.js';
import { reportAt } from './types.js';

export const artifactDigests: RuleFamily<DigestFacts> = {
  name: 'artifact-digests',
  emits: listFamilyRules('artifact-digests'),
  wholeRun: false,
  check(facts, out) {
    const producedPaths = listProducedInputs(facts);
    const reruns = new Map<PassportRecord, string | null>();
    facts.plan.checks.forEach((check) => compareDigest(check, facts, producedPaths, reruns, out));
    // An input absent from the repository needs a provenance as much as one present (hard
    // rule 2): a producer (whose own artifact-missing then stands), a source, or `external`.
    facts.plan.listings.forEach((listing) => {
      if (listing.kind === 'inputs' && listing.refusal === 'missing' && listing.rel !== null)
        reportUnprovenanced(listing as ArtifactCheck, facts, producedPaths, out, false);
    });
  },
};

/**
 * The paths of the inputs whose provenance the rule may ask about that some passport (anywhere)
 * lists as an output of its own directory or below: inputs found here have a producer. An
 * output listed outside its passport's directory (artifact-not-colocated) vouches for nothing,
 * so it gives its consumers no provenance. Only an input's path is ever looked up, so the set
 * keeps just those, in `--all` too: a set of every output (100,000 paths, clean twin of
 * workload 4) was 5 MiB of large objects made while the rules run, all garbage at the end.
 */
export function listProducedInputs(
  facts: Pick<DigestFacts, 'plan' | 'passports' | 'paths'>,
): Set<string> {
  const asked = listInputPaths(facts.plan);
  const producedPaths = new Set<string>();
  if (asked.size === 0) return producedPaths;
  for (const r of facts.passports.records) {
    for (const o of r.summary?.outputs ?? []) {
      const rel = facts.paths.relOf(o, r.dir);
      if (rel !== null && asked.has(rel) && isInDirectory(rel, r.dir)) producedPaths.add(rel);
    }
  }
  return producedPaths;
}

/** The paths of the inputs whose provenance the rule may ask about: those checked, and those missing. */
function listInputPaths(plan: DigestFacts['plan']): Set<string> {
  const rels = new Set<string>();
  plan.checks.forEach((check) => {
    if (check.kind === 'inputs') rels.add(check.rel);
  });
  plan.listings.forEach((listing) => {
    if (listing.kind === 'inputs' && listing.refusal === 'missing' && listing.rel !== null)
      rels.add(listing.rel);
  });
  return rels;
}

/** The recorded digest and size of one artifact against its bytes. */
function compareDigest(
  check: ArtifactCheck,
  facts: DigestFacts,
  producedPaths: ReadonlySet<string>,
  reruns: Map<PassportRecord, string | null>,
  out: RuleOutput,
): void {
  const { digests, passports, tree, paths } = facts;
  // The common case, a file whose bytes hashed to the digest recorded, compared as 32 bytes a
  // side: no outcome object and no hex string made per file (docs/performance.md, hex-column).
  const agreed = digests.sizeIfRecorded(check.file, check.ref);
  if (agreed !== undefined) {
    reportAgreed(check, facts, agreed, false, producedPaths, out);
    return;
  }
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
    reportAt(out, passports, record, `/${kind}/${ref.index}/sha256`, {
      rule: kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
      message: describeMismatch(
        label,
        check.rel,
        recorded,
        outcome.sha256,
        lfsNote,
        describeRerun(record, paths, reruns),
      ),
    });
    // Where an input came from is another question than whether its bytes changed: both stand.
    if (kind === 'inputs') reportUnprovenanced(check, facts, producedPaths, out);
    return;
  }
  reportAgreed(check, facts, actualSize, byPointer, producedPaths, out);
}

/** An artifact whose bytes have the recorded digest: its recorded size, then verified. */
function reportAgreed(
  check: ArtifactCheck,
  facts: DigestFacts,
  actualSize: number,
  byPointer: boolean,
  producedPaths: ReadonlySet<string>,
  out: RuleOutput,
): void {
  const { record, kind, ref } = check;
  if (kind === 'outputs' && ref.sizeBytes !== null && ref.sizeBytes !== actualSize) {
    reportAt(out, facts.passports, record, `/outputs/${ref.index}/size_bytes`, {
      rule: 'artifact-size-mismatch',
      message: `output ${quoteUntrusted(check.rel)}: size_bytes is ${ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes, and its sha256 is the recorded one: the bytes are those the step made and the recorded size is wrong, so a re-stamp (which records size and digest from the same read) corrects the record without vouching for other bytes.`,
    });
    return;
  }
  out.verified(check, byPointer);
  if (kind === 'inputs') reportUnprovenanced(check, facts, producedPaths, out);
}

/**
 * The message of a digest mismatch, rendered when read (core/findings.ts `LazyMessage`): one
 * per changed file, so 100,000 of them held as text cost more memory than the audit of the
 * same files clean (docs/performance.md, "Findings as compact records"). It holds only the
 * strings it names (the re-run command shared by every artifact of a passport), not the facts
 * they came from, which the run lets go of once the rules have run.
 */
function describeMismatch(
  label: 'output' | 'input',
  rel: string,
  recorded: string,
  actual: string,
  lfsNote: string,
  again: string | null,
): LazyMessage {
  return () =>
    `${label} ${quoteUntrusted(rel)}: expected sha256 ${recorded}, actual ${actual}${lfsNote}. The bytes changed after the passport was written: ${describeTruthRestored(rel, again)}`;
}

/**
 * input-unprovenanced (hard rule 2): an input that no passport produces, without a verifiable
 * source. An empty or free-text source (citation-invalid) and `unresolved: <why>` (an honest
 * statement that there is none) do not give it one.
 */
function reportUnprovenanced(
  { record, ref, rel }: Pick<ArtifactCheck, 'record' | 'ref' | 'rel'>,
  { passports, layout }: Pick<DigestFacts, 'passports' | 'layout'>,
  producedPaths: ReadonlySet<string>,
  out: RuleOutput,
  found = true,
): void {
  if (producedPaths.has(rel) || isVerifiableSource(ref.source)) return;
  // The step's own program (`type: "code"`, as `run --code` records it), found in the
  // repository: its provenance is the repository's history, and its bytes are checked above.
  if (ref.type === 'code' && found) return;
  const why =
    ref.source === null
      ? 'it declares no source'
      : parseCitation(ref.source).ok
        ? 'its source says it could not be resolved'
        : 'its source is not a verifiable record (citation-invalid)';
  // A file in an output directory is an intermediate of the pipeline, made by a step: a
  // citation would not say which step, so the fix is that step's record, never a DOI.
  const owner = layout.ownerOf(rel);
  const fix =
    owner !== null && owner !== record.dir
      ? `It lies in the output directory ${quoteUntrusted(owner)}, so a step of this pipeline made it, not an outside source: run the step that writes it again, recorded with passport-gate run ${escapeInvisible(shellWord(owner))} … (or restore the file its passport lists), then run this step again.`
      : `Give its directory a passport, or cite where it came from: ${escapeInvisible(`passport-gate stamp ${shellWord(record.dir)} --source ${shellWord(`${ref.path}=<DOI, accession or URL (retrieved YYYY-MM-DD)>`)}`)}`;
  reportAt(out, passports, record, `/inputs/${ref.index}/path`, {
    rule: 'input-unprovenanced',
    message: `input ${quoteUntrusted(rel)} has no provenance: no passport lists it as an output of its own directory, and ${why}. ${fix}`,
  });
}

/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` or free text. */
function isVerifiableSource(source: string | null): boolean {
  if (source === null) return false;
  const check = parseCitation(source);
  return check.ok && check.citation.kind !== 'unresolved';
}

/**
 * The fix of a changed artifact: restore it, or run the step again. Never a bare re-stamp,
 * which would record bytes no step is shown to have made (no printed fix launders). A run
 * record prints the recorded command through `passport-gate run` (`again`, from
 * {@link describeRerun}); a hand record can only say to record the re-run with `run`.
 */
function describeTruthRestored(rel: string, again: string | null): string {
  const restore = escapeInvisible(`git checkout -- ${shellWord(rel)}`);
  if (again !== null)
    return `restore the file (${restore}), or run the step again as recorded: ${again} (or the workflow engine's own re-run of it, such as snakemake --forcerun <rule>). A re-stamp alone would record bytes the step never made, and stamp refuses it for this run record.`;
  return `restore the file (${restore}), or run the step again and record the run with passport-gate run (docs/producers.md, "Records written by the tool that runs the step"). A re-stamp alone would vouch for bytes no step is shown to have made.`;
}

/**
 * The recorded step's re-run command (null for a hand record), made once per passport: every
 * changed artifact of it names the same command.
 */
function describeRerun(
  record: PassportRecord,
  paths: ArtifactPaths,
  reruns: Map<PassportRecord, string | null>,
): string | null {
  const known = reruns.get(record);
  if (known !== undefined) return known;
  const again =
    record.summary === null
      ? null
      : rerunCommand(record.summary, record.path, record.dir, (p) => paths.rel(p, record.dir));
  reruns.set(record, again);
  return again;
}
