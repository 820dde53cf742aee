import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/core/rule-registry.js';

const doc = readFileSync(path.resolve(import.meta.dirname, '../docs/rules.md'), 'utf8');
const sections = new Map<string, string>();
for (const part of doc.split(/^### /m).slice(1)) {
  const [heading, ...body] = part.split('\n');
  sections.set((heading ?? '').trim(), body.join('\n').split(/^## /m)[0] ?? '');
}

describe('docs/rules.md', () => {
  it('documents exactly the rules of the registry', () => {
    expect([...sections.keys()].sort()).toEqual(RULES.map((r) => r.id).sort());
  });
  it.each(RULES.map((r) => [r.id, r] as const))(
    '%s: severity, description, why and fix match the registry',
    (_id, rule) => {
      const body = sections.get(rule.id) ?? '';
      expect(body).toContain(`**Default severity:** ${rule.defaultSeverity}`);
      expect(body).toContain(rule.description);
      expect(body).toMatch(/\*\*Why it matters\.\*\* \S/);
      expect(body).toMatch(/\*\*How to fix\.\*\* \S/);
    },
  );
});
