/**
 * The URI list of `npm run bench:core`: realistic URIs of every kind urisift handles —
 * http(s) with queries and fragments, IPv4 / IPv6 (with zone) hosts, IDNs, ports,
 * userinfo, ftp, mailto, urn, news, nntp, telnet, file, data, tel, ws(s), percent-encodings,
 * dot segments and mixed case — plus references to resolve against a few bases.
 *
 * Hand-written entries first, then deterministic combinations (no randomness: every run
 * measures the same list). Written the way URIs appear in the wild: nearly all are valid
 * (RFC 3986 / 3987 and the scheme RFCs); a few are not (`[]` in a query, `ws://user@…`,
 * `mailto:user@[…]`, a `;utf8` data: parameter) — bench/core.js lists what urisift rejects.
 */

const HAND = [
  // http(s): everyday links
  "https://www.example.com/",
  "https://example.com",
  "http://example.org/index.html",
  "https://en.wikipedia.org/wiki/Uniform_Resource_Identifier",
  "https://en.wikipedia.org/wiki/URI_(disambiguation)",
  "https://github.com/nodejs/node/blob/main/lib/internal/url.js#L123-L140",
  "https://github.com/search?q=uri+parser&type=repositories&s=stars&o=desc",
  "https://www.google.com/search?q=rfc+3986&hl=en&source=hp&ei=abc123XYZ&oq=rfc+3986",
  "https://news.ycombinator.com/item?id=38471822",
  "https://stackoverflow.com/questions/1547899/which-characters-make-a-url-invalid/1547940#1547940",
  "https://www.rfc-editor.org/rfc/rfc3986.html#section-5.2.4",
  "https://datatracker.ietf.org/doc/html/draft-fielding-uri-rfc2396bis-07",
  "https://mailarchive.ietf.org/arch/msg/uri/Xk3z0pQ9c8yVbZ-2aF_1kLmNoPq/",
  "https://lists.ettus.com/empathy/thread/ABCDEF0123456789ABCDEF0123456789?hash=XYZ",
  "https://docs.python.org/3/library/urllib.parse.html#urllib.parse.urlsplit",
  "https://developer.mozilla.org/en-US/docs/Web/API/URL/URL",
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
  "https://maps.example.com/@52.5200066,13.404954,14z/data=!3m1!4b1",
  "https://shop.example.co.uk/cart?item=12345&qty=2&coupon=SPRING%2D20",
  "https://api.example.com/v2/users/42/repos?per_page=100&page=3&sort=updated",
  "https://cdn.example.net/assets/app.3f9c2b7e.min.js?v=1.2.3",
  "https://example.com/path/to/resource;jsessionid=0123456789ABCDEF?x=1",
  "https://example.com/a%20b/c%2Fd?e=f%26g#h%23i",
  "https://example.com/~user/public_html/index.html",
  "https://example.com/%7Euser/%7efriend/",
  "https://example.com/search?q=caf%C3%A9&lang=fr",
  "https://example.com/?",
  "https://example.com/#",
  "https://example.com/#!/hashbang/route",
  "https://example.com/a/b/c/./d/../e/../../f",
  "https://example.com/./a/../b/./c/",
  "http://example.com/../../g",
  "http://a/b/c/./../../g",
  "HTTP://WWW.EXAMPLE.COM/Path/To/Page.HTML",
  "HtTpS://Example.COM:443/MiXeD/CaSe?Q=V#Frag",
  "http://EXAMPLE.com:80/",
  "https://example.com:8443/admin/login?next=%2Fadmin%2F",
  "http://example.com:/empty-port",
  "http://user@example.com/profile",
  "ftp://anonymous:guest@ftp.example.org/pub/README",
  "https://user:pass@secure.example.com:8080/area51?token=abc",
  "http://localhost:3000/api/health",
  "http://localhost/",
  "https://xn--bcher-kva.example/buecher",
  "https://bücher.example/büch/straße?q=Käse",
  "https://日本語.jp/パス?クエリ=値",
  "http://例え.テスト/",
  "https://münchen.de/stadtplan",
  "https://пример.рф/путь",
  "https://παράδειγμα.δοκιμή/",
  "https://example.com/%E2%82%AC/price",
  "https://example.com/emoji/%F0%9F%98%80",
  "https://example.com/unicode/€/path",
  "https://sub.domain.example.museum/collection/item?id=7",
  "https://a.b.c.d.e.example.com/deep/subdomain",
  "https://example.com/path%2fwith%2Fencoded%2fslashes",
  "https://example.com/query?array[]=1&array[]=2",
  "https://example.com/q?redirect=https%3A%2F%2Fother.example%2F",
  "https://example.com/q?a=1;b=2;c=3",
  "https://example.com/path/with:colon/and@at",
  "https://example.com/path/(parens)/and'quotes'",
  "https://example.com/!$&'()*+,;=",
  "https://example.com/?!$&'()*+,;=:@/?",
  "https://example.com/very/long/path/segment/number/one/two/three/four/five/six/seven/eight/nine/ten/eleven/twelve",
  "https://www.amazon.com/dp/B08N5WRWNW/ref=sr_1_1?crid=2XKQX&keywords=usb+c+hub&qid=1700000000&sprefix=usb%2Caps%2C200&sr=8-1",
  "https://accounts.example.com/o/oauth2/v2/auth?client_id=123.apps.example.com&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&scope=openid%20email&state=xyz",
  // IP hosts
  "http://192.0.2.1/",
  "http://192.0.2.235:8080/status?full=1",
  "https://10.0.0.1/admin",
  "http://127.0.0.1:8000/",
  "http://255.255.255.255/",
  "http://0.0.0.0:9090/metrics",
  "http://[::1]/",
  "http://[::1]:8080/api",
  "https://[2001:db8::1]/",
  "https://[2001:db8:85a3::8a2e:370:7334]:443/index.html",
  "http://[2001:DB8:0:0:0:0:0:1]/",
  "http://[2001:0db8:0000:0000:0000:ff00:0042:8329]/x",
  "http://[::ffff:192.0.2.128]/",
  "http://[fe80::1%25eth0]/",
  "http://[fe80::a00:27ff:fe4e:66a1%25en0]:631/printers",
  "http://[v7.fe80::abcd]/",
  "ldap://[2001:db8::7]/c=GB?objectClass?one",
  // ftp
  "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "ftp://ftp.example.org/pub/linux/kernel/v6.x/linux-6.6.tar.xz",
  "ftp://ftp.example.org/pub/file.bin;type=i",
  "ftp://ftp.example.org/pub/dir;type=d",
  "FTP://FTP.Example.ORG/Pub/README.TXT",
  "ftp://user:secret@ftp.example.org:2121/incoming/",
  // mailto
  "mailto:john.doe@example.com",
  "mailto:John.Doe@Example.COM",
  "mailto:usrp-users@lists.ettus.com?subject=unsubscribe",
  "mailto:infobot@example.com?body=send%20current-issue",
  "mailto:joe@example.com?cc=bob@example.com&body=hello",
  "mailto:a@example.org,b@example.org",
  "mailto:%22not%40me%22@example.org",
  "mailto:user@[192.0.2.1]",
  "mailto:list-request@example.org?subject=subscribe%20list",
  // urn
  "urn:isbn:0-395-36341-1",
  "URN:ISBN:978-3-16-148410-0",
  "urn:ietf:rfc:3986",
  "urn:ietf:params:xml:ns:vcard-4.0",
  "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
  "urn:oid:1.3.6.1.4.1.343",
  "urn:nbn:de:bvb:19-146642",
  "urn:lex:eu:council:directive:2010-03-09;2010-19-UE",
  "urn:example:a123,z456",
  "urn:example:%7Efoo",
  "urn:ISSN:0167-6423",
  "urn:mpeg:mpeg7:schema:2001",
  // news, nntp, telnet, gopher, others
  "news:comp.infosystems.www.servers.unix",
  "news:comp.lang.javascript",
  "news:1234@example.net",
  "nntp://news.example.org/comp.lang.c/12345",
  "telnet://192.0.2.16:80/",
  "telnet://melvyl.ucop.edu/",
  "gopher://gopher.example.org/1/software",
  "wais://wais.example.org:210/database",
  "prospero://prospero.example.org/path;type=text",
  "ldap://ldap.example.org/c=GB?objectClass?one",
  "tel:+1-816-555-1212",
  "tel:+49-30-1234567",
  "sip:alice@atlanta.example.com;transport=tcp",
  "ws://echo.example.org:8080/chat",
  "wss://stream.example.com/socket?token=abc",
  "ssh://git@github.com/user/repo.git",
  "git://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git",
  "svn+ssh://svn.example.org/repos/trunk",
  "irc://irc.libera.chat/#node.js",
  "xmpp:romeo@montague.example?message",
  "geo:37.786971,-122.399677;u=35",
  "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn=file",
  "about:blank",
  "javascript:void(0)",
  "market://details?id=com.example.app",
  "spotify:track:6rqhFgbbKwnb9MLmUQDhG6",
  "doi:10.1000/182",
  "info:doi/10.1000/182",
  "rsync://rsync.example.org/module/path/",
  "s3://bucket-name/path/to/object.tar.gz",
  // file
  "file:///etc/hosts",
  "file:///C:/Users/Example/Documents/report.pdf",
  "file://localhost/usr/share/doc/README",
  "file://server.example.org/share/file.txt",
  "file:///home/user/My%20Documents/notes.txt",
  "FILE:///TMP/Upper/Case",
  // data
  "data:,Hello%2C%20World!",
  "data:text/plain;charset=UTF-8,caf%C3%A9",
  "data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==",
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "data:application/json,%7B%22a%22%3A1%7D",
  "data:image/svg+xml;utf8,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E",
];

