export const id = 39;
export const ids = [39];
export const modules = {

/***/ 20330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ parseParamSpec),
/* harmony export */   RU: () => (/* binding */ parseDecisionSpec),
/* harmony export */   kv: () => (/* binding */ spreadMultiValued),
/* harmony export */   pm: () => (/* binding */ parseErrorSpec),
/* harmony export */   sV: () => (/* binding */ toRootRelative),
/* harmony export */   wL: () => (/* binding */ unspreadAt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/**
 * Argument helpers shared by the producer commands (stamp, graph, export):
 * command-line paths to repository-relative paths, and the small `key=value`
 * specs of `stamp --decision / --error / --param`.
 */


/**
 * Turns a path typed on the command line (relative to the working directory)
 * into a repository-relative POSIX path ('.' for the root itself).
 */
function toRootRelative(root, cwd, typed, what) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root), node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, typed));
    if (rel === '')
        return '.';
    if (node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel) || rel === '..' || rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${what} ${JSON.stringify(typed)} is outside the repository root ${JSON.stringify(root)}; pass --root or a path inside it`);
    }
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/**
 * Splits `step=a,choice=b,rationale=c, with commas` into key/value pairs. A
 * comma only separates fields when a known key and `=` follow it, so free
 * text (a rationale, a stderr excerpt, a list of alternatives) may contain
 * commas.
 */
function parseKeyValueSpec(spec, keys, flag) {
    const boundary = new RegExp(`,(?=(?:${keys.join('|')})=)`);
    const fields = new Map();
    for (const part of spec.split(boundary)) {
        const eq = part.indexOf('=');
        const key = eq > 0 ? part.slice(0, eq).trim() : '';
        if (!keys.includes(key)) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: expected ${keys.map((k) => `${k}=…`).join(',')}; ${JSON.stringify(part)} is not one of them`);
        }
        if (fields.has(key))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(spec)}: ${key} given twice`);
        fields.set(key, part.slice(eq + 1));
    }
    return fields;
}
const DECISION_KEYS = ['step', 'choice', 'rationale', 'alternatives'];
const ERROR_KEYS = ['step', 'tool', 'exit', 'stderr'];
/** Parses `--decision step=…,choice=…,rationale=…[,alternatives=a,b]`. */
function parseDecisionSpec(spec) {
    const f = parseKeyValueSpec(spec, DECISION_KEYS, '--decision');
    for (const key of ['step', 'choice', 'rationale']) {
        if (!f.get(key)) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--decision ${JSON.stringify(spec)}: ${key}=… is required (step=…,choice=…,rationale=…[,alternatives=a,b])`);
        }
    }
    const alternatives = f.get('alternatives');
    return {
        step: f.get('step'),
        choice: f.get('choice'),
        alternatives_considered: alternatives
            ? alternatives
                .split(',')
                .map((a) => a.trim())
                .filter((a) => a !== '')
            : [],
        rationale: f.get('rationale'),
    };
}
/** Parses `--error step=…,tool=…,exit=N[,stderr=…]`. */
function parseErrorSpec(spec) {
    const f = parseKeyValueSpec(spec, ERROR_KEYS, '--error');
    for (const key of ['step', 'tool', 'exit']) {
        if (f.get(key) === undefined || f.get(key) === '') {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--error ${JSON.stringify(spec)}: ${key}=… is required (step=…,tool=…,exit=N[,stderr=…])`);
        }
    }
    const exit = f.get('exit').trim();
    if (!/^-?\d{1,10}$/.test(exit)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--error ${JSON.stringify(spec)}: exit must be an integer exit code`);
    }
    return {
        step: f.get('step'),
        tool: f.get('tool'),
        exit_code: Number(exit),
        stderr_excerpt: f.get('stderr') ?? '',
    };
}
/**
 * Parses `--param key=value`. Numbers, true, false and null become JSON
 * values, as do values starting with `[`, `{` or `"` (JSON); anything else is
 * a string. `threads=8` → 8; `ref=GRCh38` → "GRCh38"; `id="8"` → "8".
 */
