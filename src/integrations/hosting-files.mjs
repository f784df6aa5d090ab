// @ts-check
// Finishes the static output after every build:
//  - finishes every page as src/lib/html/finish-html.mjs says (island display rule out of <body>, the page's own critical
//    CSS inlined in place of the shared stylesheet); the server does the same to pages rendered on demand. Each
//    finished page is kept in node_modules/.cache/finished-html/ under the page's bytes and everything finishing
//    reads (finishingInputs below), so a rebuild finishes only the pages that changed (build-cache.mjs),
//  - writes _redirects and _headers so static hosts apply the Node server's rules and CSP,
//  - lists the routes rendered on demand in dist/server/on-demand-routes.json, which tests/unit/cdn-routes.test.ts
//    checks against the CDN rules (deploy/cdn-routes.json), so a new on-demand route cannot be forgotten there;
//    the same list reaches the pages as the module `virtual:on-demand-routes`, so the base layout's Speculation
//    Rules never fetch an on-demand route ahead (src/lib/site/speculation-rules.ts). The browser editor's routes
//    (a build with GitHub mode) are left out of the pages' list: no page links to /keystatic, and every public
//    page stays byte for byte what a build without the editor makes (tests/build/production-build.test.ts).
// A second integration, listed last, writes Brotli and gzip variants of every text file once all are final.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_ROUTES, headersFile, redirectsFile } from "../lib/hosting/hosting-rules.mjs";
import { SCRIPT_HASHES_FILE, buildScriptHashes, contentSecurityPolicy } from "../lib/html/csp.mjs";
import { PLAN_FILE } from "../lib/html/deferred-island-runtime.mjs";
import { createHtmlFinisher } from "../lib/html/finish-html.mjs";
import { cacheDirFor, digest, entryPath, readEntry, writeEntry } from "./build-cache.mjs";
import { precompressDir } from "./precompress.mjs";

/**
 * The HTML files under a client build folder, as paths relative to it.
 * @param {string} clientDir
 */
async function htmlFilesIn(clientDir) {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
}

/**
 * The finishing code (src/lib/html), whose text is part of every finished page's cache key: every module
 * finish-html.mjs imports, so add one here when it imports another (postcss, its one package, is keyed by version).
 */
export const FINISHER_SOURCES = ["finish-html.mjs", "critical-css.mjs", "deferred-island-runtime.mjs"].map(
  (name) => new URL(`../lib/html/${name}`, import.meta.url),
);

/**
 * What finishing a page reads besides the page, as one digest: the finishing code and the PostCSS it parses with,
 * every stylesheet and script of the client build (the CSS pruned, the island code whose class names keep rules)
 * and the island-runtime plan beside the server build. A page's finished HTML is cached under this and its own
 * bytes, so an unchanged page in an unchanged build is not finished again, and any change to these misses.
 * @param {string} clientDir
 */
async function finishingInputs(clientDir) {
  const require = createRequire(import.meta.url);
  const postcssVersion = JSON.parse(await readFile(require.resolve("postcss/package.json"), "utf8")).version;
  const assets = (await readdir(join(clientDir, "_astro"), { recursive: true }).catch(() => []))
    .filter((file) => /\.(css|js|mjs)$/.test(file))
    .sort();
  const plan = await readFile(join(dirname(clientDir), "server", PLAN_FILE)).catch(() => "");
  return digest([
    "finished-html-1",
    `postcss ${postcssVersion}`,
    ...(await Promise.all(FINISHER_SOURCES.map((url) => readFile(url)))),
    ...(await Promise.all(assets.flatMap((file) => [file, readFile(join(clientDir, "_astro", file))]))),
    plan,
  ]);
}

/**
 * Finishes every page of a client build folder in place (createHtmlFinisher); with `cacheDir`, takes a page's
 * finished HTML from the cache when the same page was finished with the same inputs before, else finishes it and
 * adds it. Returns how many pages there were, and how many came from the cache.
 * @param {string} clientDir
 * @param {{ cacheDir?: string }} [options]
 */
