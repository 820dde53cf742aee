/**
 * The repository's `.passport-gate.yml`: parsed with `yaml` (duplicate keys are
 * errors), validated by schemas/config.schema.json, rule ids checked against
 * the registry and globs compiled once. Invalid config throws
 * {@link ConfigurationError} with every problem on its own line.
 *
 * The file is untrusted (a pull request can commit one), so it is read like
 * any other untrusted file: not through a symlink that leaves the root,
 * regular files only (never a FIFO or a device: the read cannot hang), at
 * most {@link MAX_CONFIG_BYTES}, and parsed by the hardened YAML reader of
 * formats/yaml-source.ts (nesting, width and alias expansion capped). Each
 * refusal is one ConfigurationError line.
 */
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { didYouMean } from '../util/did-you-mean.js';
import { compileGlobs } from '../util/globs.js';
import { ConfigurationError } from '../util/errors.js';
import { validateWithSchema } from '../formats/schema-validator.js';
import { isInside, resolveInsideRoot, toPosixRelative } from '../fs/paths.js';
import { readFileCapped } from '../fs/safe-read.js';
import { isRuleId, RULES, type RuleId, type Severity } from '../core/rule-registry.js';
import type { SeverityOverrides } from '../core/findings.js';

/** Default config file name at the repository root. */
export const DEFAULT_CONFIG_FILE = '.passport-gate.yml';

/** The other spelling of the default config file, read when it is the only one. */
export const ALTERNATE_CONFIG_FILE = '.passport-gate.yaml';

/**
 * Which default config file a root has: `.passport-gate.yml`, or
 * `.passport-gate.yaml` when only that spelling exists (a file named so is read,
 * never silently ignored). Both at once is a ConfigurationError: which one holds
 * the policy would be a guess. Returns the name relative to `root`; the file
 * need not exist (no config file means the defaults).
 */
export async function findDefaultConfigFile(root: string): Promise<string> {
  const exists = async (name: string) =>
    lstat(path.join(root, name)).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR',
    );
  const [yml, yaml] = await Promise.all([
    exists(DEFAULT_CONFIG_FILE),
    exists(ALTERNATE_CONFIG_FILE),
  ]);
  if (yml && yaml) {
    throw new ConfigurationError(
      `both ${DEFAULT_CONFIG_FILE} and ${ALTERNATE_CONFIG_FILE} exist; keep one (passport-gate reads either spelling, not both)`,
    );
  }
  return yaml ? ALTERNATE_CONFIG_FILE : DEFAULT_CONFIG_FILE;
}

/** Default cap on one passport: generous enough for 50,000 outputs at ~200 bytes each. */
const DEFAULT_MAX_PASSPORT_BYTES = 16 * 1024 * 1024;

/** The seed's acknowledgment window (validate_handoff: 300 s). */
const DEFAULT_PACKET_MAX_AGE_SECONDS = 300;

/** The config file cannot be larger than this. */
export const MAX_CONFIG_BYTES = 256 * 1024;

/**
 * `engine:` how the audit uses the workflow engine's own record (docs/snakemake.md): `auto`
 * where a `.snakemake/metadata` lies under the root, `snakemake` always (none found is a
 * finding), `none` never.
 */
export type EngineMode = 'auto' | 'snakemake' | 'none';

/** Every {@link EngineMode} (the schema's enum, `audit --engine`). */
export const ENGINE_MODES: readonly EngineMode[] = ['auto', 'snakemake', 'none'];

/** Validated, normalized configuration. */
export interface Config {
  outputs: string[];
  ignore: string[];
  rules: SeverityOverrides;
  pathBase: 'root' | 'passport';
  maxPassportBytes: number;
  allowEmpty: boolean;
  envelopes: string[];
  skillGraphs: string[];
  packets: string[];
  packetMaxAgeSeconds: number;
  /**
   * Absolute, normalized directories outside the repository where external inputs may be read
   * (and nowhere else outside the root): `external-inputs`.
   */
  externalInputs: string[];
  /** `attestations:` what must be attested and whose signatures count (src/attest/). */
  attestations: AttestationPolicy;
  /**
   * `citations: lock:`: `required` makes every cited identifier a registry can resolve need an
   * entry in the citation lock in force (`citation-unlocked`); `optional` (the default) checks
   * only what the lock records (formats/citation-lock.ts).
   */
  citationLock: 'required' | 'optional';
  /** `engine:` the workflow engine's record as a second witness (default `auto`). */
  engine: EngineMode;
  /**
   * `reproduce: nondeterministic:` globs of outputs `reproduce` re-makes but does not compare
   * (src/reproduce/). Optional: a Config built before the key existed reads as none.
   */
  reproduceNondeterministic?: string[];
}

