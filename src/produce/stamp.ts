/**
 * Writing or refreshing a Material Passport for an output directory. The
 * directory's files are hashed with the audit's own code (src/hash), the
 * files a passport must list are chosen by the audit's own ownership rule
 * (the one behind artifact-unlisted), and each input's producer passport is
 * found the way chain-missing-reference looks for it, so a stamped directory
 * audits clean by construction (__tests__/produce/stamp-property.test.ts).
 *
 * Refresh rules (a passport already in the directory):
 *  - passport_id is kept; created_at moves to now only when something changed;
 *  - outputs are always recomputed from the bytes on disk;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`.
 */
import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_CONFIG, type Config } from '../config/config.js';
import { asArray, asString, isObject } from '../core/values.js';
import { PASSPORT_SUFFIX, SUPPORTED_MAJOR } from '../formats/passport.js';
import { validateWithSchema } from '../formats/schema-validator.js';
import { checkRelativePath, relativeDirname } from '../core/relative-path.js';
import { createDigestService } from '../hash/index.js';
import { buildLayout } from '../repo/layout.js';
import { walkRepository } from '../repo/tree.js';
import { quoteUntrusted, spellBytes } from '../core/untrusted.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { loadPassportsOf, type LoadedPassport } from './load-passports.js';
import {
  STAMP_SCHEMA_VERSION,
  type MaterialPassport,
  type PassportArtifact,
  type PassportDecision,
  type PassportError,
} from './passport-types.js';

/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A UUID (any version): how `consumes` tells an id from a path. */
const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;

/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES: ReadonlySet<string> = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);

/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;

/** Stamping cannot proceed; the message says what to do. */
export class StampError extends Error {
  override readonly name = 'StampError';
}

/** An input as the caller names it. */
export interface StampInput {
  /** Repository-relative path. */
  path: string;
  type?: string;
  /** Where an external input came from (accession, DOI, URL with retrieval date). */
  source?: string;
  /**
   * Digest of an input that is not in the repository (library use). Ignored
   * when the file exists: then its bytes are hashed.
   */
  sha256?: string;
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
  /** Upstream passports by passport_id, passport path or directory; replaces the recorded list when given. */
  consumes?: readonly string[];
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
  /** Overwrite a passport that records a non-zero exit (or cannot be read). */
  force?: boolean;
  /** Compute and compare only; never write. */
  check?: boolean;
  /** The repository config (ignore globs, output globs, path base, handoff globs). */
  config?: Config;
  /** Clock for created_at (tests inject one). */
  now?: () => Date;
  /** Id source for new passports (default crypto.randomUUID). */
  newId?: () => string;
  signal?: AbortSignal;
}

/** What {@link stamp} did (or, with `check`, would do). */
export interface StampResult {
  /** created: no passport was there; updated: it changed; unchanged: already in sync. */
  status: 'created' | 'updated' | 'unchanged';
  /** True when the file was written. */
  written: boolean;
  /** Repository-relative path of the passport file. */
  path: string;
  passport: MaterialPassport;
  /** One line per difference from the passport on disk (empty when unchanged). */
  changes: string[];
  /** Things the caller should know: producers resolved, failed upstream steps, kept digests. */
  notes: string[];
}

/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
export function guessArtifactType(rel: string): string {
  const parts = path.posix.basename(rel).toLowerCase().split('.').slice(1);
  while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1] as string))
    parts.pop();
  const ext = parts.pop();
  return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}

/** ISO-8601 UTC without milliseconds, as in the seed's example. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Turns a list of problems into one refusal. */
function refuse(intro: string, problems: readonly string[], advice: string): never {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
  const more =
    problems.length > MAX_LISTED_PROBLEMS
      ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
      : '';
  throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}

/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
function normalizeDirectory(directory: string): string {
  const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '.' || trimmed === './') return '.';
  const checked = checkRelativePath(trimmed);
  if (!checked.ok) {
    throw new StampError(
      `cannot stamp ${quoteUntrusted(directory)}: give the output directory relative to the repository root, inside it.`,
    );
  }
  return checked.rel;
}

/** Joins a repository-relative path onto the real root. */
const absoluteOf = (realRoot: string, rel: string): string =>
  rel === '.' ? realRoot : path.join(realRoot, ...rel.split('/'));

