import { mkdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { UNTRUSTED_SCHEMA_MAX_BYTES } from '../../src/formats/untrusted-schema.js';
import { TempRepo } from '../helpers/repo.js';

type Json = Record<string, unknown>;

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create();
});
afterEach(async () => {
  await repo.remove();
});

/** A packet like the seed's, with an output schema its payload satisfies. */
function packet(id: string, from: string, to: string, timestamp: string, extra: Json = {}): Json {
  return {
    handoff_id: id,
    from_agent: from,
    to_agent: to,
    timestamp,
    phase_name: 'research',
    phase_status: 'completed',
    payload: { sources: [{ title: 'a' }], research_summary: 'Found 1 source' },
    metadata: {
      model: 'test-model',
      output_schema: {
        type: 'object',
        required: ['sources', 'research_summary'],
        properties: { sources: { type: 'array' }, research_summary: { type: 'string' } },
      },
    },
    next_steps: { agent: to, action: 'analyze_findings' },
    ...extra,
  };
}

const shift = (timestamp: string, seconds: number) =>
  new Date(Date.parse(timestamp) + seconds * 1000).toISOString();

/** Writes a packet into agent-inboxes/<inbox>/<file>.json and, unless `ack` is null, its .ack (10 s later by default). */
async function writePacket(
  value: Json,
  options: { inbox?: string; file?: string; ack?: Json | string | null } = {},
): Promise<string> {
  const inbox = options.inbox ?? (value.to_agent as string);
  const file = options.file ?? (value.handoff_id as string);
  const rel = `agent-inboxes/${inbox}/${file}.json`;
  await repo.write(rel, `${JSON.stringify(value, null, 2)}\n`);
  if (options.ack !== null) {
    const ack =
      options.ack ??
      ({
        handoff_id: value.handoff_id,
        acknowledged_by: value.to_agent,
        timestamp: shift(value.timestamp as string, 10),
        ready_to_proceed: true,
      } as Json);
    await repo.write(
      `agent-inboxes/${inbox}/${file}.ack`,
      typeof ack === 'string' ? ack : `${JSON.stringify(ack, null, 2)}\n`,
    );
  }
  return rel;
}

const T0 = '2026-06-15T14:15:30Z';
const run = (extra: Partial<Config> = {}, changedFiles: string[] | null = null) =>
  audit({ root: repo.root, config: { ...DEFAULT_CONFIG, ...extra }, changedFiles });
const rules = (report: AuditReport) => report.findings.map((f) => f.rule);

describe('a clean inbox', () => {
  it('raises nothing and reports each packet with its handoff_id', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    await writePacket(packet('hof_2', 'researcher', 'analyst', shift(T0, 60), { version: 2 }));
    const report = await run();
    expect(report.findings).toEqual([]);
    expect(report.handoffs).toEqual([
      {
        kind: 'packet',
        path: 'agent-inboxes/analyst/hof_1.json',
        id: 'hof_1',
        status: 'pass',
        errors: 0,
        warnings: 0,
        notices: 0,
      },
      {
        kind: 'packet',
        path: 'agent-inboxes/analyst/hof_2.json',
        id: 'hof_2',
        status: 'pass',
        errors: 0,
        warnings: 0,
        notices: 0,
      },
    ]);
  });
});

describe('packet-invalid-json', () => {
  it('fires with line and column on a syntax error, and on a duplicate key', async () => {
    await repo.write('agent-inboxes/analyst/hof_1.json', '{\n  "handoff_id": "hof_1",\n  oops\n}');
    await writePacket(packet('hof_2', 'researcher', 'analyst', T0));
    const dup = JSON.stringify(
      packet('hof_3', 'researcher', 'analyst', shift(T0, 5)),
      null,
      2,
    ).replace(
      '"phase_name": "research"',
      '"phase_name": "research",\n  "to_agent": "someone-else"',
    );
    await repo.write('agent-inboxes/analyst/hof_3.json', dup);
    const dupLine = dup.split('\n').findIndex((l) => l.includes('someone-else')) + 1;
    await repo.write(
      'agent-inboxes/analyst/hof_3.ack',
      JSON.stringify({ handoff_id: 'hof_3', timestamp: shift(T0, 6), ready_to_proceed: true }),
    );
    const report = await run();
    const invalid = report.findings.filter((f) => f.rule === 'packet-invalid-json');
    expect(invalid).toMatchObject([
      { path: 'agent-inboxes/analyst/hof_1.json', line: 3, column: 3 },
      // As for passports, the pointer is the object holding the repeated key; the line is the repeat's.
      {
        path: 'agent-inboxes/analyst/hof_3.json',
        pointer: '',
        line: dupLine,
        passport_id: 'hof_3',
      },
    ]);
  });
  it('does not fire on valid JSON', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    expect(rules(await run())).not.toContain('packet-invalid-json');
  });
});

