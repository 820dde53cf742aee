export const id = 42;
export const ids = [42];
export const modules = {

/***/ 81638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runResolveCommand: () => (/* binding */ runResolveCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89611);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(70017);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(19630);
/* harmony import */ var _formats_citation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35703);
/* harmony import */ var _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58447);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30603);
/* harmony import */ var _produce_load_passports_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15596);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14031);
/* harmony import */ var _resolve_resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48333);
/* harmony import */ var _operations_ask_registries_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13811);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);
/**
 * `passport-gate resolve`: asks the registries about every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record") and writes what
 * they said to the committed lock, `passport-citations.lock.json`, which the audit checks
 * sources against offline. `--check` compares the committed lock with the registries' answers
 * now (release gating), `--offline` lists what would be asked without asking.
 */












/** Help text of the resolve command. */
const RESOLVE_HELP = `Usage: passport-gate resolve [options]

Look up every identifier the passports cite (the sources of their inputs and
outputs: DOI, PMID, PMCID, arXiv id, archive accession) in its registry, and
write what the registries said to ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH} at the repository
root: per identifier, found or not found, its title, whether it was retracted,
and the date. Commit the lock: the audit checks sources against it offline
(citation-not-found, citation-retracted, citation-unlocked). Identifiers the
lock already records are not asked again (--refresh asks every one). ISBNs,
dated URLs, "unresolved: <why>" and accessions of archives no registry here
answers for (RefSeq, UniProt, PDB, Ensembl, ArrayExpress, BioStudies, RRID)
are checked offline only; each such identifier is named on stderr
("recognised as RefSeq; not looked up").

Registries: doi.org's handle API and Crossref (DOI: title, retraction notices),
NCBI E-utilities (PMID, PMCID, GEO, RefSeq assemblies), the arXiv API, the ENA
Portal API (INSDC reads, samples, studies, sequences, assemblies, BioProject,
BioSample).

Options:
  --check            write nothing: compare the committed lock with what the
                     registries say now; exit 1 when it is missing an identifier,
                     holds one no passport cites, or records another answer
  --offline          ask no registry: list what would be asked (with --check:
                     only that the lock covers exactly the cited identifiers)
  --refresh          ask about every identifier, not only the new ones
  --timeout SECONDS  how long one request may take (default 20; 4 attempts each)
  --registry NAME=URL
                     ask another address (repeatable): ${_operations_ask_registries_js__WEBPACK_IMPORTED_MODULE_7__.REGISTRY_NAMES.join(', ')};
                     also PASSPORT_GATE_REGISTRY_<NAME>=URL (e.g. a mirror)
  --root DIR         repository root (default: the git top level, else .)
  --config FILE      config file (default: <root>/.passport-gate.yml or .yaml, optional)
  --debug            print stack traces of internal errors
  -h, --help         show this help

NCBI_API_KEY, when set, is sent to NCBI (ten requests a second instead of three).

Exit codes: 0 every cited work resolves and none is retracted (with --check:
and the lock says so), 1 a citation does not resolve or is retracted, or the
lock is not up to date (--check), 2 usage/config error or a registry that
could not be asked (the lock keeps what was learned; run it again).

Examples:
  passport-gate resolve
  passport-gate resolve --check
`;
/** Parses `resolve` arguments; throws UsageError with what to do. */
function parseResolveArgs(args, env) {
    const { values, positionals } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(RESOLVE_HELP, {
        args,
        strict: true,
        allowPositionals: true,
        options: {
            check: { type: 'boolean' },
            offline: { type: 'boolean' },
            refresh: { type: 'boolean' },
            timeout: { type: 'string' },
            registry: { type: 'string', multiple: true },
            root: { type: 'string' },
            config: { type: 'string' },
            debug: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (positionals.length > 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`resolve takes no directories (it reads every passport under --root): remove ${JSON.stringify(positionals[0])}`);
    if (values.refresh && (values.check || values.offline))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('--refresh writes the lock: it cannot go with --check or --offline');
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout) * 1000;
    if (timeoutMs !== undefined &&
        !(Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= 600_000))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--timeout takes seconds, more than 0 and at most 600, e.g. --timeout 20`);
    return { ...values, timeoutMs, endpoints: (0,_operations_ask_registries_js__WEBPACK_IMPORTED_MODULE_7__.readEndpoints)(values.registry ?? [], env) };
}
/** Runs `resolve`; returns the exit code. */
async function runResolveCommand(args, io) {
    const opts = parseResolveArgs(args, io.env);
    if (opts.help) {
        io.stdout.write(RESOLVE_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    const { root, config } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .loadCommandRoot */ .U0)(io, opts);
    const passports = await (0,_produce_load_passports_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPassports */ .UP)(root, { config, signal: io.signal });
    const cited = new Map();
    for (const w of (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .listCitedWorks */ .Ef)(passports))
        cited.set(w.citation.key, w.citation);
    noteUnlooked(io, (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .listUnlookedWorks */ .i$)(passports));
    const lockPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH);
    const committed = await readLock(lockPath);
    if (opts.offline)
        return reportOffline(io, cited, committed, opts.check === true);
    const asked = opts.check || opts.refresh
        ? [...cited.values()]
        : [...cited.values()].filter((c) => !committed?.citations.has(c.key));
    const resolution = await (0,_operations_ask_registries_js__WEBPACK_IMPORTED_MODULE_7__.askAbout)(asked, {
        endpoints: opts.endpoints,
        env: io.env,
        timeoutMs: opts.timeoutMs,
        signal: io.signal,
    });
    const lock = (0,_resolve_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeLock */ .wF)(new Set(cited.keys()), committed, resolution.entries);
    if (opts.check)
        return reportCheck(io, cited, committed, lock, resolution);
    const text = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .renderCitationLock */ .Fx)(lock);
    await (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutputFile */ .BF)(io, 'the lock', lockPath, text);
    io.stderr.write(`wrote ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH}: ${lock.citations.size} cited identifier(s), ${asked.length} asked of their registries\n`);
    return reportAnswers(io, lock, resolution);
}
/**
 * Says, once per identifier, what was recognised but is not asked of any registry (RefSeq,
 * UniProt, an ISBN…): the lock cannot hold it, and the audit checks its syntax only.
 */
function noteUnlooked(io, works) {
    const seen = new Set();
    for (const w of works) {
        if (seen.has(w.citation.key))
            continue;
        seen.add(w.citation.key);
        io.stderr.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(`${w.citation.id} (${w.passport} ${w.pointer}): ${(0,_formats_citation_js__WEBPACK_IMPORTED_MODULE_2__/* .describeNotLookedUp */ .Cb)(w.citation) ?? 'not looked up'}`)}\n`);
    }
}
/** The committed lock, null when there is none; an unreadable one is a usage error (exit 2). */
async function readLock(file) {
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileCapped */ .uh)(file, _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_CITATION_LOCK_BYTES */ .Zr);
    if (!read.ok) {
        if (read.reason === 'missing')
            return null;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH} cannot be read: it ${read.detail}`);
    }
    const parsed = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCitationLock */ .I_)(read.bytes);
    if (!parsed.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH}${parsed.line ? ` line ${parsed.line}` : ''} ${parsed.problem}; delete it and run passport-gate resolve to write it anew`);
    return parsed.lock;
}
const line = (io, text) => void io.stdout.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeTerminal */ .en)(text)}\n`);
/** Exit 1 for any identifier recorded not found or retracted; 2 when a registry was not reached. */
function reportAnswers(io, lock, resolution) {
    let bad = 0;
    for (const [key, entry] of lock.citations) {
        const problem = describeProblem(entry);
        if (!problem)
            continue;
        bad++;
        line(io, `${key}: ${problem}`);
    }
    for (const u of resolution.unreached)
        line(io, `${u.key}: ${u.service} could not be asked: ${u.detail}`);
    if (resolution.unreached.length > 0) {
        io.stderr.write(`passport-gate: ${resolution.unreached.length} identifier(s) could not be checked; the lock keeps what was learned. Run it again: passport-gate resolve\n`);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
    }
    return bad > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
}
/** What is wrong with an answer, or null: not found, or retracted. */
function describeProblem(entry) {
    if (entry.status === 'not-found')
        return `${entry.service} has no such record (a mistyped or fabricated citation)`;
    if (entry.retracted)
        return `${entry.service} marks it retracted${entry.notice ? ` (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_11__/* .quoteUntrusted */ .X0)(entry.notice)})` : ''}`;
    return null;
}
function reportCheck(io, cited, committed, now, resolution) {
    const changes = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCitationLocks */ .b)(committed ?? { citations: new Map() }, now);
    for (const key of changes.added)
        line(io, `${key}: cited, but not in the lock`);
    for (const key of changes.removed)
        line(io, `${key}: in the lock, but no passport cites it`);
    for (const key of changes.changed) {
        const was = committed?.citations.get(key);
        const is = now.citations.get(key);
        line(io, `${key}: the lock records ${describeEntry(was)}; ${is?.service ?? 'its registry'} now says ${describeEntry(is)}`);
    }
    const code = reportAnswers(io, { citations: new Map([...now.citations].filter(([k]) => cited.has(k))) }, resolution);
    const stale = changes.added.length + changes.removed.length + changes.changed.length;
    if (stale > 0)
        io.stderr.write(`passport-gate: ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH} is not up to date (${stale} identifier(s)); write it anew and commit it: passport-gate resolve --refresh\n`);
    if (code !== _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij)
        return code;
    return stale > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
}
function describeEntry(entry) {
    if (!entry)
        return 'nothing';
    if (entry.status === 'not-found')
        return 'not found';
    return entry.retracted ? 'found, retracted' : 'found';
}
function reportOffline(io, cited, committed, check) {
    const missing = [...cited.keys()].filter((k) => !committed?.citations.has(k)).sort();
    const extra = [...(committed?.citations.keys() ?? [])].filter((k) => !cited.has(k)).sort();
    if (!check) {
        for (const key of [...cited.keys()].sort())
            line(io, `${key}${committed?.citations.has(key) ? '' : ' (not in the lock: would be asked)'}`);
        io.stderr.write(`${cited.size} cited identifier(s); ${missing.length} not in the lock\n`);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    for (const key of missing)
        line(io, `${key}: cited, but not in the lock`);
    for (const key of extra)
        line(io, `${key}: in the lock, but no passport cites it`);
    if (missing.length + extra.length === 0)
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    io.stderr.write(`passport-gate: ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_LOCK_FILE */ .rH} does not cover exactly the cited identifiers; update it and commit it: passport-gate resolve\n`);
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB;
}


/***/ }),

/***/ 58447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ listCitedWorks),
/* harmony export */   Fx: () => (/* binding */ renderCitationLock),
/* harmony export */   I_: () => (/* binding */ parseCitationLock),
/* harmony export */   Zr: () => (/* binding */ MAX_CITATION_LOCK_BYTES),
/* harmony export */   b: () => (/* binding */ compareCitationLocks),
/* harmony export */   i$: () => (/* binding */ listUnlookedWorks),
/* harmony export */   rH: () => (/* binding */ CITATION_LOCK_FILE)
/* harmony export */ });
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35703);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23511);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32446);
/**
 * The citation lock, `passport-citations.lock.json` at the repository root: what
 * `passport-gate resolve` found when it looked up every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record"). The audit checks
 * sources against it offline (rules/families/citations.ts), so no audit touches the network.
 *
 * Pure: bytes in, a lock or the problem out; a lock in, its canonical bytes out. The bytes are
 * deterministic (keys sorted, two-space indent, one trailing newline), so a re-run that learns
 * nothing new leaves the committed file unchanged and a review sees only real changes.
 */



/** The lock's file name, at the repository root (the audited root). */
const CITATION_LOCK_FILE = 'passport-citations.lock.json';
/** The lock format this tool writes and reads. */
const CITATION_LOCK_VERSION = 1;
/** A lock larger than this is refused unread (100,000 entries of some 300 bytes, and room). */
const MAX_CITATION_LOCK_BYTES = 64 * 1024 * 1024;
/** Reads a lock's bytes (untrusted: a pull request can write them). Never throws. */
function parseCitationLock(bytes) {
    if (bytes.byteLength > MAX_CITATION_LOCK_BYTES)
        return { ok: false, problem: `is larger than ${MAX_CITATION_LOCK_BYTES} bytes` };
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonDocument */ .dH)(bytes);
    if (!parsed.ok)
        return { ok: false, problem: parsed.problem.message, line: parsed.problem.line };
    const { document } = parsed;
    const duplicate = document.duplicateKeys[0];
    if (duplicate)
        return {
            ok: false,
            problem: `holds the key ${JSON.stringify(duplicate.key)} twice (which entry counts would be a guess)`,
            line: duplicate.line,
        };
    const violation = (0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_2__/* .validateWithSchema */ .CW)('citation-lock', document.value)[0];
    if (violation)
        return {
            ok: false,
            problem: `${violation.pointer || '(root)'} ${violation.message}`,
            line: document.locate(violation.pointer).line,
        };
    const raw = document.value.citations;
    return { ok: true, lock: { citations: new Map(Object.entries(raw)) } };
}
/** The lock's canonical bytes: keys sorted at every level, two-space indent, a final newline. */
function renderCitationLock(lock) {
    const citations = {};
    for (const key of [...lock.citations.keys()].sort()) {
        const e = lock.citations.get(key);
        // Fields in a fixed order; absent ones left out (the schema has no nulls).
        citations[key] = {
            ...(e.notice !== undefined ? { notice: e.notice } : {}),
            ...(e.retracted !== undefined ? { retracted: e.retracted } : {}),
            retrieved: e.retrieved,
            service: e.service,
            status: e.status,
            ...(e.title !== undefined ? { title: e.title } : {}),
        };
    }
    return `${JSON.stringify({ citations, lock_version: CITATION_LOCK_VERSION }, null, 2)}\n`;
}
/**
 * Every citation of these passports that a registry can resolve (DOI, PMID, PMCID, arXiv, an
 * accession of an archive `resolve` asks; citation.ts `isLookedUp`), in passport and artifact order: the places a passport cites
 * a work are its artifacts' `source`s (formats/passport.ts, citation-invalid). A source that
 * does not parse is citation-invalid's to report, and a dated URL, an ISBN or `unresolved:`
 * is checked offline alone (docs/rules.md, "The citation lock").
 */
function listCitedWorks(passports) {
    return listWorks(passports, _citation_js__WEBPACK_IMPORTED_MODULE_0__/* .isLookedUp */ .az);
}
/**
 * Every identifier these passports cite that no registry is asked about (an ISBN; an accession
 * of an archive `resolve` asks no registry of, such as RefSeq or UniProt): checked for syntax
 * only, which `resolve` says of each (citation.ts `describeNotLookedUp`).
 */
function listUnlookedWorks(passports) {
    return listWorks(passports, (c) => (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNotLookedUp */ .Cb)(c) !== null);
}
function listWorks(passports, wanted) {
    const works = [];
    for (const p of passports) {
        if (!p.summary)
            continue;
        for (const kind of ['inputs', 'outputs'])
            for (const ref of p.summary[kind]) {
                if (ref.source === null)
                    continue;
                const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCitation */ .vh)(ref.source);
                if (!check.ok || !wanted(check.citation))
                    continue;
                works.push({
                    citation: check.citation,
                    passport: p.path,
                    pointer: `/${kind}/${ref.index}/source`,
                    artifactPath: ref.path,
                });
            }
    }
    return works;
}
/**
 * The entries that differ between two locks. The retrieval date is not a difference: a lock
 * re-resolved on another day that learned nothing new is the same lock.
 */
function compareCitationLocks(before, after) {
    const added = [];
    const changed = [];
    for (const [key, entry] of after.citations) {
        const old = before.citations.get(key);
        if (!old)
            added.push(key);
        else if (!sameAnswer(old, entry))
            changed.push(key);
    }
    const removed = [...before.citations.keys()].filter((k) => !after.citations.has(k));
    return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}
/** True when two entries record the same answer (the date aside). */
function sameAnswer(a, b) {
    return (a.status === b.status &&
        a.service === b.service &&
        a.title === b.title &&
        a.retracted === b.retracted &&
        a.notice === b.notice);
}


/***/ }),

/***/ 56776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ buildLayout)
/* harmony export */ });
/* unused harmony export listOwnedFiles */
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22395);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2800);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35493);
/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */




/** Lays out a walked tree under `config`. */
function buildLayout(tree, config, options = {}) {
    const { entries } = tree;
    const ignoredPassports = options.ignoredPassports;
    const passportPaths = entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isPassportPath */ ._u)(e.rel) && !ignoredPassports?.has(e.rel))
        .map((e) => e.rel);
    const passportDirs = new Set(passportPaths.map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV));
    const deletedPassportDirs = (options.deletedPassports ?? []).map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV);
    const claimed = new Set([...passportDirs, ...deletedPassportDirs]);
    if (options.newPassportDir !== undefined)
        claimed.add(options.newPassportDir);
    // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
    // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
    const touched = new Set(options.changedPassports ?? []);
    const baseDirs = touched.size === 0
        ? undefined
        : options.basePassports
            ? new Set([...options.basePassports.map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV), ...deletedPassportDirs])
            : new Set([
                ...passportPaths.filter((p) => !touched.has(p)).map(_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV),
                ...deletedPassportDirs,
            ]);
    const { dirs: outputDirs, inferredRoots } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .findOutputDirectories */ .wm)(entries, claimed, config, baseDirs);
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createOwnerLookup */ .CN)(outputDirs);
    const isHandoffFile = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Matched once per file: the globs are regexes, and several passes ask.
    const handoffFiles = new Set(entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel));
    // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
    const isBookkeeping = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .createBookkeepingTest */ .T2)(handoffFiles, config);
    // From one pass over the tree: the speculative hashing, the unlisted-file rule and stamp read it.
    const owned = new Map();
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === 'dir' || isBookkeeping(e.rel, e.kind))
            continue;
        const owner = ownerOf(e.rel);
        if (owner === null)
            continue;
        const list = owned.get(owner);
        if (list)
            list.push(i);
        else
            owned.set(owner, [i]);
    }
    return {
        passportPaths,
        passportDirs,
        deletedPassportDirs,
        outputDirs,
        inferredRoots,
        handoffFiles,
        isHandoffFile,
        isBookkeeping,
        ownerOf,
        ownedFiles: (dir) => owned.get(dir) ?? [],
    };
}
/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
function listOwnedFiles(dir, tree, config) {
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    return layout.ownedFiles(dir).map((i) => tree.entries[i].rel);
}


/***/ }),

/***/ 55127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ parsePassportValue),
/* harmony export */   WO: () => (/* binding */ readPassports),
/* harmony export */   Wz: () => (/* binding */ describePassport)
/* harmony export */ });
/* unused harmony exports PassportPositions, PassportSet */
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23511);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9344);




/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
class PassportPositions {
    locators = new Map();
    /** Keeps the lookup of a passport a check has parsed with positions. */
    keep(record, locate) {
        this.locators.set(record.path, locate);
    }
    /**
     * The location of `pointer` in a passport. A passport no check has parsed for positions (a
     * consumer re-checked for chain rules outside the scope, an artifact finding met before the
     * per-passport checks) is parsed for them now, once.
     */
    locate(record, pointer) {
        let find = this.locators.get(record.path);
        if (find === undefined && record.bytes) {
            const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(record.bytes);
            find = parsed.ok ? parsed.document.locate : null;
            this.locators.set(record.path, find);
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    }
}
/** The passports of one run. */
class PassportSet {
    records = [];
    positions = new PassportPositions();
    values = new Map();
    read;
    ids;
    constructor(keepAsRead) {
        this.read = keepAsRead ? [] : null;
    }
    /** Passports by passport_id, in path order (a Map: ids like "__proto__" are plain data). */
    get byId() {
        if (!this.ids) {
            this.ids = new Map();
            for (const r of this.records) {
                if (r.id === null)
                    continue;
                const list = this.ids.get(r.id);
                if (list)
                    list.push(r);
                else
                    this.ids.set(r.id, [r]);
            }
        }
        return this.ids;
    }
    /** The parsed value kept for `record` (see keepValues), handed out once. */
    takeValue(record) {
        const kept = this.values.get(record.path);
        this.values.delete(record.path);
        return kept;
    }
    /** Every passport as read, value included (only when read with keepAsRead). */
    asRead() {
        if (!this.read)
            throw new Error('the passports were read without keepAsRead');
        return this.read;
    }
    /** Adds one passport as read (readPassports' part). */
    add(record, parsed, keepValue) {
        this.records.push(record);
        if (keepValue && parsed)
            this.values.set(record.path, parsed);
        this.read?.push({
            path: record.path,
            dir: record.dir,
            id: record.id,
            claimedId: record.claimedId,
            value: parsed?.value ?? null,
            summary: record.summary,
            bytes: record.bytes,
        });
    }
}
/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
async function readPassports(paths, reader, options) {
    const set = new PassportSet(options.keepAsRead === true);
    await reader.readEach(paths, options.maxBytes, (path, read) => {
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(path);
        if (!read.ok) {
            const record = {
                path,
                dir,
                id: null,
                summary: null,
                claimedId: null,
                bytes: null,
                problem: read,
            };
            set.add(record, undefined, false);
            options.onRead?.(record, undefined, set);
            return;
        }
        const light = (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizePassportBytes */ .Dm)(read.bytes);
        const summary = light?.summary ?? null;
        const record = {
            path,
            dir,
            id: summary?.id ?? null,
            summary,
            claimedId: summary === null ? (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .findClaimedPassportId */ .mw)(read.bytes) : null,
            bytes: read.bytes,
            problem: null,
        };
        // The scan is handed on too, so the full check does not scan the bytes a second time.
        const parsed = light ? { value: light.value, scan: light.scan } : undefined;
        set.add(record, parsed, options.keepValues === true);
        options.onRead?.(record, parsed, set);
    });
    return set;
}
/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used.
 */
function describePassport(record) {
    const base = {
        path: record.path,
        dir: record.dir,
        id: null,
        claimedId: record.claimedId,
        value: null,
        summary: null,
    };
    if (record.problem) {
        const { reason, detail } = record.problem;
        return {
            ...base,
            problem: reason === 'missing'
                ? 'does not exist'
                : reason === 'outside-root'
                    ? 'resolves outside the repository root'
                    : detail,
        };
    }
    const parsed = parsePassportValue(record.bytes);
    if (parsed.problem !== null)
        return { ...base, problem: parsed.problem };
    const summary = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(parsed.value);
    return { ...base, id: summary.id, value: parsed.value, summary };
}
/**
 * A passport's bytes parsed strictly (duplicate keys, encoding), or what is wrong in words:
 * one reading for every command and both sides of the provenance diff, so the same broken
 * file is described the same way wherever it is read.
 */
function parsePassportValue(bytes) {
    const parsed = (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonDocument */ .dH)(bytes);
    if (parsed.ok)
        return { value: parsed.document.value, problem: null };
    const p = parsed.problem;
    return {
        value: null,
        problem: `is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
    };
}


