/**
 * Extraction cases from the free-link tests of wiki engines, from their Debian source packages:
 * - MediaWiki 1.39.17 (Debian mediawiki 1:1.39.17-1+deb12u2, bookworm; the orig tarball):
 *   tests/parser/parserTests.txt (the free external link tests: "External links: …" with
 *   trailing punctuation and entities, brackets, IDN, the "T…" URL bugs, IPv6 autolinks,
 *   Unicode around autolinks, parentheses, fuzz tests with a URL, and the html2wt tests
 *   "Links 6/7a/7b" and "WTS of autolinks…" whose wikitext holds free links),
 *   badCharacters.txt (NUL and backspace after a URL) and mediaParserTests.txt (a URL next
 *   to an image, in a caption or a gallery).
 * A case's input is the test's wikitext; its answer the hrefs of the `class="external free"`
 * links of the expected HTML (html/php, else html; for an html2wt test with no html/php, the
 * links of its html/parsoid that the wikitext writes as bare URLs), HTML escaping undone
 * (`&amp;` → `&`, `&#39;` → `'`). A test whose wikitext holds independent examples, one a line
 * or a paragraph, is cut into them; its lines that hold no free link (bracketed
 * `[url label]` links, templates, wikilinks) are left out. Each group holds the cases where
 * urisift gives MediaWiki's answer, then those where it answers differently on purpose
 * (MediaWiki's answer and the rule in a comment), then those urisift got wrong when this
 * file was written, fixed since ("found wrong before, fixed").
 * Skipped: URLs inside a template (`{{1x|http://foo.com/a&#124;b}}`, "Plain link in template
 * argument", `{{SERver}}`, the Sanitizer's `href="{{SERVER}}"`), table markup ("Table
 * security: embedded pipes", "Fuzz testing: Parser21") and a magic word
 * (`http://__TOC__`): the href is the expansion's, not the text's. URLs in `<nowiki>…</nowiki>`
 * ("WTS of edited/newly-authored autolink-like text"): markup that says the text is no link.
 * ISBN, RFC and PMID magic links: no URI in the text (MediaWiki builds the href from a number);
 * SecureLinkFixer's test (it rewrites http to https: rendering). extraParserTests.txt (the
 * cases of badCharacters.txt), legacyMediaParserTests.txt and the Parsoid copy in vendor/
 * (the same free-link tests); "External image: http://…" once (with images allowed it renders
 * an `<img>`, not a link). Inputs test/ already holds: "http://example.com",
 * "http://example.com:".
 * DokuWiki is not compared: neither bookworm's orig tarball (2022-07-31a) nor trixie's
 * (2024-02-06b+dfsg) ships _test/ (parser_links.test.php). MoinMoin is packaged in neither;
 * Trac's wiki link tests are in peer-suites-trackers.test.ts.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

const E = "http://example.com";

describe("MediaWiki free external links (tests/parser/parserTests.txt, mediawiki 1.39.17)", () => {
  check([
    // "Parsing an URL"
    [
      "http://fr.wikipedia.org/wiki/🍺\n<!-- EasterEgg we love beer, better be able be able to link to it -->",
      ["http://fr.wikipedia.org/wiki/🍺"],
    ],
    // "Definition list with URL link", "… with news link containing colon", "Malformed
    // definition list with colon"
    [";http://example.com/ :definition", ["http://example.com/"]],
    [";news:alt.wikipedia.rox :This isn't even a real newsgroup!", ["news:alt.wikipedia.rox"]],
    [
      ";news:alt.wikipedia.rox -- don't crash or enter an infinite loop",
      ["news:alt.wikipedia.rox"],
    ],
    // "External links: non-bracketed", "… dollar sign in URL", "… open square bracket
    // forbidden in URL (T6377)", "… newline forbidden in text (T8230 regression check)"
    ["Non-bracketed: http://example.com", [E]],
    ["http://example.com/1$2345", ["http://example.com/1$2345"]],
    ["http://example.com/1[2345", ["http://example.com/1"]],
    ["[http://example.com/ first\nsecond]", ["http://example.com/"]],
    // "External links: protocol-relative URL in free text is left alone", "… in the middle of
    // a word is left alone (T32269)"
    ["//example.com/Foo", []],
    ["foo//example.com/Foo", []],
    // "External links: Free with trailing punctuation" (its lines)
    ["http://example.com,", [E]],
    ["http://example.com;", [E]],
    ["http://example.com\\", [E]],
    ["http://example.com.", [E]],
    ["http://example.com!", [E]],
    ["http://example.com?", [E]],
    ["http://example.com)", [E]],
    ["http://example.com/url_with_(brackets)", ["http://example.com/url_with_(brackets)"]],
    ["(http://example.com/url_without_brackets)", ["http://example.com/url_without_brackets"]],
    ["http://example.com/url_with_entity&nbsp;", ["http://example.com/url_with_entity"]],
    ["http://example.com/url_with_entity&#xA0;", ["http://example.com/url_with_entity"]],
    ["http://example.com/url_with_entity&#160;", ["http://example.com/url_with_entity"]],
    ["http://example.com/url_with_entity&lt;", ["http://example.com/url_with_entity"]],
    ["http://example.com/url_with_entity&#x3C;", ["http://example.com/url_with_entity"]],
    ["http://example.com/url_with_entity&#60;", ["http://example.com/url_with_entity"]],
    // "External links: tricky Parsoid html2html case" ("&amp;" is "&", then "amp" and a
    // trailing ";")
    ["http://example.com/url_with_entity&amp;amp;", ["http://example.com/url_with_entity&amp"]],
    // "External links: html2html with trailing dot (T263203)" (its free-link paragraph)
    ["test http://example.com/test. test", ["http://example.com/test"]],
    // "External links: Lone protocols are never linked (T105697)"
    ["http://\nhttp://;\n(http://)\nbitcoin:\nbitcoin:;\n(bitcoin:)", []],
    // "External links: No preceding word characters allowed (T67278)" (its linked lines)
    ["ok:http://example.com", [E]],
    ["ok-http://example.com", [E]],
    // "External image (when not allowed)", "Link to non-http image, no img tag"
    [
      "External image: http://meta.wikimedia.org/upload/f/f1/Ncwikicol.png",
      ["http://meta.wikimedia.org/upload/f/f1/Ncwikicol.png"],
    ],
    [
      "Link to non-http image, no img tag: ftp://example.com/test.jpg",
      ["ftp://example.com/test.jpg"],
    ],
    // "External links: terminating separator", "… intervening separator", "… raw ampersand",
    // "… encoded ampersand", "… encoded equals (T8102)", "… www.jpeg.org (T2554)"
    ["Terminating separator: http://example.com/thing,", ["http://example.com/thing"]],
    ["Intervening separator: http://example.com/1,2,3", ["http://example.com/1,2,3"]],
    ["Old &amp; use: http://x&y", ["http://x&y"]],
    ["Old &amp; use: http://x&amp;y", ["http://x&y"]],
    ["http://example.com/?foo&#61;bar", ["http://example.com/?foo=bar"]],
    ["http://www.jpeg.org", ["http://www.jpeg.org"]],
    // "T2361: URL within URL, not bracketed", "T2289: \">\"-token in URL-tail", "T2289:
    // literal \">\"-token in URL-tail", "T2289: literal double quote at end of URL"
    [
      "http://www.example.com/foo?=http://www.example.com/bar",
      ["http://www.example.com/foo?=http://www.example.com/bar"],
    ],
    ["http://www.example.com/<hello>", ["http://www.example.com/"]],
    ["http://www.example.com/<b>html</b>", ["http://www.example.com/"]],
    ['http://www.example.com/"hello"', ["http://www.example.com/"]],
    // "T2787: Links with one slash after the url protocol are invalid" (its free paragraph)
    ["http:/example.com", []],
    // "Broken wikilinks (but not external links) prevent templates from closing" (its first
    // paragraph)
    ["[http://example.com x", [E]],
    // "T6781: %26 in URL", "T6781, T7267: %25 in URL", "T6781, T7267: %28, %29 in URL",
    // "Brackets in urls" (its first paragraph)
    ["http://www.example.com/?title=AT%26T", ["http://www.example.com/?title=AT%26T"]],
    ["http://www.example.com/?title=100%25_Bran", ["http://www.example.com/?title=100%25_Bran"]],
    [
      "http://www.example.com/?title=Ben-Hur_%281959_film%29",
      ["http://www.example.com/?title=Ben-Hur_%281959_film%29"],
    ],
    [
      "http://example.com/index.php?foozoid%5B%5D=bar",
      ["http://example.com/index.php?foozoid%5B%5D=bar"],
    ],
    // "IPv6 urls, autolink format (T23261)" ("RFC 2373" and "RFC 2732" are magic links to
    // tools.ietf.org, no URI in the text)
    [
      "http://[2404:130:0:1000::187:2]/index.php\n\nExamples from RFC 2373, section 2.2:\n\n*http://[1080::8:800:200C:417A]/unicast\n*http://[FF01::101]/multicast\n*http://[::1]/loopback\n*http://[::]/unspecified\n*http://[::13.1.68.3]/ipv4compat\n*http://[::FFFF:129.144.52.38]/ipv4compat\n\nExamples from RFC 2732, section 2:\n\n*http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html\n*http://[1080:0:0:0:8:800:200C:417A]/index.html\n*http://[3ffe:2a00:100:7031::1]\n*http://[1080::8:800:200C:417A]/foo\n*http://[::192.9.5.5]/ipng\n*http://[::FFFF:129.144.52.38]:80/index.html\n*http://[2010:836B:4179::836B:4179]",
      [
        "http://[2404:130:0:1000::187:2]/index.php",
        "http://[1080::8:800:200C:417A]/unicast",
        "http://[FF01::101]/multicast",
        "http://[::1]/loopback",
        "http://[::]/unspecified",
        "http://[::13.1.68.3]/ipv4compat",
        "http://[::FFFF:129.144.52.38]/ipv4compat",
        "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
        "http://[1080:0:0:0:8:800:200C:417A]/index.html",
        "http://[3ffe:2a00:100:7031::1]",
        "http://[1080::8:800:200C:417A]/foo",
        "http://[::192.9.5.5]/ipng",
        "http://[::FFFF:129.144.52.38]:80/index.html",
        "http://[2010:836B:4179::836B:4179]",
      ],
    ],
    // "Unicode text around autolinks" (its linked paragraphs)
    ["größ https://foo.org", ["https://foo.org"]],
    ["💩https://foo.org", ["https://foo.org"]],
    // "Non-extlinks in brackets" (its lines with a URI)
    ["[url=http://example.com]", [E]],
    ["[http:// bare protocols don't count]", []],
    // "Parenthesis in external links, especially URL links" (its free-link paragraphs)
    ["http://example.com/test)", ["http://example.com/test"]],
    ["http://example.com/(test)", ["http://example.com/(test)"]],
    ["http://example.com/((test)", ["http://example.com/((test)"]],
    // "Parenthesis in external links, w/ transclusion or comment" (its second paragraph)
    ["(http://example.com<!-- hi -->)", [E]],
    // "T3186 news: in the middle of text", "Pseudo-tag with URL 'name' renders as url link"
    [
      "http://en.wikinews.org/wiki/Wikinews:Workplace",
      ["http://en.wikinews.org/wiki/Wikinews:Workplace"],
    ],
    ["<http://example.com/>", ["http://example.com/"]],
    // "T7918: autonumbering" (its free-link paragraphs)
    ["ftp://inlineftp", ["ftp://inlineftp"]],
    ["mailto:inline@mail.tld", ["mailto:inline@mail.tld"]],
    // "Fuzz testing: URL adjacent extension (with space, clean)", "… (no space, dirty;
    // nowiki)", "… (no space, dirty; pre)"
    ["http://example.com <nowiki>junk</nowiki>", [E]],
    ["http://example.com<nowiki>junk</nowiki>", [E]],
    ["http://example.com<pre>junk</pre>", [E]],
    // "Handling of %0A in URLs"
    ["*irc://%0Aa", ["irc://%0Aa"]],
    // "Proper conversion of text in external links" (its free-link lines)
    [
      "http://www.google.com\ngopher://www.google.com",
      ["http://www.google.com", "gopher://www.google.com"],
    ],
    // "T21052 U+3000 IDEOGRAPHIC SPACE should terminate free external links"
    ["http://www.example.org/\u3000<-- U+3000 (vim: ^Vu3000)", ["http://www.example.org/"]],
    // "T36939 - Case insensitive link parsing (HttP://)"
    ["HttP://MediaWiki.Org/", ["HttP://MediaWiki.Org/"]],
    // "Links 6. Add <nowiki/>s between text-nodes and url-links when required (T66300)"
    // (html2wt; its last line apart)
    [
      "x<nowiki/>http://example.com<nowiki/>y\nhttp://example.com<nowiki/>?x\nhttp://example.com<nowiki/>&x\nhttp://example.com<nowiki/>'x\nhttp://example.com<nowiki/>,x\nhttp://example.com<nowiki/>.x\nhttp://example.com<nowiki/>;x\nhttp://example.com<nowiki/>:x\nhttp://example.com<nowiki/>;x\nhttp://example.com<nowiki/>!x\nhttp://example.com<nowiki/>=x\nhttp://example.com<nowiki/>(x)",
      [E, E, E, E, E, E, E, E, E, E, E, E],
    ],
    // "Links 7a. Don't add spurious <nowiki/>s between text-nodes and url-links (T66300)",
    // "Links 7b. …"
    [
      'x\nhttp://example.com\ny\n"http://example.com"\n(http://example.com)\n(http://example.com) foo\nhttp://example.com,\nhttp://example.com, foo',
      [E, E, E, E, E, E],
    ],
    ["http://example.com.,;:!?\\\n-http://example.com:", [E, E]],
    // "WTS of autolinks with trailing/surrounding context" (html2wt: ''' is bold),
    // "WTS of autolinks with nowikis (round-trip)"
    [
      "http://cscott.net'''foo'''\n\nhttp://cscott.net<b>foo</b>\n\n'''http://cscott.net'''\n\n'''http://cscott.net '''\n\n'''http://cscott.net<nowiki/>x'''\n\nhttp://cscott.net<nowiki/>x",
      [
        "http://cscott.net",
        "http://cscott.net",
        "http://cscott.net",
        "http://cscott.net",
        "http://cscott.net",
        "http://cscott.net",
      ],
    ],
    ["x<nowiki/>http://cscott.net<nowiki/>x", ["http://cscott.net"]],
    // "WTS of an autolink surrounded by square brackets (T220018)" (html2wt)
    ["<nowiki>[</nowiki>http://example.com]", [E]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // mediawiki: ["http://example.com/url_with_entity&"] ("External links: Free with trailing
      // punctuation"). A reference to "&" at the end of a bare URI is the text's, like one to a
      // delimiter (RULES.md "Escaped HTML")
      ["http://example.com/url_with_entity&amp;", ["http://example.com/url_with_entity"]],
      ["http://example.com/url_with_entity&#x26;", ["http://example.com/url_with_entity"]],
      ["http://example.com/url_with_entity&#038;", ["http://example.com/url_with_entity"]],
      // mediawiki: ["news:'a'b"] ("External links: Free with trailing quotes (T113666)": its ''
      // is italics). Read as text the URI runs on to "news:'a'b''c''d": no newsgroup name
      // (letters, digits, "+", "-", "_" between dots: RFC 5536 §3.1.4, RFC 5538 §2.1), invalid
      // and not reported ("news:'a'b" is none either)
      ["'''News:''' Stuff here\n\nnews:'a'b''c''d e", []],
      // mediawiki: [] ("No preceding word characters allowed (T67278)"). A word glued to
      // "http://" is a lost space (RULES.md "Glued text")
      ["NOPEhttp://example.com", [E]],
      // mediawiki: []. "N0http" is a scheme (RFC 3986 §3.1: a letter, then letters, digits,
      // "+", "-", "."), unregistered but followed by "//" (DESIGN "Delimiting rules": bare);
      // only letters before "http" are a glued word (RULES.md "Glued text")
      ["N0http://example.com", ["N0http://example.com"]],
      // mediawiki: ["http://example.com/"] ("IDN ignored character reference in hostname;
      // strip it right off": the reference decoded, and U+200C dropped from the host as IDNA
      // maps it). Only references to "&", to delimiters and numeric ones to URI characters are
      // read (RULES.md "Escaped HTML"): "e&zwnj;xample.com" is a reg-name as written (RFC 3986
      // §3.2.2: "&" and ";" are sub-delims)
      ["http://e&zwnj;xample.com/", ["http://e&zwnj;xample.com/"]],
      // mediawiki: ["http://example.com/index.php?foozoid%5B%5D=bar"] ("Brackets in urls"). The
      // references are "[" and "]", raw in a query (RULES.md "Strict grammar; raw characters
      // read encoded"): `uri` as written, `normalized` is MediaWiki's href
      [
        "http://example.com/index.php?foozoid&#x5B;&#x5D;=bar",
        ["http://example.com/index.php?foozoid[]=bar"],
      ],
      // mediawiki: [] ("Unicode text around autolinks", T67278: a word character before the
      // scheme). A word glued to "https://" is a lost space (RULES.md "Glued text"), and a script
      // written without spaces has none (RULES.md "Scripts without spaces")
      ["größhttps://foo.org", ["https://foo.org"]],
      ["아들 고건 사진https://foo.org", ["https://foo.org"]],
      // mediawiki: ["http://example.com/(test))"], ["http://example.com/(test)))))"],
      // ["http://example.com/a)b"] ("Parenthesis in external links, especially URL links": a
      // ")" is kept when the URL holds a "("). A ")" with no opener inside the URI ends it
      // (RULES.md "Closers")
      ["(http://example.com/(test))", ["http://example.com/(test)"]],
      ["(http://example.com/(test)))))", ["http://example.com/(test)"]],
      ["http://example.com/a)b", ["http://example.com/a"]],
      // mediawiki: ["http://===r:::https://b"] ("Fuzz testing: Parser22", its first paragraph).
      // "===r:::https:" is no host and port (RFC 3986 §3.2.2–3.2.3): no URI there, and a
      // candidate whose host or port took in the text after it hides no URI in that text
      // (session 47): "https://b" is one
      ["http://===r:::https://b", ["https://b"]],
      // mediawiki: ["http://example.com(x"] ("Links 6", its last line). In an http authority a
      // "(" ends the host (RFC 1123 §2.1; RULES.md "Glued symbols and punctuation")
      ["http://example.com(x<nowiki/>)", [E]],
    ]);
  });
  describe("found wrong before, fixed", () => {
    check([
      // urisift gave ["irc://&#x0A;a"] (the reference kept as text, its "#" a fragment's start).
      // mediawiki: ["irc://%0Aa"] ("Handling of &#x0A; in URLs": the reference decoded and
      // percent-encoded). A reference to a space ends a bare URI (RULES.md "Escaped HTML":
      // "*irc://&#x20;a" gives none) and U+000A is white space too, so this is "irc://" alone,
      // a scheme named with nothing after it (RULES.md "Named schemes and drive letters")
      ["*irc://&#x0A;a", []],
    ]);
  });
});

describe("MediaWiki bad characters and media (tests/parser/badCharacters.txt, mediaParserTests.txt; mediawiki 1.39.17)", () => {
  check([
    // "Magic link: invalid character NUL (stripped)", "Magic link: invalid character backspace
    // (preserved)", "External links: invalid character backspace (preserved)"
    ["http://www.example.com\u0000 test", ["http://www.example.com"]],
    ["http://www.example.com\b test", ["http://www.example.com"]],
    ["[http://www.example.com\b test]", ["http://www.example.com"]],
    // "Thumbnail image caption with a free URL", "… and explicit alt", "T3887: A mailto link
    // with a thumbnail", "T3219 URL next to image (good)", "T3219 URL next to image (broken)",
    // "Magic links inside image captions (autolinked)"
    ["[[File:Foobar.jpg|thumb|http://example.com]]", [E]],
    ["[[File:Foobar.jpg|thumb|http://example.com|alt=Alteration]]", [E]],
    ["[[File:Foobar.jpg|thumb|Please mailto:nobody@example.com]]", ["mailto:nobody@example.com"]],
    ["http://example.com [[File:Foobar.jpg]]", [E]],
    ["http://example.com[[File:Foobar.jpg]]", [E]],
    [
      "[[File:Foobar.jpg|thumb|http://example.com]]\n[[File:Foobar.jpg|thumb|RFC 1234]]\n[[File:Foobar.jpg|thumb|PMID 1234]]\n[[File:Foobar.jpg|thumb|ISBN 123456789x]]",
      [E],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // mediawiki: ["http://///////"] ("Gallery", the line of image5.svg's caption). An http
      // URI needs a host (RFC 9110 §4.2.1; DESIGN "Validation and normalization"): invalid,
      // not reported
      [" image5.svg| http://///////", []],
    ]);
  });
});
