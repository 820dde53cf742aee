/**
 * The citation lock as the audit reads it (rules/families/citations.ts), through the built CLI
 * (dist/cli.js) and in process: the printed fix of a fabricated citation run as printed, the
 * base's lock in force against a pull request that edits it, a lock change widening the
 * changed-mode check to every passport, and a run that asked the registries holding every
 * identifier to an answer (a 127.0.0.1 stand-in, never the network).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { AuditReport, Finding } from '../../src/core/report-model.js';
import { commitAll } from '../cases/harness.js';
import { ALIGN, editJson, pipeline, VARIANTS, writeCitationLock } from '../cases/fixtures.js';
import { captureIo } from '../helpers/cli-io.js';
import { startRegistries } from '../helpers/registries.js';
import { TempRepo } from '../helpers/repo.js';

const distCli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');

/** The built CLI's audit of `repo` (JSON), as a user runs it. */
function auditBuilt(repo: TempRepo, ...args: string[]): { code: number; findings: Finding[] } {
  if (!existsSync(distCli)) throw new Error(`${distCli} is missing: run \`npm run bundle\` first`);
  let stdout: string;
  let code = 0;
  try {
    stdout = execFileSync(process.execPath, [distCli, 'audit', ...args, '--format', 'json'], {
      cwd: repo.root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
  } catch (error) {
    const e = error as { status: number; stdout: string };
    code = e.status;
    stdout = e.stdout;
  }
  return { code, findings: (JSON.parse(stdout) as AuditReport).findings };
}

async function auditInProcess(repo: TempRepo, env: NodeJS.ProcessEnv, ...args: string[]) {
  const io = captureIo(repo.root, env);
  const code = await runCli(['audit', ...args, '--format', 'json'], io);
  return { code, findings: (JSON.parse(io.out()) as AuditReport).findings, err: io.err() };
}

const ofRule = (findings: readonly Finding[], rule: string) =>
  findings.filter((f) => f.rule === rule);

describe('the citation lock in the audit', () => {
  const repos: TempRepo[] = [];
  const make = async () => {
    const repo = await TempRepo.create('pg-lock-');
    repos.push(repo);
    await pipeline(repo);
    return repo;
  };
  afterEach(async () => {
    for (const r of repos.splice(0)) await r.remove();
  });

  it('a fabricated accession fails the built CLI, and the printed fix, run as printed, clears the rule', async () => {
    const repo = await make();
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'not-found', service: 'ena' },
    });
    const before = auditBuilt(repo, '--all');
    expect(before.code).toBe(1);
    const [finding] = ofRule(before.findings, 'citation-not-found');
    expect(finding?.path).toBe(ALIGN);
    const fix = /: (passport-gate stamp .*)$/.exec(finding?.message ?? '')?.[1];
    expect(fix).toBeDefined();
    // The fix as printed, by a shell at the repository root, with the built CLI as passport-gate.
    execFileSync(
      'bash',
      ['-c', `passport-gate() { node ${JSON.stringify(distCli)} "$@"; }; ${fix}`],
      {
        cwd: repo.root,
        encoding: 'utf8',
      },
    );
    const after = auditBuilt(repo, '--all');
    expect(ofRule(after.findings, 'citation-not-found')).toEqual([]);
    // The honest statement leaves the input without provenance (hard rule 2), as documented.
    expect(ofRule(after.findings, 'input-unprovenanced').map((f) => f.path)).toEqual([ALIGN]);
  });

  it("on a pull request the base's lock stays in force: rewriting or deleting the not-found entry changes nothing but a notice", async () => {
    const repo = await make();
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'not-found', service: 'ena' },
    });
    commitAll(repo, 'base');
    for (const edit of [
      () =>
        writeCitationLock(repo, { 'accession:ERR123456': { status: 'resolved', service: 'ena' } }),
      () => writeCitationLock(repo, {}),
      () => repo.write('passport-citations.lock.json', 'not json'),
    ]) {
      await edit();
      const run = auditBuilt(repo, '--all', '--config-from', 'HEAD');
      expect(run.code).toBe(1);
      expect(ofRule(run.findings, 'citation-not-found').map((f) => f.path)).toEqual([ALIGN]);
      expect(ofRule(run.findings, 'citation-lock-changed')).toHaveLength(1);
      expect(ofRule(run.findings, 'citation-lock-invalid')).toEqual([]);
    }
  });

  it('a pull request that cites a new DOI and locks it itself fails where the base requires a lock', async () => {
    const repo = await make();
    await repo.write('.passport-gate.yml', 'citations:\n  lock: required\n');
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
    commitAll(repo, 'base');
    await editJson(repo, VARIANTS, (p) => (p.outputs[0].source = '10.1234/made.up.2026'));
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
      'doi:10.1234/made.up.2026': { status: 'resolved', service: 'doi.org' },
    });
    const run = auditBuilt(repo, '--base', 'HEAD');
    expect(run.code).toBe(1);
    const [unlocked] = ofRule(run.findings, 'citation-unlocked');
    expect(unlocked?.path).toBe(VARIANTS);
    expect(unlocked?.message).toContain('resolve-citations: true');
  });

  it('a change to the lock alone has every passport checked in changed mode', async () => {
    const repo = await make();
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
    await repo.write('changed.txt', 'passport-citations.lock.json\n');
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'not-found', service: 'ena' },
    });
    const run = await auditInProcess(repo, {}, '--changed-files', 'changed.txt');
    expect(ofRule(run.findings, 'citation-not-found').map((f) => f.path)).toEqual([ALIGN]);
  });

  it('a run that asks the registries fails on an identifier no registry answered, whatever the config', async () => {
    const repo = await make();
    const stand = await startRegistries({ faults: { '/ena/': { kind: 'error', status: 503 } } });
    try {
      const run = await auditInProcess(repo, stand.env, '--all', '--resolve-citations');
      expect(run.code).toBe(1);
      const [unlocked] = ofRule(run.findings, 'citation-unlocked');
      expect(unlocked?.path).toBe(ALIGN);
      expect(unlocked?.message).toContain(
        'ena could not be asked: it answered HTTP 503 (4 attempts)',
      );
      expect(stand.requests.length).toBe(4);
    } finally {
      await stand.close();
    }
  });

  it('a run that asks the registries prints, for a committed lock it cannot read, the fix resolve can carry out (rm, then resolve)', async () => {
    const repo = await make();
    await repo.write('passport-citations.lock.json', 'not json\n');
    const stand = await startRegistries({ accessions: { ERR123456: { title: 'run' } } });
    try {
      const run = await auditInProcess(repo, stand.env, '--all', '--resolve-citations');
      const [stale] = ofRule(run.findings, 'citation-lock-stale');
      // resolve --refresh refuses a lock it cannot parse (exit 2), so it is no fix here.
      expect(stale?.message).toMatch(
        /cannot be read: .*Write it anew and commit it: rm passport-citations\.lock\.json && passport-gate resolve$/,
      );
    } finally {
      await stand.close();
    }
  });

  it('a run that asks the registries passes a repository whose citations resolve, with no lock committed', async () => {
    const repo = await make();
    const stand = await startRegistries({ accessions: { ERR123456: { title: 'run' } } });
    try {
      const run = await auditInProcess(repo, stand.env, '--all', '--resolve-citations');
      expect(run.findings.filter((f) => f.rule.startsWith('citation-'))).toEqual([]);
      expect(run.code).toBe(0);
    } finally {
      await stand.close();
    }
  });
});
