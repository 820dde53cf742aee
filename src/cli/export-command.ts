/**
 * `passport-gate export`: in-toto Statements (for signing), W3C PROV-JSON (for research data
 * repositories) and a Provenance Run RO-Crate (for workflow registries). The repository is audited first: a
 * statement is a claim someone will sign, so nothing is exported from a
 * repository whose passports do not verify.
 */
import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandArgs } from './parse-args.js';
import { auditRepository } from '../audit/pipeline.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../util/errors.js';
import { PASSPORT_SUFFIX } from '../formats/passport.js';
import {
  ATTEST_MAX_SUBJECTS,
  MATERIAL_PASSPORT_PREDICATE_TYPE,
  OUTPUTS_MANIFEST_SUFFIX,
  toChecksums,
  toInTotoStatement,
} from '../export/in-toto.js';
import { toProvDocument } from '../export/prov.js';
import { PASSPORT_CHAIN_FILE, RO_CRATE_METADATA, toRoCrate } from '../export/ro-crate.js';
import { checkRelativePath } from '../util/relative-path.js';
import { readPassport, type MaterialPassport, type Passport } from '../core/passport.js';
import { escapeTerminal } from '../report/escape.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { renderTextReport, shouldUseColor } from '../report/text.js';
import { describeWriteError, gitQuestionsFor, loadCommandRoot, type CliIo } from './io.js';

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

/** One entry of the in-toto index.json, for workflow matrices. */
export interface InTotoIndexEntry {
  passport_id: string;
  /** Repository-relative path of the passport (use it as actions/attest predicate-path). */
  passport: string;
  /** Path of the statement under --out. */
  statement: string;
  /** Path of the sha256sum-format subjects under --out (actions/attest subject-checksums). */
  checksums: string;
  subjects: number;
}

/** Runs `export`; returns the exit code. */
export async function runExportCommand(args: string[], io: CliIo): Promise<number> {
  const opts = parseExportArgs(args);
  if (opts.help) {
    io.stdout.write(EXPORT_HELP);
    return EXIT_OK;
  }
  const { root, config } = await loadCommandRoot(io, opts);
  // The passports exported are the ones this audit read and verified, not a second reading.
  const { report, passports: loaded } = await auditRepository({
    root,
    config,
    changedFiles: null,
    signal: io.signal,
    trusted: gitQuestionsFor(root, io),
  });
  if (!report.summary.passed) {
    io.stderr.write(renderTextReport(report, { color: shouldUseColor(io.stderr, io.env) }));
    io.stderr.write(
      'passport-gate: nothing was exported: the audit failed. Fix the findings above (re-stamp with `passport-gate stamp`), then export again.\n',
    );
    return EXIT_FINDINGS;
  }
  const passports = loaded
    .filter((p) => p.value !== null && typeof p.value === 'object')
    .map((p) => ({
      path: p.path,
      dir: p.dir,
      passport: p.value as MaterialPassport,
      read: p.summary ?? readPassport(p.value),
      sha256: p.bytes ? createHash('sha256').update(p.bytes).digest('hex') : null,
      bytes: p.bytes ? p.bytes.length : null,
    }));
  const out = opts.out !== undefined ? path.resolve(io.cwd, opts.out) : undefined;

  try {
    await writeExports(opts, passports, out, config.pathBase, io);
  } catch (error) {
    // A --out that cannot be written (a file where a directory should be, no permission) is the
    // user's to fix: one line, exit 2.
    throw opts.out === undefined ? error : describeWriteError(error, '--out', opts.out);
  }
  const crateDir = opts['ro-crate'];
  if (crateDir !== undefined) {
    try {
      await writeRoCrate(path.resolve(io.cwd, crateDir), root, passports, {
        pathBase: config.pathBase,
        license: opts.license ?? null,
      });
    } catch (error) {
      throw describeWriteError(error, '--ro-crate', crateDir);
    }
    io.stderr.write(
      `exported a Provenance Run Crate of ${passports.length} passport(s) to ${escapeTerminal(path.join(path.resolve(io.cwd, crateDir), RO_CRATE_METADATA))}.\n`,
    );
  }
  return EXIT_OK;
}

/**
 * Writes the RO-Crate of the audited passports into `dir`. File sizes a passport does not record
 * are read from the files the audit verified (paths inside the root; none is followed out).
 */