describe('packet-schema', () => {
  it('fires per violation with pointer, line and handoff_id', async () => {
    const value = packet('hof_1', 'researcher', 'analyst', 'yesterday');
    delete value.payload;
    value.next_steps = { agent: 'analyst', estimated_latency_seconds: -1 };
    await writePacket(value, { ack: null });
    const report = await run({ rules: { 'packet-unacknowledged': 'off' } });
    const schema = report.findings.filter((f) => f.rule === 'packet-schema');
    expect(schema.map((f) => f.pointer).sort()).toEqual([
      '',
      '/next_steps/estimated_latency_seconds',
      '/timestamp',
    ]);
    for (const f of schema)
      expect(f).toMatchObject({ passport_id: 'hof_1', line: expect.any(Number) });
  });
  it('does not fire on a packet with the required fields', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    expect(rules(await run())).not.toContain('packet-schema');
  });
});

describe('packet-misfiled', () => {
  it("fires when the folder is not the to_agent's inbox, and when the file name is not the handoff_id", async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { inbox: 'writer' });
    await writePacket(packet('hof_2', 'researcher', 'analyst', T0), { file: 'latest' });
    const misfiled = (await run()).findings.filter((f) => f.rule === 'packet-misfiled');
    expect(misfiled).toMatchObject([
      { path: 'agent-inboxes/analyst/latest.json', pointer: '/handoff_id' },
      { path: 'agent-inboxes/writer/hof_1.json', pointer: '/to_agent' },
    ]);
  });
  it('does not fire for a packet filed as the seed files it', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    expect(rules(await run())).not.toContain('packet-misfiled');
  });
});

describe('packet-payload-unvalidated', () => {
  it('fires, as a notice, when the packet declares no output_schema anywhere', async () => {
    const bare = packet('hof_1', 'researcher', 'analyst', T0);
    delete bare.metadata;
    await writePacket(bare);
    const report = await run();
    expect(report.findings).toMatchObject([
      {
        rule: 'packet-payload-unvalidated',
        severity: 'notice',
        path: 'agent-inboxes/analyst/hof_1.json',
        pointer: '/payload',
        passport_id: 'hof_1',
      },
    ]);
    expect(report.findings[0]?.message).toContain('metadata.output_schema');
    expect(report.summary.passed).toBe(true);
  });
  it('does not fire with metadata.output_schema, or with a top-level output_schema', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    const top = packet('hof_2', 'researcher', 'writer', T0);
    top.output_schema = (top.metadata as Json).output_schema;
    delete top.metadata;
    await writePacket(top);
    expect(rules(await run())).toEqual([]);
  });
});

describe('packet-payload-schema', () => {
  it('fires when the payload fails metadata.output_schema', async () => {
    const value = packet('hof_1', 'researcher', 'analyst', T0);
    value.payload = { sources: 'none', research_summary: 'x' };
    await writePacket(value);
    expect((await run()).findings).toMatchObject([
      { rule: 'packet-payload-schema', pointer: '/payload/sources', passport_id: 'hof_1' },
    ]);
  });
  it("uses a top-level output_schema as in the seed's example", async () => {
    const value = packet('hof_1', 'researcher', 'analyst', T0);
    delete value.metadata;
    value.output_schema = { type: 'object', required: ['missing_field'] };
    await writePacket(value);
    expect((await run()).findings).toMatchObject([
      { rule: 'packet-payload-schema', pointer: '/payload' },
    ]);
  });
  it('fires, without crashing, for schemas that do not compile: remote or dangling refs, bad keywords, too large', async () => {
    const schemas: unknown[] = [
      { $ref: 'https://example.com/evil.json' },
      { $ref: '#/$defs/missing' },
      { type: 'not-a-type' },
      { enum: ['x'.repeat(UNTRUSTED_SCHEMA_MAX_BYTES)] },
    ];
    for (const [i, schema] of schemas.entries()) {
      const value = packet(`hof_${i}`, 'researcher', `agent${i}`, T0);
      (value.metadata as Json).output_schema = schema;
      await writePacket(value);
    }
    const report = await run();
    const failing = report.findings.filter((f) => f.rule === 'packet-payload-schema');
    expect(failing.map((f) => f.pointer)).toEqual(Array(4).fill('/metadata/output_schema'));
    for (const f of failing) expect(f.message).toContain('cannot be used');
  });
  it('treats $data as a literal value, not a reference', async () => {
    const value = packet('hof_1', 'researcher', 'analyst', T0);
    value.payload = { a: 1, b: 1 };
    (value.metadata as Json).output_schema = { properties: { a: { const: { $data: '1/b' } } } };
    await writePacket(value);
    expect((await run()).findings).toMatchObject([
      { rule: 'packet-payload-schema', pointer: '/payload/a' },
    ]);
  });
  it('does not fire when the payload satisfies its schema, or when there is no schema', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    const bare = packet('hof_2', 'researcher', 'writer', T0);
    delete bare.metadata;
    await writePacket(bare);
    expect(rules(await run())).not.toContain('packet-payload-schema');
  });
});

