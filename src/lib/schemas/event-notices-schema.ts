/**
 * The notices an event's own page (/events/<slug>) shows above its description when the event is not simply going
 * ahead (src/content/pages/event-notices.yaml): cancelled, postponed, moved online, fully booked, or over. Each
 * follows the event's kind through {unit}, what a booking holds ("seat" at a seminar, "place" at a stand).
 */
import { z } from "astro/zod";
import { copyLines } from "./copy-line";

/** What each placeholder of the notices stands for (each line allows only those the page fills in). */
export const EVENT_NOTICE_PLACEHOLDERS = {
  unit: '{unit} is what a booking holds at this kind of event ("seat" at a seminar, "place" at a stand)',
  platform: "{platform} the online platform the event moved to (the event's own setting)",
} as const;

const line = copyLines(EVENT_NOTICE_PLACEHOLDERS);

export const eventNoticesSchema = z
  .object({
    cancelled: line("For an event marked cancelled;", ["unit"]),
    postponed: line("For an event marked postponed (its new date is not set yet);", ["unit"]),
    movedOnline: line("For an event marked moved online;", ["platform", "unit"]),
    soldOut: line("For an event marked fully booked (its waiting list is open);", ["unit"]),
    ended: line("Before any of those, once the event is over (the page as built after its end)."),
    eventsLink: line("The link after the notice, to the events listing."),
  })
  .strict();
