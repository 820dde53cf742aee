/**
 * Writing or refreshing a Material Passport for an output directory, in small
 * steps over the repository model the audit reads (repo/): the files a
 * passport must list are chosen by the audit's own ownership rule (the one
 * behind artifact-unlisted), hashed by the audit's digest service, and each
 * input's producer passport is found in the audit's chain index the way
 * chain-missing-reference looks for it, so a stamped directory audits clean by
 * construction (__tests__/produce/stamp-property.test.ts).
 *
 * Refresh rules (a passport already in the directory):
 *  - passport_id is kept; created_at moves to now only when something changed;
 *  - outputs are always recomputed from the bytes on disk, but a re-stamp that would record
 *    other output bytes than the passport records (a changed, added or removed file) is
 *    refused without `force`: a metadata re-stamp must not launder a hand edit;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`,
 *    but by `run` of the same step (`ranStep`): errors of that step and the
 *    parameters are then the run's.
 */
import { lstat } from 'node:fs/promises';
import { DEFAULT_CONFIG } from '../../config/config.js';
import { writeFileAtomic } from '../../fs/atomic-write.js';
import { createDigestService } from '../../hash/index.js';
import { createArtifactPaths } from '../../repo/artifact-paths.js';
import { indexChain } from '../../repo/chain.js';
import { buildLayout } from '../../repo/layout.js';
import { walkRepository } from '../../repo/tree.js';
import { loadPassportsOf, type LoadedPassport } from '../load-passports.js';
import { stampArtifacts } from './artifacts.js';
import { checkGivenSources, previewDocumentFindings } from './citations.js';
import { changedArtifacts, composePassport } from './compose.js';
import { checkNoCycle, resolveConsumedPassports } from './consumed.js';
import { describeChanges } from './describe.js';
import type { StampOptions, StampResult } from './options.js';
import type { StampArtifacts } from './artifacts.js';
import type { ArtifactPaths } from '../../repo/artifact-paths.js';
import { rerunCommand, STEP_COMMAND_PLACEHOLDER } from '../../repo/rerun-command.js';
import { isRunRecord, type Passport } from '../../core/passport.js';
import { quoteUntrusted } from '../../util/untrusted.js';
import { refuse } from './refusal.js';
import {
  absoluteOf,
  checkDirectory,
  checkPrevious,
  chooseTarget,
  normalizeDirectory,
} from './target.js';

export { guessArtifactType } from './artifacts.js';
export { formatTimestamp } from './compose.js';
export { describeChanges } from './describe.js';
export type { StampInput, StampOptions, StampResult } from './options.js';
export { StampError } from './refusal.js';
export { UUID_PATTERN } from './consumed.js';
export { RUN_ID_PATTERN } from '../../formats/passport.js';

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
 * console.log(result.status, result.path, result.id);
 */
export async function stamp(options: StampOptions): Promise<StampResult> {
  const config = options.config ?? DEFAULT_CONFIG;
  const notes: string[] = [];
  const warnings: string[] = [];
  const dir = normalizeDirectory(options.directory);
  checkGivenSources(options);
  // 1 the repository as the audit will see it once `dir` holds a passport
  const tree = await walkRepository(options.root, config, options.signal);
  const layout = buildLayout(tree, config, { newPassportDir: dir });
  const passports = await loadPassportsOf(tree, layout.passportPaths, config, options.signal);
  await checkDirectory(tree, dir);
  // 2 which passport, and what it recorded
  const target = chooseTarget(
    dir,
    passports.filter((p) => p.dir === dir),
    options,
  );
  const previous = checkPrevious(target.existing, options, notes);
  // 3 its outputs and inputs, hashed by the audit's digest service
  const paths = createArtifactPaths(config.pathBase);
  const artifacts = await stampArtifacts({
    options,
    dir,
    tree,
    layout,
    digests: createDigestService(tree, {
      signal: options.signal,
      onProgress: options.onProgress,
    }),
    paths,
    pathBase: config.pathBase,
    externalLocations: config.externalInputs,
    previous: previous.passport,
    siblingOutputs: listSiblingOutputs(passports, dir, target.path, paths),
    notes,
  });
  await checkRecordedArtifactsKept(
    tree.realRoot,
    previous.passport,
    artifacts,
    options,
    target.path,
    dir,
    paths,
    notes,
  );
  // 4 the passports it consumes, found as the audit's chain rules find them
  const chain = indexChain(passports, { inScope: () => false, paths });
  const consumed = resolveConsumedPassports({
    options,
    chain,
    passportPath: target.path,
    previous: previous.passport,
    artifacts,
    notes,
    warnings,
  });
  checkNoCycle(previous.passport, consumed, chain, dir);
  // 5 the passport, validated; 6 written, unless nothing changed or only checking
  const { passport, read, unchanged } = composePassport({
    options,
    dir,
    passportPath: target.path,
    previous,
    artifacts,
    consumed,
    chain,
    notes,
  });
  const changes = unchanged ? [] : describeChanges(previous.passport, read, target.path);
  warnings.push(...previewDocumentFindings(target.path, passport));
  const status = previous.value === null ? 'created' : unchanged ? 'unchanged' : 'updated';
  let written = false;
  if (!options.check && status !== 'unchanged') {
    options.signal?.throwIfAborted();
    const text = `${JSON.stringify(passport, null, 2)}\n`;
    await writeFileAtomic(absoluteOf(tree.realRoot, target.path), text);
    written = true;
  }
  return {
    status,
    written,
    path: target.path,
    id: read.writtenId ?? '',
    passport,
    changes,
    notes,
    warnings,
  };
}