/***/ }),

/***/ 95614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ resolveRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/**
 * The repository root every command starts from: one check, one message.
 */


/**
 * The real path of `root` (symlinks resolved), which must be a readable directory; throws
 * ConfigurationError otherwise (the audit, stamp, graph, export and init alike).
 */
async function resolveRoot(root) {
    try {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real)).isDirectory())
            throw new Error('not a directory');
        return real;
    }
    catch {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`root ${JSON.stringify(root)} is not a readable directory`);
    }
}


/***/ }),

/***/ 52990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ walkRepository)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_globs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22395);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9344);
/* harmony import */ var _fs_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31283);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30603);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25078);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2800);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(35493);
/* harmony import */ var _root_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95614);
/**
 * The repository's tree as one walk listed it, with the questions every stage
 * asks of it answered from that listing: what kind of entry a path is, the
 * file behind it, whether it is surely missing. Only paths the walk could not
 * settle (behind a symlink, not listed) cost system calls, and those go
 * through the contained resolution of fs/paths.ts.
 *
 * A file has a small integer id ({@link FileId}): the walk's index for a file
 * it listed as regular, one past the listing for a file reached through a
 * symlink (by its real path). The digest service keeps its outcomes in arrays
 * indexed by it: maps keyed by absolute paths (tens of thousands of strings of
 * some 60 characters, hashed at every lookup) cost workload 2 more than the
 * arrays do.
 */