/** Error entries of a parsed passport that record a non-zero exit. */
function failedSteps(value: unknown): string[] {
  if (!isObject(value)) return [];
  return asArray(value.errors)
    .filter((e) => isObject(e) && typeof e.exit_code === 'number' && e.exit_code !== 0)
    .map((e) => {
      const r = e as Record<string, unknown>;
      return `${quoteUntrusted(r.step ?? '?')} (${quoteUntrusted(r.tool ?? '?')}) exited ${String(r.exit_code)}`;
    });
}

/**
 * Writes or refreshes `<runId>.passport.json` in an output directory and
 * returns what changed. Throws {@link StampError} (with what to do) when the
 * passport cannot be written truthfully; ConfigurationError for a bad root.
 *
 * @example
 * const result = await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * console.log(result.status, result.path, result.passport.passport_id);
 */
export async function stamp(options: StampOptions): Promise<StampResult> {
  const config = options.config ?? DEFAULT_CONFIG;
  const pathBase = config.pathBase;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const notes: string[] = [];
  const dir = normalizeDirectory(options.directory);

  const tree = await walkRepository(options.root, config, options.signal);
  const realRoot = tree.realRoot;
  // The layout the audit will see once `dir` holds a passport.
  const layout = buildLayout(tree, config, { newPassportDir: dir });
  const digests = createDigestService(tree, { signal: options.signal });
  const passports = await loadPassportsOf(tree, layout.passportPaths, config, options.signal);
  // A passport lists every file of its directory: one the walk could not see cannot be listed.
  const unseen = tree.problems.filter((p) => {
    const where = p.kind === 'unlistable' ? p.rel : p.parent;
    return dir === '.' || where === dir || where.startsWith(`${dir}/`);
  });
  if (unseen.length > 0) {
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}: some of it cannot be listed:`,
      unseen.map((p) =>
        p.kind === 'unlistable'
          ? `directory ${quoteUntrusted(p.rel)} cannot be listed (${p.code})`
          : `a name in ${quoteUntrusted(p.parent)} is not valid UTF-8 (${spellBytes(p.name)})`,
      ),
      'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.',
    );
  }

  // The directory must be a real directory inside the root, not reached through a symlink:
  // the audit walks without following symlinks, so files behind one would be invisible to it.
  const dirAbsolute = absoluteOf(realRoot, dir);
  let dirReal: string;
  try {
    dirReal = await realpath(dirAbsolute);
    if (!(await stat(dirReal)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new StampError(
      `output directory ${quoteUntrusted(dir)} does not exist under the root; run the pipeline step first, or check --root.`,
    );
  }
  if (dirReal !== dirAbsolute) {
    throw new StampError(
      `output directory ${quoteUntrusted(dir)} is reached through a symlink; stamp the real directory instead.`,
    );
  }

  // --- which passport -------------------------------------------------------------------
  const { runId, existing } = chooseTarget(
    dir,
    passports.filter((p) => p.dir === dir),
    options,
  );
  const passportPath =
    dir === '.' ? `${runId}${PASSPORT_SUFFIX}` : `${dir}/${runId}${PASSPORT_SUFFIX}`;
  const { previous, rewriteVersion } = checkPrevious(existing, options, notes);

  /** A repository-relative path as written into this passport. */
  const written = (rel: string): string =>
    pathBase === 'passport' ? path.posix.relative(dir === '.' ? '' : dir, rel) : rel;
  /** A recorded path of a passport in `baseDir`, back to repository-relative (null when invalid). */
  const readBack = (raw: string, baseDir: string): string | null => {
    const checked = checkRelativePath(
      raw,
      pathBase === 'passport' && baseDir !== '.' ? baseDir : '',
    );
    return checked.ok ? checked.rel : null;
  };
  const previousArtifacts = (kind: 'inputs' | 'outputs'): Map<string, Record<string, unknown>> => {
    const byPath = new Map<string, Record<string, unknown>>();
    for (const item of asArray(previous?.[kind])) {
      if (!isObject(item) || typeof item.path !== 'string') continue;
      const rel = readBack(item.path, dir);
      if (rel !== null && !byPath.has(rel)) byPath.set(rel, item);
    }
    return byPath;
  };

  // --- outputs: the files this directory owns, by the audit's rule ---------------------
  const owned = layout.ownedFiles(dir).map((f) => tree.relOf(f));

  const problems: string[] = [];
  const realOf = new Map<string, string>();
  for (const rel of owned) {
    const resolved = await tree.resolve(rel);
    if (resolved.ok) realOf.set(rel, resolved.real);
    else if (resolved.reason === 'outside-via-symlink')
      problems.push(`${quoteUntrusted(rel)} is a symlink that leaves the repository root`);
    else problems.push(`${quoteUntrusted(rel)} is a dangling symlink`);
  }

  // --- inputs ---------------------------------------------------------------------------
  const previousInputs = previousArtifacts('inputs');
  interface InputPlan {
    rel: string;
    type?: string;
    source?: string;
    sha256?: string;
    required: boolean;
  }
  const inputPlans: InputPlan[] = [];
  const seenInputs = new Set<string>();
  if (options.inputs !== undefined) {
    for (const item of options.inputs) {
      const spec: StampInput = typeof item === 'string' ? { path: item } : item;
      const checked = checkRelativePath(spec.path.replace(/^\.\//, ''));
      if (!checked.ok) {
        problems.push(
          `input ${quoteUntrusted(spec.path)} is not a path inside the repository root`,
        );
        continue;
      }
      if (seenInputs.has(checked.rel)) continue;
      seenInputs.add(checked.rel);
      const before = previousInputs.get(checked.rel);
      inputPlans.push({
        rel: checked.rel,
        type: spec.type ?? asString(before?.type),
        source: spec.source ?? asString(before?.source),
        sha256: spec.sha256,
        required: spec.sha256 === undefined,
      });
    }
  } else {
    for (const [rel, before] of previousInputs) {
      inputPlans.push({
        rel,
        type: asString(before.type),
        source: asString(before.source),
        sha256: asString(before.sha256),
        required: false,
      });
    }
  }
  for (const [rel, source] of options.inputSources ?? []) {
    const plan = inputPlans.find((p) => p.rel === rel);
    if (plan) plan.source = source;
    else
      problems.push(
        `a source is given for ${quoteUntrusted(rel)}, which is not an input; add it with --input`,
      );
  }
  const inputReal = new Map<string, string>();
  for (const plan of inputPlans) {
    const resolved = await tree.resolve(plan.rel);
    if (resolved.ok) inputReal.set(plan.rel, resolved.real);
    else if (resolved.reason === 'outside-via-symlink')
      problems.push(`input ${quoteUntrusted(plan.rel)} resolves outside the repository root`);
    else if (plan.required)
      problems.push(
        `input ${quoteUntrusted(plan.rel)} does not exist; check the path (relative to the root)`,
      );
  }
  if (problems.length > 0) {
    refuse(
      `cannot stamp ${quoteUntrusted(dir)}:`,
      problems,
      'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.',
    );
  }

  // --- hashing (one pass, the audit's digest service) -----------------------------------
  options.signal?.throwIfAborted();
  const toHash = [...new Set([...realOf.values(), ...inputReal.values()])].map((real) =>
    tree.fileOfReal(real),
  );
  digests.request(
    toHash.map((file) => ({ file, ref: { sizeBytes: null, path: tree.relOf(file) } })),
    'measure',
  );
  const table = await digests.settle();
  const digestOf = (real: string): { sha256: string; size: number; lfs: boolean } | string => {
    const file = tree.fileOfReal(real);
    const outcome = table.outcome(file);
    if (!outcome.ok) return outcome.detail;
    // A Git LFS pointer stands for its object (as the audit decides: only where the
    // repository's attributes mark its real path filter=lfs): record the object's digest,
    // which the audit accepts from the pointer and from the smudged file alike.
    const lfs = table.lfsObject(file);
    if (lfs) return { sha256: lfs.oid, size: lfs.size, lfs: true };
    return { sha256: outcome.sha256, size: outcome.size, lfs: false };
  };

  const previousOutputs = previousArtifacts('outputs');
  const outputs: PassportArtifact[] = [];
  let lfsCount = 0;
  for (const rel of owned) {
    const d = digestOf(realOf.get(rel) as string);
    if (typeof d === 'string') {
      problems.push(`${quoteUntrusted(rel)} ${d}`);
      continue;
    }
    if (d.lfs) lfsCount++;
    const before = previousOutputs.get(rel);
    const entry: PassportArtifact = {
      type: asString(before?.type) ?? guessArtifactType(rel),
      path: written(rel),
      sha256: d.sha256,
      size_bytes: d.size,
    };
    const source = asString(before?.source);
    if (source !== undefined) entry.source = source;
    outputs.push(entry);
  }
  const inputs: PassportArtifact[] = [];
  const inputDigests = new Map<string, string>();
  for (const plan of inputPlans) {
    const real = inputReal.get(plan.rel);
    let sha: string | undefined = plan.sha256;
    if (real !== undefined) {
      const d = digestOf(real);
      if (typeof d === 'string') {
        problems.push(`input ${quoteUntrusted(plan.rel)} ${d}`);
        continue;
      }
      if (d.lfs) lfsCount++;
      sha = d.sha256;
    } else {
      notes.push(
        `input ${quoteUntrusted(plan.rel)} is not in the repository; its recorded sha256 was kept.`,
      );
    }
    if (sha === undefined) continue;
    inputDigests.set(plan.rel, sha);
    const entry: PassportArtifact = {
      type: plan.type ?? guessArtifactType(plan.rel),
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
  if (lfsCount > 0) {
    notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
  }

  // --- consumed passports ---------------------------------------------------------------
  const byId = new Map<string, LoadedPassport[]>();
  for (const p of passports) {
    if (p.id === null) continue;
    const list = byId.get(p.id) ?? [];
    list.push(p);
    byId.set(p.id, list);
  }
  const others = passports.filter((p) => p.path !== passportPath);
  const consumed: string[] = [];
  const addConsumed = (id: string) => {
    if (!consumed.includes(id)) consumed.push(id);
  };
  if (options.consumes !== undefined) {
    const unresolved: string[] = [];
    for (const ref of options.consumes) {
      const found = resolveConsumed(ref, others, byId);
      if (found.ok) addConsumed(found.id);
      else unresolved.push(found.problem);
    }
    if (unresolved.length > 0) {
      refuse(
        'cannot resolve --consumes:',
        unresolved,
        'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.',
      );
    }
  } else {
    for (const c of asArray(previous?.consumed_passports)) {
      if (typeof c !== 'string') continue;
      addConsumed(c);
      if (!byId.has(c)) {
        notes.push(
          `recorded consumed passport ${quoteUntrusted(c)} matches no passport in the repository (the audit reports chain-unresolved).`,
        );
      }
    }
  }
  // Producers of the inputs: same repository-relative path and same sha256 in their outputs,
  // exactly what chain-missing-reference compares.
  for (const [rel, sha] of inputDigests) {
    const producers = others.filter((p) =>
      (p.summary?.outputs ?? []).some((o) => o.sha256 === sha && readBack(o.path, p.dir) === rel),
    );
    for (const producer of producers) {
      if (producer.id === null) continue;
      if (!consumed.includes(producer.id)) {
        notes.push(
          `input ${quoteUntrusted(rel)} was produced by ${quoteUntrusted(producer.path)}; consuming ${quoteUntrusted(producer.id)}.`,
        );
      }
      addConsumed(producer.id);
    }
    if (producers.length === 0) {
      // The handoff protocol: B looks for a passport beside its input.
      const beside = others.filter((p) => p.dir === relativeDirname(rel));
      if (beside.length > 0) {
        notes.push(
          `input ${quoteUntrusted(rel)} sits beside ${quoteUntrusted(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`,
        );
      } else if (inputPlans.find((p) => p.rel === rel)?.source === undefined) {
        notes.push(
          `input ${quoteUntrusted(rel)} has no producing passport and no source; record its origin with --source ${quoteUntrusted(rel)}=… (accession, DOI, URL), or the audit notes input-unprovenanced.`,
        );
      }
    }
  }
  for (const c of consumed) {
    const producer = byId.get(c)?.[0];
    const failed = failedSteps(producer?.value);
    if (producer && failed.length > 0) {
      notes.push(
        `consumed passport ${quoteUntrusted(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`,
      );
    }
  }

  // --- the passport ---------------------------------------------------------------------
  const previousId = asString(previous?.passport_id);
  const passportId = previousId ?? newId();
  if (previousId !== undefined && consumed.length > 0) {
    const cycle = findPathBack(previousId, consumed, byId);
    if (cycle) {
      throw new StampError(
        `consuming ${cycle.map((id) => quoteUntrusted(id)).join(' → ')} would close a cycle back to this passport (${quoteUntrusted(previousId)}); a passport can only consume work that existed before it. Nothing was written.`,
      );
    }
  }

  const previousProducer = isObject(previous?.produced_by) ? previous.produced_by : {};
  const producedBy: Record<string, unknown> = { ...previousProducer };
  if (options.skill !== undefined) producedBy.skill = options.skill;
  if (options.skillVersion !== undefined) producedBy.skill_version = options.skillVersion;
  if (options.agent !== undefined) producedBy.agent = options.agent;
  if (options.sessionId !== undefined) producedBy.session_id = options.sessionId;
  if (producedBy.skill === undefined || producedBy.skill_version === undefined) {
    throw new StampError(
      `${quoteUntrusted(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`,
    );
  }

  const decisions = upsert(
    asArray(previous?.decisions),
    options.decisions ?? [],
    (d) => `${asString((d as { step?: unknown }).step)}`,
  ) as PassportDecision[];
  const errors = upsert(
    asArray(previous?.errors),
    options.errors ?? [],
    (e) =>
      `${asString((e as { step?: unknown }).step)}\0${asString((e as { tool?: unknown }).tool)}`,
  ) as PassportError[];
  const previousParameters = isObject(previous?.parameters) ? previous.parameters : undefined;
  // Object.fromEntries defines own properties, so a "__proto__" parameter stays data.
  const parameters = Object.fromEntries([
    ...Object.entries(previousParameters ?? {}),
    ...Object.entries(options.parameters ?? {}),
  ]);
  const previousHints = isObject(previous?.downstream_hints) ? previous.downstream_hints : {};
  const hints: Record<string, unknown> = { ...previousHints };
  hints.next_skills = options.nextSkills
    ? [...options.nextSkills]
    : Array.isArray(previousHints.next_skills)
      ? previousHints.next_skills
      : [];
  if (options.expectedInputs) hints.expected_inputs = [...options.expectedInputs];

  const known = new Set([
    'schema_version',
    'passport_id',
    'created_at',
    'produced_by',
    'inputs',
    'outputs',
    'decisions',
    'parameters',
    'errors',
    'consumed_passports',
    'downstream_hints',
  ]);
  const candidate: Record<string, unknown> = {
    schema_version: rewriteVersion
      ? STAMP_SCHEMA_VERSION
      : (asString(previous?.schema_version) ?? STAMP_SCHEMA_VERSION),
    passport_id: passportId,
    // Compared as recorded; replaced by the clock below when anything changed.
    created_at: previous?.created_at,
    produced_by: producedBy,
    inputs,
    outputs,
    decisions,
  };
  if (previousParameters !== undefined || Object.keys(parameters).length > 0)
    candidate.parameters = parameters;
  candidate.errors = errors;
  candidate.consumed_passports = consumed;
  candidate.downstream_hints = hints;
  for (const [key, value] of Object.entries(previous ?? {})) {
    if (!known.has(key)) candidate[key] = value;
  }

  const unchanged = previous !== null && isDeepStrictEqual(previous, candidate);
  if (!unchanged) candidate.created_at = formatTimestamp(now());

  const violations = validateWithSchema('passport', candidate);
  if (violations.length > 0) {
    refuse(
      `the passport for ${quoteUntrusted(dir)} would not be a valid Material Passport v1:`,
      violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`),
      'Nothing was written.',
    );
  }
  const passport = candidate as MaterialPassport;
  for (const c of consumed) {
    const producer = byId.get(c)?.[0];
    const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
    if (producer && producerTime > Date.parse(passport.created_at)) {
      notes.push(
        `consumed passport ${quoteUntrusted(producer.path)} was created later (${quoteUntrusted(producer.summary?.createdAt)}) than this one; check the clocks (the audit warns chain-time-order).`,
      );
    }
  }
  for (const failed of failedSteps(passport)) {
    notes.push(
      `this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`,
    );
  }

  const changes = unchanged ? [] : describeChanges(previous, passport, passportPath);
  const status: StampResult['status'] =
    previous === null ? 'created' : unchanged ? 'unchanged' : 'updated';
  let wrote = false;
  if (!options.check && status !== 'unchanged') {
    options.signal?.throwIfAborted();
    await writeFileAtomic(
      absoluteOf(realRoot, passportPath),
      `${JSON.stringify(passport, null, 2)}\n`,
    );
    wrote = true;
  }
  return { status, written: wrote, path: passportPath, passport, changes, notes };
}

/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
function chooseTarget(
  dir: string,
  here: readonly LoadedPassport[],
  options: StampOptions,
): { runId: string; existing: LoadedPassport | undefined } {
  const fileOf = (runId: string) =>
    dir === '.' ? `${runId}${PASSPORT_SUFFIX}` : `${dir}/${runId}${PASSPORT_SUFFIX}`;
  if (options.runId !== undefined) {
    const runId = options.runId;
    if (!RUN_ID_PATTERN.test(runId) || runId.endsWith('.passport')) {
      throw new StampError(
        `run id ${quoteUntrusted(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`,
      );
    }
    return { runId, existing: here.find((p) => p.path === fileOf(runId)) };
  }
  if (here.length === 1) {
    const existing = here[0] as LoadedPassport;
    return {
      runId: path.posix.basename(existing.path).slice(0, -PASSPORT_SUFFIX.length),
      existing,
    };
  }
  if (here.length > 1) {
    throw new StampError(
      `${quoteUntrusted(dir)} holds ${here.length} passports (${here.map((p) => quoteUntrusted(path.posix.basename(p.path))).join(', ')}); choose one with --run-id.`,
    );
  }
  if (options.skill === undefined) {
    throw new StampError(
      `${quoteUntrusted(dir)} has no passport yet; give --skill and --skill-version to create one.`,
    );
  }
  if (!RUN_ID_PATTERN.test(options.skill)) {
    throw new StampError(
      `the skill ${quoteUntrusted(options.skill)} cannot serve as a file name; give --run-id.`,
    );
  }
  return { runId: options.skill, existing: undefined };
}

/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
function checkPrevious(
  existing: LoadedPassport | undefined,
  options: StampOptions,
  notes: string[],
): { previous: Record<string, unknown> | null; rewriteVersion: boolean } {
  if (!existing) return { previous: null, rewriteVersion: false };
  const mayReplace = options.force === true || options.check === true;
  if (!isObject(existing.value)) {
    const why = existing.problem ?? 'is not a JSON object';
    if (!mayReplace) {
      throw new StampError(
        `cannot refresh ${quoteUntrusted(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`,
      );
    }
    notes.push(`${quoteUntrusted(existing.path)} ${why}; it is replaced by a new passport.`);
    return { previous: null, rewriteVersion: false };
  }
  const previous = existing.value;
  const failed = failedSteps(previous);
  if (failed.length > 0) {
    if (!mayReplace) {
      refuse(
        `refusing to overwrite ${quoteUntrusted(existing.path)}: it records failed steps:`,
        failed,
        'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).',
      );
    }
    notes.push(
      `${quoteUntrusted(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`,
    );
  }
  const version = asString(previous.schema_version);
  const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
  if (major === undefined || Number(major) === SUPPORTED_MAJOR) {
    return { previous, rewriteVersion: false };
  }
  if (!mayReplace) {
    throw new StampError(
      `${quoteUntrusted(existing.path)} has schema_version ${quoteUntrusted(version)}; this tool writes v${SUPPORTED_MAJOR}. Pass --force to rewrite it as v${SUPPORTED_MAJOR}, or upgrade passport-gate.`,
    );
  }
  return { previous, rewriteVersion: true };
}

/** Which CLI flag sets the value at a schema pointer, for refusal messages. */
function hintFor(pointer: string): string {
  if (pointer.startsWith('/produced_by/skill_version')) return ' (--skill-version)';
  if (pointer.startsWith('/produced_by/skill')) return ' (--skill: lowercase letters, digits, "-")';
  if (pointer.startsWith('/decisions')) return ' (--decision step=…,choice=…,rationale=…)';
  if (pointer.startsWith('/errors')) return ' (--error step=…,tool=…,exit=…)';
  if (pointer.startsWith('/downstream_hints/next_skills')) return ' (--next-skill)';
  if (pointer.startsWith('/consumed_passports')) return ' (--consumes)';
  if (pointer === '/passport_id')
    return ' (fix the recorded id, or delete the file and stamp again for a new one)';
  return '';
}

/** Replaces entries of `before` whose key matches a new entry; appends the rest. */
function upsert(
  before: readonly unknown[],
  added: readonly object[],
  key: (v: unknown) => string,
): unknown[] {
  const result = [...before];
  for (const item of added) {
    const k = key(item);
    const at = result.findIndex((r) => isObject(r) && key(r) === k);
    if (at >= 0) result[at] = { ...item };
    else result.push({ ...item });
  }
  return result;
}

/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(
  ref: string,
  candidates: readonly LoadedPassport[],
  byId: ReadonlyMap<string, LoadedPassport[]>,
): { ok: true; id: string } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false, problem }) as const;
  if (UUID_PATTERN.test(ref)) {
    return byId.has(ref)
      ? { ok: true, id: ref }
      : fail(`${quoteUntrusted(ref)} matches no passport_id in the repository`);
  }
  const checked = checkRelativePath(ref.replace(/^\.\//, ''));
  if (!checked.ok) return fail(`${quoteUntrusted(ref)} is not a path inside the repository`);
  const byPath = candidates.find((p) => p.path === checked.rel);
  const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
  if (found.length === 0)
    return fail(
      `${quoteUntrusted(ref)} is neither a passport_id nor a passport or a directory holding one`,
    );
  if (found.length > 1)
    return fail(
      `${quoteUntrusted(ref)} holds ${found.length} passports; name the *.passport.json file`,
    );
  const id = found[0]?.id;
  if (id === null || id === undefined)
    return fail(`${quoteUntrusted(found[0]?.path)} has no readable passport_id`);
  return { ok: true, id };
}

/**
 * Is `target` reachable from `start` along consumed_passports edges? Returns
 * the path [start…, target] when it is (iterative breadth-first search).
 */
function findPathBack(
  target: string,
  start: readonly string[],
  byId: ReadonlyMap<string, LoadedPassport[]>,
): string[] | null {
  const previous = new Map<string, string | null>();
  const queue: string[] = [];
  for (const s of start) {
    if (!previous.has(s)) {
      previous.set(s, null);
      queue.push(s);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head] as string;
    if (id === target) {
      const chain: string[] = [];
      for (let x: string | null | undefined = id; x != null; x = previous.get(x)) chain.push(x);
      return chain.reverse();
    }
    for (const next of byId.get(id)?.[0]?.summary?.consumed ?? []) {
      if (!previous.has(next)) {
        previous.set(next, id);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Short digest for change lines. */
const short = (sha: unknown): string => (typeof sha === 'string' ? `${sha.slice(0, 12)}…` : '?');

/** Human lines describing how `next` differs from `before`. */
export function describeChanges(
  before: Readonly<Record<string, unknown>> | null,
  next: MaterialPassport,
  passportPath: string,
): string[] {
  if (before === null) {
    return [
      `+ ${passportPath}: new passport ${next.passport_id} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed_passports?.length ?? 0} consumed passport(s)`,
    ];
  }
  const lines: string[] = [];
  for (const kind of ['inputs', 'outputs'] as const) {
    const label = kind.slice(0, -1);
    const old = new Map<string, Record<string, unknown>>();
    for (const item of asArray(before[kind])) {
      if (isObject(item) && typeof item.path === 'string') old.set(item.path, item);
    }
    const now = new Map(next[kind].map((a) => [a.path, a]));
    for (const [p, a] of now) {
      const o = old.get(p);
      if (!o) lines.push(`+ ${label} ${quoteUntrusted(p)} sha256 ${short(a.sha256)}`);
      else if (o.sha256 !== a.sha256)
        lines.push(
          `~ ${label} ${quoteUntrusted(p)} sha256 ${short(o.sha256)} → ${short(a.sha256)}`,
        );
      else if (!isDeepStrictEqual(o, a)) lines.push(`~ ${label} ${quoteUntrusted(p)} metadata`);
    }
    for (const p of old.keys()) if (!now.has(p)) lines.push(`- ${label} ${quoteUntrusted(p)}`);
  }
  const oldConsumed = asArray(before.consumed_passports).filter(
    (c): c is string => typeof c === 'string',
  );
  const newConsumed = next.consumed_passports ?? [];
  for (const c of newConsumed)
    if (!oldConsumed.includes(c)) lines.push(`+ consumed_passports ${quoteUntrusted(c)}`);
  for (const c of oldConsumed)
    if (!newConsumed.includes(c)) lines.push(`- consumed_passports ${quoteUntrusted(c)}`);
  for (const key of [
    'schema_version',
    'produced_by',
    'decisions',
    'parameters',
    'errors',
    'downstream_hints',
  ]) {
    if (!isDeepStrictEqual(before[key], next[key])) lines.push(`~ ${key}`);
  }
  if (lines.length === 0) lines.push('~ order or formatting of entries');
  return lines;
}
