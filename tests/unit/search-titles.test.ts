// The pages the site search lists are told apart by their titles: no two franchise, article, service
// or location pages share a main heading, so neither a results list nor a heading reads the same twice (the
// <title>s are checked in build-output.test.ts). Runs after `npm run build`, over whatever content was built.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";

const CLIENT = join(defaultDistDir, "client");
// A page of a collection the search lists: /franchises/<slug>, /blog/<slug>, /services/<slug>, /locations/<slug>.
const ENTRY = /^\/(franchises|blog|services|locations)\/(?!category$|investment$|page$|search$)[^/]+$/;
const pages = builtPagePaths()
  .filter((path) => ENTRY.test(path) && !isNotFoundPage(path))
  .map((path) => {
    const html = readFileSync(join(CLIENT, `${path}.html`), "utf8");
    const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
    return {
      path,
      heading: heading
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    };
  });

describe("the pages the site search lists", () => {
  it("were built, one heading each", () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.heading, page.path).not.toBe("");
  });

  it("never share a main heading", () => {
    const byHeading = new Map<string, string[]>();
    for (const page of pages) byHeading.set(page.heading, [...(byHeading.get(page.heading) ?? []), page.path]);
    const shared = [...byHeading]
      .filter(([, paths]) => paths.length > 1)
      .map(([heading, paths]) => `${heading}: ${paths.join(", ")}`);
    expect(shared).toEqual([]);
  });
});
