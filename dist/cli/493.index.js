export const id = 493;
export const ids = [493];
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
 * the JSON; __tests__/passport-model.test.ts holds the list to this file). A new field is one
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
    if (!parsed.ok) {
        const { problem } = parsed;
        const rule = problem.kind === 'too-deep' || problem.kind === 'too-many-values'
            ? 'passport-too-large'
            : 'passport-invalid-json';
        return {
            findings: [
                {
                    rule,
                    path,
                    line: problem.line,
                    column: problem.column,
                    message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
                },
            ],
        };
    }
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
    findings.push(...(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .schemaFindings */ .I$)('passport', value, { rule: 'passport-schema', path, passport_id: id }, at).map((f) => f.pointer === '/passport_id'
        ? {
            ...f,
            // The seed's own placeholder is its own rule (a warning by default), so the seed's
            // example passes as written; any other id that is no UUIDv4 stays passport-schema.
            rule: summary.writtenId === PASSPORT_ID_PLACEHOLDER ? 'passport-id-placeholder' : f.rule,
            message: describePassportIdFix(path, bytes, summary.id),
        }
        : isPlaceholderReference(summary, f.pointer)
            ? { ...f, message: describePlaceholderReference(f.pointer) }
            : f));
    findings.push(...citationFindings(path, summary, id, at));
    for (const e of summary.errors) {
        if ((0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(e)) {
            const excerpt = typeof e.stderr === 'string' && e.stderr.length > 0
                ? ` stderr: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.stderr)}.`
                : '';
            findings.push({
                rule: 'exit-nonzero',
                path,
                ...at(`/errors/${e.index}/exit_code`),
                passport_id: id,
                message: `step ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.step ?? '?')} (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and run it again through passport-gate run (a run record: its recorded command, as the re-run plan of passport-gate diff prints it), which records the new run; downstream skills must not consume failed work.`,
            });
        }
    }
    return { findings, document, summary };
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
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(path).update('\0').update(bytes).digest();
    digest[6] = (digest[6] & 0x0f) | 0x40;
    digest[8] = (digest[8] & 0x3f) | 0x80;
    const hex = digest.subarray(0, 16).toString('hex');
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const what = `passport_id ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(typeof recorded === 'string' ? recorded : JSON.stringify(recorded ?? null))} is not a UUIDv4 (seed 000: "passport_id — UUIDv4, globally unique"; the seed's "uuid-v4" is a placeholder for one).`;
    const text = Buffer.from(bytes).toString('utf8');
    const edited = text.replace(PASSPORT_ID_VALUE, `$1"${uuid}"`);
    if (!replacesOnlyTheId(text, edited, uuid))
        return `${what} Give it a fresh one: set "passport_id" to "${uuid}" in ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(path)}.`;
    const script = `const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,fs.readFileSync(f,"utf8").replace(${PASSPORT_ID_VALUE.toString()},"$1\\"${uuid}\\""))`;
    return `${what} Give it a fresh one (run at the repository root): ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`node -e ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(script)} ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(path)}`)}`;
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
