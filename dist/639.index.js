export const id = 639;
export const ids = [639,535];
export const modules = {

/***/ 40639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkAcknowledgment: () => (/* reexport */ checkAcknowledgment),
  checkEnvelopeBytes: () => (/* reexport */ checkEnvelopeBytes),
  checkEnvelopeSequence: () => (/* reexport */ checkEnvelopeSequence),
  checkExecutionEvidence: () => (/* reexport */ checkExecutionEvidence),
  checkPacketBytes: () => (/* reexport */ checkPacketBytes),
  checkSkillGraphBytes: () => (/* reexport */ checkSkillGraphBytes),
  describeSkillGraphChange: () => (/* reexport */ describeSkillGraphChange),
  findInboxConflicts: () => (/* reexport */ findInboxConflicts),
  parseJsonDocument: () => (/* reexport */ json_source/* parseJsonDocument */.dH),
  summarizePacket: () => (/* reexport */ summarizePacket),
  toEnvelopeGraphView: () => (/* reexport */ toEnvelopeGraphView)
});

// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(19630);
// EXTERNAL MODULE: ./src/core/location.ts
var core_location = __webpack_require__(91324);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __webpack_require__(32446);
// EXTERNAL MODULE: ./src/formats/generated/handoff-validators.cjs
var handoff_validators = __webpack_require__(34787);
;// CONCATENATED MODULE: ./src/formats/handoff-schemas.ts
/**
 * Loads the precompiled validators of the handoff formats (envelope, skill graph, packet,
 * acknowledgment, timestamp) into schema-validator.ts. Imported by the modules of those
 * formats, which the audit loads only in runs that have handoff files.
 */


(0,schema_validator/* registerValidators */.Nf)(handoff_validators/* validators */.y$);

// EXTERNAL MODULE: ./src/formats/yaml-source.ts
var yaml_source = __webpack_require__(67535);
;// CONCATENATED MODULE: ./src/formats/seed-skills.ts
/**
 * The skills seed 002 names, and what the seed says about each: the one decision class it owns
 * ("Ownership rules"), and which typed handoffs may connect them ("Typed handoffs"). Shared by
 * the skill-graph rules (a graph declaring these skills is held to the seed's roles) and the
 * envelope rules (the router is `avoid-ai-writing-router` by name, never by having a ROUTE edge).
 */
/** `avoid-ai-writing-router`: path selection and sequencing. */
const ROUTER = 'avoid-ai-writing-router';
/** `ai-writing-detector`: signal collection, not authorship conclusions. */
const DETECTOR = 'ai-writing-detector';
/** `voice-preserving-rewriter`: returned-text rewriting. */
const REWRITER = 'voice-preserving-rewriter';
/** `file-edit-in-place`: authorized mutation of a named file. */
const EDITOR = 'file-edit-in-place';
/** `preservation-verifier`: before/after preservation status. */
const VERIFIER = 'preservation-verifier';
/** `false-positive-reviewer`: interpretation limits; terminal in the skill graph. */
const REVIEWER = 'false-positive-reviewer';
/**
 * The skills that mutate: the rewriter (returned text) and the file editor (a named file). A
 * hand-off to either is a mutation ("the next action changes from read-only to mutation").
 */
const MUTATION_OWNERS = [REWRITER, EDITOR];
/** `avoid-ai-writing`: the canonical editorial authority. */
const EDITORIAL = 'avoid-ai-writing';
/**
 * Normalizes a decision class for the seed comparison: Unicode compatibility form, lower case,
 * every run of characters other than letters and digits one space, and the articles a/an/the
 * dropped ("before/after preservation status" and "Before-after preservation status" agree).
 */
