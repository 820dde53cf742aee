export const id = 142;
export const ids = [142];
export const modules = {

/***/ 74142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runExportCommand: () => (/* binding */ runExportCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(70017);
/* harmony import */ var _export_in_toto_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22048);
/* harmony import */ var _export_ro_crate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91333);
/* harmony import */ var _operations_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1370);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71604);
/* harmony import */ var _operation_output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66341);
/**
 * `passport-gate export`: the face of operations/export.ts (in-toto Statements, W3C PROV-JSON, a
 * Provenance Run RO-Crate): arguments in, one call, its notes and exit code out.
 */








/** Help text of the export command. */
const EXPORT_HELP = `Usage: passport-gate export (--in-toto | --prov | --ro-crate DIR) [options]

Export verified passports for other tools. The whole repository is audited
first; if the audit fails nothing is exported (exit 1).

Formats (one or more):
  --in-toto        one in-toto Statement v1 per passport (the statement attest
                   signs): subject = the passport file, then the outputs
                   (name = repository path, digest = sha256), predicate = the
                   passport unchanged, predicateType =
                   ${_export_in_toto_js__WEBPACK_IMPORTED_MODULE_2__/* .MATERIAL_PASSPORT_PREDICATE_TYPE */ ._H}
  --prov           one W3C PROV-JSON document: entities (artifacts, passports),
                   activities (one per passport run), used, wasGeneratedBy,
                   wasDerivedFrom (along consumed_passports)
  --ro-crate DIR   a Workflow Run RO-Crate (Provenance Run Crate 0.5, RO-Crate
                   1.1): DIR/${_export_ro_crate_js__WEBPACK_IMPORTED_MODULE_3__/* .RO_CRATE_METADATA */ .kU} and DIR/${_export_ro_crate_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_CHAIN_FILE */ .CU}.
                   Each passport is a CreateAction (inputs as object, outputs
                   as result, the skill as instrument); files are named by
                   repository path, so with --ro-crate . at the repository root
                   the repository is the crate (docs/ro-crate.md)

Options:
  --out DIR        write files under DIR (default: stdout; --in-toto then prints
                   one statement per line, JSON Lines). With --in-toto, DIR gets
                   <passport dir>/<run-id>.intoto.json and .checksums.txt (for
                   actions/attest subject-checksums) per passport, and index.json;
                   with --prov, DIR/provenance.prov.json
  --license URL    the crate's licence (with --ro-crate), e.g.
                   https://spdx.org/licenses/CC-BY-4.0
  --root DIR       repository root (default: the git top level, else .)
  --config FILE    config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug          print stack traces of internal errors
  -h, --help       show this help

Exit codes: 0 exported, 1 the audit failed (nothing written), 2 usage/config error.

Examples:
  passport-gate export --in-toto --out attestations
  passport-gate export --in-toto | jq -r .subject[].name
  passport-gate export --prov --out provenance
  passport-gate export --ro-crate . --license https://spdx.org/licenses/MIT
`;
/** Parses `export` arguments; throws UsageError with what to do. */
function parseExportArgs(args) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(EXPORT_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            'in-toto': { type: 'boolean' },
            prov: { type: 'boolean' },
            'ro-crate': { type: 'string' },
            license: { type: 'string' },
            out: { type: 'string' },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return { ...values, help: true };
    if (!values['in-toto'] && !values.prov && values['ro-crate'] === undefined) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('choose a format: --in-toto (statements to sign), --prov (W3C PROV-JSON) or --ro-crate DIR (Workflow Run RO-Crate); see "passport-gate export --help"');
    }
    if (values['ro-crate'] === '')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('--ro-crate needs a directory (DIR)');
    if (values.license !== undefined && values['ro-crate'] === undefined) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('--license is the licence of the RO-Crate: use it with --ro-crate DIR');
    }
    if (values.license !== undefined && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(values.license)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('--license takes a URL (e.g. https://spdx.org/licenses/MIT), which the crate links to');
    }
    if (values['in-toto'] && values.prov && values.out === undefined) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('--in-toto and --prov together need --out DIR (stdout holds one format)');
    }
    return { ...values, help: false };
}
/** Runs `export`; returns the exit code. */
async function runExportCommand(args, io) {
    const opts = parseExportArgs(args);
    if (opts.help) {
        io.stdout.write(EXPORT_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
    }
    const { root, config } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCommandRoot */ .U0)(io, opts);
    const crateDir = opts['ro-crate'];
    let result;
    try {
        result = await (0,_operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .exportPassports */ .Uw)({
            root,
            config,
            note: (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOnStderr */ .e)(io),
            signal: io.signal,
            inToto: opts['in-toto'],
            prov: opts.prov,
            out: opts.out !== undefined ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, opts.out) : undefined,
            roCrate: crateDir !== undefined
                ? { dir: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, crateDir), license: opts.license ?? null }
                : undefined,
        });
    }
    catch (error) {
        // A target that cannot be written (a file where a directory should be, no permission) is the
        // user's to fix: one line, exit 2.
        if (!(error instanceof _operations_index_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteTargetError */ .Xd))
            throw error;
        const [flag, typed] = error.target === 'out' ? ['--out', opts.out] : ['--ro-crate', crateDir];
        throw (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .describeWriteError */ .JB)(error.cause, flag, typed ?? '');
    }
    if (result.blocked) {
        (0,_operation_output_js__WEBPACK_IMPORTED_MODULE_6__/* .printBlockingAudit */ .i)(result.report, io, 'nothing was exported: the audit failed. Fix the findings above (re-stamp with `passport-gate stamp`), then export again.');
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_FINDINGS */ .cB;
    }
    if (result.stdout !== '')
        io.stdout.write(result.stdout);
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 66341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ noteOnStderr),
/* harmony export */   i: () => (/* binding */ printBlockingAudit)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);


/** The `note(line)` sink of an operation: each line on stderr, escaped. */
function noteOnStderr(io) {
    return (line) => void io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(line)}\n`);
}
/** Prints the report of an audit that blocked an operation, then `why` (one line) on stderr. */
function printBlockingAudit(report, io, why) {
    io.stderr.write((0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTextReport */ .SW)(report, { color: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shouldUseColor */ .I1)(io.stderr, io.env) }));
    io.stderr.write(`passport-gate: ${why}\n`);
}


/***/ })

};
