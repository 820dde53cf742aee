/**
 * The layers of src/, in one table: every folder below src/ (a "unit"; '.' is
 * the entry files at the top) and the units it may import. eslint.config.js
 * turns the table into a lint rule (a wrong import fails `npm run lint`), and
 * __tests__/boundaries.test.ts holds the imports of the code, and the table
 * itself, to a graph without cycles. A new folder needs a line here.
 *
 * Read bottom-up: util/ is the leaf, core/ the model every layer shares (the rule registry,
 * the passport model, the report); the formats are pure
 * checkers over bytes; fs/, vcs/ and hash/ reach the disk and git; repo/ is the
 * repository as every command sees it; rules/families/ judge what repo/ and
 * hash/ gathered; audit/ and produce/ orchestrate; report/ renders; hosts/ (the CI
 * hosts), cli/ and the entry files face the world.
 */

/**
 * @typedef {object} Layer
 * @property {string} about what lives there
 * @property {readonly string[]} may units it may import (its own is always allowed)
 * @property {readonly string[]} [types] units it may import types from, and nothing else
 * @property {readonly string[]} [packages] packages (and node: modules) it may not import
 * @property {string} [facade] the one file other units may import (its other files are its own)
 * @property {boolean} [nested] its subfolders are part of it, not units of their own (a port's
 *   implementations in one room, as test-reporter's input-providers/)
 */

const NO_FILES = ['node:fs', 'node:fs/promises', 'fs', 'fs/promises'];
const NO_PROCESSES = ['node:child_process', 'child_process', 'node:worker_threads'];
const RUNNER = ['@actions/core', '@actions/github', '@actions/glob', '@octokit/*'];

