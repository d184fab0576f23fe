/**
 * fuzzy: a schemeless name broken across a line break (fuzzy-line-break.ts; 2396bis App. E).
 * The texts are the RFC corpus's own (rfc8000-8999), where the second piece alone was
 * reported as a link to another host.
 */
import { describe, expect, test } from "vitest";
import { MAX_LINE_BACK, MAX_REACH } from "../../src/extract/fuzzy-line-break.js";
import { HISTORY } from "../../src/extract/scanner.js";
import type { Found } from "../../src/extract/types.js";
import { expectChunkFree, fuzzy, uris } from "../helpers/fuzzy-chunks.js";

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

  test("an internationalized address or host broken after a hyphen (RFC 6531, RFC 5892)", () => {
    const text =
      "write to josé@exam-\nple.com, jose@bücher-\nladen.de, «jose@exam-\nple.com» or\n" +
      "élodie@exam-\nple.com; x—jose@exam-\nple.com; see www.bücher-\nladen.de/x\n";
    expect(uris(text)).toEqual([
      "mailto:josé@exam-ple.com",
      "mailto:jose@bücher-laden.de",
      "mailto:jose@exam-ple.com",
      "mailto:élodie@exam-ple.com",
      "mailto:jose@exam-ple.com",
      "http://www.bücher-laden.de/x",
    ]);
    expect(fuzzy("to josé@exam-\nple.com")[0]!.variants).toEqual(["mailto:josé@example.com"]);
    expectChunkFree(text);
  });

  test("…but not text of a script without spaces glued before it, nor a mark or digit (review)", () => {
    // as on one line: the linker reads CJK and kana apart from the name glued to them
    const text =
      "请联系jose@exam-\nple.com これはjosé@exam-\nple.com 日本語のサイトexam-\nple.com " +
      "and jose@exé-\nple.com\n";
    expect(uris(text)).toEqual([
      "mailto:jose@exam-ple.com",
      "mailto:josé@exam-ple.com",
      "http://exam-ple.com",
      "mailto:jose@exé-ple.com",
    ]);
    expectChunkFree(text);
    // a piece that starts with a combining mark or a digit is no name's; one whose start the
    // look-back cannot see is a longer name's (as an ASCII one): no link, not "ple.com" alone
    for (const t of ["x \u0301jose@exam-\nple.com", "x ²jose@exam-\nple.com"]) {
      expect(uris(t), t).toEqual([]);
    }
    expect(uris(`${"é".repeat(170)}j@exam-\nple.com`)).toEqual([]);
    expect(uris(`${"e".repeat(340)}j@exam-\nple.com`)).toEqual([]);
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
    // the link read in a piece goes too, as on one line
    expect(uris("luc.st-\n   louis@ca.transport.bombardier.com", { schemes: ["http"] })).toEqual(
      [],
    );
    expect(uris("(tuexen@fh-\n muenster.de)", { schemes: ["mailto"] })).toEqual([
      "mailto:tuexen@fh-muenster.de",
    ]);
  });
});

