/**
 * fast-check arbitraries that generate URIs from the RFC 3986 App. A grammar (and the
 * RFC 3987 IRI extension), for property tests:
 *
 * - `arbUri()`: absolute URIs that are valid, generic and scheme rules both — http(s),
 *   ws(s), ftp, unknown schemes with and without an authority, urn, mailto, file, tel, news,
 *   data — with IRIs (Unicode in host, path, query, fragment), IPv4 / IPv6 / IPvFuture
 *   hosts, RFC 6874 zones, ports, userinfo, percent-encodings in either case, dot segments.
 * - `arbReference()`: URI-references (RFC 3986 §4.1): network-path, absolute-path and
 *   relative-path references (with "." / ".." segments), the empty reference, and
 *   sometimes an absolute URI.
 * - the component arbitraries they are built from, for finer-grained properties.
 */
import fc from "fast-check";

const ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGIT = "0123456789";
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const HEX = "0123456789ABCDEFabcdef";

function chars(set: string): fc.Arbitrary<string> {
  return fc.constantFrom(...set.split(""));
}

/** pct-encoded = "%" HEXDIG HEXDIG (RFC 3986 §2.1), either case */
export function arbPctEncoded(): fc.Arbitrary<string> {
  return fc.tuple(chars(HEX), chars(HEX)).map(([a, b]) => `%${a}${b}`);
}

/** A few ucschar / non-ASCII letters (RFC 3987 §2.2) in several scripts, one astral. */
const UCS = ["é", "ü", "ß", "ж", "λ", "日", "本", "ア", "한", "ע", "ب", "\u{1F600}", "\u{10300}"];

function arbUcs(): fc.Arbitrary<string> {
  return fc.constantFrom(...UCS);
}

/** A string of 0..max units from the given unit arbitraries. */
function str(units: fc.Arbitrary<string>, maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc.array(units, { minLength, maxLength }).map((a) => a.join(""));
}

/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (§3.3); ucschar when `iri` */
export function arbPchar(iri = false): fc.Arbitrary<string> {
  const arbs: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: chars(UNRESERVED), weight: 12 },
    { arbitrary: chars(`${SUB_DELIMS}:@`), weight: 3 },
    { arbitrary: arbPctEncoded(), weight: 2 },
  ];
  if (iri) arbs.push({ arbitrary: arbUcs(), weight: 2 });
  return fc.oneof(...arbs);
}

/** segment = *pchar, with "." and ".." (§3.3) */
export function arbSegment(iri = false): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: str(arbPchar(iri), 8), weight: 8 },
    { arbitrary: fc.constantFrom(".", ".."), weight: 2 },
  );
}

/** path-abempty = *( "/" segment ) */
export function arbPathAbempty(iri = false): fc.Arbitrary<string> {
  return fc.array(arbSegment(iri), { maxLength: 5 }).map((s) => s.map((x) => `/${x}`).join(""));
}

/** query = fragment = *( pchar / "/" / "?" ) (§3.4, §3.5) */
export function arbQuery(iri = false): fc.Arbitrary<string> {
  return str(
    fc.oneof({ arbitrary: arbPchar(iri), weight: 8 }, { arbitrary: chars("/?"), weight: 1 }),
    12,
  );
}

/** IPv4address with strict dec-octets (§3.2.2) */
export function arbIPv4(): fc.Arbitrary<string> {
  return fc
    .array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 })
    .map((a) => a.join("."));
}

/** IPv6address in any of its text forms: compressed or not, any case, leading zeros, IPv4 tail. */
export function arbIPv6(): fc.Arbitrary<string> {
  return fc
    .record({
      pieces: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff })), {
        minLength: 8,
        maxLength: 8,
      }),
      compress: fc.option(fc.tuple(fc.nat(7), fc.integer({ min: 1, max: 8 }))),
      upper: fc.boolean(),
      pad: fc.boolean(),
      v4: fc.boolean(),
    })
    .map(({ pieces, compress, upper, pad, v4 }) => {
      const hex = (n: number) => {
        let h = n.toString(16);
        if (pad) h = h.padStart(4, "0");
        return upper ? h.toUpperCase() : h;
      };
      const n = v4 ? 6 : 8;
      const text = pieces.slice(0, n).map(hex);
      const tail = v4
        ? [`${pieces[6]! >> 8}.${pieces[6]! & 255}.${pieces[7]! >> 8}.${pieces[7]! & 255}`]
        : [];
      if (compress === null) return [...text, ...tail].join(":");
      const [start, len] = compress;
      const s = Math.min(start, n - 1);
      const l = Math.min(len, n - s);
      const before = text.slice(0, s).join(":");
      const after = [...text.slice(s + l), ...tail].join(":");
      return `${before}::${after}`;
    });
}

/** An LDH label (RFC 1034 §3.5 preferred syntax), any case. */
function arbLabel(): fc.Arbitrary<string> {
  return fc
    .tuple(chars(ALPHA + DIGIT), str(chars(`${ALPHA}${DIGIT}-`), 6), chars(ALPHA + DIGIT))
    .map(([a, b, c]) => `${a}${b}${c}`);
}

