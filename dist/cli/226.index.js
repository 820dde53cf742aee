export const id = 226;
export const ids = [226];
export const modules = {

/***/ 51608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listChangedSince),
/* harmony export */   m: () => (/* binding */ readChangedFilesList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66124);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3805);
/**
 * Changed files for the CLI: a list file, or `git diff` against a ref. Git is
 * run with execFile (no shell, see vcs/git.ts) and `--end-of-options`, so neither a
 * ref nor a file name can be read as an option or a command.
 */




/** Largest changed-files list accepted. */
const MAX_CHANGED_LIST_BYTES = _vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_OUTPUT_MAX_BYTES */ ._c;
/**
 * Reads a changed-files list: NUL-separated when it holds a NUL byte (`git diff --name-only -z`,
 * the only form that carries every file name exactly: names used as they are), else one path per
 * line (blank lines and a line's final CR ignored, as a list written on Windows has them).
 */
async function readChangedFilesList(file) {
    let buf;
    try {
        buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : (code ?? String(error));
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`cannot read --changed-files ${JSON.stringify(file)}: ${reason}`);
    }
    if (buf.length > MAX_CHANGED_LIST_BYTES)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`--changed-files is larger than ${MAX_CHANGED_LIST_BYTES} bytes`);
    if (buf.includes(0))
        return buf
            .toString('utf8')
            .split('\0')
            .filter((l) => l.length > 0);
    return buf
        .toString('utf8')
        .split('\n')
        .map((l) => l.replace(/\r$/, ''))
        .filter((l) => l.length > 0);
}
async function git(root, args, flag) {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(root, args);
    if (result.ok)
        return result.stdout;
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`git ${args[0]} failed: ${result.message}`);
}
/**
 * Files changed between `base` and the working tree (committed or not), plus
 * untracked files, relative to the repository root `root`; or, given `head`, between the two
 * commits. `flag` names where `base` came
 * from in messages (`--base`, or a CI host's variable).
 */
async function listChangedSince(root, base, flag = '--base', head) {
    // Outside a repository `git diff` compares files instead (no-index mode) and says "Could not
    // access", and a shallow clone lacks the base commit: each gets one line saying what to do.
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .findTopLevelFor */ .Aj)(root, flag, '; use --changed-files FILE or --all');
    await (0,_revision_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveRevision */ .eZ)(top, base, flag);
    const diff = await git(root, [
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--relative',
        '--end-of-options',
        base,
        ...(head === undefined ? [] : [head]),
        '--',
    ], flag);
    // Between two commits nothing is untracked.
    const untracked = head === undefined
        ? await git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', '.'], flag)
        : '';
    const files = new Set();
    for (const name of diff.split('\0'))
        if (name)
            files.add(name);
    // Both commands print paths relative to the cwd (the root): --relative and ls-files' default.
    for (const name of untracked.split('\0'))
        if (name)
            files.add(name);
    return [...files];
}


/***/ }),