describe("a name broken more than once, and pieces that are names themselves", () => {
  test("every piece of a name broken across several lines", () => {
    expect(uris("see root-key-\nsentinel-is-\nta.example.com now")).toEqual([
      "http://root-key-sentinel-is-ta.example.com",
    ]);
    const f = fuzzy("see a-\n  b@\n  x.org now")[0]!;
    expect([f.uri, f.variants, f.raw]).toEqual([
      "mailto:a-b@x.org",
      ["mailto:ab@x.org"],
      "a-\n  b@\n  x.org",
    ]);
    expect(uris("<2\n0230130032644.CUWL4884.nsstlfep29p-\nsvc.bpe.nexus.telstra.com>")).toEqual([
      "http://20230130032644.CUWL4884.nsstlfep29p-svc.bpe.nexus.telstra.com",
    ]);
    // a reply's lines at another depth are not its pieces
    expect(uris("> a root-key-\n> sentinel-is-\n>> ta.example.com")).toEqual([
      "http://ta.example.com",
    ]);
  });

  test("a piece that linkify-it reads as a link of its own is dropped for the whole name", () => {
    expect(uris("see ec2-1.us-\nwest-2.compute.amazonaws.com now")).toEqual([
      "http://ec2-1.us-west-2.compute.amazonaws.com",
    ]);
    expect(uris("luc.st-\n   louis@ca.transport.bombardier.com")).toEqual([
      "mailto:luc.st-louis@ca.transport.bombardier.com",
    ]);
    expect(uris("<joe@users.alioth.\ndebian.org>")).toEqual(["mailto:joe@users.alioth.debian.org"]);
    // also when that link ended the segment before: segments end at the first line break
    // 4,096 bytes on, so one of these filler lengths puts the boundary right after the piece
    for (let fill = 4070; fill <= 4110; fill += 3) {
      const text = `${"x ".repeat(fill >> 1)}\nsee ec2-1.us-\nwest-2.compute.amazonaws.com now\n`;
      expect(uris(text), `filler ${fill}`).toEqual([
        "http://ec2-1.us-west-2.compute.amazonaws.com",
      ]);
    }
    // a piece read as a link inside an address too
    expect(uris("Chris Coulson <chris.co\nulson@canonical.com>\n")).toEqual([
      "mailto:chris.coulson@canonical.com",
    ]);
    // a segment of nothing but pieces (a small maxLength) holds the link on
    const twice = "see foo.example.com-\n   abcdefghijklmnopqrst-\nbaz.org\n";
    for (const maxLength of [undefined, 32, 48, 64]) {
      expect(uris(twice, { maxLength }), `maxLength ${maxLength}`).toEqual([
        "http://foo.example.com-abcdefghijklmnopqrst-baz.org",
      ]);
    }
    // but two whole names in "<…>" on two lines stay two
    expect(uris("<a.example.com\nb.example.com>")).toEqual([
      "http://a.example.com",
      "http://b.example.com",
    ]);
  });

  test("an A-label's prefix, and a local part's own marks", () => {
    expect(uris("see shishi.xn--\n55qx5d.cn now")).toEqual(["http://shishi.xn--55qx5d.cn"]);
    expect(uris("(xn--\nespaol-zwa.com)")).toEqual(["http://xn--espaol-zwa.com"]);
    expect(uris("make xn----\ndqo34k.com more")).toEqual(["http://xn----dqo34k.com"]);
    expect(uris("see a--\nb.com")).toEqual(["http://b.com"]);
    expect(uris("see a+b-\ncd@x.org now")).toEqual(["mailto:a+b-cd@x.org"]);
    expect(uris("<a_b\ncd@x.org>")).toEqual(["mailto:a_bcd@x.org"]);
    // not in a host: "_" there is no name's
    expect(uris("see a_b-\ncd.example.org now")).toEqual(["http://cd.example.org"]);
  });

  test("the look-back stays within the bytes a stream keeps", () => {
    expect(MAX_REACH + MAX_LINE_BACK).toBeLessThan(HISTORY);
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

  test("a piece of a URI's userinfo or of a path: no link of its own", () => {
    expect(uris("INVITE sip:recorder@\nexample.com SIP/2.0")).not.toContain("http://example.com");
    expect(uris("see http://user@\nexample.com now")).toEqual([]);
    expect(uris("Files: tests/system-\noverride-curves.sh")).toEqual([]);
    // a path that ends its line whole: the next line is a name of its own
    expect(uris("Files: m4/libtool.m4\n ltmain.sh.example.org\n")).toEqual([
      "http://ltmain.sh.example.org",
    ]);
    // a local part after a list's ";" or ","
    expect(uris("Final-Recipient: rfc822;customer-\nsupport@example.com")).toEqual([
      "mailto:customer-support@example.com",
    ]);
    expect(uris("Cc: <v@n.net>,debian-\nlegal@lists.debian.org, x")).toEqual([
      "mailto:v@n.net",
      "mailto:debian-legal@lists.debian.org",
    ]);
  });

  test("a piece of a scheme'd URI: no link of its own", () => {
    // iCalendar's folded property (RFC 5545 §3.1): the domain of "mailto:jdoe@" is no link of
    // its own — the mailto: URI goes on there (an address has its "@" and a domain: session 47)
    expect(uris("RSVP=TRUE:mailto:jdoe@\n    example.com\n   END:VEVENT")).toEqual([
      "mailto:jdoe@example.com",
    ]);
    // read on by the bare rules across the hyphen (one record, not two)
    expect(uris("see http://a.example/x-\nexample.com now")).toEqual([
      "http://a.example/x-example.com",
    ]);
  });

  test("an address's local part before its domain's line", () => {
    expect(uris("write to jdoe@\n  example.com today")).toEqual(["mailto:jdoe@example.com"]);
    // after a label's or a key's ":" or "=", or a list's ","
    expect(uris("To:jdoe@\nexample.com")).toEqual(["mailto:jdoe@example.com"]);
    expect(uris("user=sales@\nexample.com")).toEqual(["mailto:sales@example.com"]);
    expect(uris("a@b.org,jdoe@\nexample.com")).toEqual([
      "mailto:a@b.org",
      "mailto:jdoe@example.com",
    ]);
    // another quote depth: the host alone, as before
    expect(uris("> To:jdoe@\nexample.com")).toEqual(["http://example.com"]);
  });

  test("what is no address on one line is none broken: identifiers, Git's remote", () => {
    expect(uris("Message-ID: <20001234.ABC@\n mail.example.com>")).toEqual([]);
    expect(uris("Message-ID: <20001234.ABC@mail.\n example.com>")).toEqual([]);
    expect(uris("> In-Reply-To: <CAFoo-\n> bar@mail.gmail.com>")).toEqual([]);
    expect(uris("postfix: message-id=<abc@\nmail.example.com>")).toEqual([]);
    expect(uris("git clone git@\ngithub.com:vim/vim.git")).toEqual([]);
    // an address in prose beside a header's name is still one
    expect(uris("write <jdoe@\n  example.com> today")).toEqual(["mailto:jdoe@example.com"]);
  });

  test("a piece that is no DNS name's", () => {
    expect(uris("a..b-\nexample.com")).toEqual(["http://example.com"]);
    expect(uris("x a.-b-\nexample.com")).toEqual(["http://example.com"]);
    // a label of more than 63 bytes (RFC 1035 §2.3.4)
    expect(uris(`x ${"a".repeat(64)}-\nexample.com`)).toEqual(["http://example.com"]);
    expect(uris(`x ${"a".repeat(50)}-\nexample.com`)).toEqual([
      `http://${"a".repeat(50)}-example.com`,
    ]);
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

describe("positions of a joined record", () => {
  /** raw is the input's bytes [start, end); line and column (bytes) those of start */
  function expectPositions(text: string): Found[] {
    const bytes = Buffer.from(text);
    const found = fuzzy(text);
    for (const f of found) {
      expect(bytes.subarray(f.start, f.end).toString(), f.uri).toBe(f.raw);
      const before = bytes.subarray(0, f.start);
      const line = before.filter((b) => b === 0x0a).length + 1;
      const column = f.start - (before.lastIndexOf(0x0a) + 1) + 1;
      expect([f.line, f.column], f.uri).toEqual([line, column]);
    }
    return found;
  }

  test("also when a link read in a piece on a later line is dropped for it", () => {
    // linkify-it reads "fZ40…@mail.gm" on the second line: dropped for the whole address
    const f = expectPositions(
      "x\nperform path computations in\n<CAG16vQW5gYy--sXqPEz6_Lvsz1fU\nfZ40kDmmS34LTduTQOCb2A@mail.gm\nail.com> response\n",
    );
    expect(f.map((r) => r.uri)).toEqual([
      "mailto:CAG16vQW5gYy--sXqPEz6_Lvsz1fUfZ40kDmmS34LTduTQOCb2A@mail.gmail.com",
    ]);
    expectPositions("a\r\nsee ec2-1.us-\r\n  west-2.compute.amazonaws.com now\r\n");
    expectPositions(
      "one two <chris.co\nulson@canonical.com> and x\n> > a root-key-\n> > sentinel-is-\n> > ta.example.com\n",
    );
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
