import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/mail/dispatch.js";

const sample = (name: string) => readFileSync(new URL(`../../samples/${name}`, import.meta.url));

describe("samples/list-archive.mbox", () => {
  const warnings: string[] = [];
  const found = extract(sample("list-archive.mbox"), { onWarning: (w) => warnings.push(w) });
  const by = (i: number) =>
    found.filter((f) => f.message?.index === i && !f.message.part.startsWith("header:"));
  it("reads every message without warnings", () => {
    expect(new Set(found.map((f) => f.message?.index))).toEqual(new Set([0, 1, 2, 3]));
    expect(warnings).toEqual([]);
  });
  it("List-* and Archived-At headers", () => {
    const h = found.filter((f) => f.message?.index === 0 && f.delimiter === "header");
    expect(h.map((f) => f.message?.part)).toEqual([
      "header:Archived-At",
      "header:List-Archive",
      "header:List-Help",
      "header:List-Post",
      "header:List-Subscribe",
      "header:List-Subscribe",
      "header:List-Unsubscribe",
      "header:List-Unsubscribe",
      "header:List-Owner",
    ]);
  });
  it("QP-wrapped URLs and wrapped <http…> in a quoted reply", () => {
    expect(by(0).map((f) => f.uri)).toEqual([
      "https://datatracker.example.org/meeting/interim-2023-uri-01/materials/minutes-interim-2023-uri-01-202305101500-00",
      "https://datatracker.example.org/meeting/interim-2023-uri-01/session/uri?filter=slides&sort=date",
      "https://www.example.org/internet-drafts/draft-ietf-uri-generic-syntax-05.txt",
      "https://author-tools.example.org/iddiff?url2=draft-ietf-uri-generic-syntax-05&url1=draft-ietf-uri-generic-syntax-04",
    ]);
    expect(by(0)[2]!.wrapped).toBe(true);
  });
  it("flowed base64 text and an HTML part with <base href>, entities, cid: and scripts", () => {
    const m = by(1);
    expect(m[0]!.message?.subject).toBe("Release 4.2 — notes");
    expect(m.map((f) => [f.message?.part, f.uri])).toEqual([
      ["text/plain", "https://wiki.example.org/Releases/4.2?from=mail&lang=en"],
      ["text/plain", "ftp://ftp.example.org/pub/tool/tool-4.2.tar.gz"],
      ["text/html", "https://wiki.example.org/Releases/4.2?from=mail&lang=en"],
      ["text/html", "https://www.example.org/releases/4.2/CHANGES.html#bugs"],
      ["text/html", "ftp://ftp.example.org/pub/tool/tool-4.2.tar.gz"],
      ["text/html", "cid:logo@example.org"],
      ["text/html", "http://mirror.example.net/tool/?v=4.2&os=linux"],
      ["text/html", "https://www.example.org/search"],
    ]);
  });
  it("mboxrd unescaping, a text/x-log attachment, a forwarded message; never the PDF", () => {
    expect(by(2).map((f) => [f.message?.part, f.uri])).toEqual([
      ["text/plain", "https://ci.example.org/job/tool/1234/console"],
      ["text/x-log", "https://downloads.example.org/tool/4.2/tool.tar.gz"],
      ["text/plain", "https://bugs.example.org/show_bug.cgi?id=4242"],
    ]);
    expect(by(2)[2]!.message?.messageId).toBe("<orig-report@example.org>");
  });
  it("windows-1252 smart quotes around an IRI", () => {
    expect(by(3).map((f) => f.uri)).toEqual(["https://www.example.fr/café/menu"]);
    expect(by(3)[0]!.message?.subject).toBe("Café “menu”");
  });
});

describe("samples/message.eml", () => {
  const found = extract(sample("message.eml"));
  it("is detected as mail and resolves against Content-Base", () => {
    expect(found.map((f) => [f.message?.part, f.uri])).toEqual([
      ["header:List-Unsubscribe", "https://www.example.com/unsubscribe?u=42&list=news"],
      ["header:List-Unsubscribe", "mailto:unsubscribe@example.com?subject=unsubscribe-42"],
      [
        "text/plain",
        "https://www.example.com/newsletter/2023-06/docs/guide.html?utm_source=newsletter&utm_medium=email",
      ],
      ["header:Content-Base", "https://www.example.com/newsletter/2023-06/"],
      ["text/html", "https://www.example.com/newsletter/2023-06/docs/guide.html"],
      ["text/html", "https://status.example.com/"],
      ["text/html", "mailto:support@example.com?subject=Guide%20question"],
      [
        "text/html",
        "https://www.example.com/very/long/path/that/the/sender/wrapped/in/angle/brackets/for/you.html",
      ],
      ["text/html", "https://www.example.com/newsletter/maps/north.html"],
      ["text/html", "https://video.example.com/embed/abc123"],
    ]);
    expect(found[0]!.message?.subject).toBe("Newsletter — June");
  });
});
