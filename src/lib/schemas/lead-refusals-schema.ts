/**
 * What the lead forms tell a visitor when the site cannot take what they sent (src/content/pages/lead-refusals.yaml):
 * the message above the form that comes back with everything typed, or the note under one field. Shown with
 * JavaScript in the form, and without it on the page the form posts to.
 */
import { z } from "astro/zod";
import { copyLines } from "./copy-line";

/** What each placeholder of the refusals stands for (each line allows only those its code fills in). */
export const LEAD_REFUSAL_PLACEHOLDERS = {
  phone: "{phone} is our phone number",
  email: "{email} our email address",
  title: "{title} the event's title",
  seats: "{seats} how many seats were asked for (a number)",
  limit: "{limit} the most seats one booking of this event may hold",
  franchisor: "{franchisor} the franchisor who runs the day",
  held: '{held} what the address holds, e.g. "1 seat" or "3 seats" (the two lines above)',
  day: "{day} the day it was booked",
  holds: "{holds} the line above that fits (seats booked, or on the waiting list)",
  upTo: "{upTo} the line below, after a space, when one booking may hold more than one seat (nothing otherwise)",
  when: "{when} the call's time in words",
  minutes: "{minutes} how many minutes until the visitor may send again (a number)",
} as const;

const line = copyLines(LEAD_REFUSAL_PLACEHOLDERS);

export const leadRefusalsSchema = z
  .object({
    contact: z
      .object({
        saveFailed: line("A consultation or enquiry that could not be saved (try again, or phone);", ["phone"]),
        franchisesNotListed: line("Under the franchise picker when a franchise sent is not in the catalogue."),
      })
      .strict()
      .describe("The contact forms: a consultation request and a franchise enquiry."),
    form: z
      .object({
        tooLong: line("Any form sent with more than the site takes (a message far too long)."),
        checkFields: line("Above a form sent with fields at fault, each marked with its own note."),
        tooFast: line("A form sent quicker than a person could fill it in (how robots are told apart)."),
        rateLimitedOne: line("Too many forms sent from one connection, with a minute to wait;", ["minutes", "phone"]),
        rateLimitedMany: line("The same, with several minutes to wait;", ["minutes", "phone"]),
      })
      .strict()
      .describe("Every form: what the site says before it looks at what the form asks for."),
    booking: z
      .object({
        notTaking: line("Under the form: the event is not taking bookings (past, cancelled or unknown)."),
        notTakingPage: line("The same, as the message at the top of the page the form posts to."),
        fullOne: line("One seat asked for, none left;", ["title"]),
        fullMany: line("Several seats asked for, fewer left;", ["title", "seats"]),
        tooManySeats: line("Under the seats field when more are asked for than one booking holds;", ["limit"]),
        shareConsent: line(
          "Under the box at a franchisor's discovery day when it is not ticked: no place without it;",
          ["franchisor"],
        ),
        heldOne: line('What an address holds when it is one seat, e.g. "1 seat".'),
        heldMany: line("What an address holds when it is several seats;", ["seats"]),
        alreadyBooked: line("A second booking from an address that has seats booked;", ["held", "title"]),
        alreadyWaiting: line("A second booking from an address on the waiting list;", ["held", "title"]),
        alreadyNext: line("What follows either: nothing changed, and how to change the booking;", [
          "holds",
          "day",
          "upTo",
          "email",
          "phone",
        ]),
        upTo: line('The note after "more seats" when one booking may hold more than one;', ["limit"]),
        saveFailed: line("A booking that could not be saved (try again, or phone);", ["phone"]),
      })
      .strict()
      .describe("Booking a seat at an event."),
    call: z
      .object({
        closed: line("Under the time picker when calls cannot be booked online at all."),
        diaryUnreadable: line("Our calendar could not be read at that moment, so the time cannot be checked;", [
          "when",
          "phone",
        ]),
        noLongerFree: line("The time chosen is no longer free (the page was older than the diary);", ["when"]),
        justTaken: line("Someone else booked the same time a moment before;", ["when"]),
        alreadyBooked: line("The visitor already has a call booked;", ["phone"]),
        saveFailed: line("A call that could not be saved (try again, or phone);", ["phone"]),
      })
      .strict()
      .describe("Booking the free call on /book."),
    mailCapped: line(
      "A booking refused because the address has had the day's emails from us already (a limit against abuse);",
      ["phone"],
    ),
  })
  .strict();

export type LeadRefusals = z.infer<typeof leadRefusalsSchema>;
