// Checks over the built pages themselves: inlined CSS, unique titles and descriptions, and a sitemap that lists
// every indexable page and nothing else. Runs after `npm run build`. The byte budgets for a slow phone are
// tests/quality/first-round-trip.mjs's, over the gzip files the server sends.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { isOnDemandPath } from "../../src/server/hosting-rules.mjs";
import { isPrecompressed } from "../../src/server/precompress.mjs";
import { withoutIslandStylesheets } from "../../src/server/critical-css.mjs";
import { BLOG_PAGE_SIZE } from "../../src/lib/blog/list";

const CLIENT = join(defaultDistDir, "client");
const fileFor = (path: string) => join(CLIENT, path === "/" ? "index.html" : `${path}.html`);
const pages = builtPagePaths().map((path) => ({ path, html: readFileSync(fileFor(path), "utf8") }));
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? "";
const isNoindex = (html: string) => /<meta name="robots" content="noindex/.test(html);

describe("built pages", () => {
  it("exist", () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it("carry one JSON-LD block: in <head>, or at the end of <body> on a page whose FAQ it repeats", () => {
    for (const { path, html } of pages) {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">/g)].map((match) => match.index);
      expect(blocks, path).toHaveLength(1);
      const inHead = blocks[0]! < html.indexOf("</head>");
      const repeatsFaq = html.includes('"@type":"FAQPage"');
      expect(inHead, `${path}: ${repeatsFaq ? "FAQ data belongs after the FAQ" : "data belongs in <head>"}`).toBe(
        !repeatsFaq,
      );
      if (!inHead) expect(html.indexOf("</footer>"), path).toBeLessThan(blocks[0]!);
    }
  });

  it("inline the .icon rule on every page that draws a stroke icon, and no icon repeats its presentation", () => {
    for (const { path, html } of pages) {
      if (!/<svg class="icon /.test(html)) continue;
      expect(html, path).toMatch(/<style>[^]*\.icon\{fill:none;stroke:currentColor;/);
      expect(html, path).not.toMatch(/<svg class="icon [^"]*"[^>]*\bstroke-linecap=/);
    }
  });

  it("inlines each page's CSS, so the first paint waits on no stylesheet request", () => {
    for (const page of pages)
      expect(withoutIslandStylesheets(page.html), page.path).not.toMatch(/<link rel="stylesheet"/);
  });

  it("have unique titles and descriptions among indexable pages", () => {
    const indexable = pages.filter((page) => !isNoindex(page.html));
    const titles = indexable.map((page) => attr(page.html, /<title>([^<]*)<\/title>/));
    const descriptions = indexable.map((page) => attr(page.html, /<meta name="description" content="([^"]*)"/));
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(titles)).toEqual([]);
    expect(duplicates(descriptions)).toEqual([]);
  });

  it("mark every not-found page noindex", () => {
    for (const page of pages.filter((p) => isNotFoundPage(p.path))) expect(isNoindex(page.html), page.path).toBe(true);
  });
});

describe("the blog list's data", () => {
  it("/blog carries only its first page of cards; every published article's card is in /blog/cards.json", () => {
    const blog = pages.find((page) => page.path === "/blog")!.html;
    const props = /<astro-island[^>]*BlogList[^>]*props="([^"]*)"/.exec(blog)?.[1] ?? "";
    expect(props.match(/&quot;slug&quot;/g)?.length ?? 0).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    const cards: { slug: string }[] = JSON.parse(readFileSync(join(CLIENT, "blog", "cards.json"), "utf8"));
    const articlePaths = pages
      .map((page) => page.path)
      .filter((path) => /^\/blog\/(?!page\/|404$)[^/]+$/.test(path))
      .sort();
    expect(cards.map((card) => `/blog/${card.slug}`).sort()).toEqual(articlePaths);
  });
});

describe("sitemap and robots.txt", () => {
  const sitemap = readFileSync(join(CLIENT, "sitemap-0.xml"), "utf8");
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname));

  it("lists every indexable page and no noindex page", () => {
    for (const page of pages) {
      const path = page.path;
      if (isNoindex(page.html)) expect(listed.has(path), `${path} is noindex but in the sitemap`).toBe(false);
      else expect(listed.has(path), `${path} is missing from the sitemap`).toBe(true);
    }
  });

  it("lists canonical URLs only", () => {
    const canonicals = new Set(pages.map((page) => attr(page.html, /<link rel="canonical" href="([^"]+)"/)));
    // On-demand pages (e.g. /affordability) are not files in the build; their head tags are checked by the sweep.
    for (const [, loc = ""] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      expect(canonicals.has(loc) || isOnDemandPath(new URL(loc).pathname), loc).toBe(true);
    }
  });

  it("lists the on-demand tools by their bare URLs only", () => {
    for (const path of ["/compare", "/affordability"]) expect(listed.has(path), path).toBe(true);
    expect(sitemap).not.toMatch(/<loc>[^<]*\?/);
  });

  it("robots.txt points at the sitemap", () => {
    expect(readFileSync(join(CLIENT, "robots.txt"), "utf8")).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
  });
});

describe("precompressed variants", () => {
  it("exist for every text file of the build and decode to it byte for byte", () => {
    const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => isPrecompressed(file));
    expect(files.length).toBeGreaterThan(pages.length);
    for (const file of files) {
      const original = readFileSync(join(CLIENT, file));
      expect(brotliDecompressSync(readFileSync(join(CLIENT, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(CLIENT, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
