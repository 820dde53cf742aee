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
//   node bench/floor.mjs honest
//     The lean complete audit plus the least work each rule added since it was written needs
//     (docs/performance.md, "Issue 41"): path spellings of every listing, a case/Unicode fold
//     index, artifact-not-colocated, passport-missing, artifact-multiple-producers, the
//     head-alone stale question, chain-time-order, chain-next-skill, chain-expected-input,
//     input-unprovenanced, duplicate ids (folded), the handoff globs' tails over every path,
//     and a JSON report written to a file. Each problem it counts is one finding of the audit's
//     on the bench's trees (held by __tests__/bench/floor.test.ts), so it is a floor, not a toy.
//   node bench/floor.mjs honest-changed CHANGED-FILES [--list]
//     The least a correct changed-mode audit without a base does: walk, read every passport
//     with the audit's safe read (no symlink followed, one read) and JSON.parse it, keeping a
//     compact index (id, consumed ids, input and output digests; the value dropped at once);
//     hash the files of the passports owning the changed paths, and select those owners and
//     the consumers whose recorded input no longer matches; schema-check the selected in full.
//     --list prints the selected passports, one path a line (the test compares them with the
//     audit's changed-mode scope).
//
// Run from the data directory. Exits 0 when every digest matches and every passport is valid,
// 1 otherwise.
import { hash } from 'node:crypto';
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

// --- the honest floors (issue 41) ------------------------------------------------------------

/** A listing no audit may take as spelt: absolute, `..`, `//`, backslash, trailing `/`, invisible or bidi. */
const BAD_SPELLING =
  /^\/|(^|\/)\.\.(\/|$)|\/\/|\\|\/$|[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
/** The case/Unicode fold the name index compares by. */
const fold = (name) => name.normalize('NFKC').toLowerCase();
/** The default handoff globs' tails (config.ts: envelopes, skill graphs, packets). */
const HANDOFF_TAILS = ['.handoff.yaml', '.handoff.yml', '/skill-graph.yaml', '/skill-graph.yml'];
const isHandoff = (file) =>
  HANDOFF_TAILS.some((tail) => file.endsWith(tail) || `/${file}` === tail) ||
  (file.endsWith('.json') && /(^|\/)agent-inboxes\/[^/]+\/[^/]+$/.test(file));

/**
 * The lean complete audit plus the least work of every rule added since (see the file
 * comment); returns the number of problems, each one a finding of the audit's on the bench's
 * trees. Kept apart from `leanAudit` so that the lean floor's figures stay comparable.
 */
async function honestAudit() {
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
  const byId = new Map();
  const foldedIds = new Set();
  const listed = new Set();
  const refs = [];
  const producers = new Map();
  const recordedByPath = new Map();
  const passportDirs = new Set();
  const entries = [];
  for (const file of passports) {
    const bytes = readFileSync(file);
    const value = JSON.parse(bytes.toString('utf8'));
    if (countKeys(bytes) !== countValueKeys(value)) problems++;
    if (!validate(value)) problems++;
    for (const e of value.errors) if (e.exit_code !== 0) problems++;
    const id = value.passport_id;
    // Duplicate ids, compared folded (an id that differs only in case is the same id).
    if (foldedIds.has(fold(id))) problems++;
    foldedIds.add(fold(id));
    const dir = path.posix.dirname(file);
    passportDirs.add(dir);
    byId.set(id, value);
    entries.push({ path: file, directory: dir, passport_id: id, skill: value.produced_by.skill });
    for (const o of value.outputs) {
      if (BAD_SPELLING.test(o.path)) problems++;
      // artifact-not-colocated: an output lives in its passport's directory.
      if (path.posix.dirname(o.path) !== dir) problems++;
      // artifact-multiple-producers.
      if (recordedByPath.has(o.path)) problems++;
      recordedByPath.set(o.path, o.sha256);
      listed.add(o.path);
      refs.push(o);
      producers.set(`${o.path}\0${o.sha256}`, id);
    }
    for (const i of value.inputs) {
      if (BAD_SPELLING.test(i.path)) problems++;
      refs.push({ ...i, consumer: value });
    }
  }
  // Chain: resolution, cycles, time order, next skill, expected input.
  const state = new Map();
  for (const [id, value] of byId) {
    for (const c of value.consumed_passports) {
      const producer = byId.get(c);
      if (producer === undefined) {
        problems++;
        continue;
      }
      if (Date.parse(value.created_at) < Date.parse(producer.created_at)) problems++;
      const hints = producer.downstream_hints ?? {};
      if (hints.next_skills && !hints.next_skills.includes(value.produced_by.skill)) problems++;
      if (
        hints.expected_inputs &&
        !value.inputs.some((i) => hints.expected_inputs.includes(i.type))
      )
        problems++;
    }
    if (state.has(id)) continue;
    const stack = [[id, 0]];
    state.set(id, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const next = (byId.get(top[0])?.consumed_passports ?? [])[top[1]++];
      if (next === undefined) {
        state.set(top[0], 2);
        stack.pop();
      } else if (state.get(next) === 1) problems++;
      else if (!state.has(next) && byId.has(next)) {
        state.set(next, 1);
        stack.push([next, 0]);
      }
    }
  }
  // Every walked path: the fold index (only names that differ from their fold are folded) and
  // the handoff globs' tails.
  const exact = new Set([...passports, ...files]);
  let handoffs = 0;
  for (const file of exact) {
    if (isHandoff(file)) handoffs++;
    const folded = fold(file);
    if (folded !== file && exact.has(folded)) problems++;
  }
  // passport-missing: a directory of files without a passport.
  for (const dir of filesByDir.keys()) if (!passportDirs.has(dir)) problems++;
  const digestOf = new Map();
  const got = await digests;
  await worker.terminate();
  files.forEach((file, k) => digestOf.set(file, got[k]));
  for (const ref of refs) {
    const actual = digestOf.get(ref.path);
    if (actual === undefined) {
      problems++;
      // A missing listing another file's folded spelling matches: path-ambiguous.
      const folded = fold(ref.path);
      if (folded !== ref.path && exact.has(folded)) problems++;
    } else if (actual.digest !== ref.sha256) problems++;
    else if (ref.size_bytes !== undefined && actual.size !== ref.size_bytes) problems++;
    if (ref.consumer) {
      const recorded = recordedByPath.get(ref.path);
      // input-unprovenanced; the head-alone stale question (recorded against its producer's).
      if (recorded === undefined) problems++;
      else if (recorded !== ref.sha256) problems++;
      const producer = producers.get(`${ref.path}\0${ref.sha256}`);
      if (producer !== undefined && !ref.consumer.consumed_passports.includes(producer)) problems++;
    }
  }
  for (const dirFiles of filesByDir.values())
    for (const f of dirFiles) if (!listed.has(f)) problems++;
  // The report: scope, one entry per passport, the graph (300 nodes at most, as the audit's).
  const nodes = entries.slice(0, 300).map((e) => ({ id: e.passport_id, path: e.path }));
  const shown = new Set(nodes.map((n) => n.id));
  const edges = [];
  for (const n of nodes)
    for (const c of byId.get(n.id).consumed_passports)
      if (shown.has(c)) edges.push({ from: c, to: n.id });
  const report = {
    scope: { mode: 'all', directories: [...passportDirs].sort() },
    summary: { passports: passports.length, problems, handoffs },
    passports: entries.map((e) => ({
      ...e,
      status: 'pass',
      artifacts: byId.get(e.passport_id).outputs.length,
    })),
    graph: { nodes, edges },
  };
  const out = path.join(tmpdir(), `pg-floor-report-${process.pid}.json`);
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  rmSync(out);
  return problems;
}

/** The audit's safe read: no symlink followed, a regular file, one read of its size. */
function safeRead(file) {
  const fd = openSync(file, FLAGS);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`${file}: not a regular file`);
    const bytes = Buffer.allocUnsafe(stats.size);
    const size = readSync(fd, bytes, 0, stats.size, 0);
    return bytes.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}

