import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheDirFor, digest, readEntry, writeEntry } from "./build-cache.mjs";
import { FINISHER_SOURCES, finishPages } from "./hosting-files.mjs";
import { precompressDir } from "./precompress.mjs";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "build-cache-"));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe("digest", () => {
  it("depends on every part and on where one part ends and the next begins", () => {
    expect(digest(["ab", "c"])).not.toBe(digest(["a", "bc"]));
    expect(digest(["ab", "c"])).toBe(digest([Buffer.from("ab"), "c"]));
    expect(digest(["ab", "c"])).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("cacheDirFor", () => {
  it("is a step's folder under node_modules/.cache, and none with BUILD_CACHE=0", () => {
    const root = pathToFileURL(`${dir}/`);
    expect(cacheDirFor(root, "precompress")).toBe(join(dir, "node_modules", ".cache", "precompress/"));
    vi.stubEnv("PRECOMPRESS_CACHE", "0");
    expect(cacheDirFor(root, "precompress")).toBeUndefined();
    expect(cacheDirFor(root, "finished-html")).toBe(join(dir, "node_modules", ".cache", "finished-html/"));
    vi.stubEnv("BUILD_CACHE", "0");
    expect(cacheDirFor(root, "finished-html")).toBeUndefined();
  });
});

describe("writeEntry", () => {
  it("writes an entry whole, and one it cannot write is left out without an error or a part file", async () => {
    await writeEntry(join(dir, "cache", "key.br"), "bytes");
    expect((await readEntry(join(dir, "cache", "key.br")))?.toString()).toBe("bytes");
    // A cache folder that cannot be made (a file stands where it should be) only means no entry.
    await writeFile(join(dir, "not-a-folder"), "");
    await expect(writeEntry(join(dir, "not-a-folder", "key.br"), "bytes")).resolves.toBeUndefined();
    expect(await readEntry(join(dir, "not-a-folder", "key.br"))).toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual(["cache", "not-a-folder"]);
    expect(await readdir(join(dir, "cache"))).toEqual(["key.br"]);
  });

  it("lets precompression finish when its cache cannot be written", async () => {
    const site = join(dir, "site");
    await mkdir(site);
    await writeFile(join(site, "page.html"), "<p>Franchise advice</p>\n".repeat(50));
    await writeFile(join(dir, "cache"), "a file where the cache folder should be");
    expect(await precompressDir(site, { cacheDir: join(dir, "cache"), threads: 1 })).toEqual({ files: 1, cached: 0 });
    expect((await readdir(site)).sort()).toEqual(["page.html", "page.html.br", "page.html.gz"]);
  });
});

describe("finishPages", () => {
  const CSS = ".lead{color:red}.unused{color:blue}";
  const page = (text: string) =>
    `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="lead">${text}</p></body></html>`;

  it("takes unchanged pages from the cache, finishes edited ones, and misses when the stylesheet changes", async () => {
    const client = join(dir, "client");
    const cacheDir = join(dir, "cache");
    await mkdir(join(client, "_astro"), { recursive: true });
    // Each build starts from Astro's unfinished output, as a rebuild does.
    const astroOutput = async (css: string, second: string) => {
      await writeFile(join(client, "_astro", "site.css"), css);
      await writeFile(join(client, "one.html"), page("One"));
      await writeFile(join(client, "two.html"), page(second));
    };
    const finished = () => Promise.all(["one.html", "two.html"].map((name) => readFile(join(client, name), "utf8")));

    await astroOutput(CSS, "Two");
    expect(await finishPages(client)).toEqual({ files: 2, cached: 0 });
    const uncached = await finished();
    expect(uncached[0]).toContain(".lead{color:red}");
    expect(uncached[0]).not.toContain(".unused");

    await astroOutput(CSS, "Two");
    expect(await finishPages(client, { cacheDir })).toEqual({ files: 2, cached: 0 });
    expect(await finished()).toEqual(uncached);
    await astroOutput(CSS, "Two");
    expect(await finishPages(client, { cacheDir })).toEqual({ files: 2, cached: 2 });
    expect(await finished()).toEqual(uncached);

    await astroOutput(CSS, "Two, edited");
    expect(await finishPages(client, { cacheDir })).toEqual({ files: 2, cached: 1 });
    expect((await finished())[1]).toContain("Two, edited");

    await astroOutput(".lead{color:green}.unused{color:blue}", "Two, edited");
    expect(await finishPages(client, { cacheDir })).toEqual({ files: 2, cached: 0 });
    expect((await finished())[0]).toContain(".lead{color:green}");

    // Deleting the cache only means finishing again.
    await rm(cacheDir, { recursive: true });
    await astroOutput(CSS, "Two");
    expect(await finishPages(client, { cacheDir })).toEqual({ files: 2, cached: 0 });
    expect(await finished()).toEqual(uncached);
  });
});

describe("FINISHER_SOURCES", () => {
  it("names every module the finishing code loads, so a change to any of them misses the cache", async () => {
    const loaded = new Set<string>();
    const visit = async (url: URL) => {
      if (loaded.has(url.href)) return;
      loaded.add(url.href);
      const source = await readFile(url, "utf8");
      for (const [, path] of source.matchAll(/^import[^"]*"(\.{1,2}\/[^"]+)";$/gm)) await visit(new URL(path!, url));
    };
    await visit(new URL("../lib/html/finish-html.mjs", import.meta.url));
    expect([...loaded].map((href) => fileURLToPath(href)).sort()).toEqual(
      FINISHER_SOURCES.map((url) => fileURLToPath(url)).sort(),
    );
  });
});
