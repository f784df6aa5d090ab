// The shared markup stays lean: icons carry their stroke presentation in one CSS rule, tick lists draw their ticks
// in CSS, and the built pages' structured data sits where it compresses best.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import Icon from "@/components/ui/Icon.astro";
import CheckList from "@/components/ui/CheckList.astro";
import { paths } from "@/lib/ui/icon-paths";

describe("Icon", () => {
  it("is a decorative svg styled by the .icon rule, without per-icon presentation attributes", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(Icon, { props: { name: "check", class: "h-4 w-4" } });
    // (The dev renderer used here adds data-astro-source-* attributes; the build does not.)
    expect(html).toMatch(/^<svg class="icon h-4 w-4" viewBox="0 0 24 24" aria-hidden="true"[\s>]/);
    expect(html).toContain(`d="${paths.check}"`);
    expect(html).not.toMatch(/\b(?:fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|focusable)=/);
  });

  it("is filled for the solid glyphs and named when labelled", async () => {
    const container = await AstroContainer.create();
    const star = await container.renderToString(Icon, { props: { name: "star", label: "Rated" } });
    expect(star).toMatch(/^<svg class="icon-solid h-5 w-5"/);
    expect(star).toContain('role="img"');
    expect(star).toContain('aria-label="Rated"');
    expect(star).not.toContain("aria-hidden");
  });
});

describe("CheckList", () => {
  it("lists each point once, with the tick drawn by CSS rather than an svg per point", async () => {
    const container = await AstroContainer.create();
    const items = ["First point", "Second & last point"];
    const html = await container.renderToString(CheckList, {
      props: { items, size: "md", tone: "light", class: "mt-4 text-sm" },
    });
    expect(html).toMatch(/^<ul class="ticks ticks-md ticks-light mt-4 text-sm"[\s>]/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(items.length);
    expect(html).toMatch(/<li[^>]*>Second &amp; last point<\/li>/);
    expect(html).not.toContain("<svg");
  });

  it("defaults to the small green tick", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(CheckList, { props: { items: ["Only point"] } });
    expect(html).toMatch(/^<ul class="ticks"[\s>]/);
  });
});
