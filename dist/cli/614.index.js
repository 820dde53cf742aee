export const id = 614;
export const ids = [614];
export const modules = {

/***/ 4614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INIT_HELP: () => (/* binding */ INIT_HELP),
/* harmony export */   renderInitConfig: () => (/* binding */ renderInitConfig),
/* harmony export */   runInitCommand: () => (/* binding */ runInitCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1122);
/* harmony import */ var _repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5493);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4296);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2800);
/* harmony import */ var _core_relative_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4067);
/* harmony import */ var _repo_root_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5614);
/* harmony import */ var _repo_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2990);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4031);
/* harmony import */ var _fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7768);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3323);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9611);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1604);
/**
 * `passport-gate init`: write a commented `.passport-gate.yml` whose `outputs:` pins the output
 * roots the audit infers from the passports when none are configured (audit/ownership.ts).
 * What it writes is read back with the config loader the audit uses, and its globs must match
 * exactly the output directories the inference found, or nothing is written.
 */














/** Help text of the init command. */
const INIT_HELP = `Usage: passport-gate init [options]

Write a commented ${_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu} at the repository root that pins the output
directories in outputs:. Without outputs:, the audit infers them from the passports
(integrity-audit mode 4): the parent of every directory holding a passport is an output
root (never the repository root itself), and every directory directly under a root must
hold a passport. init writes those roots as globs ("results/*") for you to review: once
outputs: is set, nothing is inferred, so moving or deleting passports no longer changes
which directories need one.

Options:
  --root DIR    repository root (default: .)
  --force       overwrite an existing ${_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu}
  --stdout      print the file instead of writing it
  --debug       print stack traces of internal errors
  -h, --help    show this help

Exit codes: 0 written (or printed), 2 usage error, an existing file without --force, or a
root that cannot be read.

Examples:
  passport-gate init
  passport-gate init --root analysis --stdout
  passport-gate init --force        # replace the file with freshly inferred outputs
`;
/** Passport paths quoted per root in the file's comments. */
const EVIDENCE_IN_COMMENT = 3;
/**
 * The text of the config file for these roots. Repository paths appear only JSON-quoted (in
 * comments too): a directory name holding a line break cannot start a YAML line of its own.
 */
