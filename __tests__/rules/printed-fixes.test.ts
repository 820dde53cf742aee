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
 * A metadata `stamp` fix is run twice: alone (green: it fixes its rule) and in a directory that
 * also holds a hand-edited output (red: `stamp` refuses to record changed outputs without
 * `--force`, so the edit stays artifact-hash-mismatch). Other placeholders are filled only
 * where the row says which (`fill`), and a placeholder not printed fails the row.
 *
 * Every registry rule is a row, or in NOT_A_COMMAND (its fix is no command to copy, with why);
 * the last test holds that.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/report-model.js';
import { RULES, type RuleId } from '../../src/core/rule-registry.js';
import { DIST_CLI, fillStepCommand, printedCommand } from '../helpers/custody-repo.js';
import { TempRepo } from '../helpers/repo.js';
import { commitAll as gitCommitAll, git } from '../helpers/diff-repo.js';
import { COUNT_SCRIPT, REPORT_SCRIPT, runReport, runStep } from '../helpers/reproduce-repo.js';
import { commitAll, defineCase, type RuleCase } from '../cases/harness.js';
import { pipeline } from '../cases/fixtures.js';
import artifactHashMismatch from '../cases/artifact-hash-mismatch/case.js';
import chainStale from '../cases/chain-stale/case.js';
import passportMissing from '../cases/passport-missing/case.js';
import passportRunIdEmpty from '../cases/passport-run-id-empty/case.js';
import inputHashMismatch from '../cases/input-hash-mismatch/case.js';
import passportIdPlaceholder from '../cases/passport-id-placeholder/case.js';
import citationInvalid from '../cases/citation-invalid/case.js';
import citationNotFound from '../cases/citation-not-found/case.js';
import chainCycle from '../cases/chain-cycle/case.js';
import chainNextSkill from '../cases/chain-next-skill/case.js';
import chainTimeOrder from '../cases/chain-time-order/case.js';
import artifactNotColocated from '../cases/artifact-not-colocated/case.js';
import artifactMultipleProducers from '../cases/artifact-multiple-producers/case.js';
import inputUnprovenanced from '../cases/input-unprovenanced/case.js';
import inputMissing from '../cases/input-missing/case.js';
import passportVouchesNothing from '../cases/passport-vouches-nothing/case.js';
import runRecordReplacedByHand from '../cases/run-record-replaced-by-hand/case.js';
import passportIdReused from '../cases/passport-id-reused/case.js';
import { spawn } from 'node:child_process';
import { CITATION_LOCK_FILE } from '../../src/formats/citation-lock.js';
import { startRegistries, type RegistryStandIn, type StandInWorld } from '../helpers/registries.js';
import { ALIGN, editJson, writeCitationLock } from '../cases/fixtures.js';
import citationUnlocked from '../cases/citation-unlocked/case.js';
import citationLockInvalid from '../cases/citation-lock-invalid/case.js';
import citationLockStale from '../cases/citation-lock-stale/case.js';
import attestationMissing from '../cases/attestation-missing/case.js';
import attestationInvalid from '../cases/attestation-invalid/case.js';
import attestationUntrusted from '../cases/attestation-untrusted/case.js';
import {
  attestWithKey,
  buildAttestedRunChain,
  forceRestampHandEdit,
  makeKey,
} from '../helpers/attest.js';

/** One run of the printed command: as printed, or with its placeholder filled. */
interface FixRun {
  /** What fills the step-command placeholder; absent: the command exactly as printed. */
  readonly step?: string;
  /** Another documented placeholder filled: [placeholder as printed, what the user types]. */
  readonly fill?: readonly [string, string];
  /** The command's exit code. */
  readonly exit: number;
  /** The audit after it: green (exit 0), or red (exit 1). */
  readonly green: boolean;
  /** Rules that must still be reported after it (red runs: the untrue artifact stays red). */
  readonly still?: readonly RuleId[];
  /** Rules that must be gone after it (a red run that fixed its own rule, not the rest). */
  readonly gone?: readonly RuleId[];
}

