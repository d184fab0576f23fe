import fc from "fast-check";
import { decode as qpDecode, encode as qpEncode } from "libqp";
import { describe, expect, it } from "vitest";
import { unfoldContentLines } from "../../src/mail/content-lines.js";
import {
  decodeBase64,
  decodeCharset,
  decodeFlowed,
  decodeFlowedText,
  decodeQuotedPrintable,
  decodeTransfer,
  decodeWords,
  transferEncodingName,
} from "../../src/mail/decode.js";

const noWarn = (m: string) => {
  throw new Error(`unexpected warning: ${m}`);
};

/** `check` on bodies made of `pieces` (latin1 strings), with slices of 1 to 40 bytes */
function forBodiesAndSlices(pieces: string[], check: (body: Buffer, slice: number) => void) {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...pieces), { maxLength: 80 }),
      fc.integer({ min: 1, max: 40 }),
      (ps, slice) => check(Buffer.from(ps.join(""), "latin1"), slice),
    ),
    { numRuns: 2000 },
  );
}

describe("quoted-printable (RFC 2045 §6.7, libqp)", () => {
  it("joins soft line breaks inside a URL", () => {
    const body = Buffer.from("see https://example.com/very/lo=\r\nng/path?a=3D1&b=3D2 ok\r\n");
    const out = decodeTransfer(body, "quoted-printable", noWarn)!.toString();
    expect(out).toBe("see https://example.com/very/long/path?a=1&b=2 ok\r\n");
  });
  it("joins LF-only soft breaks and keeps 8-bit bytes", () => {
    const body = Buffer.from("caf=C3=A9 http://x.org/=\nab\n");
    expect(decodeTransfer(body, "quoted-printable", noWarn)!.toString()).toBe(
      "café http://x.org/ab\n",
    );
  });
  it("round-trips what libqp encodes", () => {
    const s = `${"x".repeat(70)} https://example.org/path?q=${"=".repeat(3)}&é=1\n`;
    expect(decodeTransfer(Buffer.from(qpEncode(s)), "quoted-printable", noWarn)!.toString()).toBe(
      s,
    );
  });
});

describe("quoted-printable in slices (a long body)", () => {
  it("decodes to the bytes libqp gives for the whole, wherever the slices are cut", () => {
    // soft breaks (CRLF and LF, blanks before them), escapes (also across a soft break:
    // `=A=` CRLF `A`), trailing blanks, "=" at the end, blank lines, 8-bit
    forBodiesAndSlices(
      [
        "a",
        "http://x.org/",
        "=3D",
        "=C3=A9",
        "=\r\n",
        "=\n",
        "\r\n",
        "\n",
        " \t\n",
        "  ",
        "=",
        "=Z",
        "=A",
        "A",
        "=3",
        "3",
        "D=",
        "= \r\n",
        "=\r \n",
        "=\r\r\n",
        "\r",
        "\u00e9",
      ],
      (body, slice) => {
        expect(decodeQuotedPrintable(body, slice)).toEqual(qpDecode(body));
      },
    );
  });
});

