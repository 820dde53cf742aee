/**
 * Running git for the CLI: execFile (no shell), so neither a ref nor a path can
 * be read as a command; callers put `--end-of-options` before anything typed.
 */

/** How a git command ended. */
export type GitResult =
  | { ok: true; stdout: string }
  | {
      ok: false;
      /** git's first line on stderr (e.g. "fatal: not a git repository …"), or the spawn error. */
      message: string;
      /** True when git itself could not be started (not installed, not on PATH). */
      missing: boolean;
    };

/** Largest output read from one git command. */
export const MAX_GIT_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Runs `git args…` in `cwd`; never rejects. node:child_process is loaded on
 * first use: it costs a few ms of every start-up otherwise.
 */
export async function runGit(cwd: string, args: readonly string[]): Promise<GitResult> {
  const { execFile } = await import('node:child_process');
  const result = await new Promise<GitResult>((resolve) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: MAX_GIT_OUTPUT_BYTES, encoding: 'utf8', windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ ok: true, stdout });
          return;
        }
        const code = (error as NodeJS.ErrnoException).code;
        const first = stderr.trim().split('\n')[0] ?? '';
        resolve({
          ok: false,
          message: first || (typeof code === 'string' ? code : error.message.split('\n')[0]) || '',
          missing: code === 'ENOENT' && first === '',
        });
      },
    );
  });
  // spawn says ENOENT for a missing working directory too: tell the two apart.
  if (!result.ok && result.missing) {
    const { stat } = await import('node:fs/promises');
    const isDir = await stat(cwd).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDir) return { ok: false, message: `${cwd} is not a directory`, missing: false };
  }
  return result;
}

/** True when git's message says `cwd` is in no repository at all. */
export function isNotARepository(result: GitResult): boolean {
  return !result.ok && /not a git repository/i.test(result.message);
}
