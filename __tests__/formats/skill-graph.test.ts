import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import { checkSkillGraphBytes } from '../../src/formats/skill-graph.js';
import { CANONICAL_OWNERSHIP } from '../../src/formats/seed-skills.js';

interface Skill {
  name: string;
  owns: string;
  terminal?: boolean;
}
interface Edge {
  from: string;
  to: string;
  type: string;
  max_reentries?: number;
}

/** A skill owning the seed's class when the seed names it, else a class of its own. */
const skill = (name: string, terminal = false): Skill => ({
  name,
  owns: CANONICAL_OWNERSHIP.get(name)?.seed ?? `decisions of ${name}`,
  ...(terminal ? { terminal } : {}),
});
const ROUTER = 'avoid-ai-writing-router';
const DETECTOR = 'ai-writing-detector';
const REVIEWER = 'false-positive-reviewer';
const REWRITER = 'voice-preserving-rewriter';
const EDITOR = 'file-edit-in-place';
const VERIFIER = 'preservation-verifier';
/**
 * An edge; GUARD by default, the one type the seed ties to no skill, so graphs of made-up
 * names hold one rule at a time.
 */
const edge = (from: string, to: string, type = 'GUARD', maxReentries?: number): Edge => ({
  from,
  to,
  type,
  ...(maxReentries === undefined ? {} : { max_reentries: maxReentries }),
});

/** A small clean graph: router → detector → reviewer (terminal), reviewer RETURNs to router (bounded). */
function cleanGraph(): { skills: Skill[]; edges: Edge[] } {
  return {
    skills: [skill(ROUTER), skill(DETECTOR), skill(REVIEWER, true)],
    edges: [
      edge(ROUTER, DETECTOR, 'ROUTE'),
      edge(DETECTOR, REVIEWER, 'ESCALATE'),
      edge(REVIEWER, ROUTER, 'RETURN', 1),
    ],
  };
}

const check = (value: unknown) =>
  checkSkillGraphBytes('skill-graph.yaml', new TextEncoder().encode(stringify(value))).findings;
const rulesOf = (findings: { rule: string }[]) => findings.map((f) => f.rule);

describe('a clean graph', () => {
  it('raises nothing', () => {
    expect(check(cleanGraph())).toEqual([]);
  });
});

describe('graph-invalid-yaml', () => {
  it('fires on a duplicate key with its position', () => {
    const text = `${stringify(cleanGraph())}edges: []\n`;
    const findings = checkSkillGraphBytes(
      'skill-graph.yaml',
      new TextEncoder().encode(text),
    ).findings;
    expect(findings).toMatchObject([{ rule: 'graph-invalid-yaml', column: 1 }]);
    expect(findings[0]?.line).toBe(text.split('\n').length - 1);
  });
  it('fires on a syntax error', () => {
    expect(
      rulesOf(checkSkillGraphBytes('g.yaml', new TextEncoder().encode('skills: [\n')).findings),
    ).toEqual(['graph-invalid-yaml']);
  });
  it('does not fire on valid YAML', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-invalid-yaml');
  });
});

describe('graph-schema', () => {
  it('fires per violation with pointers, and for a skill declared twice', () => {
    const graph = cleanGraph() as { skills: unknown[]; edges: unknown[] };
    graph.edges.push({ from: ROUTER, to: REVIEWER, type: 'CALL' });
    graph.edges.push({ from: ROUTER, to: DETECTOR, type: 'ROUTE', max_reentries: -1 });
    graph.skills.push(skill(DETECTOR));
    const findings = check(graph).filter((f) => f.rule === 'graph-schema');
    expect(findings.map((f) => f.pointer).sort()).toEqual([
      '/edges/3/type',
      '/edges/4/max_reentries',
      '/skills/3/name',
    ]);
    for (const f of findings) expect(f.line).toBeGreaterThan(0);
  });
  it('does not fire on a clean graph', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-schema');
  });
});

describe('graph-unknown-skill', () => {
  it('fires for an edge naming an undeclared skill', () => {
    const graph = cleanGraph();
    graph.edges.push(edge(DETECTOR, 'rewriter'));
    expect(check(graph)).toMatchObject([{ rule: 'graph-unknown-skill', pointer: '/edges/3/to' }]);
  });
  it('does not fire when every edge names declared skills', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-unknown-skill');
  });
});

describe('graph-terminal-outgoing', () => {
  it('fires for a skill edge out of a terminal skill', () => {
    const graph = cleanGraph();
    graph.skills.push(skill('summarizer', true));
    graph.edges.push(edge('summarizer', DETECTOR, 'GUARD', 1));
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-terminal-outgoing', pointer: '/edges/3' }]);
    expect(findings[0]?.message).toContain('"summarizer" is terminal but');
  });
  it('does not fire for a RETURN edge out of a terminal skill', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-terminal-outgoing');
  });
});

