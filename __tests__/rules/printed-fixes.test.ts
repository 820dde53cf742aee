/**
 * Issue 37, "Done when": every printed fix that is a command is run as printed, and leaves the
 * gate red where the truth was not restored (a hand edit stays red until a re-run or a
 * restore) and green where the fix really re-ran or restored. Each row builds its rule's
 * defect with the rule's own case generator (__tests__/cases/<rule>/case.ts), audits it
 * through the committed CLI (dist/cli.js, as a user runs it), takes the command exactly as the
 * finding prints it, runs it in a shell at the root with `passport-gate` on PATH, and audits
 * again. The only text ever changed in a printed command is a documented placeholder: a hand
 * record's `'<the step command>'` (docs/rules.md, chain-stale), filled with a step that writes
 * nothing (red) and with one that really writes the output (green).
 *
 * A first slice: four rules so far. The rest of the registry's command fixes, and the check
 * that every registry rule is either here or listed with why its fix is no command, are not
 * built yet.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/report-model.js';
import type { RuleId } from '../../src/core/rule-registry.js';
import { DIST_CLI, fillStepCommand, printedCommand } from '../helpers/custody-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { commitAll, defineCase, type RuleCase } from '../cases/harness.js';
import { pipeline } from '../cases/fixtures.js';
import artifactHashMismatch from '../cases/artifact-hash-mismatch/case.js';
import chainStale from '../cases/chain-stale/case.js';
import passportMissing from '../cases/passport-missing/case.js';
import passportRunIdEmpty from '../cases/passport-run-id-empty/case.js';

/** One run of the printed command: as printed, or with its placeholder filled. */
interface FixRun {
  /** What fills the step-command placeholder; absent: the command exactly as printed. */
  readonly step?: string;
  /** The command's exit code. */
  readonly exit: number;
  /** The audit after it: green (exit 0), or red (exit 1). */
  readonly green: boolean;
}

/** A rule whose printed fix is a command, and what running it must do. */
interface PrintedFix {
  readonly rule: RuleId;
  /** The rule's case (its folder under __tests__/cases), whose violation builds the defect. */
  readonly case: RuleCase;
  /** The command as the finding prints it, cut from its message. */
  readonly command: (message: string) => string;
  readonly runs: readonly FixRun[];
}

/** The command after the message's last `: ` that starts with `start`, without a final period. */
const after = (start: string) => (message: string) => {
  const at = message.lastIndexOf(`: ${start}`);
  if (at < 0) throw new Error(`no "${start}" command in: ${message}`);
  return message.slice(at + 2).replace(/\.$/, '');
};

const FIXES: readonly PrintedFix[] = [
  // A hand record's re-run: refused as printed; a step that writes nothing stays red.
  {
    rule: 'chain-stale',
    case: chainStale,
    command: printedCommand,
    runs: [
      { exit: 2, green: false },
      { step: 'true', exit: 0, green: false },
      {
        step: `sh -c 'cat results/variants/sampleA.vcf > results/report/summary.md'`,
        exit: 0,
        green: true,
      },
    ],
  },
  // The printed `run` for a directory without a passport: its placeholders are refused.
  {
    rule: 'passport-missing',
    case: passportMissing,
    command: (message) => /`(passport-gate run [^`]*)`/.exec(message)?.[1] ?? '',
    runs: [{ exit: 2, green: false }],
  },
  // A hand edit of a committed output: the printed restore (git checkout) brings back the
  // bytes the step made, so green; nothing but the restore is run.
  {
    rule: 'artifact-hash-mismatch',
    case: defineCase({
      ...artifactHashMismatch,
      violation: async (repo) => {
        await pipeline(repo);
        commitAll(repo, 'the pipeline as its steps wrote it');
        await repo.write('results/report/summary.md', '# Variants\n2 variants\n');
      },
    }),
    command: (message) => /\((git checkout -- [^)]*)\)/.exec(message)?.[1] ?? '',
    runs: [{ exit: 0, green: true }],
  },
  // A rename of the passport file: the truth of the record is untouched, so green.
  {
    rule: 'passport-run-id-empty',
    case: passportRunIdEmpty,
    command: after('mv '),
    runs: [{ exit: 0, green: true }],
  },
];

let repo: TempRepo | undefined;
let bin: string | undefined;
afterEach(async () => {
  await repo?.remove();
  if (bin) await rm(bin, { recursive: true, force: true });
  repo = undefined;
  bin = undefined;
});

/** Audits the repository through the committed CLI; its exit code and findings. */
function auditCli(root: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, [DIST_CLI, 'audit', ...args, '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(r.stdout || '{"findings":[]}') as { findings: Finding[] };
  return { status: r.status, findings: report.findings, stderr: r.stderr };
}

describe('every printed fix that is a command, run as printed', () => {
  for (const fix of FIXES) {
    it(`${fix.rule}: red until the truth is restored, green only then`, async () => {
      const args = fix.case.args ?? ['--all'];
      repo = await TempRepo.create(`pg-printed-fix-${fix.rule}-`);
      bin = await mkdtemp(path.join(tmpdir(), 'pg-printed-fix-bin-'));
      await writeFile(
        path.join(bin, 'passport-gate'),
        `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
      );
      await chmod(path.join(bin, 'passport-gate'), 0o755);
      await fix.case.violation(repo);
      const root = repo.root;
      const red = auditCli(root, args);
      const finding = red.findings.find((f) => f.rule === fix.rule);
      expect(finding, red.stderr).toBeDefined();
      const printed = fix.command(finding?.message ?? '');
      const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
      for (const run of fix.runs) {
        const command = run.step === undefined ? printed : fillStepCommand(printed, run.step);
        const ran = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', env });
        expect(ran.status, `${command}\n${ran.stderr}`).toBe(run.exit);
        const now = auditCli(root, args);
        if (run.green) expect(now.status, JSON.stringify(now.findings)).toBe(0);
        // Red: the rule itself, or what the step left (a re-run that wrote nothing leaves
        // its old output unlisted), still fails the gate.
        else expect(now.status, `${command} must leave the gate red`).toBe(1);
      }
    });
  }
});
