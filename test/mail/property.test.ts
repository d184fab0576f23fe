/**
 * Random well-formed MIME trees built with the nodemailer family's encoders (libqp,
 * libmime) and Buffer: nested multiparts, message/rfc822, QP, base64, charsets, flowed,
 * binary attachments. Every planted URI must come out, none from binary parts.
 */
import fc from "fast-check";
import libmime from "libmime";
import { encode as qpEncode, wrap as qpWrap } from "libqp";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/mail/dispatch.js";

type Node =
  | { kind: "text"; html: boolean; charset: string; cte: string; flowed: boolean; filler: string }
  | { kind: "binary" }
  | { kind: "multipart"; sub: string; children: Node[] }
  | { kind: "rfc822"; child: Node };

const CHARSETS: Record<string, (s: string) => Buffer> = {
  "utf-8": (s) => Buffer.from(s, "utf8"),
  "iso-8859-1": (s) => Buffer.from(s, "latin1"),
  "us-ascii": (s) => Buffer.from(s.replace(/[^\x00-\x7f]/g, "?"), "latin1"),
};
// filler words: ASCII, Latin-1 and some words that read like URIs but are not
const WORDS = [
  "hello",
  "café",
  "naïve",
  "Re:",
  "note:",
  "12:30",
  "a-b",
  "(x)",
  "über",
  "see",
  "<b>",
  "x@y.org",
];

const leaf = fc.record({
  kind: fc.constant("text" as const),
  html: fc.boolean(),
  charset: fc.constantFrom(...Object.keys(CHARSETS)),
  cte: fc.constantFrom("7bit", "8bit", "quoted-printable", "base64"),
  flowed: fc.boolean(),
  filler: fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(" ")),
});
const tree: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.constant({ kind: "binary" as const }),
    fc.record({
      kind: fc.constant("multipart" as const),
      sub: fc.constantFrom("mixed", "alternative", "related"),
      children: fc.array(tie("node"), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant("rfc822" as const), child: tie("node") }),
  ),
})).node;

let counter = 0;

function render(node: Node, planted: string[]): string {
  switch (node.kind) {
    case "binary": {
      const bytes = Buffer.from(
        `\x00\x01PK http://binary.example/never-${counter++} \xff`,
        "latin1",
      );
      return `Content-Type: application/octet-stream\nContent-Transfer-Encoding: base64\n\n${bytes.toString("base64")}\n`;
    }
    case "multipart": {
      const b = `b${counter++}_${"=".repeat(counter % 3)}x`;
      const parts = node.children.map((c) => `--${b}\n${render(c, planted)}`).join("\n");
      return `Content-Type: multipart/${node.sub}; boundary="${b}"\n\npreamble\n${parts}\n--${b}--\nepilogue\n`;
    }
    case "rfc822":
      return `Content-Type: message/rfc822\n\nSubject: ${libmime.encodeWords("inner ✓", "Q")}\nMessage-ID: <m${counter++}@example.org>\n${render(node.child, planted)}`;
    case "text": {
      const n = counter++;
      const url = `https://host${n}.example.org/path/${"seg/".repeat(n % 9)}file-${n}.html?a=${n}&b=c=d#f${n}`;
      planted.push(url);
      let text: string;
      if (node.html) {
        const esc = url.replace(/&/g, "&amp;");
        text = `<html><body><p>${node.filler}</p>\n<p><a href="${esc}">link ${n}</a> ${node.filler}</p></body></html>\n`;
      } else {
        text = `${node.filler}\nsee ${url} now. ${node.filler}\n`;
      }
      const flowed = node.flowed && !node.html;
      if (flowed) text = libmime.encodeFlowed(text);
      const bytes = CHARSETS[node.charset]!(text);
      let cte = node.cte;
      if ((cte === "7bit" || cte === "8bit") && bytes.some((c) => c > 127))
        cte = "quoted-printable";
      let body: string;
      if (cte === "quoted-printable") body = qpWrap(qpEncode(bytes), 76);
      else if (cte === "base64") body = bytes.toString("base64").replace(/.{76}/g, "$&\n");
      else body = bytes.toString("latin1");
      return `Content-Type: text/${node.html ? "html" : "plain"}; charset=${node.charset}${flowed ? "; format=flowed" : ""}\nContent-Transfer-Encoding: ${cte}\n\n${body}\n`;
    }
  }
}

describe("property: random MIME trees", () => {
  it("every planted URI is found, nothing from binary parts", () => {
    fc.assert(
      fc.property(tree, fc.boolean(), (root, crlf) => {
        const planted: string[] = [];
        let msg = `From: a@example.org\nSubject: ${libmime.encodeWords("tëst", "B")}\nMessage-ID: <root@example.org>\nMIME-Version: 1.0\n${render(root, planted)}`;
        msg = crlf ? msg.replace(/\r?\n/g, "\r\n") : msg.replace(/\r\n/g, "\n");
        const found = extract(Buffer.from(msg, "latin1"), { mode: "mail" }).map((f) => f.uri);
        for (const u of planted) expect(found).toContain(u);
        expect(found.filter((u) => u.includes("binary.example"))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe("property: broken mail", () => {
  const TOKENS = [
    "From a@b Tue Jan  3 15:02:58 2023\n",
    "Content-Type: multipart/mixed; boundary=b\n",
    "Content-Type: text/html\n",
    "Content-Type: message/rfc822\n",
    "Content-Transfer-Encoding: base64\n",
    "Content-Transfer-Encoding: quoted-printable\n",
    "Content-Type: text/plain; charset=x-nope; format=flowed\n",
    "--b\n",
    "--b--\n",
    "\n",
    "\r\n",
    " folded\n",
    "=\n",
    "=3D",
    "=E9",
    "<a href='http://x.example/?a=1&amp;b'>",
    "&lt;http://y.example/",
    "<base href=/rel>",
    "http://z.example/p ",
    "aGVsbG8=",
    "!!",
    ">From x\n",
    "\u00e9\u00ff",
  ];
  it("any mix of MIME pieces is read to the end without an internal error", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }), (tokens) => {
        const warnings: string[] = [];
        extract(Buffer.from(tokens.join(""), "latin1"), {
          mode: "mail",
          onWarning: (w) => warnings.push(w),
        });
        expect(warnings.filter((w) => /after an error/.test(w))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
