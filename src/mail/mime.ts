/**
 * The MIME walk over the bytes of one message (RFC 2045, RFC 2046): part headers parsed,
 * multipart bodies split at their boundaries with Buffer.indexOf, message/rfc822 parts
 * recursed, text parts decoded and scanned, every other part skipped without decoding.
 */
import { isUtf8 } from "node:buffer";
import { extractText } from "../extract/extract-text.js";
import { decodeUtf8OrWindows1252 } from "../extract/found.js";
import { createTextScanner } from "../extract/overstrike.js";
import type { ExtractOptions, Found, MessageInfo } from "../extract/types.js";
import { droppedFrom, type JoinedPart, unfold } from "./content-lines.js";
import {
  asString,
  decodeCharset,
  decodeFlowedText,
  decodeTransfer,
  decodeWords,
  transferEncodingName,
  type Warn,
} from "./decode.js";

import { getField, type HeaderBlock, parseHeaders } from "./headers.js";
import { htmlSteps } from "./html.js";
import { metaCharset } from "./meta-charset.js";
import { parseContentType, splitMultipart } from "./multipart.js";
import { hasScheme, makeRecord, maxLengthOf, type RecordSpan, resolveRef } from "./records.js";
import type { Steps } from "./steps.js";
import { quoted, shown } from "./warning-value.js";

/** Header fields whose URIs are reported (RFC 2369, RFC 5064, RFC 2110, RFC 2557). */
const URI_FIELDS: Record<string, string> = {
  "list-unsubscribe": "List-Unsubscribe",
  "list-archive": "List-Archive",
  "list-help": "List-Help",
  "list-post": "List-Post",
  "list-subscribe": "List-Subscribe",
  "list-owner": "List-Owner",
  "archived-at": "Archived-At",
  "content-base": "Content-Base",
  "content-location": "Content-Location",
};

const PART_FIELDS = new Set([
  "content-type",
  "content-transfer-encoding",
  "content-base",
  "content-location",
]);
const TOP_FIELDS = new Set([
  ...PART_FIELDS,
  ...Object.keys(URI_FIELDS),
  "message-id",
  "date",
  "subject",
]);

/** Nested multiparts and messages deeper than this are not walked (a malicious message). */
const MAX_DEPTH = 64;

export interface MessageContext {
  index: number;
  options: ExtractOptions;
  emit: (f: Found) => void;
  warn: Warn;
}

interface Info {
  messageId: string | null;
  date: string | null;
  subject: string | null;
}

function infoFor(info: Info, index: number, part: string): MessageInfo {
  return { index, messageId: info.messageId, date: info.date, subject: info.subject, part };
}

/** A URI of a header field value, as makeRecord takes it. */
interface HeaderUri {
  uri: string;
  relative: boolean;
  span: RecordSpan;
}

/**
 * The URIs of the last value of each list field (by field name): every message of an
 * archive repeats the same List-* fields, and what they hold depends on the value only
 * (their URIs are absolute: no base).
 */
const lastListField = new Map<string, { value: string; uris: HeaderUri[] }>();

/** The URIs of one field value: `<…>` lists (RFC 2369 §2), or one bare URI (RFC 2110). */
function fieldUris(v: string, bare: boolean, parentBase: string | undefined): HeaderUri[] {
  const out: HeaderUri[] = [];
  const spans: Array<[number, number]> = [];
  let i = v.indexOf("<");
  while (i >= 0) {
    const j = v.indexOf(">", i + 1);
    if (j < 0) break;
    spans.push([i, j + 1]);
    i = v.indexOf("<", j + 1);
  }
  // RFC 2369 §2 and RFC 5064: URLs in angle brackets; Content-Base / -Location (RFC 2110,
  // RFC 2557) hold one, bare
  if (spans.length === 0 && v !== "" && (bare || hasScheme(v))) spans.push([0, v.length]);
  // UTF-8 offsets, counted on from the previous span (spans are in order): counting from
  // the value's start each time was quadratic in a long List-* field
  let charsCounted = 0;
  let bytesCounted = 0;
  for (const [s, e] of spans) {
    const raw = v.slice(s, e);
    let inner = raw;
    if (inner.startsWith("<") && inner.endsWith(">")) inner = inner.slice(1, -1);
    // RFC 2110 §4.2: whitespace in the value (folding) is ignored; quotes may surround it
    const stripped = inner.replace(/\s+/g, "");
    const wrapped = stripped.length !== inner.trim().length;
    let ref = stripped;
    if (ref.length >= 2 && ref.startsWith('"') && ref.endsWith('"')) ref = ref.slice(1, -1);
    if (ref === "") continue;
    let uri = ref;
    let relative = false;
    if (!hasScheme(ref)) {
      // only Content-Location may be relative (RFC 2557 §4.2); a list header must be absolute
      if (!bare) continue;
      const r = resolveRef(ref, parentBase);
      if (r === null) relative = true;
      else uri = r;
    }
    bytesCounted += Buffer.byteLength(v.slice(charsCounted, s));
    charsCounted = s;
    const start = bytesCounted;
    const end = start + Buffer.byteLength(raw);
    out.push({ uri, relative, span: { raw, start, end, line: 1, column: start + 1, wrapped } });
  }
  return out;
}

