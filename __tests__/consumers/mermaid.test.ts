/**
 * The Mermaid diagrams of the job summary (src/hosts/github/summary.ts → markdown.ts) and of
 * `passport-gate graph`, parsed by the `mermaid` package GitHub renders them with. Parsing alone
 * would accept a label that closes its quotes and adds a node, an edge or a `click` handler, so
 * the parsed diagram is compared with the plan: the same nodes, the same edges, labels that read
 * as the text they stand for, nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import type { ChainGraphExport } from '../../src/core/report-model.js';
import { runCli } from '../../src/cli.js';
import { renderJobSummary } from '../../src/hosts/github/summary.js';
import { diffProvenance } from '../../src/diff/diff.js';
import { overlayDiff } from '../../src/report/diff-overlay.js';
import { readGitRevision, readWorkingTree } from '../../src/diff/read-revision.js';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import {
  nodeLabel,
  planMermaid,
  renderMermaid,
  type DiagramChange,
} from '../../src/report/graph-diagram.js';
import { buildDiffRepo, type DiffRepo } from '../helpers/diff-repo.js';
import { captureIo } from '../helpers/cli-io.js';
import { listCodeBlocks } from '../helpers/markdown-blocks.js';
import { readGuides, REPO_ROOT } from '../helpers/guides.js';
import type { TempRepo } from '../helpers/repo.js';
import {
  createChainRepo,
  createCycleRepo,
  createHostileGraph,
  createHostileRepo,
} from './fixtures.js';

/** What the tests read of a parsed flowchart (mermaid's FlowDB). */
interface FlowDb {
  getVertices(): Map<string, { id: string; text: string; classes: string[] }>;
  getEdges(): { start: string; end: string; text: string }[];
  getClasses(): Map<string, unknown>;
  getTooltip(id: string): string | undefined;
}
interface MermaidApi {
  parse(text: string): Promise<{ diagramType: string }>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: FlowDb }> };
}

let mermaid: MermaidApi;
const repos: Record<'chain' | 'cycle' | 'hostile', TempRepo | undefined> = {
  chain: undefined,
  cycle: undefined,
  hostile: undefined,
};

beforeAll(async () => {
  // Mermaid sanitizes labels with DOMPurify, which needs a window when the module loads.
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window, document: window.document });
  mermaid = (await import('mermaid')).default as unknown as MermaidApi;
  [repos.chain, repos.cycle, repos.hostile] = await Promise.all([
    createChainRepo(),
    createCycleRepo(),
    createHostileRepo(),
  ]);
});
afterAll(async () => {
  await Promise.all(Object.values(repos).map((r) => r?.remove()));
});

/**
 * A parsed label back to the text it shows. Mermaid's parser stores an entity code (`#34;`) as
 * `ﬂ°°34¶ß` and its renderer turns that into the HTML entity `&#34;` (decodeEntities in mermaid's
 * source), which the browser decodes.
 */
const decodeMermaidText = (text: string) =>
  text
    .replace(/ﬂ°°/g, '&#')
    .replace(/ﬂ°/g, '&')
    .replace(/¶ß/g, ';')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

/**
 * Parses a flowchart with mermaid and checks it against the graph it was drawn from: one vertex
 * per planned node with the planned label, one edge per planned edge, only our class names and
 * no tooltip or click handler.
 */
async function expectFaithfulDiagram(
  text: string,
  graph: ChainGraphExport,
  changes?: ReadonlyMap<string, DiagramChange>,
): Promise<void> {
  await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'flowchart-v2' });
  const { db } = await mermaid.mermaidAPI.getDiagramFromText(text);
  const plan = planMermaid(graph, {}, changes);
  const vertices = [...db.getVertices().values()];
  expect(vertices.map((v) => v.id)).toEqual(plan.nodes.map((n) => n.key));
  for (const node of plan.nodes) {
    const vertex = db.getVertices().get(node.key);
    expect(decodeMermaidText(vertex?.text ?? '')).toBe(nodeLabel(node));
    // The status fills the node; on a pull request its change (changed, stale, unchanged) outlines it.
    expect(vertex?.classes).toEqual(changes ? [node.status, node.change] : [node.status]);
    expect(db.getTooltip(node.key)).toBeUndefined();
  }
  expect(db.getEdges().map((e) => [e.start, e.end, e.text])).toEqual(
    plan.edges.map((e) => [e.from, e.to, e.cycle ? 'cycle' : '']),
  );
  expect([...db.getClasses().keys()].sort()).toEqual(
    changes
      ? ['changed', 'fail', 'pass', 'stale', 'unchanged', 'unknown', 'unresolved']
      : ['fail', 'pass', 'unknown', 'unresolved'],
  );
}

/** The ```mermaid block of a Markdown text. */
function extractMermaidBlock(markdown: string): string {
  const match = /^```mermaid\n([\s\S]*?)^```$/m.exec(markdown);
  if (!match?.[1]) throw new Error('no mermaid block');
  return match[1];
}

