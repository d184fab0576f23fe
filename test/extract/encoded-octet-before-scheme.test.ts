/**
 * A percent-encoded octet glued before a scheme (session 52): text that is percent-encoded
 * whole — a mail body or a query copied out of a mailto: or a log — writes its delimiters
 * encoded too (RFC 3986 §2.1): "%3C" and "%3E" are App. C's angle brackets, "%0A" a line
 * break, "%2C" a comma, "%20" a space. Before session 52 the encoded octet's hex digits were
 * read as the start of the scheme ("%3Chttp" as the scheme "Chttp", "%20ftp" as a number
 * glued to "ftp"), so no URI was found; a URI opened by "%3C" now ends at "%3E", as one
 * opened by "%22" or "%27" ends at the same quote. Found reading KMail's tests (messagelib
 * 22.12.3, messagecore/autotests/stringutiltest.cpp: percent-encoded mailto bodies with
 * "%3C…%3E" and "%0D%0A" in them).
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { expectRecordsAtEverySplit } from "../helpers/every-split.js";

const uris = (text: string, fuzzy = false) => extractText(text, { fuzzy }).map((f) => f.uri);

function cases(list: [string, string[]][]): void {
  for (const [text, expected] of list) {
    expect(uris(text), text).toEqual(expected);
    expect(uris(text, true), `${text} (fuzzy)`).toEqual(expected);
    expectRecordsAtEverySplit(text);
  }
}

describe("a percent-encoded octet before the scheme is the text's", () => {
  test("an encoded angle bracket opens the URI and the encoded closing one ends it", () => {
    cases([
      ["q=%3Chttp://example.com/a%3E", ["http://example.com/a"]],
      ["%3chttp://example.com/a%3e", ["http://example.com/a"]],
      ["%3Chttp://example.com/a%3Eb c", ["http://example.com/a"]],
      ["%3Cmailto:a@example.com%3E", ["mailto:a@example.com"]],
      ["%3Curn:isbn:0451450523%3E", ["urn:isbn:0451450523"]],
      [
        "%3Cnews:comp.lang.c%3E and %3Chttps://example.org/%3E",
        ["news:comp.lang.c", "https://example.org/"],
      ],
      // no closing one in the word: the URI ends as a bare one does
      ["%3Chttp://example.com/a", ["http://example.com/a"]],
      ["see %3Chttp://example.com/a b%3E", ["http://example.com/a"]],
      // another "%3C" before any "%3E": the look for the closing one stops there (linear-time
      // test), and the encoded octets stay in the path
      ["%3Chttp://a.example/%3Cb%3E%3E", ["http://a.example/%3Cb%3E%3E"]],
    ]);
  });

  test("an encoded line break, comma or space before the scheme", () => {
    cases([
      ["body=see%0Ahttp://example.com/a", ["http://example.com/a"]],
      ["%0D%0Ahttps://example.com/x", ["https://example.com/x"]],
      ["a%2Chttp://example.com/b", ["http://example.com/b"]],
      ["%20ftp://ftp.example.org/pub/", ["ftp://ftp.example.org/pub/"]],
      ["%0Afile:///etc/hosts", ["file:///etc/hosts"]],
      // an encoded quote before "ftp" (digits only: before, read as a number glued to it)
      ["%22ftp://ftp.example.org/pub/%22", ["ftp://ftp.example.org/pub/"]],
    ]);
  });

  test("near misses: what stays as it was", () => {
    cases([
      // a "%" before a registered scheme whose first letters are hex digits: "data" stays
      ["100%data:text/plain,x", ["data:text/plain,x"]],
      ["%Data:text/plain,x", ["Data:text/plain,x"]],
      // inside a URI the encoded bracket and the URI after it are the URI's
      [
        "http://a.example/?u=%3Chttp://b.example/%3E",
        ["http://a.example/?u=%3Chttp://b.example/%3E"],
      ],
      // "%3E" not opened by "%3C" is a percent-encoded octet of the path
      ["http://example.com/a%3E", ["http://example.com/a%3E"]],
      // an unregistered scheme after the octet is still none
      ["%3Cfoo:bar%3E", []],
      // the digits-only quotes read as before
      ["%22http://example.com/a%22", ["http://example.com/a"]],
      ["xmlns=%27http://www.w3.org/2000/svg%27%3E", ["http://www.w3.org/2000/svg"]],
    ]);
  });
});

describe("an encoded blank right after the scheme's ':' makes it a word with a colon", () => {
  test("the session 52 review: the prose of a percent-encoded body is no URI", () => {
    cases([
      // "news: the server is down" written percent-encoded (a mailto body, a query): as
      // "news: we" in plain text, no URI (the rule gave news:%20the%20server%20is%20down)
      ["body=Hi%2C%0Anews:%20the%20server%20is%20down", []],
      ["subject=Big%20news:%20we%20launched", []],
      ["x%0Aabout:%20us", []],
      ["x%0Asip:%09x", []],
      ["x%0Anews:%0Dx", []],
      // near misses: a name after the ":" (a URI), and a URI in the same text
      ["x=%20about:blank", ["about:blank"]],
      ["%20news:comp.lang.c", ["news:comp.lang.c"]],
      ["Big%20news:%20see%0Ahttps://example.com/a", ["https://example.com/a"]],
    ]);
  });
});

describe("a URI that an encoded blank opened ends at the next encoded line break or tab", () => {
  test("the session 52 review: the text's encoded line break after the URI is not its", () => {
    cases([
      // gave https://example.com/a%0D%0A, the body's line break read as the path's octets
      ["body=Hi%0D%0A%0D%0Ahttps://example.com/a%0D%0Athanks", ["https://example.com/a"]],
      ["%0Ahttp://a.example/b%0A", ["http://a.example/b"]],
      ["x%20ftp://ftp.example.org/pub/x%0Ay", ["ftp://ftp.example.org/pub/x"]],
      ["%09http://a.example/b%09c", ["http://a.example/b"]],
      ["%0ahttp://a.example/b%0dx", ["http://a.example/b"]],
      // near misses: other encoded octets stay the path's, and a URI that an encoded blank
      // did not open keeps its encoded blanks (inside a URI, the nested one is the query's)
      ["%0Ahttp://a.example/b%2Cc%3Ed", ["http://a.example/b%2Cc%3Ed"]],
      ["http://a.example/b%20c", ["http://a.example/b%20c"]],
      [
        "http://a.example/?u=%0Ahttp://b.example/%0A",
        ["http://a.example/?u=%0Ahttp://b.example/%0A"],
      ],
      ["a%2Chttp://example.com/b%20c", ["http://example.com/b%20c"]],
      // an encoded space is a path's as often (a file name): it stays (session 39's log case)
      ["%0Ahttp://example.com/My%20File.pdf%0A", ["http://example.com/My%20File.pdf"]],
      ["Read%20more%20https://example.com/a%20b/c", ["https://example.com/a%20b/c"]],
    ]);
  });
});
