export const id = 318;
export const ids = [318];
export const modules = {

/***/ 80318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reproduceAfterAudit: () => (/* binding */ reproduceAfterAudit)
});

// UNUSED EXPORTS: selectStepEnvironment

// EXTERNAL MODULE: ./src/core/findings.ts
var findings = __webpack_require__(44637);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/stale.ts
var stale = __webpack_require__(24469);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/repo/passports.ts
var passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/repo/tree.ts + 1 modules
var repo_tree = __webpack_require__(41415);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/changes.ts
var changes = __webpack_require__(72757);
// EXTERNAL MODULE: ./src/repo/scope.ts
var scope = __webpack_require__(71240);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(66124);
;// CONCATENATED MODULE: ./src/util/tail-buffer.ts
/**
 * The end of a stream, bounded: what `run` records of a step's stderr and `reproduce` shows of
 * a re-run's.
 */
/** Keeps the last `max` bytes of a stream. */
class TailBuffer {
    max;
    chunks = [];
    size = 0;
    dropped = false;
    constructor(max) {
        this.max = max;
    }
    /** Adds a chunk; drops what falls out of the window. */
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size > this.max && this.chunks.length > 0) {
            const first = this.chunks[0];
            const excess = this.size - this.max;
            if (first.length <= excess) {
                this.chunks.shift();
                this.size -= first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.size -= excess;
            }
            this.dropped = true;
        }
    }
    /**
     * The kept bytes as text: a character the window cut in two is left out (not shown as
     * U+FFFD), and "…" marks that the beginning was dropped.
     */
    text() {
        let bytes = Buffer.concat(this.chunks);
        if (this.dropped) {
            let start = 0;
            while (start < bytes.length && start < 3 && (bytes[start] & 0xc0) === 0x80)
                start++;
            bytes = bytes.subarray(start);
        }
        const text = bytes.toString('utf8');
        return this.dropped ? `…${text}` : text;
    }
}

;// CONCATENATED MODULE: ./src/reproduce/run-recorded.ts
/**
 * Running one recorded step again: its argv in its working directory, stdin closed, stdout
 * discarded, the end of stderr kept (bounded) for the finding, and killed at the deadline.
 * The step runs in a process group of its own, and the whole group is killed at the deadline
 * and when the step ends: a child it left in the background (`sh -c 'sleep 100 & wait'`)
 * would otherwise outlive the budget, or go on writing into the scratch copy while the next
 * step runs.
 */


/** Bytes of the end of a re-run's stderr kept for `reproduce-failed`. */
const RERUN_STDERR_MAX_BYTES = 2048;
/** How long stderr may stay open after the step exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 500;
/**
 * Runs `command` in `cwd` with `env` until it ends or `deadlineMs` (Date.now() scale) passes,
 * when its process group is killed through `killGroup`. Never rejects.
 */
