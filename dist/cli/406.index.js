export const id = 406;
export const ids = [406];
export const modules = {

/***/ 72903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _diff_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95371);
/* harmony import */ var _diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83839);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70017);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31283);
/* harmony import */ var _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42668);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65655);
/* harmony import */ var _revision_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3805);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);
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
${_report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.help(20)}
  --output FILE     write to FILE (atomically) instead of stdout
  --root DIR        repository root (default: the git top level, else .)
  --config FILE     config file (default: <root>/.passport-gate.yml or .yaml, optional);
                    its outputs:, ignore: and path-base apply to both revisions
  --quiet           print no notes on stderr
  --debug           print stack traces of internal errors
  -h, --help        show this help

Exit codes: 0 no stale passport and every passport read, 1 the change leaves stale
passports (the re-run plan is not empty) or a passport could not be read, 2 usage
error (a REF that names no commit, not a git repository, a shallow clone without
the base), 130 interrupted, 141 the reader of stdout went away.

Examples:
  passport-gate diff --base origin/main
  passport-gate diff --base origin/main --head HEAD --format json --output diff.json
  passport-gate diff --base main~1 --format markdown
`;
/** Parses `diff` arguments; throws UsageError with what to do. */
function parseDiffArgs(args) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(DIFF_HELP, {
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
    const format = _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.parse(values.format);
    if (!values.help && values.base === undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('diff needs --base REF, e.g. "passport-gate diff --base origin/main"');
    for (const flag of ['base', 'head']) {
        const ref = values[flag];
        if (ref !== undefined)
            (0,_revision_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRevisionArgument */ .TP)(ref, `--${flag}`);
    }
    return { ...values, format };
}
/** The exit code a diff means: 1 when it leaves stale passports or could not read one. */
function exitCodeOfDiff(diff) {
    return diff.stale.length > 0 || diff.problems.length > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
}
/** Runs `diff`; returns the exit code. */
async function runDiffCommand(args, io) {
    const opts = parseDiffArgs(args);
    if (opts.help) {
        io.stdout.write(DIFF_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    const { root, config } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .loadCommandRoot */ .U0)(io, opts);
    const top = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_7__/* .findTopLevelFor */ .Aj)(root, 'diff');
    const baseRef = opts.base;
    const baseSha = await (0,_revision_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveRevision */ .eZ)(top, baseRef, '--base');
    const headSha = opts.head === undefined ? null : await (0,_revision_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveRevision */ .eZ)(top, opts.head, '--head');
    // git names the top level by its real path: the root is made real to find its place below it.
    const prefix = (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPathPrefix */ .Xw)(top, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => root));
    const fromGit = async (sha, ref) => {
        try {
            return await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readGitRevision */ .ck)(top, sha, prefix, config, { ref, sha, source: 'git' });
        }
        catch (error) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ConfigurationError */ .j1(`cannot read ${ref} from git: ${error.message}`);
        }
    };
    const base = await fromGit(baseSha, baseRef);
    const head = headSha === null
        ? await (0,_diff_read_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkingTree */ .cD)(root, config, { ref: null, sha: null, source: 'working-tree' }, io.signal)
        : await fromGit(headSha, opts.head);
    io.signal?.throwIfAborted();
    const diff = (0,_diff_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffProvenance */ .H)(base, head, { config });
    const text = _report_renderers_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_RENDERERS */ .hw.render(opts.format, diff, {
        color: !opts.output && (0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shouldUseColor */ .I1)(io.stdout, io.env),
        pathPrefix: '',
        quiet: opts.quiet === true,
        note: (line) => void io.stderr.write(`${line}\n`),
    });
    if (opts.output !== undefined) {
        await (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutputFile */ .BF)(io, '--output', opts.output, text);
        if (opts.quiet !== true)
            io.stderr.write(`${diff.summary.passports_changed + diff.summary.passports_added + diff.summary.passports_removed} passport(s) differ, ${diff.stale.length} stale.\n`);
    }
    else
        io.stdout.write(text);
    return exitCodeOfDiff(diff);
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

/***/ 68586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ unprintable),
/* harmony export */   w: () => (/* binding */ rerunCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7656);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19630);
/**
 * The command that runs a recorded step again, as the fixes print it: the step's own command
 * (recorded_by.command, in recorded_by.working_directory) through `passport-gate run`, with the
 * flags that make the same record (its directory, run id, skill, inputs, code, sources,
 * parameters, declared outputs). A fix for a changed output prints this, never a bare
 * re-stamp: only a re-run shows that the step makes the bytes it is said to make.
 */





// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** True when `text` cannot be printed as a command's word (every report escapes it). */
const unprintable = (text) => CONTROL.test(text) || (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .hasInvisibleCharacters */ .gi)(text);
/** `word` as one POSIX shell word: single-quoted unless plain (an argument, so `-e` stays `-e`). */
function argWord(word) {
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(word) && word !== ''
        ? word
        : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A repository-relative path (or an external, absolute one) as typed in `cwd`. */
function typedPath(rel, cwd) {
    if (rel.startsWith('/'))
        return rel;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd === '.' ? '' : cwd, rel) || '.';
    return relative.startsWith('-') ? `./${relative}` : relative;
}
/** {@link typedPath} as one shell word. */
const pathWord = (rel, cwd) => argWord(typedPath(rel, cwd));
/** A recorded parameter as `--param KEY=VALUE` that parses back to the same value. */
function paramWord(key, value) {
    const plain = typeof value === 'string' &&
        !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) &&
        !['true', 'false', 'null'].includes(value) &&
        !/^[[{"]/.test(value);
    return argWord(`${key}=${plain ? value : JSON.stringify(value)}`);
}
/**
 * `passport-gate run …` that runs the step of the run record at `passportPath` again and
 * records it in place, to paste at the repository root; null when the passport is no run
 * record, or a word of it cannot be printed as a command (control or invisible characters,
 * which every report escapes). `rel` maps a recorded artifact path to a repository-relative one.
 */
function rerunCommand(passport, passportPath, dir, rel) {
    const record = passport.recordedBy;
    if (!(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport) || record?.command == null || record.workingDirectory === null)
        return null;
    const cwd = record.workingDirectory;
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunId */ .Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...record.command];
    if (cwd !== '.')
        words.push('--root', argWord(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record.outputs === 'declared') {
        for (const o of passport.outputs) {
            const r = rel(o.path);
            if (r === null)
                return null;
            checked.push(r);
            words.push('--output', pathWord(r, cwd));
        }
    }
    for (const i of passport.inputs) {
        const r = i.external ? i.path : rel(i.path);
        if (r === null)
            return null;
        checked.push(r);
        words.push(i.type === 'code' ? '--code' : '--input', pathWord(r, cwd));
        if (i.source !== null) {
            checked.push(i.source);
            words.push('--source', argWord(`${typedPath(r, cwd)}=${i.source}`));
        }
    }
    if ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObject */ .Gv)(passport.parameters))
        for (const [k, v] of Object.entries(passport.parameters)) {
            checked.push(k, JSON.stringify(v) ?? '');
            words.push('--param', paramWord(k, v));
        }
    for (const s of passport.nextSkills)
        words.push('--next-skill', argWord(s));
    if (passport.agent !== null)
        words.push('--agent', argWord(passport.agent));
    if (passport.sessionId !== null)
        words.push('--session-id', argWord(passport.sessionId));
    if (checked.some(unprintable))
        return null;
    words.push('--', ...record.command.map(argWord));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
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
    for (const [dir, findings] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
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


/***/ }),

/***/ 24305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ findStronglyConnected),
/* harmony export */   Hh: () => (/* binding */ findPath),
/* harmony export */   Hs: () => (/* binding */ reachWithin),
/* harmony export */   bd: () => (/* binding */ isCyclicComponent),
/* harmony export */   o2: () => (/* binding */ findCycleInComponent)
/* harmony export */ });
/**
 * Directed-graph algorithms, one copy each: strongly connected components
 * (Tarjan) and a concrete cycle through each (the chain rules, the skill
 * graph), a shortest path (stamp's cycle check), and what lies within a
 * number of steps (`graph --around`). All iterative, so no input depth can
 * overflow the stack.
 */
/** Strongly connected components, each a list of node indices. Iterative Tarjan. */
function findStronglyConnected(adj) {
    const n = adj.length;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const stack = [];
    const components = [];
    let counter = 0;
    // Explicit call stack: [node, next edge position].
    const frames = [];
    for (let start = 0; start < n; start++) {
        if (index[start] !== -1)
            continue;
        frames.push([start, 0]);
        index[start] = low[start] = counter++;
        stack.push(start);
        onStack[start] = 1;
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            const [v, pos] = frame;
            const edges = adj[v] ?? [];
            if (pos < edges.length) {
                frame[1] = pos + 1;
                const w = edges[pos];
                if (index[w] === -1) {
                    index[w] = low[w] = counter++;
                    stack.push(w);
                    onStack[w] = 1;
                    frames.push([w, 0]);
                }
                else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low[parent[0]] = Math.min(low[parent[0]], low[v]);
            if (low[v] === index[v]) {
                const component = [];
                let w;
                do {
                    w = stack.pop();
                    onStack[w] = 0;
                    component.push(w);
                } while (w !== v);
                components.push(component);
            }
        }
    }
    return components;
}
/** True when a component is cyclic (more than one node, or a self-loop). */
function isCyclicComponent(component, adj) {
    if (component.length > 1)
        return true;
    const v = component[0];
    return (adj[v] ?? []).includes(v);
}
/**
 * One concrete cycle inside a cyclic component, starting and ending at the
 * component's smallest node: [a, b, c, a]. Breadth-first, iterative.
 */
function findCycleInComponent(component, adj) {
    const members = new Set(component);
    // A loop, not Math.min(...component): spreading 200,000 arguments overflows the stack.
    let start = component[0];
    for (const v of component)
        if (v < start)
            start = v;
    if ((adj[start] ?? []).includes(start))
        return [start, start];
    const previous = new Map();
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const v = queue[head];
        for (const w of adj[v] ?? []) {
            if (!members.has(w))
                continue;
            if (w === start) {
                const path = [start];
                for (let x = v; x !== undefined && x !== start; x = previous.get(x))
                    path.push(x);
                path.push(start);
                return [start, ...path.slice(1, -1).reverse(), start];
            }
            if (!previous.has(w) && w !== start) {
                previous.set(w, v);
                queue.push(w);
            }
        }
    }
    return [start, start];
}
/**
 * A shortest path from one of `starts` to `target` along `next` edges: [start, …, target], or
 * null when `target` cannot be reached. Breadth-first and iterative (no input depth can
 * overflow the stack); nodes are compared with SameValueZero, so ids are plain data.
 */
function findPath(starts, target, next) {
    const previous = new Map();
    const queue = [];
    for (const s of starts) {
        if (previous.has(s))
            continue;
        previous.set(s, null);
        queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        if (node === target) {
            const path = [];
            for (let x = node; x != null; x = previous.get(x))
                path.push(x);
            return path.reverse();
        }
        for (const w of next(node)) {
            if (previous.has(w))
                continue;
            previous.set(w, node);
            queue.push(w);
        }
    }
    return null;
}
/** Every node within `depth` steps of `start` along `next` edges, `start` included (breadth-first). */
function reachWithin(start, depth, next) {
    const distance = new Map([[start, 0]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        const d = distance.get(node);
        if (d >= depth)
            continue;
        for (const w of next(node)) {
            if (distance.has(w))
                continue;
            distance.set(w, d + 1);
            queue.push(w);
        }
    }
    return new Set(distance.keys());
}


/***/ })

};
