/**
 * Every content collection and its schema. Editors change the files under src/content/; a file that
 * breaks a rule here fails the build with the collection, the entry and the field named.
 */
import { defineCollection, reference, z } from "astro:content";
import { withReadableChecks } from "@/lib/content/readable-checks";
import { file, glob } from "astro/loaders";
import { isPublicFile, readKnownIds } from "@/lib/content/known-ids";
import {
  aboutPageSchema,
  blogPagesSchema,
  decidePagesSchema,
  searchPageSchema,
  faqSchema,
  franchisePagesSchema,
  homePageSchema,
  locationPageSchema,
  packageSchema,
  servicePageSchema,
  servicesPageSchema,
  testimonialSchema,
} from "@/lib/content/copy-schemas";
import { consentField } from "@/lib/launch/schemas";
import { CLAIMS_FILE, claimsRegisterSchema } from "@/lib/claims/schema";
import { ukFactSchema } from "@/lib/facts/uk-facts";
import { COPY_PLACEHOLDERS } from "@/lib/content/uk-facts-file";
import { unknownPlaceholders } from "@/lib/site/expand-settings";
import { ukTimeToInstant } from "@/lib/events/uk-time";
import { EVENT_KINDS, EVENT_STATUSES } from "@/lib/events/vocabulary";
import { BASES, EXPERIENCE_AREAS, EXPERIENCE_LEVELS, WORK_PATTERNS } from "@/lib/decide/match-traits";
import { firstNOfferProblem } from "@/lib/directory/first-n-offer";

/** Search-engine fields shared by every page-backed entry (lengths follow what search results display). */
const seoFields = {
  metaTitle: z.string().min(5).max(70).describe("The page <title>, before the site name is appended."),
  metaDescription: z.string().min(50).max(160).describe("The search-result snippet: unique, 50-160 characters."),
};

const knownIds = readKnownIds();

/** A `reference()` that also fails when the target entry does not exist, naming the missing id. */
function existingReference<C extends keyof typeof knownIds>(collection: C, where: string) {
  return reference(collection).refine((ref) => knownIds[collection].has(ref.id), {
    message: `no such entry in ${where}`,
  });
}

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The editing guide's examples end the text an editor must write in "…": such text is still to be filled in. */
const notPlaceholder = {
  check: (text: string) => !text.trim().endsWith("…"),
  message: "still the editing guide's placeholder (it ends in …): write the real text",
};
const currentYear = new Date().getFullYear();

const franchiseCategories = defineCollection({
  loader: file("src/content/franchise-categories.yaml"),
  schema: z.object({
    name: z.string().min(2).describe('Display name, e.g. "Business Services" for the key `services`.'),
    description: z.string().min(20).describe("One or two sentences shown on the franchise directory."),
  }),
});

