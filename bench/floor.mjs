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
//   node bench/floor.mjs read-parse
//     Walk the tree, then read and JSON.parse every *.passport.json: the floor of a changed-mode
//     audit, which must still know every passport's id and edges (workload 3).
//   node bench/floor.mjs audit
//     Both halves at once, as one lean but complete audit of workload 2's shape: a worker
//     thread reads and hashes every file the walk finds while the main thread reads each
//     passport, counts its keys (duplicate keys), parses and schema-checks it and checks its
//     exit codes; then every listed digest and size is compared, every file must be listed,
//     every consumed id must resolve, the consumed graph must be acyclic and an input that is
//     another passport's output must be consumed from it. What it leaves out (positions,
//     messages, report, the containment and file-type checks, LFS, config) the audit must do
//     as well, so no audit in Node can be faster on this machine than this program.
//
// Run from the data directory. Exits 0 when every digest matches and every passport is valid,
// 1 otherwise.
import { hash } from 'node:crypto';
import { closeSync, constants, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const BUFFER_BYTES = 1 << 20;

/** The hex digest and size of one file, read into `buffer` with one read. */
function digestFile(file, buffer) {
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
  return { digest: hash('sha256', buffer.subarray(0, size)), size };
}

/** Verifies [digest, path] pairs on this thread; returns the number that do not match. */
function verify(pairs) {
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let mismatches = 0;
  for (const [digest, file] of pairs) if (digestFile(file, buffer).digest !== digest) mismatches++;
  return mismatches;
}

/** The audit's precompiled passport validator. */
const passportValidator = () =>
  createRequire(import.meta.url)('../src/formats/generated/validators.cjs').passport;

/** Walks the tree: passports, and the other files by directory (dot-files left out). */
function walk() {
  const passports = [];
  const filesByDir = new Map();
  for (const stack = ['.']; stack.length > 0;) {
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = dir === '.' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.name.endsWith('.passport.json')) passports.push(rel);
      else if (entry.isFile() && !entry.name.startsWith('.')) {
        const files = filesByDir.get(dir);
        if (files) files.push(rel);
        else filesByDir.set(dir, [rel]);
      }
    }
  }
  return { passports, filesByDir };
}

/** Walks the tree and checks every passport's JSON against the schema; returns the invalid count. */
function checkPassports() {
  const validate = passportValidator();
  const { passports } = walk();
  const edges = new Map();
  let invalid = 0;
  for (const file of passports) {
    const value = JSON.parse(readFileSync(file));
    if (!validate(value)) invalid++;
    edges.set(value.passport_id, value.consumed_passports);
  }
  return invalid;
}

/** Colons outside strings: the keys of a JSON text (as src/formats/json-source.ts counts them). */
function countKeys(bytes) {
  let keys = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 34) {
      for (;;) {
        const close = bytes.indexOf(34, i + 1);
        let slashes = 0;
        while (bytes[close - 1 - slashes] === 92) slashes++;
        i = close;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 58) keys++;
  }
  return keys;
}

/** Own properties of every object in a parsed value. */
function countValueKeys(value) {
  let keys = 0;
  for (const stack = [value]; stack.length > 0;) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) for (const item of v) stack.push(item);
    else
      for (const key in v) {
        keys++;
        stack.push(v[key]);
      }
  }
  return keys;
}

/** Digests and sizes of files, on this thread, as { digest, size } per path. */
function digestAll(paths) {
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  return paths.map((file) => digestFile(file, buffer));
}

/** The lean complete audit (see the file comment); returns the number of problems. */
async function leanAudit() {
  // Started first: it boots while this thread loads the validator and walks.
  const worker = new Worker(new URL(import.meta.url), { workerData: { digest: true } });
  const validate = passportValidator();
  const { passports, filesByDir } = walk();
  const files = [...filesByDir.values()].flat();
  const digests = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  worker.postMessage(files);
  let problems = 0;
  const consumedById = new Map();
  const listed = new Set();
  const refs = [];
  const producers = new Map();
  for (const file of passports) {
    const bytes = readFileSync(file);
    const value = JSON.parse(bytes.toString('utf8'));
    if (countKeys(bytes) !== countValueKeys(value)) problems++;
    if (!validate(value)) problems++;
    for (const e of value.errors) if (e.exit_code !== 0) problems++;
    if (consumedById.has(value.passport_id)) problems++;
    consumedById.set(value.passport_id, value.consumed_passports);
    for (const o of value.outputs) {
      listed.add(o.path);
      refs.push(o);
      producers.set(`${o.path}\0${o.sha256}`, value.passport_id);
    }
    for (const i of value.inputs) refs.push({ ...i, consumer: value });
  }
  // Chain: resolution, cycles (iterative colouring), inputs taken from a producer not consumed.
  const state = new Map();
  for (const [id, consumed] of consumedById) {
    for (const c of consumed) if (!consumedById.has(c)) problems++;
    if (state.has(id)) continue;
    const stack = [[id, 0]];
    state.set(id, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const next = (consumedById.get(top[0]) ?? [])[top[1]++];
      if (next === undefined) {
        state.set(top[0], 2);
        stack.pop();
      } else if (state.get(next) === 1) problems++;
      else if (!state.has(next) && consumedById.has(next)) {
        state.set(next, 1);
        stack.push([next, 0]);
      }
    }
  }
  const digestOf = new Map();
  const got = await digests;
  await worker.terminate();
  files.forEach((file, k) => digestOf.set(file, got[k]));
  for (const ref of refs) {
    const actual = digestOf.get(ref.path);
    if (actual === undefined || actual.digest !== ref.sha256) problems++;
    else if (ref.size_bytes !== undefined && actual.size !== ref.size_bytes) problems++;
    if (ref.consumer) {
      const producer = producers.get(`${ref.path}\0${ref.sha256}`);
      if (producer !== undefined && !ref.consumer.consumed_passports.includes(producer)) problems++;
    }
  }
  for (const dirFiles of filesByDir.values())
    for (const f of dirFiles) if (!listed.has(f)) problems++;
  return problems;
}

if (!isMainThread && workerData?.digest) {
  parentPort.once('message', (paths) => parentPort.postMessage(digestAll(paths)));
} else if (isMainThread && process.argv[2] === 'audit') {
  const problems = await leanAudit();
  if (problems > 0) console.error(`floor: ${problems} problem(s)`);
  process.exitCode = problems > 0 ? 1 : 0;
} else if (isMainThread && process.argv[2] === 'passports') {
  const invalid = checkPassports();
  if (invalid > 0) console.error(`floor: ${invalid} invalid passport(s)`);
  process.exitCode = invalid > 0 ? 1 : 0;
} else if (isMainThread && process.argv[2] === 'read-parse') {
  // What changed mode cannot skip: every passport read and parsed (the chain needs every id
  // and edge), and the tree walked to find them. Nothing checked.
  let values = 0;
  for (const file of walk().passports) if (JSON.parse(readFileSync(file, 'utf8'))) values++;
  process.exitCode = values > 0 ? 0 : 1;
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