/**
 * Walks the repository at `root` (a readable directory, else ConfigurationError), skipping
 * what the config's `ignore` globs match. What cannot be listed is kept in `problems`: nothing
 * is skipped silently.
 */
async function walkRepository(root, config, signal) {
    const realRoot = await (0,_root_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveRoot */ .H)(root);
    const isIgnored = (0,_util_globs_js__WEBPACK_IMPORTED_MODULE_2__/* .compileGlobs */ .t)(config.ignore, 'ignore');
    const problems = [];
    const onProblem = (problem) => problems.push(problem);
    let skipped = [];
    const onDependencyDir = (rel) => skipped.push(rel);
    let entries = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
        onDependencyDir,
    });
    // No built-in skip list applies inside an output directory: each dependency directory the
    // first pass left out that lies in (or is) one is walked too, until none is left (what it
    // holds can make more output directories).
    for (;;) {
        const walk = selectDependencyDirsToWalk(skipped, entries, config.outputs ?? []);
        if (walk.length === 0)
            break;
        skipped = skipped.filter((d) => !walk.includes(d));
        for (const from of walk) {
            const below = await (0,_fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .Ir)(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
                from,
                onDependencyDir,
            });
            entries = entries.concat(below);
        }
        entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    signal?.throwIfAborted();
    return new WalkedTree(root, realRoot, entries, problems, isIgnored);
}
/** The skipped dependency directories that are, or lie inside, an output directory of `entries`. */
function selectDependencyDirsToWalk(skipped, entries, outputs) {
    if (skipped.length === 0)
        return [];
    const passportDirs = new Set(entries
        .filter((e) => e.kind !== 'dir' && (0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_7__/* .isPassportPath */ ._u)(e.rel))
        .map((e) => (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(e.rel)));
    const { dirs } = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_8__/* .findOutputDirectories */ .wm)(entries, passportDirs, { outputs: [...outputs] });
    const ownerOf = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_8__/* .createOwnerLookup */ .CN)(dirs);
    return skipped.filter((d) => ownerOf(`${d}/.`) !== null);
}
/** The tree one walk listed, with an index by path. */
class WalkedTree {
    root;
    realRoot;
    entries;
    problems;
    isIgnored;
    index = new Map();
    unlistable;
    extraIds = new Map();
    extraReals = [];
    realPrefix;
    constructor(
    /** The root as given, for the report. */
    root, 
    /** The root's real path. */
    realRoot, 
    /** Every entry, sorted, ignore globs applied. */
    entries, 
    /** What the walk could not list: every one is a finding of the audit, a refusal of stamp. */
    problems, 
    /** The config's `ignore` globs (a path they match was hidden from the walk). */
    isIgnored) {
        this.root = root;
        this.realRoot = realRoot;
        this.entries = entries;
        this.problems = problems;
        this.isIgnored = isIgnored;
        for (let i = 0; i < entries.length; i++)
            this.index.set(entries[i].rel, i);
        this.unlistable = new Set(problems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])));
        this.realPrefix = realRoot.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? realRoot : realRoot + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
    }
    /** Number of entries the walk listed: the ids below it are theirs. */
    get listedCount() {
        return this.entries.length;
    }
    /** True when the walk listed `rel`. */
    has(rel) {
        return this.index.has(rel);
    }
    /** The kind of entry the walk listed at `rel`, or undefined. */
    kindOf(rel) {
        const i = this.index.get(rel);
        return i === undefined ? undefined : this.entries[i].kind;
    }
    /**
     * The id of `rel` when the walk listed it as a regular file, else undefined. The walk
     * descends real directories only, so such a path has no symlink on the way: it is inside
     * the root and is its own real path, without a realpath call.
     */
    fileId(rel) {
        const i = this.index.get(rel);
        return i !== undefined && this.entries[i].kind === 'file'
            ? i
            : undefined;
    }
    /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
    isListedRegular(file) {
        return file < this.entries.length && this.entries[file].kind === 'file';
    }
    /** True when the walk listed `rel` as a regular file. */
    isPlainFile(rel) {
        return this.fileId(rel) !== undefined;
    }
    /**
     * Missing for certain, without a system call: neither the path nor any ancestor up to one
     * the walk listed as a real directory (or the root) was listed, and none of them is ignored
     * or skipped (which would have hidden it from the walk), and the directory the search ends at
     * was listed in full. Linux only: elsewhere a file system that folds case could find a path
     * the walk spelled differently.
     */
    isSurelyMissing(rel) {
        if ((0,node_os__WEBPACK_IMPORTED_MODULE_0__.platform)() !== 'linux')
            return false;
        for (let p = rel;; p = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeDirname */ .RV)(p)) {
            if (p === '.')
                return !this.unlistable.has('.');
            const kind = this.kindOf(p);
            if (kind !== undefined)
                return p !== rel && kind === 'dir' && !this.unlistable.has(p);
            const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(p);
            if (this.isIgnored(p) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .ALWAYS_SKIPPED_DIRS */ .I1.has(name) || _fs_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .DEPENDENCY_DIRS */ .PR.has(name))
                return false;
        }
    }
    /** The absolute path of a repository-relative path (its real path when the walk listed it). */
    absolutePathOf(rel) {
        return (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/'
            ? `${this.realRoot === '/' ? '' : this.realRoot}/${rel}`
            : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.realRoot, ...rel.split('/'));
    }
    /** The repository-relative POSIX path of a real path inside the root. */
    relativeToRoot(real) {
        return real === this.realRoot
            ? '.'
            : real.slice(this.realPrefix.length).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    }
    /**
     * The id of the file at real path `real` (inside the root): the listed file's, when the walk
     * listed it as regular (so a file named by several spellings is read once), else one of its own.
     */
    fileOfReal(real) {
        if (real.startsWith(this.realPrefix)) {
            const listed = this.fileId(this.relativeToRoot(real));
            if (listed !== undefined)
                return listed;
        }
        let id = this.extraIds.get(real);
        if (id === undefined) {
            id = this.entries.length + this.extraReals.length;
            this.extraIds.set(real, id);
            this.extraReals.push(real);
        }
        return id;
    }
    /** The real path of a file. */
    realPathOf(file) {
        return file < this.entries.length
            ? this.absolutePathOf(this.entries[file].rel)
            : this.extraReals[file - this.entries.length];
    }
    /** The repository-relative path of a file (of its real path, for one reached through a symlink). */
    relOf(file) {
        return file < this.entries.length
            ? this.entries[file].rel
            : this.relativeToRoot(this.realPathOf(file));
    }
    /** Follows `rel`'s symlinks; the result must stay inside the root (fs/paths.ts). */
    resolve(rel) {
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInsideRoot */ .Pk)(this.realRoot, rel);
    }
    /** Reads `rel` whole, after following its symlinks inside the root (fs/safe-read.ts). */
    readContained(rel, maxBytes) {
        return (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileInside */ .XW)(this.realRoot, rel, maxBytes);
    }
    /** The paths resolving `rel` passes through: each symlink, then where it ends (fs/paths.ts). */
    symlinkChain(rel) {
        return (0,_fs_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .listSymlinkChain */ .Zm)(this.realRoot, rel);
    }
}


/***/ })

};
