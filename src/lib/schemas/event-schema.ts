/**
 * The schema of an event's frontmatter (src/content/events/<slug>.mdx), in plain zod: src/content.config.ts builds
 * the collection from it with Astro's `reference()`, and code outside Astro parses the same files with the readers in
 * src/lib/content/content-readers.ts.
 */
import { z } from "zod";
import { consentField } from "../claims/evidence-fields";
import { ukTimeToInstant } from "../events/uk-time";
import { EVENT_KINDS, EVENT_STATUSES } from "../events/vocabulary";
import { seoFields } from "./entry-fields";
import { groupOrNotStated } from "./not-stated";

/** What an event refers to: its venue's location, franchises and articles (see `References` in entry-fields.ts). */
interface EventReferences<Location extends z.ZodTypeAny, Franchise extends z.ZodTypeAny, Article extends z.ZodTypeAny> {
  locations: () => Location;
  franchises: () => Franchise;
  blog: () => Article;
}

/** A UK wall-clock time, checked to exist once (never in the hour the clocks skip or repeat). */
const ukTime = (what: string) =>
  z
    .string()
    .superRefine((local, ctx) => {
      const result = ukTimeToInstant(local);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.problem });
    })
    .describe(
      `${what} in UK time as the clock reads it (Europe/London: GMT in winter, BST in summer), written YYYY-MM-DDTHH:MM in quotes, e.g. "2026-12-10T18:30". The site works out the offset, so write no "Z" or "+01:00".`,
    );

/**
 * Seminars, webinars, exhibition stands and discovery days: src/content/events/<slug>.mdx, the frontmatter below
 * and the MDX body as the event page's description. Listed on /events, each at /events/<slug> with an .ics file.
 */
export function eventSchema<
  Location extends z.ZodTypeAny,
  Franchise extends z.ZodTypeAny,
  Article extends z.ZodTypeAny,
>(refs: EventReferences<Location, Franchise, Article>) {
  return z
    .object({
      title: z.string().min(10).max(120).describe("The event's name as a visitor sees it in lists and calendars."),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .refine((slug) => slug !== "calendar", { message: '"calendar" is taken by the feed, /events/calendar.ics' })
        .describe(
          "URL part: /events/<slug>. Must equal the file name; never change it once published (calendars use it).",
        ),
      kind: z
        .enum(EVENT_KINDS)
        .describe(
          "seminar (our own talk), webinar (online talk), exhibition (our stand at a show), discovery-day (a franchisor's).",
        ),
      start: ukTime("When it starts"),
      end: ukTime("When it ends"),
      summary: z
        .string()
        .min(60)
        .max(260)
        .describe("One or two sentences for cards, the calendar entry and search results."),
      venue: groupOrNotStated(
        z
          .object({
            name: z.string().min(3).describe('The venue, e.g. "The Wharfside Rooms" (invented in samples).'),
            streetAddress: z.string().min(3).describe("Building and street."),
            town: z.string().min(2).describe("Town or city as in the postal address."),
            postcode: z
              .string()
              .regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, {
                message: 'must be a full UK postcode in capitals, e.g. "LS11 5QT"',
              })
              .describe("Full postcode, in capitals with its space."),
            location: refs
              .locations()
              .describe(
                "The city (or county) slug whose location page lists this event and whose nation the filter uses.",
              ),
            directions: z
              .array(z.string().min(10))
              .min(1)
              .describe(
                "How to get there without a map: one line each for train, bus, car and parking, step-free access.",
              ),
          })
          .strict(),
      ).describe("Where it is held. Leave out for a webinar; keep it when an event moves online, to say where it was."),
      online: groupOrNotStated(
        z
          .object({
            platform: z.string().min(2).describe('What it runs on, e.g. "Zoom" or "Microsoft Teams".'),
            joining: z
              .string()
              .min(10)
              .describe(
                'How people join, e.g. "The link is emailed to everyone booked the day before." Never the link itself.',
              ),
          })
          .strict(),
      ).describe("How to join online: required for a webinar and for an event that has moved online."),
      capacity: z.number().int().positive().describe("Seats (or online places) that can be booked."),
      price: z
        .number()
        .nonnegative()
        .multipleOf(0.01)
        .describe("Price of a seat in pounds including VAT; 0 for a free event."),
      speakers: z
        .array(
          z
            .object({
              role: z.string().min(3).describe('What they do, e.g. "Senior franchise advisor"; always shown.'),
              name: z.string().min(3).optional().describe("Their name, shown only with `nameConsent`."),
              nameConsent: consentField(
                "The speaker's confirmation that they agreed to be named for this event, with the day: { genuine: true, consentedOn: 2026-12-01 }.",
              ).optional(),
            })
            .strict(),
        )
        .default([])
        .describe("Who speaks or hosts, by role; a name appears only with consent, as article bylines do."),
      status: z
        .enum(EVENT_STATUSES)
        .default("scheduled")
        .describe("scheduled, cancelled, postponed (new date to follow), moved-online (needs `online`) or sold-out."),
      sequence: z
        .number()
        .int()
        .nonnegative()
        .default(0)
        .describe(
          "Calendar revision: raise it by one every time the date, time, place or status changes after publishing, so calendars that imported the .ics replace their copy (RFC 5545 SEQUENCE).",
        ),
      franchises: z
        .array(refs.franchises())
        .default([])
        .describe(
          "Franchises shown at or running the event (a discovery day's franchisor first); listed on the event page.",
        ),
      articles: z
        .array(refs.blog())
        .default([])
        .describe("Articles worth reading before the event, by slug; listed on the event page."),
      sample: z
        .boolean()
        .default(false)
        .describe(
          "true for this template's invented sample events, listed by `npm run check:launch` (a production build stops on them): replace with a real event and set false, or delete the file.",
        ),
      ...seoFields,
    })
    .strict()
    .superRefine((event, ctx) => {
      const start = ukTimeToInstant(event.start);
      const end = ukTimeToInstant(event.end);
      if (start.ok && end.ok && end.instant.getTime() <= start.instant.getTime())
        ctx.addIssue({ code: "custom", path: ["end"], message: `must be after start (${event.start})` });
      if (!event.venue && !event.online)
        ctx.addIssue({ code: "custom", path: ["venue"], message: "give a venue, or `online` for an online event" });
      if (event.kind === "webinar" && !event.online)
        ctx.addIssue({ code: "custom", path: ["online"], message: "a webinar needs `online` (how people join)" });
      if (event.status === "moved-online" && !event.online)
        ctx.addIssue({ code: "custom", path: ["online"], message: "an event that moved online needs `online`" });
      event.speakers.forEach((speaker, index) => {
        if (speaker.nameConsent && !speaker.name)
          ctx.addIssue({ code: "custom", path: ["speakers", index, "name"], message: "consent given but no name" });
      });
    });
}
