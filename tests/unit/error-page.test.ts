import { getContainerRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import type { SSRManifest } from "astro";
import { describe, expect, it, vi } from "vitest";
import ErrorPage from "@/pages/500.astro";

// The Container API has no content store: page copy comes from the same YAML files, read by the test loader.
vi.mock("@/lib/content/page-copy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/content/page-copy")>()),
  getPageCopy: (await import("./copy-files")).readPageCopy,
}));
vi.mock("@/lib/content/navigation", async () => ({ getMenus: async () => (await import("./copy-files")).menus() }));

/** A container that knows the site's React renderer and its custom `client:intent` directive. */
async function siteContainer() {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // The directive's browser code is irrelevant to server rendering; any script text will do.
  const clientDirectives = new Map([["intent", "(()=>{})"]]);
  return AstroContainer.create({ renderers, manifest: { clientDirectives } as unknown as SSRManifest });
}

describe("the fallback error page", () => {
  it("is titled Unexpected Application Error! and shows the error text", async () => {
    const container = await siteContainer();
    const html = await container.renderToString(ErrorPage, { props: { error: new Error("Database is locked") } });
    expect(html).toContain("<title>Unexpected Application Error!");
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain("Database is locked");
    expect(html).toContain('content="noindex');
  });
});
