/**
 * The owner's busy times from an iCalendar feed (BOOKING_CALENDAR_URL), read with Mozilla's ical.js: one-off
 * meetings, recurring ones with their cancelled (EXDATE) and moved (RECURRENCE-ID) occurrences, all-day events, and
 * times in a zone the feed describes (VTIMEZONE) or in UTC. Pure: the text and the window are passed in.
 */
import ICAL from "ical.js";
import { addDays, ukInstant, type Interval } from "@/lib/booking/slots";

/** Enough for any recurring series to reach the window without an endless rule spinning the server. */
const MAX_OCCURRENCES = 5000;

/**
 * The instant an ical.js time names. An all-day date is the UK day (the owner is in the UK); a time with a zone the
 * feed does not describe, or none (floating), is read as UK wall-clock time, which is what the owner typed.
 */
function instantOf(time: ICAL.Time): Date {
  const pad = (value: number) => String(value).padStart(2, "0");
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return ukInstant(date, "00:00");
  const zone = time.zone?.tzid;
  if (zone === "UTC" || (zone && zone !== "floating" && ICAL.TimezoneService.has(zone))) return time.toJSDate();
  return ukInstant(date, `${pad(time.hour)}:${pad(time.minute)}`);
}

/** An all-day event's end when DTEND is missing: the next day (RFC 5545 3.6.1). */
function endOf(event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null | undefined): Date {
  if (end) return instantOf(end);
  if (start.isDate) {
    const pad = (value: number) => String(value).padStart(2, "0");
    return ukInstant(addDays(`${start.year}-${pad(start.month)}-${pad(start.day)}`, 1), "00:00");
  }
  const duration = event.duration;
  return new Date(instantOf(start).getTime() + (duration ? duration.toSeconds() * 1000 : 0));
}

/** Whether an event takes the owner's time: not cancelled, not marked free (TRANSP:TRANSPARENT). */
function isBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/**
 * The busy intervals of a feed that overlap [from, to). Throws on text that is not iCalendar, so a feed that
 * answers with an error page is a failure, not an empty diary.
 */
export function busyFromFeed(text: string, window: Interval): Interval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== "vcalendar") throw new Error(`the feed is not a VCALENDAR (it starts with ${root.name})`);
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const from = window.start.getTime();
  const to = window.end.getTime();
  const busy: Interval[] = [];
  const add = (start: Date, end: Date) => {
    if (start.getTime() < to && end.getTime() > from) busy.push({ start, end });
  };
  const vevents = root.getAllSubcomponents("vevent");
  // Moved or cancelled occurrences (RECURRENCE-ID) belong to their series: ical.js swaps them in below.
  const exceptions = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) continue;
    const event = new ICAL.Event(vevent);
    for (const exception of exceptions)
      if (exception.getFirstPropertyValue("uid") === event.uid) event.relateException(exception);
    if (!event.isRecurring()) {
      if (isBusy(vevent)) add(instantOf(event.startDate), endOf(event, event.startDate, event.endDate));
      continue;
    }
    if (!isBusy(vevent)) continue;
    const occurrences = event.iterator();
    for (
      let count = 0, next = occurrences.next();
      next && count < MAX_OCCURRENCES;
      next = occurrences.next(), count++
    ) {
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate);
      if (start.getTime() >= to) break;
      if (!isBusy(details.item.component)) continue;
      add(start, endOf(details.item, details.startDate, details.endDate));
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
