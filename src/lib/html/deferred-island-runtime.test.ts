import { describe, expect, it } from "vitest";
import { ISLAND_MODULES, deferIslandRuntime, type IslandRuntimePlan } from "./deferred-island-runtime.mjs";

const directive = "(()=>{var m=(v)=>v;(self.Astro||(self.Astro={})).intent=m;})();";
const runtime =
  '(()=>{class y extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",y)})();';
const astroScripts = `<script>${directive}</script><script>${runtime}</script>`;
const plan: IslandRuntimePlan = {
  astroVersion: "5.0.0-test",
  runtime: "/_astro/island-runtime.abc.js",
  astroScripts,
  loaders: { general: "/*general*/", media: "/*media*/" },
  modules: {
    "/_astro/HeaderSearch.abc.js": ["/_astro/HeaderSearch.abc.js", "/_astro/index.abc.js", "/_astro/query.abc.js"],
    "/_astro/FaqAccordion.abc.js": ["/_astro/FaqAccordion.abc.js", "/_astro/index.abc.js"],
    "/_astro/BlogList.abc.js": ["/_astro/BlogList.abc.js"],
    "/_astro/Map.abc.js": ["/_astro/Map.abc.js"],
    "/_astro/client.abc.js": ["/_astro/client.abc.js", "/_astro/index.abc.js"],
  },
};
const island = (component: string, client: string, value: string, inner = "") =>
  `<astro-island component-url="/_astro/${component}.abc.js" renderer-url="/_astro/client.abc.js" client="${client}" opts="{&quot;name&quot;:&quot;${component}&quot;,&quot;value&quot;:${value}}" ssr="">${inner}</astro-island>`;
const headerIsland = island("HeaderSearch", "intent", "&quot;(min-width: 1024px)&quot;");
const faqIsland = island("FaqAccordion", "intent", "true");
const blogIsland = island("BlogList", "intent", "true", '<div data-url-state="category"></div>');
// Astro writes the directive's registration and the runtime once, before the page's first island.
const page = (islands: string, scripts = astroScripts) =>
  `<html><body><div data-header-search>${scripts}${islands}</div></body></html>`;

/** The inline scripts of a page (data blocks aside). */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
/** The page's list of each island's modules. */
const modulesOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${ISLAND_MODULES}">(.*?)</script>`).exec(html)![1]!);

describe("deferIslandRuntime", () => {
  it("replaces Astro's scripts on a page whose one island is the header search with the small loader", () => {
    const html = deferIslandRuntime(page(headerIsland), plan);
    expect(html).not.toContain(runtime);
    expect(html).not.toContain(directive);
    expect(inlineScripts(html)).toEqual([plan.loaders.media]);
    // The island's module graph with its renderer's, each module once.
    expect(modulesOf(html)).toEqual({
      "/_astro/HeaderSearch.abc.js": [
        "/_astro/HeaderSearch.abc.js",
        "/_astro/index.abc.js",
        "/_astro/query.abc.js",
        "/_astro/client.abc.js",
      ],
    });
  });

  it("uses the general loader on a page with several intent islands, listing each island's modules", () => {
    const html = deferIslandRuntime(page(headerIsland + faqIsland + blogIsland), plan);
    expect(html).not.toContain(astroScripts);
    // The data, then one loader, at the end of the body, where every island it looks for has been parsed.
    expect(html.endsWith(`<script>${plan.loaders.general}</script></body></html>`)).toBe(true);
    expect(inlineScripts(html)).toEqual([plan.loaders.general]);
    expect(Object.keys(modulesOf(html))).toEqual([
      "/_astro/HeaderSearch.abc.js",
      "/_astro/FaqAccordion.abc.js",
      "/_astro/BlogList.abc.js",
    ]);
    expect(modulesOf(html)["/_astro/FaqAccordion.abc.js"]).toEqual([
      "/_astro/FaqAccordion.abc.js",
      "/_astro/index.abc.js",
      "/_astro/client.abc.js",
    ]);
    // Every island stays as Astro wrote it, for the runtime to upgrade.
    expect(html).toContain(headerIsland + faqIsland + blogIsland);
  });

  it("uses the general loader for a lone plain intent island", () => {
    expect(inlineScripts(deferIslandRuntime(page(faqIsland), plan))).toEqual([plan.loaders.general]);
  });

  it("leaves a page with an island of any other directive as Astro wrote it", () => {
    for (const client of ["load", "idle", "visible", "media"]) {
      const html = page(headerIsland + island("Map", client, "true"));
      expect(deferIslandRuntime(html, plan), client).toBe(html);
    }
  });

  it("leaves a page without islands alone, with or without a plan", () => {
    const html = "<html><body><p>Hi</p></body></html>";
    expect(deferIslandRuntime(html, plan)).toBe(html);
    expect(deferIslandRuntime(html, null)).toBe(html);
  });

  it("fails, naming the page and Astro's version, when Astro's scripts are not the ones the plan expects", () => {
    const changed = page(faqIsland, `<script>${directive}</script><script>${runtime.replace("y", "z")}</script>`);
    expect(() => deferIslandRuntime(changed, plan, "/services")).toThrow(/\/services.*Astro 5\.0\.0-test/);
    expect(() => deferIslandRuntime(page(faqIsland, astroScripts + astroScripts), plan)).toThrow(/exactly once/);
  });

  it("fails when the client build wrote no plan, or lists no modules for an island", () => {
    expect(() => deferIslandRuntime(page(faqIsland), null)).toThrow(/no plan/);
    const unknown = island("Unknown", "intent", "true");
    expect(() => deferIslandRuntime(page(unknown), plan)).toThrow(/no modules for \/_astro\/Unknown/);
  });
});
