import type { APIRoute } from "astro";
import { getLocations } from "@/lib/content/locations";
import { sortSearchEntries, toSearchEntry } from "@/lib/locations/location-search";

/** The location search island's data: every location's slug, name, type and a short excerpt. */
export const GET: APIRoute = async () => {
  const entries = sortSearchEntries((await getLocations()).map(toSearchEntry));
  return new Response(JSON.stringify(entries), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
