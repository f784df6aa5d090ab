/**
 * The schema of a franchise (src/content/franchises/<slug>.yaml) and of a franchise category
 * (src/content/franchise-categories.yaml), in plain zod: src/content.config.ts builds the collections from them
 * with Astro's `reference()`, and code outside Astro parses the same files with `franchiseFileSchema`
 * (src/lib/content/content-readers.ts). Imports stay relative: astro.config.mjs loads this module.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { BASES, EXPERIENCE_AREAS, EXPERIENCE_LEVELS, WORK_PATTERNS } from "../decide/match-traits";
import { firstNOfferProblem } from "../directory/first-n-offer";
import { notPlaceholder, seoFields, slugText } from "./entry-fields";
import { groupOrNotStated, listOrNotStated } from "./not-stated";
import { INTRODUCTION_FEES } from "../directory/introduction-fee";
import { discountOfferProblem } from "../directory/offer-context";
import {
  franchiseTermsSchema,
  NOT_DISCLOSED,
  termsProblems,
  tradingAsOfProblem,
  type FranchiseTerms,
} from "../terms/terms-schema";

/** What a franchise refers to: its category and its territories (see `References` in entry-fields.ts). */
interface FranchiseReferences<Category extends z.ZodTypeAny, Location extends z.ZodTypeAny> {
  franchiseCategories: () => Category;
  locations: () => Location;
}

/** A territory's city slug, whether the schema reads it as a plain id or as Astro's reference (`{ id }`). */
const territoryId = (territory: unknown) =>
  typeof territory === "object" && territory !== null ? String((territory as { id: unknown }).id) : String(territory);

/** True when a site path such as /brochures/x.pdf is a file in public/, which the build copies as it is. */
export function isPublicFile(sitePath: string): boolean {
  const file = join(process.cwd(), "public", ...sitePath.split("/").filter(Boolean));
  return existsSync(file) && statSync(file).isFile();
}

const currentYear = new Date().getFullYear();

// One entry of franchise-categories.yaml: its own file, so the browser editor imports it without node:fs.
export { franchiseCategorySchema } from "./franchise-category-schema";

/** A franchise's fields, each checked on its own (the checks across fields are in `franchiseSchema`). */
export function franchiseFields<Category extends z.ZodTypeAny, Location extends z.ZodTypeAny>(
  refs: FranchiseReferences<Category, Location>,
) {
  return z
    .object({
      id: z.string().regex(/^\d+$/).describe("Catalogue number as text; used as the enquiry form's value."),
      name: z.string().min(2).describe("Brand name: invented, never a real company's."),
      slug: slugText().describe("URL part: /franchises/<slug>. Must equal the file name."),
      category: refs.franchiseCategories().describe("A key from franchise-categories.yaml."),
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
          "How many franchisees are trading (not company-owned outlets), from the franchisor's disclosure, as of tradingFranchiseesAsOf. Leave out when not disclosed (pages say so; the franchise then counts as newer for the affordability calculator).",
        ),
      tradingFranchiseesAsOf: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
        .optional()
        .describe(
          "The date the franchisees trading were counted, YYYY-MM-DD: needed with tradingFranchisees, and not after today.",
        ),
      numberOfOutlets: z
        .union([z.literal("TBA"), z.number().int().nonnegative()])
        .describe(
          'Outlets open today, franchised and company-owned alike (a franchisee may run several), or "TBA" while the franchisor has not given the count, which pages show as the specification does. Not the same figure as tradingFranchisees: a network can have franchisees trading and its outlet count still TBA.',
        ),
      territories: z
        .array(refs.locations())
        .min(1)
        .superRefine((territories, ctx) => {
          // A city listed twice would show twice on the franchise's page and count twice in the directory.
          territories.forEach((territory, index) => {
            const id = territoryId(territory);
            if (territories.slice(0, index).some((earlier) => territoryId(earlier) === id))
              ctx.addIssue({ code: "custom", path: [index], message: `${id} is listed twice: list each city once` });
          });
        })
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
      // How the business is run, for "Find my franchise" (/match). Each is optional: leave one out (or empty, as
      // the editor writes it) when the franchisor has not said, and the questions about it count neither for nor
      // against this franchise.
      workPatterns: listOrNotStated(z.array(z.enum(WORK_PATTERNS)).min(1)).describe(
        "Ways a franchisee can run it, from what the franchisor says: owner-operator (doing the work full time), managing-staff (leading a team who do it), part-time, alongside-job. A pattern left out of the list counts as not offered.",
      ),
      bases: listOrNotStated(z.array(z.enum(BASES)).min(1)).describe(
        "Where it is run from: home-or-van (no premises to rent), premises (a shop, unit, clinic or office), or both when the franchisor offers either.",
      ),
      teamSize: groupOrNotStated(
        z
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
          }),
      ).describe(
        "The team the franchisee typically employs, as the franchisor describes it (subcontractors are not counted).",
      ),
      experience: groupOrNotStated(
        z
          .object({
            level: z
              .enum(EXPERIENCE_LEVELS)
              .describe(
                "none: no background needed (training covers it); helpful: valued, not needed; required: asked for.",
              ),
            areas: listOrNotStated(z.array(z.enum(EXPERIENCE_AREAS)).min(1)).describe(
              "The kinds of experience meant (any one counts): management, sales, hospitality-retail, care-health, trades-property, children-education.",
            ),
          })
          .strict()
          .refine((experience) => experience.level === "none" || experience.areas !== undefined, {
            message: "say which areas of experience are helpful or required",
            path: ["areas"],
          }),
      ).describe("The background the franchisor asks for."),
      minMonthsToOpen: z
        .number()
        .int()
        .min(0)
        .max(36)
        .optional()
        .describe(
          "The fewest months from signing to opening, only where the franchisor states it (a licence or registration to wait for).",
        ),
      terms: franchiseTermsSchema,
      introductionFee: z
        .enum(INTRODUCTION_FEES)
        .describe(
          `Whether this franchisor pays us an introduction fee when a client we introduced buys its franchise: paid, none (it pays us nothing), or "${NOT_DISCLOSED}" while we have not recorded it. Shown in the franchise page's "How we are paid" box, so a visitor knows before any recommendation; "${NOT_DISCLOSED}" is listed by \`npm run check:launch\`.`,
        ),
      sample: z
        .boolean()
        .default(false)
        .describe(
          "true for this template's invented sample listings, shown like any other but listed by `npm run check:launch` (a production build stops on them): replace each with a franchisor's approved details and set false, or delete it.",
        ),
      ...seoFields,
    })
    .strict();
}

