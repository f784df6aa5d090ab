/**
 * The words of the mails about an event booking (src/content/pages/lead-mails.yaml): the visitor's confirmation
 * (or waiting-list notice), the notice that the event is cancelled, and the business's own notification of every
 * lead. Plain text; the site adds the links, the calendar file and the business's name as the sign-off.
 */
import { z } from "astro/zod";
import { copyLines } from "./copy-line";

/** What each placeholder of the mails stands for (each line allows only those its code fills in). */
export const LEAD_MAIL_PLACEHOLDERS = {
  firstName: "{firstName} is the visitor's first name",
  title: "{title} the event's title",
  seats: '{seats} how many seats (a number, e.g. "3")',
  when: "{when} the event's (or the call's) date and times",
  place: "{place} where it is",
  link: "{link} the address the line leads to",
  phone: "{phone} our phone number",
  kind: "{kind} what came in (one of the names below)",
  name: "{name} the visitor's full name",
  lead: "{lead} the lead's number",
  booking: '{booking} what it held (or waits for), in lower case, e.g. "a seat" or "3 seats"',
} as const;

const line = copyLines(LEAD_MAIL_PLACEHOLDERS);

export const leadMailsSchema = z
  .object({
    greeting: line("The first line of the visitor's mails, e.g. Dear {firstName},", ["firstName"]),
    booking: z
      .object({
        subject: line("The confirmation's subject for a seat booked;", ["title"]),
        waitingSubject: line("The subject for a place on the waiting list;", ["title"]),
        bookedOne: line("The first line when one seat is booked;", ["title"]),
        bookedMany: line("The first line when several seats are booked;", ["seats", "title"]),
        waiting: line("The first line for the waiting list: the event is full, and we will email if a seat frees;", [
          "title",
        ]),
        when: line("The line saying when the event is;", ["when"]),
        where: line("The line saying where it is;", ["place"]),
        details: line("The line with the event's page;", ["link"]),
        calendarFile: line("The line about the attached calendar file (.ics), for a seat booked only."),
        giveUp: line("For a seat booked: the link to the booking's own page, to give the seat up;", ["link"]),
        leaveWaitingList: line("For the waiting list: the link to the booking's own page, to leave it;", ["link"]),
        question: line("The last line when the mail carries that link: how to ask us something;", ["phone"]),
        questionNoLink: line(
          "The last line when the site cannot sign that link: how to say they cannot come, or ask something;",
          ["phone"],
        ),
      })
      .strict()
      .describe("The visitor's confirmation of a booking from an event page, or of a place on its waiting list."),
    eventCancelled: z
      .object({
        subject: line("The subject of the notice that an event is cancelled;", ["title"]),
        cancelled: line("Its first line: the event is cancelled;", ["title", "when"]),
        seatCancelled: line("The next line for someone with a seat: it is cancelled, nothing to do."),
        wasWaiting: line("The next line for someone on the waiting list: nothing to do."),
        otherEvents: line("The line with the link to the other events (/events);", ["link"]),
        questions: line("Its last line: how to ask us something;", ["phone"]),
      })
      .strict()
      .describe("Sent to everyone who booked an event, or waits for a seat, when the event is cancelled."),
    owner: z
      .object({
        subject: line("The subject of the business's notification of a lead;", ["kind", "name", "lead"]),
        kinds: z
          .object({
            booked: line("What a seat booked at an event is called in it."),
            waitingList: line("What a place on an event's waiting list is called."),
            call: line("What a free call booked is called."),
            consultation: line("What a consultation request is called."),
            enquiry: line("What a franchise enquiry is called."),
          })
          .strict()
          .describe("The name of each kind of lead, in the subject and the mail's Form line."),
        oneSeat: line('What a booking of one seat held, in its Booking line, e.g. "A seat".'),
        manySeats: line("What a booking of several seats held;", ["seats"]),
        givenUp: line("The Booking line once the booker gave it up;", ["booking"]),
        waiting: line("The Booking line for a place on the waiting list;", ["booking"]),
        callMovedSubject: line("The subject of the notice that a visitor moved their free call;", [
          "name",
          "when",
          "lead",
        ]),
        callCancelledSubject: line("The subject of the notice that a visitor cancelled their free call;", [
          "name",
          "when",
          "lead",
        ]),
      })
      .strict()
      .describe("The business's own notification of each lead (its row names are fixed: Name, Email, and so on)."),
  })
  .strict();

export type LeadMails = z.infer<typeof leadMailsSchema>;
