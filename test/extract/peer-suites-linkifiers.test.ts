/**
 * URI cases from the tests of text-to-HTML linkifiers, verbatim from their Debian source
 * packages:
 * - kcoreaddons 5.103.0 (Debian 5.103.0-1), autotests/ktexttohtmltest.cpp: the rows of
 *   testHtmlConvert_data that make or refuse links (the <a href> targets), testGetUrl /
 *   testGetUrl2 (its brackets × schemes × URLs matrix, rebuilt here with the same lists and
 *   skip rules; the peer's answer is the URL with its whitespace removed) and
 *   testGetEmailAddress (as whole texts: an address found at no position is no address).
 *   Schemeless "www." / "ftp." links and bare addresses are read with `fuzzy: true`, and
 *   "http://" / "mailto:" added.
 * - node-autolinker 1.8.3 (Debian 1.8.3+dfsg-5, Autolinker.js), tests/AutolinkerSpec.js
 *   ("URL linking" and "email address linking", the default `autolinker` instance: the
 *   hrefs of the expected HTML) and tests/matcher/UrlSpec.js, EmailSpec.js (parseMatches).
 * Pidgin 2.14.12, rust-comrak 0.29.0, ruby-rinku 1.7.3 and urlscan 0.9.9: their source
 * archives could not be had from the Debian archive, so none of their cases are here.
 * Each group holds the cases where urisift gives the peer's answer; the "differs on purpose"
 * groups hold the peer's answer and the rule in a comment. Inputs that test/ already holds
 * are left out.
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("kcoreaddons 5.103.0 autotests/ktexttohtmltest.cpp testHtmlConvert_data", () => {
  check([
    ["https://green-site/?Ticket=85&Page=next", ["https://green-site/?Ticket=85&Page=next"]],
    ["KDE (website https://www.kde.org)", ["https://www.kde.org"]],
    ["KDE website (https://www.kde.org)", ["https://www.kde.org"]],
    ["bla (https://www.kde.org - section 5.2)", ["https://www.kde.org"]],
    // KTextToHTML's first href is "https://www.kde.org/ " (the space its own)
    [
      "foo <https://www.kde.org/ <https://www.kde.org/>>",
      ["https://www.kde.org/", "https://www.kde.org/"],
    ],
    ['https://"><!--', []],
    ['https://<IP>:"><!--', []],
    ['https://<IP>:/"><!--', []],
    ['https://<IP>:/"><script>alert(1);</script><!--', []],
    ['https://<IP>:/"><script>alert(1);</script><!--\nTest2', []],
    ["https://www.kde.org[1]", ["https://www.kde.org"]],
    ["[http://www.example.org/][whatever]", ["http://www.example.org/"]],
    ["http://www.foo.bar<http://foo.bar/>", ["http://www.foo.bar", "http://foo.bar/"]],
    ["[Please visit our booth 24-25 http://example.com/]", ["http://example.com/"]],
    [
      "http://www.kde.org/standards/kcfg/1.0 http://www.kde.org/",
      ["http://www.kde.org/standards/kcfg/1.0", "http://www.kde.org/"],
    ],
    [
      '@@ -55,6 +55,10 @@ xsi:schemaLocation="http://www.kde.org/standards/kcfg/1.0 http://www.kde.org/',
      ["http://www.kde.org/standards/kcfg/1.0", "http://www.kde.org/"],
    ],
    ["bla bla <tel:+491234567890> bla bla", ["tel:+491234567890"]],
    ["bla bla tel:+49-321-123456 bla bla", ["tel:+49-321-123456"]],
    ["bla tel: blub", []],
    ["please send 1200 cakes", []],
    ["bla 1-123-456-ABCD blub", []],
    ["ABCD0123-456-789", []],
    ["bla 02/03/2019 blub", []],
    ["bla +012-4567890123456 blub", []],
    ["bla +012-456789(01 blub", []],
    ["bla +012-4(56(78)90)1 blub", []],
    ["call +49123456789 now", []],
    [
      "https://www.openstreetmap.org/directions?engine=graphhopper_foot&route=44.85765%2C-0.55931%3B44.85713%2C-0.56117#map=18/44.85756/-0.56094",
      [
        "https://www.openstreetmap.org/directions?engine=graphhopper_foot&route=44.85765%2C-0.55931%3B44.85713%2C-0.56117#map=18/44.85756/-0.56094",
      ],
    ],
    ["xmpp:username@server.tld", ["xmpp:username@server.tld"]],
    ["xmpp:conversations@conference.siacs.eu", ["xmpp:conversations@conference.siacs.eu"]],
    [
      "xmpp:conversations@conference.siacs.eu?join",
      ["xmpp:conversations@conference.siacs.eu?join"],
    ],
    ["news: ", []],
    ["ftp: ", []],
    ["mailto: ", []],
    ["", []],
    // testGetUrl2, "test max url length" (the length allowed)
    [
      "https://www.kde.org/this/is/a_very_loooooong_url/test/test/test",
      ["https://www.kde.org/this/is/a_very_loooooong_url/test/test/test"],
    ],
  ]);
});

describe("kcoreaddons ktexttohtmltest.cpp, schemeless links and testGetEmailAddress, fuzzy", () => {
  check(
    [
      ["Look at this file: www.example.com/example.h", ["http://www.example.com/example.h"]],
      ["Look at this file: www.example.com/.bashrc", ["http://www.example.com/.bashrc"]],
      ["Look at this file: www.example.com/test.cpp.", ["http://www.example.com/test.cpp"]],
      ["the /etc/{rsyslog.d,syslog-ng.d}/package.rpmnew file", []],
      ["foo@bar@bar.baz", []],
      ["@bar.baz", []],
      [".@bar.baz", []],
      [" @bar.baz", []],
      [".!#$%&'*+-/=?^_`{|}~@bar.baz", []],
      ["foo@bar.", []],
      [".foo@bar", []],
      ["foo@bar ", []],
      [" foo@bar", []],
      ["foo@bar-bar", []],
      ["foo@.", []],
      ["foo@-", []],
      ["foo@bar.baz.", ["mailto:foo@bar.baz"]],
      ["foo@bar.baz ", ["mailto:foo@bar.baz"]],
      [" foo@bar.baz", ["mailto:foo@bar.baz"]],
      ["foo@bar-bar.baz", ["mailto:foo@bar-bar.baz"]],
    ],
    { fuzzy: true },
  );
});

// kcoreaddons ktexttohtmltest.cpp testGetUrl / testGetUrl2: every bracket pair, scheme and URL
// of the peer's lists, with its two skip rules (a URL holding the closing bracket is not
// tried in one-character brackets; one holding whitespace only in brackets). The peer's
// answer is `start + url` without whitespace; `why` names the rule where urisift differs
const KDE_BRACKETS = [
  ["", ""],
  ["<", ">"],
  ["[", "]"],
  ['"', '"'],
  ["<link>", "</link>"],
] as const;
const KDE_SCHEMAS = [
  "http://",
  "https://",
  "vnc://",
  "fish://",
  "ftp://",
  "ftps://",
  "sftp://",
  "smb://",
  "file://",
  "irc://",
  "ircs://",
];
const KDE_URLS = [
  "www.kde.org",
  "user@www.kde.org",
  "user:pass@www.kde.org",
  "user:pass@www.kde.org:1234",
  "user:pass@www.kde.org:1234/sub/path",
  "user:pass@www.kde.org:1234/sub/path?a=1",
  "user:pass@www.kde.org:1234/sub/path?a=1#anchor",
  "user:pass@www.kde.org:1234/sub/\npath  \n /long/  path \t  ?a=1#anchor",
  "user:pass@www.kde.org:1234/sub/path/special(123)?a=1#anchor",
  "user:pass@www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor",
  "user:pass@www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla",
  "user:pass@www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]",
  "user:pass@www.kde.org:1234/\nsub/path:with:colon/\nspecial(123)?\na=1#anchor[bla]",
  "user:pass@www.kde.org:1234/  \n  sub/path:with:colon/  \n\t   \t   special(123)?" +
    "\n\t  \n\t   a=1#anchor[bla]",
];
const KDE_URLS_WITHOUT_SCHEMA = [
  ".kde.org",
  ".kde.org:1234/sub/path",
  ".kde.org:1234/sub/path?a=1",
  ".kde.org:1234/sub/path?a=1#anchor",
  ".kde.org:1234/sub/path/special(123)?a=1#anchor",
  ".kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor",
  ".kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla",
  ".kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]",
  ".kde.org:1234/\nsub/path:with:colon/\nspecial(123)?\na=1#anchor[bla]",
  ".kde.org:1234/  \n  sub/path:with:colon/  \n\t   \t   special(123)?" +
    "\n\t  \n\t   a=1#anchor[bla]",
];
const KDE_STARTS = ["www", "ftp", "news:www"];

type Why =
  | "agree"
  | "file"
  | "news"
  | "angle-dotted-scheme"
  | "ws-bracket"
  | "ws-fuzzy"
  | "ws-blank-line"
  | "ws-quote-space"
  | "inner-pair"
  | "unclosed-bracket";
interface MatrixCase {
  text: string;
  peer: string;
  expected: string[];
  why: Why;
  fuzzy: boolean;
}

/** urisift's answer for one case, and the rule when it is not the peer's */
function kdeRule(left: string, start: string, url: string): [string[], Why] {
  const peer = start + url.replace(/[ \n\t]/g, "");
  const fuzzy = start === "www" || start === "ftp";
  const href = fuzzy ? `http://${peer}` : peer;
  if (start === "file://") return [[], "file"];
  if (left === "<" && fuzzy && url.includes(":1234") && !/[ \n\t]/.test(url)) {
    return [[peer], "angle-dotted-scheme"];
  }
  if (start === "news:www" && url.includes(":1234")) return [[], "news"];
  const ws = url.search(/[ \n\t]/);
  if (ws >= 0) {
    const cut = (fuzzy ? "http://" : "") + start + url.slice(0, ws);
    if (left === "[" || left === "<link>") return [[cut], "ws-bracket"];
    if (fuzzy) return [[cut], "ws-fuzzy"];
    if (/\n[ \t]*\n/.test(url)) return [[cut], "ws-blank-line"];
    if (left === '"' && /[ \t]/.test(url)) return [[cut], "ws-quote-space"];
  }
  if (url.endsWith("[bla") && left === "[") return [[`${href}]`], "inner-pair"];
  if (url.endsWith("[bla") && (left === "" || left === "<link>" || (fuzzy && left === '"'))) {
    return [[href.slice(0, -4)], "unclosed-bracket"];
  }
  return [[href], "agree"];
}

