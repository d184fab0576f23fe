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
  private pos = 0;
  /** the first "\n" at or after pos (-1: none) */
  private next: number;
  constructor(private readonly bytes: Buffer) {
    this.next = bytes.indexOf(10);
  }
  at(offset: number): { line: number; column: number } {
    if (offset < this.pos) {
      this.line = 1;
      this.lineStart = 0;
      this.pos = 0;
      this.next = this.bytes.indexOf(10);
    }
    let next = this.next;
    while (next >= 0 && next < offset) {
      this.line++;
      this.lineStart = next + 1;
      next = this.bytes.indexOf(10, next + 1);
    }
    this.next = next;
    this.pos = offset;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
