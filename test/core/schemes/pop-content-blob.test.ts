import { describe, expect, it } from "vitest";
import { normalizeUri, validateUri } from "../../../src/core/index.js";
import { schemeErrors } from "./helpers.js";

describe("pop (RFC 2384 §3)", () => {
  it("accepts the RFC's examples: a server with an optional user and AUTH", () => {
    for (const u of [
      "pop://rg@mailsrv.qualcomm.com",
      "pop://rg;AUTH=+APOP@mail.eudora.com:8110",
      "pop://baz;AUTH=SCRAM-MD5@foo.bar",
      "pop://mail.example/",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
    expect(normalizeUri("POP://rg@MAILSRV.example:110")).toBe("pop://rg@mailsrv.example");
  });

  it("rejects a missing server, a path, a query", () => {
    expect(validateUri("pop:2").errors).toEqual(["missing-host", "bad-path"]);
    expect(schemeErrors("pop://h.example/INBOX")).toEqual(["bad-path"]);
    expect(schemeErrors("pop://h.example?x")).toEqual(["query-not-allowed"]);
  });

  it('rejects an empty user or mechanism (user = 1*achar, auth = "*" / 1*achar)', () => {
    // Regexp::Common t/URI/pop.t
    for (const u of [
      "pop://@pop3.example",
      "pop://;AUTH=*@pop3.example",
      "pop://;AUTH=+APOP@pop3.example:110",
      "pop://abigail;AUTH=@pop3.example",
      "pop://abigail;x=y@pop3.example",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-userinfo"]);
    }
    expect(schemeErrors("pop://abigail;auth=*@pop3.example")).toEqual([]);
  });
});

describe("content (Android ContentResolver, IANA provisional)", () => {
  it("needs its authority", () => {
    expect(schemeErrors("content://com.android.contacts/contacts/1")).toEqual([]);
    expect(validateUri("content:encoded").errors).toEqual(["missing-host"]);
  });
});

describe("blob (W3C File API §8.1)", () => {
  it("is an origin and an id", () => {
    for (const u of [
      "blob:https://example.org/40a5fb5a-d56d-4a33-b4e2-0acf6a8e5f64",
      "blob:http://localhost:8080/9115d58c-bcda-ff47-86e5-083e9a215304",
      "blob:null/40a5fb5a-d56d-4a33-b4e2-0acf6a8e5f64",
      "blob:nodedata:1c5a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b", // Node's blob store
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
    for (const u of [
      "blob:nodedata:...",
      "blob:none",
      "blob:https://example.org",
      "blob:https://example.org/",
      "blob://x/y",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-blob"]);
    }
  });
});
