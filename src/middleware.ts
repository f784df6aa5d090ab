/**
 * What every on-demand answer goes through, in order:
 * 1. Astro renders a page for whatever method asks, so without a guard `PUT /compare` would get the page,
 *    cacheable like a GET. The on-demand pages (and the directory's results.json and /healthz) answer only the
 *    methods hosting-rules.mjs gives them; anything else is a 405 naming those, never stored. The API's endpoints
 *    answer methods themselves through their exported handlers (`npm start` warms the lead store up with a HEAD
 *    that must reach the route).
 * 2. The browser editor's answers (/keystatic and its API, only in a build with the editor: src/integrations/editor.ts)
 *    are never stored nor indexed, and its page, Keystatic's React app, gets the editor's own policy with the hashes
 *    of the inline scripts it carries (src/server/html/csp.mjs); its page answers only GET and HEAD.
 * 3. The answer leaves like a prerendered page (src/server/on-demand.mjs): HTML finished by the finisher our
 *    Node server hands in as `locals.finishHtml` (it knows the build folder and the page's own code), GET and
 *    HEAD answers compressed with an ETag. Prerendered pages are finished by the build instead.
 */
import { defineMiddleware, sequence } from "astro:middleware";
import {
  EDITOR_API,
  EDITOR_CACHE_CONTROL,
  EDITOR_ROBOTS,
  ERROR_CACHE_CONTROL,
  STATIC_METHODS,
  allowedMethodsFor,
  isEditorPath,
  isOnDemandPath,
  methodsFor,
} from "@/server/hosting-rules.mjs";
import { editorContentSecurityPolicy, inlineScriptHashes } from "@/server/html/csp.mjs";
import { finishResponse } from "@/server/on-demand.mjs";

const refuseOtherMethods = defineMiddleware((context, next) => {
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

const editorAnswers = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (context.isPrerendered || !isEditorPath(pathname)) return next();
  const page = !pathname.startsWith(EDITOR_API);
  if (page && !STATIC_METHODS.includes(context.request.method))
    return new Response("Method not allowed", {
      status: 405,
      headers: {
        Allow: STATIC_METHODS.join(", "),
        "Cache-Control": ERROR_CACHE_CONTROL,
        "Content-Type": "text/plain; charset=utf-8",
        "X-Robots-Tag": EDITOR_ROBOTS,
      },
    });
  const response = await next();
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", EDITOR_CACHE_CONTROL);
  headers.set("X-Robots-Tag", EDITOR_ROBOTS);
  if (!/^text\/html\b/i.test(headers.get("content-type") ?? "") || !response.body)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  // The dev server of `npm run edit` adds its own inline scripts and sends no policy: the editor's is for builds.
  const html = await response.text();
  if (import.meta.env.PROD)
    headers.set("Content-Security-Policy", editorContentSecurityPolicy([...inlineScriptHashes(html)].sort()));
  headers.delete("Content-Length");
  return finishResponse(
    context.request,
    new Response(html, { status: response.status, statusText: response.statusText, headers }),
    undefined,
  );
});

// A rewrite (the lead endpoint's error page) runs the middleware again, with a GET for the new route: the answer
// is finished once, by the outer pass, for the request the visitor sent (a POST answer is never compressed).
const finishing = new WeakSet<App.Locals>();

const finishOnDemand = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || isEditorPath(context.url.pathname) || finishing.has(context.locals)) return next();
  finishing.add(context.locals);
  return finishResponse(context.request, await next(), context.locals.finishHtml);
});

export const onRequest = sequence(refuseOtherMethods, editorAnswers, finishOnDemand);
