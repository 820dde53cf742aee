/**
 * How a command signs, from its flags: `attest` (`--key` / `--keyless`) and `audit --vsa`
 * (`--vsa-key` / `--vsa-keyless`) read them the same way, so a key or a keyless identity that
 * signs passports signs the verification summary too. sigstore-js is loaded only to sign.
 */
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import {
  readSigningMethod as readSigningRequest,
  type SigningRequest,
} from '../operations/verification-summary.js';
import type { SigningMethod } from '../operations/index.js';
import type { CliIo } from './io.js';

/** The signing flags, without their prefix. */
export interface SigningFlags {
  key?: string | undefined;
  keyless?: boolean | undefined;
  'fulcio-url'?: string | undefined;
  'rekor-url'?: string | undefined;
  'tsa-url'?: string | undefined;
}

/**
 * Checks the flags: exactly one way to sign, and the service URLs only for keyless. `prefix`
 * is how the command spells them (`''` for attest, `'vsa-'` for audit).
 */
export function checkSigningFlags(flags: SigningFlags, prefix: string): void {
  if ((flags.key === undefined) === (flags.keyless !== true))
    throw new UsageError(
      `choose one way to sign: --${prefix}key FILE (a PEM private key) or --${prefix}keyless (the workflow's OIDC identity)`,
    );
  for (const flag of ['fulcio-url', 'rekor-url', 'tsa-url'] as const) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (flags.keyless !== true) throw new UsageError(`--${flag} is for --${prefix}keyless signing`);
    if (!/^https?:\/\/[^\s]+$/.test(value))
      throw new UsageError(`--${flag} ${JSON.stringify(value)} is not an http(s) URL`);
  }
}

/**
 * The signing method of the flags (the key read and checked), read by the one reader the
 * action's verification summary uses too (operations/verification-summary.ts).
 */
export function readSigningMethod(
  flags: SigningFlags,
  io: CliIo,
  prefix: string,
): Promise<SigningMethod> {
  return readSigningRequest(signingRequestOf(flags, io, prefix), io.env);
}

/** The flags as the one reader takes them: the key's path resolved, named as typed. */
export function signingRequestOf(flags: SigningFlags, io: CliIo, prefix: string): SigningRequest {
  return {
    keyFile: flags.key === undefined ? null : path.resolve(io.cwd, flags.key),
    keyLabel: `--${prefix}key ${JSON.stringify(flags.key)}`,
    fulcioURL: flags['fulcio-url'] ?? null,
    rekorURL: flags['rekor-url'] ?? null,
    tsaURL: flags['tsa-url'] ?? null,
  };
}
