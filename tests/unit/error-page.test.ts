import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/pages/500.astro";

describe("the fallback error page", () => {
  it("is titled Unexpected Application Error! and shows the error text", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ErrorPage, { props: { error: new Error("Database is locked") } });
    expect(html).toContain("<title>Unexpected Application Error!");
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain("Database is locked");
    expect(html).toContain('content="noindex');
  });
});
