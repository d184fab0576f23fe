/**
 * geo (RFC 5870 §3.3):
 *   geo-URI       = geo-scheme ":" geo-path
 *   geo-path      = coordinates p
 *   coordinates   = coord-a "," coord-b [ "," coord-c ]
 *   coord-a       = num ; coord-b = num ; coord-c = num
 *   p             = [ crsp ] [ uncp ] *parameter
 *   crsp          = ";crs=" crslabel
 *   crslabel      = "wgs84" / labeltext
 *   uncp          = ";u=" uval
 *   uval          = pnum
 *   parameter     = ";" pname [ "=" pvalue ]
 *   pname         = labeltext
 *   pvalue        = 1*paramchar
 *   paramchar     = p-unreserved / unreserved / pct-encoded
 *   labeltext     = 1*( alphanum / "-" )
 *   pnum          = 1*DIGIT [ "." 1*DIGIT ]
 *   num           = [ "-" ] pnum
 *   p-unreserved  = "[" / "]" / ":" / "&" / "+" / "$"
 * Names are compared case-insensitively (§3.3: "crs", "u"). For WGS-84, the default CRS,
 * latitude lies in -90…90 and longitude in -180…180 (§3.4.2). No authority; a query is
 * left alone (Android's "geo:0,0?q=…").
 * In running text this tells `geo:37.786971,-122.399677` from iCalendar's `GEO:38.90;-77.01`
 * (a property whose value is "float;float", RFC 5545 §3.8.1.6), which is no geo URI.
 */
import { normalizeComponent } from "../normalize.js";
import { parseUri } from "../parse.js";
import type { SchemeRule, UriParts } from "../types.js";
import { addError, decodeText } from "./util.js";

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlphaNum(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** pnum = 1*DIGIT [ "." 1*DIGIT ] at s[i…]: the index after it, or -1 */
function pnumEnd(s: string, i: number): number {
  const a = i;
  while (i < s.length && isDigit(s.charCodeAt(i))) i++;
  if (i === a) return -1;
  if (s.charCodeAt(i) !== 46) return i;
  const b = ++i;
  while (i < s.length && isDigit(s.charCodeAt(i))) i++;
  return i === b ? -1 : i;
}

/** num = [ "-" ] pnum at s[i…]: the index after it, or -1 */
function numEnd(s: string, i: number): number {
  return pnumEnd(s, s.charCodeAt(i) === 45 ? i + 1 : i);
}

/** labeltext = 1*( alphanum / "-" ) */
function isLabelText(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isAlphaNum(c) && c !== 45) return false;
  }
  return true;
}

/** pvalue = 1*paramchar (p-unreserved, unreserved, pct-encoded; the generic grammar checked "%") */
function isParamValue(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAlphaNum(c) || c >= 0x80) continue;
    // unreserved "-._~", pct-encoded "%", p-unreserved "[]:&+$"
    if ("-._~%[]:&+$".indexOf(s[i]!) < 0) return false;
  }
  return true;
}

/** s[a, e) as a number (a num the grammar accepted) */
function value(s: string, a: number, e: number): number {
  return Number(s.slice(a, e));
}

