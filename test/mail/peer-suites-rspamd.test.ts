/**
 * URL-extraction cases from rspamd 3.12.1 (Debian source package):
 * - test/lua/unit/url.lua: texts given to rspamd_url.create / the URL parser, with the host
 *   (and fields) rspamd reads, or no URL; and one long query it must keep whole
 * - src/libserver/html/html_tests.cxx, "html urls extraction": HTML and its URLs
 * - whole messages in mail mode: test/lua/unit/task.lua (Process mime nesting: one message
 *   put together six ways), test/lua/unit/selectors.lua (the "urls" and "emails" selectors),
 *   test/lua/unit/lua_util.extract_specific_urls.lua (its two messages: here the hosts of
 *   every link of the HTML part, from which that test's selections are drawn — derived, not
 *   one of its assertions), and test/functional/messages/*.eml with the hosts that the
 *   .robot suites (102_multimap, 300_rbl, 340_surbl) expect rules to see. Messages of 60
 *   lines or more (numeric_urls.eml, content_url.eml) are left out.
 * Where rspamd's answer is a host, the case asserts the URIs urisift finds and, for
 * url.lua, the case is rspamd's when the first URI's host is rspamd's host — read as written,
 * or as a browser reads it (WHATWG URL: ideographic dots, hex IPv4, IDNA case) where that
 * differs, asserted in its own group; for messages the distinct hosts of the URIs found
 * (a mailto: URI's domain), in order, are rspamd's set. Schemeless texts are cases with
 * `fuzzy: true` (rspamd finds bare hosts and addresses in text). Each group holds the
 * cases where urisift gives rspamd's answer, then those where it answers differently on
 * purpose, rspamd's answer and the rule in a comment. Inputs that test/extract/*.test.ts or
 * test/mail/*.test.ts already hold are left out.
 */
import { domainToUnicode } from "node:url";
import { describe, expect, it } from "vitest";
import { extractText } from "../../src/extract/extract-text.js";
import type { Found } from "../../src/extract/types.js";
import { check } from "../helpers/peer-check.js";
import { mail, uris } from "./helpers.js";

/** the host of a URI as written, lowercased (a mailto: URI's domain) */
function hostOf(uri: string): string | undefined {
  const m = /^mailto:([^?]*)/i.exec(uri);
  if (m) return m[1]!.slice(m[1]!.lastIndexOf("@") + 1).toLowerCase();
  return /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i
    .exec(uri)?.[1]
    ?.toLowerCase();
}
/** the distinct hosts of the URIs found, in order */
const hosts = (found: Found[]) => [...new Set(found.map((f) => hostOf(f.uri)))];
/** the host as a browser reads the URI (WHATWG URL), in Unicode */
const browserHost = (uri: string) => domainToUnicode(new URL(uri).hostname);

const HDRS = `From: <>
To: <nobody@example.com>
Subject: test
`;
const MPART = `Content-Type: multipart/mixed; boundary=XXX
`;
const BODY = `Content-Type: text/html
Content-Transfer-Encoding: quoted-printable

<html>
<body>
=0DAttached is your new documents.
<br>
<a href=3D"http://evil.com/Information/">http:=
//example.com/privacy/XXX/YYY_April_25_2019.doc</a>
<br>
<br>
<br>
Thank you,
<br>
<b>Haloclaims.co</b>
</body></html>
`;