function runRecorded(command, cwd, env, deadlineMs, killGroup) {
    const tail = new TailBuffer(RERUN_STDERR_MAX_BYTES);
    const [file, ...args] = command;
    return new Promise((resolve) => {
        let settled = false;
        let timedOut = false;
        const finish = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            resolve(outcome);
        };
        // detached: the step leads a new process group, so its pid is the group's id.
        const child = (0,external_node_child_process_.spawn)(file, args, {
            cwd,
            env,
            stdio: ['ignore', 'ignore', 'pipe'],
            detached: true,
        });
        const endGroup = () => {
            if (child.pid === undefined)
                return;
            try {
                killGroup(child.pid);
            }
            catch {
                // ESRCH: the group is gone already.
            }
        };
        // No budget, no timer (setTimeout turns Infinity into 1 ms); a long one waits in slices.
        let timer;
        const arm = () => {
            const left = deadlineMs - Date.now();
            timer = setTimeout(() => {
                if (deadlineMs - Date.now() > 0)
                    return arm();
                timedOut = true;
                endGroup();
            }, Math.min(Math.max(0, left), 2 ** 31 - 1));
        };
        if (Number.isFinite(deadlineMs))
            arm();
        child.stderr.on('data', (chunk) => tail.push(chunk));
        child.on('error', (error) => {
            finish({
                kind: 'not-started',
                why: error.code === 'ENOENT' ? 'command not found' : (error.code ?? error.message),
            });
        });
        child.on('exit', (code, signal) => {
            // What the step left running is not part of the step's result: it ends with the step.
            endGroup();
            const done = () => finish(timedOut
                ? { kind: 'deadline', stderrExcerpt: tail.text() }
                : {
                    kind: 'exited',
                    exitCode: signal !== null ? 128 : (code ?? 1),
                    stderrExcerpt: tail.text(),
                });
            // Let stderr drain, but not forever: a background child of the step may hold it open.
            const drain = setTimeout(() => {
                child.stderr.destroy();
                done();
            }, STDERR_DRAIN_MS);
            child.stderr.once('close', () => {
                clearTimeout(drain);
                done();
            });
            if (child.stderr.closed) {
                clearTimeout(drain);
                done();
            }
        });
    });
}

;// CONCATENATED MODULE: ./src/reproduce/program.ts
/**
 * The program a step runs (its argv[0]), resolved the way the operating system resolves it,
 * and its version: `run` records both in `recorded_by.program`, and `reproduce` resolves the
 * program again so a finding can say whether the tool changed since the record (the
 * environment is the part of a step `reproduce` cannot hold to its record; issue 38).
 *
 * Only a program outside the repository is described: a script of the repository is the
 * step's code, its bytes recorded as a `code` input, and running it with `--version` would
 * run the step itself. The version is the first line `PROGRAM --version` prints (stdout, else
 * stderr) when it exits 0 within {@link VERSION_PROBE_MS}; otherwise it is null.
 */





/** How long `PROGRAM --version` may take. */
const VERSION_PROBE_MS = 5000;
/** Longest version line kept. */
const VERSION_MAX_CHARS = 200;
/** True when `file` is a regular file this process may execute. */
const isExecutable = async (file) => (await (0,promises_.stat)(file).then((s) => s.isFile(), () => false)) &&
    (await (0,promises_.access)(file, promises_.constants.X_OK).then(() => true, () => false));
