// The other two handoff formats in the bundled example: a clean multi-agent
// run with the seed's own skill graph (router, detector, rewriter, file
// editor, verifier, false-positive reviewer), the router handoff envelopes it
// exchanged, and agent handoff packets with their acknowledgments. Plus one
// variant graph, outside the audited pipeline, where the reviewer calls the
// detector directly: it must fail. Everything is fixed text: no random ids,
// no current timestamps, so the output is byte-for-byte reproducible.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';

const ROUTER = 'avoid-ai-writing-router';
const DETECTOR = 'ai-writing-detector';
const REWRITER = 'voice-preserving-rewriter';
const EDITOR = 'file-edit-in-place';
const VERIFIER = 'preservation-verifier';
const REVIEWER = 'false-positive-reviewer';

/** The seed's skills and the decision class each owns. */
const SKILLS = [
  { name: ROUTER, owns: 'path selection and sequencing' },
  { name: DETECTOR, owns: 'signal collection' },
  { name: REWRITER, owns: 'returned-text rewriting' },
  { name: EDITOR, owns: 'authorized mutation of a named file' },
  { name: VERIFIER, owns: 'before/after preservation status' },
  { name: REVIEWER, owns: 'interpretation limits', terminal: true },
];

/** The seed's typed handoffs. Every cycle has an edge with max_reentries: 1. */
const EDGES = [
  { from: ROUTER, to: DETECTOR, type: 'ROUTE' },
  { from: ROUTER, to: REWRITER, type: 'ROUTE' },
  { from: ROUTER, to: EDITOR, type: 'ROUTE' },
  { from: ROUTER, to: VERIFIER, type: 'ROUTE' },
  { from: ROUTER, to: REVIEWER, type: 'ROUTE' },
  {
    from: ROUTER,
    to: REWRITER,
    type: 'GUARD',
    description: 'visual prompts: identity and cultural details become protected constraints',
  },
  { from: DETECTOR, to: REWRITER, type: 'FEED' },
  { from: DETECTOR, to: EDITOR, type: 'FEED' },
  { from: DETECTOR, to: REVIEWER, type: 'ESCALATE' },
  { from: REWRITER, to: VERIFIER, type: 'VERIFY' },
  { from: EDITOR, to: VERIFIER, type: 'VERIFY' },
  { from: VERIFIER, to: REWRITER, type: 'REPAIR', max_reentries: 1 },
  { from: VERIFIER, to: EDITOR, type: 'REPAIR', max_reentries: 1 },
  {
    from: REWRITER,
    to: DETECTOR,
    type: 'RECHECK',
    max_reentries: 1,
    description: 'residual detector recheck, only when requested',
  },
  {
    from: EDITOR,
    to: DETECTOR,
    type: 'RECHECK',
    max_reentries: 1,
    description: 'residual detector recheck, only when requested',
  },
  {
    from: REVIEWER,
    to: ROUTER,
    type: 'RETURN',
    max_reentries: 1,
    description: 'return_to_router_reason: fresh_signal_collection_needed',
  },
  {
    from: EDITOR,
    to: ROUTER,
    type: 'RETURN',
    max_reentries: 1,
    description: 'the source changes from a named file to returned text',
  },
];

const GRAPH_HEADER = [
  '# Skill graph of the avoid-ai-writing pipeline (seed 002, cross-skill handoff contract).',
  '# Each skill owns one decision class; terminal skills have no outgoing skill edges',
  '# (a RETURN hands control back to the router and is not a skill call); every cycle',
  '# contains an edge with max_reentries: 1.',
  '',
].join('\n');

/** One envelope: the fields every envelope carries, then the stage-specific ones. */
function envelope({ pass = { index: 1, max: 2 }, ...fields }) {
  return {
    intent: 'multi_stage',
    source_kind: 'named_file',
    source_ref: 'docs/methods.md',
    context_mode: 'technical',
    protected_constraints: ['facts', 'numbers', 'paths', 'code', 'quotes'],
    ...fields,
    risk_flags: { consequential_authorship_claim: false, human_representation_sensitive: false },
    pass,
  };
}