// deterministic combinations: hosts × paths × queries, the bulk of real-world links
const HOSTS = [
  "example.com",
  "www.example.org",
  "Docs.Example.NET",
  "api.example.io:8080",
  "192.0.2.44",
  "[2001:db8::44]",
  "xn--mnchen-3ya.example",
  "straße.example",
  "user@mirror.example.edu",
  "cdn-01.static.example.com",
];
const PATHS = [
  "/",
  "/index.html",
  "/a/b/../c/./d",
  "/%7Euser/docs/",
  "/search",
  "/images/logo%20final.png",
  "/API/V1/Items/123",
  "/blog/2023/05/17/uri-parsing-is-hard/",
  "/caf%c3%a9/menu",
  "/wiki/Übersicht",
  "/downloads/pkg-1.2.3.tar.gz",
];
const QUERIES = [
  "",
  "?q=1",
  "?utm_source=newsletter&utm_medium=email&utm_campaign=2023-q4",
  "?id=%41%42%43",
  "?a=b#sec-2",
];
const SCHEMES = ["http", "https", "HTTPS", "ftp", "ws"];

function generated() {
  const out = [];
  let i = 0;
  for (const host of HOSTS) {
    for (const path of PATHS) {
      const q = QUERIES[i % QUERIES.length];
      const s = SCHEMES[(i * 7) % SCHEMES.length];
      // ftp/ws with a userinfo-free form only, and no query on ftp (realistic)
      const query = s === "ftp" ? "" : q;
      out.push(`${s}://${host}${path}${query}`);
      i++;
    }
  }
  return out;
}

