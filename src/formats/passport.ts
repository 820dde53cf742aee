/**
 * The Material Passport format (seed 000): schema and per-document rules.
 * Pure: takes bytes, returns findings and a summary of the passport.
 */
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { foldPassportId } from '../util/passport-id.js';
import { quoteUntrusted } from '../util/untrusted.js';
import type { FindingInput } from '../core/findings.js';
import { locatorOf } from '../core/location.js';
import {
  differsOnlyInId,
  isFailure,
  readPassport,
  type Passport,
  type SharePath,
} from '../core/passport.js';
import {
  MAX_JSON_DEPTH,
  parseJsonDocument,
  scanStructure,
  type JsonDocument,
  type JsonProblem,
  type StructureScan,
} from './json-source.js';
import { relativeDirname } from '../util/relative-path.js';
import { shellWord } from '../util/shell-word.js';
import { escapeInvisible } from '../util/untrusted.js';
import { parseCitation, UNRESOLVED_PREFIX } from './citation.js';
import { schemaFindings, validateWithSchema } from './schema-validator.js';

export { foldPassportId };

/**
 * True when the passport schema accepts `value` as a `created_at`. The schema itself is asked,
 * of a passport holding nothing else: its validator reports every violation (allErrors), and
 * those of created_at sit at its pointer, so no second copy of the rule can drift from it.
 */
export function isSchemaCreatedAt(value: unknown): boolean {
  return !validateWithSchema('passport', { created_at: value }).some(
    (v) => v.pointer === '/created_at',
  );
}

/** File name suffix that marks a passport. */
export const PASSPORT_SUFFIX = '.passport.json';

/**
 * File name suffix of a passport's attestation: `<run-id>.passport.sigstore.json`, a Sigstore
 * bundle beside `<run-id>.passport.json` (written by `passport-gate attest`).
 */
const ATTESTATION_SUFFIX = '.passport.sigstore.json';

/** The attestation bundle's path beside a passport's (repository-relative, POSIX). */
export function attestationPathFor(passportPath: string): string {
  return `${passportPath.slice(0, -PASSPORT_SUFFIX.length)}${ATTESTATION_SUFFIX}`;
}

/** True when a repository-relative path names a passport's attestation bundle. */
export function isAttestationPath(rel: string): boolean {
  return rel.endsWith(ATTESTATION_SUFFIX);
}

/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * True when `runId` names a passport file `<runId>.passport.json` that stamp would write (and
 * that `--run-id` can name back): the pattern, and no second `.passport` before the suffix.
 */
export function isRunId(runId: string): boolean {
  return RUN_ID_PATTERN.test(runId) && !runId.endsWith('.passport');
}

/** The only major version this tool understands. */
export const SUPPORTED_MAJOR = 1;

/** True when a repository-relative path names a passport. */
export function isPassportPath(rel: string): boolean {
  return rel.endsWith(PASSPORT_SUFFIX);
}

/** Result of checking one passport document. */
export interface PassportCheck {
  findings: FindingInput[];
  /** Present when the bytes parsed as JSON (even if the schema failed). */
  document?: JsonDocument;
  summary?: Passport;
}

/**
 * Checks one passport's bytes: JSON syntax (with position), duplicate keys,
 * schema_version, schema, and errors[] exit codes. Artifact and chain rules
 * need the whole tree and live in the rule families (src/rules/families/).
 */
