/**
 * Where each value of a JSON text starts, kept compact: a few typed arrays instead of
 * jsonc-parser's tree. A document's positions are looked up for every finding in it and kept
 * to the end of the run, and jsonc-parser's tree of a 19 KB passport is some 230 KiB of small
 * objects (an object per value, per property and per key): 1,000 passports with findings held
 * 230 MB of trees. Here a value costs some 13 bytes and a key string shared by every value
 * spelt with it. The answers are jsonc-parser's `findNodeAtLocation` on its `parseTree`, walked
 * up to the deepest node that exists, anchored at the key of a property value (a property test
 * holds the two equal for any JSON value). Offsets count UTF-16 units, as jsonc-parser's do.
 */
const LITERAL = 0;
const OBJECT = 1;
const ARRAY = 2;
/** An object with more members than this gets a key → child map on its first lookup. */
const LINEAR_KEYS = 16;

/** The anchor offsets of a JSON text's values, by JSON pointer segments. */
export class JsonOffsets {
  private readonly byKey = new Map<number, Map<string, number>>();

  private constructor(
    /** Per value: where a reader looks (the key of a property value, else the value). */
    private readonly anchor: Int32Array,
    private readonly kind: Uint8Array,
    /** Per container: its children in {@link children}, from `start`, `count` of them. */
    private readonly start: Int32Array,
    private readonly count: Int32Array,
    private readonly children: Int32Array,
    /** Per value: the key it is the value of (undefined for an element or the root). */
    private readonly keyOf: readonly (string | undefined)[],
  ) {}

  /**
   * Indexes `text`, valid JSON (a document that parsed), in one pass of a scanner that trusts
   * it: jsonc-parser's visitor, which checks every token again, took most of the time positions
   * cost (40,000 findings in 400 passports, `node --cpu-prof`).
   */
  static index(text: string): JsonOffsets {
    const anchor: number[] = [];
    const kind: number[] = [];
    const start: number[] = [];
    const count: number[] = [];
    const keyOf: (string | undefined)[] = [];
    const children: number[] = [];
    const keys = new Map<string, string>();
    const open: number[] = [];
    const openChildren: number[][] = [];
    let key: string | undefined;
    let keyOffset = 0;
    let expectKey = false;
    const value = (offset: number, k: number): number => {
      const node = anchor.length;
      anchor.push(key === undefined ? offset : keyOffset);
      keyOf.push(key);
      kind.push(k);
      start.push(0);
      count.push(0);
      key = undefined;
      openChildren[openChildren.length - 1]?.push(node);
      return node;
    };
    const end = () => {
      const node = open.pop();
      const kids = openChildren.pop();
      if (node === undefined || kids === undefined) return;
      start[node] = children.length;
      count[node] = kids.length;
      for (const kid of kids) children.push(kid);
    };
    for (let i = 0; i < text.length;) {
      const c = text.charCodeAt(i);
      if (c === 0x7b || c === 0x5b) {
        open.push(value(i, c === 0x7b ? OBJECT : ARRAY));
        openChildren.push([]);
        expectKey = c === 0x7b;
        i++;
      } else if (c === 0x7d || c === 0x5d) {
        end();
        i++;
      } else if (c === 0x2c) {
        expectKey = kind[open[open.length - 1] ?? -1] === OBJECT;
        i++;
      } else if (c === 0x22) {
        const close = endOfString(text, i);
        if (expectKey) {
          const raw = text.slice(i + 1, close - 1);
          const name = raw.includes('\\') ? (JSON.parse(text.slice(i, close)) as string) : raw;
          let shared = keys.get(name);
          if (shared === undefined) keys.set(name, (shared = name));
          key = shared;
          keyOffset = i;
          expectKey = false;
        } else value(i, LITERAL);
        i = close;
      } else if (c === 0x3a || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
        i++;
      } else {
        // A number, true, false or null: up to the next delimiter.
        value(i, LITERAL);
        i++;
        while (i < text.length && !isDelimiter(text.charCodeAt(i))) i++;
      }
    }
    // A container left open (never, in valid JSON) keeps the children it had.
    while (open.length > 0) end();
    return new JsonOffsets(
      Int32Array.from(anchor),
      Uint8Array.from(kind),
      Int32Array.from(start),
      Int32Array.from(count),
      Int32Array.from(children),
      keyOf,
    );
  }

  /**
   * The anchor offset of the deepest value `segments` (a parsed JSON pointer: numbers index
   * arrays, strings name object members, the first of a repeated key) reaches, or -1 when the
   * text holds no value.
   */
  find(segments: readonly (string | number)[]): number {
    if (this.anchor.length === 0) return -1;
    let node = 0;
    for (const segment of segments) {
      const next = this.child(node, segment);
      if (next < 0) break;
      node = next;
    }
    return this.anchor[node] ?? -1;
  }

  private child(node: number, segment: string | number): number {
    const kind = this.kind[node];
    const start = this.start[node] ?? 0;
    const count = this.count[node] ?? 0;
    if (typeof segment === 'number') {
      return kind === ARRAY && segment < count ? (this.children[start + segment] ?? -1) : -1;
    }
    if (kind !== OBJECT) return -1;
    if (count <= LINEAR_KEYS) {
      for (let j = start; j < start + count; j++) {
        const kid = this.children[j] ?? -1;
        if (this.keyOf[kid] === segment) return kid;
      }
      return -1;
    }
    let members = this.byKey.get(node);
    if (!members) {
      members = new Map();
      for (let j = start; j < start + count; j++) {
        const kid = this.children[j] ?? -1;
        const name = this.keyOf[kid];
        if (name !== undefined && !members.has(name)) members.set(name, kid);
      }
      this.byKey.set(node, members);
    }
    return members.get(segment) ?? -1;
  }
}

/** The index just past the closing quote of the string opening at `quote`. */
function endOfString(text: string, quote: number): number {
  for (let at = text.indexOf('"', quote + 1); at >= 0; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at + 1;
  }
  return text.length;
}

/** Whitespace, a comma or a closing bracket: where a number or a literal ends. */
function isDelimiter(c: number): boolean {
  return (
    c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
  );
}
