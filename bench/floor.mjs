// Node floors of workload 2: the least work a Node.js program could do for each half of the
// audit, so the benchmark can say how much of the gap to `sha256sum -c` is the audit's own
// overhead and how much is what any Node program pays on this machine. Not part of the product.
//
//   node bench/floor.mjs hash [threads]   (default 1 thread)
//     Given the file list and digests (the `.bench-sha256sums` file that `sha256sum -c` reads),
//     open, read and hash each file and compare the digest, with the open flags, synchronous
//     reads, single reused buffer and one-shot `crypto.hash` of the audit's hashing threads
//     (src/hash/hash-worker.ts). No walk, no passport.
//   node bench/floor.mjs passports
//     Walk the tree, then read, JSON.parse and schema-check every *.passport.json with the
//     audit's own precompiled validator (src/formats/generated/validators.cjs), and map ids to
//     edges. No hashing, no positions, no findings, no report.
//
// Run from the data directory. Exits 0 when every digest matches and every passport is valid,
// 1 otherwise.
import { hash } from 'node:crypto';
import { closeSync, constants, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** Walks the tree and checks every passport's JSON against the schema; returns the invalid count. */
function checkPassports() {
  const { passport: validate } = createRequire(import.meta.url)(
    '../src/formats/generated/validators.cjs',
  );
  const passports = [];
  for (const stack = ['.']; stack.length > 0;) {
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.name.endsWith('.passport.json')) passports.push(rel);
    }
  }
  const edges = new Map();
  let invalid = 0;
  for (const file of passports) {
    const value = JSON.parse(readFileSync(file));
    if (!validate(value)) invalid++;
    edges.set(value.passport_id, value.consumed_passports);
  }
  return invalid;
}

if (isMainThread && process.argv[2] === 'passports') {
  const invalid = checkPassports();
  if (invalid > 0) console.error(`floor: ${invalid} invalid passport(s)`);
  process.exitCode = invalid > 0 ? 1 : 0;
} else if (isMainThread) {
  const threads = Math.max(1, Number(process.argv[3] ?? 1));
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
