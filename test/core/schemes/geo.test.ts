import { describe, expect, it } from "vitest";
import { analyzeUri } from "../../../src/core/analyze.js";
import { schemeErrors } from "./helpers.js";

describe("geo (RFC 5870)", () => {
  it("accepts the RFC's examples (§1, §3.4.3, §3.4.5, §6.2, §8) and its grammar's corners", () => {
    for (const u of [
      "geo:13.4125,103.8667",
      "geo:48.2010,16.3695,183",
      "geo:48.198634,16.371648;crs=wgs84;u=40",
      "geo:-48.876667,-123.393333;crs=Moon-2011;u=35",
      "geo:37.786971,-122.399677;u=35",
      "geo:90,-22.43;crs=WGS84",
      "geo:90,46",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
    for (const u of [
      "geo:-0,0",
      "geo:0,180",
      "geo:1,2;CRS=wgs84;U=5;param=a-b_c~d:&+$%20",
      "geo:1,2;flag",
      "GEO:66,30;u=6.500;FOo=this%2dthat",
      // Android's intents (no part of RFC 5870, allowed by the generic syntax)
      "geo:0,0?q=1600+Amphitheatre+Parkway",
      "geo:37.7,-122.4?z=11",
    ]) {
      expect(schemeErrors(u), u).toEqual([]);
    }
  });

  it("rejects what the grammar does not make: no comma, a bad number, parameters out of place, an authority, WGS-84 out of range (§3.4.2)", () => {
    for (const u of [
      "geo:38.90;-77.01", // iCalendar's GEO property value (RFC 5545 §3.8.1.6): ";" between
      "geo:22.300;-118.44",
      "geo:1",
      "geo:1,",
      "geo:1.,2",
      "geo:.5,2",
      "geo:+1,2",
      "geo:1,2,3,4",
      "geo:1,2;u=",
      "geo:1,2;u=-5",
      "geo:1,2;u=35;crs=wgs84",
      "geo:1,2;=x",
      "geo:1,2;a=b@c",
      "geo://1,2",
      "geo:91,0",
      "geo:0,-180.5",
    ]) {
      expect(schemeErrors(u), u).toEqual(["bad-geo"]);
    }
    // another CRS has its own ranges: not checked
    expect(schemeErrors("geo:91,200;crs=Moon-2011")).toEqual([]);
  });

  it("reports through analyze: a geo URI is valid, iCalendar's GEO value is not", () => {
    expect(analyzeUri("geo:37.786971,-122.399677").valid).toBe(true);
    expect(analyzeUri("GEO:38.90;-77.01").errors).toContain("bad-geo");
  });
});

describe("geo: the uncertainty comes once, before other parameters (RFC 5870 §3.3: p = [ crsp ] [ uncp ] *parameter)", () => {
  it("refuses a second or a late u=, as a late crs=", () => {
    for (const u of ["geo:1,2;u=3;u=4", "geo:1,2;a=b;u=4", "geo:1,2;u=3;crs=wgs84"]) {
      expect(schemeErrors(u), u).toEqual(["bad-geo"]);
    }
    expect(schemeErrors("geo:1,2;crs=wgs84;u=3;a=b")).toEqual([]);
  });
});
