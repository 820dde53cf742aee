export const id = 917;
export const ids = [917];
export const modules = {

/***/ 91324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ locatorOf)
/* harmony export */ });
/**
 * Where a finding points inside its document: an RFC 6901 pointer and, when
 * the document could be parsed for positions, its 1-based line and column.
 */
/** Pointer → location fields, for one parsed document. */
function locatorOf(document) {
    return (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
}


/***/ }),

/***/ 48825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ passportOfFile),
/* harmony export */   N6: () => (/* binding */ isFailure),
/* harmony export */   Sn: () => (/* binding */ differsOnlyInId),
/* harmony export */   cg: () => (/* binding */ stepOf),
/* harmony export */   dK: () => (/* binding */ STAMP_SCHEMA_VERSION),
/* harmony export */   jM: () => (/* binding */ isRunRecord),
/* harmony export */   k0: () => (/* binding */ readFailures),
/* harmony export */   pN: () => (/* binding */ readPassport),
/* harmony export */   uY: () => (/* binding */ readDecisions),
/* harmony export */   wS: () => (/* binding */ toolOf)
/* harmony export */ });
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54280);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7656);
/**
 * The passport model: one Material Passport (seed 000) as every command reads it. The audit's
 * rules, the chain, the diff, `stamp`, `run`, `export` and `attest` read a passport's fields
 * here and nowhere else (scripts/passport-readers.mjs lists the files that read a field off
 * the JSON; __tests__/core/passport-model.test.ts holds the list to this file). A new field is one
 * line of {@link Passport} and one of {@link readPassport}.
 *
 * The reading is tolerant: a field of the wrong type counts as absent (null, or empty), never
 * as an error; the schema check (formats/passport.ts) says what is wrong. It is cheap, as it
 * runs for every passport of the audit (2,000 in workload 2, docs/performance.md): one plain
 * object per passport and one per artifact and error entry, no closure; the free-form parts
 * (produced_by, parameters, decisions, downstream_hints) are the recorded values themselves,
 * not copies, and typed views of them ({@link readDecisions}, {@link readFailures}) are made
 * on demand. Positions are not part of it: a finding's pointer (`/outputs/3/sha256`) is found
 * in the bytes when it is reported (formats/json-offsets.ts, repo/passports.ts).
 *
 * The written shape, {@link MaterialPassport}, is what `stamp` composes and the library hands
 * out; schemas/passport.v1.schema.json stays the authority for both.
 */


const EMPTY = Object.freeze({});
const str = (v) => (typeof v === 'string' ? v : null);
const strings = (v) => {
    const out = [];
    if (Array.isArray(v))
        for (const x of v)
            if (typeof x === 'string')
                out.push(x);
    return out;
};
function readArtifacts(list) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(list[index]);
        const path = o.path;
        if (typeof path !== 'string')
            continue;
        const size = o.size_bytes;
        out.push({
            index,
            path,
            sha256: str(o.sha256),
            sizeBytes: typeof size === 'number' && Number.isSafeInteger(size) ? size : null,
            source: str(o.source),
            external: o.external === true,
            uri: str(o.uri),
            type: str(o.type),
        });
    }
    return out;
}
function readErrors(list) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const recorded = list[index];
        const x = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(recorded);
        out.push({
            index,
            exitCode: x.exit_code,
            step: x.step,
            tool: x.tool,
            stderr: x.stderr_excerpt,
            recorded,
        });
    }
    return out;
}
/** Reads a parsed passport value (anything JSON.parse gave). Never throws. */
function readPassport(value) {
    const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(value);
    const producedBy = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(o.produced_by) ? o.produced_by : EMPTY;
    const hints = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(o.downstream_hints) ? o.downstream_hints : EMPTY;
    const writtenId = str(o.passport_id);
    const expected = hints.expected_inputs;
    return {
        id: writtenId === null ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__/* .foldPassportId */ .r)(writtenId),
        writtenId,
        schemaVersion: str(o.schema_version),
        createdAt: str(o.created_at),
        skill: str(producedBy.skill),
        skillVersion: str(producedBy.skill_version),
        agent: str(producedBy.agent),
        sessionId: str(producedBy.session_id),
        producedBy,
        consumed: strings(o.consumed_passports).map(_util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__/* .foldPassportId */ .r),
        writtenConsumed: Array.isArray(o.consumed_passports) ? o.consumed_passports : [],
        nextSkills: strings(hints.next_skills),
        expectedInputs: Array.isArray(expected) ? strings(expected) : null,
        downstreamHints: hints,
        inputs: readArtifacts(o.inputs),
        outputs: readArtifacts(o.outputs),
        decisions: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asArray */ ._j)(o.decisions),
        parameters: o.parameters,
        errors: readErrors(o.errors),
        recordedBy: readRecordedBy(o.recorded_by),
    };
}
/** recorded_by, read (tolerant: a field of the wrong type is null). */
function readRecordedBy(value) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return null;
    const command = value.command;
    return {
        method: str(value.method),
        command: Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')
            ? command
            : null,
        workingDirectory: str(value.working_directory),
        outputs: str(value.outputs),
        program: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.program)
            ? { path: str(value.program.path), version: str(value.program.version) }
            : null,
        nondeterministic: Array.isArray(value.nondeterministic)
            ? value.nondeterministic.filter((p) => typeof p === 'string')
            : [],
        startedAt: str(value.started_at),
        endedAt: str(value.ended_at),
        recorded: value,
    };
}
/** True when a passport's record says `passport-gate run` ran its step and wrote it. */
const isRunRecord = (passport) => passport?.recordedBy?.method === 'run';
/**
 * The passport of a file as a revision was read: the model the reader made (`passport`), else
 * read from the parsed value now; null when the file could not be read or parsed.
 */
function passportOfFile(file) {
    if (file.passport !== undefined)
        return file.passport;
    return file.value === null ? null : readPassport(file.value);
}
/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o, key) => Object.hasOwn(o, key) ? o[key] : undefined;
/** The step a decisions[] or errors[] entry names (as written), undefined when none. */
function stepOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(entry).step);
}
/** The tool an errors[] entry names (as written), undefined when none. */
function toolOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(entry).tool);
}
/**
 * The decisions of a passport, each keyed by its step (a second decision of the same step by
 * `step#2`, …), or by its position when it names no step.
 */
function readDecisions(passport) {
    const seen = new Map();
    return (passport?.decisions ?? []).map((item, index) => {
        const d = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(item);
        const step = str(own(d, 'step'));
        let key = step === null ? `#${index}` : `step:${step}`;
        if (step !== null) {
            const n = (seen.get(key) ?? 0) + 1;
            seen.set(key, n);
            if (n > 1)
                key = `${key}#${n}`;
        }
        return {
            key,
            step,
            choice: own(d, 'choice') ?? null,
            alternatives_considered: own(d, 'alternatives_considered') ?? null,
            rationale: own(d, 'rationale') ?? null,
        };
    });
}
/** True when an errors[] entry records a failure: a non-zero numeric exit code (exit-nonzero). */
function isFailure(e) {
    return typeof e.exitCode === 'number' && e.exitCode !== 0;
}
/**
 * The failures a passport records: errors[] entries whose exit_code is a non-zero number (the
 * exit-nonzero rule's reading), keyed by step and tool (a repeated pair by occurrence).
 */
function readFailures(passport) {
    const seen = new Map();
    const out = [];
    for (const e of passport?.errors ?? []) {
        if (!isFailure(e))
            continue;
        const step = e.step ?? null;
        const tool = e.tool ?? null;
        let key = JSON.stringify([step, tool]);
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        if (n > 1)
            key = `${key}#${n}`;
        out.push({ key, step, tool, exitCode: e.exitCode, stderr: e.stderr ?? null });
    }
    return out;
}
/** The schema version stamp writes into new passports. */
const STAMP_SCHEMA_VERSION = '1.0.0';
/**
 * True when `after` is `before` with its top-level `passport_id` set to `id` and nothing else
 * changed (the check behind passport-schema's printed id fix, formats/passport.ts). Here
 * because this file is the one reader of a passport's fields.
 */
function differsOnlyInId(before, after, id) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(before) || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(after) || after.passport_id !== id)
        return false;
    return JSON.stringify({ ...before, passport_id: id }) === JSON.stringify(after);
}


/***/ }),

/***/ 47613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ACK_SUFFIX),
/* harmony export */   o: () => (/* binding */ ackPathOf)
/* harmony export */ });
/**
 * Where an agent packet's acknowledgment lives (seed 004: `<handoff_id>.ack` beside
 * `<handoff_id>.json` in the inbox). A module of its own: the audit's ownership rule
 * (audit/ownership.ts) and the verdict need it in every run, and packet.ts loads the handoff
 * schemas, which only runs with handoff files pay for (docs/performance.md, "Start-up").
 */
/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
const ACK_SUFFIX = '.ack';
/** Repository-relative path of the acknowledgment beside a packet. */
function ackPathOf(packetPath) {
    return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}


/***/ }),

/***/ 35703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ describeNotLookedUp),
/* harmony export */   XK: () => (/* binding */ UNRESOLVED_PREFIX),
/* harmony export */   az: () => (/* binding */ isLookedUp),
/* harmony export */   vh: () => (/* binding */ parseCitation)
/* harmony export */ });
/* unused harmony export ACCESSION_FAMILIES */
/**
 * Citations (seed 000, hard rule 1: "Every cited work must resolve to a verifiable record
 * (DOI, PMID, arXiv ID, ISBN, URL with retrieval date, or stable identifier). If a source
 * cannot be resolved, the skill must say so explicitly"). Pure: one string in, what it cites
 * (or why it cites nothing) out. The syntax and the check digits are checked here, offline;
 * whether the record exists is `passport-gate resolve`'s question (src/resolve/), whose answers
 * the lock file keeps (formats/citation-lock.ts).
 *
 * A citation is exactly one identifier (docs/rules.md, `citation-invalid`, is the reference):
 *  - DOI, PubMed, PubMed Central, arXiv, ISBN, or a stable accession of one of the field's
 *    archives (ACCESSION_FAMILIES: INSDC reads and sequences, assemblies, RefSeq, BioProject,
 *    BioSample, GEO, ArrayExpress, BioStudies, UniProt, PDB, Ensembl, RRID);
 *  - bare where its shape is unmistakable (`ERR123456`, `10.1038/x`, `PMC3737249`), or after a
 *    label naming its scheme or archive (`ENA accession ERR123456`, `doi: 10.1000/xyz`,
 *    `PMID: 12345678`, `RefSeq NC_001422.1`, `PDB 4HHB`): the label must issue that identifier;
 *  - or written as its resolver's address (`https://doi.org/10.1000/xyz`,
 *    `https://pubmed.ncbi.nlm.nih.gov/23903748/`, `https://identifiers.org/ena.embl:ERR123456`,
 *    RESOLVER_ADDRESSES), with or without a retrieval date: such an address IS the identifier,
 *    checked as one (lock, registries, retraction), never a mere dated URL;
 *  - a web address with the date it was read: `https://example.org/table.csv (retrieved 2026-06-17)`
 *  - or the explicit statement that the work could not be resolved: `unresolved: <why>`.
 * Anything else (`ENA`, `from the lab`, `trust me`, an identifier inside a sentence, two
 * identifiers) is free text, which cites nothing.
 */