function kdeMatrix(): MatrixCase[] {
  const out: MatrixCase[] = [];
  for (const [left, right] of KDE_BRACKETS) {
    const add = (start: string, url: string): void => {
      if (left.length === 1 && url.includes(right[0]!)) return;
      if (/[\n\t ]/.test(url) && left === "") return;
      const text = left + start + url + right;
      // in test/extract/peer-suites.test.ts already
      if (text === "http://www.kde.org") return;
      const [expected, why] = kdeRule(left, start, url);
      const fuzzy = start === "www" || start === "ftp";
      out.push({ text, peer: start + url.replace(/[ \n\t]/g, ""), expected, why, fuzzy });
    };
    for (const s of KDE_SCHEMAS) for (const u of KDE_URLS) add(s, u);
    for (const s of KDE_STARTS) for (const u of KDE_URLS_WITHOUT_SCHEMA) add(s, u);
    add("", "mailto:test@kde.org");
  }
  return out;
}

const MATRIX = kdeMatrix();
const matrixCases = (why: Why, fuzzy: boolean): [string, string[]][] =>
  MATRIX.filter((c) => c.why === why && c.fuzzy === fuzzy).map((c) => [c.text, c.expected]);

describe("kcoreaddons ktexttohtmltest.cpp testGetUrl2 matrix", () => {
  check(matrixCases("agree", false));
});

