/**
 * With `fuzzy`, an address literal is an address's domain (RFC 5322 §3.4.1 domain-literal,
 * RFC 5321 §4.1.3 address literals; src/extract/fuzzy-address.ts addressLiteralEnd): its
 * mailto URI has the brackets percent-encoded (RFC 6068 §2 (1)).
 */
import { describe } from "vitest";
import { check } from "../helpers/peer-check.js";

describe("address literals, fuzzy", () => {
  check(
    [
      ["write to jdoe@[192.168.0.1] today", ["mailto:jdoe@%5B192.168.0.1%5D"]],
      ["<root@[IPv6:2001:db8::1]>", ["mailto:root@%5BIPv6:2001:db8::1%5D"]],
      ["(postmaster@[10.0.0.1]).", ["mailto:postmaster@%5B10.0.0.1%5D"]],
      // not an IPv4 address, not "IPv6:" and one, an open bracket: no address
      ["email@[REDACTED] and a@[999.1.1.1] and b@[IPv6:::G] and c@[10.0.0.1", []],
      // a prompt's brackets around user@host
      ["[user@host dir]$ ls", []],
    ],
    { fuzzy: true },
  );
});