const SELECTORS_MSG = `Received: from ca-18-193-131.service1.infuturo.it ([151.18.193.131] helo=User)
    by server1.chat-met-vreemden.nl with esmtpa (Exim 4.76)
    (envelope-from <upwest201diana@outlook.com>)
    id 1ZC1sl-0006b4-TU; Mon, 06 Jul 2015 10:36:08 +0200
Received: from ca-18-193-131.service2.infuturo.it ([151.18.193.132] helo=User)
    by server2.chat-met-vreemden.nl with esmtpa (Exim 4.76)
    (envelope-from <upwest201diana@outlook.com>)
    id 1ZC1sl-0006b4-TU; Mon, 06 Jul 2015 10:36:08 +0200
From: <whoknows@nowhere.com>
To: <nobody@example.com>, <no-one@example.com>
Date: Wed, 19 Sep 2018 14:36:51 +0100 (BST)
subject: Second, lower-cased header subject
Subject: Test subject
X-Test: 1
X-Test: 2
X-Test: 3
Content-Type: multipart/alternative;
    boundary="_000_6be055295eab48a5af7ad4022f33e2d0_"

--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 7bit

Hello world


--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/html; charset="utf-8"

<html><body>
<a href="http://subdomain.example.net">http://subdomain.example.net</a>
<a href="mailto:test@example.net">mail me</a>
</html>


--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: application/zip; name=f.zip
Content-Disposition: attachment; size=166; filename=f.zip
Content-Transfer-Encoding: base64

UEsDBAoAAAAAAINe6kgAAAAAAAAAAAAAAAAIABwAZmFrZS5leGVVVAkAA8YaglfGGoJXdXgLAAEE
6AMAAAToAwAAUEsBAh4DCgAAAAAAg17qSAAAAAAAAAAAAAAAAAgAGAAAAAAAAAAAALSBAAAAAGZh
a2UuZXhlVVQFAAPGGoJXdXgLAAEE6AMAAAToAwAAUEsFBgAAAAABAAEATgAAAEIAAAAAAA==


--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: application/zip; name=f.zip
Content-Disposition: attachment; size=166; filename=f2.zip
Content-Transfer-Encoding: base64

UEsDBAoAAAAAAINe6kgAAAAAAAAAAAAAAAAIABwAZmFrZS5leGVVVAkAA8YaglfGGoJXdXgLAAEE
6AMAAAToAwAAUEsBAh4DCgAAAAAAg17qSAAAAAAAAAAAAAAAAAgAGAAAAAAAAAAAALSBAAAAAGZh
a2UuZXhlVVQFAAPGGoJXdXgLAAEE6AMAAAToAwAAUEsFBgAAAAABAAEATgAAAEIAAAAAAA==
`;
const EXTRACT_MSG = `From: <>
To: <nobody@example.com>
Subject: test
Content-Type: multipart/alternative;
    boundary="_000_6be055295eab48a5af7ad4022f33e2d0_"

--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

Hello world


--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/html; charset="utf-8"

<html><body>
<a href="http://example.net">http://example.net</a>
<a href="http://example1.net">http://example1.net</a>
<a href="http://example2.net">http://example2.net</a>
<a href="http://example3.net">http://example3.net</a>
<a href="http://example4.net">http://example4.net</a>
<a href="http://domain1.com">http://domain1.com</a>
<a href="http://domain2.com">http://domain2.com</a>
<a href="http://domain3.com">http://domain3.com</a>
<a href="http://domain4.com">http://domain4.com</a>
<a href="http://domain5.com">http://domain5.com</a>
<a href="http://domain.com">http://example.net/</a>
<img src="http://example5.org">hahaha</img>
</html>
`;
const EXTRACT_MSG_IMG = `From: <>
To: <nobody@example.com>
Subject: test
Content-Type: multipart/alternative;
    boundary="_000_6be055295eab48a5af7ad4022f33e2d0_"

--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

Hello world


--_000_6be055295eab48a5af7ad4022f33e2d0_
Content-Type: text/html; charset="utf-8"

<html><body>
<a href="http://example.net">http://example.net</a>
<a href="http://domain.com">http://example.net</a>
<img src="http://example5.org">hahaha</img>
</html>
`;
const URL1 = "Content-Type: text/plain\n\nhello https://www.example.com/foo?a=b hello\n";
const URL2 =
  "Content-Type: text/plain\n\nhello https://www.rspamd.com/doc/modules/multimap.html hello\n";
const URL3 =
  'Content-Type: text/html\n\nhello <a href="https://www.rspamd.com/doc/modules/multimap.html">https://www.bank.com</a> hello\n';
const URL4 =
  'Content-Type: text/html\n\nhello <a href="https://example.com/">https://rspamd.tk</a> hello\nhello <a href="https://rspamd.com/doc/modules/multimap.html">https://rspamd.com</a> hello\n';
