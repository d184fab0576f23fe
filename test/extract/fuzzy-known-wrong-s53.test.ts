/**
 * Session 53's fixes of fuzzy mode's known wrong answers (RULES.md, session 52's "Left:"
 * line), each with its near misses, which stay as they were. Every case is checked whole
 * and at every byte split (test/helpers/every-split.ts, with `{ fuzzy: true }`):
 * - TLDs of the root zone outside linkify-it's short list, for a `www.` host or a name with
 *   a path (fuzzy-tlds.ts; iana-tlds.ts from npm's tlds 1.261.0);
 * - a quoted display name glued to its address (fuzzy-word-edges.ts displayNameAt);
 * - sendmail's `-f` / `-r` glued to the address on a command line
 *   (fuzzy-command-line.ts senderOptionAt);
 * - a LaTeX command glued after a word, or with an empty argument (fuzzy-escapes.ts
 *   latexCommandEnd).
 */
import { describe, expect, test } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import { IANA_TLDS } from "../../src/extract/fuzzy-tlds.js";
import { expectRecordsAtEverySplit } from "../helpers/every-split.js";

const FUZZY = { fuzzy: true } as const;

type Case = readonly [text: string, expected: readonly string[]];

function check(cases: readonly Case[]): void {
  test.each(cases.map(([text, expected]) => ({ text, expected })))("$text", ({
    text,
    expected,
  }) => {
    const found = extractText(text, FUZZY);
    expect(found.map((f) => f.uri)).toEqual(expected);
    const bytes = Buffer.from(text);
    for (const f of found) {
      expect(f.valid).toBe(true);
      expect(bytes.subarray(f.start, f.end).toString()).toBe(f.raw);
    }
    expectRecordsAtEverySplit(text, FUZZY);
  });
}

describe("the bundled root zone list (tlds 1.261.0, IANA's tlds-alpha-by-domain.txt)", () => {
  test("holds the TLDs the cases below use, and no file extension that is none", () => {
    for (const t of ["network", "delivery", "photography", "blackfriday", "total", "app"]) {
      expect(IANA_TLDS.has(t), t).toBe(true);
    }
    // IDN TLDs in Unicode, as text writes them; not "web" (linkify-it's, never delegated)
    expect(IANA_TLDS.has("рф")).toBe(true);
    expect(IANA_TLDS.has("中国")).toBe(true);
    for (const t of ["web", "js", "txt", "local", "onion"]) expect(IANA_TLDS.has(t), t).toBe(false);
    expect(IANA_TLDS.size).toBe(1438);
  });
});

