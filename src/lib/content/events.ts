/**
 * Reads the events collection into one normalised shape (instants worked out from the UK times, the venue's city
 * and nation named, speakers' names only with consent): the one list behind /events, the event pages, the .ics
 * files and every other place events appear.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { getLocations } from "@/lib/content/locations";
import { nationOf } from "@/lib/locations/location-tree";
import { isConsented } from "@/lib/launch/placeholders";
import { ukTimeInstant } from "@/lib/events/uk-time";
import type { EventKind, EventStatus } from "@/lib/events/vocabulary";
import { calendarFile, type CalendarEntry } from "@/lib/events/calendar";
import { splitByTime } from "@/lib/events/schedule";
import { formatUkRange } from "@/lib/events/uk-time";
import { bookingState, seatsPerBooking } from "@/lib/events/booking";
import { SEAT_PAGES_PATH, eventPath } from "@/lib/events/query";
import { absoluteUrl } from "@/lib/seo/page-meta";
import { site } from "@/config/site";
import { calendarWordsFromFile, calendarWordsIn } from "@/lib/leads/calendar-words";

export interface EventVenue {
  name: string;
  streetAddress: string;
  town: string;
  postcode: string;
  /** The location page's slug and name. */
  location: { slug: string; name: string };
  directions: string[];
}

export interface SiteEvent {
  slug: string;
  title: string;
  kind: EventKind;
  status: EventStatus;
  /** UK wall-clock times as written, e.g. "2027-03-27T10:00". */
  startLocal: string;
  endLocal: string;
  start: Date;
  end: Date;
  summary: string;
  venue?: EventVenue;
  online?: { platform: string; joining: string };
  /** True when anyone can join online (a webinar, a hybrid event, or one that moved online). */
  isOnline: boolean;
  /** The venue's location slug, when it has a venue and has not moved online. */
  locationSlug?: string;
  /** The venue's nation slug, when it has a venue and has not moved online. */
  nation?: string;
  nationName?: string;
  capacity: number;
  price: number;
  /** Each speaker's role, and their name only when they consented to be named. */
  speakers: { role: string; name?: string }[];
  sequence: number;
  franchiseSlugs: string[];
  articleSlugs: string[];
  sample: boolean;
  metaTitle: string;
  metaDescription: string;
  /** The collection entry, for rendering the body with `render()`. */
  entry: CollectionEntry<"events">;
}

let cache: SiteEvent[] | undefined;

/**
 * Static pages (home, locations, franchises) list what is upcoming when they are built, so one build agrees with
 * itself; /events, rendered on demand, is the list that is always current and those pages link to it.
 */
const BUILD_TIME = new Date();

/** Every event, past and future, soonest first: pages split them by time with src/lib/events/schedule.ts. */
export async function getEvents(): Promise<SiteEvent[]> {
  if (cache) return cache;
  const locations = await getLocations();
  const entries = await getCollection("events");
  cache = entries
    .map((entry): SiteEvent => {
      const { data } = entry;
      if (data.slug !== entry.id) throw new Error(`src/content/events/${entry.id}.mdx: slug must equal the file name`);
      if (eventPath(data.slug) === SEAT_PAGES_PATH)
        throw new Error(`src/content/events/${entry.id}.mdx: "${data.slug}" is the path of a booking's own pages`);
      const place = data.venue ? locations.find((location) => location.slug === data.venue!.location.id) : undefined;
      const venue =
        data.venue && place ? { ...data.venue, location: { slug: place.slug, name: place.name } } : undefined;
      const nation = venue && data.status !== "moved-online" ? nationOf(venue.location.slug, locations) : undefined;
      return {
        slug: data.slug,
        title: data.title,
        kind: data.kind,
        status: data.status,
        startLocal: data.start,
        endLocal: data.end,
        start: ukTimeInstant(data.start),
        end: ukTimeInstant(data.end),
        summary: data.summary,
        venue,
        online: data.online,
        isOnline: data.online !== undefined,
        locationSlug: venue && data.status !== "moved-online" ? venue.location.slug : undefined,
        nation: nation?.slug,
        nationName: nation?.name,
        capacity: data.capacity,
        price: data.price,
        speakers: data.speakers.map((speaker) => ({
          role: speaker.role,
          name: isConsented(speaker.nameConsent) ? speaker.name : undefined,
        })),
        sequence: data.sequence,
        franchiseSlugs: data.franchises.map((ref) => ref.id),
        articleSlugs: data.articles.map((ref) => ref.id),
        sample: data.sample,
        metaTitle: data.metaTitle,
        metaDescription: data.metaDescription,
        entry,
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return cache;
}

/** One event by slug, or undefined. */
export async function getEventBySlug(slug: string): Promise<SiteEvent | undefined> {
  return (await getEvents()).find((event) => event.slug === slug);
}

/** Events still to come at build time, soonest first: for the static pages that point to events. */
export async function getUpcomingEventsAtBuild(): Promise<SiteEvent[]> {
  return splitByTime(await getEvents(), BUILD_TIME).upcoming;
}

/** The nations as filter options (slug and name), in the locations' order. */
export async function getEventNations(): Promise<{ slug: string; name: string }[]> {
  return (await getLocations())
    .filter((location) => location.type === "region")
    .map((location) => ({ slug: location.slug, name: location.name }));
}

/** Where an event is, as one line: the venue's address, or "Online (Zoom)" once it is online only. */
export function eventPlaceLine(event: SiteEvent): string {
  if (event.online && (event.status === "moved-online" || !event.venue)) return `Online (${event.online.platform})`;
  const venue = event.venue!;
  const line = `${venue.name}, ${venue.streetAddress}, ${venue.town} ${venue.postcode}`;
  return event.online ? `${line}, or online (${event.online.platform})` : line;
}

/** The event as a calendar entry (src/lib/events/calendar.ts). */
export function calendarEntryOf(event: SiteEvent, siteUrl: URL | string): CalendarEntry {
  return {
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    start: event.start,
    end: event.end,
    status: event.status,
    sequence: event.sequence,
    location: eventPlaceLine(event),
    url: absoluteUrl(eventPath(event.slug), siteUrl),
  };
}

/** An iCalendar file of these events, from the business, in the owner's words (calendar-files.yaml). */
export function eventsCalendar(events: readonly SiteEvent[], siteUrl: URL | string, name: string): string {
  return calendarFile(
    events.map((event) => calendarEntryOf(event, siteUrl)),
    {
      name,
      organiser: { name: site.businessName, email: site.email },
      siteUrl,
      words: calendarWordsIn(calendarWordsFromFile).entry,
    },
  );
}

/**
 * The event as the lead endpoint books it, when it takes bookings at `now` (a sold-out event only its waiting list,
 * so its capacity is given as 0); undefined when it takes none. What the mails need travels with it: title, time,
 * place, page and its own .ics file.
 */
export function bookableEventOf(event: SiteEvent, siteUrl: URL | string, now: Date) {
  const state = bookingState(event, now);
  if (state === "closed") return undefined;
  return {
    eventSlug: event.slug,
    capacity: state === "waiting-list" ? 0 : event.capacity,
    seatsPerBooking: seatsPerBooking(event),
    eventTitle: event.title,
    eventWhen: formatUkRange(event.start, event.end),
    eventPlace: eventPlaceLine(event),
    eventPath: eventPath(event.slug),
    eventIcs: eventsCalendar([event], siteUrl, event.title),
  };
}