/** argv[0] resolved: a name with a slash against `cwd`, a bare name through PATH; else null. */
async function resolveProgram(argv0, cwd, env) {
    if (argv0 === '')
        return null;
    if (argv0.includes('/')) {
        const file = external_node_path_default().resolve(cwd, argv0);
        return (await isExecutable(file)) ? file : null;
    }
    // An empty PATH entry is the working directory, as the shells read it.
    for (const dir of (env.PATH ?? '').split((external_node_path_default()).delimiter)) {
        const file = external_node_path_default().resolve(cwd, dir, argv0);
        if (await isExecutable(file))
            return file;
    }
    return null;
}
/** True when `file` is the root or below it. */
const isInside = (root, file) => {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(root), file);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_default().isAbsolute(rel));
};
/** The first non-empty line `file --version` prints when it exits 0 in time; else null. */
function probeVersion(file, context) {
    const out = new TailBuffer(4096);
    const err = new TailBuffer(4096);
    return new Promise((resolve) => {
        let settled = false;
        const finish = (version) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            // Whatever the probe left running ends with it (a lingering child holds no pipe open).
            if (child.pid !== undefined)
                try {
                    context.killGroup(child.pid);
                }
                catch {
                    // ESRCH: gone already.
                }
            resolve(version);
        };
        const child = (0,external_node_child_process_.spawn)(file, ['--version'], {
            cwd: context.cwd,
            env: context.env,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        const timer = setTimeout(() => finish(null), VERSION_PROBE_MS);
        child.stdout.on('data', (c) => out.push(c));
        child.stderr.on('data', (c) => err.push(c));
        child.on('error', () => finish(null));
        child.on('close', (code) => {
            if (code !== 0)
                return finish(null);
            const first = (text) => text
                .split(/\r?\n/)
                .map((l) => l.trim())
                .find((l) => l !== '');
            const line = first(out.text()) ?? first(err.text()) ?? null;
            finish(line === null ? null : line.slice(0, VERSION_MAX_CHARS));
        });
    });
}
/**
 * The step's program described (see the module comment); null when argv[0] resolves to no
 * executable, or to a file of the repository.
 */
async function describeProgram(argv0, context) {
    const file = await resolveProgram(argv0, context.cwd, context.env);
    if (file === null || isInside(context.root, file))
        return null;
    let version = context.versions?.get(file);
    if (version === undefined) {
        version = probeVersion(file, context);
        context.versions?.set(file, version);
    }
    return { path: file, version: await version };
}
/**
 * How the program now compares with the one recorded, as a sentence for a finding; every
 * value quoted. `recorded` undefined: the record holds no program (older, or a repository
 * script).
 */
function describeProgramChange(now, recorded) {
    const spell = (p) => p === null || p.path === null
        ? 'no program outside the repository'
        : `${(0,untrusted/* quoteUntrusted */.X0)(p.path)} (version ${p.version === null ? 'unknown' : (0,untrusted/* quoteUntrusted */.X0)(p.version)})`;
    if (recorded === null)
        return `The program now: ${spell(now)}; the record holds none to compare.`;
    const same = now !== null && now.path === recorded.path && (now.version ?? null) === recorded.version;
    return same
        ? `The program is the one recorded: ${spell(now)}.`
        : `The program changed since the record: recorded ${spell(recorded)}, now ${spell(now)}.`;
}

// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
;// CONCATENATED MODULE: ./src/reproduce/reproduce.ts
/**
 * `reproduce`: the steps `run` recorded, run again on the committed tree. The commit's tree
 * (`git archive HEAD`, never the work tree) is extracted into a temporary directory outside the
 * checkout; in the chain's order (producers first, by consumed_passports) each run record's
 * outputs are deleted there and its recorded command runs in its recorded working directory;
 * then every recorded output's sha256 is compared with what the re-run wrote. Consumers read
 * what their producers' re-runs wrote. Nothing the re-run prints reaches a finding unescaped.
 */




















/** Runs at most `n` of the tasks given at once, in the order given. */
function createLimiter(n) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        // A slot is handed from the task that ends straight to the next waiting one.
        if (running >= n)
            await new Promise((resolve) => waiting.push(resolve));
        else
            running++;
        try {
            return await task();
        }
        finally {
            const next = waiting.shift();
            if (next)
                next();
            else
                running--;
        }
    };
}
/** Why reproduce could not start (exit 2): no commit, a directory holding no passport. */
class ReproduceUsageError extends Error {
}
/** Largest output compared line by line (its committed bytes are read into memory). */
const TEXT_DIFF_MAX_BYTES = 256 * 1024;
const sha256Of = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
/** Runs a program to its end; rejects with its stderr's first line. */
function exec(file, args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)(file, args, { cwd, maxBuffer: 1024 * 1024 }, (error, _out, err) => {
            if (error)
                reject(new Error(`${file} failed: ${String(err).split('\n')[0] ?? ''}`));
            else
                resolve();
        });
    });
}
/** Extracts the tree of HEAD into a new temporary directory; returns it and the commit. */
async function extractCommittedTree(root) {
    const head = await (0,git/* runGit */.EO)(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    if (!head.ok)
        throw new ReproduceUsageError('reproduce needs a commit: the steps run on the committed tree (commit the scripts, inputs and passports first)');
    const commit = head.stdout.trim();
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'passport-gate-reproduce-'));
    try {
        const tar = external_node_path_default().join(dir, '..', `${external_node_path_default().basename(dir)}.tar`);
        const archived = await (0,git/* runGit */.EO)(root, ['archive', '--format=tar', `--output=${tar}`, commit]);
        if (!archived.ok)
            throw new Error(`git archive failed: ${archived.message}`);
        try {
            await exec('tar', ['-xf', tar, '-C', dir], dir);
        }
        finally {
            await (0,promises_.rm)(tar, { force: true });
        }
        return { dir, commit };
    }
    catch (error) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw error;
    }
}
/** True when the passport at `dir` is in scope of `directories`. */
const inScope = (dir, directories) => directories.length === 0 ||
    directories.some((d) => d === '.' || dir === d || dir.startsWith(`${d}/`));
