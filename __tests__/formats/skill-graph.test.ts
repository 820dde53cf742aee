import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { audit } from '../../src/audit/pipeline.js';
import { checkSkillGraphBytes } from '../../src/formats/skill-graph.js';

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

const skill = (name: string, terminal = false): Skill => ({
  name,
  owns: `decisions of ${name}`,
  ...(terminal ? { terminal } : {}),
});
const edge = (from: string, to: string, type = 'FEED', maxReentries?: number): Edge => ({
  from,
  to,
  type,
  ...(maxReentries === undefined ? {} : { max_reentries: maxReentries }),
});

/** A small clean graph: router → detector → reviewer (terminal), reviewer RETURNs to router (bounded). */
function cleanGraph(): { skills: Skill[]; edges: Edge[] } {
  return {
    skills: [skill('router'), skill('detector'), skill('reviewer', true)],
    edges: [
      edge('router', 'detector', 'ROUTE'),
      edge('detector', 'reviewer', 'ESCALATE'),
      edge('reviewer', 'router', 'RETURN', 1),
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
    graph.edges.push({ from: 'router', to: 'reviewer', type: 'CALL' });
    graph.edges.push({ from: 'router', to: 'detector', type: 'FEED', max_reentries: -1 });
    graph.skills.push(skill('detector'));
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
    graph.edges.push(edge('detector', 'rewriter'));
    expect(check(graph)).toMatchObject([{ rule: 'graph-unknown-skill', pointer: '/edges/3/to' }]);
  });
  it('does not fire when every edge names declared skills', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-unknown-skill');
  });
});

describe('graph-terminal-outgoing', () => {
  it('fires for a skill edge out of a terminal skill', () => {
    const graph = cleanGraph();
    graph.edges.push(edge('reviewer', 'detector', 'FEED', 1));
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-terminal-outgoing', pointer: '/edges/3' }]);
    expect(findings[0]?.message).toContain('"reviewer" is terminal');
  });
  it('does not fire for a RETURN edge out of a terminal skill', () => {
    expect(rulesOf(check(cleanGraph()))).not.toContain('graph-terminal-outgoing');
  });
});

describe('graph-unbounded-cycle', () => {
  it('fires and prints the cycle when no edge bounds it', () => {
    const graph = cleanGraph();
    graph.edges[2] = edge('reviewer', 'router', 'RETURN');
    const findings = check(graph);
    expect(rulesOf(findings)).toEqual(['graph-unbounded-cycle']);
    expect(findings[0]?.message).toContain('"router" → "detector" → "reviewer" → "router"');
    expect(findings[0]?.pointer).toMatch(/^\/edges\/\d+$/);
  });
  it('finds an unbounded cycle hidden in a component with a bounded one', () => {
    // a ⇄ b is bounded (b → a has max_reentries 1); b ⇄ c is not. One component, two cycles.
    const graph = {
      skills: [skill('a'), skill('b'), skill('c')],
      edges: [edge('a', 'b'), edge('b', 'a', 'REPAIR', 1), edge('b', 'c'), edge('c', 'b')],
    };
    const findings = check(graph);
    expect(rulesOf(findings)).toEqual(['graph-unbounded-cycle']);
    expect(findings[0]?.message).toContain('"b" → "c" → "b"');
  });
  it('fires for an unbounded self-loop, and max_reentries above 1 does not bound', () => {
    const loop = { skills: [skill('a')], edges: [edge('a', 'a', 'RECHECK')] };
    expect(check(loop)[0]?.message).toContain('"a" → "a"');
    const loose = {
      skills: [skill('a'), skill('b')],
      edges: [edge('a', 'b'), edge('b', 'a', 'REPAIR', 3)],
    };
    expect(rulesOf(check(loose))).toEqual(['graph-unbounded-cycle']);
  });
  it('does not fire when every cycle has a bounded edge (0 counts)', () => {
    expect(check(cleanGraph())).toEqual([]);
    const zero = {
      skills: [skill('a'), skill('b')],
      edges: [edge('a', 'b'), edge('b', 'a', 'REPAIR', 0)],
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
    graph.skills[1] = { name: 'detector', owns: 'Decisions  of router' };
    const findings = check(graph);
    expect(findings).toMatchObject([{ rule: 'graph-shared-ownership', pointer: '/skills/1/owns' }]);
    expect(findings[0]?.message).toContain('"router"');
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
        ...Array(4).fill('packet'),
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
      expect(variant.findings.find((f) => f.rule === 'graph-unbounded-cycle')?.message).toContain(
        '"ai-writing-detector" → "false-positive-reviewer" → "ai-writing-detector"',
      );
      expect(variant.summary.passed).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
