import { domainToASCII as nodeToAscii, domainToUnicode as nodeToUnicode } from "node:url";
import { describe, expect, it } from "vitest";
import { domainToASCII, domainToUnicode, punycodeDecode } from "../../src/core/idna.js";
import { normalizeUri } from "../../src/core/index.js";

// Node's own IDNA (ada, UTS #46) is the oracle for the portable implementation.
const names = [
  "example.com",
  "bücher.example",
  "BÜCHER.example",
  "例え.テスト",
  "пример.рф",
  "xn--bcher-kva.example",
  "ﬁ.example",
  "straße.de",
  "xn--n3h.example",
  "a..b",
  "xn--a.example",
  "ex ample.com",
  "",
];

describe("idna (portable)", () => {
  it("ToASCII agrees with node:url domainToASCII", () => {
    for (const n of names) expect(domainToASCII(n), n).toBe(nodeToAscii(n));
  });
  it("maps ẞ (U+1E9E) to ß as UTS #46 15.1 does, where node:url's older table gives ss", () => {
    // Python rfc3986 test_iri: http://ẞ.com:443 → xn--zca.com, Bẞ.com → xn--b-qfa.com
    expect(domainToASCII("ẞ.com")).toBe("xn--zca.com");
    expect(domainToASCII("ẞ.foo.com")).toBe("xn--zca.foo.com");
    expect(domainToASCII("Bẞ.com")).toBe("xn--b-qfa.com");
    expect(domainToASCII("Bẞ.com")).toBe(domainToASCII("bß.com"));
    expect(normalizeUri("http://ẞ.com:443")).toBe("http://xn--zca.com:443/");
  });
  it("has no A-label for an xn-- label that decodes to ASCII (RFC 5890 §2.3.2.1; node:url takes it)", () => {
    expect(domainToASCII("xn--zz-.example")).toBe("");
    expect(domainToASCII("xn--andr--ep-.example.org")).toBe("");
    expect(domainToASCII(`xn--${"a".repeat(60)}-.example`)).toBe("");
    expect(domainToASCII("xn--n3h.example")).toBe("xn--n3h.example");
  });
  it("has no A-label for a name that maps to what no host holds (RFC 3987 §3.1: UseSTD3ASCIIRules) or that outgrows the DNS", () => {
    // node:url (the WHATWG host parser) maps U+1FEF to a backtick and keeps it
    expect(nodeToAscii("\u1fef.com")).toBe("`.com");
    expect(domainToASCII("\u1fef.com")).toBe("");
    expect(domainToASCII("\u2474.com")).toBe("");
    // a label of 63 octets at most, a name of 253 (RFC 1034 §3.1; UTS #46 VerifyDnsLength)
    expect(domainToASCII(`中${"1".repeat(60)}.com`)).toBe("");
    expect(domainToASCII(`中${"1".repeat(50)}.com`)).not.toBe("");
    expect(
      domainToASCII(
        `é.${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`,
      ),
    ).toBe("");
  });
  it("has no A-label for a label with a hyphen first or last, or a U-label with -- in positions 3 and 4 (RFC 3490 §4.1 step 3(b), RFC 5891 §4.2.3.1; node:url takes them)", () => {
    // python-idna 3.10 tests/test_idna.py test_check_hyphen_ok: "aa--", "a-", "-a" refused
    expect(nodeToAscii("ü-.de")).toBe("xn----dha.de");
    expect(domainToASCII("ü-.de")).toBe("");
    expect(domainToASCII("-ü.de")).toBe("");
    expect(domainToASCII("üb--c.de")).toBe("");
    expect(domainToASCII("xn----dha.de")).toBe("");
    expect(domainToASCII("xn--b--c-zra.de")).toBe("");
    // every label of a name RFC 3987 §3.1 converts, ASCII ones too
    expect(domainToASCII("-a.bücher.de")).toBe("");
    // what stays: inner hyphens, "--" elsewhere, and an ASCII host (a reg-name, not converted)
    expect(domainToASCII("a--ü.de")).toBe("xn--a---joa.de");
    expect(domainToASCII("x-ü.de")).toBe("xn--x--yka.de");
    expect(domainToASCII("a-.xn--bcher-kva.de")).toBe("a-.xn--bcher-kva.de");
    expect(normalizeUri("http://-a.de/")).toBe("http://-a.de/");
    expect(() => normalizeUri("http://bücher-.de/")).toThrow(/bad-idn/);
  });
  it("has no A-label for a label that starts with an Arabic number (RFC 5893 §2 rule 1; node:url takes it)", () => {
    // python-idna 3.10 test_check_bidi: check_bidi(an) raises; idna.encode("٠.de") likewise
    expect(nodeToAscii("\u0660.de")).toBe("xn--8hb.de");
    expect(domainToASCII("\u0660.de")).toBe("");
    expect(domainToASCII("xn--8hb.de")).toBe("");
    expect(domainToASCII("\u0660\u0660.de")).toBe("");
    // an Arabic label that ends with one keeps its A-label (rule 3: EN or AN may end it)
    expect(domainToASCII("\u0627\u0660.de")).toBe(nodeToAscii("\u0627\u0660.de"));
    expect(domainToASCII("\u0627\u0660.de")).not.toBe("");
  });
  it("has no A-label for names holding host delimiters (node:url cuts them instead)", () => {
    expect(domainToASCII("a/b")).toBe("");
    expect(domainToASCII("a@b")).toBe("");
  });
  it("ToUnicode agrees with node:url domainToUnicode on valid A-labels", () => {
    for (const n of [
      "xn--bcher-kva.example",
      "xn--r8jz45g.xn--zckzah",
      "xn--e1afmkfd.xn--p1ai",
      "plain.example",
    ]) {
      expect(domainToUnicode(n), n).toBe(nodeToUnicode(n));
    }
  });
  it("decodes the RFC 3492 §7.1 samples", () => {
    expect(punycodeDecode("egbpdaj6bu4bxfgehfvwxn")).toBe(
      "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F",
    );
    expect(punycodeDecode("ihqwcrb4cv8a8dqg056pqjye")).toBe("他们为什么不说中文");
    expect(punycodeDecode("-> $1.00 <--")).toBe("-> $1.00 <-");
    expect(punycodeDecode("@@@")).toBeNull();
  });
});
