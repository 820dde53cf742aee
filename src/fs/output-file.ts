/**
 * Writing a file the user named (`--output`, `--vsa`, a CI host's report files): atomically,
 * relative to the working directory, and a cause the user controls (a missing directory, a
 * read-only disk) said in one line as a UsageError (exit 2) instead of an internal error.
 */
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
 * Writes `text` to the file a flag named (relative to the working directory `io.cwd`),
 * atomically; a missing directory or a read-only disk is a UsageError.
 */
export async function writeOutputFile(
  io: { cwd: string },
  flag: string,
  typed: string,
  text: string | Iterable<string>,
): Promise<string> {
  const file = path.resolve(io.cwd, typed);
  try {
    await writeFileAtomic(file, text);
  } catch (error) {
    throw describeWriteError(error, flag, typed);
  }
  return file;
}
