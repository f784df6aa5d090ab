// What every page carries for itself, over the built HTML of every prerendered page and every on-demand page in
// the states a visitor meets (served by the built server): a title, description, canonical URL and Open Graph tags
// that agree, one h1, lang en-GB, JSON-LD that parses as schema.org, and nothing that would load JavaScript before
// the visitor interacts (no script tag with a src; every island waits for intent). A file read per page instead of
// a browser session per page and width: the browser sweep (tests/e2e/site-sweep.spec.ts) visits one or two pages per
// route pattern at each width for what only a browser sees (axe, console errors, scripts fetched). Runs after
// `npm run build`. The HTML is read with the tests' one HTML parser (tests/support/html-head.mjs, parse5).
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ON_DEMAND_PAGE_PATHS, builtFileOf, builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { headOf } from "../support/html-head.mjs";
import { mustShipNoJsBeforeInteraction } from "../support/page-policy.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

/** Every check a page must pass on its own markup; `path` names it in failures. */
function expectCompletePage(path: string, html: string) {
  let head: ReturnType<typeof headOf>;
  try {
    head = headOf(html);
  } catch (error) {
    throw new Error(`${path}: ${String(error)}`);
  }
  const title = head.title;
  expect(title.length, `${path}: title`).toBeGreaterThan(10);
  expect(head.metaName("description")?.length ?? 0, `${path}: description`).toBeGreaterThan(40);
  const canonical = head.link("canonical") ?? "";
  expect(canonical, `${path}: canonical`).toMatch(/^https?:\/\/[^/]+\//);
  expect(head.metaProperty("og:url") ?? "", `${path}: og:url`).toBe(canonical);
  expect(head.metaProperty("og:title") ?? "", `${path}: og:title`).toBe(title);
  expect(head.metaProperty("og:image") ?? "", `${path}: og:image`).toMatch(/^https?:\/\//);
  expect(head.h1Count, `${path}: h1 elements`).toBe(1);
  expect(head.lang, `${path}: lang`).toBe("en-GB");
  expect(head.jsonLd.length, `${path}: JSON-LD blocks`).toBeGreaterThan(0);
  for (const data of head.jsonLd) {
    expect(data["@context"], `${path}: JSON-LD @context`).toBe("https://schema.org");
    for (const node of data["@graph"] ?? [data]) expect(node["@type"], `${path}: a JSON-LD node's @type`).toBeTruthy();
  }
  if (mustShipNoJsBeforeInteraction(path)) {
    expect(head.scriptSources, `${path}: a script tag with a src`).toEqual([]);
    expect(
      head.islandDirectives.filter((directive) => directive !== "intent"),
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
