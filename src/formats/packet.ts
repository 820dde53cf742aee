/**
 * The agent handoff packet (seed 004, `agent-inboxes/<to_agent>/<handoff_id>.json`)
 * and its acknowledgment (`<handoff_id>.ack` beside it): schema, filing,
 * payload against the packet's own output schema, acknowledgment, staleness
 * and the seed's conflict detection over one inbox. Pure: bytes in, findings out.
 *
 * The seed's "timestamp is recent (< 5 min old)" check compares with the wall
 * clock at send time; applied to a committed file it would fail forever, so
 * staleness here compares the acknowledgment's time with the packet's.
 */
import path from 'node:path';
import { ACK_SUFFIX, ackPathOf } from './ack-path.js';
import type { FindingInput } from '../core/findings.js';
import { quoteUntrusted } from '../util/untrusted.js';
import { locatorOf } from '../core/location.js';
import { asObject, asString } from '../util/values.js';
import { parseJsonDocument, readNumberText, type JsonDocument } from './json-source.js';
import { schemaFindings, validateWithSchema } from './schema-validator.js';
// Registers this format's schema validators (they load with the handoff formats, not at start-up).
import './handoff-schemas.js';
import { compileUntrustedSchema } from './untrusted-schema.js';

/** Key of the packet schema among the precompiled validators. */
const PACKET_SCHEMA_KEY = 'handoff-packet';
/** Key of the acknowledgment schema (the packet schema's $defs/acknowledgment). */
const ACK_SCHEMA_KEY = 'handoff-ack';
/** Key of the timestamp schema (the packet schema's $defs/timestamp). */
const TIMESTAMP_SCHEMA_KEY = 'handoff-timestamp';

export { ACK_SUFFIX, ackPathOf };

/** What the inbox rules need from a packet. Tolerant of malformed shapes. */
export interface PacketSummary {
  handoffId: string | null;
  fromAgent: string | null;
  toAgent: string | null;
  timestamp: string | null;
  /** The instant at full precision, only when `timestamp` is a valid RFC 3339 date-time. */
  time: HandoffInstant | null;
  /**
   * True when `timestamp` passes the schema but names no instant the checker can order (a
   * leap second, 23:59:60): packet-time-unorderable, never a skipped check.
   */
  unorderable: boolean;
  /**
   * The seed's `version`, default 1, as the seed's Python reads it: an integer written without
   * a fraction or exponent is an integer of any size (9007199254740993 is not 9007199254740992),
   * any other number a double.
   */
  version: bigint | number;
}

/**
 * An instant at the precision its timestamp writes: whole seconds since the epoch and the
 * digits of the fraction after them (trailing zeros dropped). Milliseconds, which Date.parse
 * keeps, lose what the seed's datetime (microseconds) and RFC 3339 (any digits) tell apart.
 */
export interface HandoffInstant {
  seconds: bigint;
  fraction: string;
}

/** A compiled untrusted schema, cached per run by its serialized text. */
export type PayloadSchemaCache = Map<string, ReturnType<typeof compileUntrustedSchema>>;

/** Result of checking one packet. */
export interface PacketCheck {
  findings: FindingInput[];
  document?: JsonDocument;
  summary?: PacketSummary;
}

const str = (v: unknown): string | null => asString(v) ?? null;

/** The seconds and the fraction of an RFC 3339 date-time; the rest is the date, time and offset. */
const FRACTION = /^(.*[Tt ]\d\d:\d\d:\d\d)(?:\.(\d+))?(.*)$/;

/**
 * The instant of a timestamp that the schema accepts as a date-time, at full precision, else
 * null (Date.parse alone accepts too much). Date.parse reads it without its fraction (whole
 * seconds, the offset applied); the fraction's digits are kept as written.
 */
function parseHandoffTime(value: unknown): HandoffInstant | null {
  if (typeof value !== 'string' || validateWithSchema(TIMESTAMP_SCHEMA_KEY, value).length > 0)
    return null;
  if (!Number.isFinite(Date.parse(value))) return null;
  const m = FRACTION.exec(value);
  if (!m) return null;
  const ms = Date.parse(`${m[1] ?? ''}${m[3] ?? ''}`);
  if (!Number.isFinite(ms)) return null;
  return { seconds: BigInt(ms / 1000), fraction: (m[2] ?? '').replace(/0+$/, '') };
}

