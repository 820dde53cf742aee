export const id = 630;
export const ids = [630];
export const modules = {

/***/ 38630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reproduceAfterAudit: () => (/* binding */ reproduceAfterAudit)
});

// UNUSED EXPORTS: DEFAULT_REPRODUCE_MAX_SECONDS, REPRODUCE_MODES, describeProgramChange, reproduceRecordedSteps, selectStepEnvironment

// EXTERNAL MODULE: ./src/core/findings.ts
var core_findings = __webpack_require__(44637);
// EXTERNAL MODULE: ./src/audit/verdict.ts
var audit_verdict = __webpack_require__(31454);
;// CONCATENATED MODULE: ./src/audit/join-reproduce.ts
/**
 * The findings of `reproduce` joined to an audit's report (the action's `reproduce` input): one
 * report, so they reach the check run, the annotations, SARIF and the summary through the paths
 * every finding takes, and the verdict is decided again over all of them.
 */


/**
 * Returns `report` with `findings` added and `section` set; every status, count and the verdict
 * are decided again (never trusted from either part).
 */
function joinReproduce(report, section, findings, failOn) {
    const all = [...report.findings, ...findings];
    const verdict = (0,audit_verdict/* decideVerdict */.AU)({
        findings: all,
        failOn,
        passports: report.passports,
        handoffs: report.handoffs,
        outputDirs: report.scope.directories,
    });
    const failing = (0,audit_verdict/* listFailingPassports */.k6)(verdict);
    const graph = {
        ...report.graph,
        nodes: report.graph.nodes.map((n) => n.path !== null && failing.has(n.path) ? { ...n, status: 'fail' } : n),
    };
    (0,core_findings/* sortFindings */.Tc)(all, (0,core_findings/* describeChainDepths */.TO)(graph));
    return {
        ...report,
        summary: (0,audit_verdict/* summarize */.eh)(verdict, failOn, {
            passports: report.summary.passports,
            artifactsVerified: report.summary.artifacts_verified,
            bytesHashed: report.summary.bytes_hashed,
        }),
        findings: all,
        passports: verdict.passports,
        handoffs: verdict.handoffs,
        graph,
        reproduce: section,
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
// EXTERNAL MODULE: ./src/repo/scope.ts + 1 modules
var repo_scope = __webpack_require__(12270);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var util_untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/vcs/git.ts + 1 modules
var vcs_git = __webpack_require__(88411);
// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
// EXTERNAL MODULE: ./src/core/passport.ts
var passport = __webpack_require__(48825);
// EXTERNAL MODULE: ./src/hash/index.ts + 16 modules
var hash = __webpack_require__(6503);
;// CONCATENATED MODULE: ./src/reproduce/compare-outputs.ts
/**
 * The comparison at the end of a re-run: each recorded output as the re-run wrote it, held to
 * two things, the record's sha256 and the committed file's bytes. Either alone lets an untrue
 * output through: a re-run that matches the record says nothing of a committed file edited by
 * hand with its passport left alone, and a committed file that matches its record says nothing
 * of a step that no longer makes it. The finding says which of the two differs.
 *
 * Outputs declared non-deterministic are re-made but not compared, where the declaration is
 * trusted: a config glob (the config in force is the trusted base's on a pull request), or a
 * record's `run --nondeterministic` that the base's record of the step already held. A record
 * is the pull request's to write, so a declaration new in it would let the change exempt its
 * own outputs; it is compared anyway, and a difference says the exemption is not yet trusted.
 */





/** Largest output compared line by line (its bytes are read into memory). */
const TEXT_DIFF_MAX_BYTES = 256 * 1024;
/**
 * Decides which declarations of non-determinism are honoured: a config glob always (the config
 * in force is the trusted one); a record's declaration where there is no base (nothing to hold
 * it to: a local run of a commit), else only where a base record in the same directory (the
 * step's own passport, or another run of it under a new run id) declared the same path.
 */
function createExemptions(isConfigNondeterministic, basePassports) {
    const trusted = new Set();
    for (const file of basePassports ?? [])
        for (const rel of (0,passport/* passportOfFile */.KI)(file)?.recordedBy?.nondeterministic ?? [])
            trusted.add(`${external_node_path_default().posix.dirname(file.path)}\0${rel}`);
    return (passportPath, declared, rel) => {
        if (isConfigNondeterministic(rel))
            return 'exempt';
        if (!declared.includes(rel))
            return null;
        if (basePassports == null)
            return 'exempt';
        return trusted.has(`${external_node_path_default().posix.dirname(passportPath)}\0${rel}`) ? 'exempt' : 'untrusted';
    };
}
/**
 * The sha256 of a regular file, or null when there is none (a symlink, a FIFO, a missing or
 * unreadable file): the audit's own streaming hasher (hash/hash-files.ts), which opens without
 * following a symlink.
 */
async function hashRegularFile(file) {
    const outcome = await (0,hash/* hashFile */.DC)(file);
    return outcome.ok ? outcome.sha256 : null;
}
/** The committed output at `file`: its digest, and its bytes when small. */
async function readCommittedOutput(file) {
    const sha256 = await hashRegularFile(file);
    const small = sha256 !== null && (await (0,promises_.lstat)(file)).size <= TEXT_DIFF_MAX_BYTES
        ? await (0,promises_.readFile)(file).catch(() => null)
        : null;
    return { sha256, small };
}
/** True when `bytes` reads as text (UTF-8 without NUL). */
const isText = (bytes) => !bytes.includes(0) && Buffer.from(bytes).toString('utf8').indexOf('\ufffd') < 0;
/** The first line where `a` (named `aName`) and `b` (the re-run's) differ, both quoted. */
function firstDifferingLine(aName, a, b) {
    if (a === null || b === null || !isText(a) || !isText(b))
        return '';
    const al = a.toString('utf8').split('\n');
    const bl = b.toString('utf8').split('\n');
    const quote = (line) => line === undefined ? '(no line)' : (0,util_untrusted/* quoteUntrusted */.X0)(line, 200);
    for (let i = 0; i < Math.max(al.length, bl.length); i++) {
        if (al[i] !== bl[i])
            return `; first difference at line ${i + 1}: ${aName} ${quote(al[i])}, re-run ${quote(bl[i])}`;
    }
    return '';
}
/**
 * What differs between the re-run's output and the record and the committed file, in words
 * (`the step run again as recorded …`); null when the re-run wrote the recorded bytes and the
 * commit holds those bytes too (or no file there: that is the audit's artifact-missing).
 */
async function describeOutputDifference(c) {
    const got = await hashRegularFile(c.made);
    const matchesRecord = got !== null && got === c.recorded;
    const committed = c.committed.sha256;
    if (matchesRecord && (committed === null || committed === got))
        return null;
    const madeSmall = got === null ? null : await readSmall(c.made);
    const vsRecord = got === null
        ? `the step run again as recorded did not write ${(0,util_untrusted/* quoteUntrusted */.X0)(c.rel)} (recorded sha256 ${c.recorded ?? 'none'})`
        : matchesRecord
            ? `the re-run matches the record (sha256 ${got})`
            : `the step run again as recorded wrote ${(0,util_untrusted/* quoteUntrusted */.X0)(c.rel)} with sha256 ${got}, the record says ${c.recorded ?? 'none'}${committed === c.recorded ? firstDifferingLine('recorded', c.committed.small, madeSmall) : ''}`;
    const vsCommitted = committed === null
        ? `the commit holds no file ${(0,util_untrusted/* quoteUntrusted */.X0)(c.rel)}`
        : committed === got
            ? 'the committed file matches the re-run (the record holds other bytes)'
            : committed === c.recorded
                ? 'the committed file matches the record'
                : `the committed file ${(0,util_untrusted/* quoteUntrusted */.X0)(c.rel)} differs from the re-run (sha256 ${committed}, the re-run ${got ?? 'none'})${firstDifferingLine('committed', c.committed.small, madeSmall)}`;
    const untrusted = c.untrusted
        ? `; ${(0,util_untrusted/* quoteUntrusted */.X0)(c.rel)} is declared non-deterministic by this change's record, which the base's record of the step does not declare: an exemption new in the change is not yet trusted (it is honoured once the base holds it, or a reproduce.nondeterministic glob of the config in force covers it)`
        : '';
    return `re-run vs record: ${vsRecord}; re-run vs committed file: ${vsCommitted}${untrusted}`;
}
/** A file's bytes when it is a regular file small enough to show a line of, else null. */
async function readSmall(file) {
    const st = await (0,promises_.lstat)(file).catch(() => null);
    return st?.isFile() && st.size <= TEXT_DIFF_MAX_BYTES ? (0,promises_.readFile)(file).catch(() => null) : null;
}

;// CONCATENATED MODULE: ./src/reproduce/copy-commit.ts
/**
 * The scratch copy of a commit for `reproduce`: every entry of the commit's tree written with
 * its exact bytes, as git stores them. Not `git archive`: archive honours the commit's own
 * `.gitattributes` (export-ignore drops a file, export-subst and ident rewrite placeholders,
 * text/eol and working-tree-encoding convert), and that file is the pull request's, so a change
 * could hide an input or a script from the re-run, or have it run bytes other than the ones
 * reviewers read. Here `git ls-tree -r -z --full-tree` lists the entries and one
 * `git cat-file --batch` streams the blobs, each written to its file as it arrives, a chunk at a
 * time (no blob, and no repository, is held in memory); cat-file applies no attribute, no
 * filter and no conversion. A Git LFS file is its pointer, as committed.
 *
 * As archive lays it out: a blob is a file (100755 executable), a symbolic link a symbolic
 * link, a submodule (gitlink) an empty directory, and every file's time is the commit's. What
 * archive would have written as given, this refuses: a symbolic link whose target is absolute
 * or leaves the copy (CommitCopyRefused), since what a re-run reads through it is not the
 * commit. Links are written last, so no file is ever written through one.
 */



/** The commit holds an entry the scratch copy does not take (reproduce: a usage error). */
class CommitCopyRefused extends Error {
}
/** Longest symbolic link target written (PATH_MAX on Linux); a longer blob is refused. */
const MAX_LINK_TARGET_BYTES = 4096;
/** Longest `git cat-file --batch` header line ("<oid> blob <size>"). */
const MAX_HEADER_BYTES = 256;
/** The path's bytes as UTF-8 text, for a message. */
const spell = (rel) => Buffer.from(rel, 'latin1').toString('utf8');
/**
 * Writes the tree of `commit` (a full object id) in the repository at `repoTop` into the empty
 * directory `dir`: see the module comment. Throws {@link CommitCopyRefused} for an entry it
 * does not take, and an Error when git fails.
 */
async function copyCommitTree(repoTop, commit, dir) {
    if (!(0,vcs_git/* isObjectId */.TS)(commit))
        throw new Error(`not a commit id: ${JSON.stringify(commit)}`);
    const short = commit.slice(0, 12);
    // The three git processes start at once: each start costs more than this copy's writes.
    const batch = startBatch(repoTop);
    const top = Buffer.from(dir, 'utf8');
    const at = (rel) => Buffer.concat([top, Buffer.from(`/${rel}`, 'latin1')]);
    let entries;
    let dirs;
    let time;
    // Until writeBlobs takes the batch over, any failure here stops it (no git left running).
    try {
        const [listed, committed] = await Promise.all([
            (0,vcs_git/* runGitForBytes */.UR)(repoTop, ['ls-tree', '-r', '-z', '--full-tree', commit]),
            readCommitTime(repoTop, commit),
        ]);
        if (!listed.ok)
            throw new Error(`git ls-tree failed for commit ${short}: ${listed.message}`);
        entries = parseTree(listed.stdout, short);
        time = committed;
        dirs = collectDirectories(entries);
        for (const d of dirs)
            await (0,promises_.mkdir)(at(d));
    }
    catch (error) {
        await batch.stop();
        throw error;
    }
    const targets = await writeBlobs(batch, entries, at, time, short);
    // Links last: every file above was written where no link could redirect it.
    for (const e of entries) {
        if (e.kind !== 'link')
            continue;
        const target = targets.get(e);
        await (0,promises_.symlink)(target, at(e.rel));
        await (0,promises_.lutimes)(at(e.rel), time, time);
    }
    // Deepest first, so writing into a directory does not move its time again.
    for (const d of [...dirs].reverse())
        await (0,promises_.utimes)(at(d), time, time);
}
/** The entries of `ls-tree -r -z` output; refuses a path or mode the copy cannot take. */
function parseTree(out, short) {
    const entries = [];
    let at = 0;
    while (at < out.length) {
        let end = out.indexOf(0, at);
        if (end < 0)
            end = out.length;
        const record = out.subarray(at, end);
        at = end + 1;
        const tab = record.indexOf(0x09);
        if (tab < 0)
            throw new Error(`git ls-tree gave an unexpected line for commit ${short}`);
        const [mode = '', type = '', oid = ''] = record.subarray(0, tab).toString('latin1').split(' ');
        const rel = record.subarray(tab + 1).toString('latin1');
        if (rel.split('/').some((c) => c === '' || c === '.' || c === '..'))
            throw new CommitCopyRefused(`the commit ${short} holds a path reproduce cannot copy: ${(0,util_untrusted/* quoteUntrusted */.X0)(spell(rel))} (an empty, "." or ".." component)`);
        if (!(0,vcs_git/* isObjectId */.TS)(oid))
            throw new Error(`git ls-tree gave an unexpected object id for commit ${short}`);
        if (type === 'commit')
            entries.push({ kind: 'gitlink', oid, executable: false, rel });
        else if (type === 'blob' && mode === '120000')
            entries.push({ kind: 'link', oid, executable: false, rel });
        else if (type === 'blob' && /^100[0-7]{3}$/.test(mode))
            entries.push({ kind: 'file', oid, executable: (parseInt(mode, 8) & 0o111) !== 0, rel });
        else
            throw new CommitCopyRefused(`the commit ${short} holds an entry of mode ${(0,util_untrusted/* quoteUntrusted */.X0)(mode)} at ${(0,util_untrusted/* quoteUntrusted */.X0)(spell(rel))}, which reproduce cannot copy`);
    }
    return entries;
}
/** Every directory the entries need (a gitlink is one), parents before children. */
function collectDirectories(entries) {
    const dirs = new Set();
    for (const e of entries) {
        if (e.kind === 'gitlink')
            dirs.add(e.rel);
        for (let cut = e.rel.lastIndexOf('/'); cut > 0; cut = e.rel.lastIndexOf('/', cut - 1)) {
            const parent = e.rel.slice(0, cut);
            if (dirs.has(parent))
                break;
            dirs.add(parent);
        }
    }
    // A parent is a prefix of its children, so it sorts before them.
    return [...dirs].sort();
}
/** The committer time of `commit` (the time archive gives every entry). */
async function readCommitTime(repoTop, commit) {
    const read = await (0,vcs_git/* runGit */.EO)(repoTop, ['cat-file', 'commit', commit]);
    if (!read.ok)
        throw new Error(`git cat-file failed for commit ${commit.slice(0, 12)}: ${read.message}`);
    const header = read.stdout.split('\n\n')[0] ?? '';
    const match = /^committer .* (\d+) [+-]\d{4}$/m.exec(header);
    return match ? Number(match[1]) : Math.floor(Date.now() / 1000);
}
function startBatch(repoTop) {
    const git = (0,vcs_git/* startGit */.BE)(repoTop, ['cat-file', '--batch']);
    const exited = git.then((child) => new Promise((resolve) => {
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (text) => {
            if (stderr.length < 4096)
                stderr += text;
        });
        child.on('error', (error) => {
            stderr ||= error.message;
            resolve({ code: null, stderr });
        });
        child.on('close', (code) => resolve({ code, stderr }));
        // git may end before reading every id (it failed): its exit says so, not an EPIPE.
        child.stdin.on('error', () => undefined);
    }));
    return {
        git,
        exited,
        async stop() {
            const child = await git;
            child.kill();
            child.stdout.destroy();
            await exited;
        },
    };
}
/**
 * Streams the blobs of the files and links through the batch: each file is written as its
 * bytes arrive; each link's target is returned (checked, at most {@link MAX_LINK_TARGET_BYTES}).
 */
async function writeBlobs(batch, entries, at, time, short) {
    const targets = new Map();
    const blobs = entries.filter((e) => e.kind !== 'gitlink');
    const git = await batch.git;
    git.stdin.end(blobs.map((e) => `${e.oid}\n`).join(''));
    const reader = createByteReader(git.stdout);
    try {
        for (const e of blobs) {
            const header = await reader.readLine();
            const [oid, type, size = ''] = header.split(' ');
            if (oid !== e.oid || type !== 'blob' || !/^\d+$/.test(size))
                throw new Error(`git cat-file did not answer blob ${e.oid} of ${(0,util_untrusted/* quoteUntrusted */.X0)(spell(e.rel))} (${(0,util_untrusted/* quoteUntrusted */.X0)(header)}; a partial or shallow clone?)`);
            const n = Number(size);
            if (e.kind === 'file')
                await writeFile(at(e.rel), e.executable, n, reader, time);
            else {
                if (n > MAX_LINK_TARGET_BYTES)
                    throw new CommitCopyRefused(`the commit ${short} holds a symbolic link ${(0,util_untrusted/* quoteUntrusted */.X0)(spell(e.rel))} whose target is ${n} bytes long`);
                const parts = [];
                await reader.take(n, async (chunk) => void parts.push(Buffer.from(chunk)));
                const target = Buffer.concat(parts);
                const why = refuseLinkTarget(e.rel, target);
                if (why !== null)
                    throw new CommitCopyRefused(`the commit ${short} holds a symbolic link reproduce does not copy: ${(0,util_untrusted/* quoteUntrusted */.X0)(spell(e.rel))} -> ${(0,util_untrusted/* quoteUntrusted */.X0)(target.toString('utf8'))} ${why}; what a re-run reads through it is not the commit (make it a relative link to a file of the repository)`);
                targets.set(e, target);
            }
            if ((await reader.readLine()) !== '')
                throw new Error('git cat-file answered out of step');
        }
    }
    catch (error) {
        await batch.stop();
        throw error;
    }
    finally {
        reader.close();
    }
    const { code, stderr } = await batch.exited;
    if (code !== 0)
        throw new Error(`git cat-file failed: ${stderr.trim().split('\n')[0] || `exit ${code}`}`);
    return targets;
}
/** Writes `n` bytes from the reader to a new file at `full` (never through a link). */
async function writeFile(full, executable, n, reader, time) {
    // "wx": created here, never an existing file or a link followed.
    const fh = await (0,promises_.open)(full, 'wx', executable ? 0o755 : 0o644);
    try {
        await reader.take(n, async (chunk) => {
            for (let off = 0; off < chunk.length;)
                off += (await fh.write(chunk, off, chunk.length - off)).bytesWritten;
        });
        await fh.utimes(time, time);
    }
    finally {
        await fh.close();
    }
}
/**
 * Why a link's target is refused, or null: it must be relative and stay in the copy. Its `..`
 * components come first only: the link's own directories are real directories of the copy, so
 * leading `..` climb exactly as counted, while `a/../b` climbs from wherever `a` leads, which
 * may be a link itself.
 */
function refuseLinkTarget(rel, target) {
    if (target.length === 0)
        return 'is empty';
    if (target.includes(0))
        return 'holds a NUL byte';
    const text = target.toString('latin1');
    if (text.startsWith('/'))
        return 'is absolute';
    let depth = rel.split('/').length - 1;
    let descended = false;
    for (const c of text.split('/')) {
        if (c === '' || c === '.')
            continue;
        if (c !== '..')
            descended = true;
        else if (descended)
            return 'climbs with ".." after a name (as the kernel reads it, from wherever the name leads)';
        else if (--depth < 0)
            return 'leaves the copy';
    }
    return null;
}
function createByteReader(stream) {
    const chunks = stream[Symbol.asyncIterator]();
    let buffered = Buffer.alloc(0);
    const more = async () => {
        const next = await chunks.next();
        if (next.done)
            throw new Error('git cat-file ended early');
        buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
    };
    return {
        async readLine() {
            for (;;) {
                const eol = buffered.indexOf(0x0a);
                if (eol >= 0) {
                    const line = buffered.subarray(0, eol).toString('latin1');
                    buffered = buffered.subarray(eol + 1);
                    return line;
                }
                if (buffered.length > MAX_HEADER_BYTES)
                    throw new Error('git cat-file gave a line too long');
                await more();
            }
        },
        async take(n, each) {
            for (let left = n; left > 0;) {
                if (buffered.length === 0)
                    await more();
                const chunk = buffered.subarray(0, Math.min(left, buffered.length));
                buffered = buffered.subarray(chunk.length);
                left -= chunk.length;
                await each(chunk);
            }
        },
        close() {
            void chunks.return?.();
        },
    };
}

// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
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
 * step runs. An abort of the run (Ctrl-C, SIGTERM) is passed on to the group as the signal the
 * abort names (SIGINT or SIGTERM; SIGTERM when it names none), so the step can stop as it
 * would in a terminal; a group still there {@link INTERRUPT_GRACE_MS} later is killed.
 */


/** Bytes of the end of a re-run's stderr kept for `reproduce-failed`. */
const RERUN_STDERR_MAX_BYTES = 2048;
/** How long stderr may stay open after the step exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 500;
/** How long an interrupted step may take to stop before its group is killed. */
const INTERRUPT_GRACE_MS = 2000;
/** The signal an abort names (`abort('SIGINT')`, or a reason with a `signal`); else SIGTERM. */
function signalOfAbort(reason) {
    const named = typeof reason === 'string' ? reason : reason?.signal;
    return named === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
}
/**
 * Runs `command` in `cwd` with `env` until it ends or `deadlineMs` (Date.now() scale) passes,
 * when its process group is killed through `killGroup`; on `signal`'s abort the group gets the
 * signal first (see the module comment). Never rejects.
 */
function runRecorded(command, cwd, env, deadlineMs, killGroup, signal) {
    if (signal?.aborted)
        return Promise.resolve({ kind: 'interrupted' });
    const tail = new TailBuffer(RERUN_STDERR_MAX_BYTES);
    const [file, ...args] = command;
    return new Promise((resolve) => {
        let settled = false;
        let timedOut = false;
        let interrupted = false;
        let grace;
        const finish = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            clearTimeout(grace);
            signal?.removeEventListener('abort', onAbort);
            resolve(interrupted ? { kind: 'interrupted' } : outcome);
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
        // The step leads its own group, so a terminal's Ctrl-C does not reach it: it is passed on.
        function onAbort() {
            interrupted = true;
            if (child.pid === undefined)
                return;
            try {
                killGroup(child.pid, signalOfAbort(signal?.reason));
            }
            catch {
                // ESRCH: the group is gone already.
            }
            grace = setTimeout(endGroup, INTERRUPT_GRACE_MS);
        }
        signal?.addEventListener('abort', onAbort, { once: true });
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
        : `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)} (version ${p.version === null ? 'unknown' : (0,util_untrusted/* quoteUntrusted */.X0)(p.version)})`;
    if (recorded === null)
        return `The program now: ${spell(now)}; the record holds none to compare.`;
    const same = now !== null && now.path === recorded.path && (now.version ?? null) === recorded.version;
    return same
        ? `The program is the one recorded: ${spell(now)}.`
        : `The program changed since the record: recorded ${spell(recorded)}, now ${spell(now)}.`;
}

;// CONCATENATED MODULE: ./src/reproduce/reproduce-step.ts
/**
 * One step of `reproduce`: its run record checked, its outputs taken from the scratch copy
 * (their committed bytes noted, then deleted: an output the re-run does not write is not taken
 * from the commit), its recorded command run again in its recorded working directory, and
 * each output compared (compare-outputs.ts). The step's findings go to its own sink: steps may
 * run at once (--jobs), and the report lists them in the chain's order.
 */







/** A step's line with nothing run. */
const notRun = (p, reason, status) => ({
    path: p.path,
    reason,
    status,
    compared: 0,
    notCompared: [],
    seconds: null,
});
/**
 * Reproduces one step; its findings go to `add`. Returns its line of the report. When the run
 * is aborted while the step runs, the step's process group gets the signal and this returns
 * null (the caller stops).
 */
async function reproduceStep(ctx, p, reason, add) {
    const at = { path: p.path, ...(p.id !== null ? { passport_id: p.id } : {}) };
    const record = p.summary?.recordedBy;
    const command = record?.command;
    if (record == null || command == null || command.length === 0 || command[0] === '') {
        add({
            ...at,
            rule: 'reproduce-unrecorded',
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)} is a hand record (no recorded_by.command): its step cannot be run again. Record it with passport-gate run.`,
        });
        return notRun(p, reason, 'unrecorded');
    }
    // A consumer the change did not touch lists no changed file, so its record is the base's;
    // the budget left after the changed steps is spent on it, and running out is a notice.
    const notReached = reason === 'consumer' ? 'reproduce-consumer-not-reached' : 'reproduce-not-reached';
    if (ctx.now() >= ctx.deadline) {
        add({
            ...at,
            rule: notReached,
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)}: not reproduced: the budget of ${ctx.maxSeconds} s (--max-seconds) ran out before its step started.`,
        });
        return notRun(p, reason, 'not-reached');
    }
    const wd = record.workingDirectory ?? '.';
    const cwd = wd === '.' ? { ok: true, rel: '' } : (0,relative_path/* checkRelativePath */._k)(wd, '');
    const outputs = (p.summary?.outputs ?? []).map((o) => ({
        raw: o.path,
        rel: ctx.paths.rel(o.path, p.dir),
        sha256: o.sha256 ?? null,
    }));
    const outside = outputs.find((x) => x.rel === null);
    if (!cwd.ok || outside) {
        add({
            ...at,
            rule: 'reproduce-failed',
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)}: not run: ${cwd.ok ? `the output ${(0,util_untrusted/* quoteUntrusted */.X0)(outside?.raw)}` : `the working directory ${(0,util_untrusted/* quoteUntrusted */.X0)(record.workingDirectory)}`} is not a path inside the repository.`,
        });
        return notRun(p, reason, 'failed');
    }
    const inside = outputs;
    const committed = await takeCommittedOutputs(ctx, inside);
    const run = await runStepAgain(ctx, command, abs(ctx, cwd.rel), record.program);
    if (run === null)
        return null;
    const { outcome, seconds, program } = run;
    const environment = ` ${describeProgramChange(program.now, record.program)}`;
    if (outcome.kind === 'deadline') {
        add({
            ...at,
            rule: notReached,
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)}: not reproduced: its step was killed when the budget of ${ctx.maxSeconds} s (--max-seconds) ran out.`,
        });
        return { ...notRun(p, reason, 'not-reached'), seconds, program };
    }
    if (outcome.kind === 'not-started' || outcome.exitCode !== 0) {
        const how = outcome.kind === 'not-started'
            ? `could not be started (${(0,util_untrusted/* escapeInvisible */.ts)(outcome.why)})`
            : `exited ${outcome.exitCode}${outcome.stderrExcerpt ? `; the end of its stderr: ${(0,util_untrusted/* quoteUntrusted */.X0)(outcome.stderrExcerpt, 1000)}` : ''}`;
        add({
            ...at,
            rule: 'reproduce-failed',
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)}: the step run again as recorded (${(0,util_untrusted/* quoteUntrusted */.X0)(command.join(' '), 200)} in ${(0,util_untrusted/* quoteUntrusted */.X0)(wd)}) ${how}.${environment}`,
        });
        return { ...notRun(p, reason, 'failed'), seconds, program };
    }
    const { differences, notCompared } = await compareOutputs(ctx, p.path, record.nondeterministic, inside, committed);
    for (const difference of differences)
        add({
            ...at,
            rule: 'reproduce-differs',
            message: `${(0,util_untrusted/* quoteUntrusted */.X0)(p.path)}: ${difference}.${environment}`,
        });
    return {
        path: p.path,
        reason,
        status: differences.length > 0 ? 'differs' : 'reproduced',
        compared: inside.length - notCompared.length,
        notCompared,
        seconds,
        program,
    };
}
/** The absolute path in the scratch copy of a root-relative path. */
const abs = (ctx, rel) => external_node_path_default().join(ctx.root, ...rel.split('/'));
/** Notes each output's committed bytes, then deletes it from the scratch copy. */
async function takeCommittedOutputs(ctx, outputs) {
    const committed = new Map();
    for (const { rel } of outputs) {
        committed.set(rel, await readCommittedOutput(abs(ctx, rel)));
        await (0,promises_.rm)(abs(ctx, rel), { force: true });
    }
    return committed;
}
/**
 * Runs the recorded command again, the program probed beside it (not before it: the budget is
 * the steps', not the probe's). Null when the run was aborted (the step got the signal).
 */
async function runStepAgain(ctx, command, cwd, recorded) {
    // The program resolved in the scratch copy as the step will run it (a script of the
    // repository is not described: its bytes are a code input).
    const probing = describeProgram(command[0], {
        cwd,
        root: ctx.top,
        env: ctx.env,
        killGroup: ctx.killGroup,
        versions: ctx.versions,
    });
    const started = ctx.now();
    const outcome = await runRecorded(command, cwd, ctx.env, ctx.deadline, ctx.killGroup, ctx.signal);
    const seconds = (ctx.now() - started) / 1000;
    // Interrupted: the probe (bounded by its own timeout) is not waited for.
    if (outcome.kind === 'interrupted')
        return null;
    const now = await probing;
    const changed = recorded === null
        ? null
        : now?.path !== recorded.path || (now?.version ?? null) !== recorded.version;
    return { outcome, seconds, program: { now, recorded, changed } };
}
/** Holds each output to the record and the committed file, except the trusted exemptions. */
async function compareOutputs(ctx, passportPath, declared, outputs, committed) {
    const differences = [];
    const notCompared = [];
    for (const { rel, sha256 } of outputs) {
        const exemption = ctx.exemptionOf(passportPath, declared, rel);
        if (exemption === 'exempt') {
            notCompared.push(rel);
            // Its bytes are not compared, but the step must still make it.
            const made = await (0,promises_.stat)(abs(ctx, rel)).then((st) => st.isFile(), () => false);
            if (!made)
                differences.push(`the step run again as recorded did not write ${(0,util_untrusted/* quoteUntrusted */.X0)(rel)} (declared non-deterministic: its bytes are not compared, but the step must make it)`);
            continue;
        }
        const difference = await describeOutputDifference({
            rel,
            recorded: sha256,
            committed: committed.get(rel) ?? { sha256: null, small: null },
            made: abs(ctx, rel),
            untrusted: exemption === 'untrusted',
        });
        if (difference !== null)
            differences.push(difference);
    }
    return { differences, notCompared };
}

;// CONCATENATED MODULE: ./src/reproduce/reproduce.ts
/**
 * `reproduce`: the steps `run` recorded, run again on the committed tree. The commit's tree
 * (its blobs as git stores them, copy-commit.ts, never the work tree; the whole commit, when the
 * root is below the git top level, with the root at its place in it) is written into a
 * temporary directory outside the checkout; in the chain's order (producers first, by consumed_passports) each run record's
 * outputs are deleted there and its recorded command runs in its recorded working directory;
 * then every recorded output is held to its record's sha256 and to the committed file
 * (reproduce-step.ts, compare-outputs.ts). Consumers read what their producers' re-runs wrote.
 * Nothing the re-run prints reaches a finding unescaped. An abort (Ctrl-C, SIGTERM) reaches
 * the running step, starts no other, removes the scratch copy and rejects with the abort.
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
class reproduce_ReproduceUsageError extends Error {
}
/**
 * Copies the tree of HEAD into a new temporary directory, blob for blob (copy-commit.ts: the
 * committed bytes, never through the commit's own .gitattributes as `git archive` would). The
 * whole commit is copied (a step's `../` stays in the copy), and the root is its prefix below
 * the top level, as git names it.
 */
async function extractCommittedTree(root) {
    const head = await (0,vcs_git/* runGit */.EO)(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    if (!head.ok)
        throw new reproduce_ReproduceUsageError('reproduce needs a commit: the steps run on the committed tree (commit the scripts, inputs and passports first)');
    const commit = head.stdout.trim();
    const where = await (0,vcs_git/* runGit */.EO)(root, ['rev-parse', '--show-cdup', '--show-prefix']);
    if (!where.ok)
        throw new Error(`git rev-parse failed: ${where.message}`);
    const [cdup = '', prefix = ''] = where.stdout.split('\n');
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'passport-gate-reproduce-'));
    try {
        try {
            await copyCommitTree(external_node_path_default().resolve(root, cdup), commit, dir);
        }
        catch (error) {
            if (error instanceof CommitCopyRefused)
                throw new reproduce_ReproduceUsageError(error.message);
            throw error;
        }
        const scratchRoot = external_node_path_default().join(dir, ...prefix.split('/').filter(Boolean));
        if (!(await (0,promises_.stat)(scratchRoot).then((st) => st.isDirectory(), () => false)))
            throw new reproduce_ReproduceUsageError(`the commit ${commit.slice(0, 12)} holds nothing at the root ${(0,util_untrusted/* quoteUntrusted */.X0)(prefix)}; commit it first`);
        return { top: dir, root: scratchRoot, commit };
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
/**
 * Reproduces the steps in scope; see the module comment. Throws {@link ReproduceUsageError}
 * when it cannot start, and the abort's reason when it was aborted.
 */
async function reproduce_reproduce(options) {
    options.signal?.throwIfAborted();
    const now = options.now ?? Date.now;
    const deadline = options.maxSeconds === undefined ? Infinity : now() + Math.max(0, options.maxSeconds) * 1000;
    const scratch = await extractCommittedTree(options.root);
    try {
        const read = await readScratchPassports(scratch, options);
        const changedDirs = await findChangedDirs(read, options);
        const ctx = {
            root: scratch.root,
            top: scratch.top,
            paths: (0,artifact_paths/* createArtifactPaths */.T)(options.config.pathBase),
            env: options.env,
            killGroup: options.killGroup,
            signal: options.signal,
            now,
            deadline,
            maxSeconds: options.maxSeconds,
            versions: new Map(),
            exemptionOf: createExemptions((0,globs/* compileGlobs */.t)(options.config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic'), options.basePassports),
        };
        const chain = selectSteps(orderChain(read.readable), options.directories, changedDirs);
        const results = await runChain(ctx, chain, Math.max(1, options.jobs ?? 1));
        const sink = new core_findings/* FindingSink */.RQ(options.config.rules);
        const steps = [];
        for (const r of results) {
            for (const f of r.found)
                sink.add(f);
            if (r.step !== null)
                steps.push(r.step);
        }
        return { commit: scratch.commit, steps, findings: sink.findings };
    }
    finally {
        await (0,promises_.rm)(scratch.top, { recursive: true, force: true });
    }
}
/**
 * Reads the passports of the scratch copy's root (the walk, layout and reads of loadPassports,
 * kept: the changed-mode scope needs them); a DIR named holding none is a usage error.
 */
async function readScratchPassports(scratch, options) {
    const tree = await (0,repo_tree/* walkRepository */.MH)(scratch.root, options.config);
    const layout = (0,repo_layout/* buildLayout */.XV)(tree, options.config);
    const records = await (0,load_passports/* readPassportRecordsOf */.Wt)(tree, layout.passportPaths, options.config);
    const readable = records
        .map(passports/* describePassport */.Wz)
        .filter((p) => p.summary !== null);
    for (const d of options.directories)
        if (!readable.some((p) => inScope(p.dir, [d])))
            throw new reproduce_ReproduceUsageError(`${(0,util_untrusted/* quoteUntrusted */.X0)(d)} holds no readable passport at ${scratch.commit.slice(0, 12)}; name an output directory of the commit`);
    return { tree, layout, records, readable };
}
/** Changed mode: the directories in the audit's scope of the changed files (see options). */
async function findChangedDirs(read, options) {
    if (options.changedFiles === undefined)
        return undefined;
    if (options.changedFiles === null)
        return null;
    const scope = await (0,repo_scope/* selectScope */.D6)({
        tree: read.tree,
        layout: read.layout,
        passports: { records: [...read.records] },
        changes: (0,changes/* interpretChanges */.N)(options.changedFiles),
        paths: (0,artifact_paths/* createArtifactPaths */.T)(options.config.pathBase),
    });
    return scope.dirs;
}
/**
 * Runs the chain: a step starts when the steps that made its inputs have ended (earlier in the
 * chain's order: a cycle's back edge is not waited for) and a slot is free; once the run is
 * aborted no step starts. Every step has ended when this returns or rejects, so the scratch
 * copy is never removed under a running step.
 */
async function runChain(ctx, chain, jobs) {
    const indexById = new Map(chain.map((p, i) => [p.passport.id, i]));
    const results = chain.map(() => ({ found: [], step: null }));
    const limit = createLimiter(jobs);
    const done = [];
    chain.forEach((p, i) => {
        const producers = (p.passport.summary?.consumed ?? [])
            .map((c) => indexById.get(c))
            .filter((j) => j !== undefined && j < i)
            .map((j) => done[j]);
        const r = results[i];
        done.push(Promise.allSettled(producers).then(() => limit(async () => {
            if (ctx.signal?.aborted)
                return;
            r.step = await reproduceStep(ctx, p.passport, p.reason, (f) => r.found.push(f));
        })));
    });
    const settled = await Promise.allSettled(done);
    ctx.signal?.throwIfAborted();
    for (const s of settled)
        if (s.status === 'rejected')
            throw s.reason;
    return results;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/operations/reproduce.ts
/**
 * Reproduce: the steps `passport-gate run` recorded, run again on the committed tree and their
 * outputs compared with the record (src/reproduce/reproduce.ts does that). Two entries over it:
 * - {@link reproduceAfterAudit}, a part of a gate run on every CI host (the action's
 *   `reproduce: changed|all`, `audit --reproduce` under GitLab CI or on the command line): after
 *   the audit, under the config in force (the trusted base's), its findings and per-step table
 *   joined to the run's report. It fails closed: it never runs when the base could not be read,
 *   and a reproduce that cannot start is a `reproduce-failed` error, never a pass without it.
 * - {@link reproduceRecordedSteps}, the `reproduce` command's one call.
 */







/**
 * Variables the steps never see: the action's inputs (`INPUT_GITHUB-TOKEN` holds the token),
 * GitHub's runner tokens and command files (a step writing `GITHUB_ENV` or `GITHUB_PATH` would
 * change the job's later steps; `GITHUB_OUTPUT` its outputs), and GitLab's job credentials (the
 * job token, the registry's, the dependency proxy's and a deploy token's passwords, the job's
 * JWTs, and the clone URL, which holds the job token).
 */
const WITHHELD = [
    /^INPUT_/i,
    /^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_/i,
    /^GITHUB_TOKEN$/i,
    /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/i,
    /^CI_(JOB|BUILD)_TOKEN$/i,
    /^CI_JOB_JWT(_V\d+)?$/i,
    /^CI_(REGISTRY|DEPENDENCY_PROXY|DEPLOY)_PASSWORD$/i,
    /^CI_REPOSITORY_URL$/i,
];
/**
 * The environment a recorded step runs in under a CI host: the job's, without what
 * {@link WITHHELD} names. The pull request's own CI could read none of it either.
 */
function selectStepEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !WITHHELD.some((pattern) => pattern.test(name))));
}
/**
 * After `run`'s audit: with mode `changed` or `all`, the recorded steps run again under the
 * config in force and their findings and per-step table join `report` (the verdict decided
 * again); a line says how many reproduced. Returns `report` itself with mode `none`, and when
 * the trusted base could not be read (no verdict is given without it). Never throws for what
 * the steps or the repository do; throws when the run was interrupted.
 */
async function reproduceAfterAudit(run, report, options) {
    const { mode } = options;
    if (mode === 'none' || run.baseUnreadable || run.inForce === null)
        return report;
    run.signal?.throwIfAborted();
    // A changed-mode audit asked the host already; with mode: all (or an audit of everything) it asks now.
    const changedFiles = mode === 'changed'
        ? run.changedFiles !== undefined
            ? run.changedFiles
            : await run.host.changedFiles(run)
        : null;
    const { section, findings } = await reproduceForReport({
        root: options.root,
        config: run.inForce.config,
        mode,
        changedFiles,
        maxSeconds: options.maxSeconds,
        env: selectStepEnvironment(options.env),
        killGroup: options.killGroup,
        // A record's own non-deterministic declaration is honoured only where the base's record of
        // the step held it (the pull request cannot exempt its own outputs).
        basePassports: run.inForce.passports,
        signal: run.signal,
    });
    const reached = section.steps.filter((s) => s.status === 'reproduced').length;
    run.note(`reproduce: ${mode} — ${reached} of ${section.steps.length} step(s) reproduced byte for byte (budget ${options.maxSeconds} s).`);
    // Each step in the job's log too (the check run and the job summary show them as a table).
    for (const s of section.steps)
        run.log.info(`reproduce: ${s.status} ${s.path}`);
    return joinReproduce(report, section, findings, options.failOn);
}
/** Runs reproduce for a report: its section and findings, a start that fails as reproduce-failed. */
async function reproduceForReport(options) {
    try {
        const result = await reproduce_reproduce({
            root: options.root,
            config: options.config,
            directories: [],
            ...(options.mode === 'changed' ? { changedFiles: options.changedFiles } : {}),
            maxSeconds: options.maxSeconds,
            env: options.env,
            killGroup: options.killGroup,
            basePassports: options.basePassports,
            signal: options.signal,
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
        // Interrupted: no verdict, and not a finding of the run (the run ends as interrupted).
        if (options.signal?.aborted)
            throw error;
        const sink = new core_findings/* FindingSink */.RQ(options.config.rules);
        sink.add({
            rule: 'reproduce-failed',
            path: '',
            message: `reproduce could not run the recorded steps: ${(0,util_untrusted/* escapeInvisible */.ts)((0,errors/* describeError */.Uc)(error))}`,
        });
        return { section: { mode: options.mode, commit: null, steps: [] }, findings: sink.findings };
    }
}
/**
 * The `reproduce` command's run: the recorded steps in scope run again, in the environment
 * given. A scope or a repository reproduce cannot take (no commit, a DIR outside every output
 * directory) is a UsageError.
 */
async function reproduceRecordedSteps(options) {
    try {
        return await reproduce(options);
    }
    catch (error) {
        if (error instanceof ReproduceUsageError)
            throw new UsageError(error.message);
        throw error;
    }
}


/***/ })

};