/** A rule whose printed fix is a command, and what running it must do. */
interface PrintedFix {
  readonly rule: RuleId;
  /** What the row adds to the rule's defect (a hand-edited output beside it), for its name. */
  readonly also?: string;
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

/** The first command between backticks that starts with `start`. */
const quoted = (start: string) => (message: string) =>
  new RegExp(`\`(${start}[^\`]*)\``).exec(message)?.[1] ?? '';

/**
 * The rule's case with an output of `dir` edited by hand after the defect was built: a
 * metadata fix run in that directory must not turn the edit green (issue 37, item 1).
 */
function withHandEdit(c: RuleCase, output: string): RuleCase {
  return defineCase({
    ...c,
    violation: async (repo) => {
      await c.violation(repo);
      await repo.write(output, 'edited by hand\n');
    },
  });
}

/** input-unprovenanced's placeholder for the citation, as printed. */
const SOURCE_PLACEHOLDER = '<DOI, accession or URL (retrieved YYYY-MM-DD)>';

/** An output of each pipeline directory, for {@link withHandEdit}. */
const BAM = 'results/align/sampleA.sorted.bam';
const VCF = 'results/variants/sampleA.vcf';
const SUMMARY = 'results/report/summary.md';

/** A metadata `stamp` fix: green alone; beside a hand edit refused (exit 2), the edit red. */
function metadataStamp(
  rule: RuleId,
  c: RuleCase,
  output: string,
  command: (message: string) => string = after('passport-gate stamp '),
  alone: FixRun = { exit: 0, green: true },
): PrintedFix[] {
  return [
    { rule, case: c, command, runs: [alone] },
    {
      rule,
      also: `a hand-edited ${output} beside it`,
      case: withHandEdit(c, output),
      command,
      runs: [{ exit: 2, green: false, still: ['artifact-hash-mismatch'] }],
    },
  ];
}

const FIXES: readonly PrintedFix[] = [
  ...listAttestationFixes(),
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
    command: quoted('passport-gate run '),
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
  // The same restore for an input changed under its consumer.
  {
    rule: 'input-hash-mismatch',
    case: defineCase({
      ...inputHashMismatch,
      violation: async (repo) => {
        await pipeline(repo);
        commitAll(repo, 'the pipeline as its steps wrote it');
        await repo.write('data/sampleA_R1.fastq', '@r1\nACGA\n+\nIIII\n');
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
  // The id written in place: only passport_id changes, so an edit beside it stays red.
  {
    rule: 'passport-id-placeholder',
    case: passportIdPlaceholder,
    command: after('node -e '),
    runs: [{ exit: 0, green: true }],
  },
  {
    rule: 'passport-id-placeholder',
    also: 'a hand-edited summary.md beside it',
    case: withHandEdit(passportIdPlaceholder, SUMMARY),
    command: after('node -e '),
    runs: [{ exit: 0, green: false, still: ['artifact-hash-mismatch'] }],
  },
  // A reused id replaced in place (it printed rm && stamp, a first stamp that recorded a hand
  // edit beside it as the step's output): the edit stays red.
  {
    rule: 'passport-id-reused',
    case: passportIdReused,
    command: after('node -e '),
    // Its consumers still name the old id (the message says to re-point them next).
    runs: [{ exit: 0, green: false, gone: ['passport-id-reused'] }],
  },
  {
    rule: 'passport-id-reused',
    also: 'a hand-edited realign output beside it',
    case: withHandEdit(passportIdReused, 'results/realign/sampleA.sorted.bam'),
    command: after('node -e '),
    runs: [{ exit: 0, green: false, still: ['artifact-hash-mismatch'] }],
  },
  // Metadata re-stamps: each fixes its rule, and none launders an edited output beside it.
  // A source said to be unresolved is honest, not provenance: the citation rule goes, and
  // input-unprovenanced stays until the real record is cited.
  ...metadataStamp('citation-invalid', citationInvalid, BAM, undefined, {
    exit: 0,
    green: false,
    gone: ['citation-invalid'],
    still: ['input-unprovenanced'],
  }),
  ...metadataStamp('citation-not-found', citationNotFound, BAM, undefined, {
    exit: 0,
    green: false,
    gone: ['citation-not-found'],
    still: ['input-unprovenanced'],
  }),
  ...metadataStamp('chain-cycle', chainCycle, BAM),
  ...metadataStamp('chain-next-skill', chainNextSkill, VCF),
  // The edge dropped; the case's report reads nothing, which passport-vouches-nothing reports.
  ...metadataStamp('chain-time-order', chainTimeOrder, SUMMARY, undefined, {
    exit: 0,
    green: false,
    gone: ['chain-time-order'],
    still: ['passport-vouches-nothing'],
  }),
  ...metadataStamp('artifact-not-colocated', artifactNotColocated, SUMMARY),
  // The fake passport's claim dropped; the report still consumes the fake passport, which
  // the fix does not touch, so the gate stays red on that, not on the double claim.
  {
    rule: 'artifact-multiple-producers',
    case: artifactMultipleProducers,
    command: after('passport-gate stamp '),
    runs: [
      {
        exit: 0,
        green: false,
        still: ['chain-missing-reference'],
        gone: ['artifact-multiple-producers'],
      },
    ],
  },
  // A citation placeholder: refused as printed (no source is invented); with the user's
  // accession in its place, green; beside a hand edit, refused.
  {
    rule: 'input-unprovenanced',
    case: inputUnprovenanced,
    command: after('passport-gate stamp '),
    runs: [
      { exit: 2, green: false, still: ['input-unprovenanced'] },
      { fill: [SOURCE_PLACEHOLDER, 'ERR123456'], exit: 0, green: true },
    ],
  },
  {
    rule: 'input-unprovenanced',
    also: 'a hand-edited sampleA.sorted.bam beside it',
    case: withHandEdit(inputUnprovenanced, BAM),
    command: after('passport-gate stamp '),
    runs: [
      {
        fill: [SOURCE_PLACEHOLDER, 'ERR123456'],
        exit: 2,
        green: false,
        still: ['artifact-hash-mismatch'],
      },
    ],
  },
  // A renamed upstream: the consumer's re-run, refused as printed; run on the renamed file, green.
  {
    rule: 'input-missing',
    case: inputMissing,
    command: printedCommand,
    runs: [
      { exit: 2, green: false, still: ['input-missing'] },
      {
        step: `sh -c 'cat results/variants/a.vcf > results/report/summary.md'`,
        exit: 0,
        green: true,
      },
    ],
  },
  // A record naming nothing it came from: the printed run names no input, so it is refused.
  {
    rule: 'passport-vouches-nothing',
    case: passportVouchesNothing,
    command: quoted('passport-gate run '),
    runs: [{ exit: 2, green: false, still: ['passport-vouches-nothing'] }],
  },
  // A run record replaced by a hand record over an edited output: the base's record run
  // again as printed re-makes the output, so green.
  {
    rule: 'run-record-replaced-by-hand',
    case: runRecordReplacedByHand,
    command: after('passport-gate run '),
    runs: [{ exit: 0, green: true }],
  },
  // The other printed fix, the restore from the base (`<base>` is the base the run names).
  {
    rule: 'run-record-replaced-by-hand',
    also: 'the restore from the base',
    case: runRecordReplacedByHand,
    command: (message) => /\((git checkout <base> -- [^)]*)\)/.exec(message)?.[1] ?? '',
    runs: [{ fill: ['<base>', 'HEAD'], exit: 0, green: true }],
  },
];

/**
 * Registry rules whose printed fix is no command to copy, each with why. A rule is either a
 * row of {@link FIXES} or here (the completeness test below).
 */
const NOT_A_COMMAND: Readonly<Partial<Record<RuleId, string>>> = {
  'passport-invalid-json': 'fix the JSON syntax by hand at the line and column given',
  'passport-duplicate-key': 'keep one occurrence of the key by hand',
  'passport-too-large': 'split the directory or raise max-passport-bytes in the config',
  'passport-schema': 'fix the value at the pointer by hand',
  'passport-unsupported-version': 'write a v1 passport, or upgrade passport-gate',
  'passport-duplicate-id': 'says in words which passports share the id; no command printed',
  'exit-nonzero': "fix the failing step itself, then re-run it (diff's re-run plan prints that)",
  'artifact-size-mismatch': 'says why a re-stamp is safe here; prints no command line',
  'artifact-unlisted': 'move the file out or delete it; the step re-run is described, not printed',
  'artifact-unreadable': 'replace the FIFO, socket or device by a regular file',
  'input-external-unverified': 'add the directory to external-inputs in the config',
  'input-external-mismatch': 'restore the file from its recorded uri, or re-run the step',
  'path-outside-root': 'fix the recorded path by hand',
  'path-ambiguous': 'rename one of the two files',
  'path-not-utf8': 'rename the file with UTF-8 text',
  'directory-unreadable': 'make the directory readable, or ignore it in the config',
  'citation-retracted': 'run the step again without the retracted work (no command printed)',
  'citation-lock-changed':
    'names the check that settles the lock (resolve --check); nothing to fix',
  'chain-unresolved': 'commit the upstream passport or fix the id by hand',
  'chain-missing-reference': 'says which id to add to consumed_passports; no command printed',
  'chain-time-unorderable': 'edit created_at to the second before or after by hand',
  'chain-expected-input': 'check that the skill reads that output as intended (a review)',
  'envelope-invalid-yaml': 'fix the YAML by hand',
  'envelope-schema': 'fix the value at the pointer by hand',
  'envelope-unobserved': 'remove the summary or record how the detector ran, by hand',
  'envelope-pass-limit': 'set pass.max by hand',
  'envelope-unrepaired-fail': 'edit next_action by hand',
  'envelope-fail-no-blocking-errors': 'list the blocking errors by hand',
  'envelope-return-to-router': 'edit next_action or the reason by hand',
  'envelope-guard-identity': 'add the protected constraint by hand',
  'envelope-execution-unevidenced': "commit the host's record of the stage, or edit the field",
  'envelope-unordered': 'rename the envelopes in their order (names are the author’s to pick)',
  'envelope-bypasses-router': 'edit the earlier envelope or this value by hand',
  'envelope-interpretation-unescalated': 'edit next_action by hand',
  'envelope-mutation-unrouted': 'edit next_action by hand',
  'graph-invalid-yaml': 'fix the YAML by hand',
  'graph-schema': 'fix the value at the pointer by hand',
  'graph-unknown-skill': 'declare the skill or fix the name by hand',
  'graph-terminal-outgoing': 'replace the edge by a RETURN edge by hand',
  'graph-edge-type': 'fix the edge by hand',
  'graph-canonical-role': 'fix owns: by hand',
  'graph-unbounded-cycle': 'set max_reentries on an edge by hand',
  'graph-shared-ownership': 'give the decision class to one skill by hand',
  'packet-invalid-json': 'fix the JSON syntax by hand',
  'packet-schema': 'fix the value at the pointer by hand',
  'packet-misfiled': 'move the packet or fix to_agent by hand',
  'packet-payload-schema': 'the sender validates and fixes its payload',
  'packet-payload-unvalidated': 'add the output schema by hand',
  'packet-unacknowledged': "commit the receiver's .ack, or re-run the handoff",
  'packet-ack-invalid': 'resolve what blocked the receiver and re-acknowledge',
  'packet-stale': 're-send the handoff, or raise packet-max-age-seconds',
  'packet-conflict': 'escalate to the supervisor and re-route',
  'packet-next-agent': 'make next_steps.agent and to_agent agree by hand',
  'packet-time-unorderable': 'write the timestamp as the second before or after by hand',
  'outputs-empty': 'stamp the outputs, or set allow-empty (no command line printed)',
  'scope-widened': 'a notice that every directory was audited; nothing to fix',
  'scope-empty': 'a notice that nothing needed auditing; nothing to fix',
  'config-changed': 'review the config change; it takes effect after merge',
  'policy-changed': 'review the policy change; it takes effect after merge',
  'reproduce-differs': 'find why the step is not reproducible (or declare it nondeterministic)',
  'reproduce-failed': 'fix the step so that it runs again as recorded',
  'reproduce-unrecorded': 'record the step with run (its command is not known to the gate)',
  'reproduce-not-reached': 'raise the reproduce budget (--max-seconds)',
  'reproduce-consumer-not-reached': 'raise the reproduce budget (--max-seconds)',
  'engine-input-disagrees': 'record the inputs inside the rule and run the rule again',
  'engine-command-disagrees': 'run the rule again with run in its shell:',
  'engine-parameter-disagrees': 'record the rule’s params with --param and run the rule again',
  'engine-time-disagrees': 'run the rule again under Snakemake, recorded with run',
  'engine-record-unreadable': 'run the step again under Snakemake, or remove the record',
  'engine-record-missing': 'run the audit where Snakemake ran, or set engine: auto',
};

/**
 * The attestation rules' printed `passport-gate attest DIR --key lab.key` (lab.key: the
 * private half of the trusted key, which each row writes at the root from a key pair made for
 * it). Signing is no re-run: it is green where the passport and its outputs are the producer's,
 * and refused where the record is a hand re-stamp of an edited output over the run record it
 * replaces (`stamp --force`), whether the bundle was never made or no longer verifies.
 * A function declaration (hoisted), so FIXES can take its rows from here.
 */
function listAttestationFixes(): PrintedFix[] {
  const attest = quoted('passport-gate attest ');
  const GREEN: FixRun = { exit: 0, green: true };
  const handRestamp = 'a hand-edited output re-stamped with --force over its run record';
  return [
    { rule: 'attestation-missing', case: attestationMissing, command: attest, runs: [GREEN] },
    {
      rule: 'attestation-missing',
      also: handRestamp,
      case: defineCase({
        ...attestationMissing,
        violation: async (repo) => {
          await buildAttestedRunChain(repo, ['results/count']);
          await forceRestampHandEdit(repo);
        },
      }),
      command: attest,
      runs: [{ exit: 1, green: false, still: ['attestation-missing'] }],
    },
    { rule: 'attestation-invalid', case: attestationInvalid, command: attest, runs: [GREEN] },
    {
      rule: 'attestation-invalid',
      also: handRestamp,
      case: defineCase({
        ...attestationInvalid,
        violation: async (repo) => {
          await buildAttestedRunChain(repo, ['results/count', 'results/report']);
          await forceRestampHandEdit(repo);
        },
      }),
      command: attest,
      runs: [{ exit: 1, green: false, still: ['attestation-invalid'] }],
    },
    // The output edited after signing, its passport left alone: the message says to restore
    // or re-run first; the attest as printed is refused by its audit (the edit stays red).
    {
      rule: 'attestation-invalid',
      also: 'an output edited after it was attested',
      case: defineCase({
        ...attestationInvalid,
        violation: async (repo) => {
          await buildAttestedRunChain(repo, ['results/count', 'results/report']);
          await repo.write('results/report/r.txt', 'REPORT\nLINES 1\nCHARS 1\n');
        },
      }),
      command: attest,
      runs: [{ exit: 1, green: false, still: ['attestation-invalid', 'artifact-hash-mismatch'] }],
    },
    // The report re-signed with a key the config does not trust: the printed command with
    // another key stays red; as printed, with the trusted key's private half, green.
    {
      rule: 'attestation-untrusted',
      case: defineCase({
        ...attestationUntrusted,
        violation: async (repo) => {
          await buildAttestedRunChain(repo, ['results/count', 'results/report']);
          await repo.write('mine.key', makeKey().privatePem);
          await attestWithKey(repo, ['results/report'], 'mine.key');
        },
      }),
      command: attest,
      runs: [
        { fill: ['lab.key', 'mine.key'], exit: 0, green: false, still: ['attestation-untrusted'] },
        GREEN,
      ],
    },
  ];
}

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
    const name = fix.also === undefined ? fix.rule : `${fix.rule}, with ${fix.also}`;
    it(`${name}: red until the truth is restored, green only then`, async () => {
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
        let command = run.step === undefined ? printed : fillStepCommand(printed, run.step);
        if (run.fill !== undefined) {
          // Only a placeholder as printed is ever replaced: one not there fails the row.
          expect(command, printed).toContain(run.fill[0]);
          command = command.replace(run.fill[0], run.fill[1]);
        }
        const ran = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', env });
        expect(ran.status, `${command}\n${ran.stderr}`).toBe(run.exit);
        const now = auditCli(root, args);
        if (run.green) expect(now.status, JSON.stringify(now.findings)).toBe(0);
        // Red: the rule itself, or what the step left (a re-run that wrote nothing leaves
        // its old output unlisted), still fails the gate.
        else expect(now.status, `${command} must leave the gate red`).toBe(1);
        const left = new Set(now.findings.map((f) => f.rule));
        for (const rule of run.still ?? []) expect([...left], command).toContain(rule);
        for (const rule of run.gone ?? []) expect([...left], command).not.toContain(rule);
      }
    });
  }
});

