// @ts-check
// The last touches every HTML page gets before a visitor sees it, whether the build writes it to disk or the
// server renders it on demand: Astro's island display rule leaves <body> (HTML allows <style> only in <head>;
// global.css has the rule), a page whose islands all wake by client:intent fetches Astro's island runtime only
// when the visitor first reaches for one (deferred-island-runtime.mjs), and the shared stylesheet gives way to the
// page's own critical CSS, inlined.
//
// This folder (src/lib/html: finish-html, critical-css, deferred-island-runtime, csp, inline-scripts) is the
// HTML finishing and Content-Security-Policy code that runs in the server, for pages rendered on demand
// (src/server/serve.mjs), and in the build's integrations (src/integrations/hosting-files.mjs,
// deferred-island-runtime-build.ts) for the static pages, so both kinds of page are finished alike. It lives in
// src/lib because both import it and src/server is a leaf nothing imports; `npm start` loads it, so the container
// image copies it (deploy/Containerfile). Nothing here imports src/integrations or src/server (ESLint refuses both).
import { createCriticalCssInliner } from "./critical-css.mjs";
import { deferIslandRuntime, planFor } from "./deferred-island-runtime.mjs";

const ISLAND_STYLE_TAG = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * A function finishing one HTML document for a client build folder; it caches stylesheets and pruned CSS, so
 * keep one per build (the build has one, the server another). `codeFiles` as for createCriticalCssInliner.
 * @param {string} clientDir
 * @returns {(html: string, options?: { codeFiles?: string[] }) => Promise<string>}
 */
export function createHtmlFinisher(clientDir) {
  const inline = createCriticalCssInliner(clientDir);
  return (html, options) => {
    const page = html.includes(ISLAND_STYLE_TAG) ? html.replaceAll(ISLAND_STYLE_TAG, "") : html;
    const deferred = deferIslandRuntime(page, planFor(clientDir));
    // With the runtime deferred, what only the islands' code can use comes with the runtime, not the page.
    return inline(deferred, { ...options, islandCode: deferred === page });
  };
}
