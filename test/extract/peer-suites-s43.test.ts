/**
 * Extraction cases from the test suites that small npm linkifiers ship in their packages
 * (npm pack), a spelling checker's URI rule, a Go Org-mode renderer and Maruku's Markdown unit
 * tests (Debian packages), verbatim:
 * - autolink-js 1.0.2 (bryanwoods/autolink-js), test/autolink-spec.coffee: the hrefs of
 *   String.prototype.autoLink(); its options (target, rel, callback) only change the markup.
 * - html-linkify 1.2.2, test.js: the hrefs of linkify(text, options); it links "www." names
 *   (giving them "http://") and e-mail addresses (giving them "mailto:"), which is
 *   `fuzzy: true`; its attributes and escape options only change the markup.
 * - url-knife 3.2.1, test/test.js: TextArea.extractAllUrls(textStr) (default options: links
 *   with or without a scheme, which is `fuzzy: true`) and extractAllEmails(textStr, true) (the
 *   addresses whose "pass" is true; "pass": false is the peer's own refusal). Its one test text
 *   is read here in the pieces around each link (the text cut at its spaces and line breaks,
 *   each piece with the words the peer's rules look at), each piece's answer the links the
 *   peer found in it.
 * - linkify-lite 1.0.0, test.js: the hrefs of linkify(text); and linkify 0.2.1's one test.js
 *   case (its LaTeX output's \href).
 * - react-tiny-linkify 1.2.0, lib/__tests__/index.test.js: the hrefs (linkify-it inside, so
 *   schemeless links = fuzzy).
 * - codespell 2.2.2 (Debian codespell 2.2.2-1), codespell_lib/tests/test_basic.py:
 *   test_uri_regex_def (uri_regex_def.findall of "Surrounding text %s more text": its
 *   true_positives and false_positives found whole, its true_negatives not at all, after the
 *   mathiasbynens.be URL list) and test_uri_ignore_words_list_option_uri / _email (a misspelled
 *   word that --uri-ignore-words-list ignores = a word inside a URI or address urisift finds,
 *   with `fuzzy: true` for the addresses).
 * - go-org 1.6.6 (Debian golang-github-niklasfasching-go-org-dev 1.6.6-1), org/testdata: each
 *   line of a *.org file with "://" against the hrefs and img srcs of its *.html.
 * - Maruku's unit tests as the markdown 0.3.0 crate ships them (Debian librust-markdown-dev
 *   0.3.0-1+b5, tests/fixtures/docs-maruku-unittest, from Text::MultiMarkdown's t/): each
 *   paragraph of a *.text file with a URI (misc_sw.text's link definitions one by one) against
 *   the hrefs and srcs of its *.html.
 * Each group holds the cases where urisift gives the peer's answer, then those where it answers
 * differently on purpose (the peer's answer, urisift's, and the rule); none was found where
 * urisift is wrong by a spec, so there is no "defects found" group here.
 * Left out: autolink-js' "can be called on a string" (a prototype method) and its xit
 * (disabled) case; html-linkify's XSS-in-attributes rows (markup escaping, the same links);
 * url-knife's extractAllUrlsWithIntranets (an option that links any dotted word:
 * "abc.def", "1353aa.liars"), normalizeUrl (it repairs "htp/:/abcgermany.,def;:9094 …" into a
 * URL: no extraction) and parseUrl (its own part names); gfm-linkify 0.1.0's test (GitHub
 * commit and issue references, no URI in the text); codespell's other tests (dictionaries,
 * options); go-org's "[[file:…]]" links (a file name the peer writes as a relative href: no
 * URI) and "[[example:foobar]]" (an abbreviation its #+LINK defines: the document's macro);
 * Maruku's reference-style links ("[Google][]": the href comes from a definition, counted
 * there).
 */
import { describe, expect, it } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import type { ExtractOptions } from "../../src/extract/types.js";
import { check, differs } from "../helpers/peer-check.js";

// ─── autolink-js 1.0.2 ───────────────────────────────────────────────────────────────────

describe("autolink-js 1.0.2 test/autolink-spec.coffee: String.prototype.autoLink()", () => {
  check([
    ["hi there", []],
    ["hi again", []],
    ["Check out this search engine http://google.com", ["http://google.com"]],
    ["LMSTFY: http://google.com and RTFM", ["http://google.com"]],
    [
      "Google is http://google.com and Twitter is http://twitter.com",
      ["http://google.com", "http://twitter.com"],
    ],
    ["Click here http://bit.ly/1337 now", ["http://bit.ly/1337"]],
    ["Check it: http://some.sub.domain", ["http://some.sub.domain"]],
    ["Go here now http://google.com!", ["http://google.com"]],
    ["Go here now http://google.com/#query=index", ["http://google.com/#query=index"]],
    ["Go here now http://twitter.com/#!/PostDeskUK", ["http://twitter.com/#!/PostDeskUK"]],
    [
      "My favorite Wikipedia Article http://en.wikipedia.org/wiki/Culture_of_honor_(Southern_United_States)",
      ["http://en.wikipedia.org/wiki/Culture_of_honor_(Southern_United_States)"],
    ],
    [
      "Safety for Syria’s Women http://www.rescue.org/press-releases/syria’s-women-and-girls-continue-face-chaos-and-danger-fearing-their-safety-18565",
      [
        "http://www.rescue.org/press-releases/syria’s-women-and-girls-continue-face-chaos-and-danger-fearing-their-safety-18565",
      ],
    ],
    ["Click here ftp://ftp.google.com", ["ftp://ftp.google.com"]],
    ["Google it: http://google.com", ["http://google.com"]],
    ["http://google.com That is a link to Google", ["http://google.com"]],
    ["I think I can help you.\nhttp://google.com That is a link to Google", ["http://google.com"]],
    [
      "I think I can help you.<br>http://google.com That is a link to Google",
      ["http://google.com"],
    ],
    ["<li>http://google.com</li>", ["http://google.com"]],
    ["<li><p>http://google.com</p></li>", ["http://google.com"]],
    // "html": "will still work" (the link after the anchor; the anchor's own are below)
  ]);
});

