// @ts-check
// Which src/pages route made each built page, so browser checks that judge a template (axe, console errors, the
// script policy) visit one page per route pattern and width instead of every page of the build. The checks that
// judge each page's own content (head tags, JSON-LD, markup) run over every built page in vitest
// (tests/unit/page-heads.test.ts), where a page costs a file read rather than a browser session.
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const PAGES_DIR = fileURLToPath(new URL("../../src/pages/", import.meta.url));
const PAGE_EXTENSIONS = /\.(astro|mdx|md|html)$/;

/** @typedef {{ pattern: string, file: string, segments: { text: string, dynamic: boolean, rest: boolean }[] }} Route */

/** Every page route under src/pages (endpoints and `_` files left out), e.g. "/franchises/[slug]". */
export function pageRoutes(pagesDir = PAGES_DIR) {
  /** @type {Route[]} */
  const routes = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith("_")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PAGE_EXTENSIONS.test(entry.name)) {
        const parts = relative(pagesDir, full).replace(PAGE_EXTENSIONS, "").split(sep);
        if (parts.at(-1) === "index") parts.pop();
        const segments = parts.map((text) => ({
          text,
          dynamic: text.startsWith("["),
          rest: text.startsWith("[..."),
        }));
        routes.push({ pattern: `/${parts.join("/")}`, file: relative(pagesDir, full), segments });
      }
    }
  };
  walk(pagesDir);
  return routes;
}

/**
 * True when a route matches a URL path's segments.
 * @param {Route} route
 * @param {string[]} parts
 */
function matches(route, parts) {
  if (route.segments.some((segment) => segment.rest)) {
    const fixed = route.segments.filter((segment) => !segment.rest);
    return parts.length >= fixed.length && fixed.every((segment, i) => segment.dynamic || segment.text === parts[i]);
  }
  return (
    route.segments.length === parts.length &&
    route.segments.every((segment, i) => segment.dynamic || segment.text === parts[i])
  );
}

/**
 * Astro's priority among routes that match one path: at the first segment where they differ, a static segment
 * beats a dynamic one, and a dynamic one beats a rest parameter.
 * @param {Route} a
 * @param {Route} b
 */
function byPriority(a, b) {
  const rank = (/** @type {Route["segments"][number] | undefined} */ segment) =>
    !segment ? 3 : segment.rest ? 2 : segment.dynamic ? 1 : 0;
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i += 1) {
    const difference = rank(a.segments[i]) - rank(b.segments[i]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The route pattern that renders a URL path (its query ignored), e.g. "/franchises/fettle" → "/franchises/[slug]".
 * @param {string} path
 * @param {Route[]} routes
 */
export function routePatternOf(path, routes = pageRoutes()) {
  const parts = path.split("?")[0].split("/").filter(Boolean);
  const found = routes.filter((route) => matches(route, parts)).sort(byPriority)[0];
  if (!found) throw new Error(`No page in src/pages renders ${path}`);
  return found.pattern;
}

/**
 * The pages that stand for their route pattern in browser checks: the one whose built HTML is largest (the most
 * content for axe to judge) and, when the pattern has more pages, the smallest (an emptier state: a location with
 * no local franchise, a listing's last page).
 * @param {string[]} paths URL paths of built pages
 * @param {(path: string) => string} fileOf the built file of a path
 * @returns {{ pattern: string, path: string, pages: number }[]} one or two entries per pattern, by pattern
 */
export function pagesPerRoute(paths, fileOf, routes = pageRoutes()) {
  /** @type {Map<string, { path: string, size: number }[]>} */
  const byPattern = new Map();
  for (const path of paths) {
    const pattern = routePatternOf(path, routes);
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), { path, size: statSync(fileOf(path)).size }]);
  }
  return [...byPattern]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([pattern, pages]) => {
      const bySize = [...pages].sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
      const chosen = bySize.length > 1 ? [bySize[0], bySize.at(-1)] : [bySize[0]];
      return chosen
        .filter((page) => page !== undefined)
        .map((page) => ({ pattern, path: page.path, pages: pages.length }));
    });
}
