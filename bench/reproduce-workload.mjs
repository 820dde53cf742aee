// Workload 7 of bench/run.mjs (issue 38): what `passport-gate reproduce` costs on top of the
// steps it runs, on committed repositories whose every step `passport-gate run` recorded:
//
//   - the example pipeline (examples/snakemake: 3 simulate jobs, qc, count, report; Python
//     steps), recorded by real Snakemake running the example's own rules once, when it is
//     installed; Snakemake is not the step runner of the benchmark, only the recorder;
//   - generated lines of N cheap shell steps (each appends a line to its producer's output),
//     so that the gate's own cost dominates and can be read per step.
//
// Each is timed two ways on the same steps: the recorded commands run directly by one `sh`
// (stepsScript: in a scratch copy of the commit laid out as reproduce lays it out, each step's
// recorded outputs deleted first, then its argv in its recorded working directory), and
// `passport-gate reproduce`. The difference, per step, is the gate's own cost.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Bump when a generator changes. A generated repository is reused while its stamp (in its
 * .git) holds the same key: recording its steps takes a `passport-gate run` per step.
 */
const LAYOUT_VERSION = '2';

const GIT_IDENTITY = ['-c', 'user.name=bench', '-c', 'user.email=bench@example.org'];

/** git in `cwd`, with a fixed identity and no signing; its stdout. */
const git = (cwd, ...args) =>
  execFileSync('git', [...GIT_IDENTITY, ...args], { cwd, maxBuffer: 1 << 28 });

/** Commits everything in the git repository `dir`. */
function commitTree(dir, message) {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', message);
}

/**
 * `env` with the real `python3` first on PATH. A pyenv shim (a bash script that runs `pyenv
 * exec`) takes about a second per start on this machine's kind of set-up, which would be the
 * steps' time, not the gate's, and would differ between the two ways of running them if the
 * shim's cache warmed up in between. Unchanged when there is no python3.
 */
export function preferRealPython(env) {
  const r = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {
    env,
    encoding: 'utf8',
  });
  const exe = r.status === 0 ? r.stdout.trim() : '';
  if (!exe || !path.isAbsolute(exe)) return { ...env };
  return { ...env, PATH: [path.dirname(exe), env.PATH ?? ''].join(path.delimiter) };
}

/** The shell step of the generated line: its input's lines and one of its own. */
const STEP_SCRIPT = 'set -e\nmkdir -p "$2"\n{ cat "$1"; echo "step $3"; } > "$2/out.txt"\n';

/**
 * Generates a committed repository of `steps` shell steps in a line, each recorded by
 * `passport-gate run` (`cli`, run by `node`): step k reads step k−1's output (step 1 reads
 * data/seed.txt) and writes results/sNNN/out.txt with `sh scripts/step.sh IN OUT k`. Returns
 * the repository's root (`dir`, emptied first).
 */