/***/ 49226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDiffCommand: () => (/* binding */ runDiffCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/diff/diff.ts + 3 modules
var diff_diff = __webpack_require__(51146);
// EXTERNAL MODULE: ./src/diff/read-revision.ts + 1 modules
var read_revision = __webpack_require__(83839);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/report/renderers.ts + 9 modules
var renderers = __webpack_require__(27872);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/diff/facts.ts
var diff_facts = __webpack_require__(52152);
;// CONCATENATED MODULE: ./src/diff/unstamped.ts


/** Lists them, one per artifact, by the path of the passport that lists it. */
function listUnstampedChanges(diff, head, changedFiles, options) {
    const changed = new Set(changedFiles);
    const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
    // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
    const stale = new Set(diff.stale.map((s) => s.path));
    const out = [];
    for (const file of [...head.passports].sort((a, b) => (a.path < b.path ? -1 : 1))) {
        if (touched.has(file.path) || changed.has(file.path) || file.value === null)
            continue;
        const facts = (0,diff_facts/* readFacts */.M)(file, options);
        for (const [kind, list] of [
            ['output', facts.outputs],
            ['input', stale.has(file.path) ? new Map() : facts.inputs],
        ])
            for (const rel of list.keys())
                if (changed.has(rel))
                    out.push({
                        path: file.path,
                        message: `${kind} ${(0,untrusted/* quoteUntrusted */.X0)(rel)} changed between the base and the head, and this passport did not: the sha256 it records is no longer the file's (the audit fails it). Restore the file from the base, or run the step again.`,
                    });
    }
    return out;
}

// EXTERNAL MODULE: ./src/cli/changed-files.ts
var changed_files = __webpack_require__(51608);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/cli/revision.ts
var revision = __webpack_require__(3805);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/diff-command.ts
/**
 * `passport-gate diff`: the provenance diff between two git revisions — passports added,
 * removed or changed (artifacts, produced_by, parameters, decisions, failed steps, edges),
 * the stale passports downstream in re-run order, and the provenance coverage of both.
 * The base is read from git objects (no checkout); the head is the working tree unless
 * `--head` names a revision. A thin layer over src/diff/.
 */












/** Help text of the diff command. */
const DIFF_HELP = `Usage: passport-gate diff --base REF [options]

Show what a change did to the provenance: every passport added, removed or
changed between two git revisions (outputs and inputs with old and new sha256
and size, produced_by, parameters, decisions, failed steps, consumed_passports
edges), the passports downstream that consumed a modified output and were not
re-stamped (a re-run plan in dependency order, each with the command that
re-stamps it), and the provenance coverage of both revisions.

A base passport is paired with a head passport by path, then by passport_id (a
moved passport), then by directory (a passport recreated under another name).

Options:
  --base REF        the revision to compare with (e.g. origin/main), read from git
  --head REF        the revision to compare (default: the working tree, as files on disk,
                    committed or not)
${renderers/* DIFF_RENDERERS */.hw.help(20)}
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional);
                    its outputs:, ignore: and path-base apply to both revisions
  --quiet           print no notes on stderr
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 no stale passport and every passport read, 1 the change leaves stale
passports (the re-run plan is not empty), changes a file a passport lists without
changing that passport (a hand edit), or a passport could not be read, 2 usage
error (a REF that names no commit, not a git repository, a shallow clone without
the base), 130 interrupted, 141 the reader of stdout went away.

Examples:
  passport-gate diff --base origin/main
  passport-gate diff --base origin/main --head HEAD --format json --output diff.json
  passport-gate diff --base main~1 --format markdown
`;
/** Parses `diff` arguments; throws UsageError with what to do. */
function parseDiffArgs(args) {
    const { values } = (0,parse_args/* parseCommandArgs */.Q)(DIFF_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            format: { type: 'string' },
            output: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            quiet: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = renderers/* DIFF_RENDERERS */.hw.parse(values.format);
    if (!values.help && values.base === undefined)
        throw new errors/* UsageError */.eb('diff needs --base REF, e.g. "passport-gate diff --base origin/main"');
    for (const flag of ['base', 'head']) {
        const ref = values[flag];
        if (ref !== undefined)
            (0,revision/* checkRevisionArgument */.TP)(ref, `--${flag}`);
    }
    return { ...values, format };
}
/** The exit code a diff means: 1 when it leaves stale passports or could not read one. */
function exitCodeOfDiff(diff) {
    return diff.stale.length > 0 || diff.problems.length > 0 ? errors/* EXIT_FINDINGS */.cB : errors/* EXIT_OK */.Ij;
}
/** Runs `diff`; returns the exit code. */
async function runDiffCommand(args, io) {
    const opts = parseDiffArgs(args);
    if (opts.help) {
        io.stdout.write(DIFF_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const top = await (0,revision/* findTopLevelFor */.Aj)(root, 'diff');
    const baseRef = opts.base;
    const baseSha = await (0,revision/* resolveRevision */.eZ)(top, baseRef, '--base');
    const headSha = opts.head === undefined ? null : await (0,revision/* resolveRevision */.eZ)(top, opts.head, '--head');
    // git names the top level by its real path: the root is made real to find its place below it.
    const prefix = (0,paths/* toPathPrefix */.Xw)(top, await (0,promises_.realpath)(root).catch(() => root));
    const fromGit = async (sha, ref) => {
        try {
            return await (0,read_revision/* readGitRevision */.ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j1(`cannot read ${ref} from git: ${error.message}`);
        }
    };
    const base = await fromGit(baseSha, baseRef);
    const head = headSha === null
        ? await (0,read_revision/* readWorkingTree */.cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, io.signal)
        : await fromGit(headSha, opts.head);
    io.signal?.throwIfAborted();
    const diff = (0,diff_diff/* diffProvenance */.H)(base, head, { config });
    // A hand edit under an unchanged passport, which the passports' diff cannot see: git says
    // which files changed (the action and GitLab list these from the audit's findings).
    const changed = await (0,changed_files/* listChangedSince */.J)(root, baseSha, '--base', headSha ?? undefined);
    const mismatched = listUnstampedChanges(diff, head, changed, { pathBase: config.pathBase });
    const text = renderers/* DIFF_RENDERERS */.hw.render(opts.format, diff, {
        color: !opts.output && (0,report_text/* shouldUseColor */.I1)(io.stdout, io.env),
        pathPrefix: '',
        quiet: opts.quiet === true,
        note: (line) => void io.stderr.write(`${line}\n`),
        mismatched,
    });
    if (opts.output !== undefined) {
        await (0,cli_io/* writeOutputFile */.BF)(io, '--output', opts.output, text);
        if (opts.quiet !== true)
            io.stderr.write(`${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ, ${diff.stale.length} stale.\n`);
    }
    else
        io.stdout.write(text);
    return mismatched.length > 0 ? errors/* EXIT_FINDINGS */.cB : exitCodeOfDiff(diff);
}


/***/ }),

/***/ 3805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ findTopLevelFor),
/* harmony export */   TP: () => (/* binding */ checkRevisionArgument),
/* harmony export */   eZ: () => (/* binding */ resolveRevision)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _vcs_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66124);
/**
 * A git revision typed on the command line (`audit --base`, `audit --config-from`,
 * `diff --base` / `--head`): checked, resolved to a commit id, and each way it can fail said
 * in one line with what to do. One place, so the three flags give the same answers (a shallow
 * clone says so for each of them).
 */


/** Refuses a ref git would read as an option, or that cannot be a revision at all. */
function checkRevisionArgument(ref, flag) {
    if (ref === '' || ref.startsWith('-') || ref.includes('\0'))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not a git revision`);
}
/**
 * The top level of the git repository holding `root`, as git prints it; a UsageError naming
 * `flag` when git is missing or `root` is in no repository (`outsideHint` is added then).
 */
async function findTopLevelFor(root, flag, outsideHint = '') {
    const result = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(root, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    if (result.ok)
        return result.stdout.replace(/\r?\n$/, '');
    if (result.missing)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} needs git, and git is not installed (or not on PATH)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb((0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotARepository */ .VE)(result)
        ? `${flag} needs a git repository, and ${JSON.stringify(root)} is not a git repository${outsideHint}`
        : `${flag}: git cannot read the repository at ${JSON.stringify(root)}: ${result.message}`);
}
/** The commit `ref` names in the repository at `top`; a UsageError saying what to do otherwise. */
async function resolveRevision(top, ref, flag) {
    checkRevisionArgument(ref, flag);
    const sha = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCommit */ .WL)(top, ref);
    if (sha !== null)
        return sha;
    const shallow = await (0,_vcs_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(top, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.stdout.trim() === 'true')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} is not in this shallow clone; fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)`);
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} ${JSON.stringify(ref)} names no commit in this repository; fetch it first (e.g. git fetch origin main) or check the spelling`);
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ describeLfs),
/* harmony export */   I1: () => (/* binding */ shouldUseColor),
/* harmony export */   OI: () => (/* binding */ describeScope),
/* harmony export */   Oc: () => (/* binding */ describeFailing),
/* harmony export */   Ot: () => (/* binding */ renderTextReportChunks),
/* harmony export */   SW: () => (/* binding */ renderTextReport),
/* harmony export */   Vt: () => (/* binding */ describeInferredOutputs),
/* harmony export */   ig: () => (/* binding */ renderVerdictLine),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
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
    return [...renderTextReportChunks(report, options)].join('');
}
/** Lines of the text report per piece of {@link renderTextReportChunks}. */
const LINES_PER_CHUNK = 512;
/**
 * {@link renderTextReport}'s text in pieces of a few hundred lines, for writing as they are
 * made (the text of 100,000 findings is tens of megabytes): joined, they are that text.
 */
function* renderTextReportChunks(report, options) {
    const paint = painter(options);
    const groups = new Map();
    for (const f of report.findings) {
        const dir = f.path === '' ? '(run)' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f.path);
        const list = groups.get(dir);
        if (list)
            list.push(f);
        else
            groups.set(dir, [f]);
    }
    let lines = [];
    // Directories in the findings' order (along the chain, root causes first: core/findings.ts
    // sortFindings), not by name: a consumer named before its producer is still read after it.
    for (const [dir, findings] of groups) {
        lines.push(paint('dim', `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(dir)}/`));
        for (const f of findings) {
            const where = f.path === ''
                ? ''
                : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.path)}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}  `;
            lines.push(`  ${paint(f.severity, f.severity.padEnd(7))} ${where}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(f.message)}  ${paint('dim', f.rule)}`);
            if (lines.length >= LINES_PER_CHUNK) {
                yield `${lines.join('\n')}\n`;
                lines = [];
            }
        }
    }
    if (groups.size > 0)
        lines.push('');
    const inferred = options.notes === false ? '' : describeInferredOutputs(report);
    if (inferred)
        lines.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(inferred), '');
    lines.push(renderVerdictLine(report, options));
    yield `${lines.join('\n')}\n`;
}
/**
 * The text report's last line, the verdict: all that `audit --output` prints on stderr, made
 * without rendering the findings above it.
 */
function renderVerdictLine(report, options) {
    const paint = painter(options);
    const s = report.summary;
    const verdict = s.passed ? paint('ok', 'PASSED') : paint('error', 'FAILED');
    return `${verdict}: ${s.passports} passport(s), ${report.handoffs.length} handoff file(s), ${s.artifacts_verified} artifact(s) verified${describeLfs(report)}, ${formatBytes(s.bytes_hashed)} hashed — ${s.errors} error(s), ${s.warnings} warning(s), ${s.notices} notice(s) (fail-on: ${s.fail_on}, ${describeScope(report)})${describeFailing(report)}.`;
}
const painter = (options) => (kind, text) => options.color ? `${COLORS[kind]}${text}${RESET}` : text;
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
