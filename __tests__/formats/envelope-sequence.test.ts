/**
 * The router envelope rules that need more than one envelope's bytes: the order of a
 * directory's envelopes and the return-to-router semantics between consecutive ones
 * (envelope-sequence.ts), and host execution evidence for `executed` (the passports and
 * acknowledged packets of the repository). Through the audit pipeline on repositories built here.
 */
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import { checkEnvelopeSequence, sequenceNumberOf } from '../../src/formats/envelope-sequence.js';
import { TempRepo } from '../helpers/repo.js';

type Envelope = Record<string, unknown>;

const ROUTER = 'avoid-ai-writing-router';
const DETECTOR = 'ai-writing-detector';
const EDITOR = 'file-edit-in-place';
const VERIFIER = 'preservation-verifier';
const REVIEWER = 'false-positive-reviewer';

/** An envelope of a named-file run that claims no execution. */
function envelope(extra: Envelope = {}): Envelope {
  return {
    intent: 'multi_stage',
    source_kind: 'named_file',
    source_ref: 'docs/methods.md',
    context_mode: 'technical',
    protected_constraints: ['facts', 'numbers'],
    execution_evidence: { detector: 'not_run', mutation: 'not_run', verifier: 'not_run' },
    risk_flags: { consequential_authorship_claim: false, human_representation_sensitive: false },
    pass: { index: 1, max: 2 },
    ...extra,
  };
}

/** A FAIL on `index` handed to `next` (or stopping). */
const failed = (index: number, next?: string): Envelope =>
  envelope({
    execution_evidence: { detector: 'model_only', mutation: 'not_run', verifier: 'model_only' },
    verification_summary: { status: 'FAIL', blocking_errors: ['a number changed'], warnings: [] },
    pass: { index, max: 2 },
    ...(next ? { next_action: next } : {}),
  });

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-envelope-seq-');
});
afterEach(async () => {
  await repo.remove();
});

const run = (changedFiles: string[] | null = null) =>
  audit({ root: repo.root, config: { ...DEFAULT_CONFIG }, changedFiles });
const found = (report: AuditReport) =>
  report.findings.map((f) => `${f.rule} ${f.path}${f.pointer ? ` ${f.pointer}` : ''}`);
/** Writes the envelopes of one directory, named as given. */
async function writeRun(dir: string, envelopes: Record<string, Envelope>): Promise<void> {
  for (const [name, value] of Object.entries(envelopes))
    await repo.write(`${dir}/${name}.handoff.yaml`, stringify(value));
}

describe('the order of envelopes', () => {
  it('is the decimal number leading the file name, compared as a number', () => {
    expect(sequenceNumberOf('flows/07-detect.handoff.yaml')).toBe(7);
    expect(sequenceNumberOf('10_x.handoff.yaml')).toBe(10);
    expect(sequenceNumberOf('3.x.handoff.yaml')).toBe(3);
    expect(sequenceNumberOf('flows/route.handoff.yaml')).toBeNull();
    expect(sequenceNumberOf('flows/7detect.handoff.yaml')).toBeNull();
    // 9 before 10: an override between them is judged in that order, not the names'.
    const at = (p: string, value: Envelope) => ({
      path: p,
      value,
      locate: (pointer: string) => ({ pointer }),
    });
    const findings = checkEnvelopeSequence([
      at('10-b.handoff.yaml', envelope({ intent: 'rewrite' })),
      at('9-a.handoff.yaml', envelope({ next_action: DETECTOR })),
    ]);
    expect(findings).toMatchObject([
      { rule: 'envelope-bypasses-router', path: '10-b.handoff.yaml', pointer: '/intent' },
    ]);
  });
});

describe('envelope-unordered', () => {
  it('fires on each envelope of a shared directory without a number, or sharing one', async () => {
    await writeRun('flows', {
      '01-route': envelope({ next_action: DETECTOR }),
      '01-again': envelope({ next_action: DETECTOR }),
      detect: envelope(),
    });
    const report = await run();
    expect(found(report).sort()).toEqual([
      'envelope-unordered flows/01-route.handoff.yaml',
      'envelope-unordered flows/detect.handoff.yaml',
    ]);
    expect(report.summary.passed).toBe(false);
  });
  it('fires when pass.index goes back along the order without the router', async () => {
    await writeRun('flows', {
      '01-verified': failed(2, EDITOR),
      '02-repaired': envelope({ pass: { index: 1, max: 2 } }),
    });
    const report = await run();
    expect(found(report)).toContain(
      'envelope-unordered flows/02-repaired.handoff.yaml /pass/index',
    );
  });
  it('does not fire for one unnumbered envelope alone, numbered ones, or a restart by the router', async () => {
    await writeRun('single', { route: envelope({ next_action: DETECTOR }) });
    await writeRun('flows', {
      '1-route': envelope({ next_action: DETECTOR }),
      '2-detect': envelope({ pass: { index: 2, max: 2 }, next_action: ROUTER }),
      '10-again': envelope({ pass: { index: 1, max: 2 } }),
    });
    expect(found(await run())).toEqual([]);
  });
});

