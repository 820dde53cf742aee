export const id = 519;
export const ids = [519];
export const modules = {

/***/ 36519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseRunArgs: () => (/* binding */ parseRunArgs),
  runRunCommand: () => (/* binding */ runRunCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/produce/stamp/index.ts + 8 modules
var stamp = __webpack_require__(87885);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/vcs/git.ts
var git = __webpack_require__(66124);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __webpack_require__(89611);
// EXTERNAL MODULE: ./src/cli/passport-flags.ts
var passport_flags = __webpack_require__(30128);
// EXTERNAL MODULE: ./src/cli/producer-args.ts
var producer_args = __webpack_require__(20330);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(31283);
// EXTERNAL MODULE: ./src/fs/walk.ts
var walk = __webpack_require__(25078);
// EXTERNAL MODULE: ./src/hash/index.ts + 11 modules
var hash = __webpack_require__(55778);
// EXTERNAL MODULE: ./src/formats/citation.ts
var formats_citation = __webpack_require__(35703);
;// CONCATENATED MODULE: ./src/cli/run-preflight.ts
/**
 * What `passport-gate run` checks before it starts the step's command: every flag, path and
 * citation the record will need, so a mistake is a usage error (exit 2) while nothing has run
 * yet, not after an aligner's hours (a workflow engine deletes the outputs of a job that exits
 * non-zero). And the bytes of the step's inputs and code, hashed before it starts and again
 * after it ends: a step that rewrote its input or swapped its script gets no record naming
 * bytes it never read (in-toto-run records its materials before the command, for this reason).
 */












/** A skill slug, as the passport schema's `slug` reads it. */
const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
/**
 * Checks what the record needs and hashes the inputs and code; throws StampError listing every
 * problem (nothing has run). Returns the snapshot to compare after the step.
 */
async function preflightRun(input) {
    const problems = [];
    if (!SLUG.test(input.skill) || input.skill.length > 128)
        problems.push(`--skill ${(0,untrusted/* quoteUntrusted */.X0)(input.skill)} is not a skill slug (lowercase letters, digits, single "-", "_" or ".")`);
    if (input.skillVersion.length > 128)
        problems.push('--skill-version is longer than 128 characters');
    const runId = input.runId ?? input.skill;
    if (!(0,passport/* isRunId */.Pk)(runId))
        problems.push(`${input.runId === undefined ? 'the skill' : '--run-id'} ${(0,untrusted/* quoteUntrusted */.X0)(runId)} cannot name the passport file; give --run-id with letters, digits, ".", "-" and "_" (at most 128)`);
    const realRoot = await (0,promises_.realpath)(input.root);
    await checkOutputDirectory(realRoot, input.directory, problems);
    for (const o of input.outputs)
        if (!(0,relative_path/* isInDirectory */.lU)(o, input.directory) || o === input.directory)
            problems.push(`--output ${(0,untrusted/* quoteUntrusted */.X0)(o)} is not a file in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(input.directory)}`);
    for (const [p, citation] of input.sources) {
        if (!input.inputs.includes(p))
            problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(p)}: not an input of the step; add it with --input`);
        const check = (0,formats_citation/* parseCitation */.vh)(citation);
        if (!check.ok)
            problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(`${p}=${citation}`)}: the source ${check.problem}${check.suggestion ? ` (e.g. ${(0,untrusted/* quoteUntrusted */.X0)(check.suggestion)})` : ''}`);
    }
    for (const c of input.consumesPaths) {
        const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, c);
        if (!found.ok)
            problems.push(`--consumes ${(0,untrusted/* quoteUntrusted */.X0)(c)} does not exist under the root`);
    }
    const snapshot = await hashInputs(realRoot, input.config, input.inputs, problems);
    if (problems.length > 0)
        throw new stamp/* StampError */.kA(`run: nothing was run; the step's record could not be written:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return snapshot;
}
/** The output directory: a directory (or not there yet), inside the root and not behind a symlink. */
async function checkOutputDirectory(realRoot, dir, problems) {
    const absolute = dir === '.' ? realRoot : external_node_path_default().join(realRoot, ...dir.split('/'));
    const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, dir);
    if (!found.ok) {
        if (found.reason === 'outside-via-symlink')
            problems.push(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink that leaves the root`);
        return; // not there yet: the step makes it
    }
    if (found.real !== absolute && external_node_path_default().dirname(found.real) !== external_node_path_default().dirname(absolute))
        problems.push(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink; give the real directory`);
    // A file is the step's one output (`run {output}` of a file rule): recorded in its directory.
}
/** sha256 of every file of the inputs (a directory: every file under it); problems for the rest. */
async function hashInputs(realRoot, config, inputs, problems) {
    const snapshot = new Map();
    for (const p of inputs) {
        if (p.startsWith('/')) {
            const outcome = await (0,hash/* hashExternalFile */.UF)(config.externalInputs, p);
            if (outcome.kind === 'hashed')
                snapshot.set(p, { absolute: p, sha256: outcome.sha256 });
            else
                problems.push(outcome.kind === 'unconfigured'
                    ? `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml`
                    : outcome.kind === 'absent'
                        ? `external input ${(0,untrusted/* quoteUntrusted */.X0)(p)} does not exist`
                        : `external input ${(0,untrusted/* quoteUntrusted */.X0)(p)} ${outcome.detail}`);
            continue;
        }
        const found = await (0,paths/* resolveInsideRoot */.Pk)(realRoot, p);
        if (!found.ok) {
            problems.push(found.reason === 'missing'
                ? `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} does not exist; check the path (relative to the current directory)`
                : `input ${(0,untrusted/* quoteUntrusted */.X0)(p)} resolves outside the repository root`);
            continue;
        }
        const files = await filesUnder(found.real, realRoot);
        if (files.length === 0)
            problems.push(`input directory ${(0,untrusted/* quoteUntrusted */.X0)(p)} holds no files`);
        for (const absolute of files) {
            const shown = external_node_path_default().relative(realRoot, absolute).split((external_node_path_default()).sep).join('/');
            snapshot.set(shown, { absolute, sha256: await hashFile(absolute) });
        }
    }
    return snapshot;
}
/** The regular files at or under `absolute` (symlinks leaving the root are not followed). */
async function filesUnder(absolute, realRoot) {
    const s = await (0,promises_.stat)(absolute);
    if (s.isFile())
        return [absolute];
    if (!s.isDirectory())
        return [];
    const out = [];
    for (const entry of await (0,promises_.readdir)(absolute, { withFileTypes: true })) {
        const child = external_node_path_default().join(absolute, entry.name);
        if (entry.isDirectory())
            out.push(...(await filesUnder(child, realRoot)));
        else if (entry.isFile())
            out.push(child);
        else if (entry.isSymbolicLink()) {
            // A link to a file inside the root is read as the file; a linked directory is not
            // entered (a link to an ancestor would never end).
            const real = await (0,promises_.realpath)(child).catch(() => null);
            if (real !== null && (0,paths/* isInside */.FK)(realRoot, real) && (await (0,promises_.stat)(real)).isFile())
                out.push(child);
        }
    }
    return out.sort();
}
/** sha256 of a file, streamed. */
function hashFile(absolute) {
    return new Promise((resolve, reject) => {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        (0,external_node_fs_.createReadStream)(absolute)
            .on('data', (chunk) => hash.update(chunk))
            .on('error', reject)
            .on('end', () => resolve(hash.digest('hex')));
    });
}
/**
 * The inputs and code whose bytes differ from the snapshot after the step (changed, or gone),
 * one line each.
 */
async function changedSinceSnapshot(snapshot) {
    const lines = [];
    for (const [shown, { absolute, sha256 }] of snapshot) {
        const now = await hashFile(absolute).catch(() => null);
        if (now === null)
            lines.push(`${(0,untrusted/* quoteUntrusted */.X0)(shown)} is gone`);
        else if (now !== sha256)
            lines.push(`${(0,untrusted/* quoteUntrusted */.X0)(shown)}: sha256 ${sha256.slice(0, 12)}… before the step, ${now.slice(0, 12)}… after`);
    }
    return lines;
}
/** Largest number of files a snapshot holds: beyond it, a directory is not a step's output. */
const SNAPSHOT_MAX_FILES = 1_000_000;
/**
 * The files under the output directory `dir` (repository-relative) before the step, with what
 * tells a write apart; empty when it is no directory (not there yet, or a file output). A
 * symbolic link is taken as itself (its target), never followed.
 */
async function snapshotOutputDirectory(root, dir) {
    const realRoot = await (0,promises_.realpath)(root);
    const absolute = dir === '.' ? realRoot : external_node_path_default().join(realRoot, ...dir.split('/'));
    const found = await (0,promises_.lstat)(absolute).catch(() => null);
    const snapshot = new Map();
    if (found === null || !found.isDirectory())
        return snapshot;
    const visit = async (at) => {
        for (const entry of await (0,promises_.readdir)(at, { withFileTypes: true })) {
            const child = external_node_path_default().join(at, entry.name);
            if (walk/* ALWAYS_SKIPPED_DIRS */.I1.has(entry.name))
                continue; // git's own: the walk skips it too
            if (entry.isDirectory()) {
                await visit(child);
                continue;
            }
            if (snapshot.size >= SNAPSHOT_MAX_FILES)
                throw new stamp/* StampError */.kA(`run: nothing was run; output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds more than ${SNAPSHOT_MAX_FILES} files`);
            snapshot.set(external_node_path_default().relative(realRoot, child).split((external_node_path_default()).sep).join('/'), await stateOf(child));
        }
    };
    await visit(absolute);
    return snapshot;
}
/** What tells a write of the file at `absolute` apart (see {@link FileState}). */
async function stateOf(absolute) {
    const s = await (0,promises_.lstat)(absolute, { bigint: true });
    const target = s.isSymbolicLink() ? await (0,promises_.readlink)(absolute).catch(() => '') : '';
    return {
        stamp: `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${target}`,
        sha256: s.isFile() ? await hashFile(absolute).catch(() => '') : '',
    };
}
/**
 * The files of the snapshot the step did not write (still there, same inode, size, times and
 * bytes), with their sha256: what the output directory held before the step and still holds
 * untouched. A file absent from the snapshot (new), changed or gone is not among them.
 */
async function untouchedSince(root, snapshot) {
    const realRoot = await (0,promises_.realpath)(root);
    const untouched = new Map();
    for (const [rel, before] of snapshot) {
        const now = await stateOf(external_node_path_default().join(realRoot, ...rel.split('/'))).catch(() => null);
        if (now !== null && now.stamp === before.stamp && now.sha256 === before.sha256)
            untouched.set(rel, now.sha256);
    }
    return untouched;
}

// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/stamp-command.ts
var stamp_command = __webpack_require__(95541);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/util/tail-buffer.ts
var tail_buffer = __webpack_require__(38055);
;// CONCATENATED MODULE: ./src/cli/run-step.ts
/**
 * Running the command of `passport-gate run`: stdin and stdout are the command's own, stderr is
 * passed through byte for byte and its tail kept (bounded) for the passport, and the signals
 * that would end passport-gate are passed on to the command, so an engine that stops a job
 * (Snakemake, Nextflow, make on Ctrl-C) stops the step and not only its recorder.
 */




/** Bytes of the end of stderr kept in errors[].stderr_excerpt (the schema allows 65,536 characters). */
const STDERR_EXCERPT_MAX_BYTES = 4096;
/** Signals passed on to the command while it runs. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** How long stderr may stay open after the command exited (a child it left behind holds it). */
const STDERR_DRAIN_MS = 2000;
/** 128 + the signal's number, as a shell reports a command a signal ended. */
function exitCodeOfSignal(signal) {
    const number = external_node_os_.constants.signals[signal];
    return 128 + (number ?? 0);
}
/** Runs `command` to its end; never throws for the command's own failures. */
function runStep(command, io) {
    const tail = new tail_buffer/* TailBuffer */.v(STDERR_EXCERPT_MAX_BYTES);
    const [file, ...args] = command;
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(file, args, {
            cwd: io.cwd,
            env: io.env,
            stdio: ['inherit', 'inherit', 'pipe'],
        });
        const forward = (signal) => () => {
            child.kill(signal);
        };
        const handlers = FORWARDED_SIGNALS.map((s) => [s, forward(s)]);
        for (const [s, h] of handlers)
            process.on(s, h);
        const unhook = () => {
            for (const [s, h] of handlers)
                process.off(s, h);
        };
        child.stderr.on('data', (chunk) => {
            io.stderr.write(chunk);
            tail.push(chunk);
        });
        let settled = false;
        const finish = (exitCode, signal) => {
            if (settled)
                return;
            settled = true;
            unhook();
            resolve({ exitCode, signal, stderrExcerpt: tail.text() });
        };
        child.on('error', (error) => {
            // The command never started: say so as a shell would, and record it.
            const exitCode = error.code === 'ENOENT' ? 127 : 126;
            const why = error.code === 'ENOENT' ? 'command not found' : (error.code ?? error.message);
            const line = Buffer.from(`passport-gate: ${file}: ${why}\n`);
            io.stderr.write(line);
            tail.push(line);
            finish(exitCode, null);
        });
        child.on('exit', (code, signal) => {
            const exitCode = signal !== null ? exitCodeOfSignal(signal) : (code ?? 1);
            // Let stderr drain, but not forever: a background child of the step may hold it open.
            const timer = setTimeout(() => {
                child.stderr.destroy();
                finish(exitCode, signal);
            }, STDERR_DRAIN_MS);
            child.stderr.once('close', () => {
                clearTimeout(timer);
                finish(exitCode, signal);
            });
            if (child.stderr.closed) {
                clearTimeout(timer);
                finish(exitCode, signal);
            }
        });
    });
}

// EXTERNAL MODULE: ./src/reproduce/program.ts
var reproduce_program = __webpack_require__(67859);
;// CONCATENATED MODULE: ./src/cli/run-command.ts
/**
 * `passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--param K=V]...
 * [--run-id ID] -- COMMAND [ARGS...]`: runs one pipeline step and writes its passport, so the
 * record is written by the tool that ran the step (as `in-toto-run -- cmd` does), not typed by
 * hand. The passport is written by {@link stamp} (one passport writer): `run` adds the step's
 * exit status and a bounded stderr excerpt to errors[], its `--code` files as inputs of type
 * `code`, and replaces what an earlier run of the same step recorded (a failure included).
 */

















/** Help text of the run command. */
const RUN_HELP = `Usage: passport-gate run DIR --skill S --skill-version V [--input P]... [--code P]... [--output F]... [--param K=V]... [--run-id ID] -- COMMAND [ARGS...]

