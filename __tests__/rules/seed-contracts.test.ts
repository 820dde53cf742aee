/**
 * The seed 002 and 004 rules that issue 22 made errors (or notices), and the documented readings
 * of docs/rules.md it settled, each held twice: at the family level on facts built in memory,
 * and through the built CLI (dist/cli.js, `npm run bundle`) on the same repository written to
 * disk. Every case is a violation and its nearest valid neighbour, which must stay clean of the
 * rule. The fixtures are built by code (passports hash the bytes written).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { RuleFamily, RunFacts } from '../../src/rules/families/index.js';
import { fileAccess } from '../../src/rules/families/file-access.js';
import { handoffs } from '../../src/rules/families/handoffs.js';
import { outputDirectories } from '../../src/rules/families/output-directories.js';
import { judge, MemoryRepo } from '../helpers/facts.js';
import { sha256, TempRepo, type PassportSpec } from '../helpers/repo.js';

const exec = promisify(execFile);
const distCli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');

const ROUTER = 'avoid-ai-writing-router';
const DETECTOR = 'ai-writing-detector';
const EDITOR = 'file-edit-in-place';
const VERIFIER = 'preservation-verifier';
const REVIEWER = 'false-positive-reviewer';

/** A repository as files and passports, written the same way in memory and on disk. */
interface Fixture {
  files: Record<string, string>;
  passports?: PassportSpec[];
}

/** One case: the rule, the family that emits it, a violation with where it lands, and a neighbour. */
interface Case {
  rule: string;
  family: RuleFamily<RunFacts>;
  bad: Fixture;
  /** `path` or `path pointer` of each finding of `rule` on `bad`. */
  expected: string[];
  good: Fixture;
}

const yaml = (value: unknown) => stringify(value);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The seed's skills with their classes (one replaced by `skill`, by name), and the edges given. */
function graph(edges: Record<string, unknown>[], skill?: Record<string, unknown>) {
  const skills = [
    { name: ROUTER, owns: 'path selection and sequencing' },
    { name: DETECTOR, owns: 'signal collection' },
    { name: EDITOR, owns: 'authorized mutation of a named file' },
    { name: VERIFIER, owns: 'before/after preservation status' },
    { name: REVIEWER, owns: 'interpretation limits', terminal: true },
  ].map((s) => (skill && s.name === skill.name ? skill : s));
  return yaml({ skills, edges });
}
const graphWith = (skill: Record<string, unknown>, edges: Record<string, unknown>[] = []) =>
  graph(edges, skill);