describe("autolink-js 1.0.2: answered differently on purpose", () => {
  differs([
    // "will not affect images", "will not affect anchors", "will still work": the peer leaves
    // markup alone (it writes HTML); urisift reads the text, where an attribute's quoted value
    // and an anchor's text are URIs as written (the `html` mode of mail parts reads the tags)
    [
      "Image <img src='http://example.com/logo.png'>",
      [],
      ["http://example.com/logo.png"],
      "a quoted URI is a URI (RFC 3986 App. C)",
    ],
    [
      "Anchor <a href='http://example.com'>http://example.com</a>",
      [],
      ["http://example.com", "http://example.com"],
      "a quoted URI and an anchor's text are URIs (RFC 3986 App. C)",
    ],
    [
      "Anchor <a href='http://example.com'>http://example.com</a> to http://example.com",
      ["http://example.com"],
      ["http://example.com", "http://example.com", "http://example.com"],
      "a quoted URI and an anchor's text are URIs (RFC 3986 App. C)",
    ],
  ]);
});

// ─── html-linkify 1.2.2 ──────────────────────────────────────────────────────────────────

describe('html-linkify 1.2.2 test.js: linkify(text) ("www." names and addresses = fuzzy)', () => {
  check(
    [
      // No links
      ["hello world", []],
      // Simple link
      ["foo www.bar.com", ["http://www.bar.com"]],
      // Link with protocol
      ["https://bar.com foo", ["https://bar.com"]],
      // Link with port
      ["foo https://bar.com:8080 bar", ["https://bar.com:8080"]],
      // Attribute
      ["foo https://bar.com", ["https://bar.com"]],
      // Reserved character
      ["foo &.foo.com bar", []],
      // Reserved character in attributes
      ["www.foo.com", ["http://www.foo.com"]],
      // XSS in attributes
      ["http://bar.com", ["http://bar.com"]],
      // XSS in text with present urls
      [
        "foo http://bar.com <script> http://foo.com <script> bar",
        ["http://bar.com", "http://foo.com"],
      ],
      // Multi urls
      [
        "foo http://bar.com www.foo.com http://baz.com",
        ["http://bar.com", "http://www.foo.com", "http://baz.com"],
      ],
      // XSS at end of url
      ["foo https://bar.com<script>", ["https://bar.com"]],
      // Punctuation at end of URL
      ["foo https://bar.com.", ["https://bar.com"]],
      ["foo https://bar.com!", ["https://bar.com"]],
      ["foo https://bar.com,", ["https://bar.com"]],
      ["foo https://bar.com;", ["https://bar.com"]],
      // XSS and punctuation
      ["Visit me at http://foo.com!<script>", ["http://foo.com"]],
      // Emails
      ["me@test.com", ["mailto:me@test.com"]],
      [" words me@test.com around", ["mailto:me@test.com"]],
      ["first.last@test.co.uk", ["mailto:first.last@test.co.uk"]],
      ["john.doe23@url-withdash.com", ["mailto:john.doe23@url-withdash.com"]],
      ["gmail.style+withplus@gmail.com", ["mailto:gmail.style+withplus@gmail.com"]],
      // Email with XSS
      ["<script>@gmail.com", []],
      ["first.<script>last@gmail.com", ["mailto:last@gmail.com"]],
      ["first.last@gmail<script>.co.uk", []],
      // Disable escaping
      ["<p>http://example.com</p>", ["http://example.com"]],
      ["<h1>Test</h1><p>http://example.com</p>", ["http://example.com"]],
      ["<h1>Test</h1><p>info@example.com</p>", ["mailto:info@example.com"]],
      [
        "<h1>Test</h1><p>http://example.net http://example.com</p>",
        ["http://example.net", "http://example.com"],
      ],
      ["<p>http://bar.com</p>", ["http://bar.com"]],
    ],
    { fuzzy: true },
  );
});

describe("html-linkify 1.2.2: answered differently on purpose", () => {
  differs(
    [
      // the peer links only "www." names; fuzzy mode (linkify-it's fuzzyLink) also links a
      // dotted name whose last label is a known top-level domain
      ["foo bar.com", [], ["http://bar.com"], "linkify-it's fuzzy link: a known TLD"],
      // "XSS in url": the peer escapes "<" ">" first and then finds no link. "<" and ">"
      // delimit a URI in text (RFC 3986 App. C): "https://b" (a one-label host, §3.2.2) ends
      // there, and the name after the tag is a fuzzy link of its own
      [
        "foo https://b<script>r.com",
        [],
        ["https://b", "http://r.com"],
        '"<" ends a URI (RFC 3986 App. C)',
      ],
      [
        "<span>foo</span> https://e<script>e.com",
        [],
        ["https://e", "http://e.com"],
        '"<" ends a URI (RFC 3986 App. C)',
      ],
      // "Email with XSS": "gmail.co.uk" after the tag is a host name standing alone
      [
        "first.last@<script>gmail.co.uk",
        [],
        ["http://gmail.co.uk"],
        "a tag ends the address; the name after it is a fuzzy link",
      ],
    ],
    { fuzzy: true },
  );
});

// ─── url-knife 3.2.1 ─────────────────────────────────────────────────────────────────────

describe("url-knife 3.2.1 test/test.js extractAllUrls, extractAllEmails (the test text in pieces; schemeless links = fuzzy)", () => {
  check(
    [
      ["http://[::1]:8000에서", ["http://[::1]:8000"]],
      ["HTTP://foo.com/blah_blah_(wikipedia)", ["HTTP://foo.com/blah_blah_(wikipedia)"]],
      [" the packed1book.net.", ["http://packed1book.net"]],
      ["adssd@asdasd.ac.jp...", ["mailto:adssd@asdasd.ac.jp"]],
      // "fakeshouldnotbedetected.url?abc=fake": found only with the peer's intranet option
      ["fakeshouldnotbedetected.url?abc=fake", []],
      ["abc.com/ad/fg/?kk=5", ["http://abc.com/ad/fg/?kk=5"]],
      [
        "Have you visited http://goasidaio.ac.kr?abd=5안녕하세요?5...,.&kkk=5rk.,, ",
        ["http://goasidaio.ac.kr?abd=5안녕하세요?5...,.&kkk=5rk"],
      ],
      ["http://✪df.ws/123\n", ["http://✪df.ws/123"]],
      ["가abc@pacbook.net ", ["mailto:abc@pacbook.net"]],
      [
        "Have <b>you</b> visited goasidaio.ac.kr?abd=5hell0?5...&kkk=5rk.,. ",
        ["http://goasidaio.ac.kr?abd=5hell0?5...&kkk=5rk"],
      ],
      // "abc.def", "1353aa.liars": found only with the peer's intranet option
      ["abc.def 1353aa.liars다", []],
    ],
    { fuzzy: true },
  );
});

