/**
 * What every on-demand answer goes through, in order:
 * 1. Astro renders a page for whatever method asks, so without a guard `PUT /compare` would get the page,
 *    cacheable like a GET. The on-demand pages (and the directory's results.json and /healthz) answer only the
 *    methods hosting-rules.mjs gives them; anything else is a 405 naming those, never stored. The API's endpoints
 *    answer methods themselves through their exported handlers (`npm start` warms the lead store up with a HEAD
 *    that must reach the route).
 * 2. The answer leaves like a prerendered page (src/lib/hosting/on-demand.mjs): HTML finished by the finisher our
 *    Node server hands in as `locals.finishHtml` (it knows the build folder and the page's own code), GET and
 *    HEAD answers compressed with an ETag. Prerendered pages are finished by the build instead. The browser editor's
 *    answers are finished by its own middleware (src/middleware/editor.ts, only in a build with the editor).
 *    A public answer (by its own Cache-Control) is kept and sent again for the same URL without rendering it again
 *    (src/lib/hosting/answer-cache.mjs), counting again what its render counted.
 * Around both, a route that fails (a lead store damaged or out of reach, a bug) is logged as one JSON line and
 * answered in plain text, never stored, naming nothing of the configuration or the error: Astro would print the
 * stack over many lines outside the JSON log and answer its 500 page (issue 53 §13).
 */
import { defineMiddleware, sequence } from "astro:middleware";
import { ERROR_CACHE_CONTROL, allowedMethodsFor, isOnDemandPath, methodsFor } from "@/lib/hosting/hosting-rules.mjs";
import { createAnswerCache } from "@/lib/hosting/answer-cache.mjs";
import { finishResponse } from "@/lib/hosting/on-demand.mjs";
import { LeadStoreUnavailableError } from "@/lib/leads/store/errors";
import { errorText, log } from "@/lib/log/log.mjs";
import { countAgain, type CountedRequest } from "@/lib/stats/runtime";

const answerFailures = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    // The detail (a database address, a driver's message, the stack) is for the operator's log, on one line.
    log.error("request.failed", {
      requestId: context.locals.requestId,
      method: context.request.method,
      path: context.url.pathname,
      error: errorText(error, true),
    });
    const headers = { "Cache-Control": ERROR_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" };
    // The lead store out of reach is this server's state, as /healthz says: try again later (issue 53 §4).
    if (error instanceof LeadStoreUnavailableError)
      return new Response("The service is unavailable. Please try again in a few minutes.", {
        status: 503,
        headers: { ...headers, "Retry-After": "60" },
      });
    return new Response("Something went wrong on our side. Please try again later.", { status: 500, headers });
  }
});

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

// A rewrite (the lead endpoint's error page) runs the middleware again, with a GET for the new route: the answer
// is finished once, by the outer pass, for the request the visitor sent (a POST answer is never compressed).
const finishing = new WeakSet<App.Locals>();

// One per process: the public answers finished before, sent again without rendering (answer-cache.mjs says what
// is kept and for how long). What a kept answer's render counted is counted again for whoever asked this time.
const answers = createAnswerCache();

const finishOnDemand = defineMiddleware(async (context, next) => {
  const { request, locals } = context;
  if (context.isPrerendered || locals.editorAnswer || finishing.has(locals)) return next();
  finishing.add(locals);
  const kept = answers.answer(request);
  if (kept) {
    countAgain(context, kept.counts as CountedRequest[]);
    return kept.response;
  }
  const finished = await finishResponse(request, await next(), locals.finishHtml);
  return answers.keep(request, finished, locals.counts ?? []);
});

export const onRequest = sequence(answerFailures, refuseOtherMethods, finishOnDemand);
