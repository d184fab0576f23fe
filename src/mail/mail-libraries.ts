/**
 * The mail libraries, loaded on first use: libmime and libqp for MIME parts, htmlparser2's
 * tokenizer and the `entities` decoder for HTML parts. libmime and libqp take ~45 ms and
 * ~13 MB to load (libmime brings the charset tables of iconv-lite and encoding-japanese),
 * htmlparser2 and entities ~15 ms and ~2 MB (entities' decode trees), and text that is not
 * mail never needs them: the command's start-up on a plain file and the memory of a library
 * user who only scans text do not pay for them. (What a library loads stays for good, and
 * early survivors of V8's young-generation collections grow that generation: span-memo.ts.)
 * `require` loads them synchronously, inside extract()'s synchronous call: libmime and libqp
 * ship CommonJS; htmlparser2 and entities are ES modules, which `require` loads in Node
 * 20.19+ and 22.12+ (package.json `engines`; the dev tools, vite and rolldown, ask the same).
 */
import { createRequire } from "node:module";

type Libmime = typeof import("libmime").default;
type Libqp = typeof import("libqp");
type Htmlparser2 = typeof import("htmlparser2");
type EntitiesDecode = typeof import("entities/decode");
type IconvLite = typeof import("iconv-lite");

const load = createRequire(import.meta.url);
let mime: Libmime | undefined;
let qp: Libqp | undefined;
let htmlparser2: Htmlparser2 | undefined;
let entities: EntitiesDecode | undefined;
let iconv: IconvLite | undefined;

/** the libmime module (charset names, format=flowed, encoded-words, header parameters) */
export function libmime(): Libmime {
  if (mime === undefined) mime = load("libmime") as Libmime;
  return mime;
}

/** libqp's quoted-printable decoder */
export function qpDecode(body: Buffer): Buffer {
  if (qp === undefined) qp = load("libqp") as Libqp;
  return qp.decode(body);
}

/** htmlparser2 (its Tokenizer) */
export function htmlTokenizerLibrary(): Htmlparser2 {
  if (htmlparser2 === undefined) htmlparser2 = load("htmlparser2") as Htmlparser2;
  return htmlparser2;
}

/** the `entities` package's HTML decoder (character references in text and attributes) */
export function htmlEntities(): EntitiesDecode {
  if (entities === undefined) entities = load("entities/decode") as EntitiesDecode;
  return entities;
}

/**
 * iconv-lite, libmime's own charset converter: the charsets that Node's TextDecoder (the
 * WHATWG Encoding Standard) has no decoder for — UTF-7 (RFC 2152), cp932, the IBM and DOS
 * code pages, ISO-8859-16, VISCII, KOI8-T …
 */
export function iconvLite(): IconvLite {
  if (iconv === undefined) iconv = load("iconv-lite") as IconvLite;
  return iconv;
}
