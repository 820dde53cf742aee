export const id = 686;
export const ids = [686];
export const modules = {

/***/ 9660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ readFileCappedSync),
/* harmony export */   Tn: () => (/* binding */ readFilesCapped),
/* harmony export */   f0: () => (/* binding */ hashFileList),
/* harmony export */   oJ: () => (/* binding */ POOL_MIN_FILES),
/* harmony export */   yQ: () => (/* binding */ hashFiles)
/* harmony export */ });
/* unused harmony exports POOL_MIN_BYTES, READ_POOL_MIN_FILES, HASH_CHUNK_BYTES, HASH_CONCURRENCY, hashFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(603);
/* harmony import */ var _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6196);
/* harmony import */ var _hash_worker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8701);
/* harmony import */ var _lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6399);
/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in fixed-size chunks so memory stays flat whatever its size, and checked not
 * to have changed while it was read. Each distinct path is hashed once per run.
 *
 * Many files are hashed on a pool of hashing threads (hash-pool.ts): the main
 * thread and a worker per further core. A single file, a small job, or a
 * caller asking for no threads is hashed on the main thread with reads
 * through the libuv pool.
 */







/**
 * Smallest job worth the threads: this many files, or {@link POOL_MIN_BYTES}.
 * A worker that is not running yet takes 30-55 ms to boot; below these a job
 * is done sooner on the main thread (bench/run.mjs, the one-passport audit).
 */