async function writeRoCrate(
  dir: string,
  root: string,
  passports: {
    path: string;
    dir: string;
    passport: MaterialPassport;
    read: Passport;
    sha256: string | null;
    bytes: number | null;
  }[],
  options: { pathBase: 'root' | 'passport'; license: string | null },
): Promise<void> {
  const sizes = new Map<string, number | null>();
  for (const p of passports) {
    const base = options.pathBase === 'passport' && p.dir !== '.' ? p.dir : '';
    for (const artifact of [...p.read.inputs, ...p.read.outputs]) {
      if (artifact.external || artifact.sizeBytes !== null) continue;
      const checked = checkRelativePath(artifact.path, base);
      if (!checked.ok || sizes.has(checked.rel)) continue;
      const info = await stat(path.join(root, ...checked.rel.split('/'))).catch(() => null);
      sizes.set(checked.rel, info?.isFile() ? info.size : null);
    }
  }
  const { metadata, chain } = toRoCrate(
    passports.map((p) => ({ ...p, size: p.bytes })),
    {
      pathBase: options.pathBase,
      license: options.license,
      sizeOf: (rel) => sizes.get(rel) ?? null,
    },
  );
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(path.join(dir, PASSPORT_CHAIN_FILE), `${JSON.stringify(chain, null, 2)}\n`);
  await writeFileAtomic(
    path.join(dir, RO_CRATE_METADATA),
    `${JSON.stringify(metadata, null, 2)}\n`,
  );
}

/** Writes the statements and/or the PROV document to `out` (or stdout). */
async function writeExports(
  opts: { 'in-toto'?: boolean | undefined; prov?: boolean | undefined },
  passports: {
    path: string;
    dir: string;
    passport: MaterialPassport;
    read: Passport;
    sha256: string | null;
  }[],
  out: string | undefined,
  pathBase: 'root' | 'passport',
  io: CliIo,
): Promise<void> {
  if (opts['in-toto']) {
    const statements = passports.map((p) => ({
      source: p,
      statement: toInTotoStatement(
        p.passport,
        {
          dir: p.dir,
          pathBase,
          ...(p.sha256 !== null ? { file: { path: p.path, sha256: p.sha256 } } : {}),
        },
        p.read,
      ),
    }));
    for (const { source, statement } of statements) {
      if (statement.subject.some((x) => x.name.endsWith(OUTPUTS_MANIFEST_SUFFIX))) {
        io.stderr.write(
          `note: ${escapeTerminal(quoteUntrusted(source.path))} lists more outputs than the ${ATTEST_MAX_SUBJECTS} subjects actions/attest signs, so its statement names them by one manifest subject (${OUTPUTS_MANIFEST_SUFFIX}); the passport's own subject still binds each output's sha256.\n`,
        );
      }
      if (statement.subject.length === 0) {
        io.stderr.write(
          `note: ${escapeTerminal(quoteUntrusted(source.path))} lists no outputs; its statement has no subject and cannot be attested.\n`,
        );
      }
    }
    if (out === undefined) {
      io.stdout.write(statements.map((s) => `${JSON.stringify(s.statement)}\n`).join(''));
    } else {
      const index: InTotoIndexEntry[] = [];
      for (const { source, statement } of statements) {
        // Mirror the repository layout: walked paths are normalized and inside the root.
        const stem = source.path.slice(0, -PASSPORT_SUFFIX.length);
        const statementRel = `${stem}.intoto.json`;
        const checksumsRel = `${stem}.checksums.txt`;
        const target = (rel: string) => path.join(out, ...rel.split('/'));
        await mkdir(path.dirname(target(statementRel)), { recursive: true });
        await writeFileAtomic(target(statementRel), `${JSON.stringify(statement, null, 2)}\n`);
        const checksums = toChecksums(statement);
        for (const name of checksums.skipped) {
          io.stderr.write(
            `note: subject ${escapeTerminal(quoteUntrusted(name))} has a line break and is left out of ${escapeTerminal(checksumsRel)}.\n`,
          );
        }
        await writeFileAtomic(target(checksumsRel), checksums.text);
        index.push({
          passport_id: source.read.writtenId ?? '',
          passport: source.path,
          statement: statementRel,
          checksums: checksumsRel,
          subjects: statement.subject.length,
        });
      }
      await mkdir(out, { recursive: true });
      await writeFileAtomic(path.join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
      io.stderr.write(
        `exported ${statements.length} in-toto statement(s) to ${escapeTerminal(out)} (predicateType ${MATERIAL_PASSPORT_PREDICATE_TYPE}).\n`,
      );
    }
  }

  if (opts.prov) {
    const text = `${JSON.stringify(toProvDocument(passports, { pathBase }), null, 2)}\n`;
    if (out === undefined) io.stdout.write(text);
    else {
      await mkdir(out, { recursive: true });
      await writeFileAtomic(path.join(out, 'provenance.prov.json'), text);
      io.stderr.write(
        `exported W3C PROV-JSON for ${passports.length} passport(s) to ${escapeTerminal(path.join(out, 'provenance.prov.json'))}.\n`,
      );
    }
  }
}
