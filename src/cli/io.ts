import path from 'node:path';
import { loadConfig, type Config } from '../audit/config.js';

/**
 * What a CLI command may touch of the process: streams, environment, working
 * directory and a cancellation signal. Tests pass their own.
 */

/** A writable text sink with optional TTY information. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** The process as seen by commands. */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal?: AbortSignal;
}

/** The repository root and config every repository command starts from. */
export interface CommandRoot {
  root: string;
  config: Config;
}

/**
 * Resolves `--root` (default: the working directory) and loads `--config`
 * (which must exist when named) or the root's optional `.passport-gate.yml`.
 */
export async function loadCommandRoot(
  io: CliIo,
  flags: { root?: string | undefined; config?: string | undefined },
): Promise<CommandRoot> {
  const root = path.resolve(io.cwd, flags.root ?? '.');
  const explicit = flags.config !== undefined ? path.resolve(io.cwd, flags.config) : undefined;
  return { root, config: await loadConfig(root, explicit, explicit !== undefined) };
}