function normalizeOwnership(owns) {
    return owns
        .normalize('NFKC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0 && w !== 'a' && w !== 'an' && w !== 'the')
        .join(' ');
}
const ownership = (seed, ...others) => ({
    seed,
    accepted: [seed, ...others].map(normalizeOwnership),
});
/**
 * The seed's decision class of each skill it names (seed 002, "Ownership rules"). The other
 * spellings are the seed's own shorter wordings of the same class; the detector's may say what
 * it does not own, as the seed does.
 */
const CANONICAL_OWNERSHIP = new Map([
    [ROUTER, ownership('path selection and sequencing')],
    [DETECTOR, ownership('signal collection', 'signal collection, not authorship conclusions')],
    [REWRITER, ownership('returned-text rewriting')],
    [
        EDITOR,
        ownership('authorized mutation of a named file', 'mutation of a named file', 'named-file mutation'),
    ],
    [
        VERIFIER,
        ownership('before/after preservation status', 'preservation status', 'before/after status'),
    ],
    [REVIEWER, ownership('interpretation limits')],
    [
        EDITORIAL,
        ownership('canonical editorial authority for pattern rules, voice behavior, protected content, and pass limits', 'canonical editorial authority'),
    ],
]);
/** The seed skill whose decision class `owns` spells, or null. */
function canonicalOwnerOf(owns) {
    const key = normalizeOwnership(owns);
    for (const [skill, o] of CANONICAL_OWNERSHIP)
        if (o.accepted.includes(key))
            return skill;
    return null;
}
/**
 * The typed handoffs and what each connects (seed 002, "Typed handoffs"). GUARD names no skill
 * and is not constrained. RETURN is this gate's name for the control return to the router the
 * seed describes under ESCALATE and "Return-to-router semantics".
 */
const EDGE_MEANINGS = new Map([
    ['ROUTE', { from: [ROUTER], says: 'the router selects a primary skill' }],
    [
        'FEED',
        {
            from: [DETECTOR],
            to: [REWRITER, EDITOR],
            says: 'a detection result feeds a requested rewrite or named-file edit',
        },
    ],
    [
        'VERIFY',
        {
            from: [REWRITER, EDITOR],
            to: [VERIFIER],
            says: 'the rewriter or file editor sends before/after material to the verifier',
        },
    ],
    [
        'REPAIR',
        {
            from: [VERIFIER],
            to: [REWRITER, EDITOR],
            says: 'the verifier returns returned text to the rewriter and a named-file mutation to the file editor',
        },
    ],
    [
        'RECHECK',
        {
            to: [VERIFIER, DETECTOR],
            says: 'after repair, verification (or a residual detector recheck) runs once more',
        },
    ],
    [
        'ESCALATE',
        {
            to: [REVIEWER],
            says: 'an interpretation of detector signals goes to the false-positive reviewer',
        },
    ],
    ['RETURN', { to: [ROUTER], says: 'a skill returns control to the router' }],
]);
/**
 * The repair owner of a verifier FAIL by source kind: a named file goes back to the file editor,
 * returned text (pasted text, a visual prompt) to the rewriter. A before/after pair or another
 * source says neither, so either owner is accepted.
 */
function repairOwnersOf(sourceKind) {
    if (sourceKind === 'named_file')
        return [EDITOR];
    if (sourceKind === 'pasted_text' || sourceKind === 'visual_prompt')
        return [REWRITER];
    return [REWRITER, EDITOR];
}
/** The skill whose run an `execution_evidence` stage claims, by source kind (mutation: its owner). */
function stageSkillsOf(stage, sourceKind) {
    if (stage === 'detector')
        return [DETECTOR];
    if (stage === 'verifier')
        return [VERIFIER];
    return repairOwnersOf(sourceKind);
}

;// CONCATENATED MODULE: ./src/formats/envelope.ts




// Registers this format's schema validators (they load with the handoff formats, not at start-up).



/** Key of the envelope schema among the precompiled validators (handoff-schemas.ts). */
const ENVELOPE_SCHEMA_KEY = 'handoff-envelope';
/** The canonical maximum of passes ("Rewrite/audit convergence follows the canonical maximum of two passes"). */
const CANONICAL_MAX_PASSES = 2;
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
/** Observed execution: `executed` needs the stage's summary; a summary needs the stage to have run. */
function checkObservedExecution({ path, at, value }) {
    const findings = [];
    const evidence = (0,values/* asObject */.eB)(value.execution_evidence);
    const stages = [
        {
            stage: 'detector',
            summaryKey: 'detector_summary',
            filled: isDetectorSummaryFilled((0,values/* asObject */.eB)(value.detector_summary)),
        },
        {
            stage: 'verifier',
            summaryKey: 'verification_summary',
            filled: isVerificationSummaryFilled((0,values/* asObject */.eB)(value.verification_summary)),
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
    return findings;
}
/** Pass limits: numbered from 1, never beyond pass.max, pass.max within the canonical maximum. */
function checkPassLimits({ path, at, value }) {
    const findings = [];
    const pass = (0,values/* asObject */.eB)(value.pass);
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
    return findings;
}
/**
 * next_action against the governing graph(s): it must name a skill each declares (the base's,
 * in force, and the checkout's); one finding, for the first that does not.
 */
function checkNextActionSkill({ path, at }, nextAction, graphs) {
    const graph = nextAction === null ? undefined : graphs.find((g) => !g.hasSkill(nextAction));
    if (nextAction === null || !graph)
        return [];
    const of = graph.paths.map((p) => (0,untrusted/* quoteUntrusted */.X0)(p)).join(', ');
    const message = graph.atCommit === undefined
        ? `next_action ${(0,untrusted/* quoteUntrusted */.X0)(nextAction)} is not a skill of ${of}; name a declared skill or declare it in the graph.`
        : `next_action ${(0,untrusted/* quoteUntrusted */.X0)(nextAction)} is not a skill of ${of} as ${graph.atCommit} has it, the skill graph in force (the change's version is not applied); name a declared skill, or declare it in the graph and merge that first.`;
    return [{ rule: 'graph-unknown-skill', path, ...at('/next_action'), message }];
}
/** True when the envelope hands control back to the router with a reason: how a failure is reported. */
function reportsToRouter(value, nextAction) {
    const reason = value.return_to_router_reason;
    return nextAction === ROUTER && typeof reason === 'string' && reason.length > 0;
}
/**
 * A verifier FAIL ends in one repair or a reported failure: on an earlier pass next_action is
 * the repair owner of the source kind (or, once repaired, the verifier again), the router with a
 * reason, or absent (stop and report); on the last allowed pass only the last two.
 */
function checkStopOnFail({ path, at, value }, nextAction) {
    const status = (0,values/* asObject */.eB)(value.verification_summary)?.status;
    if (status !== 'FAIL' || nextAction === null || reportsToRouter(value, nextAction))
        return [];
    const pass = (0,values/* asObject */.eB)(value.pass);
    const index = pass?.index;
    const max = pass?.max;
    const lastAllowed = typeof max === 'number' ? Math.min(max, CANONICAL_MAX_PASSES) : CANONICAL_MAX_PASSES;
    // The positive condition, not its negation: YAML's .nan compares false both ways.
    if (typeof index === 'number' && index >= lastAllowed) {
        return [
            {
                rule: 'envelope-unrepaired-fail',
                path,
                ...at('/next_action'),
                message: `verification FAILed on pass ${index} of ${lastAllowed} (the last allowed) yet next_action is ${(0,untrusted/* quoteUntrusted */.X0)(nextAction)}; stop and report the unresolved preservation error: remove next_action, or return to the router with next_action: ${ROUTER} and a return_to_router_reason.`,
            },
        ];
    }
    const owners = repairOwnersOf(value.source_kind);
    // The repair owner's envelope after the repair still carries the FAIL it repaired, and hands
    // the material to the verifier once more (RECHECK: "verification may run once more").
    if (owners.includes(nextAction) || nextAction === VERIFIER)
        return [];
    const kind = typeof value.source_kind === 'string' ? value.source_kind : 'this source';
    return [
        {
            rule: 'envelope-unrepaired-fail',
            path,
            ...at('/next_action'),
            message: `verification FAILed and next_action is ${(0,untrusted/* quoteUntrusted */.X0)(nextAction)}, which is neither the repair owner of ${(0,untrusted/* quoteUntrusted */.X0)(kind)} (${owners.map((o) => (0,untrusted/* quoteUntrusted */.X0)(o)).join(' or ')}) nor the verifier once the repair is made, nor the router with a return_to_router_reason; a FAIL ends in one repair or a reported failure. Set next_action: ${owners[0] ?? ROUTER}, or remove next_action and report the blocking errors.`,
        },
    ];
}
/** A FAIL carries its blocking items ("Verifier returns the blocking items"). */
function checkFailBlockingErrors({ path, at, value }) {
    const summary = (0,values/* asObject */.eB)(value.verification_summary);
    if (summary?.status !== 'FAIL')
        return [];
    const blocking = summary.blocking_errors;
    if (Array.isArray(blocking) && blocking.length > 0)
        return [];
    const pointer = blocking === undefined
        ? '/verification_summary/status'
        : '/verification_summary/blocking_errors';
    return [
        {
            rule: 'envelope-fail-no-blocking-errors',
            path,
            ...at(pointer),
            message: 'verification_summary.status is FAIL but blocking_errors lists nothing; the verifier returns the blocking items with its FAIL, so the repair owner knows what to repair. List each blocking error, or record the status the verifier returned.',
        },
    ];
}
/** A return_to_router_reason hands control to the router: next_action is the router or absent. */
function checkReturnToRouter({ path, at, value }, nextAction) {
    const reason = value.return_to_router_reason;
    if (typeof reason !== 'string' || nextAction === null || nextAction === ROUTER)
        return [];
    return [
        {
            rule: 'envelope-return-to-router',
            path,
            ...at('/next_action'),
            message: `return_to_router_reason ${(0,untrusted/* quoteUntrusted */.X0)(reason)} returns control to the router, yet next_action is ${(0,untrusted/* quoteUntrusted */.X0)(nextAction)}; a skill returns control instead of choosing the new owner. Set next_action: ${ROUTER} (or remove it), or remove the reason.`,
        },
    ];
}
/**
 * True when the envelope carries detector signals: the detector ran (by model or by the host)
 * or its summary records an observation.
 */
function hasDetectorSignals(value) {
    const detector = (0,values/* asObject */.eB)(value.execution_evidence)?.detector;
    return (detector === 'model_only' ||
        detector === 'executed' ||
        isDetectorSummaryFilled((0,values/* asObject */.eB)(value.detector_summary)));
}
/**
 * Where one envelope's own intent sends control (seed 002), the same requirements
 * envelope-sequence.ts holds between consecutive envelopes, held within one:
 *  - ESCALATE: an `interpret` envelope that carries detector signals hands them to
 *    `false-positive-reviewer` (or returns control to the router, or to the detector for
 *    fresh signals, or stops); any other skill would use the signals for an interpretation
 *    it does not own (envelope-interpretation-unescalated).
 *  - Return-to-router: a read-only intent (`detect`, or `interpret` with no signals yet) hands
 *    control to a mutation owner only through the router: "the next action changes from
 *    read-only to mutation" (envelope-mutation-unrouted). `verify` is not read-only here: its
 *    FAIL goes to the repair owner (REPAIR, envelope-unrepaired-fail).
 * One finding per envelope: ESCALATE, the more specific, first.
 */
function checkIntentHandoff({ path, at, value }, nextAction) {
    if (nextAction === null || nextAction === ROUTER)
        return [];
    const intent = value.intent;
    const next = (0,untrusted/* quoteUntrusted */.X0)(nextAction);
    if (intent === 'interpret' &&
        hasDetectorSignals(value) &&
        nextAction !== REVIEWER &&
        nextAction !== DETECTOR) {
        return [
            {
                rule: 'envelope-interpretation-unescalated',
                path,
                ...at('/next_action'),
                message: `intent is "interpret" and the envelope carries detector signals, yet next_action is ${next}; an interpretation the detector does not own goes to ${REVIEWER} (ESCALATE). Set next_action: ${REVIEWER}, or return control with next_action: ${ROUTER} and a return_to_router_reason.`,
            },
        ];
    }
    if ((intent === 'detect' || intent === 'interpret') && MUTATION_OWNERS.includes(nextAction)) {
        return [
            {
                rule: 'envelope-mutation-unrouted',
                path,
                ...at('/next_action'),
                message: `intent is ${(0,untrusted/* quoteUntrusted */.X0)(intent)}, which is read-only, yet next_action is ${next}, which mutates; when the next action changes from read-only to mutation, control returns to the router, which decides the new intent. Set next_action: ${ROUTER} with a return_to_router_reason (the router then routes a rewrite or edit_file).`,
            },
        ];
    }
    return [];
}
/** GUARD: a visual prompt that describes people keeps its human representation protected. */
function checkGuard({ path, at, value }) {
    const sensitive = (0,values/* asObject */.eB)(value.risk_flags)?.human_representation_sensitive === true;
    if (value.source_kind !== 'visual_prompt' || !sensitive)
        return [];
    const constraints = value.protected_constraints;
    if (Array.isArray(constraints) && constraints.includes('identity_and_cultural_specificity'))
        return [];
    return [
        {
            rule: 'envelope-guard-identity',
            path,
            ...at(Array.isArray(constraints)
                ? '/protected_constraints'
                : '/risk_flags/human_representation_sensitive'),
            message: 'a visual_prompt with risk_flags.human_representation_sensitive: true must keep identity_and_cultural_specificity in protected_constraints (GUARD): a rewrite may remove style tells but must not genericize human representation. Add identity_and_cultural_specificity to protected_constraints.',
        },
    ];
}
/**
 * `executed` requires host execution evidence: for each stage the envelope says was executed,
 * the repository holds a host record of a run of that stage's skill (the mutation's: the file
 * editor for a named file, the rewriter for returned text). A named-file mutation also names
 * its file in source_ref.
 */
function checkExecutionEvidence(path, check, records) {
    const { value, document } = check;
    if (!value || !document)
        return [];
    const at = (0,core_location/* locatorOf */.e)(document);
    const evidence = (0,values/* asObject */.eB)(value.execution_evidence);
    const findings = [];
    for (const stage of ['detector', 'mutation', 'verifier']) {
        if (evidence?.[stage] !== 'executed')
            continue;
        const skills = stageSkillsOf(stage, value.source_kind);
        if (skills.some((s) => records.hasRunOf(s)))
            continue;
        const names = skills.map((s) => (0,untrusted/* quoteUntrusted */.X0)(s)).join(' or ');
        const lower = stage === 'mutation' ? '"not_run"' : '"model_only" or "not_run"';
        findings.push({
            rule: 'envelope-execution-unevidenced',
            path,
            ...at(`/execution_evidence/${stage}`),
            message: `execution_evidence.${stage} says "executed", but the repository holds no host record of a run of ${names}: no Material Passport the audit can read with that produced_by.skill, and no acknowledged handoff packet from that agent. Commit the record the host wrote when the stage ran, or set ${stage} to ${lower}.`,
        });
    }
    const sourceRef = value.source_ref;
    if (evidence?.mutation === 'executed' &&
        value.source_kind === 'named_file' &&
        (typeof sourceRef !== 'string' || sourceRef.length === 0)) {
        findings.push({
            rule: 'envelope-execution-unevidenced',
            path,
            ...at('/execution_evidence/mutation'),
            message: 'execution_evidence.mutation says "executed" on a named_file, but source_ref does not name the file that was mutated; set source_ref to its repository path.',
        });
    }
    return findings;
}
/**
 * Checks one envelope's bytes: YAML syntax (duplicate keys included), the
 * envelope schema, observed-execution claims, pass limits, a FAIL's blocking
 * errors and its one repair or reported failure, the return to the router,
 * where its intent sends control (ESCALATE, read-only to mutation), GUARD, and (when a graph governs it) that next_action names a declared
 * skill. What spans envelopes is envelope-sequence.ts's; host evidence is
 * {@link checkExecutionEvidence}'s.
 */
function checkEnvelopeBytes(path, bytes, graph = null) {
    const graphs = graph === null ? [] : 'hasSkill' in graph ? [graph] : graph;
    const parsed = (0,yaml_source.parseYamlDocument)(bytes);
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
    const at = (0,core_location/* locatorOf */.e)(document);
    const value = (0,values/* asObject */.eB)(document.value);
    if (!value) {
        const message = 'the envelope must be a YAML mapping.';
        return {
            findings: [{ rule: 'envelope-schema', path, ...at(''), message }],
            document,
            nextAction: null,
        };
    }
    const context = { path, at, value };
    const nextAction = typeof value.next_action === 'string' ? value.next_action : null;
    const findings = [
        ...(0,schema_validator/* schemaFindings */.I$)(ENVELOPE_SCHEMA_KEY, value, { rule: 'envelope-schema', path }, at),
        ...checkObservedExecution(context),
        ...checkPassLimits(context),
        ...checkNextActionSkill(context, nextAction, graphs),
        ...checkStopOnFail(context, nextAction),
        ...checkFailBlockingErrors(context),
        ...checkReturnToRouter(context, nextAction),
        ...checkIntentHandoff(context, nextAction),
        ...checkGuard(context),
    ];
    return { findings, document, nextAction, value };
}

;// CONCATENATED MODULE: ./src/formats/envelope-sequence.ts



/** The sequence number a file name begins with (`07-x.handoff.yaml` → 7), or null. */
function sequenceNumberOf(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const match = /^(\d{1,15})[-_.]/.exec(name);
    return match ? Number(match[1]) : null;
}
/** The fields the router decides and a downstream skill carries unchanged. */
const ROUTER_FIELDS = ['intent', 'source_kind', 'context_mode', 'voice'];
const printed = (v) => v === undefined ? '(absent)' : (0,untrusted/* quoteUntrusted */.X0)(typeof v === 'string' ? v : JSON.stringify(v));
/** The router decisions `after` changes from `before`. */
function findOverrides(before, after) {
    const overrides = [];
    for (const field of ROUTER_FIELDS) {
        if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
            overrides.push({
                pointer: `/${field}`,
                change: `${field} changes from ${printed(before[field])} to ${printed(after[field])}`,
            });
    }
    const maxBefore = (0,values/* asObject */.eB)(before.pass)?.max;
    const maxAfter = (0,values/* asObject */.eB)(after.pass)?.max;
    if (maxBefore !== maxAfter)
        overrides.push({
            pointer: '/pass/max',
            change: `pass.max changes from ${printed(maxBefore)} to ${printed(maxAfter)}`,
        });
    const kept = Array.isArray(after.protected_constraints) ? after.protected_constraints : [];
    const dropped = (Array.isArray(before.protected_constraints) ? before.protected_constraints : [])
        .filter((c) => !kept.includes(c))
        .map(printed);
    if (dropped.length > 0)
        overrides.push({
            pointer: '/protected_constraints',
            change: `protected constraint ${dropped.join(', ')} is dropped`,
        });
    const mutationBefore = (0,values/* asObject */.eB)(before.execution_evidence)?.mutation;
    const mutationAfter = (0,values/* asObject */.eB)(after.execution_evidence)?.mutation;
    if (mutationBefore === 'not_requested' &&
        typeof mutationAfter === 'string' &&
        mutationAfter !== 'not_requested')
        overrides.push({
            pointer: '/execution_evidence/mutation',
            change: `the next action changes from read-only to mutation (execution_evidence.mutation from "not_requested" to ${printed(mutationAfter)})`,
        });
    return overrides;
}
/** The order of a directory's envelopes, or the findings saying why there is none. */
function orderEnvelopes(envelopes) {
    const byNumber = new Map();
    const findings = [];
    for (const e of envelopes) {
        const n = sequenceNumberOf(e.path);
        if (n === null) {
            findings.push({
                rule: 'envelope-unordered',
                path: e.path,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(e.path)} shares its directory with ${envelopes.length - 1} other envelope(s) but its name does not begin with a sequence number, so the order of the handoffs, and the return-to-router rules over them, cannot be checked. Rename it NN-<name> in the order the envelopes were exchanged (01-…, 02-…), or move each workflow's envelopes to a directory of its own.`,
            });
            continue;
        }
        const list = byNumber.get(n) ?? [];
        list.push(e);
        byNumber.set(n, list);
    }
    for (const [n, list] of byNumber) {
        if (list.length < 2)
            continue;
        for (const e of list.slice(1))
            findings.push({
                rule: 'envelope-unordered',
                path: e.path,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(e.path)} has the sequence number ${n} of ${(0,untrusted/* quoteUntrusted */.X0)(list[0].path)}, so their order cannot be known; renumber them in the order they were exchanged.`,
            });
    }
    if (findings.length > 0)
        return { findings };
    const ordered = [...envelopes].sort((a, b) => sequenceNumberOf(a.path) - sequenceNumberOf(b.path));
    return { ordered };
}
/** The findings of one pair of consecutive envelopes: `after` judged against `before`. */
function checkPair(before, after, b, a) {
    const findings = [];
    const handedTo = typeof b.next_action === 'string' ? b.next_action : null;
    const from = (0,untrusted/* quoteUntrusted */.X0)(before.path);
    const indexBefore = (0,values/* asObject */.eB)(b.pass)?.index;
    const indexAfter = (0,values/* asObject */.eB)(a.pass)?.index;
    const routerWrites = handedTo === null || handedTo === ROUTER;
    if (!routerWrites &&
        typeof indexBefore === 'number' &&
        typeof indexAfter === 'number' &&
        indexAfter < indexBefore) {
        findings.push({
            rule: 'envelope-unordered',
            path: after.path,
            ...after.locate('/pass/index'),
            message: `pass.index goes back from ${indexBefore} in ${from} to ${indexAfter} here, though ${from} did not return control to the router; either the numbering is not the order the envelopes were exchanged (renumber them), or a skill reset the pass count only the router may (keep pass.index at ${indexBefore} or more).`,
        });
    }
    if (routerWrites)
        return findings;
    for (const o of findOverrides(b, a)) {
        findings.push({
            rule: 'envelope-bypasses-router',
            path: after.path,
            ...after.locate(o.pointer),
            message: `${o.change} after ${from}, which handed control to ${(0,untrusted/* quoteUntrusted */.X0)(handedTo)}, not to the router; only ${ROUTER} changes what it decided. In ${from} set next_action: ${ROUTER} with a return_to_router_reason, or keep the value of ${from} here.`,
        });
    }
    const next = a.next_action;
    if (handedTo === REVIEWER && typeof next === 'string' && next !== ROUTER) {
        findings.push({
            rule: 'envelope-bypasses-router',
            path: after.path,
            ...after.locate('/next_action'),
            message: `${from} hands control to ${REVIEWER}, which is terminal, yet this envelope it writes hands on to ${(0,untrusted/* quoteUntrusted */.X0)(next)}; the reviewer returns control to the router (next_action: ${ROUTER} with return_to_router_reason: fresh_signal_collection_needed) or stops.`,
        });
    }
    return findings;
}
/** The verifier FAIL of an envelope handed to its repair owner, or false. */
function isRepairRequest(v) {
    return ((0,values/* asObject */.eB)(v.verification_summary)?.status === 'FAIL' &&
        typeof v.next_action === 'string' &&
        repairOwnersOf(v.source_kind).includes(v.next_action));
}
/**
 * Checks the envelopes of one directory as one workflow: their order, each pair of consecutive
 * envelopes, and the single allowed repair (within a stretch the router does not restart).
 */
function checkEnvelopeSequence(envelopes) {
    if (envelopes.length < 2)
        return [];
    const order = orderEnvelopes(envelopes);
    if ('findings' in order)
        return order.findings;
    const findings = [];
    let repairAt = null;
    order.ordered.forEach((current, i) => {
        const v = current.value;
        const previous = i > 0 ? order.ordered[i - 1] : undefined;
        if (previous?.value && v)
            findings.push(...checkPair(previous, current, previous.value, v));
        const restarted = previous?.value &&
            (typeof previous.value.next_action !== 'string' || previous.value.next_action === ROUTER);
        if (restarted)
            repairAt = null;
        if (!v || !isRepairRequest(v))
            return;
        if (repairAt) {
            findings.push({
                rule: 'envelope-unrepaired-fail',
                path: current.path,
                ...current.locate('/next_action'),
                message: `the single allowed repair was already requested in ${(0,untrusted/* quoteUntrusted */.X0)(repairAt.path)}; a repair loop re-enters the repair owner once. Stop and report the unresolved preservation error: remove next_action, or set next_action: ${ROUTER} with a return_to_router_reason.`,
            });
        }
        repairAt = current;
    });
    return findings;
}

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __webpack_require__(24305);
;// CONCATENATED MODULE: ./src/formats/skill-graph.ts






// Registers this format's schema validators (they load with the handoff formats, not at start-up).



/** Key of the skill-graph schema among the precompiled validators (handoff-schemas.ts). */
const SKILL_GRAPH_SCHEMA_KEY = 'skill-graph';
/** An edge with max_reentries at or below this bounds every cycle through it ("Every graph cycle must contain an edge with max_reentries: 1"). */
const MAX_BOUNDING_REENTRIES = 1;
/** Extracts skills and edges from a parsed graph value. Never throws. */
function summarizeSkillGraph(value) {
    const o = (0,values/* asObjectOrEmpty */.eG)(value);
    const skills = new Map();
    (0,values/* asArray */._j)(o.skills).forEach((item, index) => {
        const s = (0,values/* asObjectOrEmpty */.eG)(item);
        if (typeof s.name !== 'string' || skills.has(s.name))
            return;
        const declaredTerminal = typeof s.terminal === 'boolean' ? s.terminal : undefined;
        skills.set(s.name, {
            index,
            name: s.name,
            owns: typeof s.owns === 'string' ? s.owns : null,
            terminal: declaredTerminal === true || s.name === REVIEWER,
            declaredTerminal,
        });
    });
    const edges = [];
    (0,values/* asArray */._j)(o.edges).forEach((item, index) => {
        const e = (0,values/* asObjectOrEmpty */.eG)(item);
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
    return { skills, edges };
}
/** Merges the graphs that govern one envelope into the view the envelope rules use. */
function toEnvelopeGraphView(graphs, atCommit) {
    return {
        paths: graphs.map((g) => g.path),
        hasSkill: (name) => graphs.some((g) => g.summary.skills.has(name)),
        ...(atCommit === undefined ? {} : { atCommit }),
    };
}
/**
 * The key two decision classes are compared by: a spelling of a seed skill's class is that
 * skill's class; any other is compared ignoring case, spacing, hyphens and underscores.
 */
function decisionClassKey(owns) {
    const seedOwner = canonicalOwnerOf(owns);
    if (seedOwner !== null)
        return `seed:${seedOwner}`;
    return owns
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\s_-]+/g, ' ')
        .trim();
}
/** Duplicate names: the schema cannot say "unique by property". */
function checkDuplicateSkills(path, at, value, summary) {
    const findings = [];
    (0,values/* asArray */._j)((0,values/* asObjectOrEmpty */.eG)(value).skills).forEach((item, index) => {
        const name = (0,values/* asObjectOrEmpty */.eG)(item).name;
        if (typeof name !== 'string')
            return;
        const first = summary.skills.get(name);
        if (first && first.index !== index) {
            findings.push({
                rule: 'graph-schema',
                path,
                ...at(`/skills/${index}/name`),
                message: `skill ${(0,untrusted/* quoteUntrusted */.X0)(name)} is declared twice (first at /skills/${first.index}); keep one declaration.`,
            });
        }
    });
    return findings;
}
/** Unknown skills on edges, and terminal skills with outgoing skill edges. */
function checkEdges(path, at, summary) {
    const findings = [];
    for (const e of summary.edges) {
        for (const end of ['from', 'to']) {
            if (!summary.skills.has(e[end])) {
                findings.push({
                    rule: 'graph-unknown-skill',
                    path,
                    ...at(`/edges/${e.index}/${end}`),
                    message: `edge ${e.index} (${(0,untrusted/* quoteUntrusted */.X0)(e.from)} → ${(0,untrusted/* quoteUntrusted */.X0)(e.to)}) names ${(0,untrusted/* quoteUntrusted */.X0)(e[end])}, which /skills does not declare; declare the skill or fix the name.`,
                });
            }
        }
        const source = summary.skills.get(e.from);
        if (source?.terminal && e.type !== 'RETURN') {
            const why = source.declaredTerminal === true
                ? 'is terminal'
                : 'is terminal in the seed whatever the graph says';
            findings.push({
                rule: 'graph-terminal-outgoing',
                path,
                ...at(`/edges/${e.index}`),
                message: `${(0,untrusted/* quoteUntrusted */.X0)(e.from)} ${why} but has a ${(0,untrusted/* quoteUntrusted */.X0)(e.type ?? '?')} edge to ${(0,untrusted/* quoteUntrusted */.X0)(e.to)}; a terminal skill hands control back with a RETURN edge to the router instead of calling another skill.`,
            });
        }
    }
    return findings;
}
/** The seed's typed handoffs connect what the seed says they connect (seed-skills.ts EDGE_MEANINGS). */
function checkEdgeTypes(path, at, summary) {
    const findings = [];
    for (const e of summary.edges) {
        const meaning = e.type === null ? undefined : EDGE_MEANINGS.get(e.type);
        if (!meaning)
            continue;
        for (const end of ['from', 'to']) {
            const allowed = meaning[end];
            if (!allowed || allowed.includes(e[end]))
                continue;
            const names = allowed.map((n) => (0,untrusted/* quoteUntrusted */.X0)(n)).join(' or ');
            findings.push({
                rule: 'graph-edge-type',
                path,
                ...at(`/edges/${e.index}/${end}`),
                message: `edge ${e.index} is ${(0,untrusted/* quoteUntrusted */.X0)(e.type ?? '?')} ${end} ${(0,untrusted/* quoteUntrusted */.X0)(e[end])}, but in the seed ${meaning.says}: a ${e.type ?? '?'} edge goes ${end} ${names}. Set ${end}: ${allowed[0] ?? '?'} or give the edge the type of the handoff it is.`,
            });
        }
    }
    return findings;
}
/** Skills the seed names are declared in their seed role: their decision class, and the reviewer terminal. */
function checkCanonicalRoles(path, at, summary) {
    const findings = [];
    for (const s of summary.skills.values()) {
        const canonical = CANONICAL_OWNERSHIP.get(s.name);
        if (canonical && s.owns !== null && !canonical.accepted.includes(normalizeOwnership(s.owns))) {
            findings.push({
                rule: 'graph-canonical-role',
                path,
                ...at(`/skills/${s.index}/owns`),
                message: `${(0,untrusted/* quoteUntrusted */.X0)(s.name)} owns ${(0,untrusted/* quoteUntrusted */.X0)(s.owns)}, but the seed gives it ${(0,untrusted/* quoteUntrusted */.X0)(canonical.seed)}; set owns: ${canonical.seed}, or give this decision class to a skill of another name.`,
            });
        }
        if (s.name === REVIEWER && s.declaredTerminal === false) {
            findings.push({
                rule: 'graph-canonical-role',
                path,
                ...at(`/skills/${s.index}/terminal`),
                message: `${(0,untrusted/* quoteUntrusted */.X0)(s.name)} is declared terminal: false, but the seed makes it terminal in the skill graph; set terminal: true and hand control back to the router with a RETURN edge.`,
            });
        }
    }
    return findings;
}
/**
 * Unbounded cycles: a cycle is bounded when one of its edges has max_reentries <= 1. Removing the
 * bounded edges leaves exactly the unbounded cycles, so every cyclic component of what remains
 * holds at least one, and no elementary cycle is missed however many share a component.
 */
function checkUnboundedCycles(path, at, summary) {
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
    const findings = [];
    for (const component of (0,digraph/* findStronglyConnected */.Bk)(adjacency)) {
        if (!(0,digraph/* isCyclicComponent */.bd)(component, adjacency))
            continue;
        const cycle = (0,digraph/* findCycleInComponent */.o2)(component, adjacency);
        const first = unboundedEdge.get(`${cycle[0]}\0${cycle[1]}`);
        const printed = cycle.map((i) => (0,untrusted/* quoteUntrusted */.X0)(names[i] ?? '?')).join(' → ');
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
    return findings;
}
/** Shared ownership: one decision class, one owner. */
function checkSharedOwnership(path, at, summary) {
    const findings = [];
    const owners = new Map();
    for (const s of summary.skills.values()) {
        if (s.owns === null)
            continue;
        const key = decisionClassKey(s.owns);
        const owner = owners.get(key);
        if (!owner) {
            owners.set(key, s);
            continue;
        }
        findings.push({
            rule: 'graph-shared-ownership',
            path,
            ...at(`/skills/${s.index}/owns`),
            message: `${(0,untrusted/* quoteUntrusted */.X0)(s.name)} and ${(0,untrusted/* quoteUntrusted */.X0)(owner.name)} both own the decision class ${(0,untrusted/* quoteUntrusted */.X0)(s.owns)}; each stage owns one decision class, so give it to one skill and let the other return a structured objection.`,
        });
    }
    return findings;
}
/**
 * Checks one skill graph's bytes: YAML syntax, schema, duplicate skill names,
 * unknown skills on edges, terminal skills with outgoing edges, edge types
 * against the seed, the seed skills' roles, unbounded cycles and shared
 * ownership.
 */
function checkSkillGraphBytes(path, bytes) {
    const parsed = (0,yaml_source.parseYamlDocument)(bytes);
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
    const at = (0,core_location/* locatorOf */.e)(document);
    const summary = summarizeSkillGraph(document.value);
    const value = document.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        const message = 'the skill graph must be a YAML mapping with skills and edges.';
        return { findings: [{ rule: 'graph-schema', path, ...at(''), message }], document, summary };
    }
    const findings = [
        ...(0,schema_validator/* schemaFindings */.I$)(SKILL_GRAPH_SCHEMA_KEY, value, { rule: 'graph-schema', path }, at),
        ...checkDuplicateSkills(path, at, value, summary),
        ...checkEdges(path, at, summary),
        ...checkEdgeTypes(path, at, summary),
        ...checkCanonicalRoles(path, at, summary),
        ...checkUnboundedCycles(path, at, summary),
        ...checkSharedOwnership(path, at, summary),
    ];
    return { findings, document, summary };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/formats/ack-path.ts
var ack_path = __webpack_require__(47613);
// EXTERNAL MODULE: ./src/formats/json-source.ts + 2 modules
var json_source = __webpack_require__(66036);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./src/formats/generated/meta-validator.cjs
var meta_validator = __webpack_require__(33635);
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
/**
 * A key equal for two JSON values exactly when ajv's deep equality (fast-deep-equal) holds:
 * objects with their keys sorted (key order does not matter), arrays in order, numbers as
 * JSON writes them (1 and 1.0 are one number, -0 is 0). The values come from a JSON parse whose
 * nesting is capped (MAX_JSON_DEPTH in json-source.ts), so the recursion is bounded.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const keys = Object.keys(value).sort();
        return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
/**
 * `uniqueItems` in linear time. ajv compares every pair of items with a deep equality, so a
 * payload of 40,000 objects took 38 s and a repository could hold the gate for as long as it
 * liked; here each item is written once as a canonical key into a map. The verdict is ajv's
 * (a property test holds the two together); the reported pair follows ajv's general rule: the
 * last item that repeats an earlier one, and the nearest earlier copy.
 */
function validateUniqueItems(schema, data) {
    if (schema !== true || !Array.isArray(data))
        return true;
    const seen = new Map();
    let found = null;
    for (let index = 0; index < data.length; index++) {
        const key = canonicalJson(data[index]);
        const entry = seen.get(key);
        if (entry === undefined) {
            seen.set(key, { last: index, before: -1 });
            continue;
        }
        entry.before = entry.last;
        entry.last = index;
        // Indexes rise, so the last repeat found is ajv's: the highest index with an earlier copy.
        found = { i: index, j: entry.before };
    }
    if (found === null)
        return true;
    const { i, j } = found;
    validateUniqueItems.errors = [
        {
            keyword: 'uniqueItems',
            params: { i, j },
            message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
        },
    ];
    return false;
}
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
            validateSchema: false,
            addUsedSchema: false,
            code: { regExp: linearRegExp },
        });
        // Every keyword whose cost grows faster than the payload is replaced: only uniqueItems does.
        isolated.removeKeyword('uniqueItems');
        isolated.addKeyword({
            keyword: 'uniqueItems',
            schemaType: 'boolean',
            errors: true,
            validate: validateUniqueItems,
        });
        // Checked against the 2020-12 meta-schema by a validator compiled at build time with these
        // options (scripts/compile-schemas.mjs): compiling the meta-schema here would cost 50-130 ms
        // of every run that meets a schema. The message is the one ajv's own check throws.
        const { /* validateMetaSchema */ "$": validateMetaSchema } = meta_validator;
        if (!validateMetaSchema(schema)) {
            const errors = isolated.errorsText(validateMetaSchema.errors);
            return { ok: false, message: `the schema does not compile: schema is invalid: ${errors}` };
        }
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







// Registers this format's schema validators (they load with the handoff formats, not at start-up).


/** Key of the packet schema among the precompiled validators. */
const PACKET_SCHEMA_KEY = 'handoff-packet';
/** Key of the acknowledgment schema (the packet schema's $defs/acknowledgment). */
const ACK_SCHEMA_KEY = 'handoff-ack';
/** Key of the timestamp schema (the packet schema's $defs/timestamp). */
const TIMESTAMP_SCHEMA_KEY = 'handoff-timestamp';

const str = (v) => (0,values/* asString */.oJ)(v) ?? null;
/** The seconds and the fraction of an RFC 3339 date-time; the rest is the date, time and offset. */
const FRACTION = /^(.*[Tt ]\d\d:\d\d:\d\d)(?:\.(\d+))?(.*)$/;
/**
 * The instant of a timestamp that the schema accepts as a date-time, at full precision, else
 * null (Date.parse alone accepts too much). Date.parse reads it without its fraction (whole
 * seconds, the offset applied); the fraction's digits are kept as written.
 */
function parseHandoffTime(value) {
    if (typeof value !== 'string' || (0,schema_validator/* validateWithSchema */.CW)(TIMESTAMP_SCHEMA_KEY, value).length > 0)
        return null;
    if (!Number.isFinite(Date.parse(value)))
        return null;
    const m = FRACTION.exec(value);
    if (!m)
        return null;
    const ms = Date.parse(`${m[1] ?? ''}${m[3] ?? ''}`);
    if (!Number.isFinite(ms))
        return null;
    return { seconds: BigInt(ms / 1000), fraction: (m[2] ?? '').replace(/0+$/, '') };
}
/** `a` and `b` as integers in the unit of their finer fraction, and that unit's digits. */
function scaleInstants(a, b) {
    const digits = Math.max(a.fraction.length, b.fraction.length);
    const scaled = (t) => t.seconds * 10n ** BigInt(digits) + BigInt(t.fraction.padEnd(digits, '0') || '0');
    return [scaled(a), scaled(b), digits];
}
/** Negative, zero or positive as `a` is before, at or after `b`, at full precision. */
function compareInstants(a, b) {
    const [x, y] = scaleInstants(a, b);
    return x < y ? -1 : x > y ? 1 : 0;
}
/**
 * True when `later` comes more than `seconds` after `earlier`, at full precision. The config
 * schema makes `seconds` an integer; were it not, its floor is taken (the stricter reading).
 */
function isLongerThan(earlier, later, seconds) {
    const [x, y, digits] = scaleInstants(earlier, later);
    return y - x > BigInt(Math.floor(seconds)) * 10n ** BigInt(digits);
}
/** Seconds from `earlier` to `later`, rounded, for a message. */
function secondsBetween(earlier, later) {
    const [x, y, digits] = scaleInstants(earlier, later);
    return Math.round(Number(y - x) / 10 ** digits);
}
/**
 * The packet's `version` as the seed reads it (json.load): an integer literal is an integer of
 * any size, taken from the source text when a double cannot hold it; any other number is a
 * double. Default 1 when absent or not a number.
 */
function readVersion(version, document) {
    if (typeof version !== 'number' || Number.isNaN(version))
        return 1;
    if (Number.isSafeInteger(version))
        return BigInt(version);
    const text = document ? (0,json_source/* readNumberText */.lx)(document, '/version') : null;
    // The text read must be the number parsed (a repeated key resolves alike in both readers).
    if (text !== null && /^-?\d+$/.test(text) && Number(text) === version)
        return BigInt(text);
    return version;
}
/**
 * Negative, zero or positive as version `a` is below, equal to or above `b`: exact, as Python
 * compares an int with an int or a float.
 */
function compareVersions(a, b) {
    if (typeof a === 'number' && typeof b === 'number')
        return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === 'bigint' && typeof b === 'bigint')
        return a < b ? -1 : a > b ? 1 : 0;
    const flip = typeof a === 'number';
    const n = (flip ? b : a);
    const d = (flip ? a : b);
    // n against d: an infinite double is beyond every integer; otherwise by d's floor.
    let order;
    if (!Number.isFinite(d))
        order = d > 0 ? -1 : 1;
    else {
        const floor = BigInt(Math.floor(d));
        order = n < floor ? -1 : n > floor ? 1 : Number.isInteger(d) ? 0 : 1;
    }
    return flip ? -order : order;
}
/** A version for a message: its digits, cut when there are very many. */
function formatVersion(v) {
    const text = String(v);
    return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} digits)` : text;
}
/**
 * True when the schema accepts `value` as a date-time but it names no instant that can be
 * ordered: RFC 3339 allows a leap second (23:59:60), which Date.parse (and the seed's own
 * datetime.fromisoformat) refuses. The schema rule reports the timestamps it refuses itself.
 */
function isUnorderableHandoffTime(value) {
    return (typeof value === 'string' &&
        (0,schema_validator/* validateWithSchema */.CW)(TIMESTAMP_SCHEMA_KEY, value).length === 0 &&
        !Number.isFinite(Date.parse(value)));
}
/** The message of packet-time-unorderable for a timestamp of `what` that cannot be ordered. */
function unorderableMessage(what, timestamp, check) {
    return `the ${what}'s timestamp ${(0,untrusted/* quoteUntrusted */.X0)(timestamp)} names no instant the checker can order (a leap second, or a date Date.parse refuses), so ${check} cannot be checked; write the time as the second before or after it (e.g. 23:59:59Z).`;
}
/**
 * Extracts the inbox-relevant facts of a parsed packet value; `document`, the JSON it was
 * parsed from, gives the digits of a version a double cannot hold. Never throws.
 */
function summarizePacket(value, document) {
    const o = (0,values/* asObject */.eB)(value) ?? {};
    const version = o.version;
    return {
        handoffId: str(o.handoff_id),
        fromAgent: str(o.from_agent),
        toAgent: str(o.to_agent),
        timestamp: str(o.timestamp),
        time: parseHandoffTime(o.timestamp),
        unorderable: isUnorderableHandoffTime(o.timestamp),
        version: readVersion(version, document),
    };
}
/** A finding for every key that appears twice in one object of `document`. */
function duplicateKeyFindings(document, rule, path, id, where) {
    return document.duplicateKeys.map((dup) => ({
        rule,
        path,
        pointer: dup.pointer,
        line: dup.line,
        column: dup.column,
        passport_id: id,
        message: `key ${(0,untrusted/* quoteUntrusted */.X0)(dup.key)} appears more than once ${where}; keep exactly one.`,
    }));
}
/** Filing: the seed writes inbox_dir / to_agent / f"{handoff_id}.json". */
function checkFiling({ packetPath, at, summary, id }) {
    const findings = [];
    const folder = external_node_path_default().posix.basename(external_node_path_default().posix.dirname(packetPath));
    const fileName = external_node_path_default().posix.basename(packetPath);
    if (summary.toAgent !== null && summary.toAgent !== folder) {
        findings.push({
            rule: 'packet-misfiled',
            path: packetPath,
            ...at('/to_agent'),
            passport_id: id,
            message: `the packet is addressed to ${(0,untrusted/* quoteUntrusted */.X0)(summary.toAgent)} but sits in the inbox ${(0,untrusted/* quoteUntrusted */.X0)(folder)}; the receiving agent will never read it. Move it to ${(0,untrusted/* quoteUntrusted */.X0)(summary.toAgent)}'s inbox or fix to_agent.`,
        });
    }
    if (summary.handoffId !== null && `${summary.handoffId}.json` !== fileName) {
        findings.push({
            rule: 'packet-misfiled',
            path: packetPath,
            ...at('/handoff_id'),
            passport_id: id,
            message: `handoff_id ${(0,untrusted/* quoteUntrusted */.X0)(summary.handoffId)} does not match the file name ${(0,untrusted/* quoteUntrusted */.X0)(fileName)}; acknowledgments are matched by file name, so rename the file to ${(0,untrusted/* quoteUntrusted */.X0)(`${summary.handoffId}.json`)}.`,
        });
    }
    return findings;
}
/** The output schemas a packet declares for its payload, each once (by its serialized text), with its pointer. */
function declaredOutputSchemas(value) {
    const candidates = [];
    const metadata = (0,values/* asObject */.eB)(value.metadata);
    if (metadata && 'output_schema' in metadata)
        candidates.push(['/metadata/output_schema', metadata.output_schema]);
    if ('output_schema' in value)
        candidates.push(['/output_schema', value.output_schema]);
    const seen = new Set();
    const schemas = [];
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
        schemas.push({ pointer, schema, key });
    }
    return schemas;
}
/** Payload against the sender's own output schema (untrusted: compiled in isolation, cached per run). */
function checkPayload({ packetPath, at, value, id }, cache) {
    if (!('payload' in value))
        return [];
    const findings = [];
    const schemas = declaredOutputSchemas(value);
    if (schemas.length === 0) {
        findings.push({
            rule: 'packet-payload-unvalidated',
            path: packetPath,
            ...at('/payload'),
            passport_id: id,
            message: 'the packet declares no output_schema (neither metadata.output_schema nor output_schema), so its payload cannot be validated as the sender must before handing off. Add the schema the payload was validated against as metadata.output_schema.',
        });
    }
    for (const { pointer, schema, key } of schemas) {
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
                message: `the output schema at ${pointer} cannot be used: ${(0,untrusted/* quoteUntrusted */.X0)(compiled.message)}; the payload was not validated. Fix the schema (no remote $ref, no $data, at most 64 KiB).`,
            });
            continue;
        }
        for (const v of compiled.validate(value.payload)) {
            findings.push({
                rule: 'packet-payload-schema',
                path: packetPath,
                ...at(`/payload${v.pointer}`),
                passport_id: id,
                message: `payload${v.pointer} ${(0,untrusted/* quoteUntrusted */.X0)(v.message)} (output schema at ${pointer}); the sender must validate the payload before handing off.`,
            });
        }
    }
    return findings;
}
/** next_steps.agent must be the agent the packet goes to. */
function checkNextAgent({ packetPath, at, value, summary, id }) {
    const nextAgent = (0,values/* asObject */.eB)(value.next_steps)?.agent;
    if (typeof nextAgent !== 'string' || summary.toAgent === null || nextAgent === summary.toAgent)
        return [];
    return [
        {
            rule: 'packet-next-agent',
            path: packetPath,
            ...at('/next_steps/agent'),
            passport_id: id,
            message: `next_steps.agent is ${(0,untrusted/* quoteUntrusted */.X0)(nextAgent)} but the packet goes to ${(0,untrusted/* quoteUntrusted */.X0)(summary.toAgent)}; the next step would be taken by an agent that never receives the packet. Make them agree.`,
        },
    ];
}
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
    const at = (0,core_location/* locatorOf */.e)(document);
    const summary = summarizePacket(document.value, document);
    const id = summary.handoffId ?? undefined;
    const findings = duplicateKeyFindings(document, 'packet-invalid-json', packetPath, id, 'in the same object, so readers disagree on its value');
    const value = (0,values/* asObject */.eB)(document.value);
    if (!value) {
        findings.push({
            rule: 'packet-schema',
            path: packetPath,
            ...at(''),
            message: 'the packet must be a JSON object.',
        });
        return { findings, document, summary };
    }
    const context = { packetPath, at, value, summary, id };
    findings.push(...(0,schema_validator/* schemaFindings */.I$)(PACKET_SCHEMA_KEY, value, { rule: 'packet-schema', path: packetPath, passport_id: id }, at), ...checkFiling(context), ...checkPayload(context, cache), ...checkNextAgent(context));
    return { findings, document, summary };
}
/** The finding for an acknowledgment that is missing or could not be read. */
function unreadAckFinding(packet, ack, ackPath, id) {
    if (ack.missing) {
        const pos = packet.document?.locate('/handoff_id');
        return {
            rule: 'packet-unacknowledged',
            path: packet.path,
            ...(pos ? { pointer: '/handoff_id', line: pos.line, column: pos.column } : {}),
            passport_id: id,
            message: `no acknowledgment ${(0,untrusted/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(ackPath))} beside the packet; the receiving agent has not confirmed it. Commit the .ack the receiver wrote, or re-run the handoff.`,
        };
    }
    return {
        rule: 'packet-ack-invalid',
        path: ackPath,
        passport_id: id,
        message: `the acknowledgment ${ack.detail}; it must be a regular JSON file.`,
    };
}
/** The acknowledgment names this packet's handoff, is written by its receiver and is ready to proceed. */
function checkAckAgreement(packet, value, ackPath, at, id) {
    const findings = [];
    if (typeof value.handoff_id === 'string' &&
        packet.summary.handoffId !== null &&
        value.handoff_id !== packet.summary.handoffId) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at('/handoff_id'),
            passport_id: id,
            message: `the acknowledgment names handoff ${(0,untrusted/* quoteUntrusted */.X0)(value.handoff_id)}, not ${(0,untrusted/* quoteUntrusted */.X0)(packet.summary.handoffId)}; it acknowledges another packet.`,
        });
    }
    const receiver = packet.summary.toAgent;
    const by = value.acknowledged_by;
    if (receiver !== null && typeof by === 'string' && by !== receiver) {
        findings.push({
            rule: 'packet-ack-invalid',
            path: ackPath,
            ...at('/acknowledged_by'),
            passport_id: id,
            message: `the acknowledgment is by ${(0,untrusted/* quoteUntrusted */.X0)(by)}, but the packet goes to ${(0,untrusted/* quoteUntrusted */.X0)(receiver)}; only the receiving agent can confirm it took the packet. Have ${(0,untrusted/* quoteUntrusted */.X0)(receiver)} acknowledge it (acknowledged_by: ${receiver}).`,
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
    return findings;
}
/** The acknowledgment comes after the packet, and within `maxAgeSeconds` of it. */
function checkAckTiming(packet, value, ackPath, at, id, maxAgeSeconds) {
    const ackTime = parseHandoffTime(value.timestamp);
    const packetTime = packet.summary.time;
    // The packet's own unorderable time is reported once, by the inbox ordering (findInboxConflicts).
    if (isUnorderableHandoffTime(value.timestamp))
        return [
            {
                rule: 'packet-time-unorderable',
                path: ackPath,
                ...at('/timestamp'),
                passport_id: id,
                message: unorderableMessage('acknowledgment', value.timestamp, `whether it came after the packet and within packet-max-age-seconds`),
            },
        ];
    if (ackTime === null || packetTime === null)
        return [];
    if (compareInstants(ackTime, packetTime) < 0) {
        return [
            {
                rule: 'packet-ack-invalid',
                path: ackPath,
                ...at('/timestamp'),
                passport_id: id,
                message: `the acknowledgment (${(0,untrusted/* quoteUntrusted */.X0)(value.timestamp)}) predates the packet (${(0,untrusted/* quoteUntrusted */.X0)(packet.summary.timestamp)}); an agent cannot acknowledge what it has not received. Check the clocks or the handoff_id.`,
            },
        ];
    }
    if (isLongerThan(packetTime, ackTime, maxAgeSeconds)) {
        return [
            {
                rule: 'packet-stale',
                path: ackPath,
                ...at('/timestamp'),
                passport_id: id,
                message: `acknowledged ${secondsBetween(packetTime, ackTime)} s after the packet was sent, more than the allowed ${maxAgeSeconds} s; the receiver may have acted on stale state. Re-send the handoff, or raise packet-max-age-seconds.`,
            },
        ];
    }
    return [];
}
/**
 * Checks the acknowledgment of one packet: present, JSON, the same handoff_id,
 * acknowledged_by the packet's to_agent, ready to proceed, not before the packet, and within `maxAgeSeconds` of it.
 * Findings about the ack's content are anchored in the .ack file.
 */
function checkAcknowledgment(packet, ack, maxAgeSeconds) {
    const ackPath = (0,ack_path/* ackPathOf */.o)(packet.path);
    const id = packet.summary.handoffId ?? undefined;
    if (!ack.ok)
        return [unreadAckFinding(packet, ack, ackPath, id)];
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
    const at = (0,core_location/* locatorOf */.e)(document);
    const findings = duplicateKeyFindings(document, 'packet-ack-invalid', ackPath, id, 'in the acknowledgment');
    const value = (0,values/* asObject */.eB)(document.value);
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
    findings.push(...(0,schema_validator/* schemaFindings */.I$)(ACK_SCHEMA_KEY, value, { rule: 'packet-ack-invalid', path: ackPath, passport_id: id }, at), ...checkAckAgreement(packet, value, ackPath, at, id), ...checkAckTiming(packet, value, ackPath, at, id, maxAgeSeconds));
    return findings;
}
/**
 * The seed's detect_handoff_conflict over one inbox: packets ordered by time
 * (file path breaks ties); each is compared with the one before it. A change
 * of sender is a source mismatch; a lower version is a downgrade. Packets
 * without a valid timestamp or from_agent cannot be ordered and are skipped
 * (the schema rule reports them); one whose timestamp the schema accepts but
 * that names no orderable instant (a leap second) is packet-time-unorderable.
 */
function findInboxConflicts(packets) {
    const findings = [];
    for (const p of packets)
        if (p.summary.unorderable)
            findings.push({
                rule: 'packet-time-unorderable',
                path: p.path,
                ...p.locate('/timestamp'),
                passport_id: p.summary.handoffId ?? undefined,
                message: unorderableMessage('packet', p.summary.timestamp, 'its place in the inbox (source mismatch, version downgrade) and its acknowledgment delay'),
            });
    const ordered = packets
        .filter((p) => p.summary.time !== null && p.summary.fromAgent !== null)
        .sort((a, b) => compareInstants(a.summary.time, b.summary.time) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (let i = 1; i < ordered.length; i++) {
        const previous = ordered[i - 1];
        const current = ordered[i];
        const prev = previous.summary;
        const cur = current.summary;
        const before = `${(0,untrusted/* quoteUntrusted */.X0)(prev.handoffId ?? previous.path)} (${(0,untrusted/* quoteUntrusted */.X0)(prev.timestamp)})`;
        if (cur.fromAgent !== prev.fromAgent) {
            findings.push({
                rule: 'packet-conflict',
                path: current.path,
                ...current.locate('/from_agent'),
                passport_id: cur.handoffId ?? undefined,
                message: `source mismatch: this packet comes from ${(0,untrusted/* quoteUntrusted */.X0)(cur.fromAgent)} but the previous packet into this inbox, ${before}, came from ${(0,untrusted/* quoteUntrusted */.X0)(prev.fromAgent)}; a linear handoff has one sender. Escalate to the supervisor and re-route.`,
            });
        }
        else if (compareVersions(cur.version, prev.version) < 0) {
            findings.push({
                rule: 'packet-conflict',
                path: current.path,
                ...current.locate('/version'),
                passport_id: cur.handoffId ?? undefined,
                message: `version downgrade: version ${formatVersion(cur.version)} arrives after version ${formatVersion(prev.version)} in ${before}; the state was modified since it was last handed over. Re-send from the latest state.`,
            });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/formats/skill-graph-change.ts

/** Most items quoted per list; the rest are counted. */
const SHOWN = 10;
const EMPTY = { skills: new Map(), edges: [] };
const edgeText = (e) => `${(0,untrusted/* quoteUntrusted */.X0)(e.from)} → ${(0,untrusted/* quoteUntrusted */.X0)(e.to)} (${e.type === null ? 'untyped' : (0,untrusted/* quoteUntrusted */.X0)(e.type)}${e.maxReentries === null ? '' : `, max_reentries ${e.maxReentries}`})`;
/** A list, at most {@link SHOWN} quoted, the rest counted. */
function listSome(items) {
    const shown = items.slice(0, SHOWN).join(', ');
    return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}
/** Items of `a` not in `b`, by key. */
function without(a, b, key) {
    const keys = new Set(b.map(key));
    return a.filter((t) => !keys.has(key(t)));
}
/** The `policy-changed` finding for one skill graph the checkout changed. */
function describeSkillGraphChange(change) {
    const { path, baseLabel } = change;
    const base = change.base ?? EMPTY;
    const head = change.head ?? EMPTY;
    const file = (0,untrusted/* quoteUntrusted */.X0)(path);
    const opening = change.base === null
        ? `the checkout adds the skill graph ${file}, which ${baseLabel} does not have; it applies with the graphs in force there, and can only add findings`
        : change.head === null
            ? `the checkout deletes the skill graph ${file}; ${baseLabel}'s is in force for the envelopes it governs`
            : `the checkout's skill graph ${file} differs from ${baseLabel}'s, whose version is in force (an envelope's next_action must name a skill of both)`;
    const edgeKey = (e) => JSON.stringify([e.from, e.to, e.type, e.maxReentries]);
    const parts = [];
    const addedSkills = without([...head.skills.keys()], [...base.skills.keys()], String);
    const removedSkills = without([...base.skills.keys()], [...head.skills.keys()], String);
    const addedEdges = without(head.edges, base.edges, edgeKey);
    const removedEdges = without(base.edges, head.edges, edgeKey);
    if (addedSkills.length > 0)
        parts.push(`adds skill(s) ${listSome(addedSkills.map((s) => (0,untrusted/* quoteUntrusted */.X0)(s)))}`);
    if (removedSkills.length > 0)
        parts.push(`removes skill(s) ${listSome(removedSkills.map((s) => (0,untrusted/* quoteUntrusted */.X0)(s)))}`);
    if (addedEdges.length > 0)
        parts.push(`adds edge(s) ${listSome(addedEdges.map(edgeText))}`);
    if (removedEdges.length > 0)
        parts.push(`removes edge(s) ${listSome(removedEdges.map(edgeText))}`);
    const what = parts.length > 0 ? `: it ${parts.join('; ')}` : ' (no skill or edge differs)';
    const would = change.allows.length > 0
        ? `applied, it would allow ${listSome(change.allows)}, which the graph in force rejects (graph-unknown-skill)`
        : 'applied, it would allow nothing the graph in force rejects among the envelopes this run checked';
    return {
        rule: 'policy-changed',
        path,
        message: `${opening}${what}; ${would}. It takes effect once merged.`,
    };
}

;// CONCATENATED MODULE: ./src/formats/handoff-formats.ts
/**
 * The handoff formats (router envelopes, skill graphs, agent handoff packets),
 * loaded together and on demand: with the YAML parser and the schema compiler
 * they need, they are start-up time a passport-only run never pays
 * (rules/families/handoffs.ts imports this file only when there are handoff
 * documents to judge).
 */








/***/ }),

/***/ 67535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseYamlDocument: () => (/* binding */ parseYamlDocument)
/* harmony export */ });
/* unused harmony exports MAX_YAML_BYTES, MAX_YAML_DEPTH, MAX_YAML_MAP_ENTRIES */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19630);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66036);
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
    const decoded = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8 */ ._6)(hasBom ? bytes.subarray(3) : bytes);
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
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
        return String(key.value);
    return null;
}
/** A problem at the start of the file. */
function problemAtStart(kind, message, position) {
    return { kind, message, ...position(0) };
}
/** A message from yaml, first line only and quoted: it can quote the source. */
function yamlErrorMessage(error) {
    return `YAML error ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(String(error.message).split('\n')[0] ?? '')}`;
}
/**
 * The CST tokens of `text`, stopped at the first limit exceeded (then `refuse` is told why).
 * The CST parser is iterative; watching its stack bounds what the recursive composer will see.
 * Each finished CST document is measured before the composer (quadratic in mapping width) sees it.
 */
