/**
 * The browser editor's answers (/keystatic, the paths below it and /api/keystatic/*): never stored, never indexed,
 * and its page, Keystatic's React app, under the editor's own Content-Security-Policy with the hashes of the inline
 * scripts it carries (src/lib/html/csp.mjs). Its page answers only GET and HEAD. Added by
 * src/integrations/editor.ts only when the editor is in the build (or the dev server of `npm run edit`), ahead of
 * src/middleware/index.ts, so a build without the editor has none of this code; it finishes (compresses) its own
 * answers.
 */
import type { MiddlewareHandler } from "astro";
import {
  EDITOR_API,
  EDITOR_CACHE_CONTROL,
  EDITOR_ROBOTS,
  ERROR_CACHE_CONTROL,
  STATIC_METHODS,
  isEditorPath,
} from "@/lib/hosting/hosting-rules.mjs";
import { editorContentSecurityPolicy, inlineScriptHashes } from "@/lib/html/csp.mjs";
import { finishResponse } from "@/lib/hosting/on-demand.mjs";

export const onRequest: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  if (context.isPrerendered || !isEditorPath(pathname)) return next();
  // Tells src/middleware/index.ts to leave the answer to this one.
  context.locals.editorAnswer = true;
  if (!pathname.startsWith(EDITOR_API) && !STATIC_METHODS.includes(context.request.method))
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
  // A copy keeps every header, each of the sign-in's cookies included; these two replace the route's own.
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", EDITOR_CACHE_CONTROL);
  headers.set("X-Robots-Tag", EDITOR_ROBOTS);
  const { status, statusText } = response;
  if (!response.body || !/^text\/html\b/i.test(headers.get("content-type") ?? ""))
    return new Response(response.body, { status, statusText, headers });
  const html = await response.text();
  // The dev server of `npm run edit` adds inline scripts of its own and sends no policy: this one is for builds.
  if (import.meta.env.PROD)
    headers.set("Content-Security-Policy", editorContentSecurityPolicy([...inlineScriptHashes(html)].sort()));
  headers.delete("Content-Length");
  return finishResponse(context.request, new Response(html, { status, statusText, headers }), undefined);
};
