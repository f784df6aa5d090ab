import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.mjs";
import { brotliVariant, gzipVariant } from "./precompress-worker.mjs";

/**
 * Real text of the size of a built page: the project's own files. (Made-up markup repeating one line is far more
 * compressible than any page.)
 */
const projectFile = (path: string) => readFile(new URL(`../../${path}`, import.meta.url));
const SOURCES = [
  "docs/editing-content.md",
  "src/server/serve.mjs",
  "src/lib/html/critical-css.mjs",
  "src/integrations/precompress.mjs",
];

const zlib9 = (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION });

describe("gzipVariant", () => {
  it("is zlib at its best level, a plain gzip member that decodes to the exact source, from empty to a full page", async () => {
    const inputs = [
      Buffer.alloc(0),
      Buffer.from("User-agent: *\nAllow: /\n"),
      Buffer.from("é£€ UTF-8 text ".repeat(3)),
      ...(await Promise.all(SOURCES.map(projectFile))),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 256)),
    ];
    for (const data of inputs) {
      const gz = gzipVariant(data);
      expect(gunzipSync(gz).equals(data), `${data.length} bytes round-trip`).toBe(true);
      expect(gz.equals(zlib9(data)), `${data.length} bytes`).toBe(true);
      // No file name or extra fields (RFC 1952), as every client and the first-flight check expect.
      expect([...gz.subarray(0, 4)]).toEqual([0x1f, 0x8b, 8, 0]);
    }
  });
});

describe("brotliVariant", () => {
  it("is Brotli at its maximum quality, and decodes to the source", async () => {
    const data = await projectFile("src/server/serve.mjs");
    const br = brotliVariant(data);
    expect(brotliDecompressSync(br).equals(data)).toBe(true);
    const quality = (level: number) =>
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: level } }).length;
    expect(constants.BROTLI_MAX_QUALITY).toBe(11);
    expect(br.length).toBeLessThanOrEqual(quality(11));
    expect(br.length).toBeLessThan(quality(9));
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
      expect(await precompressDir(dir)).toEqual({ files: 3, cached: 0 });
      expect(brotliDecompressSync(await readFile(join(dir, "page.html.br"))).toString()).toBe(text);
      expect(gunzipSync(await readFile(join(dir, "page.html.gz"))).toString()).toBe(text);
      expect(gunzipSync(await readFile(join(dir, "nested", "app.js.gz"))).toString()).toBe("console.log(1);");
      expect((await readdir(dir)).filter((name) => name.startsWith("photo"))).toEqual(["photo.jpg"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("writes the same bytes whatever the number of threads, each .gz no larger than zlib level 9's", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    try {
      const names = SOURCES.map((_, i) => `page-${i}.html`);
      for (const [i, name] of names.entries()) await writeFile(join(dir, name), await projectFile(SOURCES[i]!));
      const variants = async () =>
        Promise.all(names.flatMap((name) => [readFile(join(dir, `${name}.gz`)), readFile(join(dir, `${name}.br`))]));
      expect((await precompressDir(dir, { threads: 1 })).files).toBe(names.length);
      const single = await variants();
      expect((await precompressDir(dir, { threads: 3 })).files).toBe(names.length);
      const pooled = await variants();
      pooled.forEach((bytes, i) => expect(bytes.equals(single[i]), names[Math.floor(i / 2)]).toBe(true));
      for (const name of names) {
        const data = await readFile(join(dir, name));
        expect((await readFile(join(dir, `${name}.gz`))).length).toBeLessThanOrEqual(zlib9(data).length);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("rejects, naming the file, when one cannot be compressed, instead of hanging the build", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    try {
      await writeFile(join(dir, "fine.html"), "<p>Fine</p>");
      await mkdir(join(dir, "folder-named-like-a-page.html")); // listed as a text file, unreadable as one
      await expect(precompressDir(dir, { threads: 2 })).rejects.toThrow(/folder-named-like-a-page\.html/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reuses the variants of unchanged files from the cache, recompresses changed ones, and survives its deletion", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    const cacheDir = join(dir, "..", `${dir.split("/").pop()}-cache`);
    try {
      const site = join(dir, "site");
      await mkdir(site);
      for (const [i, source] of SOURCES.entries())
        await writeFile(join(site, `page-${i}.html`), await projectFile(source));
      const variantsOf = (name: string) =>
        Promise.all([readFile(join(site, `${name}.br`)), readFile(join(site, `${name}.gz`))]);

      expect(await precompressDir(site, { cacheDir })).toEqual({ files: SOURCES.length, cached: 0 });
      const first = await variantsOf("page-0.html");
      // The next build's output: the same files rewritten, one edited.
      await rm(join(site, "page-0.html.br"));
      await writeFile(join(site, "page-1.html"), "<p>Edited</p>");
      expect(await precompressDir(site, { cacheDir })).toEqual({ files: SOURCES.length, cached: SOURCES.length - 1 });
      const [br, gz] = await variantsOf("page-0.html");
      expect(br.equals(first[0]) && gz.equals(first[1])).toBe(true);
      const [editedBr, editedGz] = await variantsOf("page-1.html");
      expect(brotliDecompressSync(editedBr).toString()).toBe("<p>Edited</p>");
      expect(gunzipSync(editedGz).toString()).toBe("<p>Edited</p>");

      // A deleted cache (or one missing half an entry) only means compressing again.
      await rm(cacheDir, { recursive: true, force: true });
      expect(await precompressDir(site, { cacheDir })).toEqual({ files: SOURCES.length, cached: 0 });
      const entries = await readdir(cacheDir);
      await rm(
        join(
          cacheDir,
          entries.find((name) => name.endsWith(".gz"))!,
        ),
      );
      expect((await precompressDir(site, { cacheDir })).cached).toBe(SOURCES.length - 1);
      expect((await readdir(cacheDir)).some((name) => name.endsWith(".part"))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
