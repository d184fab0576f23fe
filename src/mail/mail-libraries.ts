/**
 * libmime and libqp, loaded on first use. Together they take ~45 ms and ~13 MB to load
 * (libmime brings the charset tables of iconv-lite and encoding-japanese), and text that is
 * not mail never needs them: the command's start-up on a plain file and the memory of a
 * library user who only scans text do not pay for them. Both packages ship a CommonJS build,
 * so `require` loads them synchronously, inside extract()'s synchronous call.
 */
import { createRequire } from "node:module";

type Libmime = typeof import("libmime").default;
type Libqp = typeof import("libqp");

const load = createRequire(import.meta.url);
let mime: Libmime | undefined;
let qp: Libqp | undefined;

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
