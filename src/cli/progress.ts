/**
 * Hashing progress on stderr, for runs long enough to wonder about. Nothing is
 * shown for the first {@link PROGRESS_DELAY_MS}: most audits finish sooner and
 * should print nothing but their report. After that, a TTY gets one line
 * redrawn in place (files and bytes hashed, rate); anything else — CI logs,
 * pipes, files — gets a plain line every {@link PROGRESS_LOG_INTERVAL_MS},
 * because carriage returns make a mess of a log.
 */
import type { HashProgress } from '../hash/index.js';
import { formatBytes } from '../report/text.js';
import type { OutputStream } from '../gate/host-io.js';

/** Work shorter than this shows no progress at all. */
export const PROGRESS_DELAY_MS = 2000;

/** Least time between two redraws of the TTY line. */
const PROGRESS_REDRAW_MS = 100;

/** Time between two log lines when stderr is not a TTY (or in CI). */
export const PROGRESS_LOG_INTERVAL_MS = 5000;

/** Options of {@link createProgressReporter}. */
export interface ProgressOptions {
  stream: OutputStream;
  env: NodeJS.ProcessEnv;
  /** Clock in milliseconds; tests pass their own. */
  now?: () => number;
}

/** Receives hashing progress; {@link ProgressReporter.finish} clears what was drawn. */
export interface ProgressReporter {
  update(progress: HashProgress): void;
  finish(): void;
}

/** 12345 → "12,345". Not toLocaleString: its first call loads ICU data (~50 ms measured). */
function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats one progress line (no newline). */
function formatProgress(progress: HashProgress, elapsedMs: number): string {
  const seconds = Math.max(elapsedMs, 1) / 1000;
  const rate = progress.bytes / seconds;
  const files = `${groupThousands(progress.files)}/${groupThousands(progress.totalFiles)} files`;
  return `hashing: ${files}, ${formatBytes(progress.bytes)} (${formatBytes(rate)}/s)`;
}

/** True when stderr should get a redrawn line rather than log lines. */
function isInteractive(stream: OutputStream, env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return stream.isTTY === true && !ci && env.TERM !== 'dumb';
}

/** A reporter writing to `options.stream`; starts its clock when created. */
export function createProgressReporter(options: ProgressOptions): ProgressReporter {
  // Date.now, not performance.now: the global `performance` loads perf_hooks on first use.
  const now = options.now ?? (() => Date.now());
  const interactive = isInteractive(options.stream, options.env);
  const start = now();
  let lastDraw = -Infinity;
  let drawn = 0;
  let finished = false;
  let latest: HashProgress | null = null;

  const draw = (line: string) => {
    // Pad over the previous line so a shorter one leaves no tail behind.
    options.stream.write(`\r${line.padEnd(drawn)}`);
    drawn = line.length;
  };

  return {
    update(progress) {
      if (finished) return;
      latest = progress;
      const t = now();
      const elapsed = t - start;
      if (elapsed < PROGRESS_DELAY_MS) return;
      if (t - lastDraw < (interactive ? PROGRESS_REDRAW_MS : PROGRESS_LOG_INTERVAL_MS)) return;
      lastDraw = t;
      const line = formatProgress(progress, elapsed);
      if (interactive) draw(line);
      else options.stream.write(`passport-gate: ${line}\n`);
    },
    finish() {
      if (finished) return;
      finished = true;
      if (interactive && drawn > 0) options.stream.write(`\r${' '.repeat(drawn)}\r`);
      else if (!interactive && lastDraw > -Infinity && latest) {
        options.stream.write(`passport-gate: ${formatProgress(latest, now() - start)}, done\n`);
      }
    },
  };
}