// `alreadyParsed`: the value JSON.parse gave for these bytes (repo/passports.ts's light parse), and
// its summary when made, reused.
export function checkPassportBytes(
  path: string,
  bytes: Uint8Array,
  alreadyParsed?: { value: unknown; summary?: Passport; scan?: StructureScan },
): PassportCheck {
  const parsed = parseJsonDocument(bytes, undefined, alreadyParsed);
  if (!parsed.ok) return { findings: [invalidJsonFinding(path, parsed.problem)] };
  const document = parsed.document;
  const value = document.value;
  const summary = alreadyParsed?.summary ?? readPassport(value);
  const findings: FindingInput[] = [];
  const at = locatorOf(document);
  const id = summary.id ?? undefined;

  for (const dup of document.duplicateKeys) {
    findings.push({
      rule: 'passport-duplicate-key',
      path,
      pointer: dup.pointer,
      line: dup.line,
      column: dup.column,
      passport_id: id,
      message: `key ${quoteUntrusted(dup.key)} appears more than once in the same object; keep exactly one.`,
    });
  }

  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    findings.push({
      rule: 'passport-schema',
      path,
      ...at(''),
      message: 'the passport must be a JSON object.',
    });
    return { findings, document, summary };
  }

  const version = summary.schemaVersion;
  const major = version !== null ? /^(\d+)\./.exec(version)?.[1] : undefined;
  if (major !== undefined && Number(major) !== SUPPORTED_MAJOR) {
    findings.push({
      rule: 'passport-unsupported-version',
      path,
      ...at('/schema_version'),
      passport_id: id,
      message: `schema_version ${quoteUntrusted(version)} has major ${quoteUntrusted(major)}; this gate understands Material Passport v${SUPPORTED_MAJOR}. Write a v1 passport or upgrade passport-gate.`,
    });
    return { findings, document, summary };
  }

  findings.push(...passportSchemaFindings(path, bytes, value, summary, at));
  findings.push(...citationFindings(path, summary, id, at));
  findings.push(...exitFindings(path, summary, at));
  return { findings, document, summary };
}

/** The finding of bytes that are not one JSON object within the parser's limits. */
function invalidJsonFinding(path: string, problem: JsonProblem): FindingInput {
  const rule =
    problem.kind === 'too-deep' || problem.kind === 'too-many-values'
      ? 'passport-too-large'
      : 'passport-invalid-json';
  return {
    rule,
    path,
    line: problem.line,
    column: problem.column,
    message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
  };
}

/**
 * The schema's findings, a passport_id or placeholder reference among them told with its fix:
 * the id's message prints a fresh id and the command that writes it.
 */
function passportSchemaFindings(
  path: string,
  bytes: Uint8Array,
  value: unknown,
  summary: Passport,
  at: ReturnType<typeof locatorOf>,
): FindingInput[] {
  return schemaFindings(
    'passport',
    value,
    { rule: 'passport-schema', path, passport_id: summary.id ?? undefined },
    at,
  ).map((f) =>
    f.pointer === '/passport_id'
      ? {
          ...f,
          // The seed's own placeholder is its own rule (a warning by default), so the seed's
          // example passes as written; any other id that is no UUIDv4 stays passport-schema.
          rule: summary.writtenId === PASSPORT_ID_PLACEHOLDER ? 'passport-id-placeholder' : f.rule,
          message: describePassportIdFix(path, bytes, summary.id),
        }
      : isPlaceholderReference(summary, f.pointer)
        ? { ...f, message: describePlaceholderReference(f.pointer as string) }
        : f,
  );
}

/** One `exit-nonzero` finding per errors[] entry that records a failed step, with its stderr. */
function exitFindings(
  path: string,
  summary: Passport,
  at: ReturnType<typeof locatorOf>,
): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const e of summary.errors) {
    if (isFailure(e)) {
      const excerpt =
        typeof e.stderr === 'string' && e.stderr.length > 0
          ? ` stderr: ${quoteUntrusted(e.stderr)}.`
          : '';
      findings.push({
        rule: 'exit-nonzero',
        path,
        ...at(`/errors/${e.index}/exit_code`),
        passport_id: summary.id ?? undefined,
        message: `step ${quoteUntrusted(e.step ?? '?')} (${quoteUntrusted(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and run it again through passport-gate run (a run record: its recorded command, as the re-run plan of passport-gate diff prints it), which records the new run; downstream skills must not consume failed work.`,
      });
    }
  }
  return findings;
}

/**
 * The passport-schema message for a passport_id that is no UUIDv4 (the seed's example writes
 * the placeholder `"uuid-v4"`): what is wrong, a fresh id, and the command that writes it.
 * The id is derived from the passport's path and bytes, so the same passport gets the same
 * suggestion in every run (reports stay reproducible), and is shaped as RFC 9562 asks of a
 * version 4 UUID. The command replaces the value of the one `"passport_id"` key and nothing
 * else; it is printed only when doing exactly that to these bytes gives this passport with
 * the new id (checked here), else the edit is said in words.
 */
