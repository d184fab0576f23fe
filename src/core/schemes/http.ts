/**
 * http, https (RFC 9110 §4.2.1, §4.2.2) and ws, wss (RFC 6455 §3).
 */
import type { SchemeRule, UriParts } from "../types.js";
import { addError, checkServer } from "./util.js";

/**
 * RFC 9110 §4.2.1: http-URI = "http" "://" authority path-abempty [ "?" query ];
 * "A sender MUST NOT generate an "http" URI with an empty host identifier. A recipient
 * that processes such a URI reference MUST reject it as invalid." Same for https (§4.2.2).
 */
function checkHttp(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
}

/**
 * RFC 6455 §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ] — no userinfo;
 * "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be
 * used on these URIs" (the "#" must be escaped as %23).
 */
function checkWs(parts: UriParts, errors: string[]): void {
  checkServer(parts, errors);
  if (parts.userinfo !== undefined) addError(errors, "userinfo-not-allowed");
  if (parts.fragment !== undefined) addError(errors, "fragment-not-allowed");
}

export const http: SchemeRule = {
  name: "http",
  defaultPort: 80, // RFC 9110 §4.2.1
  requiresHost: true,
  lineProtocol: true,
  check: checkHttp,
};

export const https: SchemeRule = {
  name: "https",
  defaultPort: 443, // RFC 9110 §4.2.2
  requiresHost: true,
  lineProtocol: true,
  check: checkHttp,
};

export const ws: SchemeRule = {
  name: "ws",
  defaultPort: 80, // RFC 6455 §3
  requiresHost: true,
  lineProtocol: true,
  check: checkWs,
};

export const wss: SchemeRule = {
  name: "wss",
  defaultPort: 443, // RFC 6455 §3
  requiresHost: true,
  lineProtocol: true,
  check: checkWs,
};
