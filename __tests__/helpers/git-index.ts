/**
 * Edits .git/index the way a hostile step before the gate could: an entry's blob id replaced,
 * its stat data (ctime, mtime, inode, size) left as git recorded it for the file on disk, so
 * git's stat check calls the file clean while the index names another blob. Version 2 and 3
 * indexes of a sha1 repository (git's default); the extensions (the cache tree, which would
 * name the old blob's trees) are dropped and the trailing checksum recomputed.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Fixed bytes of an index entry before its path (v2/v3): stat data, mode, sizes, oid, flags. */
const ENTRY_FIXED_BYTES = 62;
const OID_OFFSET = 40;
const OID_BYTES = 20;

/** Points the index entry of `rel` (repository-relative) at `blob` (40 hex), stat data kept. */
export async function pointIndexEntryAt(root: string, rel: string, blob: string): Promise<void> {
  const file = path.join(root, '.git', 'index');
  const index = await readFile(file);
  if (index.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not a git index');
  const version = index.readUInt32BE(4);
  if (version !== 2 && version !== 3) throw new Error(`index version ${version} not handled`);
  const count = index.readUInt32BE(8);
  let at = 12;
  let found = false;
  for (let k = 0; k < count; k++) {
    const flags = index.readUInt16BE(at + ENTRY_FIXED_BYTES - 2);
    const extended = (flags & 0x4000) !== 0;
    const pathStart = at + ENTRY_FIXED_BYTES + (extended ? 2 : 0);
    const pathEnd = index.indexOf(0, pathStart);
    if (index.toString('utf8', pathStart, pathEnd) === rel) {
      index.write(blob, at + OID_OFFSET, OID_BYTES, 'hex');
      found = true;
    }
    // Entries are NUL-padded to a multiple of 8 bytes (at least one NUL).
    const length = pathEnd - at + 1;
    at += Math.ceil(length / 8) * 8;
  }
  if (!found) throw new Error(`${rel} is not in the index`);
  const body = index.subarray(0, at);
  const checksum = createHash('sha1').update(body).digest();
  await writeFile(file, Buffer.concat([body, checksum]));
}