const franchises = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "src/content/franchises" }),
  schema: z
    .object({
      id: z.string().regex(/^\d+$/).describe("Catalogue number as text; used as the enquiry form's value."),
      name: z.string().min(2).describe("Brand name: invented, never a real company's."),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .describe("URL part: /franchises/<slug>. Must equal the file name."),
      category: existingReference("franchiseCategories", "franchise-categories.yaml").describe(
        "A key from franchise-categories.yaml.",
      ),
      shortDescription: z.string().min(40).max(200).describe("One sentence for cards."),
      description: z
        .string()
        .min(200)
        .refine(notPlaceholder.check, notPlaceholder.message)
        .describe("The full description on the detail page."),
      investmentRange: z
        .object({
          min: z.number().int().positive().describe("Minimum total investment in GBP."),
          max: z.number().int().positive().describe("Maximum total investment in GBP."),
          note: z
            .string()
            .min(3)
            .max(60)
            .optional()
            .describe(
              'What the range covers or leaves out, shown in brackets wherever the range appears, e.g. "excluding working capital". A note saying the range excludes working capital tells the affordability calculator the figures are not the full cost: it never calls such a range affordable on its figures alone.',
            ),
        })
        .refine((range) => range.min <= range.max, { message: "min must not be greater than max", path: ["max"] }),
      establishedYear: z
        .number()
        .int()
        .min(1900)
        .max(currentYear)
        .optional()
        .describe("Year the brand was founded; leave out when unknown (shown as TBA)."),
      franchisingInUkSince: z
        .number()
        .int()
        .min(1900)
        .max(currentYear)
        .optional()
        .describe(
          "Year the brand began franchising in the UK (its first franchisee opened), from the franchisor's disclosure. With tradingFranchisees, the network's track record the affordability calculator uses for 'established'; leave out when unknown (the franchise then counts as newer).",
        ),
      tradingFranchisees: z
        .number()
        .int()
        .nonnegative()
        .optional()
        .describe(
          "How many franchisees are trading today (not company-owned outlets), from the franchisor's disclosure. Leave out when unknown (the franchise then counts as newer for the affordability calculator).",
        ),
      numberOfOutlets: z
        .union([z.literal("TBA"), z.number().int().nonnegative()])
        .describe(
          'Outlets open today, franchised and company-owned alike (a franchisee may run several), or "TBA" while the franchisor has not given the count, which pages show as the specification does. Not the same figure as tradingFranchisees: a network can have franchisees trading and its outlet count still TBA.',
        ),
      territories: z
        .array(existingReference("locations", "src/content/locations"))
        .min(1)
        .describe("City slugs from src/content/locations/cities where territories are available."),
      features: z.array(z.string().min(3)).length(4).describe("Exactly four selling points."),
      support: z.array(z.string().min(3)).length(4).describe("Exactly four support items."),
      brochureUrl: z
        .string()
        .regex(/^(https:\/\/|\/brochures\/).+\.pdf$/)
        // A link to a brochure that is not there would build and 404: name the file the editor has still to add.
        .refine(
          (url) => !url.startsWith("/") || isPublicFile(url),
          (url) => ({
            message: `no such file: put the PDF at public${url}, or leave brochureUrl out`,
          }),
        )
        .optional()
        .describe("A PDF: /brochures/<file>.pdf shipped in public/, or an https:// link."),
      offer: z
        .string()
        .min(5)
        .optional()
        .describe(
          'A current offer, e.g. a launch discount. One limited to "the first N franchisees" needs fewer than N in tradingFranchisees.',
        ),
      // How the business is run, for "Find my franchise" (/match). Each is optional: leave one out when the
      // franchisor has not said, and the questions about it count neither for nor against this franchise.
      workPatterns: z
        .array(z.enum(WORK_PATTERNS))
        .min(1)
        .optional()
        .describe(
          "Ways a franchisee can run it, from what the franchisor says: owner-operator (doing the work full time), managing-staff (leading a team who do it), part-time, alongside-job. A pattern left out of the list counts as not offered.",
        ),
      bases: z
        .array(z.enum(BASES))
        .min(1)
        .optional()
        .describe(
          "Where it is run from: home-or-van (no premises to rent), premises (a shop, unit, clinic or office), or both when the franchisor offers either.",
        ),
      teamSize: z
        .object({
          min: z
            .number()
            .int()
            .nonnegative()
            .describe("Fewest people the franchisee typically employs (0: on their own)."),
          max: z
            .number()
            .int()
            .nonnegative()
            .optional()
            .describe("Most people typically employed; leave out when the team can grow without a stated limit."),
        })
        .strict()
        .refine((team) => team.max === undefined || team.min <= team.max, {
          message: "min must not be greater than max",
          path: ["max"],
        })
        .optional()
        .describe(
          "The team the franchisee typically employs, as the franchisor describes it (subcontractors are not counted).",
        ),
      experience: z
        .object({
          level: z
            .enum(EXPERIENCE_LEVELS)
            .describe(
              "none: no background needed (training covers it); helpful: valued, not needed; required: asked for.",
            ),
          areas: z
            .array(z.enum(EXPERIENCE_AREAS))
            .min(1)
            .optional()
            .describe(
              "The kinds of experience meant (any one counts): management, sales, hospitality-retail, care-health, trades-property, children-education.",
            ),
        })
        .strict()
        .refine((experience) => experience.level === "none" || experience.areas !== undefined, {
          message: "say which areas of experience are helpful or required",
          path: ["areas"],
        })
        .optional()
        .describe("The background the franchisor asks for."),
      minMonthsToOpen: z
        .number()
        .int()
        .min(0)
        .max(36)
        .optional()
        .describe(
          "The fewest months from signing to opening, only where the franchisor states it (a licence or registration to wait for).",
        ),
      sample: z
        .boolean()
        .default(false)
        .describe(
          "true for this template's invented sample listings, shown like any other but listed by `npm run check:launch` (a production build stops on them): replace each with a franchisor's approved details and set false, or delete it.",
        ),
      ...seoFields,
    })
    .strict()
    .superRefine((franchise, context) => {
      const { establishedYear, franchisingInUkSince, tradingFranchisees, numberOfOutlets } = franchise;
      if (establishedYear !== undefined && franchisingInUkSince !== undefined && franchisingInUkSince < establishedYear)
        context.addIssue({
          code: "custom",
          path: ["franchisingInUkSince"],
          message: `must not be before establishedYear (${establishedYear}): a brand franchises after it is founded`,
        });
      if (
        typeof numberOfOutlets === "number" &&
        tradingFranchisees !== undefined &&
        tradingFranchisees > numberOfOutlets
      )
        context.addIssue({
          code: "custom",
          path: ["tradingFranchisees"],
          message: `must not exceed numberOfOutlets (${numberOfOutlets}): each franchisee runs at least one outlet`,
        });
      // An offer to "the first N franchisees" needs fewer than N trading, wherever the entry states it.
      for (const field of ["offer", "description"] as const) {
        const problem = firstNOfferProblem(franchise[field], tradingFranchisees);
        if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
      }
    }),
});

