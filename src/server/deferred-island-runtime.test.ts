import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  LINK_ISLAND_STYLESHEETS,
  deferIslandRuntime,
  mediaRuntimeLoader,
  runtimeLoader,
} from "./deferred-island-runtime.mjs";

const directive = "(()=>{var m=(v)=>v;(self.Astro||(self.Astro={})).intent=m;})();";
const runtime =
  '(()=>{class y extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",y)})();';
const island = (component: string, client: string, value: string) =>
  `<astro-island component-url="/_astro/${component}.abc.js" client="${client}" opts="{&quot;name&quot;:&quot;${component}&quot;,&quot;value&quot;:${value}}"></astro-island>`;
const headerIsland = island("HeaderSearch", "intent", "&quot;(min-width: 1024px)&quot;");
const faqIsland = island("FaqAccordion", "intent", "true");
const blogIsland = `<astro-island component-url="/_astro/BlogList.abc.js" client="intent" opts="{}"><div data-url-state="category"></div></astro-island>`;
// Astro writes the directive's registration and the runtime once, before the page's first island.
const page = (islands: string) =>
  `<html><body><div data-header-search><script>${directive}</script><script>${runtime}</script>${islands}</div></body></html>`;

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), "island-runtime-"));
  mkdirSync(join(dir, "_astro"));
  return dir;
}

/** The inline scripts of a page. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe("deferIslandRuntime", () => {
  it("moves the runtime of a page whose one island is the header search into a file its small loader fetches", () => {
    const dir = clientDir();
    const html = deferIslandRuntime(page(headerIsland), dir);
    expect(html).not.toContain(runtime);
    expect(html).not.toContain(directive);
    const src = /s\.src="(\/_astro\/island-runtime\.[\w-]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    // The file links the page's stylesheet, then holds the directive, so the island element finds it when it upgrades.
    expect(readFileSync(join(dir, src!), "utf8")).toBe(`${LINK_ISLAND_STYLESHEETS}\n${directive}\n${runtime}`);
    expect(inlineScripts(html)).toEqual([mediaRuntimeLoader(src!, "(min-width: 1024px)")]);
    expect(deferIslandRuntime(page(headerIsland), dir)).toBe(html);
  });

  it("defers it on a page with several intent islands, URL-state ones included, behind the general loader", () => {
    const dir = clientDir();
    const html = deferIslandRuntime(page(headerIsland + faqIsland + blogIsland), dir);
    expect(html).not.toContain(runtime);
    expect(html).not.toContain(directive);
    const src = /s\.src="(\/_astro\/island-runtime\.[\w-]+\.js)"/.exec(html)?.[1];
    expect(readFileSync(join(dir, src!), "utf8")).toBe(`${LINK_ISLAND_STYLESHEETS}\n${directive}\n${runtime}`);
    // One loader, at the end of the body, where every island it looks for has been parsed.
    expect(inlineScripts(html)).toEqual([runtimeLoader(src!)]);
    expect(html.endsWith(`<script>${runtimeLoader(src!)}</script></body></html>`)).toBe(true);
    // Every island stays as Astro wrote it, for the runtime to upgrade.
    expect(html).toContain(headerIsland + faqIsland + blogIsland);
  });

  it("uses the general loader for a lone plain intent island", () => {
    const html = deferIslandRuntime(page(faqIsland), clientDir());
    const src = /s\.src="([^"]+)"/.exec(html)![1];
    expect(inlineScripts(html)).toEqual([runtimeLoader(src)]);
  });

  it("writes one text per loader on every page of a build, so the prerendered pages' CSP covers on-demand ones", () => {
    const dir = clientDir();
    const loaders = [headerIsland + faqIsland, faqIsland + blogIsland, blogIsland, headerIsland, headerIsland].map(
      (islands) => inlineScripts(deferIslandRuntime(page(islands), dir))[0],
    );
    expect(new Set(loaders).size).toBe(2);
    // They parse as scripts (a hand-minified slip would otherwise only show in the browser).
    for (const loader of loaders) expect(() => new Function(loader)).not.toThrow();
  });

  it("leaves a page with an island of any other directive as Astro wrote it", () => {
    for (const client of ["load", "idle", "visible", "media"]) {
      const html = page(headerIsland + island("Map", client, "true"));
      expect(deferIslandRuntime(html, clientDir()), client).toBe(html);
    }
  });

  it("leaves a page alone when its runtime is not the two scripts Astro writes", () => {
    const html = `<html><body><script>${runtime}</script>${faqIsland}</body></html>`;
    expect(deferIslandRuntime(html, clientDir())).toBe(html);
  });

  it("leaves a page without islands alone", () => {
    expect(deferIslandRuntime("<html><body><p>Hi</p></body></html>", clientDir())).toBe(
      "<html><body><p>Hi</p></body></html>",
    );
  });
});
