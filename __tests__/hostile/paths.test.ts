/**
 * Issue 6, items 1-3 and 11: hostile paths. Every path is decided by relation
 * to the real root (not string prefix), before any read, and nothing outside
 * the root is ever read: a read would show up as the outside file's sha256 in
 * a mismatch message, or in bytes_hashed.
 */
import { mkdir, symlink } from 'node:fs/promises';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/pipeline.js';
import { checkRelativePath } from '../../src/util/relative-path.js';
import { isInside } from '../../src/fs/paths.js';
import { renderJsonReport } from '../../src/report/json.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { renderTextReport } from '../../src/report/text.js';
import { sha256, TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let outside: TempRepo;
const SECRET = 'top-secret-outside-the-root';
beforeEach(async () => {
  repo = await TempRepo.create();
  outside = await TempRepo.create('pg-outside-');
  await outside.write('secret.txt', SECRET);
});
afterEach(async () => {
  await repo.remove();
  await outside.remove();
});

/** Writes a passport listing `paths` as outputs with a digest that never matches. */
async function listOutputs(paths: string[]) {
  await repo.passport({
    dir: 'out',
    mutate: (p) => {
      p.outputs = paths.map((path) => ({ path, sha256: sha256('not the content') }));
    },
  });
}

function assertNothingLeaked(report: Awaited<ReturnType<typeof audit>>) {
  const everything =
    JSON.stringify(report) +
    renderTextReport(report, { color: false }) +
    renderMarkdownReport(report);
  expect(everything).not.toContain(SECRET);
  expect(everything).not.toContain(sha256(SECRET));
}

describe('lexical refusal (item 1)', () => {
  it.each([
    ['../x', 'climbs-out'],
    ['a/../../x', 'climbs-out'],
    ['/etc/passwd', 'absolute'],
    ['C:\\x', 'absolute'],
    ['c:/x', 'absolute'],
    ['\\\\host\\share', 'absolute'],
    ['..\\x', 'climbs-out'],
    ['', 'empty'],
    ['.', 'empty'],
    ['a\u0000b', 'nul'],
  ])('%j is refused as %s', (raw, reason) => {
    expect(checkRelativePath(raw)).toEqual({ ok: false, reason });
  });
  it('normalizes harmless spellings', () => {
    expect(checkRelativePath('./a//b/../c')).toEqual({ ok: true, rel: 'a/c' });
  });
  it('answers a path already in normal form by the fast path exactly as by normalizing it', () => {
    // Against base '.', the fast path is skipped and the path is joined and normalized: the
    // two must agree on every spelling, however tricky.
    const piece = fc.constantFrom(
      'a',
      'b.txt',
      '.',
      '..',
      '...',
      '/',
      '//',
      '\\',
      'C:',
      '\0',
      ' ',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const raw = parts.join('');
        expect(checkRelativePath(raw)).toEqual(checkRelativePath(raw, '.'));
      }),
      { numRuns: 2000 },
    );
  });
  it('the audit refuses each with path-outside-root and reads nothing outside', async () => {
    const rel = `../${outside.root.split('/').pop()}/secret.txt`;
    await listOutputs([
      rel,
      outside.abs('secret.txt'),
      'C:\\secret',
      '\\\\host\\share\\x',
      'a\u0000b',
    ]);
    const report = await audit({ root: repo.root });
    const outsideFindings = report.findings.filter((f) => f.rule === 'path-outside-root');
    // A path holding NUL names no file anywhere: the schema says so, alone (issue 18).
    expect(outsideFindings).toHaveLength(4);
    expect(report.findings.find((f) => f.pointer === '/outputs/4/path')?.rule).toBe(
      'passport-schema',
    );
    for (const f of outsideFindings) expect(f.pointer).toMatch(/^\/outputs\/\d\/path$/);
    expect(report.summary.bytes_hashed).toBe(0);
    assertNothingLeaked(report);
  });
});

describe('prefix tricks (item 2)', () => {
  it('containment is by path relation, not string prefix', () => {
    expect(isInside('/w/repo', '/w/repo-evil/x')).toBe(false);
    expect(isInside('/w/repo', '/w/repo/x')).toBe(true);
    expect(isInside('/w/repo', '/w/repo')).toBe(true);
    expect(isInside('/w/repo', '/w/repo/../repo-evil')).toBe(false);
  });
});

