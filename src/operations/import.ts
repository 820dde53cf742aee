/**
 * Import: Material Passports written from a workflow engine's own records (src/import/; today
 * a Nextflow run's lineage store, docs/nextflow.md). The records are read and checked in full
 * first; nothing is written unless every task could be imported, so a refused store leaves the
 * repository as it was.
 */
import {
  importNextflowLineage,
  writeImportedPassports,
  type ImportedPassport,
} from '../import/nextflow-lineage.js';
import type { Note } from './audited.js';

/** The record formats `import --from` reads. */
export const IMPORT_FORMATS = ['nextflow-lineage'] as const;

/** One of {@link IMPORT_FORMATS}. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What to import, and from where. Paths are absolute, except `recordedRoot` (as recorded). */
export interface ImportOptions {
  /** The repository root. */
  root: string;
  /** The records' format. */
  from: ImportFormat;
  /** The record store (a Nextflow lineage store: lineage.store.location); under the root. */
  store: string;
  /** The absolute path the root had where the engine ran (default: the root itself). */
  recordedRoot?: string | undefined;
  /** What the import noticed but did not refuse (a line each, unescaped), said before writing. */
  note: Note;
}

/** One passport written. */
export type { ImportedPassport };

/** What an import did: the passports written, or every reason it was refused (nothing written). */
export type ImportResult =
  { ok: true; written: readonly ImportedPassport[] } | { ok: false; problems: readonly string[] };

/** Reads the records of `options.store`, and writes their passports only when all could be imported. */
export async function importPassports(options: ImportOptions): Promise<ImportResult> {
  const result = await importNextflowLineage({
    root: options.root,
    store: options.store,
    ...(options.recordedRoot !== undefined ? { recordedRoot: options.recordedRoot } : {}),
  });
  if (!result.ok) return { ok: false, problems: result.problems };
  for (const line of result.notes) options.note(line);
  await writeImportedPassports(options.root, result.passports);
  return { ok: true, written: result.passports };
}