/** The URIs of the header fields that hold them (URI_FIELDS). */
function headerUris(
  block: HeaderBlock,
  parentBase: string | undefined,
  ctx: MessageContext,
  info: Info,
): void {
  for (const f of block.fields) {
    const label = URI_FIELDS[f.name];
    if (!label) continue;
    const bare = f.name === "content-base" || f.name === "content-location";
    // RFC 2047 §5 allows no encoded-word in these structured fields, but Python's email
    // package (policy.default, policy.SMTP) folds a value longer than a line that has no
    // blank to fold at into encoded-words ("=?utf-8?q?=3Chttp=3A//docs=2Epython=2Eorg/…?="):
    // a mail client shows the decoded "<URL>", and so the value is read decoded
    const value = f.value.includes("=?") ? decodeWords(f.value) : f.value;
    let uris: HeaderUri[] | undefined;
    if (bare) uris = fieldUris(value, true, parentBase);
    else {
      const last = lastListField.get(f.name);
      if (last !== undefined && last.value === value) uris = last.uris;
      else {
        uris = fieldUris(value, false, undefined);
        lastListField.set(f.name, { value, uris });
      }
    }
    if (uris.length === 0) continue;
    const message = infoFor(info, ctx.index, `header:${label}`);
    const maxLength = maxLengthOf(ctx.options);
    for (const u of uris) {
      // longer than the longest URI considered: none, as in the text and in HTML (a List-*
      // URI of a megabyte came out whole — session 53's sweep)
      if (u.uri.length > maxLength) continue;
      const rec = makeRecord(u.uri, u.relative, "header", u.span, message, ctx.options);
      if (rec) ctx.emit(rec);
    }
  }
}

/**
 * Draft-fielding-05 §5.1.1–5.1.2: the base of an entity is its Content-Base, else its
 * Content-Location (resolved against the enclosing base when relative), else the base of
 * the entity that encloses it.
 */
function entityBase(
  block: HeaderBlock,
  parentBase: string | undefined,
  maxLength: number,
): string | undefined {
  for (const name of ["content-base", "content-location"]) {
    const v = getField(block, name);
    if (!v) continue;
    let ref = v.replace(/\s+/g, "");
    if (ref.startsWith("<") && ref.endsWith(">")) ref = ref.slice(1, -1);
    if (ref.length >= 2 && ref.startsWith('"') && ref.endsWith('"')) ref = ref.slice(1, -1);
    // (a base longer than the longest URI considered is none: every reference resolved
    // against it would be as long — html.ts)
    if (ref.length > maxLength) continue;
    const r = resolveRef(ref, parentBase);
    if (r !== null && r.length <= maxLength) return r;
  }
  return parentBase;
}

/**
 * Process one whole message (the mbox From_ line already removed), in steps: the generator
 * stops after each part, and after each slice of a large one (steps.ts).
 */
export function* messageSteps(buf: Buffer, ctx: MessageContext): Steps {
  // a UTF-8 byte order mark before the first field (a message saved by a Windows editor):
  // not the field name's — read with it, "\uFEFFContent-Type" named another field, and
  // the message lost its Content-Type
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const block = parseHeaders(buf, bom, buf.length, TOP_FIELDS);
  const subject = getField(block, "subject");
  const info: Info = {
    messageId: getField(block, "message-id") ?? null,
    date: getField(block, "date") ?? null,
    subject: subject === undefined ? null : decodeWords(subject),
  };
  if (info.subject !== null) subjectUris(info.subject, ctx, info);
  yield* walkEntity(buf, block, ctx.options.base, "text/plain", 0, ctx, info);
}

/**
 * The URIs in the Subject, read as text (decoded from RFC 2047 encoded words, unfolded):
 * a reader sees "Subject: New build at https://ci.example/b/42" as any line of the body.
 * Part `header:Subject`; offsets are into the decoded value, as for the other fields.
 * (Only the Subject: the other free-text fields are rarely shown.)
 */