describe("base64 (RFC 2045 §6.8)", () => {
  it("decodes wrapped base64", () => {
    const b64 = Buffer.from("https://example.com/a/b?c=d").toString("base64");
    const wrapped = Buffer.from(`${b64.slice(0, 12)}\r\n${b64.slice(12)}\r\n`);
    expect(decodeTransfer(wrapped, "base64", noWarn)!.toString()).toBe(
      "https://example.com/a/b?c=d",
    );
  });
  it("warns on characters outside the alphabet and decodes the rest", () => {
    const warnings: string[] = [];
    const out = decodeTransfer(Buffer.from("aGVs!bG8="), "base64", (m) => warnings.push(m));
    expect(out!.toString()).toBe("hello");
    expect(warnings[0]).toMatch(/bad base64/);
  });
  it("warns on truncated input", () => {
    const warnings: string[] = [];
    decodeTransfer(Buffer.from("aGVsbG8gd29ybG"), "base64", (m) => warnings.push(m));
    expect(warnings[0]).toMatch(/truncated/);
  });
  it("a long body, decoded in slices, gives the bytes and warnings of the whole", () => {
    // whole groups, partial groups, "=" (a piece ends there), blanks, line ends, the
    // URL-safe digits, characters outside the alphabet (8-bit too)
    forBodiesAndSlices(
      [
        "QUJD",
        "QQ",
        "Q",
        "=",
        "==",
        "\n",
        "\r\n",
        " ",
        "\t",
        "!",
        "-_",
        "+/",
        "\u00e9",
        "\u00a0",
        "A",
      ],
      (body, slice) => {
        const heard = (s: number) => {
          const warnings: string[] = [];
          const out = decodeBase64(body, (m) => warnings.push(m), s);
          return { out: [...out], warnings };
        };
        expect(heard(slice)).toEqual(heard(Number.POSITIVE_INFINITY));
        // Node's decoder (it stops at the first "=") is the oracle where no base64 follows
        // a padding; pieces after one are the next tests'
        const str = body.toString("latin1");
        if (!/=[=\r\n \t]*[A-Za-z0-9+/]/.test(str)) {
          expect(Buffer.from(decodeBase64(body, null, slice))).toEqual(Buffer.from(str, "base64"));
        }
      },
    );
  });
  it("skips an unknown transfer encoding with a warning", () => {
    const warnings: string[] = [];
    expect(decodeTransfer(Buffer.from("x"), "x-gzip64", (m) => warnings.push(m))).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe("charsets (TextDecoder)", () => {
  it("passes UTF-8 and US-ASCII bytes through", () => {
    const b = Buffer.from("http://ex.org/é");
    expect(decodeCharset(b, "UTF-8", noWarn)).toBe(b);
    expect(decodeCharset(b, undefined, noWarn)).toBe(b);
    expect(decodeCharset(b, "us-ascii", noWarn)).toBe(b);
  });
  it("decodes ISO-8859-1, windows-1252, KOI8-R, Shift_JIS, ISO-2022-JP", () => {
    expect(decodeCharset(Buffer.from([0x63, 0x61, 0x66, 0xe9]), "iso-8859-1", noWarn)).toBe("café");
    expect(decodeCharset(Buffer.from([0x93, 0x68, 0x94]), "windows-1252", noWarn)).toBe(
      "\u201ch\u201d",
    );
    expect(decodeCharset(Buffer.from([0xf0, 0xd2, 0xc9]), "koi8-r", noWarn)).toBe("При");
    expect(decodeCharset(Buffer.from([0x82, 0xa0]), "Shift_JIS", noWarn)).toBe("あ");
    expect(decodeCharset(Buffer.from('\x1b$B$"\x1b(B', "latin1"), "iso-2022-jp", noWarn)).toBe(
      "あ",
    );
  });
  it("passes 8-bit bytes that are not UTF-8 under US-ASCII, UTF-8 or no label through", () => {
    // the extractor reads each such byte as windows-1252 (extract/chars.ts decodeCharAt), and
    // the UTF-8 around it as UTF-8, at exact offsets
    const mixed = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0xc3, 0xa9]);
    for (const label of [undefined, "", "us-ascii", "US-ASCII", "ascii", "utf-8"]) {
      expect(decodeCharset(mixed, label, noWarn), String(label)).toBe(mixed);
    }
  });
  it("falls back cleanly on an unknown label", () => {
    const warnings: string[] = [];
    const utf8 = Buffer.from("é http://x.org/");
    expect(decodeCharset(utf8, "x-unknown", (m) => warnings.push(m))).toBe(utf8);
    const latin = Buffer.from([0xe9, 0x20, 0x61]);
    expect(decodeCharset(latin, "utf-7x", (m) => warnings.push(m))).toBe("é a");
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/windows-1252/);
  });
});

describe("format=flowed (RFC 3676)", () => {
  it("joins soft breaks", () => {
    expect(decodeFlowed("see http://example.com/a- \r\nb/c done\r\n", false)).toBe(
      "see http://example.com/a- b/c done",
    );
  });
  it("honours DelSp=yes", () => {
    expect(decodeFlowed("http://example.com/ver \r\ny/long \r\npath\r\n", true)).toBe(
      "http://example.com/very/longpath",
    );
  });
  it("DelSp=yes: a continuation line's space-stuffing is deleted too (§4.4: on every line)", () => {
    expect(decodeFlowed("see http://example.com/a/b \r\n c/d end\r\n", true)).toBe(
      "see http://example.com/a/bc/d end",
    );
    // two spaces: one is stuffing, one is text
    expect(decodeFlowed("a \r\n  b\r\n", true)).toBe("a b");
    // DelSp=no as before; a paragraph's first line and the signature separator unchanged
    expect(decodeFlowed("a \r\n b\r\n", false)).toBe("a b");
    expect(decodeFlowed(" x\r\n-- \r\n sig\r\n", true)).toBe("x\n-- \nsig");
  });
  it("joins quoted lines of the same depth and drops their markers", () => {
    expect(decodeFlowed("> http://exa \r\n> mple.org/\r\n", true)).toBe("> http://example.org/");
  });
  it("keeps fixed lines apart", () => {
    expect(decodeFlowed("a\r\nb\r\n", false)).toBe("a\nb");
  });
  it("over UTF-8 bytes: the bytes of what the decoded string gives", () => {
    const pieces = [
      " ",
      "  ",
      ">",
      "> ",
      ">>",
      "\r\n",
      "\n",
      "\r",
      "-- ",
      "é",
      "😀",
      "ü ",
      "a",
      "à",
      "\u00a0",
      "\u0085",
    ];
    const check = (parts: string[], delSp: boolean) => {
      const s = parts.join("");
      const out = decodeFlowedText(Buffer.from(s, "utf8"), delSp);
      const bytes = typeof out === "string" ? Buffer.from(out, "utf8") : out;
      expect(bytes.toString("utf8")).toBe(decodeFlowed(s, delSp));
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), fc.boolean(), check),
      { numRuns: 2000 },
    );
    // U+2028 / U+2029 are line terminators to libmime's `^`: read as a string
    const withSeparators = [...pieces, "\u2028 ", "\u2029 "];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...withSeparators), { maxLength: 20 }),
        fc.boolean(),
        check,
      ),
      { numRuns: 500 },
    );
    // invalid UTF-8 and decoded strings go through the string (a byte that is not UTF-8: its
    // windows-1252 character, as the extractor reads it)
    expect(decodeFlowedText(Buffer.from([0x61, 0xff, 0x20, 0x0a, 0x62]), false)).toBe("aÿ b");
    expect(decodeFlowedText("x \r\ny", false)).toBe("x y");
  });
});

