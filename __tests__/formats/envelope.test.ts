import { symlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import type { AuditReport } from '../../src/core/report-model.js';
import {
  CANONICAL_MAX_PASSES,
  checkEnvelopeBytes,
  type EnvelopeGraphView,
} from '../../src/formats/envelope.js';
import { TempRepo } from '../helpers/repo.js';

type Envelope = Record<string, unknown>;

/** A clean envelope: detector executed with its summary, nothing else claimed. */
function cleanEnvelope(): Envelope {
  return {
    intent: 'detect',
    source_kind: 'pasted_text',
    context_mode: 'general',
    protected_constraints: ['facts', 'numbers'],
    execution_evidence: { detector: 'executed', mutation: 'not_requested', verifier: 'not_run' },
    detector_summary: { score: 0.4, label: 'mixed', issue_types: ['filler_phrases'] },
    risk_flags: { consequential_authorship_claim: false, human_representation_sensitive: false },
    pass: { index: 1, max: 2 },
  };
}

/** An envelope after a verification, on pass `index` of 2. */
function verifiedEnvelope(status: 'PASS' | 'FAIL', index: number, extra: Envelope = {}): Envelope {
  return {
    ...cleanEnvelope(),
    intent: 'edit_file',
    source_kind: 'named_file',
    execution_evidence: { detector: 'executed', mutation: 'executed', verifier: 'executed' },
    verification_summary: {
      status,
      blocking_errors: status === 'FAIL' ? ['a number changed'] : [],
      warnings: [],
    },
    pass: { index, max: 2 },
    ...extra,
  };
}

const encode = (value: unknown) => new TextEncoder().encode(stringify(value));
const check = (value: unknown, graph: EnvelopeGraphView | null = null) =>
  checkEnvelopeBytes('e.handoff.yaml', encode(value), graph).findings;
const rulesOf = (findings: { rule: string }[]) => findings.map((f) => f.rule);

const graphView = (skills: string[]): EnvelopeGraphView => ({
  paths: ['skill-graph.yaml'],
  hasSkill: (s) => skills.includes(s),
});
const ROUTER = 'avoid-ai-writing-router';

describe('clean envelopes', () => {
  it('raise nothing', () => {
    expect(check(cleanEnvelope())).toEqual([]);
    expect(check(verifiedEnvelope('PASS', 2))).toEqual([]);
    expect(check(verifiedEnvelope('FAIL', 1, { next_action: 'file-edit-in-place' }))).toEqual([]);
  });
});

describe('envelope-invalid-yaml', () => {
  it('fires on a syntax error and on a duplicate key, with line and column', () => {
    const broken = checkEnvelopeBytes(
      'e.handoff.yaml',
      new TextEncoder().encode('intent: detect\n  bad: [\n'),
    );
    expect(broken.findings).toMatchObject([
      { rule: 'envelope-invalid-yaml', line: expect.any(Number) },
    ]);
    const duplicate = checkEnvelopeBytes(
      'e.handoff.yaml',
      new TextEncoder().encode(`${stringify(cleanEnvelope())}intent: rewrite\n`),
    );
    expect(duplicate.findings).toHaveLength(1);
    expect(duplicate.findings[0]).toMatchObject({ rule: 'envelope-invalid-yaml', column: 1 });
    expect(duplicate.findings[0]?.message).toContain('repeats the key "intent"');
  });
  it('does not fire on valid YAML', () => {
    expect(rulesOf(check(cleanEnvelope()))).not.toContain('envelope-invalid-yaml');
  });
});

describe('envelope-schema', () => {
  it('fires once per violation with its pointer and line', () => {
    const value = cleanEnvelope();
    value.intent = 'summarize';
    (value.execution_evidence as Envelope).verifier = 'ran';
    value.protected_constraints = ['facts', 'vibes'];
    value.next_acton = 'typo';
    delete value.pass;
    const findings = check(value).filter((f) => f.rule === 'envelope-schema');
    expect(findings.map((f) => f.pointer).sort()).toEqual([
      '',
      '/execution_evidence/verifier',
      '/intent',
      '/next_acton',
      '/protected_constraints/1',
    ]);
    for (const f of findings) expect(f.line).toBeGreaterThan(0);
    expect(findings.find((f) => f.pointer === '/intent')?.line).toBe(1);
  });
  it('fires when the document is not a mapping', () => {
    expect(rulesOf(check(['a', 'b']))).toEqual(['envelope-schema']);
  });
  it('does not fire on a clean envelope', () => {
    expect(rulesOf(check(cleanEnvelope()))).not.toContain('envelope-schema');
  });
});

describe('envelope-unobserved', () => {
  it('fires when a stage claims executed without its summary', () => {
    const value = cleanEnvelope();
    delete value.detector_summary;
    expect(check(value)).toMatchObject([
      { rule: 'envelope-unobserved', pointer: '/execution_evidence/detector' },
    ]);
    const verifier = verifiedEnvelope('PASS', 1);
    delete verifier.verification_summary;
    expect(check(verifier)).toMatchObject([
      { rule: 'envelope-unobserved', pointer: '/execution_evidence/verifier' },
    ]);
  });
  it('fires on an empty summary for an executed stage', () => {
    const value = cleanEnvelope();
    value.detector_summary = { issue_types: [] };
    expect(rulesOf(check(value))).toEqual(['envelope-unobserved']);
  });
  it('fires when a summary is filled in for a stage that did not run', () => {
    const value = cleanEnvelope();
    value.verification_summary = { status: 'PASS' };
    expect(check(value)).toMatchObject([
      { rule: 'envelope-unobserved', pointer: '/verification_summary' },
    ]);
  });
  it('does not fire for model_only without a summary, or not_run without one', () => {
    const value = cleanEnvelope();
    value.execution_evidence = {
      detector: 'model_only',
      mutation: 'not_requested',
      verifier: 'not_run',
    };
    delete value.detector_summary;
    expect(check(value)).toEqual([]);
  });
});

describe('envelope-pass-limit', () => {
  it('fires for index below 1, index beyond max, and max above the canonical two', () => {
    const low = { ...cleanEnvelope(), pass: { index: 0, max: 2 } };
    expect(check(low)).toMatchObject([{ rule: 'envelope-pass-limit', pointer: '/pass/index' }]);
    const beyond = { ...cleanEnvelope(), pass: { index: 2, max: 1 } };
    expect(check(beyond)).toMatchObject([{ rule: 'envelope-pass-limit', pointer: '/pass/index' }]);
    const many = { ...cleanEnvelope(), pass: { index: 1, max: CANONICAL_MAX_PASSES + 1 } };
    expect(check(many)).toMatchObject([{ rule: 'envelope-pass-limit', pointer: '/pass/max' }]);
  });
  it('does not fire within the limits', () => {
    expect(check({ ...cleanEnvelope(), pass: { index: 2, max: 2 } })).toEqual([]);
    expect(check({ ...cleanEnvelope(), pass: { index: 1, max: 1 } })).toEqual([]);
  });
});

describe('envelope-unrepaired-fail', () => {
  it('fires when the last pass FAILed and next_action cycles again', () => {
    const value = verifiedEnvelope('FAIL', 2, { next_action: 'file-edit-in-place' });
    expect(check(value)).toMatchObject([
      { rule: 'envelope-unrepaired-fail', pointer: '/next_action' },
    ]);
    // The last allowed pass is min(pass.max, 2).
    const single = verifiedEnvelope('FAIL', 1, {
      next_action: 'file-edit-in-place',
      pass: { index: 1, max: 1 },
    });
    expect(rulesOf(check(single))).toEqual(['envelope-unrepaired-fail']);
  });
  it('fires when the next skill is not the router, even with a reason', () => {
    const value = verifiedEnvelope('FAIL', 2, {
      next_action: 'file-edit-in-place',
      return_to_router_reason: 'unresolved',
    });
    const graph = graphView(['file-edit-in-place', ROUTER]);
    expect(rulesOf(check(value, graph)).sort()).toEqual([
      'envelope-return-to-router',
      'envelope-unrepaired-fail',
    ]);
  });
  it('fires when a skill that routes, but is not the router, gets the failure', () => {
    // A ROUTE edge does not make a router: only avoid-ai-writing-router is one.
    const value = verifiedEnvelope('FAIL', 2, {
      next_action: 'router',
      return_to_router_reason: 'unresolved preservation error',
    });
    expect(rulesOf(check(value, graphView(['router'])))).toContain('envelope-unrepaired-fail');
  });
  it('does not fire when it stops, or returns to the router with a reason', () => {
    expect(check(verifiedEnvelope('FAIL', 2))).toEqual([]);
    const back = verifiedEnvelope('FAIL', 2, {
      next_action: ROUTER,
      return_to_router_reason: 'unresolved preservation error',
    });
    expect(check(back, graphView([ROUTER]))).toEqual([]);
    expect(check(back)).toEqual([]);
  });
  it('fires when an earlier FAIL goes to another skill than its repair owner', () => {
    // A named file is repaired by the file editor, returned text by the rewriter.
    const toRewriter = verifiedEnvelope('FAIL', 1, { next_action: 'voice-preserving-rewriter' });
    const findings = check(toRewriter);
    expect(findings).toMatchObject([{ rule: 'envelope-unrepaired-fail', pointer: '/next_action' }]);
    expect(findings[0]?.message).toContain('Set next_action: file-edit-in-place');
    const toDetector = verifiedEnvelope('FAIL', 1, { next_action: 'ai-writing-detector' });
    expect(rulesOf(check(toDetector))).toEqual(['envelope-unrepaired-fail']);
    const pasted = verifiedEnvelope('FAIL', 1, {
      source_kind: 'pasted_text',
      next_action: 'file-edit-in-place',
    });
    expect(rulesOf(check(pasted))).toEqual(['envelope-unrepaired-fail']);
  });
  it('does not fire when an earlier FAIL goes to its repair owner, or back to the router', () => {
    expect(check(verifiedEnvelope('FAIL', 1, { next_action: 'file-edit-in-place' }))).toEqual([]);
    const pasted = verifiedEnvelope('FAIL', 1, {
      source_kind: 'pasted_text',
      next_action: 'voice-preserving-rewriter',
    });
    expect(check(pasted)).toEqual([]);
    const pair = verifiedEnvelope('FAIL', 1, {
      source_kind: 'before_after_pair',
      next_action: 'voice-preserving-rewriter',
    });
    expect(check(pair)).toEqual([]);
    const back = verifiedEnvelope('FAIL', 1, {
      next_action: ROUTER,
      return_to_router_reason: 'requested_capability_unavailable',
    });
    expect(check(back)).toEqual([]);
  });
});

describe('envelope-fail-no-blocking-errors', () => {
  it('fires for a FAIL whose blocking_errors is empty or absent', () => {
    const empty = verifiedEnvelope('FAIL', 2);
    (empty.verification_summary as Envelope).blocking_errors = [];
    expect(check(empty)).toMatchObject([
      {
        rule: 'envelope-fail-no-blocking-errors',
        pointer: '/verification_summary/blocking_errors',
      },
    ]);
    const absent = verifiedEnvelope('FAIL', 2);
    delete (absent.verification_summary as Envelope).blocking_errors;
    expect(check(absent)).toMatchObject([
      { rule: 'envelope-fail-no-blocking-errors', pointer: '/verification_summary/status' },
    ]);
  });
  it('does not fire for a FAIL with its blocking items, nor for a PASS without any', () => {
    expect(check(verifiedEnvelope('FAIL', 2))).toEqual([]);
    expect(check(verifiedEnvelope('PASS', 2))).toEqual([]);
  });
});

describe('envelope-return-to-router', () => {
  it('fires when a return_to_router_reason hands control to another skill', () => {
    const value = {
      ...cleanEnvelope(),
      next_action: 'ai-writing-detector',
      return_to_router_reason: 'fresh_signal_collection_needed',
    };
    const findings = check(value);
    expect(findings).toMatchObject([
      { rule: 'envelope-return-to-router', pointer: '/next_action' },
    ]);
    expect(findings[0]?.message).toContain(`Set next_action: ${ROUTER}`);
  });
  it('does not fire when the reason goes with the router, or with no next_action', () => {
    const reason = { return_to_router_reason: 'fresh_signal_collection_needed' };
    expect(check({ ...cleanEnvelope(), ...reason, next_action: ROUTER })).toEqual([]);
    expect(check({ ...cleanEnvelope(), ...reason })).toEqual([]);
    expect(check({ ...cleanEnvelope(), next_action: 'ai-writing-detector' })).toEqual([]);
  });
});

describe('envelope-guard-identity', () => {
  const prompt = (constraints: string[], sensitive: boolean): Envelope => ({
    ...cleanEnvelope(),
    intent: 'rewrite',
    source_kind: 'visual_prompt',
    protected_constraints: constraints,
    risk_flags: {
      consequential_authorship_claim: false,
      human_representation_sensitive: sensitive,
    },
  });
  it('fires for a sensitive visual prompt that does not protect identity', () => {
    expect(check(prompt(['facts'], true))).toMatchObject([
      { rule: 'envelope-guard-identity', pointer: '/protected_constraints' },
    ]);
  });
  it('does not fire when identity is protected, or the prompt describes no people', () => {
    expect(check(prompt(['facts', 'identity_and_cultural_specificity'], true))).toEqual([]);
    expect(check(prompt(['facts'], false))).toEqual([]);
    const text = { ...prompt(['facts'], true), source_kind: 'pasted_text' };
    expect(check(text)).toEqual([]);
  });
});

describe('where an envelope sends control by its own intent (seed 002, issue 36 item 4)', () => {
  const REVIEWER = 'false-positive-reviewer';
  const DETECTOR = 'ai-writing-detector';
  const REWRITER = 'voice-preserving-rewriter';
  const EDITOR = 'file-edit-in-place';
  const VERIFIER = 'preservation-verifier';
  /** An interpretation that carries the detector's signals, handed to `next` (or stopping). */
  const interpreting = (next?: string, extra: Envelope = {}): Envelope => ({
    ...cleanEnvelope(),
    intent: 'interpret',
    ...(next === undefined ? {} : { next_action: next }),
    ...extra,
  });
  const detecting = (next?: string): Envelope => ({
    ...cleanEnvelope(),
    ...(next === undefined ? {} : { next_action: next }),
  });

  it.each([REWRITER, EDITOR, VERIFIER, 'avoid-ai-writing'])(
    'envelope-interpretation-unescalated: interpret with detector signals handed to %s',
    (next) => {
      const findings = check(interpreting(next));
      expect(rulesOf(findings)).toEqual(['envelope-interpretation-unescalated']);
      expect(findings[0]).toMatchObject({ pointer: '/next_action' });
      expect(findings[0]?.line).toBeGreaterThan(0);
      expect(findings[0]?.message).toContain(`Set next_action: ${REVIEWER}`);
    },
  );
  it('counts as signals a model_only detector, or a filled summary, as well as an executed one', () => {
    const modelOnly = interpreting(REWRITER, {
      execution_evidence: {
        detector: 'model_only',
        mutation: 'not_requested',
        verifier: 'not_run',
      },
    });
    delete modelOnly.detector_summary;
    expect(rulesOf(check(modelOnly))).toEqual(['envelope-interpretation-unescalated']);
    const summaryOnly = interpreting(REWRITER, {
      execution_evidence: { detector: 'not_run', mutation: 'not_requested', verifier: 'not_run' },
    });
    // A filled summary of a stage that did not run is its own finding, and still signals.
    expect(rulesOf(check(summaryOnly))).toEqual([
      'envelope-unobserved',
      'envelope-interpretation-unescalated',
    ]);
  });
  it('an interpretation goes to the reviewer, back to the router, to the detector for fresh signals, or stops', () => {
    for (const next of [REVIEWER, DETECTOR, undefined])
      expect(check(interpreting(next))).toEqual([]);
    expect(
      check(interpreting(ROUTER, { return_to_router_reason: 'fresh_signal_collection_needed' })),
    ).toEqual([]);
  });

  it.each([EDITOR, REWRITER])(
    'envelope-mutation-unrouted: a detect envelope handed to %s (read-only to mutation)',
    (next) => {
      const findings = check(detecting(next));
      expect(rulesOf(findings)).toEqual(['envelope-mutation-unrouted']);
      expect(findings[0]).toMatchObject({ pointer: '/next_action' });
      expect(findings[0]?.message).toContain(`Set next_action: ${ROUTER}`);
    },
  );
  it('envelope-mutation-unrouted: an interpretation with no signals yet handed to a mutation owner', () => {
    const bare = interpreting(EDITOR, {
      execution_evidence: { detector: 'not_run', mutation: 'not_requested', verifier: 'not_run' },
    });
    delete bare.detector_summary;
    expect(rulesOf(check(bare))).toEqual(['envelope-mutation-unrouted']);
  });
  it('a detection feeds a mutation the intent requests, and goes anywhere read-only', () => {
    for (const intent of ['rewrite', 'edit_file', 'multi_stage'])
      expect(check({ ...detecting(EDITOR), intent })).toEqual([]);
    for (const next of [DETECTOR, REVIEWER, VERIFIER, ROUTER, undefined])
      expect(check(detecting(next))).toEqual([]);
    // REPAIR: a verify envelope's FAIL goes to its repair owner (not read-only here).
    expect(check(verifiedEnvelope('FAIL', 1, { intent: 'verify', next_action: EDITOR }))).toEqual(
      [],
    );
  });
});

describe('graph-unknown-skill on next_action', () => {
  it('fires when the governing graph does not declare the skill', () => {
    const value = { ...cleanEnvelope(), next_action: 'ghost-skill' };
    const findings = check(value, graphView(['ai-writing-detector']));
    expect(findings).toMatchObject([{ rule: 'graph-unknown-skill', pointer: '/next_action' }]);
    expect(findings[0]?.message).toContain('"ghost-skill"');
  });
  it('does not fire for a declared skill, or without a graph', () => {
    const value = { ...cleanEnvelope(), next_action: 'ai-writing-detector' };
    expect(check(value, graphView(['ai-writing-detector']))).toEqual([]);
    expect(check({ ...cleanEnvelope(), next_action: 'ghost-skill' })).toEqual([]);
  });
});

/** A clean envelope that claims no execution, so no host record is needed. */
const modelOnly = (): Envelope => ({
  ...cleanEnvelope(),
  execution_evidence: { detector: 'model_only', mutation: 'not_requested', verifier: 'not_run' },
});

describe('through the audit pipeline', () => {
  let repo: TempRepo;
  beforeEach(async () => {
    repo = await TempRepo.create();
  });
  afterEach(async () => {
    await repo.remove();
  });
  const run = (changedFiles: string[] | null = null) =>
    audit({ root: repo.root, config: { ...DEFAULT_CONFIG }, changedFiles });
  const rules = (report: AuditReport) => report.findings.map((f) => `${f.rule} ${f.path}`);
  const graph = (skills: string[]) =>
    stringify({
      skills: skills.map((name) => ({ name, owns: `decisions of ${name}` })),
      edges: [{ from: skills[0], to: skills[1], type: 'GUARD' }],
    });

  it('checks next_action against the nearest graph above the envelope', async () => {
    await repo.write('flows/skill-graph.yaml', graph(['router', 'detector']));
    await repo.write('flows/inner/skill-graph.yaml', graph(['router', 'rewriter']));
    await repo.write(
      'flows/a.handoff.yaml',
      stringify({ ...modelOnly(), next_action: 'detector' }),
    );
    await repo.write(
      'flows/inner/deeper/b.handoff.yml',
      stringify({ ...modelOnly(), next_action: 'detector' }),
    );
    const report = await run();
    expect(rules(report)).toEqual(['graph-unknown-skill flows/inner/deeper/b.handoff.yml']);
    expect(report.findings[0]).toMatchObject({ line: expect.any(Number), pointer: '/next_action' });
    expect(report.handoffs.map((h) => [h.kind, h.path, h.status])).toEqual([
      ['envelope', 'flows/a.handoff.yaml', 'pass'],
      ['envelope', 'flows/inner/deeper/b.handoff.yml', 'fail'],
      ['skill-graph', 'flows/inner/skill-graph.yaml', 'pass'],
      ['skill-graph', 'flows/skill-graph.yaml', 'pass'],
    ]);
    expect(report.summary.passed).toBe(false);
  });

  it('in changed mode, a changed graph re-audits the envelopes below it', async () => {
    await repo.write('flows/skill-graph.yaml', graph(['router', 'rewriter']));
    await repo.write(
      'flows/a.handoff.yaml',
      stringify({ ...modelOnly(), next_action: 'detector' }),
    );
    await repo.write(
      'other/b.handoff.yaml',
      stringify({ ...modelOnly(), pass: { index: 0, max: 2 } }),
    );
    const byGraph = await run(['flows/skill-graph.yaml']);
    expect(rules(byGraph)).toEqual(['graph-unknown-skill flows/a.handoff.yaml']);
    expect(byGraph.handoffs.map((h) => h.path)).toEqual([
      'flows/a.handoff.yaml',
      'flows/skill-graph.yaml',
    ]);
  });

  it('in changed mode, a changed envelope reads its graph without reporting on it', async () => {
    await repo.write(
      'flows/skill-graph.yaml',
      stringify({
        skills: [
          { name: 'router', owns: 'x' },
          { name: 'detector', owns: 'x' },
        ],
        edges: [],
      }),
    );
    await repo.write('flows/a.handoff.yaml', stringify({ ...modelOnly(), next_action: 'ghost' }));
    const report = await run(['flows/a.handoff.yaml']);
    // graph-shared-ownership in the unchanged graph is not reported; the envelope is still checked against it.
    expect(rules(report)).toEqual(['graph-unknown-skill flows/a.handoff.yaml']);
    expect(report.handoffs.map((h) => h.path)).toEqual(['flows/a.handoff.yaml']);
    expect(report.scope.mode).toBe('changed');
  });

  it('refuses an envelope that is a symlink leading outside the root', async () => {
    const outside = await TempRepo.create('pg-outside-');
    try {
      await outside.write('secret.handoff.yaml', stringify(modelOnly()));
      await symlink(outside.abs('secret.handoff.yaml'), repo.abs('linked.handoff.yaml'));
      expect(rules(await run())).toEqual(['path-outside-root linked.handoff.yaml']);
    } finally {
      await outside.remove();
    }
  });

  it('reports an unreadable envelope instead of crashing', async () => {
    await repo.write('a.handoff.yaml', new Uint8Array([0x61, 0x3a, 0x20, 0xff]));
    expect(rules(await run())).toEqual(['envelope-invalid-yaml a.handoff.yaml']);
  });
});
