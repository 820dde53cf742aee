/**
 * Workflow commands, written so that nothing from the audited repository can
 * act as one. The runner (actions/runner, src/Runner.Common/ActionCommand.cs)
 * reads two forms:
 *
 * - `::name k=v,…::data` when a line starts with `::` after leading
 *   whitespace is trimmed; data is unescaped from %25 %0D %0A, properties
 *   also from %3A %2C;
 * - the legacy `##[name k=v;]data`, found anywhere in a line, tried only when
 *   the first form does not parse.
 *
 * So: our own commands escape data and properties exactly by those rules (a
 * repository path cannot end a property or start a new line); every block of
 * text that may contain repository content is printed between
 * `::stop-commands::TOKEN` and `::TOKEN::` with a random token, so the runner
 * processes nothing inside it; and single log lines go through
 * {@link toLogLine}.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */
import { randomBytes } from 'node:crypto';
import { escapeTerminal } from '../../report/escape.js';
import type { CheckAnnotation } from '../../report/annotations.js';

/** Escapes workflow-command data (the runner's data mappings). */
export function escapeCommandData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow-command property value (the runner's property mappings). */
export function escapeCommandProperty(value: string): string {
  return escapeCommandData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Command names we issue: fixed strings, never derived from input. */
export type CommandName = 'error' | 'warning' | 'notice' | 'debug' | 'group' | 'endgroup';

/** Formats one command line (without the newline). Properties with undefined values are left out. */
export function formatCommand(
  command: CommandName,
  properties: Readonly<Record<string, string | number | undefined>>,
  message: string,
): string {
  const props = Object.entries(properties)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([k, v]) => `${k}=${escapeCommandProperty(String(v))}`)
    .join(',');
  return `::${command}${props ? ` ${props}` : ''}::${escapeCommandData(message)}`;
}

const COMMAND_OF_LEVEL: Readonly<Record<CheckAnnotation['annotation_level'], CommandName>> = {
  failure: 'error',
  warning: 'warning',
  notice: 'notice',
};

/** `::error file=…,line=…,col=…,title=…::message` for one annotation. */
export function formatAnnotationCommand(a: CheckAnnotation): string {
  return formatCommand(
    COMMAND_OF_LEVEL[a.annotation_level],
    { file: a.path, line: a.start_line, endLine: a.end_line, col: a.start_column, title: a.title },
    a.message,
  );
}

/** A fresh stop-commands token: random, so repository content cannot guess it and resume processing. */
export function newStopToken(): string {
  return `passport-gate-${randomBytes(16).toString('hex')}`;
}

/**
 * Wraps text in a stop-commands block: the runner processes no command (in
 * either syntax) between the two marker lines.
 */
export function formatUntrustedBlock(text: string, token: string = newStopToken()): string {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return `::stop-commands::${token}\n${body}::${token}::\n`;
}

/**
 * Makes one line of text safe to print on its own: control characters
 * (line breaks included) become visible escapes, a leading `::` is pushed off
 * the start of the line, and the legacy `##[` marker is broken.
 */
export function toLogLine(text: string): string {
  return escapeTerminal(text);
}

/** Where commands go (process.stdout in the action; a buffer in tests). */
export interface CommandSink {
  write(text: string): unknown;
}

/** Result of {@link writeAnnotationCommands}. */
export interface CommandReport {
  written: number;
  omitted: number;
}

/** Prints annotations as workflow commands, at most `max`; returns how many were left out. */
export function writeAnnotationCommands(
  sink: CommandSink,
  annotations: readonly CheckAnnotation[],
  max: number,
): CommandReport {
  const shown = annotations.slice(0, Math.max(0, max));
  if (shown.length > 0) sink.write(`${shown.map(formatAnnotationCommand).join('\n')}\n`);
  return { written: shown.length, omitted: annotations.length - shown.length };
}
