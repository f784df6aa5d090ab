/**
 * /events/calendar.ics: a feed of the upcoming events for calendar subscriptions, rendered on demand so an ended
 * event drops out without a rebuild; cached like /events (never past the next event's end).
 */
import type { APIRoute } from "astro";
import { eventsCalendar, getEvents } from "@/lib/content/events";
import { splitByTime, upcomingCacheControl } from "@/lib/events/schedule";
import { site as settings } from "@/config/site";

export const prerender = false;

export const GET: APIRoute = async ({ site }) => {
  const now = new Date();
  const { upcoming } = splitByTime(await getEvents(), now);
  const body = eventsCalendar(upcoming, site ?? "http://127.0.0.1:4321", `${settings.businessName} events`);
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": upcomingCacheControl(upcoming, now),
    },
  });
};
