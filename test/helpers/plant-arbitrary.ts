/**
 * fast-check arbitraries for VALID absolute URIs (RFC 3986 App. A plus the scheme rules of
 * the drafts and RFCs in ../shared/specs/), built so that they can be planted in running text
 * and must be found back exactly by a correct extractor (DESIGN.md "Delimiting rules").
 *
 * Every generator takes the delimiter context it will be planted in:
 * - `angle`: `<…>` — anything goes (a URI never holds `<`, `>` or whitespace).
 * - `double-quote`: `"…"` — a URI never holds `"`.
 * - `single-quote`: `'…'` — `'` (a sub-delim, RFC 3986 §2.2) is percent-encoded as `%27`.
 * - `bare`: whitespace-delimited, also used for `(…)`, `[…]`, `{…}` and `URL: …` — the URI
 *   never ends in a character the bare rules strip (`. , ; : ! ? ' "`), and every `(` / `[`
 *   inside it is balanced, so a closer right after it in the text is never mistaken for part
 *   of it (DESIGN.md: closers are kept only when they balance an opener inside the URI).
 *
 * Conservative choices, so that only URIs a correct extractor MUST find whole are generated:
 * - URN NSS never holds an "excluded" character of the URN draft §2.5.3 (`/ ? # %`, non-ASCII):
 *   in running text the NSS ends there. No q/r/f-components.
 * - Parentheses only as balanced groups `(…)` inside a segment; `[`/`]` only around IP-literals.
 * - Reg-name hosts are DNS names (LDH labels, single hyphens, alphabetic TLD) so that no
 *   all-numeric label makes them look like a broken IPv4 address.
 * - Ports 1–65535 without leading zeros; no empty port; no password in userinfo.
 * - Non-ASCII only as letters (Latin, Greek, Cyrillic, CJK, one astral letter), never
 *   punctuation a reader might strip, never RTL (RFC 3987 §4 bidi rules).
 */
import fc from "fast-check";
import { getSchemeRule } from "../../src/core/schemes/index.js";

export type PlantContext = "angle" | "double-quote" | "single-quote" | "bare";

export type UriFamily =
  | "http"
  | "ftp"
  | "mailto"
  | "news"
  | "nntp"
  | "telnet"
  | "gopher"
  | "wais"
  | "file"
  | "data"
  | "tel"
  | "urn"
  | "iri"
  | "generic";

export const URI_FAMILIES: readonly UriFamily[] = [
  "http",
  "ftp",
  "mailto",
  "news",
  "nntp",
  "telnet",
  "gopher",
  "wais",
  "file",
  "data",
  "tel",
  "urn",
  "iri",
  "generic",
];

export interface PlantedUri {
  uri: string;
  family: UriFamily;
}

// ---------------------------------------------------------------------------------------------
// character pools (RFC 3986 §2)

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const DIGIT = "0123456789";
const ALNUM = LOWER + UPPER + DIGIT;
const HEX = "0123456789abcdefABCDEF";
/** sub-delims without the parentheses, which only come as balanced groups (§2.2) */
const SUB_DELIMS = "!$&'*+,;=";
/** non-ASCII letters for IRIs (RFC 3987 ucschar), incl. one astral-plane letter */
const UNICODE_LETTERS = [
  ..."äöüéèçñøåæßÄÖÜœłžšğıπλωжщыяюдфбгкн日本語中文字例テストかな한국어",
  "𝒳",
];

function chars(pool: string | readonly string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...(typeof pool === "string" ? [...pool] : pool));
}

function str(pool: fc.Arbitrary<string>, minLength: number, maxLength: number) {
  return fc.array(pool, { minLength, maxLength }).map((a) => a.join(""));
}

