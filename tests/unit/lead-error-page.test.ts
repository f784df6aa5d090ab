// The no-JavaScript lead error page links "Back to the form" only to a path on this site, whatever view it is
// given: the handler already drops other sourcePaths, and the page does not rely on that.
import { getContainerRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import type { SSRManifest } from "astro";
import { describe, expect, it, vi } from "vitest";
import LeadErrorPage from "@/pages/lead-error.astro";
import type { LeadErrorView } from "@/lib/leads/handler";

// The Container API has no content store: the copy comes from the YAML files, and the form's franchise list
// can be empty here.
vi.mock("@/lib/content/page-copy", async (importOriginal) => {
  const files = await import("./copy-files");
  return {
    ...(await importOriginal<typeof import("@/lib/content/page-copy")>()),
    getPageCopy: files.readPageCopy,
    getPackages: async () => files.packages(),
  };
});
vi.mock("@/lib/content/franchises", () => ({ getFranchises: async () => [] }));

async function render(sourcePath: string) {
  const renderers = await loadRenderers([getContainerRenderer()]);
  const clientDirectives = new Map([["intent", "(()=>{})"]]);
  const container = await AstroContainer.create({
    renderers,
    manifest: { clientDirectives } as unknown as SSRManifest,
  });
  const leadError: LeadErrorView = {
    status: 400,
    message: "Check the highlighted fields.",
    errors: {},
    values: {},
    sourcePath,
  };
  return container.renderToString(LeadErrorPage, { locals: { leadError } });
}

const backLink = (html: string) => /<a href="([^"]*)"[^>]*>Back to the form<\/a>/.exec(html)?.[1];

describe("the lead error page's back link", () => {
  it("goes back to the page the form was on", async () => {
    expect(backLink(await render("/franchises/some-franchise"))).toBe("/franchises/some-franchise#contact");
  });

  it.each(["//2130706433", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"])(
    "goes to /contact, not to %s",
    async (sourcePath) => {
      expect(backLink(await render(sourcePath))).toBe("/contact#contact");
    },
  );
});
