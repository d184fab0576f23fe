/**
 * More extraction cases from other extractors' public test suites (Autolinker.js, linkifyjs,
 * anchorme.js, Python urlextract, Rails rinku / rails_autolink, markdown-it linkify, the
 * CommonMark spec's autolinks and the GFM spec's extended autolinks), as `[text, expected
 * uris]`. Only the CommonMark examples are quoted verbatim (commonmark-spec on npm ships
 * spec.txt); the other packages ship no fixtures, so their cases are the suites' well-known
 * ones as recalled, each run through the peer's current release to see its answer. Kept
 * where the specs (App. E of the RFC 3986 draft, RFC 3986/3987/6068) and DESIGN.md
 * "Delimiting rules" decide them; the cases where we answer differently on purpose are in
 * the last groups, with the peer's answer and the rule in a comment.
 * peer-suites.test.ts holds linkify-it, Rust linkify, twitter-text, xurls, URI::Find.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

// Autolinker.js tests/autolinker-url.spec.ts: scheme URLs, ports, IPv4, query strings,
// trailing punctuation, parentheses
describe("Autolinker.js autolinker-url.spec", () => {
  check([
    ["Joe went to http://yahoo.com", ["http://yahoo.com"]],
    ["Joe went to http://localhost today", ["http://localhost"]],
    ["Joe went to http://localhost:8000 today", ["http://localhost:8000"]],
    ["Joe went to http://localhost/today", ["http://localhost/today"]],
    ["Joe went to http://localhost:8000/page today", ["http://localhost:8000/page"]],
    ["Joe went to http://66.102.7.147 today", ["http://66.102.7.147"]],
    ["Joe went to http://10.0.0.108:9000/ today", ["http://10.0.0.108:9000/"]],
    ["Joe went to http://66.102.7.147:8080/path?q=1 today", ["http://66.102.7.147:8080/path?q=1"]],
    ["Joe went to http://127.0.0.1:8080/", ["http://127.0.0.1:8080/"]],
    // (the suite's "git:d" case, agreed since git requires "//": git://host…)
    ["Something like git:d should not be linked as a URL", []],
    ["Something like version:1.0 should not be linked", []],
    ["abc:def", []],
    ["Joe went to http://yahoo.com.", ["http://yahoo.com"]],
    ["Joe went to http://yahoo.com:8000 today.", ["http://yahoo.com:8000"]],
    ["Joe went to http://yahoo.com:8000/abc today.", ["http://yahoo.com:8000/abc"]],
    ["Joe went to http://yahoo.com:8000?abc today.", ["http://yahoo.com:8000?abc"]],
    // anchorme: "http://yahoo.com:8000". A fragment right after the port (RFC 3986 §3)
    ["Joe went to http://yahoo.com:8000#abc today.", ["http://yahoo.com:8000#abc"]],
    ["Joe went to HTTP://WWW.YAHOO.COM", ["HTTP://WWW.YAHOO.COM"]],
    ["Joe went to http://www.yahoo.com/?mobile=true", ["http://www.yahoo.com/?mobile=true"]],
    ["Joe went to http://yahoo.com?query=hello", ["http://yahoo.com?query=hello"]],
    ["Joe went to http://yahoo.com/?foo.bar=baz", ["http://yahoo.com/?foo.bar=baz"]],
    [
      "Joe went to https://medium.com/@user/some-post-name-1234",
      ["https://medium.com/@user/some-post-name-1234"],
    ],
    ["Joe went to http://www.yahoo.com/#/?id=@joe", ["http://www.yahoo.com/#/?id=@joe"]],
    // anchorme: "http://www.google.com/". "!" is a sub-delim, a hashbang stays (RFC 3986 §3.5)
    ["Joe went to http://www.google.com/#!/page", ["http://www.google.com/#!/page"]],
    [
      "Joe went to http://www.yahoo.com/foo/bar?baz=1&quux=2",
      ["http://www.yahoo.com/foo/bar?baz=1&quux=2"],
    ],
    [
      "Joe went to https://www.google.com/analytics/web/?pli=1#my-reports/Obif-Y6qQB2xAJk0ZZE1Zg/a4454143w36413999p43319/ and analyzed his analytics",
      [
        "https://www.google.com/analytics/web/?pli=1#my-reports/Obif-Y6qQB2xAJk0ZZE1Zg/a4454143w36413999p43319/",
      ],
    ],
    [
      "Joe went to http://ru.wikipedia.org/wiki/Кириллица",
      ["http://ru.wikipedia.org/wiki/Кириллица"],
    ],
    [
      "Joe went to https://ru.wikipedia.org/wiki/Кириллица?Кириллица=1#Кириллица",
      ["https://ru.wikipedia.org/wiki/Кириллица?Кириллица=1#Кириллица"],
    ],
    ["Joe went to http://Кириллица.рф", ["http://Кириллица.рф"]],
    ["Joe went to http://example.com/api/éçàèù", ["http://example.com/api/éçàèù"]],
    // Autolinker: "http://user". userinfo is part of the authority (RFC 3986 §3.2.1)
    ["Joe went to http://user:pass@example.com", ["http://user:pass@example.com"]],
    ["Joe went to http://", []],
    ["Joe went to http://example.com/~user", ["http://example.com/~user"]],
    ["Joe went to http://yahoo.com/.", ["http://yahoo.com/"]],
    ["Joe went to http://example.com/foo%20", ["http://example.com/foo%20"]],
    ["Joe went to 'http://yahoo.com'", ["http://yahoo.com"]],
    ['Joe went to "http://yahoo.com"', ["http://yahoo.com"]],
    ["Joe went to http://yahoo.com/abc...", ["http://yahoo.com/abc"]],
    ["Joe went to http://yahoo.com/?foo=bar!", ["http://yahoo.com/?foo=bar"]],
    ["Joe went to http://yahoo.com/sports?", ["http://yahoo.com/sports"]],
    ["Joe went to http://yahoo.com:", ["http://yahoo.com"]],
    ["Joe went to http://yahoo.com;", ["http://yahoo.com"]],
    ["Joe went to http://yahoo.com/some/path:", ["http://yahoo.com/some/path"]],
    ["http://yahoo.com/some:path", ["http://yahoo.com/some:path"]],
    [
      "Joe went to http://yahoo.com/path?a=b&c=d#frag, and then",
      ["http://yahoo.com/path?a=b&c=d#frag"],
    ],
    ["Joe went to (http://yahoo.com)", ["http://yahoo.com"]],
    ["Joe went to http://www.yahoo.com).", ["http://www.yahoo.com"]],
    ["[Joe went to http://www.yahoo.com]", ["http://www.yahoo.com"]],
    [
      "Joe went to http://en.wikipedia.org/wiki/IANA_(disambiguation)",
      ["http://en.wikipedia.org/wiki/IANA_(disambiguation)"],
    ],
    [
      "(Joe went to http://en.wikipedia.org/wiki/IANA_(disambiguation))",
      ["http://en.wikipedia.org/wiki/IANA_(disambiguation)"],
    ],
    // anchorme: cut before ".aspx". A balanced pair stays inside (DESIGN: bare)
    [
      "Joe went to http://msdn.microsoft.com/en-us/library/ms130214(v=sql.105).aspx today",
      ["http://msdn.microsoft.com/en-us/library/ms130214(v=sql.105).aspx"],
    ],
    ["Joe went to http://www.yahoo.com/foo_bar)", ["http://www.yahoo.com/foo_bar"]],
    ["Joe went to (http://www.yahoo.com/foo_bar))", ["http://www.yahoo.com/foo_bar"]],
    [
      "Joe went to http://example.com/path(with)parens/and?q=(x)",
      ["http://example.com/path(with)parens/and?q=(x)"],
    ],
    // Autolinker, linkifyjs: not found. IPv6 literals (RFC 3986 §3.2.2)
    ["Joe went to http://[2001:db8::1]:8080/path", ["http://[2001:db8::1]:8080/path"]],
    ["Joe went to http://[::1]/", ["http://[::1]/"]],
    // Autolinker, markdown-it: cut at ":". An empty port is allowed (RFC 3986 §3.2.3)
    ["Joe went to http://yahoo.com:/path", ["http://yahoo.com:/path"]],
    // Autolinker: "https://www.example.com/'". Trailing quotes are dropped (DESIGN: bare)
    ["What's up ('https://www.example.com/')", ["https://www.example.com/"]],
  ]);
});

// linkifyjs test/spec/linkifyjs/parser.test.mjs and linkify.test.mjs: links with a scheme
describe("linkifyjs parser.test / linkify.test", () => {
  check([
    ["The URL is http://google.com", ["http://google.com"]],
    ["Hey, have you checked out https://www.google.com?", ["https://www.google.com"]],
    ["Let's go to https://www.google.com/!", ["https://www.google.com/"]],
    ["http://www.google.com. Don't forget to tell", ["http://www.google.com"]],
    ["Checkout http://www.google.com!", ["http://www.google.com"]],
    ["The link is http://example.com. Where is it?", ["http://example.com"]],
    ["Visit https://google.com/?q=hello%20world", ["https://google.com/?q=hello%20world"]],
    ["Link: https://t.co/2Q7EQ6ccPn", ["https://t.co/2Q7EQ6ccPn"]],
    ["http://localhost:8080/abc", ["http://localhost:8080/abc"]],
    ["https://localhost:8443/", ["https://localhost:8443/"]],
    ["https://127.0.0.1:8080/", ["https://127.0.0.1:8080/"]],
    ["Surrounded by parens (http://example.com) ok", ["http://example.com"]],
    ["(Link at (http://google.com/path))", ["http://google.com/path"]],
    ["More parens (http://example.com/path?query=(1)) ok", ["http://example.com/path?query=(1)"]],
    ["http://example.com?query=value)", ["http://example.com?query=value"]],
    [
      "Well, my link is [https://en.wikipedia.org/wiki/Sword_Art_Online_(anime)]",
      ["https://en.wikipedia.org/wiki/Sword_Art_Online_(anime)"],
    ],
    // linkifyjs: 'http://example.com”'. Closing quotation marks are not part of it
    ["Ok, and what about “http://example.com”?", ["http://example.com"]],
    ['Quotes "http://google.com"', ["http://google.com"]],
    [
      'Are you going to "https://www.example.com/abc?def=ghi&jkl=mno" ?',
      ["https://www.example.com/abc?def=ghi&jkl=mno"],
    ],
    [
      "The link is http://www.example.com/foo/bar?baz=qux.",
      ["http://www.example.com/foo/bar?baz=qux"],
    ],
    ["http://example.com/path?a=1&b=2.", ["http://example.com/path?a=1&b=2"]],
    [
      "https://www.google.com/maps/@37.7652767,-122.4156008,14z",
      ["https://www.google.com/maps/@37.7652767,-122.4156008,14z"],
    ],
    [
      "Wikipedia: https://en.wikipedia.org/wiki/Kamala_Harris#Early_life",
      ["https://en.wikipedia.org/wiki/Kamala_Harris#Early_life"],
    ],
    [
      "https://github.com/Hypercontext/linkifyjs/blob/main/README.md#issues",
      ["https://github.com/Hypercontext/linkifyjs/blob/main/README.md#issues"],
    ],
    [
      "https://github.com/Hypercontext/linkifyjs/issues?q=is%3Aissue+is%3Aopen",
      ["https://github.com/Hypercontext/linkifyjs/issues?q=is%3Aissue+is%3Aopen"],
    ],
    [
      "Python: https://docs.python.org/3/library/stdtypes.html#str.format",
      ["https://docs.python.org/3/library/stdtypes.html#str.format"],
    ],
    ['Here\'s a JSON: {"url":"https://example.com"}', ["https://example.com"]],
    [
      "http://example.com/path/to/file.png?query=string#hash_map",
      ["http://example.com/path/to/file.png?query=string#hash_map"],
    ],
    ["https://www.example.com/中文", ["https://www.example.com/中文"]],
    ["http://🍕.ws", ["http://🍕.ws"]],
    ["http://example.com/?q=test&x=1#frag;", ["http://example.com/?q=test&x=1#frag"]],
    ["mailto:test@example.com", ["mailto:test@example.com"]],
    // Autolinker, anchorme, markdown-it: "mailto:nick@example.com". hfields (RFC 6068 §2)
    ["mailto:nick@example.com?subject=Hello", ["mailto:nick@example.com?subject=Hello"]],
    ["file:///etc/fstab", ["file:///etc/fstab"]],
    // Autolinker, markdown-it: "ftp://test". userinfo and port (RFC 3986 §3.2)
    [
      "Checkout ftp://test:pass@some-ftp-server.com:21/path/to/file.zip",
      ["ftp://test:pass@some-ftp-server.com:21/path/to/file.zip"],
    ],
    ["http://user@example.com/path", ["http://user@example.com/path"]],
    // linkifyjs finds these once registerCustomProtocol() is called; "scheme://" (DESIGN: bare)
    ["steam://open/friends", ["steam://open/friends"]],
    ["twitter://user?screen_name=linkifyjs", ["twitter://user?screen_name=linkifyjs"]],
    ["slack://open?team=T12345", ["slack://open?team=T12345"]],
    ["[http://example.com]", ["http://example.com"]],
    ["<http://example.com>", ["http://example.com"]],
    ["{http://example.com}", ["http://example.com"]],
  ]);
});

// anchorme.js tests: the URL shapes it covers (IPs, ports, file:///, parentheses, commas)
describe("anchorme.js tests", () => {
  check([
    ["http://192.168.1.1", ["http://192.168.1.1"]],
    ["https://a.co", ["https://a.co"]],
    ["https://sub.domain.example.co.uk/path", ["https://sub.domain.example.co.uk/path"]],
    ["http://example.com/path_(with)_parens", ["http://example.com/path_(with)_parens"]],
    ["http://example.com/#/hash/route", ["http://example.com/#/hash/route"]],
    [
      "https://github.com/alexcorvi/anchorme.js/issues?q=is%3Aissue",
      ["https://github.com/alexcorvi/anchorme.js/issues?q=is%3Aissue"],
    ],
    ["file:///C:/Users/Alex/Desktop/file.txt", ["file:///C:/Users/Alex/Desktop/file.txt"]],
    ["file:///home/alex/file.txt", ["file:///home/alex/file.txt"]],
    // anchorme: "http://[::ffff:192.0.2.1]", "http://[v1.fe80::a+en1]". The "/" stays
    ["http://[::ffff:192.0.2.1]/", ["http://[::ffff:192.0.2.1]/"]],
    ["http://[v1.fe80::a+en1]/", ["http://[v1.fe80::a+en1]/"]],
    // anchorme: "…/article/0". Commas are sub-delims inside a path (RFC 3986 §3.3)
    [
      "Go to http://business.timesonline.co.uk/article/0,,9065-2473189,00.html.",
      ["http://business.timesonline.co.uk/article/0,,9065-2473189,00.html"],
    ],
    // anchorme: "http://example.com/?x=(1)". Both balanced pairs stay
    ["http://example.com/?x=(1)(2)", ["http://example.com/?x=(1)(2)"]],
    // anchorme: "http://example.com/./a/". Dot segments are path characters (RFC 3986 §3.3)
    ["http://example.com/./a/../b", ["http://example.com/./a/../b"]],
    // anchorme: "http://example.com/". IRI path, query and fragment (RFC 3987 §2.2)
    ["http://example.com/😀?q=😀#😀", ["http://example.com/😀?q=😀#😀"]],
    // anchorme: "http://www.ma", "ana.com". An IDN host (RFC 3987 §3.1)
    ["http://www.mañana.com", ["http://www.mañana.com"]],
    // anchorme, linkifyjs: found. An IPv6 literal has only hex digits, a zone needs %25
    // (RFC 3986 §3.2.2, RFC 6874 §2); a host is not an unbracketed IPv6 address
    ["http://[2001:db8::g]/", []],
    ["http://[fe80::1%eth0]/", []],
    ["http://2001:db8::1/", []],
    ["http://[2001:db8::1", []],
    // anchorme, linkifyjs: "…/path" — Autolinker: "…/path%". A "%" that starts no
    // percent-encoding is data, read as "%25" (RFC 3986 §2.4; raw-characters.ts)
    ["https://example.com/path%", ["https://example.com/path%"]],
  ]);
});

// Python urlextract tests/unit/test_find_urls.py
describe("urlextract test_find_urls", () => {
  check([
    [
      "Let's have URL http://httpbin.org/status/204 as an example",
      ["http://httpbin.org/status/204"],
    ],
    [
      "Let's have URL http://httpbin.org/status/204 and https://httpbin.org/get as an example",
      ["http://httpbin.org/status/204", "https://httpbin.org/get"],
    ],
    ["Dot after TLD: http://httpbin.org.", ["http://httpbin.org"]],
    [
      "URL with ( brackets) https://en.wikipedia.org/wiki/Duck_(disambiguation) end",
      ["https://en.wikipedia.org/wiki/Duck_(disambiguation)"],
    ],
    ["<https://example.com/>", ["https://example.com/"]],
    ["https://bad.example.com'", ["https://bad.example.com"]],
    ['"https://example.com"', ["https://example.com"]],
    ["https://example.com/?a=1&b=2", ["https://example.com/?a=1&b=2"]],
    ["HTTP://ExAmPLe.cOm", ["HTTP://ExAmPLe.cOm"]],
    ["http://[2001:4860:4860::8888]", ["http://[2001:4860:4860::8888]"]],
    ["Get real IP on https://[fe80::1]/abc", ["https://[fe80::1]/abc"]],
    ["https://example.com!", ["https://example.com"]],
    ['https://i.imgur.com/?test=1 "text"', ["https://i.imgur.com/?test=1"]],
    ["https://bücher.de/", ["https://bücher.de/"]],
    ["https://xn--bcher-kva.de", ["https://xn--bcher-kva.de"]],
    ["https://www.example.com/path?query=ěšč", ["https://www.example.com/path?query=ěšč"]],
    [
      "https://example.com/path (https://example.com/other)",
      ["https://example.com/path", "https://example.com/other"],
    ],
    [
      "https://example.com/, https://example.org/",
      ["https://example.com/", "https://example.org/"],
    ],
    ["https://example.com/#section-2.1.", ["https://example.com/#section-2.1"]],
    ["https://user:p%40ss@example.com/", ["https://user:p%40ss@example.com/"]],
  ]);
});

// rinku test/autolink_test.rb and rails_autolink test/test_rails_autolink.rb
describe("rinku / rails_autolink", () => {
  check([
    // test_auto_link_parsing
    ["http://www.rubyonrails.com", ["http://www.rubyonrails.com"]],
    ["http://www.rubyonrails.com:80", ["http://www.rubyonrails.com:80"]],
    ["http://www.rubyonrails.com/~minam", ["http://www.rubyonrails.com/~minam"]],
    ["https://www.rubyonrails.com/~minam", ["https://www.rubyonrails.com/~minam"]],
    [
      "http://www.rubyonrails.com/~minam/url%20with%20spaces",
      ["http://www.rubyonrails.com/~minam/url%20with%20spaces"],
    ],
    [
      "http://www.rubyonrails.com/foo.cgi?something=here",
      ["http://www.rubyonrails.com/foo.cgi?something=here"],
    ],
    [
      "http://www.rubyonrails.com/foo.cgi?something=here&and=here",
      ["http://www.rubyonrails.com/foo.cgi?something=here&and=here"],
    ],
    ["http://www.rubyonrails.com/contact;new", ["http://www.rubyonrails.com/contact;new"]],
    [
      "http://www.rubyonrails.com/contact;new%20with%20spaces",
      ["http://www.rubyonrails.com/contact;new%20with%20spaces"],
    ],
    [
      "http://www.rubyonrails.com/contact;new?with=query&string=params",
      ["http://www.rubyonrails.com/contact;new?with=query&string=params"],
    ],
    [
      "http://www.rubyonrails.com/~minam/contact;new?with=query&string=params",
      ["http://www.rubyonrails.com/~minam/contact;new?with=query&string=params"],
    ],
    [
      "http://en.wikipedia.org/wiki/Wikipedia:Today%27s_featured_picture_%28animation%29/January_20%2C_2007",
      [
        "http://en.wikipedia.org/wiki/Wikipedia:Today%27s_featured_picture_%28animation%29/January_20%2C_2007",
      ],
    ],
    [
      "http://www.mail-archive.com/rails@lists.rubyonrails.org/",
      ["http://www.mail-archive.com/rails@lists.rubyonrails.org/"],
    ],
    [
      "http://www.amazon.com/Testing-Equal-Sign-In-Path/ref=pd_bbs_sr_1?ie=UTF8&s=books&qid=1198861734&sr=8-1",
      [
        "http://www.amazon.com/Testing-Equal-Sign-In-Path/ref=pd_bbs_sr_1?ie=UTF8&s=books&qid=1198861734&sr=8-1",
      ],
    ],
    ["http://en.wikipedia.org/wiki/Texas_hold'em", ["http://en.wikipedia.org/wiki/Texas_hold'em"]],
    [
      "https://www.google.com/doku.php?id=gps:resource:scs:start",
      ["https://www.google.com/doku.php?id=gps:resource:scs:start"],
    ],
    [
      "http://of.openfoundry.org/projects/492/download#4th.Release.3",
      ["http://of.openfoundry.org/projects/492/download#4th.Release.3"],
    ],
    [
      "http://maps.google.co.uk/maps?f=q&q=the+london+eye&ie=UTF8&ll=51.503373,-0.11939&spn=0.007052,0.012767&z=16&iwloc=A",
      [
        "http://maps.google.co.uk/maps?f=q&q=the+london+eye&ie=UTF8&ll=51.503373,-0.11939&spn=0.007052,0.012767&z=16&iwloc=A",
      ],
    ],
    ["http://около.кола/колокола", ["http://около.кола/колокола"]],
    // test_auto_linking
    ["Go to http://www.rubyonrails.com.", ["http://www.rubyonrails.com"]],
    ["<p>Link http://www.rubyonrails.com</p>", ["http://www.rubyonrails.com"]],
    ["<p>http://www.rubyonrails.com Link</p>", ["http://www.rubyonrails.com"]],
    [
      "Go to http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281.",
      ["http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281"],
    ],
    [
      "<p>Go to http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281. Seriously, http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281? I think I'll say hello to david@loudthinking.com. Instead.</p>",
      [
        "http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281",
        "http://manuals.ruby-on-rails.com/read/chapter.need_a-period/103#page281",
      ],
    ],
    // linkifyjs: runs on into "</p>". "<" is not a URI character (RFC 3986 App. A)
    [
      "<p>Link http://foo.example.com/controller/action?parm=value&p2=v2#anchor123</p>",
      ["http://foo.example.com/controller/action?parm=value&p2=v2#anchor123"],
    ],
    [
      "<p>http://foo.example.com:3000/controller/action Link</p>",
      ["http://foo.example.com:3000/controller/action"],
    ],
    [
      "<p>http://foo.example.com:3000/controller/action+pack Link</p>",
      ["http://foo.example.com:3000/controller/action+pack"],
    ],
    [
      "<p>http://foo.example.com/controller/action?parm=value&p2=v2#anchor-123 Link</p>",
      ["http://foo.example.com/controller/action?parm=value&p2=v2#anchor-123"],
    ],
    [
      "<p>Link http://foo.example.com:3000/controller/action.html</p>",
      ["http://foo.example.com:3000/controller/action.html"],
    ],
    [
      "Go to http://foo.example.com:3000/controller/action.html.",
      ["http://foo.example.com:3000/controller/action.html"],
    ],
    [
      "<p>Link http://business.timesonline.co.uk/article/0,,9065-2473189,00.html</p>",
      ["http://business.timesonline.co.uk/article/0,,9065-2473189,00.html"],
    ],
    [
      "<p>http://www.mail-archive.com/ruby-talk@ruby-lang.org/ Link</p>",
      ["http://www.mail-archive.com/ruby-talk@ruby-lang.org/"],
    ],
    // test_auto_link_at_eol
    [
      "<p>http://sourceforge.net/project/showfiles.php?group_id=1234</p><p>http://sourceforge.net/project/showfiles.php?group_id=5678</p>",
      [
        "http://sourceforge.net/project/showfiles.php?group_id=1234",
        "http://sourceforge.net/project/showfiles.php?group_id=5678",
      ],
    ],
    // test_auto_link_with_brackets, test_auto_link_with_multiple_trailing_punctuations
    [
      "(link: http://en.wikipedia.org/wiki/Sprite_(computer_graphics))",
      ["http://en.wikipedia.org/wiki/Sprite_(computer_graphics)"],
    ],
    ["(link: http://youtube.com).", ["http://youtube.com"]],
    // test_auto_link_other_protocols: rinku does not link file: (it links http, https, ftp)
    ["Download ftp://example.com/file.txt", ["ftp://example.com/file.txt"]],
    ["file:///home/username/RomeoAndJuliet.pdf", ["file:///home/username/RomeoAndJuliet.pdf"]],
    // test_auto_link_should_sanitize_input_when_sanitize_option_is_not_false
    [
      'http://www.rubyonrails.com?id=1&num=2<script>alert("malicious!")</script>',
      ["http://www.rubyonrails.com?id=1&num=2"],
    ],
    // test_escapes_quotes: '"' is not a URI character (RFC 3986 App. A)
    [
      'http://website.com/"onmouseover=document.body.style.backgroundColor="pink";//',
      ["http://website.com/"],
    ],
    // test_terminates_on_ampersand, test_does_not_include_trailing_gt: escaped delimiters
    // (RULES.md "Escaped HTML")
    ["hello &#39;http://example.com&#39; hello", ["http://example.com"]],
    ["&lt;http://example.com&gt;", ["http://example.com"]],
    ["<td>http://example.com/&nbsp;</td>", ["http://example.com/"]],
    ["&lt;a href=&quot;http://example.com/&quot;&gt;", ["http://example.com/"]],
    // test_identifies_unicode_spaces
    ["This is just a test. http://www.pokemon.com\u202F\u2028\u2001", ["http://www.pokemon.com"]],
    [
      "http://example.com/Notification_Center-GitHub-20101108-140050.jpg",
      ["http://example.com/Notification_Center-GitHub-20101108-140050.jpg"],
    ],
    [
      "https://github.com/github/hubot/blob/master/scripts/cream.js#L20-20",
      ["https://github.com/github/hubot/blob/master/scripts/cream.js#L20-20"],
    ],
    [
      "http://www.youtube.com/watch?v=6QMs1-Bh9yE&feature=share",
      ["http://www.youtube.com/watch?v=6QMs1-Bh9yE&feature=share"],
    ],
    // test_handles_parens_properly, test_urls_with_2_wrapping_parens, test_urls_with_quotes
    ["foo (http://example.com) bar", ["http://example.com"]],
    ["foo (http://example.com)", ["http://example.com"]],
    ["foo (http://foo.com/(foo))", ["http://foo.com/(foo)"]],
    ["((http://example.com/()))", ["http://example.com/()"]],
    ["()", []],
    ["'http://example.com'", ["http://example.com"]],
    ['"http://example.com""', ["http://example.com"]],
    // test_underscore_in_subdomain, test_regression_84
    ["http://foo_bar.xyz.com", ["http://foo_bar.xyz.com"]],
    ["https://www.keepright.atownsend.org.uk", ["https://www.keepright.atownsend.org.uk"]],
    ["http://www.日本.jp", ["http://www.日本.jp"]],
  ]);
});

// markdown-it test/fixtures/markdown-it/linkify.txt (the Markdown syntax aside: in plain
// text a backslash or a Markdown link is just text around the URI)
describe("markdown-it linkify.txt", () => {
  check([
    [
      "url http://www.youtube.com/watch?v=5Jt5GEr4AYg.",
      ["http://www.youtube.com/watch?v=5Jt5GEr4AYg"],
    ],
    ["[https://example.com](https://example.com)", ["https://example.com", "https://example.com"]],
    ["<https://example.com>", ["https://example.com"]],
    [
      '<a href="https://example.com">https://example.com</a>',
      ["https://example.com", "https://example.com"],
    ],
    ["http://example.com/(c)", ["http://example.com/(c)"]],
    ["http:/example.com/", []],
    ["https://example.com/foo*bar*baz", ["https://example.com/foo*bar*baz"]],
    ["http://example.org/foo._bar_-_baz", ["http://example.org/foo._bar_-_baz"]],
    // Autolinker, linkifyjs: "http://example.com/foobar**". Emphasis marks (README)
    ["**http://example.com/foobar**", ["http://example.com/foobar"]],
    // Autolinker, anchorme, linkifyjs find "//example.com", "example.com", "aa.org" …
    ["https\\://example.com", []],
    ["https:\\//aa.org https://\\/aa.org", []],
    ["https:/\\/cc.org", []],
    ["http:// test", []],
    ["mailto:test@example.com", ["mailto:test@example.com"]],
  ]);
});

// CommonMark spec 0.31.2 §6.5 Autolinks (spec.txt of commonmark-spec on npm), verbatim
describe("CommonMark spec §6.5 Autolinks", () => {
  check([
    ["<http://foo.bar.baz>", ["http://foo.bar.baz"]],
    [
      "<https://foo.bar.baz/test?q=hello&id=22&boolean>",
      ["https://foo.bar.baz/test?q=hello&id=22&boolean"],
    ],
    // anchorme, linkifyjs: "foo.bar:2233/baz"
    ["<irc://foo.bar:2233/baz>", ["irc://foo.bar:2233/baz"]],
    ["<MAILTO:FOO@BAR.BAZ>", ["MAILTO:FOO@BAR.BAZ"]],
    // Autolinker: "made-up-scheme://foo". "," is a sub-delim (RFC 3986 §3.2.2 reg-name)
    ["<made-up-scheme://foo,bar>", ["made-up-scheme://foo,bar"]],
    ["<https://../>", ["https://../"]],
    // a scheme "localhost" (RFC 3986 §3.1); the angle brackets delimit it (App. E)
    ["<localhost:5001/foo>", ["localhost:5001/foo"]],
    ["<>", []],
    // not an autolink in Markdown, but the URI is in the text (bare, DESIGN)
    ["< https://foo.bar >", ["https://foo.bar"]],
    // no registered scheme has one letter (RULES.md "Named schemes and drive letters")
    ["<m:abc>", []],
    ["<foo.bar.baz>", []],
    ["https://example.com", ["https://example.com"]],
  ]);
});

// GFM spec §6.9 Autolinks (extension): the cases with a scheme
describe("GFM spec extended autolinks, with a scheme", () => {
  check([
    ["http://commonmark.org", ["http://commonmark.org"]],
    [
      "(Visit https://encrypted.google.com/search?q=Markup+(business))",
      ["https://encrypted.google.com/search?q=Markup+(business)"],
    ],
    // linkifyjs: "http://commonmark.org/he<lp"
    ["http://commonmark.org/he<lp", ["http://commonmark.org/he"]],
    ["mailto:foo@bar.baz", ["mailto:foo@bar.baz"]],
    // Autolinker: "mailto:a.b-c_d"
    ["mailto:a.b-c_d@a.b", ["mailto:a.b-c_d@a.b"]],
    ["mailto:a.b-c_d@a.b.", ["mailto:a.b-c_d@a.b"]],
    // Autolinker, anchorme, linkifyjs, markdown-it: no link (they know no xmpp:)
    ["xmpp:foo@bar.baz", ["xmpp:foo@bar.baz"]],
    ["xmpp:foo@bar.baz.", ["xmpp:foo@bar.baz"]],
    ["xmpp:foo@bar.baz/txt", ["xmpp:foo@bar.baz/txt"]],
    ["xmpp:foo@bar.baz/txt@bin", ["xmpp:foo@bar.baz/txt@bin"]],
    ["xmpp:foo@bar.baz/txt@bin.com", ["xmpp:foo@bar.baz/txt@bin.com"]],
  ]);
});

// Schemeless links and addresses, `fuzzy: true` (linkify-it does the reading)
describe("schemeless links and addresses, fuzzy", () => {
  check(
    [
      // linkifyjs parser.test
      ["Did you check out google.com?", ["http://google.com"]],
      [
        "nick@example.com or mailto:nick@example.com?subject=Hi",
        ["mailto:nick@example.com", "mailto:nick@example.com?subject=Hi"],
      ],
      // CommonMark §6.5 e-mail autolinks
      ["<foo@bar.example.com>", ["mailto:foo@bar.example.com"]],
      ["<foo+special@Bar.baz-bar0.com>", ["mailto:foo+special@Bar.baz-bar0.com"]],
      ["<foo\\+@bar.example.com>", []],
      ["foo@bar.example.com", ["mailto:foo@bar.example.com"]],
      // GFM §6.9
      ["www.commonmark.org", ["http://www.commonmark.org"]],
      ["Visit www.commonmark.org/help for more information.", ["http://www.commonmark.org/help"]],
      ["Visit www.commonmark.org.", ["http://www.commonmark.org"]],
      ["Visit www.commonmark.org/a.b.", ["http://www.commonmark.org/a.b"]],
      [
        "www.google.com/search?q=Markup+(business)",
        ["http://www.google.com/search?q=Markup+(business)"],
      ],
      [
        "www.google.com/search?q=Markup+(business)))",
        ["http://www.google.com/search?q=Markup+(business)"],
      ],
      [
        "(www.google.com/search?q=Markup+(business))",
        ["http://www.google.com/search?q=Markup+(business)"],
      ],
      [
        "(www.google.com/search?q=Markup+(business)",
        ["http://www.google.com/search?q=Markup+(business)"],
      ],
      [
        "www.google.com/search?q=commonmark&hl=en",
        ["http://www.google.com/search?q=commonmark&hl=en"],
      ],
      ["www.commonmark.org/he<lp", ["http://www.commonmark.org/he"]],
      ["foo@bar.baz", ["mailto:foo@bar.baz"]],
      // linkify-it, markdown-it: also "hello@mail+xyz.example" (RULES.md "Fuzzy links")
      [
        "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.",
        ["mailto:hello+xyz@mail.example"],
      ],
      ["a.b-c_d@a.b", ["mailto:a.b-c_d@a.b"]],
      ["a.b-c_d@a.b.", ["mailto:a.b-c_d@a.b"]],
      ["a.b-c_d@a.b-", []],
      ["a.b-c_d@a.b_", []],
      // rinku test_www_is_case_insensitive, test_auto_linking, test_segfault
      ["WWW.REDDIT.COM", ["http://WWW.REDDIT.COM"]],
      ["Www.reddit.Com", ["http://Www.reddit.Com"]],
      ["This is just a test. www.pokemon.com", ["http://www.pokemon.com"]],
      [
        "Go to http://www.rubyonrails.com, then say hello to david@loudthinking.com.",
        ["http://www.rubyonrails.com", "mailto:david@loudthinking.com"],
      ],
      ["a+b@foo.com somebody@foo.com", ["mailto:a+b@foo.com", "mailto:somebody@foo.com"]],
      // rinku test_non_emails_ending_in_periods: markdown-it "mailto:abc/def@ghi.x" (no
      // known TLD for linkify-it)
      ["abc/def@ghi.", []],
      ["abc/def@ghi.x", []],
      // Autolinker autolinker-url.spec: www. URLs
      ["Joe went to www.yahoo.com.", ["http://www.yahoo.com"]],
      ["(www.example.com/path)", ["http://www.example.com/path"]],
    ],
    { fuzzy: true },
  );
});

// rinku, rails_autolink and all four peers: the whole URL. Raw "[ ]" in a path or query
// are read as their percent-encoded form (raw-characters.ts; RFC 3986 §2.4): valid, with
// the warning unencoded-characters; a closing "]" stays only when it balances
describe("raw brackets in a path or query", () => {
  check([
    [
      "http://connect.oraclecorp.com/search?search[q]=green+france&search[type]=Group",
      ["http://connect.oraclecorp.com/search?search[q]=green+france&search[type]=Group"],
    ],
    [
      "[link: http://en.wikipedia.org/wiki/Sprite_[computer_graphics]]",
      ["http://en.wikipedia.org/wiki/Sprite_[computer_graphics]"],
    ],
    ["Go to https://example.com/?q=[1,2]", ["https://example.com/?q=[1,2]"]],
    ["https://example.com/foo[123](456)bar", ["https://example.com/foo[123](456)bar"]],
    // all four: found. A second "#" is data in the fragment, read as %23
    ["http://example.com/a#b#c", ["http://example.com/a#b#c"]],
  ]);
});

// Where we answer differently from these suites, on purpose; the suite's answer is in the
// comment, then the rule
describe("deliberate differences", () => {
  check([
    // Autolinker: "git:domain.com". A git URL is git://host.xz[:port]/path (IANA provisional
    // registration; git-fetch(1) "GIT URLS"): "git:" without "//" names no server
    // (src/core/schemes/servers.ts)
    ["Something like git:domain.com should be linked as a URL", []],
    // Autolinker, anchorme, linkifyjs, markdown-it: not linked. Found for its
    // dangerous-scheme warning (RULES.md "Dangerous schemes")
    ["javascript:alert('hi')", ["javascript:alert('hi')"]],
    ["JavaScript:alert(1)", ["JavaScript:alert(1)"]],
    // Autolinker, markdown-it: "//yahoo.com"; anchorme, linkifyjs: "yahoo.com". A
    // network-path reference is relative (RFC 3986 §4.2); the trigger is ":" (DESIGN)
    ["Joe went to //yahoo.com", []],
    // all four: "http://example.com". "view-source" is a provisional IANA scheme, and the
    // whole text is one URI (RFC 3986 §3.1)
    ["view-source:http://example.com", ["view-source:http://example.com"]],
    // CommonMark: not an autolink; peers: "https://foo.bar/baz". Whitespace inside angle
    // brackets is dropped (2396bis App. E, DESIGN: angle)
    ["<https://foo.bar/baz bim>", ["https://foo.bar/bazbim"]],
    // CommonMark: "https://example.com/\[\" (percent-encoded). "\" and "[" are not URI
    // characters (RFC 3986 App. A): invalid in angle brackets, read as bare
    ["<https://example.com/\\[\\>", ["https://example.com/"]],
    // markdown-it: no link (a Markdown escape). In plain text the "\" is before it
    ["\\https://example.com", ["https://example.com"]],
    // rinku, Autolinker, linkifyjs, markdown-it: the same. "{ }" are no URI characters, but a
    // balanced pair after the authority is read percent-encoded (RULES.md "Strict grammar")
    [
      "{link: http://en.wikipedia.org/wiki/Sprite_{computer_graphics}}",
      ["http://en.wikipedia.org/wiki/Sprite_{computer_graphics}"],
    ],
    // linkifyjs, markdown-it: the backticks stay. "`" is not a URI character
    ["https://example.com/foo`bar`baz", ["https://example.com/foo"]],
    // GFM, Autolinker, linkifyjs: "…q=(business))+ok" (parentheses are balanced only at
    // the end). A ")" with no opener ends a bare URI (RULES.md "Closers")
    [
      "https://encrypted.google.com/search?q=(business))+ok",
      ["https://encrypted.google.com/search?q=(business)"],
    ],
    ["https://example.com/a_(b)c)d", ["https://example.com/a_(b)c"]],
    // GFM: "…?q=commonmark" (an entity reference is not part of it). "&" and ";" are URI
    // characters; a trailing ";" is dropped (DESIGN: bare; RULES.md "Escaped HTML")
    [
      "https://www.google.com/search?q=commonmark&hl;",
      ["https://www.google.com/search?q=commonmark&hl"],
    ],
    // rinku: "http://foo_bar.com" is not linked (DNS host names). "_" is unreserved and
    // allowed in a reg-name (RFC 3986 §3.2.2)
    ["http://foo_bar.com", ["http://foo_bar.com"]],
    // Autolinker, anchorme, linkifyjs: found. A port over 65535 (DESIGN: scheme rules)
    ["Joe went to http://yahoo.com:99999/", []],
    // Autolinker, anchorme, markdown-it: "mailto:joe@example.com" — hfields (RFC 6068 §2)
    [
      "Contact mailto:joe@example.com?subject=Hi%20there&body=x",
      ["mailto:joe@example.com?subject=Hi%20there&body=x"],
    ],
    // Autolinker, anchorme: "mailto:joe@example.com", "jane@example.com". One URI with two
    // addresses (RFC 6068 §2 "to")
    ["mailto:joe@example.com,jane@example.com", ["mailto:joe@example.com,jane@example.com"]],
  ]);
});

// GFM spec §6.9, schemeless: where we differ
describe("deliberate differences, fuzzy", () => {
  check(
    [
      // GFM, Autolinker, linkifyjs: "www.google.com/search?q=(business))+ok" (RULES.md "Closers")
      ["www.google.com/search?q=(business))+ok", ["http://www.google.com/search?q=(business)"]],
      // GFM: "www.google.com/search?q=commonmark"; linkify-it drops only the ";"
      ["www.google.com/search?q=commonmark&hl;", ["http://www.google.com/search?q=commonmark&hl"]],
    ],
    { fuzzy: true },
  );
});