/**
 * The accession families, in the order a bare identifier is tried (UniProt before INSDC
 * sequences: `P12345` is UniProt's shape, and INSDC issues no O, P or Q prefix).
 */
const ACCESSION_FAMILIES = [
    {
        // Sequence Read Archive objects, shared by ENA (E), NCBI (S) and DDBJ (D): runs,
        // experiments, samples, studies, submissions (A) and analyses (Z).
        archive: 'insdc-reads',
        name: 'an INSDC read archive (ENA/SRA/DDBJ)',
        pattern: /^[EDS]R[RXSPAZ]\d{6,9}$/,
        syntax: 'ERR, SRR, DRR (runs), ?RX, ?RS, ?RP, ?RA, ?RZ and 6 to 9 digits',
        shape: /^[EDS]R[RXSPAZ]\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'bioproject',
        name: 'BioProject',
        pattern: /^PRJ[EDN][A-Z]\d{1,9}$/,
        syntax: 'PRJ, E/D/N, one letter, digits (PRJNA257197)',
        shape: /^PRJ/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'biosample',
        name: 'BioSample',
        pattern: /^SAM(?:N|EA|EG|D)\d{1,9}$/,
        syntax: 'SAMN, SAMEA, SAMEG or SAMD and digits (SAMN02604091)',
        shape: /^SAM(?:N|E|D)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'geo',
        name: 'GEO',
        pattern: /^G(?:SE|SM|PL|DS)[1-9]\d{0,8}$/,
        syntax: 'GSE, GSM, GPL or GDS and a number (GSE12345)',
        shape: /^G(?:SE|SM|PL|DS)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'assembly',
        name: 'an assembly (GenBank/RefSeq)',
        pattern: /^GC[AF]_\d{9}\.[1-9]\d*$/,
        syntax: 'GCA_ or GCF_, 9 digits, a version (GCA_000001405.29)',
        shape: /^GC[AF]_/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'refseq',
        name: 'RefSeq',
        pattern: /^(?:(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|XM|XP|XR|YP|WP)_\d{6,9}|NZ_[A-Z]{2,6}\d{6,11})(?:\.[1-9]\d*)?$/,
        syntax: 'a two-letter prefix (NC, NG, NT, NW, NZ, NM, NR, XM, XR, NP, XP, YP, WP, AC, AP), an underscore, 6 to 9 digits and an optional version (NC_001422.1)',
        shape: /^(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|NZ|XM|XP|XR|YP|WP)_/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'arrayexpress',
        name: 'ArrayExpress',
        pattern: /^E-[A-Z]{4}-[1-9]\d{0,8}$/,
        syntax: 'E-, four letters, -, a number (E-MTAB-1234)',
        shape: /^E-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'biostudies',
        name: 'BioStudies',
        pattern: /^S-[A-Z]{4}[1-9]\d{0,9}$/,
        syntax: 'S-, four letters, a number (S-BSST123)',
        shape: /^S-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'ensembl',
        name: 'Ensembl',
        pattern: /^ENS(?:[A-Z]{3,6})?[EGTPR]\d{11}(?:\.[1-9]\d*)?$/,
        syntax: 'ENS, an optional species code, E/G/T/P/R and 11 digits, an optional version (ENSG00000139618)',
        shape: /^ENS[A-Z]*\d/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'rrid',
        name: 'RRID',
        pattern: /^RRID:[A-Z][A-Za-z]*_[A-Za-z0-9][A-Za-z0-9_:.-]{0,63}$/,
        syntax: 'RRID:, the authority, _, its identifier (RRID:AB_2298772, RRID:SCR_002798)',
        shape: /^RRID:/,
        bare: true,
        lookedUp: false,
    },
    {
        // UniProt's own regular expression (uniprot.org, "UniProtKB accession numbers"), with an
        // optional isoform.
        archive: 'uniprot',
        name: 'UniProt',
        pattern: /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-[1-9]\d*)?$/,
        syntax: 'six or ten characters as UniProt defines them (P69905, A0A023GPI8)',
        bare: true,
        lookedUp: false,
    },
    {
        // INSDC nucleotide and protein accessions, with an optional version.
        archive: 'insdc-sequence',
        name: 'an INSDC sequence (ENA/GenBank/DDBJ)',
        pattern: /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{3}\d{5}|[A-Z]{3}\d{7}|[A-Z]{4}\d{8,10}|[A-Z]{6}\d{9,11})(?:\.[1-9]\d*)?$/,
        syntax: 'letters and digits as INSDC assigns them (AB123456.1, CP000001)',
        bare: true,
        lookedUp: true,
    },
    {
        // The extended PDB id stands alone.
        archive: 'pdb',
        name: 'PDB',
        pattern: /^pdb_\d{4}[a-z0-9]{4}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        shape: /^pdb_/,
        bare: true,
        lookedUp: false,
    },
    {
        // Four characters, a digit first: a year or a code would pass alone, so only after a
        // label (`PDB 4HHB`).
        archive: 'pdb',
        name: 'PDB',
        pattern: /^[1-9][A-Za-z0-9]{3}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        bare: false,
        lookedUp: false,
    },
];
/** The kinds a lookup service can resolve; URLs, ISBNs and statements are not looked up. */
const LOOKED_UP_KINDS = new Set(['doi', 'pmid', 'pmcid', 'arxiv']);
/**
 * True when `passport-gate resolve` asks a registry about this citation, so the lock can hold
 * it: a DOI, PMID, PMCID, arXiv id, or an accession of an archive it asks.
 */
function isLookedUp(citation) {
    if (LOOKED_UP_KINDS.has(citation.kind))
        return true;
    if (citation.kind !== 'accession')
        return false;
    return ACCESSION_FAMILIES.find((f) => f.archive === citation.archive)?.lookedUp === true;
}
/**
 * For an identifier no registry is asked about: what it was recognised as, said where a
 * reader would otherwise wonder (`recognised as RefSeq; not looked up`). Null for the rest.
 */
function describeNotLookedUp(citation) {
    if (isLookedUp(citation))
        return null;
    if (citation.kind === 'accession') {
        const family = ACCESSION_FAMILIES.find((f) => f.archive === citation.archive);
        return `recognised as ${family?.name ?? 'an accession'}; not looked up (passport-gate resolve asks no registry of it), so its syntax is all that is checked`;
    }
    if (citation.kind === 'isbn')
        return 'recognised as an ISBN; not looked up (no registry of ISBNs is open to all), so its check digit is all that is checked';
    return null;
}
/** The prefix of the explicit statement that a source could not be resolved. */
const UNRESOLVED_PREFIX = 'unresolved: ';
const DOI = /^(10\.\d{4,9}\/[^\s]+)$/;
const DOI_PREFIXED = /^doi:\s?(10\.\d{4,9}\/[^\s]+)$/i;
const PMID = /^PMID:?\s?([1-9]\d{0,8})$/i;
const PMCID = /^(?:PMCID:?\s?)?PMC([1-9]\d{0,8})$/i;
const ARXIV = /^arXiv:(\S+?)$/i;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(v[1-9]\d*)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v[1-9]\d*)?$/;
const ISBN = /^ISBN(?:-1[03])?:?\s?([0-9][0-9 -]{8,15}[0-9Xx])$/;
const URL_RETRIEVED = /^(https?:\/\/\S+) \(retrieved (\d{4}-\d{2}-\d{2})\)$/;
/**
 * A label before an identifier: a name (words of letters, digits, `/`, `-`, `.`), then a colon,
 * a `#`, or spaces, then the identifier (one word). `ENA accession ERR123456`, `doi: 10.1/x`.
 */
