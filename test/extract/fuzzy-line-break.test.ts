/**
 * fuzzy: a schemeless name broken across a line break (fuzzy-line-break.ts; 2396bis App. E).
 * The texts are the RFC corpus's own (rfc8000-8999), where the second piece alone was
 * reported as a link to another host.
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { TextScanner } from "../../src/extract/text-scanner.js";
import type { ExtractOptions, Found } from "../../src/extract/types.js";

const fuzzy = (text: string, options: ExtractOptions = {}) =>
  extractText(text, { fuzzy: true, ...options });
const uris = (text: string, options: ExtractOptions = {}) => fuzzy(text, options).map((f) => f.uri);

/** the records of every two-piece split and of byte-by-byte pushes equal the whole's */
function expectChunkFree(text: string, options: ExtractOptions = {}): void {
  const opts = { fuzzy: true, ...options };
  const bytes = Buffer.from(text);
  const whole = extractText(text, opts);
  const run = (pieces: Uint8Array[]): Found[] => {
    const found: Found[] = [];
    const sc = new TextScanner(opts, (f) => found.push(f));
    for (const p of pieces) sc.push(p);
    sc.end();
    return found;
  };
  for (let cut = 1; cut < bytes.length; cut++) {
    expect(run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
  }
  const single: Uint8Array[] = [];
  for (let k = 0; k < bytes.length; k++) single.push(bytes.subarray(k, k + 1));
  expect(run(single), "byte by byte").toEqual(whole);
}

describe("a name broken after its own hyphen", () => {
  test("a host: one link, the hyphen kept, the other reading in variants", () => {
    const text =
      "   an A record for a known existing domain, such as good-\n   a.test.example.com.\n";
    const found = fuzzy(text);
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect(f.uri).toBe("http://good-a.test.example.com");
    expect(f.variants).toEqual(["http://gooda.test.example.com"]);
    expect(f.wrapped).toBe(true);
    expect(f.delimiter).toBe("fuzzy");
    expect(f.raw).toBe("good-\n   a.test.example.com");
    expect(Buffer.from(text).subarray(f.start, f.end).toString()).toBe(f.raw);
    expect([f.line, f.column]).toEqual([1, 53]);
  });

  test("RFC text: the whole name, never the second piece alone", () => {
    expect(uris("the domain ROOT-\n   SERVERS.NET, as described")).toEqual([
      "http://ROOT-SERVERS.NET",
    ]);
    expect(uris("Root Servers (e.g., A.ROOT-\n   SERVERS.NET) are not")).toEqual([
      "http://A.ROOT-SERVERS.NET",
    ]);
    expect(uris('"test.dnssec-\n   tools.org" when performing')).toEqual([
      "http://test.dnssec-tools.org",
    ]);
    expect(uris("'blackhole-1.iana.org.' and 'blackhole-\n   2.iana.org.'.  The")).toEqual([
      "http://blackhole-1.iana.org",
      "http://blackhole-2.iana.org",
    ]);
  });

  test("an address broken in its domain, and in its local part", () => {
    expect(uris("contributed by Michael Tuexen (tuexen@fh-\n      muenster.de) and Karen")).toEqual(
      ["mailto:tuexen@fh-muenster.de"],
    );
    expect(uris("on the dots-signal-reg-\n      review@ietf.org mailing list")).toEqual([
      "mailto:dots-signal-reg-review@ietf.org",
    ]);
  });

  test("the hyphen modes", () => {
    const text = "such as good-\n   a.test.example.com.";
    expect(fuzzy(text, { hyphen: "drop" }).map((f) => [f.uri, f.variants])).toEqual([
      ["http://gooda.test.example.com", ["http://good-a.test.example.com"]],
    ]);
    expect(fuzzy(text, { hyphen: "both" }).map((f) => f.uri)).toEqual([
      "http://good-a.test.example.com",
      "http://gooda.test.example.com",
    ]);
    const mail = "(tuexen@fh-\n muenster.de)";
    expect(fuzzy(mail, { hyphen: "drop" }).map((f) => f.uri)).toEqual([
      "mailto:tuexen@fhmuenster.de",
    ]);
  });

  test("CRLF line ends and quoted replies at the same depth", () => {
    expect(uris("such as good-\r\n   a.test.example.com.\r\n")).toEqual([
      "http://good-a.test.example.com",
    ]);
    expect(uris("> > see A.ROOT-\n> > SERVERS.NET now")).toEqual(["http://A.ROOT-SERVERS.NET"]);
    // another depth is another writer's text
    expect(uris("> see A.ROOT-\nSERVERS.NET now")).toEqual(["http://SERVERS.NET"]);
    expect(uris("see A.ROOT-\n> SERVERS.NET now")).toEqual(["http://SERVERS.NET"]);
  });

  test("the schemes filter sees the joined record's scheme", () => {
    expect(uris("(tuexen@fh-\n muenster.de)", { schemes: ["http"] })).toEqual([]);
    expect(uris("(tuexen@fh-\n muenster.de)", { schemes: ["mailto"] })).toEqual([
      "mailto:tuexen@fh-muenster.de",
    ]);
  });
});

describe("what is no piece of the name", () => {
  test("a sentence's period, a signature's dashes, a word that is no name", () => {
    expect(uris('Dhody, D., and j.\n   jefftant@gmail.com, "A YANG')).toEqual([
      "mailto:jefftant@gmail.com",
    ]);
    expect(uris("   Cloudflare Inc.\n   nick@cloudflare.com\n")).toEqual([
      "mailto:nick@cloudflare.com",
    ]);
    expect(uris(">>>>   USRP-users mailing list --\n>>>>   usrp-users@lists.ettus.com")).toEqual([
      "mailto:usrp-users@lists.ettus.com",
    ]);
    expect(uris("rvs1.example.com.\n   rvs2.example.com. )")).toEqual([
      "http://rvs1.example.com",
      "http://rvs2.example.com",
    ]);
    // a piece glued to what is no name's start: the link stands alone
    expect(uris("key=foo_bar-\nexample.com")).toEqual(["http://example.com"]);
    // a blank line between: two paragraphs
    expect(uris("such as good-\n\n   a.test.example.com.")).toEqual(["http://a.test.example.com"]);
  });

  test("a piece of a scheme'd URI: no link of its own", () => {
    // iCalendar's folded property (RFC 5545 §3.1): the domain of "mailto:jdoe@"
    expect(uris("RSVP=TRUE:mailto:jdoe@\n    example.com\n   END:VEVENT")).toEqual([]);
    // read on by the bare rules across the hyphen (one record, not two)
    expect(uris("see http://a.example/x-\nexample.com now")).toEqual([
      "http://a.example/x-example.com",
    ]);
  });

  test("an address's local part before its domain's line", () => {
    expect(uris("write to jdoe@\n  example.com today")).toEqual(["mailto:jdoe@example.com"]);
  });

  test("a name broken after a dot or anywhere inside <…> (App. E), not outside", () => {
    const found = fuzzy("mail <greenfie@gauss.\nrutgers.edu> now");
    expect(found.map((f) => [f.uri, f.wrapped, f.variants])).toEqual([
      ["mailto:greenfie@gauss.rutgers.edu", true, []],
    ]);
    expect(uris("mail greenfie@gauss.\nrutgers.edu now")).toEqual(["http://rutgers.edu"]);
    // inside the brackets a break anywhere, outside only after a hyphen or "@"
    expect(uris("<green\nfie@gauss.rutgers.edu> <www.exam\n  ple.com>")).toEqual([
      "mailto:greenfie@gauss.rutgers.edu",
      "http://www.example.com",
    ]);
    expect(uris("<Note: see\nexample.com>")).toEqual(["http://example.com"]);
    expect(uris("a www.exam\nple.com")).toEqual(["http://ple.com"]);
  });
});

describe("results do not depend on chunking", () => {
  test("every split, byte by byte, and a piece in the segment before", () => {
    expectChunkFree("x (tuexen@fh-\n      muenster.de) and good-\n   a.test.example.com.\n");
    expectChunkFree("> > see A.ROOT-\r\n> > SERVERS.NET, jdoe@\n example.com <a@b.\nexample.org>");
    // a small maxLength cuts segments at spaces and at every line: the piece is in the segment before
    expectChunkFree("aaaa bbbb cccc dddd eeee ffff gggg hhhh good-\n a.test.example.com x\n", {
      maxLength: 32,
    });
    expect(
      uris("aaaa bbbb cccc dddd eeee ffff gggg hhhh good-\n a.test.example.com x\n", {
        maxLength: 32,
      }),
    ).toEqual(["http://good-a.test.example.com"]);
  });
});
