/**
 * /events/<slug>.ics: one event's calendar file ("Add to calendar"), written at build time. Its UID stays the same
 * and its SEQUENCE follows the event's `sequence`, so importing it again updates the entry (src/lib/events/calendar.ts).
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { eventsCalendar, getEvents } from "@/lib/content/events";

export const getStaticPaths = (async () =>
  (await getEvents()).map((event) => ({
    params: { slug: event.slug },
    props: { slug: event.slug },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const event = (await getEvents()).find((candidate) => candidate.slug === props.slug)!;
  const body = eventsCalendar([event], site ?? "http://127.0.0.1:4321", event.title);
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
};
