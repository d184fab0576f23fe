/**
 * Every example URI of the specifications in ../shared/specs/ through the core: each is valid
 * (validateUri) and normalizes idempotently; a few normal forms the specs spell out; and a list
 * of well-known invalid URIs with their reason category. Test names cite the section.
 */
import { describe, expect, it } from "vitest";
import { normalizeUri } from "../../src/core/normalize.js";
import { validateUri } from "../../src/core/validate.js";

/** [section, uri] */
type Example = [string, string];

const DRAFT_1997 = "url-generic-syntax-draft-fielding-05-1997";
const DRAFT_1994 = "url-draft-1994";
const DRAFT_2003 = "2396bis-01-2003";
const URN_DRAFT = "rfc2141bis-03";

/** RFC 3986 §5.4 / 2396bis App. C / 1997 App. C: the resolved URIs for base http://a/b/c/d;p?q */
const RESOLVED_NORMAL = [
  "g:h",
  "http://a/b/c/g",
  "http://a/b/c/g/",
  "http://a/g",
  "http://g",
  "http://a/b/c/d;p?y",
  "http://a/b/c/g?y",
  "http://a/b/c/d;p?q#s",
  "http://a/b/c/g#s",
  "http://a/b/c/g?y#s",
  "http://a/b/c/;x",
  "http://a/b/c/g;x",
  "http://a/b/c/g;x?y#s",
  "http://a/b/c/d;p?q",
  "http://a/b/c/",
  "http://a/b/",
  "http://a/b/g",
  "http://a/",
];

