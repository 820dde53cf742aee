/**
 * A small chain with git history for the custody tests, built by code with `stamp` (the
 * producer's own tool, so the hashes are the real ones): reads (data, with a source) → plot
 * (results/plot: plot.png and table.csv) → report (results/report, consuming plot and reading
 * both of its outputs). One commit, the base; the tests then change the working tree as a pull
 * request would, and run the gate and the printed fixes through the committed CLI.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stamp } from '../../src/produce/stamp/index.js';
import { commitAll, git } from './diff-repo.js';
import { TempRepo } from './repo.js';

/** The committed CLI the printed commands run. */
export const DIST_CLI = path.resolve(import.meta.dirname, '../../dist/cli.js');

/** The custody fixture: the repository, its base commit and the passports' paths and ids. */
export interface CustodyRepo {
  repo: TempRepo;
  base: string;
  plot: { path: string; id: string };
  report: { path: string; id: string };
  /** Runs `command` in a shell at the root with `passport-gate` on PATH (the committed CLI). */
  sh(command: string): { status: number | null; stdout: string; stderr: string };
  /** Runs the committed CLI with `args` at the root. */
  cli(args: readonly string[]): { status: number | null; stdout: string; stderr: string };
  remove(): Promise<void>;
}

let clock = Date.parse('2026-06-17T00:00:00Z');
/** A clock that moves forward one second per passport written. */
export const tick = () => new Date((clock += 1000));

/** Builds the chain and commits it as the base. */
export async function buildCustodyRepo(prefix = 'pg-custody-'): Promise<CustodyRepo> {
  const repo = await TempRepo.create(prefix);
  const bin = await mkdtemp(path.join(tmpdir(), 'pg-custody-bin-'));
  await writeFile(
    path.join(bin, 'passport-gate'),
    `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
  );
  await chmod(path.join(bin, 'passport-gate'), 0o755);
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write('data/reads.txt', 'ACGT\nTTGA\n');
  await repo.write('results/plot/plot.png', 'PNG bytes v1');
  await repo.write('results/plot/table.csv', 'x,y\n1,2\n');
  const plot = await stamp({
    root: repo.root,
    directory: 'results/plot',
    skill: 'plotting',
    skillVersion: '1.0.0',
    inputs: [{ path: 'data/reads.txt', source: 'ERR000001' }],
    now: tick,
  });
  await repo.write('results/report/report.md', '# report\n');
  const report = await stamp({
    root: repo.root,
    directory: 'results/report',
    skill: 'reporting',
    skillVersion: '1.0.0',
    inputs: ['results/plot/plot.png', 'results/plot/table.csv'],
    now: tick,
  });
  const base = commitAll(repo.root, 'base');
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  const run = (file: string, args: readonly string[]) => {
    const r = spawnSync(file, args, { cwd: repo.root, encoding: 'utf8', env });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  return {
    repo,
    base,
    plot: { path: plot.path, id: plot.passport.passport_id as string },
    report: { path: report.path, id: report.passport.passport_id as string },
    sh: (command) => run('sh', ['-c', command]),
    cli: (args) => run(process.execPath, [DIST_CLI, ...args]),
    remove: async () => {
      await rm(bin, { recursive: true, force: true });
      await repo.remove();
    },
  };
}

/** The command a finding's message ends with (after its last ": "), without the final period. */
export function printedCommand(message: string): string {
  const at = message.lastIndexOf(': passport-gate ');
  if (at < 0) throw new Error(`no command in: ${message}`);
  return message.slice(at + 2).replace(/\.$/, '');
}

/** The placeholder a hand record's printed re-run holds for the step's own command. */
export const STEP_PLACEHOLDER_WORD = "'<the step command>'";

/**
 * `command` (a printed re-run of a hand record) with its one documented placeholder, the
 * step's command, replaced by `step` (shell words, as typed). Throws when the placeholder is
 * not there: nothing else of a printed fix is ever changed.
 */
export function fillStepCommand(command: string, step: string): string {
  const at = command.lastIndexOf(` -- ${STEP_PLACEHOLDER_WORD}`);
  if (at < 0 || !command.endsWith(STEP_PLACEHOLDER_WORD))
    throw new Error(`no step-command placeholder in: ${command}`);
  return `${command.slice(0, at)} -- ${step}`;
}