describe("url-knife 3.2.1: answered differently on purpose", () => {
  differs(
    [
      // the peer joins "http ://": a scheme is followed by ":" with no space (RFC 3986 §3.1);
      // linkify-it takes no "//" link glued to a ":" (a mangled scheme)
      [
        "http ://www.example.com/wpstyle/?p=364 is ok \n",
        ["http://www.example.com/wpstyle/?p=364"],
        [],
        "no space in a scheme (RFC 3986 §3.1)",
      ],
      // the peer keeps ",..." after the path: trailing punctuation is the sentence's
      // (RFC 3986 App. C)
      [
        "https://www.google.com/maps/place/USA/@36.2218457,... ",
        ["https://www.google.com/maps/place/USA/@36.2218457,..."],
        ["https://www.google.com/maps/place/USA/@36.2218457"],
        "trailing punctuation is the sentence's (RFC 3986 App. C)",
      ],
      // the peer cuts "tnae1ver.com:8000on": a port is digits up to a delimiter (§3.2.3),
      // "8000on" is no port, and linkify-it links no name glued to letters
      [
        "tnae1ver.com:8000on the internet  Asterisk\n",
        ["tnae1ver.com:8000"],
        [],
        "no port ends inside a word (RFC 3986 §3.2.3)",
      ],
      // the peer finds "가나다@apacbook.ac.kr" and fails it ("pass": false); an address with a
      // UTF-8 local part is an address (RFC 6531 §3.3) and a mailto URI (RFC 6068 §2)
      [
        "가나다@apacbook.ac.kr? ",
        [],
        ["mailto:가나다@apacbook.ac.kr"],
        "a UTF-8 local part (RFC 6531 §3.3, RFC 6068 §2)",
      ],
      // the peer reads "s5houl７十七日dbedetected.jp?…" as one host with "<span>…</span>;" in
      // its query: "<" ends a URI (RFC 3986 App. C), and CJK text glued before a dotted ASCII
      // name is the sentence's (CJK writes no spaces between words); the address in the span
      // the peer fails ("pass": false), here its TLD "travelersinsurance" is unknown
      [
        "s5houl７十七日dbedetected.jp?japan=go&html=<span>가나다@pacbook.travelersinsurance</span>; ",
        [
          "http://s5houl７十七日dbedetected.jp?japan=go&html=<span>가나다@pacbook.travelersinsurance</span>;",
        ],
        ["http://dbedetected.jp?japan=go&html="],
        '"<" ends a URI (RFC 3986 App. C); CJK text before a name is the sentence\'s',
      ],
      // "abc@daum.netHave you visited": the peer finds no address; "daum.netHave" is a domain
      // by its syntax (RFC 5321 §4.1.2: labels of letters, digits, hyphens)
      [
        "abc@daum.netHave you visited ",
        [],
        ["mailto:abc@daum.netHave"],
        "the domain's syntax decides, not a TLD list (RFC 5321 §4.1.2)",
      ],
      // the peer drops the final "/" (removedTailOnUrl "/"): it is the URI's path (§3.3)
      [
        "http://142.42.1.1:8080/\n",
        ["http://142.42.1.1:8080"],
        ["http://142.42.1.1:8080/"],
        'the "/" is the path (RFC 3986 §3.3)',
      ],
      // the peer also finds "a@example.com" as an address: it is the URI's userinfo's end and
      // host (§3.2.1), not an address in the text
      [
        "http://-.~_!$&'()*+,;=:%40:80%2f::::::a@example.com 가",
        ["http://-.~_!$&'()*+,;=:%40:80%2f::::::a@example.com", "mailto:a@example.com"],
        ["http://-.~_!$&'()*+,;=:%40:80%2f::::::a@example.com"],
        "the userinfo and host of a URI are no address (RFC 3986 §3.2.1)",
      ],
    ],
    { fuzzy: true },
  );
});

// ─── linkify-lite 1.0.0, linkify 0.2.1 ───────────────────────────────────────────────────

describe("linkify-lite 1.0.0 test.js: linkify(text); linkify 0.2.1 test.js", () => {
  const text = (scheme: string) =>
    [
      `${scheme}//ru.wikipedia.org/wiki/Lorem_ipsum`,
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit,",
      `${scheme}//ru.wikipedia.org/wiki/Lorem_ipsum`,
      "sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
      `${scheme}//ru.wikipedia.org/wiki/Lorem_ipsum`,
    ].join(" ");
  check([
    // "should replace urls with http", "should replace urls with https"
    [text("http:"), Array(3).fill("http://ru.wikipedia.org/wiki/Lorem_ipsum")],
    [text("https:"), Array(3).fill("https://ru.wikipedia.org/wiki/Lorem_ipsum")],
    // linkify 0.2.1: linkify("Google homepage is at http://google.com", "latex")
    ["Google homepage is at http://google.com", ["http://google.com"]],
  ]);
});

describe("linkify-lite 1.0.0: answered differently on purpose", () => {
  // "should replace urls with default schema": the peer links "//ru.wikipedia.org/…" (a
  // network-path reference, RFC 3986 §4.2) as written. It has no scheme of its own: fuzzy mode
  // takes one to a web host only where a page's scheme is meant (an attribute's value, CSS's
  // url(), "//www." after a space), as "//fs01/share" is SMB's and "//" after "https:" LF is a
  // broken URI's
  differs(
    [
      [
        text("//"),
        Array(3).fill("//ru.wikipedia.org/wiki/Lorem_ipsum"),
        [],
        "a network-path reference has the page's scheme (RFC 3986 §4.2)",
      ],
    ],
    { fuzzy: true },
  );
  function text(prefix: string): string {
    return [
      `${prefix}ru.wikipedia.org/wiki/Lorem_ipsum`,
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit,",
      `${prefix}ru.wikipedia.org/wiki/Lorem_ipsum`,
      "sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
      `${prefix}ru.wikipedia.org/wiki/Lorem_ipsum`,
    ].join(" ");
  }
});