/** IDN labels in one script each (valid U-labels). */
const IDN_LABELS = [
  "münchen",
  "пример",
  "例え",
  "テスト",
  "bücher",
  "ελληνικά",
  "한국",
  "日本語",
  "café",
];

/** A host name: LDH labels, sometimes an IDN label, sometimes percent-encoded unreserved. */
export function arbRegName(iri = true): fc.Arbitrary<string> {
  const label = iri
    ? fc.oneof(
        { arbitrary: arbLabel(), weight: 6 },
        { arbitrary: fc.constantFrom(...IDN_LABELS), weight: 1 },
      )
    : arbLabel();
  return fc
    .tuple(
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.constantFrom("com", "example", "ORG", "de"),
      fc.boolean(),
    )
    .map(([labels, tld, pctA]) => {
      let h = [...labels, tld].join(".");
      // "%61" is "a": a percent-encoded unreserved character in a reg-name (§2.3, §6.2.2.2)
      if (pctA) h = h.replace("a", "%61");
      return h;
    });
}

/** host = IP-literal / IPv4address / reg-name (§3.2.2), as it stands in the authority */
export function arbHost(iri = true): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: arbRegName(iri), weight: 8 },
    { arbitrary: arbIPv4(), weight: 2 },
    { arbitrary: arbIPv6().map((h) => `[${h}]`), weight: 2 },
    {
      arbitrary: fc
        .tuple(arbIPv6(), str(chars(`${ALPHA}${DIGIT}`), 5, 1))
        .map(([h, z]) => `[${h}%25${z}]`),
      weight: 1,
    },
    { arbitrary: fc.constant("[v1.fe:Ab]"), weight: 1 },
  );
}

/** [ userinfo "@" ] host [ ":" port ] (§3.2) */
export function arbAuthority(iri = true): fc.Arbitrary<string> {
  return fc
    .record({
      userinfo: fc.option(
        str(fc.oneof(chars(UNRESERVED), chars(`${SUB_DELIMS}:`), arbPctEncoded()), 8),
      ),
      host: arbHost(iri),
      port: fc.option(fc.oneof(fc.constant(""), fc.integer({ min: 0, max: 65535 }).map(String))),
    })
    .map(({ userinfo, host, port }) => {
      let a = userinfo === null ? "" : `${userinfo}@`;
      a += host;
      if (port !== null) a += `:${port}`;
      return a;
    });
}

function opt(prefix: string, arb: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.option(arb).map((v) => (v === null ? "" : `${prefix}${v}`));
}

/** scheme ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) that has no rule of its own */
function arbUnknownScheme(): fc.Arbitrary<string> {
  return fc.constantFrom("foo", "X-Custom", "git+ssh", "cvs", "Example", "a.b-c+d", "acct", "h323");
}

function arbHttpLike(): fc.Arbitrary<string> {
  const http = fc
    .tuple(
      fc.constantFrom("http", "https", "HTTP", "Https"),
      arbAuthority(true),
      arbPathAbempty(true),
      opt("?", arbQuery(true)),
      opt("#", arbQuery(true)),
    )
    .map(([s, a, p, q, f]) => `${s}://${a}${p}${q}${f}`);
  // RFC 6455 §3: no userinfo, no fragment
  const ws = fc
    .tuple(
      fc.constantFrom("ws", "wss", "WS"),
      arbAuthority(true),
      arbPathAbempty(true),
      opt("?", arbQuery(true)),
    )
    .map(([s, a, p, q]) => `${s}://${a.slice(a.indexOf("@") + 1)}${p}${q}`);
  return fc.oneof({ arbitrary: http, weight: 3 }, { arbitrary: ws, weight: 1 });
}

function arbFtp(): fc.Arbitrary<string> {
  return fc
    .tuple(arbRegName(false), fc.array(str(chars(`${ALPHA}${DIGIT}-_.`), 6, 1), { maxLength: 3 }))
    .map(([h, segs]) => `ftp://${h}${segs.map((s) => `/${s}`).join("")}`);
}

function arbGeneric(): fc.Arbitrary<string> {
  const withAuthority = fc
    .tuple(arbUnknownScheme(), arbAuthority(true), arbPathAbempty(true))
    .map(([s, a, p]) => `${s}://${a}${p}`);
  // path-absolute / path-rootless / path-empty (§3.3)
  const absolute = fc
    .tuple(arbUnknownScheme(), str(arbPchar(true), 6, 1), arbPathAbempty(true))
    .map(([s, first, rest]) => `${s}:/${first}${rest}`);
  const rootless = fc
    .tuple(arbUnknownScheme(), str(arbPchar(true), 6, 1), arbPathAbempty(true))
    .map(([s, first, rest]) => `${s}:${first}${rest}`);
  const empty = arbUnknownScheme().map((s) => `${s}:`);
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: withAuthority, weight: 4 },
        { arbitrary: absolute, weight: 2 },
        { arbitrary: rootless, weight: 2 },
        { arbitrary: empty, weight: 1 },
      ),
      opt("?", arbQuery(true)),
      opt("#", arbQuery(true)),
    )
    .map(([u, q, f]) => `${u}${q}${f}`);
}