describe('packet-unacknowledged', () => {
  it('fires when no .ack sits beside the packet', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack: null });
    expect((await run()).findings).toMatchObject([
      {
        rule: 'packet-unacknowledged',
        // Seed 004: the sender raises TimeoutError when no acknowledgment comes.
        severity: 'error',
        path: 'agent-inboxes/analyst/hof_1.json',
        passport_id: 'hof_1',
      },
    ]);
  });
  it('does not fire when the .ack exists', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    expect(rules(await run())).not.toContain('packet-unacknowledged');
  });
});

/** A ready acknowledgment of `id` by `agent`, ten seconds after T0. */
const ackBy = (id: string, agent: string) => ({
  handoff_id: id,
  acknowledged_by: agent,
  timestamp: shift(T0, 10),
  ready_to_proceed: true,
});

describe('packet-ack-invalid', () => {
  const base = {
    handoff_id: 'hof_1',
    acknowledged_by: 'analyst',
    timestamp: shift(T0, 10),
    ready_to_proceed: true,
  };
  const cases: [string, Json | string, string | undefined][] = [
    ['not JSON', '{"handoff_id": "hof_1",', undefined],
    ['names another handoff', { ...base, handoff_id: 'hof_9' }, '/handoff_id'],
    ['is not ready to proceed', { ...base, ready_to_proceed: false }, '/ready_to_proceed'],
    ['predates the packet', { ...base, timestamp: shift(T0, -1) }, '/timestamp'],
    [
      'misses a required field',
      { handoff_id: 'hof_1', acknowledged_by: 'analyst', timestamp: shift(T0, 10) },
      '',
    ],
    [
      'misses acknowledged_by',
      { handoff_id: 'hof_1', timestamp: shift(T0, 10), ready_to_proceed: true },
      '',
    ],
    [
      'is by another agent than the receiver',
      { ...base, acknowledged_by: 'writer' },
      '/acknowledged_by',
    ],
  ];
  it.each(cases)('fires when the ack %s, anchored in the .ack', async (_label, ack, pointer) => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack });
    const report = await run();
    const found = report.findings.filter((f) => f.rule === 'packet-ack-invalid');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      path: 'agent-inboxes/analyst/hof_1.ack',
      passport_id: 'hof_1',
      line: expect.any(Number),
    });
    if (pointer !== undefined) expect(found[0]?.pointer).toBe(pointer);
    // The finding counts against the packet's status.
    expect(report.handoffs).toMatchObject([
      { path: 'agent-inboxes/analyst/hof_1.json', status: 'fail', errors: 1 },
    ]);
  });
  it('fires when the .ack is a directory', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack: null });
    await mkdir(repo.abs('agent-inboxes/analyst/hof_1.ack'));
    expect(rules(await run())).toEqual(['packet-ack-invalid']);
  });
  it('does not fire for a matching, ready, later ack', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack: base });
    expect((await run()).findings).toEqual([]);
  });
});

