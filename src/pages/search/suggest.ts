/**
 * GET /search/suggest?q=…: the header search's suggestions as a small JSON answer (src/lib/search/suggest.ts):
 * five franchises at most and the best five pages, with only the fields the list shows. It depends on the query
 * alone (no cookie, no header but Accept-Encoding), so a CDN caches each query like an on-demand page.
 */
import type { APIRoute } from "astro";
import { getDirectoryEntries } from "@/lib/content/directory";
import { getSiteSearchDocuments } from "@/lib/content/site-search-documents";
import { suggest } from "@/lib/search/suggest-rank";
import { ON_DEMAND_PAGE_CACHE_CONTROL } from "@/lib/hosting/hosting-rules.mjs";

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const [catalogue, documents] = await Promise.all([getDirectoryEntries(), getSiteSearchDocuments()]);
  const answer = suggest(catalogue, documents, url.searchParams.get("q") ?? "");
  return new Response(JSON.stringify(answer), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": ON_DEMAND_PAGE_CACHE_CONTROL,
      // Longer answers leave compressed (src/lib/hosting/on-demand.mjs); a CDN keys every answer by its coding alike.
      Vary: "Accept-Encoding",
    },
  });
};