describe("RFC 2047 encoded words", () => {
  it("decodes Q and B words", () => {
    expect(decodeWords("=?utf-8?q?Caf=C3=A9?= =?iso-8859-1?b?Y2Fm6Q==?= x")).toBe("Cafécafé x");
  });
});

describe("session 35: uuencode, transfer-encoding names, content-line unfolding", () => {
  /** POSIX uuencode's historical encoding, 45 bytes a line, "`" for zero */
  const uuencode = (data: Buffer): string => {
    const ch = (v: number) => String.fromCharCode(v === 0 ? 0x60 : v + 0x20);
    let out = "begin 644 f\n";
    for (let i = 0; i < data.length; i += 45) {
      const line = data.subarray(i, i + 45);
      out += ch(line.length);
      for (let k = 0; k < line.length; k += 3) {
        const [a = 0, b = 0, c = 0] = [line[k], line[k + 1], line[k + 2]];
        out +=
          ch(a >> 2) + ch(((a & 3) << 4) | (b >> 4)) + ch(((b & 15) << 2) | (c >> 6)) + ch(c & 63);
      }
      out += "\n";
    }
    return `${out}\`\nend\n`;
  };

  it("uudecode gives back what uuencode wrote, any bytes, with text around the block kept", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const data = Buffer.from(bytes);
        expect(decodeTransfer(Buffer.from(uuencode(data), "latin1"), "x-uuencode", noWarn)).toEqual(
          data,
        );
      }),
    );
    const body = Buffer.from(`see the file:\n${uuencode(Buffer.from("http://uu.example/"))}bye\n`);
    expect(decodeTransfer(body, "uue", noWarn)!.toString()).toBe(
      "see the file:\nhttp://uu.example/bye\n",
    );
  });

  it("transferEncodingName drops comments, quotes, blanks and a ';'", () => {
    expect(transferEncodingName("Base64 (a (nested) comment)")).toBe("base64");
    expect(transferEncodingName(' "quoted-printable" ;')).toBe("quoted-printable");
    expect(transferEncodingName(undefined)).toBe("");
    expect(transferEncodingName("x-token")).toBe("x-token");
  });

  it("unfoldContentLines removes a line break and the one blank after it, the same on a string and on bytes", () => {
    const text = "A:x\r\n y\nB:z\n\tw\n  two\nC:\n";
    expect(unfoldContentLines(text).toString()).toBe("A:xy\nB:zw two\nC:\n");
    expect(unfoldContentLines(Buffer.from(text)).toString()).toBe("A:xy\nB:zw two\nC:\n");
    expect(unfoldContentLines("caf\u00e9\r\n \u00e9t\u00e9").toString()).toBe(
      "caf\u00e9\u00e9t\u00e9",
    );
    const plain = Buffer.from("no folds\n");
    expect(unfoldContentLines(plain)).toBe(plain);
  });

  it("a footer after base64's padding is no piece; pieces glued on one line are", () => {
    const body = Buffer.from(
      "aHR0cDovL2EuZXhhbXBsZS9xcQ==\n\n-- \nlist footer http://l.example/x?a=b\n",
    );
    expect(decodeBase64(body, null).toString("latin1")).toBe("http://a.example/qq");
    expect(decodeBase64(Buffer.from("QQ==QkI=Qw==\n"), null).toString()).toBe("ABBC");
    expect(decodeBase64(Buffer.from("QQ==\n\nQkI=\n"), null).toString()).toBe("ABB");
    // blanks after a padding or between glued pieces are ignored (RFC 2045 §6.8)
    expect(decodeBase64(Buffer.from("QQ== \nQkI= \n"), null).toString()).toBe("ABB");
    expect(decodeBase64(Buffer.from("QQ== QkI="), null).toString()).toBe("ABB");
    // a line after the padding that is not base64 ends the data, as before
    expect(decodeBase64(Buffer.from("QQ==\nQk I=\n"), null).toString()).toBe("A");
  });

  it("base64 pieces each padded decode like the pieces decoded one by one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 1, maxLength: 40 }), { maxLength: 6 }),
        (pieces) => {
          const body = Buffer.from(
            pieces.map((p) => `${Buffer.from(p).toString("base64")}\n`).join(""),
          );
          expect(decodeBase64(body, null, 16)).toEqual(
            Buffer.concat(pieces.map((p) => Buffer.from(p))),
          );
        },
      ),
    );
  });
});