/**
 * The citation lock's printed fixes (`passport-gate resolve`, `rm … && passport-gate resolve`,
 * `passport-gate resolve --refresh`), run as printed against the registries' 127.0.0.1
 * stand-in (PASSPORT_GATE_REGISTRY_* in the environment of the command and of every audit, so
 * nothing reaches the network). A fix that asks the registries can only write down what they
 * say: green where the cited works resolve, and red where they do not (a fabricated
 * accession stays citation-not-found, a retracted paper citation-retracted, an identifier no
 * registry answered citation-unlocked). After the fix the gate is asked both ways a user's CI
 * asks it: offline against the committed lock (`audit --all`), and in a run that asks the
 * registries itself (`audit --all --resolve-citations`, the action's resolve-citations), and
 * both must give the row's verdict.
 */
interface CitationFix {
  readonly rule: RuleId;
  /** What the registries hold, for the test's name. */
  readonly truth: string;
  /** The defect (a lock the rule reports), built in an empty repository. */
  readonly violation: (repo: TempRepo) => Promise<void>;
  readonly world: StandInWorld;
  /** The defect is reported by a run that asked the registries (citation-lock-stale). */
  readonly asks?: boolean;
  /** The command's exit code, and the audits' verdict after it. */
  readonly exit: number;
  readonly green: boolean;
  readonly still?: readonly RuleId[];
  readonly gone?: readonly RuleId[];
}