function describePassportIdFix(path: string, bytes: Uint8Array, recorded: unknown): string {
  const what = `passport_id ${quoteUntrusted(typeof recorded === 'string' ? recorded : JSON.stringify(recorded ?? null))} is not a UUIDv4 (seed 000: "passport_id — UUIDv4, globally unique"; the seed's "uuid-v4" is a placeholder for one).`;
  const fresh = freshPassportIdCommand(path, bytes);
  if (fresh.command === null)
    return `${what} Give it a fresh one: set "passport_id" to "${fresh.uuid}" in ${quoteUntrusted(path)}.`;
  return `${what} Give it a fresh one (run at the repository root): ${fresh.command}`;
}

/**
 * A fresh passport_id for the passport at `path` with these bytes (derived from both, so every
 * run suggests the same one), and the `node -e` command that writes it in place, replacing the
 * value of the one `"passport_id"` key and nothing else (null when that edit would change more:
 * then the edit is said in words). The rest of the record is kept, so it still vouches only
 * for the bytes it recorded (passport-id-placeholder, passport-id-reused).
 */
export function freshPassportIdCommand(
  path: string,
  bytes: Uint8Array,
): { uuid: string; command: string | null } {
  const digest = createHash('sha256').update(path).update('\0').update(bytes).digest();
  digest[6] = ((digest[6] as number) & 0x0f) | 0x40;
  digest[8] = ((digest[8] as number) & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const text = Buffer.from(bytes).toString('utf8');
  const edited = text.replace(PASSPORT_ID_VALUE, `$1"${uuid}"`);
  if (!replacesOnlyTheId(text, edited, uuid)) return { uuid, command: null };
  const script = `const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,fs.readFileSync(f,"utf8").replace(${PASSPORT_ID_VALUE.toString()},"$1\\"${uuid}\\""))`;
  return { uuid, command: escapeInvisible(`node -e ${shellWord(script)} ${shellWord(path)}`) };
}

/**
 * The placeholder seed 000's example passport writes for its ids (`"passport_id": "uuid-v4"`),
 * exactly as written there: docs/rules.md, passport-id-placeholder.
 */
const PASSPORT_ID_PLACEHOLDER = 'uuid-v4';

/** True when the schema finding at `pointer` is a consumed_passports entry that is the placeholder. */
function isPlaceholderReference(summary: Passport, pointer: string | undefined): boolean {
  const index = /^\/consumed_passports\/(\d+)$/.exec(pointer ?? '')?.[1];
  return index !== undefined && summary.writtenConsumed[Number(index)] === PASSPORT_ID_PLACEHOLDER;
}

/**
 * The passport-schema message for a consumed_passports entry that is the seed's placeholder.
 * It stays an error, as the schema says (consumed ids are UUIDv4s): every passport copied from
 * the seed's example carries that placeholder, so it names no one upstream, and once the
 * upstream takes its fresh id (passport-id-placeholder's fix) the reference names nothing.
 */
function describePlaceholderReference(pointer: string): string {
  return `${pointer} is ${quoteUntrusted(PASSPORT_ID_PLACEHOLDER)}, seed 000's placeholder, not a passport_id: it names no one upstream passport (consumed_passports holds UUIDv4s). Give the upstream passport its own UUIDv4 (its passport-id-placeholder finding prints the command), then name that id here.`;
}

/** The first `"passport_id": "…"` pair of a passport's text (the printed fix's pattern). */
const PASSPORT_ID_VALUE = /("passport_id"\s*:\s*)"(?:[^"\\]|\\.)*"/;

/** True when `edited` is `text` with the top-level passport_id set to `uuid` and nothing else. */
function replacesOnlyTheId(text: string, edited: string, uuid: string): boolean {
  try {
    return differsOnlyInId(JSON.parse(text), JSON.parse(edited), uuid);
  } catch {
    return false;
  }
}

/**
 * citation-invalid: every artifact `source` (the places a passport cites a work) must be one
 * verifiable identifier, a URL with its retrieval date, or `unresolved: <why>` (citation.ts).
 */