Run one pipeline step and write DIR's passport. Every option, path and
--source is checked, and the inputs and --code files are hashed, before
COMMAND starts (a mistake exits 2 with nothing run). COMMAND runs with stdin,
stdout and stderr passed through (signals sent to passport-gate are passed on
to it); then the inputs and code are hashed again (one that changed while the
step ran: nothing is recorded, exit 2), every file the step wrote in DIR (or
each --output) is hashed (a file DIR held before and the step left untouched
is not its output, and is named), the passports that produced the inputs are
added to consumed_passports (as stamp does), and errors[] records the step: the tool (COMMAND's name), its
exit code and the last ${STDERR_EXCERPT_MAX_BYTES} bytes of its stderr, and recorded_by how the
step ran: the command (argv), its working directory relative to the root, its
exit code, start and end times and this tool's version. The passport is written
atomically, also when the step fails: a failed step is on record and fails the
audit (exit-nonzero) until it is run again and succeeds. That later run
replaces the record without --force.

The step is named by --run-id (default: the skill). Its --param values replace
the parameters recorded before (a run's parameters are all it was given). A
passport the step's directory held at the last commit (a workflow engine
deletes a directory() output before running its step again) keeps its
passport_id.

Options:
  --skill SLUG              produced_by.skill
  --skill-version VERSION   produced_by.skill_version
  --input PATH...           input files (repeatable, several after one --input, as a
                            workflow engine's {input} expands); a directory stands for
                            every file under it, sorted
  --code PATH...            the scripts the step runs, recorded as inputs of type "code"
                            (a changed script shows as a changed input)
  --output FILE...          the files the step writes (Snakemake's {output}), recorded
                            as its only outputs: jobs of one rule writing into one
                            directory each keep a passport of their own (give each
                            its --run-id); DIR defaults to the first file's directory
  --nondeterministic PATH   an output the step does not make byte for byte (a
                            timestamp, a random seed it does not fix); reproduce
                            re-makes it but does not compare it (repeatable)
${passport_flags/* PASSPORT_FIELD_HELP */.kg}
  --source PATH=CITATION    where an input came from (repeatable), as for stamp: a DOI,
                            PMID:…, an accession, a URL with " (retrieved YYYY-MM-DD)",
                            or "unresolved: <why>"; free text is refused
  --run-id ID               file name <ID>.passport.json and errors[].step (default:
                            the skill)
  --root DIR                repository root (default: the git top level of the current
                            directory, else the current directory)
  --config FILE             config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug                   print stack traces of internal errors
  -h, --help                show this help

Paths are relative to the current directory, which is COMMAND's too.

Exit codes: COMMAND's own (128+N when a signal N ended it; 127 when it cannot
be found, 126 when it cannot be run). When COMMAND succeeded but its passport
cannot be written, 2 (the message says what to do).

Examples:
  passport-gate run results/qc --skill fastqc --skill-version 0.12.1 \\
    --input data/reads.fq --code scripts/qc.py --param min_quality=20 \\
    -- python3 scripts/qc.py data/reads.fq results/qc
  # in a Snakefile rule (Snakemake expands {input}, {output} and {params}):
  #   shell: "passport-gate run {output} --skill trim --skill-version 1.0.0 --input {input} --code scripts/trim.py -- python3 scripts/trim.py {input} {output}"
  # a rule with one file per sample: one passport per job, in the shared directory
  #   shell: "passport-gate run --output {output} --run-id trim-{wildcards.sample} --skill trim --skill-version 1.0.0 --input {input} -- python3 scripts/trim.py {input} {output}"
`;
/** Parses `run` arguments; throws UsageError with what to do. Null for --help. */
function parseRunArgs(args) {
    const split = args.indexOf('--');
    const own = split < 0 ? [...args] : args.slice(0, split);
    const command = split < 0 ? [] : args.slice(split + 1);
    const spread = (0,producer_args/* spreadMultiValued */.kv)(own, ['input', 'code', 'output']);
    let parsed = parseRunOptions(spread.args);
    const last = spread.added.at(-1);
    // Without --output the directory is required, so a word the spreading took is given back.
    if (parsed.positionals.length === 0 && last !== undefined && parsed.values.output === undefined)
        parsed = parseRunOptions((0,producer_args/* unspreadAt */.wL)(spread.args, last));
    const { values, positionals } = parsed;
    if (values.help)
        return null;
    const example = 'e.g. "passport-gate run results/qc --skill fastqc --skill-version 0.12.1 --input data/reads.fq -- python3 scripts/qc.py"';
    const outputs = values.output ?? [];
    if (positionals.length !== 1 && !(positionals.length === 0 && outputs.length > 0)) {
        throw new errors/* UsageError */.eb(positionals.length === 0
            ? `run needs the output directory first, ${example}`
            : `run takes one output directory, got ${positionals.length} (${positionals.map((p) => JSON.stringify(p)).join(', ')}); put the command after "--", ${example}`);
    }
    if (command.length === 0 || command[0] === '')
        throw new errors/* UsageError */.eb(`run needs the command to run after "--", ${example}`);
    for (const flag of ['skill', 'skill-version']) {
        if (values[flag] === undefined || values[flag] === '')
            throw new errors/* UsageError */.eb(`run needs --${flag}, ${example}`);
    }
    const fields = (0,passport_flags/* readPassportFields */.A_)(values);
    return {
        directory: positionals[0],
        outputs,
        fields: {
            ...fields,
            skill: values.skill,
            skillVersion: values['skill-version'],
        },
        inputs: values.input ?? [],
        code: values.code ?? [],
        sources: values.source ?? [],
        root: values.root,
        config: values.config,
        command,
        nondeterministic: values.nondeterministic ?? [],
    };
}
/** parseArgs over `run`'s own options (those before `--`). */
function parseRunOptions(args) {
    return (0,parse_args/* parseCommandArgs */.Q)(RUN_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            ...passport_flags/* PASSPORT_FIELD_OPTIONS */.$p,
            input: { type: 'string', multiple: true },
            code: { type: 'string', multiple: true },
            output: { type: 'string', multiple: true },
            nondeterministic: { type: 'string', multiple: true },
            source: { type: 'string', multiple: true },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
}
/** Largest committed passport read for its id. */
const COMMITTED_PASSPORT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * The passport_id the step's passport had at HEAD, or undefined (no repository, no commit, no
 * such file, not a passport). Only an id: nothing else of the committed passport is reused.
 */
async function readCommittedId(root, passportRel) {
    try {
        const head = await (0,git/* resolveCommit */.WL)(root, 'HEAD');
        if (head === null)
            return undefined;
        const blob = await (0,git/* readBlobAtCommit */.sq)(root, head, passportRel, COMMITTED_PASSPORT_MAX_BYTES);
        if (blob.kind !== 'file')
            return undefined;
        const value = JSON.parse(blob.bytes.toString('utf8'));
        return typeof value.passport_id === 'string' ? value.passport_id : undefined;
    }
    catch {
        return undefined;
    }
}
/** The repository-relative files of `rels` that exist. */
async function keepExisting(root, rels) {
    const out = [];
    for (const r of rels)
        if (await (0,promises_.stat)(external_node_path_default().join(external_node_path_default().resolve(root), ...r.split('/'))).then(() => true, () => false))
            out.push(r);
    return out;
}
/**
 * Where the record goes, after the step: the output directory and the declared outputs. `run
 * {output}` with an ordinary file output (Snakemake's `{output}` of a file rule) names a file:
 * it is recorded as the one declared output of its directory. A name the step did not make is
 * a directory unless the step failed and the name has a file extension (`a.fq.gz`): a file
 * output that a failed job never wrote is not made a directory in its place.
 */
async function chooseRecordTarget(root, dir, outputs, failed) {
    const absoluteOf = (rel) => external_node_path_default().join(external_node_path_default().resolve(root), ...rel.split('/'));
    if (outputs.length === 0 && dir !== '.') {
        const kind = await (0,promises_.stat)(absoluteOf(dir)).then((s) => (s.isDirectory() ? 'dir' : 'file'), () => 'none');
        if (kind === 'file' || (kind === 'none' && failed && /.\../.test(external_node_path_default().posix.basename(dir)))) {
            const parent = external_node_path_default().posix.dirname(dir);
            return { dir: parent, absolute: absoluteOf(parent), outputs: [dir] };
        }
    }
    return { dir, absolute: absoluteOf(dir), outputs };
}
/** True when `absolute` is a directory. */
const isDirectory = (absolute) => (0,promises_.stat)(absolute).then((s) => s.isDirectory(), () => false);
/** Runs `run`; returns the command's exit code (see the help). */
async function runRunCommand(args, io) {
    const opts = parseRunArgs(args);
    if (opts === null) {
        io.stdout.write(RUN_HELP);
        return errors/* EXIT_OK */.Ij;
    }
    const { root, config, cwd } = await (0,cli_io/* loadCommandRoot */.U0)(io, opts);
    const rel = (typed, what) => (0,producer_args/* toRootRelative */.sV)(root, cwd, typed, what);
    const outputs = opts.outputs.map((o) => rel(o, '--output'));
    const dir = opts.directory !== undefined
        ? rel(opts.directory, 'output directory')
        : external_node_path_default().posix.dirname(outputs[0]);
    const nondeterministic = opts.nondeterministic.map((p) => checkNondeterministic(rel(p, '--nondeterministic'), dir));
    const dataInputs = opts.inputs.map((p) => inputPathOf(root, cwd, p));
    const codeInputs = opts.code.map((p) => inputPathOf(root, cwd, p));
    const sources = opts.sources.map((spec) => {
        const eq = spec.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb(`--source ${JSON.stringify(spec)}: expected PATH=CITATION, e.g. --source 'data/reads.fq=ERR123456'; nothing was run`);
        return [inputPathOf(root, cwd, spec.slice(0, eq)), spec.slice(eq + 1)];
    });
    const { fields } = opts;
    const consumes = fields.consumes && (0,passport_flags/* resolveConsumes */.kj)(root, cwd, fields.consumes, '--consumes');
    // Everything the record needs is checked, and the inputs and code hashed, before the step
    // starts: a mistake costs nothing, and the bytes the step read are the bytes recorded.
    let snapshot;
    let before;
    try {
        snapshot = await preflightRun({
            root,
            config,
            directory: dir,
            outputs,
            skill: fields.skill,
            skillVersion: fields.skillVersion,
            runId: fields.runId,
            inputs: [...dataInputs, ...codeInputs],
            sources,
            consumesPaths: (consumes ?? []).filter((c) => !passport_flags/* UUID_LIKE */.s$.test(c)),
        });
        // Directory mode: what the directory holds before the step is not the step's output
        // unless the step writes it (a stray file, another job's), so the files are noted first.
        if (outputs.length === 0)
            before = await snapshotOutputDirectory(root, dir);
    }
    catch (error) {
        if (!(error instanceof stamp/* StampError */.kA))
            throw error;
        (0,stamp_command.writeStampRefusal)(error, io);
        return errors/* EXIT_USAGE */.Ri;
    }
    const inputs = [
        ...dataInputs.map((p) => ({ path: p })),
        ...codeInputs.map((p) => ({
            path: p,
            // No source: free text cites nothing (citation-invalid). A `code` input found in the
            // repository is the step's own program, whose history is the repository's
            // (input-unprovenanced reads it so); the audit still checks its sha256.
            type: 'code',
        })),
    ];
    const step = fields.runId ?? fields.skill;
    // Wall-clock times for the record (io.now is the progress display's monotonic-ish clock).
    const clock = () => new Date();
    // The tool the step runs, and its version, for reproduce to say whether it changed.
    const program = await (0,reproduce_program/* describeProgram */._)(opts.command[0], {
        cwd,
        root,
        env: io.env,
        killGroup: (pgid) => process.kill(-pgid, 'SIGKILL'),
    });
    const startedAt = (0,stamp/* formatTimestamp */.Ey)(clock());
    const outcome = await runStep(opts.command, { cwd, stderr: io.stderr, env: io.env });
    const endedAt = (0,stamp/* formatTimestamp */.Ey)(clock());
    const changed = await changedSinceSnapshot(snapshot);
    if (changed.length > 0) {
        io.stderr.write(`passport-gate: nothing was recorded: inputs or code changed while the step ran, so no record can say what it read:\n${changed.map((c) => `  - ${(0,report_escape/* escapeTerminal */.en)(c)}`).join('\n')}\nMake the step write its results apart from its inputs and code, then run it again.\n`);
        return outcome.exitCode === 0 ? errors/* EXIT_USAGE */.Ri : outcome.exitCode;
    }
    // A signal that reached the step (passed on to it) is the step's: its exit is recorded. A
    // signal while recording cancels the write (nothing half-written; src/bin.ts exits at once
    // on a second one).
    const signal = io.signal?.aborted === true ? undefined : io.signal;
    // A step that failed before making its directory is still recorded: the failure is the record.
    const target = await chooseRecordTarget(root, dir, outputs, outcome.exitCode !== 0);
    if (outcome.exitCode !== 0 && !(await isDirectory(target.absolute)))
        await (0,promises_.mkdir)(target.absolute, { recursive: true });
    // A failed job's declared outputs may not all be there: the record lists those that are.
    const recordedOutputs = outcome.exitCode === 0 ? target.outputs : await keepExisting(root, target.outputs);
    const declared = target.outputs.length > 0;
    const passportRel = `${target.dir === '.' ? '' : `${target.dir}/`}${step}${passport/* PASSPORT_SUFFIX */.zb}`;
    const progress = (0,cli_progress/* createProgressReporter */.lb)({
        stream: io.stderr,
        env: io.env,
        ...(io.now ? { now: io.now } : {}),
    });
    try {
        const result = await (0,stamp/* stamp */.iE)({
            root,
            directory: target.dir,
            ...fields,
            inputs,
            inputSources: new Map(sources),
            consumes,
            ...(declared ? { outputs: recordedOutputs } : {}),
            ...(!declared && before !== undefined
                ? { untouched: await untouchedSince(root, before) }
                : {}),
            run: {
                command: opts.command,
                workingDirectory: rel('.', 'working directory'),
                exitCode: outcome.exitCode,
                startedAt,
                endedAt,
                declaredOutputs: declared,
                program,
                nondeterministic,
            },
            // The run's parameters are all it was given: one recorded before and dropped since goes.
            parameters: fields.parameters ?? {},
            errors: [errorEntry(step, opts.command, outcome)],
            ranStep: step,
            reuseId: await readCommittedId(root, passportRel),
            config,
            ignored: (0,cli_io/* gitIgnoreRulesFor */.vU)(root, io),
            signal,
            onProgress: (p) => progress.update(p),
        });
        progress.finish();
        const verb = outcome.exitCode === 0 ? result.status : `${result.status} (the step failed)`;
        io.stderr.write(`passport-gate: ${verb}: ${(0,report_escape/* escapeTerminal */.en)(result.path)} (passport_id ${(0,report_escape/* escapeTerminal */.en)(result.id)})\n`);
        for (const note of result.notes)
            io.stderr.write(`passport-gate: note: ${(0,report_escape/* escapeTerminal */.en)(note)}\n`);
    }
    catch (error) {
        progress.finish();
        if (!(error instanceof stamp/* StampError */.kA))
            throw error;
        (0,stamp_command.writeStampRefusal)(error, io);
        return outcome.exitCode === 0 ? errors/* EXIT_USAGE */.Ri : outcome.exitCode;
    }
    return outcome.exitCode;
}
/** A `--nondeterministic` path (repository-relative), refused unless it is in the output directory. */
function checkNondeterministic(rel, dir) {
    if (dir === '.' || rel === dir || rel.startsWith(`${dir}/`))
        return rel;
    throw new errors/* UsageError */.eb(`--nondeterministic ${JSON.stringify(rel)} is not in the output directory ${JSON.stringify(dir)}: name an output of the step; nothing was run`);
}
/** An input typed on the command line: repository-relative inside the root, else absolute (external). */
function inputPathOf(root, cwd, typed) {
    const absolute = external_node_path_default().resolve(cwd, typed);
    const inside = external_node_path_default().relative(external_node_path_default().resolve(root), absolute);
    return inside === '' || inside.startsWith('..') || external_node_path_default().isAbsolute(inside)
        ? absolute
        : (0,producer_args/* toRootRelative */.sV)(root, cwd, typed, '--input');
}
/** The errors[] entry of the step. */
function errorEntry(step, command, outcome) {
    return {
        step,
        tool: external_node_path_default().basename(command[0]),
        exit_code: outcome.exitCode,
        stderr_excerpt: outcome.stderrExcerpt,
    };
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
