/** The compact franchise index for the enquiry form's franchise picker: only the fields it searches and shows. */
import type { APIRoute } from "astro";
import { getFranchises } from "@/lib/content/franchises";
import { toSearchIndexEntry } from "@/lib/directory/franchise-view";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await getFranchises()).map(toSearchIndexEntry)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
