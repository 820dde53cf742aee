/**
 * Writing a file the user named (`--output`, `--vsa`, a CI host's report files), relative to the
 * working directory: atomically for a regular file, in place for a device or a FIFO, refused for
 * a symbolic link to a file; a cause the user controls (a missing directory, a read-only disk) is
 * said in one line as a UsageError (exit 2) instead of an internal error.
 */
import { lstat, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import { writeFileAtomic } from './atomic-write.js';

/** Error codes of a file that cannot be written for reasons the user controls. */
const USER_WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'its directory does not exist',
  ENOTDIR: 'a part of its path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the name is too long',
  ENXIO: 'it is a socket, or a FIFO no process reads',
  ELINKED: 'it is a symbolic link to a file; name the file itself',
};

/**
 * Turns an error from writing what `flag` named into a one-line UsageError
 * (exit 2) when the cause is the path or the disk, not the program; other
 * errors are returned as they are.
 */
export function describeWriteError(error: unknown, flag: string, typed: string): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason = code === undefined ? undefined : USER_WRITE_ERRORS[code];
  if (reason === undefined) return error;
  const hint = code === 'ENOENT' ? ' (create it first)' : '';
  return new UsageError(`cannot write ${flag} ${JSON.stringify(typed)}: ${reason}${hint}`);
}

/**
 * Writes a file the user named: atomically (a temporary sibling, then rename) when the name is
 * a regular file or nothing yet; in place when it is a device, a FIFO or a symbolic link to
 * one (`/dev/null`, `/dev/stdout`, a shell's `>(…)`), which a rename would replace with a
 * regular file: run as root, `--output /dev/null` once turned the machine's /dev/null into a
 * file (issue 41's round, 2026-12-07). A symbolic link to a file or a directory is refused
 * (`ELINKED`): followed, a link planted in a checkout would aim the report at a file the
 * gate's user never named (`$GITHUB_ENV`, a dotfile); replaced, it would lose what it pointed
 * to without a word.
 */
export async function writeNamedFile(
  file: string,
  content: string | Iterable<string>,
): Promise<void> {
  const entry = await lstat(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return null;
    throw error;
  });
  if (entry === null || entry.isFile() || entry.isDirectory())
    return writeFileAtomic(file, content);
  if (entry.isSymbolicLink()) {
    // A dangling link is refused too: its target would be created wherever it points.
    const target = await stat(file).catch(() => null);
    if (target === null || target.isFile() || target.isDirectory())
      throw Object.assign(new Error(`${file} is a symbolic link`), { code: 'ELINKED' });
  }
  await writeFile(file, content);
}

/**
 * Writes `text` to the file a flag named (relative to the working directory `io.cwd`), as
 * {@link writeNamedFile} does; a missing directory, a read-only disk or a symbolic link to a
 * file is a UsageError.
 */
export async function writeOutputFile(
  io: { cwd: string },
  flag: string,
  typed: string,
  text: string | Iterable<string>,
): Promise<string> {
  const file = path.resolve(io.cwd, typed);
  try {
    await writeNamedFile(file, text);
  } catch (error) {
    throw describeWriteError(error, flag, typed);
  }
  return file;
}
