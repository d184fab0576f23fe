/**
 * --unique and --count. Both key a record by its normalized form (the URI as written
 * when it has none, i.e. an invalid one under --all), across all inputs.
 * --unique passes the first record of each key through at once (streaming);
 * --count holds the first record of each key and emits them at the end, most frequent
 * first, ties in order of first appearance. The keys are held as bytes (string-index.ts).
 */
import type { Found } from "../extract/types.js";
import { ByteStrings, grown, StringIndex } from "./string-index.js";

export const keyOf = (f: Found): string => f.normalized ?? f.uri;

export class Unique {
  private readonly seen = new StringIndex();
  /** true when the record is the first of its key */
  admit(f: Found): boolean {
    this.seen.add(keyOf(f));
    return this.seen.added;
  }
}

/**
 * --count's table: per key, its count and its first record — with `render`, only the record
 * as the writer renders it (RecordWriter.render), held as bytes. For the text format that is
 * one line, most often the key itself, which is then not held twice: 1.1 M distinct URIs
 * took 465 MB as records and take 189 MB so. A JSON or CSV rendering is larger than the
 * record, whose uri, normalized and raw are most often one string: those keep the record.
 */
export class Counter {
  private readonly keys = new StringIndex();
  private counts = new Float64Array(1024);
  /** per key, its rendered record's number in `rendered`, or −1 when that is the key */
  private renderedNo = new Int32Array(1024);
  private readonly rendered = new ByteStrings();
  private readonly records: Found[] = [];
  constructor(private readonly render?: (f: Found) => string) {}
  add(f: Found): void {
    const key = keyOf(f);
    const n = this.keys.add(key);
    if (!this.keys.added) {
      this.counts[n]!++;
      return;
    }
    if (n === this.counts.length) {
      this.counts = grown(this.counts);
      this.renderedNo = grown(this.renderedNo);
    }
    this.counts[n] = 1;
    if (this.render === undefined) {
      this.records.push(f);
      return;
    }
    const r = this.render(f);
    this.renderedNo[n] = r === key ? -1 : this.rendered.append(r);
  }
  /**
   * Each key's first record, or its rendering (a string) with `render`, and its count: most
   * frequent first, ties in order of first appearance.
   */
  *sorted(): Generator<{ first: Found | string; count: number }> {
    const counts = this.counts;
    const order = new Uint32Array(this.keys.size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => counts[b]! - counts[a]! || a - b);
    for (let i = 0; i < order.length; i++) {
      const n = order[i]!;
      let first: Found | string;
      if (this.render === undefined) first = this.records[n]!;
      else {
        const r = this.renderedNo[n]!;
        first = r < 0 ? this.keys.at(n) : this.rendered.at(r);
      }
      yield { first, count: counts[n]! };
    }
  }
}
