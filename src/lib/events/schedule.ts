/**
 * Which events are still to come and which are past, their order, month groups and the listing's filters. Pure:
 * the listing passes the time of the request, so an event leaves "upcoming" the moment it ends, between builds too.
 */
import { formatUkMonth, ukMonthKey } from "./uk-time";
import type { EventKind } from "./vocabulary";

/** What the schedule needs of an event. */
export interface Timed {
  start: Date;
  end: Date;
}

/** What the filters need of an event: its kind, the nation of its venue, and whether anyone can join online. */
export interface Filterable {
  kind: EventKind;
  nation?: string;
  isOnline: boolean;
}

/** An event is upcoming until it ends: one running now is still listed (a visitor may join an exhibition late). */
export function isUpcoming(event: Timed, now: Date): boolean {
  return event.end.getTime() > now.getTime();
}

/** Upcoming events soonest first, and past events most recent first. */
export function splitByTime<T extends Timed>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = events
    .filter((event) => isUpcoming(event, now))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  const past = events
    .filter((event) => !isUpcoming(event, now))
    .sort((a, b) => b.start.getTime() - a.start.getTime() || b.end.getTime() - a.end.getTime());
  return { upcoming, past };
}

export interface MonthGroup<T> {
  /** `YYYY-MM` in UK time, for ids. */
  key: string;
  /** "December 2026". */
  label: string;
  events: T[];
}

/** Events grouped by the UK month they start in, keeping their order. */
export function groupByMonth<T extends Timed>(events: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const event of events) {
    const key = ukMonthKey(event.start);
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, label: formatUkMonth(event.start), events: [event] });
  }
  return groups;
}

export interface EventFilters {
  kind?: EventKind;
  /** A nation's location slug. */
  nation?: string;
}

/**
 * The events a filter keeps. A nation keeps the events held there and every online one, which a buyer anywhere in
 * the UK can join.
 */
export function filterEvents<T extends Filterable>(events: readonly T[], filters: EventFilters): T[] {
  return events.filter(
    (event) =>
      (filters.kind === undefined || event.kind === filters.kind) &&
      (filters.nation === undefined || event.isOnline || event.nation === filters.nation),
  );
}

/** How long a shared cache keeps the listing at most, as other on-demand pages (five minutes). */
export const LISTING_MAX_SECONDS = 300;

/**
 * Cache-Control for anything listing upcoming events (/events, the calendar feed): kept by a CDN for at most five
 * minutes and never past the moment the next listed event ends, so an ended event is never served as upcoming.
 * No stale-while-revalidate, which would serve an expired copy once more.
 */
export function upcomingCacheControl(upcoming: readonly Timed[], now: Date): string {
  const nextEnd = Math.min(...upcoming.map((event) => event.end.getTime()));
  const seconds = Math.max(0, Math.min(LISTING_MAX_SECONDS, Math.floor((nextEnd - now.getTime()) / 1000)));
  return `public, max-age=0, s-maxage=${seconds}`;
}