describe('envelope-bypasses-router', () => {
  const overrides: [string, Envelope, string][] = [
    [
      'read-only → mutation',
      { execution_evidence: { detector: 'not_run', mutation: 'not_run', verifier: 'not_run' } },
      '/execution_evidence/mutation',
    ],
    ['returned text → named file', { source_kind: 'pasted_text' }, '/source_kind'],
    ['signals → interpretation', { intent: 'interpret' }, '/intent'],
    ['a dropped constraint', { protected_constraints: ['facts'] }, '/protected_constraints'],
    ['pass.max', { pass: { index: 1, max: 1 } }, '/pass/max'],
  ];
  it.each(overrides)(
    'fires for %s made by a skill other than the router',
    async (_label, change, pointer) => {
      const first = envelope({
        intent: 'detect',
        execution_evidence: { detector: 'not_run', mutation: 'not_requested', verifier: 'not_run' },
        next_action: DETECTOR,
      });
      const base = { ...first, next_action: undefined };
      delete base.next_action;
      await writeRun('flows', { '01-route': first, '02-next': { ...base, ...change } });
      const report = await run();
      expect(found(report)).toEqual([
        `envelope-bypasses-router flows/02-next.handoff.yaml ${pointer}`,
      ]);
      expect(report.findings[0]?.message).toContain(
        `set next_action: ${ROUTER} with a return_to_router_reason`,
      );
    },
  );
  it('fires when the envelope the reviewer wrote hands on to another skill', async () => {
    await writeRun('flows', {
      '01-escalate': envelope({ next_action: REVIEWER }),
      '02-reviewed': envelope({ next_action: DETECTOR }),
    });
    expect(found(await run())).toEqual([
      'envelope-bypasses-router flows/02-reviewed.handoff.yaml /next_action',
    ]);
  });
  it('does not fire when the change goes through the router, after a stop, or changes nothing it owns', async () => {
    await writeRun('back', {
      '01-detected': envelope({ next_action: ROUTER, return_to_router_reason: 'intent_changed' }),
      '02-routed': envelope({ intent: 'interpret', next_action: REVIEWER }),
      '03-reviewed': envelope({
        intent: 'interpret',
        next_action: ROUTER,
        return_to_router_reason: 'fresh_signal_collection_needed',
      }),
    });
    await writeRun('stopped', {
      '01-done': envelope(),
      '02-new-goal': envelope({ source_kind: 'pasted_text' }),
    });
    await writeRun('same', {
      '01-route': envelope({ next_action: DETECTOR }),
      '02-detect': envelope({
        protected_constraints: ['facts', 'numbers', 'urls'],
        next_action: EDITOR,
      }),
    });
    expect(found(await run())).toEqual([]);
  });
  it('in changed mode, a changed envelope re-checks its directory, and the finding lands on an unchanged one', async () => {
    await writeRun('flows', {
      '01-route': envelope({ next_action: DETECTOR }),
      '02-next': envelope({ intent: 'rewrite' }),
    });
    await writeRun('other', {
      '01-a': envelope({ next_action: DETECTOR }),
      '02-b': envelope({ intent: 'rewrite' }),
    });
    const report = await run(['flows/01-route.handoff.yaml']);
    expect(found(report)).toEqual(['envelope-bypasses-router flows/02-next.handoff.yaml /intent']);
    expect(report.handoffs.map((h) => [h.path, h.status])).toEqual([
      ['flows/01-route.handoff.yaml', 'pass'],
      ['flows/02-next.handoff.yaml', 'fail'],
    ]);
    const deleted = await run(['flows/015-gone.handoff.yaml']);
    expect(found(deleted)).toEqual(['envelope-bypasses-router flows/02-next.handoff.yaml /intent']);
  });
});

describe('envelope-unrepaired-fail across envelopes', () => {
  it('fires when a second FAIL of one workflow goes to the repair owner again', async () => {
    await writeRun('flows', {
      '01-fail': failed(1, EDITOR),
      '02-fail-again': failed(1, EDITOR),
    });
    const report = await run();
    expect(found(report)).toEqual([
      'envelope-unrepaired-fail flows/02-fail-again.handoff.yaml /next_action',
    ]);
    expect(report.findings[0]?.message).toContain(
      'already requested in "flows/01-fail.handoff.yaml"',
    );
  });
  it('does not fire for one repair, nor for a second after the router restarted the workflow', async () => {
    await writeRun('once', {
      '01-fail': failed(1, EDITOR),
      '02-verified': envelope({ pass: { index: 2, max: 2 } }),
    });
    // 02 reports the FAIL to the router; the router's 03 starts over, with a repair of its own.
    await writeRun('restart', {
      '01-fail': failed(1, EDITOR),
      '02-report': {
        ...failed(1, ROUTER),
        return_to_router_reason: 'unresolved_preservation_error',
      },
      '03-fail': failed(1, EDITOR),
    });
    expect(found(await run())).toEqual([]);
  });
});

