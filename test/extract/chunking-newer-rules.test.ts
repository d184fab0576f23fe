/**
 * Results never depend on where the input was split — for the rules of sessions 41–50
 * (RULES.md): Chinese and Japanese text glued to a URI (delimiters/sentence-suffix.ts), Han,
 * kana and Hangul local parts, source routes, comments and troff escapes before and in an
 * address (fuzzy-view.ts, fuzzy-word-edges.ts), fullwidth dots and hyphens in a name, POD's
 * L<…> and E<…>, wrapped URIs and hyphens at a line's end, and the mail path (`mode: "mail"`,
 * the CLI's --mail). chunking.test.ts's pieces predate most of them. Random texts of these
 * pieces, cut at random byte positions, through createScanner (the one createExtractStream
 * wraps) and through createExtractStream itself, must give what extract gives on the whole.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { ExtractOptions, Found } from "../../src/extract/types.js";
import { createExtractStream } from "../../src/index.js";
import { createScanner, extract } from "../../src/mail/dispatch.js";
import { collectStream } from "../helpers/collect-stream.js";
import { splitAt } from "../helpers/split-at.js";

/** each cites the rule's case in RULES.md (or the peer suite it came from) */
const pieces = [
  // sentence-suffix.ts: Chinese clauses, Japanese particles and the copula, Korean particles
  "详见https://example.com/docs/page.html了解更多",
  "https://github.com/user/repo查看源码",
  "…/wiki/ServerAdministration以查看服务器",
  "https://example.org/wiki/Google阅读器",
  "https://baike.example/item/BT下载",
  "こちらhttps://example.jp/index.htmlです。",
  "はhttp://www.libravatar.org/まで。",
  "https://example.jp/にアクセス",
  "https://example.org/w3m/から手に入ります",
  "地址必须以http://或https://开头",
  "スキーマはldap://でなければなりません",
  "http:// 혹은 https://로 시작해야",
  "https://www.gnu.org/licenses/lesser.html에서 확인하세요",
  "vz:///system을(를)",
  "https://bugs.kde.org/-ஐ பார்க்கவும்",
  "http://anjuta.org-ից",
  "https://github.com/foo/bar'da bulunur ış",
  "?wd=python下载 ",
  // fuzzy-view.ts: CJK glued to a name or a local part
  "www.example.org版权所有",
  "联系support@example.cn",
  "如有疑问请发邮件至客服@example.cn",
  "「客服@example.cn」",
  "mail 我買@example.tld now",
  "mail jeff葉@臺網中心.tw now",
  "登录 GitHub 后发送到我的邮箱@example.cn",
  "感谢@张三github.com",
  "me@中1.com",
  "현금영수증@android.kr",
  "提问：digikam-users@kde.org",
  // source routes (RFC 5321 §4.1.2 A-d-l, RFC 5322 §4.4; GMime's test-mime.c)
  "<@a.example,@b.example:jane@c.example>",
  "<@route1,,@route2,,,@route3:user@domain.com>",
  "<@node.test:mary@example.net>",
  "@a,@b,@c:",
  // comments before a local part (flanker; mozTXTToHTMLConv bug 1509493)
  '"Steve Jobs"<(comment)steve@apple.com>',
  "(john@mozilla.org)john@mozilla.org",
  "(c)",
  // troff escapes in a man page's address (groff(7))
  "\\%jane@example.org",
  "jane@ex\\:ample.org",
  "\\-\\-\\-",
  // fullwidth dots and hyphens (UTS #46; email-validator's tests)
  "my@．leadingfwdot.com",
  "my@baddashfw.b－.com",
  "a@b．c．com",
  "www．example．com",
  "http://日本。jp/",
  // POD (Pod::Simple; pod-escapes.ts)
  "L<text|http://example.com/a>",
  "L<http://example.com/E<gt>x>",
  "L<",
  "E<lt>a@b.example E<gt>",
  // other fuzzy address edges
  "email:foo@example.com",
  "~+Kdz@3mousnl.SE",
  "~~hello@email.com~~",
  "jdoe@[192.168.0.1]",
  "<\u0338me@example.com",
  "📧gajus@gajus.com",
  "a@xy.com;b@xy.com,c@xy.com",
  // wrapped URIs and hyphens at a line's end (bare-line-breaks.ts, fuzzy-path-break.ts)
  "http://example.com/very-\nlong/path ",
  "see www.example.com/foo-\nbar now",
  "foo.example.com-\nabcdefghijklmno-\n",
  "<http://example.com/a/\n  b/c>",
  // fillers of the same scripts and marks
  "中文",
  "あいう",
  "、",
  "。",
  "，",
  "－",
  "．",
  "(",
  ")",
  '"',
  "“",
  "”",
  "«",
  "@",
  ":",
  ",",
  "~",
  "\u0301",
  "a",
  " ",
  "\n",
  "\r\n",
  `${"中文字".repeat(60)}\n`,
  "lorem ipsum ".repeat(40),
];

