import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deferIslandRuntime } from "./deferred-island-runtime.mjs";

const directive = "(()=>{var m=(v)=>v;(self.Astro||(self.Astro={})).intent=m;})();";
const runtime =
  '(()=>{class y extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",y)})();';
const headerIsland =
  '<astro-island component-url="/_astro/HeaderSearch.abc.js" client="intent" opts="{&quot;name&quot;:&quot;HeaderSearch&quot;,&quot;value&quot;:&quot;(min-width: 1024px)&quot;}"></astro-island>';
const page = (islands: string) =>
  `<html><body><div data-header-search><script>${directive}</script><script>${runtime}</script>${islands}</div></body></html>`;

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), "island-runtime-"));
  mkdirSync(join(dir, "_astro"));
  return dir;
}

describe("deferIslandRuntime", () => {
  it("moves the runtime of a page whose one island is the header search into a file its loader fetches", () => {
    const dir = clientDir();
    const html = deferIslandRuntime(page(headerIsland), dir);
    expect(html).not.toContain(runtime);
    expect(html).not.toContain(directive);
    const src = /s\.src="(\/_astro\/island-runtime\.[\w-]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    expect(html).toContain('matchMedia("(min-width: 1024px)")');
    // The file holds the directive first, so the island element finds it when it upgrades.
    expect(readFileSync(join(dir, src!), "utf8")).toBe(`${directive}\n${runtime}`);
    expect(deferIslandRuntime(page(headerIsland), dir)).toBe(html);
  });

  it("leaves a page with any other island as Astro wrote it", () => {
    const other = '<astro-island component-url="/_astro/ContactForms.abc.js" client="intent" opts="{}"></astro-island>';
    const html = page(headerIsland + other);
    expect(deferIslandRuntime(html, clientDir())).toBe(html);
  });

  it("leaves a page without islands alone", () => {
    expect(deferIslandRuntime("<html><body><p>Hi</p></body></html>", clientDir())).toBe(
      "<html><body><p>Hi</p></body></html>",
    );
  });
});