describe("a root-zone TLD outside linkify-it's list: a link after 'www.', or with a path after two labels", () => {
  check([
    // the brief's cases: the two with "@" were found already (linkify-it takes any TLD after
    // an "@"); the two links gave nothing (linkify-it 6's default tlds: com, net, org, …)
    ["info@example.photography", ["mailto:info@example.photography"]],
    ["jane@shop.blackfriday", ["mailto:jane@shop.blackfriday"]],
    ["www.example.network", ["http://www.example.network"]],
    ["shop.example.delivery/path", ["http://shop.example.delivery/path"]],
    ["see WWW.EXAMPLE.NETWORK now", ["http://WWW.EXAMPLE.NETWORK"]],
    ["photos at my.example.photography/2024/05/ today", ["http://my.example.photography/2024/05/"]],
    ["(www.example.travel)", ["http://www.example.travel"]],
    // near misses, none as before: a bare name under such a TLD is code's or prose's
    // (Python's "self.network", "obj.total"; a release note's "release.new"), a method's
    // receiver divided ("self.total/count"), a division by a number, a macOS bundle's path
    // (Apple's Bundle Programming Guide: "X.app/Contents/MacOS")
    ["self.network = net", []],
    // (RFC 8618 App. B, DNS name compression: "the remaining uncompressed part of the name being
    // www.bar." — "www." and a TLD alone; www.example.com would be linked as before)
    ["part of the name being www.bar.  It is", []],
    ["return obj.total", []],
    ["see release.new and example.delivery", []],
    ["avg = self.total/count", []],
    ["half = x.total/2", []],
    ["open Safari.app/Contents/MacOS/Safari", []],
    // one name and a path (the session 53 review: 554 such links on 264 MB of /usr/share/doc
    // and /etc, none a site): gdb's test names, alternations, systemd units, a file in an archive
    ["example.delivery/path", []],
    ["FAIL: gdb.tui/basic.exp: check main is where we expect", []],
    ["calls fs.read/write on the file", []],
    ["Wants=multi-user.target/graphical.target", []],
    ["unpack backup.zip/data/file.txt first", []],
    // (bundled JavaScript in node_modules: a source map's name before a comment's mark)
    ["//# sourceMappingURL=Parser.js.map//", []],
    ["/*# sourceMappingURL=encode.js.map/**/", []],
    // (an IDN TLD in Unicode likewise: Debian's publicsuffix, examples/test_psl.txt, in the
    // /usr/share/doc corpus; "рф" is in linkify-it's list, "xn--" TLDs are all taken)
    ["checkPublicSuffix('食狮.中国', '食狮.中国');", []],
    // (".ss", South Sudan, is in the root zone and not in linkify-it 6.1's two-letter list:
    // Debian's linux changelog "kgdb: Set PSTATE.SS to 1", python-numpy's "scipy.stats.ss";
    // a host under it with "www." or a path is a link as under the other root-zone TLDs)
    ["kgdb: Set PSTATE.SS to 1 to re-enable single-step", []],
    ["faster version of scipy.stats.ss", []],
    ["see www.example.ss now", ["http://www.example.ss"]],
    ["an.example.ss/path", ["http://an.example.ss/path"]],
    ["example.ss/path", []],
    ["checkPublicSuffix('www.食狮.中国', '食狮.中国');", ["http://www.食狮.中国"]],
    // and linkify-it's own list reads as before: a bare name under ".com" or a country code
    ["example.com and example.de", ["http://example.com", "http://example.de"]],
  ]);
});

describe("a quoted display name glued to its address: the address, as with a blank in it", () => {
  check([
    // the brief's pair: '"Jane Doe"jane@…' gave the address (session 52), '"Support"support@…'
    // nothing. RFC 5322 §3.4: a display name goes before "<…>"; plain text drops them and a
    // name glued to the address is still a name — a capital or a letter without case
    ['"Support"support@example.com', ["mailto:support@example.com"]],
    ['"Jane Doe"jane@example.com', ["mailto:jane@example.com"]],
    ['Reply-To:"Support"support@example.com', ["mailto:support@example.com"]],
    ['"山田"yamada@example.jp', ["mailto:yamada@example.jp"]],
    // near misses, none as before: session 52's (email-addresses 5.0.0 test #51,
    // ERR_ATEXT_AFTER_QS: a lower-case quoted word is a piece of a local part), a quote
    // opened inside a word, more than one quoted string in the word
    ['"test"test@iana.org', []],
    ['mail "a"b@example.com now', []],
    ['x"Support"support@example.com', []],
    ['just"not"right@example.com', []],
    ['x="a"b"C"jane@example.com', []],
  ]);
});

