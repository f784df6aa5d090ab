import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./content-coding.mjs";

const codings = (header: string | undefined) => acceptedEncodings(header).map(({ coding }) => coding);

describe("acceptedEncodings", () => {
  it("prefers br, then gzip, whatever order the client lists them in", () => {
    expect(codings("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(codings("gzip;q=1.0, br;q=0.5")).toEqual(["br", "gzip"]);
  });

  it("honours refusals and the wildcard", () => {
    expect(codings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(codings("*")).toEqual(["br", "gzip"]);
    expect(codings("*, br;q=0")).toEqual(["gzip"]);
    expect(codings("*;q=0")).toEqual([]);
  });

  it("sends identity when the header is missing, empty, unknown or nonsense", () => {
    expect(codings(undefined)).toEqual([]);
    expect(codings("")).toEqual([]);
    expect(codings("deflate, identity")).toEqual([]);
    expect(codings("br;q=abc")).toEqual([]);
  });

  it("ignores case and spaces", () => {
    expect(codings("  GZIP ; q=0.8 ")).toEqual(["gzip"]);
  });
});
