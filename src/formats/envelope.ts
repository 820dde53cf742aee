/**
 * The router handoff envelope (seed 002, `*.handoff.yaml`): schema and
 * per-document rules. Pure: takes bytes (and, when one governs the envelope,
 * a view of the skill graph) and returns findings.
 */
import type { FindingInput } from '../core/findings.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { locatorOf } from '../core/location.js';
import { asObject } from '../util/values.js';
import { schemaFindings } from './schema-validator.js';
// Registers this format's schema validators (they load with the handoff formats, not at start-up).
import './handoff-schemas.js';
import { parseYamlDocument, type YamlDocument, type YamlProblem } from './yaml-source.js';
import {
  DETECTOR,
  MUTATION_OWNERS,
  REVIEWER,
  ROUTER,
  VERIFIER,
  repairOwnersOf,
  stageSkillsOf,
} from './seed-skills.js';

/** Key of the envelope schema among the precompiled validators (handoff-schemas.ts). */
const ENVELOPE_SCHEMA_KEY = 'handoff-envelope';

/** The canonical maximum of passes ("Rewrite/audit convergence follows the canonical maximum of two passes"). */
export const CANONICAL_MAX_PASSES = 2;

/** What an envelope needs to know about the skill graph that governs it. */
export interface EnvelopeGraphView {
  /** Repository-relative paths of the governing graph file(s), for messages. */
  paths: readonly string[];
  /** True when the graph declares the skill. */
  hasSkill(name: string): boolean;
  /**
   * The trusted commit the graph was read at ("the base commit 0123456789ab"), when it is the
   * base's (in force on a pull request); absent for the checkout's.
   */
  atCommit?: string;
}

/**
 * The host's records of skill runs in the repository (what counts as host execution evidence,
 * docs/rules.md envelope-execution-unevidenced): built by the handoffs family from the passports
 * and the acknowledged packets.
 */
export interface ExecutionRecords {
  /** True when the repository holds a host record of a run of `skill`. */
  hasRunOf(skill: string): boolean;
}

/** Result of checking one envelope. */
export interface EnvelopeCheck {
  findings: FindingInput[];
  /** Present when the bytes parsed as YAML (even if the schema failed). */
  document?: YamlDocument;
  /** next_action when it is a string. */
  nextAction: string | null;
  /** The envelope as a mapping, when it is one (for the sequence rules). */
  value?: Record<string, unknown>;
}

/** Builds the finding for a YAML problem (shared by envelopes and skill graphs). */
export function describeYamlProblem(
  problem: YamlProblem,
  kind: 'envelope' | 'skill graph',
): string {
  const advice =
    problem.kind === 'too-large' ||
    problem.kind === 'too-deep' ||
    problem.kind === 'too-wide' ||
    problem.kind === 'aliases'
      ? `a ${kind} is a small YAML mapping; it was not parsed`
      : `the ${kind} must be one UTF-8 YAML mapping with unique keys`;
  return `${problem.message} (line ${problem.line}, column ${problem.column}); ${advice}.`;
}

/** True when a detector summary holds an observation (score, label or at least one issue type). */
function isDetectorSummaryFilled(summary: Record<string, unknown> | null): boolean {
  if (!summary) return false;
  const issues = summary.issue_types;
  return (
    (summary.score !== undefined && summary.score !== null) ||
    (summary.label !== undefined && summary.label !== null) ||
    (Array.isArray(issues) && issues.length > 0)
  );
}

/** True when a verification summary holds an observation (status, blocking errors or warnings). */
function isVerificationSummaryFilled(summary: Record<string, unknown> | null): boolean {
  if (!summary) return false;
  const nonEmpty = (v: unknown) => Array.isArray(v) && v.length > 0;
  return (
    (summary.status !== undefined && summary.status !== null) ||
    nonEmpty(summary.blocking_errors) ||
    nonEmpty(summary.warnings)
  );
}