const alnum = chars(ALNUM);
const digit = chars(DIGIT);
const pctEncoded = fc.tuple(chars(HEX), chars(HEX)).map(([a, b]) => `%${a}${b}`);
/** a percent-encoded UTF-8 character (what an IRI letter maps to, RFC 3987 §3.1) */
const pctUtf8 = chars(UNICODE_LETTERS).map((c) =>
  [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase()}`).join(""),
);

/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (§3.3), parentheses excluded */
function pcharPiece(iri: boolean): fc.Arbitrary<string> {
  const pieces: fc.WeightedArbitrary<string>[] = [
    { arbitrary: alnum, weight: 20 },
    { arbitrary: chars("-._~"), weight: 3 },
    { arbitrary: chars(SUB_DELIMS), weight: 2 },
    { arbitrary: chars(":@"), weight: 1 },
    { arbitrary: pctEncoded, weight: 1 },
    { arbitrary: pctUtf8, weight: 1 },
  ];
  if (iri) pieces.push({ arbitrary: chars(UNICODE_LETTERS), weight: 8 });
  return fc.oneof(...pieces);
}

/** a path segment; sometimes with one balanced `( … )` group (`/wiki/URI_(disambiguation)`) */
function segment(iri: boolean, minLength = 0): fc.Arbitrary<string> {
  const plain = str(pcharPiece(iri), minLength, 8);
  return fc.oneof(
    { arbitrary: plain, weight: 9 },
    {
      arbitrary: fc
        .tuple(plain, str(pcharPiece(iri), 1, 6), plain)
        .map(([a, b, c]) => `${a}(${b})${c}`),
      weight: 1,
    },
  );
}

/** path-abempty = *( "/" segment ) (§3.3), occasionally with dot-segments */
function pathAbempty(iri: boolean): fc.Arbitrary<string> {
  const seg = fc.oneof(
    { arbitrary: segment(iri), weight: 12 },
    { arbitrary: fc.constantFrom(".", ".."), weight: 1 },
  );
  return fc.array(seg, { minLength: 0, maxLength: 5 }).map((a) => a.map((s) => `/${s}`).join(""));
}

/** query / fragment = *( pchar / "/" / "?" ) (§3.4, §3.5) */
function queryText(iri: boolean): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { arbitrary: pcharPiece(iri), weight: 12 },
    { arbitrary: chars("/?"), weight: 1 },
  );
  const kv = fc.tuple(str(alnum, 1, 6), str(piece, 0, 8)).map(([k, v]) => `${k}=${v}`);
  return fc.oneof(
    { arbitrary: str(piece, 0, 12), weight: 3 },
    { arbitrary: fc.array(kv, { minLength: 1, maxLength: 3 }).map((a) => a.join("&")), weight: 3 },
    // an absolute URI inside a query (a redirect parameter): one URI, not two
    {
      arbitrary: fc
        .tuple(str(chars(LOWER), 1, 4), hostName(false), pathAbempty(false))
        .map(([k, h, p]) => `${k}=http://${h}${p}`),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// hosts (RFC 3986 §3.2.2)

/** an LDH label: alnum runs joined by single hyphens (never `--`, never at either end) */
const ldhLabel = fc.array(str(alnum, 1, 5), { minLength: 1, maxLength: 2 }).map((a) => a.join("-"));
const tld = str(chars(LOWER + UPPER), 2, 6);

/** the non-ASCII labels are real IDNA-valid words (node:url domainToASCII accepts them) */
const IDN_LABELS = [
  "bücher",
  "münchen",
  "café",
  "日本",
  "例え",
  "テスト",
  "пример",
  "испытание",
  "δοκιμή",
  "中文",
  "ñandú",
  "zürich",
];
const IDN_TLDS = ["テスト", "испытание", "中国", "рф"];

export function hostName(iri: boolean): fc.Arbitrary<string> {
  const label = iri
    ? fc.oneof({ arbitrary: chars(IDN_LABELS), weight: 3 }, { arbitrary: ldhLabel, weight: 1 })
    : ldhLabel;
  const top = iri ? fc.oneof(tld, chars(IDN_TLDS)) : tld;
  const labels = iri
    ? // an IRI host holds at least one non-ASCII label
      fc
        .tuple(fc.array(label, { minLength: 0, maxLength: 2 }), chars(IDN_LABELS), top)
        .map(([a, idn, t]) => [...a, idn, t].join("."))
    : fc
        .tuple(fc.array(label, { minLength: 0, maxLength: 3 }), top)
        .map(([a, t]) => [...a, t].join("."));
  return labels;
}

/** dec-octet (§3.2.2): 0–255 without leading zeros */
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
export const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((a) => a.join("."));

/** h16 = 1*4HEXDIG, in either case, sometimes zero-padded */
const h16 = fc
  .tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean(), fc.boolean())
  .map(([n, upper, pad]) => {
    let s = n.toString(16);
    if (pad) s = s.padStart(4, "0");
    return upper ? s.toUpperCase() : s;
  });

/** every IPv6address form of §3.2.2: full, `::`-compressed anywhere, with an IPv4 tail */
export const ipv6: fc.Arbitrary<string> = fc.oneof(
  fc.array(h16, { minLength: 8, maxLength: 8 }).map((a) => a.join(":")),
  fc
    .tuple(fc.array(h16, { minLength: 6, maxLength: 6 }), ipv4)
    .map(([a, v4]) => `${a.join(":")}:${v4}`),
  fc
    .integer({ min: 0, max: 7 })
    .chain((h) =>
      fc.tuple(
        fc.array(h16, { minLength: h, maxLength: h }),
        fc.array(h16, { minLength: 0, maxLength: 7 - h }),
      ),
    )
    .map(([head, tail]) => `${head.join(":")}::${tail.join(":")}`),
  fc
    .integer({ min: 0, max: 5 })
    .chain((h) =>
      fc.tuple(
        fc.array(h16, { minLength: h, maxLength: h }),
        fc.array(h16, { minLength: 0, maxLength: 5 - h }),
        ipv4,
      ),
    )
    .map(([head, tail, v4]) => `${head.join(":")}::${[...tail, v4].join(":")}`),
);

function host(iri: boolean): fc.Arbitrary<string> {
  if (iri) return hostName(true);
  return fc.oneof(
    { arbitrary: hostName(false), weight: 8 },
    { arbitrary: ipv4, weight: 1 },
    { arbitrary: ipv6.map((a) => `[${a}]`), weight: 1 },
  );
}

const port = fc.integer({ min: 1, max: 65535 }).map(String);
/** `:port`, mostly absent */
const optPort = fc
  .option(port, { nil: undefined, freq: 3 })
  .map((p) => (p === undefined ? "" : `:${p}`));

