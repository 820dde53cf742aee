/**
 * The repository's `.passport-gate.yml`: parsed with `yaml` (duplicate keys are
 * errors), validated by schemas/config.schema.json, rule ids checked against
 * the registry and globs compiled once. Invalid config throws
 * {@link ConfigurationError} with every problem on its own line.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { didYouMean } from '../did-you-mean.js';
import { ConfigurationError } from '../errors.js';
import { validateWithSchema } from '../formats/schema-validator.js';
import { isRuleId, RULES, type RuleId, type Severity } from '../rules/registry.js';
import type { SeverityOverrides } from './findings.js';

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
export const DEFAULT_MAX_PASSPORT_BYTES = 16 * 1024 * 1024;

/** The seed's acknowledgment window (validate_handoff: 300 s). */
export const DEFAULT_PACKET_MAX_AGE_SECONDS = 300;

/** Longest glob accepted; picomatch compiles to a regex and we keep patterns small. */
export const MAX_GLOB_LENGTH = 512;

/** The config file cannot be larger than this. */
export const MAX_CONFIG_BYTES = 256 * 1024;

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
}

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
});

/**
 * Options for picomatch: extglobs and brace expansion are off, so a pattern
 * compiles to a plain regex of `[^/]*`-style classes without nested
 * quantifiers (no catastrophic backtracking, no `{1..1000000}` expansion).
 */
export const GLOB_OPTIONS: picomatch.PicomatchOptions = Object.freeze({
  dot: true,
  noextglob: true,
  nobrace: true,
  maxLength: MAX_GLOB_LENGTH,
});

/** Compiles globs into one matcher; throws ConfigurationError on a bad pattern. */
export function compileGlobs(patterns: readonly string[], what: string): (rel: string) => boolean {
  if (patterns.length === 0) return () => false;
  const compiled = patterns.map((p) => {
    if (p.length > MAX_GLOB_LENGTH)
      throw new ConfigurationError(`${what}: pattern longer than ${MAX_GLOB_LENGTH} characters`);
    // Nested quantifiers are what make a regex backtrack; refuse `**` runs that add nothing.
    if (/(\*\*\/){8,}/.test(p))
      throw new ConfigurationError(`${what}: pattern ${JSON.stringify(p)} repeats ** too often`);
    const glob = p.replace(/\/+$/, '');
    const tail = literalTail(glob);
    try {
      return { glob, regex: picomatch.makeRe(glob, GLOB_OPTIONS), tail, tailSlash: `${tail}/` };
    } catch (error) {
      throw new ConfigurationError(
        `${what}: invalid glob ${JSON.stringify(p)}: ${(error as Error).message}`,
      );
    }
  });
  // The regexes are tested directly, as picomatch's own matcher does after its checks (a path
  // equal to the glob, the empty path), not through that matcher: it builds a result object per
  // call: 19 ms of an audit of 24,000 paths (node --cpu-prof), against 9 ms for the regexes
  // alone. A property test holds this to picomatch's own matcher.
  return (rel) => {
    if (rel === '') return false;
    for (const { glob, regex, tail, tailSlash } of compiled) {
      if (rel === glob) return true;
      // A path that does not end with the glob's literal tail cannot match: no regex to run.
      if (tail !== '' && !rel.endsWith(tail) && !rel.endsWith(tailSlash)) continue;
      if (regex.test(rel)) return true;
    }
    return false;
  };
}

/**
 * The literal text at the end of a glob: after its last wildcard, class bracket or slash
 * (`.handoff.yaml` for the default envelope glob). Every path the glob matches ends with it, or
 * with it and a slash (picomatch's regexes accept one trailing slash), so a path that does not
 * is refused with one `endsWith` instead of a regex: picomatch's regex for a `**` glob tests a
 * lookahead at every character, and the five default handoff globs cost an audit of 22,000
 * files 7-19 ms that way (5 rounds, the first cold). '' (no shortcut) for a glob with syntax
 * this does not read: negation, escapes, groups, braces.
 */
function literalTail(glob: string): string {
  if (glob.startsWith('!') || /[\\()|+@{}]/.test(glob)) return '';
  const last = Math.max(
    glob.lastIndexOf('*'),
    glob.lastIndexOf('?'),
    glob.lastIndexOf('['),
    glob.lastIndexOf(']'),
    glob.lastIndexOf('/'),
  );
  return glob.slice(last + 1);
}

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
];

/**
 * Validates a parsed config object; throws ConfigurationError listing every
 * problem, each with `source:line:column` when `locate` can place it, and the
 * nearest known name for an unknown key or rule id.
 */
export function normalizeConfig(
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
  };
  // Compile every glob now so a bad pattern fails at load time with its key.
  compileGlobs(config.outputs, 'outputs');
  compileGlobs(config.ignore, 'ignore');
  compileGlobs(config.envelopes, 'envelopes');
  compileGlobs(config.skillGraphs, 'skill-graphs');
  compileGlobs(config.packets, 'packets');
  return config;
}

/**
 * Parses config YAML text; rejects with ConfigurationError with line:column on
 * syntax errors. The YAML library is loaded here, on first use, not at start-up:
 * most runs have no config file (docs/performance.md).
 */
export async function parseConfigText(text: string, source: string): Promise<Config> {
  const { LineCounter, parseDocument } = await import('yaml');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, lineCounter });
  if (doc.errors.length > 0) {
    const first = doc.errors[0];
    const pos = first?.linePos?.[0];
    const where = pos ? `:${pos.line}:${pos.col}` : '';
    throw new ConfigurationError(
      `invalid config ${source}${where}: ${first?.message.split('\n')[0] ?? 'YAML error'}`,
    );
  }
  const { createConfigLocator } = await import('./config-position.js');
  return normalizeConfig(
    doc.toJS({ maxAliasCount: 100 }),
    source,
    createConfigLocator(doc, lineCounter),
  );
}

/**
 * Loads the config. `explicitPath` (from --config or the action input) must
 * exist when given explicitly; the default file may be absent.
 */
export async function loadConfig(
  root: string,
  explicitPath: string | undefined,
  required: boolean,
): Promise<Config> {
  const file = path.resolve(root, explicitPath ?? DEFAULT_CONFIG_FILE);
  let text: string;
  try {
    const buf = await readFile(file);
    if (buf.length > MAX_CONFIG_BYTES)
      throw new ConfigurationError(`config ${file} is larger than ${MAX_CONFIG_BYTES} bytes`);
    text = buf.toString('utf8');
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !required) return { ...DEFAULT_CONFIG };
    throw new ConfigurationError(
      `cannot read config ${explicitPath ?? DEFAULT_CONFIG_FILE}: ${code ?? String(error)}`,
    );
  }
  return parseConfigText(text, explicitPath ?? DEFAULT_CONFIG_FILE);
}
