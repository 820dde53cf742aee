/**
 * Issue 35, item 8: the seed's comparisons at the seed's precision. Seed 004's
 * detect_handoff_conflict compares `version` as Python's json.load reads it (an integer of any
 * size), and its timestamps are datetimes (microseconds; RFC 3339 allows any digits). A double
 * holds neither 9007199254740993 nor a time below the millisecond, so a downgrade from
 * 9007199254740993 to 9007199254740992, an acknowledgment 0.4 µs before its packet, or one
 * 300.0005 s after it were not seen. Packets are written as text, so every digit is the file's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-packet-precision-');
});
afterEach(async () => {
  await repo.remove();
});

/**
 * Writes agent-inboxes/analyst/<id>.json from researcher, with `version` spliced in as raw JSON
 * text when given (JSON.stringify cannot write 9007199254740993), and its ready .ack.
 */
async function writePacket(
  id: string,
  timestamp: string,
  options: { version?: string; ackAt: string },
): Promise<void> {
  const packet = {
    handoff_id: id,
    from_agent: 'researcher',
    to_agent: 'analyst',
    timestamp,
    ...(options.version === undefined ? {} : { version: '@VERSION@' }),
    payload: { research_summary: 'one source' },
    output_schema: { type: 'object', properties: { research_summary: { type: 'string' } } },
    next_steps: { agent: 'analyst', action: 'analyze_findings' },
  };
  const text = JSON.stringify(packet, null, 2).replace('"@VERSION@"', options.version ?? '');
  await repo.write(`agent-inboxes/analyst/${id}.json`, `${text}\n`);
  const ack = {
    handoff_id: id,
    acknowledged_by: 'analyst',
    timestamp: options.ackAt,
    ready_to_proceed: true,
  };
  await repo.write(`agent-inboxes/analyst/${id}.ack`, `${JSON.stringify(ack, null, 2)}\n`);
}

const run = () => audit({ root: repo.root, config: { ...DEFAULT_CONFIG }, changedFiles: null });
const findings = (report: AuditReport) =>
  report.findings.map((f) => ({ rule: f.rule, path: f.path }));

describe('packet versions are integers of any size', () => {
  it('9007199254740993 followed by 9007199254740992 is a downgrade (one double to JSON.parse)', async () => {
    expect(JSON.parse('9007199254740993')).toBe(JSON.parse('9007199254740992'));
    await writePacket('hof_1', '2026-06-15T14:15:30Z', {
      version: '9007199254740993',
      ackAt: '2026-06-15T14:15:40Z',
    });
    await writePacket('hof_2', '2026-06-15T14:16:30Z', {
      version: '9007199254740992',
      ackAt: '2026-06-15T14:16:40Z',
    });
    const report = await run();
    expect(findings(report)).toEqual([
      { rule: 'packet-conflict', path: 'agent-inboxes/analyst/hof_2.json' },
    ]);
    expect(report.findings[0]?.message).toContain(
      'version downgrade: version 9007199254740992 arrives after version 9007199254740993',
    );
  });

  it('rising versions beyond a double are no conflict, nor a float above them (2.0 is a float to json.load)', async () => {
    await writePacket('hof_1', '2026-06-15T14:15:30Z', {
      version: '9007199254740992',
      ackAt: '2026-06-15T14:15:40Z',
    });
    await writePacket('hof_2', '2026-06-15T14:16:30Z', {
      version: '9007199254740993',
      ackAt: '2026-06-15T14:16:40Z',
    });
    await writePacket('hof_3', '2026-06-15T14:17:30Z', {
      version: '9007199254740994.0',
      ackAt: '2026-06-15T14:17:40Z',
    });
    expect(findings(await run())).toEqual([]);
  });
});

describe('timestamps at full precision', () => {
  it('orders two packets of one second by their microseconds: the later one with the lower version is the downgrade', async () => {
    // By file name hof_a comes first; by time hof_b (0.1 µs earlier) does. At millisecond
    // precision the two tie and the file name decides: no downgrade is seen.
    await writePacket('hof_a', '2026-06-15T14:15:30.0000002Z', {
      version: '1',
      ackAt: '2026-06-15T14:15:40Z',
    });
    await writePacket('hof_b', '2026-06-15T14:15:30.0000001Z', {
      version: '2',
      ackAt: '2026-06-15T14:15:40Z',
    });
    expect(findings(await run())).toEqual([
      { rule: 'packet-conflict', path: 'agent-inboxes/analyst/hof_a.json' },
    ]);
  });

  it('an acknowledgment 0.4 µs before its packet predates it', async () => {
    await writePacket('hof_1', '2026-06-15T14:15:30.0000009Z', {
      ackAt: '2026-06-15T14:15:30.0000005Z',
    });
    expect(findings(await run())).toEqual([
      { rule: 'packet-ack-invalid', path: 'agent-inboxes/analyst/hof_1.ack' },
    ]);
  });

  it('an acknowledgment 300.0005 s after its packet is stale (the limit is 300 s); 300 s exactly is not', async () => {
    await writePacket('hof_1', '2026-06-15T14:15:30Z', { ackAt: '2026-06-15T14:20:30.0005Z' });
    await writePacket('hof_2', '2026-06-15T15:15:30.25+01:00', {
      ackAt: '2026-06-15T14:20:30.250000Z',
    });
    expect(findings(await run())).toEqual([
      { rule: 'packet-stale', path: 'agent-inboxes/analyst/hof_1.ack' },
    ]);
  });
});
