/**
 * How a command signs, from its flags: `attest` (`--key` / `--keyless`) and `audit --vsa`
 * (`--vsa-key` / `--vsa-keyless`) read them the same way, so a key or a keyless identity that
 * signs passports signs the verification summary too. sigstore-js is loaded only to sign.
 */
import path from 'node:path';
import type { SigningMethod } from '../attest/sign.js';
import { UsageError } from '../util/errors.js';
import { readFileCapped } from '../fs/safe-read.js';
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

/** The signing method of the flags (the key read and checked). */
export async function readSigningMethod(
  flags: SigningFlags,
  io: CliIo,
  prefix: string,
): Promise<SigningMethod> {
  // sigstore-js loads only when something is signed: every other audit would pay its start-up.
  const [{ identityFromEnv, PUBLIC_GOOD }, { parsePrivateKey }] = await Promise.all([
    import('../attest/sign.js'),
    import('../attest/keys.js'),
  ]);
  if (flags.key === undefined)
    return {
      kind: 'keyless',
      fulcioURL: flags['fulcio-url'] ?? PUBLIC_GOOD.fulcio,
      rekorURL: flags['rekor-url'] ?? PUBLIC_GOOD.rekor,
      tsaURL: flags['tsa-url'] ?? null,
      identity: identityFromEnv(io.env),
    };
  const read = await readFileCapped(path.resolve(io.cwd, flags.key), 64 * 1024);
  if (!read.ok)
    throw new UsageError(
      `cannot read --${prefix}key ${JSON.stringify(flags.key)}: it ${read.detail}`,
    );
  const parsed = parsePrivateKey(read.bytes);
  if (!parsed.ok)
    throw new UsageError(`--${prefix}key ${JSON.stringify(flags.key)} ${parsed.problem}`);
  return { kind: 'key', key: parsed.value };
}
