/**
 * What `stamp` is asked, and what it answers (the library's and the CLI's contract).
 */
import type { Config } from '../../config/config.js';
import type { IgnoreRules } from '../../core/ignored.js';
import type { HashProgress } from '../../hash/index.js';
import type { MaterialPassport, PassportDecision, PassportError } from '../../core/passport.js';

/** An input as the caller names it. */
export interface StampInput {
  /**
   * Repository-relative path; or an absolute one for an external input (outside the
   * repository: recorded with `"external": true`, hashed under the config's external-inputs).
   */
  path: string;
  type?: string;
  /**
   * Where the input came from: a verifiable record (DOI, PMID, accession, URL with retrieval
   * date) or `unresolved: <why>` (docs/rules.md, citation-invalid); anything else is refused.
   */
  source?: string;
  /**
   * Digest of an input that is not in the repository (library use). Ignored
   * when the file exists: then its bytes are hashed.
   */
  sha256?: string;
}

/** How `run` ran the step (recorded_by of a run record). */
export interface RunRecord {
  /** The command as run (argv). */
  command: readonly string[];
  /** Its working directory, repository-relative ('.' for the root). */
  workingDirectory: string;
  exitCode: number;
  startedAt: string;
  endedAt: string;
  /** The outputs are the files the step declared (`run --output`), not the whole directory. */
  declaredOutputs: boolean;
  /**
   * The program (argv[0]) outside the repository, resolved, and its `--version` line
   * (src/reproduce/program.ts); absent when it is a script of the repository or not found.
   */
  program?: { path: string; version: string | null } | null;
  /** Outputs the step declares non-deterministic (`run --nondeterministic`), repository-relative. */
  nondeterministic?: readonly string[];
}

/** Options of {@link stamp}. Paths are repository-relative POSIX paths. */
export interface StampOptions {
  /** Repository root. */
  root: string;
  /** The output directory to stamp ('.' for the root). */
  directory: string;
  /** produced_by.skill (required for a new passport). */
  skill?: string;
  /** produced_by.skill_version (required for a new passport). */
  skillVersion?: string;
  agent?: string;
  sessionId?: string;
  /** Inputs; replaces the recorded inputs when given. */
  inputs?: readonly (string | StampInput)[];
  /** Where inputs came from, by repository-relative input path (sets `source`); applies to given or recorded inputs. */
  inputSources?: ReadonlyMap<string, string>;
  /** Where external inputs can be fetched, by absolute input path (sets `uri`). */
  inputUris?: ReadonlyMap<string, string>;
  /** Upstream passports by passport_id, passport path or directory; replaces the recorded list when given. */
  consumes?: readonly string[];
  /**
   * Upstream passports to remove from consumed_passports (by id, path or directory; an id
   * that names no passport any more is taken as it is): the back edge of a cycle, a
   * recreated upstream's old id.
   */
  dropConsumes?: readonly string[];
  /** Decisions; each replaces a recorded decision with the same step. */
  decisions?: readonly PassportDecision[];
  /** Exit statuses; each replaces a recorded entry with the same step and tool. */
  errors?: readonly PassportError[];
  /** Parameters merged into the recorded ones. */
  parameters?: Readonly<Record<string, unknown>>;
  /** downstream_hints.next_skills; replaces the recorded list when given. */
  nextSkills?: readonly string[];
  /** downstream_hints.expected_inputs; replaces the recorded list when given. */
  expectedInputs?: readonly string[];
  /** File name stem: `<runId>.passport.json`. Default: the one passport already there, else the skill. */
  runId?: string;
  /**
   * Set by `run`: the passport records one run of this step (errors[].step). The errors the
   * step recorded before are replaced by `errors` (a failure included, without `force`: the
   * step ran again), and the parameters by `parameters` (a run's parameters are all it was
   * given, so one dropped since is not kept).
   */
  ranStep?: string;
  /**
   * Set by `run`: how the step ran, written as `recorded_by` with method "run" (docs/rules.md
   * "How a record was made"). Without it the record is a hand record (method "stamp").
   */
  run?: RunRecord;
  /**
   * The outputs to record (repository-relative files in the directory): `run --output`, a job
   * that declares its files (Snakemake's `{output}`), so jobs of one rule share a directory
   * with a passport each. Default: every file the directory owns, or the files recorded before
   * when the record says its outputs were declared.
   */
  outputs?: readonly string[];
  /**
   * Set by `run` in directory mode: the files the output directory held before the step and
   * still holds untouched (by repository-relative path, with their sha256). They are not the
   * step's outputs and are left out of outputs[], except a file this passport listed before
   * with these very bytes (an earlier run of the step made it). Default: every owned file.
   */
  untouched?: ReadonlyMap<string, string>;
  /** Overwrite a passport that records a non-zero exit (or cannot be read). */
  force?: boolean;
  /** Compute and compare only; never write. */
  check?: boolean;
  /** The repository config (ignore globs, output globs, path base, handoff globs). */
  config?: Config;
  /**
   * git's ignore rules (vcs/git.ts createGitIgnoreRules; the CLI passes them): an owned file
   * they ignore is not listed as an output (with a note). Default: nothing is ignored.
   */
  ignored?: IgnoreRules;
  /** Clock for created_at (tests inject one). */
  now?: () => Date;
  /**
   * The passport_id to give a new passport instead of a fresh one (`run` passes the id the
   * step's passport had at the last commit: a workflow engine deletes a `directory()` output,
   * passport included, before it runs the step again). Ignored when another passport holds it.
   */
  reuseId?: string;
  /** Id source for new passports (default crypto.randomUUID). */
  newId?: () => string;
  signal?: AbortSignal;
  /** Hashing progress (the CLI draws it as `audit` does). */
  onProgress?: (progress: HashProgress) => void;
}

/** What {@link stamp} did (or, with `check`, would do). */
export interface StampResult {
  /** created: no passport was there; updated: it changed; unchanged: already in sync. */
  status: 'created' | 'updated' | 'unchanged';
  /** True when the file was written. */
  written: boolean;
  /** Repository-relative path of the passport file. */
  path: string;
  /** Its passport_id, as written. */
  id: string;
  /** The passport as written (or, with `check`, as it would be). */
  passport: MaterialPassport;
  /** One line per difference from the passport on disk (empty when unchanged). */
  changes: string[];
  /** Things the caller should know: producers resolved, failed upstream steps, kept digests. */
  notes: string[];
  /**
   * What the audit would report on the passport as written (its passport-document rules: a
   * kept free-text source, say), one line each; empty when it would pass them.
   */
  warnings: string[];
}