/** Pointer → location fields in the envelope being checked. */
type At = ReturnType<typeof locatorOf>;

/** The parts of a finding that every envelope rule fills in the same way. */
interface EnvelopeContext {
  path: string;
  at: At;
  value: Record<string, unknown>;
}

/** Observed execution: `executed` needs the stage's summary; a summary needs the stage to have run. */
function checkObservedExecution({ path, at, value }: EnvelopeContext): FindingInput[] {
  const findings: FindingInput[] = [];
  const evidence = asObject(value.execution_evidence);
  const stages = [
    {
      stage: 'detector',
      summaryKey: 'detector_summary',
      filled: isDetectorSummaryFilled(asObject(value.detector_summary)),
    },
    {
      stage: 'verifier',
      summaryKey: 'verification_summary',
      filled: isVerificationSummaryFilled(asObject(value.verification_summary)),
    },
  ] as const;
  for (const { stage, summaryKey, filled } of stages) {
    const claim = evidence?.[stage];
    if (claim === 'executed' && !filled) {
      findings.push({
        rule: 'envelope-unobserved',
        path,
        ...at(`/execution_evidence/${stage}`),
        message: `execution_evidence.${stage} says "executed" but ${summaryKey} records no result; record what the ${stage} observed, or set ${stage} to "model_only" or "not_run".`,
      });
    } else if (claim === 'not_run' && filled) {
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
function checkPassLimits({ path, at, value }: EnvelopeContext): FindingInput[] {
  const findings: FindingInput[] = [];
  const pass = asObject(value.pass);
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
  if (
    typeof index === 'number' &&
    typeof max === 'number' &&
    Number.isInteger(index) &&
    Number.isInteger(max) &&
    index > max
  ) {
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
function checkNextActionSkill(
  { path, at }: EnvelopeContext,
  nextAction: string | null,
  graphs: readonly EnvelopeGraphView[],
): FindingInput[] {
  const graph = nextAction === null ? undefined : graphs.find((g) => !g.hasSkill(nextAction));
  if (nextAction === null || !graph) return [];
  const of = graph.paths.map((p) => quoteUntrusted(p)).join(', ');
  const message =
    graph.atCommit === undefined
      ? `next_action ${quoteUntrusted(nextAction)} is not a skill of ${of}; name a declared skill or declare it in the graph.`
      : `next_action ${quoteUntrusted(nextAction)} is not a skill of ${of} as ${graph.atCommit} has it, the skill graph in force (the change's version is not applied); name a declared skill, or declare it in the graph and merge that first.`;
  return [{ rule: 'graph-unknown-skill', path, ...at('/next_action'), message }];
}

/** True when the envelope hands control back to the router with a reason: how a failure is reported. */
function reportsToRouter(value: Record<string, unknown>, nextAction: string | null): boolean {
  const reason = value.return_to_router_reason;
  return nextAction === ROUTER && typeof reason === 'string' && reason.length > 0;
}

/**
 * A verifier FAIL ends in one repair or a reported failure: on an earlier pass next_action is
 * the repair owner of the source kind (or, once repaired, the verifier again), the router with a
 * reason, or absent (stop and report); on the last allowed pass only the last two.
 */
function checkStopOnFail(
  { path, at, value }: EnvelopeContext,
  nextAction: string | null,
): FindingInput[] {
  const status = asObject(value.verification_summary)?.status;
  if (status !== 'FAIL' || nextAction === null || reportsToRouter(value, nextAction)) return [];
  const pass = asObject(value.pass);
  const index = pass?.index;
  const max = pass?.max;
  const lastAllowed =
    typeof max === 'number' ? Math.min(max, CANONICAL_MAX_PASSES) : CANONICAL_MAX_PASSES;
  // The positive condition, not its negation: YAML's .nan compares false both ways.
  if (typeof index === 'number' && index >= lastAllowed) {
    return [
      {
        rule: 'envelope-unrepaired-fail',
        path,
        ...at('/next_action'),
        message: `verification FAILed on pass ${index} of ${lastAllowed} (the last allowed) yet next_action is ${quoteUntrusted(nextAction)}; stop and report the unresolved preservation error: remove next_action, or return to the router with next_action: ${ROUTER} and a return_to_router_reason.`,
      },
    ];
  }
  const owners = repairOwnersOf(value.source_kind);
  // The repair owner's envelope after the repair still carries the FAIL it repaired, and hands
  // the material to the verifier once more (RECHECK: "verification may run once more").
  if (owners.includes(nextAction) || nextAction === VERIFIER) return [];
  const kind = typeof value.source_kind === 'string' ? value.source_kind : 'this source';
  return [
    {
      rule: 'envelope-unrepaired-fail',
      path,
      ...at('/next_action'),
      message: `verification FAILed and next_action is ${quoteUntrusted(nextAction)}, which is neither the repair owner of ${quoteUntrusted(kind)} (${owners.map((o) => quoteUntrusted(o)).join(' or ')}) nor the verifier once the repair is made, nor the router with a return_to_router_reason; a FAIL ends in one repair or a reported failure. Set next_action: ${owners[0] ?? ROUTER}, or remove next_action and report the blocking errors.`,
    },
  ];
}

/** A FAIL carries its blocking items ("Verifier returns the blocking items"). */
function checkFailBlockingErrors({ path, at, value }: EnvelopeContext): FindingInput[] {
  const summary = asObject(value.verification_summary);
  if (summary?.status !== 'FAIL') return [];
  const blocking = summary.blocking_errors;
  if (Array.isArray(blocking) && blocking.length > 0) return [];
  const pointer =
    blocking === undefined
      ? '/verification_summary/status'
      : '/verification_summary/blocking_errors';
  return [
    {
      rule: 'envelope-fail-no-blocking-errors',
      path,
      ...at(pointer),
      message:
        'verification_summary.status is FAIL but blocking_errors lists nothing; the verifier returns the blocking items with its FAIL, so the repair owner knows what to repair. List each blocking error, or record the status the verifier returned.',
    },
  ];
}

/** A return_to_router_reason hands control to the router: next_action is the router or absent. */
function checkReturnToRouter(
  { path, at, value }: EnvelopeContext,
  nextAction: string | null,
): FindingInput[] {
  const reason = value.return_to_router_reason;
  if (typeof reason !== 'string' || nextAction === null || nextAction === ROUTER) return [];
  return [
    {
      rule: 'envelope-return-to-router',
      path,
      ...at('/next_action'),
      message: `return_to_router_reason ${quoteUntrusted(reason)} returns control to the router, yet next_action is ${quoteUntrusted(nextAction)}; a skill returns control instead of choosing the new owner. Set next_action: ${ROUTER} (or remove it), or remove the reason.`,
    },
  ];
}

/**
 * True when the envelope carries detector signals: the detector ran (by model or by the host)
 * or its summary records an observation.
 */
function hasDetectorSignals(value: Record<string, unknown>): boolean {
  const detector = asObject(value.execution_evidence)?.detector;
  return (
    detector === 'model_only' ||
    detector === 'executed' ||
    isDetectorSummaryFilled(asObject(value.detector_summary))
  );
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
function checkIntentHandoff(
  { path, at, value }: EnvelopeContext,
  nextAction: string | null,
): FindingInput[] {
  if (nextAction === null || nextAction === ROUTER) return [];
  const intent = value.intent;
  const next = quoteUntrusted(nextAction);
  if (
    intent === 'interpret' &&
    hasDetectorSignals(value) &&
    nextAction !== REVIEWER &&
    nextAction !== DETECTOR
  ) {
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
        message: `intent is ${quoteUntrusted(intent)}, which is read-only, yet next_action is ${next}, which mutates; when the next action changes from read-only to mutation, control returns to the router, which decides the new intent. Set next_action: ${ROUTER} with a return_to_router_reason (the router then routes a rewrite or edit_file).`,
      },
    ];
  }
  return [];
}

/** GUARD: a visual prompt that describes people keeps its human representation protected. */
function checkGuard({ path, at, value }: EnvelopeContext): FindingInput[] {
  const sensitive = asObject(value.risk_flags)?.human_representation_sensitive === true;
  if (value.source_kind !== 'visual_prompt' || !sensitive) return [];
  const constraints = value.protected_constraints;
  if (Array.isArray(constraints) && constraints.includes('identity_and_cultural_specificity'))
    return [];
  return [
    {
      rule: 'envelope-guard-identity',
      path,
      ...at(
        Array.isArray(constraints)
          ? '/protected_constraints'
          : '/risk_flags/human_representation_sensitive',
      ),
      message:
        'a visual_prompt with risk_flags.human_representation_sensitive: true must keep identity_and_cultural_specificity in protected_constraints (GUARD): a rewrite may remove style tells but must not genericize human representation. Add identity_and_cultural_specificity to protected_constraints.',
    },
  ];
}

/**
 * `executed` requires host execution evidence: for each stage the envelope says was executed,
 * the repository holds a host record of a run of that stage's skill (the mutation's: the file
 * editor for a named file, the rewriter for returned text). A named-file mutation also names
 * its file in source_ref.
 */
export function checkExecutionEvidence(
  path: string,
  check: EnvelopeCheck,
  records: ExecutionRecords,
): FindingInput[] {
  const { value, document } = check;
  if (!value || !document) return [];
  const at = locatorOf(document);
  const evidence = asObject(value.execution_evidence);
  const findings: FindingInput[] = [];
  for (const stage of ['detector', 'mutation', 'verifier'] as const) {
    if (evidence?.[stage] !== 'executed') continue;
    const skills = stageSkillsOf(stage, value.source_kind);
    if (skills.some((s) => records.hasRunOf(s))) continue;
    const names = skills.map((s) => quoteUntrusted(s)).join(' or ');
    const lower = stage === 'mutation' ? '"not_run"' : '"model_only" or "not_run"';
    findings.push({
      rule: 'envelope-execution-unevidenced',
      path,
      ...at(`/execution_evidence/${stage}`),
      message: `execution_evidence.${stage} says "executed", but the repository holds no host record of a run of ${names}: no Material Passport the audit can read with that produced_by.skill, and no acknowledged handoff packet from that agent. Commit the record the host wrote when the stage ran, or set ${stage} to ${lower}.`,
    });
  }
  const sourceRef = value.source_ref;
  if (
    evidence?.mutation === 'executed' &&
    value.source_kind === 'named_file' &&
    (typeof sourceRef !== 'string' || sourceRef.length === 0)
  ) {
    findings.push({
      rule: 'envelope-execution-unevidenced',
      path,
      ...at('/execution_evidence/mutation'),
      message:
        'execution_evidence.mutation says "executed" on a named_file, but source_ref does not name the file that was mutated; set source_ref to its repository path.',
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
export function checkEnvelopeBytes(
  path: string,
  bytes: Uint8Array,
  graph: EnvelopeGraphView | readonly EnvelopeGraphView[] | null = null,
): EnvelopeCheck {
  const graphs: readonly EnvelopeGraphView[] =
    graph === null ? [] : 'hasSkill' in graph ? [graph] : graph;
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
  const at = locatorOf(document);
  const value = asObject(document.value);
  if (!value) {
    const message = 'the envelope must be a YAML mapping.';
    return {
      findings: [{ rule: 'envelope-schema', path, ...at(''), message }],
      document,
      nextAction: null,
    };
  }
  const context: EnvelopeContext = { path, at, value };
  const nextAction = typeof value.next_action === 'string' ? value.next_action : null;
  const findings: FindingInput[] = [
    ...schemaFindings(ENVELOPE_SCHEMA_KEY, value, { rule: 'envelope-schema', path }, at),
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
