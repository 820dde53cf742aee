/**
 * Issue 35 #11: a local audit judges what CI judges. Passports inside git-ignored directories
 * (a `backup/` copy of an output directory, a CI tool's work folder) are no part of the commit,
 * so a clean checkout has none: the audit does not read them, as it leaves other ignored files
 * out. A passport git tracks is read wherever it is (a tracked file is part of the commit,
 * whatever .gitignore says).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { commitAll, git } from '../helpers/diff-repo.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;

interface Report {
  findings: { rule: string; path: string }[];
  passports: { path: string }[];
}

/** `audit --all --format json` at the root, as a developer runs it locally. */
async function auditAll(): Promise<{ code: number; report: Report }> {
  const io = captureIo(repo.root, { PASSPORT_GATE_HASH_THREADS: '1' });
  const code = await runCli(['audit', '--all', '--format', 'json'], io);
  return { code, report: JSON.parse(io.out()) as Report };
}

beforeEach(async () => {
  repo = await TempRepo.create('pg-ignored-passports-');
  repo.gitInit();
  await repo.write('.gitignore', 'backup/\n.tool-work/\n');
  await repo.write('results/align/a.bam', 'BAM');
  await repo.passport({ dir: 'results/align', outputs: ['results/align/a.bam'] });
  commitAll(repo.root, 'results');
  // An old copy of the output directory, its artifact since edited, and a tool's work folder
  // holding a passport that names a file that is not there: both ignored, neither committed.
  await repo.write('backup/results/align/a.bam', 'BAM, edited after stamping');
  await repo.write(
    'backup/results/align/align.passport.json',
    (await repo.read('results/align/align.passport.json')).toString('utf8'),
  );
  await repo.write('.tool-work/step/b.txt', 'b');
  await repo.passport({ dir: '.tool-work/step', outputs: ['.tool-work/step/b.txt'] });
  await repo.write('.tool-work/step/b.txt', 'b, rewritten');
});
afterEach(async () => {
  await repo.remove();
});

describe('passports git ignores are not read (issue 35 #11)', () => {
  it('an audit of a tree with ignored passport copies judges only the committed passport', async () => {
    const { code, report } = await auditAll();
    expect(report.findings).toEqual([]);
    expect(report.passports.map((p) => p.path)).toEqual(['results/align/align.passport.json']);
    expect(code).toBe(0);
  });

  it('a passport git tracks inside an ignored directory is read and judged', async () => {
    git(repo.root, 'add', '-f', '.tool-work/step/step.passport.json', '.tool-work/step/b.txt');
    git(repo.root, 'commit', '-q', '--no-gpg-sign', '-m', 'tracked in an ignored folder');
    await repo.write('.tool-work/step/b.txt', 'b, rewritten again');
    const { code, report } = await auditAll();
    expect(report.passports.map((p) => p.path).sort()).toEqual([
      '.tool-work/step/step.passport.json',
      'results/align/align.passport.json',
    ]);
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['artifact-hash-mismatch', '.tool-work/step/step.passport.json'],
    ]);
    expect(code).toBe(1);
  });
});