/** `a` and `b` as integers in the unit of their finer fraction, and that unit's digits. */
function scaleInstants(a: HandoffInstant, b: HandoffInstant): [bigint, bigint, number] {
  const digits = Math.max(a.fraction.length, b.fraction.length);
  const scaled = (t: HandoffInstant) =>
    t.seconds * 10n ** BigInt(digits) + BigInt(t.fraction.padEnd(digits, '0') || '0');
  return [scaled(a), scaled(b), digits];
}

/** Negative, zero or positive as `a` is before, at or after `b`, at full precision. */
function compareInstants(a: HandoffInstant, b: HandoffInstant): number {
  const [x, y] = scaleInstants(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * True when `later` comes more than `seconds` after `earlier`, at full precision. The config
 * schema makes `seconds` an integer; were it not, its floor is taken (the stricter reading).
 */
function isLongerThan(earlier: HandoffInstant, later: HandoffInstant, seconds: number): boolean {
  const [x, y, digits] = scaleInstants(earlier, later);
  return y - x > BigInt(Math.floor(seconds)) * 10n ** BigInt(digits);
}

/** Seconds from `earlier` to `later`, rounded, for a message. */
function secondsBetween(earlier: HandoffInstant, later: HandoffInstant): number {
  const [x, y, digits] = scaleInstants(earlier, later);
  return Math.round(Number(y - x) / 10 ** digits);
}

/**
 * The packet's `version` as the seed reads it (json.load): an integer literal is an integer of
 * any size, taken from the source text when a double cannot hold it; any other number is a
 * double. Default 1 when absent or not a number.
 */
function readVersion(version: unknown, document?: Pick<JsonDocument, 'text'>): bigint | number {
  if (typeof version !== 'number' || Number.isNaN(version)) return 1;
  if (Number.isSafeInteger(version)) return BigInt(version);
  const text = document ? readNumberText(document, '/version') : null;
  // The text read must be the number parsed (a repeated key resolves alike in both readers).
  if (text !== null && /^-?\d+$/.test(text) && Number(text) === version) return BigInt(text);
  return version;
}

/**
 * Negative, zero or positive as version `a` is below, equal to or above `b`: exact, as Python
 * compares an int with an int or a float.
 */
function compareVersions(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const flip = typeof a === 'number';
  const n = (flip ? b : a) as bigint;
  const d = (flip ? a : b) as number;
  // n against d: an infinite double is beyond every integer; otherwise by d's floor.
  let order: number;
  if (!Number.isFinite(d)) order = d > 0 ? -1 : 1;
  else {
    const floor = BigInt(Math.floor(d));
    order = n < floor ? -1 : n > floor ? 1 : Number.isInteger(d) ? 0 : 1;
  }
  return flip ? -order : order;
}

/** A version for a message: its digits, cut when there are very many. */
function formatVersion(v: bigint | number): string {
  const text = String(v);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} digits)` : text;
}

/**
 * True when the schema accepts `value` as a date-time but it names no instant that can be
 * ordered: RFC 3339 allows a leap second (23:59:60), which Date.parse (and the seed's own
 * datetime.fromisoformat) refuses. The schema rule reports the timestamps it refuses itself.
 */
function isUnorderableHandoffTime(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    validateWithSchema(TIMESTAMP_SCHEMA_KEY, value).length === 0 &&
    !Number.isFinite(Date.parse(value))
  );
}

/** The message of packet-time-unorderable for a timestamp of `what` that cannot be ordered. */
function unorderableMessage(what: string, timestamp: unknown, check: string): string {
  return `the ${what}'s timestamp ${quoteUntrusted(timestamp)} names no instant the checker can order (a leap second, or a date Date.parse refuses), so ${check} cannot be checked; write the time as the second before or after it (e.g. 23:59:59Z).`;
}

/**
 * Extracts the inbox-relevant facts of a parsed packet value; `document`, the JSON it was
 * parsed from, gives the digits of a version a double cannot hold. Never throws.
 */