/** @type {Readonly<Record<string, Layer>>} */
export const LAYERS = {
  util: {
    about:
      'utilities without a model: tolerant values, untrusted-text quoting, graph algorithms, paths and globs as text, errors and exit codes, the version',
    may: [],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  core: {
    about:
      'the model every layer shares: the rule registry, the passport model, findings, the report and diff models, option values, the questions asked of git',
    may: ['util'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  'formats/generated': { about: 'precompiled schema validators (generated)', may: [] },
  formats: {
    about: 'pure checkers: the bytes of one document in, findings and a summary out',
    may: ['core', 'util', 'formats/generated'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  fs: {
    about: 'contained, non-blocking file access: walk, safe reads, atomic writes',
    may: ['util'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  vcs: {
    about: 'the one git runner and reading files at a commit',
    may: ['core', 'util'],
    packages: RUNNER,
  },
  config: {
    about: 'the .passport-gate.yml policy: parse, validate, compare',
    may: ['core', 'util', 'formats', 'fs'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  hash: {
    about: 'the digest service: hashing threads, speculation, reads of small documents, LFS',
    may: ['core', 'util', 'fs', 'vcs'],
    packages: RUNNER,
    facade: 'index.ts',
  },
  repo: {
    about: 'the repository model: root, tree, ownership, passports, producers, scope, plan',
    may: ['core', 'util', 'config', 'formats', 'fs', 'hash'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  'rules/families': {
    about: 'the rules: one module per family, judging the facts the pipeline gathered',
    may: ['core', 'util', 'config', 'formats', 'repo'],
    types: ['hash', 'fs', 'attest'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  attest: {
    about:
      'attested passports: signing a passport into a Sigstore bundle, verifying bundles offline',
    may: ['core', 'util', 'config', 'formats', 'fs', 'vcs', 'hash', 'repo', 'export'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  audit: {
    about: 'the audit pipeline, its verdict, and merging shard reports',
    may: ['core', 'util', 'rules/families', 'config', 'formats', 'hash', 'repo', 'attest'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  produce: {
    about: "the producer's side: loading passports, the chain graph",
    may: ['core', 'util', 'config', 'formats', 'hash', 'repo'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  reproduce: {
    about:
      'reproduce: the recorded steps run again in a scratch copy of the commit, outputs compared',
    may: ['core', 'util', 'config', 'vcs', 'hash', 'repo', 'produce'],
    packages: RUNNER,
  },
  'produce/stamp': {
    about: 'stamp: writing or refreshing one passport, in small steps',
    may: ['core', 'util', 'config', 'formats', 'fs', 'hash', 'repo', 'produce'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  import: {
    about: "passports written from a workflow engine's own records (Nextflow lineage)",
    may: ['util', 'formats', 'fs', 'hash'],
    packages: [...NO_PROCESSES, ...RUNNER],
  },
  export: {
    about: 'in-toto and PROV-JSON from passports',
    may: ['core', 'util'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  gate: {
    about: 'one run of the gate over a CI host: the CiHost port and the GateRun that drives it',
    may: ['core', 'util', 'config', 'audit'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  resolve: {
    about:
      'the citation registries (doi.org, Crossref, NCBI, arXiv, ENA): looking identifiers up for the lock',
    may: ['formats'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  report: {
    about: 'renderers: a report in, text out',
    may: ['core', 'util'],
    packages: [...NO_FILES, ...NO_PROCESSES, ...RUNNER],
  },
  diff: {
    about: "the reviewer's view: two revisions' provenance compared, stale outputs, coverage",
    // attest: who a bundle names as its signer (a change of signer), loaded only when one exists.
    may: ['core', 'util', 'config', 'formats', 'fs', 'vcs', 'repo', 'produce', 'attest'],
    packages: RUNNER,
  },
  operations: {
    about:
      'what each command does, over plain options and a note(line) sink: no argv, no printing, no exit codes (in-toto runlib/verifylib); the one verification-summary writer the action and the command line share',
    may: [
      'core',
      'util',
      'config',
      'formats',
      'fs',
      'vcs',
      'hash',
      'audit',
      'repo',
      'produce',
      'produce/stamp',
      'reproduce',
      'export',
      'attest',
      'import',
      'resolve',
      'gate',
      'diff',
    ],
    packages: RUNNER,
  },
  hosts: {
    about:
      'every CI host behind the CiHost port (gate/ci-host.ts): GitHub Actions (github/: inputs, the GitHub API, the only Octokit user), GitLab CI, the command line, reading the trusted base at a revision, and the one choice between them',
    may: ['core', 'util', 'config', 'fs', 'vcs', 'report', 'diff', 'gate', 'operations'],
    packages: NO_PROCESSES,
    nested: true,
  },
  cli: {
    about: 'the commands of the command line: parse, call one operation, print, exit code',
    may: ['core', 'util', 'config', 'fs', 'hash', 'report', 'gate', 'hosts', 'operations'],
    packages: RUNNER,
  },
  '.': {
    about: 'entry files: the action (index, main), the CLI (bin, cli), the library (lib)',
    may: [
      'core',
      'util',
      'config',
      'fs',
      'vcs',
      'hash',
      'audit',
      'produce',
      'produce/stamp',
      'export',
      'report',
      'gate',
      'hosts',
      'cli',
      'operations',
    ],
  },
};

/**
 * Files (below src/, POSIX) that may touch `process`: the edges of the program, the git runner,
 * and the run operation, which starts the step and passes signals on to it.
 */
export const PROCESS_USERS = [
  'bin.ts',
  'main.ts',
  'cli/**',
  'vcs/**',
  // The run operation runs the step: its signals are passed on to the step's process group.
  'operations/run.ts',
  'operations/run-step.ts',
];

/**
 * The unit of a file, by its path below src/ (POSIX): its folder, '.' at the top; below a
 * nested unit (hosts/github/host.ts), that unit.
 */
export function unitOf(srcRelative) {
  const i = srcRelative.lastIndexOf('/');
  if (i < 0) return '.';
  const folder = srcRelative.slice(0, i);
  const nested = Object.keys(LAYERS).find(
    (unit) => LAYERS[unit].nested && folder.startsWith(`${unit}/`),
  );
  return nested ?? folder;
}

/**
 * Why an import by file `fromFile` of file `toFile` (both below src/, POSIX; the target's
 * extension .js or .ts) breaks the layering, or null when it does not. `typeOnly`: the
 * import brings types alone.
 */
export function checkImport(fromFile, toFile, typeOnly) {
  const from = unitOf(fromFile);
  const to = unitOf(toFile);
  const problem = checkLayer(from, to, typeOnly);
  if (problem) return problem;
  const facade = LAYERS[to]?.facade;
  const name = toFile.slice(toFile.lastIndexOf('/') + 1).replace(/\.js$/, '.ts');
  if (from !== to && facade && name !== facade)
    return `src/${to}/ is entered through src/${to}/${facade} alone (${LAYERS[to].about}); import from there`;
  return null;
}

/**
 * Why an import from unit `from` of unit `to` breaks the layering, or null when it does not.
 * `typeOnly`: the import brings types alone.
 */
export function checkLayer(from, to, typeOnly) {
  if (from === to) return null;
  const layer = LAYERS[from];
  if (!layer) return `src/${from}/ is not in scripts/layers.mjs: give the new folder its layer`;
  if (!LAYERS[to]) return `src/${to}/ is not in scripts/layers.mjs: give the new folder its layer`;
  if (layer.may.includes(to)) return null;
  if (typeOnly && layer.types?.includes(to)) return null;
  const what = layer.types?.includes(to) ? 'only types from' : 'nothing from';
  return `${from === '.' ? 'the entry files' : `src/${from}/`} (${layer.about}) may import ${what} src/${to}/ (${LAYERS[to].about}); see scripts/layers.mjs`;
}
