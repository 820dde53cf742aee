/**
 * The command line behind the {@link CiHost} port: the flags say what changed (`--changed-files`,
 * `--base`) and which config is in force (`--config`, `--config-from`, loaded before the run),
 * `--base REF`'s passports are the base chain-stale judges against, there is no provenance
 * diff (that is `passport-gate diff`), and publishing is printing or
 * writing the report in the chosen format. A file the user named that cannot be written is a
 * UsageError, as everywhere on the command line.
 */
import path from 'node:path';
import { findDefaultConfigFile, loadConfig } from '../config/config.js';
import type { ChangeEvent, CiHost, TrustedBase } from '../gate/ci-host.js';
import type { GateLog } from '../gate/gate-run.js';
import { escapeTerminal } from '../report/escape.js';
import type { ReportFormat } from '../report/renderers.js';
import { listChangedSince, readChangedFilesList } from './at-revision/changed-files.js';
import type { HostIo } from '../gate/host-io.js';
import { writeReport } from './report-output.js';

/** What `audit` was asked, once its root is known. */
export interface LocalAudit {
  root: string;
  /** `--config FILE` as typed, relative to the working directory. */
  config?: string | undefined;
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

/** What `--base` outside a git repository says to use instead. */
const BASE_OUTSIDE_HINT = '; use --changed-files FILE or --all';

/** The command line as a host. */
export function createLocalHost(io: HostIo, audit: LocalAudit): CiHost {
  // --base REF is resolved to its commit once, and the config, the base passports and the
  // changed files are read at that id: a ref that moved between two resolutions (a fetch
  // beside the run) would otherwise have them read at two revisions.
  let baseCommit: Promise<string> | undefined;
  const resolveBase = (base: string) =>
    (baseCommit ??= (async () => {
      const { findTopLevelFor, resolveRevision } = await import('./at-revision/revision.js');
      const top = await findTopLevelFor(audit.root, '--base', BASE_OUTSIDE_HINT);
      return resolveRevision(top, base, '--base');
    })());
  return {
    name: 'passport-gate audit',
    event: async (): Promise<ChangeEvent> => ({
      label: audit.base !== undefined ? `changes since ${audit.base}` : 'the working tree',
      base: audit.base ?? null,
    }),
    // --base REF: the base's passports too, so chain-stale is the list `diff --base REF` prints.
    configInForce: async () => {
      // With --config-from the config is read at its own REF (and its errors come first);
      // --base's commit is then resolved for the passports alone.
      const configAtBase = audit.base !== undefined && audit.configFromArg === undefined;
      const trusted = await readTrustedBase(
        io,
        audit,
        configAtBase ? await resolveBase(audit.base as string) : undefined,
      );
      if (audit.base === undefined) return trusted;
      const { readBasePassports } = await import('./at-revision/base-passports.js');
      const sha = await resolveBase(audit.base);
      return {
        ...trusted,
        passports: await readBasePassports(audit.root, audit.base, trusted.config, sha),
      };
    },
    changedFiles: async () => {
      if (audit.changedFilesArg !== undefined)
        return readChangedFilesList(path.resolve(io.cwd, audit.changedFilesArg));
      if (audit.base !== undefined)
        return listChangedSince(audit.root, await resolveBase(audit.base));
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
 * What the flags trust: `--config-from REF` (else `--base REF`) reads the config and git's
 * policy files at REF, the working tree's config only compared with it (a pull request's audit
 * on the command line); without either the working tree's config (`--config`, else the root's
 * optional `.passport-gate.yml`/`.yaml`) applies. Read when the run asks (gate-run.ts), so a
 * base that cannot be read is reported.
 */
async function readTrustedBase(
  io: HostIo,
  audit: LocalAudit,
  commit: string | undefined,
): Promise<TrustedBase> {
  const ref = audit.configFromArg ?? audit.base;
  if (ref === undefined) {
    const { root } = audit;
    const config =
      audit.config !== undefined
        ? await loadConfig(root, path.resolve(io.cwd, audit.config), true)
        : await loadConfig(root, await findDefaultConfigFile(root), false);
    return { config, runFindings: [] };
  }
  const flag = audit.configFromArg !== undefined ? '--config-from' : '--base';
  const { readTrustedBaseAt } = await import('./at-revision/config-from.js');
  return readTrustedBaseAt(
    io.cwd,
    {
      root: audit.root,
      config: audit.config,
      ref,
      flag,
      ...(flag === '--base' ? { outsideHint: BASE_OUTSIDE_HINT, commit } : {}),
    },
    noteTo(io),
  );
}

/** Writes a note line on stderr (git's fallbacks). */
export function noteTo(io: HostIo): (why: string) => void {
  return (why) => void io.stderr.write(`note: ${why}\n`);
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
