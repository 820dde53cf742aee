/**
 * A timestamp that cannot be ordered is a finding, never a skipped check. RFC 3339 (and the
 * schemas' date-time) allows a leap second, 23:59:60, which Date.parse and the seeds' own
 * datetime.fromisoformat refuse: wherever staleness or order is computed (an acknowledgment's
 * delay, an inbox's order, chain-time-order), such a time is reported instead of skipped.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-leap-');
});
afterEach(async () => {
  await repo.remove();
});

const LEAP = '2026-06-30T23:59:60Z';

/** A packet of seed 004 into the detector's inbox, and (unless `ack` is null) its acknowledgment. */
async function writePacket(
  id: string,
  timestamp: string,
  ack: string | null,
  extra: Record<string, unknown> = {},
) {
  const to = 'ai-writing-detector';
  await repo.write(
    `agent-inboxes/${to}/${id}.json`,
    JSON.stringify({
      handoff_id: id,
      from_agent: 'avoid-ai-writing-router',
      to_agent: to,
      timestamp,
      phase_name: 'routing',
      phase_status: 'completed',
      payload: { source_ref: 'docs/methods.md' },
      // The schema the payload was validated against (without one: packet-payload-unvalidated).
      metadata: { output_schema: { type: 'object', required: ['source_ref'] } },
      next_steps: { agent: to, action: 'collect_signals' },
      ...extra,
    }),
  );
  if (ack !== null)
    await repo.write(
      `agent-inboxes/${to}/${id}.ack`,
      JSON.stringify({
        handoff_id: id,
        acknowledged_by: to,
        timestamp: ack,
        ready_to_proceed: true,
      }),
    );
}

const findings = async () =>
  (await audit({ root: repo.root })).findings.map((f) => `${f.rule} ${f.path} ${f.pointer ?? ''}`);

describe('packets and acknowledgments', () => {
  it('an acknowledgment 15 days late at a leap second is a finding, not a skipped staleness check', async () => {
    await writePacket('hof_0001', '2026-06-15T14:15:30Z', LEAP);
    expect(await findings()).toEqual([
      'packet-time-unorderable agent-inboxes/ai-writing-detector/hof_0001.ack /timestamp',
    ]);
    // Its neighbour one second earlier is ordered, and stale.
    await writePacket('hof_0001', '2026-06-15T14:15:30Z', '2026-06-30T23:59:59Z');
    expect(await findings()).toEqual([
      'packet-stale agent-inboxes/ai-writing-detector/hof_0001.ack /timestamp',
    ]);
  });

  it('a version downgrade sent at a leap second is a finding, not left out of the inbox order', async () => {
    await writePacket('hof_0001', '2026-06-30T23:59:00Z', '2026-06-30T23:59:10Z', { version: 2 });
    await writePacket('hof_0002', LEAP, null, { version: 1 });
    const got = await findings();
    expect(got).toContain(
      'packet-time-unorderable agent-inboxes/ai-writing-detector/hof_0002.json /timestamp',
    );
    expect(got.filter((f) => f.startsWith('packet-time-unorderable'))).toHaveLength(1);
    // One second earlier, the same inbox orders and the downgrade is found.
    await writePacket('hof_0002', '2026-06-30T23:59:59Z', null, { version: 1 });
    expect(await findings()).toContain(
      'packet-conflict agent-inboxes/ai-writing-detector/hof_0002.json /version',
    );
  });
});

describe('passports', () => {
  it('a consumer stamped at a leap second is a finding on its edge, not a skipped chain-time-order', async () => {
    await repo.write('results/a/a.txt', 'a\n');
    const a = await repo.passport({
      dir: 'results/a',
      outputs: ['results/a/a.txt'],
      // The consumer's skill is the hinted one, so only the timestamp is in question.
      nextSkills: ['test-skill'],
      createdAt: '2026-07-01T00:00:05Z',
    });
    await repo.write('results/b/b.txt', 'b\n');
    await repo.passport({
      dir: 'results/b',
      inputs: ['results/a/a.txt'],
      outputs: ['results/b/b.txt'],
      consumed: [a.id],
      createdAt: LEAP,
    });
    expect(await findings()).toEqual([
      'chain-time-unorderable results/b/b.passport.json /created_at',
    ]);
  });

  it('a created_at the schema refuses is passport-schema alone, not chain-time-unorderable too (issue 35)', async () => {
    await repo.write('results/a/a.txt', 'a\n');
    const a = await repo.passport({
      dir: 'results/a',
      outputs: ['results/a/a.txt'],
      nextSkills: ['test-skill'],
      createdAt: '2026-07-01T00:00:05Z',
    });
    await repo.write('results/b/b.txt', 'b\n');
    await repo.passport({
      dir: 'results/b',
      inputs: ['results/a/a.txt'],
      outputs: ['results/b/b.txt'],
      consumed: [a.id],
      // Date.parse refuses it, and so does the schema's date-time: one fact, one finding.
      createdAt: 'yesterday',
    });
    expect(await findings()).toEqual(['passport-schema results/b/b.passport.json /created_at']);
  });
});
