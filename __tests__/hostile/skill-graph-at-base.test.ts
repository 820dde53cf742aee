/**
 * The skill graph is policy: it decides which skills an envelope's next_action may name. On a
 * pull request the base commit's graph is in force (each case runs on every host, helpers/hosts.ts:
 * the CLI's `--config-from REF`, a GitLab merge request whose target branch head is REF, the
 * action bundle on a GitHub pull request whose base is REF; and `audit --base REF`), and the checkout's must hold too: a change to the graph adds findings, never takes one
 * away, and is reported (`policy-changed`) with what it would allow. A graph the change adds
 * where the base had none applies (with none, nothing was checked); one it deletes still does.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { editYaml, ENVELOPE, GRAPH, handoffs, type Doc } from '../cases/fixtures.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TRUSTED_BASE_HOSTS } from '../helpers/hosts.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-graph-base-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await handoffs(repo);
  commitAll(repo.root, 'base');
});
afterEach(async () => {
  await repo.remove();
});

interface Finding {
  rule: string;
  path: string;
  severity: string;
  message: string;
}
async function audit(...args: string[]): Promise<{ code: number; findings: Finding[] }> {
  const io = captureIo(repo.root);
  const code = await runCli(['audit', '--format', 'json', ...args], io);
  const out = io.out();
  expect(out, io.err()).not.toBe('');
  return { code, findings: (JSON.parse(out) as { findings: Finding[] }).findings };
}
const rules = (fs: readonly Finding[]) => fs.map((f) => `${f.rule} ${f.path}`).sort();
const messageOf = (fs: readonly Finding[], rule: string, path: string) =>
  fs.find((f) => f.rule === rule && f.path === path)?.message ?? '';

const REWRITER = 'voice-preserving-rewriter';
/** The change: a new skill with a ROUTE edge to it, and the envelope routed there. */
async function routeToNewSkill(): Promise<void> {
  await editYaml(repo, GRAPH, (g: Doc) => {
    g.skills.push({ name: REWRITER, owns: 'returned-text rewriting' });
    g.edges.push({ from: 'avoid-ai-writing-router', to: REWRITER, type: 'ROUTE' });
  });
  // A rewrite, which the router routes to the rewriter (a detect would be envelope-mutation-unrouted).
  await editYaml(repo, ENVELOPE, (e: Doc) => ((e.intent = 'rewrite'), (e.next_action = REWRITER)));
}

describe('audit --base REF', () => {
  it('reads the skill graph at REF too', async () => {
    await routeToNewSkill();
    commitAll(repo.root, 'head');
    const r = await audit('--base', 'HEAD~1');
    expect(r.code).toBe(1);
    expect(rules(r.findings)).toEqual([
      `graph-unknown-skill ${ENVELOPE}`,
      `policy-changed ${GRAPH}`,
    ]);
  });
});

