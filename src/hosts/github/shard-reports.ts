/**
 * mode: merge — the shard reports a matrix's jobs uploaded, found by the `reports` input's
 * patterns the way every other action's path inputs are (@actions/glob).
 */
import * as glob from '@actions/glob';
import { ConfigurationError } from '../../util/errors.js';
import { Inputs } from './constants.js';

/** The files the `reports` patterns match, sorted; none is a configuration error. */
export async function findShardReports(patterns: readonly string[]): Promise<string[]> {
  const globber = await glob.create(patterns.join('\n'), {
    followSymbolicLinks: false,
    matchDirectories: false,
  });
  const files = (await globber.glob()).sort();
  if (files.length === 0) {
    throw new ConfigurationError(
      `input ${Inputs.Reports} matched no file; download the shards' report artifacts first (${patterns.join(', ')})`,
    );
  }
  return files;
}