const locations = defineCollection({
  loader: glob({ pattern: "**/*.yaml", base: "src/content/locations" }),
  schema: z
    .object({
      name: z.string().min(2),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .describe("URL part: /locations/<slug>. Must equal the file name."),
      type: z.enum(["city", "county", "region"]),
      parent: existingReference("locations", "src/content/locations")
        .optional()
        .describe("A city's county (or council/principal area); a county's nation. Regions have none."),
      population: z
        .number()
        .int()
        .positive()
        .optional()
        .describe("Cities only: resident population from a recent ONS, NRS or NISRA estimate."),
      populationArea: z
        .string()
        .min(3)
        .max(60)
        .optional()
        .describe(
          'What the population figure covers when it is more than the city itself, e.g. "Perth and Kinross council area"; shown beside the figure.',
        ),
      description: z
        .string()
        .refine((text) => wordCount(text) >= 80, { message: "must be at least 80 words of prose about this place" })
        .refine(notPlaceholder.check, notPlaceholder.message)
        .superRefine((text, ctx) => {
          for (const name of unknownPlaceholders(text, COPY_PLACEHOLDERS)) {
            ctx.addIssue({ code: "custom", message: `unknown placeholder {${name}}: no such UK fact or site setting` });
          }
        })
        .describe(
          "The location hero's prose; a blank line starts a new paragraph. A UK figure is written as {fact:<id>} (src/content/uk-facts.yaml).",
        ),
      ...seoFields,
    })
    .strict()
    .superRefine((location, ctx) => {
      if (location.type === "city" && location.population === undefined) {
        ctx.addIssue({ code: "custom", path: ["population"], message: "cities need a population" });
      }
      if (location.populationArea !== undefined && location.population === undefined) {
        ctx.addIssue({ code: "custom", path: ["populationArea"], message: "only a population can have an area" });
      }
      if (location.type !== "city" && location.population !== undefined) {
        ctx.addIssue({ code: "custom", path: ["population"], message: "only cities have a population" });
      }
      if (location.type !== "region" && !location.parent) {
        ctx.addIssue({ code: "custom", path: ["parent"], message: "cities and counties need a parent" });
      }
    }),
});

/** A postcode district code or range in the data: "LS6" or "LS1-LS20" (same letters both ends, low before high). */
const districtCode = z
  .string()
  .regex(/^([A-Z]{1,2})(\d{1,2})(?:-\1\d{1,2})?$/, {
    message: 'must be a district such as "LS6" or a range such as "LS1-LS20", with the same letters both ends',
  })
  .refine(
    (code) => {
      const [low, high = low] = code.split("-").map((part) => Number(part.replace(/^[A-Z]+/, "")));
      return low! <= high!;
    },
    { message: "a range must run from the lower district to the higher" },
  );

