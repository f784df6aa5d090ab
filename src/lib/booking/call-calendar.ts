/**
 * A booked call as an iCalendar file, for the visitor's and the owner's calendars: written in UTC by the same writer
 * as the events' files, its UID stable for the call (`call-<lead id>@<site host>`), so a changed or cancelled call
 * replaces the copy a calendar holds (its SEQUENCE goes up with each change).
 */
import { calendarFile, type CalendarMethod, type CalendarOrganiser, type CalendarWords } from "@/lib/events/calendar";

export interface CallCalendarEntry {
  leadId: number;
  start: Date;
  end: Date;
  status: "booked" | "cancelled";
  sequence: number;
  /** The calendar entry's title and description, as the reader should see them. */
  title: string;
  summary: string;
  /** Where the call is changed or cancelled (absolute). */
  url: string;
  /** Where the call takes place, as a calendar shows it (the phone, in the owner's words). */
  location: string;
  /** Whom the call is with, named in a cancellation. */
  attendee?: CalendarOrganiser;
}

/**
 * The .ics text of one call: METHOD:PUBLISH to add it (or replace an earlier copy), or with `method: "CANCEL"` the
 * message that removes it from a calendar (a cancelled call's mail).
 */
export function callCalendarFile(
  call: CallCalendarEntry,
  {
    organiser,
    siteUrl,
    method = "PUBLISH",
    words,
  }: { organiser: CalendarOrganiser; siteUrl: URL | string; method?: CalendarMethod; words: CalendarWords },
): string {
  return calendarFile(
    [
      {
        slug: `call-${call.leadId}`,
        title: call.title,
        summary: call.summary,
        start: call.start,
        end: call.end,
        status: call.status === "cancelled" ? "cancelled" : "scheduled",
        sequence: call.sequence,
        location: call.location,
        url: call.url,
        attendee: call.attendee,
      },
    ],
    { name: call.title, organiser, siteUrl, method, words },
  );
}
