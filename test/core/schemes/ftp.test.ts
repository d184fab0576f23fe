import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("ftp (RFC 1738 §3.2)", () => {
  it("accepts the RFC 1738 forms and the 1994 draft examples", () => {
    for (const u of [
      "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      "ftp://ds.internic.net/rfc/",
      "ftp://ftp.w3.org/pub/www/doc",
      "ftp://myname@host.dom/%2Fetc/motd",
      "ftp://user:password@host:2121/a/b;type=i",
      "ftp://host/dir/file;type=A",
      "ftp://host/dir/;type=d",
      "ftp://host",
      "ftp://host/a;b/c",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("requires a host", () => {
    expect(schemeErrors("ftp:///pub/file")).toEqual(["missing-host"]);
    expect(schemeErrors("ftp:/pub/file")).toEqual(["missing-host"]);
  });

  it("allows ;type= only at the end of the last segment, with a, i or d", () => {
    expect(schemeErrors("ftp://host/a;type=i/b")).toEqual(["bad-ftp-type"]);
    expect(schemeErrors("ftp://host/a;type=x")).toEqual(["bad-ftp-type"]);
    expect(schemeErrors("ftp://host/a;type=")).toEqual(["bad-ftp-type"]);
    expect(schemeErrors("ftp://host/a;type=ii")).toEqual(["bad-ftp-type"]);
    expect(schemeErrors("ftp://host/a;type=a;x=y")).toEqual(["bad-ftp-type"]);
  });

  it("rejects ports outside the range", () => {
    expect(schemeErrors("ftp://host:70000/")).toEqual(["bad-port"]);
  });
});