/**
 * A re-stamp records the bytes on disk, so one that would record other bytes than the passport
 * vouches for is refused without `force`: a hand edit, a stray file or a deleted output would
 * otherwise turn green as the side effect of a metadata fix (`--next-skill`, `--source`…; issue
 * 37, no printed fix launders). A run record's inputs are held too: they are what the step read
 * when `run` ran it; with `force` it becomes a hand record. A hand record's outputs are held;
 * its inputs are the caller's to restate (`--input`), and an output still on disk that the
 * directory no longer owns may go. A first stamp and `run` itself (which just made the outputs) are not
 * checked; with `check`, a note.
 */
async function checkRecordedArtifactsKept(
  realRoot: string,
  previous: Passport | null,
  artifacts: StampArtifacts,
  options: StampOptions,
  passportPath: string,
  dir: string,
  paths: ArtifactPaths,
  notes: string[],
): Promise<void> {
  if (options.run !== undefined || previous === null) return;
  const runRecord = isRunRecord(previous);
  // A recorded output that is still on disk but no longer the directory's (outside it:
  // artifact-not-colocated, artifact-multiple-producers; owned by a nested passport; ignored)
  // may be dropped: the bytes are untouched and the passport merely stops claiming them.
  const dropped = new Set<string>();
  for (const o of previous.outputs) {
    const rel = paths.rel(o.path, dir);
    if (rel === null || (await isOnDisk(absoluteOf(realRoot, rel))))
      dropped.add(`output ${quoteUntrusted(o.path)} removed`);
  }
  const changed = changedArtifacts(previous, artifacts).filter(
    (line) => runRecord || (line.startsWith('output ') && !dropped.has(line)),
  );
  if (changed.length === 0) return;
  const again = rerunCommand(previous, passportPath, dir, (p) => paths.rel(p, dir), true);
  const how =
    again === null
      ? 'run the step again through `passport-gate run`'
      : runRecord
        ? `run the step again, as recorded: ${again}`
        : `run the step again through \`passport-gate run\`, with its command for ${quoteUntrusted(STEP_COMMAND_PLACEHOLDER)}: ${again}`;
  if (options.force !== true && options.check !== true) {
    if (runRecord)
      refuse(
        `refusing to re-stamp ${quoteUntrusted(passportPath)}: \`passport-gate run\` ran its step and recorded what it read and wrote, and these differ now:`,
        changed,
        `A re-stamp would record bytes the step never made or read. Restore the files (git checkout -- <file>), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). --force writes a hand record instead (recorded_by.method "stamp"), which the gate tells apart.`,
      );
    refuse(
      `refusing to re-stamp ${quoteUntrusted(passportPath)}: its outputs differ from the digests it records:`,
      changed,
      `A re-stamp would vouch for these bytes as the step's output, though no step was seen making them (a hand edit, a stray or deleted file). Nothing was written. Restore the files (git checkout -- <file>, or move a stray file out), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). If you re-ran the step yourself and it made exactly these files, --force records them.`,
    );
  }
  notes.push(
    runRecord
      ? `${quoteUntrusted(passportPath)} is a run record whose artifacts changed (${changed.join('; ')}); ${options.force === true ? 'it becomes a hand record' : 'stamping it needs a re-run, or --force for a hand record'}.`
      : `${quoteUntrusted(passportPath)} records other outputs than the directory holds (${changed.join('; ')}); ${options.force === true ? 'they are recorded as they are now' : 'stamping it needs a re-run, or --force'}.`,
  );
}

/**
 * The repository-relative outputs the other passports of `dir` record: per-sample jobs of one
 * rule share a directory, one passport each (`run --output`), and a re-stamp of one of them
 * must not take the others' files as its own.
 */
function listSiblingOutputs(
  passports: readonly LoadedPassport[],
  dir: string,
  passportPath: string,
  paths: ArtifactPaths,
): ReadonlySet<string> {
  const listed = new Set<string>();
  for (const p of passports) {
    if (p.dir !== dir || p.path === passportPath || p.summary === null) continue;
    for (const o of p.summary.outputs) {
      const rel = paths.rel(o.path, dir);
      if (rel !== null) listed.add(rel);
    }
  }
  return listed;
}

/** True when something (not followed through a symlink) is at `absolute`. */
async function isOnDisk(absolute: string): Promise<boolean> {
  try {
    await lstat(absolute);
    return true;
  } catch {
    return false;
  }
}
