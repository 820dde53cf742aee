import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { editYaml, ENVELOPE, handoffs } from '../fixtures.js';

/** The example envelope claiming the detector ran, with its summary filled. */
async function detectorExecuted(repo: TempRepo) {
  await handoffs(repo);
  await editYaml(repo, ENVELOPE, (e) => {
    e.execution_evidence.detector = 'executed';
    e.detector_summary = { score: 0.62, label: 'mixed', issue_types: ['filler_phrases'] };
    delete e.next_action;
  });
}

export default defineCase({
  summary:
    'an envelope says the detector was executed; the only packet is the router’s, so no host record shows it ran',
  violation: detectorExecuted,
  clean: async (repo) => {
    await detectorExecuted(repo);
    // The detector's own packet, acknowledged by its receiver: the host's record of its run.
    const inbox = 'agent-inboxes/false-positive-reviewer';
    await repo.write(
      `${inbox}/hof_0002.json`,
      `${JSON.stringify({
        handoff_id: 'hof_0002',
        from_agent: 'ai-writing-detector',
        to_agent: 'false-positive-reviewer',
        timestamp: '2026-06-15T14:17:05Z',
        payload: { score: 0.62 },
        metadata: { output_schema: { type: 'object', required: ['score'] } },
      })}\n`,
    );
    await repo.write(
      `${inbox}/hof_0002.ack`,
      `${JSON.stringify({
        handoff_id: 'hof_0002',
        acknowledged_by: 'false-positive-reviewer',
        timestamp: '2026-06-15T14:17:21Z',
        ready_to_proceed: true,
      })}\n`,
    );
  },
  expect: [{ path: ENVELOPE, message: /no host record of a run of "ai-writing-detector"/ }],
});