/** An envelope of a named-file run that claims no execution. */
function envelope(extra: Record<string, unknown> = {}) {
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
const verified = (blocking: string[], next?: string) =>
  envelope({
    execution_evidence: { detector: 'not_run', mutation: 'not_run', verifier: 'model_only' },
    verification_summary: { status: 'FAIL', blocking_errors: blocking, warnings: [] },
    ...(next ? { next_action: next } : {}),
  });

/** A packet from `from` into `to`'s inbox, with its acknowledgment by `ackBy`. */
function packet(
  from: string,
  to: string,
  options: { ackBy?: string; schema?: boolean } = {},
): Record<string, string> {
  const id = `hof_${from}`;
  const value = {
    handoff_id: id,
    from_agent: from,
    to_agent: to,
    timestamp: '2026-06-15T14:15:30Z',
    payload: { status: 'done' },
    ...(options.schema === false ? {} : { metadata: { output_schema: { type: 'object' } } }),
    next_steps: { agent: to, action: 'continue' },
  };
  const ack = {
    handoff_id: id,
    acknowledged_by: options.ackBy ?? to,
    timestamp: '2026-06-15T14:15:41Z',
    ready_to_proceed: true,
  };
  return {
    [`agent-inboxes/${to}/${id}.json`]: json(value),
    [`agent-inboxes/${to}/${id}.ack`]: json(ack),
  };
}

const CASES: Case[] = [
  {
    rule: 'graph-terminal-outgoing',
    family: handoffs,
    // Item 8: the reviewer is terminal whatever the graph says (here: nothing).
    bad: {
      files: {
        'flows/skill-graph.yaml': graphWith({ name: REVIEWER, owns: 'interpretation limits' }, [
          { from: REVIEWER, to: DETECTOR, type: 'GUARD', max_reentries: 1 },
        ]),
      },
    },
    expected: ['flows/skill-graph.yaml /edges/0'],
    good: {
      files: {
        'flows/skill-graph.yaml': graphWith({ name: REVIEWER, owns: 'interpretation limits' }, [
          { from: REVIEWER, to: ROUTER, type: 'RETURN', max_reentries: 1 },
        ]),
      },
    },
  },
  {
    rule: 'graph-canonical-role',
    family: handoffs,
    // Item 8: the detector owns signal collection, not authorship conclusions.
    bad: {
      files: {
        'flows/skill-graph.yaml': graphWith({ name: DETECTOR, owns: 'authorship conclusions' }),
      },
    },
    expected: ['flows/skill-graph.yaml /skills/1/owns'],
    good: {
      files: {
        'flows/skill-graph.yaml': graphWith({
          name: DETECTOR,
          owns: 'signal collection, not authorship conclusions',
        }),
      },
    },
  },
  {
    rule: 'graph-edge-type',
    family: handoffs,
    // Item 9: a ROUTE starts at the router; a skill does not become one by having a ROUTE edge.
    bad: {
      files: { 'flows/skill-graph.yaml': graph([{ from: DETECTOR, to: EDITOR, type: 'ROUTE' }]) },
    },
    expected: ['flows/skill-graph.yaml /edges/0/from'],
    good: {
      files: { 'flows/skill-graph.yaml': graph([{ from: DETECTOR, to: EDITOR, type: 'FEED' }]) },
    },
  },
  {
    rule: 'envelope-fail-no-blocking-errors',
    family: handoffs,
    // Item 10: a FAIL carries its blocking items.
    bad: { files: { 'e.handoff.yaml': yaml(verified([])) } },
    expected: ['e.handoff.yaml /verification_summary/blocking_errors'],
    good: { files: { 'e.handoff.yaml': yaml(verified(['a number changed'])) } },
  },
  {
    rule: 'envelope-unrepaired-fail',
    family: handoffs,
    // Item 10: a FAIL ends in one repair (the named file's editor) or a reported failure.
    bad: { files: { 'e.handoff.yaml': yaml(verified(['a number changed'], DETECTOR)) } },
    expected: ['e.handoff.yaml /next_action'],
    good: { files: { 'e.handoff.yaml': yaml(verified(['a number changed'], EDITOR)) } },
  },
  {
    rule: 'envelope-unrepaired-fail',
    family: handoffs,
    // Item 10, across envelopes: the single repair, then stop (or report to the router).
    bad: {
      files: {
        'flows/01-fail.handoff.yaml': yaml(verified(['a number changed'], EDITOR)),
        'flows/02-fail-again.handoff.yaml': yaml(verified(['a number changed'], EDITOR)),
      },
    },
    expected: ['flows/02-fail-again.handoff.yaml /next_action'],
    good: {
      files: {
        'flows/01-fail.handoff.yaml': yaml(verified(['a number changed'], EDITOR)),
        'flows/02-fail-again.handoff.yaml': yaml(verified(['a number changed'])),
      },
    },
  },
  {
    rule: 'envelope-return-to-router',
    family: handoffs,
    // Item 11: a return_to_router_reason hands control to the router.
    bad: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            next_action: DETECTOR,
            return_to_router_reason: 'fresh_signal_collection_needed',
          }),
        ),
      },
    },
    expected: ['e.handoff.yaml /next_action'],
    good: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            next_action: ROUTER,
            return_to_router_reason: 'fresh_signal_collection_needed',
          }),
        ),
      },
    },
  },
  {
    rule: 'envelope-bypasses-router',
    family: handoffs,
    // Item 11: returned text ↔ named file goes through the router, across consecutive envelopes.
    bad: {
      files: {
        'flows/01-route.handoff.yaml': yaml(envelope({ next_action: DETECTOR })),
        'flows/02-detect.handoff.yaml': yaml(envelope({ source_kind: 'pasted_text' })),
      },
    },
    expected: ['flows/02-detect.handoff.yaml /source_kind'],
    good: {
      files: {
        'flows/01-route.handoff.yaml': yaml(
          envelope({ next_action: ROUTER, return_to_router_reason: 'source_changed' }),
        ),
        'flows/02-detect.handoff.yaml': yaml(envelope({ source_kind: 'pasted_text' })),
      },
    },
  },
  {
    rule: 'envelope-unordered',
    family: handoffs,
    // Item 11: the order of a directory's envelopes is their leading number.
    bad: {
      files: {
        'flows/route.handoff.yaml': yaml(envelope({ next_action: DETECTOR })),
        'flows/detect.handoff.yaml': yaml(envelope()),
      },
    },
    expected: ['flows/detect.handoff.yaml', 'flows/route.handoff.yaml'],
    good: {
      files: {
        'flows/01-route.handoff.yaml': yaml(envelope({ next_action: DETECTOR })),
        'flows/02-detect.handoff.yaml': yaml(envelope()),
      },
    },
  },
  {
    rule: 'envelope-guard-identity',
    family: handoffs,
    // Item 12: GUARD.
    bad: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            intent: 'rewrite',
            source_kind: 'visual_prompt',
            risk_flags: {
              consequential_authorship_claim: false,
              human_representation_sensitive: true,
            },
          }),
        ),
      },
    },
    expected: ['e.handoff.yaml /protected_constraints'],
    good: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            intent: 'rewrite',
            source_kind: 'visual_prompt',
            protected_constraints: ['facts', 'identity_and_cultural_specificity'],
            risk_flags: {
              consequential_authorship_claim: false,
              human_representation_sensitive: true,
            },
          }),
        ),
      },
    },
  },
  {
    rule: 'envelope-execution-unevidenced',
    family: handoffs,
    // Item 13: mutation: executed needs the host's record of the file editor's run.
    bad: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            execution_evidence: { detector: 'not_run', mutation: 'executed', verifier: 'not_run' },
          }),
        ),
        ...packet(DETECTOR, EDITOR),
      },
    },
    expected: ['e.handoff.yaml /execution_evidence/mutation'],
    good: {
      files: {
        'e.handoff.yaml': yaml(
          envelope({
            execution_evidence: { detector: 'not_run', mutation: 'executed', verifier: 'not_run' },
          }),
        ),
        ...packet(EDITOR, VERIFIER),
      },
    },
  },
  {
    rule: 'packet-ack-invalid',
    family: handoffs,
    // Item 14: the receiving agent acknowledges.
    bad: { files: packet(DETECTOR, EDITOR, { ackBy: 'analyst' }) },
    expected: [`agent-inboxes/${EDITOR}/hof_${DETECTOR}.ack /acknowledged_by`],
    good: { files: packet(DETECTOR, EDITOR) },
  },
  {
    rule: 'packet-payload-unvalidated',
    family: handoffs,
    // Item 15: no output_schema, nothing to validate the payload against.
    bad: { files: packet(DETECTOR, EDITOR, { schema: false }) },
    expected: [`agent-inboxes/${EDITOR}/hof_${DETECTOR}.json /payload`],
    good: { files: packet(DETECTOR, EDITOR) },
  },
];

