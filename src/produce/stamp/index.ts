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
 *  - outputs are always recomputed from the bytes on disk;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`,
 *    but by `run` of the same step (`ranStep`): errors of that step and the
 *    parameters are then the run's.
 */
import { DEFAULT_CONFIG } from '../../config/config.js';
import { writeFileAtomic } from '../../fs/atomic-write.js';
import { createDigestService } from '../../hash/index.js';
import { createArtifactPaths } from '../../repo/artifact-paths.js';
import { indexChain } from '../../repo/chain.js';
import { buildLayout } from '../../repo/layout.js';
import { walkRepository } from '../../repo/tree.js';
import { loadPassportsOf } from '../load-passports.js';
import { stampArtifacts } from './artifacts.js';
import { checkGivenSources, previewDocumentFindings } from './citations.js';
import { composePassport } from './compose.js';
import { checkNoCycle, resolveConsumedPassports } from './consumed.js';
import { describeChanges } from './describe.js';
import type { StampOptions, StampResult } from './options.js';
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
    notes,
  });
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
