/**
 * GET /franchises/results.json?q=…&category=…&investment=…&location=…&budget=…&page=…: the page of results the search page
 * would show, as JSON, for the directory island. Asking the server keeps every page free of the catalogue: the
 * answer is one page of cards whatever the catalogue's size, and a CDN can cache it like the HTML.
 */
import type { APIRoute } from "astro";
import { getDirectoryView, parseLiveQuery } from "@/lib/content/directory";
import { NOT_FOUND_CACHE_CONTROL, onDemandPageCacheControl } from "@/lib/hosting/hosting-rules.mjs";
import { directoryEntries } from "@/lib/stats/counting";
import { countRequest } from "@/lib/stats/runtime";

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const { url } = context;
  const query = await parseLiveQuery(url.searchParams);
  const view = await getDirectoryView(query);
  // The island asks as the visitor types: its filters count, its half-typed words do not (the search page's do).
  countRequest(
    context,
    directoryEntries(
      { ...query.filters, q: "" },
      { total: view.total, page: query.page, postcode: url.searchParams.get("postcode") },
    ),
  );
  const found = view.page <= view.pageCount;
  return new Response(JSON.stringify(found ? view : { error: "No such page of results." }), {
    status: found ? 200 : 404,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": found ? onDemandPageCacheControl(url.searchParams) : NOT_FOUND_CACHE_CONTROL,
    },
  });
};