/** Item 16: Windows-spelled paths out of the root are path-outside-root alone. */
const WINDOWS = ['C:\\x\\y.txt', '\\\\server\\share\\f', '..\\x'];
const listing = (extra: string): Fixture => ({
  files: { 'out/a.txt': 'a' },
  passports: [
    {
      dir: 'out',
      outputs: ['out/a.txt'],
      mutate: (p) => (p.outputs as unknown[]).push({ path: extra, sha256: sha256('x') }),
    },
  ],
});
for (const spelling of WINDOWS) {
  CASES.push({
    rule: 'path-outside-root',
    family: fileAccess,
    bad: listing(spelling),
    expected: ['out/out.passport.json /outputs/1/path'],
    good: { files: { 'out/a.txt': 'a' }, passports: [{ dir: 'out', outputs: ['out/a.txt'] }] },
  });
}

/** The findings of `rule` of one family on a fixture, built in memory. */
async function inMemory(family: RuleFamily<RunFacts>, fixture: Fixture) {
  const repo = new MemoryRepo();
  for (const [rel, content] of Object.entries(fixture.files)) repo.write(rel, content);
  for (const spec of fixture.passports ?? []) await repo.passport(spec);
  return (await judge(family, await repo.facts())).findings;
}

let disk: TempRepo;
beforeAll(() => {
  if (!existsSync(distCli)) throw new Error(`${distCli} is missing: run \`npm run bundle\` first`);
});
beforeEach(async () => {
  disk = await TempRepo.create('pg-seed-contracts-');
});
afterEach(async () => {
  await disk.remove();
});

/** The findings of the built CLI's JSON report on a fixture written to disk, and its exit code. */
async function throughCli(fixture: Fixture) {
  for (const [rel, content] of Object.entries(fixture.files)) await disk.write(rel, content);
  for (const spec of fixture.passports ?? []) await disk.passport(spec);
  const child = await exec(
    process.execPath,
    [distCli, 'audit', '--root', disk.root, '--all', '--format', 'json', '--fail-on', 'error'],
    { encoding: 'utf8' },
  ).catch((e: { code: number; stdout: string }) => e);
  const code = 'code' in child ? child.code : 0;
  const report = JSON.parse(child.stdout) as {
    findings: { rule: string; path: string; pointer?: string; severity: string; message: string }[];
  };
  return { code, findings: report.findings };
}

