/**
 * Mail mode holds one message (at most maxMessageSize bytes), not its records: the records
 * of a large text part go out while the part is read. (They were collected for the whole
 * part first: a 60 MB message of short lines held 2.4 M records, 485 MB of heap.)
 */
import { describe, expect, test } from "vitest";
import { createScanner } from "../../src/mail/dispatch.js";

describe("a large text/plain part", () => {
  test("its records are handed over as it is read: the heap stays far below their total size", () => {
    const lines = 1_000_000;
    const message = Buffer.from(
      `From a@b Mon Jan  1 00:00:00 2023\nContent-Type: text/plain\n\n${"see http://a.example/x ok\n".repeat(lines)}`,
    );
    let count = 0;
    let peak = 0;
    const base = process.memoryUsage().heapUsed;
    const scanner = createScanner({ mode: "mail" }, (f) => {
      count++;
      if (count % 20_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - base);
      if (count === 1) expect(f.message?.part).toBe("text/plain");
    });
    scanner.push(message);
    scanner.end();
    expect(count).toBe(lines);
    // 1 M records kept would be ~200 MB; in flight, a window's worth
    expect(peak).toBeLessThan(100 * 1024 * 1024);
  });
});
