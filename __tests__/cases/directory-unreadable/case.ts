import { spawnSync } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import type { AuditReport } from '../../../src/core/report-model.js';
import { withDistCopy } from '../../helpers/dist-copy.js';
import type { TempRepo } from '../../helpers/repo.js';
import { defineCase } from '../harness.js';
import { pipeline } from '../fixtures.js';

/** Audits as an unprivileged user (root lists any directory whatever its mode). */
async function auditAsNobody(repo: TempRepo) {
  await chmod(repo.root, 0o755);
  const child = await withDistCopy(async ({ dir, cli }) =>
    spawnSync(process.execPath, [cli, 'audit', '--root', repo.root, '--all', '--format', 'json'], {
      encoding: 'utf8',
      cwd: dir,
      ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
    }),
  );
  await chmod(repo.abs('results/annotation'), 0o755);
  const report = JSON.parse(child.stdout) as AuditReport;
  return { exitCode: child.status ?? -1, findings: report.findings };
}

export default defineCase({
  summary: 'an output directory cannot be listed by the user running the gate',
  violation: async (repo) => {
    await pipeline(repo);
    await repo.write('results/annotation/x.vcf', 'v');
    await repo.passport({ dir: 'results/annotation', outputs: ['results/annotation/x.vcf'] });
    await chmod(repo.abs('results/annotation'), 0);
  },
  clean: async (repo) => {
    await pipeline(repo);
    await repo.write('results/annotation/x.vcf', 'v');
    await repo.passport({ dir: 'results/annotation', outputs: ['results/annotation/x.vcf'] });
  },
  run: auditAsNobody,
  expect: [{ path: 'results/annotation', message: /nothing below it was audited/ }],
});