// ─── react-tiny-linkify 1.2.0 ────────────────────────────────────────────────────────────

describe("react-tiny-linkify 1.2.0 lib/__tests__/index.test.js: linkify(input) (linkify-it inside: schemeless links = fuzzy)", () => {
  check(
    [
      ["sample http://google.com contents", ["http://google.com"]],
      ["sample HtTp://google.com contents", ["HtTp://google.com"]],
      ["💢 http://example.com 💢 http://example.com", ["http://example.com", "http://example.com"]],
    ],
    { fuzzy: true },
  );
});

describe("react-tiny-linkify 1.2.0: answered differently on purpose", () => {
  differs(
    [
      // the peer gives a schemeless link "https://"; urisift gives linkify-it's "http://" (a
      // host name says nothing of TLS; "http" is the scheme RFC 9110 §4.2.1 defines for a host)
      [
        "xxx\nfaq.xxxxxxxx.jp/xx/xx/xxxxxxxx/xxxxxxxxxxxx\n\n\n--------\n\n[2021/03/24]\u{3000}xxx\nyyy\n",
        ["https://faq.xxxxxxxx.jp/xx/xx/xxxxxxxx/xxxxxxxxxxxx"],
        ["http://faq.xxxxxxxx.jp/xx/xx/xxxxxxxx/xxxxxxxxxxxx"],
        'a schemeless link is given "http://" (linkify-it\'s default)',
      ],
    ],
    { fuzzy: true },
  );
});

// ─── codespell 2.2.2 ─────────────────────────────────────────────────────────────────────

/** the text's every `word` lies inside a URI urisift finds (codespell's --uri-ignore-words-list) */
function inUri(text: string, word: string, options?: ExtractOptions): boolean {
  const bytes = Buffer.from(text);
  const w = Buffer.from(word);
  const spans = extractText(text, options).map((f) => [f.start, f.end] as const);
  for (let i = bytes.indexOf(w); i >= 0; i = bytes.indexOf(w, i + 1))
    if (!spans.some(([s, e]) => s <= i && i + w.length <= e)) return false;
  return true;
}

describe('codespell 2.2.2 codespell_lib/tests/test_basic.py test_uri_regex_def: uri_regex_def.findall("Surrounding text %s more text")', () => {
  check([
    ["Surrounding text http://foo.com/blah_blah more text", ["http://foo.com/blah_blah"]],
    ["Surrounding text http://foo.com/blah_blah/ more text", ["http://foo.com/blah_blah/"]],
    [
      "Surrounding text http://foo.com/blah_blah_(wikipedia) more text",
      ["http://foo.com/blah_blah_(wikipedia)"],
    ],
    [
      "Surrounding text http://foo.com/blah_blah_(wikipedia)_(again) more text",
      ["http://foo.com/blah_blah_(wikipedia)_(again)"],
    ],
    [
      "Surrounding text http://www.example.com/wpstyle/?p=364 more text",
      ["http://www.example.com/wpstyle/?p=364"],
    ],
    [
      "Surrounding text https://www.example.com/foo/?bar=baz&inga=42&quux more text",
      ["https://www.example.com/foo/?bar=baz&inga=42&quux"],
    ],
    ["Surrounding text http://✪df.ws/123 more text", ["http://✪df.ws/123"]],
    [
      "Surrounding text http://userid:password@example.com:8080 more text",
      ["http://userid:password@example.com:8080"],
    ],
    [
      "Surrounding text http://userid:password@example.com:8080/ more text",
      ["http://userid:password@example.com:8080/"],
    ],
    ["Surrounding text http://userid@example.com more text", ["http://userid@example.com"]],
    ["Surrounding text http://userid@example.com/ more text", ["http://userid@example.com/"]],
    [
      "Surrounding text http://userid@example.com:8080 more text",
      ["http://userid@example.com:8080"],
    ],
    [
      "Surrounding text http://userid@example.com:8080/ more text",
      ["http://userid@example.com:8080/"],
    ],
    [
      "Surrounding text http://userid:password@example.com more text",
      ["http://userid:password@example.com"],
    ],
    [
      "Surrounding text http://userid:password@example.com/ more text",
      ["http://userid:password@example.com/"],
    ],
    ["Surrounding text http://142.42.1.1/ more text", ["http://142.42.1.1/"]],
    ["Surrounding text http://142.42.1.1:8080/ more text", ["http://142.42.1.1:8080/"]],
    ["Surrounding text http://➡.ws/䨹 more text", ["http://➡.ws/䨹"]],
    ["Surrounding text http://⌘.ws more text", ["http://⌘.ws"]],
    ["Surrounding text http://⌘.ws/ more text", ["http://⌘.ws/"]],
    [
      "Surrounding text http://foo.com/blah_(wikipedia)#cite-1 more text",
      ["http://foo.com/blah_(wikipedia)#cite-1"],
    ],
    [
      "Surrounding text http://foo.com/blah_(wikipedia)_blah#cite-1 more text",
      ["http://foo.com/blah_(wikipedia)_blah#cite-1"],
    ],
    [
      "Surrounding text http://foo.com/unicode_(✪)_in_parens more text",
      ["http://foo.com/unicode_(✪)_in_parens"],
    ],
    [
      "Surrounding text http://foo.com/(something)?after=parens more text",
      ["http://foo.com/(something)?after=parens"],
    ],
    ["Surrounding text http://☺.damowmow.com/ more text", ["http://☺.damowmow.com/"]],
    [
      "Surrounding text http://code.google.com/events/#&product=browser more text",
      ["http://code.google.com/events/#&product=browser"],
    ],
    ["Surrounding text http://j.mp more text", ["http://j.mp"]],
    ["Surrounding text ftp://foo.bar/baz more text", ["ftp://foo.bar/baz"]],
    [
      "Surrounding text http://foo.bar/?q=Test%20URL-encoded%20stuff more text",
      ["http://foo.bar/?q=Test%20URL-encoded%20stuff"],
    ],
    ["Surrounding text http://مثال.إختبار more text", ["http://مثال.إختبار"]],
    ["Surrounding text http://例子.测试 more text", ["http://例子.测试"]],
    ["Surrounding text http://उदाहरण.परीक्षा more text", ["http://उदाहरण.परीक्षा"]],
    [
      "Surrounding text http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com more text",
      ["http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com"],
    ],
    ["Surrounding text http://1337.net more text", ["http://1337.net"]],
    ["Surrounding text http://a.b-c.de more text", ["http://a.b-c.de"]],
    ["Surrounding text http://223.255.255.254 more text", ["http://223.255.255.254"]],
    // true_negatives
    ["Surrounding text http:// more text", []],
    ["Surrounding text // more text", []],
    ["Surrounding text //a more text", []],
    ["Surrounding text ///a more text", []],
    ["Surrounding text /// more text", []],
    ["Surrounding text foo.com more text", []],
    ["Surrounding text ://should.fail more text", []],
    // false_positives: the peer finds them, as urisift does (see the differences below)
    ["Surrounding text http://../ more text", ["http://../"]],
    ["Surrounding text http://-error-.invalid/ more text", ["http://-error-.invalid/"]],
    ["Surrounding text http://a.b--c.de/ more text", ["http://a.b--c.de/"]],
    ["Surrounding text http://-a.b.co more text", ["http://-a.b.co"]],
    ["Surrounding text http://a.b-.co more text", ["http://a.b-.co"]],
    ["Surrounding text http://0.0.0.0 more text", ["http://0.0.0.0"]],
    ["Surrounding text http://10.1.1.0 more text", ["http://10.1.1.0"]],
    ["Surrounding text http://10.1.1.255 more text", ["http://10.1.1.255"]],
    ["Surrounding text http://224.1.1.1 more text", ["http://224.1.1.1"]],
    ["Surrounding text http://1.1.1.1.1 more text", ["http://1.1.1.1.1"]],
    ["Surrounding text http://123.123.123 more text", ["http://123.123.123"]],
    ["Surrounding text http://3628126748 more text", ["http://3628126748"]],
    ["Surrounding text http://.www.foo.bar/ more text", ["http://.www.foo.bar/"]],
    ["Surrounding text http://www.foo.bar./ more text", ["http://www.foo.bar./"]],
    ["Surrounding text http://.www.foo.bar./ more text", ["http://.www.foo.bar./"]],
    ["Surrounding text http://10.1.1.1 more text", ["http://10.1.1.1"]],
  ]);
});

