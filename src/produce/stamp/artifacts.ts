/**
 * The artifacts of a stamped passport: its outputs are the files the output
 * directory owns by the audit's own ownership rule (repo/layout.ts), its
 * inputs the ones given (or those recorded before), and every one of them is
 * hashed by the audit's digest service, so a stamped directory audits clean by
 * construction.
 */
import { isVerifiableSource } from './citations.js';
import path from 'node:path';
import { checkRelativePath } from '../../util/relative-path.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import type { DigestService, DigestTable } from '../../hash/index.js';
import type { ArtifactPaths } from '../../repo/artifact-paths.js';
import type { Layout } from '../../repo/layout.js';
import type { RepoTree } from '../../repo/tree.js';
import { selectRels } from '../../fs/tree-entries.js';
import {
  isRunRecord,
  type ArtifactRef,
  type Passport,
  type PassportArtifact,
} from '../../core/passport.js';
import type { StampInput, StampOptions } from './options.js';
import { isExternalPath, stampExternalInputs } from './external.js';
import { refuse } from './refusal.js';

/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;

/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES: ReadonlySet<string> = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);

/** What the artifacts step needs. */
export interface ArtifactsInput {
  options: StampOptions;
  dir: string;
  tree: RepoTree;
  layout: Layout;
  digests: DigestService;
  paths: ArtifactPaths;
  pathBase: 'root' | 'passport';
  /** The config's external-inputs: the only directories outside the root stamp reads. */
  externalLocations: readonly string[];
  /** The passport recorded before (types, sources and input digests are kept from it). */
  /** The passport being refreshed, read; null for a new one. */
  previous: Passport | null;
  /**
   * Repository-relative files the other passports of this directory list as their outputs
   * (per-sample jobs of one rule sharing a directory): never this passport's outputs.
   */
  siblingOutputs?: ReadonlySet<string>;
  notes: string[];
}

/** The artifacts of the passport, hashed. */
export interface StampArtifacts {
  outputs: PassportArtifact[];
  inputs: PassportArtifact[];
  /** Each input's repository-relative path and the sha256 recorded for it. */
  inputDigests: ReadonlyMap<string, string>;
  /** Inputs that need no producing passport: a `source` citing a record, or code in the repository. */
  sourced: ReadonlySet<string>;
}

/** One input as the passport will record it. */
interface InputPlan {
  rel: string;
  type?: string | undefined;
  source?: string | undefined;
  sha256?: string | undefined;
  /** The file must exist (it has no digest of its own). */
  required: boolean;
}

/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
export function guessArtifactType(rel: string): string {
  const parts = path.posix.basename(rel).toLowerCase().split('.').slice(1);
  while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1] as string))
    parts.pop();
  const ext = parts.pop();
  return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}

/** Plans, resolves and hashes the outputs and inputs; refuses when any cannot be recorded. */
export async function stampArtifacts(input: ArtifactsInput): Promise<StampArtifacts> {
  const { dir, tree } = input;
  const problems: string[] = [];
  const plans = planInputs(input, problems);
  const owned = await leaveOutIgnored(input, chooseOutputs(input, problems), plans);
  const outputReal = await resolveAll(tree, owned, problems, (rel, reason) =>
    reason === 'outside-via-symlink'
      ? `${quoteUntrusted(rel)} is a symlink that leaves the repository root`
      : `${quoteUntrusted(rel)} is a dangling symlink`,
  );
  const inputReal = await resolveAll(
    tree,
    plans.map((p) => p.rel),
    problems,
    (rel, reason) =>
      reason === 'outside-via-symlink'
        ? `input ${quoteUntrusted(rel)} resolves outside the repository root`
        : plans.find((p) => p.rel === rel)?.required
          ? `input ${quoteUntrusted(rel)} does not exist; check the path (relative to the root)`
          : null,
  );
  if (problems.length > 0) {
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}:`,
      problems,
      'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.',
    );
  }
  input.options.signal?.throwIfAborted();
  const table = await hashAll(input, [...outputReal.values(), ...inputReal.values()]);
  const stamped = recordArtifacts(input, { owned, outputReal, plans, inputReal, table });
  const external = await stampExternalInputs(
    input.options,
    input.previous,
    input.externalLocations,
    problems,
    input.notes,
  );
  if (problems.length > 0)
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}:`,
      problems,
      'Nothing was written. Fix the inputs above and stamp again.',
    );
  return { ...stamped, inputs: [...stamped.inputs, ...external] };
}

/**
 * The owned files git does not ignore (core/ignored.ts), asked with the inputs in one
 * question. An ignored output is left out with a note: a clean checkout of the commit (the
 * pull request's) will not have it, so listing it would fail the audit with artifact-missing.
 * An ignored input is kept with a note: the audit cannot check its digest where it is absent.
 */