const LABELLED = /^([A-Za-z][A-Za-z0-9/.-]*(?: [A-Za-z][A-Za-z0-9/.-]*){0,3}?)(?:\s*[:#]\s*|\s+)(\S+)$/;
/** Words after a name that say what kind of record follows (`ENA accession`, `PDB entry`). */
const LABEL_NOUNS = /(?: (?:accession(?: number| no\.?)?|acc\.?|id|identifier|entry|record|run|experiment|study|sample|series|platform|project|structure|sequence|assembly|gene|protein|number|no\.?))+$/;
const INSDC_ALL = [
    'insdc-reads',
    'insdc-sequence',
    'assembly',
    'bioproject',
    'biosample',
];
/** Labels (lower case, spaces single) and what each may name. */
const LABELS = new Map([
    ['doi', { kinds: ['doi'] }],
    ['pmid', { kinds: ['pmid'] }],
    ['pubmed', { kinds: ['pmid'] }],
    ['pmcid', { kinds: ['pmcid'] }],
    ['pmc', { kinds: ['pmcid'] }],
    ['pubmed central', { kinds: ['pmcid'] }],
    ['arxiv', { kinds: ['arxiv'] }],
    ['zenodo', { kinds: ['doi'], doiPrefixes: ['10.5281'] }],
    ['figshare', { kinds: ['doi'], doiPrefixes: ['10.6084'] }],
    ['dryad', { kinds: ['doi'], doiPrefixes: ['10.5061'] }],
    ['ena', { archives: INSDC_ALL }],
    ['ebi ena', { archives: INSDC_ALL }],
    ['european nucleotide archive', { archives: INSDC_ALL }],
    ['ddbj', { archives: INSDC_ALL }],
    ['insdc', { archives: ['insdc-reads', 'insdc-sequence', 'assembly'] }],
    ['embl', { archives: ['insdc-sequence'] }],
    ['sra', { archives: ['insdc-reads'] }],
    ['ncbi sra', { archives: ['insdc-reads'] }],
    ['sequence read archive', { archives: ['insdc-reads'] }],
    ['dra', { archives: ['insdc-reads'] }],
    ['genbank', { archives: ['insdc-sequence', 'assembly'] }],
    ['nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi', { archives: [...INSDC_ALL, 'geo', 'refseq'] }],
    ['ncbi assembly', { archives: ['assembly'] }],
    ['refseq', { archives: ['refseq', 'assembly'] }],
    ['ncbi refseq', { archives: ['refseq', 'assembly'] }],
    ['geo', { archives: ['geo'] }],
    ['ncbi geo', { archives: ['geo'] }],
    ['gene expression omnibus', { archives: ['geo'] }],
    ['bioproject', { archives: ['bioproject'] }],
    ['ncbi bioproject', { archives: ['bioproject'] }],
    ['biosample', { archives: ['biosample'] }],
    ['biosamples', { archives: ['biosample'] }],
    ['ncbi biosample', { archives: ['biosample'] }],
    ['arrayexpress', { archives: ['arrayexpress'] }],
    ['biostudies', { archives: ['biostudies', 'arrayexpress'] }],
    ['uniprot', { archives: ['uniprot'] }],
    ['uniprotkb', { archives: ['uniprot'] }],
    ['swiss-prot', { archives: ['uniprot'] }],
    ['uniprotkb/swiss-prot', { archives: ['uniprot'] }],
    ['pdb', { archives: ['pdb'] }],
    ['rcsb pdb', { archives: ['pdb'] }],
    ['pdbe', { archives: ['pdb'] }],
    ['wwpdb', { archives: ['pdb'] }],
    ['protein data bank', { archives: ['pdb'] }],
    ['ensembl', { archives: ['ensembl'] }],
]);
const ok = (citation) => ({ ok: true, citation });
/** Reads one citation (an artifact's `source`). Never throws. */
function parseCitation(raw) {
    const text = raw.trim();
    if (text.length === 0)
        return { ok: false, problem: 'is empty: it names no record the claim can be checked against' };
    if (text.startsWith('unresolved:') || /^unresolved\b/i.test(text))
        return parseUnresolved(text);
    return parseIdentifier(text) ?? describeFreeText(text);
}
function parseUnresolved(text) {
    const reason = text.startsWith(UNRESOLVED_PREFIX)
        ? text.slice(UNRESOLVED_PREFIX.length).trim()
        : '';
    if (/\p{L}/u.test(reason))
        return ok({ kind: 'unresolved', key: reason, id: reason });
    return {
        ok: false,
        problem: `does not read \`${UNRESOLVED_PREFIX}<why>\` exactly (lower case, a colon, a space, then the reason in words)`,
        suggestion: `${UNRESOLVED_PREFIX}${reason || 'say what was tried and why no record was found'}`,
    };
}
/**
 * One identifier in one of the accepted forms, or a refusal that names what is wrong with an
 * identifier-shaped text (a check digit, a month, a label that does not issue it);
 * undefined when the text is no identifier.
 */
function parseIdentifier(text) {
    const doi = DOI.exec(text) ?? DOI_PREFIXED.exec(text);
    if (doi?.[1])
        return doiCitation(doi[1]);
    const pmid = PMID.exec(text);
    if (pmid?.[1])
        return ok({ kind: 'pmid', key: `pmid:${pmid[1]}`, id: pmid[1] });
    const pmc = PMCID.exec(text);
    if (pmc?.[1])
        return ok({ kind: 'pmcid', key: `pmcid:PMC${pmc[1]}`, id: `PMC${pmc[1]}` });
    const arxiv = ARXIV.exec(text);
    if (arxiv?.[1])
        return parseArxiv(arxiv[1]);
    const isbn = ISBN.exec(text);
    if (isbn?.[1])
        return parseIsbn(isbn[1]);
    if (/^https?:\/\//i.test(text))
        return parseUrl(text);
    const bare = parseAccession(text);
    if (bare)
        return bare;
    const labelled = LABELLED.exec(text);
    if (labelled?.[1] && labelled[2])
        return parseLabelled(labelled[1], labelled[2]);
    return undefined;
}
function doiCitation(id) {
    return ok({ kind: 'doi', key: `doi:${id.toLowerCase()}`, id });
}
/** A bare accession of a family that may stand alone; a malformed one of a known shape named. */
function parseAccession(id) {
    const family = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    // One word of a family's shape that is not one of its accessions is named as such; a
    // sentence that happens to start like one is left to be free text.
    const attempted = /\s/.test(id) ? undefined : ACCESSION_FAMILIES.find((f) => f.shape?.test(id));
    if (attempted)
        return {
            ok: false,
            problem: `looks like an accession of ${attempted.name} but is not one (${attempted.syntax})`,
        };
    return undefined;
}
function accessionCitation(id, family) {
    const key = family.lookedUp ? `accession:${id}` : `${family.archive}:${id}`;
    return ok({ kind: 'accession', key, id, archive: family.archive });
}
/**
 * `<label> <identifier>`: the label names a scheme or an archive, and that archive must issue
 * the identifier. A label the gate does not know leaves the text free text (undefined).
 */
function parseLabelled(rawLabel, id) {
    const words = rawLabel.toLowerCase().replace(/\s+/g, ' ');
    const label = LABELS.has(words) ? words : words.replace(LABEL_NOUNS, '');
    const target = LABELS.get(label);
    // `ENA accession` alone: the last word is the label's noun, not an identifier.
    if (!target || LABEL_NOUNS.test(` ${id.toLowerCase()}`))
        return undefined;
    for (const kind of target.kinds ?? []) {
        const found = parseSchemeId(kind, id, target.doiPrefixes);
        if (found)
            return found;
    }
    const archives = target.archives ?? [];
    const family = ACCESSION_FAMILIES.find((f) => archives.includes(f.archive) && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    const named = rawLabel.trim();
    const other = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (other && archives.length > 0)
        return {
            ok: false,
            problem: `names ${named}, which does not issue accessions like ${id} (that is an accession of ${other.name})`,
            suggestion: id,
        };
    const expected = [
        ...(target.kinds ?? []).map(describeScheme),
        ...ACCESSION_FAMILIES.filter((f, i, all) => archives.includes(f.archive) && all.findIndex((g) => g.name === f.name) === i).map((f) => `${f.name}: ${f.syntax}`),
    ];
    return {
        ok: false,
        problem: `names ${named} but ${JSON.stringify(id)} is not an identifier it issues (${expected.join('; ')})`,
    };
}
/** An identifier of a scheme after its label, or undefined when it does not read as one. */
function parseSchemeId(kind, id, doiPrefixes) {
    switch (kind) {
        case 'doi': {
            const doi = DOI.exec(id)?.[1];
            if (!doi)
                return undefined;
            if (doiPrefixes && !doiPrefixes.some((p) => doi.startsWith(`${p}/`)))
                return {
                    ok: false,
                    problem: `is labelled as a repository whose DOIs begin ${doiPrefixes.join(' or ')}/, but ${doi} does not`,
                    suggestion: doi,
                };
            return doiCitation(doi);
        }
        case 'pmid':
            return /^[1-9]\d{0,8}$/.test(id) ? ok({ kind: 'pmid', key: `pmid:${id}`, id }) : undefined;
        case 'pmcid': {
            const n = /^(?:PMC)?([1-9]\d{0,8})$/i.exec(id)?.[1];
            return n ? ok({ kind: 'pmcid', key: `pmcid:PMC${n}`, id: `PMC${n}` }) : undefined;
        }
        case 'arxiv':
            return parseArxiv(id);
    }
}
function describeScheme(kind) {
    switch (kind) {
        case 'doi':
            return 'a DOI: 10., a registrant number, /, a suffix';
        case 'pmid':
            return 'a PMID: a number';
        case 'pmcid':
            return 'a PMCID: PMC and a number';
        case 'arxiv':
            return 'an arXiv id: YYMM.NNNNN or archive/YYMMNNN';
    }
}
function parseArxiv(id) {
    const fresh = ARXIV_NEW.exec(id);
    if (fresh) {
        const [, yy, mm, number] = fresh;
        const month = Number(mm);
        const yymm = Number(yy + mm);
        // New-style ids began in April 2007, with four digits; five from January 2015.
        const digits = yymm >= 1501 ? 5 : 4;
        if (month < 1 || month > 12 || yymm < 704 || number.length !== digits)
            return {
                ok: false,
                problem: `is not a valid arXiv identifier (YYMM.NNNN before 2015, YYMM.NNNNN since)`,
            };
        return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    const old = ARXIV_OLD.exec(id);
    if (old) {
        const month = Number(old[4]);
        const yymm = Number(`${old[3]}${old[4]}`);
        // Old-style ids ran from August 1991 (9108) to March 2007 (0703).
        if (month >= 1 && month <= 12 && (yymm >= 9108 || yymm <= 703))
            return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    return {
        ok: false,
        problem: 'is not a valid arXiv identifier (arXiv:YYMM.NNNNN or arXiv:archive/YYMMNNN)',
    };
}
/** The check digit of an ISBN-10 or ISBN-13 (ISO 2108). */
function parseIsbn(written) {
    const digits = written.replace(/[ -]/g, '').toUpperCase();
    if (digits.length === 10 && /^\d{9}[\dX]$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 10; i++) {
            const c = digits[i];
            sum += (10 - i) * (c === 'X' ? 10 : Number(c));
        }
        if (sum % 11 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-10 whose check digit does not match (ISBN ${written})`,
        };
    }
    if (digits.length === 13 && /^97[89]\d{10}$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 13; i++)
            sum += (i % 2 === 0 ? 1 : 3) * Number(digits[i]);
        if (sum % 10 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-13 whose check digit does not match (ISBN ${written})`,
        };
    }
    return {
        ok: false,
        problem: 'is not an ISBN: 10 digits (the last may be X) or 13 digits starting 978 or 979',
    };
}
/**
 * A web address: a resolver's address of an identifier is that identifier (dated or not); any
 * other address needs the date it was read.
 */
function parseUrl(text) {
    const m = URL_RETRIEVED.exec(text);
    const address = m?.[1] ?? text.split(/\s/)[0] ?? text;
    let url;
    try {
        url = new URL(address);
    }
    catch {
        url = null;
    }
    if (!url || url.hostname === '')
        return { ok: false, problem: 'is not a valid web address' };
    const resolved = readResolverAddress(url);
    if (resolved) {
        // After the address, a retrieval date or nothing: `https://doi.org/10.1/x and more` is prose.
        if (!m && address !== text)
            return {
                ok: false,
                problem: 'is a resolver address with text after it; a source is one identifier',
                ...(resolved.ok ? { suggestion: address } : {}),
            };
        if (m?.[2] && !isCalendarDate(m[2]))
            return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
        return resolved;
    }
    if (!m?.[2])
        return {
            ok: false,
            problem: 'is a web address without the date it was retrieved (a page can change after it was read)',
            suggestion: `${address} (retrieved YYYY-MM-DD)`,
        };
    if (!isCalendarDate(m[2]))
        return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
    return ok({ kind: 'url', key: address, id: address, retrieved: m[2] });
}
const asLabelled = (label) => (id) => parseLabelled(label, id);
/**
 * The resolver addresses an identifier is known by (issue 35, item 6): the path that names
 * one record of a scheme or archive. An address on one of these hosts whose path names no
 * record (a search, a home page) is an ordinary web page, except on the hosts that serve
 * nothing but identifiers (IDENTIFIER_ONLY_HOSTS).
 */
const RESOLVER_ADDRESSES = [
    {
        hosts: ['doi.org', 'dx.doi.org', 'hdl.handle.net'],
        path: /^\/(10\..*)$/,
        read: asLabelled('doi'),
        name: 'DOI',
    },
    {
        hosts: ['identifiers.org'],
        path: /^\/(?:[a-z0-9.]+\/)?([A-Za-z0-9._-]+:.+)$/,
        read: readCompactId,
        name: 'identifiers.org',
    },
    {
        hosts: ['pubmed.ncbi.nlm.nih.gov'],
        path: /^\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pubmed\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pmc\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['pmc.ncbi.nlm.nih.gov'],
        path: /^\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['arxiv.org', 'export.arxiv.org'],
        path: /^\/(?:abs|pdf)\/([^?]+?)(?:\.pdf)?\/?$/,
        read: asLabelled('arxiv'),
        name: 'arXiv',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/ena\/(?:browser\/view|data\/view)\/([^/?]+)\/?$/,
        read: asLabelled('ENA'),
        name: 'ENA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/sra\/([^/?]+)\/?$/,
        read: asLabelled('SRA'),
        name: 'SRA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/bioproject\/([^/?]+)\/?$/,
        read: asLabelled('BioProject'),
        name: 'BioProject',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/biosample\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:nuccore|nucleotide|protein)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI'),
        name: 'NCBI Nucleotide',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:assembly|datasets\/genome)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI Assembly'),
        name: 'NCBI Assembly',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/geo\/query\/acc\.cgi\?acc=([^&]+)$/,
        read: asLabelled('GEO'),
        name: 'GEO',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/(?:biostudies\/)?arrayexpress\/(?:experiments|studies)\/([^/?]+)\/?$/,
        read: asLabelled('ArrayExpress'),
        name: 'ArrayExpress',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biostudies\/(?:[a-z]+\/)?studies\/([^/?]+)\/?$/,
        read: asLabelled('BioStudies'),
        name: 'BioStudies',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biosamples\/samples\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['uniprot.org', 'rest.uniprot.org'],
        path: /^\/(?:uniprot|uniprotkb)\/([^/.?]+)(?:\/entry|\.[a-z]+)?\/?$/,
        read: asLabelled('UniProt'),
        name: 'UniProt',
    },
    {
        hosts: ['rcsb.org'],
        path: /^\/structure\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/pdbe\/entry\/pdb\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ensembl.org'],
        path: /^\/id\/([^/?]+)\/?$/,
        read: asLabelled('Ensembl'),
        name: 'Ensembl',
    },
    {
        hosts: ['scicrunch.org'],
        path: /^\/resolver\/(RRID:[^/?]+)\/?$/,
        read: (id) => parseAccession(id),
        name: 'RRID',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/records?\/([1-9]\d{0,11})\/?$/,
        read: (n) => doiCitation(`10.5281/zenodo.${n}`),
        name: 'Zenodo',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/doi\/(10\..+)$/,
        read: asLabelled('Zenodo'),
        name: 'Zenodo',
    },
];
/** identifiers.org prefixes (lower case) and the label each stands for here. */
const COMPACT_PREFIXES = new Map([
    ['doi', 'doi'],
    ['pubmed', 'pmid'],
    ['pmc', 'pmcid'],
    ['arxiv', 'arxiv'],
    ['ena.embl', 'ENA'],
    ['insdc', 'INSDC'],
    ['insdc.sra', 'SRA'],
    ['insdc.gca', 'INSDC'],
    ['assembly', 'NCBI Assembly'],
    ['bioproject', 'BioProject'],
    ['biosample', 'BioSample'],
    ['geo', 'GEO'],
    ['refseq', 'RefSeq'],
    ['arrayexpress', 'ArrayExpress'],
    ['biostudies', 'BioStudies'],
    ['uniprot', 'UniProt'],
    ['pdb', 'PDB'],
    ['ensembl', 'Ensembl'],
]);
/** An identifiers.org compact identifier (`prefix:accession`). */
function readCompactId(compact) {
    const colon = compact.indexOf(':');
    const prefix = compact.slice(0, colon).toLowerCase();
    const id = compact.slice(colon + 1);
    if (prefix === 'rrid')
        return parseAccession(`RRID:${id}`) ?? notIssued('RRID', id);
    const label = COMPACT_PREFIXES.get(prefix);
    if (!label)
        return {
            ok: false,
            problem: `is in the identifiers.org namespace ${JSON.stringify(prefix)}, which the gate does not check (docs/rules.md, citation-invalid, lists the families it does); cite the record by an identifier of one of them`,
        };
    return parseLabelled(label, id) ?? notIssued(label, id);
}
function notIssued(label, id) {
    return {
        ok: false,
        problem: `names ${label} but ${JSON.stringify(id)} is not an identifier it issues`,
    };
}
/** Hosts that serve nothing but identifiers: an address there is an identifier or refused. */
const IDENTIFIER_ONLY_HOSTS = new Set([
    'doi.org',
    'dx.doi.org',
    'identifiers.org',
    'pubmed.ncbi.nlm.nih.gov',
]);
/**
 * The identifier a resolver address names, or a refusal when the address is a resolver's but
 * its path is no identifier of it; undefined for any other address.
 */
function readResolverAddress(url) {
    const host = url.hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
    let path;
    try {
        path = decodeURIComponent(url.pathname) + url.search;
    }
    catch {
        path = url.pathname + url.search;
    }
    for (const r of RESOLVER_ADDRESSES) {
        if (!r.hosts.includes(host))
            continue;
        const id = r.path.exec(path)?.[1];
        if (id === undefined)
            continue;
        const read = r.read(id);
        if (read?.ok || (read && r.read === readCompactId))
            return read;
        return {
            ok: false,
            problem: `is ${r.name}'s address of ${JSON.stringify(id)}, which is not an identifier ${r.name} issues${read ? ` (${read.problem})` : ''}`,
        };
    }
    // A host that serves nothing but identifiers: what is not one is refused, never a page.
    if (IDENTIFIER_ONLY_HOSTS.has(host))
        return {
            ok: false,
            problem: `is an address at ${host}, which serves identifiers only, but ${JSON.stringify(path)} names none`,
        };
    return undefined;
}
function isCalendarDate(date) {
    const t = Date.parse(`${date}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}
/** Most words of a free text searched for an identifier to suggest. */
const MAX_SUGGESTION_WORDS = 64;
/**
 * Why a text that is no identifier cites nothing: free text, with the identifier in it to
 * write instead; or, when it names several, that a source cites one record.
 */
function describeFreeText(text) {
    const found = identifiersIn(text);
    if (found.length > 1)
        return {
            ok: false,
            problem: `names ${found.length} identifiers (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}); a source cites the one record the artifact came from`,
        };
    return {
        ok: false,
        problem: 'is free text, not a verifiable record',
        ...(found[0] ? { suggestion: found[0] } : {}),
    };
}
/** The words of a free text that are a citation by themselves (no dated URL), each once. */
function identifiersIn(text) {
    const words = text.split(/[\s,;()[\]]+/).slice(0, MAX_SUGGESTION_WORDS);
    const found = [];
    for (const word of words) {
        const w = word.replace(/[.]+$/, '');
        if (w.length < 5)
            continue;
        const check = parseIdentifier(w);
        if (check?.ok && check.citation.kind !== 'url' && !found.includes(w))
            found.push(w);
    }
    return found;
}


/***/ }),

/***/ 2800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ summarizePassportBytes),
/* harmony export */   PF: () => (/* binding */ attestationPathFor),
/* harmony export */   Pk: () => (/* binding */ isRunId),
/* harmony export */   Y$: () => (/* binding */ checkPassportBytes),
/* harmony export */   _u: () => (/* binding */ isPassportPath),
/* harmony export */   dB: () => (/* binding */ SUPPORTED_MAJOR),
/* harmony export */   hQ: () => (/* binding */ freshPassportIdCommand),
/* harmony export */   jc: () => (/* binding */ isSchemaCreatedAt),
/* harmony export */   mw: () => (/* binding */ findClaimedPassportId),
/* harmony export */   r$: () => (/* reexport safe */ _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__.r),
/* harmony export */   yv: () => (/* binding */ isAttestationPath),
/* harmony export */   z6: () => (/* binding */ RUN_ID_PATTERN),
/* harmony export */   zb: () => (/* binding */ PASSPORT_SUFFIX)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54280);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19630);
/* harmony import */ var _core_location_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91324);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48825);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23511);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9344);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86571);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35703);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(32446);
/**
 * The Material Passport format (seed 000): schema and per-document rules.
 * Pure: takes bytes, returns findings and a summary of the passport.
 */













/**
 * True when the passport schema accepts `value` as a `created_at`. The schema itself is asked,
 * of a passport holding nothing else: its validator reports every violation (allErrors), and
 * those of created_at sit at its pointer, so no second copy of the rule can drift from it.
 */
function isSchemaCreatedAt(value) {
    return !(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .validateWithSchema */ .CW)('passport', { created_at: value }).some((v) => v.pointer === '/created_at');
}
/** File name suffix that marks a passport. */
const PASSPORT_SUFFIX = '.passport.json';
/**
 * File name suffix of a passport's attestation: `<run-id>.passport.sigstore.json`, a Sigstore
 * bundle beside `<run-id>.passport.json` (written by `passport-gate attest`).
 */
const ATTESTATION_SUFFIX = '.passport.sigstore.json';
/** The attestation bundle's path beside a passport's (repository-relative, POSIX). */
function attestationPathFor(passportPath) {
    return `${passportPath.slice(0, -PASSPORT_SUFFIX.length)}${ATTESTATION_SUFFIX}`;
}
/** True when a repository-relative path names a passport's attestation bundle. */
function isAttestationPath(rel) {
    return rel.endsWith(ATTESTATION_SUFFIX);
}
/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/**
 * True when `runId` names a passport file `<runId>.passport.json` that stamp would write (and
 * that `--run-id` can name back): the pattern, and no second `.passport` before the suffix.
 */
function isRunId(runId) {
    return RUN_ID_PATTERN.test(runId) && !runId.endsWith('.passport');
}
/** The only major version this tool understands. */
const SUPPORTED_MAJOR = 1;
/** True when a repository-relative path names a passport. */
function isPassportPath(rel) {
    return rel.endsWith(PASSPORT_SUFFIX);
}
/**
 * Checks one passport's bytes: JSON syntax (with position), duplicate keys,
 * schema_version, schema, and errors[] exit codes. Artifact and chain rules
 * need the whole tree and live in the rule families (src/rules/families/).
 */
// `alreadyParsed`: the value JSON.parse gave for these bytes (repo/passports.ts's light parse), and
// its summary when made, reused.
function checkPassportBytes(path, bytes, alreadyParsed) {
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonDocument */ .dH)(bytes, undefined, alreadyParsed);
    if (!parsed.ok)
        return { findings: [invalidJsonFinding(path, parsed.problem)] };
    const document = parsed.document;
    const value = document.value;
    const summary = alreadyParsed?.summary ?? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(value);
    const findings = [];
    const at = (0,_core_location_js__WEBPACK_IMPORTED_MODULE_8__/* .locatorOf */ .e)(document);
    const id = summary.id ?? undefined;
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'passport-duplicate-key',
            path,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(dup.key)} appears more than once in the same object; keep exactly one.`,
        });
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        findings.push({
            rule: 'passport-schema',
            path,
            ...at(''),
            message: 'the passport must be a JSON object.',
        });
        return { findings, document, summary };
    }
    const version = summary.schemaVersion;
    const major = version !== null ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major !== undefined && Number(major) !== SUPPORTED_MAJOR) {
        findings.push({
            rule: 'passport-unsupported-version',
            path,
            ...at('/schema_version'),
            passport_id: id,
            message: `schema_version ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(version)} has major ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(major)}; this gate understands Material Passport v${SUPPORTED_MAJOR}. Write a v1 passport or upgrade passport-gate.`,
        });
        return { findings, document, summary };
    }
    findings.push(...passportSchemaFindings(path, bytes, value, summary, at));
    findings.push(...citationFindings(path, summary, id, at));
    findings.push(...exitFindings(path, summary, at));
    return { findings, document, summary };
}
/** The finding of bytes that are not one JSON object within the parser's limits. */
function invalidJsonFinding(path, problem) {
    const rule = problem.kind === 'too-deep' || problem.kind === 'too-many-values'
        ? 'passport-too-large'
        : 'passport-invalid-json';
    return {
        rule,
        path,
        line: problem.line,
        column: problem.column,
        message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
    };
}
/**
 * The schema's findings, a passport_id or placeholder reference among them told with its fix:
 * the id's message prints a fresh id and the command that writes it.
 */