const postcodeAreas = defineCollection({
  loader: file("src/content/postcode-areas.yaml"),
  schema: z
    .object({
      id: z
        .string()
        .regex(/^[A-Z]{1,2}$/, { message: "must be the area's one or two capital letters" })
        .describe('The postcode area: the letters at the start of a postcode, e.g. "LS".'),
      postTown: z.string().min(2).describe('The post town the area is named after, e.g. "Leeds" for LS.'),
      locations: z
        .array(existingReference("locations", "src/content/locations"))
        .min(1)
        .describe("Every location the area reaches, the one holding most of it first; used for districts not listed."),
      districts: z
        .array(
          z
            .object({
              codes: z.array(districtCode).min(1).describe('Districts and ranges, e.g. ["LS1-LS20", "LS25"].'),
              locations: z
                .array(existingReference("locations", "src/content/locations"))
                .min(1)
                .describe("Where these districts fall, the one holding most of them first."),
            })
            .strict(),
        )
        .default([])
        .describe("Districts that fall in fewer places than the whole area; each district in one entry at most."),
    })
    .strict()
    .superRefine((area, ctx) => {
      const seen = new Map<number, string>();
      area.districts.forEach((district, index) =>
        district.codes.forEach((code, codeIndex) => {
          const path = ["districts", index, "codes", codeIndex];
          if (code.replace(/\d.*$/, "") !== area.id) {
            ctx.addIssue({ code: "custom", path, message: `${code} is not in the ${area.id} area` });
            return;
          }
          const [low, high = low] = code.split("-").map((part) => Number(part.replace(/^[A-Z]+/, "")));
          for (let number = low!; number <= high!; number += 1) {
            const earlier = seen.get(number);
            if (earlier)
              ctx.addIssue({ code: "custom", path, message: `${area.id}${number} is already in ${earlier}` });
            seen.set(number, code);
          }
        }),
      );
    }),
});

const blogCategories = defineCollection({
  loader: file("src/content/blog-categories.yaml"),
  schema: z.object({
    name: z.string().min(2),
    description: z.string().min(20),
    colour: z
      .string()
      .regex(/^bg-[a-z]+-\d+ text-[a-z]+-\d+$/)
      .describe('Badge classes, e.g. "bg-blue-100 text-blue-900" (keep the text dark for contrast).'),
  }),
});

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "src/content/blog" }),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(10).max(120),
        slug: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
          .describe("URL part: /blog/<slug>. Must equal the file name."),
        category: existingReference("blogCategories", "blog-categories.yaml"),
        excerpt: z.string().min(60).max(260).describe("Shown on cards and under the title."),
        author: z
          .string()
          .min(3)
          .describe(
            "The writer's name, shown as the byline only with `authorConsent`; otherwise the business is credited.",
          ),
        authorConsent: consentField(
          "The author's confirmation that they are real, wrote or approved this article, and agreed to be named on it, with the day: { genuine: true, consentedOn: 2026-12-01 }.",
        ).optional(),
        publishDate: z.coerce.date().describe("Required ISO date, e.g. 2025-01-06; never defaults to today."),
        updatedDate: z.coerce.date().optional(),
        heroImage: image().describe("A local image beside the article, e.g. ./images/<slug>.jpg."),
        heroAlt: z
          .union([z.literal(""), z.string().min(5)])
          .describe(
            'What the hero image shows, for readers who cannot see it (at least 5 characters); or "" when the image is decorative, as the abstract art make-hero-image.mjs draws is: it then shows nothing a reader would miss.',
          ),
        tags: z.array(z.string().min(2)).default([]),
        featured: z.boolean().default(false),
        draft: z
          .boolean()
          .default(false)
          .describe(
            "true keeps the article out of production builds (no page, not in lists, feed, sitemap or search); `astro dev` shows it with a Draft banner. An article whose publishDate is still to come is held back the same way until a build on or after that date.",
          ),
        ...seoFields,
      })
      .strict(),
});

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
const events = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "src/content/events" }),
  schema: z
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
      venue: z
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
          location: existingReference("locations", "src/content/locations").describe(
            "The city (or county) slug whose location page lists this event and whose nation the filter uses.",
          ),
          directions: z
            .array(z.string().min(10))
            .min(1)
            .describe(
              "How to get there without a map: one line each for train, bus, car and parking, step-free access.",
            ),
        })
        .strict()
        .optional()
        .describe(
          "Where it is held. Leave out for a webinar; keep it when an event moves online, to say where it was.",
        ),
      online: z
        .object({
          platform: z.string().min(2).describe('What it runs on, e.g. "Zoom" or "Microsoft Teams".'),
          joining: z
            .string()
            .min(10)
            .describe(
              'How people join, e.g. "The link is emailed to everyone booked the day before." Never the link itself.',
            ),
        })
        .strict()
        .optional()
        .describe("How to join online: required for a webinar and for an event that has moved online."),
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
        .array(existingReference("franchises", "src/content/franchises"))
        .default([])
        .describe(
          "Franchises shown at or running the event (a discovery day's franchisor first); listed on the event page.",
        ),
      articles: z
        .array(existingReference("blog", "src/content/blog"))
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
    }),
});

