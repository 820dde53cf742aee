/**
 * Workflow-command escaping, checked against a model of the runner's own
 * parser (parseRunnerLog: `::cmd props::data` at a trimmed line start, the
 * legacy `##[cmd]` anywhere, stop-commands blocks). Properties: whatever a
 * path or message holds, an annotation is one command that reads back exactly;
 * untrusted blocks and log lines produce no command at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckAnnotation } from '../../../src/report/annotations.js';
import {
  escapeCommandData,
  escapeCommandProperty,
  formatAnnotationCommand,
  formatCommand,
  formatUntrustedBlock,
  newStopToken,
  toLogLine,
  writeAnnotationCommands,
} from '../../../src/hosts/github/workflow-commands.js';
import { parseRunnerLog } from '../../e2e/runner.js';

/** Strings built from what attacks the runner, mixed with arbitrary Unicode. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        '::',
        ':',
        '%',
        '%25',
        '%0A',
        '\n',
        '\r',
        ',',
        '=',
        '##[',
        ']',
        ' ',
        'error',
        'add-mask',
        'stop-commands',
        'x',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

const annotation = (over: Partial<CheckAnnotation> = {}): CheckAnnotation => ({
  path: 'results/a/a.passport.json',
  start_line: 3,
  end_line: 3,
  annotation_level: 'failure',
  message: 'bad',
  title: 'artifact-hash-mismatch (error)',
  ...over,
});

describe('escaping rules of the runner', () => {
  it('escapes data (% CR LF) and properties (also : and ,), % first', () => {
    expect(escapeCommandData('50%\r\nx:y,z')).toBe('50%25%0D%0Ax:y,z');
    expect(escapeCommandProperty('50%\r\nx:y,z')).toBe('50%25%0D%0Ax%3Ay%2Cz');
    expect(escapeCommandData('%0A')).toBe('%250A');
  });

  it('formats an annotation with file, line, col and title', () => {
    expect(formatAnnotationCommand(annotation({ start_column: 5, end_column: 5 }))).toBe(
      '::error file=results/a/a.passport.json,line=3,endLine=3,col=5,title=artifact-hash-mismatch (error)::bad',
    );
    expect(formatAnnotationCommand(annotation({ annotation_level: 'notice' }))).toMatch(
      /^::notice /,
    );
    expect(formatAnnotationCommand(annotation({ annotation_level: 'warning' }))).toMatch(
      /^::warning /,
    );
    expect(formatCommand('error', {}, 'x')).toBe('::error::x');
  });

  it('an annotation is exactly one command whose path and message read back unchanged, whatever they hold', () => {
    fc.assert(
      fc.property(hostile, hostile, (path, message) => {
        const commands = parseRunnerLog(formatAnnotationCommand(annotation({ path, message })));
        expect(commands).toHaveLength(1);
        expect(commands[0]).toMatchObject({ name: 'error', legacy: false, data: message });
        if (path !== '') expect(commands[0]?.properties.file).toBe(path);
        expect(commands[0]?.properties.line).toBe('3');
      }),
      { numRuns: 500 },
    );
  });

  it('nothing inside a stop-commands block is processed', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 8 }), (lines) => {
        const text = [
          ...lines,
          '::error::fake',
          '::add-mask::x',
          '##[error]legacy',
          '::stop-commands::other',
          '::other::',
        ].join('\n');
        const commands = parseRunnerLog(formatUntrustedBlock(text));
        expect(commands.map((c) => c.name)).toEqual(['stop-commands']);
        // ...and processing resumes after it.
        expect(
          parseRunnerLog(`${formatUntrustedBlock(text)}::warning::after`).map((c) => c.name),
        ).toEqual(['stop-commands', 'warning']);
      }),
      { numRuns: 300 },
    );
  });

  it('stop tokens are fresh and unguessable', () => {
    const a = newStopToken();
    expect(a).toMatch(/^passport-gate-[0-9a-f]{32}$/);
    expect(newStopToken()).not.toBe(a);
  });

  it('a log line never carries a command', () => {
    expect(toLogLine('::add-mask::secret')).toBe('> ::add-mask::secret');
    expect(toLogLine('  ::error::x')).toBe('>   ::error::x');
    expect(toLogLine('a ##[error]b')).toBe('a # #[error]b');
    fc.assert(
      fc.property(hostile, (text) => {
        expect(parseRunnerLog(toLogLine(text))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('writes at most the cap and counts the rest', () => {
    let out = '';
    const sink = { write: (s: string) => (out += s) };
    const list = Array.from({ length: 5 }, (_, i) =>
      annotation({ start_line: i + 1, end_line: i + 1 }),
    );
    expect(writeAnnotationCommands(sink, list, 3)).toEqual({ written: 3, omitted: 2 });
    expect(parseRunnerLog(out).map((c) => c.properties.line)).toEqual(['1', '2', '3']);
    out = '';
    expect(writeAnnotationCommands(sink, [], 3)).toEqual({ written: 0, omitted: 0 });
    expect(out).toBe('');
  });
});
