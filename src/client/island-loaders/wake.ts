/**
 * What both inline loaders do when the visitor first reaches for an island (general.ts, media.ts): fetch, all at
 * once, everything the island needs to answer. Bundled into each loader by the build
 * (src/integrations/deferred-island-runtime-build.ts), with the runtime's URL written in for `RUNTIME_URL`.
 *  - the island runtime (Astro's <astro-island> element and the client:intent directive), once per page;
 *  - the island's whole module graph (its component, the framework renderer and every module they import
 *    statically), as `modulepreload` links: the build lists it per island in the page's ISLAND_MODULES data
 *    block, so the runtime's import() finds each module on its way instead of discovering one level per round trip;
 *  - the stylesheet the page keeps in an inert <template> for what islands render later (src/lib/html/critical-css.mjs).
 */
// Written in by the build: the runtime file's URL, the id of the page's JSON data block (each island's component
// URL → every module URL it needs) and the attribute of the page's inert stylesheet <template>.
declare const RUNTIME_URL: string;
declare const ISLAND_MODULES: string;
declare const ISLAND_STYLESHEETS: string;

/** An island with the hand-over to its directive (src/client/intent-directive.ts). */
export type Island = HTMLElement & { reached?: number; held?: Element };

/** The document, shared by the loaders' modules so the bundle names it once. */
export const d = document;
let runtime: HTMLScriptElement | undefined;

/** Wakes an island, once. */
export function wake(island: Island) {
  if (island.reached) return;
  island.reached = 1;
  // The page lists every island it carries (src/lib/html/deferred-island-runtime.mjs).
  const modules = JSON.parse(d.getElementById(ISLAND_MODULES)!.textContent!) as Record<string, string[]>;
  for (const href of modules[island.getAttribute("component-url")!]!) {
    const link = d.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    d.head.append(link);
  }
  // Moves the links out of the template, so a second island finds it empty.
  d.querySelectorAll<HTMLTemplateElement>(`template[${ISLAND_STYLESHEETS}]`).forEach((t) => d.head.append(t.content));
  if (!runtime) {
    runtime = d.createElement("script");
    runtime.src = RUNTIME_URL;
    d.head.append(runtime);
  }
}
