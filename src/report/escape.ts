/**
 * Escaping for each medium a report is rendered to (Markdown/HTML, workflow
 * commands, terminals). Messages reach here already quoted by
 * core/untrusted.ts, free of control, bidirectional and zero-width characters.
 */
import { escapeInvisible } from '../core/untrusted.js';

/**
 * A zero-width joiner, written as an entity after every `@` and `#` of untrusted Markdown text.
 * cmark-gfm decodes entities and backslash escapes before GitHub's mention (`@name`) and issue
 * reference (`#123`, `owner/repo#123`) filters run on the rendered text, so `&#64;octocat` still
 * pings; a character between the sign and the name that the filters' patterns do not accept
 * breaks both, while the reader sees the same text.
 */
export const MENTION_BREAK = '&#8205;';

// One replacement per character, in one pass, so no escape is escaped again.
const MARKDOWN_ESCAPES: Readonly<Record<string, string>> = {
  // Markdown punctuation, backslash-escaped.
  ...Object.fromEntries([...'\\`*_{}[]()+!~'].map((c) => [c, `\\${c}`])),
  '#': `\\#${MENTION_BREAK}`,
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '|': '&#124;',
  // GitHub autolinks `www.x.y`, `https://…` and `a@b.c` in plain text; entities break the
  // patterns on the source while rendering the same characters.
  '.': '&#46;',
  ':': '&#58;',
  '@': `&#64;${MENTION_BREAK}`,
};

/**
 * Escapes text for GitHub-flavoured Markdown and HTML: no tag, link, image, table cell, code
 * span, mention or issue reference survives.
 */
export function escapeMarkdown(value: string): string {
  // escapeInvisible first: it turns the zero-width characters a passport could carry into
  // visible \uXXXX text, so the only joiners in the output are the ones MENTION_BREAK adds.
  return escapeInvisible(value)
    .replace(/\r?\n/g, ' ')
    .replace(/[\\`*_{}[\]()#+!~&<>"|.:@]/g, (c) => MARKDOWN_ESCAPES[c] ?? c);
}

/**
 * Breaks what a GitHub Actions runner would act on in text printed to a job's log: the legacy
 * `##[name]data` command, which the runner finds anywhere in a line, and a `::name::` command at
 * the start of a line. The CLI's output lands in such logs whenever a workflow runs it.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */
export function breakRunnerCommands(value: string): string {
  const text = value.replace(/##\[/g, '# #[');
  return /^\s*::/.test(text) ? `> ${text}` : text;
}

/** Removes ANSI escapes and other controls for a terminal, and breaks runner commands. */
export function escapeTerminal(value: string): string {
  return breakRunnerCommands(escapeInvisible(value));
}
