/**
 * The compact offset index answers every pointer lookup as jsonc-parser's tree does: the
 * deepest node `findNodeAtLocation` reaches walking up the pointer, anchored at the key of a
 * property value. Any JSON value, written compact or indented, and pointers that exist, stop
 * part-way, repeat a key or use a number on an object.
 */
import fc from 'fast-check';
import * as jsonc from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { JsonOffsets } from '../../src/formats/json-offsets.js';

/** What the audit looked up before the index: jsonc-parser's tree, walked up. */
function treeOffset(text: string, segments: (string | number)[]): number {
  const tree = jsonc.parseTree(text, [], { disallowComments: true });
  if (!tree) return -1;
  for (let n = segments.length; n >= 0; n--) {
    const node = jsonc.findNodeAtLocation(tree, segments.slice(0, n));
    if (node) {
      const anchor = node.parent?.type === 'property' ? (node.parent.children?.[0] ?? node) : node;
      return anchor.offset;
    }
  }
  return -1;
}

/** Every path into a value, and a few that leave it. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix, [...prefix, 'missing'], [...prefix, 0]];
  if (Array.isArray(value)) {
    value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
    out.push([...prefix, value.length]);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  }
  return out;
}

const json = fc.jsonValue({ maxDepth: 4 });

describe('the compact JSON offset index', () => {
  it('finds what jsonc-parser finds, for every path of any value', () => {
    fc.assert(
      fc.property(json, fc.boolean(), (value, indented) => {
        const text = JSON.stringify(value, null, indented ? 2 : undefined) ?? 'null';
        const offsets = JsonOffsets.index(text);
        for (const segments of pathsOf(value).slice(0, 200))
          expect(offsets.find(segments)).toBe(treeOffset(text, segments));
      }),
      { numRuns: 300 },
    );
  });

  it('takes the first of a repeated key, in small and large objects', () => {
    for (const extra of [0, 40]) {
      const members = Array.from({ length: extra }, (_, i) => `"k${i}": ${i}`);
      const text = `{${[...members, '"a": {"b": 1}', '"a": {"b": 2}'].join(', ')}}`;
      const offsets = JsonOffsets.index(text);
      for (const segments of [['a'], ['a', 'b'], ['k3'], ['a', 'c'], [0]])
        expect(offsets.find(segments)).toBe(treeOffset(text, segments));
      expect(offsets.find(['a', 'b'])).toBe(text.indexOf('"b"'));
    }
  });

  it('says -1 for a text that holds no value', () => {
    expect(JsonOffsets.index('').find([])).toBe(-1);
  });
});
