/**
 * The provenance diff for people: the "What changed" section of the job summary, the check
 * run and `passport-gate diff --format markdown` (within a byte budget, cut with counts), and
 * the text of `passport-gate diff` for terminals. Every string that comes from a passport or a
 * path is escaped for its medium (in Markdown a code span, escape.ts; escapeTerminal on a
 * terminal); the structure around it is ours.
 */
import { codeSpan, escapeTerminal, markdownText, truncateMarkdown } from './escape.js';
import { Section } from './section.js';
import { formatBytes } from './text.js';
import type {
  ArtifactChange,
  Coverage,
  PassportChange,
  ProvenanceDiff,
  RecordMethod,
  RevisionInfo,
  StaleReason,
  StaleStep,
} from '../core/diff-model.js';
import type { Finding } from '../core/report-model.js';

/** Items listed per passport in the Markdown and text renderings; the JSON has all. */
const DIFF_ITEMS_PER_PASSPORT = 20;
/** Reasons listed per stale passport in the Markdown and text renderings; the JSON has all. */
const DIFF_REASONS_PER_STEP = 3;
/** Characters of a value (a parameter, a rationale) shown before it is cut. */
const DIFF_VALUE_CHARS = 60;
/** Share of the section's budget the re-run plan may take; the passports take the rest. */
const DIFF_PLAN_SHARE = 0.5;

/** Escapes an untrusted string for the medium. */
type Escape = (untrusted: string) => string;

const cut = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

/** A JSON value as short text (untrusted: escape the result). */
const valueText = (v: unknown) => cut(JSON.stringify(v) ?? 'null', DIFF_VALUE_CHARS);

/** A digest as short text: 12 hex digits when it is one, else the value quoted (untrusted). */
const digestText = (sha: string | null | undefined) =>
  sha === null || sha === undefined
    ? 'none'
    : /^[0-9a-f]{64}$/.test(sha)
      ? sha.slice(0, 12)
      : valueText(sha);

/** A coverage ratio: whole percent rounded down (never 100% while anything is missing). */
function formatRatio(n: number, d: number): string {
  return d === 0 ? 'n/a (none)' : `${Math.floor((n * 100) / d)}% (${n}/${d})`;
}

/** "75% (3/4) → 100% (4/4)", with "unknown" for a side that cannot be known. */
function ratioChange(
  base: Coverage | null,
  head: Coverage | null,
  pick: (c: Coverage) => [number, number],
): string {
  const side = (c: Coverage | null) => (c === null ? 'unknown' : formatRatio(...pick(c)));
  return `${side(base)} → ${side(head)}`;
}

/** One line on both coverages (plain text, ours only). */
function describeCoverage(diff: ProvenanceDiff): string {
  const { base, head } = diff.coverage;
  return `output directories with a passport ${ratioChange(base, head, (c) => [c.directories.with_passport, c.directories.total])}; artifacts listed by a passport ${ratioChange(base, head, (c) => [c.artifacts.vouched, c.artifacts.total])}`;
}

function describeRevision(info: RevisionInfo, esc: Escape): string {
  const sha = info.sha ? info.sha.slice(0, 12) : null;
  const from =
    info.source === 'git'
      ? 'from git'
      : info.source === 'contents-api'
        ? 'through the contents API'
        : 'on disk';
  // A ref that is the commit id itself is shown once, short.
  if (info.ref !== null && info.ref === info.sha) return `commit ${sha} (${from})`;
  const name = info.ref === null ? 'the working tree' : esc(info.ref);
  return `${name} (${[sha, from].filter(Boolean).join(', ')})`;
}

function describeCounts(diff: ProvenanceDiff): string {
  const s = diff.summary;
  const signers = s.signers_changed ? `; ${s.signers_changed} signer(s) changed` : '';
  return `${s.passports_changed} passport(s) changed, ${s.passports_added} added, ${s.passports_removed} removed, ${s.passports_unchanged} unchanged; ${s.outputs_changed} output(s) added, removed or changed${signers}`;
}

function describeSize(a: number | null, b: number | null): string {
  if (a === null && b === null) return '';
  if (a === null || b === null)
    return `, size ${a === null ? 'none' : formatBytes(a)} → ${b === null ? 'none' : formatBytes(b)}`;
  if (a === b) return '';
  const d = b - a;
  return `, ${formatBytes(a)} → ${formatBytes(b)} (${d > 0 ? '+' : '−'}${formatBytes(Math.abs(d))})`;
}