function* guardedTokens(text, lineCounter, limits, position, refuse) {
    const parser = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX(lineCounter.addNewLine);
    lineCounter.addNewLine(0);
    const pass = function* (tokens) {
        for (const token of tokens) {
            const excess = token.type === 'document' ? measureCst(token, limits.maxMapEntries, limits.maxNodes) : null;
            if (excess) {
                refuse({ kind: 'too-wide', message: excess.message, ...position(excess.offset) });
                return false;
            }
            yield token;
        }
        return true;
    };
    for (const lexeme of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text, false)) {
        if (!(yield* pass(parser.next(lexeme))))
            return;
        const open = parserExcess(parser, limits, position);
        if (open) {
            refuse(open);
            return;
        }
    }
    yield* pass(parser.end());
}
/** Why the CST parser's open collections already break a limit (too wide, too deep), or null. */
function parserExcess(parser, limits, position) {
    // Stop a mapping as soon as it grows too wide, rather than after the whole document is read.
    for (let i = parser.stack.length - 1; i >= Math.max(0, parser.stack.length - 3); i--) {
        const open = parser.stack[i];
        if (open && isMappingToken(open) && open.items.length > limits.maxMapEntries) {
            return {
                kind: 'too-wide',
                message: `a mapping with more than ${limits.maxMapEntries} keys`,
                ...position(open.offset),
            };
        }
    }
    if (parser.stack.length > limits.maxDepth) {
        return {
            kind: 'too-deep',
            message: `nesting deeper than ${limits.maxDepth} levels`,
            ...position(parser.offset),
        };
    }
    return null;
}
/** The first document composed from `tokens`, and where a second one starts (there must be none). */
function composeFirstDocument(tokens, length) {
    let doc;
    let extraDocument;
    const composer = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Composer */ .Dk({ uniqueKeys: true, prettyErrors: false, version: '1.2' });
    for (const d of composer.compose(tokens, true, length)) {
        if (!doc)
            doc = d;
        else {
            extraDocument ??= [d.range[0], d.range[1]];
            break;
        }
    }
    return { doc, extraDocument };
}
/** Why a composed document cannot be used (an error of yaml's, a second document, no value), or null. */
function documentProblem(doc, extraDocument, text, position) {
    const first = doc.errors[0];
    if (first) {
        const where = position(first.pos[0]);
        // yaml's messages can quote the source (alias and tag names), so they are quoted as untrusted.
        const message = first.code === 'DUPLICATE_KEY'
            ? `a mapping repeats the key ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(keyAt(text, first.pos[0]), 80)} (keys must be unique)`
            : `${first.code.toLowerCase().replace(/_/g, ' ')}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteUntrusted */ .X0)(first.message.split('\n')[0] ?? '')}`;
        return { kind: 'syntax', message, ...where };
    }
    if (extraDocument) {
        return {
            kind: 'syntax',
            message: 'the file holds more than one YAML document (---); keep exactly one',
            ...position(extraDocument[0]),
        };
    }
    if (doc.contents === null)
        return problemAtStart('empty', 'the file holds no YAML value', position);
    return null;
}
/** The document's plain data, with aliases expanded at most `maxAliases` times. */
function toPlainValue(doc, maxAliases, position) {
    try {
        return { ok: true, value: doc.toJS({ maxAliasCount: maxAliases }) };
    }
    catch (error) {
        // yaml throws ReferenceError both for the alias cap and for an alias without its anchor.
        const excessive = error instanceof ReferenceError && error.message.startsWith('Excessive alias count');
        return {
            ok: false,
            problem: excessive
                ? problemAtStart('aliases', `aliases expand more than ${maxAliases} times`, position)
                : problemAtStart('syntax', yamlErrorMessage(error), position),
        };
    }
}
/**
 * Position of the node at `pointer` below `root`, or of its nearest existing ancestor; see
 * {@link YamlDocument.locate}. An iterative walk down the node tree.
 */