export async function finishPages(clientDir, { cacheDir } = {}) {
  const finish = createHtmlFinisher(clientDir);
  const inputs = cacheDir && (await finishingInputs(clientDir));
  const files = await htmlFilesIn(clientDir);
  let cached = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const entry = cacheDir && inputs && entryPath(cacheDir, digest([inputs, html]), ".html");
    const kept = entry && (await readEntry(entry));
    const finished = kept ? kept.toString("utf8") : await finish(html);
    if (kept) cached++;
    else if (entry) await writeEntry(entry, finished);
    if (finished !== html) await writeFile(path, finished);
  }
  return { files: files.length, cached };
}

const ON_DEMAND_MODULE = "virtual:on-demand-routes";
const RESOLVED_ON_DEMAND_MODULE = `\0${ON_DEMAND_MODULE}`;

/** @returns {import('astro').AstroIntegration} */
export function hostingFiles() {
  /** @type {URL | undefined} */
  let serverDir;
  /** @type {string | undefined} */
  let cacheDir;
  /** @type {{ route: string, type: string, entrypoint: string }[]} */
  let onDemandRoutes = [];
  return {
    name: "hosting-files",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        /** @type {import("vite").Plugin} */
        const plugin = {
          name: "on-demand-routes",
          resolveId: (id) => (id === ON_DEMAND_MODULE ? RESOLVED_ON_DEMAND_MODULE : undefined),
          // Astro resolves its routes (the hook below) before Vite loads any page, in builds, dev and vitest.
          load: (id) =>
            id === RESOLVED_ON_DEMAND_MODULE
              ? `export default ${JSON.stringify(
                  onDemandRoutes.map(({ route }) => route).filter((route) => !EDITOR_ROUTES.includes(route)),
                )};`
              : undefined,
        };
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:config:done": ({ config }) => {
        serverDir = config.build.server;
        cacheDir = cacheDirFor(config.root, "finished-html");
      },
      // Astro's own routes (the image endpoint, server islands) included: whatever the build can render on demand.
      "astro:routes:resolved": ({ routes }) => {
        onDemandRoutes = routes
          .filter((route) => !route.isPrerendered)
          .map(({ pattern, type, entrypoint }) => ({ route: pattern, type, entrypoint }))
          .sort((a, b) => a.route.localeCompare(b.route));
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = Date.now();
        const clientDir = fileURLToPath(dir);
        const { files, cached } = await finishPages(clientDir, { cacheDir });
        logger.info(`Finished ${files} pages (${cached} from the cache) in ${Date.now() - started} ms`);
        await writeFile(new URL("_redirects", dir), redirectsFile());
        const hashes = buildScriptHashes(clientDir);
        const csp = contentSecurityPolicy(hashes.site);
        await writeFile(new URL("_headers", dir), headersFile({ "Content-Security-Policy": csp }));
        if (serverDir) {
          const list = `${JSON.stringify(onDemandRoutes, null, 2)}\n`;
          await writeFile(new URL("on-demand-routes.json", serverDir), list);
          // The server's policies, site-wide and per page, from these hashes (read when it starts).
          await writeFile(new URL(SCRIPT_HASHES_FILE, serverDir), JSON.stringify(hashes));
        }
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every text file of the build (see precompress.mjs). List it after every
 * integration that writes files (the sitemap's too), so the variants match the final files.
 * Variants are kept between builds in node_modules/.cache/precompress/, keyed by each file's content (Brotli at
 * quality 11 is most of a build's CPU time; a page that did not change is not compressed again). Ignored by git,
 * safe to delete (build-cache.mjs); BUILD_CACHE=0 (or PRECOMPRESS_CACHE=0) builds without it.
 * @returns {import('astro').AstroIntegration}
 */
export function precompressedFiles() {
  /** @type {string | undefined} */
  let cacheDir;
  return {
    name: "precompressed-files",
    hooks: {
      "astro:config:done": ({ config }) => {
        cacheDir = cacheDirFor(config.root, "precompress");
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = Date.now();
        const { files, cached } = await precompressDir(fileURLToPath(dir), { cacheDir });
        logger.info(
          `Brotli and gzip variants of ${files} text files (${cached} from the cache) in ${Date.now() - started} ms`,
        );
      },
    },
  };
}
