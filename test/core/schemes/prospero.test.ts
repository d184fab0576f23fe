import { describe, expect, it } from "vitest";
import { schemeErrors } from "./helpers.js";

describe("prospero (RFC 1738 §3.11)", () => {
  it("accepts hsoname with field specs", () => {
    for (const u of [
      "prospero://host.example/a/b",
      "prospero://host.example:1525/pfs/notes;type=text",
      "prospero://host.example/a;x=1;y=",
      "prospero://host.example/a%00version",
      "prospero://host.example/",
      // "?" belongs to psegment, fieldname and fieldvalue (§5; Regexp::Common t/URI/prospero.t)
      "prospero://127.0.0.1/;fnord:&?%FF=value",
      "prospero://127.0.0.1/a?b/c;x=?",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects field specs without a single '=' and missing paths", () => {
    for (const u of [
      "prospero://host.example",
      "prospero://host.example/a;x",
      "prospero://host.example/a;x=1=2",
      "prospero://host.example/a;x=1/b",
      "prospero://127.0.0.1/fnord:&=?%FF;name===value",
      "prospero://127.0.0.1/fnord:&=?%FF;name",
      "prospero://127.0.0.1/fnord:&=?%FF;",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-prospero"]);
    }
    expect(schemeErrors("prospero:/a")).toEqual(["missing-host"]);
  });
});