describe("codespell 2.2.2 codespell_lib/tests/test_basic.py test_uri_ignore_words_list_option_uri, _email: the word is inside a URI (fuzzy: addresses)", () => {
  const inside = [
    "# Please see http://abandonned for info\n",
    '# Please see "http://abandonned" for info\n',
    "# Please see https://abandonned for info\n",
    "# Please see ftp://abandonned for info\n",
    "# Please see http://example/abandonned for info\n",
    "# Please see http://example.com/abandonned for info\n",
    "# Please see http://exam.com/ple#abandonned for info\n",
    "# Please see http://exam.com/ple?abandonned for info\n",
    "# Please see http://127.0.0.1/abandonned for info\n",
    "# Please see http://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]/abandonned for info\n",
    // test_uri_regex_option
    "# Please see http://abandonned.com for info\n",
    // _email
    "# Please see example@abandonned.com for info\n",
    "# Please see abandonned@example.com for info\n",
    "# Please see mailto:abandonned@example.com?subject=Test for info\n",
  ];
  for (const text of inside)
    it(`${JSON.stringify(text)}: inside`, () =>
      expect(inUri(text, "abandonned", { fuzzy: true })).toBe(true));
  const outside = [
    "# Please see abandonned/ for info\n",
    "# Please see http:abandonned for info\n",
    "# Please see foo/abandonned for info\n",
    "# Please see http://foo abandonned for info\n",
    "abandonned http://example.com/abandonned\n",
    // _email
    "# Please see example @ abandonned for info\n",
    "# Please see abandonned@ example for info\n",
    "# Please see mailto:foo@example.com?subject=Test abandonned for info\n",
    "abandonned example@abandonned.com\n",
  ];
  for (const text of outside)
    it(`${JSON.stringify(text)}: not all inside`, () =>
      expect(inUri(text, "abandonned", { fuzzy: true })).toBe(false));
});

describe("codespell 2.2.2: answered differently on purpose", () => {
  differs([
    // true_negatives the peer's regex (http(s), (s|t)ftp, file, git, smb only) leaves out: any
    // scheme with "//" and an authority is a URI (RFC 3986 §3.1, §3.2)
    ["Surrounding text rdar://1234 more text", [], ["rdar://1234"], "any scheme (RFC 3986 §3.1)"],
    ["Surrounding text h://test more text", [], ["h://test"], "any scheme (RFC 3986 §3.1)"],
    [
      "Surrounding text ftps://foo.bar/ more text",
      [],
      ["ftps://foo.bar/"],
      "any scheme (RFC 3986 §3.1)",
    ],
    // false_positives (the mathiasbynens.be list, which the file's comment names, answers "no
    // URL" for these too): an http URI has a host (RFC 9110 §4.2.1); "http://." and "http://.."
    // end with the sentence's dots (RFC 3986 App. C), leaving "http://"
    ["Surrounding text http://. more text", ["http://."], [], "no host (RFC 9110 §4.2.1)"],
    ["Surrounding text http://.. more text", ["http://.."], [], "no host (RFC 9110 §4.2.1)"],
    ["Surrounding text http://? more text", ["http://?"], [], "no host (RFC 9110 §4.2.1)"],
    ["Surrounding text http://?? more text", ["http://??"], [], "no host (RFC 9110 §4.2.1)"],
    ["Surrounding text http://??/ more text", ["http://??/"], [], "no host (RFC 9110 §4.2.1)"],
    ["Surrounding text http://# more text", ["http://#"], [], "no host (RFC 9110 §4.2.1)"],
    [
      "Surrounding text http://## more text",
      ["http://##"],
      [],
      'no host, and "#" in no fragment (RFC 3986 §3.5)',
    ],
    [
      "Surrounding text http://##/ more text",
      ["http://##/"],
      [],
      'no host, and "#" in no fragment (RFC 3986 §3.5)',
    ],
    ["Surrounding text http:///a more text", ["http:///a"], [], "no host (RFC 9110 §4.2.1)"],
  ]);
  // test_uri_ignore_words_list_option_uri: '"http://foo"abandonned' (the peer: inside, "could
  // be un-ignored, but it'd require a more complex regex"): the quote ends the URI (RFC 3986
  // App. C: '"' delimits a URI in text)
  it('"# Please see \\"http://foo\\"abandonned for info": outside', () =>
    expect(inUri('# Please see "http://foo"abandonned for info\n', "abandonned")).toBe(false));
  // _email: "example@abandonned", "abandonned@example" (the peer: inside; its regex takes any
  // word@word): fuzzy mode takes an address whose domain has a dot (linkify-it's e-mail rule;
  // a dotless domain is a local name, RFC 5321 §2.3.5)
  for (const text of [
    "# Please see example@abandonned for info\n",
    "# Please see abandonned@example for info\n",
  ])
    it(`${JSON.stringify(text)}: outside`, () =>
      expect(inUri(text, "abandonned", { fuzzy: true })).toBe(false));
});

