/**
 * psql's `\pset format wrapped` in its unicode and old-ascii line styles
 * (src/extract/delimiters/psql-linestyles.ts). The tables are psql 15.18's own output
 * (session 48's database-output hunt, /tmp/s48/db/out/psql.wrapped*.{unicode,old-ascii}.*
 * and psql.x-wrapped*), cut to a few rows; the "↵" cases are built by hand from
 * PostgreSQL 15.18 src/fe_utils/print.c (print_aligned_text: nl_right before the divider).
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { expectRecordsAtEverySplit } from "../helpers/every-split.js";

const uris = (text: string) => extractText(text).map((f) => f.uri);

const JOINED: [string, string, string[]][] = [
  // psql.wrapped60.unicode.b2.B.txt: the row's last cell, border 2: "…│" LF "│…"
  [
    "unicode, border 2, three lines",
    "│    1 │ broken since 2023-04-01 │ https://sub-domain.exam…│\n│      │                         │…ple.com/ñandú/zq0001/東…│\n│      │                         │…京                      │\n│    3 │                         │ http://[::1]:4051/wiki/…│\n│      │                         │…zq0003?q=a:b&id=%E2%9C%…│\n│      │                         │…93                      │\n",
    [
      "https://sub-domain.example.com/ñandú/zq0001/東京",
      "http://[::1]:4051/wiki/zq0003?q=a:b&id=%E2%9C%93",
    ],
  ],
  // psql.wrapped60.unicode.b1.B.txt: border 1, the last cell ends the line with "…"
  [
    "unicode, border 1, last cell",
    "  id  │           note           │           url            \n──────┼──────────────────────────┼──────────────────────────\n    1 │ broken since 2023-04-01  │ https://sub-domain.examp…\n      │                          │…le.com/ñandú/zq0001/東京\n    2 │ primary                  │ mailto:zq0002.ops@intran…\n      │                          │…et.corp.example?subject=…\n      │                          │…Hello%20there\n",
    [
      "https://sub-domain.example.com/ñandú/zq0001/東京",
      "mailto:zq0002.ops@intranet.corp.example?subject=Hello%20there",
    ],
  ],
  // psql.x-wrapped40.unicode.b1.A.txt and .b2.A.txt: the expanded display
  [
    "unicode, expanded, border 1",
    "─[ RECORD 1 ]──────────────────────────\nid      │ 1\nname    │ Ana María\nurl     │ https://sub-domain.example.co…\n        │…m/ñandú/zq0001/東京\ncreated │ 2020-12-17\n",
    ["https://sub-domain.example.com/ñandú/zq0001/東京"],
  ],
  [
    "unicode, expanded, border 2",
    "┌─[ RECORD 1 ]─────────────────────────┐\n│ id      │ 1                          │\n│ url     │ https://sub-domain.example…│\n│         │….com/ñandú/zq0001/東京     │\n│ created │ 2020-12-17                 │\n",
    ["https://sub-domain.example.com/ñandú/zq0001/東京"],
  ],
  // psql.wrapped60.{unicode,old-ascii}.b2.B.txt: the cell before wrapped too
  [
    "unicode, the cell before wrapped too",
    "│    6 │ see the link for detail…│ https://пример.рф/café/…│\n│      │…s                       │…zq0006                  │\n",
    ["https://пример.рф/café/zq0006"],
  ],
  [
    "old-ascii, the cell before wrapped too",
    "|    6 | see the link for detail | https://пример.рф/café/ |\n|      ; s                       ; zq0006                  |\n",
    ["https://пример.рф/café/zq0006"],
  ],
  // a middle cell (the URL column before "note"), CRLF line ends
  [
    "unicode, a middle cell",
    "│ 1 │ http://a.example/l…│ x │\r\n│   │…ong/path           │   │\r\n",
    ["http://a.example/long/path"],
  ],
  // psql.wrapped60.old-ascii.b2.B.txt: ";" for the column's divider on the next line
  [
    "old-ascii, border 2",
    "+------+-------------------------+-------------------------+\n|  id  |          note           |           url           |\n+------+-------------------------+-------------------------+\n|    1 | broken since 2023-04-01 | https://sub-domain.exam |\n|                                ; ple.com/ñandú/zq0001/東 |\n|                                ; 京                      |\n|    2 | primary                 | mailto:zq0002.ops@intra |\n|                                ; net.corp.example?subjec |\n|                                ; t=Hello%20there         |\n",
    [
      "https://sub-domain.example.com/ñandú/zq0001/東京",
      "mailto:zq0002.ops@intranet.corp.example?subject=Hello%20there",
    ],
  ],
  // psql.wrapped60.old-ascii.b1.B.txt: border 1, blanks to the line's end
  [
    "old-ascii, border 1",
    "  id  |           note           |           url            \n------+--------------------------+--------------------------\n    1 | broken since 2023-04-01  | https://sub-domain.examp \n                                 ; le.com/ñandú/zq0001/東京\n",
    ["https://sub-domain.example.com/ñandú/zq0001/東京"],
  ],
  // psql.x-wrapped40.old-ascii.b1.A.txt and .b2.A.txt: the expanded display
  [
    "old-ascii, expanded, border 1",
    "-[ RECORD 1 ]---------------------------\nid      | 1\nurl     | https://sub-domain.example.com\n        ; /ñandú/zq0001/東京\ncreated | 2020-12-17\n",
    ["https://sub-domain.example.com/ñandú/zq0001/東京"],
  ],
  [
    "old-ascii, expanded, border 2",
    "+-[ RECORD 1 ]-------------------------+\n| id      | 1                          |\n| url     | https://sub-domain.example |\n|         ; .com/ñandú/zq0001/東京     |\n| created | 2020-12-17                 |\n",
    ["https://sub-domain.example.com/ñandú/zq0001/東京"],
  ],
  // psql.wrapped40.old-ascii.b2.B.txt: a piece that opens with the port's ":"
  [
    "old-ascii, a piece opening with ':'",
    "|   32 |                      | http:/ |\n|                             ; /examp |\n|                             ; le.com |\n|                             ; :3000/ |\n|                             ; zq000w |\n",
    ["http://example.com:3000/zq000w"],
  ],
  // "↵": a line break inside the cell (nl_right), not the URI's
  [
    "unicode, a newline in the cell",
    "│ 1 │ https://a.example/x↵│ y │\n│   │ next line          │   │\nurl │ https://b.example/y↵\n    │ more\n",
    ["https://a.example/x", "https://b.example/y"],
  ],
];

/** near misses: read as before (each checked against the session-start build a212b39) */
const UNCHANGED: [string, string, string[]][] = [
  // no border before the next line's "…": a sentence's ellipsis
  ["'…' and no border", "see http://a.example/x…\n…and more\n", ["http://a.example/x"]],
  // the next line's border not under the cell's left border
  ["'│…' at another column", "url │ http://a.example/x…\n   │…y\n", ["http://a.example/x"]],
  // no "…" after the next line's border: the next row's own text
  ["'│' without '…'", "url │ http://a.example/x…\n    │ y\n", ["http://a.example/x"]],
  // the URI does not open its cell
  ["text before the URI", "url │ see http://a.example/x…\n    │…y\n", ["http://a.example/x"]],
  // text on the next line before the cell: another row
  ["another row", "a │ http://a.example/x…\nb │…y\n", ["http://a.example/x"]],
  // "…" inside the URI's line, not at the border
  [
    "'…' then text",
    "│ http://a.example/x… more │\n│…y                     │\n",
    ["http://a.example/x"],
  ],
  // "↵" inside a line is the URI's (RFC 3987 ucschar)
  ["'↵' mid-line", "see http://a.example/x↵y here\n", ["http://a.example/x↵y"]],
  // the next line's right border one column off
  [
    "the right border elsewhere",
    "│ 1 │ http://a.example/l…│ x │\n│   │…ong/path          │   │\n",
    ["http://a.example/l"],
  ],
  // old-ascii: ";" not at the divider's column
  ["';' elsewhere", "url     | https://a.example/x\n          ; y\n", ["https://a.example/x"]],
  // old-ascii: text before the ";"
  ["text before ';'", "url     | https://a.example/x\nnote    ; y\n", ["https://a.example/x"]],
  // text before the next line's mark not in a wrapped cell, or with a ":"
  [
    "unicode, text in a cell not wrapped",
    "a │ x │ http://a.example/x…\n  │ y │…z\n",
    ["http://a.example/x"],
  ],
  ["unicode, a ':' before", "a │ x… │ http://a.example/x…\n  │…y: │…z\n", ["http://a.example/x"]],
  ["old-ascii, a ':' before", "| a | http://a.example/x\n|;b:; z\n", ["http://a.example/x"]],
  // old-ascii: more text after the URI in its cell
  [
    "text after the URI",
    "url     | https://a.example/x more\n        ; y\n",
    ["https://a.example/x"],
  ],
  // old-ascii: a blank after the ";" and no piece
  ["';' and blanks", "url     | https://a.example/x\n        ;   \n", ["https://a.example/x"]],
  // a comment line of an INI file under a "key | value" line: ";" then two blanks
  ["';  comment'", "url     | https://a.example/x\n        ;  comment\n", ["https://a.example/x"]],
];