const where = (f: { path: string; pointer?: string }) =>
  f.pointer ? `${f.path} ${f.pointer}` : f.path;

describe.each(CASES.map((c, i) => [`${c.rule} #${i}`, c] as const))('%s', (_name, c) => {
  it('fires on the violation at the family level, and the neighbour stays clean', async () => {
    const bad = (await inMemory(c.family, c.bad)).filter((f) => f.rule === c.rule);
    expect(bad.map(where).sort()).toEqual(c.expected);
    for (const f of bad) expect(f.message).toMatch(/\S/);
    const good = await inMemory(c.family, c.good);
    expect(good.filter((f) => f.rule === c.rule)).toEqual([]);
  });
  it('fires through the built CLI with its default severity, and the neighbour stays clean', async () => {
    const bad = await throughCli(c.bad);
    const found = bad.findings.filter((f) => f.rule === c.rule);
    expect(found.map(where).sort()).toEqual(c.expected);
    const notice = c.rule === 'packet-payload-unvalidated';
    for (const f of found) expect(f.severity).toBe(notice ? 'notice' : 'error');
    expect(bad.code).toBe(notice ? 0 : 1);
    await disk.remove();
    disk = await TempRepo.create('pg-seed-contracts-');
    const good = await throughCli(c.good);
    expect(good.findings.filter((f) => f.rule === c.rule)).toEqual([]);
    expect(good.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(good.code).toBe(0);
  });
});

describe('item 16: the readings docs/rules.md settles', () => {
  it('docs/rules.md states each reading the tests below hold', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/rules.md'), 'utf8');
    expect(doc).toContain('is refused as `path-outside-root` alone, on every platform');
    expect(doc).toContain('**a passport directory is never an output root.**');
    expect(doc).toContain("**A refused passport still counts as its directory's passport.**");
    // The old wording ("still refused" beside path-ambiguous) read as both findings.
    expect(doc).not.toContain('are still refused as `path-outside-root`');
  });
  it('a Windows path out of the root gets no path-ambiguous beside path-outside-root; one inside does', async () => {
    for (const spelling of WINDOWS) {
      const rules = (await inMemory(fileAccess, listing(spelling))).map((f) => f.rule);
      expect(rules).toEqual(['path-outside-root']);
    }
    const inside = listing('out\\a.txt');
    const rules = (await inMemory(fileAccess, inside)).map((f) => f.rule);
    expect(rules).toContain('path-ambiguous');
    expect(rules).not.toContain('path-outside-root');
  });

  /** results/a and results/a/b hold passports; results/a/c holds a file no passport lists. */
  const nested: Fixture = {
    files: { 'results/a/x.txt': 'x', 'results/a/b/y.txt': 'y', 'results/a/c/z.txt': 'z' },
    passports: [
      { dir: 'results/a', outputs: ['results/a/x.txt'] },
      { dir: 'results/a/b', outputs: ['results/a/b/y.txt'] },
    ],
  };
  it('a passport directory is no output root for a passport directory below it', async () => {
    const findings = await inMemory(outputDirectories, nested);
    expect(findings.map((f) => `${f.rule} ${f.path}`)).toEqual([
      'artifact-unlisted results/a/c/z.txt',
    ]);
    const cli = await throughCli(nested);
    expect(cli.findings.filter((f) => f.rule === 'passport-missing')).toEqual([]);
    expect(cli.findings.map((f) => `${f.rule} ${f.path}`)).toContain(
      'artifact-unlisted results/a/c/z.txt',
    );
  });

  /** A refused passport in results/broken; results/new holds a file and no passport. */
  const refused: Fixture = {
    files: {
      'results/broken/x.txt': 'x',
      'results/broken/run.passport.json': '{ not json',
      'results/new/z.txt': 'z',
    },
  };
  it('a refused passport still counts as its directory passport, and still infers the root', async () => {
    const findings = await inMemory(outputDirectories, refused);
    // No passport-missing for results/broken (its refusal stands for it); results/ is still
    // a root, so results/new needs a passport.
    expect(findings.map((f) => `${f.rule} ${f.path}`)).toEqual([
      'passport-missing results/new/z.txt',
    ]);
    const cli = await throughCli(refused);
    expect(cli.findings.map((f) => `${f.rule} ${f.path}`).sort()).toEqual([
      'passport-invalid-json results/broken/run.passport.json',
      'passport-missing results/new/z.txt',
    ]);
  });
});
