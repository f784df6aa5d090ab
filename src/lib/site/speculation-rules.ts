/**
 * The Speculation Rules every page carries (src/layouts/BaseLayout.astro): when the pointer rests on a same-site
 * link (about 200 ms) or presses it, Chromium fetches that page's HTML ahead, so the tap finds the document already
 * there. A JSON data block runs no JavaScript; browsers without Speculation Rules ignore it.
 *
 * Prefetch, not prerender: the pages are one self-contained document each (critical CSS inlined, no JavaScript
 * before interaction), so the document is what the tap waits on, and a prefetch runs nothing: a page the visitor
 * never opens counts no visit, sends no lead and plays no film, whatever those pages do later. A prerender would
 * render the page, fetch its images and run its scripts on a phone for a page that may never be seen.
 *
 * Never fetched ahead: routes rendered on demand (the build's own list, from src/integrations/on-demand-routes.mjs:
 * their answers depend on the request, and one, /shortlist, reads a cookie), the lead API, the editors'
 * pages, Astro's own routes, and files (a path with a dot: the feed, the sitemap, search data, brochures).
 */

/**
 * Patterns (URLPattern syntax) never speculated, besides the on-demand routes: Astro's own routes (`/_image`,
 * `/_server-islands/…`: Astro reserves names starting with `_`), files, the lead API and the editors' pages. A
 * private route added later (an owner's or a browser editor's page) is rendered on demand, so the build's list
 * excludes it without a pattern here; every pattern is bytes on every page. In this order because Brotli (quality
 * 11) is sensitive to it: over the eight tightest franchise pages, of twelve orders tried this one did best (the
 * block costs 108-160 B of Brotli body, by page and order).
 */
export const NEVER_SPECULATED: readonly string[] = ["/_*", "/*.*", "/api/*", "/editors/*"];

/**
 * An Astro route pattern as a URLPattern pathname: `[name]` becomes a named segment, `[...rest]` a wildcard.
 * @example urlPatternFor("/_server-islands/[name]") === "/_server-islands/:name"
 */
export function urlPatternFor(route: string): string {
  return route.replace(/\[\.\.\.[^\]]+\]/g, "*").replace(/\[([^\]]+)\]/g, ":$1");
}

/** Whether a URL path matches one of the simple patterns used here (`*` any characters, `:name` one segment). */
function covers(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The rule set's JSON: prefetch same-site links on hover or pointer-down (moderate eagerness), except the
 * on-demand routes given (Astro route patterns) and NEVER_SPECULATED. Patterns a wider one already covers are left
 * out, so every page's head stays small.
 */
export function speculationRules(onDemandRoutes: readonly string[]): string {
  // Every page asks with the build's one list: the rules are worked out once per list, not once per page rendered.
  let rules = rulesFor.get(onDemandRoutes);
  if (rules === undefined) rulesFor.set(onDemandRoutes, (rules = rulesJson(onDemandRoutes)));
  return rules;
}

const rulesFor = new WeakMap<readonly string[], string>();

function rulesJson(onDemandRoutes: readonly string[]): string {
  const extra = [...new Set(onDemandRoutes.map(urlPatternFor))]
    .filter((pattern) => !NEVER_SPECULATED.some((wider) => covers(wider, pattern)))
    .sort();
  const excluded = [...NEVER_SPECULATED, ...extra];
  return JSON.stringify({
    prefetch: [
      {
        where: { and: [{ href_matches: "/*" }, { not: { href_matches: excluded } }] },
        eagerness: "moderate",
      },
    ],
  });
}
