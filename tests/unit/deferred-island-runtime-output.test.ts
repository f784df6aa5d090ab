// The island runtime's deferral, checked on the build output (runs after `npm run build`): every page whose
// islands all wake by client:intent carries no island runtime of Astro's, only the inline loader the build bundled
// from src/client/island-loaders/, with each island's whole module graph listed for the first gesture
// (src/integrations/deferred-island-runtime-build.ts). Astro's island output is private: when an upgrade changes
// it, this fails here (and the build itself fails when a page is not what the plan expects).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import astroIslandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { builtPagePaths } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { ISLAND_MODULES, PLAN_FILE, type IslandRuntimePlan } from "../../src/lib/html/deferred-island-runtime.mjs";

/** The Astro version this deferral was last verified on: its island output had the shape the plan expects. */
const VERIFIED_ON = "5.18.2";
const installed: string = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("astro/package.json"), "utf8"),
).version;
const verified = `deferral verified on Astro ${VERIFIED_ON}, installed ${installed}`;

const CLIENT = join(defaultDistDir, "client");
const plan: IslandRuntimePlan = JSON.parse(readFileSync(join(defaultDistDir, "server", PLAN_FILE), "utf8"));
const fileFor = (path: string) => join(CLIENT, path === "/" ? "index.html" : `${path}.html`);
const pages = builtPagePaths().map((path) => ({ path, html: readFileSync(fileFor(path), "utf8") }));
const islandTags = (html: string) => [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
const deferredPages = pages.filter(({ html }) => {
  const tags = islandTags(html);
  return tags.length > 0 && tags.every((tag) => attribute(tag, "client") === "intent");
});
const fileOf = (url: string) => join(CLIENT, url);
/** The chunks a built module imports statically, as URLs beside it. */
const staticImports = (url: string) =>
  [...readFileSync(fileOf(url), "utf8").matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(
    ([, file]) => url.replace(/[^/]+$/, "") + file,
  );

describe(`the deferred island runtime in the build (${verified})`, () => {
  it("was planned by the Astro that built it", () => {
    expect(plan.astroVersion, verified).toBe(installed);
  });

  it("is one file holding Astro's island element and the intent directive's registration", () => {
    const runtime = readFileSync(fileOf(plan.runtime), "utf8");
    expect(runtime, verified).toContain(astroIslandScript);
    expect(runtime, verified).toContain(".intent=");
    expect(plan.astroScripts, verified).toContain(astroIslandScript);
  });

  it("happened on every page whose islands all wake by client:intent: no inline runtime, one bundled loader", () => {
    // Every page has the header search, so most pages are deferred: the checks below have teeth.
    expect(deferredPages.length, verified).toBeGreaterThan(pages.length / 2);
    for (const { path, html } of deferredPages) {
      expect(html, `${path}: ${verified}`).not.toContain(astroIslandScript);
      expect(html, `${path}: ${verified}`).not.toContain('customElements.define("astro-island"');
      expect(html, `${path}: ${verified}`).not.toContain("(self.Astro||(self.Astro={})).intent");
      const loaders = inlineScripts(html).filter((script) => script.includes(plan.runtime));
      expect(loaders, `${path}: ${verified}`).toHaveLength(1);
      expect(Object.values(plan.loaders), path).toContain(loaders[0]);
    }
  });

  it("lists each island's whole static module graph, its renderer's included, for the first gesture", () => {
    for (const { path, html } of deferredPages) {
      const data = new RegExp(`<script type="application/json" id="${ISLAND_MODULES}">(.*?)</script>`).exec(html);
      expect(data, `${path}: ${verified}`).not.toBeNull();
      const modules: Record<string, string[]> = JSON.parse(data![1]!);
      for (const tag of islandTags(html)) {
        const listed = modules[attribute(tag, "component-url")!];
        expect(listed, `${path}: ${tag}`).toBeDefined();
        expect(listed, path).toContain(attribute(tag, "renderer-url"));
        // Closed under static imports: nothing is discovered a round trip later.
        for (const url of listed!) {
          expect(existsSync(fileOf(url)), `${path}: ${url}`).toBe(true);
          for (const imported of staticImports(url))
            expect(listed, `${path}: ${url} imports ${imported}`).toContain(imported);
        }
      }
    }
  });
});
