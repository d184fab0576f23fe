/**
 * The rules of sessions 41–50 (RULES.md) run in linear time: each input is aimed at a loop
 * of one of them that looks back or ahead from a trigger (fuzzy-view.ts, fuzzy-word-edges.ts,
 * fuzzy-address.ts, delimiters/sentence-suffix.ts, pod-escapes.ts, bare-line-breaks.ts, the
 * mail path). The time for 4× the bytes is compared with the time for 1×, in the same
 * process: linear gives ~4, a loop that rescans what an earlier step read gives ~16.
 *
 * Twice: with the default maxLength (fuzzy segments and URIs of at most 8 kB: a rescan
 * bounded by maxLength is linear there, only slow), and with the largest maxLength, where a
 * 1-line input is one fuzzy segment or one URI — so a rescan inside a segment or a URI shows
 * as ~16 too. Timing is noisy on a shared machine: the best of several runs, a bound of 8×
 * for 4× the input, plus a floor. The first describe block holds the three loops the session
 * 51 audit found rescanning (each case fails on 2466cbc).
 */
import { describe, expect, test } from "vitest";
import type { ExtractOptions } from "../../src/extract/types.js";
import { fastestExtract, repeatedInput } from "../helpers/linear-input.js";

const KB = 1024;

/** [name, head, unit, tail, options]; each names the rule its loop belongs to */
const CASES: [string, string, string, string, ExtractOptions][] = [
  // Han local parts (fuzzy-view.ts spacedWordAt, domainRunAt, addressAhead; session 50)
  ["Han with an '@' every 3 characters", "", "中文字@", "", { fuzzy: true }],
  [
    "Han words set apart by blanks, then a Han local part",
    "",
    "中 ",
    "中@a.example",
    { fuzzy: true },
  ],
  ["a run of Han letters before an '@'", "", "中", "@a.example", { fuzzy: true }],
  // a lone "~" kept before a local part (fuzzy-address.ts emailSpan; session 50)
  ["'~~~~@' repeated", "", "~~~~@", "", { fuzzy: true }],
  // a comment before a local part (fuzzy-view.ts commentOpensWord; session 50)
  ["'(' repeated before an address", "", "(", "a@b.example", { fuzzy: true }],
  ["'(x)a' repeated before an address", "", "(x)a", "@b.example", { fuzzy: true }],
  // troff's escapes in an address (fuzzy-view.ts troffEscapeInAddress; session 50)
  ["troff '\\-' runs in a local part", "a", "\\-", "@b.example ", { fuzzy: true }],
  ["troff '\\:' in a domain, repeated", "x@", "a\\:", "b.example ", { fuzzy: true }],
  ["troff '\\%' repeated before an address", "", "a\\%", "@b.example ", { fuzzy: true }],
  // fullwidth dots and hyphens in a name (fuzzy-view.ts brokenLabelAt; session 50)
  ["fullwidth dots in a domain", "a@b", "\uff0e", "c ", { fuzzy: true }],
  ["fullwidth hyphens in a domain", "a@b", "\uff0d", "c ", { fuzzy: true }],
  // source routes (fuzzy-word-edges.ts routeBefore; session 50)
  ["source route hops", "<", "@a,", "@b:x@y.example>", { fuzzy: true }],
  ["'<@a,@b,@c:' repeated", "", "<@a,@b,@c:", "", { fuzzy: true }],
  ["empty elements of a source route", "<@a", ",", ":x@y.example>", { fuzzy: true }],
  ["'URL:' repeated", "", "URL:", "", { fuzzy: true, includeInvalid: true }],
  // quotation marks before a URI or an address (fuzzy-word-edges.ts ADDRESS_OPENERS)
  [
    "nested quotation marks before a URI",
    "",
    "\u00ab\u201c\u2018",
    "http://a.example/",
    {
      fuzzy: true,
    },
  ],
  // combining marks (fuzzy.ts pastCombiningMarks; session 50)
  ["combining marks before an address", "a", "\u0301", "@b.example ", { fuzzy: true }],
  ["combining marks after a URI", "http://a.example/", "\u0301", " ", { includeInvalid: true }],
  // text glued after a URI (sentence-suffix.ts; sessions 40, 50)
  ["kana after a URI", "http://a.example/x", "\u3042", "", { includeInvalid: true }],
  [
    "a Chinese clause after a URI, repeated",
    "http://a.example/x",
    "以查看",
    "",
    {
      includeInvalid: true,
    },
  ],
  [
    "the Japanese copula after a URI, repeated",
    "http://a.example/x",
    "です",
    "",
    {
      includeInvalid: true,
    },
  ],
  ["a Chinese word after a scheme's '//', repeated", "", "http://或", "", { includeInvalid: true }],
  // POD's L<…> and E<…> (bare.ts podLinkBefore, pod-escapes.ts; sessions 44, 49)
  ["'L<' repeated", "", "L<", "", { fuzzy: true }],
  ["'L<' repeated before a URI", "", "L<", "http://a.example/>", { includeInvalid: true }],
  ["'E<' repeated in a link", "L<a|http://a.example/", "E<", ">", { includeInvalid: true }],
  // "//" (fuzzy-network-path.ts webNetworkPath; comment leaders, session 43)
  ["'//' repeated", "", "//", "", { fuzzy: true, includeInvalid: true }],
  ["'//' repeated after 'http:'", "http:", "//", "a", { fuzzy: true, includeInvalid: true }],
  // wrapped URIs and hyphens at a line's end (bare-line-breaks.ts; sessions 42–48)
  ["a URI's lines each ending in '-'", "http://a.example/", "a-\n", "b ", { fuzzy: true }],
  ["an angle URI over many lines", "<http://a.example/", "ab/\n", ">", { fuzzy: true }],
];

