// What every page carries for itself, over the built HTML of every prerendered page and every on-demand page in
// the states a visitor meets (served by the built server): a title, description, canonical URL and Open Graph tags
// that agree, one h1, lang en-GB, JSON-LD that parses as schema.org, and nothing that would load JavaScript before
// the visitor interacts (no script tag with a src; every island waits for intent). A file read per page instead of
// a browser session per page and width: the browser sweep (tests/e2e/site-sweep.spec.ts) visits one or two pages per
// route pattern at each width for what only a browser sees (axe, console errors, scripts fetched). Runs after
// `npm run build`.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ON_DEMAND_PAGE_PATHS, builtFileOf, builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { mustShipNoJsBeforeInteraction } from "../support/page-policy.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

/** The text of an HTML attribute value or text node, with its character references decoded. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (_, ref: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (ref[0] !== "#") return named[ref.toLowerCase()]!;
    return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
}

/** The content of the first <meta> or href of the first <link> whose `key` attribute is `value`. */
function tagAttribute(html: string, tag: "meta" | "link", key: string, value: string, wanted: string): string {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, "g"))) {
    if (new RegExp(`\\s${key}="${value}"`).test(element)) {
      return decode(new RegExp(`\\s${wanted}="([^"]*)"`).exec(element)?.[1] ?? "");
    }
  }
  return "";
}

/** The head facts the sweep used to read in the browser, read from the HTML instead. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "").trim(),
    description: tagAttribute(head, "meta", "name", "description", "content"),
    canonical: tagAttribute(head, "link", "rel", "canonical", "href"),
    ogTitle: tagAttribute(head, "meta", "property", "og:title", "content"),
    ogImage: tagAttribute(head, "meta", "property", "og:image", "content"),
    ogUrl: tagAttribute(head, "meta", "property", "og:url", "content"),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
    h1Count: html.match(/<h1[\s>]/g)?.length ?? 0,
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? "",
  };
}

/** Every check a page must pass on its own markup; `path` names it in failures. */
function expectCompletePage(path: string, html: string) {
  const head = headOf(html);
  expect(head.title.length, `${path}: title`).toBeGreaterThan(10);
  expect(head.description.length, `${path}: description`).toBeGreaterThan(40);
  expect(head.canonical, `${path}: canonical`).toMatch(/^https?:\/\/[^/]+\//);
  expect(head.ogUrl, `${path}: og:url`).toBe(head.canonical);
  expect(head.ogTitle, `${path}: og:title`).toBe(head.title);
  expect(head.ogImage, `${path}: og:image`).toMatch(/^https?:\/\//);
  expect(head.h1Count, `${path}: h1 elements`).toBe(1);
  expect(head.lang, `${path}: lang`).toBe("en-GB");
  expect(head.jsonLd.length, `${path}: JSON-LD blocks`).toBeGreaterThan(0);
  for (const block of head.jsonLd) {
    const data = JSON.parse(block);
    expect(data["@context"], `${path}: JSON-LD @context`).toBe("https://schema.org");
    for (const node of data["@graph"] ?? [data]) expect(node["@type"], `${path}: a JSON-LD node's @type`).toBeTruthy();
  }
  if (mustShipNoJsBeforeInteraction(path)) {
    expect(html, `${path}: a script tag with a src`).not.toMatch(/<script[^>]*\ssrc=/);
    const directives = [...html.matchAll(/<astro-island\s[^>]*?\sclient="([^"]*)"/g)].map((m) => m[1]);
    expect(
      directives.filter((directive) => directive !== "intent"),
      `${path}: islands that wake before intent`,
    ).toEqual([]);
  }
}

describe("every built page", () => {
  const paths = builtPagePaths();

  it("exists", () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it("has complete head tags, valid JSON-LD, one h1 and no script before interaction", () => {
    for (const path of paths) expectCompletePage(path, readFileSync(builtFileOf(path), "utf8"));
  });
});

describe("every on-demand page, in each state the sweep visits", () => {
  let site: { baseUrl: string; close: () => Promise<void> };
  let databaseDir: string;

  beforeAll(async () => {
    databaseDir = await mkdtemp(join(tmpdir(), "page-heads-"));
    process.env.LEADS_DATABASE_URL = `file:${join(databaseDir, "leads.db")}`;
    site = await startBuiltSite();
  });
  afterAll(async () => {
    await site?.close();
    await rm(databaseDir, { recursive: true, force: true });
  });

  for (const path of ON_DEMAND_PAGE_PATHS) {
    it(`${path} answers and is complete`, async () => {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status).toBe(isNotFoundPage(path) ? 404 : 200);
      expectCompletePage(path, await response.text());
    });
  }
});
