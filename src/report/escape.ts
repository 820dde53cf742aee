/**
 * Escaping for each medium a report is rendered to (Markdown, workflow commands, terminals).
 * Messages reach here already quoted by util/untrusted.ts, free of control, bidirectional and
 * zero-width characters.
 *
 * Markdown: every string from the repository is shown in a code span ({@link codeSpan}). Inside
 * one, cmark-gfm decodes no entity and no backslash escape, and GitHub links no mention
 * (`@name`), issue reference (`#1`, `owner/repo#2`), URL or commit id, so the text is shown
 * byte for byte, and a path copied from a summary is the path. Prose that mixes our words with
 * repository text (a finding's message) goes through {@link markdownText}: the words that
 * cannot mean anything to Markdown or GitHub stay plain, every other run is a code span.
 */
import { escapeInvisible } from '../util/untrusted.js';

/** Where a code span goes: a GFM table cell, or anywhere else (a paragraph, a list item). */
export interface CodeSpanOptions {
  /**
   * In a table cell: GFM splits a row at `|` before it parses code spans, so each `|` is
   * written `\|` (which the table extension turns back into `|`, inside code spans too).
   */
  table?: boolean;
}

/**
 * Untrusted text as one CommonMark code span, shown byte for byte: fenced by a backtick run one
 * longer than the longest inside, padded with a space when it starts or ends with a backtick or
 * a space (CommonMark strips one space from each side of such content). A code span cannot hold
 * a line ending (a table row ends there, and elsewhere it reads as a space), so controls —
 * newlines included — and bidirectional and zero-width characters are shown as `\uXXXX`
 * escapes (util/untrusted.ts), the only characters not shown as they are. The empty string is
 * shown as a code span holding one space.
 */
export function codeSpan(value: string, options: CodeSpanOptions = {}): string {
  let text = escapeInvisible(value);
  if (options.table) text = text.replace(/\|/g, '\\|');
  if (text === '') return '` `';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(text) && !/^ +$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * A word that means nothing to cmark-gfm or to GitHub's filters, so it can stay plain text:
 * ASCII letters (with inner `-` or an apostrophe, an optional `(s)`), or a number, in optional
 * parentheses, with one closing punctuation mark; or an arrow or dash. No `@ # & < > \ | * _ ~
 * [ ] $ : /` inside, no `.` between letters (mentions, references, autolinks, emoji, math,
 * entities, emphasis). Hex words of 7 or more digits are left out, since GitHub links commit ids.
 */
const PLAIN_WORD =
  /^\(?(?:[A-Za-z]+(?:['’-][A-Za-z]+)*(?:\(s\))?|\d+(?:[.,]\d+)*%?|[→—–…])\)?[.,;:!?]?\)?$/;
const COMMIT_ID = /^\(?[0-9a-f]{7,}/i;

/** Whether a word may stay plain; at the start, `1.` or `1)` would open a list. */
function isPlainWord(word: string, first: boolean): boolean {
  return PLAIN_WORD.test(word) && !COMMIT_ID.test(word) && !(first && /^\d+[.)]$/.test(word));
}

/**
 * Prose holding untrusted parts (a finding's message, a note) as Markdown: split into words at
 * spaces, each run of words that are not plain ({@link PLAIN_WORD}) — with the spaces between
 * them, and spaces at either end, which Markdown would drop — is one code span
 * ({@link codeSpan}); the plain words stay text. Rendered, it reads exactly as `value` (controls
 * shown as escapes), and no part of it can be a mention, reference, link or markup.
 */
export function markdownText(value: string, options: CodeSpanOptions = {}): string {
  // Words at even indices, the runs of spaces between them at odd ones.
  const tokens = escapeInvisible(value).split(/( +)/);
  const last = tokens.length - 1;
  const isCode = (i: number): boolean => {
    const token = tokens[i] ?? '';
    if (i % 2 === 0) return token !== '' && !isPlainWord(token, i === 0);
    const edge = (i === 1 && tokens[0] === '') || (i === last - 1 && tokens[last] === '');
    return edge || (isCode(i - 1) && isCode(i + 1));
  };
  const out: string[] = [];
  let run: string[] = [];
  let runIsCode = false;
  const flush = () => {
    const text = run.join('');
    if (text !== '') out.push(runIsCode ? codeSpan(text, options) : text);
    run = [];
  };
  for (const [i, token] of tokens.entries()) {
    if (token === '') continue;
    const code = isCode(i);
    if (code !== runIsCode) flush();
    runIsCode = code;
    run.push(token);
  }
  flush();
  return out.join('');
}

/**
 * Cuts Markdown to `maxBytes` at a line end, so no code span, table row or list item is left
 * open (a code span cut in two would show its content as Markdown), and says it was cut.
 */
export function truncateMarkdown(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const mark = '\n…';
  const budget = Math.max(0, maxBytes - Buffer.byteLength(mark));
  const head = Buffer.from(text).subarray(0, budget).toString('utf8');
  const end = head.lastIndexOf('\n');
  return end < 0 ? (maxBytes >= 3 ? '…' : '') : `${head.slice(0, end)}${mark}`;
}

/**
 * Breaks what a GitHub Actions runner would act on in text printed to a job's log: the legacy
 * `##[name]data` command, which the runner finds anywhere in a line, and a `::name::` command at
 * the start of a line. The CLI's output lands in such logs whenever a workflow runs it.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */
function breakRunnerCommands(value: string): string {
  const text = value.replace(/##\[/g, '# #[');
  return /^\s*::/.test(text) ? `> ${text}` : text;
}

/** Removes ANSI escapes and other controls for a terminal, and breaks runner commands. */
export function escapeTerminal(value: string): string {
  return breakRunnerCommands(escapeInvisible(value));
}
