export const id = 192;
export const ids = [192];
export const modules = {

/***/ 51192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REGISTRY_NAMES: () => (/* binding */ REGISTRY_NAMES),
  askAbout: () => (/* binding */ askAbout),
  askRegistries: () => (/* binding */ askRegistries),
  readEndpoints: () => (/* binding */ readEndpoints)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/formats/citation-lock.ts
var citation_lock = __webpack_require__(58447);
// EXTERNAL MODULE: ./src/produce/load-passports.ts
var load_passports = __webpack_require__(15596);
;// CONCATENATED MODULE: ./src/resolve/http.ts
/**
 * One GET to a citation registry, as a polite client makes it: a timeout on every attempt, a
 * bounded number of attempts for the answers that say "later" (429, 5xx, a reset connection),
 * `Retry-After` honoured up to a cap, no retry when the host name does not resolve (no
 * registry will appear by asking again), and the answer's size capped while it is read. A
 * registry that cannot be asked is an {@link UnreachableError}: the caller records nothing
 * for the identifier rather than a guess.
 */
/** An answer's body is refused past this (no registry answer about one record comes near it). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** A registry could not be asked: the detail says why, for a message. */
class UnreachableError extends Error {
    name = 'UnreachableError';
}
const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * GETs `url` and returns the final answer (any status but 429 and 5xx, which are retried).
 * Throws {@link UnreachableError} when no usable answer came (timeouts, refused or reset
 * connections, a name that does not resolve, an answer over {@link MAX_ANSWER_BYTES}, 429 or
 * 5xx on every attempt).
 */
async function getText(url, accept, options) {
    const sleep = options.sleep ?? sleepFor;
    let lastProblem = 'no attempt was made';
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
        if (options.signal?.aborted)
            throw new UnreachableError('the run was interrupted');
        let answer;
        try {
            answer = await getOnce(url, accept, options);
        }
        catch (error) {
            lastProblem = describeFetchError(error, options.timeoutMs);
            if (isNameNotFound(error) || error instanceof UnreachableError)
                throw new UnreachableError(lastProblem);
            if (attempt < options.maxAttempts)
                await sleep(backoffMs(attempt));
            continue;
        }
        const retryable = answer.status === 429 || answer.status >= 500;
        if (!retryable)
            return answer;
        lastProblem = `it answered HTTP ${answer.status}`;
        if (attempt === options.maxAttempts)
            break;
        await sleep(Math.min(answer.retryAfterMs ?? backoffMs(attempt), options.maxRetryAfterMs));
    }
    throw new UnreachableError(`${lastProblem} (${options.maxAttempts} attempts)`);
}
/** 0.25 s, 0.5 s, 1 s, … between attempts when the registry names no wait. */
function backoffMs(attempt) {
    return 250 * 2 ** (attempt - 1);
}
async function getOnce(url, accept, options) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const response = await options.fetch(url, {
        method: 'GET',
        headers: { accept, 'user-agent': options.userAgent },
        redirect: 'follow',
        signal,
    });
    const body = await readCapped(response);
    return {
        status: response.status,
        body,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
}
/** The body as text, refused past {@link MAX_ANSWER_BYTES} while it is read. */
async function readCapped(response) {
    if (!response.body)
        return '';
    const reader = response.body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        total += value.byteLength;
        if (total > MAX_ANSWER_BYTES) {
            await reader.cancel();
            throw new UnreachableError(`its answer is larger than ${MAX_ANSWER_BYTES} bytes`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** `Retry-After` as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
function parseRetryAfter(value, now = Date.now()) {
    if (value === null)
        return null;
    const text = value.trim();
    if (/^\d{1,9}$/.test(text))
        return Number(text) * 1000;
    const at = Date.parse(text);
    return Number.isFinite(at) ? Math.max(0, at - now) : null;
}
function causeCode(error) {
    const cause = error?.cause;
    return typeof cause?.code === 'string' ? cause.code : undefined;
}
function isNameNotFound(error) {
    const code = causeCode(error);
    return code === 'ENOTFOUND' || code === 'EAI_NONAME';
}
function describeFetchError(error, timeoutMs) {
    if (error instanceof UnreachableError)
        return error.message;
    const name = error?.name;
    if (name === 'TimeoutError')
        return `it did not answer within ${timeoutMs} ms`;
    if (name === 'AbortError')
        return 'the run was interrupted';
    const code = causeCode(error);
    if (code === 'ENOTFOUND' || code === 'EAI_NONAME')
        return 'its host name does not resolve';
    if (code)
        return `the connection failed (${code})`;
    return `the request failed (${error instanceof Error ? error.message : String(error)})`;
}

// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 28 modules
var XMLParser = __webpack_require__(88879);
// EXTERNAL MODULE: ./src/formats/citation.ts
var formats_citation = __webpack_require__(35703);
;// CONCATENATED MODULE: ./src/resolve/registries.ts
/**
 * The registries that know each kind of identifier, and how each one's documented answer reads:
 *
 *  - DOI: the DOI Foundation's handle API (`GET {doi}/api/handles/<doi>`: `responseCode` 1 for
 *    a registered handle, 100 with HTTP 404 for none), then Crossref's REST API
 *    (`GET {crossref}/works/<doi>`) for the title and the `updated-by` notices (retraction,
 *    withdrawal, removal) Crossref and Retraction Watch record. A DOI Crossref does not hold
 *    (DataCite's, say) resolves with no title and no retraction answer.
 *  - PMID, PMCID: NCBI E-utilities esummary (`db=pubmed` / `db=pmc`, `retmode=json`): an
 *    `error` in the record for an id that does not exist; `pubtype` "Retracted Publication".
 *  - arXiv: the arXiv API (`GET {arxiv}/api/query?id_list=<id>`, Atom): an entry with a title,
 *    or none (or an error entry) for an id that does not exist; a withdrawal is said in the
 *    entry's `arxiv:comment`.
 *  - Accessions: the ENA Portal API search (`result=<type>`, `query=<field>="<accession>"`,
 *    `format=json`): an empty list for none. GEO series and samples and RefSeq assemblies,
 *    which ENA does not hold, through NCBI esearch (`db=gds`, `db=assembly`): `count` 0 for none.
 *
 * Pure but for the one `get` it is handed: each function turns an identifier into requests and
 * the answers into a lock entry, or throws UnreachableError for an answer it cannot read (a
 * registry that answers what it does not document is not evidence either way).
 */



/** The public registries. */
const PUBLIC_ENDPOINTS = Object.freeze({
    doi: 'https://doi.org',
    crossref: 'https://api.crossref.org',
    eutils: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
    arxiv: 'https://export.arxiv.org',
    ena: 'https://www.ebi.ac.uk/ena/portal/api',
});
/** The registry that answers for a citation (the `service` its entry records). */
function serviceFor(citation) {
    switch (citation.kind) {
        case 'doi':
            return 'doi.org';
        case 'pmid':
            return 'ncbi-pubmed';
        case 'pmcid':
            return 'ncbi-pmc';
        case 'arxiv':
            return 'arxiv';
        default:
            if (citation.archive === 'geo')
                return 'ncbi-gds';
            if (/^GCF_/.test(citation.id))
                return 'ncbi-assembly';
            return 'ena';
    }
}
/** Looks one citation up (a resolvable kind: formats/citation.ts RESOLVABLE_KINDS). */
async function lookUp(citation, endpoints, get, ncbiKey) {
    switch (citation.kind) {
        case 'doi':
            return lookUpDoi(citation.id, endpoints, get);
        case 'pmid':
            return lookUpEsummary('ncbi-pubmed', 'pubmed', citation.id, citation.id, endpoints, get, ncbiKey);
        case 'pmcid':
            return lookUpEsummary('ncbi-pmc', 'pmc', citation.id.slice(3), citation.id, endpoints, get, ncbiKey);
        case 'arxiv':
            return lookUpArxiv(citation.id, endpoints, get);
        case 'accession': {
            // An archive no registry here answers for is never asked (listCitedWorks leaves it out).
            if (!(0,formats_citation/* isLookedUp */.az)(citation))
                throw new Error(`${citation.key} is not looked up`);
            const service = serviceFor(citation);
            if (service === 'ena')
                return lookUpEna(citation.id, endpoints, get);
            return lookUpEsearch(service, citation.id, endpoints, get, ncbiKey);
        }
        default:
            throw new Error(`${citation.kind} citations are not looked up`);
    }
}
/** A DOI's path in the handle and Crossref APIs: each segment escaped, the slashes kept. */
function doiPath(doi) {
    return doi.split('/').map(encodeURIComponent).join('/');
}
const JSON_ACCEPT = 'application/json';
function parseJson(answer, service) {
    try {
        return JSON.parse(answer.body);
    }
    catch {
        throw new UnreachableError(`${service} answered HTTP ${answer.status} with a body that is not JSON`);
    }
}
function unexpected(service, answer) {
    return new UnreachableError(`${service} answered HTTP ${answer.status}, which its API does not document here`);
}
const record = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
/** Whitespace collapsed, at most 1,000 characters: a title for a lock line, not a document. */
function tidy(text, max = 1000) {
    const t = text.replace(/\s+/g, ' ').trim();
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
/** The update types that take a work back (Crossref's `updated-by`, `update-to` types). */
const RETRACTING_UPDATES = new Set(['retraction', 'withdrawal', 'removal', 'partial_retraction']);
async function lookUpDoi(doi, endpoints, get) {
    const handle = await get('doi.org', `${endpoints.doi}/api/handles/${doiPath(doi)}`, JSON_ACCEPT);
    const body = record(parseJson(handle, 'doi.org'));
    if (handle.status === 404 || body.responseCode === 100)
        return { status: 'not-found', service: 'doi.org' };
    if (handle.status !== 200 || body.responseCode !== 1)
        throw unexpected('doi.org', handle);
    // The DOI is registered; Crossref knows its title and whether it was taken back.
    const crossref = await get('doi.org', `${endpoints.crossref}/works/${doiPath(doi)}`, JSON_ACCEPT);
    if (crossref.status === 404)
        return { status: 'resolved', service: 'doi.org' };
    if (crossref.status !== 200)
        throw unexpected('doi.org', crossref);
    const message = record(record(parseJson(crossref, 'doi.org')).message);
    const titles = Array.isArray(message.title) ? message.title : [];
    const title = typeof titles[0] === 'string' ? tidy(titles[0]) : undefined;
    const updates = Array.isArray(message['updated-by']) ? message['updated-by'].map(record) : [];
    const retraction = updates.find((u) => typeof u.type === 'string' && RETRACTING_UPDATES.has(u.type));
    return {
        status: 'resolved',
        service: 'doi.org',
        ...(title ? { title } : {}),
        retracted: retraction !== undefined,
        ...(retraction ? { notice: noticeOf(retraction) } : {}),
    };
}
function noticeOf(update) {
    const what = typeof update.type === 'string' ? update.type : 'retraction';
    const doi = typeof update.DOI === 'string' ? ` doi:${update.DOI}` : '';
    const source = typeof update.source === 'string' ? ` (${update.source})` : '';
    return tidy(`${what}${doi}${source}`, 1024);
}
function ncbiQuery(ncbiKey) {
    return ncbiKey ? `&api_key=${encodeURIComponent(ncbiKey)}` : '';
}
async function lookUpEsummary(service, db, uid, shown, endpoints, get, ncbiKey) {
    const url = `${endpoints.eutils}/esummary.fcgi?db=${db}&id=${uid}&retmode=json${ncbiQuery(ncbiKey)}`;
    const answer = await get(service, url, JSON_ACCEPT);
    if (answer.status !== 200)
        throw unexpected(service, answer);
    const body = record(parseJson(answer, service));
    const result = record(body.result);
    const doc = record(result[uid]);
    if (typeof doc.error === 'string' ||
        (Object.keys(doc).length === 0 && typeof body.error === 'string'))
        return { status: 'not-found', service };
    if (typeof doc.title !== 'string' || doc.title.trim() === '')
        throw new UnreachableError(`${service} answered for ${shown} without the record's title or an error`);
    const pubtypes = Array.isArray(doc.pubtype) ? doc.pubtype : null;
    const retracted = pubtypes?.includes('Retracted Publication');
    return {
        status: 'resolved',
        service,
        title: tidy(doc.title),
        ...(retracted === undefined ? {} : { retracted }),
        ...(retracted ? { notice: 'PubMed publication type "Retracted Publication"' } : {}),
    };
}
/** The Atom parser: entries always a list, no attributes needed, entities not expanded. */
const ATOM = new XMLParser/* default */.A({
    ignoreAttributes: true,
    processEntities: false,
    isArray: (name) => name === 'entry',
});
async function lookUpArxiv(id, endpoints, get) {
    const url = `${endpoints.arxiv}/api/query?id_list=${encodeURIComponent(id)}&max_results=1`;
    const answer = await get('arxiv', url, 'application/atom+xml');
    if (answer.status === 400)
        return { status: 'not-found', service: 'arxiv' };
    if (answer.status !== 200)
        throw unexpected('arxiv', answer);
    let feed;
    try {
        feed = record(record(ATOM.parse(answer.body)).feed);
    }
    catch {
        throw new UnreachableError('arxiv answered with a body that is not Atom XML');
    }
    if (Object.keys(feed).length === 0)
        throw new UnreachableError('arxiv answered without an Atom feed');
    const entries = Array.isArray(feed.entry) ? feed.entry.map(record) : [];
    // arXiv answers an error as an entry whose id is its error page.
    const entry = entries.find((e) => !(typeof e.id === 'string' && e.id.includes('/api/errors')));
    const title = typeof entry?.title === 'string' ? tidy(entry.title) : '';
    if (!entry || title === '')
        return { status: 'not-found', service: 'arxiv' };
    const comment = typeof entry['arxiv:comment'] === 'string' ? entry['arxiv:comment'] : '';
    const withdrawn = /\b(withdrawn|retracted)\b/i.test(comment);
    return {
        status: 'resolved',
        service: 'arxiv',
        title,
        ...(withdrawn ? { retracted: true, notice: tidy(comment, 1024) } : {}),
    };
}
/** Which ENA Portal result and field holds each family of accession, and its title field. */
const ENA_SEARCHES = [
    { pattern: /^[EDS]RR/, result: 'read_run', field: 'run_accession', title: 'experiment_title' },
    {
        pattern: /^[EDS]RX/,
        result: 'read_experiment',
        field: 'experiment_accession',
        title: 'experiment_title',
    },
    {
        pattern: /^[EDS]RS/,
        result: 'sample',
        field: 'secondary_sample_accession',
        title: 'sample_title',
    },
    {
        pattern: /^[EDS]RP/,
        result: 'study',
        field: 'secondary_study_accession',
        title: 'study_title',
    },
    {
        pattern: /^[EDS]RA/,
        result: 'read_run',
        field: 'submission_accession',
        title: 'experiment_title',
    },
    { pattern: /^[EDS]RZ/, result: 'analysis', field: 'analysis_accession', title: 'analysis_title' },
    { pattern: /^PRJ/, result: 'study', field: 'study_accession', title: 'study_title' },
    { pattern: /^SAM/, result: 'sample', field: 'sample_accession', title: 'sample_title' },
    { pattern: /^GCA_/, result: 'assembly', field: 'accession', title: 'assembly_title' },
    { pattern: /^/, result: 'sequence', field: 'accession', title: 'description' },
];
async function lookUpEna(accession, endpoints, get) {
    const search = ENA_SEARCHES.find((s) => s.pattern.test(accession));
    // A sequence is searched without its version (the Portal's `accession` field carries none).
    const value = search.result === 'sequence' ? accession.replace(/\.\d+$/, '') : accession;
    const query = encodeURIComponent(`${search.field}="${value}"`);
    const url = `${endpoints.ena}/search?result=${search.result}&query=${query}&fields=${search.field},${search.title}&format=json&limit=1`;
    const answer = await get('ena', url, JSON_ACCEPT);
    if (answer.status === 204 || (answer.status === 200 && answer.body.trim() === ''))
        return { status: 'not-found', service: 'ena' };
    if (answer.status !== 200)
        throw unexpected('ena', answer);
    const rows = parseJson(answer, 'ena');
    if (!Array.isArray(rows))
        throw new UnreachableError('ena answered with JSON that is not a list of records');
    if (rows.length === 0)
        return { status: 'not-found', service: 'ena' };
    const title = record(rows[0])[search.title];
    return {
        status: 'resolved',
        service: 'ena',
        ...(typeof title === 'string' && title.trim() ? { title: tidy(title) } : {}),
    };
}
async function lookUpEsearch(service, accession, endpoints, get, ncbiKey) {
    const [db, field] = service === 'ncbi-gds' ? ['gds', 'ACCN'] : ['assembly', 'Assembly Accession'];
    const term = encodeURIComponent(`${accession}[${field}]`);
    const url = `${endpoints.eutils}/esearch.fcgi?db=${db}&term=${term}&retmode=json${ncbiQuery(ncbiKey)}`;
    const answer = await get(service, url, JSON_ACCEPT);
    if (answer.status !== 200)
        throw unexpected(service, answer);
    const result = record(record(parseJson(answer, service)).esearchresult);
    const count = typeof result.count === 'string' ? Number(result.count) : Number.NaN;
    if (!Number.isInteger(count))
        throw new UnreachableError(`${service} answered without a count`);
    return { status: count > 0 ? 'resolved' : 'not-found', service };
}

;// CONCATENATED MODULE: ./src/resolve/resolve.ts




/** Defaults: 20 s an attempt, 4 attempts, a `Retry-After` waited at most 30 s. */
const DEFAULTS = { concurrency: 4, timeoutMs: 20_000, maxAttempts: 4, maxRetryAfterMs: 30_000 };
/** The least time between two requests' starts to one registry, in ms, by default address. */
function spacingFor(service, ncbiKey) {
    if (service.startsWith('ncbi-'))
        return ncbiKey ? 110 : 350;
    return 0;
}
/**
 * Asks the registries about each citation (each key once, whatever the list repeats). Never
 * throws for a registry's failure: an identifier no registry answered is in `unreached`.
 */
async function resolveCitations(citations, options) {
    const unique = new Map();
    for (const c of citations)
        if (!unique.has(c.key))
            unique.set(c.key, c);
    const http = {
        fetch: options.fetch ?? ((url, init) => fetch(url, init)),
        timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
        maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
        maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
        userAgent: options.userAgent,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
    };
    const get = pacedGet(http, options);
    const entries = new Map();
    const unreached = [];
    const queue = [...unique.values()];
    let done = 0;
    const worker = async () => {
        for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
            try {
                const found = await lookUp(c, options.endpoints, get, options.ncbiKey);
                entries.set(c.key, { ...found, retrieved: options.today });
            }
            catch (error) {
                if (!(error instanceof UnreachableError))
                    throw error;
                unreached.push({ key: c.key, service: serviceFor(c), detail: error.message });
            }
            options.onAnswer?.(c.key, ++done, unique.size);
        }
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULTS.concurrency, unique.size));
    await Promise.all(Array.from({ length: workers }, worker));
    unreached.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return { entries, unreached };
}
/** A GET that keeps each registry's pace (the public addresses only: a stand-in needs none). */
function pacedGet(http, options) {
    const next = new Map();
    const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    const publicNcbi = options.endpoints.eutils.startsWith('https://eutils.ncbi.nlm.nih.gov/');
    return async (service, url, accept) => {
        const spacing = service.startsWith('ncbi-') && !publicNcbi ? 0 : spacingFor(service, options.ncbiKey);
        if (spacing > 0) {
            const now = Date.now();
            const at = Math.max(now, next.get(service) ?? 0);
            next.set(service, at + spacing);
            if (at > now)
                await sleep(at - now);
        }
        return getText(url, accept, http);
    };
}
/**
 * The lock after a resolution: the cited keys only, each with its fresh answer, else the entry
 * it had (a key asked again that no registry answered keeps its last answer; one never answered
 * stays out, and the run says so).
 */
function mergeLock(cited, previous, answers) {
    const citations = new Map();
    for (const key of cited) {
        const entry = answers.get(key) ?? previous?.citations.get(key);
        if (entry)
            citations.set(key, entry);
    }
    return { citations };
}

;// CONCATENATED MODULE: ./src/operations/ask-registries.ts





/** The registries' names as `--registry NAME=URL` and `PASSPORT_GATE_REGISTRY_<NAME>` spell them. */
const REGISTRY_NAMES = Object.keys(PUBLIC_ENDPOINTS);
/** How the gate introduces itself to the registries (they ask clients to say who they are). */
const USER_AGENT = `passport-gate/${version/* VERSION */.x} (citation check)`;
/**
 * The registries' addresses: the public ones, then `PASSPORT_GATE_REGISTRY_<NAME>` from the
 * environment, then `--registry NAME=URL` flags. Throws UsageError for an unknown name or an
 * address that is not http(s).
 */
function readEndpoints(flags, env) {
    const endpoints = { ...PUBLIC_ENDPOINTS };
    const set = (name, url, where) => {
        if (!REGISTRY_NAMES.includes(name))
            throw new errors/* UsageError */.eb(`${where}: unknown registry ${JSON.stringify(name)}; one of ${REGISTRY_NAMES.join(', ')}`);
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            parsed = null;
        }
        if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
            throw new errors/* UsageError */.eb(`${where}: ${JSON.stringify(url)} is not an http(s) address`);
        endpoints[name] = url.replace(/\/+$/, '');
    };
    for (const name of REGISTRY_NAMES) {
        const variable = `PASSPORT_GATE_REGISTRY_${name.toUpperCase()}`;
        const value = env[variable];
        if (value)
            set(name, value, variable);
    }
    for (const flag of flags) {
        const eq = flag.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb('--registry takes NAME=URL, e.g. --registry doi=https://doi.org');
        set(flag.slice(0, eq), flag.slice(eq + 1), '--registry');
    }
    return endpoints;
}
/** Looks each citation up (formats/citation-lock.ts keys), as `resolve` and the gate do. */
function askAbout(citations, options) {
    return resolveCitations(citations, {
        endpoints: options.endpoints,
        today: new Date().toISOString().slice(0, 10),
        userAgent: USER_AGENT,
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.env.NCBI_API_KEY ? { ncbiKey: options.env.NCBI_API_KEY } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
    });
}
/**
 * Every identifier the passports under `root` cite, asked of its registry (addresses from the
 * environment): the answers a gate run holds the passports and the committed lock to.
 */
async function askRegistries(root, config, env, signal) {
    const passports = await (0,load_passports/* loadPassports */.UP)(root, { config, ...(signal ? { signal } : {}) });
    const cited = (0,citation_lock/* listCitedWorks */.Ef)(passports).map((w) => w.citation);
    const resolution = await askAbout(cited, { endpoints: readEndpoints([], env), env, signal });
    return {
        lock: { citations: resolution.entries },
        unreached: new Map(resolution.unreached.map((u) => [u.key, `${u.service} could not be asked: ${u.detail}`])),
    };
}


/***/ })

};