/** The ≥ 200 URIs measured by bench/core.js. */
export const URIS = [...HAND, ...generated()];

/** Bases for resolution. */
export const BASES = [
  "http://a/b/c/d;p?q",
  "https://example.com/docs/guide/intro.html?x=1#top",
  "http://[2001:db8::1]:8080/api/v1/",
  "file:///usr/share/doc/README",
];

/** RFC 3986 §5.4 references plus everyday relative links. */
export const REFERENCES = [
  // §5.4.1 normal examples
  "g:h",
  "g",
  "./g",
  "g/",
  "/g",
  "//g",
  "?y",
  "g?y",
  "#s",
  "g#s",
  "g?y#s",
  ";x",
  "g;x",
  "g;x?y#s",
  "",
  ".",
  "./",
  "..",
  "../",
  "../g",
  "../..",
  "../../",
  "../../g",
  // §5.4.2 abnormal examples
  "../../../g",
  "../../../../g",
  "/./g",
  "/../g",
  "g.",
  ".g",
  "g..",
  "..g",
  "./../g",
  "./g/.",
  "g/./h",
  "g/../h",
  "g;x=1/./y",
  "g;x=1/../y",
  "g?y/./x",
  "g?y/../x",
  "g#s/./x",
  "g#s/../x",
  "http:g",
  // everyday relative links in pages
  "images/logo.png",
  "../css/site.css?v=3",
  "/about/team#jobs",
  "//cdn.example.net/lib.js",
  "https://other.example/abs",
  "page2.html",
  "?page=2",
  "#section-3",
  "a%20b/c",
];

/** Every (reference, base) pair, the workload of the resolve rows. */
export const RESOLVE_PAIRS = BASES.flatMap((base) => REFERENCES.map((ref) => [ref, base]));
