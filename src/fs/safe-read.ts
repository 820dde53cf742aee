/**
 * Reading untrusted files without blocking: FIFOs, sockets and devices are
 * never read. The file is opened with O_NONBLOCK (a FIFO with no writer would
 * otherwise block the open itself) and O_NOFOLLOW (the caller has already
 * resolved symlinks; a swap after that check must not be followed), then
 * fstat decides on the open descriptor, so there is no check-then-use race.
 */
import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { PATH_REFUSAL_TEXT } from '../util/relative-path.js';
import { resolveInsideRoot } from './paths.js';

/** Why a file could not be read. */
export type ReadRefusal = 'missing' | 'not-regular' | 'too-large' | 'io' | 'changed';

/** Outcome of {@link readFileCapped}. */
export type SafeReadResult =
  | { ok: true; bytes: Buffer; size: number }
  | { ok: false; reason: ReadRefusal; detail: string; size?: number };

/** open(2) flags for untrusted files; shared with the hashing workers (hash/hash-worker.ts). */
export const SAFE_OPEN_FLAGS =
  constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Describes a non-regular file type for messages. */
function describeFileType(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/** {@link describeFileType} from a raw st_mode (the hashing workers report modes, not Stats). */
export function describeFileMode(mode: number): string {
  const type = mode & constants.S_IFMT;
  if (type === constants.S_IFIFO) return 'a FIFO';
  if (type === constants.S_IFSOCK) return 'a socket';
  if (type === constants.S_IFCHR) return 'a character device';
  if (type === constants.S_IFBLK) return 'a block device';
  if (type === constants.S_IFDIR) return 'a directory';
  if (type === constants.S_IFLNK) return 'a symbolic link';
  return 'not a regular file';
}

/** Why an open(2) with {@link SAFE_OPEN_FLAGS} failed, from its error code. */
export function describeOpenError(code: string): {
  ok: false;
  reason: ReadRefusal;
  detail: string;
} {
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return { ok: false, reason: 'missing', detail: 'does not exist' };
  if (code === 'ELOOP') return { ok: false, reason: 'not-regular', detail: 'is a symbolic link' };
  if (code === 'ENXIO') return { ok: false, reason: 'not-regular', detail: 'is a socket or FIFO' };
  if (code === 'EISDIR') return { ok: false, reason: 'not-regular', detail: 'is a directory' };
  return { ok: false, reason: 'io', detail: `could not be opened (${code})` };
}

/**
 * Opens a regular file for reading, or says why not. The caller closes the handle.
 */
export async function openRegularFile(
  absolute: string,
): Promise<
  | { ok: true; handle: FileHandle; stats: Stats }
  | { ok: false; reason: ReadRefusal; detail: string }
> {
  let handle: FileHandle;
  try {
    handle = await open(absolute, SAFE_OPEN_FLAGS);
  } catch (error) {
    return describeOpenError((error as NodeJS.ErrnoException).code ?? 'EIO');
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return { ok: false, reason: 'not-regular', detail: `is ${describeFileType(stats)}` };
    }
    return { ok: true, handle, stats };
  } catch (error) {
    await handle.close().catch(() => undefined);
    return {
      ok: false,
      reason: 'io',
      detail: `could not be inspected (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`,
    };
  }
}

/**
 * Reads a whole regular file if it is at most `maxBytes`; refuses anything else
 * with a reason. Never throws for file-system conditions.
 */
export async function readFileCapped(absolute: string, maxBytes: number): Promise<SafeReadResult> {
  const opened = await openRegularFile(absolute);
  if (!opened.ok) return opened;
  const { handle, stats } = opened;
  try {
    if (stats.size > maxBytes) {
      return {
        ok: false,
        reason: 'too-large',
        detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
        size: stats.size,
      };
    }
    // Read one byte past the recorded size to notice a file that grew meanwhile.
    const buffer = Buffer.allocUnsafe(stats.size + 1);
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, total, buffer.length - total, total);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > stats.size) {
        return {
          ok: false,
          reason: 'changed',
          detail: 'grew while it was being read',
          size: stats.size,
        };
      }
    }
    if (total !== stats.size)
      return {
        ok: false,
        reason: 'changed',
        detail: 'shrank while it was being read',
        size: stats.size,
      };
    return { ok: true, bytes: buffer.subarray(0, total), size: total };
  } catch (error) {
    return {
      ok: false,
      reason: 'io',
      detail: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`,
    };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** A read of a repository-relative path: {@link SafeReadResult}, or refused as leaving the root. */
export type ContainedReadResult =
  SafeReadResult | { ok: false; reason: 'outside-root'; detail: string };

/**
 * Reads the repository-relative path `rel` under `realRoot` (already passed through realpath)
 * like {@link readFileCapped}, after following its symlinks, which must stay inside the root.
 */
export async function readFileInside(
  realRoot: string,
  rel: string,
  maxBytes: number,
): Promise<ContainedReadResult> {
  const resolved = await resolveInsideRoot(realRoot, rel);
  if (!resolved.ok) {
    return resolved.reason === 'missing'
      ? { ok: false, reason: 'missing', detail: 'does not exist' }
      : { ok: false, reason: 'outside-root', detail: PATH_REFUSAL_TEXT['outside-via-symlink'] };
  }
  return readFileCapped(resolved.real, maxBytes);
}