function locateNode(root, pointer, at, position) {
    let node = root;
    let anchor = root;
    const segments = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePointer */ .vp)(pointer);
    for (const [i, segment] of segments.entries()) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => keyText(p.key) === String(segment));
            if (!pair)
                break;
            const value = pair.value ?? null;
            // Point at the key, where a reader looks first (as the JSON locator does), unless the
            // value itself was asked for at the end of the pointer.
            const onValue = at === 'value' && i === segments.length - 1 && value !== null;
            anchor = (onValue ? value : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? pair.key : value) ?? anchor;
            node = value;
            if (node === null)
                break;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === 'number') {
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
}
/**
 * Parses untrusted YAML bytes holding one document. Never throws: every way
 * the bytes can be unusable comes back as a {@link YamlProblem} with a
 * position (1-based line and column).
 */
function parseYamlDocument(bytes, limits = {}) {
    const resolved = {
        maxBytes: limits.maxBytes ?? MAX_YAML_BYTES,
        maxDepth: limits.maxDepth ?? MAX_YAML_DEPTH,
        maxAliases: limits.maxAliases ?? MAX_YAML_ALIASES,
        maxMapEntries: limits.maxMapEntries ?? MAX_YAML_MAP_ENTRIES,
        maxNodes: limits.maxNodes ?? MAX_YAML_NODES,
    };
    if (bytes.length > resolved.maxBytes) {
        const message = `the file has ${bytes.length} bytes, more than the ${resolved.maxBytes} accepted`;
        return { ok: false, problem: { kind: 'too-large', message, line: 1, column: 1, offset: 0 } };
    }
    const decoded = decodeYamlText(bytes);
    if (!decoded.ok)
        return decoded;
    const text = decoded.text;
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: Math.max(line, 1), column: Math.max(col, 1), offset };
    };
    let refused;
    let composed;
    try {
        const tokens = guardedTokens(text, lineCounter, resolved, position, (problem) => {
            refused = problem;
        });
        composed = composeFirstDocument(tokens, text.length);
    }
    catch (error) {
        // Defensive: the composer reports problems as errors, it is not expected to throw.
        return { ok: false, problem: problemAtStart('syntax', yamlErrorMessage(error), position) };
    }
    if (refused)
        return { ok: false, problem: refused };
    const { doc, extraDocument } = composed;
    if (!doc)
        return { ok: false, problem: problemAtStart('empty', 'the file is empty', position) };
    const problem = documentProblem(doc, extraDocument, text, position);
    if (problem)
        return { ok: false, problem };
    const plain = toPlainValue(doc, resolved.maxAliases, position);
    if (!plain.ok)
        return plain;
    const root = doc.contents;
    return {
        ok: true,
        document: {
            text,
            value: plain.value,
            locate: (pointer, at = 'key') => locateNode(root, pointer, at, position),
        },
    };
}


