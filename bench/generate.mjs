// Generates the benchmark repositories (issue 5) under a data directory.
// Every passport carries hashes computed from the bytes written here, so the
// audits measured by bench/run.mjs are clean passing runs, and every reference
// hasher reads exactly the same files. A finished workload leaves a stamp file;
// a later run with the same layout reuses it instead of writing a gigabyte again.
import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomFillSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Bump when a generator changes, so stale data is regenerated. */
const LAYOUT_VERSION = '2';

const MiB = 1024 * 1024;

/** sha256 hex of bytes. */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A deterministic UUIDv4 from a seed, so ids are stable across generations. */
function uuidFromSeed(seed) {
  const h = sha256(Buffer.from(seed));
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** ISO timestamp `step` seconds after a fixed epoch, so consumers never predate producers. */
const createdAt = (step) =>
  new Date(Date.UTC(2026, 5, 17) + step * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A Material Passport v1 object (seed 000). */
function passport({ id, step, inputs = [], outputs, consumed = [] }) {
  return {
    schema_version: '1.0.0',
    passport_id: id,
    created_at: createdAt(step),
    produced_by: { skill: 'bench-step', skill_version: '1.0.0', agent: 'bench' },
    inputs: inputs.map((a) => ({ type: 'tsv', path: a.path, sha256: a.sha256 })),
    outputs: outputs.map((a) => ({
      type: path.posix.extname(a.path).slice(1),
      path: a.path,
      sha256: a.sha256,
      size_bytes: a.size,
    })),
    decisions: [
      {
        step: 'run',
        choice: 'default',
        alternatives_considered: [],
        rationale: 'benchmark fixture',
      },
    ],
    // A step that reads nothing is a generator given its seed: a passport with no input, source
    // or parameter vouches for nothing (passport-vouches-nothing), and the workloads audit clean.
    parameters: inputs.length > 0 ? {} : { seed: step },
    errors: [{ step: 'run', tool: 'bench', exit_code: 0, stderr_excerpt: '' }],
    consumed_passports: consumed,
    downstream_hints: { next_skills: ['bench-step'] },
  };
}

function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs `build` into `dir` unless a stamp with the same layout is there; returns `dir`. */
function ensure(dir, name, build) {
  const stamp = path.join(dir, '.bench-ready');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === `${name}:${LAYOUT_VERSION}\n`)
    return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  build(dir);
  writeFileSync(stamp, `${name}:${LAYOUT_VERSION}\n`);
  return dir;
}

/** Writes a checksum list in `sha256sum` format, relative to the repository root. */
function writeSums(dir, artifacts) {
  writeFileSync(
    path.join(dir, '.bench-sha256sums'),
    artifacts.map((a) => `${a.sha256}  ${a.path}\n`).join(''),
  );
}

/**
 * Workload 1 (and its memory twin): `files` random files of `fileBytes` each,
 * spread evenly over `passports` output directories.
 */
export function generateLarge(dir, { files, fileBytes, passports }) {
  return ensure(dir, `large-${files}x${fileBytes}-${passports}`, (root) => {
    const buffer = Buffer.allocUnsafe(Math.min(fileBytes, 16 * MiB));
    const artifacts = [];
    for (let f = 0; f < files; f++) {
      const rel = `results/run${String(f % passports).padStart(2, '0')}/part${String(f).padStart(3, '0')}.bin`;
      const abs = path.join(root, rel);
      mkdirSync(path.dirname(abs), { recursive: true });
      const hash = createHash('sha256');
      rmSync(abs, { force: true });
      for (let written = 0; written < fileBytes;) {
        const n = Math.min(buffer.length, fileBytes - written);
        randomFillSync(buffer, 0, n);
        hash.update(buffer.subarray(0, n));
        writeFileSync(abs, buffer.subarray(0, n), { flag: 'a' });
        written += n;
      }
      artifacts.push({
        path: rel,
        sha256: hash.digest('hex'),
        size: fileBytes,
        passport: f % passports,
      });
    }
    for (let p = 0; p < passports; p++) {
      const run = `run${String(p).padStart(2, '0')}`;
      writeJson(
        path.join(root, 'results', run, `${run}.passport.json`),
        passport({
          id: uuidFromSeed(`large/${p}`),
          step: p,
          outputs: artifacts.filter((a) => a.passport === p),
        }),
      );
    }
    writeSums(root, artifacts);
  });
}

/**
 * A lattice of passports `width` wide: passport i sits in layer floor(i / width)
 * and consumes every passport of the layer before, listing one output of each
 * as an input (so every input is also an output: one read per file).
 */
function generateLattice(root, { passports, filesPer, fileBytes, width, prefix }) {
  const artifacts = [];
  const byPassport = [];
  const content = Buffer.allocUnsafe(fileBytes);
  for (let i = 0; i < passports; i++) {
    const run = `r${String(i).padStart(5, '0')}`;
    const dir = `${prefix}/${run}`;
    mkdirSync(path.join(root, dir), { recursive: true });
    const outputs = [];
    for (let k = 0; k < filesPer; k++) {
      randomFillSync(content);
      const rel = `${dir}/part${k}.tsv`;
      writeFileSync(path.join(root, rel), content);
      outputs.push({ path: rel, sha256: sha256(content), size: fileBytes });
    }
    artifacts.push(...outputs);
    const layer = Math.floor(i / width);
    const producers =
      layer === 0 ? [] : Array.from({ length: width }, (_, w) => (layer - 1) * width + w);
    const id = uuidFromSeed(`${prefix}/${i}`);
    byPassport.push({ id, outputs });
    writeJson(
      path.join(root, dir, `${run}.passport.json`),
      passport({
        id,
        step: layer,
        outputs,
        inputs: producers.map((p) => byPassport[p].outputs[0]),
        consumed: producers.map((p) => byPassport[p].id),
      }),
    );
  }
  writeSums(root, artifacts);
}

/** Workload 2: 20,000 files of 1 KiB under 2,000 passports chained four wide. */
export function generateSmall(dir) {
  return ensure(dir, 'small', (root) =>
    generateLattice(root, {
      passports: 2000,
      filesPer: 10,
      fileBytes: 1024,
      width: 4,
      prefix: 'results',
    }),
  );
}

/**
 * Workload 2, attested: the same lattice, every passport signed by `cli attest --key` (one
 * ECDSA P-256 key), under a config that requires and trusts it. Against workload 2 it measures
 * what verifying 2,000 bundles adds to the audit.
 */
export function generateSmallAttested(dir, cli) {
  return ensure(dir, 'small-attested', (root) => {
    generateLattice(root, {
      passports: 2000,
      filesPer: 10,
      fileBytes: 1024,
      width: 4,
      prefix: 'results',
    });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    mkdirSync(path.join(root, 'keys'), { recursive: true });
    writeFileSync(
      path.join(root, 'keys', 'lab.pub'),
      publicKey.export({ type: 'spki', format: 'pem' }),
    );
    const keyFile = path.join(root, '..', 'small-attested.key');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(
      path.join(root, '.passport-gate.yml'),
      'attestations:\n  require:\n    - "results/**"\n  trust:\n    - key: keys/lab.pub\n',
    );
    const dirs = readdirSync(path.join(root, 'results')).map((d) => `results/${d}`);
    execFileSync(process.execPath, [cli, 'attest', '--root', root, '--key', keyFile, ...dirs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  });
}

/**
 * Workload 3: 10,000 passports (chained four wide); the changed-files list names one directory.
 * `passports`: a smaller lattice of the same shape (the untimed tests of the floors); the
 * changed directory is then the one in the middle.
 */
export function generateManyPassports(dir, { passports = 10000 } = {}) {
  const name = passports === 10000 ? 'many' : `many-${passports}`;
  const middle = `results/r${String(Math.floor(passports / 2) + 1).padStart(5, '0')}/part1.tsv`;
  return ensure(dir, name, (root) => {
    generateLattice(root, {
      passports,
      filesPer: 2,
      fileBytes: 256,
      width: 4,
      prefix: 'results',
    });
    // One changed output directory in the middle of the lattice.
    writeFileSync(path.join(root, '.bench-changed'), `${middle}\n`);
  });
}

/** The yardstick of workload 3: a repository with one passport. */
export function generateSinglePassport(dir) {
  return ensure(dir, 'single', (root) =>
    generateLattice(root, {
      passports: 1,
      filesPer: 2,
      fileBytes: 256,
      width: 4,
      prefix: 'results',
    }),
  );
}

/**
 * Outputs listed in the wrong case: `listings` files of 64 bytes, 100 to a passport, each
 * passport listing every one of its outputs with its first letter upper-cased (`Part7.tsv` for
 * the file `part7.tsv`). Every listing is one `path-ambiguous` collision and one
 * `artifact-missing` (on Linux the listed name is no file), so the run has 2 × `listings`
 * findings: the worst case of the case-and-Unicode name index (`reportFoldedNames`).
 */
export function generateWrongCase(dir, listings, { clean = false } = {}) {
  return ensure(dir, `wrong-case-${listings}${clean ? '-clean' : ''}`, (root) => {
    const content = Buffer.allocUnsafe(64);
    const per = 100;
    for (let i = 0; i * per < listings; i++) {
      const run = `r${String(i).padStart(5, '0')}`;
      const rel = `results/${run}`;
      mkdirSync(path.join(root, rel), { recursive: true });
      const outputs = [];
      for (let k = 0; k < per && i * per + k < listings; k++) {
        randomFillSync(content);
        writeFileSync(path.join(root, rel, `part${k}.tsv`), content);
        // `clean`: the yardstick, the same files listed as they are spelt.
        const name = clean ? `part${k}.tsv` : `Part${k}.tsv`;
        outputs.push({ path: `${rel}/${name}`, sha256: sha256(content), size: 64 });
      }
      writeJson(
        path.join(root, rel, `${run}.passport.json`),
        passport({ id: uuidFromSeed(`wrong-case/${i}`), step: 0, outputs }),
      );
    }
  });
}

/**
 * Many findings: `findings` files of 64 bytes, 100 to a passport, each listed with a digest
 * that does not match (one `artifact-hash-mismatch` each), so the report holds `findings`
 * findings and nothing else: what memory per finding costs. `clean`: the same tree with the
 * right digests, the yardstick (the audit's memory for the same files without a finding).
 */
export function generateManyFindings(dir, findings, { clean = false } = {}) {
  return ensure(dir, `many-findings-${findings}${clean ? '-clean' : ''}`, (root) => {
    const content = Buffer.allocUnsafe(64);
    const per = 100;
    for (let i = 0; i * per < findings; i++) {
      const run = `r${String(i).padStart(5, '0')}`;
      const rel = `results/${run}`;
      mkdirSync(path.join(root, rel), { recursive: true });
      const outputs = [];
      for (let k = 0; k < per && i * per + k < findings; k++) {
        randomFillSync(content);
        writeFileSync(path.join(root, rel, `part${k}.tsv`), content);
        // The digest of other bytes: every output mismatches (unless `clean`, the yardstick).
        const digest = clean ? sha256(content) : sha256(`${rel}/${k}`);
        outputs.push({ path: `${rel}/part${k}.tsv`, sha256: digest, size: 64 });
      }
      writeJson(
        path.join(root, rel, `${run}.passport.json`),
        passport({ id: uuidFromSeed(`many-findings/${i}`), step: 0, outputs }),
      );
    }
  });
}

/**
 * Unlisted files (output-directories' worst case): `files` files of 64 bytes, 100 to a
 * directory, whose passport lists only the first: one `artifact-unlisted` per other file.
 */
export function generateUnlisted(dir, files) {
  return ensure(dir, `unlisted-${files}`, (root) => {
    const content = Buffer.allocUnsafe(64);
    for (let i = 0; i * 100 < files; i++) {
      const run = `r${String(i).padStart(5, '0')}`;
      const rel = `results/${run}`;
      mkdirSync(path.join(root, rel), { recursive: true });
      let first;
      for (let k = 0; k < 100 && i * 100 + k < files; k++) {
        randomFillSync(content);
        writeFileSync(path.join(root, rel, `part${k}.tsv`), content);
        first ??= { path: `${rel}/part${k}.tsv`, sha256: sha256(content), size: 64 };
      }
      writeJson(
        path.join(root, rel, `${run}.passport.json`),
        passport({ id: uuidFromSeed(`unlisted/${i}`), step: 0, outputs: [first] }),
      );
    }
  });
}

/** The chain's worst case: `passports` passports in one line, each consuming the one before. */
export function generateChainLine(dir, passports) {
  return ensure(dir, `chain-line-${passports}`, (root) =>
    generateLattice(root, { passports, filesPer: 1, fileBytes: 64, width: 1, prefix: 'results' }),
  );
}

/**
 * Schema violations (passport-document's worst case): `passports` passports of 100 outputs
 * each, every output's sha256 malformed: 100 schema findings per passport, the cap.
 */
export function generateSchemaErrors(dir, passports) {
  return ensure(dir, `schema-errors-${passports}`, (root) => {
    for (let i = 0; i < passports; i++) {
      const run = `r${String(i).padStart(5, '0')}`;
      const rel = `results/${run}`;
      const outputs = Array.from({ length: 100 }, (_, k) => ({
        path: `${rel}/part${k}.tsv`,
        sha256: `not-a-digest-${k}`,
        size: 64,
      }));
      writeJson(
        path.join(root, rel, `${run}.passport.json`),
        passport({ id: uuidFromSeed(`schema/${i}`), step: 0, outputs }),
      );
    }
  });
}

/**
 * Handoff envelopes (the handoffs family's worst case): `documents` router envelopes
 * (seed 002) in one folder, each naming a source file that exists.
 */
export function generateEnvelopes(dir, documents) {
  return ensure(dir, `envelopes-numbered-${documents}`, (root) => {
    mkdirSync(path.join(root, 'handoffs'), { recursive: true });
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'docs', 'methods.md'), '# Methods\n');
    for (let i = 0; i < documents; i++) {
      writeFileSync(
        // Numbered, as the seed orders the envelopes of one directory (envelope-unordered).
        path.join(root, 'handoffs', `${String(i + 1).padStart(5, '0')}-route.handoff.yaml`),
        [
          'intent: detect',
          'source_kind: named_file',
          'source_ref: docs/methods.md',
          'context_mode: technical',
          'protected_constraints: [facts, numbers, paths, code, quotes]',
          'execution_evidence:',
          '  detector: not_run',
          '  mutation: not_requested',
          '  verifier: not_run',
          'risk_flags:',
          '  consequential_authorship_claim: false',
          '  human_representation_sensitive: false',
          'pass:',
          '  index: 1',
          '  max: 2',
          'next_action: ai-writing-detector',
          '',
        ].join('\n'),
      );
    }
  });
}
