/**
 * Making untrusted strings inert. {@link quoteUntrusted} is applied when a
 * message is built, so every finding message is already free of control,
 * bidirectional and zero-width characters; each reporter then escapes for its
 * own medium (Markdown/HTML, workflow commands, terminals).
 */

/** Longest untrusted excerpt quoted into a message. */
export const MAX_QUOTED_CHARS = 200;

// C0/C1 controls, DEL, bidi embeddings/overrides/isolates, zero-width and BOM, line/paragraph separators.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** True when the string holds invisible or direction-changing characters. */
export function hasInvisibleCharacters(value: string): boolean {
  return /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value);
}

/** Replaces every unsafe character with a visible \uXXXX escape. */
export function escapeInvisible(value: string): string {
  return value.replace(UNSAFE_CHARS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Quotes an untrusted value for a message: escaped, truncated, in double quotes. */
export function quoteUntrusted(value: unknown, max = MAX_QUOTED_CHARS): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `"${escapeInvisible(cut.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`;
}

/** Escapes text for GitHub-flavoured Markdown and HTML: no tag, link, image, table cell or code span survives. */
export function escapeMarkdown(value: string): string {
  return (
    escapeInvisible(value)
      // Markdown punctuation first, so the entities added below are not escaped again.
      .replace(/([\\`*_{}[\]()#+!~])/g, '\\$1')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\|/g, '&#124;')
      // GitHub autolinks `www.x.y`, `https://…` and `a@b.c` in plain text; entities break the
      // patterns on the source while rendering the same characters.
      .replace(/[.:@]/g, (c) => `&#${c.charCodeAt(0)};`)
      .replace(/\r?\n/g, ' ')
  );
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