function renderInitConfig(roots) {
    const lines = [
        `# passport-gate configuration, written by \`passport-gate init\` (${_core_version_js__WEBPACK_IMPORTED_MODULE_12__/* .VERSION */ .x}).`,
        '# The keys are described in the README ("Configuration") and the rules in docs/rules.md.',
        '#',
        '# outputs: globs of output directories. Each directory they match must hold a',
        '# *.passport.json listing every file under it (integrity-audit mode 4): one without a',
        '# passport is passport-missing, a file no passport lists is artifact-unlisted. A file',
        '# belongs to the nearest output directory above it. Without outputs: (or with an empty',
        '# list) the audit infers the output roots from the passports it finds; written here,',
        '# they are pinned. Add a glob for each new output root, or list directories one by one.',
    ];
    if (roots.length === 0) {
        lines.push('#', '# No output root could be inferred: no passport sits in a directory below a top-level directory', '# (a passport in "results/align/" makes "results" a root). For example:', '#   outputs:', '#     - "results/*"', 'outputs: []');
    }
    else {
        lines.push('outputs:');
        for (const r of roots) {
            const shown = r.passports.slice(0, EVIDENCE_IN_COMMENT).map((p) => JSON.stringify(p));
            const more = r.passports.length - EVIDENCE_IN_COMMENT;
            lines.push(`  # ${JSON.stringify(r.root)}: inferred from ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`, `  - ${JSON.stringify(r.glob)}`);
        }
    }
    lines.push('', '# Other settings, with their defaults:', '# ignore: []                    # globs left out of discovery', '# rules:                        # severity per rule id: error | warning | notice | off', '#   artifact-unlisted: warning', '# path-base: root               # artifact paths relative to the root, or to the passport', '# allow-empty: false            # --all with outputs: set and no passport fails unless true', '');
    return lines.join('\n');
}
/** Runs `init`; returns the exit code. */
async function runInitCommand(args, io) {
    const { values } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_10__/* .parseCommandArgs */ .Qx)(INIT_HELP, {
        args,
        strict: true,
        allowPositionals: false,
        options: {
            root: { type: 'string' },
            force: { type: 'boolean' },
            stdout: { type: 'boolean' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout.write(INIT_HELP);
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
    }
    // The root as every other command finds it: --root, else the git top level of where one stands.
    const root = values.root !== undefined
        ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, values.root)
        : (await (0,_io_js__WEBPACK_IMPORTED_MODULE_11__/* .discoverRoot */ .qf)(io.cwd, (text) => io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(text.trimEnd())}\n`))).root;
    const realRoot = await (0,_repo_root_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveRoot */ .H)(root);
    // The spelling the audit reads (.passport-gate.yaml when it is the only one): never a second file.
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findDefaultConfigFile */ .f2)(realRoot));
    if (!values.stdout && !values.force) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).then(() => true, () => false);
        if (exists) {
            io.stderr.write(`passport-gate: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(file)} exists; review it, or pass --force to replace it with freshly inferred outputs (its other settings are not kept).\n`);
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_USAGE */ .Ri;
        }
    }
    // The tree as the audit of the written file will see it: no ignore globs (the file has none).
    const { entries, problems } = await (0,_repo_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .walkRepository */ .M)(realRoot, { ignore: [] }, io.signal);
    const passports = entries.filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isPassportPath */ ._u)(e.rel));
    const passportDirs = new Set(passports.map((e) => (0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeDirname */ .RV)(e.rel)));
    const inferred = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, passportDirs, _config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG */ .PV);
    const roots = [...inferred.inferredRoots].map(([r, dirs]) => {
        const under = new Set(dirs);
        return {
            root: r,
            glob: (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .globForRoot */ .wq)(r),
            passports: passports.map((e) => e.rel).filter((p) => under.has((0,_core_relative_path_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeDirname */ .RV)(p))),
        };
    });
    const text = renderInitConfig(roots);
    // Read back with the audit's own loader; the pinned globs must name exactly the output
    // directories that were inferred, or the file would say something else than the audit did.
    const config = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfigText */ .Bu)(text, _config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_FILE */ .Cu);
    const pinned = (0,_repo_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, passportDirs, config);
    const same = config.outputs.length === 0
        ? roots.length === 0
        : pinned.dirs.size === inferred.dirs.size &&
            [...inferred.dirs].every((d) => pinned.dirs.has(d));
    if (!same) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_13__/* .ConfigurationError */ .j1('init could not write globs that match exactly the inferred output directories; write outputs: by hand');
    }
    if (values.stdout) {
        io.stdout.write(text);
    }
    else {
        try {
            await (0,_fs_atomic_write_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Z)(file, text);
        }
        catch (error) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_13__/* .ConfigurationError */ .j1(`cannot write ${file}: ${error.code ?? String(error)}`);
        }
        io.stdout.write(`wrote ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(file)}\n`);
    }
    const out = values.stdout ? io.stderr : io.stdout;
    if (roots.length === 0) {
        out.write('note: no output root could be inferred (no passport sits in a directory below a top-level directory); outputs: is empty, so nothing is pinned yet: list your output directories there.\n');
    }
    else {
        for (const r of roots) {
            out.write(`  ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(r.glob)}  (from ${r.passports.length} passport(s) under ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeTerminal */ .en)(r.root)}/)\n`);
        }
    }
    if (problems.length > 0) {
        out.write(`note: ${problems.length} director(y/ies) or name(s) could not be listed (unreadable, or not UTF-8); the audit reports each (directory-unreadable, path-not-utf8).\n`);
    }
    return _core_errors_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
}


/***/ })

};