const textArb = fc
  .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 40 })
  .map((parts) => new TextEncoder().encode(parts.join("")));

const optionsArb: fc.Arbitrary<ExtractOptions> = fc.record({
  maxLength: fc.constantFrom(undefined, 40, 64, 300),
  hyphen: fc.constantFrom(undefined, "keep" as const, "drop" as const, "both" as const),
  includeInvalid: fc.boolean(),
  fuzzy: fc.constantFrom(true, true, false),
  mode: fc.constantFrom(undefined, "text" as const),
});

/** a message (RFC 5322) whose headers and quoted-printable body hold the pieces */
const mailArb = fc
  .record({
    route: fc.constantFrom(
      "<@a.example,@b.example:jane@c.example>",
      "<@route1,,@route2,,,@route3:user@domain.com>",
      "Steve <(comment)steve@apple.com>",
      "my@．leadingfwdot.com",
    ),
    body: fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 25 }),
    qp: fc.boolean(),
  })
  .map(({ route, body, qp }) => {
    const text = body.join("");
    // (quoted-printable: soft line breaks every 30 bytes, RFC 2045 §6.7 rule 5)
    const encoded = qp
      ? Buffer.from(text)
          .toString("latin1")
          .replace(/[=\x80-\xff]/g, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase()}`)
          .replace(/(.{30})/g, "$1=\n")
      : text;
    return new Uint8Array(
      Buffer.from(
        `From: a@b.example\nTo: ${route}\nSubject: =?utf-8?q?=E8=AF=A6=E8=A7=81?= http://example.com/s\n` +
          "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n" +
          `Content-Transfer-Encoding: ${qp ? "quoted-printable" : "8bit"}\n\n${encoded}\n`,
        qp ? "latin1" : "utf8",
      ),
    );
  });

function viaScanner(chunks: Uint8Array[], options: ExtractOptions): Found[] {
  const out: Found[] = [];
  const s = createScanner(options, (f) => out.push(f));
  for (const c of chunks) s.push(c);
  s.end();
  return out;
}

describe("chunking never changes the results of the newer rules", () => {
  test("createScanner with random splits = extract on the whole", () => {
    fc.assert(
      fc.property(
        textArb,
        fc.array(fc.nat(), { maxLength: 12 }),
        optionsArb,
        (bytes, cuts, options) => {
          expect(viaScanner(splitAt(bytes, cuts), options)).toEqual(extract(bytes, options));
        },
      ),
      { numRuns: 400 },
    );
  });

  test("byte-by-byte pushes", () => {
    fc.assert(
      fc.property(textArb, optionsArb, (bytes, options) => {
        const chunks = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
        expect(viaScanner(chunks, options)).toEqual(extract(bytes, options));
      }),
      { numRuns: 60 },
    );
  });

  test("mail (--mail): headers with source routes, a quoted-printable body of the pieces", () => {
    fc.assert(
      fc.property(
        mailArb,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.boolean(),
        fc.constantFrom(undefined, 64, 300),
        (bytes, cuts, fuzzy, maxLength) => {
          const options: ExtractOptions = { mode: "mail", fuzzy, maxLength };
          expect(viaScanner(splitAt(bytes, cuts), options)).toEqual(extract(bytes, options));
        },
      ),
      { numRuns: 200 },
    );
  });

  test("createExtractStream with random splits = extract", async () => {
    await fc.assert(
      fc.asyncProperty(
        textArb,
        fc.array(fc.nat(), { maxLength: 8 }),
        optionsArb,
        async (bytes, cuts, options) => {
          const got = await collectStream(
            splitAt(bytes, cuts).map((c) => Buffer.from(c)),
            createExtractStream(options),
          );
          expect(got).toEqual(extract(bytes, options));
        },
      ),
      { numRuns: 100 },
    );
  });
});