function parseParamSpec(spec) {
    const eq = spec.indexOf('=');
    if (eq <= 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--param ${JSON.stringify(spec)}: expected key=value`);
    const key = spec.slice(0, eq);
    const raw = spec.slice(eq + 1);
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) {
        const n = Number(raw);
        if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n)))
            return [key, n];
        return [key, raw];
    }
    if (raw === 'true')
        return [key, true];
    if (raw === 'false')
        return [key, false];
    if (raw === 'null')
        return [key, null];
    if (/^[[{"]/.test(raw)) {
        try {
            return [key, JSON.parse(raw)];
        }
        catch {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--param ${JSON.stringify(spec)}: the value starts like JSON but does not parse; quote it for the shell, e.g. --param '${key}=[1,2]'`);
        }
    }
    return [key, raw];
}
/**
 * Multi-valued options (`--input a.fq b.fq`, what a workflow engine's `{input}` expands to):
 * the words after such an option's value, up to the next option, are further values of it.
 * Returns the arguments with each of those words spelled as `--flag WORD`, and the indices
 * (in the returned list) of the flags added, so that a caller left without its positional
 * argument can give the last one back (`stamp --input a.fq results/align` keeps meaning what
 * it meant: results/align is the directory). Stops at `--`.
 */
function spreadMultiValued(args, flags) {
    const out = [];
    const added = [];
    let open = null;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            out.push(...args.slice(i));
            break;
        }
        if (arg.startsWith('-') && arg !== '-') {
            out.push(arg);
            const name = arg.slice(2).split('=')[0];
            open = arg.startsWith('--') && flags.includes(name) ? name : null;
            if (open !== null && !arg.includes('=') && i + 1 < args.length)
                out.push(args[++i]);
            continue;
        }
        if (open !== null) {
            added.push(out.length);
            out.push(`--${open}`);
        }
        out.push(arg);
    }
    return { args: out, added };
}
/** The arguments with the multi-valued word at `flagIndex` (see {@link spreadMultiValued}) a positional again. */
function unspreadAt(args, flagIndex) {
    return [...args.slice(0, flagIndex), ...args.slice(flagIndex + 1)];
}


/***/ }),