async function leaveOutIgnored(
  input: ArtifactsInput,
  owned: readonly string[],
  plans: readonly InputPlan[],
): Promise<string[]> {
  const rules = input.options.ignored;
  if (!rules || (owned.length === 0 && plans.length === 0)) return [...owned];
  const ignored = await rules([...owned, ...plans.map((p) => p.rel)]);
  if (ignored.size === 0) return [...owned];
  const left = owned.filter((f) => ignored.has(f));
  const list = (rels: readonly string[]) =>
    `${rels
      .slice(0, 5)
      .map((r) => quoteUntrusted(r))
      .join(', ')}${rels.length > 5 ? ` and ${rels.length - 5} more` : ''}`;
  if (left.length > 0)
    input.notes.push(
      `left out ${left.length} file(s) git ignores (${list(left)}): a clean checkout will not have them, so listing them would fail the audit (artifact-missing). To record one as an output, stop ignoring it (or git add -f it) and stamp again.`,
    );
  const ignoredInputs = plans.map((p) => p.rel).filter((r) => ignored.has(r));
  if (ignoredInputs.length > 0)
    input.notes.push(
      `input(s) ${list(ignoredInputs)} are ignored by git: a clean checkout will not have them, so the audit cannot check their sha256 there. Commit them (git add -f), or record where they come from with --source PATH=….`,
    );
  return owned.filter((f) => !ignored.has(f));
}

/**
 * The files outputs[] lists: those declared (`run --output`, or recorded before by a record
 * whose outputs were declared), each one the directory owns; else every file it owns.
 */
function chooseOutputs(input: ArtifactsInput, problems: string[]): string[] {
  const { dir, tree, layout, options } = input;
  const owned = layout.ownedFiles(dir).map((f) => tree.relOf(f));
  const declared =
    options.outputs ??
    (options.run === undefined && input.previous?.recordedBy?.outputs === 'declared'
      ? [...previousArtifacts(input, 'outputs').keys()]
      : undefined);
  if (declared === undefined) {
    // A sibling's output is no file of this step: listing it would make two producers of one
    // file (artifact-multiple-producers), and a re-stamp of one per-sample passport would
    // claim every other sample's file (issue 37, item 4).
    const siblings = input.siblingOutputs;
    const mine = siblings === undefined ? owned : owned.filter((f) => !siblings.has(f));
    return leaveOutUntouched(input, mine);
  }
  const ownedSet = new Set(owned);
  const chosen: string[] = [];
  for (const rel of declared) {
    if (chosen.includes(rel)) continue;
    if (ownedSet.has(rel)) chosen.push(rel);
    else
      problems.push(
        tree.kindOf(rel) === undefined
          ? `output ${quoteUntrusted(rel)} does not exist; the step did not write it`
          : `output ${quoteUntrusted(rel)} is not a file of ${quoteUntrusted(dir)} (each --output must lie in the output directory, and not under another passport's directory)`,
      );
  }
  return chosen;
}

/**
 * `run` in directory mode: outputs[] is what the step wrote, not what the directory held
 * before it (a stray file, a sibling's output). A file there before the step and untouched by
 * it stays listed only when this passport, a run record (`recorded_by.method: run`), listed it
 * before with the same bytes: an earlier run of the step made it and nothing changed it since
 * (a step that skips a file it already made); {@link leaveOutStaleUntouched} then drops it when
 * the inputs changed since that run. A hand record's listing shows no run made the file: kept,
 * a no-op command would re-stamp it (issue 37). A file left out is named in a note; the audit
 * reports it (artifact-unlisted) until it is moved out or deleted.
 */
function leaveOutUntouched(input: ArtifactsInput, owned: string[]): string[] {
  const untouched = input.options.untouched;
  if (untouched === undefined) return owned;
  const before = isRunRecord(input.previous)
    ? previousArtifacts(input, 'outputs')
    : new Map<string, ArtifactRef>();
  const left: string[] = [];
  const kept = owned.filter((rel) => {
    const sha = untouched.get(rel);
    if (sha === undefined || (sha !== '' && before.get(rel)?.sha256 === sha)) return true;
    left.push(rel);
    return false;
  });
  noteLeftOut(input, left);
  return kept;
}

/**
 * The files {@link leaveOutUntouched} kept from an earlier run, left out when the step's inputs
 * are not those of that run (a path or a digest differs): the step skipped a file it made from
 * other inputs, and a record naming the inputs of now would say it was made from them.
 */