describe("psql's wrapped cells in the unicode and old-ascii line styles", () => {
  test.each(JOINED)("%s", (_name, text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
  test.each(UNCHANGED)("near miss: %s", (_name, text, want) => {
    expect(uris(text)).toEqual(want);
    expectRecordsAtEverySplit(text);
  });
});

/** `unit` repeated after `head` to `bytes` */
function build(head: string, unit: string, bytes: number): string {
  return head + unit.repeat(Math.ceil((bytes - head.length) / unit.length));
}

function fastest(text: string, runs: number, maxLength?: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    extractText(text, maxLength ? { maxLength } : {});
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe("… in linear time (4× the input, at most 8× the time plus a floor)", () => {
  const CASES: [string, string, string][] = [
    // one URI wrapped over every line (the largest maxLength: one URI, no rescan inside)
    ["unicode pieces", "│ http://a.example/l…│\n", "│…ongpathpiece…│\n"],
    ["unicode pieces, last cell", "url │ http://a.example/l…\n", "    │…ongpathpiece…\n"],
    ["old-ascii pieces", "url     | http://a.example/l\n", "        ; ongpathpiece\n"],
    // many URIs each refused at its next line
    ["unicode near misses", "", "│ http://a.example/x…│\n│ y │\n"],
    ["old-ascii near misses", "", "url | http://a.example/x \n    | y\n"],
    // (long URIs: fewer records, whose collection would weigh on the timing)
    ["'↵' at every line's end", "", `│ http://a.example/${"x".repeat(200)}↵│\n`],
    // one long line of cells (each URI's look at the next line stops at the next ":")
    ["old-ascii cells on one line", "", "| http://a.example/x "],
    ["unicode cells on one line", "", "│ http://a.example/x…│ "],
  ];
  for (const [name, head, unit] of CASES) {
    for (const maxLength of [undefined, 16 * 1024 * 1024]) {
      test(`${name} (maxLength ${maxLength ?? "default"})`, () => {
        const small = build(head, unit, 128 * 1024);
        const big = build(head, unit, 512 * 1024);
        fastest(small, 1, maxLength);
        const t1 = fastest(small, 3, maxLength);
        const t4 = fastest(big, 2, maxLength);
        expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
      });
    }
  }
});
