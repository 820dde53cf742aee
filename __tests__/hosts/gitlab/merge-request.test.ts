/**
 * `passport-gate audit` in a GitLab CI merge request pipeline: the target branch's head
 * (CI_MERGE_REQUEST_TARGET_BRANCH_SHA, else origin/<CI_MERGE_REQUEST_TARGET_BRANCH_NAME>), never
 * the older merge base, decides the config in force and the changed files, GitLab's
 * Code Quality and JUnit reports and the provenance diff (Markdown) are written beside the usual
 * output, and a pipeline that cannot
 * name its target stops with the fix, and a clone without it fails closed (base-unreadable).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.js';
import { GITLAB_DIFF_FILE, GITLAB_REPORT_FILES } from '../../../src/hosts/gitlab.js';
import { captureIo } from '../../helpers/cli-io.js';
import { commitAll, git } from '../../helpers/diff-repo.js';
import { buildPipeline, TempRepo } from '../../helpers/repo.js';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

const CONFIG = "outputs:\n  - 'results/*'\n";

/** A repository whose base commit holds the pipeline and the config; returns the base commit. */
async function createBase(): Promise<{ repo: TempRepo; base: string }> {
  repo = await TempRepo.create('pg-gitlab-');
  repo.gitInit();
  await buildPipeline(repo);
  await repo.write('.passport-gate.yml', CONFIG);
  return { repo, base: commitAll(repo.root, 'base') };
}

/** The variables GitLab sets in a merge request pipeline (merged results: the target's head is named). */
function mergeRequestEnv(target: string, mergeBase = target): NodeJS.ProcessEnv {
  return {
    GITLAB_CI: 'true',
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_DIFF_BASE_SHA: mergeBase,
    CI_MERGE_REQUEST_TARGET_BRANCH_SHA: target,
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    CI_PIPELINE_SOURCE: 'merge_request_event',
  };
}

