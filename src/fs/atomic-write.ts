/**
 * Writing a file atomically: a reader never sees a partial file that looks
 * complete (reports, passports, the config `init` writes).
 */
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  try {
    await writeFile(tmp, content, { mode: 0o644 });
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}
