// @ts-check
// On every page whose islands all hydrate by `client:intent`, Astro's inline island runtime gives way to a small
// inline loader that fetches it, with the island's whole module graph, on the visitor's first gesture, holding that
// gesture for the island by the directive's own rules (src/client/intent-directive.ts). The runtime file, the
// loaders and the module graphs come from the client build (src/integrations/deferred-island-runtime-build.ts), as
// the plan written beside the server build; this applies it to a page, at build time and to pages rendered on
// demand: it runs in the server (through finish-html.mjs) and in the build's integrations, which import it from here.
// Pages with an island of any other directive keep Astro's inline runtime, so nothing else changes for them.
// What this still reads of Astro's output (the <astro-island> tags and the two scripts it inlines) it requires:
// a page that differs fails the build, naming the Astro version the plan was made with.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The plan's file name, in the server build folder beside the client one. */
export const PLAN_FILE = "island-runtime.json";

/** The id of the page's JSON data block listing each island's modules (src/client/island-loaders/wake.ts reads it). */
export const ISLAND_MODULES = "island-modules";

/**
 * @typedef {object} IslandRuntimePlan
 * @property {string} astroVersion the Astro version the build ran (and the shape below was taken from)
 * @property {string} runtime the runtime file's URL
 * @property {string} astroScripts the two scripts Astro inlines before a page's first island, exactly
 * @property {{ general: string, media: string }} loaders the inline loaders' text
 * @property {Record<string, string[]>} modules each entry chunk's URL → it and every chunk it imports statically
 */

const ISLAND = /<astro-island\b[^>]*>/g;
/**
 * An attribute of an <astro-island> tag, decoded; undefined when the tag lacks it.
 * @param {string} tag
 * @param {string} name
 */
const attribute = (tag, name) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** @type {Map<string, IslandRuntimePlan | null>} */
const plans = new Map();

/**
 * The plan the client build wrote for a client build folder (read once per process), or null when there is none.
 * @param {string} clientDir
 */
export function planFor(clientDir) {
  let plan = plans.get(clientDir);
  if (plan === undefined) {
    const file = join(dirname(clientDir), "server", PLAN_FILE);
    plan = existsSync(file) ? /** @type {IslandRuntimePlan} */ (JSON.parse(readFileSync(file, "utf8"))) : null;
    plans.set(clientDir, plan);
  }
  return plan;
}

/**
 * The page with the island runtime deferred when every island on it hydrates by `client:intent`; else the page
 * unchanged. Throws when such a page is not what the plan expects Astro to have written.
 * @param {string} html
 * @param {IslandRuntimePlan | null} plan
 * @param {string} [where] the page, for the error
 */
export function deferIslandRuntime(html, plan, where = "a page") {
  const islands = html.match(ISLAND) ?? [];
  if (!islands.length || islands.some((tag) => attribute(tag, "client") !== "intent")) return html;
  const fail = (/** @type {string} */ what) => {
    const version = plan ? `Astro ${plan.astroVersion}` : "the client build";
    throw new Error(
      `Deferred island runtime: ${where} has client:intent islands but ${what}. The deferral was made for ${version}` +
        " (src/integrations/deferred-island-runtime-build.ts); see what changed in Astro's island output.",
    );
  };
  if (!plan) return fail(`no plan (${PLAN_FILE}) was written by the client build`);
  const at = html.indexOf(plan.astroScripts);
  if (at === -1 || html.indexOf(plan.astroScripts, at + 1) !== -1)
    return fail("does not carry Astro's inline runtime and directive scripts exactly once, as expected");

  /** @type {Record<string, string[]>} */
  const modules = {};
  for (const tag of islands) {
    const component = attribute(tag, "component-url");
    const renderer = attribute(tag, "renderer-url");
    if (!component || !renderer) return fail(`an island without component-url and renderer-url: ${tag}`);
    const unlisted = [component, renderer].find((url) => !plan.modules[url]);
    if (unlisted) return fail(`the client build lists no modules for ${unlisted}`);
    modules[component] = [...new Set([...plan.modules[component], ...plan.modules[renderer]])];
  }
  // A lone media-gated island (`client:intent="<media>"`, the header search) takes the smaller loader.
  const media = islands.length === 1 && typeof JSON.parse(attribute(islands[0], "opts") ?? "{}").value === "string";
  const loader = media ? plan.loaders.media : plan.loaders.general;
  const data = `<script type="application/json" id="${ISLAND_MODULES}">${JSON.stringify(modules)}</script>`;
  const deferred = html.slice(0, at) + html.slice(at + plan.astroScripts.length);
  return deferred.replace("</body>", () => `${data}<script>${loader}</script></body>`);
}