/** A trusted signer of `attestations.trust`. */
export type TrustEntry =
  | { kind: 'key'; key: string }
  | { kind: 'identity'; issuer: string; repository: string; workflow: string; ref: string };

/** The `attestations:` section, normalized. */
export interface AttestationPolicy {
  /** Globs of output directories whose passports must carry a valid, trusted bundle. */
  require: string[];
  trust: TrustEntry[];
  /** A trusted_root.json in the repository (read like the keys), or null: the pinned root. */
  trustedRoot: string | null;
}

/** True when the config asks anything of attestations (else the audit skips the stage). */
export function usesAttestations(config: Pick<Config, 'attestations'>): boolean {
  return config.attestations.require.length > 0 || config.attestations.trust.length > 0;
}

/** No attestation is required and nobody is trusted. */
const NO_ATTESTATIONS: Readonly<AttestationPolicy> = Object.freeze({
  require: [],
  trust: [],
  trustedRoot: null,
});

/** Defaults for a repository without a config file. */
export const DEFAULT_CONFIG: Readonly<Config> = Object.freeze({
  outputs: [],
  ignore: [],
  rules: {},
  pathBase: 'root',
  maxPassportBytes: DEFAULT_MAX_PASSPORT_BYTES,
  allowEmpty: false,
  envelopes: ['**/*.handoff.yaml', '**/*.handoff.yml'],
  skillGraphs: ['**/skill-graph.yaml', '**/skill-graph.yml'],
  packets: ['**/agent-inboxes/*/*.json'],
  packetMaxAgeSeconds: DEFAULT_PACKET_MAX_AGE_SECONDS,
  externalInputs: [],
  attestations: NO_ATTESTATIONS,
  citationLock: 'optional',
  engine: 'auto',
  reproduceNondeterministic: [],
});

/** The top-level keys of schemas/config.schema.json (a test keeps the two in step). */
export const CONFIG_KEYS: readonly string[] = [
  'outputs',
  'ignore',
  'rules',
  'path-base',
  'max-passport-bytes',
  'allow-empty',
  'envelopes',
  'skill-graphs',
  'packets',
  'packet-max-age-seconds',
  'external-inputs',
  'attestations',
  'citations',
  'engine',
  'reproduce',
];

/**
 * Validates a parsed config object; throws ConfigurationError listing every
 * problem, each with `source:line:column` when `locate` can place it, and the
 * nearest known name for an unknown key or rule id.
 */