/** The passports in producers-first order (ties by path). */
function orderChain(passports) {
    const indexById = new Map();
    passports.forEach((p, i) => {
        if (p.id !== null && !indexById.has(p.id))
            indexById.set(p.id, i);
    });
    // Edges producer → consumer: the topological order puts producers first.
    const adj = passports.map(() => []);
    passports.forEach((p, i) => {
        for (const c of p.summary?.consumed ?? []) {
            const producer = indexById.get(c);
            if (producer !== undefined && producer !== i)
                adj[producer].push(i);
        }
    });
    const { order } = (0,stale/* orderTopologically */.r$)(passports.map((p) => p.path), adj);
    return order.map((i) => passports[i]);
}
/**
 * The steps to run, in the order they run. Without a change: the chain (in `directories`).
 * With one: the changed steps in the chain's order, then their consumers (transitively, by
 * consumed_passports) in the chain's order, so a budget is spent on what the change touched
 * first. `changedDirs` null: nothing is known of the change, every step counts as changed.
 */
function selectSteps(chain, directories, changedDirs) {
    const named = chain.filter((p) => inScope(p.dir, directories));
    if (changedDirs === undefined)
        return named.map((passport) => ({ passport, reason: 'selected' }));
    const changed = named.filter((p) => changedDirs === null || changedDirs.has(p.dir));
    const reached = new Set(changed.map((p) => p.id).filter((id) => id !== null));
    const consumers = [];
    // The chain is producers first, so one pass reaches every consumer of a consumer.
    for (const p of named) {
        if (changed.includes(p))
            continue;
        if (!(p.summary?.consumed ?? []).some((c) => reached.has(c)))
            continue;
        consumers.push(p);
        if (p.id !== null)
            reached.add(p.id);
    }
    return [
        ...changed.map((passport) => ({ passport, reason: 'changed' })),
        ...consumers.map((passport) => ({ passport, reason: 'consumer' })),
    ];
}
/** The first line where `a` and `b` differ, 1-based, with both lines quoted. */
function firstDifferingLine(a, b) {
    const al = a.split('\n');
    const bl = b.split('\n');
    for (let i = 0; i < Math.max(al.length, bl.length); i++) {
        if (al[i] !== bl[i])
            return `; first difference at line ${i + 1}: recorded ${al[i] === undefined ? '(no line)' : (0,untrusted/* quoteUntrusted */.X0)(al[i], 200)}, re-run ${bl[i] === undefined ? '(no line)' : (0,untrusted/* quoteUntrusted */.X0)(bl[i], 200)}`;
    }
    return '';
}
/** True when `bytes` reads as text (UTF-8 without NUL). */
const isText = (bytes) => !bytes.includes(0) && Buffer.from(bytes).toString('utf8').indexOf('\ufffd') < 0;
/** Reads a file of the scratch copy, or null when it is not there. */
const readOrNull = (file) => (0,promises_.readFile)(file).catch(() => null);
/**
 * Reproduces the steps in scope; see the module comment. Throws {@link ReproduceUsageError}
 * when it cannot start.
 */