/** What the detector observed, carried unchanged by every later envelope of the run. */
const DETECTED = {
  score: 0.62,
  label: 'mixed',
  issue_types: ['filler_phrases', 'uniform_sentence_length'],
};

/** The envelopes of one run: route → detect → edit → verify (FAIL) → repair → verify (PASS). */
const ENVELOPES = {
  // A multi-stage run that will edit the file says so from the start (mutation: not_run, not
  // not_requested): a change from read-only to mutation would have to go back to the router.
  '01-route-to-detector': envelope({
    execution_evidence: { detector: 'not_run', mutation: 'not_run', verifier: 'not_run' },
    next_action: DETECTOR,
  }),
  '02-detector-feeds-editor': envelope({
    execution_evidence: { detector: 'executed', mutation: 'not_run', verifier: 'not_run' },
    detector_summary: DETECTED,
    next_action: EDITOR,
  }),
  '03-editor-to-verifier': envelope({
    execution_evidence: { detector: 'executed', mutation: 'executed', verifier: 'not_run' },
    detector_summary: DETECTED,
    next_action: VERIFIER,
  }),
  '04-verifier-requests-repair': envelope({
    execution_evidence: { detector: 'executed', mutation: 'executed', verifier: 'executed' },
    detector_summary: DETECTED,
    verification_summary: {
      status: 'FAIL',
      blocking_errors: ['numbers: "0.05" became "5%" in paragraph 3'],
      warnings: [],
    },
    next_action: EDITOR,
  }),
  '05-verified-after-repair': envelope({
    execution_evidence: { detector: 'executed', mutation: 'executed', verifier: 'executed' },
    detector_summary: DETECTED,
    verification_summary: { status: 'PASS', blocking_errors: [], warnings: [] },
    pass: { index: 2, max: 2 },
  }),
  '06-reviewer-returns-to-router': envelope({
    intent: 'interpret',
    execution_evidence: { detector: 'model_only', mutation: 'not_requested', verifier: 'not_run' },
    next_action: ROUTER,
    return_to_router_reason: 'fresh_signal_collection_needed',
  }),
};

/** Packets of a linear run router → detector → editor → verifier, each acknowledged within the window. */
const PACKETS = [
  {
    handoff_id: 'hof_0001',
    from_agent: ROUTER,
    to_agent: DETECTOR,
    timestamp: '2026-06-15T14:15:30Z',
    ack: '2026-06-15T14:15:42Z',
    phase_name: 'routing',
    payload: {
      source_ref: 'docs/methods.md',
      intent: 'multi_stage',
      constraints: ['facts', 'numbers'],
    },
    schema: {
      type: 'object',
      required: ['source_ref', 'intent'],
      properties: {
        source_ref: { type: 'string' },
        intent: { type: 'string' },
        constraints: { type: 'array' },
      },
    },
    next: 'collect_signals',
  },
  {
    handoff_id: 'hof_0002',
    from_agent: DETECTOR,
    to_agent: EDITOR,
    timestamp: '2026-06-15T14:17:05Z',
    ack: '2026-06-15T14:17:21Z',
    phase_name: 'detection',
    payload: { score: 0.62, issue_types: ['filler_phrases', 'uniform_sentence_length'] },
    schema: {
      type: 'object',
      required: ['score', 'issue_types'],
      properties: {
        score: { type: 'number', minimum: 0, maximum: 1 },
        issue_types: { type: 'array', items: { type: 'string' } },
      },
    },
    next: 'edit_named_file',
  },
  {
    handoff_id: 'hof_0003',
    from_agent: EDITOR,
    to_agent: VERIFIER,
    timestamp: '2026-06-15T14:21:48Z',
    ack: '2026-06-15T14:22:02Z',
    phase_name: 'mutation',
    payload: {
      file: 'docs/methods.md',
      before_sha256: 'c3ab8ff13720e8ad9047dd39466b3c8974e592c2fa383d4a3960714caef0c4f2',
      changed_paragraphs: [2, 3, 7],
    },
    schema: {
      type: 'object',
      required: ['file', 'changed_paragraphs'],
      properties: {
        file: { type: 'string' },
        changed_paragraphs: { type: 'array', items: { type: 'integer' } },
      },
    },
    next: 'verify_preservation',
  },
  {
    // The verifier's result, reported to the router: with the detector's and the editor's
    // packets above, the host records behind each `executed` in the envelopes.
    handoff_id: 'hof_0005',
    from_agent: VERIFIER,
    to_agent: ROUTER,
    timestamp: '2026-06-15T14:27:40Z',
    ack: '2026-06-15T14:27:51Z',
    phase_name: 'verification',
    payload: { status: 'PASS', pass: 2, blocking_errors: [], warnings: [] },
    schema: {
      type: 'object',
      required: ['status', 'blocking_errors'],
      properties: {
        status: { enum: ['PASS', 'REVIEW', 'FAIL'] },
        pass: { type: 'integer', minimum: 1 },
        blocking_errors: { type: 'array' },
        warnings: { type: 'array' },
      },
    },
    next: 'complete_workflow',
  },
  {
    // A second routing into the detector's inbox, same sender, newer state: no conflict.
    handoff_id: 'hof_0004',
    from_agent: ROUTER,
    to_agent: DETECTOR,
    timestamp: '2026-06-15T14:30:10Z',
    ack: '2026-06-15T14:30:19Z',
    version: 2,
    phase_name: 'recheck',
    payload: { source_ref: 'docs/methods.md', intent: 'detect' },
    schema: {
      type: 'object',
      required: ['source_ref', 'intent'],
      properties: { source_ref: { type: 'string' }, intent: { type: 'string' } },
    },
    next: 'collect_signals',
  },
];