function describeArtifact(kind: 'output' | 'input', a: ArtifactChange, esc: Escape): string {
  const name = `${kind} ${esc(a.path)}`;
  const source =
    a.old_source !== undefined || a.new_source !== undefined
      ? `, source ${esc(valueText(a.old_source ?? null))} → ${esc(valueText(a.new_source ?? null))}`
      : '';
  if (a.change === 'added')
    return `${name} added (sha256 ${esc(digestText(a.new_sha256))}${a.new_size_bytes === null ? '' : `, ${formatBytes(a.new_size_bytes)}`})`;
  if (a.change === 'removed')
    return `${name} removed (was sha256 ${esc(digestText(a.old_sha256))})`;
  const sha =
    a.old_sha256 === a.new_sha256
      ? ''
      : `sha256 ${esc(digestText(a.old_sha256))} → ${esc(digestText(a.new_sha256))}`;
  const size = describeSize(a.old_size_bytes, a.new_size_bytes);
  return `${name}: ${[sha, size.replace(/^, /, ''), source.replace(/^, /, '')].filter(Boolean).join(', ')}`;
}

/**
 * How the changed step's record was made, as the title says it: by the tool (`run`) or by
 * hand (`stamp`), and both sides when a change made a run record a hand record (or back);
 * null when neither side says.
 */
function describeRecorded(c: PassportChange, esc: Escape): string | null {
  const r = c.recorded_by;
  if (!r) return null;
  const word = (m: RecordMethod | null) =>
    m === 'run'
      ? `by the tool (${esc('run')})`
      : m === 'stamp'
        ? `by hand (${esc('stamp')})`
        : 'without saying how';
  if (c.change === 'changed' && r.base !== r.head)
    return `recorded ${word(r.base)} at the base, ${word(r.head)} now`;
  const m = c.change === 'removed' ? r.base : r.head;
  return m === null ? null : `recorded ${word(m)}`;
}