describe("kcoreaddons ktexttohtmltest.cpp testGetUrl2 matrix, www. and ftp., fuzzy", () => {
  check(matrixCases("agree", true), { fuzzy: true });
});

// Where urisift answers differently on purpose; the peer's answer is `start + url` without
// whitespace (`http://` added to "www."/"ftp.")
describe("kcoreaddons testGetUrl2 matrix, differs on purpose", () => {
  // "file://www.kde.org", "file://user:pass@www.kde.org:1234/sub/path", …: not found. RFC
  // 8089 §2: file-auth is "localhost" or a host, no userinfo or port, and the path is
  // absolute (file://host needs a "/")
  check(matrixCases("file", false));
  // "news:www.kde.org:1234/sub/path…": not found. RFC 5538 §2: news:<newsgroup> or
  // news:<article>; a port and a path are news://server:port/group only ("news:www.kde.org"
  // is a newsgroup name and is found, above)
  check(matrixCases("news", false));
  // "[http://…/sub/\npath  \n /long/  path \t  ?a=1#anchor]", "<link>…</link>": the peer
  // joins across whitespace inside any bracket pair. Only <…> (and double quotes across line
  // breaks) are delimiters whose whitespace is dropped (2396bis App. E, DESIGN: angle;
  // RULES.md "Double quotes across lines"): the bare rules end the URI at the space
  check(matrixCases("ws-bracket", false));
  // "<http://…:1234/  \n  sub/…  \n\t  \n\t   a=1#anchor[bla]>": the peer joins it. A blank
  // line (only whitespace) inside <…> ends it: fall back to bare (DESIGN: angle)
  check(matrixCases("ws-blank-line", false));
  // "\"http://…/sub/\npath  \n /long/  path \t  ?a=1#anchor\"": the peer joins it. In quotes
  // only the whitespace of a line break is dropped, a space inside a line gives the bare
  // rules (RULES.md "Double quotes across lines")
  check(matrixCases("ws-quote-space", false));
  // "[http://…#anchor[bla]": the peer takes "…#anchor[bla" (the last "]" closes its
  // bracket). A balanced pair inside a URI stays (RULES.md "Closers", like
  // "(…/wiki/Foo_(bar)"); the opening "[" stays unclosed
  check(matrixCases("inner-pair", false));
  // "http://…#anchor[bla", "<link>http://…#anchor[bla</link>": the peer keeps "[bla". A "["
  // that nothing closes is text (RULES.md "Closers": `http://[::1]:8080/x[`)
  check(matrixCases("unclosed-bracket", false));
});

describe("kcoreaddons testGetUrl2 matrix, www. and ftp., differs on purpose, fuzzy", () => {
  check(
    [
      // "<www.kde.org:1234/\nsub/…>", "\"www.kde.org:1234/\nsub/…\"", "[www…]": the peer
      // joins them. A schemeless link is no URI: the angle-bracket and quote rules of
      // 2396bis App. E are for URIs; linkify-it reads no link across a line break (README
      // "Fuzzy links")
      ...matrixCases("ws-fuzzy", true),
      ...matrixCases("ws-bracket", true),
      // "www.kde.org:1234/…#anchor[bla" bare or in quotes: the peer keeps "[bla" (README
      // "Closers")
      ...matrixCases("unclosed-bracket", true),
      // "[www.kde.org:1234/…#anchor[bla]": the peer's "…[bla" (RULES.md "Closers")
      ...matrixCases("inner-pair", true),
    ],
    { fuzzy: true },
  );
});

describe("kcoreaddons ktexttohtmltest.cpp, differs on purpose", () => {
  check([
    // KTextToHTML: "http://strange<hostname>/". "<" and ">" are no URI characters, they
    // delimit one (RFC 3986 App. C; DESIGN: bare)
    ['QUrl url("http://strange<hostname>/");', ["http://strange"]],
    // KTextToHTML: no link (its guard against markup in the link). The URI ends at the
    // quote and a trailing ":" is dropped (DESIGN: bare)
    ['https://192.168.1.1:"><!--', ["https://192.168.1.1"]],
    // KTextToHTML with ConvertPhoneNumbers: "tel:+49123456789" (and so on). A phone number written
    // without "tel:" is no URI (RFC 3966 §3)
    ["call +49123456789, then hang up", []],
    // KTextToHTML: "tel:+330112345678"
    ["phone:+33 (01) 12 34 56 78 blub", []],
    // KTextToHTML: "tel:+443211234567"
    ["bla +44-321-1-234-567", []],
    // KTextToHTML: "tel:+11234567000"
    ["+1 123-456-7000 blub", []],
    // KTextToHTML: "tel:+3212345678"
    ["bla +32 1 234 5678 blub", []],
    // KTextToHTML: "tel:03012345678"
    ["bla 030/12345678 blub", []],
    // KTextToHTML: "tel:08912345678"
    ["Tel.: 089 / 12 34 56 78", []],
    // KTextToHTML: "tel:01805122346"
    ["Telefon: 0 18 05 / 12 23 46 (14 Cent/Min.*)", []],
    // KTextToHTML: "tel:01231234567"
    ["0123/123 456 7", []],
    // KTextToHTML: "tel:+4901223456000"
    ["bla +49 (0) 12 23 - 45 6000 blub", []],
    // KTextToHTML: "tel:+49012234678, tel:+49012312345678"
    ["bla +49 (0) 12 23 46 78 - +49 0123/123 456 78 blub", []],
  ]);
});