/** userinfo without a password (no ":"), RFC 3986 §3.2.1 */
const userinfo = str(
  fc.oneof(
    { arbitrary: alnum, weight: 12 },
    { arbitrary: chars("-._~"), weight: 2 },
    { arbitrary: chars(SUB_DELIMS), weight: 1 },
    { arbitrary: pctEncoded, weight: 1 },
  ),
  1,
  10,
);
const optUserinfo = fc
  .option(userinfo, { nil: undefined, freq: 5 })
  .map((u) => (u === undefined ? "" : `${u}@`));

/** an occasional uppercase scheme (schemes are case-insensitive, §3.1) */
function schemeCase(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(name), weight: 8 },
    { arbitrary: fc.constant(name.toUpperCase()), weight: 1 },
    { arbitrary: fc.constant(name[0]!.toUpperCase() + name.slice(1)), weight: 1 },
  );
}

function optional(arb: fc.Arbitrary<string>, prefix: string, freq = 2): fc.Arbitrary<string> {
  return fc.option(arb, { nil: undefined, freq }).map((v) => (v === undefined ? "" : prefix + v));
}

// ---------------------------------------------------------------------------------------------
// scheme families

/** http / https (RFC 9110 §4.2, RFC 3986 §3): host required */
function httpUri(iri: boolean): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("http", "https").chain(schemeCase),
      optUserinfo,
      host(iri),
      optPort,
      pathAbempty(iri),
      optional(queryText(iri), "?"),
      optional(queryText(iri), "#", 3),
    )
    .map(([s, u, h, p, path, q, f]) => `${s}://${u}${h}${p}${path}${q}${f}`);
}

/** ftp (RFC 1738 §3.2): host required; `;type=a|i|d` only after the last segment */
const ftpSegment = str(
  fc.oneof(
    { arbitrary: alnum, weight: 12 },
    { arbitrary: chars("-._~"), weight: 1 },
    { arbitrary: pctEncoded, weight: 1 },
  ),
  1,
  10,
);
const ftpUri = fc
  .tuple(
    schemeCase("ftp"),
    optUserinfo,
    fc.oneof({ arbitrary: hostName(false), weight: 6 }, { arbitrary: ipv4, weight: 1 }),
    optPort,
    fc.array(ftpSegment, { minLength: 0, maxLength: 4 }),
    fc.option(fc.constantFrom("a", "i", "d", "A", "I", "D"), { nil: undefined, freq: 2 }),
  )
  .map(([s, u, h, p, segs, type]) => {
    const path = segs.map((x) => `/${x}`).join("");
    const t = type === undefined ? "" : `${path === "" ? "/" : ""};type=${type}`;
    return `${s}://${u}${h}${p}${path}${t}`;
  });

