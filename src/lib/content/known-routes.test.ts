import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readKnownRoutes } from "./known-routes";

// A frozen project: a few page files and one entry of each kind of content a page is built from.
const root = mkdtempSync(join(tmpdir(), "known-routes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  "src/pages/index.astro": "",
  "src/pages/about.astro": "",
  "src/pages/privacy.mdx": "",
  "src/pages/404.astro": "",
  "src/pages/healthz.ts": "",
  "src/pages/blog/index.astro": "",
  "src/pages/blog/[slug].astro": "",
  "src/pages/franchises/404.astro": "",
  "src/pages/editors/_reference.mdx": "",
  "src/content/service-pages/business-coaching.yaml": "order: 1\n",
  "src/content/franchises/acme.yaml": "slug: acme\n",
  "src/content/locations/cities/leeds.yaml": "slug: leeds\n",
  "src/content/franchise-categories.yaml": "items:\n  - id: pet-care\n",
  "src/content/blog-categories.yaml": "items: []\n",
  "src/content/blog/an-article.mdx": "",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe("the addresses a menu may link to", () => {
  it("are the pages without a parameter and the pages content files always build", () => {
    expect([...readKnownRoutes(root)].sort()).toEqual(
      [
        "/",
        "/about",
        "/blog",
        "/privacy",
        "/services/business-coaching",
        "/franchises/acme",
        "/franchises/category/pet-care",
        "/locations/leeds",
      ].sort(),
    );
  });
});
