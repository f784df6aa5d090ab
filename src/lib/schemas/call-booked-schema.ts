/**
 * The page a booked free call lands on, /book/booked/<token> (src/content/pages/call-booked.yaml): the call booked,
 * the same call once cancelled, or a link that names no call. Never indexed; its links (book, calendar file, change
 * or cancel, the phone number) are the site's, so each line around one names only its own words.
 */
import { z } from "astro/zod";
import { copyText } from "./copy-line";

/** A line that shows `{name}` once, marked up on the page: what it stands for is said in the description. */
function lineWith(name: string, what: string) {
  return copyText([name])
    .refine((text) => text.split(`{${name}}`).length === 2, { message: `must hold {${name}} once` })
    .describe(what);
}

const heading = (what: string) => copyText().describe(`The page's heading (h1) ${what}.`);
const title = (what: string) => copyText().describe(`The page's <title> ${what}.`);

export const callBookedPageSchema = z
  .object({
    metaDescription: copyText().describe("The page's description, for browsers and link previews (never indexed)."),
    booked: z
      .object({
        metaTitle: title("while the call stands"),
        heading: heading("while the call stands"),
        callYou: lineWith("when", "The first line; {when} is the call's time in words, shown in bold."),
        mailed: lineWith(
          "visitorEmail",
          "Shown only on a server that sends mail: the confirmation is on its way; {visitorEmail} is the address the visitor gave.",
        ),
        calendarLink: copyText().describe("The link to the call's calendar file (.ics)."),
        phoneLead: copyText().describe("The words before our phone number (a link, then a full stop)."),
        manageLink: copyText().describe("The link to the page that changes or cancels the call."),
      })
      .strict()
      .describe("The call is booked (the page the booking lands on, and the link in the confirmation)."),
    cancelled: z
      .object({
        metaTitle: title("once the call is cancelled"),
        heading: heading("once the call is cancelled"),
        cancelled: lineWith("when", "The line saying so; {when} is the call's time in words, shown in bold."),
        bookLink: copyText().describe("The link after it to book another time (/book)."),
        phoneLead: copyText().describe("The words after that link, before our phone number (then a full stop)."),
      })
      .strict()
      .describe("The call was cancelled by the visitor."),
    notFound: z
      .object({
        metaTitle: title("for a link that names no call"),
        heading: heading("for a link that names no call (mistyped, or the call since erased)"),
        lead: copyText().describe("The words before the link to book a time."),
        bookLink: copyText().describe("The link to book a time (/book)."),
        phoneLead: copyText().describe("The words after that link, before our phone number (then a full stop)."),
      })
      .strict()
      .describe("A link that is not one of ours, or a call since erased."),
  })
  .strict();