function passportSchemaFindings(path, bytes, value, summary, at) {
    return (0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .schemaFindings */ .I$)('passport', value, { rule: 'passport-schema', path, passport_id: summary.id ?? undefined }, at).map((f) => f.pointer === '/passport_id'
        ? {
            ...f,
            // The seed's own placeholder is its own rule (a warning by default), so the seed's
            // example passes as written; any other id that is no UUIDv4 stays passport-schema.
            rule: summary.writtenId === PASSPORT_ID_PLACEHOLDER ? 'passport-id-placeholder' : f.rule,
            message: describePassportIdFix(path, bytes, summary.id),
        }
        : isPlaceholderReference(summary, f.pointer)
            ? { ...f, message: describePlaceholderReference(f.pointer) }
            : f);
}
/** One `exit-nonzero` finding per errors[] entry that records a failed step, with its stderr. */
function exitFindings(path, summary, at) {
    const findings = [];
    for (const e of summary.errors) {
        if ((0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(e)) {
            const excerpt = typeof e.stderr === 'string' && e.stderr.length > 0
                ? ` stderr: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.stderr)}.`
                : '';
            findings.push({
                rule: 'exit-nonzero',
                path,
                ...at(`/errors/${e.index}/exit_code`),
                passport_id: summary.id ?? undefined,
                message: `step ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.step ?? '?')} (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and run it again through passport-gate run (a run record: its recorded command, as the re-run plan of passport-gate diff prints it), which records the new run; downstream skills must not consume failed work.`,
            });
        }
    }
    return findings;
}
/**
 * The passport-schema message for a passport_id that is no UUIDv4 (the seed's example writes
 * the placeholder `"uuid-v4"`): what is wrong, a fresh id, and the command that writes it.
 * The id is derived from the passport's path and bytes, so the same passport gets the same
 * suggestion in every run (reports stay reproducible), and is shaped as RFC 9562 asks of a
 * version 4 UUID. The command replaces the value of the one `"passport_id"` key and nothing
 * else; it is printed only when doing exactly that to these bytes gives this passport with
 * the new id (checked here), else the edit is said in words.
 */
function describePassportIdFix(path, bytes, recorded) {
    const what = `passport_id ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(typeof recorded === 'string' ? recorded : JSON.stringify(recorded ?? null))} is not a UUIDv4 (seed 000: "passport_id — UUIDv4, globally unique"; the seed's "uuid-v4" is a placeholder for one).`;
    const fresh = freshPassportIdCommand(path, bytes);
    if (fresh.command === null)
        return `${what} Give it a fresh one: set "passport_id" to "${fresh.uuid}" in ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(path)}.`;
    return `${what} Give it a fresh one (run at the repository root): ${fresh.command}`;
}
/**
 * A fresh passport_id for the passport at `path` with these bytes (derived from both, so every
 * run suggests the same one), and the `node -e` command that writes it in place, replacing the
 * value of the one `"passport_id"` key and nothing else (null when that edit would change more:
 * then the edit is said in words). The rest of the record is kept, so it still vouches only
 * for the bytes it recorded (passport-id-placeholder, passport-id-reused).
 */
function freshPassportIdCommand(path, bytes) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(path).update('\0').update(bytes).digest();
    digest[6] = (digest[6] & 0x0f) | 0x40;
    digest[8] = (digest[8] & 0x3f) | 0x80;
    const hex = digest.subarray(0, 16).toString('hex');
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const text = Buffer.from(bytes).toString('utf8');
    const edited = text.replace(PASSPORT_ID_VALUE, `$1"${uuid}"`);
    if (!replacesOnlyTheId(text, edited, uuid))
        return { uuid, command: null };
    const script = `const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,fs.readFileSync(f,"utf8").replace(${PASSPORT_ID_VALUE.toString()},"$1\\"${uuid}\\""))`;
    return { uuid, command: (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`node -e ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(script)} ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(path)}`) };
}
/**
 * The placeholder seed 000's example passport writes for its ids (`"passport_id": "uuid-v4"`),
 * exactly as written there: docs/rules.md, passport-id-placeholder.
 */