describe('audit in a GitLab merge request pipeline', () => {
  it("applies the base commit's config, not the merge request's own", async () => {
    const { repo, base } = await createBase();
    // The merge request breaks the report and turns off the rule that would catch it.
    await repo.write('results/report/summary.md', '# Variants\nedited\n');
    await repo.write('.passport-gate.yml', `${CONFIG}rules:\n  artifact-hash-mismatch: off\n`);
    commitAll(repo.root, 'weaken the gate');
    const io = captureIo(repo.root, mergeRequestEnv(base));
    const code = await runCli(['audit', '--format', 'json'], io);
    const report = JSON.parse(io.out()) as { findings: { rule: string; path: string }[] };
    expect(code).toBe(1);
    expect(report.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['artifact-hash-mismatch', 'config-changed']),
    );
    expect(io.err()).toContain('GitLab CI: merge request !7');
  });

  it('audits the output directories changed since the base, and only those', async () => {
    const { repo, base } = await createBase();
    await repo.write('results/report/notes.txt', 'an unlisted file\n');
    commitAll(repo.root, 'add a file to the report');
    const io = captureIo(repo.root, mergeRequestEnv(base));
    await runCli(['audit', '--format', 'json'], io);
    const report = JSON.parse(io.out()) as { scope: { mode: string; directories: string[] } };
    expect(report.scope).toMatchObject({ mode: 'changed', directories: ['results/report'] });
  });

  it('writes the Code Quality and JUnit reports in the working directory', async () => {
    const { repo, base } = await createBase();
    await repo.write('results/report/summary.md', '# Variants\nedited\n');
    commitAll(repo.root, 'break the report');
    const io = captureIo(repo.root, mergeRequestEnv(base));
    expect(await runCli(['audit', '--quiet'], io)).toBe(1);
    const issues = JSON.parse(await repo.read(GITLAB_REPORT_FILES.codequality!).then(String)) as {
      check_name: string;
      location: { path: string; lines: { begin: number } };
    }[];
    // Anchored where the passport lists the output, as the JSON report anchors it.
    const json = captureIo(repo.root, mergeRequestEnv(base));
    await runCli(['audit', '--format', 'json'], json);
    const finding = (
      JSON.parse(json.out()) as { findings: { rule: string; path: string; line: number }[] }
    ).findings.find((f) => f.rule === 'artifact-hash-mismatch')!;
    expect(finding.path).toBe('results/report/report.passport.json');
    expect(issues).toContainEqual(
      expect.objectContaining({
        check_name: 'artifact-hash-mismatch',
        location: { path: finding.path, lines: { begin: finding.line } },
      }),
    );
    const junit = String(await repo.read(GITLAB_REPORT_FILES.junit!));
    expect(junit).toMatch(/<testcase [^>]*name="artifact-hash-mismatch"[^>]*>\s*<failure /);
  });

  it('gives the merge request its provenance diff: in the JSON report, and as Markdown beside it', async () => {
    const { repo, base } = await createBase();
    // The merge request re-runs the alignment: its output and passport change, and the
    // variants downstream, not re-run, go stale.
    await repo.write('results/align/sampleA.sorted.bam', 'BAM\u0001realigned');
    const stamped = captureIo(repo.root);
    expect(await runCli(['stamp', 'results/align', '--force'], stamped)).toBe(0);
    commitAll(repo.root, 'realign');
    const io = captureIo(repo.root, mergeRequestEnv(base));
    expect(await runCli(['audit', '--format', 'json'], io)).toBe(1);
    const report = JSON.parse(io.out()) as {
      diff?: { passports: { path: string }[]; stale: { path: string }[] };
    };
    expect(report.diff?.passports.map((p) => p.path)).toEqual([
      'results/align/align.passport.json',
    ]);
    expect(report.diff?.stale.map((s) => s.path)).toContain(
      'results/variants/variants.passport.json',
    );
    // The Markdown the job exposes is what `diff --base` prints for the same two revisions.
    const markdown = await readFile(repo.abs(GITLAB_DIFF_FILE), 'utf8');
    const diff = captureIo(repo.root);
    await runCli(['diff', '--base', base, '--format', 'markdown'], diff);
    expect(markdown).toBe(diff.out());
    expect(markdown).toContain('results/align/align.passport.json');
  });

  it('writes no provenance diff without a merge request to compare with', async () => {
    const { repo } = await createBase();
    const io = captureIo(repo.root, { GITLAB_CI: 'true' });
    expect(await runCli(['audit', '--format', 'json'], io)).toBe(0);
    expect((JSON.parse(io.out()) as { diff?: unknown }).diff).toBeUndefined();
    await expect(readFile(repo.abs(GITLAB_DIFF_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('audits everything in a pipeline that is not for a merge request', async () => {
    const { repo } = await createBase();
    const io = captureIo(repo.root, { GITLAB_CI: 'true' });
    expect(await runCli(['audit', '--format', 'json'], io)).toBe(0);
    expect((JSON.parse(io.out()) as { scope: { mode: string } }).scope.mode).toBe('all');
    expect(await readFile(repo.abs(GITLAB_REPORT_FILES.junit!), 'utf8')).toContain('<testsuites');
  });

  it('refuses a merge request pipeline that names no target, saying how to get one', async () => {
    const { repo } = await createBase();
    const io = captureIo(repo.root, { GITLAB_CI: 'true', CI_MERGE_REQUEST_IID: '7' });
    expect(await runCli(['audit'], io)).toBe(2);
    expect(io.err()).toContain(
      'neither CI_MERGE_REQUEST_TARGET_BRANCH_SHA nor CI_MERGE_REQUEST_TARGET_BRANCH_NAME is set',
    );
    expect(io.err()).toContain('merge_request_event');
    expect(io.out()).toBe('');
  });

  it("judges a merge request by its target branch's head, not the older merge base it branched from", async () => {
    // The target branch once had the hash rule off; it has since been switched back on.
    repo = await TempRepo.create('pg-gitlab-');
    repo.gitInit();
    await buildPipeline(repo);
    await repo.write('.passport-gate.yml', `${CONFIG}rules:\n  artifact-hash-mismatch: "off"\n`);
    const old = commitAll(repo.root, 'old policy');
    await repo.write('.passport-gate.yml', CONFIG);
    const target = commitAll(repo.root, 'stricter policy');
    // The merge request branches from the old commit and tampers with an artifact.
    git(repo.root, 'checkout', '-q', old);
    await repo.write('results/report/summary.md', '# Variants\nedited\n');
    commitAll(repo.root, 'edit the report');
    const io = captureIo(repo.root, mergeRequestEnv(target, old));
    const code = await runCli(['audit', '--format', 'json'], io);
    const report = JSON.parse(io.out()) as { findings: { rule: string }[] };
    expect(report.findings.map((f) => f.rule)).toContain('artifact-hash-mismatch');
    expect(code).toBe(1);
    expect(io.err()).toContain(
      `GitLab CI: merge request !7, base the target branch head ${target.slice(0, 12)}`,
    );
  });

  it('reads the target branch from origin/<name> when no head commit is named, and fails closed when it was not fetched', async () => {
    const { repo, base } = await createBase();
    await repo.write('results/report/summary.md', '# Variants\nedited\n');
    commitAll(repo.root, 'edit the report');
    const env = { ...mergeRequestEnv(base), CI_MERGE_REQUEST_TARGET_BRANCH_SHA: '' };
    // Not fetched: no verdict, the report says base-unreadable, and the line says how to fetch it.
    const missing = captureIo(repo.root, env);
    expect(await runCli(['audit', '--format', 'json'], missing)).toBe(2);
    const unread = JSON.parse(missing.out()) as {
      findings: { rule: string }[];
      summary: { passed: boolean };
    };
    expect(unread.findings.map((f) => f.rule)).toEqual(['base-unreadable']);
    expect(unread.summary.passed).toBe(false);
    expect(missing.err()).toContain('git fetch origin main');
    // Fetched: it is the base.
    git(repo.root, 'update-ref', 'refs/remotes/origin/main', base);
    const io = captureIo(repo.root, env);
    expect(await runCli(['audit', '--format', 'json'], io)).toBe(1);
    expect(io.err()).toContain('origin/main');
  });

  it('fails closed on a target head the shallow clone does not hold, naming GIT_DEPTH', async () => {
    const { repo, base } = await createBase();
    await repo.write('results/report/notes.txt', 'more\n');
    commitAll(repo.root, 'second');
    await repo.write('results/report/notes.txt', 'more still\n');
    commitAll(repo.root, 'third');
    // A clone of depth 1, as GitLab makes with a small GIT_DEPTH: the base is not in it.
    const clone = await TempRepo.create('pg-gitlab-shallow-');
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, clone.root]);
      const io = captureIo(clone.root, mergeRequestEnv(base));
      expect(await runCli(['audit', '--format', 'json'], io)).toBe(2);
      expect((JSON.parse(io.out()) as { findings: { rule: string }[] }).findings).toEqual([
        expect.objectContaining({ rule: 'base-unreadable', severity: 'error' }),
      ]);
      expect(io.err()).toContain(`the target branch head ${base.slice(0, 12)}`);
      expect(io.err()).toContain('shallow clone');
      expect(io.err()).toContain('GIT_DEPTH: "0"');
    } finally {
      await clone.remove();
    }
  });

  it('takes an explicit scope over the merge request', async () => {
    const { repo, base } = await createBase();
    await repo.write('results/report/notes.txt', 'an unlisted file\n');
    commitAll(repo.root, 'add a file');
    const io = captureIo(repo.root, mergeRequestEnv(base));
    await runCli(['audit', '--all', '--format', 'json'], io);
    expect((JSON.parse(io.out()) as { scope: { mode: string } }).scope.mode).toBe('all');
    expect(git(repo.root, 'status', '--porcelain')).toContain(GITLAB_REPORT_FILES.junit);
  });
});
