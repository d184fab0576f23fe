/**
 * Offsets and line/column inside a decoded part. Parts are scanned as JS strings in places
 * (HTML, flowed text) while records carry UTF-8 byte offsets and 1-based line / byte column,
 * so these helpers convert lazily and incrementally (records come roughly in order).
 */

/** UTF-16 index → UTF-8 byte offset in `s`, remembering the last answer. */
export class ByteOffsets {
  private readonly ascii: boolean;
  private lastChar = 0;
  private lastByte = 0;
  constructor(private readonly s: string) {
    this.ascii = Buffer.byteLength(s, "utf8") === s.length;
  }
  at(charIndex: number): number {
    if (this.ascii) return charIndex;
    if (charIndex < this.lastChar) {
      this.lastChar = 0;
      this.lastByte = 0;
    }
    this.lastByte += Buffer.byteLength(this.s.slice(this.lastChar, charIndex), "utf8");
    this.lastChar = charIndex;
    return this.lastByte;
  }
}

/** UTF-8 byte offset → UTF-16 index in the string the bytes encode. */
export class CharOffsets {
  private lastChar = 0;
  private lastByte = 0;
  constructor(
    private readonly bytes: Buffer,
    private readonly ascii: boolean,
  ) {}
  at(byteOffset: number): number {
    if (this.ascii) return byteOffset;
    if (byteOffset < this.lastByte) {
      this.lastChar = 0;
      this.lastByte = 0;
    }
    this.lastChar += this.bytes.toString("utf8", this.lastByte, byteOffset).length;
    this.lastByte = byteOffset;
    return this.lastChar;
  }
}

/** Byte offset → 1-based line and 1-based byte column, counting "\n" (a JS loop: lines are short). */
export class LineColumns {
  private line = 1;
  private lineStart = 0;
  private pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  at(offset: number): { line: number; column: number } {
    if (offset < this.pos) {
      this.line = 1;
      this.lineStart = 0;
      this.pos = 0;
    }
    const b = this.bytes;
    let line = this.line;
    let lineStart = this.lineStart;
    for (let i = this.pos; i < offset; i++) {
      if (b[i] === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    this.line = line;
    this.lineStart = lineStart;
    this.pos = offset;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