const PASSPORT_ID_PLACEHOLDER = 'uuid-v4';
/** True when the schema finding at `pointer` is a consumed_passports entry that is the placeholder. */
function isPlaceholderReference(summary, pointer) {
    const index = /^\/consumed_passports\/(\d+)$/.exec(pointer ?? '')?.[1];
    return index !== undefined && summary.writtenConsumed[Number(index)] === PASSPORT_ID_PLACEHOLDER;
}
/**
 * The passport-schema message for a consumed_passports entry that is the seed's placeholder.
 * It stays an error, as the schema says (consumed ids are UUIDv4s): every passport copied from
 * the seed's example carries that placeholder, so it names no one upstream, and once the
 * upstream takes its fresh id (passport-id-placeholder's fix) the reference names nothing.
 */
function describePlaceholderReference(pointer) {
    return `${pointer} is ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(PASSPORT_ID_PLACEHOLDER)}, seed 000's placeholder, not a passport_id: it names no one upstream passport (consumed_passports holds UUIDv4s). Give the upstream passport its own UUIDv4 (its passport-id-placeholder finding prints the command), then name that id here.`;
}
/** The first `"passport_id": "…"` pair of a passport's text (the printed fix's pattern). */
const PASSPORT_ID_VALUE = /("passport_id"\s*:\s*)"(?:[^"\\]|\\.)*"/;
/** True when `edited` is `text` with the top-level passport_id set to `uuid` and nothing else. */
function replacesOnlyTheId(text, edited, uuid) {
    try {
        return (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .differsOnlyInId */ .Sn)(JSON.parse(text), JSON.parse(edited), uuid);
    }
    catch {
        return false;
    }
}
/**
 * citation-invalid: every artifact `source` (the places a passport cites a work) must be one
 * verifiable identifier, a URL with its retrieval date, or `unresolved: <why>` (citation.ts).
 */
function citationFindings(path, summary, id, at) {
    const findings = [];
    for (const kind of ['inputs', 'outputs']) {
        for (const ref of summary[kind]) {
            if (ref.source === null)
                continue;
            const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCitation */ .vh)(ref.source);
            if (check.ok)
                continue;
            findings.push({
                rule: 'citation-invalid',
                path,
                ...at(`/${kind}/${ref.index}/source`),
                passport_id: id,
                message: `source ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.source)} of ${kind.slice(0, -1)} ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)} ${check.problem}. ${describeCitationFix(path, kind, ref.path, ref.source, check.suggestion)}`,
            });
        }
    }
    return findings;
}
/**
 * The fix of a citation-invalid finding: for an input, the `stamp` command that records the
 * suggested identifier or, when the text holds none, says honestly that the source could not
 * be resolved (hard rule 1's own way out); run at the repository root it works as printed.
 */
function describeCitationFix(passportPath, kind, artifact, source, suggestion) {
    const value = suggestion ??
        `${_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .UNRESOLVED_PREFIX */ .XK}no record found for ${source.replace(/\s+/g, ' ').trim().slice(0, 200) || 'an empty source'}`;
    if (kind === 'outputs')
        return `Write one identifier, a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" there, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(value)}.`;
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(passportPath);
    const what = suggestion
        ? 'Record the identifier'
        : 'Cite the record (DOI, PMID:…, an accession), or say it could not be resolved';
    return `${what}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(dir)} --source ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(`${artifact}=${value}`)}`)}`;
}
/**
 * The audit's light parse of every passport: JSON.parse and the summary the
 * scope, the artifact pass and the chain need, no positions, no schema. The
 * value is returned too, so the full check of a passport in scope
 * ({@link checkPassportBytes}) does not parse it again. Returns null when
 * unusable (the full check then says why).
 */
function summarizePassportBytes(bytes) {
    // Depth and value count first, on the bytes: a passport past either cap is never handed to
    // JSON.parse, whose memory follows the values (MAX_JSON_VALUES). The scan is handed on too.
    const scan = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .scanStructure */ .xq)(bytes, _json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_JSON_DEPTH */ .KX);
    if (scan.tooDeepAt >= 0 || scan.tooManyAt >= 0)
        return null;
    // The full check (parseJsonDocument) refuses a BOM and invalid UTF-8; JSON.parse of the text
    // Buffer decodes would not (U+FFFD for a bad byte). A passport the check refuses must be
    // refused here too, or its outputs would be hashed and its id resolved (issue 18).
    if (startsWithBom(bytes) || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return null;
    try {
        // A view, not a copy (Buffer.from(Uint8Array) copies the bytes).
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        const value = JSON.parse(text);
        // The value is handed on to checkPassportBytes, so a passport in scope is parsed once.
        return { summary: (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(value), value, scan };
    }
    catch {
        return null;
    }
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** `"passport_id": "…"`, as a refused passport may still spell it (read for a message alone). */
const CLAIMED_ID = /"passport_id"\s*:\s*"([0-9A-Fa-f-]{1,64})"/;
/**
 * The passport_id a passport the audit refuses appears to declare, or null: found in the text
 * (bad bytes decoded as U+FFFD), never parsed. It resolves nothing: it only lets a consumer's
 * finding say that the passport it names exists but cannot be read, and lets the graph draw
 * that passport as failing rather than as an unknown id. Linear: a literal-led pattern over
 * at most the size cap.
 */
function findClaimedPassportId(bytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const match = CLAIMED_ID.exec(text);
    return match?.[1] === undefined ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__/* .foldPassportId */ .r)(match[1]);
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

/***/ 35493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T2: () => (/* binding */ createBookkeepingTest),
  zY: () => (/* binding */ createFindingOwnerLookup),
  CN: () => (/* binding */ createOwnerLookup),
  wm: () => (/* binding */ findOutputDirectories),
  wq: () => (/* binding */ globForRoot)
});

// EXTERNAL MODULE: ./src/formats/ack-path.ts
var ack_path = __webpack_require__(47613);
// EXTERNAL MODULE: ./src/formats/passport.ts
var passport = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __webpack_require__(9344);
;// CONCATENATED MODULE: ./src/core/engine-bookkeeping.ts
/**
 * The bookkeeping files workflow engines write inside the output directories they manage: the
 * ONE list of them. They record the engine's own state (not an output of the step), so no
 * passport lists them: `artifact-unlisted` and `passport-missing` do not count them, `stamp`
 * (and `run`) leave them out of `outputs[]`, and coverage in the diff skips them, all through
 * repo/ownership.ts createBookkeepingTest, which reads this list.
 *
 * Kept short on purpose: every name here is a file the gate does not vouch for, so only a
 * file whose name and place the engine itself fixes belongs here (documented in docs/rules.md,
 * `artifact-unlisted`). A name is matched exactly (case-sensitive) as the last path segment of
 * a regular file; a directory or a symbolic link of that name is a file like any other.
 */
/** Every engine bookkeeping file name the gate exempts. */
const ENGINE_BOOKKEEPING_FILES = [
    {
        name: '.snakemake_timestamp',
        engine: 'Snakemake',
        why: 'the empty marker Snakemake touches inside a directory() output to record when the job finished',
    },
    // A Nextflow task's work directory holds its outputs and these files of the engine's; `import
    // --from nextflow-lineage` writes a task's passport there when its outputs were not published.
    ...[
        ['.exitcode', "the task's exit status, as Nextflow recorded it"],
        ['.command.sh', 'the task script Nextflow wrote from the process'],
        ['.command.run', 'the wrapper Nextflow runs the task script with'],
        ['.command.out', "the task's standard output, captured"],
        ['.command.err', "the task's standard error, captured"],
        ['.command.log', "the task's combined output, captured"],
        ['.command.begin', 'the marker Nextflow touches when the task starts'],
        ['.command.trace', "the task's resource usage, as Nextflow traced it"],
    ].map(([name, why]) => ({
        name,
        engine: 'Nextflow',
        why: `${why} (in the task work directory)`,
    })),
];
const NAMES = new Set(ENGINE_BOOKKEEPING_FILES.map((f) => f.name));
/** True when repository-relative path `rel` (POSIX) is named like an engine bookkeeping file. */
function isEngineBookkeepingName(rel) {
    const slash = rel.lastIndexOf('/');
    return NAMES.has(slash < 0 ? rel : rel.slice(slash + 1));
}

// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __webpack_require__(22395);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
;// CONCATENATED MODULE: ./src/repo/ownership.ts
/**
 * Which directories are output directories, and which files in them are artifacts: the
 * ownership rule behind `passport-missing` and `artifact-unlisted`, shared by the audit
 * (audit/pipeline.ts) and `stamp` (produce/stamp/), so a stamped directory lists exactly what the
 * audit expects of it.
 *
 * - A file belongs to the nearest enclosing output directory (none: it is no artifact).
 * - Output directories: every directory holding a passport, and every directory matched by
 *   the config's `outputs:` globs. Without `outputs:`, the globs are inferred from the
 *   passports ({@link inferOutputRoots}): the parent of each directory holding a passport is
 *   an output root, and every directory directly under a root is an output directory, as if
 *   `outputs: ["<root>/*"]` had been written (what `passport-gate init` writes to pin them).
 * - Only bookkeeping is never an artifact: the passport files themselves, the acknowledgment
 *   written beside a packet in an inbox, and the workflow engines' files named in
 *   core/engine-bookkeeping.ts ({@link createBookkeepingTest}).
 */






/**
 * Output roots inferred from the directories holding passports, each with the passport
 * directories directly under it (the evidence), sorted. The parent of a passport directory is
 * a root, except:
 *  - the repository root itself: every top-level directory would need a passport, `data/`
 *    and `docs/` included;
 *  - a directory that is, or lies inside, a passport directory: everything under it already
 *    belongs to that passport (nested directories are owned by the nearest passport directory
 *    above them), and a root there would take files away from it.
 */
function inferOutputRoots(passportDirs) {
    const roots = new Map();
    const insidePassportDir = new Map();
    const isInside = (dir) => {
        const known = insidePassportDir.get(dir);
        if (known !== undefined)
            return known;
        const inside = passportDirs.has(dir) || (dir !== '.' && isInside((0,relative_path/* relativeDirname */.RV)(dir)));
        insidePassportDir.set(dir, inside);
        return inside;
    };
    for (const dir of passportDirs) {
        if (dir === '.')
            continue;
        const root = (0,relative_path/* relativeDirname */.RV)(dir);
        if (root === '.' || isInside(root))
            continue;
        const list = roots.get(root);
        if (list)
            list.push(dir);
        else
            roots.set(root, [dir]);
    }
    for (const list of roots.values())
        list.sort();
    return new Map([...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/**
 * Characters picomatch may read as syntax (wildcards, classes, groups, negation, extglob
 * markers, quoted literals), escaped with a backslash in a literal directory name. A backslash
 * before an ordinary character means that character, so escaping one too many is harmless.
 */
const GLOB_SYNTAX = /[\\*?[\]{}()!+@"'|]/g;
/** The `outputs:` glob that pins an output root: every directory directly under it. */
function globForRoot(root) {
    return `${root.replace(GLOB_SYNTAX, '\\$&')}/*`;
}
/**
 * The output directories of a walked tree: the passport directories, and the directories the
 * `outputs:` globs match, or (no `outputs:`) the directories directly under an inferred root.
 */
function findOutputDirectories(entries, passportDirs, config, basePassportDirs) {
    const dirs = new Set(passportDirs);
    if (config.outputs.length > 0) {
        const isOutputGlob = (0,globs/* compileGlobs */.t)(config.outputs, 'outputs');
        for (const e of entries)
            if (e.kind === 'dir' && isOutputGlob(e.rel))
                dirs.add(e.rel);
        if (isOutputGlob('.'))
            dirs.add('.');
        return { dirs, inferredRoots: new Map() };
    }
    const inferredRoots = inferOutputRoots(passportDirs);
    // Roots the base had stay roots: a passport the change adds cannot dissolve one.
    if (basePassportDirs)
        for (const [root, evidence] of inferOutputRoots(basePassportDirs))
            if (!inferredRoots.has(root))
                inferredRoots.set(root, evidence);
    if (inferredRoots.size > 0) {
        for (const e of entries)
            if (e.kind === 'dir' && inferredRoots.has((0,relative_path/* relativeDirname */.RV)(e.rel)))
                dirs.add(e.rel);
    }
    return { dirs, inferredRoots };
}
/**
 * The test for bookkeeping, which is never an artifact (exempt from `artifact-unlisted`, never
 * listed by `stamp`): the gate's own (a passport file; its attestation bundle
 * `<run-id>.passport.sigstore.json`, signed after the passport, so it cannot list it; or the
 * acknowledgment `X.ack` beside a packet `X.json` that the `packets` globs match: it is written
 * by the receiving agent after the step that wrote the packet, so no passport of that step can
 * list it), and a regular file named as in core/engine-bookkeeping.ts, the one list of workflow
 * engines' bookkeeping files (Snakemake's `.snakemake_timestamp`). Everything else (dotfiles, a
 * `.passport-gate.yml`, an `.ack` beside no packet, a symbolic link named
 * `.snakemake_timestamp`) is a file like any other. `handoffCandidates`: the tree's files that
 * may be packets (every file, or those a superset of the `packets` globs matched).
 */
function createBookkeepingTest(handoffCandidates, config) {
    const isPacket = (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    const acks = new Set();
    for (const rel of handoffCandidates)
        if (isPacket(rel))
            acks.add((0,ack_path/* ackPathOf */.o)(rel));
    return (rel, kind) => (0,passport/* isPassportPath */._u)(rel) ||
        (0,passport/* isAttestationPath */.yv)(rel) ||
        (acks.size > 0 && acks.has(rel)) ||
        (kind === 'file' && isEngineBookkeepingName(rel));
}
/**
 * The nearest output directory owning a file, remembered per directory: every file of a
 * directory has the same owner, and a tree's files outnumber its directories ten to one on a
 * typical output tree.
 */
function createOwnerLookup(outputDirs) {
    const ownerByDir = new Map();
    return (rel) => {
        const start = (0,relative_path/* relativeDirname */.RV)(rel);
        const known = ownerByDir.get(start);
        if (known !== undefined)
            return known;
        const visited = [];
        let owner = null;
        for (let dir = start;; dir = (0,relative_path/* relativeDirname */.RV)(dir)) {
            const cached = ownerByDir.get(dir);
            if (cached !== undefined) {
                owner = cached;
                break;
            }
            visited.push(dir);
            if (outputDirs.has(dir)) {
                owner = dir;
                break;
            }
            if (dir === '.')
                break;
        }
        for (const dir of visited)
            ownerByDir.set(dir, owner);
        return owner;
    };
}
/**
 * The output directory a finding's path belongs to, by the ownership rule above: a path that
 * is itself an output directory (a finding on the directory, such as `passport-missing`) is
 * its own; any other path belongs to the nearest output directory above it
 * ({@link createOwnerLookup}, the layout's and `stamp`'s rule). The verdict (audit/verdict.ts)
 * charges a finding to that directory's passports, so the passport a finding fails is the one
 * whose `stamp` can clear it.
 */
function createFindingOwnerLookup(outputDirs) {
    const ownerOf = createOwnerLookup(outputDirs);
    return (rel) => (rel === '' ? null : outputDirs.has(rel) ? rel : ownerOf(rel));
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

/***/ 68586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ STEP_COMMAND_PLACEHOLDER),
/* harmony export */   hO: () => (/* binding */ unprintable),
/* harmony export */   w4: () => (/* binding */ rerunCommand)
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
 * What a hand record's re-run prints where the step's command goes: a hand record names no
 * command, so the user fills it in. One shell word, so the line run as printed starts no step
 * of the user's (the placeholder is no program) and records no clean run.
 */
const STEP_COMMAND_PLACEHOLDER = '<the step command>';
/**
 * `passport-gate run …` that runs the step of the passport at `passportPath` again and records
 * it in place, to paste at the repository root; null when a word of it cannot be printed as a
 * command (control or invisible characters, which every report escapes) or the record is no
 * run record and `hand` is not set. `rel` maps a recorded artifact path to a
 * repository-relative one. With `hand`, a hand record (`stamp`) gets the same line with
 * {@link STEP_COMMAND_PLACEHOLDER} for its command, run at the root: never a re-stamp, which
 * would vouch for bytes no step is shown to have made (issue 37).
 */
function rerunCommand(passport, passportPath, dir, rel, hand = false) {
    const run = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport) ? passport.recordedBy : null;
    if (run?.command == null || run.workingDirectory === null) {
        return hand && !(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunRecord */ .jM)(passport)
            ? buildRunLine(passport, passportPath, dir, rel, null)
            : null;
    }
    return buildRunLine(passport, passportPath, dir, rel, {
        command: run.command,
        cwd: run.workingDirectory,
        declared: run.outputs === 'declared',
        nondeterministic: run.nondeterministic,
    });
}
/** The `run` line of {@link rerunCommand}. */
function buildRunLine(passport, passportPath, dir, rel, record) {
    const cwd = record?.cwd ?? '.';
    const command = record?.command ?? [];
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    if (!(0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunId */ .Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...command];
    if (cwd !== '.')
        words.push('--root', argWord(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record?.declared === true) {
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
    // The declaration is the step's: a re-run that dropped it would compare what never matches.
    for (const n of record?.nondeterministic ?? []) {
        checked.push(n);
        words.push('--nondeterministic', pathWord(n, cwd));
    }
    for (const s of passport.nextSkills)
        words.push('--next-skill', argWord(s));
    if (passport.agent !== null)
        words.push('--agent', argWord(passport.agent));
    if (passport.sessionId !== null)
        words.push('--session-id', argWord(passport.sessionId));
    if (checked.some(unprintable))
        return null;
    words.push('--', ...(record ? command.map(argWord) : [argWord(STEP_COMMAND_PLACEHOLDER)]));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
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

/***/ 24469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ listUnchanged),
/* harmony export */   DO: () => (/* binding */ isSamePassportFile),
/* harmony export */   En: () => (/* binding */ restampCommand),
/* harmony export */   Jm: () => (/* binding */ toStaleNode),
/* harmony export */   WG: () => (/* binding */ findRenamed),
/* harmony export */   _X: () => (/* binding */ describeRerun),
/* harmony export */   aL: () => (/* binding */ planAuditReruns),
/* harmony export */   ju: () => (/* binding */ normalizerOf),
/* harmony export */   r$: () => (/* binding */ orderTopologically),
/* harmony export */   vn: () => (/* binding */ planReruns),
/* harmony export */   wi: () => (/* binding */ indexArtifacts),
/* harmony export */   xC: () => (/* binding */ readBaseNodes)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86571);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9344);
/* harmony import */ var _passports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55127);
/* harmony import */ var _formats_passport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2800);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48825);
/* harmony import */ var _rerun_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68586);
/* harmony import */ var _util_digraph_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24305);
/* harmony import */ var _formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23511);
/**
 * Stale downstream passports and the re-run plan: one computation for the provenance diff's
 * re-run plan (diff/diff.ts) and the audit's `chain-stale` (rules/families/chain.ts), so the
 * diff's stale list and the audit's stale findings are the same list. Pure.
 *
 * An output a change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more: renamed, or deleted and its producer re-stamped). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or an input whose
 *   path a passport it consumes (consumed_passports) lists as an output at another digest
 *   (no base needed: the head alone shows the consumer read something its producer no
 *   longer records), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * Without a base (an audit of one revision) the base is empty: only the head-alone reasons
 * and what follows from them apply.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */









