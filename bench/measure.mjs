// Timing and peak memory of one child process, for bench/run.mjs.
//
// Wall time is measured here (process.hrtime around spawn → exit) for every
// contender alike. Peak memory comes from GNU time (`/usr/bin/time -f %M`,
// package "time") when it is installed; otherwise from polling the child's
// /proc/<pid>/status VmHWM (Linux), which can miss growth in the last few
// milliseconds; elsewhere it is reported as unknown.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const GNU_TIME = '/usr/bin/time';
const scratch = mkdtempSync(path.join(tmpdir(), 'pg-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** How peak memory is measured on this machine: 'gnu-time', 'proc' or 'none'. */
export const memorySource = (() => {
  // GNU time understands -f; BSD time does not.
  if (
    existsSync(GNU_TIME) &&
    spawnSync(GNU_TIME, ['-f', '%M', 'true'], { stdio: 'ignore' }).status === 0
  ) {
    return 'gnu-time';
  }
  return existsSync('/proc/self/status') ? 'proc' : 'none';
})();

/** Peak resident memory (KiB) of a live process from /proc, or 0. */
function readVmHwm(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs one command; resolves to { ms, peakKiB and cpuMs (user + system; null when unknown),
 * code }.
 * stdout is discarded; stderr is kept to explain a failure.
 */
export function runOnce(cmd, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    let file = cmd;
    let argv = args;
    const memFile = path.join(scratch, `mem-${process.hrtime.bigint()}`);
    if (memorySource === 'gnu-time') {
      file = GNU_TIME;
      argv = ['-f', '%M %U %S', '-o', memFile, cmd, ...args];
    }
    let stderr = '';
    const start = process.hrtime.bigint();
    const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    let polled = 0;
    const timer =
      memorySource === 'proc'
        ? setInterval(() => (polled = Math.max(polled, readVmHwm(child.pid))), 5)
        : null;
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (timer) clearInterval(timer);
      let peakKiB = null;
      let cpuMs = null;
      if (memorySource === 'gnu-time') {
        try {
          const [kib, user, sys] = readFileSync(memFile, 'utf8')
            .trim()
            .split('\n')
            .pop()
            .split(' ');
          peakKiB = Number(kib);
          cpuMs = (Number(user) + Number(sys)) * 1000;
          rmSync(memFile, { force: true });
        } catch {
          peakKiB = null;
        }
      } else if (memorySource === 'proc') peakKiB = polled || null;
      resolve({ ms, peakKiB, cpuMs, code, stderr });
    });
  });
}

/** Runs several commands at once (e.g. one openssl per core); time until the last exits, memory summed. */
export async function runParallel(commands, options) {
  const start = process.hrtime.bigint();
  const results = await Promise.all(commands.map(([cmd, args]) => runOnce(cmd, args, options)));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const known = results.every((r) => r.peakKiB !== null);
  return {
    ms,
    peakKiB: known ? results.reduce((t, r) => t + r.peakKiB, 0) : null,
    cpuMs: known ? results.reduce((t, r) => t + r.cpuMs, 0) : null,
    code: results.find((r) => r.code !== 0)?.code ?? 0,
    stderr: results.map((r) => r.stderr).join(''),
  };
}

/** Median of numbers. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