function leaveOutStaleUntouched(
  input: ArtifactsInput,
  outputs: PassportArtifact[],
  inputDigests: ReadonlyMap<string, string>,
): PassportArtifact[] {
  const untouched = input.options.untouched;
  if (untouched === undefined || untouched.size === 0) return outputs;
  const before = previousArtifacts(input, 'inputs');
  const same =
    before.size === inputDigests.size &&
    [...inputDigests].every(([rel, sha]) => before.get(rel)?.sha256 === sha);
  if (same) return outputs;
  const left: string[] = [];
  const kept = outputs.filter((o) => {
    const rel = input.paths.rel(o.path, input.dir) ?? o.path;
    if (!untouched.has(rel)) return true;
    left.push(rel);
    return false;
  });
  noteLeftOut(input, left);
  return kept;
}

/** The note of the files {@link leaveOutUntouched} left out. */
function noteLeftOut(input: ArtifactsInput, left: readonly string[]): void {
  if (left.length > 0)
    input.notes.push(
      `left out ${left.length} file(s) the directory held before the step and the step did not write (${left
        .slice(0, 5)
        .map((r) => quoteUntrusted(r))
        .join(
          ', ',
        )}${left.length > 5 ? ` and ${left.length - 5} more` : ''}): they are not its outputs, and the audit reports them (artifact-unlisted) until they are moved out of the directory or deleted.`,
    );
}

/** Resolves repository-relative paths inside the root; each that cannot be says why (or null). */
async function resolveAll(
  tree: RepoTree,
  rels: readonly string[],
  problems: string[],
  why: (rel: string, reason: 'outside-via-symlink' | 'missing') => string | null,
): Promise<Map<string, string>> {
  const real = new Map<string, string>();
  for (const rel of rels) {
    const resolved = await tree.resolve(rel);
    if (resolved.ok) real.set(rel, resolved.real);
    else {
      const problem = why(rel, resolved.reason);
      if (problem !== null) problems.push(problem);
    }
  }
  return real;
}

/** The passport's recorded artifacts of one kind, by repository-relative path (the first wins). */
function previousArtifacts(
  input: ArtifactsInput,
  kind: 'inputs' | 'outputs',
): Map<string, ArtifactRef> {
  const byPath = new Map<string, ArtifactRef>();
  for (const item of input.previous?.[kind] ?? []) {
    const rel = input.paths.rel(item.path, input.dir);
    if (rel !== null && !byPath.has(rel)) byPath.set(rel, item);
  }
  return byPath;
}

