/**
 * What a change of `.passport-gate.yml` would do, in words, for the
 * `config-changed` notice: the base commit's config is in force on a pull
 * request, and the reviewer is told what the pull request's version would
 * change once merged ("would turn artifact-hash-mismatch off"). Computed from
 * the two normalized configs, so a change of comments or spelling says so
 * instead of listing nothing.
 */
import {
  getRule,
  RULES,
  SEVERITY_RANK,
  type RuleId,
  type Severity,
} from '../core/rule-registry.js';
import { DEFAULT_CONFIG, type Config, type TrustEntry } from './config.js';

/** The severity a rule has under a config ('off' when the config turns it off). */
function effectiveSeverity(config: Config, id: RuleId): Severity | 'off' {
  return config.rules[id] ?? getRule(id).defaultSeverity;
}

const RANK: Readonly<Record<Severity | 'off', number>> = { ...SEVERITY_RANK, off: 0 };

/** The patterns of `after` not in `before`, and those of `before` not in `after`, in order. */
function listDiff(before: readonly string[], after: readonly string[]) {
  const a = new Set(before);
  const b = new Set(after);
  return { added: after.filter((p) => !a.has(p)), removed: before.filter((p) => !b.has(p)) };
}

const quote = (s: string) => JSON.stringify(s);

/**
 * Lists, one phrase each, what replacing `base` by `head` would change: rules
 * turned off, lowered or raised; paths ignored or no longer ignored; output
 * roots and handoff globs added or removed; the other settings. Stricter
 * changes are listed too (after the weakening ones): the reviewer sees all.
 * Empty when the two configs mean the same.
 */
export function describeConfigChange(base: Config, head: Config): string[] {
  const weaker: string[] = [];
  const stricter: string[] = [];
  for (const { id } of RULES) {
    const from = effectiveSeverity(base, id);
    const to = effectiveSeverity(head, id);
    if (from === to) continue;
    if (to === 'off') weaker.push(`would turn ${id} off (${from} now)`);
    else if (from === 'off') stricter.push(`would turn ${id} on as ${to}`);
    else if (RANK[to] < RANK[from]) weaker.push(`would lower ${id} from ${from} to ${to}`);
    else stricter.push(`would raise ${id} from ${from} to ${to}`);
  }

  const ignore = listDiff(base.ignore, head.ignore);
  for (const p of ignore.added) weaker.push(`would ignore ${quote(p)}`);
  for (const p of ignore.removed) stricter.push(`would stop ignoring ${quote(p)}`);

  const outputs = listDiff(base.outputs, head.outputs);
  for (const p of outputs.removed) weaker.push(`would remove output root ${quote(p)}`);
  for (const p of outputs.added) stricter.push(`would add output root ${quote(p)}`);

  const globs: [keyof Config, string][] = [
    ['envelopes', 'envelope'],
    ['skillGraphs', 'skill-graph'],
    ['packets', 'packet'],
  ];
  for (const [key, label] of globs) {
    const d = listDiff(base[key] as string[], head[key] as string[]);
    for (const p of d.removed)
      weaker.push(`would stop reading ${label} files matching ${quote(p)}`);
    for (const p of d.added) stricter.push(`would also read ${label} files matching ${quote(p)}`);
  }

  // A new location widens what the audit reads outside the repository: listed as weaker.
  const external = listDiff(base.externalInputs, head.externalInputs);
  for (const p of external.added) weaker.push(`would read external inputs under ${quote(p)}`);
  for (const p of external.removed)
    stricter.push(`would no longer verify external inputs under ${quote(p)}`);

  // An output reproduce does not compare is one it cannot catch: a new glob is weaker.
  const unchecked = listDiff(
    base.reproduceNondeterministic ?? [],
    head.reproduceNondeterministic ?? [],
  );
  for (const p of unchecked.added)
    weaker.push(`would stop comparing outputs matching ${quote(p)} when reproducing`);
  for (const p of unchecked.removed)
    stricter.push(`would compare outputs matching ${quote(p)} when reproducing`);

  describeAttestationChange(base, head, weaker, stricter);
  if (base.allowEmpty !== head.allowEmpty)
    (head.allowEmpty ? weaker : stricter).push(
      `would ${head.allowEmpty ? 'allow' : 'no longer allow'} a repository without passports (allow-empty)`,
    );
  if (base.maxPassportBytes !== head.maxPassportBytes)
    (head.maxPassportBytes > base.maxPassportBytes ? weaker : stricter).push(
      `would change max-passport-bytes from ${base.maxPassportBytes} to ${head.maxPassportBytes}`,
    );
  if (base.packetMaxAgeSeconds !== head.packetMaxAgeSeconds)
    (head.packetMaxAgeSeconds > base.packetMaxAgeSeconds ? weaker : stricter).push(
      `would change packet-max-age-seconds from ${base.packetMaxAgeSeconds} to ${head.packetMaxAgeSeconds}`,
    );
  if (base.engine !== head.engine) {
    // Asking the engine's record less (snakemake → auto → none) lets more pass.
    const rank = { none: 0, auto: 1, snakemake: 2 } as const;
    (rank[head.engine] < rank[base.engine] ? weaker : stricter).push(
      `would change engine from ${base.engine} to ${head.engine} (the workflow engine's record as a second witness)`,
    );
  }
  if (base.pathBase !== head.pathBase)
    weaker.push(
      `would resolve passport paths from the ${head.pathBase} instead of the ${base.pathBase} (path-base)`,
    );
  return [...weaker, ...stricter];
}

