// Finishes the static output after every build:
//  - moves Astro's island display rule out of <body> (HTML allows <style> only in <head>; global.css has it),
//  - inlines each page's own critical CSS in place of the shared stylesheet (see critical-css.mjs),
//  - writes _redirects and _headers so static hosts apply the Node server's rules and CSP.
// A second integration, listed last, writes Brotli and gzip variants of every text file once all are final.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { headersFile, redirectsFile } from "./hosting-rules.mjs";
import { collectScriptHashes, contentSecurityPolicy } from "./csp.mjs";
import { inlineCriticalCss } from "./critical-css.mjs";
import { precompressDir } from "./precompress.mjs";

const ISLAND_STYLE_TAG = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

async function htmlFilesIn(clientDir) {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
}

async function moveIslandStyles(clientDir, htmlFiles) {
  for (const file of htmlFiles) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    if (html.includes(ISLAND_STYLE_TAG)) await writeFile(path, html.replaceAll(ISLAND_STYLE_TAG, ""));
  }
}

/** @returns {import('astro').AstroIntegration} */
export function hostingFiles() {
  return {
    name: "hosting-files",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        const htmlFiles = await htmlFilesIn(clientDir);
        await moveIslandStyles(clientDir, htmlFiles);
        for (const page of await inlineCriticalCss(clientDir, htmlFiles)) await writeFile(page.path, page.html);
        await writeFile(new URL("_redirects", dir), redirectsFile());
        const csp = contentSecurityPolicy(collectScriptHashes(clientDir));
        await writeFile(new URL("_headers", dir), headersFile({ "Content-Security-Policy": csp }));
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every text file of the build (see precompress.mjs). List it after every
 * integration that writes files (the sitemap's too), so the variants match the final files.
 * @returns {import('astro').AstroIntegration}
 */
export function precompressedFiles() {
  return {
    name: "precompressed-files",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`Brotli and gzip variants of ${count} text files in ${Date.now() - started} ms`);
      },
    },
  };
}