/***/ 67039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReproduceCommand: () => (/* binding */ runReproduceCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/findings.ts
var findings = __webpack_require__(44637);
// EXTERNAL MODULE: ./src/repo/artifact-paths.ts
var artifact_paths = __webpack_require__(58949);
// EXTERNAL MODULE: ./src/repo/stale.ts
var stale = __webpack_require__(24469);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
// EXTERNAL MODULE: ./src/repo/passports.ts
var passports = __webpack_require__(55127);
// EXTERNAL MODULE: ./src/repo/tree.ts
var repo_tree = __webpack_require__(52990);
// EXTERNAL MODULE: ./src/repo/layout.ts
var repo_layout = __webpack_require__(56776);
// EXTERNAL MODULE: ./src/repo/changes.ts
var changes = __webpack_require__(72757);
// EXTERNAL MODULE: ./src/repo/scope.ts
var scope = __webpack_require__(71240);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(66124);
// EXTERNAL MODULE: ./src/util/tail-buffer.ts
var tail_buffer = __webpack_require__(38055);
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
    const tail = new tail_buffer/* TailBuffer */.v(RERUN_STDERR_MAX_BYTES);
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

// EXTERNAL MODULE: ./src/reproduce/program.ts
var reproduce_program = __webpack_require__(67859);
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
            const probing = (0,reproduce_program/* describeProgram */._)(record.command[0], {
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
            const environment = ` ${(0,reproduce_program/* describeProgramChange */.O)(programNow, record.program)}`;
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

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/producer-args.ts
var producer_args = __webpack_require__(20330);
// EXTERNAL MODULE: ./src/hosts/at-revision/changed-files.ts
var changed_files = __webpack_require__(36711);
;// CONCATENATED MODULE: ./src/cli/reproduce-command.ts
/**
 * `passport-gate reproduce [DIR…]`: run the recorded steps again on the committed tree and
 * compare their outputs with the record (src/reproduce/reproduce.ts does the work; this file
 * parses, prints and picks the exit code).
 */









/** Help text of the reproduce command. */
const REPRODUCE_HELP = `Usage: passport-gate reproduce [DIR...] [options]

Run the steps that passport-gate run recorded again, and compare their outputs
with the record. The committed tree (HEAD, never the work tree) is copied into
a temporary directory outside the checkout; in the chain's order (producers
first) each run record's outputs are deleted there and its recorded command
runs in its recorded working directory, with this environment. Then every
recorded output's sha256 is compared with what the re-run wrote, except the
outputs declared non-deterministic (run --nondeterministic, or the config's
reproduce.nondeterministic globs): those are re-made but not compared, and
counted. The step's program (argv[0] outside the repository) is resolved and
its --version read, and a finding says whether it is the one recorded. A passport
recorded by hand (no command) is reported, not reproduced. DIR (default: every
output directory) selects the passports in or below it.

Changed mode (--base or --changed-files, as audit's): the steps the change
touched (the audit's changed-mode scope: the output directory owning a changed
file, and every passport listing one) run first; then their consumers, while
the budget lasts (reproduce-consumer-not-reached, a notice, when it does not).

Options:
  --base REF        changed mode: the files changed since git REF
  --changed-files FILE
                    changed mode: the files listed in FILE (one per line, or
                    NUL-separated as git diff --name-only -z prints them)
  --max-seconds N   budget of the whole run in seconds: the running step is
                    killed at the deadline, and steps not reached are reported
                    (reproduce-not-reached), never skipped
  --jobs N          steps run at once (default 1): a step starts when the steps
                    that made its inputs have ended; all within --max-seconds
  --format F        text (default) or json
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug           print stack traces of internal errors
  -h, --help        show this help

It runs the commands the passports record: run it where the repository's own
CI would run them (no secrets, no write token).

Exit codes: 0 every step reproduced byte for byte, 1 a finding at error
(reproduce-differs, reproduce-failed, reproduce-not-reached), 2 usage error.

Examples:
  passport-gate reproduce
  passport-gate reproduce results/qc --max-seconds 600 --format json
  passport-gate reproduce --jobs 4 --max-seconds 1800
  passport-gate reproduce --base origin/main --max-seconds 1800
`;
/** Parses `reproduce` arguments; throws UsageError with what to do. */
function parseReproduceArgs(args) {
    const { values, positionals } = (0,parse_args/* parseCommandArgs */.Q)(REPRODUCE_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            'max-seconds': { type: 'string' },
            base: { type: 'string' },
            'changed-files': { type: 'string' },
            jobs: { type: 'string' },
            format: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new errors/* UsageError */.eb(`--format must be text or json, got ${JSON.stringify(format)}`);
    let maxSeconds;
    if (values['max-seconds'] !== undefined) {
        if (!/^\d{1,9}$/.test(values['max-seconds']))
            throw new errors/* UsageError */.eb(`--max-seconds must be a whole number of seconds, got ${JSON.stringify(values['max-seconds'])}`);
        maxSeconds = Number(values['max-seconds']);
    }
    let jobs = 1;
    if (values.jobs !== undefined) {
        if (!/^\d{1,3}$/.test(values.jobs) || Number(values.jobs) < 1 || Number(values.jobs) > 256)
            throw new errors/* UsageError */.eb(`--jobs must be a whole number from 1 to 256, got ${JSON.stringify(values.jobs)}`);
        jobs = Number(values.jobs);
    }
    if (values.base !== undefined && values['changed-files'] !== undefined)
        throw new errors/* UsageError */.eb('choose one of --base and --changed-files');
    return { ...values, format, maxSeconds, jobs, directories: positionals };
}
/** The text report: a line per step, then the findings. */
function formatText(result) {
    const lines = [`reproduce: commit ${result.commit}`];
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    for (const s of result.steps) {
        const counts = [
            ...(s.compared > 0 ? [`${plural(s.compared, 'output')} compared`] : []),
            ...(s.notCompared.length > 0
                ? [`${s.notCompared.length} non-deterministic, re-made but not compared`]
                : []),
        ];
        lines.push(`  ${s.status.padEnd(11)} ${(0,report_escape/* escapeTerminal */.en)(s.path)}${s.reason === 'consumer' ? ' [consumer of a changed step]' : ''}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`);
        if (s.program?.changed === true)
            lines.push(`              ${(0,report_escape/* escapeTerminal */.en)((0,reproduce_program/* describeProgramChange */.O)(s.program.now, s.program.recorded))}`);
    }
    for (const f of result.findings)
        lines.push(`${f.severity} ${f.rule}: ${(0,report_escape/* escapeTerminal */.en)(f.message)}`);
    const reproduced = result.steps.filter((s) => s.status === 'reproduced').length;
    const compared = result.steps.reduce((n, s) => n + s.compared, 0);
    const notCompared = result.steps.reduce((n, s) => n + s.notCompared.length, 0);
    lines.push(`${reproduced} of ${result.steps.length} step(s) reproduced byte for byte; ${plural(compared, 'output')} compared${notCompared > 0 ? `, ${notCompared} non-deterministic not compared` : ''}`);
    return `${lines.join('\n')}\n`;
}
/** Runs `reproduce`; returns the exit code. */
async function runReproduceCommand(args, io) {
    const opts = parseReproduceArgs(args);
    if (opts.help) {
        io.stdout.write(REPRODUCE_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const directories = opts.directories.map((d) => (0,producer_args/* toRootRelative */.sV)(root, cwd, d, 'directory'));
    const changedFiles = opts.base !== undefined
        ? await (0,changed_files/* listChangedSince */.J)(root, opts.base)
        : opts['changed-files'] !== undefined
            ? await (0,changed_files/* readChangedFilesList */.m)(external_node_path_default().resolve(cwd, opts['changed-files']))
            : undefined;
    let result;
    try {
        result = await reproduce({
            root,
            config,
            directories,
            ...(changedFiles !== undefined ? { changedFiles } : {}),
            maxSeconds: opts.maxSeconds,
            jobs: opts.jobs,
            env: io.env,
            killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
        });
    }
    catch (error) {
        if (error instanceof ReproduceUsageError)
            throw new errors/* UsageError */.eb(error.message);
        throw error;
    }
    io.stdout.write(opts.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : formatText(result));
    return result.findings.some((f) => f.severity === 'error') ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 44637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   TO: () => (/* binding */ describeChainDepths),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   fl: () => (/* binding */ findingKey)
/* harmony export */ });
/* harmony import */ var _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52505);
/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */

/**
 * What makes two findings one: every field a report line shows. The audit keeps one finding
 * per key and the merge of shard reports (audit/merge.ts) collapses by the same key, so a
 * fact met twice (a consumed id listed twice meets its producer twice) is one finding in both.
 */
function findingKey(f) {
    return JSON.stringify([
        f.rule,
        f.severity,
        f.path,
        f.line ?? null,
        f.column ?? null,
        f.pointer ?? null,
        f.passport_id ?? null,
        f.message,
    ]);
}
/** Collects findings, applying severity overrides; one finding per {@link findingKey}. */
class FindingSink {
    overrides;
    findings = [];
    keys = new Set();
    constructor(overrides = {}) {
        this.overrides = overrides;
    }
    /** Adds one finding (dropped when its rule is turned off, or when it was already added). */
    add(input) {
        const severity = this.overrides[input.rule] ?? (0,_rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .getRule */ .rF)(input.rule).defaultSeverity;
        if (severity === 'off')
            return;
        const finding = {
            rule: input.rule,
            severity,
            message: input.message,
            path: input.path,
        };
        if (input.line !== undefined)
            finding.line = input.line;
        if (input.column !== undefined)
            finding.column = input.column;
        if (input.pointer !== undefined)
            finding.pointer = input.pointer;
        if (input.passport_id !== undefined)
            finding.passport_id = input.passport_id;
        const key = findingKey(finding);
        if (this.keys.has(key))
            return;
        this.keys.add(key);
        this.findings.push(finding);
    }
    /** Adds many findings. */
    addAll(inputs) {
        for (const i of inputs)
            this.add(i);
    }
}
/**
 * Orders findings along the chain, then by path, then line, then severity (most severe first),
 * then rule: stable output for diffs. `depthOf` gives a directory's depth in the
 * consumed_passports graph (0 for a producer nothing feeds; see {@link describeChainDepths}),
 * so a root cause upstream is read before the consumers it breaks, whatever the directories'
 * names; run-level findings (no path) come first. Without it: by path alone.
 */
function sortFindings(findings, depthOf = () => 0) {
    const depth = (f) => (f.path === '' ? -1 : depthOf(dirnameOf(f.path)));
    return findings.sort((a, b) => depth(a) - depth(b) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _rule_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
const dirnameOf = (rel) => {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '.' : rel.slice(0, i);
};
/**
 * Each passport directory's depth along the report's consumed_passports graph (a producer
 * nothing feeds: 0; a consumer: one more than its deepest producer; an edge on a cycle is not
 * followed twice), for {@link sortFindings}. Read from the report's graph, so an audit and the
 * merge of its shard reports order alike. A directory not in the graph: 0.
 */
function describeChainDepths(graph) {
    const producers = new Map();
    for (const e of graph.edges) {
        const list = producers.get(e.from);
        if (list)
            list.push(e.to);
        else
            producers.set(e.from, [e.to]);
    }
    const depths = new Map();
    const visiting = new Set();
    const depthOfId = (id) => {
        const known = depths.get(id);
        if (known !== undefined)
            return known;
        if (visiting.has(id))
            return 0;
        visiting.add(id);
        let d = 0;
        for (const p of producers.get(id) ?? [])
            d = Math.max(d, depthOfId(p) + 1);
        visiting.delete(id);
        depths.set(id, d);
        return d;
    };
    const byDir = new Map();
    for (const n of graph.nodes) {
        if (n.path === null)
            continue;
        const dir = dirnameOf(n.path);
        byDir.set(dir, Math.max(byDir.get(dir) ?? 0, depthOfId(n.id)));
    }
    return (dir) => byDir.get(dir) ?? 0;
}
/** Counts findings by severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}


/***/ }),

/***/ 15596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ loadPassports),
/* harmony export */   Wt: () => (/* binding */ readPassportRecordsOf),
/* harmony export */   tE: () => (/* binding */ loadPassportsOf)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _hash_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55778);
/* harmony import */ var _repo_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56776);
/* harmony import */ var _repo_passports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55127);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52990);
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */





