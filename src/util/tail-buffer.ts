/**
 * The end of a stream, bounded: what `run` records of a step's stderr and `reproduce` shows of
 * a re-run's.
 */

/** Keeps the last `max` bytes of a stream. */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  private dropped = false;

  constructor(private readonly max: number) {}

  /** Adds a chunk; drops what falls out of the window. */
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.max && this.chunks.length > 0) {
      const first = this.chunks[0] as Buffer;
      const excess = this.size - this.max;
      if (first.length <= excess) {
        this.chunks.shift();
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.size -= excess;
      }
      this.dropped = true;
    }
  }

  /**
   * The kept bytes as text: a character the window cut in two is left out (not shown as
   * U+FFFD), and "…" marks that the beginning was dropped.
   */
  text(): string {
    let bytes = Buffer.concat(this.chunks);
    if (this.dropped) {
      let start = 0;
      while (start < bytes.length && start < 3 && ((bytes[start] as number) & 0xc0) === 0x80)
        start++;
      bytes = bytes.subarray(start);
    }
    const text = bytes.toString('utf8');
    return this.dropped ? `…${text}` : text;
  }
}