/** The fields the checks across fields read. */
interface CheckedFranchise {
  establishedYear?: number;
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
  tradingFranchiseesAsOf?: string;
  numberOfOutlets: number | "TBA";
  offer?: string;
  description: string;
  terms: FranchiseTerms;
}

/** The checks across a franchise's fields: years, counts and their dates, offers, the terms. */
export const franchiseChecks = (franchise: CheckedFranchise, context: z.RefinementCtx) => {
  const { establishedYear, franchisingInUkSince, tradingFranchisees, tradingFranchiseesAsOf, numberOfOutlets } =
    franchise;
  if ((tradingFranchisees === undefined) !== (tradingFranchiseesAsOf === undefined))
    context.addIssue({
      code: "custom",
      path: ["tradingFranchiseesAsOf"],
      message:
        tradingFranchisees === undefined
          ? "a date with no tradingFranchisees count: give the count or remove the date"
          : "tradingFranchisees needs the date it was counted (YYYY-MM-DD)",
    });
  const future = tradingAsOfProblem(tradingFranchiseesAsOf);
  if (future) context.addIssue({ code: "custom", path: ["tradingFranchiseesAsOf"], message: future });
  for (const problem of termsProblems(franchise.terms))
    context.addIssue({ code: "custom", path: ["terms", ...problem.path], message: problem.message });
  if (establishedYear !== undefined && franchisingInUkSince !== undefined && franchisingInUkSince < establishedYear)
    context.addIssue({
      code: "custom",
      path: ["franchisingInUkSince"],
      message: `must not be before establishedYear (${establishedYear}): a brand franchises after it is founded`,
    });
  if (typeof numberOfOutlets === "number" && tradingFranchisees !== undefined && tradingFranchisees > numberOfOutlets)
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
  // A discount shows the fee before it (the page prints it beside the offer), so the fee must be disclosed.
  const discount = discountOfferProblem(franchise.offer, franchise.terms.initialFee);
  if (discount) context.addIssue({ code: "custom", path: ["offer"], message: discount });
};

/** A franchise file: its fields and the checks across them. */
export function franchiseSchema<Category extends z.ZodTypeAny, Location extends z.ZodTypeAny>(
  refs: FranchiseReferences<Category, Location>,
) {
  return franchiseFields(refs).superRefine(franchiseChecks);
}
