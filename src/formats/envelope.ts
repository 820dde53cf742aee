/**
 * The router handoff envelope (seed 002, `*.handoff.yaml`): schema and
 * per-document rules. Pure: takes bytes (and, when one governs the envelope,
 * a view of the skill graph) and returns findings.
 */
import type { FindingInput } from '../core/findings.js';
import { quoteUntrusted } from '../core/untrusted.js';
import { locatorOf } from '../core/location.js';
import { asObject } from '../core/values.js';
import { schemaFindings } from './schema-validator.js';
// Registers this format's schema validators (they load with the handoff formats, not at start-up).
import './handoff-schemas.js';
import { parseYamlDocument, type YamlDocument, type YamlProblem } from './yaml-source.js';

/** Key of the envelope schema among the precompiled validators (handoff-schemas.ts). */
export const ENVELOPE_SCHEMA_KEY = 'handoff-envelope';

/** The canonical maximum of passes ("Rewrite/audit convergence follows the canonical maximum of two passes"). */
export const CANONICAL_MAX_PASSES = 2;

/** What an envelope needs to know about the skill graph that governs it. */
export interface EnvelopeGraphView {
  /** Repository-relative paths of the governing graph file(s), for messages. */
  paths: readonly string[];
  /** True when the graph declares the skill. */
  hasSkill(name: string): boolean;
  /** True when the skill routes (is the source of a ROUTE edge): handing control to it is a return to the router. */
  isRouter(name: string): boolean;
}

/** Result of checking one envelope. */
export interface EnvelopeCheck {
  findings: FindingInput[];
  /** Present when the bytes parsed as YAML (even if the schema failed). */
  document?: YamlDocument;
  /** next_action when it is a string. */
  nextAction: string | null;
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

/** next_action against the governing graph: it must name a declared skill. */
function checkNextActionSkill(
  { path, at }: EnvelopeContext,
  nextAction: string | null,
  graph: EnvelopeGraphView | null,
): FindingInput[] {
  if (nextAction === null || !graph || graph.hasSkill(nextAction)) return [];
  return [
    {
      rule: 'graph-unknown-skill',
      path,
      ...at('/next_action'),
      message: `next_action ${quoteUntrusted(nextAction)} is not a skill of ${graph.paths.map((p) => quoteUntrusted(p)).join(', ')}; name a declared skill or declare it in the graph.`,
    },
  ];
}

/** A FAIL on the last allowed pass must stop and report, not cycle. */
function checkStopOnFail(
  { path, at, value }: EnvelopeContext,
  nextAction: string | null,
  graph: EnvelopeGraphView | null,
): FindingInput[] {
  const status = asObject(value.verification_summary)?.status;
  const pass = asObject(value.pass);
  const index = pass?.index;
  const max = pass?.max;
  const lastAllowed =
    typeof max === 'number' ? Math.min(max, CANONICAL_MAX_PASSES) : CANONICAL_MAX_PASSES;
  // The positive condition, not its negation: YAML's .nan compares false both ways.
  const stops =
    status === 'FAIL' && typeof index === 'number' && index >= lastAllowed && nextAction !== null;
  if (!stops) return [];
  const reason = value.return_to_router_reason;
  const hasReason = typeof reason === 'string' && reason.length > 0;
  // Handing control back to the router with a reason is how an unresolved failure is reported.
  const returnsToRouter = hasReason && (graph === null || graph.isRouter(nextAction));
  if (returnsToRouter) return [];
  return [
    {
      rule: 'envelope-unrepaired-fail',
      path,
      ...at('/next_action'),
      message: `verification FAILed on pass ${index} of ${lastAllowed} (the last allowed) yet next_action is ${quoteUntrusted(nextAction)}; stop and report the unresolved preservation error: remove next_action, or return to the router with a return_to_router_reason.`,
    },
  ];
}

/**
 * Checks one envelope's bytes: YAML syntax (duplicate keys included), the
 * envelope schema, observed-execution claims, pass limits, stop-on-fail, and
 * (when a graph governs it) that next_action names a declared skill.
 */
export function checkEnvelopeBytes(
  path: string,
  bytes: Uint8Array,
  graph: EnvelopeGraphView | null = null,
): EnvelopeCheck {
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
    ...checkNextActionSkill(context, nextAction, graph),
    ...checkStopOnFail(context, nextAction, graph),
  ];
  return { findings, document, nextAction };
}
