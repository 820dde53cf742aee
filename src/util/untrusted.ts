/**
 * Making untrusted strings inert. {@link quoteUntrusted} is applied when a
 * message is built, so every finding message is already free of control,
 * bidirectional and zero-width characters; each reporter then escapes for its
 * own medium (Markdown/HTML, workflow commands, terminals: report/escape.ts).
 */

/** Longest untrusted excerpt quoted into a message. */
const MAX_QUOTED_CHARS = 200;

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

/** A name's bytes as printable ASCII in double quotes, every other byte as \xHH. */
export function spellBytes(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) {
    text +=
      b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c
        ? String.fromCharCode(b)
        : `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `"${text}"`;
}