export async function generate(root) {
  const write = (rel, content) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const yaml = (value) => stringify(value, { lineWidth: 0 });

  write(
    'pipeline/handoffs/skill-graph.yaml',
    GRAPH_HEADER + yaml({ skills: SKILLS, edges: EDGES }),
  );
  for (const [name, value] of Object.entries(ENVELOPES)) {
    write(`pipeline/handoffs/${name}.handoff.yaml`, yaml(value));
  }

  for (const p of PACKETS) {
    const packet = {
      handoff_id: p.handoff_id,
      from_agent: p.from_agent,
      to_agent: p.to_agent,
      timestamp: p.timestamp,
      session_id: 'sess_example_0001',
      trace_id: 'tr_example_0001',
      ...(p.version ? { version: p.version } : {}),
      phase_name: p.phase_name,
      phase_status: 'completed',
      payload: p.payload,
      metadata: {
        tokens_used: { input: 2400, output: 1850 },
        model: 'example-model',
        output_schema: p.schema,
      },
      constraints_for_next_agent: ['Do not change facts, numbers, paths or code'],
      next_steps: { agent: p.to_agent, action: p.next },
    };
    const ack = {
      handoff_id: p.handoff_id,
      acknowledged_by: p.to_agent,
      timestamp: p.ack,
      ready_to_proceed: true,
    };
    const inbox = `pipeline/agent-inboxes/${p.to_agent}`;
    write(`${inbox}/${p.handoff_id}.json`, `${JSON.stringify(packet, null, 2)}\n`);
    write(`${inbox}/${p.handoff_id}.ack`, `${JSON.stringify(ack, null, 2)}\n`);
  }

  // The variant the seed warns about: the reviewer calls the detector back directly instead of
  // returning to the router. The reviewer is terminal, and detector → reviewer → detector is a
  // cycle with no max_reentries bound: graph-terminal-outgoing and graph-unbounded-cycle.
  const variantEdges = EDGES.filter((e) => !(e.from === REVIEWER && e.type === 'RETURN')).concat([
    {
      from: REVIEWER,
      to: DETECTOR,
      type: 'FEED',
      description: 'reviewer asks the detector for fresh signals directly',
    },
  ]);
  write(
    'variants/reviewer-calls-detector/skill-graph.yaml',
    '# Variant of the example skill graph that must FAIL the audit: the terminal reviewer calls the\n# detector directly, an unbounded reviewer-detector cycle (seed 002, ESCALATE).\n' +
      yaml({ skills: SKILLS, edges: variantEdges }),
  );
}
