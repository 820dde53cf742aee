/**
 * The command line behind the {@link CiHost} port: the flags say what changed (`--changed-files`,
 * `--base`) and which config is in force (`--config`, `--config-from`, loaded before the run),
 * `--base REF`'s passports are the base chain-stale judges against, there is no provenance
 * diff (that is `passport-gate diff`), and publishing is printing or
 * writing the report in the chosen format. A file the user named that cannot be written is a
 * UsageError, as everywhere on the command line.
 */
import path from 'node:path';
import type { ChangeEvent, CiHost, TrustedBase } from '../gate/ci-host.js';
import type { GateLog } from '../gate/gate-run.js';
import { escapeTerminal } from '../report/escape.js';
import type { ReportFormat } from '../report/renderers.js';
import { listChangedSince, readChangedFilesList } from './at-revision/changed-files.js';
import type { HostIo } from '../gate/host-io.js';
import { writeReport } from './report-output.js';

/** What `audit` was asked, once its root and config are known. */
export interface LocalAudit {
  root: string;
  /** What is read at the trusted commit (`--config-from`/`--base` REF), else the working tree's config. */
  trusted: () => Promise<TrustedBase>;
  /** Everything read at commit `sha` (a CI host's trusted base), named `label` in messages. */
  trustedAt: (sha: string, label: string) => Promise<TrustedBase>;
  /** `--config-from REF`: it names the trusted commit, over a CI host's. */
  configFromArg?: string | undefined;
  /** `--changed-files FILE` as typed, relative to the working directory. */
  changedFilesArg?: string | undefined;
  /** `--base REF`. */
  base?: string | undefined;
  format: ReportFormat;
  output?: string | undefined;
  quiet: boolean;
  /** The audited root's place below the working directory (SARIF, Code Quality, JUnit paths). */
  pathPrefix: string;
}

/** The command line as a host. */
export function createLocalHost(io: HostIo, audit: LocalAudit): CiHost {
  return {
    name: 'passport-gate audit',
    event: async (): Promise<ChangeEvent> => ({
      label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
      base: audit.base ?? null,
    }),
    // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
    configInForce: async () => {
      const trusted = await audit.trusted();
      if (audit.base === undefined) return trusted;
      const { readBasePassports } = await import('./at-revision/base-passports.js');
      return {
        ...trusted,
        passports: await readBasePassports(audit.root, audit.base, trusted.config),
      };
    },
    changedFiles: async () => {
      if (audit.changedFilesArg !== undefined)
        return readChangedFilesList(path.resolve(io.cwd, audit.changedFilesArg));
      if (audit.base !== undefined) return listChangedSince(audit.root, audit.base);
      return null;
    },
    baseDiff: async () => null,
    publish: (report) =>
      writeReport(report, audit.format, audit.output, io, {
        pathPrefix: audit.pathPrefix,
        quiet: audit.quiet,
      }),
  };
}

/**
 * The run's log on the command line: notes are for a CI job's log only (`notes`), warnings go
 * to stderr always. Lines may quote repository text, so control characters are made visible.
 */
export function createCliLog(io: HostIo, notes: boolean): GateLog {
  return {
    info: (line) => void (notes && io.stderr.write(`${escapeTerminal(line)}\n`)),
    warning: (line) => void io.stderr.write(`warning: ${escapeTerminal(line)}\n`),
  };
}
