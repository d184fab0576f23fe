/**
 * Extraction cases from more peers' suites: Django and Jinja2 urlize, Mozilla's
 * mozTXTToHTMLConv, Ruby's URI.extract and xurls verbatim from their test files (Debian source
 * packages), bleach, autolink-java, marked, Python-Markdown and Misd/Linkify as recalled.
 * Each group holds the cases where urisift gives the peer's answer (with the peer's own
 * encoding and punycode undone), then those where it answers differently on purpose: the
 * peer's answer in a comment (DESIGN.md "Delimiting rules", RULES.md).
 * Mozilla's test only asks that its link be among the output; so does this one.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("Django urlize (tests/utils_tests/test_html.py, template_tests/filter_tests/test_urlize.py, Django 3.2)", () => {
  check([
    ["http://example.com/?x=&y=", ["http://example.com/?x=&y="]],
    ["http://example.com?x=&amp;y=", ["http://example.com?x=&y="]],
    ["a &amp; b", []],
    ["<script>alert('foo')</script>", []],
    ["http://google.com/", ["http://google.com/"]],
    ["https://google.com", ["https://google.com"]],
    [
      "http://hi.baidu.com/%E9%87%8D%E6%96%B0%E5%BC%80%E5%A7%8B",
      ["http://hi.baidu.com/%E9%87%8D%E6%96%B0%E5%BC%80%E5%A7%8B"],
    ],
    ["https://en.wikipedia.org/wiki/Caf%C3%A9", ["https://en.wikipedia.org/wiki/Caf%C3%A9"]],
    ["https://en.wikipedia.org/wiki/Café", ["https://en.wikipedia.org/wiki/Café"]],
    [
      "https://en.wikipedia.org/wiki/Django_(web_framework)",
      ["https://en.wikipedia.org/wiki/Django_(web_framework)"],
    ],
    [
      "(see https://en.wikipedia.org/wiki/Django_(web_framework))",
      ["https://en.wikipedia.org/wiki/Django_(web_framework)"],
    ],
    ["http://c✶.ws", ["http://c✶.ws"]],
    ["http:///www.google.com", []],
    ["HTTPS://github.com/", ["HTTPS://github.com/"]],
    ["(Go to http://www.example.com/foo.)", ["http://www.example.com/foo"]],
    ["A test http://testing.com/example..", ["http://testing.com/example"]],
    ["A test http://testing.com/example!!", ["http://testing.com/example"]],
    ["A test http://testing.com/example!!!", ["http://testing.com/example"]],
    ['A test http://testing.com/example.,:;)"!', ["http://testing.com/example"]],
    ["(https://www.example.org/)", ["https://www.example.org/"]],
    ["<https://www.example.org/>", ["https://www.example.org/"]],
    ["[https://www.example.org/]", ["https://www.example.org/"]],
    ['"https://www.example.org/"', ["https://www.example.org/"]],
    ["'https://www.example.org/'", ["https://www.example.org/"]],
    ["http://192.168.0.15/api/9", ["http://192.168.0.15/api/9"]],
    ["http://[2001:db8:cafe::2]/api/9", ["http://[2001:db8:cafe::2]/api/9"]],
    ["123", []],
    ['"Unsafe" http://example.com/x=&y=', ["http://example.com/x=&y="]],
    ["&quot;Safe&quot; http://example.com?x=&amp;y=", ["http://example.com?x=&y="]],
    ["http://31characteruri.com/test/", ["http://31characteruri.com/test/"]],
    ["http://short.com/", ["http://short.com/"]],
    [
      "http://www.google.co.uk/search?hl=en&q=some+long+url&btnG=Search&meta=",
      ["http://www.google.co.uk/search?hl=en&q=some+long+url&btnG=Search&meta="],
    ],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // django-urlize: ["http://example.com?x=&y=%3C2%3E"] (mark_safe HTML input; Django unescapes entities)
      ["http://example.com?x=&amp;y=&lt;2&gt;", ["http://example.com?x=&y="]],
      // django-urlize: ["http://example.com/?x=&y=%3C2%3E"] (urlize09: Django unescapes entities)
      ["http://example.com/?x=&amp;y=&lt;2&gt;", ["http://example.com/?x=&y="]],
      // django-urlize: []
      ["http://.google.com", ["http://.google.com"]],
      // django-urlize: []
      ["http://@foo.com", ["http://@foo.com"]],
      // django-urlize: ["http://168.192.0.1](http://168.192.0.1)"]
      ["[http://168.192.0.1](http://168.192.0.1)", ["http://168.192.0.1", "http://168.192.0.1"]],
    ]);
  });
});

describe("Django urlize (tests/utils_tests/test_html.py, template_tests/filter_tests/test_urlize.py, Django 3.2), fuzzy", () => {
  check(
    [
      ["www.google.com", ["http://www.google.com"]],
      ["djangoproject.org", ["http://djangoproject.org"]],
      ["djangoproject.org/", ["http://djangoproject.org/"]],
      ['www.server.com"abc', ["http://www.server.com"]],
      ["www.server.com'abc", ["http://www.server.com"]],
      ["www.server.com<abc", ["http://www.server.com"]],
      ["www.server.com>abc", ["http://www.server.com"]],
      ["info@djangoproject.org", ["mailto:info@djangoproject.org"]],
      ["some.organization", []],
      ["foo@bar.com or www.bar.com", ["mailto:foo@bar.com", "http://www.bar.com"]],
      ["info@c✶.org", ["mailto:info@c✶.org"]],
      ["usa.gov", ["http://usa.gov"]],
      ["email@.stream.ru", []],
      ["[see www.example.com]", ["http://www.example.com"]],
      ['before "hi@example.com" afterwards', ["mailto:hi@example.com"]],
      ['before hi@example.com" afterwards', ["mailto:hi@example.com"]],
      ['before "hi@example.com afterwards', ["mailto:hi@example.com"]],
      ["before 'hi@example.com' afterwards", ["mailto:hi@example.com"]],
      ["before hi@example.com' afterwards", ["mailto:hi@example.com"]],
      ["before 'hi@example.com afterwards", ["mailto:hi@example.com"]],
      ['Email us at "hi@example.com", or phone us at +xx.yy', ["mailto:hi@example.com"]],
      ["Go to djangoproject.com! and enjoy.", ["http://djangoproject.com"]],
      ["Search for google.com/?q=! and see.", ["http://google.com/?q="]],
      ['foo<a href=" google.com ">bar</a>buz', ["http://google.com"]],
      ["Search for google.com/?q=!", ["http://google.com/?q="]],
      ["foo@example.com", ["mailto:foo@example.com"]],
      ["foo@", []],
      ["@foo.com", []],
      ["foo@.example.com", []],
      ["foo@localhost", []],
      ["foo@localhost.", []],
      // Django's href re-encodes the "%" as "%25", as urisift's `normalized` does
      ["www.mystore.com/30%OffCoupons!", ["http://www.mystore.com/30%OffCoupons"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // django-urlize (fuzzy): ["http://test[at[example.com"]
        ["see test[at[example.com", ["http://example.com"]],
        // django-urlize (fuzzy): ["http://google.com/?q=dj!`?"]
        ["Search for google.com/?q=dj!`? and see.", ["http://google.com/?q=dj"]],
        // django-urlize (fuzzy): ["http://google.com/?q=dj!`?"]
        ["Search for google.com/?q=dj!`?! and see.", ["http://google.com/?q=dj"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("Jinja2 urlize (tests/test_filters.py, tests/test_regression.py, Jinja2 3.1)", () => {
  check([
    ["http://example.org", ["http://example.org"]],
    ["foo http://www.example.com/ bar", ["http://www.example.com/"]],
    ["foo mailto:email@example.com bar", ["mailto:email@example.com"]],
    ["foo tel:+1-514-555-1234 ftp://localhost bar", ["tel:+1-514-555-1234", "ftp://localhost"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // jinja2-urlize: ["http://www.example.org/<foo"]
      ["http://www.example.org/<foo", ["http://www.example.org/"]],
      // jinja2-urlize: ["http://www.example.org/?page=subj_<desc.h>"]
      ["(see http://www.example.org/?page=subj_<desc.h>)", ["http://www.example.org/?page=subj_"]],
    ]);
  });
});

describe("Jinja2 urlize (tests/test_filters.py, tests/test_regression.py, Jinja2 3.1), fuzzy", () => {
  check([["foo email@example.com bar", ["mailto:email@example.com"]]], { fuzzy: true });
  describe("answered differently on purpose", () => {
    check(
      [
        // jinja2-urlize (fuzzy): ["https://example.org"] (Jinja 3.1 adds https://)
        ["foo example.org bar", ["http://example.org"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("bleach linkify (tests/test_linkify.py, recalled)", () => {
  check([
    ["a http://example.com link", ["http://example.com"]],
    ["a https://example.com link", ["https://example.com"]],
    ["http://examp.com/", ["http://examp.com/"]],
    ["http://example.com/foo/", ["http://example.com/foo/"]],
    ["http://example.com/foo/bar/", ["http://example.com/foo/bar/"]],
    ["<i>http://yy.com</i>", ["http://yy.com"]],
    ["<em><strong>http://xx.com</strong></em>", ["http://xx.com"]],
    ["https://yy.com", ["https://yy.com"]],
    ["http://example.com/path/to/file", ["http://example.com/path/to/file"]],
    ["ftp://ftp.mozilla.org/some/file", ["ftp://ftp.mozilla.org/some/file"]],
    ["http://xx.com/?test=win", ["http://xx.com/?test=win"]],
    ["http://xx.com/path#frag", ["http://xx.com/path#frag"]],
    ["http://xx.com/?a=1&b=2", ["http://xx.com/?a=1&b=2"]],
    [
      "https://user:pass@ftp.mozilla.org/x/y.exe?a=b&c=d&e#f",
      ["https://user:pass@ftp.mozilla.org/x/y.exe?a=b&c=d&e#f"],
    ],
    ["<em>strong</em>", []],
    ["Yeah right <sarcasm/>", []],
    ["(foo http://example.com/)", ["http://example.com/"]],
    ["(foo http://example.com)", ["http://example.com"]],
    [
      "http://en.wikipedia.org/wiki/Test_(assessment)",
      ["http://en.wikipedia.org/wiki/Test_(assessment)"],
    ],
    [
      "(http://en.wikipedia.org/wiki/Test_(assessment))",
      ["http://en.wikipedia.org/wiki/Test_(assessment)"],
    ],
    ["hello (http://www.mu.de/blah.html) world", ["http://www.mu.de/blah.html"]],
    ["hello (http://www.mu.de/blah.html). world", ["http://www.mu.de/blah.html"]],
    ["http://foo.com:8000", ["http://foo.com:8000"]],
    ["http://foo.com:8000/", ["http://foo.com:8000/"]],
    ["http://foo.com:81/bar", ["http://foo.com:81/bar"]],
    ["http://foo.com:", ["http://foo.com"]],
    ["HTTP://EXAMPLE.COM", ["HTTP://EXAMPLE.COM"]],
    ["http://test.com?array[]=1&params_in[]=2", ["http://test.com?array[]=1&params_in[]=2"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // bleach-linkify: [] (bleach links only http/https/ftp/mailto-like protocols)
      ["javascript:document.vulnerable", ["javascript:document.vulnerable"]],
      // bleach-linkify: ["http://en.wikipedia.org/wiki/Test_(assessment"]
      [
        "((http://en.wikipedia.org/wiki/Test_(assessment))",
        ["http://en.wikipedia.org/wiki/Test_(assessment)"],
      ],
      // bleach-linkify: ["http://en.wikipedia.org/wiki/Test_(assessment))"]
      [
        "(http://en.wikipedia.org/wiki/Test_(assessment)))",
        ["http://en.wikipedia.org/wiki/Test_(assessment)"],
      ],
      // bleach-linkify: ["http://en.wikipedia.org/wiki/)Test_(assessment"]
      ["(http://en.wikipedia.org/wiki/)Test_(assessment", ["http://en.wikipedia.org/wiki/"]],
      // bleach-linkify: ["http://bar.com"]
      ["http://bar.com:xkcd", []],
      // bleach-linkify: ["http://foo.com"]
      ["http://foo.com:٣٩/", []],
      // bleach-linkify: ["http://foo.com"]
      ["http://foo.com:𝟠𝟘/", []],
      // bleach-linkify: []
      ["foohttp://bar", ["http://bar"]],
    ]);
  });
});

describe("bleach linkify (tests/test_linkify.py, recalled), fuzzy", () => {
  check(
    [
      ["a example.com link", ["http://example.com"]],
      ["example.co", ["http://example.co"]],
      ["example.co.uk", ["http://example.co.uk"]],
      ["example.edu", ["http://example.edu"]],
      ["example.xxx", ["http://example.xxx"]],
      ["bit.ly/fe", ["http://bit.ly/fe"]],
      ["example.yyy", []],
      ["  brie", []],
      ["xx.com/?test=win", ["http://xx.com/?test=win"]],
      ["xx.com?test=win", ["http://xx.com?test=win"]],
      ["document.vulnerable", []],
      ["libgl.so.1", []],
      ["example.com.", ["http://example.com"]],
      ["example.com...", ["http://example.com"]],
      ["ex.com/foo.", ["http://ex.com/foo"]],
      ["ex.com/foo....", ["http://ex.com/foo"]],
      ["ex.com/foo, bar", ["http://ex.com/foo"]],
      ["(example.com)", ["http://example.com"]],
      ["(example.com/)", ["http://example.com/"]],
      ["(example.com/foo)", ["http://example.com/foo"]],
      ["fohttp://exampl.com", ["http://exampl.com"]],
      ["a james@example.com mailto", ["mailto:james@example.com"]],
      ["aussie james@example.com.au mailto", ["mailto:james@example.com.au"]],
      ["mailto james@example.com.au.", ["mailto:james@example.com.au"]],
      [
        "http://example.com person@example.com",
        ["http://example.com", "mailto:person@example.com"],
      ],
    ],
    { fuzzy: true },
  );
});

describe("Mozilla mozTXTToHTMLConv (netwerk/test/unit/test_mozTXTToHTMLConv.js, Firefox ESR 115)", () => {
  check([
    ["RFC1738: <URL:http://mozilla.org> then", ["http://mozilla.org"]],
    ["RFC1738: <URL:mailto:john.doe+test@mozilla.org> then", ["mailto:john.doe+test@mozilla.org"]],
    ["RFC2396E: <http://mozilla.org/> then", ["http://mozilla.org/"]],
    ["see http://www.mozilla.org/maybe today", ["http://www.mozilla.org/maybe"]],
    ["see <http://www.mozilla.org/maybe today>", ["http://www.mozilla.org/maybetoday"]],
    ["I mean http://www.mozilla.org/.", ["http://www.mozilla.org/"]],
    ["you mean http://mozilla.org:80, right?", ["http://mozilla.org:80"]],
    ["go to http://mozilla.org; then go home", ["http://mozilla.org"]],
    ["http://mozilla.org! yay!", ["http://mozilla.org"]],
    ["er, http://mozilla.com?", ["http://mozilla.com"]],
    ["http://example.org- where things happen", ["http://example.org"]],
    ["see http://mozilla.org: front page", ["http://mozilla.org"]],
    ["'http://mozilla.org/': that's the url", ["http://mozilla.org/"]],
    ["some special http://mozilla.org/?x=.,;!-:x", ["http://mozilla.org/?x=.,;!-:x"]],
    [
      "'http://example.org/?test=true&success=true': ok",
      ["http://example.org/?test=true&success=true"],
    ],
    ["parenthesis: (http://localhost/) etc.", ["http://localhost/"]],
    ["(thunderbird)http://mozilla.org/thunderbird", ["http://mozilla.org/thunderbird"]],
    ["()http://mozilla.org", ["http://mozilla.org"]],
    [
      "parenthesis included: http://kb.mozillazine.org/Performance_(Thunderbird) etc.",
      ["http://kb.mozillazine.org/Performance_(Thunderbird)"],
    ],
    ["parenthesis slash bracket: (http://localhost/)[1] etc.", ["http://localhost/"]],
    ["parenthesis bracket: (http://example.org[1]) etc.", ["http://example.org"]],
    ["bracket: http://localhost/[1] etc.", ["http://localhost/"]],
    [
      "ipv6 1: https://[1080::8:800:200C:417A]/foo?bar=x test",
      ["https://[1080::8:800:200C:417A]/foo?bar=x"],
    ],
    ["ipv6 2: http://[::ffff:127.0.0.1]/#yay test", ["http://[::ffff:127.0.0.1]/#yay"]],
    ["ipv6 parenthesis port: (http://[2001:db8::1]:80/) test", ["http://[2001:db8::1]:80/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // mozTXTToHTMLConv: ["http://www.mozilla.org/maybetoday"] (spaces ignored inside double quotes)
      ['see "http://www.mozilla.org/maybe today"', ["http://www.mozilla.org/maybe"]],
      // mozTXTToHTMLConv: ["http://www.map.com/map.php?t=Nova_Scotia&markers=//Not_a_survey||description=plm2"]
      [
        "test http://www.map.com/map.php?t=Nova_Scotia&markers=//Not_a_survey||description=plm2 test",
        ["http://www.map.com/map.php?t=Nova_Scotia&markers=//Not_a_survey"],
      ],
    ]);
  });
});

describe("Mozilla mozTXTToHTMLConv (netwerk/test/unit/test_mozTXTToHTMLConv.js, Firefox ESR 115), fuzzy", () => {
  check(
    [
      ["RFC2396E: <john.doe+test@mozilla.org> then", ["mailto:john.doe+test@mozilla.org"]],
      ["see www.mozilla.org maybe", ["http://www.mozilla.org"]],
      ["mail john.doe+test@mozilla.org maybe", ["mailto:john.doe+test@mozilla.org"]],
      ["bracket: john.doe+test@mozilla.org[1] etc.", ["mailto:john.doe+test@mozilla.org"]],
      ["parenthesis: (john.doe+test@mozilla.org) etc.", ["mailto:john.doe+test@mozilla.org"]],
      ["bug#1509493 (john@mozilla.org)john@mozilla.org test", ["mailto:john@mozilla.org"]],
      ["bug#1509493 {john@mozilla.org}john@mozilla.org test", ["mailto:john@mozilla.org"]],
    ],
    { fuzzy: true },
  );
});

describe("nibor/autolink-java AutolinkUrlTest (recalled)", () => {
  check([
    ["foo://", []],
    [".http://example.org/", ["http://example.org/"]],
    ["1.http://example.org/", ["http://example.org/"]],
    ["ftp://example.org", ["ftp://example.org"]],
    ["foo http://example.org/ bar", ["http://example.org/"]],
    ["http://example.org.", ["http://example.org"]],
    ["http://example.org..", ["http://example.org"]],
    ["http://example.org,", ["http://example.org"]],
    ["http://example.org:", ["http://example.org"]],
    ["http://example.org?", ["http://example.org"]],
    ["http://example.org!", ["http://example.org"]],
    ["http://example.org;", ["http://example.org"]],
    ["http://example.org/a[b]", ["http://example.org/a[b]"]],
    ["<http://example.org/>", ["http://example.org/"]],
    ['http://example.org/".', ["http://example.org/"]],
    ['http://example.org">', ["http://example.org"]],
    ["http://example.org'>", ["http://example.org"]],
    ['http://example.org"/>', ["http://example.org"]],
    ["<p>http://example.org</p>", ["http://example.org"]],
    ['"http://example.org");', ["http://example.org"]],
    ["('http://example.org');", ["http://example.org"]],
    ["http://example.org/a/", ["http://example.org/a/"]],
    ["http://example.org//", ["http://example.org//"]],
    ["http://one.org/ http://two.org/", ["http://one.org/", "http://two.org/"]],
    ["http://one.org/ : http://two.org/", ["http://one.org/", "http://two.org/"]],
    ["(http://one.org/)(http://two.org/)", ["http://one.org/", "http://two.org/"]],
    ["http://üñîçöðé.com/ä", ["http://üñîçöðé.com/ä"]],
    [">http://example.org/", ["http://example.org/"]],
    ["> http://example.org/", ["http://example.org/"]],
    [">>http://example.org/", ["http://example.org/"]],
    ["> > http://example.org/", ["http://example.org/"]],
    ["foo\thttp://example.org/", ["http://example.org/"]],
    ["foo\nhttp://example.org/", ["http://example.org/"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // autolink-java: ["http://example.org/a<b>"]
      ["http://example.org/a<b>", ["http://example.org/a"]],
      // autolink-java: ["http://example.org/a\"b\""]
      ['http://example.org/a"b"', ["http://example.org/a"]],
      // autolink-java: ["http://example.org/\"_(foo)"]
      ['http://example.org/"_(foo)', ["http://example.org/"]],
      // autolink-java: ["http://example.org/\"\""]
      ['http://example.org/""', ["http://example.org/"]],
      // autolink-java: ["http://example.org/�"] (U+FFFD is no IRI character, RFC 3987 §2.2:
      // it ends the URI, as "<" does)
      ["http://example.org/�", ["http://example.org/"]],
    ]);
  });
});

describe("Ruby URI.extract / URI.regexp (test/uri/test_common.rb, test_parser.rb, Ruby 3.1)", () => {
  check([
    ["(http://example.com)", ["http://example.com"]],
    ["http://example.jphttp://example.jp", ["http://example.jphttp://example.jp"]],
    ["xxxx", []],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // ruby-uri-extract: ["http://example.com/foo)"]
      ["(http://example.com/foo)", ["http://example.com/foo"]],
      // ruby-uri-extract: ["ftp://","http://","mailto:","https://"] (URI.extract without a scheme list; the test itself passes [http, mailto])
      ["ftp:// http:// mailto: https://", []],
      // ruby-uri-extract: ["From:","mailto:xxx@xxx.xxx.xxx]"]
      ["From: XXX [mailto:xxx@xxx.xxx.xxx]", ["mailto:xxx@xxx.xxx.xxx"]],
      // ruby-uri-extract: ["http://"] (URI.regexp)
      ["x http:// x", []],
      // ruby-uri-extract: ["From:"] (URI.regexp)
      ["From:", []],
    ]);
  });
});

describe("mvdan/xurls (xurls_test.go, 2.4.0)", () => {
  check([
    [" ", []],
    ["::", []],
    ["::::", []],
    ["..", []],
    ["...", []],
    ["1.1", []],
    [".1.", []],
    ["1.1.1", []],
    ["1:1", []],
    [":1:", []],
    ["1:1:1", []],
    ["foo:", []],
    ["mailto:", []],
    ["http:// foo", []],
    [":foo", []],
    ["foorandom:bar", []],
    ["foo.randombar", []],
    ["zzz.", []],
    [".zzz", []],
    ["zzz.zzz", []],
    ["/some/path", []],
    ["rel/path", []],
    ["com", []],
    [".com", []],
    ["com.", []],
    ["http", []],
    ["http://foo", ["http://foo"]],
    ["http://FOO", ["http://FOO"]],
    ["http://FAÀ", ["http://FAÀ"]],
    ["https://localhost", ["https://localhost"]],
    ["sms:123", ["sms:123"]],
    ["xmpp:foo@bar", ["xmpp:foo@bar"]],
    ["bitcoin:Addr23?amount=1&message=foo", ["bitcoin:Addr23?amount=1&message=foo"]],
    ["cid:foo-32x32.v2_fe0f1423.png", ["cid:foo-32x32.v2_fe0f1423.png"]],
    ["mid:960830.1639@XIson.com", ["mid:960830.1639@XIson.com"]],
    ["http://foo.com", ["http://foo.com"]],
    ["http://foo.co.uk", ["http://foo.co.uk"]],
    ["http://foo.random", ["http://foo.random"]],
    [" http://foo.com/bar ", ["http://foo.com/bar"]],
    [" http://foo.com/bar more", ["http://foo.com/bar"]],
    ["<http://foo.com/bar>", ["http://foo.com/bar"]],
    ["<http://foo.com/bar>more", ["http://foo.com/bar"]],
    [".http://foo.com/bar.", ["http://foo.com/bar"]],
    [".http://foo.com/bar.more", ["http://foo.com/bar.more"]],
    [",http://foo.com/bar,", ["http://foo.com/bar"]],
    [",http://foo.com/bar,more", ["http://foo.com/bar,more"]],
    ["*http://foo.com/bar*", ["http://foo.com/bar"]],
    ["*http://foo.com/bar*more", ["http://foo.com/bar*more"]],
    ["_http://foo.com/bar_more", ["http://foo.com/bar_more"]],
    ["(http://foo.com/bar)", ["http://foo.com/bar"]],
    ["(http://foo.com/bar)more", ["http://foo.com/bar"]],
    ["[http://foo.com/bar]", ["http://foo.com/bar"]],
    ["[http://foo.com/bar]more", ["http://foo.com/bar"]],
    ["'http://foo.com/bar'", ["http://foo.com/bar"]],
    ["'http://foo.com/bar'more", ["http://foo.com/bar'more"]],
    ['"http://foo.com/bar"', ["http://foo.com/bar"]],
    ['"http://foo.com/bar"more', ["http://foo.com/bar"]],
    ['{"url":"http://foo.com/bar"}', ["http://foo.com/bar"]],
    ['{"before":"foo","url":"http://foo.com/bar","after":"bar"}', ["http://foo.com/bar"]],
    ["http://a.b/a0/$€¥", ["http://a.b/a0/$€¥"]],
    ["http://✪foo.bar/pa✪th©more", ["http://✪foo.bar/pa✪th©more"]],
    ["http://foo.bar/path/", ["http://foo.bar/path/"]],
    ["http://foo.bar/path-", ["http://foo.bar/path-"]],
    ["http://foo.bar/path+", ["http://foo.bar/path+"]],
    ["http://foo.bar/path&", ["http://foo.bar/path&"]],
    ["http://foo.bar/path~", ["http://foo.bar/path~"]],
    ["http://foo.bar/path=", ["http://foo.bar/path="]],
    ["http://foo.bar/path#", ["http://foo.bar/path#"]],
    ["http://foo.bar/path.", ["http://foo.bar/path"]],
    ["http://foo.bar/path,", ["http://foo.bar/path"]],
    ["http://foo.bar/path:", ["http://foo.bar/path"]],
    ["http://foo.bar/path;", ["http://foo.bar/path"]],
    ["http://foo.bar/path'", ["http://foo.bar/path"]],
    ["http://foo.bar/path?", ["http://foo.bar/path"]],
    ["http://foo.bar/path!", ["http://foo.bar/path"]],
    ["http://foo.bar/path|", ["http://foo.bar/path"]],
    ["http://foo.bar/path|more", ["http://foo.bar/path"]],
    ["http://foo.bar/path<", ["http://foo.bar/path"]],
    ["http://foo.bar/path<more", ["http://foo.bar/path"]],
    ["(http://foo.com/path_(even_(nested)))", ["http://foo.com/path_(even_(nested))"]],
    ["http://foo.com/path_[more]", ["http://foo.com/path_[more]"]],
    ["[http://foo.com/path_[more]]", ["http://foo.com/path_[more]"]],
    ["http://foo.com/path_[even]-[more]", ["http://foo.com/path_[even]-[more]"]],
    ["http://foo.com/path_[even][more]", ["http://foo.com/path_[even][more]"]],
    ["http://foo.com/path_[even_[nested]]", ["http://foo.com/path_[even_[nested]]"]],
    ["[http://foo.com/path_[even_[nested]]]", ["http://foo.com/path_[even_[nested]]"]],
    ["http://foo.com/path#fragment", ["http://foo.com/path#fragment"]],
    ["http://foo.com/emptyfrag#", ["http://foo.com/emptyfrag#"]],
    ["http://foo.com/spaced%20path", ["http://foo.com/spaced%20path"]],
    ["http://foo.com/?p=spaced%20param", ["http://foo.com/?p=spaced%20param"]],
    ["http://test.foo.com/", ["http://test.foo.com/"]],
    ["http://foo.com/path", ["http://foo.com/path"]],
    ["http://foo.com:8080/path", ["http://foo.com:8080/path"]],
    ["http://1.1.1.1/path", ["http://1.1.1.1/path"]],
    ["http://1.1.1.1:8080/path", ["http://1.1.1.1:8080/path"]],
    ["http://[1080::8:800:200c:417a]/path", ["http://[1080::8:800:200c:417a]/path"]],
    ["http://[1080::8:800:200c:417a]:8080/path", ["http://[1080::8:800:200c:417a]:8080/path"]],
    ["http://2001.db8:0/path", ["http://2001.db8:0/path"]],
    ["http://中国.中国/中国", ["http://中国.中国/中国"]],
    ["http://中国.中国/foo中国", ["http://中国.中国/foo中国"]],
    ["http://उदाहरण.परीकषा", ["http://उदाहरण.परीकषा"]],
    ["http://xn-foo.xn--p1acf/path", ["http://xn-foo.xn--p1acf/path"]],
    ["what is http://foo.com?", ["http://foo.com"]],
    ["go visit http://foo.com/path.", ["http://foo.com/path"]],
    ["go visit http://foo.com/path...", ["http://foo.com/path"]],
    ["what is http://foo.com/path?", ["http://foo.com/path"]],
    ["the http://foo.com!", ["http://foo.com"]],
    ["https://test.foo.bar/path?a=b", ["https://test.foo.bar/path?a=b"]],
    ["ftp://user@foo.bar", ["ftp://user@foo.bar"]],
    ["http://foo.com/base64-bCBwbGVhcw==", ["http://foo.com/base64-bCBwbGVhcw=="]],
    ["randomtexthttp://foo.bar/etc", ["http://foo.bar/etc"]],
    [
      "postgres://user:pass@host.com:5432/path?k=v#f",
      ["postgres://user:pass@host.com:5432/path?k=v#f"],
    ],
    ["zoommtg://zoom.us/join?confno=1234&pwd=xxx", ["zoommtg://zoom.us/join?confno=1234&pwd=xxx"]],
    ["zoomus://zoom.us/join?confno=1234&pwd=xxx", ["zoomus://zoom.us/join?confno=1234&pwd=xxx"]],
    ["http:// foo.com", []],
    ["git+https://foo", ["git+https://foo"]],
    ["Http://foo", ["Http://foo"]],
    ["ftps://foo", ["ftps://foo"]],
    // a "%" that starts no percent-encoding is data ("%25" in `normalized`, RFC 3986 §2.4)
    ["http://a.b/a0/-+_&~*%=#@.,:;'?![]()a", ["http://a.b/a0/-+_&~*%=#@.,:;'?![]()a"]],
    ["http://foo.bar/path%", ["http://foo.bar/path%"]],
    // "{ }" in balanced pairs after the authority: read percent-encoded (RULES.md "Strict grammar")
    ["http://foo.com/path_{more}", ["http://foo.com/path_{more}"]],
    ["{http://foo.com/path_{more}}", ["http://foo.com/path_{more}"]],
    ["http://foo.com/path_{even}-{more}", ["http://foo.com/path_{even}-{more}"]],
    ["http://foo.com/path_{even}{more}", ["http://foo.com/path_{even}{more}"]],
    ["http://foo.com/path_{even_{nested}}", ["http://foo.com/path_{even_{nested}}"]],
    ["{http://foo.com/path_{even_{nested}}}", ["http://foo.com/path_{even_{nested}}"]],
  ]);
  describe("answered differently on purpose", () => {
    check([
      // xurls: ["mailto:foo"]
      ["mailto:foo", []],
      // xurls: ["MAILTO:foo"]
      ["MAILTO:foo", []],
      // xurls: ["http://foo.com/bar_"]
      ["_http://foo.com/bar_", ["http://foo.com/bar"]],
      // xurls: ["http://foo.bar/path"]
      ["http://foo.bar/path@", ["http://foo.bar/path@"]],
      // xurls: ["http://1080::8:800:200c:417a/path"]
      ["http://1080::8:800:200c:417a/path", []],
      // xurls: ["http://foo.com/–"]
      ["http://foo.com/–", ["http://foo.com/"]],
      // xurls: ["https://shmibbles.me/tmp/自殺でも？.png"]. A fullwidth "？" is CJK text's
      // sentence punctuation, glued to the URI before it ("…/a？はい"), and ends an IRI in
      // running text though RFC 3987 §2.2 ucschar has it (RULES.md "Scripts without spaces",
      // src/extract/chars.ts iriCodePoint); so it does here
      ["https://shmibbles.me/tmp/自殺でも？.png", ["https://shmibbles.me/tmp/自殺でも"]],
    ]);
  });
});

describe("mvdan/xurls (xurls_test.go, 2.4.0), fuzzy", () => {
  check(
    [
      ["foo.a", []],
      ["foo.com", ["http://foo.com"]],
      ["foo.comrandom", []],
      ["some.guy", []],
      ["test.foo.com/path/more/", ["http://test.foo.com/path/more/"]],
      ["foo.com:8080/path", ["http://foo.com:8080/path"]],
      ["www.foo.com", ["http://www.foo.com"]],
      ["foo.com/path_(more)/end)", ["http://foo.com/path_(more)/end"]],
      [",foo.com/bar.", ["http://foo.com/bar"]],
      ["\"foo.com/bar'", ["http://foo.com/bar"]],
      ["what is foo.com?", ["http://foo.com"]],
      ["the foo.com!", ["http://foo.com"]],
      ["foo@bar", []],
      ["foo@bar.com", ["mailto:foo@bar.com"]],
      ["foo@bar.com/path", ["mailto:foo@bar.com"]],
      ["foo+test@bar.com", ["mailto:foo+test@bar.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // xurls (fuzzy): ["http://foo.com"]
        ["foo.com-foo", []],
        // xurls (fuzzy): ["mailto:foo+._%-@bar.com"]
        ["foo+._%-@bar.com", ["mailto:foo+._%25-@bar.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("marked GFM autolinks (recalled)", () => {
  check([
    ["(See https://www.example.com/fhqwhgads.)", ["https://www.example.com/fhqwhgads"]],
    ["((http://foo.com))", ["http://foo.com"]],
    ["((http://foo.com.))", ["http://foo.com"]],
    ["HTTP://FOO.COM", ["HTTP://FOO.COM"]],
    ["hTtP://fOo.CoM", ["hTtP://fOo.CoM"]],
    ["This should be a link: http://example.com/hello-world.", ["http://example.com/hello-world"]],
    ["[test](test) http://example.com", ["http://example.com"]],
  ]);
});

describe("marked GFM autolinks (recalled), fuzzy", () => {
  check(
    [
      ["~~hello@email.com~~", ["mailto:hello@email.com"]],
      ["**me@example.com**", ["mailto:me@example.com"]],
    ],
    { fuzzy: true },
  );
});

describe("Python-Markdown autolinks (recalled)", () => {
  check([
    ["Link: <http://example.com/>.", ["http://example.com/"]],
    ["Https link: <https://example.com>", ["https://example.com"]],
    ["Ftp link: <ftp://example.com>", ["ftp://example.com"]],
    ["With an ampersand: <http://example.com/?foo=1&bar=2>", ["http://example.com/?foo=1&bar=2"]],
    ["> Blockquoted: <http://example.com/>", ["http://example.com/"]],
    [
      "asdfasdfadsfasd <mailto:yuri@freewisdom.org> or you can say ",
      ["mailto:yuri@freewisdom.org"],
    ],
  ]);
});

describe("Python-Markdown autolinks (recalled), fuzzy", () => {
  check(
    [
      ["asdfasdfadsfasd <yuri@freewisdom.org> or you can say ", ["mailto:yuri@freewisdom.org"]],
      ["Missing local-part <@domain>", []],
      ["Missing domain <local-part@>", []],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // python-markdown (fuzzy): ["mailto:bob&sue@example.com"]
        ["<bob&sue@example.com>", ["mailto:bob%26sue@example.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("Misd/Linkify (README)", () => {
  check([
    ["Visit http://example.com/path?foo=bar&baz=1.", ["http://example.com/path?foo=bar&baz=1"]],
  ]);
});

describe("Misd/Linkify (README), fuzzy", () => {
  check(
    [
      ["This is my text containing a link to www.example.com.", ["http://www.example.com"]],
      ["Email me at test@example.com", ["mailto:test@example.com"]],
    ],
    { fuzzy: true },
  );
});
