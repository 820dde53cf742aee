/**
 * `passport-gate attest DIR... (--key FILE | --keyless)`: signs each directory's
 * passport into a Sigstore bundle beside it, `<run-id>.passport.sigstore.json`
 * (the face of operations/attest.ts). The repository is audited first, like `export`: a bundle is a
 * claim someone signs, so nothing is signed in a repository the gate would fail.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { isInside, toPosixRelative } from '../fs/paths.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { attestDirectories, PUBLIC_GOOD } from '../operations/index.js';
import { loadCommandRoot, type CliIo } from './io.js';
import { noteOnStderr, printBlockingAudit } from './operation-output.js';
import { checkSigningFlags, readSigningMethod } from './signing-method.js';

/** Help text of the attest command. */
const ATTEST_HELP = `Usage: passport-gate attest DIR... (--key FILE | --keyless) [options]

Sign each output directory's passport: a Sigstore bundle <run-id>.passport.sigstore.json
beside <run-id>.passport.json, a DSSE envelope over the in-toto Statement that
export --in-toto writes (subjects: the passport file and every output, by sha256;
predicate: the passport). The directories are audited first; if that fails
nothing is signed (exit 1): the whole repository is audited, as
"passport-gate audit --all" would, with the attestation rules off (the bundles are
what this writes), and against the last commit (HEAD) as a pull request is against
its base: a run record there that is now a hand re-stamp of other outputs (stamp
--force over an edited output) is run-record-replaced-by-hand, and is not signed.
Commit the bundles with the passports.

Signing (one):
  --key FILE         a PEM private key, ECDSA P-256 or Ed25519 (unencrypted); the
                     gate trusts it through "attestations: trust: - key: PUB.pem"
  --keyless          Sigstore keyless: the job's OIDC token (GitHub Actions with
                     permissions: id-token: write, or SIGSTORE_ID_TOKEN), a Fulcio
                     certificate and a Rekor log entry. A pull request from a fork
                     has no token: see docs/producers.md, "Attested passports"

Options:
  --fulcio-url URL   Fulcio for --keyless (default ${PUBLIC_GOOD.fulcio})
  --rekor-url URL    Rekor for --keyless (default ${PUBLIC_GOOD.rekor})
  --tsa-url URL      also timestamp with this RFC 3161 authority (--keyless)
  --root DIR         repository root (default: the git top level, else .)
  --config FILE      config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug            print stack traces of internal errors
  -h, --help         show this help

Exit codes: 0 signed, 1 the audit failed (nothing signed), 2 usage/config/signing error.

Examples:
  passport-gate attest results/align --key lab.key
  passport-gate attest results/align results/variants --keyless
`;

/** Parses `attest` arguments; throws UsageError with what to do. */
function parseAttestArgs(args: string[]) {
  const { values, positionals } = parseCommandArgs(ATTEST_HELP, {
    args,
    strict: true,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      keyless: { type: 'boolean' },
      'fulcio-url': { type: 'string' },
      'rekor-url': { type: 'string' },
      'tsa-url': { type: 'string' },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { ...values, dirs: positionals, help: true };
  if (positionals.length === 0)
    throw new UsageError(
      'name the output directories to attest: passport-gate attest DIR... --key FILE',
    );
  checkSigningFlags(values, '');
  return { ...values, dirs: positionals, help: false };
}

/** Runs `attest`; returns the exit code. */
export async function runAttestCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseAttestArgs(args);
  if (opts.help) {
    io.stdout.write(ATTEST_HELP);
    return EXIT_OK;
  }
  const method = await readSigningMethod(opts, io, '');
  const { root, config, cwd } = await loadCommandRoot(io, opts);
  const dirs = opts.dirs.map((typed) => {
    const abs = path.resolve(cwd, typed);
    if (!isInside(path.resolve(root), abs))
      throw new UsageError(
        `${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}`,
      );
    return toPosixRelative(path.resolve(root), abs) || '.';
  });
  const result = await attestDirectories({
    root,
    config,
    dirs,
    method,
    note: noteOnStderr(io),
    signal: io.signal,
  });
  if (result.blocked) {
    printBlockingAudit(
      result.report,
      io,
      'nothing was attested: the audit failed. Fix the findings above as each says (a changed output is restored or made again by its step, never re-stamped), then attest again.',
    );
    return EXIT_FINDINGS;
  }
  const note = noteOnStderr(io);
  for (const w of result.written)
    note(`attested ${quoteUntrusted(w.passport)}: ${quoteUntrusted(w.bundle)} (${w.signer})`);
  return EXIT_OK;
}
