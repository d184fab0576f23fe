/**
 * gzip decompressed member by member (RFC 1952 §2.2: "a gzip file consists of a series of
 * members"): each member's header read here, its deflate data (RFC 1951) through zlib's raw
 * inflater, its trailer (CRC-32 and ISIZE, §2.3.1) checked here. Node's Gunzip does it all
 * in one, but when what follows a member is no member (trailing junk, a corrupt member) its
 * error replaces the output of the same zlib call: up to a whole output chunk of the good
 * member was lost (4,386 of 20,000 lines of a .gz with junk appended). Here every byte
 * inflated is handed on before the error is thrown.
 *
 * After the last member: zero bytes are padding (Node's Gunzip and gzip(1) skip them); other
 * bytes are reported once the output is handed on, as gzip's "decompression OK, trailing
 * garbage ignored" (TrailingBytesError).
 */
import { crc32, createInflateRaw, type InflateRaw } from "node:zlib";

/** Bytes after the last complete member that are not another member. */
export class TrailingBytesError extends Error {
  readonly code = "GZIP_TRAILING_BYTES";
  constructor() {
    super("trailing bytes after the gzip data were not read");
  }
}

/** A corrupt or cut gzip stream, with zlib's codes (input.ts's reason() words them). */
const corrupt = (message: string) => Object.assign(new Error(message), { code: "Z_DATA_ERROR" });
const cut = () => Object.assign(new Error("unexpected end of file"), { code: "Z_BUF_ERROR" });

/**
 * The decompressed bytes of the gzip stream `src`, in chunks of up to `chunkSize` bytes.
 * `done(chunk)` is told of each chunk of `src` that is read no more (the reader may reuse
 * its buffer: read-buffers.ts).
 */
export async function* gunzipMembers(
  src: AsyncIterable<Buffer>,
  chunkSize: number,
  done: (chunk: Buffer) => void = () => {},
): AsyncGenerator<Buffer> {
  const bytes = new ByteQueue(src[Symbol.asyncIterator](), done);
  try {
    for (let members = 0; ; members++) {
      if (!(await startsMember(bytes, members))) return;
      await skipHeader(bytes);
      yield* inflateMember(bytes, chunkSize);
    }
  } finally {
    await bytes.close();
  }
}

/**
 * Does a member start here? False at the end (at least one member read, then nothing or zero
 * padding); a TrailingBytesError when other bytes follow the last member.
 */
async function startsMember(bytes: ByteQueue, members: number): Promise<boolean> {
  if (members > 0) {
    await bytes.skipZeros();
    if (await bytes.atEnd()) return false;
  }
  if (!(await bytes.fill(2))) {
    if (members > 0) throw new TrailingBytesError();
    throw cut();
  }
  // ID1 ID2 (RFC 1952 §2.3.1)
  const magic = bytes.peek(0) === 0x1f && bytes.peek(1) === 0x8b;
  if (!magic) throw members > 0 ? new TrailingBytesError() : corrupt("incorrect header check");
  return true;
}

// FLG bits (RFC 1952 §2.3.1)
const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
const FRESERVED = 0xe0;

/** A member header (RFC 1952 §2.3.1): ID1 ID2 CM FLG MTIME(4) XFL OS, then FLG's fields. */
async function skipHeader(bytes: ByteQueue): Promise<void> {
  if (!(await bytes.fill(10))) throw cut();
  // CM 8 is deflate, the only method defined
  if (bytes.peek(2) !== 8) throw corrupt("unknown compression method");
  const flags = bytes.peek(3)!;
  if ((flags & FRESERVED) !== 0) throw corrupt("unknown header flags set");
  bytes.skip(10);
  if (flags & FEXTRA) {
    if (!(await bytes.fill(2))) throw cut();
    const xlen = bytes.peek(0)! | (bytes.peek(1)! << 8);
    if (!(await bytes.skipCount(2 + xlen))) throw cut();
  }
  if (flags & FNAME && !(await bytes.skipPastZero())) throw cut();
  if (flags & FCOMMENT && !(await bytes.skipPastZero())) throw cut();
  if (flags & FHCRC && !(await bytes.skipCount(2))) throw cut();
}

/** The member's deflate data inflated, then its trailer checked against what came out. */
async function* inflateMember(bytes: ByteQueue, chunkSize: number): AsyncGenerator<Buffer> {
  const inflater = new MemberInflater(chunkSize);
  try {
    for (;;) {
      const chunk = await bytes.next();
      if (chunk === null) throw cut();
      yield* inflater.feed(chunk);
      const used = inflater.used;
      bytes.consumed(chunk, used);
      inflater.throwFailure();
      if (used < chunk.length) break;
    }
  } finally {
    inflater.close();
  }
  await checkTrailer(bytes, inflater);
}

/** CRC32 and ISIZE, little-endian (RFC 1952 §2.3.1), of the member's output */
async function checkTrailer(bytes: ByteQueue, inflater: MemberInflater): Promise<void> {
  if (!(await bytes.fill(8))) throw cut();
  const crc = bytes.uint32(0);
  const size = bytes.uint32(4);
  bytes.skip(8);
  if (crc !== inflater.crc) throw corrupt("incorrect data check");
  // ISIZE is the size modulo 2^32
  if (size !== inflater.size % 2 ** 32) throw corrupt("incorrect length check");
}

