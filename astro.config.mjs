// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import { transformWithEsbuild } from "vite";
import { remarkRemoveLeadingHeading } from "./src/lib/markdown/remark-remove-leading-heading.ts";
import { rehypeScrollTables } from "./src/lib/markdown/rehype-scroll-tables.ts";
import { remarkMdxKit } from "./src/lib/markdown/remark-mdx-kit.ts";
import { readKnownIds } from "./src/lib/content/known-ids.ts";
import { parseUkFacts } from "./src/lib/facts/uk-facts.ts";
import { readListedFranchises } from "./src/lib/content/franchise-files.ts";
import { emptyListingPaths } from "./src/lib/directory/listings.ts";
import { blogLastmods, withLastmod } from "./src/lib/content/sitemap-lastmod.ts";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import tailwind from "@astrojs/tailwind";
import sitemap from "@astrojs/sitemap";
import node from "@astrojs/node";
import { hostingFiles, precompressedFiles } from "./src/integrations/hosting-files.mjs";
import { deferredIslandRuntime } from "./src/integrations/deferred-island-runtime-build.ts";
import { launchCheck } from "./src/integrations/launch-check.ts";
import { claimsCheck } from "./src/integrations/claims-check.ts";
import { editor } from "./src/integrations/editor.ts";
import { reviewPage } from "./src/integrations/review-page.ts";
import { contactCopy } from "./src/integrations/contact-copy.ts";
import { EXAMPLE_SITE_URL } from "./src/lib/launch/placeholders.ts";
import { isOnDemandPath } from "./src/lib/hosting/hosting-rules.mjs";

// The public origin decides canonical URLs, Open Graph URLs and the sitemap.
const site = process.env.SITE_URL || EXAMPLE_SITE_URL;

// Pages that must never be indexed: section not-found pages, the form thank-you pages (a booking's too), the editors' pages, the
// per-device shortlist and the directory's on-demand search results (query URLs: their canonical is /franchises).
// /compare, /affordability, /match and /events are on demand: indexed bare, noindex with a query (see the pages).
const NOINDEX_PATHS = [
  /\/404$/,
  /\/thank-you$/,
  /\/lead-error$/,
  /^\/events\/[^/]+\/(booked|booked-no-email|waiting-list)$/,
  /^\/editors\//,
  /\/shortlist$/,
  /^\/franchises\/search$/,
  /^\/search$/,
];

const INDEXED_ON_DEMAND_PATHS = ["/compare", "/affordability", "/match", "/events"];

const BLOG_SOURCES = "/src/content/blog/";

// Sitemap lastmod for articles (and /blog), from the same frontmatter the content collection reads; drafts and
// articles dated after this build are left out by the same rule the pages use (src/lib/blog/publishing.ts).
const BLOG_DIR = new URL("./src/content/blog/", import.meta.url);
const BLOG_LASTMODS = blogLastmods(
  readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => readFileSync(new URL(name, BLOG_DIR), "utf8")),
);

// What the MDX kit's props may name, so a typo fails the compile with the file and line
// (src/lib/markdown/remark-mdx-kit.ts).
const KNOWN_IDS = readKnownIds();
const MDX_KIT = {
  facts: parseUkFacts(readFileSync(new URL("./src/content/uk-facts.yaml", import.meta.url), "utf8")),
  franchiseSlugs: KNOWN_IDS.franchises,
  franchiseCategories: KNOWN_IDS.franchiseCategories,
  imageNames: new Set(readdirSync(new URL("./src/content/blog/images/", import.meta.url))),
};

// Category and investment-band listings with no franchise today: their pages answer (noindex, saying none are
// listed yet) but stay out of the sitemap, by the rule the pages use (src/lib/directory/listings.ts).
const EMPTY_LISTING_PATHS = emptyListingPaths(KNOWN_IDS.franchiseCategories, readListedFranchises());

/**
 * A Rollup plugin that minifies each output chunk with esbuild (Astro's server build, which bundles them, does not).
 * @returns {import("vite").Plugin}
 */
function minifiedChunks() {
  return {
    name: "minified-chunks",
    renderChunk: async (code) => ({
      code: (await transformWithEsbuild(code, "chunk.js", { minify: true })).code,
      map: null,
    }),
  };
}

export default defineConfig({
  site,
  // One URL per page, no trailing slash: `/about` is built as `about.html`,
  // which both our Node server and static hosts serve at `/about`.
  trailingSlash: "never",
  build: { format: "file" },
  output: "static",
  adapter: node({ mode: "middleware" }),
  integrations: [
    // First: a build of the live site (SITE_URL set) stops here while placeholders remain (npm run check:launch).
    launchCheck(),
    claimsCheck(),
    react(),
    // The browser editor at /keystatic: only in `npm run edit` (local mode) or a build with the GitHub-mode
    // settings; otherwise its routes are not in the build at all (src/integrations/editor.ts).
    editor(),
    // The owner's review page at /review: only in `npm run edit`, as approving writes files (src/integrations/review-page.ts).
    reviewPage(),
    // The contact forms' words as `virtual:contact-copy`, bundled with the contact island (src/integrations/contact-copy.ts).
    contactCopy(),
    // Articles start with their title as `# heading`, which the page already shows as its <h1>;
    // their tables scroll sideways on phones instead of widening the page. The kit's props are checked everywhere.
    mdx({
      remarkPlugins: [
        [remarkRemoveLeadingHeading, { pathIncludes: BLOG_SOURCES }],
        [remarkMdxKit, MDX_KIT],
      ],
      rehypePlugins: [[rehypeScrollTables, { pathIncludes: BLOG_SOURCES }]],
    }),
    tailwind({ applyBaseStyles: false }),
    hostingFiles(),
    deferredIslandRuntime(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/+$/, "");
        // An on-demand page is listed only when it is one of the indexed tools: the owner's page, the area check
        // and the other private or query-only pages never are (issue 53 §13).
        if (isOnDemandPath(path)) return INDEXED_ON_DEMAND_PATHS.includes(path);
        return !NOINDEX_PATHS.some((pattern) => pattern.test(path)) && !EMPTY_LISTING_PATHS.has(path);
      },
      // On-demand tool pages a search engine should know: their bare URLs, never a query.
      customPages: INDEXED_ON_DEMAND_PATHS.map((path) => new URL(path, site).href),
      serialize: (item) => withLastmod(item, BLOG_LASTMODS),
    }),
    // Last: compresses the final files, the sitemap's included.
    precompressedFiles(),
  ],
  security: {
    // Astro's own check compares Origin with the URL it rebuilds from the Host header and the socket, so a
    // same-site post through a TLS-terminating proxy (Origin https://…, socket http) would get 403. The lead
    // endpoint checks Origin itself, against the request's host and SITE_URL, for JSON and forms alike.
    checkOrigin: false,
  },
  server: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 4321),
  },
  vite: {
    // The `@/` alias for builds Astro's tsconfig plugin does not reach: the scripts bundled with `?worker&url`.
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    // Scripts bundled with `?worker&url` (fetched on first use by on-demand pages) are minified like the rest.
    worker: { plugins: () => [minifiedChunks()] },
    build: {
      // Keep every script an external file so the CSP can say script-src 'self'.
      assetsInlineLimit: 0,
    },
  },
});
