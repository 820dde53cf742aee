export const id = 864;
export const ids = [864];
export const modules = {

/***/ 5864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  auditHandoffs: () => (/* binding */ auditHandoffs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(2446);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/formats/json-source.ts
var json_source = __webpack_require__(6976);
;// CONCATENATED MODULE: ./src/formats/yaml-source.ts
/**
 * Parsing untrusted YAML with source positions (router handoff envelopes and
 * skill graphs).
 *
 * The `yaml` package does the work: its lexer and CST parser are iterative,
 * but the composer that turns the CST into nodes (and `toJS` after it) recurse
 * once per nesting level, and a few hundred thousand nested `[` end the
 * process with an out-of-memory abort that no try/catch can stop. So the
 * tokens are fed to the composer through a guard that watches the CST
 * parser's own stack and stops at {@link MAX_YAML_DEPTH}, before anything
 * recursive sees them. The same guard measures each finished CST document
 * (width of mappings, number of nodes) before the composer, whose duplicate-key
 * check is quadratic in a mapping's width, sees it. Size is capped first
 * ({@link MAX_YAML_BYTES}), duplicate keys are errors (`uniqueKeys`) and alias
 * expansion is capped (`maxAliasCount`, the "billion laughs" defence).
 */



/**
 * Largest YAML handoff file parsed. Envelopes are under 2 KiB and the seed's skill graph under
 * 4 KiB; yaml reads dense input at roughly 0.5-1 MB/s, so this keeps one file under a second.
 * See docs/rules.md#envelope-invalid-yaml.
 */
const MAX_YAML_BYTES = 256 * 1024;
/** Deepest nesting accepted (CST parser stack). Envelopes nest three levels; see docs/rules.md#envelope-invalid-yaml. */
const MAX_YAML_DEPTH = 128;
/** Most alias expansions while converting to plain data (yaml's `maxAliasCount`). */
const MAX_YAML_ALIASES = 100;
/**
 * Most entries in one mapping. yaml's duplicate-key check compares each new key with every
 * earlier one (quadratic: 87,000 keys take a minute), so wide mappings are refused before
 * composing. Envelopes have about a dozen keys, graph entries four or five.
 */
const MAX_YAML_MAP_ENTRIES = 1000;
/** Most nodes (collections and scalars) in one document: bounds the composer's work however compactly the nodes are written. */
const MAX_YAML_NODES = 100_000;
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Decodes strict UTF-8; unlike JSON, YAML allows a leading byte order mark, which is kept in the text. */
function decodeYamlText(bytes) {
    const hasBom = bytes.length >= 3 &&
        bytes[0] === UTF8_BOM[0] &&
        bytes[1] === UTF8_BOM[1] &&
        bytes[2] === UTF8_BOM[2];
    const decoded = (0,json_source/* decodeUtf8 */._6)(hasBom ? bytes.subarray(3) : bytes);
    if (decoded.ok)
        return { ok: true, text: hasBom ? `\ufeff${decoded.text}` : decoded.text };
    const p = decoded.problem;
    // Positions were computed without the BOM: shift them back onto the file.
    const shift = hasBom ? 3 : 0;
    return {
        ok: false,
        problem: {
            kind: 'encoding',
            message: hasBom ? p.message.replace(/\d+$/, String(p.offset + shift)) : p.message,
            line: p.line,
            column: p.line === 1 && hasBom ? p.column + 1 : p.column,
            offset: p.offset + shift,
        },
    };
}
/** True for a CST block mapping or flow mapping (`{...}`). */
function isMappingToken(token) {
    return (token.type === 'block-map' || (token.type === 'flow-collection' && token.start.source === '{'));
}
/**
 * Counts the nodes of one CST document without recursion; returns the offset and reason of the
 * first limit exceeded, or null.
 */
function measureCst(document, maxMapEntries, maxNodes) {
    const pending = document.value ? [document.value] : [];
    let nodes = 0;
    while (pending.length > 0) {
        const token = pending.pop();
        if (++nodes > maxNodes)
            return { offset: token.offset, message: `more than ${maxNodes} nodes` };
        if (token.type !== 'block-map' &&
            token.type !== 'block-seq' &&
            token.type !== 'flow-collection')
            continue;
        if (isMappingToken(token) && token.items.length > maxMapEntries) {
            return { offset: token.offset, message: `a mapping with more than ${maxMapEntries} keys` };
        }
        for (const item of token.items) {
            if (item.key)
                pending.push(item.key);
            if (item.value)
                pending.push(item.value);
        }
    }
    return null;
}
/** The text of the mapping key that starts at `offset`, for messages (a quoted key, or up to its colon). */
function keyAt(text, offset) {
    // At most a short window of one line: the regex below must never see a long input.
    const end = text.indexOf('\n', offset);
    const rest = text.slice(offset, Math.min(end === -1 ? text.length : end, offset + 200));
    const match = /^("[^"]*"|'[^']*'|[^:]*?)\s*:(?:\s|$)/.exec(rest);
    return match?.[1] ?? rest;
}
/** Key of a map pair as a pointer segment would spell it, or null for complex keys. */
function keyText(key) {
    if ((0,dist/* isScalar */.jn)(key))
        return String(key.value);
    return null;
}
/**
 * Parses untrusted YAML bytes holding one document. Never throws: every way
 * the bytes can be unusable comes back as a {@link YamlProblem} with a
 * position (1-based line and column).
 */
function parseYamlDocument(bytes, limits = {}) {
    const maxBytes = limits.maxBytes ?? MAX_YAML_BYTES;
    const maxDepth = limits.maxDepth ?? MAX_YAML_DEPTH;
    const maxAliases = limits.maxAliases ?? MAX_YAML_ALIASES;
    const maxMapEntries = limits.maxMapEntries ?? MAX_YAML_MAP_ENTRIES;
    const maxNodes = limits.maxNodes ?? MAX_YAML_NODES;
    if (bytes.length > maxBytes) {
        return {
            ok: false,
            problem: {
                kind: 'too-large',
                message: `the file has ${bytes.length} bytes, more than the ${maxBytes} accepted`,
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    const decoded = decodeYamlText(bytes);
    if (!decoded.ok)
        return decoded;
    const text = decoded.text;
    const lineCounter = new dist/* LineCounter */.HN();
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: Math.max(line, 1), column: Math.max(col, 1), offset };
    };
    // The CST parser is iterative; watching its stack bounds what the recursive composer will see.
    // Each finished CST document is measured before the composer (quadratic in mapping width) sees it.
    let refused;
    function* guardedTokens() {
        const parser = new dist/* Parser */.iX(lineCounter.addNewLine);
        lineCounter.addNewLine(0);
        const pass = function* (tokens) {
            for (const token of tokens) {
                const excess = token.type === 'document' ? measureCst(token, maxMapEntries, maxNodes) : null;
                if (excess) {
                    refused = { kind: 'too-wide', message: excess.message, ...position(excess.offset) };
                    return false;
                }
                yield token;
            }
            return true;
        };
        for (const lexeme of new dist/* Lexer */.JG().lex(text, false)) {
            if (!(yield* pass(parser.next(lexeme))))
                return;
            // Stop a mapping as soon as it grows too wide, rather than after the whole document is read.
            for (let i = parser.stack.length - 1; i >= Math.max(0, parser.stack.length - 3); i--) {
                const open = parser.stack[i];
                if (open && isMappingToken(open) && open.items.length > maxMapEntries) {
                    refused = {
                        kind: 'too-wide',
                        message: `a mapping with more than ${maxMapEntries} keys`,
                        ...position(open.offset),
                    };
                    return;
                }
            }
            if (parser.stack.length > maxDepth) {
                refused = {
                    kind: 'too-deep',
                    message: `nesting deeper than ${maxDepth} levels`,
                    ...position(parser.offset),
                };
                return;
            }
        }
        yield* pass(parser.end());
    }
    let doc;
    let extraDocument;
    try {
        const composer = new dist/* Composer */.Dk({ uniqueKeys: true, prettyErrors: false, version: '1.2' });
        for (const d of composer.compose(guardedTokens(), true, text.length)) {
            if (!doc)
                doc = d;
            else {
                extraDocument ??= [d.range[0], d.range[1]];
                break;
            }
        }
    }
    catch (error) {
        // Defensive: the composer reports problems as errors, it is not expected to throw.
        return {
            ok: false,
            problem: {
                kind: 'syntax',
                message: `YAML error ${(0,report_escape/* quoteUntrusted */.X0)(String(error.message).split('\n')[0] ?? '')}`,
                ...position(0),
            },
        };
    }
    if (refused)
        return { ok: false, problem: refused };
    if (!doc)
        return { ok: false, problem: { kind: 'empty', message: 'the file is empty', ...position(0) } };
    const first = doc.errors[0];
    if (first) {
        const where = position(first.pos[0]);
        // yaml's messages can quote the source (alias and tag names), so they are quoted as untrusted.
        const message = first.code === 'DUPLICATE_KEY'
            ? `a mapping repeats the key ${(0,report_escape/* quoteUntrusted */.X0)(keyAt(text, first.pos[0]), 80)} (keys must be unique)`
            : `${first.code.toLowerCase().replace(/_/g, ' ')}: ${(0,report_escape/* quoteUntrusted */.X0)(first.message.split('\n')[0] ?? '')}`;
        return { ok: false, problem: { kind: 'syntax', message, ...where } };
    }
    if (extraDocument) {
        return {
            ok: false,
            problem: {
                kind: 'syntax',
                message: 'the file holds more than one YAML document (---); keep exactly one',
                ...position(extraDocument[0]),
            },
        };
    }
    if (doc.contents === null)
        return {
            ok: false,
            problem: { kind: 'empty', message: 'the file holds no YAML value', ...position(0) },
        };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: maxAliases });
    }
    catch (error) {
        // yaml throws ReferenceError both for the alias cap and for an alias without its anchor.
        const excessive = error instanceof ReferenceError && error.message.startsWith('Excessive alias count');
        return {
            ok: false,
            problem: {
                kind: excessive ? 'aliases' : 'syntax',
                message: excessive
                    ? `aliases expand more than ${maxAliases} times`
                    : `YAML error ${(0,report_escape/* quoteUntrusted */.X0)(String(error.message).split('\n')[0] ?? '')}`,
                ...position(0),
            },
        };
    }
    const root = doc.contents;
    return {
        ok: true,
        document: {
            text,
            value,
            locate(pointer) {
                // Iterative walk down the node tree; stops at the deepest existing node.
                let node = root;
                let anchor = root;
                for (const segment of (0,json_source/* parsePointer */.vp)(pointer)) {
                    if ((0,dist/* isMap */.jh)(node)) {
                        const pair = node.items.find((p) => keyText(p.key) === String(segment));
                        if (!pair)
                            break;
                        // Point at the key, where a reader looks first (as the JSON locator does).
                        anchor = ((0,dist/* isScalar */.jn)(pair.key) ? pair.key : pair.value) ?? anchor;
                        node = pair.value ?? null;
                        if (node === null)
                            break;
                    }
                    else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
                        const item = node.items[segment];
                        if (!item)
                            break;
                        anchor = node = item;
                    }
                    else
                        break;
                }
                const offset = anchor?.range?.[0] ?? 0;
                return position(offset);
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/formats/envelope.ts



/** Key of the envelope schema in the trusted ajv instance. */
const ENVELOPE_SCHEMA_KEY = 'handoff-envelope';
/** The canonical maximum of passes ("Rewrite/audit convergence follows the canonical maximum of two passes"). */
const CANONICAL_MAX_PASSES = 2;
const obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
/** Builds the finding for a YAML problem (shared by envelopes and skill graphs). */
function describeYamlProblem(problem, kind) {
    const advice = problem.kind === 'too-large' ||
        problem.kind === 'too-deep' ||
        problem.kind === 'too-wide' ||
        problem.kind === 'aliases'
        ? `a ${kind} is a small YAML mapping; it was not parsed`
        : `the ${kind} must be one UTF-8 YAML mapping with unique keys`;
    return `${problem.message} (line ${problem.line}, column ${problem.column}); ${advice}.`;
}
/** True when a detector summary holds an observation (score, label or at least one issue type). */
function isDetectorSummaryFilled(summary) {
    if (!summary)
        return false;
    const issues = summary.issue_types;
    return ((summary.score !== undefined && summary.score !== null) ||
        (summary.label !== undefined && summary.label !== null) ||
        (Array.isArray(issues) && issues.length > 0));
}
/** True when a verification summary holds an observation (status, blocking errors or warnings). */
function isVerificationSummaryFilled(summary) {
    if (!summary)
        return false;
    const nonEmpty = (v) => Array.isArray(v) && v.length > 0;
    return ((summary.status !== undefined && summary.status !== null) ||
        nonEmpty(summary.blocking_errors) ||
        nonEmpty(summary.warnings));
}
/**
 * Checks one envelope's bytes: YAML syntax (duplicate keys included), the
 * envelope schema, observed-execution claims, pass limits, stop-on-fail, and
 * (when a graph governs it) that next_action names a declared skill.
 */
function checkEnvelopeBytes(path, bytes, graph = null) {
    const parsed = parseYamlDocument(bytes);
    if (!parsed.ok) {
        const { problem } = parsed;
        return {
            findings: [
                {
                    rule: 'envelope-invalid-yaml',
                    path,
                    line: problem.line,
                    column: problem.column,
                    message: describeYamlProblem(problem, 'envelope'),
                },
            ],
            nextAction: null,
        };
    }
    const document = parsed.document;
    const findings = [];
    const at = (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
    const value = obj(document.value);
    if (!value) {
        findings.push({
            rule: 'envelope-schema',
            path,
            ...at(''),
            message: 'the envelope must be a YAML mapping.',
        });
        return { findings, document, nextAction: null };
    }
    for (const v of (0,schema_validator/* validateWithSchema */.CW)(ENVELOPE_SCHEMA_KEY, value)) {
        findings.push({
            rule: 'envelope-schema',
            path,
            ...at(v.pointer),
            message: `${v.pointer || '(root)'} ${v.message}.`,
        });
    }
    // Observed execution: `executed` needs the stage's summary; a summary needs the stage to have run.
    const evidence = obj(value.execution_evidence);
    const stages = [
        {
            stage: 'detector',
            summaryKey: 'detector_summary',
            filled: isDetectorSummaryFilled(obj(value.detector_summary)),
        },
        {
            stage: 'verifier',
            summaryKey: 'verification_summary',
            filled: isVerificationSummaryFilled(obj(value.verification_summary)),
        },
    ];
    for (const { stage, summaryKey, filled } of stages) {
        const claim = evidence?.[stage];
        if (claim === 'executed' && !filled) {
            findings.push({
                rule: 'envelope-unobserved',
                path,
                ...at(`/execution_evidence/${stage}`),
                message: `execution_evidence.${stage} says "executed" but ${summaryKey} records no result; record what the ${stage} observed, or set ${stage} to "model_only" or "not_run".`,
            });
        }
        else if (claim === 'not_run' && filled) {
            findings.push({
                rule: 'envelope-unobserved',
                path,
                ...at(`/${summaryKey}`),
                message: `${summaryKey} is filled in but execution_evidence.${stage} is "not_run"; a summary of a stage that did not run is fabricated. Remove it, or record how the ${stage} ran.`,
            });
        }
    }
    // Pass limits.
    const pass = obj(value.pass);
    const index = pass?.index;
    const max = pass?.max;
    if (typeof index === 'number' && Number.isInteger(index) && index < 1) {
        findings.push({
            rule: 'envelope-pass-limit',
            path,
            ...at('/pass/index'),
            message: `pass.index is ${index}; passes are numbered from 1.`,
        });
    }
    if (typeof index === 'number' &&
        typeof max === 'number' &&
        Number.isInteger(index) &&
        Number.isInteger(max) &&
        index > max) {
        findings.push({
            rule: 'envelope-pass-limit',
            path,
            ...at('/pass/index'),
            message: `pass.index ${index} is beyond pass.max ${max}; stop and report instead of running another pass.`,
        });
    }
    if (typeof max === 'number' && Number.isInteger(max) && max > CANONICAL_MAX_PASSES) {
        findings.push({
            rule: 'envelope-pass-limit',
            path,
            ...at('/pass/max'),
            message: `pass.max is ${max}, above the canonical maximum of ${CANONICAL_MAX_PASSES} passes; set it to ${CANONICAL_MAX_PASSES} or less.`,
        });
    }
    // next_action against the governing graph.
    const nextAction = typeof value.next_action === 'string' ? value.next_action : null;
    if (nextAction !== null && graph && !graph.hasSkill(nextAction)) {
        findings.push({
            rule: 'graph-unknown-skill',
            path,
            ...at('/next_action'),
            message: `next_action ${(0,report_escape/* quoteUntrusted */.X0)(nextAction)} is not a skill of ${graph.paths.map((p) => (0,report_escape/* quoteUntrusted */.X0)(p)).join(', ')}; name a declared skill or declare it in the graph.`,
        });
    }
    // A FAIL on the last allowed pass must stop and report, not cycle.
    const status = obj(value.verification_summary)?.status;
    const lastAllowed = typeof max === 'number' ? Math.min(max, CANONICAL_MAX_PASSES) : CANONICAL_MAX_PASSES;
    if (status === 'FAIL' &&
        typeof index === 'number' &&
        index >= lastAllowed &&
        nextAction !== null) {
        const reason = value.return_to_router_reason;
        const hasReason = typeof reason === 'string' && reason.length > 0;
        // Handing control back to the router with a reason is how an unresolved failure is reported.
        const returnsToRouter = hasReason && (graph === null || graph.isRouter(nextAction));
        if (!returnsToRouter) {
            findings.push({
                rule: 'envelope-unrepaired-fail',
                path,
                ...at('/next_action'),
                message: `verification FAILed on pass ${index} of ${lastAllowed} (the last allowed) yet next_action is ${(0,report_escape/* quoteUntrusted */.X0)(nextAction)}; stop and report the unresolved preservation error: remove next_action, or return to the router with a return_to_router_reason.`,
            });
        }
    }
    return { findings, document, nextAction };
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/formats/untrusted-schema.ts
/**
 * Compiling a JSON Schema that comes from the audited repository (a packet's
 * payload schema). Its own module so that ajv's compiler and the RE2 engine are
 * loaded only by a run that meets such a schema (they cost some 20 ms of start-up).
 */



/**
 * `pattern` and `patternProperties` of a repository's schema run on RE2
 * (re2js, a pure-JS port of Google's linear-time engine) instead of V8's
 * backtracking engine: `^(a+)+$` against "aaaa…!" would otherwise take
 * exponential time and hang the gate. Patterns RE2 cannot express
 * (backreferences, lookaround) fail to compile, which is a finding.
 */
const linearRegExp = Object.assign((pattern) => {
    const re = build/* RE2JS */.L3.compile(pattern);
    // ajv caches compiled patterns by toString(): it must be unique per pattern.
    return { test: (input) => re.test(input), toString: () => `re2:${pattern}` };
}, { code: 're2js' });
/** Size cap for a schema taken from the audited repository. */
const UNTRUSTED_SCHEMA_MAX_BYTES = 64 * 1024;
/**
 * Compiles a schema that comes from the audited repository in its own ajv
 * instance: no $data, no remote refs (loadSchema absent, so any external $ref
 * fails to compile), strict mode off so unknown keywords are tolerated, and a
 * size cap. Returns an error message instead of throwing.
 */
function compileUntrustedSchema(schema) {
    let serialized;
    try {
        serialized = JSON.stringify(schema) ?? '';
    }
    catch {
        return { ok: false, message: 'the schema cannot be serialized' };
    }
    if (serialized.length > UNTRUSTED_SCHEMA_MAX_BYTES) {
        return { ok: false, message: `the schema is larger than ${UNTRUSTED_SCHEMA_MAX_BYTES} bytes` };
    }
    if (typeof schema !== 'object' && typeof schema !== 'boolean')
        return { ok: false, message: 'the schema is not an object' };
    try {
        const isolated = new _2020.Ajv2020({
            allErrors: false,
            strict: false,
            $data: false,
            validateSchema: true,
            addUsedSchema: false,
            code: { regExp: linearRegExp },
        });
        const fn = isolated.compile(schema);
        return {
            ok: true,
            validate: (value) => (fn(value) ? [] : (0,schema_validator/* toViolations */.oD)(fn.errors)),
        };
    }
    catch (error) {
        return {
            ok: false,
            message: `the schema does not compile: ${error.message.split('\n')[0]}`,
        };
    }
}

;// CONCATENATED MODULE: ./src/formats/packet.ts
/**
 * The agent handoff packet (seed 004, `agent-inboxes/<to_agent>/<handoff_id>.json`)
 * and its acknowledgment (`<handoff_id>.ack` beside it): schema, filing,
 * payload against the packet's own output schema, acknowledgment, staleness
 * and the seed's conflict detection over one inbox. Pure: bytes in, findings out.
 *
 * The seed's "timestamp is recent (< 5 min old)" check compares with the wall
 * clock at send time; applied to a committed file it would fail forever, so
 * staleness here compares the acknowledgment's time with the packet's.
 */





/** Key of the packet schema among the precompiled validators. */
const PACKET_SCHEMA_KEY = 'handoff-packet';
/** Key of the acknowledgment schema (the packet schema's $defs/acknowledgment). */
const ACK_SCHEMA_KEY = 'handoff-ack';
/** Key of the timestamp schema (the packet schema's $defs/timestamp). */
const TIMESTAMP_SCHEMA_KEY = 'handoff-timestamp';
/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
const ACK_SUFFIX = '.ack';
const packet_obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
const str = (v) => (typeof v === 'string' ? v : null);
/** Milliseconds of a timestamp that the schema accepts as a date-time, else null (Date.parse alone accepts too much). */
function parseHandoffTime(value) {
    if (typeof value !== 'string' || (0,schema_validator/* validateWithSchema */.CW)(TIMESTAMP_SCHEMA_KEY, value).length > 0)
        return null;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
}
/** Extracts the inbox-relevant facts of a parsed packet value. Never throws. */
function summarizePacket(value) {
    const o = packet_obj(value) ?? {};
    const version = o.version;
    return {
        handoffId: str(o.handoff_id),
        fromAgent: str(o.from_agent),
        toAgent: str(o.to_agent),
        timestamp: str(o.timestamp),
        time: parseHandoffTime(o.timestamp),
        version: typeof version === 'number' && Number.isFinite(version) ? version : 1,
    };
}
/** Repository-relative path of the acknowledgment beside a packet. */
function ackPathOf(packetPath) {
    return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}
/** Location helper for one document. */
const locator = (document) => (pointer) => {
    const pos = document.locate(pointer);
    return { pointer, line: pos.line, column: pos.column };
};
/**
 * Checks one packet's bytes: JSON syntax (duplicate keys included), schema,
 * filing (folder = to_agent, file name = handoff_id), payload against the
 * packet's own output schema, and next_steps.agent.
 */
function checkPacketBytes(packetPath, bytes, cache = new Map()) {
    const parsed = (0,json_source/* parseJsonDocument */.dH)(bytes);
    if (!parsed.ok) {
        const { problem } = parsed;
        return {
            findings: [
                {
                    rule: 'packet-invalid-json',
                    path: packetPath,
                    line: problem.line,
                    column: problem.column,
                    message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); a handoff packet must be one UTF-8 JSON object.`,
                },
            ],
        };
    }
    const document = parsed.document;
    const at = locator(document);
    const findings = [];
    const summary = summarizePacket(document.value);
    const id = summary.handoffId ?? undefined;
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'packet-invalid-json',
            path: packetPath,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,report_escape/* quoteUntrusted */.X0)(dup.key)} appears more than once in the same object, so readers disagree on its value; keep exactly one.`,
        });
    }
    const value = packet_obj(document.value);
    if (!value) {
        findings.push({
            rule: 'packet-schema',
            path: packetPath,
            ...at(''),
            message: 'the packet must be a JSON object.',
        });
        return { findings, document, summary };
    }
    for (const v of (0,schema_validator/* validateWithSchema */.CW)(PACKET_SCHEMA_KEY, value)) {
        findings.push({
            rule: 'packet-schema',
            path: packetPath,
            ...at(v.pointer),
            passport_id: id,
            message: `${v.pointer || '(root)'} ${v.message}.`,
        });
    }
    // Filing: the seed writes inbox_dir / to_agent / f"{handoff_id}.json".
    const folder = external_node_path_default().posix.basename(external_node_path_default().posix.dirname(packetPath));
    const fileName = external_node_path_default().posix.basename(packetPath);
    if (summary.toAgent !== null && summary.toAgent !== folder) {
        findings.push({
            rule: 'packet-misfiled',
            path: packetPath,
            ...at('/to_agent'),
            passport_id: id,
            message: `the packet is addressed to ${(0,report_escape/* quoteUntrusted */.X0)(summary.toAgent)} but sits in the inbox ${(0,report_escape/* quoteUntrusted */.X0)(folder)}; the receiving agent will never read it. Move it to ${(0,report_escape/* quoteUntrusted */.X0)(summary.toAgent)}'s inbox or fix to_agent.`,
        });
    }
    if (summary.handoffId !== null && `${summary.handoffId}.json` !== fileName) {
        findings.push({
            rule: 'packet-misfiled',
            path: packetPath,
            ...at('/handoff_id'),
            passport_id: id,
            message: `handoff_id ${(0,report_escape/* quoteUntrusted */.X0)(summary.handoffId)} does not match the file name ${(0,report_escape/* quoteUntrusted */.X0)(fileName)}; acknowledgments are matched by file name, so rename the file to ${(0,report_escape/* quoteUntrusted */.X0)(`${summary.handoffId}.json`)}.`,
        });
    }
    // Payload against the sender's own output schema (untrusted: compiled in isolation, cached per run).
    if ('payload' in value) {
        const seen = new Set();
        const candidates = [];
        const metadata = packet_obj(value.metadata);
        if (metadata && 'output_schema' in metadata)
            candidates.push(['/metadata/output_schema', metadata.output_schema]);
        if ('output_schema' in value)
            candidates.push(['/output_schema', value.output_schema]);
        for (const [pointer, schema] of candidates) {
            let key;
            try {
                key = JSON.stringify(schema) ?? 'undefined';
            }
            catch {
                key = pointer;
            }
            if (seen.has(key))
                continue;
            seen.add(key);
            let compiled = cache.get(key);
            if (!compiled) {
                compiled = compileUntrustedSchema(schema);
                cache.set(key, compiled);
            }
            if (!compiled.ok) {
                findings.push({
                    rule: 'packet-payload-schema',
                    path: packetPath,
                    ...at(pointer),
                    passport_id: id,
                    message: `the output schema at ${pointer} cannot be used: ${(0,report_escape/* quoteUntrusted */.X0)(compiled.message)}; the payload was not validated. Fix the schema (no remote $ref, no $data, at most 64 KiB).`,
                });
                continue;
            }
            for (const v of compiled.validate(value.payload)) {
                findings.push({
                    rule: 'packet-payload-schema',
                    path: packetPath,
                    ...at(`/payload${v.pointer}`),
                    passport_id: id,
                    message: `payload${v.pointer} ${(0,report_escape/* quoteUntrusted */.X0)(v.message)} (output schema at ${pointer}); the sender must validate the payload before handing off.`,
                });
            }
        }
    }
    const nextAgent = packet_obj(value.next_steps)?.agent;
    if (typeof nextAgent === 'string' && summary.toAgent !== null && nextAgent !== summary.toAgent) {
        findings.push({
            rule: 'packet-next-agent',
            path: packetPath,
            ...at('/next_steps/agent'),
            passport_id: id,
            message: `next_steps.agent is ${(0,report_escape/* quoteUntrusted */.X0)(nextAgent)} but the packet goes to ${(0,report_escape/* quoteUntrusted */.X0)(summary.toAgent)}; the next step would be taken by an agent that never receives the packet. Make them agree.`,
        });
    }
    return { findings, document, summary };
}
/**
 * Checks the acknowledgment of one packet: present, JSON, the same handoff_id,
 * ready to proceed, not before the packet, and within `maxAgeSeconds` of it.
 * Findings about the ack's content are anchored in the .ack file.
 */
function checkAcknowledgment(packet, ack, maxAgeSeconds) {
    const ackPath = ackPathOf(packet.path);
    const id = packet.summary.handoffId ?? undefined;
    const ackName = (0,report_escape/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(ackPath));
    if (!ack.ok) {
        if (ack.missing) {
            const pos = packet.document?.locate('/handoff_id');
            return [
                {
                    rule: 'packet-unacknowledged',
                    path: packet.path,
                    ...(pos ? { pointer: '/handoff_id', line: pos.line, column: pos.column } : {}),
                    passport_id: id,
                    message: `no acknowledgment ${ackName} beside the packet; the receiving agent has not confirmed it. Commit the .ack the receiver wrote, or re-run the handoff.`,
                },
            ];
        }
        return [
            {
                rule: 'packet-ack-invalid',
                path: ackPath,
                passport_id: id,
                message: `the acknowledgment ${ack.detail}; it must be a regular JSON file.`,
            },
        ];
    }
    const parsed = (0,json_source/* parseJsonDocument */.dH)(ack.bytes);
    if (!parsed.ok) {
        const { problem } = parsed;
        return [
            {
                rule: 'packet-ack-invalid',
                path: ackPath,
                line: problem.line,
                column: problem.column,
                passport_id: id,
                message: `the acknowledgment is not JSON: ${problem.message} (line ${problem.line}, column ${problem.column}).`,
            },
        ];
    }
    const document = parsed.document;
    const at = locator(document);
    const findings = [];
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,report_escape/* quoteUntrusted */.X0)(dup.key)} appears more than once in the acknowledgment; keep exactly one.`,
        });
    }
    const value = packet_obj(document.value);
    if (!value) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at(''),
            passport_id: id,
            message: 'the acknowledgment must be a JSON object.',
        });
        return findings;
    }
    for (const v of (0,schema_validator/* validateWithSchema */.CW)(ACK_SCHEMA_KEY, value)) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at(v.pointer),
            passport_id: id,
            message: `${v.pointer || '(root)'} ${v.message}.`,
        });
    }
    if (typeof value.handoff_id === 'string' &&
        packet.summary.handoffId !== null &&
        value.handoff_id !== packet.summary.handoffId) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at('/handoff_id'),
            passport_id: id,
            message: `the acknowledgment names handoff ${(0,report_escape/* quoteUntrusted */.X0)(value.handoff_id)}, not ${(0,report_escape/* quoteUntrusted */.X0)(packet.summary.handoffId)}; it acknowledges another packet.`,
        });
    }
    if (value.ready_to_proceed === false) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at('/ready_to_proceed'),
            passport_id: id,
            message: 'the receiving agent acknowledged the packet with ready_to_proceed: false; the handoff did not complete. Resolve what blocked it and re-acknowledge.',
        });
    }
    const ackTime = parseHandoffTime(value.timestamp);
    const packetTime = packet.summary.time;
    if (ackTime !== null && packetTime !== null) {
        if (ackTime < packetTime) {
            findings.push({
                rule: 'packet-ack-invalid',
                path: ackPath,
                ...at('/timestamp'),
                passport_id: id,
                message: `the acknowledgment (${(0,report_escape/* quoteUntrusted */.X0)(value.timestamp)}) predates the packet (${(0,report_escape/* quoteUntrusted */.X0)(packet.summary.timestamp)}); an agent cannot acknowledge what it has not received. Check the clocks or the handoff_id.`,
            });
        }
        else if (ackTime - packetTime > maxAgeSeconds * 1000) {
            findings.push({
                rule: 'packet-stale',
                path: ackPath,
                ...at('/timestamp'),
                passport_id: id,
                message: `acknowledged ${Math.round((ackTime - packetTime) / 1000)} s after the packet was sent, more than the allowed ${maxAgeSeconds} s; the receiver may have acted on stale state. Re-send the handoff, or raise packet-max-age-seconds.`,
            });
        }
    }
    return findings;
}
/**
 * The seed's detect_handoff_conflict over one inbox: packets ordered by time
 * (file path breaks ties); each is compared with the one before it. A change
 * of sender is a source mismatch; a lower version is a downgrade. Packets
 * without a valid timestamp or from_agent cannot be ordered and are skipped
 * (the schema rule reports them).
 */
function findInboxConflicts(packets) {
    const ordered = packets
        .filter((p) => p.summary.time !== null && p.summary.fromAgent !== null)
        .sort((a, b) => a.summary.time - b.summary.time ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const findings = [];
    for (let i = 1; i < ordered.length; i++) {
        const previous = ordered[i - 1];
        const current = ordered[i];
        const prev = previous.summary;
        const cur = current.summary;
        const before = `${(0,report_escape/* quoteUntrusted */.X0)(prev.handoffId ?? previous.path)} (${(0,report_escape/* quoteUntrusted */.X0)(prev.timestamp)})`;
        if (cur.fromAgent !== prev.fromAgent) {
            findings.push({
                rule: 'packet-conflict',
                path: current.path,
                ...current.locate('/from_agent'),
                passport_id: cur.handoffId ?? undefined,
                message: `source mismatch: this packet comes from ${(0,report_escape/* quoteUntrusted */.X0)(cur.fromAgent)} but the previous packet into this inbox, ${before}, came from ${(0,report_escape/* quoteUntrusted */.X0)(prev.fromAgent)}; a linear handoff has one sender. Escalate to the supervisor and re-route.`,
            });
        }
        else if (cur.version < prev.version) {
            findings.push({
                rule: 'packet-conflict',
                path: current.path,
                ...current.locate('/version'),
                passport_id: cur.handoffId ?? undefined,
                message: `version downgrade: version ${cur.version} arrives after version ${prev.version} in ${before}; the state was modified since it was last handed over. Re-send from the latest state.`,
            });
        }
    }
    return findings;
}

// EXTERNAL MODULE: ./src/audit/graph.ts
var graph = __webpack_require__(4023);
;// CONCATENATED MODULE: ./src/formats/skill-graph.ts





/** Key of the skill-graph schema in the trusted ajv instance. */
const SKILL_GRAPH_SCHEMA_KEY = 'skill-graph';
/** An edge with max_reentries at or below this bounds every cycle through it ("Every graph cycle must contain an edge with max_reentries: 1"). */
const MAX_BOUNDING_REENTRIES = 1;
const skill_graph_obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
const arr = (v) => (Array.isArray(v) ? v : []);
/** Extracts skills and edges from a parsed graph value. Never throws. */
function summarizeSkillGraph(value) {
    const o = skill_graph_obj(value);
    const skills = new Map();
    arr(o.skills).forEach((item, index) => {
        const s = skill_graph_obj(item);
        if (typeof s.name !== 'string' || skills.has(s.name))
            return;
        skills.set(s.name, {
            index,
            name: s.name,
            owns: typeof s.owns === 'string' ? s.owns : null,
            terminal: s.terminal === true,
        });
    });
    const edges = [];
    arr(o.edges).forEach((item, index) => {
        const e = skill_graph_obj(item);
        if (typeof e.from !== 'string' || typeof e.to !== 'string')
            return;
        const m = e.max_reentries;
        edges.push({
            index,
            from: e.from,
            to: e.to,
            type: typeof e.type === 'string' ? e.type : null,
            maxReentries: typeof m === 'number' && Number.isInteger(m) ? m : null,
        });
    });
    const routers = new Set(edges.filter((e) => e.type === 'ROUTE').map((e) => e.from));
    return { skills, edges, routers };
}
/** Merges the graphs that govern one envelope into the view the envelope rules use. */
function toEnvelopeGraphView(graphs) {
    return {
        paths: graphs.map((g) => g.path),
        hasSkill: (name) => graphs.some((g) => g.summary.skills.has(name)),
        isRouter: (name) => graphs.some((g) => g.summary.routers.has(name)),
    };
}
/** Normalizes a decision class for comparison: case, spacing and punctuation around words do not make two classes different. */
function normalizeDecisionClass(owns) {
    return owns
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\s_-]+/g, ' ')
        .trim();
}
/**
 * Checks one skill graph's bytes: YAML syntax, schema, duplicate skill names,
 * unknown skills on edges, terminal skills with outgoing edges, unbounded
 * cycles and shared ownership.
 */
function checkSkillGraphBytes(path, bytes) {
    const parsed = parseYamlDocument(bytes);
    if (!parsed.ok) {
        const { problem } = parsed;
        return {
            findings: [
                {
                    rule: 'graph-invalid-yaml',
                    path,
                    line: problem.line,
                    column: problem.column,
                    message: describeYamlProblem(problem, 'skill graph'),
                },
            ],
        };
    }
    const document = parsed.document;
    const findings = [];
    const at = (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
    const summary = summarizeSkillGraph(document.value);
    if (document.value === null ||
        typeof document.value !== 'object' ||
        Array.isArray(document.value)) {
        findings.push({
            rule: 'graph-schema',
            path,
            ...at(''),
            message: 'the skill graph must be a YAML mapping with skills and edges.',
        });
        return { findings, document, summary };
    }
    for (const v of (0,schema_validator/* validateWithSchema */.CW)(SKILL_GRAPH_SCHEMA_KEY, document.value)) {
        findings.push({
            rule: 'graph-schema',
            path,
            ...at(v.pointer),
            message: `${v.pointer || '(root)'} ${v.message}.`,
        });
    }
    // Duplicate names: the schema cannot say "unique by property".
    arr(skill_graph_obj(document.value).skills).forEach((item, index) => {
        const name = skill_graph_obj(item).name;
        if (typeof name !== 'string')
            return;
        const first = summary.skills.get(name);
        if (first && first.index !== index) {
            findings.push({
                rule: 'graph-schema',
                path,
                ...at(`/skills/${index}/name`),
                message: `skill ${(0,report_escape/* quoteUntrusted */.X0)(name)} is declared twice (first at /skills/${first.index}); keep one declaration.`,
            });
        }
    });
    // Unknown skills and terminal skills with outgoing skill edges.
    for (const e of summary.edges) {
        for (const end of ['from', 'to']) {
            if (!summary.skills.has(e[end])) {
                findings.push({
                    rule: 'graph-unknown-skill',
                    path,
                    ...at(`/edges/${e.index}/${end}`),
                    message: `edge ${e.index} (${(0,report_escape/* quoteUntrusted */.X0)(e.from)} → ${(0,report_escape/* quoteUntrusted */.X0)(e.to)}) names ${(0,report_escape/* quoteUntrusted */.X0)(e[end])}, which /skills does not declare; declare the skill or fix the name.`,
                });
            }
        }
        const source = summary.skills.get(e.from);
        if (source?.terminal && e.type !== 'RETURN') {
            findings.push({
                rule: 'graph-terminal-outgoing',
                path,
                ...at(`/edges/${e.index}`),
                message: `${(0,report_escape/* quoteUntrusted */.X0)(e.from)} is terminal but has a ${(0,report_escape/* quoteUntrusted */.X0)(e.type ?? '?')} edge to ${(0,report_escape/* quoteUntrusted */.X0)(e.to)}; a terminal skill hands control back with a RETURN edge to the router instead of calling another skill.`,
            });
        }
    }
    // Unbounded cycles: a cycle is bounded when one of its edges has max_reentries <= 1. Removing the
    // bounded edges leaves exactly the unbounded cycles, so every cyclic component of what remains
    // holds at least one, and no elementary cycle is missed however many share a component.
    const names = [...summary.skills.keys()];
    const indexOf = new Map(names.map((n, i) => [n, i]));
    const adjacency = names.map(() => []);
    const unboundedEdge = new Map();
    for (const e of summary.edges) {
        const from = indexOf.get(e.from);
        const to = indexOf.get(e.to);
        if (from === undefined || to === undefined)
            continue;
        if (e.maxReentries !== null && e.maxReentries <= MAX_BOUNDING_REENTRIES)
            continue;
        adjacency[from].push(to);
        const key = `${from}\0${to}`;
        if (!unboundedEdge.has(key))
            unboundedEdge.set(key, e);
    }
    for (const component of (0,graph/* findStronglyConnected */.Bk)(adjacency)) {
        if (!(0,graph/* isCyclicComponent */.bd)(component, adjacency))
            continue;
        const cycle = (0,graph/* findCycleInComponent */.o2)(component, adjacency);
        const first = unboundedEdge.get(`${cycle[0]}\0${cycle[1]}`);
        const printed = cycle.map((i) => (0,report_escape/* quoteUntrusted */.X0)(names[i] ?? '?')).join(' → ');
        const others = component.length > cycle.length - 1
            ? ` (${component.length} skills are caught in cycles together; fix this one and re-run)`
            : '';
        findings.push({
            rule: 'graph-unbounded-cycle',
            path,
            ...at(first ? `/edges/${first.index}` : '/edges'),
            message: `the cycle ${printed} has no edge with max_reentries <= ${MAX_BOUNDING_REENTRIES}${others}; set max_reentries: 1 on the edge that re-enters the loop (typically the REPAIR, RECHECK or RETURN edge), or remove the back edge and return control to the router instead.`,
        });
    }
    // Shared ownership: one decision class, one owner.
    const owners = new Map();
    for (const s of summary.skills.values()) {
        if (s.owns === null)
            continue;
        const key = normalizeDecisionClass(s.owns);
        const owner = owners.get(key);
        if (!owner) {
            owners.set(key, s);
            continue;
        }
        findings.push({
            rule: 'graph-shared-ownership',
            path,
            ...at(`/skills/${s.index}/owns`),
            message: `${(0,report_escape/* quoteUntrusted */.X0)(s.name)} and ${(0,report_escape/* quoteUntrusted */.X0)(owner.name)} both own the decision class ${(0,report_escape/* quoteUntrusted */.X0)(s.owns)}; each stage owns one decision class, so give it to one skill and let the other return a structured objection.`,
        });
    }
    return { findings, document, summary };
}

// EXTERNAL MODULE: ./src/fs/paths.ts
var paths = __webpack_require__(1283);
// EXTERNAL MODULE: ./src/audit/config.ts
var audit_config = __webpack_require__(8993);
// EXTERNAL MODULE: ./src/audit/findings.ts
var audit_findings = __webpack_require__(8293);
;// CONCATENATED MODULE: ./src/audit/handoffs.ts
/**
 * The other two handoff formats (router envelopes with their skill graphs,
 * agent handoff packets). The engine calls {@link auditHandoffs} once per run
 * with the walked tree; it returns findings (through the sink) and
 * per-document statuses.
 *
 * Which graph governs an envelope: the skill graph(s) in the envelope's own
 * directory or, failing that, in the nearest ancestor directory that has one
 * (as .gitignore files nest). Several graph files in that directory are
 * merged. An envelope with no graph above it has its next_action unchecked.
 *
 * Scope in changed mode (all mode audits everything):
 * - a changed envelope is audited; the graph(s) governing it are read (even
 *   when unchanged) to check next_action, but their own findings are not
 *   reported;
 * - a changed (added, edited or deleted) skill graph is audited, and every
 *   envelope below its directory is re-audited, since a removed skill or a
 *   moved graph changes what their next_action may name;
 * - a changed packet, or a changed .ack beside it, audits the packet, and the
 *   ordering of its whole inbox is re-checked (also when a packet was
 *   deleted): packet-conflict may then fire on an unchanged packet there,
 *   which then gets a status of its own.
 */








/** The rule that reports an unreadable document of each kind. */
const UNREADABLE_RULE = {
    envelope: 'envelope-invalid-yaml',
    'skill-graph': 'graph-invalid-yaml',
    packet: 'packet-invalid-json',
};
const dirnameOf = (rel) => external_node_path_default().posix.dirname(rel);
const isWithin = (rel, dir) => dir === '.' || rel.startsWith(`${dir}/`);
/** Audits envelopes, skill graphs and packets; returns their statuses. */
async function auditHandoffs(context) {
    const { config, changed } = context;
    const isGraph = (0,audit_config/* compileGlobs */.tI)(config.skillGraphs, 'skill-graphs');
    const isEnvelope = (0,audit_config/* compileGlobs */.tI)(config.envelopes, 'envelopes');
    const isPacket = (0,audit_config/* compileGlobs */.tI)(config.packets, 'packets');
    // One kind per file; a name matching several globs is a skill graph first, then an envelope.
    const classify = (rel) => isGraph(rel) ? 'skill-graph' : isEnvelope(rel) ? 'envelope' : isPacket(rel) ? 'packet' : null;
    const kinds = new Map(context.entries.map((e) => [e.rel, e.kind]));
    const byKind = { envelope: [], 'skill-graph': [], packet: [] };
    for (const e of context.entries) {
        if (e.kind !== 'file' && e.kind !== 'symlink')
            continue;
        const kind = classify(e.rel);
        if (kind)
            byKind[kind].push(e.rel);
    }
    const graphsByDir = new Map();
    for (const g of byKind['skill-graph']) {
        const list = graphsByDir.get(dirnameOf(g)) ?? [];
        list.push(g);
        graphsByDir.set(dirnameOf(g), list);
    }
    /** Directory of the graph(s) governing an envelope, or null. */
    const governingDir = (rel) => {
        let dir = dirnameOf(rel);
        for (;;) {
            if (graphsByDir.has(dir))
                return dir;
            if (dir === '.')
                return null;
            dir = dirnameOf(dir);
        }
    };
    // --- scope -----------------------------------------------------------------------------
    let auditedGraphs;
    let auditedEnvelopes;
    let auditedPackets;
    const inboxes = new Set();
    if (changed === null) {
        auditedGraphs = byKind['skill-graph'];
        auditedEnvelopes = byKind.envelope;
        auditedPackets = byKind.packet;
        for (const p of auditedPackets)
            inboxes.add(dirnameOf(p));
    }
    else {
        const changedList = [...changed];
        const changedGraphDirs = changedList
            .filter((r) => classify(r) === 'skill-graph')
            .map(dirnameOf);
        auditedGraphs = byKind['skill-graph'].filter((g) => changed.has(g));
        auditedEnvelopes = byKind.envelope.filter((e) => changed.has(e) || changedGraphDirs.some((d) => isWithin(e, d)));
        auditedPackets = byKind.packet.filter((p) => changed.has(p) || changed.has(ackPathOf(p)));
        // Deleted packets count too: removing one changes the order of what remains.
        for (const r of changedList)
            if (classify(r) === 'packet')
                inboxes.add(dirnameOf(r));
    }
    const findings = [];
    const documentKinds = new Map();
    const ids = new Map();
    for (const g of auditedGraphs)
        documentKinds.set(g, 'skill-graph');
    for (const e of auditedEnvelopes)
        documentKinds.set(e, 'envelope');
    for (const p of auditedPackets)
        documentKinds.set(p, 'packet');
    /** Reads a document; an unreadable one becomes a finding (when `report`) and null. */
    const read = async (rel, kind, report) => {
        const result = await context.readFile(rel);
        if (result.ok)
            return result.bytes;
        if (report) {
            const outside = result.reason === 'outside-root';
            findings.push({
                rule: outside ? 'path-outside-root' : UNREADABLE_RULE[kind],
                path: rel,
                message: outside
                    ? `${paths/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink']}; it was not read.`
                    : `the file ${result.detail}; replace it with a regular file.`,
            });
        }
        return null;
    };
    // --- skill graphs ------------------------------------------------------------------------
    const neededGraphs = new Set(auditedGraphs);
    for (const e of auditedEnvelopes) {
        const dir = governingDir(e);
        if (dir !== null)
            for (const g of graphsByDir.get(dir) ?? [])
                neededGraphs.add(g);
    }
    const graphSummaries = new Map();
    for (const g of [...neededGraphs].sort()) {
        const audited = documentKinds.has(g);
        const bytes = await read(g, 'skill-graph', audited);
        if (!bytes)
            continue;
        const check = checkSkillGraphBytes(g, bytes);
        if (audited)
            findings.push(...check.findings);
        if (check.summary)
            graphSummaries.set(g, check.summary);
    }
    // --- envelopes ---------------------------------------------------------------------------
    for (const e of auditedEnvelopes) {
        const bytes = await read(e, 'envelope', true);
        if (!bytes)
            continue;
        const dir = governingDir(e);
        const governing = (dir === null ? [] : (graphsByDir.get(dir) ?? []))
            .map((g) => ({ path: g, summary: graphSummaries.get(g) }))
            .filter((g) => g.summary !== undefined);
        const view = governing.length > 0 ? toEnvelopeGraphView(governing) : null;
        findings.push(...checkEnvelopeBytes(e, bytes, view).findings);
    }
    // --- packets -----------------------------------------------------------------------------
    const cache = new Map();
    const inboxPackets = new Map();
    for (const p of auditedPackets) {
        inboxes.add(dirnameOf(p));
        const bytes = await read(p, 'packet', true);
        if (!bytes)
            continue;
        const check = checkPacketBytes(p, bytes, cache);
        findings.push(...check.findings);
        const { summary, document } = check;
        if (!summary || !document)
            continue;
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: locatorOf(document) });
        findings.push(...checkAcknowledgment({ path: p, summary, document }, await readAck(context, kinds, ackPathOf(p)), config.packetMaxAgeSeconds));
    }
    // Ordering within each touched inbox, over all of its packets (unchanged ones parsed here).
    for (const p of byKind.packet) {
        if (!inboxes.has(dirnameOf(p)) || inboxPackets.has(p) || documentKinds.has(p))
            continue;
        const bytes = await read(p, 'packet', false);
        const parsed = bytes ? (0,json_source/* parseJsonDocument */.dH)(bytes) : null;
        if (!parsed?.ok)
            continue;
        const summary = summarizePacket(parsed.document.value);
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: locatorOf(parsed.document) });
    }
    const perInbox = new Map();
    for (const packet of inboxPackets.values()) {
        const dir = dirnameOf(packet.path);
        const list = perInbox.get(dir) ?? [];
        list.push(packet);
        perInbox.set(dir, list);
    }
    for (const list of perInbox.values())
        findings.push(...findInboxConflicts(list));
    // --- statuses ----------------------------------------------------------------------------
    const start = context.sink.findings.length;
    context.sink.addAll(findings);
    const added = context.sink.findings.slice(start);
    // A finding on an .ack belongs to its packet; a conflict may land on an unchanged packet, which then gets a status too.
    const ownerOf = new Map();
    for (const p of byKind.packet)
        ownerOf.set(ackPathOf(p), p);
    const byDocument = new Map();
    for (const f of added) {
        const doc = ownerOf.get(f.path) ?? f.path;
        const list = byDocument.get(doc) ?? [];
        list.push(f);
        byDocument.set(doc, list);
        if (!documentKinds.has(doc)) {
            const kind = classify(doc);
            if (kind)
                documentKinds.set(doc, kind);
        }
    }
    return [...documentKinds.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([doc, kind]) => {
        const c = (0,audit_findings/* countBySeverity */.Ot)(byDocument.get(doc) ?? []);
        return {
            kind,
            path: doc,
            id: ids.get(doc) ?? null,
            status: c.error > 0 ? 'fail' : 'pass',
            errors: c.error,
            warnings: c.warning,
            notices: c.notice,
        };
    });
}
/** Pointer → finding location fields for one parsed JSON document. */
function locatorOf(document) {
    return (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
}
/** Reads the acknowledgment beside a packet, telling "absent" from "present but unreadable". */
async function readAck(context, kinds, rel) {
    if (!kinds.has(rel))
        return { ok: false, missing: true };
    const result = await context.readFile(rel);
    if (result.ok)
        return { ok: true, bytes: result.bytes };
    if (result.reason === 'missing')
        return { ok: false, missing: true };
    return {
        ok: false,
        missing: false,
        detail: result.reason === 'outside-root'
            ? `${paths/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink']}`
            : result.detail,
    };
}


/***/ })

};