/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    const config = options.config ?? _config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG */ .PV;
    const tree = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .walkRepository */ .M)(root, config, options.signal);
    return loadPassportsOf(tree, (0,_repo_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLayout */ .X)(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    return (await readPassportRecordsOf(tree, paths, config, signal)).map(_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .describePassport */ .Wz);
}
/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
async function readPassportRecordsOf(tree, paths, config, signal) {
    const reader = (0,_hash_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createDigestService */ .yg)(tree, { signal }).reader;
    const set = await (0,_repo_passports_js__WEBPACK_IMPORTED_MODULE_3__/* .readPassports */ .WO)(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records;
}


/***/ }),

/***/ 58949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ createArtifactPaths)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 */

/** The normalizer of a run whose config says `pathBase`. */
function createArtifactPaths(pathBase) {
    const normalized = new Map();
    const check = (raw, dir) => {
        const base = pathBase === 'passport' ? dir : '';
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    return {
        check,
        rel: (raw, dir) => {
            const checked = check(raw, dir);
            return checked.ok ? checked.rel : null;
        },
    };
}


/***/ }),

/***/ 72757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ interpretChanges),
/* harmony export */   r: () => (/* binding */ listDeletedPassports)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/**
 * The change a run audits: the changed paths as git or the API gave them, or
 * none (all mode, release gating).
 */


