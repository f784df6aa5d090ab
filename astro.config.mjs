// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import tailwind from "@astrojs/tailwind";
import sitemap from "@astrojs/sitemap";
import node from "@astrojs/node";
import { hostingFiles } from "./src/server/hosting-files-integration.mjs";
import { intentDirective } from "./src/integrations/intent-directive.mjs";

// The public origin decides canonical URLs, Open Graph URLs and the sitemap.
const site = process.env.SITE_URL ?? "https://www.franchise-advisor.example";

// Pages that must never be indexed: section not-found pages and the form thank-you pages.
const NOINDEX_PATHS = [/\/404$/, /\/thank-you$/, /\/lead-error$/];

export default defineConfig({
  site,
  // One URL per page, no trailing slash: `/about` is built as `about.html`,
  // which both our Node server and static hosts serve at `/about`.
  trailingSlash: "never",
  build: { format: "file" },
  output: "static",
  adapter: node({ mode: "middleware" }),
  integrations: [
    react(),
    mdx(),
    tailwind({ applyBaseStyles: false }),
    hostingFiles(),
    intentDirective(),
    sitemap({
      filter: (page) => !NOINDEX_PATHS.some((pattern) => pattern.test(new URL(page).pathname)),
    }),
  ],
  server: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 4321),
  },
  vite: {
    build: {
      // Keep every script an external file so the CSP can say script-src 'self'.
      assetsInlineLimit: 0,
    },
  },
});