/**
 * One member's deflate data through zlib's raw inflater: it stops at the deflate data's end
 * (the final block, RFC 1951 §3.2.3) and counts the bytes it took (`bytesWritten`), so the
 * trailer and the next member are found right after them. Its output is read as zlib makes
 * it, in paused mode: zlib goes on only as its readable side is read (the stream's own
 * backpressure), so no more than a chunk or two of output is held however much one input
 * chunk inflates to (a 1.5 MB .gz of one repeated line inflates 350×: collecting each input
 * chunk's whole output held 300 MB).
 */
class MemberInflater {
  private readonly z: InflateRaw;
  private failure: Error | null = null;
  /** resolves the wait for output, the write's end or an error */
  private wake: (() => void) | null = null;
  crc = 0;
  size = 0;
  /** bytes of the last chunk fed that the deflate data took */
  used = 0;

  constructor(chunkSize: number) {
    this.z = createInflateRaw({ chunkSize });
    this.z.on("readable", () => this.wake?.());
    this.z.on("error", (e: Error) => {
      this.failure = e;
      this.wake?.();
    });
  }

  /** Inflate `chunk`: its output as it comes; then `used` says how many bytes it took */
  async *feed(chunk: Buffer): AsyncGenerator<Buffer> {
    const before = this.z.bytesWritten;
    let written = false;
    // (on a zlib error the write's callback may never come: 'error' ends the wait too)
    this.z.write(chunk, () => {
      written = true;
      this.wake?.();
    });
    for (;;) {
      for (let b = this.z.read() as Buffer | null; b !== null; b = this.z.read()) {
        this.crc = crc32(b, this.crc);
        this.size += b.length;
        yield b;
      }
      if (written || this.failure !== null) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
    for (let b = this.z.read() as Buffer | null; b !== null; b = this.z.read()) {
      this.crc = crc32(b, this.crc);
      this.size += b.length;
      yield b;
    }
    this.used = this.z.bytesWritten - before;
  }

  /** zlib's error, once the output before it was taken */
  throwFailure(): void {
    if (this.failure !== null) throw this.failure;
  }

  close(): void {
    this.z.destroy();
  }
}

/**
 * The compressed bytes as a queue: the rest of the current chunk, more pulled as needed.
 * A header or trailer that straddles chunks is joined in a small copy.
 */
class ByteQueue {
  private rest: Buffer = Buffer.alloc(0);
  /** the source chunk `rest` is a view of, handed to `done` once read no more */
  private held: Buffer | null = null;
  private ended = false;

  constructor(
    private readonly it: AsyncIterator<Buffer>,
    private readonly done: (chunk: Buffer) => void,
  ) {}

  peek(k: number): number | undefined {
    return this.rest[k];
  }

  uint32(k: number): number {
    return this.rest.readUInt32LE(k);
  }

  skip(n: number): void {
    this.rest = this.rest.subarray(n);
  }

  /** at least `n` bytes at hand (false: the input ends before) */
  async fill(n: number): Promise<boolean> {
    while (this.rest.length < n) {
      const more = await this.pull();
      if (more === null) return false;
      this.replace(Buffer.concat([this.rest, more]), null);
      this.done(more);
    }
    return true;
  }

  /** the bytes at hand, or the next chunk; null at the end */
  async next(): Promise<Buffer | null> {
    if (this.rest.length > 0) return this.rest;
    const more = await this.pull();
    if (more !== null) this.replace(more, more);
    return more;
  }

  /** `used` bytes of `chunk` (what next() gave) were read */
  consumed(chunk: Buffer, used: number): void {
    if (chunk === this.rest) this.rest = chunk.subarray(used);
  }

  async skipCount(n: number): Promise<boolean> {
    for (let left = n; left > 0; ) {
      if (this.rest.length === 0 && (await this.next()) === null) return false;
      const k = Math.min(left, this.rest.length);
      this.skip(k);
      left -= k;
    }
    return true;
  }

  /** past the next zero byte (a header's zero-terminated name or comment) */
  async skipPastZero(): Promise<boolean> {
    for (;;) {
      if (this.rest.length === 0 && (await this.next()) === null) return false;
      const at = this.rest.indexOf(0);
      if (at >= 0) {
        this.skip(at + 1);
        return true;
      }
      this.skip(this.rest.length);
    }
  }

  async skipZeros(): Promise<void> {
    for (;;) {
      if (this.rest.length === 0 && (await this.next()) === null) return;
      let k = 0;
      while (k < this.rest.length && this.rest[k] === 0) k++;
      this.skip(k);
      if (this.rest.length > 0) return;
    }
  }

  async atEnd(): Promise<boolean> {
    return this.rest.length === 0 && (await this.next()) === null;
  }

  async close(): Promise<void> {
    this.replace(Buffer.alloc(0), null);
    if (!this.ended) await this.it.return?.();
  }

  private async pull(): Promise<Buffer | null> {
    if (this.ended) return null;
    const r = await this.it.next();
    if (r.done) {
      this.ended = true;
      return null;
    }
    return r.value;
  }

  /** `rest` becomes `bytes` (a view of `chunk`, or a copy when chunk is null) */
  private replace(bytes: Buffer, chunk: Buffer | null): void {
    if (this.held !== null && this.held !== chunk) this.done(this.held);
    this.held = chunk;
    this.rest = bytes;
  }
}