function subjectUris(subject: string, ctx: MessageContext, info: Info): void {
  if (ctx.options.fuzzy !== true && subject.indexOf(":") < 0) return;
  const message = infoFor(info, ctx.index, "header:Subject");
  for (const f of extractText(subject, { ...ctx.options, mode: "text" })) {
    f.message = message;
    ctx.emit(f);
  }
}

function* walkEntity(
  buf: Buffer,
  block: HeaderBlock,
  parentBase: string | undefined,
  dflt: string,
  depth: number,
  ctx: MessageContext,
  info: Info,
): Steps {
  if (block.textLine > 0) {
    // RFC 5322 §2.1 and RFC 2046 §5.1.1 want a blank line before the body (headers.ts)
    const whose = depth === 0 ? "its header" : "a part's header";
    ctx.warn(
      `message ${ctx.index}: line ${block.textLine} of ${whose} is no field: read as the body from there`,
    );
  }
  headerUris(block, parentBase, ctx, info);
  const base = entityBase(block, parentBase, maxLengthOf(ctx.options));
  const ct = parseContentType(getField(block, "content-type"), dflt);
  const cte = transferEncodingName(getField(block, "content-transfer-encoding"));
  const body = buf.subarray(block.bodyStart);
  const type = ct.type;

  if (type.startsWith("multipart/")) {
    const boundary = ct.params.boundary;
    if (depth >= MAX_DEPTH) {
      ctx.warn(`message ${ctx.index}: multipart nested deeper than ${MAX_DEPTH}: skipped`);
      return;
    }
    if (!boundary) {
      ctx.warn(`message ${ctx.index}: ${shown(type)} without a boundary: body read as text/plain`);
      yield* scanText(body, "text/plain", cte, {}, base, ctx, info);
      return;
    }
    // (nothing to read, and nothing lost: an oversized message's skipped body, mbox.ts)
    if (body.length === 0) return;
    const { parts, closed } = splitMultipart(body, boundary);
    if (parts.length === 0) {
      ctx.warn(
        `message ${ctx.index}: boundary ${quoted(boundary)} not found: body read as text/plain`,
      );
      yield* scanText(body, "text/plain", cte, ct.params, base, ctx, info);
      return;
    }
    if (!closed) ctx.warn(`message ${ctx.index}: missing closing boundary ${quoted(boundary)}`);
    // RFC 2046 §5.1.5: in multipart/digest the default part type is message/rfc822
    const childDefault = type === "multipart/digest" ? "message/rfc822" : "text/plain";
    for (const [s, e] of parts) {
      const part = body.subarray(s, e);
      yield* walkEntity(
        part,
        parseHeaders(part, 0, part.length, PART_FIELDS),
        base,
        childDefault,
        depth + 1,
        ctx,
        info,
      );
    }
    return;
  }

  if (type === "message/rfc822" || type === "message/global") {
    if (depth >= MAX_DEPTH) {
      ctx.warn(`message ${ctx.index}: ${shown(type)} nested deeper than ${MAX_DEPTH}: skipped`);
      return;
    }
    const inner =
      cte === "base64" || cte === "quoted-printable" ? decodeTransfer(body, cte, ctx.warn) : body;
    if (!inner) return;
    const innerBlock = parseHeaders(inner, 0, inner.length, TOP_FIELDS);
    const subject = getField(innerBlock, "subject");
    const innerInfo: Info = {
      messageId: getField(innerBlock, "message-id") ?? info.messageId,
      date: getField(innerBlock, "date") ?? info.date,
      subject: subject === undefined ? info.subject : decodeWords(subject),
    };
    // a mail client shows an attached message with its own Subject, as the message's
    if (subject !== undefined && innerInfo.subject !== null)
      subjectUris(innerInfo.subject, ctx, innerInfo);
    yield* walkEntity(inner, innerBlock, base, "text/plain", depth + 1, ctx, innerInfo);
    return;
  }

  if (type.startsWith("text/") || REPORT_TYPES.has(type) || type === XHTML) {
    yield* scanText(body, type, cte, ct.params, base, ctx, info);
  }
  // every other type is binary here (attachments): skipped without decoding
}

/**
 * Reports a mail client shows as text, read as text/plain: a bounce's per-recipient fields
 * (RFC 3464, RFC 6533 for the "global" forms) — its Diagnostic-Code often gives the
 * receiving system's help page, "550 5.1.1 … https://support.google.com/mail/?p=NoSuchUser"
 * — and a read receipt's (RFC 8098).
 */
