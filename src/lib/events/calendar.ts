/**
 * "Add to calendar": RFC 5545 iCalendar text for one event or a feed of several, written by the `ics` library
 * (line folding at 75 octets, escaping, CRLF). Times are written in UTC (`…Z`), which every calendar converts to
 * the reader's zone, so no VTIMEZONE is needed and the clock change is the calendar's job.
 *
 * UIDs are `<slug>@<site host>`: the slug never changes once published, so a re-import replaces the entry instead
 * of adding a second. SEQUENCE is the event's `sequence` field, which editors raise by one whenever the date, time,
 * place or status changes (documented in the content schema): a calendar keeps the copy with the highest SEQUENCE.
 * It is a field rather than derived from a hash of the content because a calendar needs a number that only goes up,
 * and a build has no history to count from.
 */
import { createEvents, type EventAttributes, type EventStatus as IcsStatus } from "ics";
import type { EventStatus } from "./vocabulary";

export interface CalendarEntry {
  slug: string;
  title: string;
  summary: string;
  start: Date;
  end: Date;
  status: EventStatus;
  sequence: number;
  /** The venue as one line ("The Wharfside Rooms, 12 Canal Wharf, Leeds LS11 5QT"), or "Online (Zoom)". */
  location: string;
  /** The event page's absolute URL. */
  url: string;
  /** The person the entry is for (a cancellation to their calendar names them, as RFC 5546 asks). */
  attendee?: CalendarOrganiser;
}

/**
 * The file's METHOD: PUBLISH for a copy to add (the default), CANCEL for the message that takes an entry out of a
 * calendar holding it (same UID, higher SEQUENCE, STATUS:CANCELLED).
 */
export type CalendarMethod = "PUBLISH" | "CANCEL";

export interface CalendarOrganiser {
  name: string;
  email: string;
}

/**
 * The words every entry is written with, in the owner's (src/content/pages/calendar-files.yaml, read by
 * src/lib/leads/calendar-words.ts): a cancelled or postponed entry's first line, a cancelled entry's title, and the
 * closing line with its page.
 */
export interface CalendarWords {
  cancelled: string;
  postponed: string;
  cancelledTitle: (title: string) => string;
  details: (link: string) => string;
}

/** The calendar status of an event's status: cancelled is CANCELLED, postponed TENTATIVE, the rest CONFIRMED. */
export function icsStatus(status: EventStatus): IcsStatus {
  if (status === "cancelled") return "CANCELLED";
  if (status === "postponed") return "TENTATIVE";
  return "CONFIRMED";
}

/** The stable UID of an event on a site. */
export function eventUid(slug: string, siteUrl: URL | string): string {
  return `${slug}@${new URL(siteUrl).hostname}`;
}

function attributes(
  entry: CalendarEntry,
  organiser: CalendarOrganiser,
  siteUrl: URL | string,
  words: CalendarWords,
): EventAttributes {
  const note = entry.status === "cancelled" ? words.cancelled : entry.status === "postponed" ? words.postponed : "";
  return {
    uid: eventUid(entry.slug, siteUrl),
    sequence: entry.sequence,
    title: entry.status === "cancelled" ? words.cancelledTitle(entry.title) : entry.title,
    description: `${note ? `${note} ` : ""}${entry.summary}\n\n${words.details(entry.url)}`,
    start: entry.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: entry.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    location: entry.location,
    url: entry.url,
    status: icsStatus(entry.status),
    busyStatus: entry.status === "cancelled" ? "FREE" : "BUSY",
    organizer: { name: organiser.name, email: organiser.email },
    ...(entry.attendee
      ? {
          attendees: [{ name: entry.attendee.name, email: entry.attendee.email, rsvp: false, role: "REQ-PARTICIPANT" }],
        }
      : {}),
  };
}

/**
 * An iCalendar file of the entries (one for an event's own .ics, several for the feed), with METHOD:PUBLISH (or the
 * method given) and the calendar's name. Throws if the library refuses an entry, which the content schema should
 * make impossible.
 */
export function calendarFile(
  entries: readonly CalendarEntry[],
  {
    name,
    organiser,
    siteUrl,
    method = "PUBLISH",
    words,
  }: {
    name: string;
    organiser: CalendarOrganiser;
    siteUrl: URL | string;
    method?: CalendarMethod;
    words: CalendarWords;
  },
): string {
  const host = new URL(siteUrl).hostname;
  if (entries.length === 0) {
    // The library refuses an empty list; an empty feed is still a valid calendar.
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      `PRODID:-//${host}//events//EN`,
      `METHOD:${method}`,
      `X-WR-CALNAME:${name}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  }
  const { error, value } = createEvents(
    entries.map((entry) => attributes(entry, organiser, siteUrl, words)),
    { productId: `-//${host}//events//EN`, method, calName: name },
  );
  if (error || !value) throw error ?? new Error("the calendar library returned nothing");
  return value;
}
