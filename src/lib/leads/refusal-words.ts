/**
 * The lead forms' refusals in the owner's words (src/content/pages/lead-refusals.yaml), read by the pipeline itself:
 * bundled with the server, read from disk in plain Node (bundledText).
 */
import { bundledText } from "@/lib/site/bundled-text";
import type { Settings } from "@/lib/site/expand-settings";
import { leadRefusalsSchema, type LeadRefusals } from "@/lib/schemas/lead-refusals-schema";
import { copyFiller, parseCopyFile } from "@/lib/leads/copy-file";

const LEAD_REFUSALS_FILE = "src/content/pages/lead-refusals.yaml";

/** The refusals' words, checked with the schema the build checks the file with. */
export const leadRefusalsFromFile: LeadRefusals = parseCopyFile(
  LEAD_REFUSALS_FILE,
  leadRefusalsSchema,
  bundledText(
    () =>
      import.meta.glob<string>("/src/content/pages/lead-refusals.yaml", {
        query: "?raw",
        import: "default",
        eager: true,
      }),
    "/src/content/pages/lead-refusals.yaml",
    new URL("../../content/pages/lead-refusals.yaml", import.meta.url),
  ),
);

/** Where the visitor can reach us instead: the server's own phone and email, which the site's may not be. */
export interface RefusalContact {
  phoneDisplay: string;
  email: string;
}

/** What the address already holds at an event, for the refusal of a second booking. */
export interface HeldSeats {
  seats: number;
  waiting: boolean;
  /** The day it was booked, in words. */
  day: string;
}

/**
 * Every refusal of the lead forms, worded from `copy` and filled in for `contact`: each function fills exactly the
 * placeholders its line allows (tests/support/copy-placeholders.ts checks it over every line).
 */
export function refusalsIn(copy: LeadRefusals, contact: RefusalContact) {
  const say = (line: string, values: Settings = {}) =>
    copyFiller(LEAD_REFUSALS_FILE, { phone: contact.phoneDisplay, email: contact.email, ...values })(line);
  const { form, booking, call } = copy;
  return {
    tooLong: () => say(form.tooLong),
    checkFields: () => say(form.checkFields),
    tooFast: () => say(form.tooFast),
    rateLimited: (minutes: number) =>
      say(minutes === 1 ? form.rateLimitedOne : form.rateLimitedMany, { minutes: String(minutes) }),
    contactSaveFailed: () => say(copy.contact.saveFailed),
    franchisesNotListed: () => say(copy.contact.franchisesNotListed),
    notTaking: () => say(booking.notTaking),
    notTakingPage: () => say(booking.notTakingPage),
    fullyBooked: (title: string, seats: number) =>
      say(seats === 1 ? booking.fullOne : booking.fullMany, { title, seats: String(seats) }),
    tooManySeats: (limit: number) => say(booking.tooManySeats, { limit: String(limit) }),
    shareConsent: (franchisor: string) => say(booking.shareConsent, { franchisor }),
    /** A second booking from one address: what it holds, that nothing changed, and how to change it. */
    alreadyBooked: (title: string, held: HeldSeats, limit: number) => {
      const seats = String(held.seats);
      const heldWords = say(held.seats === 1 ? booking.heldOne : booking.heldMany, { seats });
      const holds = say(held.waiting ? booking.alreadyWaiting : booking.alreadyBooked, { held: heldWords, title });
      // The note on the limit follows "more seats" after a space, and only where a booking may hold more than one.
      const upTo = limit > 1 ? ` ${say(booking.upTo, { limit: String(limit) })}` : "";
      return say(booking.alreadyNext, { holds, day: held.day, upTo });
    },
    bookingSaveFailed: () => say(booking.saveFailed),
    callsClosed: () => say(call.closed),
    diaryUnreadable: (when: string) => say(call.diaryUnreadable, { when }),
    noLongerFree: (when: string) => say(call.noLongerFree, { when }),
    justTaken: (when: string) => say(call.justTaken, { when }),
    callAlreadyBooked: () => say(call.alreadyBooked),
    callSaveFailed: () => say(call.saveFailed),
    mailCapped: () => say(copy.mailCapped),
  };
}
