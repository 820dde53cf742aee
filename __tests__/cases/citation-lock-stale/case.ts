import { runCli } from '../../../src/cli.js';
import type { AuditReport } from '../../../src/core/report-model.js';
import { CITATION_LOCK_FILE } from '../../../src/formats/citation-lock.js';
import { captureIo } from '../../helpers/cli-io.js';
import { startRegistries } from '../../helpers/registries.js';
import { defineCase } from '../harness.js';
import { pipeline, writeCitationLock } from '../fixtures.js';

export default defineCase({
  summary:
    'the lock says the accession resolves; asked now (--resolve-citations), ENA has no such record',
  violation: async (repo) => {
    await pipeline(repo);
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'resolved', service: 'ena' },
    });
  },
  clean: async (repo) => {
    await pipeline(repo);
    await writeCitationLock(repo, {
      'accession:ERR123456': { status: 'not-found', service: 'ena' },
    });
  },
  // The registries as a 127.0.0.1 stand-in that holds no record of ERR123456.
  run: async (repo) => {
    const stand = await startRegistries({});
    try {
      const io = captureIo(repo.root, stand.env);
      const exitCode = await runCli(
        ['audit', '--all', '--resolve-citations', '--format', 'json'],
        io,
      );
      const report = JSON.parse(io.out()) as AuditReport;
      return { exitCode, findings: report.findings };
    } finally {
      await stand.close();
    }
  },
  expect: [
    {
      path: CITATION_LOCK_FILE,
      message:
        /the registries now answer otherwise for "accession:ERR123456"\)\. Write it anew and commit it: passport-gate resolve --refresh$/,
    },
  ],
});
