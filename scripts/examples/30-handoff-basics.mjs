// The smallest complete example of the two handoff formats, small enough to be
// read in docs/handoffs.md (which shows these files and a test keeps it equal to
// them): a skill graph of three skills, one router handoff envelope moving
// through it, and one agent handoff packet with its acknowledgment. It audits
// clean on its own: `passport-gate audit --root examples/handoff-basics`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILES = {
  'skill-graph.yaml': `# Who may hand work to whom (seed 002). Each skill owns one decision class;
# a terminal skill hands nothing on; every cycle needs an edge with max_reentries: 1.
skills:
  - name: avoid-ai-writing-router
    owns: path selection and sequencing
  - name: ai-writing-detector
    owns: signal collection
  - name: false-positive-reviewer
    owns: interpretation limits
    terminal: true
edges:
  - from: avoid-ai-writing-router
    to: ai-writing-detector
    type: ROUTE
  - from: ai-writing-detector
    to: false-positive-reviewer
    type: ESCALATE
`,
  'route-to-detector.handoff.yaml': `# A router handoff envelope (*.handoff.yaml): what the router decided and what was
# observed so far. Nothing ran yet, so every stage says not_run and no summary is filled.
intent: detect
source_kind: named_file
source_ref: docs/methods.md
context_mode: technical
protected_constraints: [facts, numbers, paths, code, quotes]
execution_evidence:
  detector: not_run
  mutation: not_requested
  verifier: not_run
risk_flags:
  consequential_authorship_claim: false
  human_representation_sensitive: false
pass:
  index: 1
  max: 2
next_action: ai-writing-detector
`,
  'agent-inboxes/ai-writing-detector/hof_0001.json': `${JSON.stringify(
    {
      handoff_id: 'hof_0001',
      from_agent: 'avoid-ai-writing-router',
      to_agent: 'ai-writing-detector',
      timestamp: '2026-06-15T14:15:30Z',
      phase_name: 'routing',
      phase_status: 'completed',
      payload: { source_ref: 'docs/methods.md', intent: 'detect' },
      output_schema: {
        type: 'object',
        required: ['source_ref', 'intent'],
        properties: { source_ref: { type: 'string' }, intent: { type: 'string' } },
      },
      next_steps: { agent: 'ai-writing-detector', action: 'collect_signals' },
    },
    null,
    2,
  )}\n`,
  'agent-inboxes/ai-writing-detector/hof_0001.ack': `${JSON.stringify(
    {
      handoff_id: 'hof_0001',
      acknowledged_by: 'ai-writing-detector',
      timestamp: '2026-06-15T14:15:42Z',
      ready_to_proceed: true,
    },
    null,
    2,
  )}\n`,
};

export async function generate(root) {
  for (const [rel, text] of Object.entries(FILES)) {
    const file = path.join(root, 'handoff-basics', ...rel.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
