/**
 * Where a finding points inside its document: an RFC 6901 pointer and, when
 * the document could be parsed for positions, its 1-based line and column.
 */

/** The location fields of a finding. */
export interface Location {
  pointer: string;
  line?: number;
  column?: number;
}

/** A parsed document that can place a pointer in its source text (JSON and YAML alike). */
export interface Locatable {
  locate(pointer: string): { line: number; column: number };
}

/** Pointer → location fields, for one parsed document. */
export function locatorOf(
  document: Locatable,
): (pointer: string) => { pointer: string; line: number; column: number } {
  return (pointer) => {
    const pos = document.locate(pointer);
    return { pointer, line: pos.line, column: pos.column };
  };
}