/** The items describing one passport's change (each one line), the first `max` of them. */
function describePassportChange(
  c: PassportChange,
  esc: Escape,
  max = DIFF_ITEMS_PER_PASSPORT,
): { title: string; items: string[]; more: number } {
  const v = (x: unknown) => esc(valueText(x));
  let title = `${c.change} ${esc(c.path)}`;
  if (c.skill !== null) title += ` (${esc(c.skill)})`;
  const recorded = describeRecorded(c, esc);
  if (recorded !== null) title += `, ${recorded}`;
  if (c.base_path !== null && c.head_path !== null && c.base_path !== c.head_path)
    title += `, was ${esc(c.base_path)} (same ${c.match === 'id' ? esc('passport_id') : 'directory'})`;
  const items: string[] = [];
  if (c.base_problem) items.push(`the base's file could not be read: ${esc(c.base_problem)}`);
  if (c.head_problem) items.push(`the head's file could not be read: ${esc(c.head_problem)}`);
  if (c.base_id !== null && c.head_id !== null && c.base_id !== c.head_id)
    items.push(
      `${esc('passport_id')} ${v(c.base_id)} → ${v(c.head_id)} (a new passport, not a re-stamp)`,
    );
  // Who signed it comes first after identity: a change of signer is what a reviewer of
  // attested science looks for (the audit says whether the new signer is trusted).
  if (c.signer)
    items.push(
      `signer: ${c.signer.old === null ? 'no bundle' : esc(c.signer.old)} → ${c.signer.new === null ? 'no bundle' : esc(c.signer.new)}`,
    );
  // A passport added or removed is described by what it records, not as fields going from null.
  if (c.change === 'added')
    items.push(
      `${esc('produced_by')}: ${c.produced_by.map((p) => `${esc(p.field)} ${v(p.new)}`).join(', ')}`,
    );
  else
    for (const p of c.produced_by)
      items.push(`${esc(`produced_by.${p.field}`)}: ${v(p.old)} → ${v(p.new)}`);
  for (const a of c.outputs) items.push(describeArtifact('output', a, esc));
  if (c.change === 'removed')
    return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
  for (const a of c.inputs) items.push(describeArtifact('input', a, esc));
  for (const p of c.parameters) {
    const key = p.key === null ? 'parameters' : `parameter ${esc(p.key)}`;
    // A value as its passport writes it: the digits a double would round away are the change.
    const oldText = p.old_text === undefined ? v(p.old) : esc(cut(p.old_text, DIFF_VALUE_CHARS));
    const newText = p.new_text === undefined ? v(p.new) : esc(cut(p.new_text, DIFF_VALUE_CHARS));
    if (p.change === 'added') items.push(`${key} added: ${newText}`);
    else if (p.change === 'removed') items.push(`${key} removed (was ${oldText})`);
    else items.push(`${key}: ${oldText} → ${newText}`);
  }
  for (const d of c.decisions) {
    const step = d.step === null ? 'decision (no step)' : `decision ${esc(d.step)}`;
    if (d.change === 'added') items.push(`${step} added: choice ${v(d.new?.choice)}`);
    else if (d.change === 'removed') items.push(`${step} removed (was choice ${v(d.old?.choice)})`);
    else
      items.push(
        `${step}: ${d.fields.map((f) => `${f} ${v(d.old?.[f])} → ${v(d.new?.[f])}`).join('; ')}`,
      );
  }
  for (const e of c.errors) {
    const what = `${v(e.step)} (${v(e.tool)})`;
    if (e.change === 'added') items.push(`failed step added: ${what} exited ${e.new_exit_code}`);
    else if (e.change === 'resolved')
      items.push(`failed step resolved: ${what} (exited ${e.old_exit_code})`);
    else items.push(`failed step ${what}: exit ${e.old_exit_code} → ${e.new_exit_code}`);
  }
  for (const [verb, list] of [
    ['consumes', c.consumed.added],
    ['no longer consumes', c.consumed.removed],
  ] as const) {
    for (const e of list)
      items.push(
        `${verb} ${v(e.passport_id)}${e.path === null ? ' (no such passport)' : ` (${esc(e.path)})`}`,
      );
  }
  if (c.other_fields.length > 0)
    items.push(`also changed: ${c.other_fields.map((f) => esc(f)).join(', ')}`);
  return { title, items: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Why a passport is stale, as one line. */
function describeStaleReason(r: StaleReason, esc: Escape): string {
  const via = r.via_path === null ? 'an unknown passport' : esc(r.via_path);
  if (r.kind === 'input')
    return `input ${esc(r.artifact ?? '?')} is recorded at sha256 ${esc(digestText(r.recorded_sha256))}; ${r.current_sha256 === null || r.current_sha256 === undefined ? 'no passport produces it any more' : `${via} now records ${esc(digestText(r.current_sha256))}`}`;
  if (r.kind === 'consumed')
    return `consumes ${via}, whose outputs changed, and was not re-stamped`;
  return `consumes ${via}, which is stale`;
}

function stepReasons(step: StaleStep, esc: Escape): string[] {
  const shown = step.reasons
    .slice(0, DIFF_REASONS_PER_STEP)
    .map((r) => describeStaleReason(r, esc));
  const more = step.reasons.length - shown.length;
  if (more > 0) shown.push(`and ${more} more reason(s)`);
  if (step.cycle) shown.push('on a consumed_passports cycle');
  return shown;
}

/** A command as a table cell's code span, or what to do when no command can name the file. */
function commandMarkdown(command: string | null): string {
  if (command === null) return 'no command can name this file; give it a plain name';
  return codeSpan(command, { table: true });
}

/** A repository string in the diff's Markdown, outside tables. */
const esc: Escape = (untrusted) => codeSpan(untrusted);
/** A repository string in a cell of the re-run plan's table. */
const escCell: Escape = (untrusted) => codeSpan(untrusted, { table: true });

/** An artifact whose bytes changed while the passport that lists it did not (a hand edit). */
export interface UntouchedMismatch {
  path: string;
  message: string;
}

/** Findings that say an artifact's bytes no longer match what its passport records. */
const MISMATCH_RULES: ReadonlySet<string> = new Set([
  'artifact-hash-mismatch',
  'artifact-size-mismatch',
  'artifact-missing',
  'input-hash-mismatch',
]);

/**
 * The audit's findings on artifacts whose bytes no longer match a passport the change did not
 * touch: the diff compares passports, so a hand-edited artifact is listed from these (GitHub's
 * job summary and GitLab's provenance diff; the CLI's diff, which runs no audit, finds them in
 * git: diff/unstamped.ts).
 */
export function listUntouchedMismatches(
  findings: readonly Pick<Finding, 'rule' | 'path' | 'message'>[],
  diff: ProvenanceDiff,
): UntouchedMismatch[] {
  const touched = new Set(diff.passports.flatMap((c) => [c.head_path, c.base_path]));
  // A stale passport's changed input is its upstream's re-run: the re-run plan lists it.
  const stale = new Set(diff.stale.map((s) => s.path));
  const listed = findings.filter(
    (f) =>
      MISMATCH_RULES.has(f.rule) &&
      !touched.has(f.path) &&
      !(f.rule === 'input-hash-mismatch' && stale.has(f.path)),
  );
  // One hand-edited output read downstream is one edit, not two: its consumer's
  // input-hash-mismatch names the same file (quoted the same way by the same rule) and goes.
  const editedOutputs = new Set(
    listed.filter((f) => f.rule !== 'input-hash-mismatch').map((f) => quotedArtifact(f.message)),
  );
  return listed
    .filter((f) => {
      const quoted = f.rule === 'input-hash-mismatch' ? quotedArtifact(f.message) : null;
      return quoted === null || !editedOutputs.has(quoted);
    })
    .map((f) => ({ path: f.path, message: f.message }));
}

/** The quoted file a digest finding's message opens with (`output "a": …`, `input "a": …`). */
function quotedArtifact(message: string): string | null {
  return /^(?:output|input) ("(?:[^"\\]|\\.)*")/.exec(message)?.[1] ?? null;
}

/** Options of {@link renderDiffMarkdown}. */
export interface DiffMarkdownOptions {
  /** Keep the section within this many UTF-8 bytes, cutting rows with counts. */
  maxBytes?: number;
  /** Heading level 1-6 of the section's heading (default 3, under the report's title). */
  headingLevel?: number;
  /** Where cut rows can be read, completing "N more … " (default "in the JSON report"). */
  overflowHint?: string;
  /**
   * The audit's findings on artifacts whose bytes no longer match a passport the change did not
   * touch (a hand-edited output): the passports' diff cannot see them, so they are listed here.
   */
  mismatched?: readonly UntouchedMismatch[];
}

/** The "What changed" section as GitHub-flavoured Markdown. */
export function renderDiffMarkdown(
  diff: ProvenanceDiff,
  options: DiffMarkdownOptions = {},
): string {
  const level = Math.min(6, Math.max(1, options.headingLevel ?? 3));
  const h = '#'.repeat(level);
  const sub = '#'.repeat(Math.min(6, level + 1));
  const max = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const hint = options.overflowHint ?? 'in the JSON report';
  const s = diff.summary;
  const cov = diff.coverage;
  const mismatched = options.mismatched ?? [];
  const untouched =
    mismatched.length > 0
      ? `; **${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport**`
      : '';
  const head = [
    `${h} What changed`,
    '',
    `Base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}: ${describeCounts(diff)}${untouched}; ${s.stale > 0 ? `**${s.stale} stale passport(s) to re-run**` : 'no stale passport'}.`,
    '',
    '| provenance coverage | base | head |',
    '|---|---|---|',
    `| output directories with a passport | ${cov.base ? formatRatio(cov.base.directories.with_passport, cov.base.directories.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.directories.with_passport, cov.head.directories.total) : 'unknown'} |`,
    `| artifacts listed by a passport | ${cov.base ? formatRatio(cov.base.artifacts.vouched, cov.base.artifacts.total) : 'unknown'} | ${cov.head ? formatRatio(cov.head.artifacts.vouched, cov.head.artifacts.total) : 'unknown'} |`,
    '',
  ];
  const unknown = [
    cov.base_unknown ? `base coverage unknown: ${cov.base_unknown}` : '',
    cov.head_unknown ? `head coverage unknown: ${cov.head_unknown}` : '',
  ].filter(Boolean);
  if (unknown.length > 0) head.push(`_${markdownText(unknown.join('; '))}._`, '');
  const parts = [...head];
  let remaining = max - Buffer.byteLength(head.join('\n'));
  const note = (count: number, what: string) => `_${count} more ${what} ${hint}._`;

  if (diff.stale.length > 0) {
    const section = new Section(Math.min(remaining, Math.max(0, max * DIFF_PLAN_SHARE)));
    section.fixed(`${sub} Re-run plan`);
    section.fixed('');
    section.fixed(
      "These passports consumed an output this change modified, directly or through another stale passport, and were not re-stamped. Re-run each step in this order with the command shown, at the root (a hand record's line ends in `'<the step command>'`: put the step's own command there).",
    );
    section.fixed('');
    section.fixed('| # | passport | skill | why | re-run (at the root) |');
    section.fixed('|---|---|---|---|---|');
    for (const step of diff.stale) {
      section.row(
        `| ${step.order} | ${escCell(step.path)} | ${step.skill === null ? '—' : escCell(step.skill)} | ${stepReasons(step, escCell).join('; ')} | ${commandMarkdown(step.command)} |`,
      );
    }
    if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'stale passports')}`);
    section.fixed('');
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (mismatched.length > 0) {
    const section = new Section(remaining);
    section.fixed(`${sub} Artifacts changed without their passport`);
    section.fixed('');
    section.fixed(
      'The passport was not touched, but the bytes on disk no longer match what it records (the audit fails them):',
    );
    section.fixed('');
    for (const m of mismatched) section.row(`- ${esc(m.path)}: ${markdownText(m.message)}`);
    if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'mismatched artifacts')}`);
    section.fixed('');
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (diff.problems.length > 0) {
    const section = new Section(remaining);
    section.fixed(`${sub} Passports that could not be read`);
    section.fixed('');
    for (const p of diff.problems) section.row(`- ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
    if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'unreadable passports')}`);
    section.fixed('');
    parts.push(...section.lines);
    remaining -= section.bytes;
  }

  if (diff.passports.length > 0) {
    const section = new Section(remaining);
    section.fixed(`${sub} Passports`);
    section.fixed('');
    for (const c of diff.passports) {
      const { title, items, more } = describePassportChange(c, esc);
      const lines = [`- **${title.split(' ')[0]}** ${title.slice(title.indexOf(' ') + 1)}`];
      for (const item of items) lines.push(`  - ${item}`);
      if (more > 0) lines.push(`  - _${more} more change(s) ${hint}_`);
      section.row(lines.join('\n'));
    }
    if (section.omitted > 0) section.fixed(`\n${note(section.omitted, 'changed passports')}`);
    section.fixed('');
    parts.push(...section.lines);
  }

  const text = parts.join('\n');
  // A last guard for budgets smaller than the fixed lines themselves.
  return Number.isFinite(max) ? truncateMarkdown(text, max) : text;
}

