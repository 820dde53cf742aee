/**
 * Where a JSON pointer of the config lies in its YAML text, so a config error
 * reads `.passport-gate.yml:3:1: …` like a compiler's. Loaded by
 * parseConfigText together with the YAML library (both on first use).
 */
import { isMap, isSeq, isScalar, type Document, type LineCounter, type Node } from 'yaml';

/** Finds `line:column` of a pointer; `atKey` asks for the mapping key rather than its value. */
export type ConfigLocator = (pointer: string, atKey: boolean) => string | undefined;

/** A locator over a parsed document and the LineCounter it was parsed with. */
export function createConfigLocator(doc: Document, lines: LineCounter): ConfigLocator {
  return (pointer, atKey) => {
    const segments = pointer
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = doc.contents;
    let key: unknown;
    for (const segment of segments) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment,
        );
        if (!pair) return undefined;
        key = pair.key;
        node = pair.value;
      } else if (isSeq(node)) {
        key = undefined;
        node = node.items[Number(segment)];
      } else return undefined;
    }
    const target = (atKey && key ? key : (node ?? key)) as Node | undefined;
    const offset = target?.range?.[0];
    if (offset === undefined) return undefined;
    const { line, col } = lines.linePos(offset);
    return `${line}:${col}`;
  };
}
