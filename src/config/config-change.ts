/**
 * Applying a trusted commit's config instead of the checkout's: the base
 * commit's on a pull request (github/config-source.ts), or the revision
 * given to the CLI's `--config-from REF`. The checkout's file (the pull
 * request's version) is read only to say how it differs, as a
 * `config-changed` finding; it is never applied, and a broken one is
 * reported, not fatal.
 */
import path from 'node:path';
import { ConfigurationError } from '../util/errors.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { buildConfigChangeMessage, type HeadConfig } from './config-diff.js';
import {
  DEFAULT_CONFIG,
  parseConfigBytes,
  readConfigFile,
  type Config,
  type ConfigFileRead,
} from './config.js';
import type { FindingInput } from '../core/findings.js';
import { isInside, toPosixRelative } from '../fs/paths.js';

/** What {@link applyTrustedConfig} needs. */
export interface TrustedConfigInput {
  /** The config file as it is at the trusted commit. */
  trusted: ConfigFileRead;
  /** Names the trusted commit in messages: "the base commit 0123456789ab". */
  trustedLabel: string;
  /** The audited root, and the config file (absolute) in the checkout. */
  root: string;
  configFile: string;
  /** The config's name in messages (repository-relative). */
  configLabel: string;
  /** Who changed the file, in messages: "the pull request", "the working tree". */
  subject: string;
}

/** The config in force and what the checkout's version would change. */
export interface TrustedConfig {
  config: Config;
  /** The config-changed finding, when the checkout's file differs from the trusted one. */
  change: FindingInput | null;
  /** One line for the log and the job summary. */
  note: string;
}

/** Most characters of the checkout config's problem quoted in the finding. */
const PROBLEM_MAX_CHARS = 500;

/** A config error on one line (its problems joined), quoted: it describes an untrusted file. */
function describeProblem(error: ConfigurationError): string {
  const line = error.message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join(' ');
  return quoteUntrusted(line, PROBLEM_MAX_CHARS);
}

const sameBytes = (a: ConfigFileRead, b: ConfigFileRead) =>
  a.kind === b.kind && (a.kind === 'absent' || (b.kind === 'file' && a.bytes.equals(b.bytes)));

/**
 * Parses the trusted config (an invalid one is a ConfigurationError: it is the policy, and the
 * run cannot go on without one) and compares the checkout's file with it.
 */
export async function applyTrustedConfig(input: TrustedConfigInput): Promise<TrustedConfig> {
  const { trusted, trustedLabel, configLabel } = input;
  const config =
    trusted.kind === 'absent'
      ? { ...DEFAULT_CONFIG }
      : await parseConfigBytes(trusted.bytes, `${configLabel} of ${trustedLabel}`);
  const note =
    trusted.kind === 'absent'
      ? `config: ${trustedLabel} has no ${configLabel}, so the defaults are in force; the checkout's version is not applied.`
      : `config: ${configLabel} of ${trustedLabel} is in force; the checkout's version is not applied.`;

  // The checkout's file is read with the same care as any other, and a problem with it is
  // reported in the finding: it is not in force, so it does not stop the run.
  let checkout: ConfigFileRead | null = null;
  let head: HeadConfig;
  try {
    checkout = await readConfigFile(input.root, input.configFile, configLabel);
    if (sameBytes(trusted, checkout)) return { config, change: null, note };
    head =
      checkout.kind === 'absent'
        ? { kind: 'absent' }
        : {
            kind: 'valid',
            config: await parseConfigBytes(checkout.bytes, `${configLabel} of ${input.subject}`),
          };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    head = { kind: 'invalid', problem: describeProblem(error) };
  }
  // The finding is anchored in the checkout's file when it lies inside the root.
  const rootDir = path.resolve(input.root);
  const findingPath = isInside(rootDir, input.configFile)
    ? toPosixRelative(rootDir, input.configFile)
    : '';
  const anchored = checkout?.kind === 'file' && findingPath !== '';
  return {
    config,
    note,
    change: {
      rule: 'config-changed',
      path: anchored ? findingPath : '',
      ...(anchored ? { line: 1 } : {}),
      message: buildConfigChangeMessage(input.subject, configLabel, trustedLabel, config, head),
    },
  };
}
