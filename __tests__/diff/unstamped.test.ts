/**
 * Issue 37 item 7: a hand edit outside GitHub. `passport-gate diff` (text and Markdown) and
 * GitLab's provenance diff list artifacts changed without their passport - a hand-edited result,
 * an edited `--code` script - as GitHub's job summary does, instead of "0 outputs changed, no
 * stale passport".
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { GITLAB_DIFF_FILE } from '../../src/hosts/gitlab.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll } from '../helpers/diff-repo.js';
import { buildPipeline, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
afterEach(async () => {
  await repo.remove();
});

/** The pipeline and a qc step recorded by `run` with its script, committed; then hand edits, committed. */
async function handEdited(): Promise<{ base: string; head: string }> {
  repo = await TempRepo.create('pg-unstamped-');
  repo.gitInit();
  await buildPipeline(repo);
  await repo.write('.passport-gate.yml', "outputs:\n  - 'results/*'\n");
  await repo.write(
    'scripts/qc.js',
    "require('fs').mkdirSync('results/qc',{recursive:true});require('fs').writeFileSync('results/qc/qc.txt','ok\\n');",
  );
  const io = captureIo(repo.root);
  const args = ['run', 'results/qc', '--skill', 'qc', '--skill-version', '1'];
  expect(
    await runCli([...args, '--code', 'scripts/qc.js', '--', process.execPath, 'scripts/qc.js'], io),
    io.err(),
  ).toBe(0);
  const base = commitAll(repo.root, 'base');
  await repo.write('results/report/summary.md', '# Variants\n2 variants\n');
  await repo.write('scripts/qc.js', "require('fs').writeFileSync('results/qc/qc.txt','ok\\n');");
  const head = commitAll(repo.root, 'hand edits');
  return { base, head };
}

const diffOf = async (args: string[]) => {
  const io = captureIo(repo.root);
  const code = await runCli(['diff', ...args], io);
  return { code, out: io.out(), err: io.err() };
};

describe('hand edits under an unchanged passport are listed outside GitHub', () => {
  it('passport-gate diff, text: the edited result and the edited --code script, exit 1', async () => {
    const { base, head } = await handEdited();
    const r = await diffOf(['--base', base, '--head', head]);
    expect(r.out).toContain('artifacts changed without their passport');
    expect(r.out).toMatch(
      /results\/report\/report\.passport\.json: output .*results\/report\/summary\.md/,
    );
    expect(r.out).toMatch(/results\/qc\/qc\.passport\.json: input .*scripts\/qc\.js/);
    expect(r.out).toContain('2 artifact(s) whose bytes no longer match their unchanged passport');
    expect(r.code).toBe(1);
  });

  it('passport-gate diff, Markdown, against the working tree: the same two, an uncommitted edit too', async () => {
    const { base } = await handEdited();
    await repo.write('results/variants/sampleA.vcf', '##fileformat=VCFv4.2\nedited\n');
    const r = await diffOf(['--base', base, '--format', 'markdown']);
    expect(r.out).toContain('Artifacts changed without their passport');
    for (const p of ['results/report/summary.md', 'scripts/qc.js', 'results/variants/sampleA.vcf'])
      expect(r.out).toContain(p);
    expect(r.out).toContain(
      '**4 artifact(s) whose bytes no longer match their unchanged passport**',
    );
    expect(r.code).toBe(1);
  });

  it("GitLab's provenance diff lists them as GitHub's job summary does", async () => {
    const { base } = await handEdited();
    const env = {
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: base,
      CI_MERGE_REQUEST_TARGET_BRANCH_SHA: base,
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_PIPELINE_SOURCE: 'merge_request_event',
    };
    const io = captureIo(repo.root, env);
    expect(await runCli(['audit', '--quiet'], io)).toBe(1);
    const markdown = await readFile(repo.abs(GITLAB_DIFF_FILE), 'utf8');
    expect(markdown).toContain('Artifacts changed without their passport');
    expect(markdown).toContain('results/report/summary.md');
    expect(markdown).toContain('scripts/qc.js');
  });
});
