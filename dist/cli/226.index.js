export const id = 226;
export const ids = [226];
export const modules = {

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
// EXTERNAL MODULE: ./src/report/renderers.ts + 10 modules
var renderers = __webpack_require__(7099);
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

// EXTERNAL MODULE: ./src/hosts/at-revision/changed-files.ts
var changed_files = __webpack_require__(36711);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/hosts/at-revision/revision.ts
var revision = __webpack_require__(11200);
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


/***/ })

};