/**
 * Reads a change list. Changed names are used exactly as given: git and the API print each
 * file's one spelling, and a trimmed or rewritten name (a backslash, a space at either end, a
 * decomposed accent are all part of a Linux file name) would point the scope at another file.
 * A name that is no repository-relative path at all cannot be placed: the whole tree is
 * audited instead (and run-level says so: scope-widened).
 */
function interpretChanges(changedFiles) {
    const given = changedFiles ?? [];
    const unplaceable = changedFiles?.find((f) => !(0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(f));
    return {
        given,
        files: changedFiles && unplaceable === undefined ? new Set(changedFiles) : null,
        unplaceable,
    };
}
/**
 * The passport files the change deleted (named, and not in the tree): each still says its
 * directory was an output directory (repo/layout.ts).
 */
function listDeletedPassports(changes, tree) {
    return changes.given.filter((rel) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .isExactRelativePath */ .N7)(rel) && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isPassportPath */ ._u)(rel) && !tree.has(rel));
}


/***/ }),

/***/ 71240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ selectScope)
/* harmony export */ });
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71980);
/**
 * Which output directories a run audits. All mode: every one. Changed mode:
 * the owners of the changed paths, and the directories of the passports that
 * list a changed path (directly, or through a symlink on the way). A shard of
 * a matrix run then keeps its part of that scope (shard.ts); every shard cuts
 * the same partition.
 */