const URL5 = 'Content-Type: text/html\n\nhello <a href = "https://www.example.net/?">hello</a>\n';
const URL6 = 'Content-Type: text/html\n\nhello <a href = "https://www.example.org/?">hello</a>\n';
const URL7 = 'Content-Type: text/html\n\nhello <a href = "https://example.ru/?">hello</a>\n';
const URL8 = "Content-Type: text/plain\n\nhttp://мойсайт.рф";
const URL9 = "Content-Type: text/plain\n\nhttp://xn--80arbjktj.xn--p1ai";
const URL10 =
  'Content-Type: text/html\nContent-Transfer-Encoding: 8bit\nFrom: user@example.com\nTo: undisclosed-recipients;;\n\n<a href="https:/\\test&shy;test.&shy;com/redirect?url=https%3A%2F%2Fexample%2Ecom&amp;urlhash=rH0t#100xp@example.com">click here!</a>';
const URL11 =
  "Content-Type: text/plain\n\nhttp://clean.dirty.sanchez.com\nhttp://not.dirty.sanchez.com";
const URL12 =
  "Content-Type: text/plain\n\nhttp://4.very.dirty.sanchez.com\nhttp://not.dirty.sanchez.com";
const URL13 = "Content-Type: text/plain\n\nhttp://41.black.sanchez.com\nhttp://black.sanchez.com";
const URL14 = "Content-Type: text/plain\n\nuser@dirty.sanchez.com\nuser@admin.dirty.sanchez.com";
const URL15 = "Content-Type: text/plain\n\n4@very.dirty.sanchez.com";
const URL16 =
  "Content-Type: text/plain\n\ntest@admin.dirty.sanchez.com\nadmin@41.black.sanchez.com\nadmin@black.sanchez.com";
const URLIMAGE =
  'Content-Type: text/html\n\nhelo\n<body text="#000000" bgcolor="#FFFFFF">\n    <p><img src="https://example.com" alt=""moz-do-not-send="false" width="326" height="326" border="0"></a></p>\n';
const URLINSUBJECT = `Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable
Subject: http://example.com
Date: Tue, 4 Sep 2019 23:25:01 +0000


hello`;
const URLINSUBJECTENCODED = `Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable
Subject: =?utf-8?b?0J/QntCU0KLQktCV0KDQlNCY0KLQlSDQktCr0J/Qm9CQ0KLQoyAt?=
 =?utf-8?q?_https=3A//example=2Ecom/nT6a--Check_out_our_New_=F0=9F=97=BA?=
 =?utf-8?b?77iPIEdlb2dyYXBoeSBUaGVtZWQgU2V0IPCfj5TvuI8g?=
Date: Tue, 4 Sep 2019 23:25:01 +0000


hello`;
const MAILADR = 'Content-Type: text/html\n\nhelo\n<a href="mailto:user@example.com">Send email</a>';
const MAILADR2 = "Content-Type: text/plain\n\nhello\nuser@example.com";
const EMAILBLTEXT = "Content-Type: text/plain\n\nuser@emailbl.com\nuser@baddomain.com";
const EMAILBLTEXT2 = "Content-Type: text/plain\n\nuser@subdomain.emailbl.com";
const EMAILBLTEXT3 = "Content-Type: text/plain\n\nuser@baddomain.com\nuser@subdomain.baddomain.com";

