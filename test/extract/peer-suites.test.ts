/**
 * Extraction cases from other projects' public test suites (linkify-it, Rust linkify,
 * twitter-text conformance, xurls, url-regex / get-urls, URI::Find, urlscan), rewritten from
 * their fixtures as `[text, expected uris]`. None of those packages ships its fixtures on
 * npm; the cases were written from memory, kept where the specs decide them (App. E of the
 * RFC 3986 draft, RFC 3986/3987) and where our answer is what a reader of the text expects.
 * Cases where we differ on purpose are in the last group, with the reason. An audit against
 * the real files (peer-suites-audit-linkify.test.ts, peer-suites-audit-xurls-urifind.test.ts)
 * found that most of the "url-regex / get-urls / xurls" and "URI::Find / urlscan" groups are
 * cases in those tools' spirit rather than from their test files (5 of 55 are in xurls'
 * xurls_test.go, 1 of 39 in URI::Find's t/); the groups are labelled "recalled".
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

// linkify-it test/fixtures/links.txt: links with a scheme (the fuzzy ones are below)
describe("linkify-it links.txt", () => {
  check([
    ["My http://example.com site", ["http://example.com"]],
    ["My http://example.com/ site", ["http://example.com/"]],
    ["http://example.com/foo_bar/", ["http://example.com/foo_bar/"]],
    ["http://user:pass@example.com:8080", ["http://user:pass@example.com:8080"]],
    ["http://user@example.com", ["http://user@example.com"]],
    ["http://user@example.com:8080", ["http://user@example.com:8080"]],
    [
      "[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)",
      ["https://www.ibm.com", "mailto:someone@ibm.com"],
    ],
    ["http://example.com:8080", ["http://example.com:8080"]],
    ["http://example.com/?foo=bar", ["http://example.com/?foo=bar"]],
    ["http://example.com?foo=bar", ["http://example.com?foo=bar"]],
    ["http://example.com/#foo=bar", ["http://example.com/#foo=bar"]],
    ["http://example.com#foo=bar", ["http://example.com#foo=bar"]],
    ["http://a.in", ["http://a.in"]],
    ["HTTP://GOOGLE.COM", ["HTTP://GOOGLE.COM"]],
    ["http://example.invalid", ["http://example.invalid"]],
    ["http://inrgess2", ["http://inrgess2"]],
    ["http://999", ["http://999"]],
    ["http://host-name", ["http://host-name"]],
    [">>http://example.com", ["http://example.com"]],
    [
      "http://lyricstranslate.com/en/someone-you-നിന്നെ-പോലൊരാള്‍.html",
      ["http://lyricstranslate.com/en/someone-you-നിന്നെ-പോലൊരാള്‍.html"],
    ],
    ["http://localhost:8000?", ["http://localhost:8000"]],
    ["My ssl https://example.com site", ["https://example.com"]],
    ["My ftp://example.com site", ["ftp://example.com"]],
    ["test.example@http://vk.com", ["http://vk.com"]],
    ["text:http://example.com/", ["http://example.com/"]],
    ["(Scoped http://example.com/foo_bar)", ["http://example.com/foo_bar"]],
    ["http://example.com/foo_bar_(wiki)", ["http://example.com/foo_bar_(wiki)"]],
    ["http://foo.com/blah_blah_I'm_king", ["http://foo.com/blah_blah_I'm_king"]],
    [
      "http://www.kmart.com/bestway-10'-x-30inch-steel-frame-round-swimming-pool-set-with-filter-pump/p-00922453000P?sid=KDx20070301x00003a&ci_src=14110944&ci_sku=00922453000P&srccode=cii_7230009&cpncode=30-133497040-2",
      [
        "http://www.kmart.com/bestway-10'-x-30inch-steel-frame-round-swimming-pool-set-with-filter-pump/p-00922453000P?sid=KDx20070301x00003a&ci_src=14110944&ci_sku=00922453000P&srccode=cii_7230009&cpncode=30-133497040-2",
      ],
    ],
    ["(Scoped like http://example.com/foo_bar)", ["http://example.com/foo_bar"]],
    ["[Scoped like http://example.com/foo_bar]", ["http://example.com/foo_bar"]],
    ["{Scoped like http://example.com/foo_bar}", ["http://example.com/foo_bar"]],
    ['"Quoted like http://example.com/foo_bar"', ["http://example.com/foo_bar"]],
    ["'Quoted like http://example.com/foo_bar'", ["http://example.com/foo_bar"]],
    ["http://example.com/foo_bar.jpg.", ["http://example.com/foo_bar.jpg"]],
    ["http://example.com/foo_bar/.", ["http://example.com/foo_bar/"]],
    ["http://example.com/foo_bar,", ["http://example.com/foo_bar"]],
    [
      "https://github.com/markdown-it/linkify-it/compare/360b13a733f521a8d4903d3a5e1e46c357e9d3ce...f580766349525150a80a32987bb47c2d592efc33",
      [
        "https://github.com/markdown-it/linkify-it/compare/360b13a733f521a8d4903d3a5e1e46c357e9d3ce...f580766349525150a80a32987bb47c2d592efc33",
      ],
    ],
    [
      "https://ourworldindata.org/grapher/covid-deaths-days-since-per-million?zoomToSelection=true&time=9..&country=FRA+DEU+ITA+ESP+GBR+USA+CAN",
      [
        "https://ourworldindata.org/grapher/covid-deaths-days-since-per-million?zoomToSelection=true&time=9..&country=FRA+DEU+ITA+ESP+GBR+USA+CAN",
      ],
    ],
    ["http://example.com/foo_bar...", ["http://example.com/foo_bar"]],
    ["http://example.com/foo_bar..", ["http://example.com/foo_bar"]],
    [
      "http://172.26.142.48/viewerjs/#../0529/slides.pdf",
      ["http://172.26.142.48/viewerjs/#../0529/slides.pdf"],
    ],
    ["http://example.com/foo_bar?p=10.", ["http://example.com/foo_bar?p=10"]],
    [
      "https://www.google.ru/maps/@59.9393895,30.3165389,15z?hl=ru",
      ["https://www.google.ru/maps/@59.9393895,30.3165389,15z?hl=ru"],
    ],
    [
      "https://www.google.com/maps/place/New+York,+NY,+USA/@40.702271,-73.9968471,11z/data=!4m2!3m1!1s0x89c24fa5d33f083b:0xc80b8f06e177fe62?hl=en",
      [
        "https://www.google.com/maps/place/New+York,+NY,+USA/@40.702271,-73.9968471,11z/data=!4m2!3m1!1s0x89c24fa5d33f083b:0xc80b8f06e177fe62?hl=en",
      ],
    ],
    [
      "https://www.google.com/analytics/web/?hl=ru&pli=1#report/visitors-overview/a26895874w20458057p96934174/",
      [
        "https://www.google.com/analytics/web/?hl=ru&pli=1#report/visitors-overview/a26895874w20458057p96934174/",
      ],
    ],
    [
      "http://business.timesonline.co.uk/article/0,,9065-2473189,00.html",
      ["http://business.timesonline.co.uk/article/0,,9065-2473189,00.html"],
    ],
    [
      "https://google.com/mail/u/0/#label/!!!Today/15c9b8193da01e65",
      ["https://google.com/mail/u/0/#label/!!!Today/15c9b8193da01e65"],
    ],
    ["http://example.com/123!", ["http://example.com/123"]],
    ["http://example.com/123!!!", ["http://example.com/123"]],
    ["http://example.com/foo--bar", ["http://example.com/foo--bar"]],
    [
      "http://www.bloomberg.com/news/articles/2015-06-26/from-deutsche-bank-to-siemens-what-s-troubling-germany-s-biggest-companies",
      [
        "http://www.bloomberg.com/news/articles/2015-06-26/from-deutsche-bank-to-siemens-what-s-troubling-germany-s-biggest-companies",
      ],
    ],
    [
      "http://example.com/foo-with-trailing-dash-dot-.",
      ["http://example.com/foo-with-trailing-dash-dot-"],
    ],
    ["<http://domain.com>", ["http://domain.com"]],
    ["<http://domain.com/foo>", ["http://domain.com/foo"]],
    ["<mailto:user@domain.com>", ["mailto:user@domain.com"]],
    ["mailto:name@example.com", ["mailto:name@example.com"]],
    ["MAILTO:NAME@EXAMPLE.COM", ["MAILTO:NAME@EXAMPLE.COM"]],
    ["mailto:foo_bar@example.com", ["mailto:foo_bar@example.com"]],
    ["mailto:foo@bar", ["mailto:foo@bar"]],
    ["http://✪df.ws/123", ["http://✪df.ws/123"]],
    ["http://xn--df-oiy.ws/123", ["http://xn--df-oiy.ws/123"]],
    [
      "http://www.bürgerentscheid-krankenhäuser.de",
      ["http://www.bürgerentscheid-krankenhäuser.de"],
    ],
    [
      "http://bündnis-für-krankenhäuser.de/wp-content/uploads/2011/11/cropped-logohp.jpg",
      ["http://bündnis-für-krankenhäuser.de/wp-content/uploads/2011/11/cropped-logohp.jpg"],
    ],
    ["http://ﻡﻮﻘﻋ.ﻭﺯﺍﺭﺓ-ﺍﻼﺘﺻﺍﻼﺗ.ﻢﺻﺭ/", ["http://ﻡﻮﻘﻋ.ﻭﺯﺍﺭﺓ-ﺍﻼﺘﺻﺍﻼﺗ.ﻢﺻﺭ/"]],
    [
      "http://xn--4gbrim.xn----ymcbaaajlc6dj7bxne2c.xn--wgbh1c/",
      ["http://xn--4gbrim.xn----ymcbaaajlc6dj7bxne2c.xn--wgbh1c/"],
    ],
    ["http://a---b.com/", ["http://a---b.com/"]],
    ["｜http://www.google.com/foo｜bar", ["http://www.google.com/foo"]],
    // not links
    ["http://", []],
    ["http://.", []],
    ["http://..", []],
    ["http://#", []],
    ["http://##", []],
    ["http://?", []],
    ["http://??", []],
    ["path:to:file.pm", []],
    ["/path/to/file.pl", []],
  ]);
});

// linkify-it links.txt, the schemeless part: `fuzzy: true` (linkify-it does the reading)
describe("linkify-it links.txt, fuzzy", () => {
  check(
    [
      ["google.com: // no port", ["http://google.com"]],
      ["s.l.o.w.io", ["http://s.l.o.w.io"]],
      ["a-b.com", ["http://a-b.com"]],
      ["example.com/foo_bar.jpg", ["http://example.com/foo_bar.jpg"]],
      ["президент.рф", ["http://президент.рф"]],
      ["<example.com>", ["http://example.com"]],
      ["<user@domain.com>", ["mailto:user@domain.com"]],
      ["(foobar email@example.com)", ["mailto:email@example.com"]],
      ["(email@example.com)", ["mailto:email@example.com"]],
      ['"test@example.com"', ["mailto:test@example.com"]],
      ["foo+bar@gmail.com", ["mailto:foo+bar@gmail.com"]],
      ["node.js and io.js", []],
      ["show image.jpg", []],
      ["see www.example.com.", ["http://www.example.com"]],
      ["http://example.com and www.example.org", ["http://example.com", "http://www.example.org"]],
    ],
    { fuzzy: true },
  );
});

// robinst/linkify (Rust) tests/url.rs
describe("Rust linkify url.rs", () => {
  check([
    // a one-letter scheme as a word of its own (RULES.md "Named schemes and drive letters")
    ["a://foo", ["a://foo"]],
    ["", []],
    ["foo", []],
    [":", []],
    ["://", []],
    [":::", []],
    // schemes: a scheme starts with a letter and is not glued to a digit
    ["://foo", []],
    ["1://foo", []],
    ["123://foo", []],
    ["+://foo", []],
    ["-://foo", []],
    [".://foo", []],
    ["1abc://foo", []],
    ["a123://foo", ["a123://foo"]],
    ["a123b://foo", ["a123b://foo"]],
    ["a+b://foo", ["a+b://foo"]],
    ["a-b://foo", ["a-b://foo"]],
    ["a.b://foo", ["a.b://foo"]],
    ["ABC://foo", ["ABC://foo"]],
    // authority
    ["ab://", []],
    ["file://", []],
    ["file:// ", []],
    ['"file://"', []],
    ['"file://...", ', []],
    ["http://a.", ["http://a"]],
    ["http://127.0.0.1", ["http://127.0.0.1"]],
    ["http://127.0.0.1/", ["http://127.0.0.1/"]],
    ["ab://c", ["ab://c"]],
    ["http://example.org/?foo=test&bar=123", ["http://example.org/?foo=test&bar=123"]],
    ["http://example.org/?foo=%20", ["http://example.org/?foo=%20"]],
    ["http://example.org/%3C", ["http://example.org/%3C"]],
    // what ends a link
    ["http://example.org/ foo", ["http://example.org/"]],
    ["http://example.org/\tfoo", ["http://example.org/"]],
    ["http://example.org/\nfoo", ["http://example.org/"]],
    ["http://example.org/<", ["http://example.org/"]],
    ["http://example.org/>", ["http://example.org/"]],
    ['http://example.org/"', ["http://example.org/"]],
    ["http://example.org/\u0000", ["http://example.org/"]],
    ["http://example.org/\u0001", ["http://example.org/"]],
    ["http://example.org/\u2000", ["http://example.org/"]],
    ["http://example.org/\u00a0", ["http://example.org/"]],
    ["http://example.org/\u3000", ["http://example.org/"]],
    ["http://example.org/\u200b", ["http://example.org/"]],
    // delimiters at the end
    ["http://example.org/.", ["http://example.org/"]],
    ["http://example.org/..", ["http://example.org/"]],
    ["http://example.org/,", ["http://example.org/"]],
    ["http://example.org/:", ["http://example.org/"]],
    ["http://example.org/?", ["http://example.org/"]],
    ["http://example.org/!", ["http://example.org/"]],
    ["http://example.org/;", ["http://example.org/"]],
    // matching punctuation
    ["http://example.org/a(b)", ["http://example.org/a(b)"]],
    ["(http://example.org/)", ["http://example.org/"]],
    ["[http://example.org/]", ["http://example.org/"]],
    ["{http://example.org/}", ["http://example.org/"]],
    ['"http://example.org/"', ["http://example.org/"]],
    ["'http://example.org/'", ["http://example.org/"]],
    ["((http://example.org/))", ["http://example.org/"]],
    ["((http://example.org/a(b)))", ["http://example.org/a(b)"]],
    ["[(http://example.org/)]", ["http://example.org/"]],
    ["(http://example.org/).", ["http://example.org/"]],
    ["(http://example.org/.)", ["http://example.org/"]],
    ["http://example.org/(", ["http://example.org/"]],
    ["http://example.org/]()", ["http://example.org/"]],
    // single quotes
    ["'https://example.org'", ["https://example.org"]],
    ["''https://example.org''", ["https://example.org"]],
    ["'https://example.org''", ["https://example.org"]],
    ["'https://example.org", ["https://example.org"]],
    ["http://example.org/'_(foo)", ["http://example.org/'_(foo)"]],
    ["http://example.org/'.", ["http://example.org/"]],
    ["http://example.org/'a", ["http://example.org/'a"]],
    ["http://example.org/it's", ["http://example.org/it's"]],
    // other quotation marks
    ["«http://example.org/»", ["http://example.org/"]],
    ["‹http://example.org/›", ["http://example.org/"]],
    ["“http://example.org/”", ["http://example.org/"]],
    ["‘http://example.org/’", ["http://example.org/"]],
    // Markdown, HTML, CSS, Slack
    ["[link](http://example.com)", ["http://example.com"]],
    ["[link](http://example.com/)", ["http://example.com/"]],
    ["[link](http://example.com/a_(b))", ["http://example.com/a_(b)"]],
    ["[http://example.com/](http://example.com/)", ["http://example.com/", "http://example.com/"]],
    [
      "[![alt](http://example.com/img.png)](http://example.com/)",
      ["http://example.com/img.png", "http://example.com/"],
    ],
    ['<a href="http://example.com/">', ["http://example.com/"]],
    ["<a href='http://example.com/'>", ["http://example.com/"]],
    ["<a href=http://example.com/>", ["http://example.com/"]],
    [
      '<a href="http://example.com/">http://example.com/</a>',
      ["http://example.com/", "http://example.com/"],
    ],
    ["foo:url(http://example.org/x)", ["http://example.org/x"]],
    ["<http://example.org/|Link>", ["http://example.org/"]],
    // international
    ["http://üñîçøðé.com", ["http://üñîçøðé.com"]],
    ["http://üñîçøðé.com/ä", ["http://üñîçøðé.com/ä"]],
    ["http://example.org/¡", ["http://example.org/¡"]],
    ["http://example.org/¢", ["http://example.org/¢"]],
    ["http://example.org/😀", ["http://example.org/😀"]],
    ["http://example.org/¢/", ["http://example.org/¢/"]],
    ["http://xn--c1h.example.com/", ["http://xn--c1h.example.com/"]],
    // IP literals
    ["http://[::1]", ["http://[::1]"]],
    ["http://[2001:db8::1]:8080/path", ["http://[2001:db8::1]:8080/path"]],
    // fuzz
    ["ab:/ϸ", []],
  ]);
});

// twitter-text conformance/extract.yml (urls), and its CJK cases
describe("twitter-text conformance", () => {
  check([
    ["http://example.com", ["http://example.com"]],
    ["Extract valid URL: http://google.com", ["http://google.com"]],
    ["Extract valid URL: http://foobar.com/#", ["http://foobar.com/#"]],
    ["Extract valid URL: http://google.com/#foo", ["http://google.com/#foo"]],
    [
      "Extract valid URL: http://google.com/#search?q=iphone%20-filter%3Alinks",
      ["http://google.com/#search?q=iphone%20-filter%3Alinks"],
    ],
    [
      "Extract valid URL: http://somedomain.com/index.php?path=/abc/def/",
      ["http://somedomain.com/index.php?path=/abc/def/"],
    ],
    [
      "Extract valid URL: http://www.boingboing.net/2007/02/14/katamari_damacy_phon.html",
      ["http://www.boingboing.net/2007/02/14/katamari_damacy_phon.html"],
    ],
    ["Extract valid URL: http://somehost.com:3000", ["http://somehost.com:3000"]],
    [
      "Extract valid URL: http://en.wikipedia.org/wiki/Primer_(film)",
      ["http://en.wikipedia.org/wiki/Primer_(film)"],
    ],
    [
      "Extract valid URL: http://www.ams.org/bookstore-getitem/item=mbk-59",
      ["http://www.ams.org/bookstore-getitem/item=mbk-59"],
    ],
    ["Extract valid URL: http://chilp.it/?77e8fd", ["http://chilp.it/?77e8fd"]],
    ["Extract valid URL: http://x.com/oneletterdomain", ["http://x.com/oneletterdomain"]],
    [
      "Extract valid URL: http://msdn.microsoft.com/ja-jp/library/system.net.httpwebrequest(v=VS.100).aspx",
      ["http://msdn.microsoft.com/ja-jp/library/system.net.httpwebrequest(v=VS.100).aspx"],
    ],
    ["text %20http://example.com/", ["http://example.com/"]],
    ['"http://example.com"', ["http://example.com"]],
    ["text:http://example.com", ["http://example.com"]],
    ["http://www.ПРИВЕТ.com", ["http://www.ПРИВЕТ.com"]],
    ["http://例え.テスト/", ["http://例え.テスト/"]],
    // Japanese, Chinese, Korean and Thai are written without spaces
    ["いまなにしてるhttp://example.comいまなにしてる", ["http://example.com"]],
    ["いまなにしてる http://example.com/ いまなにしてる", ["http://example.com/"]],
    ["http://example.comです", ["http://example.com"]],
    ["http://example.com:8080です", ["http://example.com:8080"]],
    ["http://127.0.0.1です", ["http://127.0.0.1"]],
    ["ดูที่http://example.comครับ", ["http://example.com"]],
    ["참고: http://example.com/ 입니다", ["http://example.com/"]],
    // ... but an IDN host and an IRI path keep their characters (RFC 3987)
    ["http://www.日本.jp/", ["http://www.日本.jp/"]],
    ["http://日本abc.jp/", ["http://日本abc.jp/"]],
    ["http://ja.wikipedia.org/wiki/日本語 を見て", ["http://ja.wikipedia.org/wiki/日本語"]],
    ["http://example.com/?q=テスト", ["http://example.com/?q=テスト"]],
    // CJK and fullwidth punctuation
    ["http://example.com/、ありがとう", ["http://example.com/"]],
    ["http://example.com/。次", ["http://example.com/"]],
    ["（http://example.com/）", ["http://example.com/"]],
    ["「http://example.com/」", ["http://example.com/"]],
    ["【http://example.com/】", ["http://example.com/"]],
    ["『http://example.com/』", ["http://example.com/"]],
    ["http://example.com/！", ["http://example.com/"]],
    ["http://example.com/？", ["http://example.com/"]],
    ["http://example.com/，你好", ["http://example.com/"]],
    ["http://example.com/：", ["http://example.com/"]],
    ["http://example.com/；", ["http://example.com/"]],
  ]);
});

// Mathias Bynens' URL test list (the fixtures of url-regex, get-urls, xurls-style suites)
// and xurls' parenthesis cases
describe("url-regex / get-urls / xurls (recalled)", () => {
  check([
    ["http://foo.com/blah_blah", ["http://foo.com/blah_blah"]],
    ["http://foo.com/blah_blah_(wikipedia)", ["http://foo.com/blah_blah_(wikipedia)"]],
    [
      "http://foo.com/blah_blah_(wikipedia)_(again)",
      ["http://foo.com/blah_blah_(wikipedia)_(again)"],
    ],
    ["http://www.example.com/wpstyle/?p=364", ["http://www.example.com/wpstyle/?p=364"]],
    [
      "https://www.example.com/foo/?bar=baz&inga=42&quux",
      ["https://www.example.com/foo/?bar=baz&inga=42&quux"],
    ],
    ["http://✪df.ws/123", ["http://✪df.ws/123"]],
    ["http://userid:password@example.com:8080/", ["http://userid:password@example.com:8080/"]],
    ["http://142.42.1.1:8080/", ["http://142.42.1.1:8080/"]],
    ["http://➡.ws/䨹", ["http://➡.ws/䨹"]],
    ["http://⌘.ws/", ["http://⌘.ws/"]],
    ["http://☺.damowmow.com/", ["http://☺.damowmow.com/"]],
    ["http://foo.com/unicode_(✪)_in_parens", ["http://foo.com/unicode_(✪)_in_parens"]],
    ["http://foo.com/(something)?after=parens", ["http://foo.com/(something)?after=parens"]],
    [
      "http://code.google.com/events/#&product=browser",
      ["http://code.google.com/events/#&product=browser"],
    ],
    ["http://j.mp", ["http://j.mp"]],
    ["ftp://foo.bar/baz", ["ftp://foo.bar/baz"]],
    [
      "http://foo.bar/?q=Test%20URL-encoded%20stuff",
      ["http://foo.bar/?q=Test%20URL-encoded%20stuff"],
    ],
    ["http://مثال.إختبار", ["http://مثال.إختبار"]],
    ["http://例子.测试", ["http://例子.测试"]],
    ["http://उदाहरण.परीक्षा", ["http://उदाहरण.परीक्षा"]],
    [
      "http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com",
      ["http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com"],
    ],
    ["http://1337.net", ["http://1337.net"]],
    ["http://a.b-c.de", ["http://a.b-c.de"]],
    ["http://223.255.255.254", ["http://223.255.255.254"]],
    // xurls
    ["http://foo.com/path_(even)-(more)", ["http://foo.com/path_(even)-(more)"]],
    ["http://foo.com/path_(even)(more)", ["http://foo.com/path_(even)(more)"]],
    ["http://foo.com/path_(even_(nested))", ["http://foo.com/path_(even_(nested))"]],
    ["http://foo.com/path_(more))", ["http://foo.com/path_(more)"]],
    ["(http://foo.com/path_(more))", ["http://foo.com/path_(more)"]],
    ["http://foo.com/path_(more)x)y", ["http://foo.com/path_(more)x"]],
    ["http://foo.com/a)b", ["http://foo.com/a"]],
    ["http://foo.com/?foo=bar;baz=qux", ["http://foo.com/?foo=bar;baz=qux"]],
    ["http://foo.com/🐼", ["http://foo.com/🐼"]],
    ["http://foo.com/e=mc²", ["http://foo.com/e=mc²"]],
    ["http://foo.com/bar'baz", ["http://foo.com/bar'baz"]],
    ["http://[fe80::1%25eth0]/", ["http://[fe80::1%25eth0]/"]],
    [
      "https://[2001:db8:85a3:8d3:1319:8a2e:370:7348]:443/",
      ["https://[2001:db8:85a3:8d3:1319:8a2e:370:7348]:443/"],
    ],
    ["http://1.2.3.4:8080/x", ["http://1.2.3.4:8080/x"]],
    ["http://www.example.com:99999/", []],
    // a "%" that starts no percent-encoding is data: "%252" in `normalized` (RFC 3986 §2.4)
    ["http://example.com/a%2", ["http://example.com/a%2"]],
    [
      "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a",
      ["magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a"],
    ],
    ["git+ssh://git@github.com/user/repo.git", ["git+ssh://git@github.com/user/repo.git"]],
    ["svn+ssh://svn.example.com/repo", ["svn+ssh://svn.example.com/repo"]],
    ["ssh://user@host.example.com:2222/path", ["ssh://user@host.example.com:2222/path"]],
    ["wss://echo.example.com/socket", ["wss://echo.example.com/socket"]],
    ["irc://irc.libera.chat/#channel", ["irc://irc.libera.chat/#channel"]],
    ["file:///etc/passwd", ["file:///etc/passwd"]],
    ["xmpp:user@example.com", ["xmpp:user@example.com"]],
    ["sip:alice@atlanta.com", ["sip:alice@atlanta.com"]],
    ["geo:37.786971,-122.399677", ["geo:37.786971,-122.399677"]],
    ["bitcoin:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", ["bitcoin:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"]],
    ["sms:+15105550101?body=hello", ["sms:+15105550101?body=hello"]],
    ["tel:+1-816-555-1212", ["tel:+1-816-555-1212"]],
    ["urn:isbn:0451450523", ["urn:isbn:0451450523"]],
    ["data:text/plain;base64,SGVsbG8=", ["data:text/plain;base64,SGVsbG8="]],
  ]);
});

// URI::Find (Perl) and urlscan (mail): wrappers, the URL: prefix, quoted mail, line ends
describe("URI::Find / urlscan (recalled)", () => {
  check([
    ["Also, http://www.foo.com/ is cool.", ["http://www.foo.com/"]],
    ["<URL:http://www.perl.com>", ["http://www.perl.com"]],
    ["<URL: http://www.perl.com/ >", ["http://www.perl.com/"]],
    ["http://www.perl.com/\n", ["http://www.perl.com/"]],
    ["Hello (http://example.com/foo?a=1&b=2) there", ["http://example.com/foo?a=1&b=2"]],
    ['url: "http://example.com";', ["http://example.com"]],
    ["> > http://example.com/quoted", ["http://example.com/quoted"]],
    [
      "line1 http://a.example/x\nline2 http://b.example/y\r\nline3",
      ["http://a.example/x", "http://b.example/y"],
    ],
    ["Email mailto:john.doe@example.com, please", ["mailto:john.doe@example.com"]],
    ["mailto:a@example.com?subject=Hello%20World", ["mailto:a@example.com?subject=Hello%20World"]],
    ["Contact <mailto:joe@example.com>", ["mailto:joe@example.com"]],
    ["Markdown autolink <https://example.com/a?b=1>.", ["https://example.com/a?b=1"]],
    [
      "[1] http://example.com/one\n[2] http://example.com/two",
      ["http://example.com/one", "http://example.com/two"],
    ],
    ["[1]: https://example.com/ref", ["https://example.com/ref"]],
    [
      "(http://example.com/a), (http://example.com/b)",
      ["http://example.com/a", "http://example.com/b"],
    ],
    ["see (e.g. http://example.com/x).", ["http://example.com/x"]],
    ["([http://example.com/x])", ["http://example.com/x"]],
    ["http://example.com/x])", ["http://example.com/x"]],
    ['{"url":"http://example.com/x"}', ["http://example.com/x"]],
    ["http://example.com/foo.html#section-1.2.", ["http://example.com/foo.html#section-1.2"]],
    ["Is it https://example.com/foo?", ["https://example.com/foo"]],
    ["Check https://example.com/foo:", ["https://example.com/foo"]],
    ["https://example.com/foo?!", ["https://example.com/foo"]],
    ["https://example.com/foo).", ["https://example.com/foo"]],
    ["http://example.com:8080.", ["http://example.com:8080"]],
    ["See https://example.org/page…", ["https://example.org/page"]],
    ["http://example.com/path — dash", ["http://example.com/path"]],
    ["http://example.com/a\\b", ["http://example.com/a"]],
    ["`http://example.com/a`", ["http://example.com/a"]],
    ["||http://example.com/a||", ["http://example.com/a"]],
    ["visit https://example.com/😀😀 now", ["https://example.com/😀😀"]],
    ["http://example.com/❤️", ["http://example.com/❤️"]],
    // list markers and numbers glued to a link
    ["1.https://example.com/x", ["https://example.com/x"]],
    ["1)https://example.com/x", ["https://example.com/x"]],
    ["•https://example.com/x", ["https://example.com/x"]],
    ["2020https://example.com/x", ["https://example.com/x"]],
  ]);
});

// linkify-it, xurls: found whole. Raw "[ ]" in a path are read percent-encoded
// (raw-characters.ts, RFC 3986 §2.4)
describe("raw brackets", () => {
  check([["http://foo.com/blah_blah_[other]", ["http://foo.com/blah_blah_[other]"]]]);
});

// many peers: a doubled emphasis marker closes the phrase's emphasis (RULES.md "Markdown
// emphasis")
describe("emphasis around a phrase", () => {
  check([["**Bold http://example.com/x**", ["http://example.com/x"]]]);
});

// Where we answer differently from some peer, on purpose (RULES.md "What the extractor
// decides", DESIGN "Delimiting rules"); the peer's answer is in the comment
describe("deliberate differences", () => {
  check([
    // linkify-it: not a link (a "_" before the scheme). The URI is plainly there
    ["_http://example.com", ["http://example.com"]],
    // linkify-it: not a link. "_" is unreserved (RFC 3986 §2.3); the core decides the host
    ["http://example.com_", ["http://example.com_"]],
    // linkify-it: not a link (unknown scheme). "scheme://" is a URI for any scheme (DESIGN)
    ["hppt://example.com", ["hppt://example.com"]],
    // Rust linkify, xurls: kept, as here: "{ }" are no URI characters (RFC 3986 App. A), but
    // a balanced pair after the authority is read percent-encoded (RULES.md "Strict grammar")
    ["http://example.org/a{b}", ["http://example.org/a{b}"]],
    // Rust linkify: the closing quote balances one inside. Trailing quotes are dropped (DESIGN)
    ["http://example.org/a'b'", ["http://example.org/a'b"]],
    // U+00AD and U+FE0F are RFC 3987 ucschar: part of the IRI
    ["http://example.com/x\u00ad", ["http://example.com/x\u00ad"]],
  ]);
});