/** Decides the scope of a run. */
async function selectScope(input) {
    const { changes, shard } = input;
    const records = input.passports.records;
    const changed = changes.files === null
        ? { dirs: new Set(input.layout.outputDirs), passportChanged: false }
        : await selectChangedDirectories(input, changes.files);
    // Every shard cuts the same partition of the full scope and keeps its own part.
    const fullDirs = changed.dirs;
    let dirs = fullDirs;
    let shardScope;
    if (shard) {
        const weights = (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .weighDirectories */ .IO)(records, fullDirs);
        const own = new Set((0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .selectShardDirectories */ .CN)(weights, shard));
        dirs = new Set([...fullDirs].filter((d) => own.has(d)));
        shardScope = {
            index: shard.index,
            count: shard.count,
            fingerprint: (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .fingerprintPartition */ .xb)(weights, shard.count),
            chain: shard.index === 1,
        };
    }
    return {
        mode: changes.files === null ? 'all' : 'changed',
        changes,
        fullDirs,
        dirs,
        shard: shardScope,
        leadsRun: shardScope === undefined || shardScope.chain === true,
        passportChanged: changed.passportChanged,
        passports: records.filter((r) => dirs.has(r.dir)),
        includes: (record) => dirs.has(record.dir),
    };
}
/** The directories a change touches (changed mode). */
async function selectChangedDirectories(input, changed) {
    const { tree, layout } = input;
    const listedBy = await mapListingsToPassports(input);
    // A passport file that is a link: each link on its way, and where it ends, maps back to it.
    const passportVia = new Map();
    for (const rel of layout.passportPaths) {
        if (tree.isPlainFile(rel))
            continue;
        for (const via of await tree.symlinkChain(rel))
            passportVia.set(via, rel);
    }
    const dirs = new Set();
    let passportChanged = false;
    for (const rel of changed) {
        const owner = layout.ownerOf(rel);
        if (owner !== null)
            dirs.add(owner);
        for (const d of listedBy.get(rel) ?? [])
            dirs.add(d);
        // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
        if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isPassportPath */ ._u)(rel))
            passportChanged = true;
        const passport = passportVia.get(rel);
        if (passport !== undefined) {
            dirs.add((0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_0__/* .relativeDirname */ .RV)(passport));
            passportChanged = true;
        }
    }
    return { dirs, passportChanged };
}
/**
 * Every path some passport lists (output or input) → the directories of the passports listing
 * it. A path the walk did not list as a plain file may be reached through symlinks: a change
 * to any link on the way, or to the file it ends at, changes what the passport describes, so
 * each of them maps back to the same passports. Only such paths cost system calls (a few lstat
 * each); one surely missing has no link on its way.
 */