export function generateStepLine(dir, { cli, steps, env = process.env, node = process.execPath }) {
  const stamp = path.join(dir, '.git', 'bench-stamp');
  const key = `${LAYOUT_VERSION} ${steps} ${STEP_SCRIPT}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  mkdirSync(path.join(dir, 'scripts'));
  writeFileSync(path.join(dir, 'data', 'seed.txt'), 'seed\n');
  writeFileSync(path.join(dir, 'scripts', 'step.sh'), STEP_SCRIPT);
  // A repository of its own before the first step: under bench/out/, which the project's git
  // ignores, `run` would leave out every output as a file git ignores.
  git(dir, 'init', '-q');
  let input = 'data/seed.txt';
  for (let k = 1; k <= steps; k++) {
    const out = `results/s${String(k).padStart(3, '0')}`;
    const r = spawnSync(
      node,
      [
        cli,
        'run',
        out,
        '--root',
        '.',
        '--skill',
        'bench-step',
        '--skill-version',
        '1.0.0',
        '--run-id',
        `step-${k}`,
        '--input',
        input,
        '--code',
        'scripts/step.sh',
        '--param',
        `k=${k}`,
        '--',
        'sh',
        'scripts/step.sh',
        input,
        out,
        String(k),
      ],
      { cwd: dir, env, encoding: 'utf8' },
    );
    if (r.status !== 0)
      throw new Error(`passport-gate run of step ${k} exited ${r.status}: ${r.stderr}`);
    input = `${out}/out.txt`;
  }
  commitTree(dir, `${steps} recorded steps`);
  writeFileSync(stamp, key);
  return dir;
}

/** sha256 of the example's files, so its recorded copy is made again when they change. */
function hashTree(dir, rel = '') {
  const h = createHash('sha256');
  const list = execFileSync('find', ['.', '-type', 'f'], {
    cwd: path.join(dir, rel),
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .sort();
  for (const f of list)
    h.update(f)
      .update('\0')
      .update(readFileSync(path.join(dir, rel, f)))
      .update('\0');
  return h.digest('hex');
}

/**
 * The example pipeline (examples/snakemake) copied to `dir`, run once by Snakemake (`snakemake`
 * on PATH) with its rules calling `node cli`, and committed (Snakemake's own state left out, as
 * the example's README says). Reused while the example's files and the stamp's layout are the
 * same. Returns the root, or null when Snakemake is not installed.
 */
export function generateSnakemakeExample(
  dir,
  { cli, example, env = process.env, node = process.execPath },
) {
  const stamp = path.join(dir, '.git', 'bench-stamp');
  const key = `${LAYOUT_VERSION} ${hashTree(example)}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return dir;
  const probe = spawnSync('snakemake', ['--version'], { env, stdio: 'ignore' });
  if (probe.status !== 0) return null;
  rmSync(dir, { recursive: true, force: true });
  cpSync(example, dir, { recursive: true });
  git(dir, 'init', '-q'); // before the steps run: see generateStepLine
  const r = spawnSync('snakemake', ['--cores', '2', '--quiet'], {
    cwd: dir,
    env: { ...env, PASSPORT_GATE: `${node} ${cli}` },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`snakemake exited ${r.status}: ${r.stderr.slice(-2000)}`);
  commitTree(dir, 'the example pipeline, recorded');
  writeFileSync(stamp, key);
  return dir;
}

/**
 * The committed passports of `root` that `run` recorded, producers first (by
 * consumed_passports; ties by path): each with its recorded argv, working directory and
 * outputs (repository-relative: the default `path-base: root`).
 */
export function readRecordedSteps(root) {
  const files = git(root, 'ls-files', '-z', '--', '*.passport.json')
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .sort();
  const steps = files
    .map((file) => ({ file, doc: JSON.parse(readFileSync(path.join(root, file), 'utf8')) }))
    .filter(
      ({ doc }) => Array.isArray(doc.recorded_by?.command) && doc.recorded_by.command.length > 0,
    )
    .map(({ file, doc }) => ({
      path: file,
      id: doc.passport_id,
      consumed: doc.consumed_passports ?? [],
      command: doc.recorded_by.command,
      workingDirectory: doc.recorded_by.working_directory ?? '.',
      outputs: doc.outputs.map((o) => ({ path: o.path, sha256: o.sha256 })),
    }));
  // Kahn's order: a step comes after every step in the list whose passport it consumes.
  const ordered = [];
  const placed = new Set();
  while (ordered.length < steps.length) {
    const ready = steps.find(
      (s) =>
        !placed.has(s.id) &&
        s.consumed.every((c) => placed.has(c) || !steps.some((t) => t.id === c)),
    );
    if (!ready) throw new Error(`${root}: the recorded steps form a cycle`);
    ordered.push(ready);
    placed.add(ready.id);
  }
  return ordered;
}

/**
 * Why `passport-gate reproduce` (`node cli`) does not reproduce every recorded step of `root`
 * byte for byte, or null when it does: the benchmark times an honest pipeline, so data
 * recorded by an older bundle that this one no longer reproduces is recorded again, not timed.
 */
export function explainNotReproduced(root, { cli, env = process.env, node = process.execPath }) {
  const r = spawnSync(node, [cli, 'reproduce', '--root', root, '--format', 'json'], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  let result = null;
  try {
    result = JSON.parse(r.stdout);
  } catch {
    // Not a report: the exit code and stderr say why.
  }
  if (!result) return `reproduce exited ${r.status}: ${r.stderr.trim().slice(-2000)}`;
  const steps = readRecordedSteps(root);
  const recorded = steps.length;
  // A step that records no output compares nothing: timing it would flatter the gate.
  const empty = steps.filter((s) => s.outputs.length === 0);
  if (empty.length > 0)
    return `${empty.length} of ${recorded} recorded step(s) list no output (${empty[0].path}); see the notes of passport-gate run`;
  const bad = result.steps.filter((s) => s.status !== 'reproduced');
  const outputs = steps.reduce((n, s) => n + s.outputs.length, 0);
  const compared = result.steps.reduce((n, s) => n + s.compared, 0);
  if (
    r.status === 0 &&
    bad.length === 0 &&
    result.steps.length === recorded &&
    compared === outputs
  )
    return null;
  return [
    `reproduce exited ${r.status}; ${result.steps.length - bad.length} of ${recorded} recorded step(s) reproduced, ${compared} of ${outputs} output(s) compared`,
    ...bad.map((s) => `  ${s.status} ${s.path}`),
    ...result.findings.map((f) => `  ${f.severity} ${f.rule}: ${f.message}`),
  ].join('\n');
}

/** Deletes the stamp of a generated repository, so that its generator records it again. */
export const forgetGenerated = (dir) =>
  rmSync(path.join(dir, '.git', 'bench-stamp'), { force: true });

/** `s` as one POSIX shell word. */
const quote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

/**
 * A POSIX shell script that runs `steps` (readRecordedSteps) as `reproduce` does, without
 * the gate: at `root`, for each step in order, its recorded outputs deleted, then its argv run
 * in its working directory (stdin closed), stopping at the first that fails.
 */
export function stepsScript(root, steps) {
  const lines = ['set -e', `cd ${quote(root)}`];
  for (const s of steps) {
    lines.push(`rm -f -- ${s.outputs.map((o) => quote(o.path)).join(' ')}`);
    lines.push(
      `(cd ${quote(s.workingDirectory)} && exec ${s.command.map(quote).join(' ')} </dev/null)`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The committed tree of `root` (HEAD) in `dest`, emptied first, for the steps' own run outside
 * the timing. `git archive` gives the committed bytes here because the bench's repositories have
 * no `.gitattributes`; `reproduce` itself copies each blob's raw bytes (src/reproduce/
 * copy-commit.ts), so a commit's own attributes cannot change what it re-runs. Returns `dest`.
 */
export function extractCommit(root, dest) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const tar = git(root, 'archive', '--format=tar', 'HEAD');
  execFileSync('tar', ['-xf', '-', '-C', dest], { input: tar });
  return dest;
}
