/**
 * The scheme table: each scheme's own rules (RFC 3986 §3.1: "Each URI begins with a scheme
 * name that refers to a specification for assigning identifiers within that scheme").
 * Unknown but well-formed schemes have no entry and are valid under the generic rules.
 */
import type { SchemeRule } from "../types.js";
import { blob } from "./blob.js";
import { content } from "./content.js";
import { data } from "./data.js";
import { file } from "./file.js";
import { ftp } from "./ftp.js";
import { geo } from "./geo.js";
import { gopher } from "./gopher.js";
import { http, https, ws, wss } from "./http.js";
import { imap } from "./imap.js";
import { info } from "./info.js";
import { mailto } from "./mailto.js";
import { news, nntp } from "./news.js";
import { pop } from "./pop.js";
import { prospero } from "./prospero.js";
import { cid, mid, ni, service } from "./rfc-ids.js";
import { SERVER_RULES } from "./servers.js";
import { tag } from "./tag.js";
import { tel } from "./tel.js";
import { telnet, tn3270 } from "./telnet.js";
import { urn } from "./urn.js";
import { wais } from "./wais.js";

const TABLE = new Map<string, SchemeRule>();
for (const rule of [
  http,
  https,
  ws,
  wss,
  ftp,
  mailto,
  news,
  nntp,
  telnet,
  tn3270,
  gopher,
  wais,
  prospero,
  file,
  data,
  tel,
  tag,
  geo,
  urn,
  info,
  mid,
  cid,
  ni,
  service,
  pop,
  imap,
  content,
  blob,
  ...SERVER_RULES,
]) {
  TABLE.set(rule.name, rule);
}

/** The rule of a scheme (lowercase name; other cases are folded, RFC 3986 §3.1), if any. */
export function getSchemeRule(name: string): SchemeRule | undefined {
  return TABLE.get(name) ?? TABLE.get(name.toLowerCase());
}

/** The scheme's default port (RFC 3986 §6.2.3 drops it when normalizing), if it has one. */
export function defaultPort(scheme: string): number | undefined {
  return getSchemeRule(scheme)?.defaultPort;
}

export { geoEquivalenceKey } from "./geo.js";
export { mailtoEquivalenceKey } from "./mailto.js";
export { telEquivalenceKey } from "./tel.js";
export { urnEquivalenceKey } from "./urn.js";
