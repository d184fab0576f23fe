/**
 * The file reader's buffers, handed back once the scanner is done with them. A regular file
 * is read in CHUNK pieces (input.ts); a fresh buffer per piece left a few dozen of them
 * waiting for the garbage collector at any time (external memory, freed only after a
 * collection): the command's peak RSS on a 462 MB file was 107–112 MB, and 83 MB when the
 * reader reuses its buffers. Only a buffer this pool made comes back: when the scanner
 * copied what it keeps between pushes (Scanner.releaseChunks: the text scanner's bytes
 * before its position, text-scanner.ts `keep`; the mbox splitter's unfinished message, copied
 * only for our buffers), and from
 * gunzip once zlib has taken a compressed chunk in (input.ts); the sniffing of an undecided
 * input and the mail scanner's first line hold chunks (they are then not given back, and
 * the reader makes new ones). A mail run over a 611 MB mbox peaked at 114–119 MB, 99–103 MB
 * with its chunks given back.
 */
export class ReadBuffers {
  private readonly free: Buffer[] = [];
  /** our buffers by their memory: a file's last, short read is a view of one */
  private readonly made = new WeakMap<ArrayBufferLike, Buffer>();

  constructor(private readonly size: number) {}

  /** `chunk` is one of our buffers or a view of one (asked before a scanner copies for it) */
  owns(chunk: Uint8Array): boolean {
    return this.made.has(chunk.buffer);
  }

  /** a buffer of `size` bytes to read into: a returned one, else a new one */
  take(): Buffer {
    const b = this.free.pop();
    if (b !== undefined) return b;
    const fresh = Buffer.allocUnsafeSlow(this.size);
    this.made.set(fresh.buffer, fresh);
    return fresh;
  }

  /**
   * `chunk` (one of our buffers or a view of one) is read no more: its buffer is reused (two
   * are enough to alternate); anything else is left alone
   */
  give(chunk: Uint8Array): void {
    const b = this.made.get(chunk.buffer);
    if (b !== undefined && this.free.length < 2 && !this.free.includes(b)) this.free.push(b);
  }
}
