/**
 * `passport-gate attest DIR... (--key FILE | --keyless)`: signs each directory's
 * passport into a Sigstore bundle beside it, `<run-id>.passport.sigstore.json`
 * (src/attest/). The directories are audited first, like `export`: a bundle is a
 * claim someone signs, so nothing is signed for a passport that does not verify.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { auditRepository } from '../audit/pipeline.js';
import { attestPassports, describeSigningError } from '../attest/produce.js';
import { PUBLIC_GOOD } from '../attest/sign.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { isInside, toPosixRelative } from '../fs/paths.js';
import { isPassportPath } from '../formats/passport.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { escapeTerminal } from '../report/escape.js';
import { renderTextReport, shouldUseColor } from '../report/text.js';
import { gitQuestionsFor, loadCommandRoot, type CliIo } from './io.js';
import { checkSigningFlags, readSigningMethod } from './signing-method.js';

/** Help text of the attest command. */
const ATTEST_HELP = `Usage: passport-gate attest DIR... (--key FILE | --keyless) [options]

Sign each output directory's passport: a Sigstore bundle <run-id>.passport.sigstore.json
beside <run-id>.passport.json, a DSSE envelope over the in-toto Statement that
export --in-toto writes (subjects: the passport file and every output, by sha256;
predicate: the passport). The directories are audited first; if that fails
nothing is signed (exit 1). Commit the bundles with the passports.

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
  // The audit of what is signed: attestation findings off (the bundles are what this writes).
  const rules = {
    ...config.rules,
    'attestation-missing': 'off',
    'attestation-invalid': 'off',
    'attestation-untrusted': 'off',
  } as const;
  const { report, passports } = await auditRepository({
    root,
    config: { ...config, rules },
    changedFiles: null,
    signal: io.signal,
    trusted: gitQuestionsFor(root, io),
  });
  const chosen = passports.filter((p) => dirs.includes(p.dir) && isPassportPath(p.path));
  for (const dir of dirs)
    if (!chosen.some((p) => p.dir === dir))
      throw new UsageError(
        `${quoteUntrusted(dir)} holds no passport; stamp it first: passport-gate stamp ${dir} --skill NAME`,
      );
  const failing = new Set(report.findings.filter((f) => f.severity === 'error').map((f) => f.path));
  if (
    !report.summary.passed &&
    chosen.some((p) => failing.has(p.path) || [...failing].some((f) => f.startsWith(`${p.dir}/`)))
  ) {
    io.stderr.write(renderTextReport(report, { color: shouldUseColor(io.stderr, io.env) }));
    io.stderr.write(
      'passport-gate: nothing was attested: the audit of these passports failed. Fix the findings above (re-stamp with `passport-gate stamp`), then attest again.\n',
    );
    return EXIT_FINDINGS;
  }
  let written;
  try {
    written = await attestPassports(root, chosen, method, config.pathBase);
  } catch (error) {
    throw describeSigningError(error, method);
  }
  for (const w of written)
    io.stderr.write(
      `attested ${escapeTerminal(quoteUntrusted(w.passport))}: ${escapeTerminal(quoteUntrusted(w.bundle))} (${escapeTerminal(w.signer)})\n`,
    );
  return EXIT_OK;
}