describe("kcoreaddons ktexttohtmltest.cpp testGetEmailAddress, leading hyphen, fuzzy", () => {
  check(
    [
      // KTextToHTML: "foo@bar.baz". "-" is atext, "-foo" a dot-atom local part (RFC 5322
      // §3.2.3, §3.4.1), but in text a leading "-" is an option's or a dash glued to the
      // address (RULES.md "Fuzzy links"); urisift agrees since session 28
      ["-foo@bar.baz", ["mailto:foo@bar.baz"]],
    ],
    { fuzzy: true },
  );
});

describe("node-autolinker 1.8.3 tests/AutolinkerSpec.js, URL and e-mail linking", () => {
  check([
    // a one-letter scheme as a word of its own (RULES.md "Named schemes and drive letters")
    ["link this: g://example.com/", ["g://example.com/"]],
    ["Joe went to http://localhost:8000/abc today", ["http://localhost:8000/abc"]],
    ["Joe went to http://localhost:8000?abc today", ["http://localhost:8000?abc"]],
    ["Joe went to http://localhost:8000#abc today", ["http://localhost:8000#abc"]],
    ["Joe went to http://localhost:8000? today", ["http://localhost:8000"]],
    ["Joe went to http://localhost:8000! today", ["http://localhost:8000"]],
    ["Joe went to http://localhost:8000: today", ["http://localhost:8000"]],
    ["Joe went to http://localhost:8000, today", ["http://localhost:8000"]],
    ["Joe went to http://localhost:8000. today", ["http://localhost:8000"]],
    ["Joe went to http://localhost:8000; today", ["http://localhost:8000"]],
    ["Joe went to http://www.yahoo.com's today", ["http://www.yahoo.com"]],
    ["Joe went to https://www.yahoo.com/foo's today", ["https://www.yahoo.com/foo's"]],
    ["Joe went to http://www.yahoo.com's/foo today", ["http://www.yahoo.com"]],
    ["Joe went to https://www.yahoo.com", ["https://www.yahoo.com"]],
    ["Joe went to http://yahoo.com:8000/ today.", ["http://yahoo.com:8000/"]],
    ["Joe went to http://yahoo.com:8000/mysite/page today.", ["http://yahoo.com:8000/mysite/page"]],
    ["Joe went to http://localhost:8000/my-page today.", ["http://localhost:8000/my-page"]],
    ["Joe went to http://yahoo.com:8000?page=index today.", ["http://yahoo.com:8000?page=index"]],
    ["Joe went to http://localhost:8000?page=index today.", ["http://localhost:8000?page=index"]],
    ["Joe went to http://yahoo.com:8000#page=index today.", ["http://yahoo.com:8000#page=index"]],
    ["Joe went to http://localhost:8000#page=index today.", ["http://localhost:8000#page=index"]],
    [
      "Joe went to https://abc123def.org/path1/2path?param1=value1#hash123z",
      ["https://abc123def.org/path1/2path?param1=value1#hash123z"],
    ],
    [
      "Joe went to https://abc-def.org/his-path/?the-param=the-value#the-hash",
      ["https://abc-def.org/his-path/?the-param=the-value#the-hash"],
    ],
    [
      "Joe went to http://mañana.com/mañana?mañana=1#mañana today.",
      ["http://mañana.com/mañana?mañana=1#mañana"],
    ],
    ["Русским гораздо проще набрать http://россия.рф на клавиатуре.", ["http://россия.рф"]],
    [
      "For compatibility reasons, http://xn--d1acufc.xn--p1ai is an acceptable form of an international domain.",
      ["http://xn--d1acufc.xn--p1ai"],
    ],
    ["http://localhost.local001/test", ["http://localhost.local001/test"]],
    ["http://suus111.w10:8090/display/test/AI", ["http://suus111.w10:8090/display/test/AI"]],
    ["localhost.local001/test", []],
    ["suus111.w10:8090/display/test/AI", []],
    ["hello:...world", []],
    ["hello:wo.....rld", []],
    // (agreed since git requires "//": git://host…, src/core/schemes/servers.ts)
    ["Something like git:domain should not be linked as a URL", []],
    ["git:1.0", []],
    ["the link:http://example.com/", ["http://example.com/"]],
    ["link this: opaquelocktoken://example", ["opaquelocktoken://example"]],
    ["link this: a1://example", ["a1://example"]],
    ["link this: view-source://example", ["view-source://example"]],
    ["link this: iris.xpc://example", ["iris.xpc://example"]],
    ["link this: test+protocol://example", ["test+protocol://example"]],
    ["link this: test+proto-col.123://example", ["test+proto-col.123://example"]],
    ["do not link first char: .aa://example", ["aa://example"]],
    ["Joe went to http://www.mañana.com today.", ["http://www.mañana.com"]],
    ["Joe went to abc//yahoo.com", []],
    ["Относительный протокол//россия.рф", []],
    ["Joe went to 123//yahoo.com", []],
    [
      "MSDN has a great article at http://msdn.microsoft.com/en-us/library/aa752574(VS.85).aspx.",
      ["http://msdn.microsoft.com/en-us/library/aa752574(VS.85).aspx"],
    ],
    [
      "MSDN has a great article at http://msdn.microsoft.com/en-us/library?aa752574(VS.85).aspx.",
      ["http://msdn.microsoft.com/en-us/library?aa752574(VS.85).aspx"],
    ],
    [
      "MSDN has a great article at http://msdn.microsoft.com/en-us/library#aa752574(VS.85).aspx.",
      ["http://msdn.microsoft.com/en-us/library#aa752574(VS.85).aspx"],
    ],
    [
      "MSDN has a great article at (http://msdn.microsoft.com/en-us/library/aa752574(VS.85).aspx).",
      ["http://msdn.microsoft.com/en-us/library/aa752574(VS.85).aspx"],
    ],
    [
      "Here's an example from CodingHorror: http://en.wikipedia.org/wiki/PC_Tools_%28Central_Point_Software%29",
      ["http://en.wikipedia.org/wiki/PC_Tools_%28Central_Point_Software%29"],
    ],
    [
      "Check out pair programming: http://c2.com/cgi/wiki$?VirtualPairProgramming",
      ["http://c2.com/cgi/wiki$?VirtualPairProgramming"],
    ],
    [
      "Check out the image at http://server.com/template?fmt=jpeg&$base=700.",
      ["http://server.com/template?fmt=jpeg&$base=700"],
    ],
    [
      "Google from wayback http://wayback.archive.org/web/*/http://google.com",
      ["http://wayback.archive.org/web/*/http://google.com"],
    ],
    [
      "Twitter search for bob smith https://api.twitter.com/1.1/users/search.json?count=20&q=Bob+*+Smith",
      ["https://api.twitter.com/1.1/users/search.json?count=20&q=Bob+*+Smith"],
    ],
    [
      "You are a star http://en.wikipedia.org/wiki/You're_a_Star/",
      ["http://en.wikipedia.org/wiki/You're_a_Star/"],
    ],
    ["Test google search https://www.google.com/#q=test's", ["https://www.google.com/#q=test's"]],
    [
      "Go to https://example.com/api/export/873/?a[]=10&a[]=9&a[]=8&a[]=7&a[]=6 today",
      ["https://example.com/api/export/873/?a[]=10&a[]=9&a[]=8&a[]=7&a[]=6"],
    ],
    [
      "Danish flag emoji: https://emojipedia.org/%F0%9F%87%A9%F0%9F%87%B0",
      ["https://emojipedia.org/%F0%9F%87%A9%F0%9F%87%B0"],
    ],
    ["Link: http://example.com/%3c%3E%22%27%26", ["http://example.com/%3c%3E%22%27%26"]],
    [
      "Joe went to https://www.google.com/analytics/web/?pli=1#my-reports/Obif-Y6qQB2xAJk0ZZE1Zg/a4454143w36378534p43704543/%3F.date00%3D20120314%26_.date01%3D20120314%268534-table.rowStart%3D0%268534-table.rowCount%3D25/ and analyzed his analytics",
      [
        "https://www.google.com/analytics/web/?pli=1#my-reports/Obif-Y6qQB2xAJk0ZZE1Zg/a4454143w36378534p43704543/%3F.date00%3D20120314%26_.date01%3D20120314%268534-table.rowStart%3D0%268534-table.rowCount%3D25/",
      ],
    ],
    ["Joe went to http://yahoo.com/sports.", ["http://yahoo.com/sports"]],
    ["Joe went to http://yahoo.com/sports/.", ["http://yahoo.com/sports/"]],
    [
      "https://gitlab.example.com/space/repo/compare/master...develop",
      ["https://gitlab.example.com/space/repo/compare/master...develop"],
    ],
    [
      "Joe went to http://yahoo.com and http://google.com",
      ["http://yahoo.com", "http://google.com"],
    ],
    ["Hi there@stuff", []],
    ["BEGIN:VCALENDAR", []],
    ["test BEGIN:VCALENDAR test", []],
    ["VERSION:1.0", []],
    ["test VERSION:1.0 test", []],
    ["test BEGIN:VEVENT test", []],
    ["DTSTART:20140401T090000", []],
    ["test DTSTART:20140401T090000 test", []],
    ["DTEND:20140401T100000", []],
    ["test DTEND:20140401T100000 test", []],
    ["SUMMARY:Some thing to do", []],
    ["test SUMMARY:Some thing to do test", []],
    ["LOCATION:", []],
    ["test LOCATION: test", []],
    ["DESCRIPTION:Just call this guy yeah! Testings", []],
    ["test DESCRIPTION:Just call this guy yeah! Testings test", []],
    ["PRIORITY:3", []],
    ["test PRIORITY:3 test", []],
    ["test END:VEVENT test", []],
    ["END:VCALENDAR", []],
    ["test END:VCALENDAR test", []],
    ["START:123", []],
    ["test START:123 test", []],
    ["START:123:SOMETHING", []],
    ["test START:123:SOMETHING test", []],
  ]);
});

