import { Readable, type Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Found } from "../../src/extract/types.js";

/** The records a stream gives for these chunks, read through pipeline() into a Writable */
export async function collectStream(
  chunks: Iterable<Uint8Array | string>,
  stream: Transform,
): Promise<Found[]> {
  const got: Found[] = [];
  await pipeline(
    Readable.from(chunks),
    stream,
    new Writable({
      objectMode: true,
      write(f: Found, _e, done) {
        got.push(f);
        done();
      },
    }),
  );
  return got;
}
