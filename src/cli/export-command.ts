/**
 * `passport-gate export`: the face of operations/export.ts (in-toto Statements, W3C PROV-JSON, a
 * Provenance Run RO-Crate): arguments in, one call, its notes and exit code out.
 */
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import {
  exportPassports,
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  PASSPORT_CHAIN_FILE,
  RO_CRATE_METADATA,
  WriteTargetError,
} from '../operations/index.js';
import { describeWriteError } from '../fs/output-file.js';
import { loadCommandRoot, type CliIo } from './io.js';
import { noteOnStderr, printBlockingAudit } from './operation-output.js';

/** Help text of the export command. */
const EXPORT_HELP = `Usage: passport-gate export (--in-toto | --prov | --ro-crate DIR) [options]

Export verified passports for other tools. The whole repository is audited
first; if the audit fails nothing is exported (exit 1).

Formats (one or more):
  --in-toto        one in-toto Statement v1 per passport (the statement attest
                   signs): subject = the passport file, then the outputs
                   (name = repository path, digest = sha256), predicate = the
                   passport unchanged, predicateType =
                   ${MATERIAL_PASSPORT_PREDICATE_TYPE}
  --prov           one W3C PROV-JSON document: entities (artifacts, passports),
                   activities (one per passport run), used, wasGeneratedBy,
                   wasDerivedFrom (along consumed_passports)
  --ro-crate DIR   a Workflow Run RO-Crate (Provenance Run Crate 0.5, RO-Crate
                   1.1): DIR/${RO_CRATE_METADATA} and DIR/${PASSPORT_CHAIN_FILE}.
                   Each passport is a CreateAction (inputs as object, outputs
                   as result, the skill as instrument); files are named by
                   repository path, so with --ro-crate . at the repository root
                   the repository is the crate (docs/ro-crate.md)

Options:
  --out DIR        write files under DIR (default: stdout; --in-toto then prints
                   one statement per line, JSON Lines). With --in-toto, DIR gets
                   <passport dir>/<run-id>.intoto.json and .checksums.txt (for
                   actions/attest subject-checksums) per passport, and index.json;
                   with --prov, DIR/provenance.prov.json
  --license URL    the crate's licence (with --ro-crate), e.g.
                   https://spdx.org/licenses/CC-BY-4.0
  --root DIR       repository root (default: the git top level, else .)
  --config FILE    config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug          print stack traces of internal errors
  -h, --help       show this help

Exit codes: 0 exported, 1 the audit failed (nothing written), 2 usage/config error.

Examples:
  passport-gate export --in-toto --out attestations
  passport-gate export --in-toto | jq -r .subject[].name
  passport-gate export --prov --out provenance
  passport-gate export --ro-crate . --license https://spdx.org/licenses/MIT
`;

/** Parses `export` arguments; throws UsageError with what to do. */
function parseExportArgs(args: string[]) {
  const { values } = parseCommandArgs(EXPORT_HELP, {
    args,
    strict: true,
    allowPositionals: false,
    options: {
      'in-toto': { type: 'boolean' },
      prov: { type: 'boolean' },
      'ro-crate': { type: 'string' },
      license: { type: 'string' },
      out: { type: 'string' },
      root: { type: 'string' },
      config: { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { ...values, help: true };
  if (!values['in-toto'] && !values.prov && values['ro-crate'] === undefined) {
    throw new UsageError(
      'choose a format: --in-toto (statements to sign), --prov (W3C PROV-JSON) or --ro-crate DIR (Workflow Run RO-Crate); see "passport-gate export --help"',
    );
  }
  if (values['ro-crate'] === '') throw new UsageError('--ro-crate needs a directory (DIR)');
  if (values.license !== undefined && values['ro-crate'] === undefined) {
    throw new UsageError('--license is the licence of the RO-Crate: use it with --ro-crate DIR');
  }
  if (values.license !== undefined && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(values.license)) {
    throw new UsageError(
      '--license takes a URL (e.g. https://spdx.org/licenses/MIT), which the crate links to',
    );
  }
  if (values['in-toto'] && values.prov && values.out === undefined) {
    throw new UsageError('--in-toto and --prov together need --out DIR (stdout holds one format)');
  }
  return { ...values, help: false };
}

export type { InTotoIndexEntry } from '../operations/index.js';

/** Runs `export`; returns the exit code. */
export async function runExportCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseExportArgs(args);
  if (opts.help) {
    io.stdout.write(EXPORT_HELP);
    return EXIT_OK;
  }
  const { root, config } = await loadCommandRoot(io, opts);
  const crateDir = opts['ro-crate'];
  let result;
  try {
    result = await exportPassports({
      root,
      config,
      note: noteOnStderr(io),
      signal: io.signal,
      inToto: opts['in-toto'],
      prov: opts.prov,
      out: opts.out !== undefined ? path.resolve(io.cwd, opts.out) : undefined,
      roCrate:
        crateDir !== undefined
          ? { dir: path.resolve(io.cwd, crateDir), license: opts.license ?? null }
          : undefined,
    });
  } catch (error) {
    // A target that cannot be written (a file where a directory should be, no permission) is the
    // user's to fix: one line, exit 2.
    if (!(error instanceof WriteTargetError)) throw error;
    const [flag, typed] = error.target === 'out' ? ['--out', opts.out] : ['--ro-crate', crateDir];
    throw describeWriteError(error.cause, flag, typed ?? '');
  }
  if (result.blocked) {
    printBlockingAudit(
      result.report,
      io,
      'nothing was exported: the audit failed. Fix the findings above as each says (a changed output is restored or made again by its step, never re-stamped), then export again.',
    );
    return EXIT_FINDINGS;
  }
  if (result.stdout !== '') io.stdout.write(result.stdout);
  return EXIT_OK;
}