const POOL_MIN_FILES = 32;
/** See {@link POOL_MIN_FILES}: at about 1 GB/s per core, 16 MiB is what a thread start costs. */
const POOL_MIN_BYTES = 16 * 1024 * 1024;
/** Fewest files a {@link readFilesCapped} job sends to the threads. */
const READ_POOL_MIN_FILES = 256;
/** Chunk size for streaming reads on the main thread. */
const HASH_CHUNK_BYTES = 1 << 20;
/** Files hashed at once on the main thread; the libuv pool has 4 threads by default. */
const HASH_CONCURRENCY = 4;
const CHANGED_DETAIL = {
    grew: 'grew while it was being hashed',
    shrank: 'shrank while it was being hashed',
    modified: 'was modified while it was being hashed',
};
/** Hashes one already-contained absolute path on the main thread. Never throws for file-system conditions. */
async function hashFile(absolute, onBytes, maxBytes = Number.MAX_SAFE_INTEGER) {
    const opened = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularFile */ .ZU)(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    if (stats.size > maxBytes) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'too-large',
            detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
        };
    }
    // Two buffers: the next chunk is read (on the libuv pool) while this thread hashes the
    // current one, so a single large file keeps a core hashing and another reading.
    const size = Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1));
    let chunk = Buffer.allocUnsafe(size);
    let spare = Buffer.allocUnsafe(size);
    let inflight;
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let total = 0;
        let head;
        inflight = handle.read(chunk, 0, size, 0);
        for (;;) {
            const { bytesRead } = await inflight;
            inflight = undefined;
            if (bytesRead === 0)
                break;
            // Past the recorded size by one byte at most: a file that grew is caught below.
            if (total + bytesRead <= stats.size) {
                inflight = handle.read(spare, 0, size, total + bytesRead);
            }
            if (total === 0 && stats.size <= _lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .LFS_POINTER_MAX_BYTES */ .Jt)
                head = Buffer.from(chunk.subarray(0, bytesRead));
            hash.update(chunk.subarray(0, bytesRead));
            total += bytesRead;
            onBytes?.(bytesRead);
            if (total > stats.size)
                return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.grew };
            if (inflight === undefined)
                break;
            [chunk, spare] = [spare, chunk];
        }
        if (total !== stats.size)
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.shrank };
        const after = await handle.stat();
        if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.modified };
        }
        const lfs = head ? (0,_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLfsPointer */ .y)(head) : null;
        return { ok: true, sha256: hash.digest('hex'), size: total, ...(lfs ? { lfs } : {}) };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        // Never close under a read still in flight (an early return leaves one behind).
        await inflight?.catch(() => undefined);
        await handle.close().catch(() => undefined);
    }
}
/** A worker's refusal as the failure {@link hashFile} or readFileCapped would have returned. */
function toFailure(result, verb, maxBytes = 0) {
    switch (result.failure) {
        case 'open':
            return (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .describeOpenError */ ._n)(result.code);
        case 'not-regular':
            return { ok: false, reason: 'not-regular', detail: `is ${(0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileMode */ .Z6)(result.mode)}` };
        case 'too-large':
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${result.size} bytes, over the ${maxBytes}-byte cap`,
                size: result.size,
            };
        case 'io':
            return { ok: false, reason: 'io', detail: `could not be ${result.stage} (${result.code})` };
        case 'changed':
            return verb === 'hashed'
                ? { ok: false, reason: 'changed', detail: CHANGED_DETAIL[result.how] }
                : {
                    ok: false,
                    reason: 'changed',
                    detail: `${result.how === 'modified' ? 'was modified' : result.how} while it was being read`,
                };
    }
}
/** Turns a worker's raw result into the outcome {@link hashFile} would have returned. */
function toOutcome(result, maxBytes) {
    if ('sha256' in result) {
        const lfs = result.head ? (0,_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLfsPointer */ .y)(result.head) : null;
        return { ok: true, sha256: result.sha256, size: result.size, ...(lfs ? { lfs } : {}) };
    }
    if ('bytes' in result)
        throw new Error('a hash job received file contents');
    return toFailure(result, 'hashed', maxBytes);
}
/** Hashes on the main thread, `concurrency` files at a time, into `results` (by index in `paths`). */
async function hashInThread(paths, indexes, results, options, progress) {
    let next = 0;
    let unreported = 0;
    const onBytes = (n) => {
        progress.bytes += n;
        unreported += n;
        // Within a large file too, as the threads do, so progress does not stall on one big file.
        if (unreported >= _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .WORKER_PROGRESS_BYTES */ .Hk) {
            unreported = 0;
            progress.report();
        }
    };
    const worker = async () => {
        while (next < indexes.length) {
            options.signal?.throwIfAborted();
            const i = indexes[next++];
            results[i] = await hashFile(paths[i], onBytes, options.maxBytes);
            progress.files++;
            progress.report();
        }
    };
    const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
    await Promise.all(Array.from({ length: Math.min(concurrency, indexes.length) }, worker));
}
/**
 * Hashes a list of distinct absolute paths (already contained in the root) and returns their
 * outcomes in the list's order. The engine's form: it keeps outcomes in arrays indexed like its
 * tree, where a map keyed by the absolute path hashed each of tens of thousands of long strings
 * several times over. Never throws for file-system conditions; rejects with the signal's reason
 * when aborted (worker threads are terminated at once).
 */
async function hashFileList(paths, options = {}) {
    const results = new Array(paths.length);
    const progress = {
        files: 0,
        bytes: 0,
        report: () => options.onProgress?.({
            files: progress.files,
            totalFiles: paths.length,
            bytes: progress.bytes,
        }),
    };
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? (0,_hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultHashThreads */ .z2)());
    // One file cannot be spread over threads, and a small job does not pay for starting them.
    const small = paths.length < POOL_MIN_FILES &&
        options.expectedBytes !== undefined &&
        options.expectedBytes < POOL_MIN_BYTES;
    if (threads <= 0 || paths.length < 2 || small) {
        await hashInThread(paths, paths.map((_, i) => i), results, options, progress);
        return results;
    }
    const pool = options.pool ?? new _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HashPool */ .vO(threads);
    try {
        const raw = await pool.run(paths, {
            ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
            regular: options.regular === true,
            signal: options.signal,
            onProgress: (files, bytes) => {
                progress.files = files;
                progress.bytes = bytes;
                progress.report();
            },
        });
        const missed = [];
        for (let i = 0; i < paths.length; i++) {
            const r = raw[i];
            if (r === undefined)
                missed.push(i);
            else
                results[i] = toOutcome(r, options.maxBytes);
        }
        // A thread that died (or could not start) left these: hash them here rather than fail the run.
        if (missed.length > 0)
            await hashInThread(paths, missed, results, options, progress);
    }
    finally {
        if (!options.pool)
            await pool.close();
    }
    return results;
}
/**
 * Hashes distinct absolute paths (already contained in the root); returns
 * outcomes by path. A path listed several times is read once. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted (worker
 * threads are terminated at once).
 */
async function hashFiles(paths, options = {}) {
    const unique = [...new Set(paths)];
    const outcomes = await hashFileList(unique, options);
    return new Map(unique.map((p, i) => [p, outcomes[i]]));
}
/** A read job's raw result as the result readFileCapped would have returned. */
function toReadResult(r, maxBytes) {
    if ('bytes' in r) {
        const bytes = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
        return { ok: true, bytes, size: bytes.length };
    }
    if ('sha256' in r)
        throw new Error('a read job received a digest');
    return toFailure(r, 'read', maxBytes);
}
let syncProcessor;
/**
 * Reads one small file (a passport) whole on this thread, synchronously, with the checks of
 * the hashing threads (the same file processor): the engine's form while the threads are busy
 * hashing, so reading does not wait behind them, nor they behind it. Refused when over
 * `maxBytes`. The absolute path must already be contained in the root. Never throws for
 * file-system conditions.
 */
function readFileCappedSync(absolute, maxBytes) {
    syncProcessor ??= (0,_hash_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .createFileProcessor */ .xi)(node_fs__WEBPACK_IMPORTED_MODULE_1__, node_crypto__WEBPACK_IMPORTED_MODULE_0__, _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HASH_THREAD_SETTINGS */ .a3, () => undefined);
    const task = syncProcessor.begin({ kind: 'read', maxBytes, paths: [absolute], regular: false }, 0);
    let result;
    while ((result = task.step()) === undefined)
        ;
    return toReadResult(result, maxBytes);
}
/**
 * Reads small files (passports) whole on the worker threads, each refused when
 * over `maxBytes` — the parallel twin of readFileCapped, with its results.
 * Absolute paths must already be contained in the root. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted.
 */
async function readFilesCapped(paths, maxBytes, options = {}) {
    const unique = [...new Set(paths)];
    const results = new Map();
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? (0,_hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultHashThreads */ .z2)());
    let missed = unique;
    if (threads > 0 && unique.length >= READ_POOL_MIN_FILES) {
        const pool = options.pool ?? new _hash_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .HashPool */ .vO(threads);
        try {
            const raw = await pool.run(unique, { kind: 'read', maxBytes, signal: options.signal });
            missed = [];
            unique.forEach((p, i) => {
                const r = raw[i];
                if (r === undefined)
                    missed.push(p);
                else
                    results.set(p, toReadResult(r, maxBytes));
            });
        }
        finally {
            if (!options.pool)
                await pool.close();
        }
    }
    // A few files on the main thread, several at a time so the libuv pool overlaps their system calls.
    let next = 0;
    const reader = async () => {
        while (next < missed.length) {
            options.signal?.throwIfAborted();
            const p = missed[next++];
            results.set(p, await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileCapped */ .uh)(p, maxBytes));
        }
    };
    await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missed.length) }, reader));
    return results;
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ listLfsFilteredPaths)
/* harmony export */ });
/* unused harmony exports GIT_CHECK_ATTR_TIMEOUT_MS, GIT_CHECK_ATTR_MAX_BYTES */
/**
 * Which paths Git LFS manages: a file shaped like an LFS pointer stands in for its object only
 * where the repository's attributes say `filter=lfs` for its path. Anywhere else it is a file
 * like any other, and its bytes are what a passport must record; otherwise a pull request could
 * replace any small artifact with a pointer naming the digest its passport records, and pass.
 *
 * The answer is git's own (`git check-attr`): `.gitattributes` files at every level, their
 * pattern syntax and precedence, macros such as `lfs`, `.git/info/attributes`. Reimplementing
 * that matching would be a second opinion that can differ from the one that checked the files
 * out. Git runs without a shell (execFile), paths go NUL-separated on its standard input, and
 * a failure of any kind (no git, not a work tree, a timeout) means no path is LFS-managed:
 * pointers are then checked as the bytes they are (fail closed).
 */
/** Longest wait for `git check-attr`; it reads a few attribute files, so this is generous. */
const GIT_CHECK_ATTR_TIMEOUT_MS = 30_000;
/** Largest output read from `git check-attr` (about 100,000 paths). */
const GIT_CHECK_ATTR_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The paths among `rels` (relative to `root`, POSIX) whose `filter` attribute is `lfs`, as
 * git reports it for the work tree holding `root`. Empty when `root` is not in a git work tree
 * or git fails. Never rejects.
 */
async function listLfsFilteredPaths(root, rels) {
    const tracked = new Set();
    if (rels.length === 0)
        return tracked;
    // Loaded on first use: node:child_process costs a few ms of every start-up otherwise, and
    // only a run that meets a pointer-shaped artifact asks.
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    const stdout = await new Promise((resolve) => {
        try {
            const child = execFile('git', ['check-attr', '-z', '--stdin', 'filter'], {
                cwd: root,
                encoding: 'buffer',
                maxBuffer: GIT_CHECK_ATTR_MAX_BYTES,
                timeout: GIT_CHECK_ATTR_TIMEOUT_MS,
                // A prompt would hang the run; the gate only reads local attributes.
                env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
            }, (error, out) => resolve(error ? null : out));
            // git may exit before reading everything (not a repository): that is its answer, not ours.
            child.stdin?.on('error', () => undefined);
            child.stdin?.end(`${rels.join('\0')}\0`);
        }
        catch {
            resolve(null);
        }
    });
    if (stdout === null)
        return tracked;
    // -z output: <path> NUL <attribute> NUL <value> NUL, per path.
    const fields = stdout.toString('utf8').split('\0');
    const asked = new Set(rels);
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const rel = fields[i];
        if (fields[i + 1] === 'filter' && fields[i + 2] === 'lfs' && asked.has(rel))
            tracked.add(rel);
    }
    return tracked;
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports INFERRED_EVIDENCE_SHOWN, INFERRED_ROOTS_SHOWN */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/**
 * The human report for terminals: findings grouped by directory, colour only
 * when asked (a TTY without NO_COLOR), a count line at the end. Every string
 * from the repository is escaped so it cannot drive the terminal.
 */


const COLORS = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    notice: '\u001b[36m',
    ok: '\u001b[32m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
/** Decides whether to colour: a TTY, and NO_COLOR (https://no-color.org) unset or empty. */
function shouldUseColor(stream, env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0')
        return true;
    return stream.isTTY === true;
}
/** Renders the report as text. */
function renderTextReport(report, options) {
    const paint = (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
    const lines = [];
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir) ?? [];
        list.push(f);
        groups.set(dir, list);
    }
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
        }
    }
    const s = report.summary;
    if (lines.length > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    lines.push(`${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`);
    return `${lines.join('\n')}\n`;
}
/**
 * What failed, for a failing report: "; failing: 2 passport(s), 1 handoff file(s), 3 finding(s)
 * outside any passport". '' when it passed. The statuses come from the one verdict, so this
 * always names at least one subject when the report fails.
 */
function describeFailing(report) {
    if (report.summary.passed)
        return '';
    const parts = [];
    const passports = report.passports.filter((p) => p.status === 'fail').length;
    const handoffs = report.handoffs.filter((h) => h.status === 'fail').length;
    if (passports > 0)
        parts.push(`${passports} passport(s)`);
    if (handoffs > 0)
        parts.push(`${handoffs} handoff file(s)`);
    const other = report.summary.unattributed;
    if (other?.status === 'fail') {
        parts.push(`${other.errors + other.warnings + other.notices} finding(s) outside any passport or handoff file`);
    }
    return parts.length > 0 ? `; failing: ${parts.join(', ')}` : '';
}
/** Passports named per inferred root in the text and Markdown reports; the JSON report has all. */
const INFERRED_EVIDENCE_SHOWN = 3;
/** Inferred roots named in the text and Markdown reports; the JSON report has all. */
const INFERRED_ROOTS_SHOWN = 10;
/**
 * One paragraph on the output roots inferred from passports (none configured) and how to pin
 * them, or '' when nothing was inferred. Plain text of repository paths: escape for the medium.
 */
function describeInferredOutputs(report) {
    const roots = report.scope.inferred_outputs ?? [];
    if (roots.length === 0)
        return '';
    const described = roots.slice(0, INFERRED_ROOTS_SHOWN).map((r) => {
        const shown = r.passports.slice(0, INFERRED_EVIDENCE_SHOWN).join(', ');
        const more = r.passports.length - INFERRED_EVIDENCE_SHOWN;
        return `${r.root}/ (from ${shown}${more > 0 ? ` and ${more} more` : ''})`;
    });
    if (roots.length > INFERRED_ROOTS_SHOWN)
        described.push(`${roots.length - INFERRED_ROOTS_SHOWN} more roots (in the JSON report)`);
    const globs = roots
        .slice(0, INFERRED_ROOTS_SHOWN)
        .map((r) => JSON.stringify(r.glob))
        .join(', ');
    const etc = roots.length > INFERRED_ROOTS_SHOWN ? ', …' : '';
    return `No outputs: in .passport-gate.yml, so output roots were inferred from the passports: ${described.join('; ')}. Every directory directly under a root must hold a passport. Pin them with \`passport-gate init\` (writes outputs: [${globs}${etc}]).`;
}
/** "scope: all", "scope: changed, shard 2/4", "scope: all, 4 shards merged". */
function describeScope(report) {
    const { mode, shard, shards } = report.scope;
    if (shard)
        return `scope: ${mode}, shard ${shard.index}/${shard.count}`;
    if (shards)
        return `scope: ${mode}, ${shards} shards merged`;
    return `scope: ${mode}`;
}
/** " (N by Git LFS pointer)" when any artifact was verified from a pointer, else "". */
function describeLfs(report) {
    const n = report.passports.reduce((sum, p) => sum + (p.lfs_pointers ?? 0), 0);
    return n > 0 ? ` (${n} by Git LFS pointer)` : '';
}
/** Formats a byte count with binary units. */
function formatBytes(n) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let v = n;
    let u = 0;
    while (v >= 1024 && u < units.length - 1) {
        v /= 1024;
        u++;
    }
    return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}


/***/ })

};
