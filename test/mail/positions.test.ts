import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineColumns } from "../../src/mail/positions.js";
import { lineColumn as naive } from "../helpers/line-column.js";

describe("LineColumns", () => {
  it("gives every offset's line and column, in any order of offsets", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "\n", "bc", "\n\n", "é"), { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (pieces, picks) => {
          const bytes = Buffer.from(pieces.join(""));
          const lc = new LineColumns(bytes);
          for (const p of picks) {
            const offset = p % (bytes.length + 1);
            expect(lc.at(offset)).toEqual(naive(bytes, offset));
          }
        },
      ),
    );
  });

  it("steps back and forward across many lines", () => {
    const bytes = Buffer.from("x\n".repeat(50_000));
    const lc = new LineColumns(bytes);
    expect(lc.at(99_990)).toEqual({ line: 49_996, column: 1 });
    expect(lc.at(99_985)).toEqual({ line: 49_993, column: 2 });
    expect(lc.at(0)).toEqual({ line: 1, column: 1 });
    expect(lc.at(3)).toEqual({ line: 2, column: 2 });
  });
});