/** The inputs: given (replacing the recorded ones), or recorded before; `--source` applied. */
function planInputs(input: ArtifactsInput, problems: string[]): InputPlan[] {
  const { options } = input;
  const previous = previousArtifacts(input, 'inputs');
  const plans: InputPlan[] = [];
  if (options.inputs !== undefined) {
    const seen = new Set<string>();
    for (const item of options.inputs) {
      const spec: StampInput = typeof item === 'string' ? { path: item } : item;
      if (isExternalPath(spec.path)) continue; // external.ts
      const checked = checkRelativePath(spec.path.replace(/^\.\//, ''));
      if (!checked.ok) {
        problems.push(
          `input ${quoteUntrusted(spec.path)} is not a path inside the repository root`,
        );
        continue;
      }
      for (const rel of expandDirectoryInput(input, checked.rel, problems)) {
        if (seen.has(rel)) continue;
        seen.add(rel);
        const before = previous.get(rel);
        plans.push({
          rel,
          type: spec.type ?? before?.type ?? undefined,
          source: spec.source ?? before?.source ?? undefined,
          sha256: spec.sha256,
          required: spec.sha256 === undefined,
        });
      }
    }
  } else {
    for (const [rel, before] of previous) {
      plans.push({
        rel,
        type: before.type ?? undefined,
        source: before.source ?? undefined,
        sha256: before.sha256 ?? undefined,
        required: false,
      });
    }
  }
  for (const [rel, source] of options.inputSources ?? []) {
    if (isExternalPath(rel)) continue; // external.ts
    const plan = plans.find((p) => p.rel === rel);
    if (plan) plan.source = source;
    else
      problems.push(
        `a source is given for ${quoteUntrusted(rel)}, which is not an input; add it with --input`,
      );
  }
  return plans;
}

/**
 * An input that is a directory stands for every file under it, in the walk's (sorted) order:
 * what a workflow engine's `directory()` input holds. The gate's and the engines' bookkeeping
 * (passports, acknowledgments, the layout's exempt files) is not data, so it is left out. A
 * file input is itself.
 */
function expandDirectoryInput(input: ArtifactsInput, rel: string, problems: string[]): string[] {
  if (input.tree.kindOf(rel) !== 'dir') return [rel];
  const prefix = `${rel}/`;
  const files = selectRels(
    input.tree.entries,
    (rel, kind) =>
      kind !== 'dir' && rel.startsWith(prefix) && !input.layout.isBookkeeping(rel, kind),
  );
  if (files.length === 0)
    problems.push(`input directory ${quoteUntrusted(rel)} holds no files to record`);
  return files;
}

/** The type an input is recorded with: given or recorded before, else guessed from its name. */
const inputTypeOf = (plan: InputPlan): string => plan.type ?? guessArtifactType(plan.rel);

/** One pass of the audit's digest service over every file to record. */
async function hashAll(input: ArtifactsInput, reals: readonly string[]): Promise<DigestTable> {
  const { tree, digests } = input;
  const files = [...new Set(reals)].map((real) => tree.fileOfReal(real));
  digests.request(
    files.map((file) => ({ file, ref: { sizeBytes: null, path: tree.relOf(file) } })),
    'measure',
  );
  return digests.settle();
}

/** The outputs[] and inputs[] entries; refuses when a file cannot be hashed. */
function recordArtifacts(
  input: ArtifactsInput,
  found: {
    owned: readonly string[];
    outputReal: ReadonlyMap<string, string>;
    plans: readonly InputPlan[];
    inputReal: ReadonlyMap<string, string>;
    table: DigestTable;
  },
): StampArtifacts {
  const { tree, notes, dir } = input;
  const problems: string[] = [];
  let lfsCount = 0;
  const digestOf = (real: string): { sha256: string; size: number } | string => {
    const file = tree.fileOfReal(real);
    const outcome = found.table.outcome(file);
    if (!outcome.ok) return outcome.detail;
    // A Git LFS pointer stands for its object (as the audit decides: only where the
    // repository's attributes mark its real path filter=lfs): record the object's digest,
    // which the audit accepts from the pointer and from the smudged file alike.
    const lfs = found.table.lfsObject(file);
    if (lfs) lfsCount++;
    return lfs ? { sha256: lfs.oid, size: lfs.size } : outcome;
  };
  const written = (rel: string): string =>
    input.pathBase === 'passport' ? path.posix.relative(dir === '.' ? '' : dir, rel) : rel;

  const previousOutputs = previousArtifacts(input, 'outputs');
  const outputs: PassportArtifact[] = [];
  for (const rel of found.owned) {
    const d = digestOf(found.outputReal.get(rel) as string);
    if (typeof d === 'string') {
      problems.push(`${quoteUntrusted(rel)} ${d}`);
      continue;
    }
    const before = previousOutputs.get(rel);
    const entry: PassportArtifact = {
      type: before?.type ?? guessArtifactType(rel),
      path: written(rel),
      sha256: d.sha256,
      size_bytes: d.size,
    };
    const source = before?.source;
    if (source !== undefined && source !== null) entry.source = source;
    outputs.push(entry);
  }
  const inputs: PassportArtifact[] = [];
  const inputDigests = new Map<string, string>();
  for (const plan of found.plans) {
    const real = found.inputReal.get(plan.rel);
    let sha: string | undefined = plan.sha256;
    if (real !== undefined) {
      const d = digestOf(real);
      if (typeof d === 'string') {
        problems.push(`input ${quoteUntrusted(plan.rel)} ${d}`);
        continue;
      }
      sha = d.sha256;
    } else {
      notes.push(
        `input ${quoteUntrusted(plan.rel)} is not in the repository; its recorded sha256 was kept.`,
      );
    }
    if (sha === undefined) continue;
    inputDigests.set(plan.rel, sha);
    const entry: PassportArtifact = {
      type: inputTypeOf(plan),
      path: written(plan.rel),
      sha256: sha,
    };
    if (plan.source !== undefined) entry.source = plan.source;
    inputs.push(entry);
  }
  if (problems.length > 0) {
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}: some files cannot be hashed:`,
      problems,
      'Nothing was written. Only regular files can be artifacts: give files (not directories) as inputs, move anything else out of the output directory, and stamp again.',
    );
  }
  if (lfsCount > 0)
    notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
  // As input-unprovenanced reads it: a verifiable source gives an input a provenance, and the
  // step's own program (type "code") found in the repository needs none (its history is the
  // repository's), so neither is warned about as lacking one.
  const sourced = new Set(
    found.plans
      .filter(
        (p) =>
          isVerifiableSource(p.source) || (inputTypeOf(p) === 'code' && found.inputReal.has(p.rel)),
      )
      .map((p) => p.rel),
  );
  return {
    outputs: leaveOutStaleUntouched(input, outputs, inputDigests),
    inputs,
    inputDigests,
    sourced,
  };
}
