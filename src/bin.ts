/**
 * Entry point of dist/cli.js: wires the process to {@link runCli}. SIGINT and
 * SIGTERM abort the run (reports are written atomically, so none is left half
 * written), the abort naming the signal received, which a step of `reproduce` (in a
 * process group of its own) gets in turn; a second signal exits at once. A closed pipe ends the run quietly
 * (cli/broken-pipe.ts).
 */
import { runCli } from './cli.js';
import { exitQuietlyOnBrokenPipe } from './cli/broken-pipe.js';
import { EXIT_INTERRUPTED, InterruptedError } from './util/errors.js';
import { removePendingTemporaryFiles } from './fs/atomic-write.js';
import { tieringFlags } from './util/tiering.js';
import { holdV8Flags } from './util/v8-flags.js';
import { YOUNG_GENERATION_FLAG } from './util/young-generation.js';

// Before any command runs: the young generation held (Node 24 would otherwise grow it to 128
// MiB) and the optimizing compilers' thresholds raised (a short audit spent a fifth of its CPU
// compiling).
holdV8Flags(process, [YOUNG_GENERATION_FLAG, tieringFlags(process.versions.v8)]);

const exit = (code: number): never => process.exit(code);
// An exit in the middle of an atomic write (a second signal) leaves no temporary file behind.
process.once('exit', removePendingTemporaryFiles);
exitQuietlyOnBrokenPipe(process.stdout, 'standard output', exit, process.stderr);
exitQuietlyOnBrokenPipe(process.stderr, 'standard error', exit);

const controller = new AbortController();
const onSignal = (signal: 'SIGINT' | 'SIGTERM') => {
  if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
  // The reason names the signal: a bare abort would reach a reproduce step as SIGTERM even for Ctrl-C.
  controller.abort(new InterruptedError(`interrupted by ${signal}`, signal));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal,
});
