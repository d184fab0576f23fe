import { describe, expect, it } from "vitest";
import { genericInvalid, schemeErrors } from "./helpers.js";

const GIF =
  "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw" +
  "AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz" +
  "ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp" +
  "a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl" +
  "ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis" +
  "F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH" +
  "hhx4dbgYKAAA7";

describe("data (RFC 2397)", () => {
  it("accepts the §4 examples", () => {
    for (const u of [
      "data:,A%20brief%20note",
      GIF,
      "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("leaves the §4 greek example to the generic grammar (%fg is no percent-encoding)", () => {
    expect(genericInvalid("data:text/plain;charset=iso-8859-7,%be%fg%be")).toBe(true);
    expect(schemeErrors("data:text/plain;charset=iso-8859-7,%be%bf%be")).toEqual([]);
  });

  it("accepts optional mediatype, parameters and base64", () => {
    for (const u of [
      "data:,",
      "data:;base64,",
      "data:;base64,SGVsbG8=",
      "data:;BASE64,SGVsbG8h",
      "data:text/plain;charset=US-ASCII,hello",
      "data:;charset=utf-8,hi",
      "data:text/html,%3Ch1%3EHello%3C/h1%3E",
      "data:text/plain;charset=%22utf-8%22,x",
      "data:image/svg+xml;charset=utf-8;base64,PHN2Zz48L3N2Zz4=",
      "data:text/plain;base64,SGVs%0D%0AbG8h",
      "data:text/plain,a?b",
      "data:text/plain;base64,SGVs%2BbG8",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("requires the comma", () => {
    expect(schemeErrors("data:text/plain")).toEqual(["missing-data-comma"]);
    expect(schemeErrors("data:")).toEqual(["missing-data-comma"]);
    expect(schemeErrors("data:text/plain?a,b")).toEqual(["missing-data-comma"]);
  });

  it("rejects bad media types and parameters", () => {
    for (const u of [
      "data:text,x",
      "data:/plain,x",
      "data:text/,x",
      "data:text/plain;charset,x",
      "data:text/plain;=x,y",
      "data:text/plain;a=,y",
      "data:text/plain;;a=b,y",
      "data:text/plain;base64;a=b,SGVsbG8=",
      "data:te(xt/plain,x",
      "data:text/pl%40in,x",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-data-mediatype"]);
    }
  });

  it("rejects data that is not base64", () => {
    for (const u of [
      "data:;base64,SGVsbG8",
      "data:;base64,SGVsbG8==",
      "data:;base64,SGV=sbG8",
      "data:;base64,SGVsbG8h!",
      "data:;base64,====",
      "data:;base64,SGVs%FFbG8h",
      "data:image/png;base64,iVBORw0KGgo?x",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-data-base64"]);
    }
  });

  it("rejects an authority", () => {
    expect(schemeErrors("data://x,y")).toEqual(["authority-not-allowed"]);
  });
});