async function mapListingsToPassports(input) {
    const { tree, paths } = input;
    const listedBy = new Map();
    const addListed = (rel, dir) => {
        const list = listedBy.get(rel);
        if (list === undefined)
            listedBy.set(rel, [dir]);
        else if (list[list.length - 1] !== dir)
            list.push(dir);
    };
    for (const r of input.passports.records) {
        for (const a of [...(r.summary?.outputs ?? []), ...(r.summary?.inputs ?? [])]) {
            const rel = paths.rel(a.path, r.dir);
            if (rel !== null)
                addListed(rel, r.dir);
        }
    }
    for (const rel of [...listedBy.keys()]) {
        if (tree.isPlainFile(rel) || tree.isSurelyMissing(rel))
            continue;
        const dirs = listedBy.get(rel);
        const resolved = await tree.resolve(rel);
        const reached = await tree.symlinkChain(rel);
        // The real path too: the chain reads links lexically, realpath as the read will.
        if (resolved.ok)
            reached.push(tree.relativeToRoot(resolved.real));
        for (const via of reached)
            if (via !== rel)
                for (const d of dirs)
                    addListed(via, d);
    }
    return listedBy;
}


/***/ }),

/***/ 71980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ selectShardDirectories),
/* harmony export */   IO: () => (/* binding */ weighDirectories),
/* harmony export */   d7: () => (/* binding */ parseShardSpec),
/* harmony export */   xb: () => (/* binding */ fingerprintPartition)
/* harmony export */ });
/* unused harmony exports MAX_SHARDS, weightOf, partitionDirectories */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the bytes its
 * passports record for their outputs (size_bytes) plus a fixed cost per file,
 * read from the passports rather than from the disk so that partitioning
 * costs no I/O. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 */

/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
const MAX_SHARDS = 256;
/**
 * What one file costs besides its bytes, in bytes: opening, two fstat calls and
 * a close take about as long as hashing this much on the benchmark machine.
 */
const SHARD_FILE_COST_BYTES = 16 * 1024;
/** Parses `i/n` (1 ≤ i ≤ n ≤ {@link MAX_SHARDS}); returns a message saying what is wrong otherwise. */
function parseShardSpec(text) {
    const m = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
    if (!m)
        return {
            ok: false,
            message: `shard ${JSON.stringify(text)} is not of the form i/n (for example 2/4)`,
        };
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (count < 1 || count > MAX_SHARDS) {
        return { ok: false, message: `shard count ${count} is out of range; use 1 to ${MAX_SHARDS}` };
    }
    if (index < 1 || index > count) {
        return {
            ok: false,
            message: `shard index ${index} is out of range; use 1 to ${count} (indices start at 1)`,
        };
    }
    return { ok: true, shard: { index, count } };
}
/** The weight used to balance shards. */
function weightOf(d) {
    return d.bytes + d.files * SHARD_FILE_COST_BYTES;
}
const compareNames = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Partitions directories into `count` shards, evenly by weight and
 * deterministically. Returns the directories of each shard (element 0 is
 * shard 1), each list sorted by name. Every directory lands in exactly one shard.
 */
