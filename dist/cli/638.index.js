export const id = 638;
export const ids = [638];
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
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(70017);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19630);
/* harmony import */ var _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58447);
/* harmony import */ var _fs_safe_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30603);
/* harmony import */ var _produce_load_passports_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15596);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(14031);
/* harmony import */ var _resolve_resolve_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48333);
/* harmony import */ var _ask_registries_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(13187);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71604);
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
write what the registries said to ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH} at the repository
root: per identifier, found or not found, its title, whether it was retracted,
and the date. Commit the lock: the audit checks sources against it offline
(citation-not-found, citation-retracted, citation-unlocked). Identifiers the
lock already records are not asked again (--refresh asks every one). ISBNs,
dated URLs and "unresolved: <why>" are checked offline only.

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
                     ask another address (repeatable): ${_ask_registries_js__WEBPACK_IMPORTED_MODULE_6__/* .REGISTRY_NAMES */ .Ln.join(', ')};
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`resolve takes no directories (it reads every passport under --root): remove ${JSON.stringify(positionals[0])}`);
    if (values.refresh && (values.check || values.offline))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('--refresh writes the lock: it cannot go with --check or --offline');
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout) * 1000;
    if (timeoutMs !== undefined &&
        !(Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= 600_000))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--timeout takes seconds, more than 0 and at most 600, e.g. --timeout 20`);
    return { ...values, timeoutMs, endpoints: (0,_ask_registries_js__WEBPACK_IMPORTED_MODULE_6__/* .readEndpoints */ .Zg)(values.registry ?? [], env) };
}
/** Runs `resolve`; returns the exit code. */
async function runResolveCommand(args, io) {
    const opts = parseResolveArgs(args, io.env);
    if (opts.help) {
        io.stdout.write(RESOLVE_HELP);
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    }
    const { root, config } = await (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .loadCommandRoot */ .U0)(io, opts);
    const passports = await (0,_produce_load_passports_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPassports */ .UP)(root, { config, signal: io.signal });
    const cited = new Map();
    for (const w of (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .listCitedWorks */ .Ef)(passports))
        cited.set(w.citation.key, w.citation);
    const lockPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH);
    const committed = await readLock(lockPath);
    if (opts.offline)
        return reportOffline(io, cited, committed, opts.check === true);
    const asked = opts.check || opts.refresh
        ? [...cited.values()]
        : [...cited.values()].filter((c) => !committed?.citations.has(c.key));
    const resolution = await (0,_ask_registries_js__WEBPACK_IMPORTED_MODULE_6__/* .askAbout */ .D2)(asked, {
        endpoints: opts.endpoints,
        env: io.env,
        timeoutMs: opts.timeoutMs,
        signal: io.signal,
    });
    const lock = (0,_resolve_resolve_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeLock */ .wF)(new Set(cited.keys()), committed, resolution.entries);
    if (opts.check)
        return reportCheck(io, cited, committed, lock, resolution);
    const text = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCitationLock */ .Fx)(lock);
    await (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .writeOutputFile */ .BF)(io, 'the lock', lockPath, text);
    io.stderr.write(`wrote ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH}: ${lock.citations.size} cited identifier(s), ${asked.length} asked of their registries\n`);
    return reportAnswers(io, lock, resolution);
}
/** The committed lock, null when there is none; an unreadable one is a usage error (exit 2). */
async function readLock(file) {
    const read = await (0,_fs_safe_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileCapped */ .uh)(file, _formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CITATION_LOCK_BYTES */ .Zr);
    if (!read.ok) {
        if (read.reason === 'missing')
            return null;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH} cannot be read: it ${read.detail}`);
    }
    const parsed = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCitationLock */ .I_)(read.bytes);
    if (!parsed.ok)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH}${parsed.line ? ` line ${parsed.line}` : ''} ${parsed.problem}; delete it and run passport-gate resolve to write it anew`);
    return parsed.lock;
}
const line = (io, text) => void io.stdout.write(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeTerminal */ .en)(text)}\n`);
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
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_USAGE */ .Ri;
    }
    return bad > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}
/** What is wrong with an answer, or null: not found, or retracted. */
function describeProblem(entry) {
    if (entry.status === 'not-found')
        return `${entry.service} has no such record (a mistyped or fabricated citation)`;
    if (entry.retracted)
        return `${entry.service} marks it retracted${entry.notice ? ` (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_10__/* .quoteUntrusted */ .X0)(entry.notice)})` : ''}`;
    return null;
}
function reportCheck(io, cited, committed, now, resolution) {
    const changes = (0,_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCitationLocks */ .b)(committed ?? { citations: new Map() }, now);
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
        io.stderr.write(`passport-gate: ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH} is not up to date (${stale} identifier(s)); write it anew and commit it: passport-gate resolve --refresh\n`);
    if (code !== _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij)
        return code;
    return stale > 0 ? _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FINDINGS */ .cB : _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
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
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    }
    for (const key of missing)
        line(io, `${key}: cited, but not in the lock`);
    for (const key of extra)
        line(io, `${key}: in the lock, but no passport cites it`);
    if (missing.length + extra.length === 0)
        return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    io.stderr.write(`passport-gate: ${_formats_citation_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .CITATION_LOCK_FILE */ .rH} does not cover exactly the cited identifiers; update it and commit it: passport-gate resolve\n`);
    return _util_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FINDINGS */ .cB;
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
 * Every citation of these passports that a registry can resolve (DOI, PMID, PMCID, arXiv,
 * accession; `RESOLVABLE_KINDS`), in passport and artifact order: the places a passport cites
 * a work are its artifacts' `source`s (formats/passport.ts, citation-invalid). A source that
 * does not parse is citation-invalid's to report, and a dated URL, an ISBN or `unresolved:`
 * is checked offline alone (docs/rules.md, "The citation lock").
 */
function listCitedWorks(passports) {
    const works = [];
    for (const p of passports) {
        if (!p.summary)
            continue;
        for (const kind of ['inputs', 'outputs'])
            for (const ref of p.summary[kind]) {
                if (ref.source === null)
                    continue;
                const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCitation */ .vh)(ref.source);
                if (!check.ok || !_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .RESOLVABLE_KINDS */ .UP.has(check.citation.kind))
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


/***/ })

};
