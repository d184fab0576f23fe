import { describe, expect, it } from "vitest";
import { isAddrSpec } from "../../../src/core/schemes/mailto.js";
import { genericInvalid, schemeErrors } from "./helpers.js";

describe("mailto (RFC 6068)", () => {
  it("accepts every example of RFC 6068 §6 (line breaks removed)", () => {
    for (const u of [
      // §6.1
      "mailto:chris@example.com",
      "mailto:infobot@example.com?subject=current-issue",
      "mailto:infobot@example.com?body=send%20current-issue",
      "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
      "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
      "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
      "mailto:joe@example.com?cc=bob@example.com&body=hello",
      "mailto:gorby%25kremvax@example.com",
      "mailto:unlikely%3Faddress@example.com?blat=foop",
      "mailto:Mike%26family@example.org",
      // §6.2
      "mailto:%22not%40me%22@example.org",
      "mailto:%22oh%5C%5Cno%22@example.org",
      "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
      // §6.3
      "mailto:user@example.org?subject=caf%C3%A9",
      "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D",
      "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D",
      "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
      "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
      // §2
      "mailto:addr1@an.example,addr2@an.example",
      "mailto:?to=addr1@an.example,addr2@an.example",
      "mailto:addr1@an.example?to=addr2@an.example",
      // 1994 draft / RFC 1738 §3.5
      "mailto:timbl@info.cern.ch",
      "MAILTO:bill+ietf@example.org",
      "mailto:user@[192.0.2.1]".replace("[", "%5B").replace("]", "%5D"),
      "mailto:用户@例子.广告",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects the WRONG example of §6.1 (a second '?')", () => {
    expect(schemeErrors("mailto:joe@example.com?cc=bob@example.com?body=hello")).toEqual([
      "bad-mailto-header",
    ]);
  });

  it("accepts a mailto with neither address nor header fields (both optional, RFC 6068 §2)", () => {
    expect(schemeErrors("mailto:")).toEqual([]);
    expect(schemeErrors("mailto:#frag")).toEqual([]);
  });

  it("rejects an authority", () => {
    expect(schemeErrors("mailto://joe@example.com")).toEqual(["authority-not-allowed"]);
  });

  it("rejects addresses that are not addr-specs", () => {
    for (const u of [
      "mailto:joe",
      "mailto:joe@",
      "mailto:@example.com",
      "mailto:a@b@example.com",
      "mailto:a..b@example.com",
      "mailto:.a@example.com",
      "mailto:a.@example.com",
      "mailto:a@example..com",
      "mailto:a@example.com.",
      "mailto:a@example.com,",
      "mailto:,a@example.com",
      "mailto:a@example.com,,b@example.com",
      "mailto:a%20b@example.com",
      "mailto:%22unterminated@example.com",
      "mailto:a@%5B1.2.3.4",
      "mailto:a@%FF.example", // not UTF-8 (§2 (4))
      "mailto:a%C3@example.com",
      // §2 (1): "/", "&", ";", "=" MUST be percent-encoded in <to>
      "mailto:a/b@example.com",
      "mailto:a&b@example.com",
      "mailto:a;b@example.com",
      "mailto:a=b@example.com",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-mailto-address"]);
    }
  });

  it("rejects header fields that are not hname=hvalue of qchar", () => {
    for (const u of [
      "mailto:a@example.com?",
      "mailto:a@example.com?subject",
      "mailto:a@example.com?subject=a&",
      "mailto:a@example.com?&subject=a",
      "mailto:a@example.com?subject=a=b",
      "mailto:?",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-mailto-header"]);
    }
  });

  it("allows header fields alone and empty names/values as the ABNF does", () => {
    expect(schemeErrors("mailto:?subject=hi")).toEqual([]);
    expect(schemeErrors("mailto:a@example.com?subject=")).toEqual([]);
  });

  it("leaves characters outside URIs to the generic grammar", () => {
    expect(genericInvalid('mailto:"not@me"@example.org')).toBe(true);
    expect(genericInvalid("mailto:a@example.com?body=100%")).toBe(true);
  });
});

describe("isAddrSpec (RFC 5322 §3.4.1 without CFWS)", () => {
  it("checks decoded addresses", () => {
    expect(isAddrSpec("a@b")).toBe(true);
    expect(isAddrSpec('"a b"@example.org')).toBe(true);
    expect(isAddrSpec('"a\\"b"@example.org')).toBe(true);
    expect(isAddrSpec("a@[IPv6:2001:db8::1]")).toBe(true);
    expect(isAddrSpec('"a"b@example.org')).toBe(false);
    expect(isAddrSpec("a b@example.org")).toBe(false);
    expect(isAddrSpec("a@[a[b]")).toBe(false);
    expect(isAddrSpec("")).toBe(false);
  });
});

describe("mailto: what real mail clients write", () => {
  it("accepts an unencoded '/' in a header value (RFC 3986 §3.4 query characters)", () => {
    expect(schemeErrors("mailto:a@example.org?body=https://example.org/x")).toEqual([]);
  });
});

describe("mailto: the domain of each address is a domain name with an A-label (RFC 6068 §2 (4), RFC 5891)", () => {
  it("takes an IDN and a valid A-label, as an http host", () => {
    for (const u of [
      "mailto:j%C3%B6rg@b%C3%BCcher.de",
      "mailto:me@xn--bcher-kva.de",
      "mailto:me@%5B127.0.0.1%5D",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });
  it("refuses what has none: an xn-- label that is no punycode, a name that maps to a backtick, a label too long after IDNA", () => {
    for (const u of [
      "mailto:me@xn--0.tld",
      "mailto:me@XN--0.tld",
      "mailto:me@%E1%BF%AF.com",
      `mailto:me@%E4%B8%AD${"1".repeat(60)}.com`,
      "mailto:a@example.org,me@xn--0.tld",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-mailto-address"]);
    }
  });
});