/** The raw reads' run, as ENA holds it. */
const READS: StandInWorld['accessions'] = {
  ERR123456: { title: 'Illumina HiSeq 2500 paired end sequencing' },
};
/** The alignment method's paper, cited as the alignment's source, and its retraction notice. */
const PAPER = '10.1093/bioinformatics/btp324';
const RETRACTED: StandInWorld = {
  accessions: READS,
  dois: { [PAPER]: { title: 'Fast short read alignment', retractedBy: '10.1093/retracted' } },
};
/** ENA answers an HTML maintenance page: no evidence either way. */
const ENA_DOWN: StandInWorld = { faults: { '/ena/': { kind: 'garbage' } } };
const REQUIRED = 'citations:\n  lock: required\n';

/** `build`, then the alignment's output cites the method's paper (a DOI). */
const citingPaper =
  (build: (repo: TempRepo) => Promise<void>) =>
  async (repo: TempRepo): Promise<void> => {
    await build(repo);
    await editJson(repo, ALIGN, (p) => (p.outputs[0].source = `doi:${PAPER}`));
  };

/** The pipeline, its alignment citing the paper, and a lock that says the paper stands. */
async function paperLockedUnretracted(repo: TempRepo): Promise<void> {
  await citingPaper(pipeline)(repo);
  await writeCitationLock(repo, {
    'accession:ERR123456': { status: 'resolved', service: 'ena' },
    [`doi:${PAPER}`]: { status: 'resolved', service: 'doi.org', retracted: false },
  });
}