describe('graph-terminal-outgoing for the false-positive reviewer', () => {
  it('fires for its skill edges whatever the graph says of it', () => {
    for (const terminal of [undefined, false]) {
      const graph = cleanGraph();
      graph.skills[2] = { name: REVIEWER, owns: 'interpretation limits' };
      if (terminal !== undefined) graph.skills[2].terminal = terminal;
      graph.edges.push(edge(REVIEWER, DETECTOR, 'GUARD', 1));
      const found = check(graph).filter((f) => f.rule === 'graph-terminal-outgoing');
      expect(found).toMatchObject([{ pointer: '/edges/3' }]);
      expect(found[0]?.message).toContain('terminal in the seed whatever the graph says');
    }
  });
  it('does not fire for its RETURN to the router, flagged terminal or not', () => {
    const graph = cleanGraph();
    graph.skills[2] = { name: REVIEWER, owns: 'interpretation limits' };
    expect(check(graph)).toEqual([]);
  });
});

describe('graph-edge-type', () => {
  /** The seed's six skills, each owning its class, and one edge. */
  const withEdge = (e: Edge) => ({
    skills: [ROUTER, DETECTOR, REWRITER, EDITOR, VERIFIER, REVIEWER].map((n) =>
      skill(n, n === REVIEWER),
    ),
    edges: [e],
  });
  const wrong: [Edge, string][] = [
    [edge(DETECTOR, EDITOR, 'ROUTE'), '/edges/0/from'],
    [edge(REVIEWER, EDITOR, 'FEED', 1), '/edges/0/from'],
    [edge(DETECTOR, VERIFIER, 'FEED'), '/edges/0/to'],
    [edge(REWRITER, DETECTOR, 'VERIFY'), '/edges/0/to'],
    [edge(ROUTER, VERIFIER, 'VERIFY'), '/edges/0/from'],
    [edge(VERIFIER, DETECTOR, 'REPAIR', 1), '/edges/0/to'],
    [edge(EDITOR, REWRITER, 'REPAIR', 1), '/edges/0/from'],
    [edge(EDITOR, REWRITER, 'RECHECK', 1), '/edges/0/to'],
    [edge(DETECTOR, REWRITER, 'ESCALATE'), '/edges/0/to'],
    [edge(REVIEWER, DETECTOR, 'RETURN', 1), '/edges/0/to'],
  ];
  it.each(wrong)('fires for %j at the wrong end', (e, pointer) => {
    const findings = check(withEdge(e)).filter((f) => f.rule === 'graph-edge-type');
    expect(findings.map((f) => f.pointer)).toEqual([pointer]);
    expect(findings[0]?.message).toMatch(/Set (from|to): \S+ or give the edge the type/);
  });
  const right: Edge[] = [
    edge(ROUTER, EDITOR, 'ROUTE'),
    edge(DETECTOR, REWRITER, 'FEED'),
    edge(DETECTOR, EDITOR, 'FEED'),
    edge(REWRITER, VERIFIER, 'VERIFY'),
    edge(EDITOR, VERIFIER, 'VERIFY'),
    edge(VERIFIER, REWRITER, 'REPAIR', 1),
    edge(VERIFIER, EDITOR, 'REPAIR', 1),
    edge(EDITOR, DETECTOR, 'RECHECK', 1),
    edge(REWRITER, VERIFIER, 'RECHECK', 1),
    edge(DETECTOR, REVIEWER, 'ESCALATE'),
    edge(REVIEWER, ROUTER, 'RETURN', 1),
    edge(ROUTER, REWRITER, 'GUARD'),
  ];
  it.each(right)('does not fire for %j', (e) => {
    expect(check(withEdge(e))).toEqual([]);
  });
});

describe('graph-canonical-role', () => {
  it("fires when a seed skill owns another class than the seed's, at its owns", () => {
    const graph = cleanGraph();
    graph.skills[1] = { name: DETECTOR, owns: 'authorship conclusions' };
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-canonical-role', pointer: '/skills/1/owns' }]);
    expect(findings[0]?.message).toContain('set owns: signal collection');
  });
  it('fires when the reviewer is declared terminal: false', () => {
    const graph = cleanGraph();
    graph.skills[2] = { name: REVIEWER, owns: 'interpretation limits', terminal: false };
    expect(check(graph)).toMatchObject([
      { rule: 'graph-canonical-role', pointer: '/skills/2/terminal' },
    ]);
  });
  it("does not fire for the seed's wordings, spelt differently, nor for skills of other names", () => {
    const graph = cleanGraph();
    graph.skills[1] = { name: DETECTOR, owns: 'Signal collection — not authorship conclusions' };
    graph.skills.push(
      { name: EDITOR, owns: 'Named-file mutation' },
      { name: VERIFIER, owns: 'Before/After Preservation Status' },
      { name: 'summarizer', owns: 'authorship conclusions' },
    );
    expect(check(graph)).toEqual([]);
  });
});

