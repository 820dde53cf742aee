/**
 * What the diff compares of one passport: the passport model (core/passport.ts, the audit's own
 * reading, made once when the revision was read) with its inputs and outputs indexed by
 * repository-relative path. Pure.
 */
import { relativeDirname } from '../util/relative-path.js';
import { indexArtifacts, normalizerOf } from '../repo/stale.js';
import type { PassportFile } from '../core/diff-model.js';
import { passportOfFile, type Passport } from '../core/passport.js';

/** An input or output of a passport, by its repository-relative path. */
export interface ArtifactFact {
  path: string;
  sha256: string | null;
  size: number | null;
  source: string | null;
}

/** The comparable facts of one passport file. */
export interface PassportFacts {
  path: string;
  dir: string;
  /** The file as read (value null when unreadable). */
  file: PassportFile;
  /** The passport, read; null when the file could not be read or parsed. */
  summary: Passport | null;
  /** A recorded artifact path, repository-relative (the re-run plan's run commands use it). */
  relOf: (raw: string) => string;
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

/** Reads the facts of one passport file; never throws. */
export function readFacts(file: PassportFile, options: FactOptions): PassportFacts {
  const dir = relativeDirname(file.path);
  const summary = passportOfFile(file);
  const normalize = normalizerOf(options.pathBase);
  const artifacts = (list: Passport['inputs']) =>
    indexArtifacts(list, dir, normalize, (ref, rel) => ({
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
    relOf: (raw) => normalize(raw, dir),
    id: summary?.id ?? null,
    skill: summary?.skill ?? null,
    skillVersion: summary?.skillVersion ?? null,
    inputs: artifacts(summary?.inputs ?? []),
    outputs: artifacts(summary?.outputs ?? []),
  };
}
