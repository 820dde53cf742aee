// The Node floor of workload 2: the least work any Node.js program could do to verify the
// same files. It is given the file list and digests (the `.bench-sha256sums` file that
// `sha256sum -c` reads), so it does not walk the tree, read or parse passports, validate
// schemas or check chains: it opens, reads and hashes each file and compares the digest,
// with the open flags, synchronous reads, single reused buffer and one-shot `crypto.hash`
// that the audit's hashing threads use (src/hash/hash-worker.ts).
//
// bench/run.mjs times it beside the audit and `sha256sum -c`, so the table shows how much of
// the gap between the audit and the C tool is the audit's own work and how much is the
// runtime's: the cost of starting Node plus one open/read/close/hash per file from
// JavaScript. It is not part of the product.
//
// Usage (from the data directory): node bench/floor.mjs [threads]   (default 1)
// Exits 0 when every digest matches, 1 otherwise.
import { hash } from 'node:crypto';
import { closeSync, constants, openSync, readFileSync, readSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const BUFFER_BYTES = 1 << 20;

/** Verifies [digest, path] pairs on this thread; returns the number that do not match. */
function verify(pairs) {
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let mismatches = 0;
  for (const [digest, file] of pairs) {
    const fd = openSync(file, FLAGS);
    let size;
    try {
      // The workload's files are 1 KiB: one read. A larger file would need a streaming hash;
      // the floor refuses it rather than pretend.
      size = readSync(fd, buffer, 0, BUFFER_BYTES, null);
    } finally {
      closeSync(fd);
    }
    if (size === BUFFER_BYTES) throw new Error(`${file}: larger than the floor handles`);
    if (hash('sha256', buffer.subarray(0, size)) !== digest) mismatches++;
  }
  return mismatches;
}

if (isMainThread) {
  const threads = Math.max(1, Number(process.argv[2] ?? 1));
  const pairs = readFileSync('.bench-sha256sums', 'utf8')
    .trim()
    .split('\n')
    .map((line) => [line.slice(0, 64), line.slice(66)]);
  // Dealt round-robin, as the audit's pool would spread them; the main thread takes share 0.
  const shares = Array.from({ length: threads }, (_, k) =>
    pairs.filter((_, i) => i % threads === k),
  );
  const others = shares.slice(1).map(
    (share) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: share });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  const mismatches = verify(shares[0]) + (await Promise.all(others)).reduce((a, b) => a + b, 0);
  if (mismatches > 0) console.error(`floor: ${mismatches} digest(s) differ`);
  process.exitCode = mismatches > 0 ? 1 : 0;
} else {
  parentPort.postMessage(verify(workerData));
}