const VALID: Example[] = [
  // url-generic-syntax-draft-fielding-05-1997.txt
  [`${DRAFT_1997} §1.3`, "ftp://ftp.is.co.za/rfc/rfc1808.txt"],
  [`${DRAFT_1997} §1.3`, "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"],
  [`${DRAFT_1997} §1.3`, "http://www.math.uio.no/faq/compression-faq/part1.html"],
  [`${DRAFT_1997} §1.3`, "mailto:mduerst@ifi.unizh.ch"],
  [`${DRAFT_1997} §1.3`, "news:comp.infosystems.www.servers.unix"],
  [`${DRAFT_1997} §1.3`, "telnet://melvyl.ucop.edu/"],
  [`${DRAFT_1997} §4.3.1 (empty user name)`, "ftp://@host.com/"],
  [`${DRAFT_1997} §4.3.1 (no user name)`, "ftp://host.com/"],
  [`${DRAFT_1997} §4.3.1 (empty password)`, "ftp://foo:@host.com/"],
  [`${DRAFT_1997} §5.1.1 (Content-Base)`, "http://www.ics.uci.edu/Test/a/b/c"],
  [`${DRAFT_1997} §6`, "http://www.XEROX.com"],
  [`${DRAFT_1997} §6`, "http://www.xerox.com"],
  [`${DRAFT_1997} App. B`, "http://www.ics.uci.edu/pub/ietf/uri/#Related"],
  [`${DRAFT_1997} App. C (base)`, "http://a/b/c/d;p?q"],
  ...RESOLVED_NORMAL.map((u): Example => [`${DRAFT_1997} App. C.1`, u]),
  [`${DRAFT_1997} App. C.2`, "http://a/../g"],
  [`${DRAFT_1997} App. C.2`, "http://a/../../g"],
  [`${DRAFT_1997} App. C.2`, "http://a/./g"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g."],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/.g"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g.."],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/..g"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g/h"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/h"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g;x=1/y"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/y"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g?y/x"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/x"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g#s/./x"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c/g#s/../x"],
  [`${DRAFT_1997} App. C.2`, "http://a/../b/c"],
  [`${DRAFT_1997} App. C.2`, "http://a/b/c"],
  [`${DRAFT_1997} App. D (BASE href)`, "http://www.ics.uci.edu/Test/a/b/c"],
  [`${DRAFT_1997} App. D`, "http://www.ics.uci.edu/Test/a/x"],
  [`${DRAFT_1997} App. E`, "http://test.com/"],
  [`${DRAFT_1997} App. E`, "http://www.w3.org/pub/WWW/"],
  [`${DRAFT_1997} App. E (whitespace removed)`, "ftp://ds.internic.net/rfc/"],
  [
    `${DRAFT_1997} App. E (whitespace removed)`,
    "http://ds.internic.net/instructions/overview.html#WARNING",
  ],
  [`${DRAFT_1997} App. F`, "foo:/bar"],
  [`${DRAFT_1997} App. F`, "foo:bar"],

  // url-draft-1994.txt (the `host [port]` placeholder of the Gopher examples is `host`)
  [
    `${DRAFT_1994} About this document`,
    "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
  ],
  [
    `${DRAFT_1994} About this document`,
    "http://www.w3.org/hypertext/WWW/Addressing/URL/Overview.html",
  ],
  [`${DRAFT_1994} Gopher examples`, "gopher://host/0a_gopher_selector"],
  [`${DRAFT_1994} Gopher examples`, "gopher://host/7a_gopher_selector%09foobar"],
  [`${DRAFT_1994} Gopher examples`, "gopher://host/0a_gopher_selector%09%09some_gplus_stuff"],
  [`${DRAFT_1994} Gopher examples`, "gopher://host/0a_gopher_selector%09%09!"],
  [
    `${DRAFT_1994} Gopher examples`,
    "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES",
  ],
  [`${DRAFT_1994} Gopher examples (with a port)`, "gopher://host:70/7a_gopher_selector%09foobar"],
  [`${DRAFT_1994} Wrappers`, "ftp://ftp.w3.org/pub/www/doc"],
  [`${DRAFT_1994} Wrappers`, "ftp://ds.internic.net/rfc"],
  [`${DRAFT_1994} References`, "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol"],
  [`${DRAFT_1994} References`, "ftp://ftp.w3.org/pub/www/doc/http-spec.txt"],
  [`${DRAFT_1994} References`, "ftp://quake.think.com/pub/wais/doc/protspec.txt"],
  [`${DRAFT_1994} References`, "ftp://quake.think.com/pub/wais/doc/doc-ids.txt"],
  [`${DRAFT_1994} References`, "ftp://ds.internic.net/rfc/rfc977.txt"],
  [`${DRAFT_1994} References`, "wais://quake.think.com/wais-discussion-archives?lynch"],
  [`${DRAFT_1994} References`, "ftp://ds.internic.net/rfc/rfc1034.txt"],
  [`${DRAFT_1994} References`, "ftp://prospero.isi.edu/pub/prospero/oir.ps"],
  [`${DRAFT_1994} References`, "ftp://ds.internic.net/rfc/rfc959.txt"],
  [`${DRAFT_1994} References`, "ftp://uu.psi.com/wp/nir.txt"],
  [`${DRAFT_1994} FTP ;type=`, "ftp://ftp.w3.org/pub/www/doc/http-spec.txt;type=a"],
  [`${DRAFT_1994} FTP ;type=`, "ftp://ftp.w3.org/pub/www/doc/;type=d"],

  // url-berners-lee-1993.txt (References; wrapped there, joined here)
  ["url-berners-lee-1993 References", "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol"],
  [
    "url-berners-lee-1993 References",
    "gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher",
  ],
  [
    "url-berners-lee-1993 References (FQDN with a final dot)",
    "ftp://info.cern.ch./pub/www/doc/http-spec.txt",
  ],
  ["url-berners-lee-1993 References", "ftp://quake.think.com/pub/wais/doc/protspec.txt"],
  ["url-berners-lee-1993 References", "ftp://nnsc.nsf.net/rfc/rfc977.txt"],
  ["url-berners-lee-1993 References", "wais://quake.think.com/wais-discussion-archives?lynch"],
  ["url-berners-lee-1993 References", "wais://nnsc.nsf.net/internet-drafts?yeong"],

  // uri-generic-syntax-draft-rfc2396bis-01-2003.txt
  [`${DRAFT_2003} §1.3`, "ftp://ftp.is.co.za/rfc/rfc1808.txt"],
  [`${DRAFT_2003} §1.3`, "gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/"],
  [`${DRAFT_2003} §1.3`, "http://www.ietf.org/rfc/rfc2396.txt"],
  [`${DRAFT_2003} §1.3`, "mailto:John.Doe@example.com"],
  [`${DRAFT_2003} §1.3`, "news:comp.infosystems.www.servers.unix"],
  [`${DRAFT_2003} §1.3`, "telnet://melvyl.ucop.edu/"],
  [`${DRAFT_2003} §6.2.2`, "example://a/b/c/%7A"],
  [`${DRAFT_2003} §6.2.2`, "eXAMPLE://a/./b/../b/c/%7a"],
  [`${DRAFT_2003} §6.2.3`, "http://example.com/"],
  [`${DRAFT_2003} §6.2.3`, "http://example.com:80/"],
  [`${DRAFT_2003} §6.2.4`, "http://example.com/data"],
  [`${DRAFT_2003} §6.2.4`, "http://example.com/data/"],
  [`${DRAFT_2003} §7.5`, "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm"],
  [`${DRAFT_2003} App. B`, "http://www.ics.uci.edu/pub/ietf/uri/#Related"],
  ...RESOLVED_NORMAL.map((u): Example => [`${DRAFT_2003} App. C.1`, u]),
  [`${DRAFT_2003} App. C.2`, "http://a/../g"],
  [`${DRAFT_2003} App. C.2`, "http://a/../../g"],
  [`${DRAFT_2003} App. E`, "http://example.com/"],
  [`${DRAFT_2003} App. E`, "http://www.w3.org/Addressing/"],
  [`${DRAFT_2003} App. E`, "ftp://ds.internic.net/rfc/"],
  [`${DRAFT_2003} App. E`, "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"],
  [`${DRAFT_2003} Authors' Addresses`, "http://www.w3.org/People/Berners-Lee/"],
  [`${DRAFT_2003} Authors' Addresses`, "http://www.apache.org/~fielding/"],
  [`${DRAFT_2003} Authors' Addresses`, "http://larry.masinter.net/"],

  // RFC 3986
  ["RFC 3986 §1.1", "http://localhost/"],
  ["RFC 3986 §1.1", "file:///etc/hosts"],
  ["RFC 3986 §1.1.2", "ftp://ftp.is.co.za/rfc/rfc1808.txt"],
  ["RFC 3986 §1.1.2", "http://www.ietf.org/rfc/rfc2396.txt"],
  ["RFC 3986 §1.1.2", "ldap://[2001:db8::7]/c=GB?objectClass?one"],
  ["RFC 3986 §1.1.2", "mailto:John.Doe@example.com"],
  ["RFC 3986 §1.1.2", "news:comp.infosystems.www.servers.unix"],
  ["RFC 3986 §1.1.2", "tel:+1-816-555-1212"],
  ["RFC 3986 §1.1.2", "telnet://192.0.2.16:80/"],
  ["RFC 3986 §1.1.2", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"],
  ["RFC 3986 §3", "foo://example.com:8042/over/there?name=ferret#nose"],
  ["RFC 3986 §3", "urn:example:animal:ferret:nose"],
  ["RFC 3986 §3.3", "mailto:fred@example.com"],
  ["RFC 3986 §3.3", "foo://info.example.com?fred"],
  ["RFC 3986 §5.4", "http://a/b/c/d;p?q"],
  ...RESOLVED_NORMAL.map((u): Example => ["RFC 3986 §5.4.1", u]),
  ["RFC 3986 §5.4.2", "http://a/b/c/g."],
  ["RFC 3986 §5.4.2", "http://a/b/c/g;x=1/y"],
  ["RFC 3986 §5.4.2", "http://a/b/c/g?y/./x"],
  ["RFC 3986 §5.4.2", "http://a/b/c/g?y/../x"],
  ["RFC 3986 §5.4.2", "http://a/b/c/g#s/./x"],
  ["RFC 3986 §5.4.2", "http://a/b/c/g#s/../x"],
  ["RFC 3986 §6.2.2", "example://a/b/c/%7Bfoo%7D"],
  ["RFC 3986 §6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"],
  ["RFC 3986 §6.2.2.1", "HTTP://www.EXAMPLE.com/"],
  ["RFC 3986 §6.2.2.1", "http://www.example.com/"],
  ["RFC 3986 §6.2.3", "http://example.com"],
  ["RFC 3986 §6.2.3", "http://example.com/"],
  ["RFC 3986 §6.2.3", "http://example.com:/"],
  ["RFC 3986 §6.2.3", "http://example.com:80/"],
  ["RFC 3986 §6.2.3", "http://example.com/?"],
  ["RFC 3986 §6.2.3", "mailto:Joe@Example.COM"],
  ["RFC 3986 §6.2.3", "mailto:Joe@example.com"],
  ["RFC 3986 §6.2.4", "http://example.com/data"],
  ["RFC 3986 §6.2.4", "http://example.com/data/"],
  ["RFC 3986 §7.6", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"],
  ["RFC 3986 App. B", "http://www.ics.uci.edu/pub/ietf/uri/#Related"],
  ["RFC 3986 App. C", "http://example.com/"],
  ["RFC 3986 App. C", "http://www.w3.org/Addressing/"],
  ["RFC 3986 App. C", "ftp://foo.example.com/rfc/"],
  ["RFC 3986 App. C", "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"],

  // the URN draft and RFC 8141
  [`${URN_DRAFT} §5.1 (1)`, "URN:foo:a123,456"],
  [`${URN_DRAFT} §5.1 (2)`, "urn:foo:a123,456"],
  [`${URN_DRAFT} §5.1 (3)`, "urn:F00:a123,456"],
  [`${URN_DRAFT} §5.1 (4)`, "urn:foo:A123,456"],
  [`${URN_DRAFT} §5.1 (5)`, "urn:foo:a123%2C456"],
  [`${URN_DRAFT} §5.1 (6)`, "URN:F00:a123%2c456"],
  [`${URN_DRAFT} §5.1 (8)`, "urn:foo:a123,456#xyz"],
  ["RFC 8141 §2.3.1", "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk"],
  [
    "RFC 8141 §2.3.2",
    "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
  ],
  ["RFC 8141 §2.3.3", "urn:example:foo-bar-baz-qux#somepart"],
  ["RFC 8141 §3.2", "urn:example:a123,z456"],
  ["RFC 8141 §3.2", "URN:example:a123,z456"],
  ["RFC 8141 §3.2", "urn:EXAMPLE:a123,z456"],
  ["RFC 8141 §3.2", "urn:example:a123,z456?+abc"],
  ["RFC 8141 §3.2", "urn:example:a123,z456?=xyz"],
  ["RFC 8141 §3.2", "urn:example:a123,z456#789"],
  ["RFC 8141 §3.2", "urn:example:a123,z456/foo"],
  ["RFC 8141 §3.2", "urn:example:a123,z456/bar"],
  ["RFC 8141 §3.2", "urn:example:a123,z456/baz"],
  ["RFC 8141 §3.2", "urn:example:a123%2Cz456"],
  ["RFC 8141 §3.2", "URN:EXAMPLE:a123%2cz456"],
  ["RFC 8141 §3.2", "urn:example:A123,z456"],
  ["RFC 8141 §3.2", "urn:example:a123,Z456"],
  ["RFC 8141 §3.2", "urn:example:%D0%B0123,z456"],
  ["RFC 8141 §2.2 (NSS with slashes)", "urn:example:1/406/47452/2"],
  ["RFC 8141 §5", "urn:example:apple:pear:plum:cherry"],
  ["public-extract-cases urn-in-text (draft §2.5.3)", "urn:isbn:0-395-36341-1"],
  ["public-extract-cases urn-in-text (draft §2.5.3)", "urn:ietf:rfc:2141"],

  // RFC 3987 (IRIs)
  ["RFC 3987 §3.1", "http://r\u00e9sum\u00e9.example.org"],
  ["RFC 3987 §3.1", "http://xn--rsum-bpad.example.org"],
  ["RFC 3987 §3.1", "http://r%C3%A9sum%C3%A9.example.org"],
  ["RFC 3987 §3.1", "http://www.example.org/red%09ros\u00e9#red"],
  ["RFC 3987 §3.1", "http://example.com/\u{10300}\u{10301}\u{10302}"],
  ["RFC 3987 §3.2", "http://www.example.org/r%E9sum%E9.html"],
  ["RFC 3987 §3.2", "http://www.example.org/D%C3%BCrst"],
  ["RFC 3987 §3.2", "http://www.example.org/D\u00fcrst"],
  ["RFC 3987 §3.2", "http://xn--99zt52a.example.org/%e2%80%ae"],
  ["RFC 3987 §3.2", "http://\u7d0d\u8c46.example.org/%E2%80%AE"],
  // RFC 6874 (zone identifiers)
  ["RFC 6874 §2", "http://[fe80::a%25en1]"],

  // the scheme RFCs in specs/rfc/
  ["RFC 6068 §6.1", "mailto:chris@example.com"],
  ['RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ], both optional', "mailto:"],
  ["RFC 6068 §6.1", "mailto:infobot@example.com?subject=current-issue"],
  ["RFC 6068 §6.1", "mailto:infobot@example.com?body=send%20current-issue"],
  ["RFC 6068 §6.1", "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index"],
  ["RFC 6068 §6.1", "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E"],
  ["RFC 6068 §6.1", "mailto:majordomo@example.com?body=subscribe%20bamboo-l"],
  ["RFC 6068 §6.1", "mailto:joe@example.com?cc=bob@example.com&body=hello"],
  ["RFC 6068 §6.1", "mailto:gorby%25kremvax@example.com"],
  ["RFC 6068 §6.1", "mailto:unlikely%3Faddress@example.com?blat=foop"],
  ["RFC 6068 §6.1", "mailto:Mike%26family@example.org"],
  ["RFC 6068 §6.2", "mailto:%22not%40me%22@example.org"],
  ["RFC 6068 §6.2", "mailto:%22oh%5C%5Cno%22@example.org"],
  ["RFC 6068 §6.2", "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org"],
  ["RFC 6068 §6.3", "mailto:user@example.org?subject=caf%C3%A9"],
  ["RFC 6068 §6.3", "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D"],
  ["RFC 6068 §6.3", "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D"],
  ["RFC 6068 §6.3", "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9"],
  ["RFC 6068 §6.3", "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO"],
  ["RFC 6068 §2", "mailto:addr1@an.example,addr2@an.example"],
  ["RFC 6068 §2", "mailto:?to=addr1@an.example,addr2@an.example"],
  ["RFC 6068 §2", "mailto:addr1@an.example?to=addr2@an.example"],
  ["RFC 2397 §4", "data:,A%20brief%20note"],
  [
    "RFC 2397 §4",
    "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PHhhx4dbgYKAAA7",
  ],
  ["RFC 2397 §4", "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local"],
  ["issue 2 / brief", "data:text/plain;base64,SGVsbG8="],
  ["issue 2 / brief", "data:,Hello%20World"],
  ["RFC 3966 §6", "tel:+1-201-555-0123"],
  ["RFC 3966 §6", "tel:7042;phone-context=example.com"],
  ["RFC 3966 §6", "tel:863-1234;phone-context=+1-914-555"],
  ["RFC 3966 §8", "tel:+1-212-555-0101"],
  ["RFC 3966 §9", "tel:1234;phone-context=munich.example.com"],
  ["RFC 8089 App. B", "file:///path/to/file"],
  ["RFC 8089 App. B", "file:/path/to/file"],
  ["RFC 8089 App. B", "file://host.example.com/path/to/file"],
  ["RFC 8089 App. E.2.1", "file:///c:/path/to/file.txt"],
  ["RFC 8089 App. E.3", "file://host.example.com/Share/path/to/file.txt"],
  // not listed: the non-normative App. E variants `file:c:/path/to/file` (E.2) and
  // `file:////host.example.com/path/to/file` (E.3), outside the normative syntax of §2
];

/** [section, uri, normal form (or the acceptable ones)] — forms the specs spell out */
const NORMAL_FORMS: Array<[string, string, string | string[]]> = [
  [`${DRAFT_1997} §6`, "http://www.XEROX.com", "http://www.xerox.com/"],
  [`${DRAFT_2003} §6.2.2`, "eXAMPLE://a/./b/../b/c/%7a", "example://a/b/c/z"],
  [`${DRAFT_2003} §6.2.2`, "example://a/b/c/%7A", "example://a/b/c/z"],
  ["RFC 3986 §6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D"],
  ["RFC 3986 §6.2.2", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"],
  ["RFC 3986 §6.2.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/"],
  ["RFC 3986 §6.2.3", "http://example.com", "http://example.com/"],
  ["RFC 3986 §6.2.3", "http://example.com:/", "http://example.com/"],
  ["RFC 3986 §6.2.3", "http://example.com:80/", "http://example.com/"],
  ["RFC 3986 §6.2.3 (the empty query stays)", "http://example.com/?", "http://example.com/?"],
  ["RFC 8141 §3.1", "URN:EXAMPLE:a123%2cz456", "urn:example:a123%2Cz456"],
  ["RFC 8141 §3.1 (NSS case kept)", "urn:example:A123,z456", "urn:example:A123,z456"],
  [`${URN_DRAFT} §5.1 (no decoding)`, "urn:foo:a123%2c456", "urn:foo:a123%2C456"],
  [
    "RFC 3986 §6.2.2.2 (unreserved decoded)",
    "http://example.com/%7Euser/%41%2d%5f",
    "http://example.com/~user/A-_",
  ],
  [
    "RFC 3986 §6.2.2.2 (reserved kept, hex uppercased)",
    "http://example.com/a%3ab%2fc?x%3dy",
    "http://example.com/a%3Ab%2Fc?x%3Dy",
  ],
  ["RFC 3986 §6.2.2.3", "http://example.com/a/./b/../c/", "http://example.com/a/c/"],
  // IRI → URI (RFC 3987 §3.1): host to punycode (IDNA), the rest UTF-8 percent-encoded
  ["RFC 3987 §3.1", "http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org/"],
  [
    "RFC 3987 §3.1",
    "http://www.example.org/red%09ros\u00e9#red",
    "http://www.example.org/red%09ros%C3%A9#red",
  ],
  [
    "RFC 3987 §3.1 (astral plane)",
    "http://example.com/\u{10300}\u{10301}\u{10302}",
    "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
  ],
  ["RFC 3987 §3.2", "http://www.example.org/D\u00fcrst", "http://www.example.org/D%C3%BCrst"],
  ["RFC 3987 §3.2", "http://www.example.org/D%C3%BCrst", "http://www.example.org/D%C3%BCrst"],
  [
    "RFC 3987 §3.2",
    "http://xn--99zt52a.example.org/%e2%80%ae",
    "http://xn--99zt52a.example.org/%E2%80%AE",
  ],
  // IPv6 literals in the RFC 5952 §4 canonical text form
  ["RFC 5952 §4.1", "http://[2001:0db8::0001]/", "http://[2001:db8::1]/"],
  ["RFC 5952 §4.2.1", "http://[2001:db8:0:0:0:0:2:1]/", "http://[2001:db8::2:1]/"],
  ["RFC 5952 §4.2.1", "http://[2001:db8::0:1]/", "http://[2001:db8::1]/"],
  ["RFC 5952 §4.2.2", "http://[2001:db8::1:1:1:1:1]/", "http://[2001:db8:0:1:1:1:1:1]/"],
  ["RFC 5952 §4.2.3", "http://[2001:0:0:1:0:0:0:1]/", "http://[2001:0:0:1::1]/"],
  ["RFC 5952 §4.2.3", "http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:db8::1:0:0:1]/"],
  ["RFC 5952 §4.3", "http://[2001:DB8::1]/", "http://[2001:db8::1]/"],
  [
    "RFC 5952 §2.1",
    "http://[2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001]/",
    "http://[2001:db8:aaaa:bbbb:cccc:dddd:eeee:1]/",
  ],
  ["RFC 5952 §2.2", "http://[2001:db8:0:0:0::1]/", "http://[2001:db8::1]/"],
  [
    "RFC 5952 §5 (mixed notation RECOMMENDED)",
    "http://[0:0:0:0:0:ffff:192.0.2.1]/",
    ["http://[::ffff:192.0.2.1]/", "http://[::ffff:c000:201]/"],
  ],
];

/** [section / why, uri, expected reason: an exact reason or a pattern for the category] */
const INVALID: Array<[string, string, string | RegExp]> = [
  ["RFC 3986 §3.2.2: unclosed IP-literal", "http://[::1", "bad-ipv6"],
  ["RFC 3986 §3.2.2: nine groups", "http://[1:2:3:4:5:6:7:8:9]/", "bad-ipv6"],
  ["RFC 3986 §3.2.2: two `::`", "http://[1::2::3]/", "bad-ipv6"],
  ["RFC 3986 §3.2.2: a five-digit group", "http://[12345::]/", "bad-ipv6"],
  ["RFC 3986 §3.2.2: IPv4 tail with a bad octet", "http://[::1.2.3.256]/", "bad-ipv6"],
  ["RFC 3986 §3.2.2: IPv6 without brackets is no host", "http://::1/", /host|port/],
  ["RFC 6874 §2: zone not introduced by %25", "http://[fe80::1%eth0]/", /zone|ipv6/],
  ["RFC 3986 §3.2.2: IPvFuture without an address", "http://[v1.]/", "bad-ipvfuture"],
  ["RFC 3986 §3.2.3 / RFC 6335: port out of range", "http://a:99999/", "bad-port"],
  ["RFC 3986 §3.2.3 / RFC 6335: port 65536", "http://a:65536/", "bad-port"],
  ["RFC 3986 §3.2.3: port not digits", "http://a:8o/", "bad-port"],
  ["scheme rule: http requires a host", "http://", "missing-host"],
  ["scheme rule: http requires a host", "http:///path", "missing-host"],
  ["scheme rule: http requires a host (RFC 3986 §5.4.2 `http:g`)", "http:g", "missing-host"],
  ["scheme rule: ftp requires a host", "ftp:///pub/", "missing-host"],
  ["scheme rule: telnet requires a host", "telnet://", "missing-host"],
  ["RFC 8141 §2 / draft §2.1: NID `urn` reserved", "urn:urn:x", "nid-reserved"],
  ["RFC 8141 §2: NID too short", "urn:a:x", "bad-nid"],
  ["RFC 8141 §2: NID starts with a hyphen", "urn:-ab:x", "bad-nid"],
  ["RFC 8141 §2: NID ends with a hyphen", "urn:ab-:x", "bad-nid"],
  ["RFC 8141 §2: NID longer than 32", `urn:${"a".repeat(33)}:x`, /nid/],
  ["RFC 8141 §2: empty NSS", "urn:example:", /nss/],
  ["RFC 8141 §2: no NSS at all", "urn:example", /nss|nid|urn/],
  ["RFC 3986 §2.1: not a percent-encoding", "http://a/%zz", "bad-percent-encoding"],
  ["RFC 3986 §2.1: truncated percent-encoding", "http://a/b%2", "bad-percent-encoding"],
  [
    "RFC 2397 §4 erratum: `%fg`",
    "data:text/plain;charset=iso-8859-7,%be%fg%be",
    "bad-percent-encoding",
  ],
  [
    "RFC 6068 §6.1: `?` twice (WRONG!)",
    "mailto:joe@example.com?cc=bob@example.com?body=hello",
    /mailto/,
  ],
  ["RFC 6068 §2: not an addr-spec", "mailto:joe", /mailto/],
  ["RFC 1738 §3.2.2 / draft-1994 FTP: bad ;type", "ftp://a/b;type=x", /ftp/],
  ["RFC 3966 §3: no digits", "tel:", /tel/],
  ["RFC 3966 §5.1.5: local number without phone-context", "tel:863-1234", /tel|phone-context/],
  ["RFC 2397 §3: no comma", "data:text/plain", /data/],
  ["RFC 3986 §3.1: scheme starts with a digit", "1http://a/", /scheme|colon|first-segment/],
  ["RFC 3986 §3.1: empty scheme", "://a", /scheme/],
  ["RFC 3986 §3: relative reference is not a URI", "//a/b", "missing-scheme"],
  ["RFC 3986 §3.5: a second `#`", "http://a/#b#c", "bad-fragment"],
  ["RFC 3986 §3.4: `<` in the query", "http://a/?<x>", "bad-query"],
  ["RFC 3986 §3.3: space in the path", "http://a/b c", "bad-path"],
  ["RFC 3986 §3.2.2: space in the host", "http://a b/", "bad-host"],
  ["RFC 3986 §3.2.2: `[` inside a reg-name", "http://a[b]/", "bad-host"],
  ["RFC 3986 §2: a backslash", "http://a/b\\c", "bad-path"],
  ["RFC 3987 §2.2: a lone surrogate", "http://a/\ud800", /bad-path|non-ascii/],
];

describe("spec example URIs are valid and normalize idempotently", () => {
  for (const [section, uri] of VALID) {
    it(`${section}: ${uri.length > 90 ? `${uri.slice(0, 90)}…` : uri}`, () => {
      const v = validateUri(uri);
      expect(v.errors).toEqual([]);
      expect(v.valid).toBe(true);
      const n = normalizeUri(uri);
      expect(normalizeUri(n)).toBe(n);
      expect(validateUri(n).valid).toBe(true);
    });
  }
});

describe("normal forms given by the specs", () => {
  for (const [section, uri, normal] of NORMAL_FORMS) {
    it(`${section}: ${uri} → ${normal}`, () => {
      const n = normalizeUri(uri);
      if (typeof normal === "string") expect(n).toBe(normal);
      else expect(normal).toContain(n);
      expect(normalizeUri(n)).toBe(n);
    });
  }
});

describe("well-known invalid URIs, with their reason category", () => {
  for (const [why, uri, reason] of INVALID) {
    it(`${why}: ${JSON.stringify(uri)} → ${reason}`, () => {
      const v = validateUri(uri);
      expect(v.valid).toBe(false);
      if (typeof reason === "string") expect(v.errors).toContain(reason);
      else
        expect(
          v.errors.some((e) => reason.test(e)),
          v.errors.join(","),
        ).toBe(true);
      expect(() => normalizeUri(uri)).toThrow();
    });
  }
});