/** Options of {@link renderDiffText}. */
export interface DiffTextOptions {
  color: boolean;
  /** As for {@link renderDiffMarkdown}. */
  mismatched?: readonly UntouchedMismatch[];
}

/** The diff for terminals (`passport-gate diff`). */
export function renderDiffText(diff: ProvenanceDiff, options: DiffTextOptions): string {
  const paint = (code: string, text: string) =>
    options.color ? `\u001b[${code}m${text}\u001b[0m` : text;
  const esc = escapeTerminal;
  const mismatched = options.mismatched ?? [];
  const lines = [
    `base ${describeRevision(diff.base, esc)} → head ${describeRevision(diff.head, esc)}`,
    `${describeCounts(diff)}${mismatched.length > 0 ? `; ${mismatched.length} artifact(s) whose bytes no longer match their unchanged passport` : ''}.`,
    `coverage: ${describeCoverage(diff)}.`,
  ];
  const cov = diff.coverage;
  if (cov.base_unknown) lines.push(`  base coverage unknown: ${esc(cov.base_unknown)}`);
  if (cov.head_unknown) lines.push(`  head coverage unknown: ${esc(cov.head_unknown)}`);
  if (diff.passports.length > 0) lines.push('', 'passports:');
  const colorOf = { added: '32', removed: '31', changed: '33' } as const;
  for (const c of diff.passports) {
    const { title, items, more } = describePassportChange(c, esc);
    const [verb] = title.split(' ');
    lines.push(
      `  ${paint(colorOf[c.change], (verb ?? '').padEnd(7))} ${title.slice(title.indexOf(' ') + 1)}`,
    );
    for (const item of items) lines.push(`      ${item}`);
    if (more > 0) lines.push(`      ${more} more change(s) in --format json`);
  }
  if (diff.stale.length > 0) {
    lines.push(
      '',
      paint('31', `re-run plan (${diff.stale.length} stale passport(s), in this order):`),
    );
    for (const step of diff.stale) {
      lines.push(
        `  ${step.order}. ${esc(step.path)}${step.skill === null ? '' : ` (${esc(step.skill)})`}`,
      );
      for (const r of stepReasons(step, esc)) lines.push(`       ${r}`);
      lines.push(
        `       re-run (at the root): ${step.command === null ? 'no command can name this file; give it a plain name' : esc(step.command)}`,
      );
    }
  } else lines.push('', paint('32', 'no stale passport.'));
  if (mismatched.length > 0) {
    lines.push(
      '',
      paint('31', 'artifacts changed without their passport (the passport was not touched):'),
    );
    for (const m of mismatched) lines.push(`  ${esc(m.path)}: ${esc(m.message)}`);
  }
  if (diff.problems.length > 0) {
    lines.push('', paint('31', 'passports that could not be read:'));
    for (const p of diff.problems) lines.push(`  ${p.side}: ${esc(p.path)}: ${esc(p.problem)}`);
  }
  return `${lines.join('\n')}\n`;
}
