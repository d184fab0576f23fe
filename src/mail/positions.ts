/**
 * Line and column inside a decoded part: records carry UTF-8 byte offsets and a 1-based
 * line / byte column, computed lazily and incrementally (records come roughly in order).
 */

/**
 * Byte offset → 1-based line and 1-based byte column, counting "\n" with memchr from line to
 * line. The next "\n" found is remembered, so offsets on one long line do not search it again.
 */
export class LineColumns {
  private line = 1;
  private lineStart = 0;
  /** the "\n" that ends the current line (-1: none) */
  private next: number;
  constructor(private readonly bytes: Buffer) {
    this.next = bytes.indexOf(10);
  }
  at(offset: number): { line: number; column: number } {
    // an offset before the last one: back up line by line from there (records come nearly in
    // order, so the way back is short; starting again from the part's first byte made an
    // HTML part's records cost its size each — quadratic)
    while (this.lineStart > offset) {
      this.next = this.lineStart - 1; // the "\n" that ends the line before
      this.line--;
      this.lineStart = this.lineStart >= 2 ? this.bytes.lastIndexOf(10, this.lineStart - 2) + 1 : 0;
    }
    let next = this.next;
    while (next >= 0 && next < offset) {
      this.line++;
      this.lineStart = next + 1;
      next = this.bytes.indexOf(10, next + 1);
    }
    this.next = next;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