function normalizeConfig(
  raw: unknown,
  source: string,
  locate?: (pointer: string, atKey: boolean) => string | undefined,
): Config {
  if (raw === null || raw === undefined) return { ...DEFAULT_CONFIG };
  const at = (pointer: string, atKey: boolean) => {
    const position = locate?.(pointer, atKey);
    return position ? `${source}:${position}: ` : '';
  };
  const problems = validateWithSchema('config', raw).map((v) => {
    const unknownKey = /^\/[^/]*$/.test(v.pointer) && v.message.startsWith('unknown property');
    const hint = unknownKey ? didYouMean(v.pointer.slice(1), CONFIG_KEYS) : '';
    return `${at(v.pointer, unknownKey)}${v.pointer || '(root)'} ${v.message}${hint}`;
  });
  const data = raw as Record<string, unknown>;
  const rules: Partial<Record<RuleId, Severity | 'off'>> = {};
  if (data.rules && typeof data.rules === 'object') {
    for (const [id, level] of Object.entries(data.rules as Record<string, unknown>)) {
      if (!isRuleId(id)) {
        const name: string = id;
        const pointer = `/rules/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const hint = didYouMean(
          name,
          RULES.map((r) => r.id),
        );
        problems.push(
          `${at(pointer, true)}/rules/${id} is not a rule id${hint} (see docs/rules.md)`,
        );
      } else rules[id] = level as Severity | 'off';
    }
  }
  if (Array.isArray(data['external-inputs']))
    (data['external-inputs'] as unknown[]).forEach((dir, i) => {
      // A location is compared by path relation: only one spelling of it, so no ".." can widen it.
      if (
        typeof dir === 'string' &&
        dir.startsWith('/') &&
        (path.posix.normalize(dir) !== dir || dir.includes('\0'))
      )
        problems.push(
          `${at(`/external-inputs/${i}`, false)}/external-inputs/${i} must be a normalized absolute directory (no "..", "." or "//"): ${JSON.stringify(path.posix.normalize(dir).replace(/\/$/, ''))}`,
        );
    });
  problems.push(...checkAttestationPaths(data.attestations, at));
  if (problems.length > 0) {
    throw new ConfigurationError(`invalid config ${source}:\n  ${problems.join('\n  ')}`);
  }
  const list = (key: string, fallback: string[]) =>
    Array.isArray(data[key]) ? (data[key] as string[]) : fallback;
  const config: Config = {
    outputs: list('outputs', []),
    ignore: list('ignore', []),
    rules,
    pathBase: data['path-base'] === 'passport' ? 'passport' : 'root',
    maxPassportBytes:
      typeof data['max-passport-bytes'] === 'number'
        ? data['max-passport-bytes']
        : DEFAULT_MAX_PASSPORT_BYTES,
    allowEmpty: data['allow-empty'] === true,
    envelopes: list('envelopes', DEFAULT_CONFIG.envelopes),
    skillGraphs: list('skill-graphs', DEFAULT_CONFIG.skillGraphs),
    packets: list('packets', DEFAULT_CONFIG.packets),
    packetMaxAgeSeconds:
      typeof data['packet-max-age-seconds'] === 'number'
        ? data['packet-max-age-seconds']
        : DEFAULT_PACKET_MAX_AGE_SECONDS,
    externalInputs: list('external-inputs', []),
    attestations: normalizeAttestations(data.attestations),
    citationLock:
      (data.citations as { lock?: unknown } | undefined)?.lock === 'required'
        ? 'required'
        : 'optional',
    engine: ENGINE_MODES.find((m) => m === data.engine) ?? 'auto',
    reproduceNondeterministic: Array.isArray(
      (data.reproduce as { nondeterministic?: unknown } | undefined)?.nondeterministic,
    )
      ? (data.reproduce as { nondeterministic: string[] }).nondeterministic
      : [],
  };
  // Compile every glob now so a bad pattern fails at load time with its key.
  compileGlobs(config.outputs, 'outputs');
  compileGlobs(config.ignore, 'ignore');
  compileGlobs(config.envelopes, 'envelopes');
  compileGlobs(config.skillGraphs, 'skill-graphs');
  compileGlobs(config.packets, 'packets');
  compileGlobs(config.attestations.require, 'attestations.require');
  compileGlobs(config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic');
  return config;
}

/** A repository path as the config may name a key or a trusted root: relative, normalized. */
function isRepositoryPath(p: string): boolean {
  return (
    !p.startsWith('/') &&
    !p.includes('\\') &&
    !p.includes('\0') &&
    path.posix.normalize(p) === p &&
    p !== '.' &&
    p !== '..' &&
    !p.startsWith('../')
  );
}

/** Problems with the paths of `attestations:` (schema-valid otherwise). */
function checkAttestationPaths(
  raw: unknown,
  at: (pointer: string, atKey: boolean) => string,
): string[] {
  if (!raw || typeof raw !== 'object') return [];
  const problems: string[] = [];
  const section = raw as Record<string, unknown>;
  const bad = (pointer: string, p: string) =>
    problems.push(
      `${at(pointer, false)}${pointer} must be a normalized path inside the repository (no leading "/", no "..", "." or "//"): ${JSON.stringify(p)}`,
    );
  if (Array.isArray(section.trust))
    section.trust.forEach((entry: unknown, i) => {
      const key = (entry as { key?: unknown } | null)?.key;
      if (typeof key === 'string' && !isRepositoryPath(key))
        bad(`/attestations/trust/${i}/key`, key);
    });
  const root = section['trusted-root'];
  if (typeof root === 'string' && !isRepositoryPath(root)) bad('/attestations/trusted-root', root);
  return problems;
}

/** The `attestations:` section of a schema-valid config. */
function normalizeAttestations(raw: unknown): AttestationPolicy {
  if (!raw || typeof raw !== 'object') return NO_ATTESTATIONS;
  const section = raw as {
    require?: string[];
    trust?: Record<string, string>[];
    'trusted-root'?: string;
  };
  const trust = (section.trust ?? []).map((t): TrustEntry =>
    t.key !== undefined
      ? { kind: 'key', key: t.key }
      : {
          kind: 'identity',
          issuer: t.issuer ?? '',
          repository: t.repository ?? '',
          workflow: t.workflow ?? '',
          ref: t.ref ?? '',
        },
  );
  return { require: section.require ?? [], trust, trustedRoot: section['trusted-root'] ?? null };
}

/**
 * Parses config YAML text; rejects with ConfigurationError with line:column on
 * syntax errors. See {@link parseConfigBytes}.
 */
export async function parseConfigText(text: string, source: string): Promise<Config> {
  return parseConfigBytes(Buffer.from(text, 'utf8'), source);
}

/**
 * Parses the bytes of a config file, from the checkout, git or the contents API alike:
 * strict UTF-8, at most {@link MAX_CONFIG_BYTES}, one YAML document with unique keys, nesting,
 * width and alias expansion capped (a "billion laughs" file is one clear error, not an
 * exhausted heap). An empty file, or one of comments only, is the defaults. The YAML reader is
 * loaded here, on first use, not at start-up: most runs have no config file
 * (docs/performance.md).
 */
export async function parseConfigBytes(bytes: Uint8Array, source: string): Promise<Config> {
  const { parseYamlDocument } = await import('../formats/yaml-source.js');
  const parsed = parseYamlDocument(bytes, { maxBytes: MAX_CONFIG_BYTES });
  if (!parsed.ok) {
    const { kind, message, line, column } = parsed.problem;
    if (kind === 'empty') return { ...DEFAULT_CONFIG };
    throw new ConfigurationError(`invalid config ${source}:${line}:${column}: ${message}`);
  }
  const { document } = parsed;
  // Problems read `source:line:column`, like a compiler's: at the key for an unknown key, at the
  // value for a bad value.
  return normalizeConfig(document.value, source, (pointer, atKey) => {
    const at = document.locate(pointer, atKey ? 'key' : 'value');
    return `${at.line}:${at.column}`;
  });
}

/** A config file as read: absent, or its bytes. */
export type ConfigFileRead = { kind: 'absent' } | { kind: 'file'; bytes: Buffer };

/**
 * Reads a config file from the checkout as an untrusted file. A file inside `root` must stay
 * inside it through any symlink; a file the operator named outside the root is read where it is
 * named. Either way only a regular file of at most {@link MAX_CONFIG_BYTES} is read. Returns
 * `absent` when there is no file; throws ConfigurationError (one line, naming `label`) for
 * anything else that is not a readable config file.
 */
export async function readConfigFile(
  root: string,
  file: string,
  label: string,
): Promise<ConfigFileRead> {
  const absolute = path.resolve(root, file);
  let real: string;
  if (isInside(path.resolve(root), absolute)) {
    let realRoot: string;
    try {
      realRoot = await realpath(root);
    } catch {
      throw new ConfigurationError(`root ${JSON.stringify(root)} is not a readable directory`);
    }
    const rel = toPosixRelative(path.resolve(root), absolute);
    const resolved = await resolveInsideRoot(realRoot, rel);
    if (!resolved.ok && resolved.reason === 'missing') return { kind: 'absent' };
    if (!resolved.ok)
      throw new ConfigurationError(
        `config ${label} is a symbolic link, or lies under one, that leads out of the repository root; it is not read`,
      );
    real = resolved.real;
  } else {
    try {
      real = await realpath(absolute);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
      throw new ConfigurationError(`cannot read config ${label}: ${code ?? String(error)}`);
    }
  }
  const read = await readFileCapped(real, MAX_CONFIG_BYTES);
  if (read.ok) return { kind: 'file', bytes: read.bytes };
  if (read.reason === 'missing') return { kind: 'absent' };
  if (read.reason === 'not-regular')
    throw new ConfigurationError(`config ${label} ${read.detail}; it must be a regular file`);
  if (read.reason === 'too-large') throw new ConfigurationError(`config ${label} ${read.detail}`);
  throw new ConfigurationError(`cannot read config ${label}: it ${read.detail}`);
}

/**
 * Loads the config from the checkout. `explicitPath` (from --config or the action input) must
 * exist when `required`; the default file may be absent (then the defaults apply).
 */
export async function loadConfig(
  root: string,
  explicitPath: string | undefined,
  required: boolean,
): Promise<Config> {
  const label = explicitPath ?? DEFAULT_CONFIG_FILE;
  const read = await readConfigFile(root, explicitPath ?? DEFAULT_CONFIG_FILE, label);
  if (read.kind === 'absent') {
    if (!required) return { ...DEFAULT_CONFIG };
    throw new ConfigurationError(`cannot read config ${label}: it does not exist`);
  }
  return parseConfigBytes(read.bytes, label);
}
