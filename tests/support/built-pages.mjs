// @ts-check
// Lists the pages of the build as URL paths, so quality checks cover every page without a hand-kept list.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { defaultDistDir } from "../../src/server/serve.mjs";

/**
 * URL paths of every built HTML page, e.g. "/", "/about", "/franchises/404".
 * @returns {string[]}
 */
export function builtPagePaths(distDir = defaultDistDir) {
  const clientDir = join(distDir, "client");
  /** @type {string[]} */
  const paths = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_astro") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const path = `/${relative(clientDir, full).split(sep).join("/")}`.replace(/(?:index)?\.html$/, "");
        paths.push(path.length > 1 ? path.replace(/\/$/, "") : "/");
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/**
 * The built HTML file of a URL path from builtPagePaths().
 * @param {string} path
 */
export function builtFileOf(path, distDir = defaultDistDir) {
  return join(distDir, "client", path === "/" ? "index.html" : `${path}.html`);
}

/**
 * True for pages that answer 404 by design (their own URL is not meant to be visited).
 * @param {string} path
 */
export function isNotFoundPage(path) {
  return /(^|\/)404$/.test(path);
}

/**
 * Pages rendered on demand, which are not files in the build: the sweep visits them explicitly, in the
 * states a visitor meets (empty form, a result, bad input).
 */
export const ON_DEMAND_PAGE_PATHS = [
  "/compare",
  "/affordability",
  "/affordability?cash=40000",
  "/affordability?cash=abc",
  "/match",
  "/match?cash=40000&base=home-or-van",
  "/match?cash=lots&sector=nowhere",
  "/area-check",
  "/area-check?postcode=LS6%202AB",
  "/area-check?postcode=not%20a%20postcode",
  "/shortlist",
];
