import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_YAML_BYTES,
  MAX_YAML_DEPTH,
  MAX_YAML_MAP_ENTRIES,
  parseYamlDocument,
} from '../../src/formats/yaml-source.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (text: string) => parseYamlDocument(bytes(text));

describe('parseYamlDocument', () => {
  it('returns plain data and locates pointers at the key, 1-based', () => {
    const result = parse('intent: detect\npass:\n  index: 1\n  max: 2\nlist:\n  - a\n  - b: c\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const doc = result.document;
    expect(doc.value).toEqual({
      intent: 'detect',
      pass: { index: 1, max: 2 },
      list: ['a', { b: 'c' }],
    });
    expect(doc.locate('/pass/max')).toMatchObject({ line: 4, column: 3 });
    expect(doc.locate('/list/1/b')).toMatchObject({ line: 7, column: 5 });
    expect(doc.locate('/list/0')).toMatchObject({ line: 6, column: 5 });
    expect(doc.locate('')).toMatchObject({ line: 1, column: 1 });
  });

  it('falls back to the nearest existing ancestor for a missing child', () => {
    const result = parse('a: 1\npass:\n  index: 1\n');
    if (!result.ok) throw new Error('expected a document');
    expect(result.document.locate('/pass/max')).toMatchObject({ line: 2, column: 1 });
    expect(result.document.locate('/nothing/here')).toMatchObject({ line: 1, column: 1 });
  });

  it('treats a duplicate key as an error with its position', () => {
    const result = parse('a: 1\nb: 2\na: 3\n');
    expect(result).toMatchObject({ ok: false, problem: { kind: 'syntax', line: 3, column: 1 } });
  });

  it('quotes source text that reaches a message', () => {
    const result = parse('a: *\u202eevil\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // An alias without its anchor is a syntax problem, not the alias cap.
    expect(result.problem.kind).toBe('syntax');
    expect(result.problem.message).toContain('\\u202eevil');
    expect(result.problem.message).not.toMatch(/\u202e/);
  });

  it('reports a syntax error with line and column', () => {
    const result = parse('a: [1, 2\nb: 3\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe('syntax');
    expect(result.problem.line).toBeGreaterThanOrEqual(1);
  });

  it('refuses empty files and multi-document streams', () => {
    expect(parse('')).toMatchObject({ ok: false, problem: { kind: 'empty' } });
    expect(parse('# only a comment\n')).toMatchObject({ ok: false, problem: { kind: 'empty' } });
    expect(parse('a: 1\n---\nb: 2\n')).toMatchObject({
      ok: false,
      problem: { kind: 'syntax', line: 2 },
    });
  });

  it('refuses deep nesting before the recursive composer sees it', () => {
    const flow = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(parse(flow)).toMatchObject({ ok: false, problem: { kind: 'too-deep' } });
    const block = '- '.repeat(MAX_YAML_DEPTH + 10) + 'x\n';
    expect(parse(block)).toMatchObject({ ok: false, problem: { kind: 'too-deep' } });
    const fine = '['.repeat(20) + ']'.repeat(20);
    expect(parse(fine).ok).toBe(true);
  });

  it('refuses mappings wider than the cap, and too many nodes, before composing', () => {
    const wide = Array.from({ length: MAX_YAML_MAP_ENTRIES + 1 }, (_, i) => `k${i}: ${i}`).join(
      '\n',
    );
    expect(parse(wide)).toMatchObject({ ok: false, problem: { kind: 'too-wide', line: 1 } });
    const wideFlow = `{${Array.from({ length: MAX_YAML_MAP_ENTRIES + 1 }, (_, i) => `k${i}: 1`).join(', ')}}`;
    expect(parse(wideFlow)).toMatchObject({ ok: false, problem: { kind: 'too-wide' } });
    const atCap = Array.from({ length: MAX_YAML_MAP_ENTRIES }, (_, i) => `k${i}: ${i}`).join('\n');
    expect(parse(atCap).ok).toBe(true);
    expect(parseYamlDocument(bytes('[1, 2, 3, [4, 5]]'), { maxNodes: 5 })).toMatchObject({
      ok: false,
      problem: { kind: 'too-wide' },
    });
    expect(parseYamlDocument(bytes('[1, 2, 3, [4]]'), { maxNodes: 6 }).ok).toBe(true);
  });

  it('caps the size', () => {
    const big = `a: "${'x'.repeat(MAX_YAML_BYTES)}"\n`;
    expect(parse(big)).toMatchObject({ ok: false, problem: { kind: 'too-large' } });
  });

  it('caps alias expansion (billion laughs)', () => {
    // 10^8 strings if expanded; the cap stops it after MAX_YAML_ALIASES expansions.
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      lines.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    }
    expect(parse(lines.join('\n'))).toMatchObject({ ok: false, problem: { kind: 'aliases' } });
    // A few aliases are fine.
    expect(parse('a: &a {x: 1}\nb: *a\n').ok).toBe(true);
  });

  it('accepts a byte order mark and rejects invalid UTF-8 with its position', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('a: 1\n')]);
    expect(parseYamlDocument(withBom)).toMatchObject({ ok: true, document: { value: { a: 1 } } });
    const invalid = new Uint8Array([...bytes('a: 1\nb: '), 0xff, 0x0a]);
    expect(parseYamlDocument(invalid)).toMatchObject({
      ok: false,
      problem: { kind: 'encoding', line: 2, column: 4 },
    });
  });

  it('keeps __proto__ as plain data', () => {
    const result = parse('__proto__: {polluted: true}\n');
    if (!result.ok) throw new Error('expected a document');
    expect(Object.getPrototypeOf(result.document.value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parse(text);
        if (result.ok) {
          const pos = result.document.locate('/a/0/b');
          expect(pos.line).toBeGreaterThanOrEqual(1);
        } else {
          expect(result.problem.line).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
    const yamlish = fc.array(
      fc.constantFrom(
        'a',
        ':',
        ' ',
        '-',
        '[',
        ']',
        '{',
        '}',
        '&x',
        '*x',
        '\n',
        '"',
        "'",
        '#',
        '?',
        ',',
      ),
      {
        maxLength: 80,
      },
    );
    fc.assert(
      fc.property(yamlish, (parts) => {
        expect(() => parse(parts.join(''))).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