describe('packet-stale', () => {
  it('fires when the ack came later than the allowed age (default 300 s)', async () => {
    const ack = { ...ackBy('hof_1', 'analyst'), timestamp: shift(T0, 301) };
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack });
    expect((await run()).findings).toMatchObject([
      {
        rule: 'packet-stale',
        // Seed 004: validate_handoff raises ValueError for a stale handoff.
        severity: 'error',
        path: 'agent-inboxes/analyst/hof_1.ack',
        pointer: '/timestamp',
      },
    ]);
  });
  it('follows packet-max-age-seconds, and does not fire within the window', async () => {
    const ack = { ...ackBy('hof_1', 'analyst'), timestamp: shift(T0, 300) };
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0), { ack });
    expect(rules(await run())).toEqual([]);
    expect(rules(await run({ packetMaxAgeSeconds: 60 }))).toEqual(['packet-stale']);
  });
  it('compares with the packet, never with the wall clock', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', '2001-01-01T00:00:00Z'));
    expect(rules(await run())).toEqual([]);
  });
});

describe('packet-conflict', () => {
  it('fires on a change of sender, ordered by time rather than by file name', async () => {
    await writePacket(packet('hof_b', 'researcher', 'analyst', T0));
    await writePacket(packet('hof_a', 'reviewer', 'analyst', shift(T0, 30)));
    const conflicts = (await run()).findings.filter((f) => f.rule === 'packet-conflict');
    expect(conflicts).toMatchObject([
      { path: 'agent-inboxes/analyst/hof_a.json', pointer: '/from_agent', passport_id: 'hof_a' },
    ]);
    expect(conflicts[0]?.message).toContain('source mismatch');
  });
  it('fires on a version downgrade', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0, { version: 3 }));
    await writePacket(packet('hof_2', 'researcher', 'analyst', shift(T0, 30), { version: 2 }));
    const conflicts = (await run()).findings.filter((f) => f.rule === 'packet-conflict');
    expect(conflicts).toMatchObject([
      { path: 'agent-inboxes/analyst/hof_2.json', pointer: '/version' },
    ]);
    expect(conflicts[0]?.message).toContain('version downgrade');
  });
  it('does not fire across inboxes, or for one sender with rising versions', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0, { version: 1 }));
    await writePacket(packet('hof_2', 'researcher', 'analyst', shift(T0, 30), { version: 2 }));
    await writePacket(packet('hof_3', 'reviewer', 'writer', shift(T0, 40)));
    expect(rules(await run())).toEqual([]);
  });
  it('in changed mode, a changed packet re-checks the ordering of its whole inbox', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    await writePacket(packet('hof_2', 'reviewer', 'analyst', shift(T0, 30)));
    await writePacket(packet('hof_0', 'researcher', 'analyst', shift(T0, -30)));
    await writePacket(packet('hof_9', 'reviewer', 'writer', T0), { ack: null });
    const report = await run({}, ['agent-inboxes/analyst/hof_0.json']);
    // The conflict sits on an unchanged packet; the writer inbox is out of scope.
    expect(report.findings.map((f) => `${f.rule} ${f.path}`)).toEqual([
      'packet-conflict agent-inboxes/analyst/hof_2.json',
    ]);
    expect(report.handoffs.map((h) => [h.path, h.status])).toEqual([
      ['agent-inboxes/analyst/hof_0.json', 'pass'],
      ['agent-inboxes/analyst/hof_2.json', 'fail'],
    ]);
  });
  it('in changed mode, a deleted packet or a changed .ack brings its inbox or packet into scope', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    await writePacket(packet('hof_2', 'reviewer', 'analyst', shift(T0, 30)), {
      ack: { ...ackBy('hof_2', 'analyst'), timestamp: shift(T0, 400) },
    });
    const deleted = await run({}, ['agent-inboxes/analyst/hof_gone.json']);
    expect(rules(deleted)).toEqual(['packet-conflict']);
    const acked = await run({}, ['agent-inboxes/analyst/hof_2.ack']);
    expect(rules(acked).sort()).toEqual(['packet-conflict', 'packet-stale']);
    const elsewhere = await run({}, ['README.md']);
    expect(rules(elsewhere)).toEqual(['scope-empty']);
  });
});

describe('packet-next-agent', () => {
  it('fires when next_steps.agent differs from to_agent', async () => {
    await writePacket(
      packet('hof_1', 'researcher', 'analyst', T0, {
        next_steps: { agent: 'writer', action: 'draft' },
      }),
    );
    expect((await run()).findings).toMatchObject([
      { rule: 'packet-next-agent', severity: 'warning', pointer: '/next_steps/agent' },
    ]);
  });
  it('does not fire when they agree', async () => {
    await writePacket(packet('hof_1', 'researcher', 'analyst', T0));
    expect(rules(await run())).not.toContain('packet-next-agent');
  });
});
