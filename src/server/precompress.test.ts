import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, precompressDir } from "./precompress.mjs";

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

describe("precompressDir", () => {
  it("writes br and gz beside every text file, nested ones included, and leaves other files alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    try {
      const text = "<p>Franchise advice</p>\n".repeat(200);
      await writeFile(join(dir, "page.html"), text);
      await writeFile(join(dir, "feed.webmanifest"), "{}");
      await writeFile(join(dir, "photo.jpg"), Buffer.from([0xff, 0xd8, 0xff]));
      await mkdir(join(dir, "nested"));
      await writeFile(join(dir, "nested", "app.js"), "console.log(1);");
      expect(await precompressDir(dir)).toBe(3);
      expect(brotliDecompressSync(await readFile(join(dir, "page.html.br"))).toString()).toBe(text);
      expect(gunzipSync(await readFile(join(dir, "page.html.gz"))).toString()).toBe(text);
      expect(gunzipSync(await readFile(join(dir, "nested", "app.js.gz"))).toString()).toBe("console.log(1);");
      expect((await readdir(dir)).filter((name) => name.startsWith("photo"))).toEqual(["photo.jpg"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
