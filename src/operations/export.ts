/**
 * Export: in-toto Statements (for signing), W3C PROV-JSON (for research data repositories) and a
 * Provenance Run RO-Crate (for workflow registries) of the passports an audit verified. The
 * repository is audited first (operations/audited.ts): a statement is a claim someone will
 * sign, so nothing is exported from a repository the gate would fail.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
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
import { sha256Hex } from '../util/sha256.js';
import { readPassport, type MaterialPassport, type Passport } from '../core/passport.js';
import type { AuditReport } from '../core/report-model.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { auditFirst, type AuditedOptions } from './audited.js';
import { WriteTargetError } from './write-target.js';

// The names the export command's help text shows (the predicate type, the crate's two files).
export { MATERIAL_PASSPORT_PREDICATE_TYPE, PASSPORT_CHAIN_FILE, RO_CRATE_METADATA };

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

/** What to export, and where. Paths are absolute. */
export interface ExportOptions extends AuditedOptions {
  /** One in-toto Statement v1 per passport. */
  inToto?: boolean | undefined;
  /** One W3C PROV-JSON document. */
  prov?: boolean | undefined;
  /** A Provenance Run RO-Crate written into `dir`, under `license` (a URL) when given. */
  roCrate?: { dir: string; license: string | null } | undefined;
  /** The directory the statements and PROV document go to; absent: they are returned as text. */
  out?: string | undefined;
}

/** What an export did. */
export type ExportResult =
  | {
      /** The audit failed: nothing was written; the report says why. */
      blocked: true;
      report: AuditReport;
    }
  | {
      blocked: false;
      /** What goes to standard output when no `out` was given (empty otherwise). */
      stdout: string;
      /** How many passports were exported. */
      passports: number;
    };

/** A passport as exported: the audit's reading of it, and its file's digest and size. */
interface ExportedPassport {
  path: string;
  dir: string;
  passport: MaterialPassport;
  read: Passport;
  sha256: string | null;
  bytes: number | null;
}

/**
 * Audits the repository, then exports its passports in the formats chosen. Progress and notes go
 * to `options.note`. A file that cannot be written throws a {@link WriteTargetError} naming the
 * target (`out` or `roCrate`).
 */
export async function exportPassports(options: ExportOptions): Promise<ExportResult> {
  // The passports exported are the ones this audit read and verified, not a second reading.
  const audited = await auditFirst(options);
  if (audited.blocks) return { blocked: true, report: audited.report };
  const passports: ExportedPassport[] = audited.passports
    .filter((p) => p.value !== null && typeof p.value === 'object')
    .map((p) => {
      const bytes = p.bytes;
      return {
        path: p.path,
        dir: p.dir,
        passport: p.value as MaterialPassport,
        read: p.summary ?? readPassport(p.value),
        sha256: bytes ? sha256Hex(bytes) : null,
        bytes: bytes ? bytes.length : null,
      };
    });
  const pathBase = options.config.pathBase;
  const stdout = await writeExports(options, passports, pathBase).catch((error: unknown) => {
    // Without `out` nothing was written to disk: an error there is the program's own.
    throw options.out === undefined ? error : new WriteTargetError('out', error);
  });
  if (options.roCrate !== undefined) {
    const { dir, license } = options.roCrate;
    try {
      await writeRoCrate(dir, options.root, passports, { pathBase, license });
    } catch (error) {
      throw new WriteTargetError('roCrate', error);
    }
    options.note(
      `exported a Provenance Run Crate of ${passports.length} passport(s) to ${path.join(dir, RO_CRATE_METADATA)}.`,
    );
  }
  return { blocked: false, stdout, passports: passports.length };
}

/**
 * Writes the RO-Crate of the audited passports into `dir`. File sizes a passport does not record
 * are read from the files the audit verified (paths inside the root; none is followed out).
 */
async function writeRoCrate(
  dir: string,
  root: string,
  passports: readonly ExportedPassport[],
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

/**
 * Writes the statements and/or the PROV document to `options.out`; without it returns them as
 * the text for standard output.
 */
async function writeExports(
  options: ExportOptions,
  passports: readonly ExportedPassport[],
  pathBase: 'root' | 'passport',
): Promise<string> {
  const { out, note } = options;
  let stdout = '';
  if (options.inToto) {
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
        note(
          `note: ${quoteUntrusted(source.path)} lists more outputs than the ${ATTEST_MAX_SUBJECTS} subjects actions/attest signs, so its statement names them by one manifest subject (${OUTPUTS_MANIFEST_SUFFIX}); the passport's own subject still binds each output's sha256.`,
        );
      }
      if (statement.subject.length === 0) {
        note(
          `note: ${quoteUntrusted(source.path)} lists no outputs; its statement has no subject and cannot be attested.`,
        );
      }
    }
    if (out === undefined) {
      stdout += statements.map((s) => `${JSON.stringify(s.statement)}\n`).join('');
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
          note(
            `note: subject ${quoteUntrusted(name)} has a line break and is left out of ${checksumsRel}.`,
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
      note(
        `exported ${statements.length} in-toto statement(s) to ${out} (predicateType ${MATERIAL_PASSPORT_PREDICATE_TYPE}).`,
      );
    }
  }

  if (options.prov) {
    const text = `${JSON.stringify(toProvDocument(passports, { pathBase }), null, 2)}\n`;
    if (out === undefined) stdout += text;
    else {
      await mkdir(out, { recursive: true });
      await writeFileAtomic(path.join(out, 'provenance.prov.json'), text);
      note(
        `exported W3C PROV-JSON for ${passports.length} passport(s) to ${path.join(out, 'provenance.prov.json')}.`,
      );
    }
  }
  return stdout;
}