describe("rspamd url.lua (test/lua/unit/url.lua, rspamd 3.12.1)", () => {
  check([
    ["mailto:A.User@example.com text", ["mailto:A.User@example.com"]],
    ["http://Тест.Рф:18 text", ["http://Тест.Рф:18"]],
    ["http://user:password@тест2.РФ:18 text", ["http://user:password@тест2.РФ:18"]],
    ["https://127.0.0.1/abc text", ["https://127.0.0.1/abc"]],
    ["https://127.0.0.1 text", ["https://127.0.0.1"]],
    ["https://[::1]:1", ["https://[::1]:1"]],
    ["https://user:password@[::1]:1", ["https://user:password@[::1]:1"]],
    ["https://user:password@[::1]", ["https://user:password@[::1]"]],
    ["https://user:password@[::1]/1", ["https://user:password@[::1]/1"]],
    ["http://example.net/path/", ["http://example.net/path/"]],
    [
      "http://example.net/hello%20world.php?arg=x#fragment",
      ["http://example.net/hello%20world.php?arg=x#fragment"],
    ],
    ["http://example.net/?arg=%23#fragment", ["http://example.net/?arg=%23#fragment"]],
    ["http://user:pass@/", []],
    ["http://foo:-80/", []],
    ["http://%25DOMAIN:foobar@foodomain.com/", ["http://%25DOMAIN:foobar@foodomain.com/"]],
    ["http://0.0xFFFFFF", ["http://0.0xFFFFFF"]],
    ["http://192.168.0.1.?foo", ["http://192.168.0.1.?foo"]],
    ["http://twitter.com#test", ["http://twitter.com#test"]],
    ["http://example。com#test", ["http://example。com#test"]],
    ["http://hoho.example。com#test", ["http://hoho.example。com#test"]],
    ["http://hoho。example。com#test", ["http://hoho。example。com#test"]],
    ["http://hoho．example。com#test", ["http://hoho．example。com#test"]],
    ["http://hehe｡example。com#test", ["http://hehe｡example。com#test"]],
    ["http://0x3f8f29a4/pro/au.html", ["http://0x3f8f29a4/pro/au.html"]],
    [
      "https://cls21.bullhornstaffing.com/MailerUnsubscribe.cfm?privateLabelID=3D26028&email=xpto&updKey=3D%3B%28U%2B%2F%200T%3EI%3B%2FQEI%5E%29%25XR%3FZ%40%5B%2EGJY%3CF%23%3F%25%22%29%5D%2D%0A",
      [
        "https://cls21.bullhornstaffing.com/MailerUnsubscribe.cfm?privateLabelID=3D26028&email=xpto&updKey=3D%3B%28U%2B%2F%200T%3EI%3B%2FQEI%5E%29%25XR%3FZ%40%5B%2EGJY%3CF%23%3F%25%22%29%5D%2D%0A",
      ],
    ],
  ]);
  describe("the host, read as a browser reads it (WHATWG URL), is rspamd's", () => {
    it.each([
      ["http://0.0xFFFFFF", "0.255.255.255"],
      ["http://192.168.0.1.?foo", "192.168.0.1"],
      ["http://example。com#test", "example.com"],
      ["http://hoho.example。com#test", "hoho.example.com"],
      ["http://hoho。example。com#test", "hoho.example.com"],
      ["http://hoho．example。com#test", "hoho.example.com"],
      ["http://hehe｡example。com#test", "hehe.example.com"],
      ["http://0x3f8f29a4/pro/au.html", "63.143.41.164"],
    ])("%s", (text, host) => {
      const [first] = extractText(text);
      expect(browserHost(first!.uri)).toBe(host);
    });
  });
  describe("answered differently on purpose", () => {
    check([
      // rspamd: host "127.0.0.1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["https:\\\\127.0.0.1/abc text", []],
      // rspamd: host "127.0.0.1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["https:\\\\127.0.0.1", []],
      // rspamd: host "::eeee:c0a8:1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["http:/\\[::eeee:192.168.0.1]/#test", []],
      // rspamd: host "::eeee:c0a8:1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["http:/\\[::eeee:192.168.0.1]#test", []],
      // rspamd: host "::eeee:c0a8:1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["http:/\\[::eeee:192.168.0.1]?test", []],
      // rspamd: host "192.168.0.1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation; a "%" in a host is an error (RFC 3986 §3.2.2)
      ["http:\\\\%30%78%63%30%2e%30%32%35%30.01", []],
      // rspamd: host "www.google.com". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation
      ["http:/\\www.google.com/foo?bar=baz#", []],
      // rspamd: host "www.google.com". only an IP literal goes in "[…]" (RFC 3986 §3.2.2): bad-ipv6, invalid, not reported
      ["http://[www.google.com]/", []],
      // rspamd: host "google.com". "http:////…" has an empty authority, no host (RFC 3986 §3.2; RFC 9110 §4.2.1): invalid, not reported
      ["http:////////user:@google.com:99?foo", []],
      // rspamd: host "192.168.0.1". a "\" is no URI character (RFC 3986 §2, App. A); reading it as "/" is the WHATWG URL Standard's special-scheme quirk, a spam filter's de-obfuscation; the hex/octal IPv4 host is the WHATWG reading
      ["http:\\/0xc0.052000001", []],
      // rspamd: host "www.twitter.com". "http:www…" has no authority (RFC 3986 §3): missing-host, invalid, not reported
      ["http:www.twitter.com#test", []],
      // rspamd: host "example.org". "http:////…" has an empty authority, no host (RFC 3986 §3.2): invalid, not reported
      ["http:////$%^&****((@example.org//#f@f", []],
      // rspamd: host "example.com". an "@" in userinfo must be percent-encoded (RFC 3986 §3.2.1): bad-host, invalid, not reported
      ["http://@@example.com", []],
      // rspamd: host "localhost.". a "." at the end is sentence punctuation, dropped (DESIGN "Delimiting rules"); rspamd keeps the root dot
      ["http://localhost.", ["http://localhost"]],
    ]);
  });
});