/**
 * The honest changed-mode floor (see the file comment) for `changedList` (one path a line);
 * returns the selected passports (sorted) and the problems found in them.
 */
function honestChanged(changedList) {
  const { passports } = walk();
  // The compact index: per passport its id, consumed ids, and [path, digest] of its inputs and
  // outputs; the parsed value is dropped at once.
  const index = [];
  const ownerByDir = new Map();
  const consumersByInput = new Map();
  for (const [k, file] of passports.entries()) {
    const value = JSON.parse(safeRead(file).toString('utf8'));
    const inputs = (value.inputs ?? []).map((i) => [i.path, i.sha256]);
    index.push({
      file,
      id: value.passport_id,
      consumed: value.consumed_passports ?? [],
      inputs,
      outputs: (value.outputs ?? []).map((o) => [o.path, o.sha256]),
    });
    ownerByDir.set(path.posix.dirname(file), k);
    for (const [p, digest] of inputs) {
      const list = consumersByInput.get(p);
      if (list) list.push([k, digest]);
      else consumersByInput.set(p, [[k, digest]]);
    }
  }
  const selected = new Set();
  for (const line of changedList.split('\n')) {
    const owner = ownerByDir.get(path.posix.dirname(line.trim()));
    if (line.trim() !== '' && owner !== undefined) selected.add(owner);
  }
  let problems = 0;
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  const actual = new Map();
  const digestOf = (p) => {
    if (!actual.has(p)) actual.set(p, existsSync(p) ? digestFile(p, buffer).digest : null);
    return actual.get(p);
  };
  // The owners' outputs hashed; a consumer whose recorded input no longer matches is stale.
  for (const k of [...selected])
    for (const [p] of index[k].outputs)
      for (const [consumer, digest] of consumersByInput.get(p) ?? [])
        if (digestOf(p) !== digest) selected.add(consumer);
  // The selected, checked in full: schema, and every file they list hashed.
  const validate = passportValidator();
  for (const k of selected) {
    if (!validate(JSON.parse(safeRead(index[k].file).toString('utf8')))) problems++;
    for (const [p, digest] of [...index[k].inputs, ...index[k].outputs])
      if (digestOf(p) !== digest) problems++;
  }
  return { selected: [...selected].map((k) => index[k].file).sort(), problems };
}

if (!isMainThread && workerData?.digest) {
  parentPort.once('message', (paths) => parentPort.postMessage(digestAll(paths)));
} else if (isMainThread && process.argv[2] === 'audit') {
  const problems = await leanAudit();
  if (problems > 0) console.error(`floor: ${problems} problem(s)`);
  process.exitCode = problems > 0 ? 1 : 0;
} else if (isMainThread && process.argv[2] === 'honest') {
  const problems = await honestAudit();
  // The count is printed even at 0: the tests compare it with the audit's findings.
  console.error(`floor: ${problems} problem(s)`);
  process.exitCode = problems > 0 ? 1 : 0;
} else if (isMainThread && process.argv[2] === 'honest-changed') {
  const changed = process.argv[3];
  if (changed === undefined) throw new Error('honest-changed: the changed-files list is missing');
  const { selected, problems } = honestChanged(readFileSync(changed, 'utf8'));
  if (process.argv.includes('--list')) process.stdout.write(selected.map((p) => `${p}\n`).join(''));
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
