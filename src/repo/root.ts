/**
 * The repository root every command starts from: one check, one message.
 */
import { realpath, stat } from 'node:fs/promises';
import { ConfigurationError } from '../util/errors.js';

/**
 * The real path of `root` (symlinks resolved), which must be a readable directory; throws
 * ConfigurationError otherwise (the audit, stamp, graph, export and init alike).
 */
export async function resolveRoot(root: string): Promise<string> {
  try {
    const real = await realpath(root);
    if (!(await stat(real)).isDirectory()) throw new Error('not a directory');
    return real;
  } catch {
    throw new ConfigurationError(`root ${JSON.stringify(root)} is not a readable directory`);
  }
}