const CITATION_FIXES: readonly CitationFix[] = [
  // A required lock with no entry: resolve records what ENA says, whatever it says.
  {
    rule: 'citation-unlocked',
    truth: 'ENA holds the cited run',
    violation: citationUnlocked.violation,
    world: { accessions: READS },
    exit: 0,
    green: true,
  },
  {
    rule: 'citation-unlocked',
    truth: 'ENA has no such run (a fabricated accession)',
    violation: citationUnlocked.violation,
    world: {},
    exit: 1,
    green: false,
    still: ['citation-not-found'],
    gone: ['citation-unlocked'],
  },
  {
    rule: 'citation-unlocked',
    truth: 'the cited paper is retracted',
    violation: citingPaper(citationUnlocked.violation),
    world: RETRACTED,
    exit: 1,
    green: false,
    still: ['citation-retracted'],
    gone: ['citation-unlocked'],
  },
  {
    rule: 'citation-unlocked',
    truth: 'ENA cannot be asked',
    violation: citationUnlocked.violation,
    world: ENA_DOWN,
    exit: 2,
    green: false,
    still: ['citation-unlocked'],
  },
  // An unreadable lock written anew: it holds only what the registries say now.
  {
    rule: 'citation-lock-invalid',
    truth: 'ENA holds the cited run',
    violation: citationLockInvalid.violation,
    world: { accessions: READS },
    exit: 0,
    green: true,
  },
  {
    rule: 'citation-lock-invalid',
    truth: 'ENA has no such run (a fabricated accession)',
    violation: citationLockInvalid.violation,
    world: {},
    exit: 1,
    green: false,
    still: ['citation-not-found'],
    gone: ['citation-lock-invalid'],
  },
  {
    rule: 'citation-lock-invalid',
    truth: 'the cited paper is retracted',
    violation: citingPaper(citationLockInvalid.violation),
    world: RETRACTED,
    exit: 1,
    green: false,
    still: ['citation-retracted'],
    gone: ['citation-lock-invalid'],
  },
  // The other form: a required lock that is not committed (its fix is a bare resolve).
  {
    rule: 'citation-lock-invalid',
    truth: 'no lock is committed and ENA has no such run',
    violation: async (repo) => {
      await pipeline(repo);
      await repo.write('.passport-gate.yml', REQUIRED);
    },
    world: {},
    exit: 1,
    green: false,
    still: ['citation-not-found'],
    gone: ['citation-lock-invalid'],
  },
  {
    rule: 'citation-lock-invalid',
    truth: 'no lock is committed and ENA holds the cited run',
    violation: async (repo) => {
      await pipeline(repo);
      await repo.write('.passport-gate.yml', REQUIRED);
    },
    world: { accessions: READS },
    exit: 0,
    green: true,
  },
  // A lock behind the registries, reported by a run that asked them: refreshed, it says what
  // they say now, and a record gone or retracted since stays red.
  {
    rule: 'citation-lock-stale',
    truth: 'ENA no longer holds the run the lock says it found',
    violation: citationLockStale.violation,
    world: {},
    asks: true,
    exit: 1,
    green: false,
    still: ['citation-not-found'],
    gone: ['citation-lock-stale'],
  },
  {
    rule: 'citation-lock-stale',
    truth: 'ENA now holds the run the lock says it did not',
    violation: citationLockStale.clean,
    world: { accessions: READS },
    asks: true,
    exit: 0,
    green: true,
  },
  {
    rule: 'citation-lock-stale',
    truth: 'the paper the lock says stands is now retracted',
    violation: paperLockedUnretracted,
    world: RETRACTED,
    asks: true,
    exit: 1,
    green: false,
    still: ['citation-retracted'],
    gone: ['citation-lock-stale'],
  },
  {
    rule: 'citation-lock-stale',
    truth: 'the committed lock cannot be read and ENA holds the cited run',
    violation: async (repo) => {
      await pipeline(repo);
      await repo.write(CITATION_LOCK_FILE, 'not json\n');
    },
    world: { accessions: READS },
    asks: true,
    exit: 0,
    green: true,
  },
  {
    rule: 'citation-lock-stale',
    truth: 'the committed lock cannot be read and ENA has no such run',
    violation: async (repo) => {
      await pipeline(repo);
      await repo.write(CITATION_LOCK_FILE, 'not json\n');
    },
    world: {},
    asks: true,
    exit: 1,
    green: false,
    still: ['citation-not-found'],
    gone: ['citation-lock-stale'],
  },
];

