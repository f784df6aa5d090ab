/**
 * POST /api/leads, the lead endpoint (one of the on-demand routes): the two lead forms post here, as JSON from
 * the island or urlencoded without JavaScript, and so do an event page's booking form and /book's free call
 * (urlencoded, no island). The work is in src/lib/leads/handler.ts (a pipeline of steps, one per kind of lead in
 * lead-kinds.ts); this adapts it to Astro.
 */
import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { getFranchises } from "@/lib/content/franchises";
import { getCallAvailability } from "@/lib/content/availability";
import { bookableEventOf, getEventBySlug, getEvents } from "@/lib/content/events";
import { cancelledEventSlugs } from "@/lib/events/booking";
import { handleLeadPost } from "@/lib/leads/handler";
import { readOriginSettings } from "@/lib/leads/config";
import { getLeadsRuntime, scheduleLeadsJob, type LeadsJob } from "@/lib/leads/runtime";
import { ERROR_CACHE_CONTROL } from "@/lib/hosting/hosting-rules.mjs";
import { errorText, log } from "@/lib/log/log.mjs";
import { readOwnerConfig } from "@/lib/stats/owner-auth";
import { countRequest, readStatsConfig } from "@/lib/stats/runtime";
import { enquiryEntries, ownPageUrl } from "@/lib/stats/counting";

export const prerender = false;

/**
 * Bookings of events cancelled in this build are told so, once each (the outbox keeps one notice per booking): a
 * write, so it runs on the server's own schedule once the store is open (runtime.ts), not in a visitor's request.
 */
const queueCancellations: LeadsJob = async (store) => {
  try {
    const queued = await store.queueCancellationNotices(cancelledEventSlugs(await getEvents()));
    if (queued > 0) log.info("booking.cancellation_queued", { bookings: queued });
    if (queued > 0) getLeadsRuntime(import.meta.env.SITE).onStored();
  } catch (error) {
    log.error("booking.cancellation_failed", { error: errorText(error) });
  }
};
scheduleLeadsJob(queueCancellations);

export const POST: APIRoute = async (context) => {
  const runtime = getLeadsRuntime(import.meta.env.SITE);
  const origins = readOriginSettings(process.env, import.meta.env.SITE);
  const franchises = (await getFranchises()).map(({ id, slug, name }) => ({ id, slug, name }));
  const outcome = await handleLeadPost(context.request, {
    ...runtime,
    franchises,
    // The TCP peer as our Node server saw it; Astro's clientAddress would trust X-Forwarded-For.
    remoteAddress: context.locals.remoteAddress ?? context.clientAddress,
    phoneDisplay: site.phone.display,
    email: site.email,
    requestId: context.locals.requestId,
    onCounted: (lead) =>
      countRequest(context, enquiryEntries(lead, ownPageUrl(context.request, origins.allowedOrigins)), {
        perClient: false,
      }),
    bookableEvent: async (slug) => {
      const event = await getEventBySlug(slug);
      const bookable = event && bookableEventOf(event, import.meta.env.SITE ?? context.url.origin, new Date());
      // A franchisor's discovery day: the franchisor must know who is coming, so the booking asks to share.
      const franchisor =
        event?.kind === "discovery-day"
          ? franchises.find(({ slug: one }) => one === event.franchiseSlugs[0])
          : undefined;
      return (
        bookable &&
        (franchisor ? { ...bookable, franchisor: { slug: franchisor.slug, name: franchisor.name } } : bookable)
      );
    },
    callAvailability: getCallAvailability,
  });
  if (outcome.type === "response") return outcome.response;
  context.locals.leadError = outcome.view;
  // A free call comes back to /book itself: the diary as it is now, the form with what was typed and why.
  const page = outcome.view.values.formKind === "call" ? "/book" : "/lead-error";
  return context.rewrite(new Request(new URL(page, context.url), { headers: context.request.headers }));
};

/**
 * Anything but POST: say which method works. `npm start` sends a HEAD here once it listens, so the lead settings
 * are checked and the lead database opened (schema created or migrated, unsent mail resumed) before the first
 * lead arrives. Invalid settings answer 500 after a `server.config_error` line naming the variable, and `npm
 * start` stops on that answer.
 */
export const ALL: APIRoute = async ({ locals }) => {
  let runtime: ReturnType<typeof getLeadsRuntime>;
  try {
    runtime = getLeadsRuntime(import.meta.env.SITE);
    // Checked here too, so a bad OWNER_PASSWORD_HASH or STATS_* value stops `npm start` at once.
    readOwnerConfig();
    readStatsConfig();
  } catch (error) {
    log.error("server.config_error", { requestId: locals.requestId, message: errorText(error) });
    return new Response("The server is misconfigured.", {
      status: 500,
      headers: { "Cache-Control": ERROR_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // Opens the store (schema created or migrated, unsent mail resumed): a read, no write of a visitor's making.
  await runtime
    .store()
    .catch((error: unknown) =>
      log.error("leads.open_failed", { requestId: locals.requestId, error: errorText(error) }),
    );
  return new Response("Use POST to send a lead.", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": ERROR_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" },
  });
};