describe("node-autolinker 1.8.3 tests/AutolinkerSpec.js, schemeless, fuzzy", () => {
  check(
    [
      ["Русским гораздо проще набрать россия.рф на клавиатуре.", ["http://россия.рф"]],
      [
        "For compatibility reasons, xn--d1acufc.xn--p1ai is an acceptable form of an international domain.",
        ["http://xn--d1acufc.xn--p1ai"],
      ],
      ["Joe went to www.yahoo.com:8000/abc today", ["http://www.yahoo.com:8000/abc"]],
      ["Joe went to WWW.YAHOO.COM today", ["http://WWW.YAHOO.COM"]],
      ["Joe went to www.yahoo.com? today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com! today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com: today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com, today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com. today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com; today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com's today", ["http://www.yahoo.com"]],
      ["Joe went to www.yahoo.com/foo's today", ["http://www.yahoo.com/foo's"]],
      ["Joe went to www.yahoo.com's/foo today", ["http://www.yahoo.com"]],
      ["Joe went to yahoo.com", ["http://yahoo.com"]],
      ["Joe went to subdomain.yahoo.com", ["http://subdomain.yahoo.com"]],
      ["Joe went to yahoo.co.uk", ["http://yahoo.co.uk"]],
      ["Joe went to yahoo.ru", ["http://yahoo.ru"]],
      ["Joe went to yahoo.com.", ["http://yahoo.com"]],
      ["Joe went to yahoo.com:8000/abc today", ["http://yahoo.com:8000/abc"]],
      ["Joe went to YAHOO.COM.", ["http://YAHOO.COM"]],
      ["Joe went to yahoo.com? today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com! today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com: today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com, today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com. today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com; today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com's today", ["http://yahoo.com"]],
      ["Joe went to yahoo.com/foo's today", ["http://yahoo.com/foo's"]],
      ["Joe went to yahoo.com's/foo today", ["http://yahoo.com"]],
      ["Joe went to mañana.com today.", ["http://mañana.com"]],
      [
        "TLDs come from en.wikipedia.org/wiki/IANA_(disambiguation).",
        ["http://en.wikipedia.org/wiki/IANA_(disambiguation)"],
      ],
      [
        "TLDs come from en.wikipedia.org/wiki?IANA_(disambiguation).",
        ["http://en.wikipedia.org/wiki?IANA_(disambiguation)"],
      ],
      [
        "TLDs come from en.wikipedia.org/wiki#IANA_(disambiguation).",
        ["http://en.wikipedia.org/wiki#IANA_(disambiguation)"],
      ],
      [
        "TLDs come from (en.wikipedia.org/wiki/IANA_(disambiguation)).",
        ["http://en.wikipedia.org/wiki/IANA_(disambiguation)"],
      ],
      ["Click here (google.com) for more details", ["http://google.com"]],
      ["Click here (google.com/abc) for more details", ["http://google.com/abc"]],
      ["Click here (google.com?abc=1) for more details", ["http://google.com?abc=1"]],
      ["Click here (google.com#abc) for more details", ["http://google.com#abc"]],
      [
        "google.no/maps/place/Gary's+Deli/@52.3664378,4.869345,18z/data=!4m7!1m4!3m3!1s0x47c609c14a6680df:0x643f005113531f15!2sBeertemple!3b1!3m1!1s0x0000000000000000:0x51a8a6adb4307be6?hl=no",
        [
          "http://google.no/maps/place/Gary's+Deli/@52.3664378,4.869345,18z/data=!4m7!1m4!3m3!1s0x47c609c14a6680df:0x643f005113531f15!2sBeertemple!3b1!3m1!1s0x0000000000000000:0x51a8a6adb4307be6?hl=no",
        ],
      ],
      ["Joe went to yahoo.com/path/to/file.html", ["http://yahoo.com/path/to/file.html"]],
      ["Joe went to yahoo.com?hi=1", ["http://yahoo.com?hi=1"]],
      ["Joe went to yahoo.com#index1", ["http://yahoo.com#index1"]],
      ["Joe went to yahoo.com/path/to/file.html?hi=1", ["http://yahoo.com/path/to/file.html?hi=1"]],
      [
        "Joe went to yahoo.com/path/to/file.html#index1",
        ["http://yahoo.com/path/to/file.html#index1"],
      ],
      [
        "Joe went to yahoo.com/path/to/file.html?hi=1#index1",
        ["http://yahoo.com/path/to/file.html?hi=1#index1"],
      ],
      ["joe@joe.com", ["mailto:joe@joe.com"]],
      ["joe@joe.com is Joe's email", ["mailto:joe@joe.com"]],
      ["Joe's email is joe@joe.com because it is", ["mailto:joe@joe.com"]],
      ["Joe's email is joe@joe.com", ["mailto:joe@joe.com"]],
      ["Joe's email is joe.smith@joe.com", ["mailto:joe.smith@joe.com"]],
      ["Joe's email is JOE@JOE.COM", ["mailto:JOE@JOE.COM"]],
      ["Joe's email is (joe@joe.com)", ["mailto:joe@joe.com"]],
      ["Joe's email is (joe_roe@joe.com)", ["mailto:joe_roe@joe.com"]],
      ["Joe's email is (joe'roe@joe.com)", ["mailto:joe'roe@joe.com"]],
      ["My email is busueng.kim@aaa.com", ["mailto:busueng.kim@aaa.com"]],
    ],
    { fuzzy: true },
  );
});

