/**
 * GateRun drives any CI host the same way: what the host says changed decides the scope (and
 * "cannot tell" widens it to every output directory), the host's config is the one in force,
 * its run findings reach the report, the provenance diff is attached by shard 1 only, and no
 * failure of the diff or of publishing changes the verdict. The host here lives in memory.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfigText, type Config } from '../../src/config/config.js';
import type { ProvenanceDiff } from '../../src/core/diff-model.js';
import type { FindingInput } from '../../src/core/findings.js';
import type { AuditReport } from '../../src/core/report-model.js';
import type { CiHost } from '../../src/gate/ci-host.js';
import { GateRun, type GateLog } from '../../src/gate/gate-run.js';
import { BaseUnreadableError } from '../../src/util/errors.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';

/** What the in-memory host answers, and what it was asked. */
interface HostScript {
  config: Config;
  changed: string[] | null;
  runFindings?: FindingInput[];
  diff?: ProvenanceDiff | Error | null;
  publishError?: Error;
  configError?: Error;
}

function createMemoryHost(script: HostScript) {
  const calls: string[] = [];
  const published: AuditReport[] = [];
  const host: CiHost = {
    name: 'memory',
    event: async () => (calls.push('event'), { label: 'a test change', base: null }),
    configInForce: async (run) => {
      calls.push('configInForce');
      if (script.configError) throw script.configError;
      run.note('config: from memory');
      return { config: script.config, runFindings: script.runFindings ?? [] };
    },
    changedFiles: async () => (calls.push('changedFiles'), script.changed),
    baseDiff: async () => {
      calls.push('baseDiff');
      if (script.diff instanceof Error) throw script.diff;
      return script.diff ?? null;
    },
    publish: async (report) => {
      calls.push('publish');
      published.push(report);
      if (script.publishError) throw script.publishError;
    },
  };
  return { host, calls, published };
}

function createLog() {
  const lines: string[] = [];
  const log: GateLog = {
    info: (l) => void lines.push(`info ${l}`),
    warning: (l) => void lines.push(`warning ${l}`),
  };
  return { log, lines };
}

const FAKE_DIFF = { diff_version: '1', stale: [] } as unknown as ProvenanceDiff;

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

/** The three-step pipeline with a broken last step (its summary no longer matches its passport). */
async function createBrokenPipeline(): Promise<{ repo: TempRepo; config: Config }> {
  repo = await TempRepo.create();
  await buildPipeline(repo);
  await repo.write('results/report/summary.md', '# Variants\nedited by hand\n');
  const config = await parseConfigText("outputs:\n  - 'results/*'\n", '.passport-gate.yml');
  return { repo, config };
}

