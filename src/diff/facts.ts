/**
 * What the diff compares of one passport, read from its parsed value without trusting its
 * shape: the chain facts come from formats/passport.ts's summarizePassport (the audit's own
 * reading), the rest (produced_by, parameters, decisions, failed steps) is read here with the
 * same tolerance: a field of the wrong type counts as absent, never as an error. Pure.
 */
import { summarizePassport, type PassportSummary } from '../formats/passport.js';
import { relativeDirname } from '../core/relative-path.js';
import { indexArtifacts, normalizerOf } from '../repo/stale.js';
import type { DecisionFields, PassportFile } from '../core/diff-model.js';
import { asArray, asObjectOrEmpty, asString } from '../core/values.js';

/** An input or output of a passport, by its repository-relative path. */
export interface ArtifactFact {
  path: string;
  sha256: string | null;
  size: number | null;
  source: string | null;
}

/** One decision and the key it is compared under. */
export interface DecisionFact extends DecisionFields {
  key: string;
  step: string | null;
}

/** One recorded failure (a non-zero exit code) and the key it is compared under. */
export interface FailureFact {
  key: string;
  step: unknown;
  tool: unknown;
  exitCode: number;
  stderr: unknown;
}

/** The comparable facts of one passport file. */
export interface PassportFacts {
  path: string;
  dir: string;
  /** The file as read (value null when unreadable). */
  file: PassportFile;
  summary: PassportSummary | null;
  id: string | null;
  skill: string | null;
  skillVersion: string | null;
  /** Inputs and outputs by normalized path (the first entry of a path wins). */
  inputs: Map<string, ArtifactFact>;
  outputs: Map<string, ArtifactFact>;
}

/** Options of {@link readFacts}. */
export interface FactOptions {
  /** How inputs/outputs paths are written (the config's `path-base`). */
  pathBase: 'root' | 'passport';
}

const str = (v: unknown): string | null => asString(v) ?? null;

/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
export function own(o: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

/** Reads the facts of one passport file; never throws. */
export function readFacts(file: PassportFile, options: FactOptions): PassportFacts {
  const dir = relativeDirname(file.path);
  const summary = file.value === null ? null : summarizePassport(file.value);
  const artifacts = (list: PassportSummary['inputs']) =>
    indexArtifacts(list, dir, normalizerOf(options.pathBase), (ref, rel) => ({
      path: rel,
      sha256: ref.sha256,
      size: ref.sizeBytes,
      source: ref.source,
    }));
  return {
    path: file.path,
    dir,
    file,
    summary,
    id: summary?.id ?? null,
    skill: summary?.skill ?? null,
    skillVersion: summary?.skillVersion ?? null,
    inputs: artifacts(summary?.inputs ?? []),
    outputs: artifacts(summary?.outputs ?? []),
  };
}

/**
 * The decisions of a passport value, each keyed by its step (a second decision of the same
 * step by `step#2`, …), or by its position when it names no step.
 */
export function readDecisions(value: unknown): DecisionFact[] {
  const seen = new Map<string, number>();
  return asArray(own(asObjectOrEmpty(value), 'decisions')).map((item, index) => {
    const d = asObjectOrEmpty(item);
    const step = str(own(d, 'step'));
    let key = step === null ? `#${index}` : `step:${step}`;
    if (step !== null) {
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n > 1) key = `${key}#${n}`;
    }
    return {
      key,
      step,
      choice: own(d, 'choice') ?? null,
      alternatives_considered: own(d, 'alternatives_considered') ?? null,
      rationale: own(d, 'rationale') ?? null,
    };
  });
}

/**
 * The failures a passport records: errors[] entries whose exit_code is a non-zero number (the
 * exit-nonzero rule's reading), keyed by step and tool (a repeated pair by occurrence).
 */
export function readFailures(value: unknown): FailureFact[] {
  const seen = new Map<string, number>();
  const out: FailureFact[] = [];
  for (const item of asArray(own(asObjectOrEmpty(value), 'errors'))) {
    const e = asObjectOrEmpty(item);
    const exitCode = own(e, 'exit_code');
    if (typeof exitCode !== 'number' || exitCode === 0) continue;
    const step = own(e, 'step') ?? null;
    const tool = own(e, 'tool') ?? null;
    let key = JSON.stringify([step, tool]);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) key = `${key}#${n}`;
    out.push({ key, step, tool, exitCode, stderr: own(e, 'stderr_excerpt') ?? null });
  }
  return out;
}

/** produced_by of a passport value (an empty object when it is not one). */
export function readProducedBy(value: unknown): Record<string, unknown> {
  return asObjectOrEmpty(own(asObjectOrEmpty(value), 'produced_by'));
}
