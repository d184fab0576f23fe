/**
 * --unique and --count. Both key a record by its normalized form (the URI as written
 * when it has none, i.e. an invalid one under --all), across all inputs.
 * --unique passes the first record of each key through at once (streaming);
 * --count holds the first record of each key and emits them at the end, most frequent
 * first, ties in order of first appearance.
 */
import type { Found } from "../extract/types.js";

export const keyOf = (f: Found): string => f.normalized ?? f.uri;

export class Unique {
  private readonly seen = new Set<string>();
  /** true when the record is the first of its key */
  admit(f: Found): boolean {
    const k = keyOf(f);
    if (this.seen.has(k)) return false;
    this.seen.add(k);
    return true;
  }
}

export class Counter {
  private readonly entries = new Map<string, { first: Found; count: number }>();
  add(f: Found): void {
    const k = keyOf(f);
    const e = this.entries.get(k);
    if (e) e.count++;
    else this.entries.set(k, { first: f, count: 1 });
  }
  /** most frequent first; Map order (first appearance) breaks ties — Array#sort is stable */
  sorted(): { first: Found; count: number }[] {
    return [...this.entries.values()].sort((a, b) => b.count - a.count);
  }
}