/** A command's exit code and output, run without blocking this process (the stand-in answers in it). */
function runAsync(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The audit through the committed CLI, with the stand-in's addresses in its environment. */
async function auditAsking(root: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  const r = await runAsync(process.execPath, [DIST_CLI, 'audit', ...args, '--format', 'json'], {
    cwd: root,
    env,
  });
  const report = JSON.parse(r.stdout || '{"findings":[]}') as { findings: Finding[] };
  return { status: r.status, findings: report.findings, stderr: r.stderr };
}

/** The command a citation-lock finding prints last (after its last `: `), as printed. */
function lastCommand(message: string): string {
  const command = message.slice(message.lastIndexOf(': ') + 2).replace(/\.$/, '');
  if (!/^(rm |passport-gate )/.test(command)) throw new Error(`no command printed in: ${message}`);
  return command;
}

describe('the citation lock’s printed fixes, run as printed against the registries’ stand-in', () => {
  let stand: RegistryStandIn | undefined;
  afterEach(async () => {
    await stand?.close();
    stand = undefined;
  });

  const ASKS = ['--all', '--resolve-citations'];
  const OFFLINE = ['--all'];
  for (const fix of CITATION_FIXES) {
    it(`${fix.rule}, when ${fix.truth}: ${fix.green ? 'green' : 'stays red'}`, async () => {
      repo = await TempRepo.create(`pg-printed-fix-${fix.rule}-`);
      bin = await mkdtemp(path.join(tmpdir(), 'pg-printed-fix-bin-'));
      await writeFile(
        path.join(bin, 'passport-gate'),
        `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
      );
      await chmod(path.join(bin, 'passport-gate'), 0o755);
      await fix.violation(repo);
      stand = await startRegistries(fix.world);
      const env = { ...process.env, ...stand.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
      const root = repo.root;
      const red = await auditAsking(root, fix.asks ? ASKS : OFFLINE, env);
      expect(red.status, red.stderr).toBe(1);
      const finding = red.findings.find((f) => f.rule === fix.rule);
      expect(finding, JSON.stringify(red.findings)).toBeDefined();
      const command = lastCommand(finding?.message ?? '');
      const asked = stand.requests.length;
      const ran = await runAsync('sh', ['-c', command], { cwd: root, env });
      expect(ran.status, `${command}\n${ran.stdout}${ran.stderr}`).toBe(fix.exit);
      // The fix asked the registries (the stand-in), not the network and not nobody.
      expect(stand.requests.length).toBeGreaterThan(asked);
      for (const args of [OFFLINE, ASKS]) {
        const now = await auditAsking(root, args, env);
        const left = now.findings.map((f) => f.rule);
        const why = `${command}, then audit ${args.join(' ')}: ${JSON.stringify(now.findings)}`;
        expect(now.status, why).toBe(fix.green ? 0 : 1);
        for (const rule of fix.still ?? []) expect(left, why).toContain(rule);
        for (const rule of [...(fix.gone ?? []), ...(fix.green ? [fix.rule] : [])])
          expect(left, why).not.toContain(rule);
      }
    });
  }
});

describe('every registry rule is accounted for', () => {
  it('is a row of the table, or listed with why its fix is no command', () => {
    const rows = new Set<string>([...FIXES, ...GIT_ROWS].map((f) => f.rule));
    for (const f of CITATION_FIXES) rows.add(f.rule);
    const listed = new Set<string>(Object.keys(NOT_A_COMMAND));
    const missing = RULES.map((r) => r.id).filter((id) => !rows.has(id) && !listed.has(id));
    expect(missing).toEqual([]);
    // A rule is in one place only, every list names registry rules, and every reason is given.
    const ids = new Set<string>(RULES.map((r) => r.id));
    expect([...listed].filter((id) => rows.has(id) || !ids.has(id))).toEqual([]);
    for (const reason of Object.values(NOT_A_COMMAND))
      expect(reason?.trim().length).toBeGreaterThan(10);
  });
});

/**
 * Printed fixes whose repository is more than one directory: a clone lacking the base it is
 * audited against (base-unreadable), a submodule not checked out (submodule-unverified), and a
 * missing output (artifact-missing, whose rows need git history). Each row builds its own
 * repositories in a temporary directory, audits the root it names through the committed CLI,
 * runs the command exactly as the finding prints it (cwd the root), and audits again.
 */
interface GitRow {
  readonly rule: RuleId;
  readonly name: string;
  /** Builds its repositories in `repo` (or as it); the audited root and the audit's arguments. */
  readonly build: (repo: TempRepo) => Promise<{ root: string; args: readonly string[] }>;
  /** The command as the finding prints it, cut from its message. */
  readonly command: (message: string) => string;
  /** The audit's exit code before the fix (base-unreadable: 2, nothing judged). */
  readonly before?: number;
  /** Arguments of an audit under the checkout's own config that passes (the change's aim). */
  readonly ownConfigPasses?: readonly string[];
  readonly runs: readonly FixRun[];
}

/** The pipeline's config: every directory of results/ is an output directory. */
const OUTPUTS_CONFIG = "outputs:\n  - 'results/*'\n";

/** The printed `git fetch …` line (the last `: git fetch` of the message). */
const fetchCommand = after('git fetch ');

/** The restore a missing output's fix prints, `git checkout -- <path>`. */
const restoreCommand = (message: string) =>
  /\((git checkout -- [^;)]*)[;)]/.exec(message)?.[1] ?? '';

/**
 * origin (a bare repository) holding main, the pipeline; and `feature`, main plus `change`;
 * then a clone of feature alone (`clone` gives git clone's options): no origin/main in it.
 */
async function cloneWithoutMain(
  dir: string,
  clone: readonly string[],
  change: (repo: TempRepo) => Promise<void>,
): Promise<string> {
  const origin = path.join(dir, 'origin.git');
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin);
  const work = await TempRepo.create('pg-printed-fix-work-');
  try {
    git(work.root, 'init', '-q', '-b', 'main');
    await pipeline(work);
    await work.write('.passport-gate.yml', OUTPUTS_CONFIG);
    gitCommitAll(work.root, 'the pipeline');
    git(work.root, 'remote', 'add', 'origin', origin);
    git(work.root, 'push', '-q', 'origin', 'main');
    git(work.root, 'checkout', '-q', '-b', 'feature');
    await change(work);
    gitCommitAll(work.root, 'the change');
    git(work.root, 'push', '-q', 'origin', 'feature');
  } finally {
    await work.remove();
  }
  const root = path.join(dir, 'clone');
  // file:// so that --depth is honoured (a local path clone ignores it).
  git(dir, 'clone', '-q', ...clone, '--branch', 'feature', `file://${origin}`, root);
  return root;
}

/** An honest change: a new QC step, its passport's digests those of the bytes written. */
async function addQcStep(repo: TempRepo): Promise<void> {
  await repo.write('results/qc/qc.txt', 'reads 1\n');
  await repo.passport({
    dir: 'results/qc',
    skill: 'read-qc',
    inputs: ['data/sampleA_R1.fastq'],
    outputs: ['results/qc/qc.txt'],
    mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = 'ERR123456'),
  });
}

/** A change that passes only under its own config: a hand edit, and the rule turned off. */
async function weakenGate(repo: TempRepo): Promise<void> {
  await repo.write(SUMMARY, '# Variants\nedited by hand\n');
  await repo.write(
    '.passport-gate.yml',
    `${OUTPUTS_CONFIG}rules:\n  artifact-hash-mismatch: off\n`,
  );
}

/**
 * A superproject whose results/sub is a submodule (a local repository holding the step's
 * output and its passport; with `edited`, its commit holds the output changed after the
 * passport was written), cloned without its submodules: results/sub is an empty directory.
 */
async function cloneWithoutSubmodule(dir: string, edited: boolean): Promise<string> {
  const work = await TempRepo.create('pg-printed-fix-super-');
  const source = path.join(dir, 'sub-source');
  try {
    await work.write('data/in.txt', 'ACGT\n');
    await work.write('results/sub/out.txt', 'counted 4\n');
    await work.passport({
      dir: 'results/sub',
      inputs: ['data/in.txt'],
      outputs: ['results/sub/out.txt'],
      mutate: (p) => ((p.inputs as { source?: string }[])[0]!.source = 'ERR123456'),
    });
    await rename(work.abs('results/sub'), source);
    git(source, 'init', '-q', '-b', 'main');
    gitCommitAll(source, 'the step');
    if (edited) {
      await writeFile(path.join(source, 'out.txt'), 'counted 5\n');
      gitCommitAll(source, 'edited by hand');
    }
    git(work.root, 'init', '-q', '-b', 'main');
    await work.write('.passport-gate.yml', OUTPUTS_CONFIG);
    git(
      work.root,
      '-c',
      'protocol.file.allow=always',
      'submodule',
      'add',
      '-q',
      source,
      'results/sub',
    );
    gitCommitAll(work.root, 'the superproject');
    const root = path.join(dir, 'clone');
    git(dir, 'clone', '-q', work.root, root);
    return root;
  } finally {
    await work.remove();
  }
}

/** The pipeline committed, then its summary.md deleted (with `committed` false, never committed). */
async function pipelineMissingSummary(repo: TempRepo, committed: boolean): Promise<void> {
  git(repo.root, 'init', '-q', '-b', 'main');
  await pipeline(repo);
  if (!committed) await rm(repo.abs(SUMMARY));
  gitCommitAll(repo.root, 'the pipeline');
  await rm(repo.abs(SUMMARY), { force: true });
}

/**
 * The recorded two-step chain of helpers/reproduce-repo.ts (count → report, both through
 * `run`), its data input cited (`--source`), so the honest chain is green; committed.
 */
async function recordedChainWithSource(repo: TempRepo): Promise<void> {
  git(repo.root, 'init', '-q', '-b', 'main');
  await repo.write('data/in.txt', 'alpha\nbeta\n');
  await repo.write('scripts/count.js', COUNT_SCRIPT);
  await repo.write('scripts/report.js', REPORT_SCRIPT);
  await runStep(repo, [
    'results/count',
    '--skill',
    'count',
    '--skill-version',
    '1.0.0',
    '--input',
    'data/in.txt',
    '--source',
    'data/in.txt=ERR000001',
    '--next-skill',
    'report',
    '--code',
    'scripts/count.js',
    '--',
    process.execPath,
    'scripts/count.js',
  ]);
  await runReport(repo);
  gitCommitAll(repo.root, 'the recorded chain');
}

/** The printed `git submodule update …` line (between the message's parentheses). */
const submoduleCommand = (message: string) =>
  /(git submodule update[^),;]*)/.exec(message)?.[1] ?? '';

const GIT_ROWS: readonly GitRow[] = [
  // --base origin/main in a clone that never fetched main: nothing judged (exit 2) until the
  // printed fetch brings the base; then the audit judges the change against it.
  {
    rule: 'base-unreadable',
    name: 'a shallow clone of the branch without origin/main, an honest change',
    build: async (repo) => ({
      root: await cloneWithoutMain(repo.root, ['--depth', '1'], addQcStep),
      args: ['--base', 'origin/main'],
    }),
    command: fetchCommand,
    before: 2,
    runs: [{ exit: 0, green: true }],
  },
  {
    rule: 'base-unreadable',
    name: 'a shallow clone, a change that passes only under the config it brings',
    build: async (repo) => ({
      root: await cloneWithoutMain(repo.root, ['--depth', '1'], weakenGate),
      args: ['--base', 'origin/main'],
    }),
    command: fetchCommand,
    before: 2,
    ownConfigPasses: ['--all'],
    runs: [{ exit: 0, green: false, still: ['artifact-hash-mismatch', 'config-changed'] }],
  },
  {
    rule: 'base-unreadable',
    name: 'a single-branch clone with its whole history, an honest change',
    build: async (repo) => ({
      root: await cloneWithoutMain(repo.root, ['--single-branch'], addQcStep),
      args: ['--base', 'origin/main'],
    }),
    command: fetchCommand,
    before: 2,
    runs: [{ exit: 0, green: true }],
  },
  {
    rule: 'base-unreadable',
    name: '--config-from origin/main in a single-branch clone, the gate weakened',
    build: async (repo) => ({
      root: await cloneWithoutMain(repo.root, ['--single-branch'], weakenGate),
      args: ['--all', '--config-from', 'origin/main'],
    }),
    command: fetchCommand,
    before: 2,
    ownConfigPasses: ['--all'],
    runs: [{ exit: 0, green: false, still: ['artifact-hash-mismatch', 'config-changed'] }],
  },
  // An output directory that is a submodule, not checked out: red until the printed
  // `git submodule update --init` brings its files, which are then audited like any other.
  {
    rule: 'submodule-unverified',
    name: 'its commit holds the output its passport records',
    build: async (repo) => ({
      root: await cloneWithoutSubmodule(repo.root, false),
      args: ['--all'],
    }),
    command: submoduleCommand,
    runs: [{ exit: 0, green: true }],
  },
  {
    rule: 'submodule-unverified',
    name: 'its commit holds the output changed after its passport was written',
    build: async (repo) => ({
      root: await cloneWithoutSubmodule(repo.root, true),
      args: ['--all'],
    }),
    command: submoduleCommand,
    runs: [{ exit: 0, green: false, still: ['artifact-hash-mismatch'] }],
  },
  // A missing output: the printed restore brings back the committed bytes; a file never
  // committed cannot be restored so, and stays red.
  {
    rule: 'artifact-missing',
    name: 'summary.md deleted from the checkout, restored',
    build: async (repo) => {
      await pipelineMissingSummary(repo, true);
      return { root: repo.root, args: ['--all'] };
    },
    command: restoreCommand,
    runs: [{ exit: 0, green: true }],
  },
  {
    rule: 'artifact-missing',
    name: 'summary.md never committed, the restore fails',
    build: async (repo) => {
      await pipelineMissingSummary(repo, false);
      return { root: repo.root, args: ['--all'] };
    },
    command: restoreCommand,
    runs: [{ exit: 1, green: false, still: ['artifact-missing'] }],
  },
  // The re-run of a hand record: refused as printed (its placeholder is no step). Filled, the
  // record is the run's: a step that writes nothing is recorded as writing nothing (a run
  // record of `true`, claiming no output: true, so nothing is left to fail), and one that
  // writes the output records it. Either way no record vouches for a file that is not there.
  {
    rule: 'artifact-missing',
    name: "a hand record's output deleted, the step re-run",
    build: async (repo) => {
      await pipelineMissingSummary(repo, true);
      return { root: repo.root, args: ['--all'] };
    },
    command: printedCommand,
    runs: [
      { exit: 2, green: false, still: ['artifact-missing'] },
      { step: 'true', exit: 0, green: true },
      {
        step: `sh -c 'cat results/variants/sampleA.vcf > results/report/summary.md'`,
        exit: 0,
        green: true,
      },
    ],
  },
  // A run record's output deleted: its recorded command, run as printed, makes it again.
  {
    rule: 'artifact-missing',
    name: "a run record's output deleted, the step re-run as recorded",
    build: async (repo) => {
      await recordedChainWithSource(repo);
      await rm(repo.abs('results/report/r.txt'));
      return { root: repo.root, args: ['--all'] };
    },
    command: printedCommand,
    runs: [{ exit: 0, green: true }],
  },
];

describe('printed fixes across repositories (a clone, its origin, a submodule)', () => {
  for (const row of GIT_ROWS) {
    it(`${row.rule}, ${row.name}: red until the truth is restored, green only then`, async () => {
      repo = await TempRepo.create(`pg-printed-fix-${row.rule}-`);
      bin = await mkdtemp(path.join(tmpdir(), 'pg-printed-fix-bin-'));
      await writeFile(
        path.join(bin, 'passport-gate'),
        `#!/bin/sh\nexec "${process.execPath}" "${DIST_CLI}" "$@"\n`,
      );
      await chmod(path.join(bin, 'passport-gate'), 0o755);
      const { root, args } = await row.build(repo);
      // The change passes under its own config: only the base's keeps the gate red.
      if (row.ownConfigPasses) expect(auditCli(root, row.ownConfigPasses).status).toBe(0);
      const red = auditCli(root, args);
      expect(red.status, red.stderr).toBe(row.before ?? 1);
      const finding = red.findings.find((f) => f.rule === row.rule);
      expect(finding, red.stderr).toBeDefined();
      if (row.before === 2) expect(red.findings).toHaveLength(1);
      const printed = row.command(finding?.message ?? '');
      expect(printed, finding?.message).not.toBe('');
      const env = {
        ...process.env,
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        // git refuses file-transport submodules by default; allowed here through the
        // environment, so the printed command runs unchanged.
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'protocol.file.allow',
        GIT_CONFIG_VALUE_0: 'always',
      };
      for (const run of row.runs) {
        const command = run.step === undefined ? printed : fillStepCommand(printed, run.step);
        const ran = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', env });
        expect(ran.status, `${command}\n${ran.stderr}`).toBe(run.exit);
        const now = auditCli(root, args);
        if (run.green) expect(now.status, JSON.stringify(now.findings)).toBe(0);
        else expect(now.status, `${command} must leave the gate red`).toBe(1);
        const left = new Set(now.findings.map((f) => f.rule));
        for (const rule of run.still ?? []) expect([...left], command).toContain(rule);
        for (const rule of run.gone ?? []) expect([...left], command).not.toContain(rule);
      }
    });
  }

  // A revision that is no REMOTE/BRANCH (a local branch, a commit id): the gate cannot know
  // which remote holds it, so it says what to fetch in words and prints no command that would
  // not bring it (`git fetch origin main` leaves `main` missing).
  it('base-unreadable, --base main (no such local branch): said in words, no command', async () => {
    repo = await TempRepo.create('pg-printed-fix-base-unreadable-');
    const root = await cloneWithoutMain(repo.root, ['--single-branch'], addQcStep);
    const red = auditCli(root, ['--base', 'main']);
    expect(red.status, red.stderr).toBe(2);
    expect(red.findings.map((f) => f.rule)).toEqual(['base-unreadable']);
    const message = red.findings[0]?.message ?? '';
    expect(message).toContain('--base "main" names no commit in this repository; fetch it first');
    expect(message).toContain('git fetch origin BRANCH:refs/remotes/origin/BRANCH');
    expect(message).not.toMatch(/git fetch origin main/);
  });
});