const REPORT_TYPES: ReadonlySet<string> = new Set([
  "message/delivery-status",
  "message/global-delivery-status",
  "message/disposition-notification",
  "message/global-disposition-notification",
  // an abuse report's fields (RFC 5965 ARF): "Reported-URI: http://phish.example/login.php"
  "message/feedback-report",
]);

const XHTML = "application/xhtml+xml";

/** iCalendar (RFC 5545) and vCard (RFC 6350, RFC 2425) parts: content lines, folded */
const CONTENT_LINE_TYPES: ReadonlySet<string> = new Set([
  "text/calendar",
  "text/x-vcalendar",
  "text/vcard",
  "text/x-vcard",
  "text/directory",
]);

function* scanText(
  body: Buffer,
  type: string,
  cte: string,
  params: Record<string, string>,
  base: string | undefined,
  ctx: MessageContext,
  info: Info,
): Steps {
  if (body.length === 0) return;
  const warn: Warn | null = ctx.options.onWarning
    ? (m) => ctx.warn(`message ${ctx.index} (${shown(type)}): ${m}`)
    : null;
  const bytes = decodeTransfer(body, cte, warn);
  if (!bytes || bytes.length === 0) return;
  // (XHTML is HTML to a mail reader, RFC 3236)
  const html = type === "text/html" || type === XHTML;
  // an HTML part whose Content-Type names no charset: its own <meta> (meta-charset.ts)
  const charset = params.charset ?? (html && !isUtf8(bytes) ? metaCharset(bytes) : undefined);
  const text = decodeCharset(bytes, charset, warn);
  const message = infoFor(info, ctx.index, type);
  if (html) {
    // the HTML as valid UTF-8 bytes: as they are, or re-encoded from the decoded string
    // (another charset, or bytes that are not UTF-8 read as windows-1252 one by one, as the
    // text scanner reads them: chars.ts decodeCharAt)
    const utf8 =
      typeof text === "string"
        ? Buffer.from(text, "utf8")
        : isUtf8(text)
          ? text
          : Buffer.from(decodeUtf8OrWindows1252(text, 0, text.length), "utf8");
    yield* htmlSteps(utf8, base, message, ctx.options, ctx.emit);
    yield;
    return;
  }
  let input: Buffer | string = text;
  let joined: JoinedPart | null = null;
  if ((params.format ?? "").toLowerCase() === "flowed") {
    input = decodeFlowedText(text, (params.delsp ?? "").toLowerCase() === "yes");
    // each record then given back its place in the part as written (content-lines.ts)
    joined = droppedFrom(
      typeof text === "string" || !isUtf8(text) ? Buffer.from(asString(text), "utf8") : text,
      typeof input === "string" ? Buffer.from(input, "utf8") : input,
    );
    if (joined !== null) input = joined.bytes;
  } else if (CONTENT_LINE_TYPES.has(type)) {
    // an invitation's or a contact's content lines, folded at 75 octets — inside the
    // meeting link of a long DESCRIPTION, as Zoom's, Teams' and Google's invitations are
    // written: unfolded first, exactly, and each record then given back its place in the
    // part as written (content-lines.ts)
    joined = unfold(text);
    input = joined.bytes;
  }
  // no ":" (the trigger of every URI, DESIGN.md "Delimiting rules"): nothing to find —
  // unless fuzzy, whose schemeless links and e-mail addresses have none
  if (
    ctx.options.fuzzy !== true &&
    (typeof input === "string" ? input.indexOf(":") < 0 : input.indexOf(58) < 0)
  )
    return;
  const options: ExtractOptions = { ...ctx.options, mode: "text" };
  if (input.length <= TEXT_STEP) {
    for (const f of extractText(input, options)) {
      joined?.restore(f);
      f.message = message;
      ctx.emit(f);
    }
    yield;
    return;
  }
  // a large part: its records go out step by step (TEXT_STEP)
  const scanner = createTextScanner(options, (f) => {
    joined?.restore(f);
    f.message = message;
    ctx.emit(f);
  });
  const all = typeof input === "string" ? Buffer.from(input, "utf8") : input;
  for (let from = 0; from < all.length; from += TEXT_STEP) {
    scanner.push(all.subarray(from, Math.min(from + TEXT_STEP, all.length)));
    yield;
  }
  scanner.end();
  yield;
}

/**
 * A text part up to this size is scanned at once into an array (extractText: ~3% faster on a
 * mail archive than a scanner's records one by one), a larger one goes to a scanner this
 * many bytes a step: its records are handed over as each step reads them (a 60 MB part of
 * short lines held 2.4 M records, 485 MB, before the first went out), and a stream with a
 * slow consumer stops between steps.
 */
const TEXT_STEP = 1 << 16;