/** The attestation policy's changes: a signer trusted or a requirement dropped is weaker. */
function describeAttestationChange(
  base: Config,
  head: Config,
  weaker: string[],
  stricter: string[],
): void {
  const a = base.attestations;
  const b = head.attestations;
  const required = listDiff(a.require, b.require);
  for (const p of required.removed)
    weaker.push(`would no longer require attested passports under ${quote(p)}`);
  for (const p of required.added)
    stricter.push(`would require attested passports under ${quote(p)}`);
  const signer = (t: TrustEntry) =>
    t.kind === 'key' ? `key ${quote(t.key)}` : `${t.issuer} ${t.repository} ${t.workflow} ${t.ref}`;
  const trust = listDiff(a.trust.map(signer), b.trust.map(signer));
  for (const s of trust.added) weaker.push(`would trust attestations signed by ${s}`);
  for (const s of trust.removed) stricter.push(`would stop trusting attestations signed by ${s}`);
  if (a.trustedRoot !== b.trustedRoot)
    weaker.push(
      `would verify keyless attestations against ${b.trustedRoot === null ? 'the pinned Sigstore public-good root' : quote(b.trustedRoot)} instead of ${a.trustedRoot === null ? 'the pinned Sigstore public-good root' : quote(a.trustedRoot)}`,
    );
}

/** What the pull request's config is, for {@link buildConfigChangeMessage}. */
export type HeadConfig =
  { kind: 'absent' } | { kind: 'valid'; config: Config } | { kind: 'invalid'; problem: string };

/** Most phrases quoted in one message; the rest are counted. */
const CONFIG_CHANGE_MAX_PHRASES = 40;

/**
 * The message of a `config-changed` finding: which file changed, that the
 * base's version is in force, and what the change would do after merge.
 */
export function buildConfigChangeMessage(
  subject: string,
  file: string,
  baseLabel: string,
  base: Config,
  head: HeadConfig,
): string {
  const lead = `${subject} changes ${file}; the config of ${baseLabel} is in force for this run, and the change takes effect only after merge`;
  if (head.kind === 'invalid')
    return `${lead}. The changed version is unusable and would stop every run after merge: ${head.problem}`;
  const headConfig = head.kind === 'absent' ? null : head.config;
  const what = describeConfigChange(base, headConfig ?? DEFAULT_CONFIG);
  const removed =
    head.kind === 'absent' ? ' (it deletes the file, so the defaults would apply)' : '';
  if (what.length === 0)
    return `${lead}${removed}. It does not change what the gate checks (comments or spelling only).`;
  const shown = what.slice(0, CONFIG_CHANGE_MAX_PHRASES);
  const more = what.length - shown.length;
  return `${lead}${removed}. Review it: it ${shown.join('; ')}${more > 0 ? `; and ${more} more change(s)` : ''}.`;
}
