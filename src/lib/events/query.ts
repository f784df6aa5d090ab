/**
 * The /events listing's GET form: reading `kind` and `nation` from a URL and writing them back. Unknown values are
 * ignored with a note for the page, never an error.
 */
import { EVENT_KINDS, EVENT_KIND_LABELS, type EventKind } from "./vocabulary";
import type { EventFilters } from "./schedule";

export const EVENTS_PATH = "/events";

export interface EventQuery {
  filters: EventFilters;
  /** One sentence for each value that was not understood. */
  notes: string[];
}

/** A value as the page may echo it: no control characters (a NUL is not allowed in HTML), at most 40 characters. */
const shown = (value: string) => value.replace(/\p{Cc}/gu, "").slice(0, 40);

const isKind = (value: string): value is EventKind => (EVENT_KINDS as readonly string[]).includes(value);

/** The filters a query asks for, given the nations' slugs; repeated or empty parameters count once or not at all. */
export function parseEventQuery(params: URLSearchParams, nations: readonly string[]): EventQuery {
  const notes: string[] = [];
  const filters: EventFilters = {};
  const kind = params.get("kind")?.trim() ?? "";
  if (kind !== "") {
    if (isKind(kind)) filters.kind = kind;
    else notes.push(`We did not recognise the kind of event "${shown(kind)}", so every kind is shown.`);
  }
  const nation = params.get("nation")?.trim() ?? "";
  if (nation !== "") {
    if (nations.includes(nation)) filters.nation = nation;
    else notes.push(`We did not recognise the nation "${shown(nation)}", so events in every nation are shown.`);
  }
  return { filters, notes };
}

/** The listing's URL for some filters, in the form's parameter order. */
export function eventsHref(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.nation) params.set("nation", filters.nation);
  const query = params.toString();
  return query ? `${EVENTS_PATH}?${query}` : EVENTS_PATH;
}

/**
 * Where a booking's own pages live (/events/seat/<token>, the link in its confirmation): rendered on demand, so no
 * event may take "seat" as its slug (its /events/seat/booked would reach them).
 */
export const SEAT_PAGES_PATH = `${EVENTS_PATH}/seat`;

/** An event page's path. */
export function eventPath(slug: string): string {
  return `${EVENTS_PATH}/${slug}`;
}

/** An event's own calendar file. */
export function eventCalendarPath(slug: string): string {
  return `${EVENTS_PATH}/${slug}.ics`;
}

/** The feed of upcoming events, for calendar subscriptions. */
export const EVENTS_FEED_PATH = `${EVENTS_PATH}/calendar.ics`;

/** The kinds as options for the filter's select. */
export function kindOptions(): { value: EventKind; label: string }[] {
  return EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] }));
}
