export const id = 682;
export const ids = [682];
export const modules = {

/***/ 15682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runMergeCommand: () => (/* binding */ runMergeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69758);
/* harmony import */ var _core_options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83457);
/* harmony import */ var _report_renderers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7099);
/* harmony import */ var _hosts_report_output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69871);
/* harmony import */ var _operation_output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66341);
/**
 * `passport-gate merge`: combine the JSON reports of a sharded audit (one per
 * matrix job) into one report and one verdict. The reports are validated
 * against schemas/report.v1.schema.json before anything is merged.
 */








/** Help text of the merge command. */
const MERGE_HELP = `Usage: passport-gate merge [options] REPORT.json...

Combine the JSON reports of a sharded audit (each job of a matrix ran
"audit --shard I/N --format json") into one report and one verdict. Every
shard 1..N must be given, all from one run; chain rules were evaluated once,
by shard 1, over every passport.

Options:
${_report_renderers_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_RENDERERS */ .eE.help(26)}
                          (paths relative to the audited root, as in the shard reports)
  --output FILE           write the merged report to FILE (atomically) instead of stdout
  --fail-on LEVEL         recompute the verdict at this level (default: the shards' own)
  --debug                 print stack traces of internal errors
  -h, --help              show this help

Exit codes: 0 passed, 1 findings at or above fail-on, 2 usage error or reports that do not belong together.

Example:
  passport-gate merge reports/report-*.json --format markdown --output summary.md
`;
/** Parses `merge` arguments; throws UsageError with what to do. */
function parseMergeArgs(args) {
    const { values, positionals } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(MERGE_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            format: { type: 'string' },
            output: { type: 'string' },
            'fail-on': { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const format = _report_renderers_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_RENDERERS */ .eE.parse(values.format);
    const failOn = values['fail-on'];
    if (failOn !== undefined && !(0,_core_options_js__WEBPACK_IMPORTED_MODULE_7__/* .isOneOf */ .EK)(_core_options_js__WEBPACK_IMPORTED_MODULE_7__/* .FAIL_ON_VALUES */ .Qm, failOn)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--fail-on must be one of ${_core_options_js__WEBPACK_IMPORTED_MODULE_7__/* .FAIL_ON_VALUES */ .Qm.join(', ')}`);
    }
    if (!values.help && positionals.length === 0) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('give the shard reports to merge, e.g. passport-gate merge report-*.json');
    }
    return { ...values, format, failOn, files: positionals };
}
/** Runs `merge`; returns the exit code. */
async function runMergeCommand(args, io) {
    const opts = parseMergeArgs(args);
    if (opts.help) {
        io.stdout.write(MERGE_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const merged = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeReportFiles */ .w5)({
        files: opts.files.map((file) => node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, file)),
        failOn: opts.failOn,
    });
    await (0,_hosts_report_output_js__WEBPACK_IMPORTED_MODULE_5__/* .writeReport */ .u)(merged, opts.format, opts.output, io);
    return (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .exitCodeOf */ .FO)(merged);
}


/***/ }),

/***/ 66341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   ew: () => (/* binding */ noteOnStderr),
/* harmony export */   i7: () => (/* binding */ printBlockingAudit)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);



/** The `note(line)` sink of an operation: each line on stderr, escaped. */
function noteOnStderr(io) {
    return (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(line)}\n`);
}
/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
function printBlockingAudit(report, io, why) {
    io.stderr.write((0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTextReport */ .SW)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shouldUseColor */ .I1)(io.stderr, io.env) }));
    io.stderr.write(`passport-gate: ${why}\n`);
}
/** The exit code of a report (`audit`, `merge`): 0 when it passed, 1 when a finding is at or above fail-on. */
function exitCodeOf(report) {
    return report.summary.passed ? _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij : _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_FINDINGS */ .cB;
}


/***/ }),

/***/ 83457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES),
/* harmony export */   d7: () => (/* binding */ parseShardSpec)
/* harmony export */ });
/* unused harmony export MAX_SHARDS */
/** Values of `--fail-on` and the `fail-on` input: a severity, or `never`. */
const FAIL_ON_VALUES = [
    'error',
    'warning',
    'notice',
    'never',
];
/** True when `value` is one of `values` (an option's allowed values). */
function isOneOf(values, value) {
    return values.includes(value);
}
/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
const MAX_SHARDS = 256;
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


/***/ })

};
