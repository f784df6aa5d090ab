/**
 * The page a form sent without JavaScript lands on when it could not be accepted (src/content/pages/lead-error.yaml,
 * rendered by src/pages/lead-error.astro): one title and heading per outcome, the lines under them, the held
 * booking's details and the links. Never indexed. The page fills {unit}, {units} and {event} from the booking's
 * event, so each line allows only those it is shown with, besides the site settings.
 */
import { z } from "astro/zod";
import { copyLines } from "./copy-line";

/** What each placeholder the page fills in itself stands for (each line allows only those it is shown with). */
export const LEAD_ERROR_PLACEHOLDERS = {
  unit: "{unit} is what the event books, one of them in lower case (seat at a seminar, place at other events)",
  units: "{units} the same, several of them with a capital (Seats, Places)",
  event: "{event} the event's title",
} as const;

const line = copyLines(LEAD_ERROR_PLACEHOLDERS);
const title = (when: string) => line(`The page's <title> ${when}; the site's name is added after it.`);
const heading = (when: string) => line(`The page's heading (h1) ${when}.`);

export const leadErrorPageSchema = z
  .object({
    metaDescription: line("The page's description, for browsers and link previews (never indexed)."),
    fallbackMessage: line(
      "The line under the heading when the page is opened without a form sent to it (a bookmark, a link).",
    ),
    fullyBooked: z
      .object({
        metaTitle: title("when the event filled up before the booking was sent"),
        heading: heading("when the event filled up"),
        lead: line("The line under the reason, above the waiting list's form;", ["unit"]),
        formHeading: line("The heading over the waiting list's form."),
      })
      .strict()
      .describe("A booking for an event that filled up: its waiting list's form, with what was typed."),
    held: z
      .object({
        metaTitle: title("when the address already holds a booking of the event"),
        heading: heading("when the address already holds a booking"),
        event: line("The label of the event booked."),
        booked: line("The label of how many are booked;", ["units"]),
        waiting: line("The label of how many are on the waiting list;", ["units"]),
        bookedOn: line("The label of the day it was booked."),
        changeLink: line("The link to email us to change the booking (in place of the link back to the form)."),
        changeSubject: line("That email's subject;", ["event"]),
      })
      .strict()
      .describe("A booking from an address that already holds one of the event: what it holds, and how to change it."),
    received: z
      .object({
        metaTitle: title("when the form was received before (nothing changed)"),
        heading: heading("when the form was received before"),
      })
      .strict()
      .describe("A form sent again with changed answers: the first one stands (the reason is contact.yaml's)."),
    fieldProblem: z
      .object({
        metaTitle: title("when some answers need correcting"),
        heading: heading("when some answers need correcting"),
        lead: line("The line under the reason, above the form with the answers kept."),
      })
      .strict()
      .describe("Answers to correct: the form again, with what was typed and what is wrong beside each field."),
    notSent: z
      .object({
        metaTitle: title("for any other reason it was not sent"),
        heading: heading("for any other reason it was not sent"),
      })
      .strict()
      .describe("Any other reason the form was not sent (too many tries, our side failed)."),
    backLink: line("The link back to the form's page."),
    callLink: line("The link that calls us ({phone} is our number, kept on one line)."),
    bookAgainHeading: line("The heading over the booking form again, when a booking's answers need correcting."),
    sendAgainHeading: line("The heading over the contact forms again, when an enquiry's answers need correcting."),
  })
  .strict();

export type LeadErrorPageCopy = z.infer<typeof leadErrorPageSchema>;
