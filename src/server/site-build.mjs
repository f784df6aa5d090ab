// @ts-check
// What the server takes from a build directory, once at start: Astro's handler for the on-demand routes, one set of
// security headers with the Content-Security-Policy from the hashes of this build's inline scripts (which the build
// wrote beside its server bundle), each built page's own policy, the finisher that gives on-demand pages the build's finishing touches, and which paths go to Astro.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  BASE_SECURITY_HEADERS,
  ON_DEMAND_PATHS,
  buildHasEditor,
  isEditorPath,
  isOnDemandPath,
} from "../lib/hosting/hosting-rules.mjs";
import { contentSecurityPolicy, pagePolicies, readScriptHashes } from "../lib/html/csp.mjs";
import { createHtmlFinisher } from "../lib/html/finish-html.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/**
 * The Node adapter's handler in middleware mode (its own RequestHandler type is not exported): it answers `res`,
 * or calls `next` for a path it has no route for. `locals` reach the routes as Astro.locals.
 * @typedef {(req: IncomingMessage, res: ServerResponse, next: () => unknown, locals: Record<string, unknown>) =>
 *   void | Promise<void>} AstroHandler
 */

/**
 * Loads what serving `distDir` needs from it.
 * @param {string} distDir
 */
export async function loadBuild(distDir) {
  const clientDir = join(distDir, "client");
  /** @type {{ handler: AstroHandler }} */
  const { handler } = await import(join(distDir, "server", "entry.mjs"));
  const scriptHashes = readScriptHashes(join(distDir, "server"));
  // Pages rendered on demand get the build's finishing touches (critical CSS inlined) as they are sent. Their
  // CSS also covers what their own module can render for other inputs: /affordability's live update swaps in
  // the answer it fetches for the typed figure, which must arrive styled.
  const finishHtml = createHtmlFinisher(clientDir);
  const pageModules = new Map(
    ON_DEMAND_PATHS.filter((path) => !path.endsWith("/"))
      .map((path) => /** @type {const} */ ([path, join(distDir, "server", "pages", `${path}.astro.mjs`)]))
      .filter(([, file]) => existsSync(file)),
  );
  // The browser editor's page and API go to Astro only when this build has them (a build with GitHub mode):
  // the build's own list of its on-demand routes says so, not a setting that could disagree with it.
  const routesFile = join(distDir, "server", "on-demand-routes.json");
  const hasEditor =
    existsSync(routesFile) &&
    buildHasEditor(
      /** @type {{ route: string }[]} */ (JSON.parse(readFileSync(routesFile, "utf8"))).map(({ route }) => route),
    );
  return {
    clientDir,
    handler,
    // One policy for every response, from the hashes of this build's inline scripts (the build wrote them).
    securityHeaders: {
      ...BASE_SECURITY_HEADERS,
      "Content-Security-Policy": contentSecurityPolicy(scriptHashes.site),
    },
    // A built page is sent with a policy allowing only its own inline scripts; every other answer gets the site's.
    policies: pagePolicies(clientDir, scriptHashes.pages),
    /** The finisher of the page at `pathname`, which also knows the page's own code. @param {string} pathname */
    finishOnDemand: (pathname) => {
      const pageModule = pageModules.get(pathname);
      return (/** @type {string} */ html) => finishHtml(html, { codeFiles: pageModule ? [pageModule] : [] });
    },
    /** True for a path Astro answers. @param {string} pathname */
    routedOnDemand: (pathname) => isOnDemandPath(pathname) || (hasEditor && isEditorPath(pathname)),
  };
}

/** @typedef {Awaited<ReturnType<typeof loadBuild>>} Build */
