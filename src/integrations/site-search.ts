/**
 * The browser's site search index: after the build, Pagefind indexes the main content of every page the search
 * covers (src/lib/search/page-kinds.ts) and writes its bundle to /pagefind/. The header search loads only the
 * fragments a query needs from it. Franchise pages are left out: the header suggests franchises from the
 * directory's own index, so the bundle stays the same size however large the catalogue grows. Drafts and scheduled articles are never built, so never indexed: the one
 * publishing rule (src/lib/blog/publishing.ts) decides for the index as for the pages.
 * The served pages are not changed: each page is handed to Pagefind with its kind added in memory.
 * List it before the integration that precompresses the build, so the bundle's text files get their variants.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { pathOfBuiltFile, searchKindOf } from "../lib/search/page-kinds";
import { SEARCH_INDEX_EXTENSIONS } from "../server/content-coding.mjs";

/** The bundle's folder in the client build (src/lib/search/page-search.ts imports its pagefind.js). */
export const SITE_SEARCH_DIR = "pagefind";

// Inside <main>: the breadcrumb trail, forms and anything marked data-search-ignore (calls to action repeated on
// every page) would make every page match "home", "enquire" or "search".
const EXCLUDED = ["nav", "form", "[data-search-ignore]", "script", "[hidden]"];

/** Marks a page's <main> as the part to index, with its kind for the result groups (in memory only). */
export function withSearchKind(html: string, kind: string): string {
  return html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="kind:${kind}"`);
}

export function siteSearch(): AstroIntegration {
  return {
    name: "site-search",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const started = Date.now();
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED, forceLanguage: "en" });
        if (!index) throw new Error(`Site search: Pagefind could not start: ${errors.join("; ")}`);
        let pages = 0;
        for (const file of await readdir(clientDir, { recursive: true })) {
          if (!file.endsWith(".html") || file.startsWith(`${SITE_SEARCH_DIR}/`)) continue;
          const path = pathOfBuiltFile(file);
          const kind = searchKindOf(path);
          if (!kind || kind === "franchise") continue;
          const html = await readFile(join(clientDir, file), "utf8");
          const added = await index.addHTMLFile({ url: path, content: withSearchKind(html, kind) });
          if (added.errors.length) throw new Error(`Site search: indexing ${file} failed: ${added.errors.join("; ")}`);
          pages += 1;
        }
        const written = await index.writeFiles({ outputPath: join(clientDir, SITE_SEARCH_DIR) });
        if (written.errors.length)
          throw new Error(`Site search: writing the index failed: ${written.errors.join("; ")}`);
        await pagefind.close();
        await writeIndexVariants(join(clientDir, SITE_SEARCH_DIR));
        logger.info(`Pagefind index of ${pages} pages in ${Date.now() - started} ms`);
      },
    },
  };
}

/**
 * Pagefind writes its index files as gzip streams and unzips them itself. Served as they are, the browser gets
 * gzip at best; so each gets variants the server picks by Accept-Encoding: the stream itself as .gz and Brotli of
 * its contents as .br (about a fifth smaller). The browser then decodes, and Pagefind sees its files already
 * unzipped (it checks their signature).
 */
async function writeIndexVariants(bundleDir: string): Promise<void> {
  for (const file of await readdir(bundleDir, { recursive: true })) {
    if (!SEARCH_INDEX_EXTENSIONS.has(extname(file))) continue;
    const path = join(bundleDir, file);
    const stream = await readFile(path);
    const contents = gunzipSync(stream);
    await writeFile(`${path}.gz`, stream);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(contents, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
        },
      }),
    );
  }
}
