import { describe, expect, it } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { REGISTRY_SUPPLEMENT, schemeStatus } from "../../src/extract/scheme-registry.js";

describe("scheme registry", () => {
  it("holds the IANA permanent, provisional and historical schemes", () => {
    expect(schemeStatus("http")).toBe("permanent");
    expect(schemeStatus("HTTPS")).toBe("permanent");
    expect(schemeStatus("wais")).toBeDefined();
    expect(schemeStatus("note")).toBeUndefined();
  });

  it("holds the registrations made after the bundled list (RFC 8959, RFC 9171, RFC 8905 …), and finds their bare URIs", () => {
    // (a name the bundled list has already keeps its status there: "dtn" was provisional)
    for (const [name] of REGISTRY_SUPPLEMENT) expect(schemeStatus(name), name).toBeDefined();
    expect(schemeStatus("secret-token")).toBe("permanent");
    const text =
      "   secret-token:E92FB7EB-D882-47A4-A265-A0B6135DC842%20foo\n" +
      "pay to payto://iban/DE75512108001245126199?amount=EUR:200.0 or ipn:977.1, dtn://node-a/inbox;\n" +
      "an identifier like did:example:123456789abcdefghi here. I did: nothing\n" +
      "the tag swid:2df9de35-0aff-4a86-ace6-f7dddd1ade4c names it\n";
    expect(extractText(text).map((f) => f.uri)).toEqual([
      "secret-token:E92FB7EB-D882-47A4-A265-A0B6135DC842%20foo",
      "payto://iban/DE75512108001245126199?amount=EUR:200.0",
      "ipn:977.1",
      "dtn://node-a/inbox",
      "did:example:123456789abcdefghi",
      "swid:2df9de35-0aff-4a86-ace6-f7dddd1ade4c",
    ]);
  });

  it("finds bare javascript:/vbscript: URIs with their dangerous-scheme warning", () => {
    const found = extractText("click javascript:alert(1) or vbscript:msgbox(1) now");
    expect(found.map((f) => [f.uri, f.warnings.includes("dangerous-scheme")])).toEqual([
      ["javascript:alert(1)", true],
      ["vbscript:msgbox(1)", true],
    ]);
  });
});

describe("code in mail is not a URI", () => {
  it("skips C++/Rust namespace paths in angle brackets", () => {
    const text =
      "use <std::string> and <uhd::rfnoc::radio_control> or <boost::asio::ip::tcp>, see <x-app:a/b>";
    expect(extractText(text).map((f) => f.uri)).toEqual(["x-app:a/b"]);
  });
});

describe("XML in text is not a URI", () => {
  it("skips namespace-prefixed elements (QNames) but keeps registered schemes and paths", () => {
    const text =
      "<domain:create>\n  <domain:name>example.com</domain:name>\n</domain:create> <xs:sequence> <D:prop/>" +
      " <sip:bob@example.com> <x-app:a/b> <urn:ietf:rfc:3986>";
    expect(extractText(text).map((f) => f.uri)).toEqual([
      "sip:bob@example.com",
      "x-app:a/b",
      "urn:ietf:rfc:3986",
    ]);
  });

  it("words joined by colons after an unregistered scheme are a placeholder (found in man pages)", () => {
    expect(
      extractText(
        "at <hh:mm:ss>, -L <HOST1:PORT1:HOST2:PORT2> <x-app:a:b/c> <tag:a.example,2024:x>",
      ).map((f) => f.uri),
    ).toEqual(["x-app:a:b/c", "tag:a.example,2024:x"]);
  });

  it("a scheme with '+' is no namespace prefix: <a+b+c:d> is a URI (CommonMark §6.5)", () => {
    expect(extractText("<a+b+c:d> <a-b.c:d> <localhost:5001/foo>").map((f) => f.uri)).toEqual([
      "a+b+c:d",
      "localhost:5001/foo",
    ]);
  });
});

describe("glued and namespace forms", () => {
  it("reads a word glued to an http(s) URL as the URL, keeps compound schemes", () => {
    const found = extractText(
      "tree at edgehttps://github.com/x/y and git+https://example.org/r.git",
    );
    expect(found.map((f) => f.uri)).toEqual([
      "https://github.com/x/y",
      "git+https://example.org/r.git",
    ]);
  });
  it("skips scheme:: namespace paths in bare text", () => {
    expect(
      extractText("call filesystem::extension or info::USER then http://a.example/"),
    ).toHaveLength(1);
  });
});