export function summarizePacket(
  value: unknown,
  document?: Pick<JsonDocument, 'text'>,
): PacketSummary {
  const o = asObject(value) ?? {};
  const version = o.version;
  return {
    handoffId: str(o.handoff_id),
    fromAgent: str(o.from_agent),
    toAgent: str(o.to_agent),
    timestamp: str(o.timestamp),
    time: parseHandoffTime(o.timestamp),
    unorderable: isUnorderableHandoffTime(o.timestamp),
    version: readVersion(version, document),
  };
}

/** Pointer → location fields in the document being checked. */
type At = ReturnType<typeof locatorOf>;

/** What every packet rule fills in the same way. */
interface PacketContext {
  packetPath: string;
  at: At;
  value: Record<string, unknown>;
  summary: PacketSummary;
  id: string | undefined;
}

/** A finding for every key that appears twice in one object of `document`. */
function duplicateKeyFindings(
  document: JsonDocument,
  rule: 'packet-invalid-json' | 'packet-ack-invalid',
  path: string,
  id: string | undefined,
  where: string,
): FindingInput[] {
  return document.duplicateKeys.map((dup) => ({
    rule,
    path,
    pointer: dup.pointer,
    line: dup.line,
    column: dup.column,
    passport_id: id,
    message: `key ${quoteUntrusted(dup.key)} appears more than once ${where}; keep exactly one.`,
  }));
}

/** Filing: the seed writes inbox_dir / to_agent / f"{handoff_id}.json". */
function checkFiling({ packetPath, at, summary, id }: PacketContext): FindingInput[] {
  const findings: FindingInput[] = [];
  const folder = path.posix.basename(path.posix.dirname(packetPath));
  const fileName = path.posix.basename(packetPath);
  if (summary.toAgent !== null && summary.toAgent !== folder) {
    findings.push({
      rule: 'packet-misfiled',
      path: packetPath,
      ...at('/to_agent'),
      passport_id: id,
      message: `the packet is addressed to ${quoteUntrusted(summary.toAgent)} but sits in the inbox ${quoteUntrusted(folder)}; the receiving agent will never read it. Move it to ${quoteUntrusted(summary.toAgent)}'s inbox or fix to_agent.`,
    });
  }
  if (summary.handoffId !== null && `${summary.handoffId}.json` !== fileName) {
    findings.push({
      rule: 'packet-misfiled',
      path: packetPath,
      ...at('/handoff_id'),
      passport_id: id,
      message: `handoff_id ${quoteUntrusted(summary.handoffId)} does not match the file name ${quoteUntrusted(fileName)}; acknowledgments are matched by file name, so rename the file to ${quoteUntrusted(`${summary.handoffId}.json`)}.`,
    });
  }
  return findings;
}

/** The output schemas a packet declares for its payload, each once (by its serialized text), with its pointer. */
function declaredOutputSchemas(
  value: Record<string, unknown>,
): { pointer: string; schema: unknown; key: string }[] {
  const candidates: [string, unknown][] = [];
  const metadata = asObject(value.metadata);
  if (metadata && 'output_schema' in metadata)
    candidates.push(['/metadata/output_schema', metadata.output_schema]);
  if ('output_schema' in value) candidates.push(['/output_schema', value.output_schema]);
  const seen = new Set<string>();
  const schemas: { pointer: string; schema: unknown; key: string }[] = [];
  for (const [pointer, schema] of candidates) {
    let key: string;
    try {
      key = JSON.stringify(schema) ?? 'undefined';
    } catch {
      key = pointer;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    schemas.push({ pointer, schema, key });
  }
  return schemas;
}

/** Payload against the sender's own output schema (untrusted: compiled in isolation, cached per run). */
function checkPayload(
  { packetPath, at, value, id }: PacketContext,
  cache: PayloadSchemaCache,
): FindingInput[] {
  if (!('payload' in value)) return [];
  const findings: FindingInput[] = [];
  const schemas = declaredOutputSchemas(value);
  if (schemas.length === 0) {
    findings.push({
      rule: 'packet-payload-unvalidated',
      path: packetPath,
      ...at('/payload'),
      passport_id: id,
      message:
        'the packet declares no output_schema (neither metadata.output_schema nor output_schema), so its payload cannot be validated as the sender must before handing off. Add the schema the payload was validated against as metadata.output_schema.',
    });
  }
  for (const { pointer, schema, key } of schemas) {
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = compileUntrustedSchema(schema);
      cache.set(key, compiled);
    }
    if (!compiled.ok) {
      findings.push({
        rule: 'packet-payload-schema',
        path: packetPath,
        ...at(pointer),
        passport_id: id,
        message: `the output schema at ${pointer} cannot be used: ${quoteUntrusted(compiled.message)}; the payload was not validated. Fix the schema (no remote $ref, no $data, at most 64 KiB).`,
      });
      continue;
    }
    for (const v of compiled.validate(value.payload)) {
      findings.push({
        rule: 'packet-payload-schema',
        path: packetPath,
        ...at(`/payload${v.pointer}`),
        passport_id: id,
        message: `payload${v.pointer} ${quoteUntrusted(v.message)} (output schema at ${pointer}); the sender must validate the payload before handing off.`,
      });
    }
  }
  return findings;
}