function citationFindings(
  path: string,
  summary: Passport,
  id: string | undefined,
  at: ReturnType<typeof locatorOf>,
): FindingInput[] {
  const findings: FindingInput[] = [];
  for (const kind of ['inputs', 'outputs'] as const) {
    for (const ref of summary[kind]) {
      if (ref.source === null) continue;
      const check = parseCitation(ref.source);
      if (check.ok) continue;
      findings.push({
        rule: 'citation-invalid',
        path,
        ...at(`/${kind}/${ref.index}/source`),
        passport_id: id,
        message: `source ${quoteUntrusted(ref.source)} of ${kind.slice(0, -1)} ${quoteUntrusted(ref.path)} ${check.problem}. ${describeCitationFix(path, kind, ref.path, ref.source, check.suggestion)}`,
      });
    }
  }
  return findings;
}

/**
 * The fix of a citation-invalid finding: for an input, the `stamp` command that records the
 * suggested identifier or, when the text holds none, says honestly that the source could not
 * be resolved (hard rule 1's own way out); run at the repository root it works as printed.
 */
function describeCitationFix(
  passportPath: string,
  kind: 'inputs' | 'outputs',
  artifact: string,
  source: string,
  suggestion: string | undefined,
): string {
  const value =
    suggestion ??
    `${UNRESOLVED_PREFIX}no record found for ${source.replace(/\s+/g, ' ').trim().slice(0, 200) || 'an empty source'}`;
  if (kind === 'outputs')
    return `Write one identifier, a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" there, e.g. ${quoteUntrusted(value)}.`;
  const dir = relativeDirname(passportPath);
  const what = suggestion
    ? 'Record the identifier'
    : 'Cite the record (DOI, PMID:…, an accession), or say it could not be resolved';
  return `${what}: ${escapeInvisible(`passport-gate stamp ${shellWord(dir)} --source ${shellWord(`${artifact}=${value}`)}`)}`;
}

/**
 * The audit's light parse of every passport: JSON.parse and the summary the
 * scope, the artifact pass and the chain need, no positions, no schema. The
 * value is returned too, so the full check of a passport in scope
 * ({@link checkPassportBytes}) does not parse it again. Returns null when
 * unusable (the full check then says why).
 */
export function summarizePassportBytes(
  bytes: Uint8Array,
  sharePath?: SharePath,
): { summary: Passport; value: unknown; scan: StructureScan } | null {
  const parsed = parsePassportBytes(bytes);
  // The value is handed on to checkPassportBytes, so a passport in scope is parsed once.
  return parsed === null ? null : { summary: readPassport(parsed.value, sharePath), ...parsed };
}

/**
 * The light parse of {@link summarizePassportBytes} without the reading: the value and the
 * scan, or null when unusable (over a cap, a BOM, not UTF-8, not JSON). Changed mode reads
 * the passports out of scope from the value into a compact index (repo/passports.ts).
 */
export function parsePassportBytes(
  bytes: Uint8Array,
): { value: unknown; scan: StructureScan } | null {
  // Depth and value count first, on the bytes: a passport past either cap is never handed to
  // JSON.parse, whose memory follows the values (MAX_JSON_VALUES). The scan is handed on too.
  const scan = scanStructure(bytes, MAX_JSON_DEPTH);
  if (scan.tooDeepAt >= 0 || scan.tooManyAt >= 0) return null;
  // The full check (parseJsonDocument) refuses a BOM and invalid UTF-8; JSON.parse of the text
  // Buffer decodes would not (U+FFFD for a bad byte). A passport the check refuses must be
  // refused here too, or its outputs would be hashed and its id resolved (issue 18).
  if (startsWithBom(bytes) || !isUtf8(bytes)) return null;
  try {
    // A view, not a copy (Buffer.from(Uint8Array) copies the bytes).
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const value: unknown = JSON.parse(text);
    return { value, scan };
  } catch {
    return null;
  }
}

function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** `"passport_id": "…"`, as a refused passport may still spell it (read for a message alone). */
const CLAIMED_ID = /"passport_id"\s*:\s*"([0-9A-Fa-f-]{1,64})"/;

/**
 * The passport_id a passport the audit refuses appears to declare, or null: found in the text
 * (bad bytes decoded as U+FFFD), never parsed. It resolves nothing: it only lets a consumer's
 * finding say that the passport it names exists but cannot be read, and lets the graph draw
 * that passport as failing rather than as an unknown id. Linear: a literal-led pattern over
 * at most the size cap.
 */
export function findClaimedPassportId(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const match = CLAIMED_ID.exec(text);
  return match?.[1] === undefined ? null : foldPassportId(match[1]);
}