describe("node-autolinker 1.8.3 tests/matcher/UrlSpec.js, EmailSpec.js", () => {
  check([
    [
      "https://gitlab.example.com/search?utf8=✓&search=mysearch&group_id=&project_id=42&search_code=true&repository_ref=master",
      [
        "https://gitlab.example.com/search?utf8=✓&search=mysearch&group_id=&project_id=42&search_code=true&repository_ref=master",
      ],
    ],
    ["http://localhost.local001/test", ["http://localhost.local001/test"]],
    ["http://suus111.w10:8090/display/test/AI", ["http://suus111.w10:8090/display/test/AI"]],
    ["hello:...world", []],
    ["hello:wo.....rld", []],
    // (agreed since git requires "//": git://host…, src/core/schemes/servers.ts)
    ["Something like git:domain should not be linked as a URL", []],
    ["git:1.0", []],
    [
      "https://gitlab.example.com/space/repo/compare/master...develop",
      ["https://gitlab.example.com/space/repo/compare/master...develop"],
    ],
    [
      "https://www.google.it/search?q=autolink.js&oq=autolink.js&aqs=chrome..69i57j0l4.5161j0j7&sourceid=chrome&ie=UTF-8",
      [
        "https://www.google.it/search?q=autolink.js&oq=autolink.js&aqs=chrome..69i57j0l4.5161j0j7&sourceid=chrome&ie=UTF-8",
      ],
    ],
  ]);
});

