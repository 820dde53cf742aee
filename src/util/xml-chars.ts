/**
 * Characters an exported string may not carry. PROV-JSON becomes PROV-XML, PROV-N and Graphviz
 * in the consumers' hands (the `prov` Python package: `serialize(format='xml')`, `prov_to_dot`),
 * and every PROV string is an `xsd:string`, whose characters are XML 1.0's `Char`
 * (https://www.w3.org/TR/xml/#NT-Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]). lxml refuses the rest ("All strings must be XML compatible"), and so does
 * Graphviz when prov_to_dot hands them on. A passport is JSON, where any of them is one `\u`
 * escape away, so PROV-JSON goes through {@link escapeNonXmlCharsDeep}. In-toto statements do
 * not: they are JSON that no consumer turns into XML, and their predicate is the passport itself,
 * signed by `attest` (export/in-toto.ts).
 *
 * DEL and the C1 controls (U+007F–U+009F) are XML 1.0 characters, but the specification asks
 * authors to avoid them (https://www.w3.org/TR/xml/#charsets), XML 1.1 admits them only as
 * character references, and U+009B starts an escape sequence on a terminal that prints the
 * label. No passport means them, so they are escaped as well.
 */

/**
 * One character to escape: a C0 control other than tab, line feed and carriage return; DEL and
 * C1; U+FFFE and U+FFFF; a surrogate code unit that is not half of a pair.
 */
const NON_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Replaces every character outside XML 1.0's `Char` (and DEL and C1) with visible `\uXXXX`
 * text, the form the reports use for controls, so the string is a valid `xsd:string` and still
 * shows what was there.
 *
 * @example
 * escapeNonXmlChars('bwa\u001b[31m') // 'bwa\\u001b[31m'
 */
export function escapeNonXmlChars(value: string): string {
  return value.replace(NON_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * {@link escapeNonXmlChars} applied to every string of a JSON value — object keys included —
 * returning a copy; numbers, booleans and null are kept.
 */
export function escapeNonXmlCharsDeep<T>(value: T): T {
  return escapeJson(value) as T;
}

function escapeJson(value: unknown): unknown {
  if (typeof value === 'string') return escapeNonXmlChars(value);
  if (Array.isArray(value)) return value.map(escapeJson);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      // defineProperty, not assignment: a passport's own "__proto__" key stays a key.
      Object.defineProperty(out, escapeNonXmlChars(key), {
        value: escapeJson(inner),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