// ─── go-org 1.6.6 ────────────────────────────────────────────────────────────────────────

describe("go-org 1.6.6 (Debian golang-github-niklasfasching-go-org-dev 1.6.6-1) org/testdata/*.org vs *.html: the hrefs and img srcs of each line's links", () => {
  check([
    // blocks.org
    [
      "Mongodb is *webscale*. (source: [[http://www.mongodb-is-web-scale.com/][mongodb-is-web-scale]])",
      ["http://www.mongodb-is-web-scale.com/"],
    ],
    // captions.org
    ["[[https://placekitten.com/200/200#.png]]", ["https://placekitten.com/200/200#.png"]],
    ["[[https://placekitten.com/200/200#.png]]", ["https://placekitten.com/200/200#.png"]],
    // footnotes.org
    ["[fn:1] https://www.example.com", ["https://www.example.com"]],
    [
      "[fn:3] [[http://example.com/unused-footnote][example.com/unused-footnote]]",
      ["http://example.com/unused-footnote"],
    ],
    // footnotes_in_headline.org
    [
      "  non-pointer values rather than complaining - i.e. =footnotes.add()= transparently gets translated to =(&footnotes).add()= ([[https://golang.org/ref/spec#Calls][docs]]).",
      ["https://golang.org/ref/spec#Calls"],
    ],
    // headlines.org
    [
      "The toc option allows setting a [[https://orgmode.org/manual/Export-settings.html][level limit]]. For this file we set it to 1 - which means that the following headlines",
      ["https://orgmode.org/manual/Export-settings.html"],
    ],
    // inline.org
    [
      "- links with slashes do not become /emphasis/: [[https://somelinkshouldntrenderaccidentalemphasis.com]]/ /emphasis/",
      ["https://somelinkshouldntrenderaccidentalemphasis.com"],
    ],
    ["  1. regular link [[https://example.com]] link without description", ["https://example.com"]],
    [
      "  2. regular link [[https://example.com][example.com]] link with description",
      ["https://example.com"],
    ],
    [
      "  6. regular link to http (image) [[http://placekitten.com/200/200#.png]]",
      ["http://placekitten.com/200/200#.png"],
    ],
    [
      "  7. regular link to https (image) [[https://placekitten.com/200/200#.png]]",
      ["https://placekitten.com/200/200#.png"],
    ],
    [
      "  8. regular link with image as description [[https://placekitten.com][https://placekitten.com/200/200#.png]]",
      ["https://placekitten.com", "https://placekitten.com/200/200#.png"],
    ],
    [
      "  9. regular link enclosed in [] [[[https://www.example.com]]] [[[https://www.example.com][example.com]]]",
      ["https://www.example.com", "https://www.example.com"],
    ],
    [
      "  10. auto link, i.e. not inside =\\[[square brackets]\\]= https://www.example.com",
      ["https://www.example.com"],
    ],
    // keywords.org
    ["[[https://placekitten.com/200/200#.png]]", ["https://placekitten.com/200/200#.png"]],
    // lists.org
    ["- [X] unordered list item 3 - and a [[https://example.com][link]]", ["https://example.com"]],
    // misc.org
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/19][#19]]: Support #+HTML",
      ["https://github.com/chaseadamsio/goorgeous/issues/19"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/29][#29:]] Support verse block",
      ["https://github.com/chaseadamsio/goorgeous/issues/29"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/30][#30]]: Support #+SETUPFILE",
      ["https://github.com/chaseadamsio/goorgeous/issues/30"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/31][#31]]: Support #+INCLUDE",
      ["https://github.com/chaseadamsio/goorgeous/issues/31"],
    ],
    [
      "There's quite a lot more to include (see the [[https://orgmode.org/manual/Include-files.html][org manual for include files]]) but I",
      ["https://orgmode.org/manual/Include-files.html"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/33][#33]]: Wrong output when mixing html with Org mode",
      ["https://github.com/chaseadamsio/goorgeous/issues/33"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/41][#41]]: Support Table Of Contents",
      ["https://github.com/chaseadamsio/goorgeous/issues/41"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/46][#46]]: Support for symbols like ndash and mdash",
      ["https://github.com/chaseadamsio/goorgeous/issues/46"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/47][#47:]] Consecutive ~code~ wrapped text gets joined",
      ["https://github.com/chaseadamsio/goorgeous/issues/47"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/50][#50]]: LineBreaks in lists are preserved",
      ["https://github.com/chaseadamsio/goorgeous/issues/50"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/68][#68]]: Quote block with inline markup",
      ["https://github.com/chaseadamsio/goorgeous/issues/68"],
    ],
    ["[[https://www.example.com][/this/ *is* _markup_!]]", ["https://www.example.com"]],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/72][#72]]: Support for #+ATTR_HTML",
      ["https://github.com/chaseadamsio/goorgeous/issues/72"],
    ],
    ["[[https://golang.org/doc/gopher/pkg.png]]", ["https://golang.org/doc/gopher/pkg.png"]],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/75][#75]]: Not parsing nested lists correctly",
      ["https://github.com/chaseadamsio/goorgeous/issues/75"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/77][#77]]: Recognize =code=--- as code plus dash",
      ["https://github.com/chaseadamsio/goorgeous/issues/77"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/78][#78]]: Emphasis at beginning of line",
      ["https://github.com/chaseadamsio/goorgeous/issues/78"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/82][#82]]: Crash on empty headline",
      ["https://github.com/chaseadamsio/goorgeous/issues/82"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/84][#84]]: Paragraphs that are not followed by an empty line are not parsed correctly",
      ["https://github.com/chaseadamsio/goorgeous/issues/84"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/86][#86]]: Multiple hyphens not converted to dashes",
      ["https://github.com/chaseadamsio/goorgeous/issues/86"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/87][#87]]: Markup in footnotes is rendered literally",
      ["https://github.com/chaseadamsio/goorgeous/issues/87"],
    ],
    [
      "*** DONE [[https://github.com/chaseadamsio/goorgeous/issues/92][#92]]: src blocks only render in caps",
      ["https://github.com/chaseadamsio/goorgeous/issues/92"],
    ],
    [
      "*** [[https://github.com/gohugoio/hugo/issues/3874][#3874]] exporting images in org mode",
      ["https://github.com/gohugoio/hugo/issues/3874"],
    ],
    [
      "*** [[https://github.com/gohugoio/hugo/issues/4006][#4006]] source code blocks in org not rendered correctly",
      ["https://github.com/gohugoio/hugo/issues/4006"],
    ],
    // options.org
    [
      "=go-org= supports multiple export toggles as described in the [[https://orgmode.org/manual/Export-settings.html][export settings]] section of the Org mode manual.",
      ["https://orgmode.org/manual/Export-settings.html"],
    ],
    // paragraphs.org
    [
      "Paragraphs can contain inline markup like /emphasis/ *strong*  and links [[https://www.example.com][example.com]] and stuff.",
      ["https://www.example.com"],
    ],
  ]);
});

describe("go-org 1.6.6: answered differently on purpose", () => {
  differs([
    // footnotes.org: the peer's href keeps the sentence's final "." (RFC 3986 App. C: trailing
    // punctuation is the sentence's)
    [
      "Footnotes break after two consecutive empty lines - just like paragraphs - see https://orgmode.org/worg/dev/org-syntax.html.",
      ["https://orgmode.org/worg/dev/org-syntax.html."],
      ["https://orgmode.org/worg/dev/org-syntax.html"],
      "trailing punctuation is the sentence's (RFC 3986 App. C)",
    ],
    // inline.org: a #+LINK keyword defines a link abbreviation and makes no link of its own; its
    // value is a URI written in the text all the same ("%s" and "%h" are the peer's
    // placeholders: "%s" is printf's, where a template's URI ends; "%h" no conversion, read as
    // a raw "%", normalized to "%25")
    [
      "  #+LINK: example https://www.example.com/",
      [],
      ["https://www.example.com/"],
      "a keyword's value is a URI in the text",
    ],
    [
      "  #+LINK: example_interpolate_s https://www.example.com?raw_tag=%s",
      [],
      ["https://www.example.com?raw_tag="],
      'a keyword\'s value is a URI in the text; "%s" is a printf placeholder, where it ends (RFC 6570 §1.1)',
    ],
    [
      "  #+LINK: example_interpolate_h https://www.example.com?encoded_tag=%h",
      [],
      ["https://www.example.com?encoded_tag=%h"],
      "a keyword's value is a URI in the text",
    ],
  ]);
});

// ─── Maruku's unit tests (as shipped by the markdown 0.3.0 crate) ────────────────────────

describe("Maruku unit tests (tests/fixtures/docs-maruku-unittest/*.text vs *.html, from Text::MultiMarkdown's t/; Debian librust-markdown-dev 0.3.0-1+b5): the hrefs and srcs each paragraph's URIs give", () => {
  check([
    // html3.text
    [
      'taking part in <a href="http://sied.dis.uniroma1.it/">some arcane conspirations</a> which\ninvolve <b href="http://www.flickr.com/photos/censi/70893277/">coffee</b>, \n<a href="http://flickr.com/photos/censi/42775664/in/set-936677/">robots</a>,\n<a href="http://www.flickr.com/photos/censi/42775888/in/set-936677/">sushi</a>,',
      [
        "http://sied.dis.uniroma1.it/",
        "http://www.flickr.com/photos/censi/70893277/",
        "http://flickr.com/photos/censi/42775664/in/set-936677/",
        "http://www.flickr.com/photos/censi/42775888/in/set-936677/",
      ],
    ],
    // html4.text
    [
      '<div class="frame">\n\t<a  class="photo" href="http://www.flickr.com/photos/censi/54757256/"><img alt=""\n  moz-do-not-send="true"\n  src="http://static.flickr.com/27/54757256_1a2c1d2a95_m.jpg" /></a>\n</div>',
      [
        "http://www.flickr.com/photos/censi/54757256/",
        "http://static.flickr.com/27/54757256_1a2c1d2a95_m.jpg",
      ],
    ],
    // html5.text
    [
      ' <div class="frame">\n <a class="photo" href="http://www.flickr.com/photos/censi/88561568/" ><img moz-do-not-send="true" src="http://static.flickr.com/28/88561568_ab84d28245_m.jpg" width="240" height="180" alt="Aperitif" /></a>\n </div>',
      [
        "http://www.flickr.com/photos/censi/88561568/",
        "http://static.flickr.com/28/88561568_ab84d28245_m.jpg",
      ],
    ],
    // images.text
    [
      "This page does not uilizes ![Cascading Style Sheets](http://jigsaw.w3.org/css-validator/images/vcss)",
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      'Please mouseover to see the title: ![Cascading Style Sheets](http://jigsaw.w3.org/css-validator/images/vcss "Title ok!")',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      "Please mouseover to see the title: ![Cascading Style Sheets](http://jigsaw.w3.org/css-validator/images/vcss 'Title ok!')",
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      '[css]: http://jigsaw.w3.org/css-validator/images/vcss "Optional title attribute"',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      '[css2]: http://jigsaw.w3.org/css-validator/images/vcss "Optional title attribute" class=external\n   style="border:0;width:188px;height:131px"',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    // inline_html.text
    [
      '\t<img src="http://jigsaw.w3.org/css-validator/images/vcss"/>',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      'Result on span: <img src="http://jigsaw.w3.org/css-validator/images/vcss"/>',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      '<img src="http://jigsaw.w3.org/css-validator/images/vcss"/>',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    [
      '<img src="http://jigsaw.w3.org/css-validator/images/vcss">',
      ["http://jigsaw.w3.org/css-validator/images/vcss"],
    ],
    // links.text
    ["Inline: [Google images](http://google.com)", ["http://google.com"]],
    ['Inline with title: [Google images](http://google.com "Title")', ["http://google.com"]],
    ['Inline with title: [Google images]( http://google.com  "Title" )', ["http://google.com"]],
    [
      "Search on <http://www.gogole.com> or <http://Here.com> or ask <mailto:bill@google.com>\nor you might ask bill@google.com.",
      ["http://www.gogole.com", "http://Here.com", "mailto:bill@google.com"],
    ],
    ["If all else fails, ask [Google](http://www.google.com)", ["http://www.google.com"]],
    ["[google]: http://www.google.com", ["http://www.google.com"]],
    ["[google2]: http://www.google.com 'Single quotes'", ["http://www.google.com"]],
    ['[google3]: http://www.google.com "Double quotes"', ["http://www.google.com"]],
    ["[google4]: http://www.google.com (Parenthesis)", ["http://www.google.com"]],
    ['[Google Search]: \n http://www.google.com "Google search"', ["http://www.google.com"]],
    ["[Google Images]: \n http://images.google.com  (Google images)", ["http://images.google.com"]],
    // misc_sw.text
    ["[firefox]:   http://getfirefox.com/", ["http://getfirefox.com/"]],
    ["[gmail]:     http://gmail.com/", ["http://gmail.com/"]],
    ["[bloglines]: http://bloglines.com/", ["http://bloglines.com/"]],
    ["[wikipedia]: http://en.wikipedia.org/", ["http://en.wikipedia.org/"]],
    ["[ruby]:      http://www.ruby-lang.org/", ["http://www.ruby-lang.org/"]],
    ["[poignant]:  http://poignantguide.net/ruby/", ["http://poignantguide.net/ruby/"]],
    ["[latex]:     http://en.wikipedia.org/wiki/LaTeX", ["http://en.wikipedia.org/wiki/LaTeX"]],
    ["[lyx]:       http://www.lyx.org", ["http://www.lyx.org"]],
    [
      "[impress]:   http://www.openoffice.org/product/impress.html",
      ["http://www.openoffice.org/product/impress.html"],
    ],
    ["[ooolatex]:  http://ooolatex.sourceforge.net/", ["http://ooolatex.sourceforge.net/"]],
    ["[texpoint]:  http://texpoint.necula.org/", ["http://texpoint.necula.org/"]],
    ["[jabref]:    http://jabref.sourceforge.net/", ["http://jabref.sourceforge.net/"]],
    ["[camino]:    http://www.caminobrowser.org/", ["http://www.caminobrowser.org/"]],
    ["[switch]:    http://www.apple.com/getamac/", ["http://www.apple.com/getamac/"]],
    ["[textmate]:  http://www.apple.com/getamac/", ["http://www.apple.com/getamac/"]],
    ["[cmake]:     http://www.cmake.org/", ["http://www.cmake.org/"]],
    ["[xfig]:      http://www.xfig.org/", ["http://www.xfig.org/"]],
    [
      "[jfig]:         http://tams-www.informatik.uni-hamburg.de/applets/jfig/",
      ["http://tams-www.informatik.uni-hamburg.de/applets/jfig/"],
    ],
    ["[subversion]:   http://subversion.tigris.org", ["http://subversion.tigris.org"]],
    [
      "[jbuilder]:     http://www.borland.com/us/products/jbuilder/index.html",
      ["http://www.borland.com/us/products/jbuilder/index.html"],
    ],
    ["[flickr]:       http://www.flickr.com/", ["http://www.flickr.com/"]],
    [
      "[bibconverter]: http://www.bibconverter.net/ieeexplore/",
      ["http://www.bibconverter.net/ieeexplore/"],
    ],
    [
      "[autotools]:    http://sources.redhat.com/autobook/",
      ["http://sources.redhat.com/autobook/"],
    ],
    ["[jedit]:        http://www.jedit.org/", ["http://www.jedit.org/"]],
    ["[qt]:           http://www.trolltech.no/", ["http://www.trolltech.no/"]],
    ["[gsl]:          http://www.gnu.org/software/gsl/", ["http://www.gnu.org/software/gsl/"]],
    [
      "[magick]:       http://www.imagemagick.org/Magick++/",
      ["http://www.imagemagick.org/Magick++/"],
    ],
    ["[cairo]:        http://cairographics.org/", ["http://cairographics.org/"]],
    ["[boost]:        http://www.boost.org/", ["http://www.boost.org/"]],
    [
      "[markdown]:     http://en.wikipedia.org/wiki/Markdown",
      ["http://en.wikipedia.org/wiki/Markdown"],
    ],
    ["[trac]:         http://trac.edgewall.org/", ["http://trac.edgewall.org/"]],
    ["[mutopia]:      http://www.mutopiaproject.org/", ["http://www.mutopiaproject.org/"]],
    ["[liberliber]:   http://www.liberliber.it/", ["http://www.liberliber.it/"]],
    ["[gutenberg]:    http://www.gutenberg.org/", ["http://www.gutenberg.org/"]],
    [
      "[java-generics]: http://java.sun.com/j2se/1.5.0/docs/guide/language/generics.html",
      ["http://java.sun.com/j2se/1.5.0/docs/guide/language/generics.html"],
    ],
  ]);
  // email.text: "<andrea@invalid.it>" is linked as mailto: (an address: fuzzy)
  check([["This is an email address: <andrea@invalid.it>", ["mailto:andrea@invalid.it"]]], {
    fuzzy: true,
  });
});

describe("Maruku unit tests: answered differently on purpose", () => {
  // misc_sw.text: three link definitions no paragraph uses, which the peer's HTML therefore
  // lacks; a definition is a URI written in the text all the same
  differs([
    [
      "[webgen]:    http://webgen.rubyforge.org/",
      [],
      ["http://webgen.rubyforge.org/"],
      "an unused definition is a URI in the text",
    ],
    [
      "[markdown]:  http://daringfireball.net/projects/markdown/",
      [],
      ["http://daringfireball.net/projects/markdown/"],
      "an unused definition is a URI in the text",
    ],
    [
      "[myflickr]:     http://www.flickr.com/photos/censi",
      [],
      ["http://www.flickr.com/photos/censi"],
      "an unused definition is a URI in the text",
    ],
  ]);
});