const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * An artifact path as the repository-relative path it names, or as written when it names
 * none (so a refused path still differs from every other).
 */
function normalizeArtifactPath(raw, dir, pathBase) {
    const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(raw, pathBase === 'passport' && dir !== '.' ? dir : '');
    return checked.ok ? checked.rel : raw;
}
/** {@link normalizeArtifactPath} for one `path-base`. */
const normalizerOf = (pathBase) => (raw, dir) => normalizeArtifactPath(raw, dir, pathBase);
/** The artifacts of one list by normalized path; the first entry of a path wins. */
function indexArtifacts(list, dir, normalize, make) {
    const byRel = new Map();
    for (const ref of list) {
        const rel = normalize(ref.path, dir);
        if (!byRel.has(rel))
            byRel.set(rel, make(ref, rel));
    }
    return byRel;
}
/** A passport as the stale computation sees it, from its summary (null: unreadable). */
function toStaleNode(path, summary, normalize) {
    const make = (ref, rel) => ({
        path: rel,
        sha256: ref.sha256,
    });
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(path);
    return {
        path,
        dir,
        id: summary?.id ?? null,
        summary,
        relOf: (raw) => normalize(raw, dir),
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: indexArtifacts(summary?.inputs ?? [], dir, normalize, make),
        outputs: indexArtifacts(summary?.outputs ?? [], dir, normalize, make),
    };
}
/** The base's passport files as the stale computation (and passport-id-reused) sees them. */
function readBaseNodes(base, normalize) {
    return base.map((f) => toStaleNode(f.path, (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .passportOfFile */ .KI)(f), normalize));
}
/**
 * The audit's re-run plan ({@link planReruns}): the head as the audit read it, against the
 * base's passport files when the run has a base (a pull request, `audit --base`), else
 * against nothing. The diff asks planReruns of the same two lists (diff/diff.ts), so the
 * audit's chain-stale findings are the diff's stale list.
 */
function planAuditReruns(head, base, normalize, baseNodes = readBaseNodes(base ?? [], normalize), agrees) {
    // Without a base only the head-alone reason applies; most audits have none, and checking
    // for one costs a fraction of building every node (workload 2: 2,000 passports).
    if (base === null && !hasHeadAloneReason(head, normalize, agrees))
        return [];
    const headNodes = head.map((r) => toStaleNode(r.path, r.summary, normalize));
    if (base === null)
        return planReruns({ base: [], head: headNodes, unchangedHead: new Set() });
    const before = new Map(base.map((f) => [f.path, f]));
    const unchangedHead = new Set();
    for (const r of head) {
        const b = before.get(r.path);
        if (!b || b.value === null || r.bytes === null || r.summary === null)
            continue;
        // The same bytes are the same file; other bytes are parsed as the diff parses them.
        if (b.bytes && Buffer.from(b.bytes).equals(r.bytes))
            unchangedHead.add(r.path);
        else {
            const parsed = (0,_passports_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePassportValue */ .V5)(r.bytes);
            if (isSamePassportFile(b, { value: parsed.value, bytes: r.bytes }))
                unchangedHead.add(r.path);
        }
    }
    return planReruns({ base: baseNodes, head: headNodes, unchangedHead });
}
/**
 * True when some head passport has the one reason to be stale that needs no base: an input
 * whose path a passport it consumes lists as an output at another digest (findDirectReasons
 * with an empty base, asked without building a node per passport). Paths by `normalize`, the
 * first entry of a path winning, as {@link toStaleNode} indexes them.
 */
function hasHeadAloneReason(head, normalize, agrees = () => false) {
    const byId = new Map();
    head.forEach((r, i) => {
        const id = r.summary?.id;
        if (id === null || id === undefined)
            return;
        const list = byId.get(id);
        if (list)
            list.push(i);
        else
            byId.set(id, [i]);
    });
    const outputs = [];
    const outputsOf = (i) => {
        let byRel = outputs[i];
        if (byRel)
            return byRel;
        byRel = new Map();
        const r = head[i];
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        for (const ref of r.summary?.outputs ?? []) {
            const rel = normalize(ref.path, dir);
            if (!byRel.has(rel))
                byRel.set(rel, ref.sha256);
        }
        return (outputs[i] = byRel);
    };
    for (const r of head) {
        const s = r.summary;
        if (s === null || s.inputs.length === 0)
            continue;
        const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .relativeDirname */ .RV)(r.path);
        // Inputs every producer agrees with cannot be stale: most passports have no other.
        const open = s.inputs.filter((ref) => ref.sha256 !== null && !agrees(ref.path, dir, ref.sha256));
        if (open.length === 0)
            continue;
        const producers = [];
        for (const c of new Set(s.consumed))
            if (c !== (s.id ?? ''))
                producers.push(...(byId.get(c) ?? []));
        if (producers.length === 0)
            continue;
        for (const ref of open) {
            if (ref.sha256 === null)
                continue;
            const rel = normalize(ref.path, dir);
            for (const q of producers) {
                const sha = outputsOf(q).get(rel) ?? null;
                if (sha !== null && sha !== ref.sha256)
                    return true;
            }
        }
    }
    return false;
}
/**
 * True when a passport file is the same on both sides: the same bytes, or the same JSON value
 * with every number the same decimal number as written (not as parsed to a double, so
 * 0.30000000000000000557 and 0.3 differ). `bytes` absent: the values alone decide.
 */
function isSamePassportFile(a, b) {
    if (a.value === null || b.value === null)
        return false;
    if (a.bytes && b.bytes && Buffer.from(a.bytes).equals(b.bytes))
        return true;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(a.value, b.value))
        return false;
    if (!a.bytes || !b.bytes)
        return true;
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)((0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(a.bytes), (0,_formats_json_source_js__WEBPACK_IMPORTED_MODULE_6__/* .readExactNumbers */ .Iw)(b.bytes));
}
/**
 * The head passports whose file is the same in the base, at the same path
 * ({@link isSamePassportFile}): not re-stamped by this change.
 */
function listUnchanged(base, head) {
    const before = new Map(base.map((f) => [f.path, f]));
    const unchanged = new Set();
    for (const h of head) {
        const b = before.get(h.path);
        if (b && isSamePassportFile(b, h))
            unchanged.add(h.path);
    }
    return unchanged;
}
/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs(base, head) {
    const before = new Map();
    for (const p of base) {
        for (const o of p.outputs.values()) {
            if (o.sha256 === null)
                continue;
            const known = before.get(o.path);
            if (known)
                known.shas.add(o.sha256);
            else
                before.set(o.path, { shas: new Set([o.sha256]), producer: p });
        }
    }
    const modified = new Map();
    if (before.size === 0)
        return modified;
    const after = new Map();
    for (const p of head)
        for (const o of p.outputs.values())
            if (!after.has(o.path))
                after.set(o.path, { sha: o.sha256, producer: p });
    for (const [path, { shas, producer }] of before) {
        const now = after.get(path);
        const current = now?.sha ?? null;
        if (current !== null && shas.has(current))
            continue;
        modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
    }
    return modified;
}

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. Null when no command can name it as
 * printed (a name with control or invisible characters, which every report escapes).
 */
function restampCommand(path, dir, passportsInDir) {
    if ((0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .unprintable */ .hO)(path))
        return null;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const runId = name.endsWith(_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb) ? name.slice(0, -_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .PASSPORT_SUFFIX */ .zb.length) : '';
    let base = `passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_7__/* .shellWord */ .r)(dir)}`;
    if ((0,_formats_passport_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunId */ .Pk)(runId))
        base = `${base} --run-id ${runId}`;
    else if (passportsInDir !== 1)
        return null;
    return base;
}
/**
 * Where a gone input went: an output of `producers` (the head's passports with the id of the
 * one that recorded it) at one of the digests it was read at, by path; null when none.
 */
function findRenamed(producers, digests) {
    const found = [];
    for (const p of producers)
        for (const o of p.outputs.values())
            if (o.sha256 !== null && digests.has(o.sha256))
                found.push(o.path);
    return found.sort()[0] ?? null;
}
/** A binary min-heap of strings: the next ready component of the topological sort. */
class MinHeap {
    items = [];
    get size() {
        return this.items.length;
    }
    push(key, value) {
        const a = this.items;
        a.push({ key, value });
        for (let i = a.length - 1; i > 0;) {
            const parent = (i - 1) >> 1;
            if (a[parent].key <= a[i].key)
                break;
            [a[parent], a[i]] = [
                a[i],
                a[parent],
            ];
            i = parent;
        }
    }
    pop() {
        const a = this.items;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            for (let i = 0;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && a[l].key < a[m].key)
                    m = l;
                if (r < a.length && a[r].key < a[m].key)
                    m = r;
                if (m === i)
                    break;
                [a[m], a[i]] = [
                    a[i],
                    a[m],
                ];
                i = m;
            }
        }
        return top.value;
    }
}
/**
 * Orders nodes producers-first: strongly connected components (cycles) condensed, then Kahn's
 * algorithm taking the ready component with the smallest key first; members of a component by
 * key. Returns node indices and whether each is on a cycle.
 */
