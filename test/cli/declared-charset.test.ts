/**
 * The charset a document declares (src/cli/declared-charset.ts): an XML declaration's
 * `encoding` (XML 1.0 §4.3.3) or an HTML `<meta charset>` in the first 1,024 bytes (HTML
 * §13.2.3.2), used only when the bytes are not UTF-8 and the charset is not windows-1252.
 */
import { describe, expect, it } from "vitest";
import { declaredDecoder, mayDeclare, xmlEncoding } from "../../src/cli/declared-charset.js";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p))));

describe("xmlEncoding", () => {
  it.each([
    ['<?xml version="1.0" encoding="EUC-JP"?>', "euc-jp"],
    ["<?xml version='1.0' encoding='Shift_JIS' standalone='yes'?>", "shift_jis"],
    ['\ufeff<?xml version="1.0"\n  encoding = "koi8-r" ?>', "koi8-r"],
    ['<?xml version="1.0"?><a encoding="euc-kr"/>', undefined],
    ['<?xml version="1.0" standalone="yes"?>', undefined],
    ['<?xml version="1.0" encoding="euc jp"?>', undefined],
    ['<?xml version="1.0" encoding=euc-jp?>', undefined],
    ['<!-- x --><?xml version="1.0" encoding="euc-jp"?>', undefined],
    ['text <?xml version="1.0" encoding="euc-jp"?>', undefined],
  ])("%j → %j", (decl, label) => {
    expect(xmlEncoding(Buffer.from(decl))).toBe(label);
  });
});

describe("declaredDecoder", () => {
  const euckr = [0xb3, 0xe2, 0xb5, 0xe5];
  it("a charset to transcode from, named by XML or HTML, when the bytes are not UTF-8", () => {
    expect(declaredDecoder(bytes('<?xml version="1.0" encoding="EUC-KR"?>', euckr))?.encoding).toBe(
      "euc-kr",
    );
    expect(
      declaredDecoder(bytes('<!DOCTYPE html><meta charset="windows-1251">', [0xcf, 0xf0]))
        ?.encoding,
    ).toBe("windows-1251");
    expect(
      declaredDecoder(
        bytes(
          '  <html><meta http-equiv="Content-Type" content="text/html; charset=KOI8-R">',
          [0xf0, 0xd2],
        ),
      )?.encoding,
    ).toBe("koi8-r");
  });

  it("none: UTF-8 or ASCII bytes, windows-1252 and its labels, an unknown label, a replacement encoding, no markup first, a declaration past 1,024 bytes", () => {
    expect(declaredDecoder(bytes('<meta charset="euc-kr"> 년'))).toBeNull();
    expect(declaredDecoder(bytes('<meta charset="euc-kr"> ascii'))).toBeNull();
    for (const label of [
      "iso-8859-1",
      "latin1",
      "windows-1252",
      "us-ascii",
      "x-nonsense",
      "iso-2022-kr",
    ])
      expect(
        declaredDecoder(bytes(`<?xml version="1.0" encoding="${label}"?>`, euckr)),
        label,
      ).toBeNull();
    expect(declaredDecoder(bytes('see <meta charset="euc-kr">', euckr))).toBeNull();
    expect(
      declaredDecoder(bytes(`<html>${" ".repeat(1024)}<meta charset="euc-kr">`, euckr)),
    ).toBeNull();
  });

  it("UTF-8 with a stray byte under an old label (a converted page) reads as UTF-8; a few UTF-8-like pairs in EUC-KR do not", () => {
    const utf8 = Buffer.concat([
      Buffer.from(
        '<html><meta http-equiv="Content-Type" content="text/html; charset=windows-1251">См. https://ru.wikipedia.org/wiki/Москва',
      ),
      Buffer.from([0xa0]),
    ]);
    expect(declaredDecoder(utf8)).toBeNull();
    // "한국어 문서" in EUC-KR: C7 D1 B1 B9 BE EE 20 B9 AE BC AD
    const euckr = bytes(
      '<meta charset="euc-kr">',
      [0xc7, 0xd1, 0xb1, 0xb9, 0xbe, 0xee, 0x20, 0xb9, 0xae, 0xbc, 0xad],
    );
    expect(declaredDecoder(euckr)?.encoding).toBe("euc-kr");
  });

  it("only the first 256 kB decide", () => {
    const ascii = bytes('<meta charset="euc-kr">', "x".repeat(1 << 18));
    expect(declaredDecoder(Buffer.concat([ascii, Buffer.from([0xc7, 0xd1])]))).toBeNull();
  });

  it("a UTF-8 character cut at the head's end is still UTF-8", () => {
    const head = bytes('<meta charset="euc-kr"> ', [0xeb, 0x85]); // "년" is EB 85 84
    expect(declaredDecoder(head)).toBeNull();
  });
});

describe("mayDeclare: a pipe's text waits for the declaration's bytes only when it opens with markup", () => {
  it.each([
    ["<", true],
    ["<h", true],
    ["  \n<?xml", true],
    ["<!DOCTYPE html>", true],
    ["<HTML>", true],
    ["<meta charset=x>", true],
    ["   ", true],
    ["", true],
    // a byte order mark says the charset; a syslog line's <PRI>, an XML log's element
    ["\ufeff<html>", false],
    ["<34>Oct 11 22:14:15 host su: x", false],
    ["<log>see https://ex.org/a</log>", false],
    ["2026-11-28 GET http://x/", false],
    [" see <http://x/>", false],
  ])("%j → %j", (head, may) => {
    expect(mayDeclare(Buffer.from(head))).toBe(may);
  });
});