describe("rspamd url.lua (test/lua/unit/url.lua, rspamd 3.12.1), fuzzy", () => {
  check(
    [
      ["test.com", ["http://test.com"]],
      [" test.com", ["http://test.com"]],
      ["<test.com> text", ["http://test.com"]],
      ["test.com. text", ["http://test.com"]],
      ["somebody@example.com", ["mailto:somebody@example.com"]],
      ["<test.com", ["http://test.com"]],
      ["ht\ttp:@www.google.com:80/;p?#", []],
      ["baz.example.com", ["http://baz.example.com"]],
      ["3.baz.example.com", ["http://3.baz.example.com"]],
      ["bar.example.com", ["http://bar.example.com"]],
      ["foo.example.com", ["http://foo.example.com"]],
      ["3.foo.example.com", ["http://3.foo.example.com"]],
      ["bar.foo.com", ["http://bar.foo.com"]],
    ],
    { fuzzy: true },
  );
  describe("answered differently on purpose", () => {
    check(
      [
        // rspamd: no URL. a schemeless host is read as linkify-it reads it, before a ">" too (RULES.md "Fuzzy links")
        ["test.com>", ["http://test.com"]],
        // rspamd: no URL. a schemeless host is read as linkify-it reads it, after a "," too (RULES.md "Fuzzy links")
        [",test.com text", ["http://test.com"]],
      ],
      { fuzzy: true },
    );
  });
});

describe("rspamd html urls extraction (src/libserver/html/html_tests.cxx, rspamd 3.12.1)", () => {
  check([
    ['<style></style><a href="https://www.example.com">yolo</a>', ["https://www.example.com"]],
    ['<a href="https://example.com">test</a>', ["https://example.com"]],
    ['<a <poo href="http://example.com">hello</a>', ["http://example.com"]],
    [
      '<html>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=utf-8">\n<body>\n<a href="https://www.example.com">hello</a>\n</body>\n</html>',
      ["https://www.example.com"],
    ],
  ]);
});

