/**
 * The words of the calendar files (.ics) the site writes (src/content/pages/calendar-files.yaml): an event's "Add to
 * calendar" file and the events feed, and a booked free call's file, the visitor's and the business's own. A
 * calendar shows them as the entry's title and its notes; the times, the place and the links are the site's.
 */
import { z } from "astro/zod";
import { copyLines } from "./copy-line";

/** What each placeholder of the calendar files stands for (each line allows only those its code fills in). */
export const CALENDAR_PLACEHOLDERS = {
  title: "{title} is the entry's usual title (the event's, or the call's)",
  link: "{link} the address of the page it links to",
  name: "{name} the visitor's full name",
  visitorPhone: "{visitorPhone} the number the visitor gave",
  topic: "{topic} what the visitor said they want to talk about",
} as const;

const line = copyLines(CALENDAR_PLACEHOLDERS);

export const calendarWordsSchema = z
  .object({
    cancelled: line("The first line of the notes of a cancelled event or call, before its description."),
    postponed: line("The first line of the notes of a postponed event, before its description."),
    cancelledTitle: line("The title of a cancelled event or call;", ["title"]),
    details: line("The last line of every entry's notes, with the page it links to;", ["link"]),
    callLocation: line('Where a free call takes place, as a calendar shows it, e.g. "Phone call".'),
    visitorCall: z
      .object({
        title: line("Its title in the visitor's calendar ({businessName} is the business's name)."),
        summary: line("Its notes, above the link to the page that changes or cancels the call."),
      })
      .strict()
      .describe("The visitor's file of their free call (with its confirmation, and on the page it lands on)."),
    ownerCall: z
      .object({
        title: line("Its title in the business's calendar;", ["name"]),
        callOn: line("The first line of its notes: whom to call, on which number;", ["name", "visitorPhone"]),
        topic: line("The next line, when the visitor said what the call is about;", ["topic"]),
      })
      .strict()
      .describe("The business's own file of a booked free call (with its notification), linking to the owner's page."),
  })
  .strict();

export type CalendarWordsCopy = z.infer<typeof calendarWordsSchema>;
