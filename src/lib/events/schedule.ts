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
  online: boolean;
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
      (filters.nation === undefined || event.online || event.nation === filters.nation),
  );
}