describe("node-autolinker 1.8.3 tests/matcher/UrlSpec.js, EmailSpec.js, fuzzy", () => {
  check(
    [
      ["asdf", []],
      ["@asdf.com", []],
      ["asdf.com", ["http://asdf.com"]],
      ["Hello asdf.com my good friend", ["http://asdf.com"]],
      ["Hello asdf.com", ["http://asdf.com"]],
      ["Go to asdf.com or fdsa.com", ["http://asdf.com", "http://fdsa.com"]],
      ["Hello (asdf.com)", ["http://asdf.com"]],
      ["localhost.local001/test", []],
      ["asdf//asdf.com", []],
      ["@asdf", []],
      ["Hello @asdf.com", []],
      ["asdf@asdf.com", ["mailto:asdf@asdf.com"]],
      ["Hello asdf@asdf.com my good friend", ["mailto:asdf@asdf.com"]],
      ["Hello asdf@asdf.com", ["mailto:asdf@asdf.com"]],
      ["Talk to asdf@asdf.com or fdsa@fdsa.com", ["mailto:asdf@asdf.com", "mailto:fdsa@fdsa.com"]],
      ["Hello (asdf@asdf.com)", ["mailto:asdf@asdf.com"]],
      ["Hello asdf_fdsa_asdf@asdf.com", ["mailto:asdf_fdsa_asdf@asdf.com"]],
      ["o'donnel@asdf.com", ["mailto:o'donnel@asdf.com"]],
      ["asdf@-asdf.com", []],
      ["asdf@asdf-.com", []],
      ["asdf@.asdf.com", []],
      ["asdf.@asdf.com", []],
      ["a.museum should be linked, but abc.123 should not", ["http://a.museum"]],
    ],
    { fuzzy: true },
  );
});

describe("node-autolinker 1.8.3, differs on purpose", () => {
  check([
    // Autolinker: the whole text after "Link: ". "|" is no URI character and ends a bare URI
    // (RFC 3986 §2.2, App. A; RULES.md "Strict grammar")
    [
      "Link: https://abc123def.org/-+&@#/%=~_()|'$*[]?!:,.;/?param1=value-+&@#/%=~_()|'$*[]?!:,.;#hash-+&@#/%=~_()|'$*[]?!:,.;z",
      ["https://abc123def.org/-+&@#/%=~_()"],
    ],
    // Autolinker: ["//россия.рф"]. A network-path reference is relative (RFC 3986
    // §4.2); the trigger is ":" (DESIGN)
    ["Русским гораздо проще набрать //россия.рф на клавиатуре.", []],
    // Autolinker: "//yahoo.com" (RFC 3986 §4.2, as above)
    ["Joe went to //yahoo.com yesterday", []],
    // Autolinker: "//YAHOO.COM"
    ["Joe went to //YAHOO.COM", []],
    // Autolinker: "//yahoo.com"
    ["Joe went to abc-//yahoo.com", []],
    // Autolinker: "a://example" in these four. A scheme is not preceded by a letter, digit,
    // "+", "-" or "." (DESIGN: trigger; RULES.md "Digits"), and one of one letter only by a
    // blank, an opening bracket or a quote (RULES.md "Named schemes and drive letters")
    ["do not link first char: 1a://example", []],
    ["do not link first char: -a://example", []],
    ["do not link first char: +a://example", []],
    ["do not link first char: .a://example", []],
    // Autolinker: no link, in these four. Found for its dangerous-scheme warning (README
    // "Dangerous schemes")
    ["do not link javascript:window.alert('hi') please", ["javascript:window.alert('hi')"]],
    ["do not link JavAscriPt:window.alert('hi') please", ["JavAscriPt:window.alert('hi')"]],
    ["do not link vbscript:window.alert('hi') please", ["vbscript:window.alert('hi')"]],
    ["do not link vBsCriPt:window.alert('hi') please", ["vBsCriPt:window.alert('hi')"]],
    // UrlSpec: no match ("invalid IP address"), here and for "http://1.2.3.4.5". A host
    // of digits and dots that is no IPv4address is a reg-name (RFC 3986 §3.2.2;
    // test/core/parse.test.ts)
    ["http://127.0.0.", ["http://127.0.0"]],
  ]);
});