/** The eight pages under /services/<file name>; sections render through src/components/sections. */
const servicePages = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "src/content/service-pages" }),
  schema: servicePageSchema,
});

/** A collection of one page's copy: the single file src/content/pages/<name>.yaml, entry id <name>. */
function pageCopy<S extends z.ZodTypeAny>(name: string, schema: S) {
  return defineCollection({ loader: glob({ pattern: `${name}.yaml`, base: "src/content/pages" }), schema });
}

// Page copy: editors change the words here; the schemas (with every field described) are in copy-schemas.ts.
const homePage = pageCopy("home", homePageSchema);
const aboutPage = pageCopy("about", aboutPageSchema);
const servicesPage = pageCopy("services", servicesPageSchema);
const locationPage = pageCopy("locations", locationPageSchema);
const franchisePages = pageCopy("franchises", franchisePagesSchema);
const blogPages = pageCopy("blog", blogPagesSchema);
const decidePages = pageCopy("decide", decidePagesSchema);
const searchPage = pageCopy("search", searchPageSchema);
const packages = defineCollection({ loader: file("src/content/packages.yaml"), schema: packageSchema });
const faq = defineCollection({ loader: file("src/content/faq.yaml"), schema: faqSchema });
const testimonials = defineCollection({ loader: file("src/content/testimonials.yaml"), schema: testimonialSchema });

/**
 * UK figures (rates, thresholds, reliefs, lending terms) with source and review-by date: articles show them with
 * <Fact id="…" />, page copy with {fact:…}. Pages read them through src/lib/content/uk-facts-file.ts, which parses
 * the same file with the same schema, so placeholders can be checked while the other schemas load.
 */
const ukFacts = defineCollection({ loader: file("src/content/uk-facts.yaml"), schema: ukFactSchema });

/**
 * The register of claims: everything the business says about itself, once, with its evidence. Pages read it through
 * src/config/site.ts (`claims`) and `{claim:<key>}` placeholders; this collection is what checks it, so a bad
 * register fails the build naming the field. One entry, "register", holds the whole file.
 */
const claims = defineCollection({
  loader: file(CLAIMS_FILE, { parser: (text) => [{ id: "register", ...(JSON.parse(text) as object) }] }),
  schema: claimsRegisterSchema.extend({ id: z.string().describe('Always "register": the file is one entry.') }),
});

/**
 * Every collection's built-in checks get plain messages (src/lib/content/readable-checks.ts), so a content error
 * names the field once: "description: must be at least 200 characters long".
 */
function withReadableErrors<C extends Record<string, { schema?: unknown }>>(configs: C): C {
  for (const config of Object.values(configs)) {
    const schema = config.schema;
    if (typeof schema === "function")
      config.schema = (context: unknown) => withReadableChecks((schema as (context: unknown) => z.ZodTypeAny)(context));
    else if (schema) withReadableChecks(schema as z.ZodTypeAny);
  }
  return configs;
}

export const collections = withReadableErrors({
  claims,
  franchiseCategories,
  franchises,
  locations,
  postcodeAreas,
  blogCategories,
  blog,
  events,
  servicePages,
  homePage,
  aboutPage,
  servicesPage,
  locationPage,
  franchisePages,
  blogPages,
  decidePages,
  searchPage,
  packages,
  faq,
  testimonials,
  ukFacts,
});