async function reproduce(options) {
    const now = options.now ?? Date.now;
    const deadline = options.maxSeconds === undefined ? Infinity : now() + Math.max(0, options.maxSeconds) * 1000;
    const { dir: scratch, commit } = await extractCommittedTree(options.root);
    try {
        // The walk, layout and reads of loadPassports, kept: the changed-mode scope needs them.
        const tree = await (0,repo_tree/* walkRepository */.M)(scratch, options.config);
        const layout = (0,repo_layout/* buildLayout */.X)(tree, options.config);
        const records = await (0,load_passports/* readPassportRecordsOf */.Wt)(tree, layout.passportPaths, options.config);
        const readable = records
            .map(passports/* describePassport */.Wz)
            .filter((p) => p.summary !== null);
        for (const d of options.directories)
            if (!readable.some((p) => inScope(p.dir, [d])))
                throw new ReproduceUsageError(`${(0,untrusted/* quoteUntrusted */.X0)(d)} holds no readable passport at ${commit.slice(0, 12)}; name an output directory of the commit`);
        const paths = (0,artifact_paths/* createArtifactPaths */.T)(options.config.pathBase);
        const changedDirs = options.changedFiles === undefined
            ? undefined
            : options.changedFiles === null
                ? null
                : (await (0,scope/* selectScope */.D)({
                    tree,
                    layout,
                    passports: { records: [...records] },
                    changes: (0,changes/* interpretChanges */.N)(options.changedFiles),
                    paths,
                })).dirs;
        const abs = (rel) => external_node_path_default().join(scratch, ...rel.split('/'));
        const versions = new Map();
        const configNondeterministic = (0,globs/* compileGlobs */.t)(options.config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic');
        // One step, its findings and its line kept apart: steps may run concurrently (--jobs), and
        // the report lists them in the chain's order whatever order they ended in.
        const reproduceOne = async (p, reason, sink, steps) => {
            const passport = p.summary;
            const at = { path: p.path, ...(p.id !== null ? { passport_id: p.id } : {}) };
            // A consumer the change did not touch lists no changed file, so its record is the base's;
            // the budget left after the changed steps is spent on it, and running out is a notice.
            const notReached = reason === 'consumer' ? 'reproduce-consumer-not-reached' : 'reproduce-not-reached';
            const record = passport.recordedBy;
            if (record?.command == null || record.command.length === 0 || record.command[0] === '') {
                sink.add({
                    ...at,
                    rule: 'reproduce-unrecorded',
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)} is a hand record (no recorded_by.command): its step cannot be run again. Record it with passport-gate run.`,
                });
                steps.push({
                    path: p.path,
                    reason,
                    status: 'unrecorded',
                    compared: 0,
                    notCompared: [],
                    seconds: null,
                });
                return;
            }
            if (now() >= deadline) {
                sink.add({
                    ...at,
                    rule: notReached,
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: not reproduced: the budget of ${options.maxSeconds} s (--max-seconds) ran out before its step started.`,
                });
                steps.push({
                    path: p.path,
                    reason,
                    status: 'not-reached',
                    compared: 0,
                    notCompared: [],
                    seconds: null,
                });
                return;
            }
            const wd = record.workingDirectory ?? '.';
            const cwd = wd === '.' ? { ok: true, rel: '' } : (0,relative_path/* checkRelativePath */._k)(wd, '');
            const outputs = passport.outputs.map((o) => ({ o, rel: paths.rel(o.path, p.dir) }));
            const outside = outputs.find((x) => x.rel === null);
            if (!cwd.ok || outside) {
                sink.add({
                    ...at,
                    rule: 'reproduce-failed',
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: not run: ${cwd.ok ? `the output ${(0,untrusted/* quoteUntrusted */.X0)(outside?.o.path)}` : `the working directory ${(0,untrusted/* quoteUntrusted */.X0)(record.workingDirectory)}`} is not a path inside the repository.`,
                });
                steps.push({
                    path: p.path,
                    reason,
                    status: 'failed',
                    compared: 0,
                    notCompared: [],
                    seconds: null,
                });
                return;
            }
            // The committed bytes of each output (for the first differing line), then deleted: an
            // output the re-run does not write is not taken from the commit.
            const committed = new Map();
            for (const { rel } of outputs) {
                const small = await (0,promises_.stat)(abs(rel)).then((st) => st.isFile() && st.size <= TEXT_DIFF_MAX_BYTES, () => false);
                committed.set(rel, small ? await readOrNull(abs(rel)) : null);
                await (0,promises_.rm)(abs(rel), { force: true });
            }
            // The program resolved in the scratch copy as the step will run it (a script of the
            // repository is not described: its bytes are a code input).
            // Probed beside the step (not before it): the budget is the steps', not the probe's.
            const probing = describeProgram(record.command[0], {
                cwd: abs(cwd.rel),
                root: scratch,
                env: options.env,
                killGroup: options.killGroup,
                versions,
            });
            const started = now();
            const outcome = await runRecorded(record.command, abs(cwd.rel), options.env, deadline, options.killGroup);
            const seconds = (now() - started) / 1000;
            const programNow = await probing;
            const program = {
                now: programNow,
                recorded: record.program,
                changed: record.program === null
                    ? null
                    : programNow?.path !== record.program.path ||
                        (programNow?.version ?? null) !== record.program.version,
            };
            const environment = ` ${describeProgramChange(programNow, record.program)}`;
            if (outcome.kind === 'deadline') {
                sink.add({
                    ...at,
                    rule: notReached,
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: not reproduced: its step was killed when the budget of ${options.maxSeconds} s (--max-seconds) ran out.`,
                });
                steps.push({
                    path: p.path,
                    reason,
                    status: 'not-reached',
                    compared: 0,
                    notCompared: [],
                    seconds,
                    program,
                });
                return;
            }
            if (outcome.kind === 'not-started' || outcome.exitCode !== 0) {
                const how = outcome.kind === 'not-started'
                    ? `could not be started (${(0,untrusted/* escapeInvisible */.ts)(outcome.why)})`
                    : `exited ${outcome.exitCode}${outcome.stderrExcerpt ? `; the end of its stderr: ${(0,untrusted/* quoteUntrusted */.X0)(outcome.stderrExcerpt, 1000)}` : ''}`;
                sink.add({
                    ...at,
                    rule: 'reproduce-failed',
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: the step run again as recorded (${(0,untrusted/* quoteUntrusted */.X0)(record.command.join(' '), 200)} in ${(0,untrusted/* quoteUntrusted */.X0)(wd)}) ${how}.${environment}`,
                });
                steps.push({
                    path: p.path,
                    reason,
                    status: 'failed',
                    compared: 0,
                    notCompared: [],
                    seconds,
                    program,
                });
                return;
            }
            let differs = false;
            const recordedNondeterministic = new Set(record.nondeterministic);
            const notCompared = [];
            for (const { o, rel } of outputs) {
                if (recordedNondeterministic.has(rel) || configNondeterministic(rel)) {
                    notCompared.push(rel);
                    // Its bytes are not compared, but the step must still make it.
                    if (await (0,promises_.stat)(abs(rel)).then((st) => st.isFile(), () => false))
                        continue;
                    differs = true;
                    sink.add({
                        ...at,
                        rule: 'reproduce-differs',
                        message: `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: the step run again as recorded did not write ${(0,untrusted/* quoteUntrusted */.X0)(rel)} (declared non-deterministic: its bytes are not compared, but the step must make it).${environment}`,
                    });
                    continue;
                }
                const made = await readOrNull(abs(rel));
                const got = made === null ? null : sha256Of(made);
                if (got !== null && got === o.sha256)
                    continue;
                differs = true;
                const before = committed.get(rel) ?? null;
                const line = made !== null &&
                    before !== null &&
                    sha256Of(before) === o.sha256 &&
                    made.length <= TEXT_DIFF_MAX_BYTES &&
                    isText(before) &&
                    isText(made)
                    ? firstDifferingLine(before.toString('utf8'), made.toString('utf8'))
                    : '';
                sink.add({
                    ...at,
                    rule: 'reproduce-differs',
                    message: got === null
                        ? `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: the step run again as recorded did not write ${(0,untrusted/* quoteUntrusted */.X0)(rel)} (recorded sha256 ${o.sha256 ?? 'none'}).${environment}`
                        : `${(0,untrusted/* quoteUntrusted */.X0)(p.path)}: the step run again as recorded wrote ${(0,untrusted/* quoteUntrusted */.X0)(rel)} with sha256 ${got}, the record says ${o.sha256 ?? 'none'}${line}.${environment}`,
                });
            }
            steps.push({
                path: p.path,
                reason,
                status: differs ? 'differs' : 'reproduced',
                compared: outputs.length - notCompared.length,
                notCompared,
                seconds,
                program,
            });
        };
        const chain = selectSteps(orderChain(readable), options.directories, changedDirs);
        const indexById = new Map(chain.map((p, i) => [p.passport.id, i]));
        const results = chain.map(() => ({
            found: [],
            steps: [],
        }));
        const limit = createLimiter(Math.max(1, options.jobs ?? 1));
        const done = [];
        chain.forEach((p, i) => {
            // A step starts when the steps that made its inputs have ended (earlier in the chain's
            // order: a cycle's back edge is not waited for), and a slot is free.
            const producers = (p.passport.summary?.consumed ?? [])
                .map((c) => indexById.get(c))
                .filter((j) => j !== undefined && j < i)
                .map((j) => done[j]);
            const r = results[i];
            done.push(Promise.all(producers).then(() => limit(() => reproduceOne(p.passport, p.reason, { add: (f) => r.found.push(f) }, r.steps))));
        });
        await Promise.all(done);
        const sink = new findings/* FindingSink */.RQ(options.config.rules);
        const steps = [];
        for (const r of results) {
            for (const f of r.found)
                sink.add(f);
            steps.push(...r.steps);
        }
        return { commit, steps, findings: sink.findings };
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/reproduce/after-audit.ts




/**
 * Variables the steps never see: the action's inputs (`INPUT_GITHUB-TOKEN` holds the token),
 * the runner's tokens, and the runner's command files (a step writing `GITHUB_ENV` or
 * `GITHUB_PATH` would change the job's later steps; `GITHUB_OUTPUT` its outputs).
 */
const WITHHELD = [
    /^INPUT_/i,
    /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/i,
    /^GITHUB_TOKEN$/i,
    /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/i,
];
/**
 * The environment a recorded step runs in under the action: the job's, without what
 * {@link WITHHELD} names. The pull request's own CI could read none of it either.
 */
function selectStepEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !WITHHELD.some((pattern) => pattern.test(name))));
}
/** Runs reproduce for the gate; never throws for what the steps or the repository do. */
async function reproduceAfterAudit(options) {
    try {
        const result = await reproduce({
            root: options.root,
            config: options.config,
            directories: [],
            ...(options.mode === 'changed' ? { changedFiles: options.changedFiles } : {}),
            maxSeconds: options.maxSeconds,
            env: selectStepEnvironment(options.env),
            killGroup: options.killGroup,
        });
        return {
            section: {
                mode: options.mode,
                commit: result.commit,
                steps: result.steps.map((s) => ({
                    path: s.path,
                    status: s.status,
                    reason: s.reason,
                    compared: s.compared,
                    not_compared: s.notCompared.length,
                    seconds: s.seconds === null ? null : Math.round(s.seconds * 1000) / 1000,
                })),
            },
            findings: result.findings,
        };
    }
    catch (error) {
        const sink = new findings/* FindingSink */.RQ(options.config.rules);
        sink.add({
            rule: 'reproduce-failed',
            path: '',
            message: `reproduce could not run the recorded steps: ${(0,untrusted/* escapeInvisible */.ts)((0,errors/* describeError */.Uc)(error))}`,
        });
        return { section: { mode: options.mode, commit: null, steps: [] }, findings: sink.findings };
    }
}


/***/ })

};