describe('Mermaid of the job summary, parsed by mermaid', () => {
  it.each(['chain', 'cycle', 'hostile'] as const)('%s repository', async (name) => {
    const report = await audit({ root: repos[name]!.root });
    const summary = renderJobSummary(report, ['a note @octocat #1']);
    await expectFaithfulDiagram(extractMermaidBlock(summary), report.graph);
  });
});

describe('Mermaid of `passport-gate graph`, parsed by mermaid', () => {
  it.each(['chain', 'cycle', 'hostile'] as const)('%s repository', async (name) => {
    const io = captureIo(repos[name]!.root);
    await runCli(['graph'], io);
    const report = await audit({ root: repos[name]!.root });
    expect(io.out()).toBe(renderMermaid(report.graph));
    await expectFaithfulDiagram(io.out(), report.graph);
  });

  it('hostile ids, skills and paths that no audit lets through, and a cycle', async () => {
    const graph = createHostileGraph();
    await expectFaithfulDiagram(renderMermaid(graph), graph);
  });
});

describe('Mermaid of a pull request’s summary, with its provenance diff, parsed by mermaid', () => {
  let fixture: DiffRepo | undefined;
  afterAll(async () => {
    await fixture?.repo.remove();
  });

  it('marks changed, stale and unchanged passports with their own classes (and in the label)', async () => {
    fixture = await buildDiffRepo('pg-mermaid-diff-');
    const { repo, base, ids } = fixture;
    const report = await audit({ root: repo.root });
    report.diff = diffProvenance(
      await readGitRevision(repo.root, base, '', DEFAULT_CONFIG, {
        ref: 'main',
        sha: base,
        source: 'git',
      }),
      await readWorkingTree(repo.root, DEFAULT_CONFIG, {
        ref: null,
        sha: null,
        source: 'working-tree',
      }),
      { config: DEFAULT_CONFIG },
    );
    const { graph, changes } = overlayDiff(report.graph, report.diff);
    expect(Object.fromEntries(changes)).toMatchObject({
      [ids.align]: 'changed',
      [ids.fresh]: 'changed',
      [ids.variants]: 'stale',
      [ids.report]: 'stale',
    });
    const block = extractMermaidBlock(renderJobSummary(report, []));
    await expectFaithfulDiagram(block, graph, changes);
    const plan = planMermaid(graph, {}, changes);
    const classOf = (id: string) => plan.nodes.find((n) => n.id === id)?.change;
    expect([ids.align, ids.variants, ids.report, ids.stable].map(classOf)).toEqual([
      'changed',
      'stale',
      'stale',
      'unchanged',
    ]);
    expect(plan.nodes.find((n) => n.id === ids.report)?.path).toBe(
      'results/report/report.passport.json',
    );
    expect(nodeLabel(plan.nodes.find((n) => n.id === ids.variants)!)).toMatch(/^stale: /);
  });
});

const ROOT = REPO_ROOT;
// Every Mermaid block of the README and the guides under docs/, named by file and line.
const readmeMermaid = readGuides().flatMap(({ file, text }) =>
  listCodeBlocks(text)
    .filter((b) => b.info === 'mermaid')
    .map((b) => ({ ...b, at: `${file}:${b.line}` })),
);

describe('Mermaid blocks of README.md and docs/*.md, parsed by mermaid', () => {
  it('finds them', () => {
    expect(readmeMermaid.length).toBeGreaterThanOrEqual(1);
  });

  it.each(readmeMermaid.map((b) => [b.at, b] as const))(
    'the block at %s is a flowchart with nodes and edges, and no click or tooltip',
    async (_line, block) => {
      await expect(mermaid.parse(block.text)).resolves.toMatchObject({
        diagramType: 'flowchart-v2',
      });
      const { db } = await mermaid.mermaidAPI.getDiagramFromText(block.text);
      const vertices = [...db.getVertices().values()];
      expect(vertices.length).toBeGreaterThan(1);
      expect(db.getEdges().length).toBeGreaterThan(0);
      for (const v of vertices) expect(db.getTooltip(v.id)).toBeUndefined();
    },
  );

  it('the stage diagram shows the stages of src/audit/pipeline.ts, in order, one after another', async () => {
    // The pipeline's header numbers its stages ("1 discover", "2 read", …): the diagram's nodes
    // must start with the same number and word, so a stage added there is missed here loudly.
    const source = readFileSync(path.join(ROOT, 'src', 'audit', 'pipeline.ts'), 'utf8');
    const header = source.slice(0, source.indexOf('*/'));
    const stages = [...header.matchAll(/^ \*\s+(\d) (\w+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(stages.length).toBeGreaterThanOrEqual(8);
    const block = readmeMermaid.find((b) => b.text.includes(stages[0] ?? '-'));
    expect(block, 'a Mermaid block with the stages (docs/architecture.md)').toBeDefined();
    const { db } = await mermaid.mermaidAPI.getDiagramFromText(block!.text);
    const vertices = [...db.getVertices().values()];
    const heads = vertices.map((v) => /^(\d \w+)/.exec(decodeMermaidText(v.text))?.[1]);
    expect(heads).toEqual(stages);
    expect(db.getEdges().map((e) => [e.start, e.end])).toEqual(
      vertices.slice(1).map((v, i) => [vertices[i]?.id, v.id]),
    );
  });
});
