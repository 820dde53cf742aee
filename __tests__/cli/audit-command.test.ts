/**
 * `audit` notes the working-tree files it read only for a verification summary (`--vsa`), the one
 * reader of that list (__tests__/attest/verification-summary.test.ts signs one from it).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli.js';
import { GateRun } from '../../src/gate/gate-run.js';
import { captureIo } from '../helpers/cli-io.js';
import { TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
beforeEach(async () => {
  repo = await TempRepo.create('pg-audit-command-');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await repo.remove();
});

describe('audit without --vsa', () => {
  it('passes and notes no file read, in either scope', async () => {
    await repo.write('results/align/a.bam', 'BAM-1');
    await repo.passport({
      dir: 'results/align',
      runId: 'align-run1',
      outputs: ['results/align/a.bam'],
    });
    const audit = vi.spyOn(GateRun.prototype, 'audit');
    for (const scope of [['--all'], ['--changed-files', 'results/align/a.bam']]) {
      const io = captureIo(repo.root);
      const code = await runCli(['audit', '--root', repo.root, ...scope, '--quiet'], io);
      expect({ code, err: io.err() }).toEqual({ code: 0, err: '' });
    }
    expect(audit).toHaveBeenCalledTimes(2);
    for (const [i, run] of audit.mock.contexts.entries()) {
      expect(audit.mock.calls[i]?.[0].recordReads).toBe(false);
      expect((run as GateRun).filesRead).toBeNull();
    }
  });
});