/** next_steps.agent must be the agent the packet goes to. */
function checkNextAgent({ packetPath, at, value, summary, id }: PacketContext): FindingInput[] {
  const nextAgent = asObject(value.next_steps)?.agent;
  if (typeof nextAgent !== 'string' || summary.toAgent === null || nextAgent === summary.toAgent)
    return [];
  return [
    {
      rule: 'packet-next-agent',
      path: packetPath,
      ...at('/next_steps/agent'),
      passport_id: id,
      message: `next_steps.agent is ${quoteUntrusted(nextAgent)} but the packet goes to ${quoteUntrusted(summary.toAgent)}; the next step would be taken by an agent that never receives the packet. Make them agree.`,
    },
  ];
}

/**
 * Checks one packet's bytes: JSON syntax (duplicate keys included), schema,
 * filing (folder = to_agent, file name = handoff_id), payload against the
 * packet's own output schema, and next_steps.agent.
 */
export function checkPacketBytes(
  packetPath: string,
  bytes: Uint8Array,
  cache: PayloadSchemaCache = new Map(),
): PacketCheck {
  const parsed = parseJsonDocument(bytes);
  if (!parsed.ok) {
    const { problem } = parsed;
    return {
      findings: [
        {
          rule: 'packet-invalid-json',
          path: packetPath,
          line: problem.line,
          column: problem.column,
          message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); a handoff packet must be one UTF-8 JSON object.`,
        },
      ],
    };
  }
  const document = parsed.document;
  const at = locatorOf(document);
  const summary = summarizePacket(document.value, document);
  const id = summary.handoffId ?? undefined;
  const findings = duplicateKeyFindings(
    document,
    'packet-invalid-json',
    packetPath,
    id,
    'in the same object, so readers disagree on its value',
  );
  const value = asObject(document.value);
  if (!value) {
    findings.push({
      rule: 'packet-schema',
      path: packetPath,
      ...at(''),
      message: 'the packet must be a JSON object.',
    });
    return { findings, document, summary };
  }
  const context: PacketContext = { packetPath, at, value, summary, id };
  findings.push(
    ...schemaFindings(
      PACKET_SCHEMA_KEY,
      value,
      { rule: 'packet-schema', path: packetPath, passport_id: id },
      at,
    ),
    ...checkFiling(context),
    ...checkPayload(context, cache),
    ...checkNextAgent(context),
  );
  return { findings, document, summary };
}

/** The acknowledgment beside a packet: its bytes, or why it could not be read. */
export type AckRead =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; missing: true }
  | { ok: false; missing: false; detail: string };

/** The packet an acknowledgment is checked against. */
type AckedPacket = { path: string; summary: PacketSummary; document?: JsonDocument | undefined };

/** The finding for an acknowledgment that is missing or could not be read. */
function unreadAckFinding(
  packet: AckedPacket,
  ack: Extract<AckRead, { ok: false }>,
  ackPath: string,
  id: string | undefined,
): FindingInput {
  if (ack.missing) {
    const pos = packet.document?.locate('/handoff_id');
    return {
      rule: 'packet-unacknowledged',
      path: packet.path,
      ...(pos ? { pointer: '/handoff_id', line: pos.line, column: pos.column } : {}),
      passport_id: id,
      message: `no acknowledgment ${quoteUntrusted(path.posix.basename(ackPath))} beside the packet; the receiving agent has not confirmed it. Commit the .ack the receiver wrote, or re-run the handoff.`,
    };
  }
  return {
    rule: 'packet-ack-invalid',
    path: ackPath,
    passport_id: id,
    message: `the acknowledgment ${ack.detail}; it must be a regular JSON file.`,
  };
}

/** The acknowledgment names this packet's handoff, is written by its receiver and is ready to proceed. */
function checkAckAgreement(
  packet: AckedPacket,
  value: Record<string, unknown>,
  ackPath: string,
  at: At,
  id: string | undefined,
): FindingInput[] {
  const findings: FindingInput[] = [];
  if (
    typeof value.handoff_id === 'string' &&
    packet.summary.handoffId !== null &&
    value.handoff_id !== packet.summary.handoffId
  ) {
    findings.push({
      rule: 'packet-ack-invalid',
      path: ackPath,
      ...at('/handoff_id'),
      passport_id: id,
      message: `the acknowledgment names handoff ${quoteUntrusted(value.handoff_id)}, not ${quoteUntrusted(packet.summary.handoffId)}; it acknowledges another packet.`,
    });
  }
  const receiver = packet.summary.toAgent;
  const by = value.acknowledged_by;
  if (receiver !== null && typeof by === 'string' && by !== receiver) {
    findings.push({
      rule: 'packet-ack-invalid',
      path: ackPath,
      ...at('/acknowledged_by'),
      passport_id: id,
      message: `the acknowledgment is by ${quoteUntrusted(by)}, but the packet goes to ${quoteUntrusted(receiver)}; only the receiving agent can confirm it took the packet. Have ${quoteUntrusted(receiver)} acknowledge it (acknowledged_by: ${receiver}).`,
    });
  }
  if (value.ready_to_proceed === false) {
    findings.push({
      rule: 'packet-ack-invalid',
      path: ackPath,
      ...at('/ready_to_proceed'),
      passport_id: id,
      message:
        'the receiving agent acknowledged the packet with ready_to_proceed: false; the handoff did not complete. Resolve what blocked it and re-acknowledge.',
    });
  }
  return findings;
}

/** The acknowledgment comes after the packet, and within `maxAgeSeconds` of it. */
function checkAckTiming(
  packet: AckedPacket,
  value: Record<string, unknown>,
  ackPath: string,
  at: At,
  id: string | undefined,
  maxAgeSeconds: number,
): FindingInput[] {
  const ackTime = parseHandoffTime(value.timestamp);
  const packetTime = packet.summary.time;
  // The packet's own unorderable time is reported once, by the inbox ordering (findInboxConflicts).
  if (isUnorderableHandoffTime(value.timestamp))
    return [
      {
        rule: 'packet-time-unorderable',
        path: ackPath,
        ...at('/timestamp'),
        passport_id: id,
        message: unorderableMessage(
          'acknowledgment',
          value.timestamp,
          `whether it came after the packet and within packet-max-age-seconds`,
        ),
      },
    ];
  if (ackTime === null || packetTime === null) return [];
  if (compareInstants(ackTime, packetTime) < 0) {
    return [
      {
        rule: 'packet-ack-invalid',
        path: ackPath,
        ...at('/timestamp'),
        passport_id: id,
        message: `the acknowledgment (${quoteUntrusted(value.timestamp)}) predates the packet (${quoteUntrusted(packet.summary.timestamp)}); an agent cannot acknowledge what it has not received. Check the clocks or the handoff_id.`,
      },
    ];
  }
  if (isLongerThan(packetTime, ackTime, maxAgeSeconds)) {
    return [
      {
        rule: 'packet-stale',
        path: ackPath,
        ...at('/timestamp'),
        passport_id: id,
        message: `acknowledged ${secondsBetween(packetTime, ackTime)} s after the packet was sent, more than the allowed ${maxAgeSeconds} s; the receiver may have acted on stale state. Re-send the handoff, or raise packet-max-age-seconds.`,
      },
    ];
  }
  return [];
}

/**
 * Checks the acknowledgment of one packet: present, JSON, the same handoff_id,
 * acknowledged_by the packet's to_agent, ready to proceed, not before the packet, and within `maxAgeSeconds` of it.
 * Findings about the ack's content are anchored in the .ack file.
 */
export function checkAcknowledgment(
  packet: AckedPacket,
  ack: AckRead,
  maxAgeSeconds: number,
): FindingInput[] {
  const ackPath = ackPathOf(packet.path);
  const id = packet.summary.handoffId ?? undefined;
  if (!ack.ok) return [unreadAckFinding(packet, ack, ackPath, id)];
  const parsed = parseJsonDocument(ack.bytes);
  if (!parsed.ok) {
    const { problem } = parsed;
    return [
      {
        rule: 'packet-ack-invalid',
        path: ackPath,
        line: problem.line,
        column: problem.column,
        passport_id: id,
        message: `the acknowledgment is not JSON: ${problem.message} (line ${problem.line}, column ${problem.column}).`,
      },
    ];
  }
  const document = parsed.document;
  const at = locatorOf(document);
  const findings = duplicateKeyFindings(
    document,
    'packet-ack-invalid',
    ackPath,
    id,
    'in the acknowledgment',
  );
  const value = asObject(document.value);
  if (!value) {
    findings.push({
      rule: 'packet-ack-invalid',
      path: ackPath,
      ...at(''),
      passport_id: id,
      message: 'the acknowledgment must be a JSON object.',
    });
    return findings;
  }
  findings.push(
    ...schemaFindings(
      ACK_SCHEMA_KEY,
      value,
      { rule: 'packet-ack-invalid', path: ackPath, passport_id: id },
      at,
    ),
    ...checkAckAgreement(packet, value, ackPath, at, id),
    ...checkAckTiming(packet, value, ackPath, at, id, maxAgeSeconds),
  );
  return findings;
}

/** One packet of an inbox, for {@link findInboxConflicts}. */
export interface InboxPacket {
  path: string;
  summary: PacketSummary;
  locate(pointer: string): { pointer: string; line?: number; column?: number };
}

/**
 * The seed's detect_handoff_conflict over one inbox: packets ordered by time
 * (file path breaks ties); each is compared with the one before it. A change
 * of sender is a source mismatch; a lower version is a downgrade. Packets
 * without a valid timestamp or from_agent cannot be ordered and are skipped
 * (the schema rule reports them); one whose timestamp the schema accepts but
 * that names no orderable instant (a leap second) is packet-time-unorderable.
 */
export function findInboxConflicts(packets: readonly InboxPacket[]): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const p of packets)
    if (p.summary.unorderable)
      findings.push({
        rule: 'packet-time-unorderable',
        path: p.path,
        ...p.locate('/timestamp'),
        passport_id: p.summary.handoffId ?? undefined,
        message: unorderableMessage(
          'packet',
          p.summary.timestamp,
          'its place in the inbox (source mismatch, version downgrade) and its acknowledgment delay',
        ),
      });
  const ordered = packets
    .filter((p) => p.summary.time !== null && p.summary.fromAgent !== null)
    .sort(
      (a, b) =>
        compareInstants(a.summary.time as HandoffInstant, b.summary.time as HandoffInstant) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
  for (let i = 1; i < ordered.length; i++) {
    const previous = ordered[i - 1] as InboxPacket;
    const current = ordered[i] as InboxPacket;
    const prev = previous.summary;
    const cur = current.summary;
    const before = `${quoteUntrusted(prev.handoffId ?? previous.path)} (${quoteUntrusted(prev.timestamp)})`;
    if (cur.fromAgent !== prev.fromAgent) {
      findings.push({
        rule: 'packet-conflict',
        path: current.path,
        ...current.locate('/from_agent'),
        passport_id: cur.handoffId ?? undefined,
        message: `source mismatch: this packet comes from ${quoteUntrusted(cur.fromAgent)} but the previous packet into this inbox, ${before}, came from ${quoteUntrusted(prev.fromAgent)}; a linear handoff has one sender. Escalate to the supervisor and re-route.`,
      });
    } else if (compareVersions(cur.version, prev.version) < 0) {
      findings.push({
        rule: 'packet-conflict',
        path: current.path,
        ...current.locate('/version'),
        passport_id: cur.handoffId ?? undefined,
        message: `version downgrade: version ${formatVersion(cur.version)} arrives after version ${formatVersion(prev.version)} in ${before}; the state was modified since it was last handed over. Re-send from the latest state.`,
      });
    }
  }
  return findings;
}
