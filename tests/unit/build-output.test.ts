// Checks over the built pages themselves: inlined CSS, unique titles and descriptions, and a sitemap that lists
// every indexable page and nothing else. Runs after `npm run build`. The byte budgets for a slow phone are
// tests/quality/first-round-trip.mjs's, over the gzip files the server sends.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { isOnDemandPath } from "../../src/lib/hosting/hosting-rules.mjs";
import { isTextFile } from "../../src/lib/hosting/content-coding.mjs";
import { withoutIslandStylesheets } from "../../src/lib/html/critical-css.mjs";
import { BLOG_PAGE_SIZE } from "../../src/lib/blog/list";
import { allListings, isEmptyListing, listingBasePath } from "../../src/lib/directory/listings";
import { articleDates } from "../../src/lib/blog/article-dates";
import { articles, franchiseCategories, franchises } from "./content-files";

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

  it("put no space between a word in bold, italics, a link or code and the punctuation after it", () => {
    // A line break before the closing tag renders as a space: "Silver (£150) , Gold (£450)" in the terms.
    for (const { path, html } of pages)
      expect(html.match(/\S*\s<\/(?:strong|em|b|i|a|span|code|time)>[,.;:!?)]/g) ?? [], path).toEqual([]);
  });

  it("mark every not-found page noindex", () => {
    for (const page of pages.filter((p) => isNotFoundPage(p.path))) expect(isNoindex(page.html), page.path).toBe(true);
  });
});

describe("built articles", () => {
  it("show Updated <date> and carry it as dateModified exactly when the article has a later updatedDate", () => {
    for (const article of articles()) {
      const page = pages.find((candidate) => candidate.path === `/blog/${article.data.slug}`);
      if (!page) continue; // a draft or a scheduled article: not in this build
      const dates = articleDates(article.data);
      const jsonLd = JSON.parse(attr(page.html, /<script type="application\/ld\+json">([^<]*)<\/script>/));
      const posting = (jsonLd["@graph"] ?? [jsonLd]).find(
        (node: { "@type"?: string }) => node["@type"] === "BlogPosting",
      );
      expect(posting?.dateModified, page.path).toBe(dates.modified ?? dates.published);
      if (dates.modified) {
        expect(page.html, page.path).toContain(
          `Updated <time datetime="${dates.modified}">${dates.modifiedLabel}</time>`,
        );
      } else {
        expect(page.html, page.path).not.toMatch(/Updated <time/);
      }
    }
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

describe("empty listings (categories and investment bands with no franchise today)", () => {
  // Which listings are empty comes from the content files, by the site's own rule: nothing here names one.
  const entries = franchises().map((file) => ({ categoryKey: file.category, investmentRange: file.investmentRange }));
  const categories = franchiseCategories();
  const listings = allListings(categories.map((category) => category.id)).map((listing) => ({
    path: listingBasePath(listing),
    empty: isEmptyListing(listing, entries),
    html: pages.find((page) => page.path === listingBasePath(listing))?.html,
  }));
  const sitemap = readFileSync(join(CLIENT, "sitemap-0.xml"), "utf8");
  const inSitemap = (path: string) => sitemap.includes(`${path}</loc>`);
  const escape = (text: string) => text.replaceAll("&", "&amp;");

  it("keep their URL: every category's and investment band's first page is built", () => {
    for (const { path, html } of listings) expect(html, `${path} is not built`).toBeDefined();
  });

  it("are noindex and out of the sitemap, and say none are listed yet with links onward", () => {
    for (const { path, html = "" } of listings.filter((listing) => listing.empty)) {
      expect(isNoindex(html), `${path} should be noindex`).toBe(true);
      expect(inSitemap(path), `${path} should not be in the sitemap`).toBe(false);
      expect(html, path).toMatch(/<h3[^>]*>No [^<]*listed[^<]* yet<\/h3>/);
      expect(html, path).toMatch(/<a href="\/franchises"[^>]*>Show All Franchises<\/a>/);
      expect(html, path).toMatch(/<a href="\/contact"[^>]*>Book a Free Consultation<\/a>/);
    }
  });

  it("while every listing with a franchise is indexable, in the sitemap, and shows no such notice", () => {
    for (const { path, html = "" } of listings.filter((listing) => !listing.empty)) {
      expect(isNoindex(html), `${path} should be indexable`).toBe(false);
      expect(inSitemap(path), `${path} should be in the sitemap`).toBe(true);
      expect(html, path).not.toMatch(/listed[^<]* yet<\/h3>/);
    }
  });

  it("the directory's Franchise Categories offer View for a category with franchises, “None listed yet” otherwise", () => {
    const directory = pages.find((page) => page.path === "/franchises")!.html;
    const start = directory.indexOf('id="categories-heading"');
    const tiles = directory.slice(start, directory.indexOf("</section>", start)).split("<li").slice(1);
    expect(tiles).toHaveLength(categories.length);
    for (const category of categories) {
      const tile = tiles.find((html) => html.includes(`>${escape(category.name)}</h3>`));
      expect(tile, category.id).toBeDefined();
      const empty = isEmptyListing({ category: category.id }, entries);
      expect(tile!.includes("None listed yet"), category.id).toBe(empty);
      expect(tile!.includes(`href="/franchises/category/${category.id}"`), category.id).toBe(!empty);
      expect(/>\s*View<span/.test(tile!), category.id).toBe(!empty);
    }
  });
});

describe("precompressed variants", () => {
  it("exist for every text file of the build and decode to it byte for byte", () => {
    const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => isTextFile(file));
    expect(files.length).toBeGreaterThan(pages.length);
    for (const file of files) {
      const original = readFileSync(join(CLIENT, file));
      expect(brotliDecompressSync(readFileSync(join(CLIENT, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(CLIENT, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