function partitionDirectories(dirs, count) {
    const n = Math.max(1, Math.floor(count));
    const shards = Array.from({ length: n }, () => []);
    const loads = new Array(n).fill(0);
    const unique = new Map();
    for (const d of dirs)
        if (!unique.has(d.dir))
            unique.set(d.dir, d);
    const order = [...unique.values()].sort((a, b) => weightOf(b) - weightOf(a) || compareNames(a.dir, b.dir));
    for (const d of order) {
        let lightest = 0;
        for (let k = 1; k < n; k++)
            if (loads[k] < loads[lightest])
                lightest = k;
        shards[lightest].push(d.dir);
        loads[lightest] = loads[lightest] + weightOf(d);
    }
    for (const s of shards)
        s.sort(compareNames);
    return shards;
}
/** The directories shard `spec.index` of `spec.count` audits. */
function selectShardDirectories(dirs, spec) {
    return partitionDirectories(dirs, spec.count)[spec.index - 1] ?? [];
}
/**
 * A digest of the whole partition input. Shards of one run print the same
 * value; the merge refuses reports whose values differ, because they were cut
 * from different checkouts, configs or changed-file lists.
 */
function fingerprintPartition(dirs, count) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    hash.update(`shards ${count}\n`);
    for (const d of [...dirs].sort((a, b) => compareNames(a.dir, b.dir))) {
        hash.update(`${JSON.stringify(d.dir)} ${d.bytes} ${d.files}\n`);
    }
    return hash.digest('hex');
}
/**
 * The weight of each directory in `dirs`, from the outputs its passports list.
 * Directories without a passport weigh nothing (they only yield passport-missing).
 */
function weighDirectories(passports, dirs) {
    const byDir = new Map();
    for (const dir of dirs)
        byDir.set(dir, { dir, bytes: 0, files: 0 });
    for (const p of passports) {
        const w = byDir.get(p.dir);
        if (!w || !p.summary)
            continue;
        for (const o of p.summary.outputs) {
            w.files++;
            w.bytes += o.sizeBytes !== null && o.sizeBytes > 0 ? o.sizeBytes : 0;
        }
    }
    return [...byDir.values()];
}


/***/ }),

/***/ 67859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ describeProgramChange),
/* harmony export */   _: () => (/* binding */ describeProgram)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38055);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19630);
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
const isExecutable = async (file) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).then((s) => s.isFile(), () => false)) &&
    (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(file, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK).then(() => true, () => false));
/** argv[0] resolved: a name with a slash against `cwd`, a bare name through PATH; else null. */
async function resolveProgram(argv0, cwd, env) {
    if (argv0 === '')
        return null;
    if (argv0.includes('/')) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cwd, argv0);
        return (await isExecutable(file)) ? file : null;
    }
    // An empty PATH entry is the working directory, as the shells read it.
    for (const dir of (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_2___default().delimiter))) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cwd, dir, argv0);
        if (await isExecutable(file))
            return file;
    }
    return null;
}
/** True when `file` is the root or below it. */
const isInside = (root, file) => {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root), file);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
};
/** The first non-empty line `file --version` prints when it exits 0 in time; else null. */
function probeVersion(file, context) {
    const out = new _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .TailBuffer */ .v(4096);
    const err = new _util_tail_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .TailBuffer */ .v(4096);
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
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, ['--version'], {
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
        : `${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteUntrusted */ .X0)(p.path)} (version ${p.version === null ? 'unknown' : (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteUntrusted */ .X0)(p.version)})`;
    if (recorded === null)
        return `The program now: ${spell(now)}; the record holds none to compare.`;
    const same = now !== null && now.path === recorded.path && (now.version ?? null) === recorded.version;
    return same
        ? `The program is the one recorded: ${spell(now)}.`
        : `The program changed since the record: recorded ${spell(recorded)}, now ${spell(now)}.`;
}


/***/ }),

/***/ 38055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ TailBuffer)
/* harmony export */ });
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


/***/ })

};