describe('symlinks (item 3)', () => {
  it('an artifact symlinked outside is refused and never read', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    await symlink(outside.abs('secret.txt'), repo.abs('out/link.txt'));
    await listOutputs(['out/link.txt']);
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => f.rule)).toContain('path-outside-root');
    expect(report.summary.bytes_hashed).toBe(0);
    assertNothingLeaked(report);
  });
  it('a directory component symlinked outside is refused, even for a missing file', async () => {
    await symlink(outside.root, repo.abs('escape'));
    await listOutputs(['escape/secret.txt', 'escape/missing.txt']);
    const report = await audit({ root: repo.root });
    expect(report.findings.filter((f) => f.rule === 'path-outside-root')).toHaveLength(2);
    assertNothingLeaked(report);
  });
  it('a symlink loop is a finding, not a hang', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    await symlink('loop-b', repo.abs('out/loop-a'));
    await symlink('loop-a', repo.abs('out/loop-b'));
    await listOutputs(['out/loop-a']);
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => f.rule)).toContain('path-outside-root');
  });
  it('a symlink to /dev/zero is outside the root', async () => {
    await mkdir(repo.abs('out'), { recursive: true });
    await symlink('/dev/zero', repo.abs('out/zero'));
    await listOutputs(['out/zero']);
    const report = await audit({ root: repo.root });
    expect(report.findings.map((f) => f.rule)).toContain('path-outside-root');
  });
  it('a symlink that stays inside the root is followed', async () => {
    await repo.write('data/real.txt', 'inside');
    await mkdir(repo.abs('out'), { recursive: true });
    await symlink('../data/real.txt', repo.abs('out/alias.txt'));
    await repo.passport({ dir: 'out', outputs: ['out/alias.txt'] });
    const report = await audit({ root: repo.root });
    expect(report.findings).toEqual([]);
    expect(report.summary.artifacts_verified).toBe(1);
  });
});

describe('ambiguous names (item 11)', () => {
  it('names differing only by case or normalization are flagged', async () => {
    await repo.write('out/Report.txt', 'a');
    await repo.write('out/report.txt', 'b');
    await repo.write('out/caf\u00e9.txt', 'c');
    await repo.write('out/cafe\u0301.txt', 'd');
    await repo.passport({
      dir: 'out',
      outputs: ['out/Report.txt', 'out/report.txt', 'out/caf\u00e9.txt', 'out/cafe\u0301.txt'],
    });
    const report = await audit({ root: repo.root });
    expect(report.findings.filter((f) => f.rule === 'path-ambiguous')).toHaveLength(2);
  });
  it('bidi and zero-width characters are flagged and shown escaped in every report', async () => {
    const name = 'out/evil\u202egnp.txt';
    await repo.write(name, 'x');
    await repo.write('out/zero\u200bwidth.txt', 'y');
    await repo.passport({ dir: 'out', outputs: [name, 'out/zero\u200bwidth.txt'] });
    const report = await audit({ root: repo.root });
    expect(report.findings.filter((f) => f.rule === 'path-ambiguous')).toHaveLength(2);
    for (const text of [
      renderTextReport(report, { color: false }),
      renderMarkdownReport(report),
      renderJsonReport(report),
    ]) {
      expect(text).not.toMatch(/[\u202e\u200b]/);
    }
    expect(renderTextReport(report, { color: false })).toContain('\\u202e');
  });
  it('an unlisted file with a bidi character is path-ambiguous as well as artifact-unlisted (issue 35)', async () => {
    await repo.write('out/a.txt', 'a');
    await repo.passport({ dir: 'out', outputs: ['out/a.txt'] });
    await repo.write('out/evil\u202egnp.txt', 'x');
    // A directory of such names is one name: one finding on it, whatever it holds.
    await repo.write('out/sub\u200b/one.txt', '1');
    await repo.write('out/sub\u200b/two.txt', '2');
    const report = await audit({ root: repo.root });
    const found = report.findings.map((f) => `${f.rule} ${f.path}`).sort();
    expect(found).toEqual(
      [
        'artifact-unlisted out/evil\u202egnp.txt',
        'artifact-unlisted out/sub\u200b/one.txt',
        'artifact-unlisted out/sub\u200b/two.txt',
        'path-ambiguous out/evil\u202egnp.txt',
        'path-ambiguous out/sub\u200b',
      ].sort(),
    );
    const text = renderTextReport(report, { color: false });
    expect(text).not.toMatch(/[\u202e\u200b]/);
  });
});