describe.each(TRUSTED_BASE_HOSTS)('on $name', (host) => {
  const atBase = (ref: string) => host.auditAgainst(repo.root, ref);
  const label = host.baseLabel('HEAD~1');

  describe('the base commit’s skill graph is in force', () => {
    it('a skill and ROUTE edge the pull request adds do not allow its envelope; the change is reported with what it would allow', async () => {
      await routeToNewSkill();
      commitAll(repo.root, 'head');
      // In the checkout's own terms the envelope names a declared skill.
      const own = await audit('--all');
      expect(own.code).toBe(0);
      expect(own.findings).toEqual([]);

      const r = await atBase('HEAD~1');
      expect(r.code).toBe(1);
      expect(rules(r.findings)).toEqual([
        `graph-unknown-skill ${ENVELOPE}`,
        `policy-changed ${GRAPH}`,
      ]);
      expect(messageOf(r.findings, 'graph-unknown-skill', ENVELOPE)).toMatch(
        new RegExp(
          `next_action "voice-preserving-rewriter" is not a skill of "skill-graph\\.yaml" as ${label} has it, the skill graph in force`,
        ),
      );
      const change = r.findings.find((f) => f.rule === 'policy-changed');
      expect(change?.severity).toBe('notice');
      expect(change?.message).toContain(`adds skill(s) "${REWRITER}"`);
      expect(change?.message).toContain(
        `adds edge(s) "avoid-ai-writing-router" → "${REWRITER}" ("ROUTE")`,
      );
      expect(change?.message).toContain(
        `would allow next_action "${REWRITER}" in "${ENVELOPE}", which the graph in force rejects`,
      );
    });

    it('the same graph once merged allows the envelope, and nothing is reported', async () => {
      // The nearest valid neighbour: the graph change is the base's, the envelope the change's.
      await editYaml(repo, GRAPH, (g: Doc) => {
        g.skills.push({ name: REWRITER, owns: 'returned-text rewriting' });
        g.edges.push({ from: 'avoid-ai-writing-router', to: REWRITER, type: 'ROUTE' });
      });
      commitAll(repo.root, 'graph');
      // A rewrite, which the router routes to the rewriter (a detect would be envelope-mutation-unrouted).
      await editYaml(
        repo,
        ENVELOPE,
        (e: Doc) => ((e.intent = 'rewrite'), (e.next_action = REWRITER)),
      );
      commitAll(repo.root, 'envelope');
      const r = await atBase('HEAD~1');
      expect(r.findings).toEqual([]);
      expect(r.code).toBe(0);
    });

    it('a skill the change removes from the graph is still reported on the envelope naming it', async () => {
      await editYaml(repo, GRAPH, (g: Doc) => {
        g.skills = g.skills.filter((s: Doc) => s.name !== 'ai-writing-detector');
        g.edges = [];
      });
      commitAll(repo.root, 'head');
      const r = await atBase('HEAD~1');
      expect(r.code).toBe(1);
      expect(rules(r.findings)).toEqual([
        `graph-unknown-skill ${ENVELOPE}`,
        `policy-changed ${GRAPH}`,
      ]);
      // The checkout's graph rejects it: the message names the checkout's file, no commit.
      expect(messageOf(r.findings, 'graph-unknown-skill', ENVELOPE)).not.toMatch(new RegExp(label));
      expect(messageOf(r.findings, 'policy-changed', GRAPH)).toContain(
        'removes skill(s) "ai-writing-detector"',
      );
    });
  });

  describe('a skill graph the change deletes or adds fails closed', () => {
    it('deleting the graph does not leave the envelope unchecked', async () => {
      await rm(repo.abs(GRAPH));
      await editYaml(repo, ENVELOPE, (e: Doc) => (e.next_action = 'second-opinion'));
      commitAll(repo.root, 'head');
      // With no graph in the checkout, next_action is unchecked there.
      expect((await audit('--all')).code).toBe(0);
      const r = await atBase('HEAD~1');
      expect(r.code).toBe(1);
      expect(rules(r.findings)).toEqual([
        `graph-unknown-skill ${ENVELOPE}`,
        `policy-changed ${GRAPH}`,
      ]);
      expect(messageOf(r.findings, 'policy-changed', GRAPH)).toMatch(
        new RegExp(
          `the checkout deletes the skill graph "skill-graph\\.yaml"; ${label}'s is in force`,
        ),
      );
    });

    it('a nearer graph the change adds does not displace the base’s', async () => {
      // The envelope moves below sub/ in the base, where the top graph governs it.
      await mkdir(repo.abs('sub'));
      git(repo.root, 'mv', ENVELOPE, `sub/${ENVELOPE}`);
      commitAll(repo.root, 'moved');
      await repo.write(
        `sub/${GRAPH}`,
        `${(await readFile(repo.abs(GRAPH), 'utf8')).replace('ai-writing-detector\n', 'second-opinion\n')}`,
      );
      await editYaml(repo, `sub/${ENVELOPE}`, (e: Doc) => (e.next_action = 'second-opinion'));
      commitAll(repo.root, 'head');
      expect(rules((await audit('--all')).findings)).not.toContain(
        `graph-unknown-skill sub/${ENVELOPE}`,
      );
      const r = await atBase('HEAD~1');
      expect(r.code).toBe(1);
      expect(rules(r.findings)).toContain(`graph-unknown-skill sub/${ENVELOPE}`);
      expect(messageOf(r.findings, 'policy-changed', `sub/${GRAPH}`)).toMatch(
        new RegExp(
          `the checkout adds the skill graph "sub/skill-graph\\.yaml", which ${label} does not have; it applies with the graphs in force there`,
        ),
      );
    });

    it('a graph added where the base had none applies: it can only add findings', async () => {
      await rm(repo.abs(GRAPH));
      commitAll(repo.root, 'no graph');
      await handoffs(repo);
      await editYaml(repo, GRAPH, (g: Doc) => {
        g.skills = g.skills.filter((s: Doc) => s.name !== 'ai-writing-detector');
        g.edges = [];
      });
      commitAll(repo.root, 'head');
      const r = await atBase('HEAD~1');
      expect(r.code).toBe(1);
      expect(rules(r.findings)).toEqual([
        `graph-unknown-skill ${ENVELOPE}`,
        `policy-changed ${GRAPH}`,
      ]);
    });
  });
});