/** mailto (RFC 6068 §2): addr-specs (dot-atom local parts), hfields with qchar values */
const localPart = fc
  .array(
    str(fc.oneof({ arbitrary: alnum, weight: 10 }, { arbitrary: chars("-_+"), weight: 1 }), 1, 8),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((a) => a.join("."));
const addrSpec = fc.tuple(localPart, hostName(false)).map(([l, d]) => `${l}@${d}`);
/** qchar = unreserved / pct-encoded / some-delims (RFC 6068 §2), parentheses excluded */
const qchar = fc.oneof(
  { arbitrary: alnum, weight: 12 },
  { arbitrary: chars("-._~"), weight: 2 },
  { arbitrary: chars("!$'*+,;:@"), weight: 2 },
  { arbitrary: pctEncoded, weight: 2 },
);
const hfield = fc
  .tuple(fc.constantFrom("subject", "body", "cc", "In-Reply-To", "X-Tag"), str(qchar, 0, 12))
  .map(([k, v]) => `${k}=${v}`);
const mailtoUri = fc
  .tuple(
    schemeCase("mailto"),
    fc.array(addrSpec, { minLength: 1, maxLength: 2 }),
    fc.array(hfield, { minLength: 0, maxLength: 3 }),
  )
  .map(([s, to, hf]) => `${s}:${to.join(",")}${hf.length > 0 ? `?${hf.join("&")}` : ""}`);

/** news (RFC 1738 §3.6, RFC 5538): a group name, a message-id without brackets, or `*` */
/** RFC 5536 §3.1.4: components of letters, digits, `+ - _`, starting with a letter or digit */
const groupComponent = fc
  .tuple(
    chars(LOWER + DIGIT),
    str(
      fc.oneof(
        { arbitrary: chars(LOWER + DIGIT), weight: 10 },
        { arbitrary: chars("+-_"), weight: 1 },
      ),
      0,
      7,
    ),
  )
  .map(([a, b]) => a + b);
/**
 * dpkg's "git:amd64" names a package and its architecture, a log's field, not a URI (RULES.md
 * "Logs", trigger-fields.ts DEB_ARCHES): a group named like an architecture goes on here
 */
const DEB_ARCHES = ["amd64", "i386", "arm64", "armhf", "armel", "ppc64el", "s390x"];
DEB_ARCHES.push("mips64el", "riscv64", "x32", "all");
const groupName = fc
  .array(groupComponent, { minLength: 1, maxLength: 4 })
  .map((a) => a.join("."))
  .map((g) => (DEB_ARCHES.includes(g) ? `${g}.a` : g));
/** a Message-ID without its angle brackets (RFC 5536 §3.1.3 dot-atom-text @ domain) */
const messageId = fc
  .tuple(
    fc
      .array(
        str(
          fc.oneof({ arbitrary: alnum, weight: 10 }, { arbitrary: chars("$-_"), weight: 1 }),
          1,
          8,
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((a) => a.join(".")),
    hostName(false),
  )
  .map(([l, h]) => `${l}@${h}`);
const newsUri = fc
  .tuple(
    schemeCase("news"),
    fc.oneof(
      { arbitrary: groupName, weight: 6 },
      { arbitrary: messageId, weight: 3 },
      { arbitrary: fc.constant("*"), weight: 1 },
    ),
  )
  .map(([s, x]) => `${s}:${x}`);

/** nntp (RFC 1738 §3.7): `nntp://host[:port]/group[/article-number]` */
const nntpUri = fc
  .tuple(
    schemeCase("nntp"),
    hostName(false),
    optPort,
    groupName,
    optional(fc.integer({ min: 1, max: 99999999 }).map(String), "/"),
  )
  .map(([s, h, p, g, n]) => `${s}://${h}${p}/${g}${n}`);

/** telnet (RFC 4248, RFC 1738 §3.8): host, optional user, path empty or `/` */
const telnetUri = fc
  .tuple(schemeCase("telnet"), optUserinfo, host(false), optPort, fc.constantFrom("", "/"))
  .map(([s, u, h, p, slash]) => `${s}://${u}${h}${p}${slash}`);

/** gopher (RFC 4266, RFC 1738 §3.4): `/` type-char selector [`%09` search [`%09` gopher+]] */
const selector = fc
  .array(
    str(
      fc.oneof(
        { arbitrary: alnum, weight: 12 },
        { arbitrary: chars("-._~"), weight: 1 },
        { arbitrary: pctEncoded, weight: 1 },
      ),
      0,
      8,
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((a) => a.join("/"));
const gopherUri = fc
  .tuple(
    schemeCase("gopher"),
    host(false),
    optPort,
    fc.option(
      fc.tuple(
        fc.constantFrom("0", "1", "7", "9", "g", "I", "h", "s"),
        selector,
        optional(str(alnum, 0, 8), "%09"),
        optional(fc.constantFrom("+", "!", "$", "+application/postscript%20Es_ES"), "%09%09", 3),
      ),
      { nil: undefined, freq: 6 },
    ),
  )
  .map(([s, h, p, rest]) => {
    if (rest === undefined) return `${s}://${h}${p}/`;
    const [type, sel, search, plus] = rest;
    return `${s}://${h}${p}/${type}${sel}${plus !== "" ? plus : search}`;
  });

/** wais (RFC 4156, RFC 1738 §3.9): database, `?search`, or `/wtype/wpath` */
const waisWord = str(
  fc.oneof({ arbitrary: alnum, weight: 12 }, { arbitrary: chars("-._~"), weight: 1 }),
  1,
  10,
).filter((w) => w !== "." && w !== ".."); // a dot segment names no database (bad-wais)
const waisUri = fc
  .tuple(
    schemeCase("wais"),
    hostName(false),
    optPort,
    waisWord,
    fc.oneof(
      fc.constant(""),
      waisWord.map((q) => `?${q}`),
      fc.tuple(waisWord, waisWord).map(([t, p]) => `/${t}/${p}`),
    ),
  )
  .map(([s, h, p, db, rest]) => `${s}://${h}${p}/${db}${rest}`);

/** file (RFC 8089 §2): `file:///path`, `file://localhost/path`, `file://host/path`, DOS drives */
/** path segments, sometimes with non-ASCII letters (an IRI: `file:///home/jürgen/日本.txt`) */
const fileSegments = fc
  .boolean()
  .chain((iri) => fc.array(segment(iri, 1), { minLength: 1, maxLength: 4 }))
  .map((a) => a.map((s) => `/${s}`).join(""));
const fileUri = fc
  .tuple(
    schemeCase("file"),
    fc.oneof(
      { arbitrary: fc.constant(""), weight: 5 },
      { arbitrary: fc.constant("localhost"), weight: 1 },
      { arbitrary: hostName(false), weight: 1 },
    ),
    fc.oneof(
      { arbitrary: fc.constant(""), weight: 5 },
      { arbitrary: fc.constantFrom("/c:", "/D:"), weight: 1 },
    ),
    fileSegments,
  )
  .map(([s, h, drive, path]) => `${s}://${h}${drive}${path}`);

/** data (RFC 2397 §3): `data:[mediatype][;base64],data` */
const mediaType = fc
  .tuple(
    fc.constantFrom(
      "",
      "text/plain",
      "image/png",
      "image/gif",
      "application/json",
      "application/octet-stream",
    ),
    fc.constantFrom("", ";charset=utf-8", ";charset=US-ASCII"),
  )
  .map(([t, p]) => (t === "" ? "" : t + p));
const dataUri = fc
  .tuple(
    schemeCase("data"),
    mediaType,
    fc.oneof(
      fc
        .uint8Array({ minLength: 1, maxLength: 24 })
        .map((b) => `;base64,${Buffer.from(b).toString("base64")}`),
      str(
        fc.oneof(
          { arbitrary: alnum, weight: 12 },
          { arbitrary: chars("-._~!$*+,;=:@"), weight: 1 },
          { arbitrary: pctEncoded, weight: 2 },
        ),
        1,
        16,
      ).map((d) => `,${d}`),
    ),
  )
  .map(([s, m, rest]) => `${s}:${m}${rest}`);

/** tel (RFC 3966 §3): global numbers with visual separators, local numbers with a context */
const phoneDigits = fc
  .array(fc.tuple(str(digit, 1, 4), fc.constantFrom("", "-", ".")), { minLength: 1, maxLength: 4 })
  .chain((groups) => digit.map((last) => groups.map(([d, sep]) => d + sep).join("") + last));
const telUri = fc
  .tuple(
    schemeCase("tel"),
    fc.oneof(
      { arbitrary: phoneDigits.map((d) => `+${d}`), weight: 3 },
      {
        arbitrary: fc
          .tuple(
            phoneDigits,
            fc.oneof(
              hostName(false),
              phoneDigits.map((d) => `+${d}`),
            ),
          )
          .map(([d, ctx]) => `${d};phone-context=${ctx}`),
        weight: 1,
      },
    ),
    optional(str(digit, 1, 5), ";ext=", 4),
  )
  .map(([s, n, ext]) => {
    // RFC 3966 §3: par ( ext ) comes before the phone-context parameter in the grammar
    const semi = n.indexOf(";");
    return semi < 0 ? `${s}:${n}${ext}` : `${s}:${n.slice(0, semi)}${ext}${n.slice(semi)}`;
  });

/**
 * urn (RFC 8141 §2, the 2141bis draft §2): NID 2–32 LDH, alnum at both ends, never `urn`
 * (nor the informal `urn-` / experimental `x-` forms); NSS of pchar minus the draft's
 * excluded characters (§2.5.3), so that running text cannot cut it short.
 */
const nid = fc
  .tuple(chars(LOWER + UPPER + DIGIT), str(chars(`${ALNUM}-`), 0, 30), chars(LOWER + UPPER + DIGIT))
  .map(([a, b, c]) => a + b + c)
  .filter((n) => {
    const l = n.toLowerCase();
    // (nor "uuid" or "oid", whose NSS has its own syntax: RFC 9562 §4, RFC 3061 §2 — a
    // random one is rightly invalid, `urn:OiD:a`; session 45 did the same in uri-arbitrary.ts)
    return (
      l !== "urn" &&
      !l.startsWith("urn-") &&
      !l.startsWith("x-") &&
      !l.startsWith("xn--") &&
      l !== "uuid" &&
      l !== "oid"
    );
  });
const nss = fc
  .tuple(
    alnum,
    str(
      fc.oneof(
        { arbitrary: alnum, weight: 14 },
        { arbitrary: chars("-._~"), weight: 2 },
        { arbitrary: chars("!$&*+,;=:@"), weight: 1 },
      ),
      0,
      20,
    ),
  )
  .map(([a, b]) => a + b);
const isbn = fc
  .tuple(digit, str(digit, 3, 3), str(digit, 5, 5), digit)
  .map(([a, b, c, d]) => `${a}-${b}-${c}-${d}`);
const urnUri = fc
  .tuple(
    schemeCase("urn"),
    fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom("isbn", "ISBN"), isbn), weight: 1 },
      {
        arbitrary: fc.tuple(
          fc.constant("ietf"),
          fc.integer({ min: 1, max: 9999 }).map((n) => `rfc:${n}`),
        ),
        weight: 1,
      },
      { arbitrary: fc.tuple(fc.constant("uuid"), fc.uuid()), weight: 1 },
      { arbitrary: fc.tuple(nid, nss), weight: 4 },
    ),
  )
  .map(([s, [n, rest]]) => `${s}:${n}:${rest}`);

/** IRIs (RFC 3987 §2.2): http(s) with non-ASCII host labels and non-ASCII path/query/fragment */
const iriUri = httpUri(true).filter((u) => /[^\x00-\x7f]/.test(u));

/**
 * Schemes with rules of their own (the table of src/core/schemes), plus the ones the
 * warnings single out, kept out of `generic`.
 */
function isRuled(name: string): boolean {
  return getSchemeRule(name) !== undefined || name === "javascript" || name === "vbscript";
}

/**
 * a scheme under the generic rules only, with an authority (RFC 3986 §3): found even in bare
 * text when unregistered, because it is followed by `//` (DESIGN.md "Delimiting rules").
 * In bare text no "." in the name: "see...http://" is read as sentence punctuation glued to
 * a registered scheme, so `a.aw://x` is ambiguous there (`aw` is registered); inside `<…>`
 * and quotes the delimiter marks where the scheme starts, so dots are fair game.
 */
function genericUri(dots: boolean): fc.Arbitrary<string> {
  return (
    fc
      .tuple(
        chars(LOWER),
        str(
          fc.oneof(
            { arbitrary: chars(LOWER + DIGIT), weight: 8 },
            { arbitrary: chars(dots ? "+-." : "+-"), weight: 1 },
          ),
          1,
          7,
        ),
        chars(LOWER),
      )
      .map(([a, b, c]) => a + b + c)
      // "url" is never a scheme: "URL:" is the url-draft-1994 prefix (DESIGN "Delimiting rules")
      .filter((name) => !isRuled(name) && name !== "url")
      .chain((name) =>
        fc
          .tuple(
            schemeCase(name),
            optUserinfo,
            host(false),
            optPort,
            pathAbempty(false),
            optional(queryText(false), "?"),
            optional(queryText(false), "#", 3),
          )
          .map(([sc, u, h, p, path, q, f]) => `${sc}://${u}${h}${p}${path}${q}${f}`),
      )
  );
}

const FAMILY_ARBS: Record<UriFamily, fc.Arbitrary<string>> = {
  http: httpUri(false),
  ftp: ftpUri,
  mailto: mailtoUri,
  news: newsUri,
  nntp: nntpUri,
  telnet: telnetUri,
  gopher: gopherUri,
  wais: waisUri,
  file: fileUri,
  data: dataUri,
  tel: telUri,
  urn: urnUri,
  iri: iriUri,
  generic: genericUri(true),
};

/**
 * a long http URI (about 1–7 kB, below the default maxLength of 8192 bytes): longer than any
 * window a scanner might keep for quotes or look-back, so it tests the bounds
 */
export const longHttpUri: fc.Arbitrary<string> = fc
  .tuple(
    hostName(false),
    fc.array(segment(false, 1), { minLength: 150, maxLength: 900 }),
    optional(queryText(false), "?"),
  )
  .map(([h, segs, q]) => {
    let path = "";
    for (const seg of segs) {
      if (path.length + seg.length > 7000) break;
      path += `/${seg}`;
    }
    return `http://${h}${path}${q}`;
  });

// ---------------------------------------------------------------------------------------------
// fitting a URI to its context

/** the characters the bare rules strip from the end of a URI (DESIGN.md "Delimiting rules") */
export const BARE_TRAILING = ".,;:!?'\"";

/** a doubled emphasis marker at the end: the bare rules drop it (RULES.md "Markdown emphasis") */
function endsInDoubledEmphasis(u: string): boolean {
  const b = u[u.length - 1];
  return (b === "*" || b === "_" || b === "~") && u[u.length - 2] === b;
}

/**
 * Makes a valid URI plantable in a context without changing its validity:
 * `'` → `%27` inside single quotes (every family generates `'` only where pct-encoded is
 * allowed too); in bare context a final `z` after a strippable character or a doubled
 * emphasis marker (every family
 * ends, when it can end that way at all, in a free-form path/query/fragment/NSS/data part).
 */
export function fitToContext(uri: string, context: PlantContext): string {
  // an HTML character reference ("&#3;", "&amp;") is read as escaped text: it ends the URI or
  // stands for its character (RULES.md "Escaped HTML"); a random path and fragment spell one
  // now and then ("…/&#3;z"): its "&" is written "%26" here
  let u = uri.replace(/&(?=(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);)/g, "%26");
  if (context === "single-quote") u = u.replaceAll("'", "%27");
  if (context === "bare") {
    while (BARE_TRAILING.includes(u[u.length - 1]!) || endsInDoubledEmphasis(u)) u += "z";
    // (a reference that the sentence's ";" after the URI completes, too: "…?a=&#0" in
    // "X; then" — "&#0;" refers to a C0 control, which ends the URI)
    u = u.replace(/&(?=(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*)$)/, "%26");
    // "$(" in bare text is a shell command or a make variable, where the URI ends before its
    // "$" (RULES.md "Code and markup"): written "%24(" here; and "','" is the next item of a
    // list of quoted strings (RULES.md "Single quotes"): written "'%2C'"
    u = u.replaceAll("$(", "%24(");
    while (u.includes("','")) u = u.replace("','", "'%2C'");
  }
  // a regular expression's group ("(.*", "(?:", "(\\d", "([") and an autoconf substitution
  // ("@NAME@") read outside "<…>" are a pattern's or a template's, where the URI ends before
  // their segment (RULES.md "A template's placeholder in the path"): the "." or "?" after
  // the "(" written "%2E", "%3F" there (the "(" stays: a closer may balance it), the "@"
  // "%40"
  // … and so are a shell variable without braces and a web server's after a host
  // ("…/dl/$pkgname-…", "https://example.com$request_uri", "…com$1": RULES.md "Session 46:
  // variables without braces"): its "$" written "%24" there
  if (context !== "angle") {
    u = u.replace(/\(\.(?=[*+?])/g, "(%2E").replace(/\(\?(?=[:P<=!])/g, "(%3F");
    u = u.replace(/\$(?=[A-Za-z_0-9])/g, "%24");
    u = u.replace(/@(?=[A-Z][A-Z0-9_]+@)/g, "%40");
  }
  // a "scheme://" inside the path of a URI with an authority starts another URI in bare
  // text when a comma, a bracket or a word of a no-space script is glued before it
  // (RULES.md "Closers", "Scripts without spaces"), and in quotes after a comma (a list of
  // URIs, "http://a.example/,b://c"): written "scheme:%2F/" here. (In "<…>" the brackets
  // say it is one URI)
  if (context !== "angle") {
    const first = authorityStart(u);
    if (first >= 0) u = u.slice(0, first) + u.slice(first).replaceAll("://", ":%2F/");
  }
  return u;
}

/** the index after the "://" that follows a URI's scheme, or -1 */
function authorityStart(u: string): number {
  const k = u.indexOf("://");
  return k > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(u.slice(0, k)) ? k + 3 : -1;
}

/** true when the URI can be planted in the context and must be found back unchanged */
export function isPlantable(uri: string, context: PlantContext): boolean {
  if (/[\s<>"]/.test(uri)) return false;
  // an HTML character reference is read as escaped text (fitToContext)
  if (/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/.test(uri)) return false;
  if (context === "single-quote" && uri.includes("'")) return false;
  // a pattern's group or a template's "@NAME@" (fitToContext)
  if (context !== "angle" && /\((\.[*+?]|\?[:P<=!]|\\|\[)|@[A-Z][A-Z0-9_]+@/.test(uri))
    return false;
  if (context !== "angle") {
    const first = authorityStart(uri);
    if (first >= 0 && uri.indexOf("://", first) >= 0) return false;
  }
  if (context === "bare") {
    if (BARE_TRAILING.includes(uri[uri.length - 1]!) || endsInDoubledEmphasis(uri)) return false;
    if (/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*)$/.test(uri)) return false;
    if (uri.includes("$(") || uri.includes("','")) return false;
    let parens = 0;
    let brackets = 0;
    for (const c of uri) {
      if (c === "(") parens++;
      else if (c === ")" && --parens < 0) return false;
      else if (c === "[") brackets++;
      else if (c === "]" && --brackets < 0) return false;
    }
    if (parens !== 0 || brackets !== 0) return false;
  }
  return true;
}

/** a valid URI of one family, fitted to the context */
export function uriOf(
  family: UriFamily,
  context: PlantContext = "angle",
): fc.Arbitrary<PlantedUri> {
  const arb = family === "generic" && context === "bare" ? genericUri(false) : FAMILY_ARBS[family];
  return arb.map((u) => ({ uri: fitToContext(u, context), family }));
}

/** a valid URI of any family (IRIs included), fitted to the context */
export function plantableUri(context: PlantContext = "angle"): fc.Arbitrary<PlantedUri> {
  return fc.oneof(
    ...URI_FAMILIES.map((f) => ({
      arbitrary: uriOf(f, context),
      weight: f === "http" || f === "iri" ? 3 : 1,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// wrapping inside `<…>` (2396bis App. E; DESIGN.md: whitespace, indentation and mail quote
// markers at a line start are dropped inside angle brackets)

/** the ways a mail client writes `depth` levels of quoting at a line start */
export function quotePrefix(depth: number): fc.Arbitrary<string> {
  if (depth === 0) return fc.constant("");
  if (depth === 1) return fc.constantFrom("> ", ">", ">\t");
  return fc.constantFrom(`${"> ".repeat(depth)}`, `${">".repeat(depth)} `, ">".repeat(depth));
}

/**
 * one break: optional trailing blanks, a line break, the quote markers of the quoting depth
 * the URI's opening line has (a reader drops those, not any `>` that starts a line: in
 * unquoted text `<http://a/b\n> c>` ends at the `>`), then indentation
 */
export function lineBreak(depth: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("", "", " ", "\t"),
      fc.constantFrom("\n", "\n", "\r\n"),
      quotePrefix(depth),
      fc.constantFrom("", " ", "   ", "\t", "      "),
    )
    .map(([trail, nl, marker, indent]) => trail + nl + marker + indent);
}

/** a break by a single space, no line break (`<ftp://ds.internic. net/rfc/>`, 1997 App. E) */
const spaceBreak = fc.constantFrom(" ", "  ");

/**
 * Positions where a break can go: after the first character past the scheme's colon (never
 * right after the colon, where `<Note: see below>` tells prose from a URI), never right after
 * a hyphen (2396bis App. E: that reading is ambiguous), never inside a surrogate pair, never
 * at the very end (a `>` at the start of a continuation line would be a quote marker).
 */
export function breakPositions(uri: string, afterColon = true): number[] {
  const colon = afterColon ? uri.indexOf(":") : -2;
  let from = Math.max(1, colon + 2);
  // an unregistered scheme (the `generic` family) is told from prose by the `//` after it
  // (DESIGN.md bare rule; the angle scanner asks the same before it drops whitespace):
  // keep `scheme://` whole
  if (
    afterColon &&
    !isRuled(uri.slice(0, colon).toLowerCase()) &&
    uri.startsWith("//", colon + 1)
  ) {
    from = colon + 3;
  }
  const out: number[] = [];
  for (let i = from; i < uri.length; i++) {
    if (uri[i - 1] === "-") continue;
    const c = uri.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    out.push(i);
  }
  return out;
}

/**
 * the URI broken at 1–3 distinct positions; `text` is what goes between `<` and `>` on a
 * line quoted `depth` times (the continuation lines carry the same quote markers)
 */
export function wrappedText(
  uri: string,
  depth = 0,
  /** false for a tail of a URI (no scheme in it); the tail may also stay unbroken */
  whole = true,
): fc.Arbitrary<{ text: string; breaks: number }> {
  const positions = breakPositions(uri, whole);
  if (positions.length === 0) return fc.constant({ text: uri, breaks: 0 });
  return fc
    .uniqueArray(fc.constantFrom(...positions), {
      minLength: whole ? 1 : 0,
      maxLength: Math.min(3, positions.length),
    })
    .chain((ps) =>
      fc
        .array(
          fc.oneof(
            { arbitrary: lineBreak(depth), weight: 5 },
            { arbitrary: spaceBreak, weight: 1 },
          ),
          {
            minLength: ps.length,
            maxLength: ps.length,
          },
        )
        .map((brs) => {
          const sorted = [...ps].sort((a, b) => a - b);
          let text = "";
          let last = 0;
          sorted.forEach((p, k) => {
            text += uri.slice(last, p) + brs[k];
            last = p;
          });
          // `breaks`: the line breaks among them (Found.wrapped: a line break was removed;
          // spaces inside one line are dropped but do not wrap it)
          return {
            text: text + uri.slice(last),
            breaks: brs.filter((br) => br.includes("\n")).length,
          };
        }),
    );
}

// ---------------------------------------------------------------------------------------------
// noise: running text that holds no URI (DESIGN.md: Message-IDs, e-mail addresses, `<b>`,
// `12:30`, `Re: x`, `key:value` are not URIs)

const WORDS = [
  "the",
  "a",
  "see",
  "and",
  "or",
  "for",
  "more",
  "details",
  "I",
  "found",
  "it",
  "under",
  "you",
  "can",
  "probably",
  "pick",
  "up",
  "from",
  "Note",
  "warning",
  "http",
  "ftp",
  "mail",
  "URL",
  "urn",
  "link",
  "page",
  "Thanks,",
  "Jim.",
  "e.g.",
  "i.e.",
  "etc.",
  "(see",
  "above)",
  "[1]",
  "{x}",
  "—",
  "…",
  "-",
  "--",
  "*",
  "'quoted'",
  '"said"',
  "well...",
  "yes!",
  "no?",
];
const MULTIBYTE = [
  "café",
  "naïve",
  "Straße",
  "日本語の文章",
  "Привет, мир",
  "Ελληνικά",
  "🎉",
  "👍🏽",
  "中文",
  "한국어",
];
const SPECIAL_NOISE = [
  "Re:",
  "RE:",
  "Fwd:",
  "Note:",
  "NB:",
  "PS:",
  "Subject: hello",
  "Message-ID:",
  "<b>",
  "</b>",
  "<br/>",
  "<p>",
  "<this is not a uri>",
  "<Note: see below>",
  "HTTP/1.0",
  '"GET /index.html HTTP/1.0" 200 2326',
  "[10/Oct/2000:13:55:36 -0700]",
  "C:\\temp\\x.txt",
  "ratio 16:9",
  "Psalm 23:1",
  // labels in prose whose names are registered schemes: a colon and a space make no URI
  "Example:",
  "Tip:",
  "Info:",
  "About:",
  "Message:",
  "Session:",
  "URL: see below",
  // schemes with nothing valid after them (invalid candidates are not emitted by default)
  "http://",
  "mailto:",
  "ftp:/",
  // colons that are not schemes
  "fe80::1",
  "2001:db8::7",
  "std::vector<int>",
  "10:00am",
  // lone brackets and quotes
  "<",
  "a < b",
  "x > y",
  "=>",
  "it's",
  "don't",
  '5" floppy',
];

const timeToken = fc
  .tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.option(fc.integer({ min: 0, max: 59 })),
  )
  .map(([h, m, s]) => {
    const two = (n: number) => String(n).padStart(2, "0");
    return `${h}:${two(m)}${s === null ? "" : `:${two(s)}`}`;
  });
const keyValue = fc
  .tuple(fc.constantFrom("key", "name", "size", "foo", "color", "width"), str(alnum, 1, 6))
  .map(([k, v]) => `${k}:${v}`);
// (not "_" first: a word that starts with "_" opens Markdown emphasis, which a plant's
// trailing "_" would close — noise sets no delimiter for a plant)
const email = fc
  .tuple(localPart, hostName(false))
  .map(([l, h]) => `${l.startsWith("_") ? `x${l}` : l}@${h}`);
const msgIdToken = messageId.map((m) => `<${m}>`);

export const noiseToken: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: chars(WORDS), weight: 12 },
  { arbitrary: fc.integer({ min: -1000, max: 100000 }).map(String), weight: 2 },
  { arbitrary: chars(MULTIBYTE), weight: 3 },
  { arbitrary: chars(SPECIAL_NOISE), weight: 3 },
  { arbitrary: timeToken, weight: 2 },
  { arbitrary: keyValue, weight: 1 },
  { arbitrary: email, weight: 2 },
  { arbitrary: email.map((e) => `<${e}>`), weight: 1 },
  { arbitrary: msgIdToken, weight: 2 },
);

/** a run of 0–8 noise tokens, separated by spaces and line breaks; never a blank-free join */
export const noise: fc.Arbitrary<string> = fc
  .array(fc.tuple(noiseToken, fc.constantFrom(" ", " ", " ", "\n", "\n\n", "\t", "\r\n")), {
    minLength: 0,
    maxLength: 8,
  })
  .map((a) => a.map(([t, sep]) => t + sep).join(""));
