/**
 * The scratch copy holds the commit's exact blobs: a `.gitattributes` the pull request commits
 * (export-ignore, export-subst, ident, eol) changes what `git archive` writes, so a change could
 * hide an input or a script from the re-run, or make the re-run run bytes other than those
 * reviewers read. Each case here is an honest chain recorded by `run`; the attribute must not
 * change what reproduce runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitAll } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';
import {
  buildRecordedChain,
  COUNT_SCRIPT,
  runCount,
  runReport,
  runReproduce,
} from '../helpers/reproduce-repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-reproduce-bytes-');
});
afterEach(async () => {
  await repo.remove();
});

/** The chain, with the count step's script replaced by `script` and both steps run again. */
async function buildChainWithCountScript(script: string): Promise<void> {
  await buildRecordedChain(repo);
  await repo.write('scripts/count.js', script);
  await runCount(repo);
  await runReport(repo);
  commitAll(repo.root, 'count script that writes its own placeholder');
}

describe('reproduce runs the committed bytes, whatever .gitattributes says', () => {
  it('export-ignore on an input and a script: the re-run still sees both (exit 0)', async () => {
    await buildRecordedChain(repo);
    await repo.write(
      '.gitattributes',
      'data/in.txt export-ignore\nscripts/report.js export-ignore\n',
    );
    commitAll(repo.root, 'hide an input and a script from git archive');
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.steps.map((s) => s.status)).toEqual(['reproduced', 'reproduced']);
    expect(result.exitCode).toBe(0);
  });

  it('export-subst on the step script: $Format:%H$ stays as committed (exit 0)', async () => {
    await buildChainWithCountScript(
      `${COUNT_SCRIPT}fs.appendFileSync('results/count/n.txt','made by $Format:%H$\\n');`,
    );
    await repo.write('.gitattributes', 'scripts/count.js export-subst\n');
    commitAll(repo.root, 'substitute the commit id into the script on export');
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('ident on the step script: $Id$ stays as committed (exit 0)', async () => {
    await buildChainWithCountScript(
      `${COUNT_SCRIPT}fs.appendFileSync('results/count/n.txt','made by $Id$\\n');`,
    );
    await repo.write('.gitattributes', 'scripts/count.js ident\n');
    commitAll(repo.root, 'expand $Id$ in the script on export');
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('text eol=crlf on an input and the scripts: the committed LF bytes, not converted (exit 0)', async () => {
    await buildRecordedChain(repo);
    await repo.write('.gitattributes', 'data/in.txt text eol=crlf\nscripts/*.js text eol=crlf\n');
    commitAll(repo.root, 'convert line endings on export');
    const result = await runReproduce(repo);
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
  });
});
