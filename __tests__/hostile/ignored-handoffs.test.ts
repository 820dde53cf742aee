/**
 * Issue 35 (the remainder, item 2): ignored is ignored for handoff documents too, as for
 * passports (ignored-passports.test.ts). Envelopes, skill graphs, packets and acknowledgments
 * git ignores (a `backup/` copy, a tool's scratch inbox) are no part of the commit, so CI's
 * clean checkout has none: the audit does not read them. A document git tracks is read
 * wherever it is. The ignore rules are the ones in force (the trusted base's on a pull request:
 * policy-at-base.test.ts holds that for every question git answers).
 */
import { cp } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { ACK, editYaml, ENVELOPE, GRAPH, handoffs, PACKET, type Doc } from '../cases/fixtures.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TRUSTED_BASE_HOSTS } from '../helpers/hosts.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;

interface Report {
  findings: { rule: string; path: string }[];
  handoffs: { path: string }[];
}

async function audit(...args: string[]): Promise<{ code: number; report: Report }> {
  const io = captureIo(repo.root, { PASSPORT_GATE_HASH_THREADS: '1' });
  const code = await runCli(['audit', '--format', 'json', ...args], io);
  expect(io.out(), io.err()).not.toBe('');
  return { code, report: JSON.parse(io.out()) as Report };
}
const rulesOf = (r: Pick<Report, 'findings'>) =>
  r.findings.map((f) => `${f.rule} ${f.path}`).sort();

const COPY = 'backup';
beforeEach(async () => {
  repo = await TempRepo.create('pg-ignored-handoffs-');
  git(repo.root, 'init', '-q', '-b', 'main');
  await handoffs(repo);
  await repo.write('.gitignore', `${COPY}/\n`);
  commitAll(repo.root, 'handoffs');
  // An ignored copy of the handoff tree, each document of it wrong in its own way: a graph
  // without the skill, an envelope naming a skill no graph has, a packet that is no JSON, and
  // an acknowledgment that is no JSON beside the copied packet's neighbour.
  for (const rel of [ENVELOPE, GRAPH, ACK]) await cp(repo.abs(rel), repo.abs(`${COPY}/${rel}`));
  await editYaml(repo, `${COPY}/${ENVELOPE}`, (e: Doc) => (e.next_action = 'no-such-skill'));
  await editYaml(repo, `${COPY}/${GRAPH}`, (g: Doc) => (g.skills = []));
  await repo.write(`${COPY}/${PACKET}`, '{ not json');
  await repo.write(`${COPY}/${ACK}`, '{ not json');
});
afterEach(async () => {
  await repo.remove();
});

describe('handoff documents git ignores are not read', () => {
  it('an audit of the whole tree judges only the committed envelope, graph and packet', async () => {
    const { code, report } = await audit('--all');
    expect(rulesOf(report)).toEqual([]);
    expect(report.handoffs.map((h) => h.path).sort()).toEqual([PACKET, ENVELOPE, GRAPH].sort());
    expect(code).toBe(0);
  });

  it('an acknowledgment git ignores beside a committed packet is not read', async () => {
    git(repo.root, 'rm', '-q', '--cached', ACK);
    await repo.write('.gitignore', `${COPY}/\n*.ack\n`);
    commitAll(repo.root, 'the acknowledgment left out of the commit');
    const withoutAck = await audit('--all');
    // Garbage in the ignored .ack would be ack-schema if it were read; the commit has none.
    await repo.write(ACK, '{ not json');
    const withGarbage = await audit('--all');
    expect(rulesOf(withGarbage.report)).not.toContain(`packet-ack-invalid ${ACK}`);
    expect(rulesOf(withGarbage.report)).toEqual(rulesOf(withoutAck.report));
    expect(withGarbage.code).toBe(withoutAck.code);
  });

  it('a document git tracks inside an ignored folder is read and judged', async () => {
    git(repo.root, 'add', '-f', `${COPY}/${ENVELOPE}`);
    commitAll(repo.root, 'an envelope tracked in an ignored folder');
    const { code, report } = await audit('--all');
    expect(rulesOf(report)).toContain(`graph-unknown-skill ${COPY}/${ENVELOPE}`);
    expect(code).toBe(1);
  });
});

describe.each(TRUSTED_BASE_HOSTS)(
  'on $name, under the ignore rules of the trusted base',
  (host) => {
    it('the ignored copies are not read', async () => {
      const r = await host.auditAgainst(repo.root, 'HEAD');
      expect(rulesOf(r), r.log).toEqual([]);
      expect(r.code).toBe(0);
    });

    it('a copy the base does not ignore is read, whatever the checkout’s .gitignore says', async () => {
      await repo.write('.gitignore', '');
      commitAll(repo.root, 'the base ignores nothing');
      // The checkout's own rules ignore the copy again; the base's are in force.
      await repo.write('.gitignore', `${COPY}/\n`);
      const r = await host.auditAgainst(repo.root, 'HEAD');
      expect(rulesOf(r)).toContain(`graph-unknown-skill ${COPY}/${ENVELOPE}`);
      expect(r.code).toBe(1);
    });
  },
);