describe('envelope-execution-unevidenced', () => {
  const claims = (stage: 'detector' | 'mutation' | 'verifier', extra: Envelope = {}): Envelope => {
    const evidence: Record<string, string> = {
      detector: 'not_run',
      mutation: 'not_run',
      verifier: 'not_run',
    };
    evidence[stage] = 'executed';
    return envelope({
      execution_evidence: evidence,
      ...(stage === 'detector'
        ? { detector_summary: { score: 0.5, label: 'mixed', issue_types: [] } }
        : {}),
      ...(stage === 'verifier'
        ? { verification_summary: { status: 'PASS', blocking_errors: [], warnings: [] } }
        : {}),
      ...extra,
    });
  };
  /** An acknowledged packet from `from`, in an inbox of its own (ack as given, else ready and matching). */
  async function packetFrom(from: string, ack: Envelope = {}) {
    const to = `reader-of-${from}`;
    const packet = {
      handoff_id: `hof_${from}`,
      from_agent: from,
      to_agent: to,
      timestamp: '2026-06-15T14:15:30Z',
      payload: {},
      metadata: { output_schema: { type: 'object' } },
    };
    await repo.write(`agent-inboxes/${to}/hof_${from}.json`, JSON.stringify(packet));
    await repo.write(
      `agent-inboxes/${to}/hof_${from}.ack`,
      JSON.stringify({
        handoff_id: `hof_${from}`,
        acknowledged_by: to,
        timestamp: '2026-06-15T14:15:40Z',
        ready_to_proceed: true,
        ...ack,
      }),
    );
  }

  it.each(['detector', 'mutation', 'verifier'] as const)(
    'fires when %s says executed and no host record of its skill exists',
    async (stage) => {
      await repo.write('e.handoff.yaml', stringify(claims(stage)));
      const report = await run();
      expect(found(report)).toEqual([
        `envelope-execution-unevidenced e.handoff.yaml /execution_evidence/${stage}`,
      ]);
      expect(report.findings[0]?.message).toContain('no host record of a run of');
    },
  );
  it('is not satisfied by a filled summary, a packet the receiver did not confirm, or a passport of another skill', async () => {
    await repo.write('e.handoff.yaml', stringify(claims('detector')));
    await packetFrom(DETECTOR, { ready_to_proceed: false });
    await repo.write('results/other/x.txt', 'x');
    await repo.passport({
      dir: 'results/other',
      skill: 'some-other-skill',
      outputs: ['results/other/x.txt'],
    });
    expect(found(await run())).toContain(
      'envelope-execution-unevidenced e.handoff.yaml /execution_evidence/detector',
    );
  });
  it('fires for a named-file mutation that does not name its file', async () => {
    await packetFrom(EDITOR);
    const value = claims('mutation');
    delete value.source_ref;
    await repo.write('e.handoff.yaml', stringify(value));
    expect(found(await run())).toEqual([
      'envelope-execution-unevidenced e.handoff.yaml /execution_evidence/mutation',
    ]);
  });
  it('in changed mode, a change to a record of a run re-checks the unchanged envelopes it evidenced', async () => {
    await repo.write('flows/detect.handoff.yaml', stringify(claims('detector')));
    await packetFrom(DETECTOR);
    const inbox = `agent-inboxes/reader-of-${DETECTOR}`;
    expect(found(await run([`${inbox}/hof_${DETECTOR}.ack`]))).toEqual([]);
    // The pull request deletes the detector's packet: the envelope, unchanged, loses its evidence.
    await rm(repo.abs(`${inbox}/hof_${DETECTOR}.json`));
    await rm(repo.abs(`${inbox}/hof_${DETECTOR}.ack`));
    const deleted = await run([`${inbox}/hof_${DETECTOR}.json`, `${inbox}/hof_${DETECTOR}.ack`]);
    expect(found(deleted)).toEqual([
      'envelope-execution-unevidenced flows/detect.handoff.yaml /execution_evidence/detector',
    ]);
    expect(deleted.summary.passed).toBe(false);
    // A change elsewhere does not re-check it.
    expect(found(await run(['README.md']))).toEqual(['scope-empty ']);
  });
  it("does not fire with the stage skill's passport, or its acknowledged packet", async () => {
    await repo.write('detect/detect.handoff.yaml', stringify(claims('detector')));
    await repo.write('results/signals/signals.json', '{}');
    await repo.passport({
      dir: 'results/signals',
      skill: DETECTOR,
      outputs: ['results/signals/signals.json'],
    });
    await repo.write('flows/edit.handoff.yaml', stringify(claims('mutation')));
    await packetFrom(EDITOR);
    await repo.write(
      'flows/text/rewrite.handoff.yaml',
      stringify(claims('mutation', { source_kind: 'pasted_text' })),
    );
    await packetFrom('voice-preserving-rewriter');
    await repo.write('verify/verify.handoff.yaml', stringify(claims('verifier')));
    await packetFrom(VERIFIER);
    const report = await run();
    expect(report.findings.filter((f) => f.rule === 'envelope-execution-unevidenced')).toEqual([]);
  });
});
