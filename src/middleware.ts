/**
 * Astro renders a page for whatever method asks, so without this `PUT /compare` would get the page, cacheable
 * like a GET. The on-demand pages (and the directory's results.json and /healthz) answer only the methods
 * hosting-rules.mjs gives them; anything else is a 405 naming those, never stored. The API's endpoints answer
 * methods themselves through their exported handlers (`npm start` warms the lead store up with a HEAD that must
 * reach the route).
 */
import { defineMiddleware } from "astro:middleware";
import { ERROR_CACHE_CONTROL, allowedMethodsFor, isOnDemandPath, methodsFor } from "@/server/hosting-rules.mjs";

export const onRequest = defineMiddleware((context, next) => {
  const { pathname } = context.url;
  if (context.isPrerendered || pathname.startsWith("/api/") || !isOnDemandPath(pathname)) return next();
  if (methodsFor(pathname).includes(context.request.method)) return next();
  return new Response("Method not allowed", {
    status: 405,
    headers: {
      Allow: allowedMethodsFor(pathname),
      "Cache-Control": ERROR_CACHE_CONTROL,
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
});