describe("rspamd whole messages, mail mode (rspamd 3.12.1)", () => {
  describe("Process mime nesting (test/lua/unit/task.lua): hosts evil.com, example.com", () => {
    it.each([
      [
        "simple",
        HDRS + BODY,
        ["http://evil.com/Information/", "http://example.com/privacy/XXX/YYY_April_25_2019.doc"],
      ],
      [
        "multipart",
        [HDRS, MPART, "\n", "--XXX\n", BODY, "\n--XXX--\n"].join(""),
        ["http://evil.com/Information/", "http://example.com/privacy/XXX/YYY_April_25_2019.doc"],
      ],
      [
        "message",
        [HDRS, "Content-Type: message/rfc822\n", "\n", HDRS, BODY].join(""),
        ["http://evil.com/Information/", "http://example.com/privacy/XXX/YYY_April_25_2019.doc"],
      ],
      [
        "message in multipart",
        [
          HDRS,
          MPART,
          "\n",
          "--XXX\n",
          "Content-Type: message/rfc822\n",
          "\n",
          HDRS,
          BODY,
          "\n--XXX--\n",
        ].join(""),
        ["http://evil.com/Information/", "http://example.com/privacy/XXX/YYY_April_25_2019.doc"],
      ],
      [
        "multipart message in multipart",
        [
          HDRS,
          MPART,
          "\n",
          "--XXX\n",
          "Content-Type: message/rfc822\n",
          "\n",
          HDRS,
          MPART,
          "\n",
          "--XXX\n",
          BODY,
          "\n--XXX--\n",
          "\n--XXX--\n",
        ].join(""),
        ["http://evil.com/Information/", "http://example.com/privacy/XXX/YYY_April_25_2019.doc"],
      ],
    ] as const)("%s", (_, text, expected) => {
      const { found } = mail(text);
      expect(uris(found)).toEqual(expected);
      expect(hosts(found)).toEqual(["evil.com", "example.com"]);
    });
    describe("answered differently on purpose", () => {
      it.each([
        // rspamd: hosts evil.com, example.com. the text/html part follows the closing boundary "--XXX--": the epilogue, which RFC 2046 §5.1.1 says to ignore; rspamd parses it as a part
        [
          "multipart, broken",
          [HDRS, MPART, "\n", "--XXX\n", "garbadge\n", "\n--XXX--\n", "--XXX\n", BODY].join(""),
          [],
        ],
      ] as const)("%s", (_, text, expected) => {
        expect(uris(mail(text).found)).toEqual(expected);
      });
    });
  });
  describe("test/lua/unit/*.lua messages and test/functional/messages/*.eml: the hosts are rspamd's", () => {
    it.each([
      [
        "selectors.lua: selectors urls+emails",
        SELECTORS_MSG,
        {},
        ["http://subdomain.example.net", "mailto:test@example.net"],
        ["subdomain.example.net", "example.net"],
      ],
      [
        "lua_util.extract_specific_urls.lua: msg",
        EXTRACT_MSG,
        {},
        [
          "http://example.net",
          "http://example1.net",
          "http://example2.net",
          "http://example3.net",
          "http://example4.net",
          "http://domain1.com",
          "http://domain2.com",
          "http://domain3.com",
          "http://domain4.com",
          "http://domain5.com",
          "http://domain.com",
          "http://example.net/",
          "http://example5.org",
        ],
        [
          "example.net",
          "example1.net",
          "example2.net",
          "example3.net",
          "example4.net",
          "domain1.com",
          "domain2.com",
          "domain3.com",
          "domain4.com",
          "domain5.com",
          "domain.com",
          "example5.org",
        ],
      ],
      [
        "lua_util.extract_specific_urls.lua: msg_img",
        EXTRACT_MSG_IMG,
        {},
        ["http://example.net", "http://domain.com", "http://example.net", "http://example5.org"],
        ["example.net", "domain.com", "example5.org"],
      ],
      [
        "url1.eml (102_multimap.robot:262)",
        URL1,
        {},
        ["https://www.example.com/foo?a=b"],
        ["www.example.com"],
      ],
      [
        "url2.eml (102_multimap.robot:267)",
        URL2,
        {},
        ["https://www.rspamd.com/doc/modules/multimap.html"],
        ["www.rspamd.com"],
      ],
      [
        "url3.eml (102_multimap.robot:295, phished)",
        URL3,
        {},
        ["https://www.rspamd.com/doc/modules/multimap.html", "https://www.bank.com"],
        ["www.rspamd.com", "www.bank.com"],
      ],
      [
        "url4.eml (340_surbl.robot:18)",
        URL4,
        {},
        [
          "https://example.com/",
          "https://rspamd.tk",
          "https://rspamd.com/doc/modules/multimap.html",
          "https://rspamd.com",
        ],
        ["example.com", "rspamd.tk", "rspamd.com"],
      ],
      [
        "url5.eml (340_surbl.robot:26)",
        URL5,
        {},
        ["https://www.example.net/?"],
        ["www.example.net"],
      ],
      [
        "url6.eml (340_surbl.robot:34)",
        URL6,
        {},
        ["https://www.example.org/?"],
        ["www.example.org"],
      ],
      ["url7.eml (340_surbl.robot:11)", URL7, {}, ["https://example.ru/?"], ["example.ru"]],
      ["url8.eml (340_surbl.robot:149)", URL8, {}, ["http://мойсайт.рф"], ["мойсайт.рф"]],
      [
        "url9.eml (340_surbl.robot:157)",
        URL9,
        {},
        ["http://xn--80arbjktj.xn--p1ai"],
        ["xn--80arbjktj.xn--p1ai"],
      ],
      [
        "url11.eml (340_surbl.robot:170)",
        URL11,
        {},
        ["http://clean.dirty.sanchez.com", "http://not.dirty.sanchez.com"],
        ["clean.dirty.sanchez.com", "not.dirty.sanchez.com"],
      ],
      [
        "url12.eml (340_surbl.robot:175)",
        URL12,
        {},
        ["http://4.very.dirty.sanchez.com", "http://not.dirty.sanchez.com"],
        ["4.very.dirty.sanchez.com", "not.dirty.sanchez.com"],
      ],
      [
        "url13.eml (340_surbl.robot:180)",
        URL13,
        {},
        ["http://41.black.sanchez.com", "http://black.sanchez.com"],
        ["41.black.sanchez.com", "black.sanchez.com"],
      ],
      [
        "url14.eml (300_rbl.robot:43)",
        URL14,
        { fuzzy: true },
        ["mailto:user@dirty.sanchez.com", "mailto:user@admin.dirty.sanchez.com"],
        ["dirty.sanchez.com", "admin.dirty.sanchez.com"],
      ],
      [
        "url15.eml (300_rbl.robot:48)",
        URL15,
        { fuzzy: true },
        ["mailto:4@very.dirty.sanchez.com"],
        ["very.dirty.sanchez.com"],
      ],
      [
        "url16.eml (300_rbl.robot:53)",
        URL16,
        { fuzzy: true },
        [
          "mailto:test@admin.dirty.sanchez.com",
          "mailto:admin@41.black.sanchez.com",
          "mailto:admin@black.sanchez.com",
        ],
        ["admin.dirty.sanchez.com", "41.black.sanchez.com", "black.sanchez.com"],
      ],
      ["urlimage.eml (340_surbl.robot:64)", URLIMAGE, {}, ["https://example.com"], ["example.com"]],
      [
        "urlinsubject.eml (340_surbl.robot:91)",
        URLINSUBJECT,
        {},
        ["http://example.com"],
        ["example.com"],
      ],
      [
        "urlinsubjectencoded.eml (340_surbl.robot:99)",
        URLINSUBJECTENCODED,
        {},
        ["https://example.com/nT6a--Check"],
        ["example.com"],
      ],
      [
        "mailadr.eml (340_surbl.robot:73)",
        MAILADR,
        {},
        ["mailto:user@example.com"],
        ["example.com"],
      ],
      [
        "mailadr2.eml (340_surbl.robot:82)",
        MAILADR2,
        { fuzzy: true },
        ["mailto:user@example.com"],
        ["example.com"],
      ],
      [
        "emailbltext.eml (340_surbl.robot:115)",
        EMAILBLTEXT,
        { fuzzy: true },
        ["mailto:user@emailbl.com", "mailto:user@baddomain.com"],
        ["emailbl.com", "baddomain.com"],
      ],
      [
        "emailbltext2.eml (340_surbl.robot:121)",
        EMAILBLTEXT2,
        { fuzzy: true },
        ["mailto:user@subdomain.emailbl.com"],
        ["subdomain.emailbl.com"],
      ],
      [
        "emailbltext3.eml (340_surbl.robot:126)",
        EMAILBLTEXT3,
        { fuzzy: true },
        ["mailto:user@baddomain.com", "mailto:user@subdomain.baddomain.com"],
        ["baddomain.com", "subdomain.baddomain.com"],
      ],
    ] as const)("%s", (_, text, options, expected, expectedHosts) => {
      const { found } = mail(text, options);
      expect(uris(found)).toEqual(expected);
      expect(hosts(found)).toEqual(expectedHosts);
    });
    it("the Subject's URI is found in the Subject header (urlinsubject.eml, urlinsubjectencoded.eml)", () => {
      for (const text of [URLINSUBJECT, URLINSUBJECTENCODED])
        expect(mail(text).found.map((f) => f.message?.part)).toEqual(["header:Subject"]);
    });
  });
  describe("answered differently on purpose", () => {
    // rspamd: hosts testtest.com. the href "https:/\test&shy;test.&shy;com/…" has "/\" for "//" and soft hyphens in the host: "\" is no URI character (RFC 3986 §2), the path "/\test…" is bad-path; rspamd undoes the obfuscation
    it("url10.eml (340_surbl.robot:165)", () => {
      expect(uris(mail(URL10).found)).toEqual([]);
    });
  });
});
