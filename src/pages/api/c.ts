/**
 * /api/c, the counting image every page carries (`<img src="/api/c?p=/its/path" alt="" loading="lazy">`, one
 * invisible pixel at the top of the page, in BaseLayout): GET counts one view of the page `p` (and the campaign of
 * its URL's utm_ parameters, read from the Referer a same-origin image request carries) and answers a 1×1
 * transparent GIF that is never stored. HEAD, prefetches, bots and visitors who object count nothing
 * (src/lib/stats/counting.ts).
 * POST `counting=off|on` (the privacy page's form, no JavaScript) sets or clears the opt-out cookie, whose only
 * content is the objection, and returns to the privacy page, which says what was done.
 */
import type { APIRoute } from "astro";
import { isSameOriginPost, readBodyCapped } from "@/lib/leads/handler";
import { readOriginSettings } from "@/lib/leads/config";
import { OPT_OUT_COOKIE, campaignOf, countedPath, ownPageUrl } from "@/lib/stats/counting";
import { countRequest } from "@/lib/stats/runtime";

export const prerender = false;

// The smallest transparent GIF (43 bytes).
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const IMAGE_HEADERS = {
  "Content-Type": "image/gif",
  "Content-Length": String(GIF.length),
  // Every view must reach the server: no browser, proxy or CDN keeps a copy.
  "Cache-Control": "no-store",
};
const TWO_YEARS = 2 * 365 * 24 * 60 * 60;

export const GET: APIRoute = (context) => {
  const { allowedOrigins } = readOriginSettings(process.env, import.meta.env.SITE);
  const page = ownPageUrl(context.request, allowedOrigins);
  const path = countedPath(context.url.searchParams.get("p") ?? page?.pathname);
  if (path)
    countRequest(context, [
      ["view", path],
      ["campaign", campaignOf(page)],
    ]);
  return new Response(context.request.method === "HEAD" ? null : GIF, { status: 200, headers: IMAGE_HEADERS });
};

// HEAD answers like GET without a body, and counts nothing (whyNotCounted).
export const HEAD: APIRoute = GET;

export const POST: APIRoute = async ({ request, url }) => {
  const config = readOriginSettings(process.env, import.meta.env.SITE);
  const plain = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
  if (!isSameOriginPost(request, config))
    return new Response("Cross-origin posts are not accepted.", { status: 403, headers: plain });
  let choice: string | null;
  try {
    choice = new URLSearchParams(await readBodyCapped(request, 256)).get("counting");
  } catch {
    return new Response("That request was too large.", { status: 413, headers: plain });
  }
  if (choice !== "off" && choice !== "on")
    return new Response("Send counting=off or counting=on.", { status: 400, headers: plain });
  const forwardedProto = config.trustProxy ? request.headers.get("x-forwarded-proto")?.split(",")[0].trim() : undefined;
  const secure = url.protocol === "https:" || forwardedProto === "https" ? "; Secure" : "";
  const cookie =
    choice === "off"
      ? `${OPT_OUT_COOKIE}=1; Path=/; Max-Age=${TWO_YEARS}; HttpOnly; SameSite=Lax${secure}`
      : `${OPT_OUT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  return new Response(null, {
    status: 303,
    headers: {
      "Cache-Control": "no-store",
      Location: `/privacy#counting-${choice}`,
      "Set-Cookie": cookie,
    },
  });
};

export const ALL: APIRoute = () =>
  new Response("Use GET (the counting image) or POST (the opt-out).", {
    status: 405,
    headers: { Allow: "GET, HEAD, POST", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