/** urn:NID:NSS (RFC 8141 §2), ASCII only */
function arbUrn(): fc.Arbitrary<string> {
  const nid = fc
    .tuple(chars(ALPHA + DIGIT), str(chars(`${ALPHA}${DIGIT}-`), 6), chars(ALPHA + DIGIT))
    .map(([a, b, c]) => `${a}${b}${c}`)
    // (not "urn-…", nor the NIDs whose NSS has a syntax of its own: uuid, RFC 4122 §3; oid,
    // RFC 3061 §2 — a random NSS is no valid one, "urn:OiD:a")
    .filter((n) => !/^urn(-\d*)?$/i.test(n) && !/^(uuid|oid)$/i.test(n));
  const nssChar = fc.oneof(
    { arbitrary: chars(`${UNRESERVED}${SUB_DELIMS}:@`), weight: 10 },
    { arbitrary: arbPctEncoded().filter((p) => p !== "%00"), weight: 2 },
  );
  const nss = fc
    .tuple(
      nssChar,
      str(
        fc.oneof({ arbitrary: nssChar, weight: 8 }, { arbitrary: fc.constant("/"), weight: 1 }),
        10,
      ),
    )
    .map(([a, b]) => a + b);
  const rq = fc.constantFrom("", "?+r", "?=q", "?+r?=q/x", "?s=1&c=2");
  return fc
    .tuple(fc.constantFrom("urn", "URN", "Urn"), nid, nss, rq, opt("#", arbQuery(false)))
    .map(([u, n, s, q, f]) => `${u}:${n}:${s}${q}${f}`);
}

function arbMailto(): fc.Arbitrary<string> {
  return fc
    .tuple(
      str(chars(`${ALPHA}${DIGIT}`), 8, 1),
      arbRegName(false).map((h) => h.replace("%61", "a")),
    )
    .map(([l, d]) => `mailto:${l}@${d}`);
}

function arbFile(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("", "localhost", "host.example"),
      fc.array(str(chars(`${ALPHA}${DIGIT}-_.`), 6, 1), { minLength: 1, maxLength: 3 }),
    )
    .map(([h, segs]) => `file://${h}/${segs.join("/")}`);
}

function arbTel(): fc.Arbitrary<string> {
  return str(chars(DIGIT), 10, 4).map((d) => `tel:+1-${d}`);
}

function arbNews(): fc.Arbitrary<string> {
  return fc
    .array(str(chars("abcdefghijklmnopqrstuvwxyz"), 6, 1), { minLength: 1, maxLength: 3 })
    .map((g) => `news:${g.join(".")}`);
}

function arbData(): fc.Arbitrary<string> {
  return str(fc.oneof(chars(`${ALPHA}${DIGIT}`), fc.constant("%20")), 10).map(
    (d) => `data:text/plain,${d}`,
  );
}

/** Absolute, valid URIs over many schemes (incl. IRIs). */
export function arbUri(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: arbHttpLike(), weight: 6 },
    { arbitrary: arbGeneric(), weight: 4 },
    { arbitrary: arbUrn(), weight: 2 },
    { arbitrary: arbFtp(), weight: 1 },
    { arbitrary: arbMailto(), weight: 1 },
    { arbitrary: arbFile(), weight: 1 },
    { arbitrary: arbTel(), weight: 1 },
    { arbitrary: arbNews(), weight: 1 },
    { arbitrary: arbData(), weight: 1 },
  );
}

/** relative-ref (RFC 3986 §4.2), sometimes an absolute URI (a URI-reference, §4.1). */
export function arbReference(): fc.Arbitrary<string> {
  // the first segment of a relative-path reference holds no ":" (path-noscheme) and is not
  // empty (segment-nz-nc): an empty one would make the path absolute, or "//…" an authority
  const firstNoColon = str(
    fc.oneof(chars(UNRESERVED), chars(`${SUB_DELIMS}@`), arbPctEncoded(), arbUcs()),
    6,
    1,
  );
  const networkPath = fc
    .tuple(arbAuthority(true), arbPathAbempty(true))
    .map(([a, p]) => `//${a}${p}`);
  const absolutePath = fc
    .tuple(fc.oneof(str(arbPchar(true), 6, 1), fc.constantFrom(".", "..")), arbPathAbempty(true))
    .map(([a, p]) => `/${a}${p}`);
  const relativePath = fc
    .tuple(
      fc.oneof(
        { arbitrary: firstNoColon, weight: 3 },
        { arbitrary: fc.constantFrom(".", ".."), weight: 2 },
      ),
      arbPathAbempty(true),
    )
    .map(([a, p]) => `${a}${p}`);
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(
          fc.oneof(networkPath, absolutePath, relativePath, fc.constant("")),
          opt("?", arbQuery(true)),
          opt("#", arbQuery(true)),
        )
        .map(([p, q, f]) => `${p}${q}${f}`),
      weight: 8,
    },
    { arbitrary: arbUri(), weight: 1 },
  );
}