function orderTopologically(keys, adj) {
    const components = (0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .findStronglyConnected */ .Bk)(adj);
    const componentOf = new Int32Array(keys.length);
    components.forEach((c, i) => {
        for (const v of c)
            componentOf[v] = i;
        c.sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
    });
    const cyclic = new Array(keys.length).fill(false);
    for (const c of components)
        if ((0,_util_digraph_js__WEBPACK_IMPORTED_MODULE_8__/* .isCyclicComponent */ .bd)(c, adj))
            for (const v of c)
                cyclic[v] = true;
    const indegree = new Int32Array(components.length);
    const next = components.map(() => new Set());
    adj.forEach((targets, v) => {
        for (const w of targets) {
            const a = componentOf[v];
            const b = componentOf[w];
            if (a === b || next[a].has(b))
                continue;
            next[a].add(b);
            indegree[b] = indegree[b] + 1;
        }
    });
    const heap = new MinHeap();
    const keyOf = (c) => keys[components[c][0]];
    components.forEach((_, c) => {
        if (indegree[c] === 0)
            heap.push(keyOf(c), c);
    });
    const order = [];
    while (heap.size > 0) {
        const c = heap.pop();
        order.push(...components[c]);
        for (const d of next[c]) {
            indegree[d] = indegree[d] - 1;
            if (indegree[d] === 0)
                heap.push(keyOf(d), d);
        }
    }
    return { order, cyclic };
}
/** The reasons each head passport is stale of itself (input, consumed), before the closure. */
function findDirectReasons(input) {
    const { base, head, unchangedHead } = input;
    const modified = findModifiedOutputs(base, head);
    const reasons = new Map();
    const gone = new Map();
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    // Passports (by id, either revision) whose outputs this change modified.
    const changedProducers = new Map();
    for (const m of modified.values())
        if (m.producer.id !== null)
            changedProducers.set(m.producer.id, m.producer);
    for (const p of base)
        for (const o of p.outputs.keys())
            if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
                changedProducers.set(p.id, p);
    const headById = new Map();
    for (const p of head) {
        if (p.id === null)
            continue;
        const list = headById.get(p.id);
        if (list)
            list.push(p);
        else
            headById.set(p.id, [p]);
    }
    for (const p of head) {
        const consumed = new Set(p.summary?.consumed ?? []);
        consumed.delete(p.id ?? '');
        for (const input of p.inputs.values()) {
            if (input.sha256 === null || p.outputs.has(input.path))
                continue;
            const m = modified.get(input.path);
            if (m && m.old.has(input.sha256)) {
                if (m.current === null) {
                    const byId = m.producer.id === null ? [] : (headById.get(m.producer.id) ?? []);
                    const list = gone.get(p) ?? new Map();
                    // A producer that records a failure lost the output to the failure, not on purpose:
                    // the input stays (its re-run makes it again); else it was renamed, or deleted.
                    const failed = byId.some((q) => q.summary?.errors.some(_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isFailure */ .N6) === true);
                    gone.set(p, list.set(input.path, failed ? input.path : findRenamed(byId, m.old)));
                }
                addReason(p, {
                    kind: 'input',
                    via_path: m.producer.path,
                    via_id: m.producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: m.current,
                });
                continue;
            }
            // The head alone: a consumed producer records this path at another digest now.
            const producer = findRecordingProducer(consumed, headById, input);
            if (producer)
                addReason(p, {
                    kind: 'input',
                    via_path: producer.path,
                    via_id: producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: producer.outputs.get(input.path)?.sha256 ?? null,
                });
        }
        if (!unchangedHead.has(p.path))
            continue;
        for (const c of consumed) {
            const producer = changedProducers.get(c);
            if (!producer)
                continue;
            if (reasons.get(p)?.some((r) => r.via_id === c))
                continue;
            addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
        }
    }
    return { reasons, gone };
}
/** The first passport `consumed` names that lists `input`'s path at another (known) digest. */
function findRecordingProducer(consumed, headById, input) {
    for (const c of consumed)
        for (const q of headById.get(c) ?? []) {
            const sha = q.outputs.get(input.path)?.sha256 ?? null;
            if (sha !== null && sha !== input.sha256)
                return q;
        }
    return undefined;
}
/** Downstream of each head passport: consumers by id, and by an input that is one of its outputs. */
function indexDownstream(head) {
    const consumersById = new Map();
    const consumersByArtifact = new Map();
    const push = (index, key, p) => {
        const list = index.get(key);
        if (list)
            list.push(p);
        else
            index.set(key, [p]);
    };
    for (const p of head) {
        for (const c of new Set(p.summary?.consumed ?? []))
            push(consumersById, c, p);
        for (const i of p.inputs.values())
            if (i.sha256 !== null)
                push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
    }
    return (s) => {
        const out = new Set(s.id === null ? [] : (consumersById.get(s.id) ?? []));
        for (const o of s.outputs.values())
            if (o.sha256 !== null)
                for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? [])
                    out.add(q);
        out.delete(s);
        return [...out].sort(byPath);
    };
}
/** The stale passports of the head, as a re-run plan in topological order. */
function planReruns(input) {
    const { reasons, gone } = findDirectReasons(input);
    // Nothing stale of itself (every passing audit): nothing downstream to index.
    if (reasons.size === 0)
        return [];
    const { head } = input;
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    const downstreamOf = indexDownstream(head);
    // Transitive closure, breadth-first from the directly stale passports (in path order).
    const queue = [...reasons.keys()].sort(byPath);
    const stale = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
        const s = queue[i];
        for (const q of downstreamOf(s)) {
            addReason(q, { kind: 'upstream', via_path: s.path, via_id: s.id });
            if (!stale.has(q)) {
                stale.add(q);
                queue.push(q);
            }
        }
    }
    const nodes = [...stale].sort(byPath);
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => downstreamOf(n)
        .map((q) => indexOf.get(q))
        .filter((i) => i !== undefined));
    const { order, cyclic } = orderTopologically(nodes.map((n) => n.path), adj);
    return order.map((i, k) => {
        const p = nodes[i];
        const step = {
            order: k + 1,
            path: p.path,
            directory: p.dir,
            passport_id: p.id,
            skill: p.skill,
            skill_version: p.skillVersion,
            reasons: reasons.get(p) ?? [],
            command: commandOf(p, gone.get(p)),
        };
        if (cyclic[i])
            step.cycle = true;
        return step;
    });
}
/**
 * The command of a re-run plan's step: the step run again through `passport-gate run`, never a
 * re-stamp (a re-stamp over unchanged outputs vouches for bytes no run made from the inputs
 * as they are now, issue 37). A run record: its recorded command, a renamed input under its
 * new name (a deleted one leaves no command: the step's own command names it too). A hand
 * record: the same `run` line with its inputs, code, sources and parameters, and a placeholder
 * for the command it never recorded; an input its failed producer lost is kept (the run is
 * refused until the steps before it made it again: the plan keeps every input of each step), a
 * renamed one is named by its new path, one its producer no longer records (deleted,
 * re-stamped) is left out.
 */
function commandOf(p, gone) {
    if (p.summary === null || p.relOf === undefined)
        return null;
    const relOf = p.relOf;
    const hand = !(0,_core_passport_js__WEBPACK_IMPORTED_MODULE_4__/* .isRunRecord */ .jM)(p.summary);
    const summary = hand
        ? {
            ...p.summary,
            inputs: p.summary.inputs.filter((i) => i.external || gone?.get(relOf(i.path)) !== null),
        }
        : p.summary;
    return (0,_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .rerunCommand */ .w4)(summary, p.path, p.dir, (raw) => {
        const rel = relOf(raw);
        return gone?.has(rel) === true ? (gone.get(rel) ?? null) : rel;
    }, true);
}
/** The re-run plan's step and command, as a finding (chain-stale, input-missing) prints it. */
function describeRerun(step, total) {
    const place = `step ${step.order} of the re-run plan's ${total}, after the steps before it`;
    if (!step.command)
        return `run the step again through passport-gate run (${place}); no command can be printed for it: its file name cannot be written as a command (rename it <run-id>.passport.json), or a word of it cannot be printed`;
    const fill = step.command.endsWith(` -- '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}'`)
        ? `, with the step's own command for '${_rerun_command_js__WEBPACK_IMPORTED_MODULE_5__/* .STEP_COMMAND_PLACEHOLDER */ .Tu}' (a hand record names none)`
        : '';
    return `run the step again through passport-gate run (${place})${fill}: ${step.command}`;
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


/***/ }),

/***/ 54280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ foldPassportId)
/* harmony export */ });
/**
 * Passport ids as every command compares them (core: the audit, stamp, graph,
 * diff and export all fold them the same way).
 */
/**
 * A passport_id as the chain compares it: ASCII letters in lower case. UUIDs are
 * case-insensitive (RFC 9562, section 4: "case-insensitive on input"), the schema accepts
 * either case and `stamp` writes lower case, so `…-4ABC-…` and `…-4abc-…` are one passport.
 * Only A-Z fold: a UUID is ASCII, and Unicode case mapping would merge look-alikes (the
 * Kelvin sign and "k") that the schema refuses anyway.
 */
function foldPassportId(id) {
    return /[A-Z]/.test(id) ? id.replace(/[A-Z]+/g, (c) => c.toLowerCase()) : id;
}


/***/ }),

/***/ 86571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/**
 * Command lines the reports print for a person to paste into a POSIX shell
 * (the passport-missing hint, the re-stamp commands of stale outputs): a path
 * from the repository is one word of them, whatever it holds.
 */
/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
function shellWord(word) {
    const safe = word.startsWith('-') ? `./${word}` : word;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   eB: () => (/* binding */ asObject),
/* harmony export */   eG: () => (/* binding */ asObjectOrEmpty),
/* harmony export */   oJ: () => (/* binding */ asString)
/* harmony export */ });
/**
 * Tolerant readers of parsed, untrusted values: a document may hold anything
 * where a schema expects an object, an array or a string, and the summaries
 * and the stamper read what is there without throwing (the schema check
 * reports the shape).
 */
/** True when `value` is a JSON object: not null, not an array. */
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** `value` when it is a JSON object, else null. */
function asObject(value) {
    return isObject(value) ? value : null;
}
/** `value` when it is a JSON object, else an empty one: for reading fields of what may be absent. */
function asObjectOrEmpty(value) {
    return isObject(value) ? value : {};
}
/** `value` when it is an array, else an empty one. */
function asArray(value) {
    return Array.isArray(value) ? value : [];
}
/** `value` when it is a string, else undefined. */
function asString(value) {
    return typeof value === 'string' ? value : undefined;
}


/***/ })

};
