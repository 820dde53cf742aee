/**
 * Findings as Checks API annotations: one per finding that has a file, at
 * the line of the passport its JSON pointer points to. Pure: the action's
 * check-run module sends them, the workflow-command fallback prints them.
 *
 * Annotation messages are plain text in GitHub's UI (not Markdown), so the
 * only escaping they need is what quoteUntrusted already did to the message
 * (no control, bidirectional or zero-width characters) plus the size caps;
 * the JSON request body carries them verbatim.
 */
import type { Finding } from '../core/report-model.js';
import { getRuleDocUrl, type Severity } from '../core/rule-registry.js';
import { escapeInvisible } from '../util/untrusted.js';

/** Annotation levels of the Checks API. */
export type AnnotationLevel = 'failure' | 'warning' | 'notice';

/** One annotation, in the Checks API's own field names. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: AnnotationLevel;
  message: string;
  title?: string;
  raw_details?: string;
}

/** Annotation message and raw_details: "The maximum size is 64 KB" (https://docs.github.com/en/rest/checks/runs). */
export const ANNOTATION_TEXT_MAX_BYTES = 64 * 1024 - 1;
/** Annotation title: "The maximum size is 255 characters." */
const ANNOTATION_TITLE_MAX_CHARS = 255;

const LEVELS: Readonly<Record<Severity, AnnotationLevel>> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};

/** The Checks API annotation level of a severity: error → failure. */
function toAnnotationLevel(severity: Severity): AnnotationLevel {
  return LEVELS[severity];
}

/**
 * Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character,
 * ending with `…` when it cut.
 */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const ellipsis = '…';
  const budget = Math.max(0, maxBytes - Buffer.byteLength(ellipsis));
  let bytes = 0;
  let end = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > budget) break;
    bytes += size;
    end += ch.length;
  }
  return `${text.slice(0, end)}${ellipsis}`;
}

/** Makes untrusted text safe for an annotation field: visible escapes for controls, then the byte cap. */
function sanitizeAnnotationText(text: string, maxBytes = ANNOTATION_TEXT_MAX_BYTES): string {
  return truncateUtf8(escapeInvisible(text), maxBytes);
}

/** Joins the action's path prefix (root relative to the repository) and a root-relative path. */
export function joinRepoPath(prefix: string, rel: string): string {
  if (prefix === '' || prefix === '.') return rel;
  return `${prefix.replace(/\/+$/, '')}/${rel}`;
}

/** Options of {@link buildAnnotations}. */
export interface AnnotationOptions {
  /** The audited root relative to the repository ('' when they are the same), so paths resolve on GitHub. */
  pathPrefix?: string;
}

/** The annotation of one finding, or null when the finding has no file (run-level findings live in the summary). */
export function toAnnotation(
  finding: Finding,
  options: AnnotationOptions = {},
): CheckAnnotation | null {
  if (finding.path === '') return null;
  const line = finding.line !== undefined && finding.line > 0 ? finding.line : 1;
  const annotation: CheckAnnotation = {
    path: joinRepoPath(options.pathPrefix ?? '', finding.path),
    start_line: line,
    end_line: line,
    annotation_level: toAnnotationLevel(finding.severity),
    message: sanitizeAnnotationText(finding.message),
    title: truncateUtf8(`${finding.rule} (${finding.severity})`, ANNOTATION_TITLE_MAX_CHARS),
  };
  // "Annotations only support start_column and end_column on the same line"; ours always are.
  if (finding.line !== undefined && finding.column !== undefined && finding.column > 0) {
    annotation.start_column = finding.column;
    annotation.end_column = finding.column;
  }
  const details = [
    finding.pointer !== undefined
      ? `JSON pointer: ${finding.pointer === '' ? '(document root)' : finding.pointer}`
      : null,
    finding.passport_id !== undefined ? `passport_id: ${finding.passport_id}` : null,
    `rule: ${getRuleDocUrl(finding.rule)}`,
  ].filter((x): x is string => x !== null);
  // Line breaks are ours; anything inside a line is escaped.
  annotation.raw_details = truncateUtf8(
    details.map(escapeInvisible).join('\n'),
    ANNOTATION_TEXT_MAX_BYTES,
  );
  return annotation;
}

/**
 * Builds one annotation per finding that has a file, most severe first (so a
 * cap keeps the failures), in report order within a severity.
 */
export function buildAnnotations(
  findings: readonly Finding[],
  options: AnnotationOptions = {},
): CheckAnnotation[] {
  const rank: Record<AnnotationLevel, number> = { failure: 0, warning: 1, notice: 2 };
  return findings
    .map((f) => toAnnotation(f, options))
    .filter((a): a is CheckAnnotation => a !== null)
    .map((a, i) => ({ a, i }))
    .sort((x, y) => rank[x.a.annotation_level] - rank[y.a.annotation_level] || x.i - y.i)
    .map(({ a }) => a);
}

/** Identity of an annotation for de-duplication on a rerun: where, how severe, what. */
export function annotationKey(
  a: Pick<CheckAnnotation, 'path' | 'start_line' | 'annotation_level' | 'message'>,
): string {
  return `${a.path}\u0000${a.start_line}\u0000${a.annotation_level}\u0000${a.message}`;
}

/** Splits `items` into consecutive batches of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError('chunk size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