/** the geo-path follows the grammar, and WGS-84 coordinates lie in range */
function isGeoPath(parts: UriParts): boolean {
  const path = parts.path;
  // (a query is no part of RFC 5870's grammar, but Android's intents write one —
  // "geo:0,0?q=1600+Amphitheatre+Parkway", "geo:37.7,-122.4?z=11" — and the generic syntax
  // allows it: read, not checked)
  if (parts.authority !== undefined) return false;
  // coordinates = coord-a "," coord-b [ "," coord-c ]
  const a = numEnd(path, 0);
  if (a < 0 || path.charCodeAt(a) !== 44) return false;
  const b = numEnd(path, a + 1);
  if (b < 0) return false;
  let i = b;
  if (path.charCodeAt(i) === 44) {
    i = numEnd(path, i + 1);
    if (i < 0) return false;
  }
  // p = [ crsp ] [ uncp ] *parameter — in that order, each a ";name[=value]"
  let wgs84 = true;
  let index = 0;
  let uSeen = false;
  let others = false;
  while (i < path.length) {
    if (path.charCodeAt(i) !== 59) return false;
    let e = path.indexOf(";", i + 1);
    if (e < 0) e = path.length;
    const item = path.slice(i + 1, e);
    const eq = item.indexOf("=");
    const name = (eq < 0 ? item : item.slice(0, eq)).toLowerCase();
    const val = eq < 0 ? undefined : item.slice(eq + 1);
    if (!isLabelText(name)) return false;
    if (name === "crs") {
      if (index !== 0 || val === undefined || !isLabelText(val)) return false;
      wgs84 = val.toLowerCase() === "wgs84";
    } else if (name === "u") {
      // uncp comes once, after the crsp if any and before any other parameter: a later
      // ";u=" is a misplaced uncp, as a later ";crs=" is a misplaced crsp (geocode-glib
      // refuses both)
      if (others || uSeen || val === undefined || pnumEnd(val, 0) !== val.length) return false;
      uSeen = true;
    } else {
      if (val !== undefined && !isParamValue(val)) return false;
      others = true;
    }
    index++;
    i = e;
  }
  // §3.4.2: WGS-84 latitude and longitude ranges
  if (wgs84) {
    const lat = value(path, 0, a);
    const lon = value(path, a + 1, b);
    if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return false;
  }
  return true;
}

/**
 * The string two geo URIs share exactly when they are equal by RFC 5870 §6: the coordinates
 * and the uncertainty compared as numbers ("22.300" is "22.3"), the CRS case-insensitively
 * with an absent one WGS-84, the longitude left out at a WGS-84 pole ("geo:90,-22.43" is
 * "geo:90,46"); other parameters in their order, names case-insensitively, values as
 * written once percent-decoded ("FOo=this%2dthat" is "foo=this-that"; "bar=Blue" is not
 * "bar=blue", "foo=1.00" not "foo=1"). The query and fragment compared normalized. Null
 * when `uri` is not a valid geo URI.
 */
export function geoEquivalenceKey(uri: string): string | null {
  const r = parseUri(uri);
  if (!r.ok || r.parts.scheme === undefined || r.parts.scheme.toLowerCase() !== "geo") return null;
  const parts = r.parts;
  if (!isGeoPath(parts)) return null;
  const path = parts.path;
  const items = path.split(";");
  const coords = items[0]!.split(",").map((x) => Number(x) + 0); // (+ 0: -0 is 0)
  let crs = "wgs84";
  let u: number | undefined;
  const params: string[] = [];
  for (const item of items.slice(1)) {
    const eq = item.indexOf("=");
    const name = (eq < 0 ? item : item.slice(0, eq)).toLowerCase();
    const val = eq < 0 ? undefined : item.slice(eq + 1);
    if (name === "crs" && params.length === 0 && u === undefined) crs = val!.toLowerCase();
    else if (name === "u" && params.length === 0 && u === undefined) u = Number(val);
    else {
      const decoded = val === undefined ? null : decodeText(val);
      if (val !== undefined && decoded === null) return null;
      params.push(val === undefined ? name : `${name}=${decoded}`);
    }
  }
  if (crs === "wgs84" && Math.abs(coords[0]!) === 90) coords[1] = 0;
  const rest = recomposeTail(parts);
  return JSON.stringify([crs, coords, u ?? null, params, rest]);
}

/** the query and fragment, normalized (RFC 3986 §6.2.2) */
function recomposeTail(parts: UriParts): string {
  let t = "";
  if (parts.query !== undefined) t += `?${normalizeComponent(parts.query, true)}`;
  if (parts.fragment !== undefined) t += `#${normalizeComponent(parts.fragment, true)}`;
  return t;
}

function checkGeo(parts: UriParts, errors: string[]): void {
  if (!isGeoPath(parts)) addError(errors, "bad-geo");
}

export const geo: SchemeRule = { name: "geo", check: checkGeo, opaquePath: true };
