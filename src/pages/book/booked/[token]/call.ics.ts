/** A booked call's calendar file: the call in UTC with a stable UID, for the token's call only. */
import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { visitorCallIcs } from "@/lib/leads/call-ics";
import { callForToken } from "@/lib/leads/token-pages";
import { getLeadsRuntime } from "@/lib/leads/runtime";

export const prerender = false;

export const GET: APIRoute = async ({ params, url }) => {
  const runtime = getLeadsRuntime(import.meta.env.SITE);
  const token = params.token ?? "";
  const call = await callForToken(token, runtime.config, await runtime.store());
  if (!call) return new Response("No such call.", { status: 404, headers: { "Cache-Control": "no-store" } });
  const siteUrl = import.meta.env.SITE ?? url.origin;
  const ics = visitorCallIcs(
    call,
    { businessName: site.businessName, email: site.email, siteUrl },
    new URL(`/book/manage/${token}`, siteUrl).href,
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="free-call.ics"',
      "Cache-Control": "no-store",
    },
  });
};
