import { describe, expect, it } from "vitest";
import { validateUri } from "../../src/core/validate.js";
import { looksLikeHost } from "../../src/core/warnings.js";

function warnings(s: string): string[] {
  const r = validateUri(s);
  return r.warnings;
}

describe("warnings (security considerations)", () => {
  it("none on an ordinary URI", () => {
    expect(warnings("https://www.example.com/path?q=1#f")).toEqual([]);
    expect(warnings("mailto:user@example.com")).toEqual([]);
    expect(warnings("urn:isbn:0451450523")).toEqual([]);
  });

  it("userinfo-password: 'user:password' is deprecated (RFC 3986 §3.2.1, §7.5)", () => {
    expect(warnings("ftp://user:secret@ftp.example.com/")).toEqual(["userinfo-password"]);
    expect(warnings("ftp://user@ftp.example.com/")).toEqual([]);
    expect(warnings("http://user:@example.com/")).toEqual(["userinfo-password"]);
  });

  it("userinfo-host-deception: a userinfo that reads as the host (RFC 3986 §7.6)", () => {
    expect(warnings("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")).toEqual([
      "userinfo-host-deception",
      "ip-host",
    ]);
    expect(warnings("http://bank.example@evil.example/")).toEqual(["userinfo-host-deception"]);
    expect(warnings("http://www.paypal.com:login@evil.example/")).toEqual([
      "userinfo-password",
      "userinfo-host-deception",
    ]);
    expect(warnings("http://192.168.1.1@evil.example/")).toEqual(["userinfo-host-deception"]);
    expect(warnings("http://bank%2Eexample.com@evil.example/")).toEqual([
      "userinfo-host-deception",
    ]);
    expect(looksLikeHost("john")).toBe(false);
    expect(looksLikeHost("john.smith")).toBe(false);
    expect(looksLikeHost("secure.bank.de")).toBe(true);
  });

  it("non-default-port: another protocol's port (RFC 3986 §7.2)", () => {
    expect(warnings("http://example.com:25/")).toEqual(["non-default-port"]);
    expect(warnings("https://example.com:8443/")).toEqual(["non-default-port"]);
    expect(warnings("http://example.com:80/")).toEqual([]);
    expect(warnings("http://example.com:080/")).toEqual([]);
    expect(warnings("http://example.com:/")).toEqual([]);
    // no known default: nothing to compare with
    expect(warnings("foo://example.com:25/")).toEqual([]);
  });

  it("encoded-crlf: %0D/%0A in a line protocol (RFC 3986 §7.3)", () => {
    expect(warnings("http://example.com/a%0D%0ASet-Cookie:x")).toEqual(["encoded-crlf"]);
    expect(warnings("ftp://example.com/a%0a")).toEqual(["encoded-crlf"]);
    expect(warnings("telnet://example.com/?%0d")).toEqual(["encoded-crlf"]);
    expect(warnings("gopher://example.com/1x%0Ay")).toEqual(["encoded-crlf"]);
    expect(warnings("nntp://news.example.com/comp.x%0A")).toContain("encoded-crlf");
    expect(warnings("foo://example.com/a%0D%0A")).toEqual([]);
    expect(warnings("http://example.com/a%0B%0C%20D")).toEqual([]);
  });

  it("ip-host: IP addresses and the rare IPv4 forms resolvers accept (RFC 3986 §7.4)", () => {
    expect(warnings("http://192.0.2.16/")).toEqual(["ip-host"]);
    expect(warnings("http://[2001:db8::1]/")).toEqual(["ip-host"]);
    expect(warnings("http://[v1.x]/")).toEqual(["ip-host"]);
    expect(warnings("http://2130706433/")).toEqual(["ip-host"]);
    expect(warnings("http://0x7f.1/")).toEqual(["ip-host"]);
    expect(warnings("http://127.0.0.01/")).toEqual(["ip-host"]);
    expect(warnings("http://example.com/")).toEqual([]);
    expect(warnings("http://cafe.example.fade/")).toEqual([]);
  });

  it("dangerous-scheme: script in the address", () => {
    expect(warnings("javascript:alert(1)")).toEqual(["dangerous-scheme"]);
    expect(warnings("JavaScript:alert(1)")).toEqual(["dangerous-scheme"]);
    expect(warnings("vbscript:msgbox")).toEqual(["dangerous-scheme"]);
    expect(warnings("data:text/html,%3Cscript%3E")).toEqual(["dangerous-scheme"]);
    expect(warnings("data:TEXT/HTML;base64,PHNjcmlwdD4=")).toEqual(["dangerous-scheme"]);
    expect(warnings("data:text/plain,hello")).toEqual([]);
    expect(warnings("data:,hello")).toEqual([]);
  });

  it("mixed-script-host: a label mixing Latin with Cyrillic or Greek (RFC 3987 §8, UTS #39)", () => {
    expect(warnings("http://p\u0430ypal.com/")).toEqual(["mixed-script-host"]); // Cyrillic а
    expect(warnings("http://xn--pypal-4ve.com/")).toEqual(["mixed-script-host"]); // its A-label
    expect(warnings("http://\u03bfpenai.com/")).toEqual(["mixed-script-host"]); // Greek ο
    expect(warnings("http://p%D0%B0ypal.com/")).toEqual(["mixed-script-host"]);
    // single-script and the allowed CJK mixes are fine
    expect(warnings("http://münchen.de/")).toEqual([]);
    expect(warnings("http://пример.рф/")).toEqual([]);
    expect(warnings("http://例え.テスト/")).toEqual([]);
    expect(warnings("http://ドメイン名例abc.jp/")).toEqual([]);
    // scripts may differ between labels
    expect(warnings("http://пример.com/")).toEqual([]);
  });

  it("several warnings come in a fixed order", () => {
    expect(warnings("http://a.example.com:pw@10.0.0.1:25/%0d%0a")).toEqual([
      "userinfo-password",
      "userinfo-host-deception",
      "non-default-port",
      "encoded-crlf",
      "ip-host",
    ]);
  });

  it("warnings are present on URIs that fail a scheme rule", () => {
    const r = validateUri("http://user:pw@example.com:99999/");
    expect(r.valid).toBe(false);
    expect(r.warnings).toContain("userinfo-password");
  });
});