/***/ }),

/***/ 34787:
/***/ ((module, exports, __webpack_require__) => {

// Generated by scripts/compile-schemas.mjs from schemas/*.json — do not edit.
/* eslint-disable */

exports.Vi = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/handoff-envelope.v1.schema.json","title":"Router handoff envelope v1","description":"The envelope the router and specialized skills exchange (*.handoff.yaml), encoding the cross-skill handoff contract of seed 002. Unknown fields are refused: the contract says not to fabricate fields, and a misspelt evidence field would otherwise pass unseen. Pass limits, observed-execution claims and stop-on-fail are checked by dedicated rules, not here.","type":"object","required":["intent","source_kind","context_mode","protected_constraints","execution_evidence","risk_flags","pass"],"additionalProperties":false,"properties":{"intent":{"enum":["detect","rewrite","edit_file","verify","interpret","multi_stage"]},"source_kind":{"enum":["pasted_text","named_file","before_after_pair","visual_prompt","other"]},"source_ref":{"description":"Optional path or user-supplied label of the source.","type":"string","maxLength":4096},"context_mode":{"enum":["general","technical"]},"voice":{"enum":["casual","professional","technical","warm","blunt","user_sample"]},"protected_constraints":{"type":"array","uniqueItems":true,"maxItems":10,"items":{"enum":["facts","numbers","urls","paths","code","quotes","tables","frontmatter","attributed_text","identity_and_cultural_specificity"]}},"execution_evidence":{"type":"object","required":["detector","mutation","verifier"],"additionalProperties":false,"properties":{"detector":{"enum":["not_run","model_only","executed"]},"mutation":{"enum":["not_requested","not_run","executed"]},"verifier":{"enum":["not_run","model_only","executed"]}}},"detector_summary":{"type":"object","additionalProperties":false,"properties":{"score":{"type":["number","string","null"],"maxLength":256},"label":{"type":["string","null"],"maxLength":256},"issue_types":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":256}}}},"verification_summary":{"type":"object","additionalProperties":false,"properties":{"status":{"enum":["PASS","REVIEW","FAIL"]},"blocking_errors":{"$ref":"#/$defs/notes"},"warnings":{"$ref":"#/$defs/notes"}}},"risk_flags":{"type":"object","required":["consequential_authorship_claim","human_representation_sensitive"],"additionalProperties":false,"properties":{"consequential_authorship_claim":{"type":"boolean"},"human_representation_sensitive":{"type":"boolean"}}},"pass":{"description":"Which pass this is and how many are allowed; the bounds are checked by envelope-pass-limit.","type":"object","required":["index","max"],"additionalProperties":false,"properties":{"index":{"type":"integer"},"max":{"type":"integer"}}},"next_action":{"$ref":"#/$defs/slug"},"return_to_router_reason":{"type":"string","minLength":1,"maxLength":1024}},"$defs":{"slug":{"description":"A skill slug: lowercase letters and digits separated by single hyphens, dots or underscores.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},"notes":{"type":"array","maxItems":1000,"items":{"type":["string","object"],"maxLength":4096}}}};
const schema32 = {"type":"array","maxItems":1000,"items":{"type":["string","object"],"maxLength":4096}};
const schema34 = {"description":"A skill slug: lowercase letters and digits separated by single hyphens, dots or underscores.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ((count) => (s) => (/[\uD800-\uDFFF]/.test(s) ? count(s) : s.length))((__webpack_require__(36214)["default"]));
const func0 = (__webpack_require__(24951)["default"]);
const pattern4 = new RegExp("^[a-z0-9]+(?:[-_.][a-z0-9]+)*$", "");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/handoff-envelope.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.intent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intent"},message:"must have required property '"+"intent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source_kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_kind"},message:"must have required property '"+"source_kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context_mode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "context_mode"},message:"must have required property '"+"context_mode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.protected_constraints === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protected_constraints"},message:"must have required property '"+"protected_constraints"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.execution_evidence === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "execution_evidence"},message:"must have required property '"+"execution_evidence"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.risk_flags === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "risk_flags"},message:"must have required property '"+"risk_flags"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pass === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.intent !== undefined){
let data0 = data.intent;
if(!((((((data0 === "detect") || (data0 === "rewrite")) || (data0 === "edit_file")) || (data0 === "verify")) || (data0 === "interpret")) || (data0 === "multi_stage"))){
const err8 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/enum",keyword:"enum",params:{allowedValues: schema31.properties.intent.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.source_kind !== undefined){
let data1 = data.source_kind;
if(!(((((data1 === "pasted_text") || (data1 === "named_file")) || (data1 === "before_after_pair")) || (data1 === "visual_prompt")) || (data1 === "other"))){
const err9 = {instancePath:instancePath+"/source_kind",schemaPath:"#/properties/source_kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.source_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.source_ref !== undefined){
let data2 = data.source_ref;
if(typeof data2 === "string"){
if(func2(data2) > 4096){
const err10 = {instancePath:instancePath+"/source_ref",schemaPath:"#/properties/source_ref/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/source_ref",schemaPath:"#/properties/source_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.context_mode !== undefined){
let data3 = data.context_mode;
if(!((data3 === "general") || (data3 === "technical"))){
const err12 = {instancePath:instancePath+"/context_mode",schemaPath:"#/properties/context_mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.context_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.voice !== undefined){
let data4 = data.voice;
if(!((((((data4 === "casual") || (data4 === "professional")) || (data4 === "technical")) || (data4 === "warm")) || (data4 === "blunt")) || (data4 === "user_sample"))){
const err13 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/enum",keyword:"enum",params:{allowedValues: schema31.properties.voice.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.protected_constraints !== undefined){
let data5 = data.protected_constraints;
if(Array.isArray(data5)){
if(data5.length > 10){
const err14 = {instancePath:instancePath+"/protected_constraints",schemaPath:"#/properties/protected_constraints/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!((((((((((data6 === "facts") || (data6 === "numbers")) || (data6 === "urls")) || (data6 === "paths")) || (data6 === "code")) || (data6 === "quotes")) || (data6 === "tables")) || (data6 === "frontmatter")) || (data6 === "attributed_text")) || (data6 === "identity_and_cultural_specificity"))){
const err15 = {instancePath:instancePath+"/protected_constraints/" + i0,schemaPath:"#/properties/protected_constraints/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.protected_constraints.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data5[i1], data5[j0])){
const err16 = {instancePath:instancePath+"/protected_constraints",schemaPath:"#/properties/protected_constraints/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/protected_constraints",schemaPath:"#/properties/protected_constraints/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.execution_evidence !== undefined){
let data7 = data.execution_evidence;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.detector === undefined){
const err18 = {instancePath:instancePath+"/execution_evidence",schemaPath:"#/properties/execution_evidence/required",keyword:"required",params:{missingProperty: "detector"},message:"must have required property '"+"detector"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.mutation === undefined){
const err19 = {instancePath:instancePath+"/execution_evidence",schemaPath:"#/properties/execution_evidence/required",keyword:"required",params:{missingProperty: "mutation"},message:"must have required property '"+"mutation"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.verifier === undefined){
const err20 = {instancePath:instancePath+"/execution_evidence",schemaPath:"#/properties/execution_evidence/required",keyword:"required",params:{missingProperty: "verifier"},message:"must have required property '"+"verifier"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "detector") || (key1 === "mutation")) || (key1 === "verifier"))){
const err21 = {instancePath:instancePath+"/execution_evidence",schemaPath:"#/properties/execution_evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.detector !== undefined){
let data8 = data7.detector;
if(!(((data8 === "not_run") || (data8 === "model_only")) || (data8 === "executed"))){
const err22 = {instancePath:instancePath+"/execution_evidence/detector",schemaPath:"#/properties/execution_evidence/properties/detector/enum",keyword:"enum",params:{allowedValues: schema31.properties.execution_evidence.properties.detector.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.mutation !== undefined){
let data9 = data7.mutation;
if(!(((data9 === "not_requested") || (data9 === "not_run")) || (data9 === "executed"))){
const err23 = {instancePath:instancePath+"/execution_evidence/mutation",schemaPath:"#/properties/execution_evidence/properties/mutation/enum",keyword:"enum",params:{allowedValues: schema31.properties.execution_evidence.properties.mutation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.verifier !== undefined){
let data10 = data7.verifier;
if(!(((data10 === "not_run") || (data10 === "model_only")) || (data10 === "executed"))){
const err24 = {instancePath:instancePath+"/execution_evidence/verifier",schemaPath:"#/properties/execution_evidence/properties/verifier/enum",keyword:"enum",params:{allowedValues: schema31.properties.execution_evidence.properties.verifier.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/execution_evidence",schemaPath:"#/properties/execution_evidence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.detector_summary !== undefined){
let data11 = data.detector_summary;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(!(((key2 === "score") || (key2 === "label")) || (key2 === "issue_types"))){
const err26 = {instancePath:instancePath+"/detector_summary",schemaPath:"#/properties/detector_summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.score !== undefined){
let data12 = data11.score;
if(((!((typeof data12 == "number") && (isFinite(data12)))) && (typeof data12 !== "string")) && (data12 !== null)){
const err27 = {instancePath:instancePath+"/detector_summary/score",schemaPath:"#/properties/detector_summary/properties/score/type",keyword:"type",params:{type: schema31.properties.detector_summary.properties.score.type},message:"must be number,string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data12 === "string"){
if(func2(data12) > 256){
const err28 = {instancePath:instancePath+"/detector_summary/score",schemaPath:"#/properties/detector_summary/properties/score/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data11.label !== undefined){
let data13 = data11.label;
if((typeof data13 !== "string") && (data13 !== null)){
const err29 = {instancePath:instancePath+"/detector_summary/label",schemaPath:"#/properties/detector_summary/properties/label/type",keyword:"type",params:{type: schema31.properties.detector_summary.properties.label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data13 === "string"){
if(func2(data13) > 256){
const err30 = {instancePath:instancePath+"/detector_summary/label",schemaPath:"#/properties/detector_summary/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data11.issue_types !== undefined){
let data14 = data11.issue_types;
if(Array.isArray(data14)){
if(data14.length > 1000){
const err31 = {instancePath:instancePath+"/detector_summary/issue_types",schemaPath:"#/properties/detector_summary/properties/issue_types/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len1 = data14.length;
for(let i2=0; i2<len1; i2++){
let data15 = data14[i2];
if(typeof data15 === "string"){
if(func2(data15) > 256){
const err32 = {instancePath:instancePath+"/detector_summary/issue_types/" + i2,schemaPath:"#/properties/detector_summary/properties/issue_types/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/detector_summary/issue_types/" + i2,schemaPath:"#/properties/detector_summary/properties/issue_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/detector_summary/issue_types",schemaPath:"#/properties/detector_summary/properties/issue_types/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/detector_summary",schemaPath:"#/properties/detector_summary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.verification_summary !== undefined){
let data16 = data.verification_summary;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
if(!(((key3 === "status") || (key3 === "blocking_errors")) || (key3 === "warnings"))){
const err36 = {instancePath:instancePath+"/verification_summary",schemaPath:"#/properties/verification_summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.status !== undefined){
let data17 = data16.status;
if(!(((data17 === "PASS") || (data17 === "REVIEW")) || (data17 === "FAIL"))){
const err37 = {instancePath:instancePath+"/verification_summary/status",schemaPath:"#/properties/verification_summary/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.verification_summary.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.blocking_errors !== undefined){
let data18 = data16.blocking_errors;
if(Array.isArray(data18)){
if(data18.length > 1000){
const err38 = {instancePath:instancePath+"/verification_summary/blocking_errors",schemaPath:"#/$defs/notes/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len2 = data18.length;
for(let i3=0; i3<len2; i3++){
let data19 = data18[i3];
if((typeof data19 !== "string") && (!(data19 && typeof data19 == "object" && !Array.isArray(data19)))){
const err39 = {instancePath:instancePath+"/verification_summary/blocking_errors/" + i3,schemaPath:"#/$defs/notes/items/type",keyword:"type",params:{type: schema32.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data19 === "string"){
if(func2(data19) > 4096){
const err40 = {instancePath:instancePath+"/verification_summary/blocking_errors/" + i3,schemaPath:"#/$defs/notes/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
else {
const err41 = {instancePath:instancePath+"/verification_summary/blocking_errors",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data16.warnings !== undefined){
let data20 = data16.warnings;
if(Array.isArray(data20)){
if(data20.length > 1000){
const err42 = {instancePath:instancePath+"/verification_summary/warnings",schemaPath:"#/$defs/notes/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len3 = data20.length;
for(let i4=0; i4<len3; i4++){
let data21 = data20[i4];
if((typeof data21 !== "string") && (!(data21 && typeof data21 == "object" && !Array.isArray(data21)))){
const err43 = {instancePath:instancePath+"/verification_summary/warnings/" + i4,schemaPath:"#/$defs/notes/items/type",keyword:"type",params:{type: schema32.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data21 === "string"){
if(func2(data21) > 4096){
const err44 = {instancePath:instancePath+"/verification_summary/warnings/" + i4,schemaPath:"#/$defs/notes/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/verification_summary/warnings",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/verification_summary",schemaPath:"#/properties/verification_summary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.risk_flags !== undefined){
let data22 = data.risk_flags;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.consequential_authorship_claim === undefined){
const err47 = {instancePath:instancePath+"/risk_flags",schemaPath:"#/properties/risk_flags/required",keyword:"required",params:{missingProperty: "consequential_authorship_claim"},message:"must have required property '"+"consequential_authorship_claim"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data22.human_representation_sensitive === undefined){
const err48 = {instancePath:instancePath+"/risk_flags",schemaPath:"#/properties/risk_flags/required",keyword:"required",params:{missingProperty: "human_representation_sensitive"},message:"must have required property '"+"human_representation_sensitive"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 in data22){
if(!((key4 === "consequential_authorship_claim") || (key4 === "human_representation_sensitive"))){
const err49 = {instancePath:instancePath+"/risk_flags",schemaPath:"#/properties/risk_flags/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data22.consequential_authorship_claim !== undefined){
if(typeof data22.consequential_authorship_claim !== "boolean"){
const err50 = {instancePath:instancePath+"/risk_flags/consequential_authorship_claim",schemaPath:"#/properties/risk_flags/properties/consequential_authorship_claim/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data22.human_representation_sensitive !== undefined){
if(typeof data22.human_representation_sensitive !== "boolean"){
const err51 = {instancePath:instancePath+"/risk_flags/human_representation_sensitive",schemaPath:"#/properties/risk_flags/properties/human_representation_sensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/risk_flags",schemaPath:"#/properties/risk_flags/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.pass !== undefined){
let data25 = data.pass;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.index === undefined){
const err53 = {instancePath:instancePath+"/pass",schemaPath:"#/properties/pass/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25.max === undefined){
const err54 = {instancePath:instancePath+"/pass",schemaPath:"#/properties/pass/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key5 in data25){
if(!((key5 === "index") || (key5 === "max"))){
const err55 = {instancePath:instancePath+"/pass",schemaPath:"#/properties/pass/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.index !== undefined){
let data26 = data25.index;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err56 = {instancePath:instancePath+"/pass/index",schemaPath:"#/properties/pass/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data25.max !== undefined){
let data27 = data25.max;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err57 = {instancePath:instancePath+"/pass/max",schemaPath:"#/properties/pass/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/pass",schemaPath:"#/properties/pass/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.next_action !== undefined){
let data28 = data.next_action;
if(typeof data28 === "string"){
if(func2(data28) > 128){
const err59 = {instancePath:instancePath+"/next_action",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern4.test(data28)){
const err60 = {instancePath:instancePath+"/next_action",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/next_action",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.return_to_router_reason !== undefined){
let data29 = data.return_to_router_reason;
if(typeof data29 === "string"){
if(func2(data29) > 1024){
const err62 = {instancePath:instancePath+"/return_to_router_reason",schemaPath:"#/properties/return_to_router_reason/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func2(data29) < 1){
const err63 = {instancePath:instancePath+"/return_to_router_reason",schemaPath:"#/properties/return_to_router_reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/return_to_router_reason",schemaPath:"#/properties/return_to_router_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CL = validate21;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/skill-graph.v1.schema.json","title":"Skill graph v1","description":"The skills of a multi-agent pipeline and the typed handoffs between them (skill-graph.yaml), after the ownership rules, typed handoffs and loop limits of seed 002. Unknown skills, terminal skills with outgoing edges, unbounded cycles and shared ownership are checked by dedicated rules, not here.","type":"object","required":["skills","edges"],"additionalProperties":false,"properties":{"description":{"type":"string","maxLength":4096},"skills":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"object","required":["name","owns"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/slug"},"owns":{"description":"The one decision class this skill owns (e.g. \"path selection and sequencing\").","type":"string","minLength":1,"maxLength":256},"terminal":{"description":"A terminal skill has no outgoing skill edges (RETURN edges to the router excepted). Default false.","type":"boolean"},"description":{"type":"string","maxLength":4096}}}},"edges":{"type":"array","maxItems":10000,"items":{"type":"object","required":["from","to","type"],"additionalProperties":false,"properties":{"from":{"$ref":"#/$defs/slug"},"to":{"$ref":"#/$defs/slug"},"type":{"description":"Typed handoff. RETURN hands control back to the router and is not a skill call.","enum":["ROUTE","FEED","VERIFY","REPAIR","RECHECK","ESCALATE","GUARD","RETURN"]},"max_reentries":{"description":"How many times control may re-enter `to` along this edge; an edge with max_reentries <= 1 bounds every cycle through it.","type":"integer","minimum":0},"description":{"type":"string","maxLength":4096}}}}},"$defs":{"slug":{"description":"A skill slug: lowercase letters and digits separated by single hyphens, dots or underscores.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"}}};
const schema36 = {"description":"A skill slug: lowercase letters and digits separated by single hyphens, dots or underscores.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/skill-graph.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.skills === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skills"},message:"must have required property '"+"skills"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.edges === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edges"},message:"must have required property '"+"edges"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "description") || (key0 === "skills")) || (key0 === "edges"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func2(data0) > 4096){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.skills !== undefined){
let data1 = data.skills;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err5 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err7 = {instancePath:instancePath+"/skills/" + i0,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.owns === undefined){
const err8 = {instancePath:instancePath+"/skills/" + i0,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "owns"},message:"must have required property '"+"owns"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "name") || (key1 === "owns")) || (key1 === "terminal")) || (key1 === "description"))){
const err9 = {instancePath:instancePath+"/skills/" + i0,schemaPath:"#/properties/skills/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err10 = {instancePath:instancePath+"/skills/" + i0+"/name",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/skills/" + i0+"/name",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/skills/" + i0+"/name",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.owns !== undefined){
let data4 = data2.owns;
if(typeof data4 === "string"){
if(func2(data4) > 256){
const err13 = {instancePath:instancePath+"/skills/" + i0+"/owns",schemaPath:"#/properties/skills/items/properties/owns/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data4) < 1){
const err14 = {instancePath:instancePath+"/skills/" + i0+"/owns",schemaPath:"#/properties/skills/items/properties/owns/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/skills/" + i0+"/owns",schemaPath:"#/properties/skills/items/properties/owns/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.terminal !== undefined){
if(typeof data2.terminal !== "boolean"){
const err16 = {instancePath:instancePath+"/skills/" + i0+"/terminal",schemaPath:"#/properties/skills/items/properties/terminal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.description !== undefined){
let data6 = data2.description;
if(typeof data6 === "string"){
if(func2(data6) > 4096){
const err17 = {instancePath:instancePath+"/skills/" + i0+"/description",schemaPath:"#/properties/skills/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/skills/" + i0+"/description",schemaPath:"#/properties/skills/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/skills/" + i0,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.edges !== undefined){
let data7 = data.edges;
if(Array.isArray(data7)){
if(data7.length > 10000){
const err21 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.from === undefined){
const err22 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.to === undefined){
const err23 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.type === undefined){
const err24 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!(((((key2 === "from") || (key2 === "to")) || (key2 === "type")) || (key2 === "max_reentries")) || (key2 === "description"))){
const err25 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.from !== undefined){
let data9 = data8.from;
if(typeof data9 === "string"){
if(func2(data9) > 128){
const err26 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data9)){
const err27 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.to !== undefined){
let data10 = data8.to;
if(typeof data10 === "string"){
if(func2(data10) > 128){
const err29 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern4.test(data10)){
const err30 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.type !== undefined){
let data11 = data8.type;
if(!((((((((data11 === "ROUTE") || (data11 === "FEED")) || (data11 === "VERIFY")) || (data11 === "REPAIR")) || (data11 === "RECHECK")) || (data11 === "ESCALATE")) || (data11 === "GUARD")) || (data11 === "RETURN"))){
const err32 = {instancePath:instancePath+"/edges/" + i1+"/type",schemaPath:"#/properties/edges/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema35.properties.edges.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.max_reentries !== undefined){
let data12 = data8.max_reentries;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/edges/" + i1+"/max_reentries",schemaPath:"#/properties/edges/items/properties/max_reentries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err34 = {instancePath:instancePath+"/edges/" + i1+"/max_reentries",schemaPath:"#/properties/edges/items/properties/max_reentries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data8.description !== undefined){
let data13 = data8.description;
if(typeof data13 === "string"){
if(func2(data13) > 4096){
const err35 = {instancePath:instancePath+"/edges/" + i1+"/description",schemaPath:"#/properties/edges/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/edges/" + i1+"/description",schemaPath:"#/properties/edges/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.xQ = validate22;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json","title":"Agent handoff packet v1","description":"A JSON packet passed from one agent to the next (agent-inboxes/<to_agent>/<handoff_id>.json), after seed 004. The required fields are those of the seed's validate_handoff; other fields are typed when present and further fields are allowed. $defs/acknowledgment describes the <handoff_id>.ack file beside it.","type":"object","required":["handoff_id","from_agent","to_agent","payload","timestamp"],"properties":{"handoff_id":{"$ref":"#/$defs/fileSafeId"},"from_agent":{"$ref":"#/$defs/fileSafeId"},"to_agent":{"$ref":"#/$defs/fileSafeId"},"timestamp":{"$ref":"#/$defs/timestamp"},"session_id":{"type":"string","maxLength":256},"trace_id":{"type":"string","maxLength":256},"phase_name":{"type":"string","maxLength":256},"phase_status":{"type":"string","maxLength":256},"version":{"description":"Version of the handed-off state; a lower version than the previous packet into the same inbox is a conflict. Default 1.","type":"integer","minimum":1},"payload":{"description":"The state handed over; validated against the packet's own output_schema when it has one."},"output_schema":{"$ref":"#/$defs/outputSchema"},"metadata":{"type":"object","properties":{"tokens_used":{"type":"object","properties":{"input":{"type":"integer","minimum":0},"output":{"type":"integer","minimum":0}}},"model":{"type":"string","maxLength":256},"output_schema":{"$ref":"#/$defs/outputSchema"}}},"constraints_for_next_agent":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":4096}},"required_tools_for_next_agent":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":256}},"next_steps":{"type":"object","properties":{"agent":{"$ref":"#/$defs/fileSafeId"},"action":{"type":"string","maxLength":256},"estimated_latency_seconds":{"type":"number","minimum":0}}}},"$defs":{"fileSafeId":{"description":"An id usable as a file or folder name: letters, digits, dots, hyphens and underscores, starting with a letter or digit.","type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"timestamp":{"description":"An RFC 3339 date-time with a time zone.","type":"string","format":"date-time","maxLength":64},"outputSchema":{"description":"A JSON Schema for the payload, supplied by the sender (untrusted; compiled in isolation).","type":["object","boolean"]},"acknowledgment":{"description":"The <handoff_id>.ack file the receiving agent writes beside the packet (seed 004 acknowledge_handoff); acknowledged_by names that agent, the packet's to_agent.","type":"object","required":["handoff_id","acknowledged_by","timestamp","ready_to_proceed"],"properties":{"handoff_id":{"$ref":"#/$defs/fileSafeId"},"acknowledged_by":{"$ref":"#/$defs/fileSafeId"},"timestamp":{"$ref":"#/$defs/timestamp"},"ready_to_proceed":{"type":"boolean"}}}}};
const schema40 = {"description":"An id usable as a file or folder name: letters, digits, dots, hyphens and underscores, starting with a letter or digit.","type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"};
const schema43 = {"description":"An RFC 3339 date-time with a time zone.","type":"string","format":"date-time","maxLength":64};
const schema44 = {"description":"A JSON Schema for the payload, supplied by the sender (untrusted; compiled in isolation).","type":["object","boolean"]};
const pattern8 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "");
const formats0 = (__webpack_require__(10779)/* .fullFormats */ .U9)["date-time"];

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/handoff-packet.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.handoff_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "handoff_id"},message:"must have required property '"+"handoff_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.from_agent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from_agent"},message:"must have required property '"+"from_agent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.to_agent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to_agent"},message:"must have required property '"+"to_agent"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.payload === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.timestamp === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.handoff_id !== undefined){
let data0 = data.handoff_id;
if(typeof data0 === "string"){
if(func2(data0) > 128){
const err5 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data0) < 1){
const err6 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern8.test(data0)){
const err7 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.from_agent !== undefined){
let data1 = data.from_agent;
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err9 = {instancePath:instancePath+"/from_agent",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data1) < 1){
const err10 = {instancePath:instancePath+"/from_agent",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern8.test(data1)){
const err11 = {instancePath:instancePath+"/from_agent",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/from_agent",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.to_agent !== undefined){
let data2 = data.to_agent;
if(typeof data2 === "string"){
if(func2(data2) > 128){
const err13 = {instancePath:instancePath+"/to_agent",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data2) < 1){
const err14 = {instancePath:instancePath+"/to_agent",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern8.test(data2)){
const err15 = {instancePath:instancePath+"/to_agent",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/to_agent",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data3 = data.timestamp;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err17 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.validate(data3))){
const err18 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.session_id !== undefined){
let data4 = data.session_id;
if(typeof data4 === "string"){
if(func2(data4) > 256){
const err20 = {instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.trace_id !== undefined){
let data5 = data.trace_id;
if(typeof data5 === "string"){
if(func2(data5) > 256){
const err22 = {instancePath:instancePath+"/trace_id",schemaPath:"#/properties/trace_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/trace_id",schemaPath:"#/properties/trace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.phase_name !== undefined){
let data6 = data.phase_name;
if(typeof data6 === "string"){
if(func2(data6) > 256){
const err24 = {instancePath:instancePath+"/phase_name",schemaPath:"#/properties/phase_name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/phase_name",schemaPath:"#/properties/phase_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.phase_status !== undefined){
let data7 = data.phase_status;
if(typeof data7 === "string"){
if(func2(data7) > 256){
const err26 = {instancePath:instancePath+"/phase_status",schemaPath:"#/properties/phase_status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/phase_status",schemaPath:"#/properties/phase_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.version !== undefined){
let data8 = data.version;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err28 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.output_schema !== undefined){
let data9 = data.output_schema;
if((!(data9 && typeof data9 == "object" && !Array.isArray(data9))) && (typeof data9 !== "boolean")){
const err30 = {instancePath:instancePath+"/output_schema",schemaPath:"#/$defs/outputSchema/type",keyword:"type",params:{type: schema44.type},message:"must be object,boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.metadata !== undefined){
let data10 = data.metadata;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.tokens_used !== undefined){
let data11 = data10.tokens_used;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.input !== undefined){
let data12 = data11.input;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err31 = {instancePath:instancePath+"/metadata/tokens_used/input",schemaPath:"#/properties/metadata/properties/tokens_used/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/metadata/tokens_used/input",schemaPath:"#/properties/metadata/properties/tokens_used/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data11.output !== undefined){
let data13 = data11.output;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/metadata/tokens_used/output",schemaPath:"#/properties/metadata/properties/tokens_used/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/metadata/tokens_used/output",schemaPath:"#/properties/metadata/properties/tokens_used/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/metadata/tokens_used",schemaPath:"#/properties/metadata/properties/tokens_used/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.model !== undefined){
let data14 = data10.model;
if(typeof data14 === "string"){
if(func2(data14) > 256){
const err36 = {instancePath:instancePath+"/metadata/model",schemaPath:"#/properties/metadata/properties/model/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/metadata/model",schemaPath:"#/properties/metadata/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.output_schema !== undefined){
let data15 = data10.output_schema;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (typeof data15 !== "boolean")){
const err38 = {instancePath:instancePath+"/metadata/output_schema",schemaPath:"#/$defs/outputSchema/type",keyword:"type",params:{type: schema44.type},message:"must be object,boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.constraints_for_next_agent !== undefined){
let data16 = data.constraints_for_next_agent;
if(Array.isArray(data16)){
if(data16.length > 1000){
const err40 = {instancePath:instancePath+"/constraints_for_next_agent",schemaPath:"#/properties/constraints_for_next_agent/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 === "string"){
if(func2(data17) > 4096){
const err41 = {instancePath:instancePath+"/constraints_for_next_agent/" + i0,schemaPath:"#/properties/constraints_for_next_agent/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/constraints_for_next_agent/" + i0,schemaPath:"#/properties/constraints_for_next_agent/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/constraints_for_next_agent",schemaPath:"#/properties/constraints_for_next_agent/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.required_tools_for_next_agent !== undefined){
let data18 = data.required_tools_for_next_agent;
if(Array.isArray(data18)){
if(data18.length > 1000){
const err44 = {instancePath:instancePath+"/required_tools_for_next_agent",schemaPath:"#/properties/required_tools_for_next_agent/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(typeof data19 === "string"){
if(func2(data19) > 256){
const err45 = {instancePath:instancePath+"/required_tools_for_next_agent/" + i1,schemaPath:"#/properties/required_tools_for_next_agent/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/required_tools_for_next_agent/" + i1,schemaPath:"#/properties/required_tools_for_next_agent/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/required_tools_for_next_agent",schemaPath:"#/properties/required_tools_for_next_agent/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.next_steps !== undefined){
let data20 = data.next_steps;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.agent !== undefined){
let data21 = data20.agent;
if(typeof data21 === "string"){
if(func2(data21) > 128){
const err48 = {instancePath:instancePath+"/next_steps/agent",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data21) < 1){
const err49 = {instancePath:instancePath+"/next_steps/agent",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern8.test(data21)){
const err50 = {instancePath:instancePath+"/next_steps/agent",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/next_steps/agent",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.action !== undefined){
let data22 = data20.action;
if(typeof data22 === "string"){
if(func2(data22) > 256){
const err52 = {instancePath:instancePath+"/next_steps/action",schemaPath:"#/properties/next_steps/properties/action/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/next_steps/action",schemaPath:"#/properties/next_steps/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data20.estimated_latency_seconds !== undefined){
let data23 = data20.estimated_latency_seconds;
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err54 = {instancePath:instancePath+"/next_steps/estimated_latency_seconds",schemaPath:"#/properties/next_steps/properties/estimated_latency_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/next_steps/estimated_latency_seconds",schemaPath:"#/properties/next_steps/properties/estimated_latency_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/next_steps",schemaPath:"#/properties/next_steps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"handoff_id":true,"from_agent":true,"to_agent":true,"timestamp":true,"session_id":true,"trace_id":true,"phase_name":true,"phase_status":true,"version":true,"payload":true,"output_schema":true,"metadata":true,"constraints_for_next_agent":true,"required_tools_for_next_agent":true,"next_steps":true},"dynamicProps":false,"dynamicItems":false};

exports.GH = validate23;
const schema47 = {"$ref":"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json#/$defs/acknowledgment"};
const schema48 = {"description":"The <handoff_id>.ack file the receiving agent writes beside the packet (seed 004 acknowledge_handoff); acknowledged_by names that agent, the packet's to_agent.","type":"object","required":["handoff_id","acknowledged_by","timestamp","ready_to_proceed"],"properties":{"handoff_id":{"$ref":"#/$defs/fileSafeId"},"acknowledged_by":{"$ref":"#/$defs/fileSafeId"},"timestamp":{"$ref":"#/$defs/timestamp"},"ready_to_proceed":{"type":"boolean"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.handoff_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "handoff_id"},message:"must have required property '"+"handoff_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.acknowledged_by === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acknowledged_by"},message:"must have required property '"+"acknowledged_by"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ready_to_proceed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ready_to_proceed"},message:"must have required property '"+"ready_to_proceed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.handoff_id !== undefined){
let data0 = data.handoff_id;
if(typeof data0 === "string"){
if(func2(data0) > 128){
const err4 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern8.test(data0)){
const err6 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/handoff_id",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.acknowledged_by !== undefined){
let data1 = data.acknowledged_by;
if(typeof data1 === "string"){
if(func2(data1) > 128){
const err8 = {instancePath:instancePath+"/acknowledged_by",schemaPath:"#/$defs/fileSafeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/acknowledged_by",schemaPath:"#/$defs/fileSafeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern8.test(data1)){
const err10 = {instancePath:instancePath+"/acknowledged_by",schemaPath:"#/$defs/fileSafeId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/acknowledged_by",schemaPath:"#/$defs/fileSafeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data2 = data.timestamp;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err12 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data2))){
const err13 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ready_to_proceed !== undefined){
if(typeof data.ready_to_proceed !== "boolean"){
const err15 = {instancePath:instancePath+"/ready_to_proceed",schemaPath:"#/properties/ready_to_proceed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"handoff_id":true,"acknowledged_by":true,"timestamp":true,"ready_to_proceed":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate24.errors; else for (const e of validate24.errors) vErrors.push(e);
errors = vErrors.length;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"handoff_id":true,"acknowledged_by":true,"timestamp":true,"ready_to_proceed":true},"dynamicProps":false,"dynamicItems":false};

exports.jG = validate26;
const schema52 = {"$ref":"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json#/$defs/timestamp"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 64){
const err0 = {instancePath,schemaPath:"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json#/$defs/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.validate(data))){
const err1 = {instancePath,schemaPath:"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json#/$defs/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"https://passport-gate.dev/schemas/handoff-packet.v1.schema.json#/$defs/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

/** Validators by schema key. */
module.exports.y$ = {
  "handoff-envelope": module.exports.Vi,
  "skill-graph": module.exports.CL,
  "handoff-packet": module.exports.xQ,
  "handoff-ack": module.exports.GH,
  "handoff-timestamp": module.exports.jG,
};


/***/ }),

/***/ 33635:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// Generated by scripts/compile-schemas.mjs from ajv's JSON Schema 2020-12 meta-schema — do not edit.
/* eslint-disable */

exports.$ = validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/schema","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true,"https://json-schema.org/draft/2020-12/vocab/applicator":true,"https://json-schema.org/draft/2020-12/vocab/unevaluated":true,"https://json-schema.org/draft/2020-12/vocab/validation":true,"https://json-schema.org/draft/2020-12/vocab/meta-data":true,"https://json-schema.org/draft/2020-12/vocab/format-annotation":true,"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/unevaluated"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format-annotation"},{"$ref":"meta/content"}],"type":["object","boolean"],"$comment":"This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.","properties":{"definitions":{"$comment":"\"definitions\" has been replaced by \"$defs\".","type":"object","additionalProperties":{"$dynamicRef":"#meta"},"deprecated":true,"default":{}},"dependencies":{"$comment":"\"dependencies\" has been split and replaced by \"dependentSchemas\" and \"dependentRequired\" in order to serve their differing semantics.","type":"object","additionalProperties":{"anyOf":[{"$dynamicRef":"#meta"},{"$ref":"meta/validation#/$defs/stringArray"}]},"deprecated":true,"default":{}},"$recursiveAnchor":{"$comment":"\"$recursiveAnchor\" has been replaced by \"$dynamicAnchor\".","$ref":"meta/core#/$defs/anchorString","deprecated":true},"$recursiveRef":{"$comment":"\"$recursiveRef\" has been replaced by \"$dynamicRef\".","$ref":"meta/core#/$defs/uriReferenceString","deprecated":true}}};
const schema23 = {"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]};
const schema5 = {"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"};
const schema2 = {"type":"string","format":"uri-reference"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/core","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true},"$dynamicAnchor":"meta","title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"$ref":"#/$defs/uriReferenceString","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"$ref":"#/$defs/uriString"},"$ref":{"$ref":"#/$defs/uriReferenceString"},"$anchor":{"$ref":"#/$defs/anchorString"},"$dynamicRef":{"$ref":"#/$defs/uriReferenceString"},"$dynamicAnchor":{"$ref":"#/$defs/anchorString"},"$vocabulary":{"type":"object","propertyNames":{"$ref":"#/$defs/uriString"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"}}},"$defs":{"anchorString":{"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"},"uriString":{"type":"string","format":"uri"},"uriReferenceString":{"type":"string","format":"uri-reference"}}};
const schema3 = {"type":"string","format":"uri"};
const pattern0 = new RegExp("^[^#]*#?$", "u");
const pattern1 = new RegExp("^[A-Za-z_][-A-Za-z0-9._]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/core" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema1.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate1;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$id !== undefined){
let data0 = data.$id;
const _errs1 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(!(typeof data0 === "string")){
validate1.errors = [{instancePath:instancePath+"/$id",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/$id",schemaPath:"#/properties/%24id/pattern",keyword:"pattern",params:{pattern: "^[^#]*#?$"},message:"must match pattern \""+"^[^#]*#?$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$schema !== undefined){
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data.$schema === "string")){
validate1.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/$defs/uriString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$ref !== undefined){
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(!(typeof data.$ref === "string")){
validate1.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$anchor !== undefined){
let data3 = data.$anchor;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/$anchor",schemaPath:"#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$anchor",schemaPath:"#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$dynamicRef !== undefined){
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(!(typeof data.$dynamicRef === "string")){
validate1.errors = [{instancePath:instancePath+"/$dynamicRef",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$dynamicAnchor !== undefined){
let data5 = data.$dynamicAnchor;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
validate1.errors = [{instancePath:instancePath+"/$dynamicAnchor",schemaPath:"#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$dynamicAnchor",schemaPath:"#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$vocabulary !== undefined){
let data6 = data.$vocabulary;
const _errs20 = errors;
if(errors === _errs20){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(!(typeof key0 === "string")){
const err0 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/$defs/uriString/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var valid7 = _errs22 === errors;
if(!valid7){
const err1 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate1.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key1 in data6){
const _errs26 = errors;
if(typeof data6[key1] !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/%24vocabulary/additionalProperties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid9 = _errs26 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$comment !== undefined){
const _errs28 = errors;
if(typeof data.$comment !== "string"){
validate1.errors = [{instancePath:instancePath+"/$comment",schemaPath:"#/properties/%24comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$defs !== undefined){
let data9 = data.$defs;
const _errs30 = errors;
if(errors === _errs30){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
let data10 = data9[key2];
const _errs33 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate1(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
else {
var props1 = validate1.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate1.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid10 = _errs33 === errors;
if(!valid10){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$defs",schemaPath:"#/properties/%24defs/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};

const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/applicator":true},"$dynamicAnchor":"meta","title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"prefixItems":{"$ref":"#/$defs/schemaArray"},"items":{"$dynamicRef":"#meta"},"contains":{"$dynamicRef":"#meta"},"additionalProperties":{"$dynamicRef":"#meta"},"properties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"propertyNames":{"$dynamicRef":"#meta"},"if":{"$dynamicRef":"#meta"},"then":{"$dynamicRef":"#meta"},"else":{"$dynamicRef":"#meta"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$dynamicRef":"#meta"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}}}};
const schema10 = {"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
if(data.length < 1){
validate4.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate4(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
var props1 = validate4.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate4.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/applicator" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema9.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate3;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prefixItems !== undefined){
const _errs1 = errors;
if(!(validate4(data.prefixItems, {instancePath:instancePath+"/prefixItems",parentData:data,parentDataProperty:"prefixItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data1 = data.items;
const _errs2 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate3(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props1 = validate3.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate3.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contains !== undefined){
let data2 = data.contains;
const _errs3 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate3(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props3 = validate3.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate3.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.additionalProperties !== undefined){
let data3 = data.additionalProperties;
const _errs4 = errors;
let _v2 = dynamicAnchors.meta;
if(_v2){
if(!(_v2(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);
errors = vErrors.length;
}
else {
var props4 = _v2.evaluated.props;
var items4 = _v2.evaluated.items;
}
}
else {
if(!(validate3(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props5 = validate3.evaluated.props;
if(props4 !== true && props5 !== undefined){
if(props5 === true){
props4 = true;
}
else {
props4 = props4 || {};
Object.assign(props4, props5);
}
}
var items5 = validate3.evaluated.items;
if(items4 !== true && items5 !== undefined){
items4 = items5 === true ? true : items4 > items5 ? items4 : items5;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data4 = data.properties;
const _errs5 = errors;
if(errors === _errs5){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
const _errs8 = errors;
let _v3 = dynamicAnchors.meta;
if(_v3){
if(!(_v3(data5, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);
errors = vErrors.length;
}
else {
var props6 = _v3.evaluated.props;
var items6 = _v3.evaluated.items;
}
}
else {
if(!(validate3(data5, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props7 = validate3.evaluated.props;
if(props6 !== true && props7 !== undefined){
if(props7 === true){
props6 = true;
}
else {
props6 = props6 || {};
Object.assign(props6, props7);
}
}
var items7 = validate3.evaluated.items;
if(items6 !== true && items7 !== undefined){
items6 = items7 === true ? true : items6 > items7 ? items6 : items7;
}
}
}
var valid4 = _errs8 === errors;
if(!valid4){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.patternProperties !== undefined){
let data6 = data.patternProperties;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs11 = errors;
var valid6 = _errs11 === errors;
if(!valid6){
const err0 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate3.errors = vErrors;
return false;
break;
}
}
if(valid6){
for(const key2 in data6){
let data7 = data6[key2];
const _errs13 = errors;
let _v4 = dynamicAnchors.meta;
if(_v4){
if(!(_v4(data7, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);
errors = vErrors.length;
}
else {
var props8 = _v4.evaluated.props;
var items8 = _v4.evaluated.items;
}
}
else {
if(!(validate3(data7, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props9 = validate3.evaluated.props;
if(props8 !== true && props9 !== undefined){
if(props9 === true){
props8 = true;
}
else {
props8 = props8 || {};
Object.assign(props8, props9);
}
}
var items9 = validate3.evaluated.items;
if(items8 !== true && items9 !== undefined){
items8 = items9 === true ? true : items8 > items9 ? items8 : items9;
}
}
}
var valid7 = _errs13 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependentSchemas !== undefined){
let data8 = data.dependentSchemas;
const _errs14 = errors;
if(errors === _errs14){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
let data9 = data8[key3];
const _errs17 = errors;
let _v5 = dynamicAnchors.meta;
if(_v5){
if(!(_v5(data9, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);
errors = vErrors.length;
}
else {
var props10 = _v5.evaluated.props;
var items10 = _v5.evaluated.items;
}
}
else {
if(!(validate3(data9, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props11 = validate3.evaluated.props;
if(props10 !== true && props11 !== undefined){
if(props11 === true){
props10 = true;
}
else {
props10 = props10 || {};
Object.assign(props10, props11);
}
}
var items11 = validate3.evaluated.items;
if(items10 !== true && items11 !== undefined){
items10 = items11 === true ? true : items10 > items11 ? items10 : items11;
}
}
}
var valid9 = _errs17 === errors;
if(!valid9){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/dependentSchemas",schemaPath:"#/properties/dependentSchemas/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.propertyNames !== undefined){
let data10 = data.propertyNames;
const _errs18 = errors;
let _v6 = dynamicAnchors.meta;
if(_v6){
if(!(_v6(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);
errors = vErrors.length;
}
else {
var props12 = _v6.evaluated.props;
var items12 = _v6.evaluated.items;
}
}
else {
if(!(validate3(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props13 = validate3.evaluated.props;
if(props12 !== true && props13 !== undefined){
if(props13 === true){
props12 = true;
}
else {
props12 = props12 || {};
Object.assign(props12, props13);
}
}
var items13 = validate3.evaluated.items;
if(items12 !== true && items13 !== undefined){
items12 = items13 === true ? true : items12 > items13 ? items12 : items13;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.if !== undefined){
let data11 = data.if;
const _errs19 = errors;
let _v7 = dynamicAnchors.meta;
if(_v7){
if(!(_v7(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);
errors = vErrors.length;
}
else {
var props14 = _v7.evaluated.props;
var items14 = _v7.evaluated.items;
}
}
else {
if(!(validate3(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props15 = validate3.evaluated.props;
if(props14 !== true && props15 !== undefined){
if(props15 === true){
props14 = true;
}
else {
props14 = props14 || {};
Object.assign(props14, props15);
}
}
var items15 = validate3.evaluated.items;
if(items14 !== true && items15 !== undefined){
items14 = items15 === true ? true : items14 > items15 ? items14 : items15;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.then !== undefined){
let data12 = data.then;
const _errs20 = errors;
let _v8 = dynamicAnchors.meta;
if(_v8){
if(!(_v8(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);
errors = vErrors.length;
}
else {
var props16 = _v8.evaluated.props;
var items16 = _v8.evaluated.items;
}
}
else {
if(!(validate3(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props17 = validate3.evaluated.props;
if(props16 !== true && props17 !== undefined){
if(props17 === true){
props16 = true;
}
else {
props16 = props16 || {};
Object.assign(props16, props17);
}
}
var items17 = validate3.evaluated.items;
if(items16 !== true && items17 !== undefined){
items16 = items17 === true ? true : items16 > items17 ? items16 : items17;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.else !== undefined){
let data13 = data.else;
const _errs21 = errors;
let _v9 = dynamicAnchors.meta;
if(_v9){
if(!(_v9(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);
errors = vErrors.length;
}
else {
var props18 = _v9.evaluated.props;
var items18 = _v9.evaluated.items;
}
}
else {
if(!(validate3(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props19 = validate3.evaluated.props;
if(props18 !== true && props19 !== undefined){
if(props19 === true){
props18 = true;
}
else {
props18 = props18 || {};
Object.assign(props18, props19);
}
}
var items19 = validate3.evaluated.items;
if(items18 !== true && items19 !== undefined){
items18 = items19 === true ? true : items18 > items19 ? items18 : items19;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allOf !== undefined){
const _errs22 = errors;
if(!(validate4(data.allOf, {instancePath:instancePath+"/allOf",parentData:data,parentDataProperty:"allOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.anyOf !== undefined){
const _errs23 = errors;
if(!(validate4(data.anyOf, {instancePath:instancePath+"/anyOf",parentData:data,parentDataProperty:"anyOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oneOf !== undefined){
const _errs24 = errors;
if(!(validate4(data.oneOf, {instancePath:instancePath+"/oneOf",parentData:data,parentDataProperty:"oneOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.not !== undefined){
let data17 = data.not;
const _errs25 = errors;
let _v10 = dynamicAnchors.meta;
if(_v10){
if(!(_v10(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);
errors = vErrors.length;
}
else {
var props20 = _v10.evaluated.props;
var items20 = _v10.evaluated.items;
}
}
else {
if(!(validate3(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props21 = validate3.evaluated.props;
if(props20 !== true && props21 !== undefined){
if(props21 === true){
props20 = true;
}
else {
props20 = props20 || {};
Object.assign(props20, props21);
}
}
var items21 = validate3.evaluated.items;
if(items20 !== true && items21 !== undefined){
items20 = items21 === true ? true : items20 > items21 ? items20 : items21;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true},"dynamicProps":false,"dynamicItems":false};

const schema11 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/unevaluated","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/unevaluated":true},"$dynamicAnchor":"meta","title":"Unevaluated applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"unevaluatedItems":{"$dynamicRef":"#meta"},"unevaluatedProperties":{"$dynamicRef":"#meta"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/unevaluated" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema11.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate10;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unevaluatedItems !== undefined){
let data0 = data.unevaluatedItems;
const _errs1 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate10(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
else {
var props1 = validate10.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate10.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unevaluatedProperties !== undefined){
let data1 = data.unevaluatedProperties;
const _errs2 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data1, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate10(data1, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
else {
var props3 = validate10.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate10.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":{"unevaluatedItems":true,"unevaluatedProperties":true},"dynamicProps":false,"dynamicItems":false};

const schema12 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/validation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/validation":true},"$dynamicAnchor":"meta","title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]},"const":true,"enum":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}};
const schema13 = {"enum":["array","boolean","integer","null","number","object","string"]};
const schema15 = {"type":"integer","minimum":0};
const func0 = (__webpack_require__(24951)["default"]);

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/validation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema12.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate12;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(((((((data0 === "array") || (data0 === "boolean")) || (data0 === "integer")) || (data0 === "null")) || (data0 === "number")) || (data0 === "object")) || (data0 === "string"))){
const err0 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data0)){
if(data0.length < 1){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs7 = errors;
if(!(((((((data1 === "array") || (data1 === "boolean")) || (data1 === "integer")) || (data1 === "null")) || (data1 === "number")) || (data1 === "object")) || (data1 === "string"))){
const err2 = {instancePath:instancePath+"/type/" + i0,schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
if(valid3){
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
break outer0;
}
}
}
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enum !== undefined){
const _errs9 = errors;
if(errors === _errs9){
if(!(Array.isArray(data.enum))){
validate12.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.multipleOf !== undefined){
let data3 = data.multipleOf;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 == "number"){
if(data3 <= 0 || isNaN(data3)){
validate12.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maximum !== undefined){
const _errs13 = errors;
if(!(typeof data.maximum == "number")){
validate12.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMaximum !== undefined){
const _errs15 = errors;
if(!(typeof data.exclusiveMaximum == "number")){
validate12.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minimum !== undefined){
const _errs17 = errors;
if(!(typeof data.minimum == "number")){
validate12.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMinimum !== undefined){
const _errs19 = errors;
if(!(typeof data.exclusiveMinimum == "number")){
validate12.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxLength !== undefined){
let data8 = data.maxLength;
const _errs21 = errors;
const _errs22 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate12.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
validate12.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minLength !== undefined){
let data9 = data.minLength;
const _errs24 = errors;
const _errs25 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate12.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
validate12.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pattern !== undefined){
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(!(typeof data.pattern === "string")){
validate12.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxItems !== undefined){
let data11 = data.maxItems;
const _errs29 = errors;
const _errs30 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate12.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs30){
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
validate12.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minItems !== undefined){
let data12 = data.minItems;
const _errs32 = errors;
const _errs33 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate12.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
validate12.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uniqueItems !== undefined){
const _errs35 = errors;
if(typeof data.uniqueItems !== "boolean"){
validate12.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxContains !== undefined){
let data14 = data.maxContains;
const _errs37 = errors;
const _errs38 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate12.errors = [{instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs38){
if(typeof data14 == "number"){
if(data14 < 0 || isNaN(data14)){
validate12.errors = [{instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minContains !== undefined){
let data15 = data.minContains;
const _errs40 = errors;
const _errs41 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate12.errors = [{instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if(typeof data15 == "number"){
if(data15 < 0 || isNaN(data15)){
validate12.errors = [{instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxProperties !== undefined){
let data16 = data.maxProperties;
const _errs43 = errors;
const _errs44 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate12.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs44){
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
validate12.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minProperties !== undefined){
let data17 = data.minProperties;
const _errs46 = errors;
const _errs47 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate12.errors = [{instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs47){
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
validate12.errors = [{instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required !== undefined){
let data18 = data.required;
const _errs49 = errors;
const _errs50 = errors;
if(errors === _errs50){
if(Array.isArray(data18)){
var valid15 = true;
const len1 = data18.length;
for(let i2=0; i2<len1; i2++){
const _errs52 = errors;
if(typeof data18[i2] !== "string"){
validate12.errors = [{instancePath:instancePath+"/required/" + i2,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs52 === errors;
if(!valid15){
break;
}
}
if(valid15){
let i3 = data18.length;
let j1;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data18[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
validate12.errors = [{instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];
return false;
break;
}
indices0[item0] = i3;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependentRequired !== undefined){
let data20 = data.dependentRequired;
const _errs54 = errors;
if(errors === _errs54){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key0 in data20){
let data21 = data20[key0];
const _errs57 = errors;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data21)){
var valid19 = true;
const len2 = data21.length;
for(let i4=0; i4<len2; i4++){
const _errs60 = errors;
if(typeof data21[i4] !== "string"){
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid19 = _errs60 === errors;
if(!valid19){
break;
}
}
if(valid19){
let i5 = data21.length;
let j2;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data21[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j2 = indices1[item1];
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"}];
return false;
break;
}
indices1[item1] = i5;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid17 = _errs57 === errors;
if(!valid17){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/dependentRequired",schemaPath:"#/properties/dependentRequired/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":{"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true},"dynamicProps":false,"dynamicItems":false};

const schema25 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/meta-data":true},"$dynamicAnchor":"meta","title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/meta-data" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate14.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate14;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
const _errs1 = errors;
if(typeof data.title !== "string"){
validate14.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate14.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deprecated !== undefined){
const _errs5 = errors;
if(typeof data.deprecated !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.readOnly !== undefined){
const _errs7 = errors;
if(typeof data.readOnly !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.writeOnly !== undefined){
const _errs9 = errors;
if(typeof data.writeOnly !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/writeOnly",schemaPath:"#/properties/writeOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.examples !== undefined){
const _errs11 = errors;
if(errors === _errs11){
if(!(Array.isArray(data.examples))){
validate14.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
validate14.errors = vErrors;
return errors === 0;
}
validate14.evaluated = {"props":{"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true},"dynamicProps":false,"dynamicItems":false};

const schema26 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/format-annotation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/format-annotation":true},"$dynamicAnchor":"meta","title":"Format vocabulary meta-schema for annotation results","type":["object","boolean"],"properties":{"format":{"type":"string"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/format-annotation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate16.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate16;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format !== undefined){
if(typeof data.format !== "string"){
validate16.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
validate16.errors = vErrors;
return errors === 0;
}
validate16.evaluated = {"props":{"format":true},"dynamicProps":false,"dynamicItems":false};

const schema27 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/content","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentEncoding":{"type":"string"},"contentMediaType":{"type":"string"},"contentSchema":{"$dynamicRef":"#meta"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/content" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate18.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema27.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate18;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contentEncoding !== undefined){
const _errs1 = errors;
if(typeof data.contentEncoding !== "string"){
validate18.errors = [{instancePath:instancePath+"/contentEncoding",schemaPath:"#/properties/contentEncoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contentMediaType !== undefined){
const _errs3 = errors;
if(typeof data.contentMediaType !== "string"){
validate18.errors = [{instancePath:instancePath+"/contentMediaType",schemaPath:"#/properties/contentMediaType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contentSchema !== undefined){
let data2 = data.contentSchema;
const _errs5 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate18(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
else {
var props1 = validate18.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate18.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
validate18.errors = vErrors;
return errors === 0;
}
validate18.evaluated = {"props":{"contentEncoding":true,"contentMediaType":true,"contentSchema":true},"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/schema" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema0.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate0;
}
const _errs2 = errors;
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(valid0){
const _errs3 = errors;
if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
if(valid0){
const _errs4 = errors;
if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
if(valid0){
const _errs5 = errors;
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
if(valid0){
const _errs6 = errors;
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
if(valid0){
const _errs7 = errors;
if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
if(valid0){
const _errs8 = errors;
if(!(validate18(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.definitions !== undefined){
let data0 = data.definitions;
const _errs9 = errors;
if(errors === _errs9){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs13 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
errors = vErrors.length;
}
else {
var props1 = validate0.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate0.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/definitions",schemaPath:"#/properties/definitions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.dependencies !== undefined){
let data2 = data.dependencies;
const _errs14 = errors;
if(errors === _errs14){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
const _errs18 = errors;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate0(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
errors = vErrors.length;
}
else {
var props3 = validate0.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate0.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data3)){
var valid8 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs24 = errors;
if(typeof data3[i0] !== "string"){
const err0 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"meta/validation#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid8 = _errs24 === errors;
if(!valid8){
break;
}
}
if(valid8){
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err1 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
valid5 = valid5 || _valid0;
if(_valid0){
if(items2 !== true){
items2 = true;
}
}
if(!valid5){
const err3 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/dependencies/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate0.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs18 === errors;
if(!valid4){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.$recursiveAnchor !== undefined){
let data5 = data.$recursiveAnchor;
const _errs26 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
validate0.errors = [{instancePath:instancePath+"/$recursiveAnchor",schemaPath:"meta/core#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/$recursiveAnchor",schemaPath:"meta/core#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.$recursiveRef !== undefined){
const _errs30 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(!(typeof data.$recursiveRef === "string")){
validate0.errors = [{instancePath:instancePath+"/$recursiveRef",schemaPath:"meta/core#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs30 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":{"definitions":true,"dependencies":true,"$recursiveAnchor":true,"$recursiveRef":true,"contentEncoding":true,"contentMediaType":true,"contentSchema":true,"format":true,"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true,"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true,"unevaluatedItems":true,"unevaluatedProperties":true,"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true,"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};



/***/ })

};