describe("sendmail's -f and -r glued to an address on a command line are the option's", () => {
  check([
    // sendmail(8) (Sendmail 8.18, Postfix's sendmail(1)): "-fname Sets the name of the from
    // person", "-rname An alternate and obsolete form of the -f flag"; getopt's glued
    // argument (POSIX.1-2017 XBD §12.1). Gave mailto:fjane@… and mailto:rbounce@…
    ["sendmail -fjane@example.com < msg", ["mailto:jane@example.com"]],
    ["/usr/sbin/sendmail -t -i -rbounce@example.org", ["mailto:bounce@example.org"]],
    // PHP's manual, mail()'s additional_params (gave mailto:-fwebmaster@…: the quote was
    // read as the address's wrapper, session 52's dashOpensAddress)
    [
      "mail('nobody@example.com', 'subject', 'message', null, '-fwebmaster@example.com');",
      ["mailto:nobody@example.com", "mailto:webmaster@example.com"],
    ],
    ["exim -f jane@example.com", ["mailto:jane@example.com"]],
    // near misses, as before: at a line's start a "-" is a list's bullet (session 52's
    // "-dashy@…"), other letters are the name's ("mail -dashy@…", a session 52 case), a
    // letter alone before "@", an option with two dashes
    ["-fred@example.com", ["mailto:fred@example.com"]],
    ["mail -dashy@example.net now", ["mailto:dashy@example.net"]],
    ["mail -ojane@example.com", ["mailto:ojane@example.com"]],
    ["x -f@example.com", ["mailto:f@example.com"]],
    ["git commit --fjane@example.com", ["mailto:fjane@example.com"]],
    // no mail program on the line: a dash glued to a name in prose keeps its letter (gave
    // rank@, ose@, alph@, iona@ with any word before the option; session 53's review)
    [
      "Contacts: -frank@example.com -rose@example.com",
      ["mailto:frank@example.com", "mailto:rose@example.com"],
    ],
    [
      "reviewers -ralph@example.org and -fiona@example.org",
      ["mailto:ralph@example.org", "mailto:fiona@example.org"],
    ],
    ["E-mail: -frank@example.com", ["mailto:frank@example.com"]],
    // a mail program anywhere before it on the line (php.ini's sendmail_path)
    [
      "sendmail_path = /usr/sbin/sendmail -t -i -fwebmaster@example.com",
      ["mailto:webmaster@example.com"],
    ],
    [
      "msmtp -a work -rjane@example.com bob@example.org",
      ["mailto:jane@example.com", "mailto:bob@example.org"],
    ],
  ]);
});

describe("a LaTeX command glued after a word or with an empty argument is markup", () => {
  check([
    // gave mailto:exttt%7Ba@b.example and mailto:ewline%7B%7Djane@… ("\\t" and "\\n" read
    // as a string's escapes). A command's argument is a group of its own wherever the
    // command stands (latex.ltx); "{}" ends a control word (The TeXbook, ch. 3)
    ["x\\texttt{a@b.example}", ["mailto:a@b.example"]],
    ["E-mail:\\texttt{jane@example.com}", ["mailto:jane@example.com"]],
    // "~" is LaTeX's space that does not break
    ["Mail:~\\texttt{jane@example.com}", ["mailto:jane@example.com"]],
    ["\\newline{}jane@example.com", ["mailto:jane@example.com"]],
    ["Web:\\url{www.example.com}", ["http://www.example.com"]],
    // the same LaTeX in a JSON string (a notebook's cell): "\\\\" is its escaped "\\"
    ['"\\\\texttt{jane@example.com}"', ["mailto:jane@example.com"]],
    // near misses, as before: session 52's command opening the word, an empty group before
    // a word that is no address, troff's escapes
    ["Contact \\texttt{jane@example.com} now", ["mailto:jane@example.com"]],
    ["\\newline{}see you", []],
    ["\\fBbug\\-groff@gnu.org\\fR", ["mailto:bug-groff@gnu.org"]],
  ]);
});

describe("a host whose '-' ends its line before a case ending: the host, as on one line", () => {
  check([
    // RULES.md, the review of session 48's left list: "www.example.org-" LF Hangul lost the
    // host; on one line "www.example.org-에서" gives it (fuzzy-view.ts tldHyphenAt: no TLD
    // holds a "-")
    ["see www.example.org-\n에서 확인하세요\n", ["http://www.example.org"]],
    ["> see www.example.org-\n> 에서 확인\n", ["http://www.example.org"]],
    ["see probe.filezilla-project.org-\nին\n", ["http://probe.filezilla-project.org"]],
    // near misses, as before: a name that goes on on the next line, a word that is no case
    // ending (one line gives none either), an RFC reference's tag (session 47)
    ["see www.example.org-\nfoo.com now\n", ["http://www.example.org-foo.com"]],
    ["see www.example.org-\nfoo bar\n", []],
    ["[W3C.CR-\nWOFF2-20150414]\n", []],
  ]);
});
