/**
 * Where each value of a JSON text starts, kept compact: a few typed arrays instead of
 * jsonc-parser's tree. A document's positions are looked up for every finding in it and kept
 * to the end of the run, and jsonc-parser's tree of a 19 KB passport is some 230 KiB of small
 * objects (an object per value, per property and per key): 1,000 passports with findings held
 * 230 MB of trees. Here a value costs some 13 bytes and a key string shared by every value
 * spelt with it. The answers are jsonc-parser's `findNodeAtLocation` on its `parseTree`, walked
 * up to the deepest node that exists, anchored at the key of a property value (a test holds
 * the two equal for any document).
 */
import type { JSONVisitor, ParseOptions } from 'jsonc-parser';

/** jsonc-parser's `visit`, passed in: this module loads nothing. */
export type JsonVisit = (text: string, visitor: JSONVisitor, options?: ParseOptions) => unknown;

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

  /** Indexes `text` (valid JSON: a document that parsed) in one visit. */
  static index(text: string, visit: JsonVisit): JsonOffsets {
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
    const begin = (offset: number, k: number) => {
      open.push(value(offset, k));
      openChildren.push([]);
    };
    const end = () => {
      const node = open.pop();
      const kids = openChildren.pop();
      if (node === undefined || kids === undefined) return;
      start[node] = children.length;
      count[node] = kids.length;
      for (const kid of kids) children.push(kid);
    };
    visit(
      text,
      {
        onObjectBegin: (offset) => begin(offset, OBJECT),
        onObjectProperty: (name, offset) => {
          let shared = keys.get(name);
          if (shared === undefined) keys.set(name, (shared = name));
          key = shared;
          keyOffset = offset;
        },
        onObjectEnd: end,
        onArrayBegin: (offset) => begin(offset, ARRAY),
        onArrayEnd: end,
        onLiteralValue: (_value, offset) => void value(offset, LITERAL),
      },
      { disallowComments: true },
    );
    // A container left open (text cut short) keeps the children it had.
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