describe('GateRun over an in-memory host', () => {
  it("audits only the output directories the host's changed files touch", async () => {
    const { repo, config } = await createBrokenPipeline();
    const { host, calls, published } = createMemoryHost({
      config,
      changed: ['results/align/sampleA.sorted.bam'],
    });
    const run = new GateRun(host, createLog().log);
    const outcome = await run.publish(
      await run.audit({ root: repo.root, scope: 'changed', failOn: 'error' }),
    );
    // The aligned reads changed: their directory and its consumer, not the report at the end.
    expect(outcome.report.scope.directories).toEqual(['results/align', 'results/variants']);
    expect(outcome.passed).toBe(true);
    expect(calls).toEqual(['event', 'configInForce', 'changedFiles', 'baseDiff', 'publish']);
    expect(published).toEqual([outcome.report]);
    expect(run.notes).toContain('config: from memory');
  });

  it('audits every output directory when the host cannot tell what changed', async () => {
    const { repo, config } = await createBrokenPipeline();
    const { host } = createMemoryHost({ config, changed: null });
    const run = new GateRun(host, createLog().log);
    const outcome = await run.publish(
      await run.audit({ root: repo.root, scope: 'changed', failOn: 'error' }),
    );
    expect(outcome.report.scope.directories).toContain('results/report');
    expect(outcome.passed).toBe(false);
    expect(outcome.report.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    expect(outcome.verdict).toMatch(/^passport-gate failed: [1-9]\d* error\(s\)/);
  });

  it("does not ask for changed files in scope all, and applies the host's run findings", async () => {
    const { repo, config } = await createBrokenPipeline();
    const { host, calls } = createMemoryHost({
      config,
      changed: ['results/align/sampleA.sorted.bam'],
      runFindings: [{ rule: 'config-changed', message: 'the change edits the config', path: '' }],
    });
    const run = new GateRun(host, createLog().log);
    const report = await run.audit({ root: repo.root, scope: 'all', failOn: 'error' });
    expect(calls).not.toContain('changedFiles');
    expect(report.findings.filter((f) => f.rule === 'config-changed')).toHaveLength(1);
    expect(run.notes).toContain('mode: all — every output directory was audited.');
  });

  it('attaches the provenance diff on shard 1 and never asks for it on another shard', async () => {
    const { repo, config } = await createBrokenPipeline();
    const first = createMemoryHost({ config, changed: null, diff: FAKE_DIFF });
    const report1 = await new GateRun(first.host, createLog().log).audit({
      root: repo.root,
      scope: 'all',
      failOn: 'error',
      shard: { index: 1, count: 2 },
    });
    expect(report1.diff).toBe(FAKE_DIFF);
    const second = createMemoryHost({ config, changed: null, diff: FAKE_DIFF });
    const report2 = await new GateRun(second.host, createLog().log).audit({
      root: repo.root,
      scope: 'all',
      failOn: 'error',
      shard: { index: 2, count: 2 },
    });
    expect(second.calls).not.toContain('baseDiff');
    expect(report2.diff).toBeUndefined();
  });

  it('keeps the verdict when the diff or publishing fails, and says so', async () => {
    const { repo, config } = await createBrokenPipeline();
    const { host, published } = createMemoryHost({
      config,
      changed: null,
      diff: new Error('base commit unreachable'),
      publishError: new Error('summary file is read-only'),
    });
    const { log, lines } = createLog();
    const run = new GateRun(host, log);
    const outcome = await run.publish(
      await run.audit({ root: repo.root, scope: 'all', failOn: 'error' }),
    );
    expect(outcome.passed).toBe(false);
    expect(published).toHaveLength(1);
    expect(outcome.report.diff).toBeUndefined();
    expect(lines).toContain('warning no provenance diff: base commit unreachable');
    expect(lines).toContain('warning publishing the report failed: summary file is read-only');
    expect(run.notes).toContain('no provenance diff: base commit unreachable');
  });

  it('fails closed: a config in force that cannot be read stops the run before any audit', async () => {
    const { repo, config } = await createBrokenPipeline();
    const { host, calls } = createMemoryHost({
      config,
      changed: null,
      configError: new Error('config at the base is not valid YAML'),
    });
    await expect(
      new GateRun(host, createLog().log).audit({ root: repo.root, scope: 'all', failOn: 'error' }),
    ).rejects.toThrow('config at the base is not valid YAML');
    expect(calls).toEqual(['event', 'configInForce']);
  });

  it('a trusted base that cannot be read whole: base-unreadable alone, failed whatever fail-on, published', async () => {
    const { repo, config } = await createBrokenPipeline();
    const line =
      'the trusted base could not be read: the tree of the base commit through the GitHub API (HTTP 502); check out with fetch-depth: 0';
    const { host, calls, published } = createMemoryHost({
      config,
      changed: null,
      configError: new BaseUnreadableError(line),
    });
    const run = new GateRun(host, createLog().log);
    const report = await run.audit({ root: repo.root, scope: 'changed', failOn: 'never' });
    const outcome = await run.publish(report);
    // Nothing judged: the broken pipeline's findings are not there, only the base's absence.
    expect(report.findings).toEqual([
      { rule: 'base-unreadable', severity: 'error', path: '', message: line },
    ]);
    expect(outcome.passed).toBe(false);
    expect(run.baseUnreadable?.message).toBe(line);
    expect(calls).toEqual(['event', 'configInForce', 'publish']);
    expect(published).toHaveLength(1);
  });
});