describe('graph-unbounded-cycle', () => {
  it('fires and prints the cycle when no edge bounds it', () => {
    const graph = cleanGraph();
    graph.edges[2] = edge(REVIEWER, ROUTER, 'RETURN');
    const findings = check(graph);
    expect(rulesOf(findings)).toEqual(['graph-unbounded-cycle']);
    expect(findings[0]?.message).toContain(
      `"${ROUTER}" → "${DETECTOR}" → "${REVIEWER}" → "${ROUTER}"`,
    );
    expect(findings[0]?.pointer).toMatch(/^\/edges\/\d+$/);
  });
  it('finds an unbounded cycle hidden in a component with a bounded one', () => {
    // a ⇄ b is bounded (b → a has max_reentries 1); b ⇄ c is not. One component, two cycles.
    const graph = {
      skills: [skill('a'), skill('b'), skill('c')],
      edges: [edge('a', 'b'), edge('b', 'a', 'GUARD', 1), edge('b', 'c'), edge('c', 'b')],
    };
    const findings = check(graph);
    expect(rulesOf(findings)).toEqual(['graph-unbounded-cycle']);
    expect(findings[0]?.message).toContain('"b" → "c" → "b"');
  });
  it('fires for an unbounded self-loop, and max_reentries above 1 does not bound', () => {
    const loop = { skills: [skill('a')], edges: [edge('a', 'a')] };
    expect(check(loop)[0]?.message).toContain('"a" → "a"');
    const loose = {
      skills: [skill('a'), skill('b')],
      edges: [edge('a', 'b'), edge('b', 'a', 'GUARD', 3)],
    };
    expect(rulesOf(check(loose))).toEqual(['graph-unbounded-cycle']);
  });
  it('does not fire when every cycle has a bounded edge (0 counts)', () => {
    expect(check(cleanGraph())).toEqual([]);
    const zero = {
      skills: [skill('a'), skill('b')],
      edges: [edge('a', 'b'), edge('b', 'a', 'GUARD', 0)],
    };
    expect(check(zero)).toEqual([]);
  });
  it('handles a long chain without recursion', () => {
    const n = 1000; // the schema's maxItems
    const skills = Array.from({ length: n }, (_, i) => skill(`s${i}`));
    const edges = skills.map((_, i) => edge(`s${i}`, `s${(i + 1) % n}`));
    const findings = check({ skills, edges });
    expect(rulesOf(findings)).toEqual(['graph-unbounded-cycle']);
  });
});

describe('graph-shared-ownership', () => {
  it('fires when two skills own one decision class (case and spacing aside)', () => {
    const graph = cleanGraph();
    graph.skills.push(skill('planner'), { name: 'scheduler', owns: 'Decisions  of_planner' });
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-shared-ownership', pointer: '/skills/4/owns' }]);
    expect(findings[0]?.message).toContain('"planner"');
  });
  it("fires when another skill owns a seed skill's class in another of its spellings", () => {
    const graph = cleanGraph();
    graph.skills.push(skill(EDITOR), { name: 'patcher', owns: 'Named-file mutation' });
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-shared-ownership', pointer: '/skills/4/owns' }]);
    expect(findings[0]?.message).toContain(`"${EDITOR}"`);
  });
  it('does not fire when each skill owns its own class', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-shared-ownership');
  });
});

describe('the bundled example (scripts/examples/20-handoffs.mjs)', () => {
  it("passes for the seed's graph, envelopes and packets, and fails for the reviewer-calls-detector variant", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pg-handoff-example-'));
    try {
      const url = pathToFileURL(
        path.resolve(import.meta.dirname, '../../scripts/examples/20-handoffs.mjs'),
      ).href;
      const generator = (await import(url)) as { generate(root: string): Promise<void> };
      await generator.generate(root);
      const clean = await audit({
        root: path.join(root, 'pipeline'),
        config: { ...DEFAULT_CONFIG },
      });
      expect(clean.findings).toEqual([]);
      expect(clean.handoffs.map((h) => h.kind).sort()).toEqual([
        ...Array(6).fill('envelope'),
        ...Array(5).fill('packet'),
        'skill-graph',
      ]);
      expect(clean.handoffs.every((h) => h.status === 'pass')).toBe(true);

      const variant = await audit({
        root: path.join(root, 'variants/reviewer-calls-detector'),
        config: { ...DEFAULT_CONFIG },
      });
      const rules = variant.findings.map((f) => f.rule);
      expect(rules).toContain('graph-terminal-outgoing');
      expect(rules).toContain('graph-unbounded-cycle');
      // A FEED carries a detection result from the detector, never out of the reviewer.
      expect(variant.findings.find((f) => f.rule === 'graph-edge-type')).toMatchObject({
        pointer: '/edges/16/from',
      });
      expect(variant.findings.find((f) => f.rule === 'graph-unbounded-cycle')?.message).toContain(
        '"ai-writing-detector" → "false-positive-reviewer" → "ai-writing-detector"',
      );
      expect(variant.summary.passed).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
