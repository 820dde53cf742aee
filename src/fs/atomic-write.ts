/**
 * Writing a file atomically: a reader never sees a partial file that looks
 * complete (reports, passports, the config `init` writes). A process that
 * exits mid-write (a second Ctrl-C) removes its temporary files on the way
 * out, so none is left in an output directory for the audit to find.
 */
import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Temporary files being written now, removed if the process exits first (src/bin.ts). */
const pending = new Set<string>();

/** Removes, synchronously, the temporary files of writes still in flight. */
export function removePendingTemporaryFiles(): void {
  for (const tmp of pending) {
    try {
      unlinkSync(tmp);
    } catch {
      // Already renamed or removed: nothing is left behind.
    }
  }
  pending.clear();
}

/**
 * Writes a file atomically: a temporary sibling (a random name, so two writers never share
 * one), then rename. `content` may come in pieces (a large report), written as they come.
 */
export async function writeFileAtomic(
  file: string,
  content: string | Iterable<string>,
): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`,
  );
  pending.add(tmp);
  try {
    await writeFile(tmp, content, { mode: 0o644 });
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  } finally {
    pending.delete(tmp);
  }
}