/**
 * The session 51 audit's finds, before (2466cbc) and after, with maxLength 16 MB (ms, best of
 * 3, 32 kB / 128 kB / 512 kB unless said): each looked for a character from every trigger to
 * the end (or the start) of the URI or the segment
 */
describe("rescans the session 51 audit found", () => {
  const maxLength = 16 * 1024 * 1024;
  const FOUND: [string, string, string, string, ExtractOptions, number][] = [
    // fuzzy-word-edges.ts dottedNameBefore / dottedWordBefore: lastIndexOf(".") from each
    // "/", "?" or "=" after a word went back past the name to the segment's start — 328 /
    // 8,894 / 113,139 before, 17 / 13 / 18 after (and 3.4 s per MB at the default maxLength)
    ["'a/ ' repeated (a dotted word before '/'?)", "", "a/ ", "", { fuzzy: true }, 32],
    ["'a= ' repeated (a dotted name before '='?)", "", "a= ", "", { fuzzy: true }, 32],
    // fuzzy-address.ts addressLiteralEnd: indexOf("]") from each "@[" — 22 / 173 / 2,308
    // before, 17 / 38 / 181 after
    ["'@[' repeated (an address literal's ']')", "", "@[", "", { fuzzy: true }, 128],
    // character-references.ts referenceEnd: indexOf(";") from each "&" of a URI (64 kB /
    // 256 kB / 1 MB: 166 / 1,130 / 19,958 before, 62 / 130 / 605 after)
    ["'&' repeated in a URI (a letter reference's ';')", "http://a.example/?", "&", " ", {}, 256],
  ];
  for (const [name, head, unit, tail, options, kb] of FOUND) {
    test(name, () => {
      const o = { ...options, maxLength };
      const small = repeatedInput(head, unit, tail, kb * KB);
      const big = repeatedInput(head, unit, tail, 4 * kb * KB);
      fastestExtract(small, o, 1);
      const t1 = fastestExtract(small, o, 3);
      const t4 = fastestExtract(big, o, 2);
      expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
    });
  }
});

describe("the newer rules run in linear time (default maxLength)", () => {
  for (const [name, head, unit, tail, options] of CASES) {
    test(name, () => {
      const small = repeatedInput(head, unit, tail, 128 * KB);
      const big = repeatedInput(head, unit, tail, 512 * KB);
      fastestExtract(small, options, 1); // warm the JIT
      const t1 = fastestExtract(small, options, 3);
      const t4 = fastestExtract(big, options, 2);
      expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
    });
  }
});

describe("… and with the largest maxLength (one segment, one URI: no rescan inside)", () => {
  const maxLength = 16 * 1024 * 1024;
  for (const [name, head, unit, tail, options] of CASES) {
    test(name, () => {
      const o = { ...options, maxLength };
      const small = repeatedInput(head, unit, tail, 32 * KB);
      const big = repeatedInput(head, unit, tail, 128 * KB);
      fastestExtract(small, o, 1);
      const t1 = fastestExtract(small, o, 3);
      const t4 = fastestExtract(big, o, 2);
      expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
    });
  }
});

describe("the mail path (--mail) runs in linear time", () => {
  const mail = "From: a@b.example\nMIME-Version: 1.0\n";
  const MAIL_CASES: [string, string, string, string][] = [
    ["source route hops in a To: field", `${mail}To: <`, "@a,", "@b:x@y.example>\n\nhi\n"],
    ["comments in a To: field", `${mail}To: `, "(", "x@y.example\n\nhi\n"],
    ["a folded Subject:", `${mail}Subject: x`, "\n y", "\n\nhttp://a.example/\n"],
    [
      "a quoted-printable body of soft line breaks",
      `${mail}Content-Transfer-Encoding: quoted-printable\n\nhttp://a.example/`,
      "a=\n",
      "\n",
    ],
    ["Han text with an '@' every 3 characters in a body", `${mail}\n`, "中文字@", "\n"],
  ];
  for (const [name, head, unit, tail] of MAIL_CASES) {
    for (const fuzzy of [false, true]) {
      test(`${name}${fuzzy ? " (fuzzy)" : ""}`, () => {
        const o: ExtractOptions = { mode: "mail", fuzzy };
        const small = repeatedInput(head, unit, tail, 128 * KB);
        const big = repeatedInput(head, unit, tail, 512 * KB);
        fastestExtract(small, o, 1);
        const t1 = fastestExtract(small, o, 3);
        const t4 = fastestExtract(big, o, 2);
        expect(t4, `${t1.toFixed(1)} ms, then ${t4.toFixed(1)} ms`).toBeLessThan(8 * t1 + 100);
      });
    }
  }
});
