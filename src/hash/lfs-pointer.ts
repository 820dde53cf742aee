/**
 * Git LFS pointer files (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md).
 * When a workflow checks out without LFS content, an artifact is a small text
 * file naming the real content's sha256 and size; the passport can still be
 * verified against it.
 */

/** The spec says pointer files are under 1024 bytes. */
export const LFS_POINTER_MAX_BYTES = 1024;

/** First line of every pointer file. */
export const LFS_VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';

/** A parsed pointer. */
export interface LfsPointer {
  oid: string;
  size: number;
}

/** Parses a Git LFS pointer, or returns null when the bytes are not one. */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | null {
  if (bytes.length > LFS_POINTER_MAX_BYTES || bytes.length < LFS_VERSION_LINE.length + 1)
    return null;
  // Compare bytes before decoding: nearly every small file is not a pointer, and decoding each costs.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.toString('latin1', 0, LFS_VERSION_LINE.length) !== LFS_VERSION_LINE) return null;
  const text = buffer.toString('utf8');
  if (!text.startsWith(LFS_VERSION_LINE + '\n')) return null;
  const lines = text.split('\n');
  let oid: string | undefined;
  let size: number | undefined;
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const m = /^([a-z0-9.-]+) (.*)$/.exec(line);
    if (!m) return null;
    if ((m[1] === 'oid' && oid !== undefined) || (m[1] === 'size' && size !== undefined))
      return null;
    if (m[1] === 'oid') {
      const o = /^sha256:([0-9a-f]{64})$/.exec(m[2] ?? '');
      if (!o) return null;
      oid = o[1];
    } else if (m[1] === 'size') {
      if (!/^(0|[1-9]\d{0,15})$/.test(m[2] ?? '') || !Number.isSafeInteger(Number(m[2])))
        return null;
      size = Number(m[2]);
    }
  }
  return oid !== undefined && size !== undefined ? { oid, size } : null;
}
