import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("news (RFC 1738 §3.6, RFC 5538 §2.1)", () => {
  it("accepts '*', group names and message-ids", () => {
    for (const u of [
      "news:*",
      "news:comp.infosystems.www.servers.unix",
      "news:comp.lang.c++",
      "news:alt.binaries.pictures_x",
      "news:de.*",
      "news:p0ioc$34kg@example.com",
      "news:12345@news.example.org",
      "news:%3C12345@news.example.org%3E",
      "news:19970709.42@a.example",
      "news://news.server.example/example.group.this",
      "news://news.server.example/*",
      "news://news.server.example/abc@def.example",
      "news://news.server.example/",
      "news:gruppe.sch%C3%B6n",
      // an article may hold "?" (RFC 1738 §5), which RFC 3986 reads as a query's start
      "news:?/?/?/&=:;@127.0.0.1",
      "news:abc?def@news.example.org",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects what is neither a group nor a message-id", () => {
    for (const u of [
      "news:",
      "news:comp..lang",
      "news:.comp",
      "news:comp.",
      "news:comp/lang",
      "news:comp!lang",
      "news:@example.com",
      "news:abc@",
      "news:a@b@c",
      "news:%3Cabc@def",
      "news://server/a/b",
      // no "?" in a group (RFC 1738 §5), no empty atom in a message-id's right side
      // (RFC 5322 §3.2.3; Regexp::Common t/URI/news.t)
      "news:really?",
      "news:comp.lang?x",
      "news:fnord@www.example..com",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-news"]);
    }
  });
});

describe("nntp (RFC 1738 §3.7, RFC 5538 §2.2)", () => {
  it("accepts host, group and an optional article number", () => {
    for (const u of [
      "nntp://news.example.org/comp.lang.c",
      "nntp://news.example.org:119/comp.lang.c/12345",
      "nntp://news.example.org/comp.lang.c/1234567890123456",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects missing hosts, groups and bad article numbers", () => {
    expect(schemeErrors("nntp:comp.lang.c")).toEqual(["missing-host", "bad-news"]);
    expect(schemeErrors("nntp://news.example.org")).toEqual(["bad-news"]);
    expect(schemeErrors("nntp://news.example.org/")).toEqual(["bad-news"]);
    expect(schemeErrors("nntp://news.example.org/comp.*")).toEqual(["bad-news"]);
    // no query (RFC 1738 §5: nntpurl = "nntp://" hostport "/" group [ "/" digits ])
    expect(schemeErrors("nntp://127.0.0.1/really?")).toEqual(["query-not-allowed"]);
    expect(schemeErrors("nntp://127.0.0.1:119/really?/12345")).toEqual(["query-not-allowed"]);
    expect(schemeErrors("nntp://news.example.org/comp.lang.c/")).toEqual(["bad-nntp-article"]);
    expect(schemeErrors("nntp://news.example.org/comp.lang.c/12a")).toEqual(["bad-nntp-article"]);
    expect(schemeErrors("nntp://news.example.org/comp.lang.c/12345678901234567")).toEqual([
      "bad-nntp-article",
    ]);
    expect(schemeErrors("nntp://news.example.org/comp.lang.c/1/2")).toEqual(["bad-path"]);
  });
});