describe("node-autolinker 1.8.3, differs on purpose, fuzzy", () => {
  check(
    [
      // Autolinker: "http://yahoo.com:8000", "…:8000?abc", "…:8000#abc". A schemeless link's
      // port is read only before a path: "script.sh:10" is a file and a line (RULES.md "Fuzzy links")
      ["Joe went to yahoo.com:8000 today", []],
      ["Joe went to yahoo.com:8000?abc today", []],
      ["Joe went to yahoo.com:8000#abc today", []],
      // UrlSpec: "//asdf.com" in these three. A network-path reference (RFC 3986 §4.2) has the
      // page's scheme, which is the web's only in an HTML attribute or CSS, or for a "www."
      // name (RULES.md "Fuzzy links": "smbclient //fs01.example.com/share" is SMB)
      ["//asdf.com", []],
      ["Hello //asdf.com today", []],
      ["Hello //asdf.com", []],
    ],
    { fuzzy: true },
  );
});

describe("found wrong, fixed (or answered on purpose)", () => {
  // the cases that showed urisift at fault (before: no address or link, or a fragment), and
  // the few decided otherwise, with the peer's answer and the rule
  describe("fuzzy", () => {
    check(
      [
        // ktexttohtmltest.cpp testGetEmailAddress lll
        [".foo@bar.baz", ["mailto:foo@bar.baz"]],
        // ktexttohtmltest.cpp testGetEmailAddress llm: the peer "mailto:foo@bar.baz"; on purpose
        // none: GFM's "a.b-c_d@a.b-" is no address
        ["foo@bar.baz-", []],
        // Autolinker EmailSpec: "asdf@asdf.com" at 1
        [".asdf@asdf.com", ["mailto:asdf@asdf.com"]],
        // Autolinker EmailSpec: the peer "asdf@asdf.com"; on purpose none: RFC 5322 has no ".."
        // in a dot-atom, and "asdf" alone would be another mailbox
        ["asdf..asdf@asdf.com", []],
        // ktexttohtmltest.cpp testGetEmailAddress ll8 (RFC 5322 atext): the peer the whole
        // address; on purpose none (RULES.md "Fuzzy links": a "/" before the "@" makes a path;
        // before: "mailto:%7C%7D~@bar.baz", a piece cut after the backtick and the brace)
        ["a.!#$%&'*+-/=?^_`{|}~@bar.baz", []],
        // Autolinker: found (an EAI address, RFC 6531); linkify-it's local part is ASCII only
        ["Joe's email is mañana@mañana.com", ["mailto:mañana@mañana.com"]],
        ["Joe's email is Кириллица@Кириллица.com", ["mailto:Кириллица@Кириллица.com"]],
        // Autolinker: a "www." host with a port and no path ("script.sh:10" has no "www.")
        ["Joe went to www.yahoo.com:8000 today", ["http://www.yahoo.com:8000"]],
        ["Joe went to www.yahoo.com:8000?abc today", ["http://www.yahoo.com:8000?abc"]],
        ["Joe went to www.yahoo.com:8000#abc today", ["http://www.yahoo.com:8000#abc"]],
        // Autolinker: the peer "http://yahoo.xyz"; on purpose none: "xyz" is not in linkify-it's
        // list (all of IANA's TLDs would read file names such as "setup.zip" as hosts)
        ["yahoo.xyz should be linked, sencha.etc should not", []],
        // ktexttohtmltest.cpp testGetUrl2 with "<" ">": "www.kde.org:1234/sub/path" (its href
        // http://…). urisift read the scheme "www.kde.org"; now a dotted name and a port are a
        // host (CommonMark's <localhost:5001/foo>, no dot, stays a URI)
        ["<www.kde.org:1234/sub/path>", ["http://www.kde.org:1234/sub/path"]],
        ["<www.kde.org:1234/sub/path?a=1>", ["http://www.kde.org:1234/sub/path?a=1"]],
        ["<www.kde.org:1234/sub/path?a=1#anchor>", ["http://www.kde.org:1234/sub/path?a=1#anchor"]],
        [
          "<www.kde.org:1234/sub/path/special(123)?a=1#anchor>",
          ["http://www.kde.org:1234/sub/path/special(123)?a=1#anchor"],
        ],
        [
          "<www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor>",
          ["http://www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor"],
        ],
        // the peer: "…#anchor[bla"; a "[" that nothing closes is text (RULES.md "Closers")
        [
          "<www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla>",
          ["http://www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor"],
        ],
        [
          "<www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]>",
          ["http://www.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]"],
        ],
        ["<ftp.kde.org:1234/sub/path>", ["http://ftp.kde.org:1234/sub/path"]],
        ["<ftp.kde.org:1234/sub/path?a=1>", ["http://ftp.kde.org:1234/sub/path?a=1"]],
        ["<ftp.kde.org:1234/sub/path?a=1#anchor>", ["http://ftp.kde.org:1234/sub/path?a=1#anchor"]],
        [
          "<ftp.kde.org:1234/sub/path/special(123)?a=1#anchor>",
          ["http://ftp.kde.org:1234/sub/path/special(123)?a=1#anchor"],
        ],
        [
          "<ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor>",
          ["http://ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor"],
        ],
        // the peer: "…#anchor[bla"; a "[" that nothing closes is text (RULES.md "Closers")
        [
          "<ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla>",
          ["http://ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor"],
        ],
        [
          "<ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]>",
          ["http://ftp.kde.org:1234/sub/path:with:colon/special(123)?a=1#anchor[bla]"],
        ],
      ],
      { fuzzy: true },
    );
  });
});
