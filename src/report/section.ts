/**
 * A section of a report cut to a byte budget: rows are added while they fit and counted when
 * they do not, so a long report is cut with counts, never dropped. Shared by the Markdown
 * report (markdown.ts) and the provenance diff's section (diff.ts).
 */

/** Bytes kept free for the closing note of a cut section. */
export const NOTE_RESERVE = 200;

/** Appends lines while they fit a byte budget; counts the rows that did not. */
export class Section {
  readonly lines: string[] = [];
  private used = 0;
  omitted = 0;
  constructor(private readonly budget: number) {}

  /** Adds a line that must be there (headings, table heads). */
  fixed(line: string): void {
    this.lines.push(line);
    this.used += Buffer.byteLength(line) + 1;
  }

  /** Adds a row if it fits; otherwise counts it. */
  row(line: string): void {
    const size = Buffer.byteLength(line) + 1;
    if (this.omitted > 0 || this.used + size > this.budget - NOTE_RESERVE) {
      this.omitted++;
      return;
    }
    this.lines.push(line);
    this.used += size;
  }

  get bytes(): number {
    return this.used;
  }
}
