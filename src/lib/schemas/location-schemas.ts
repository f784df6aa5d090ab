/**
 * The schemas of a location (src/content/locations/<type>/<slug>.yaml) and of a postcode area
 * (src/content/postcode-areas.yaml), in plain zod: src/content.config.ts builds the collections from them with
 * Astro's `reference()`, and code outside Astro parses the same files with the readers in
 * src/lib/content/content-readers.ts.
 */
import { z } from "zod";
import { COPY_PLACEHOLDERS } from "../facts/uk-facts-file";
import { unknownPlaceholders } from "../site/expand-settings";
import { notPlaceholder, seoFields, slugText, wordCount } from "./entry-fields";
import { samePlaceProblems, type PlaceFile } from "./same-place";

/** What a location or postcode area refers to: locations (see `References` in entry-fields.ts). */
interface LocationReferences<Location extends z.ZodTypeAny> {
  locations: () => Location;
}

/** A location's fields, each checked on its own (the checks across fields are in `locationSchema`). */
export function locationFields<Location extends z.ZodTypeAny>(refs: LocationReferences<Location>) {
  return z
    .object({
      name: z.string().min(2),
      slug: slugText().describe("URL part: /locations/<slug>. Must equal the file name."),
      type: z.enum(["city", "county", "region"]),
      parent: refs
        .locations()
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
    .strict();
}

/**
 * A location file: its fields and the checks across them (which types have a parent and a population), and, given
 * every location file (`places`), that no other file is the same place (src/lib/schemas/same-place.ts).
 */
export function locationSchema<Location extends z.ZodTypeAny>(
  refs: LocationReferences<Location>,
  places: readonly PlaceFile[] = [],
) {
  return locationFields(refs).superRefine((location, ctx) => {
    for (const { path, message } of samePlaceProblems(places, location))
      ctx.addIssue({ code: "custom", path: [path], message });
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
  });
}

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

/** One entry of postcode-areas.yaml: an area, the locations it reaches and its districts that reach fewer. */
export function postcodeAreaSchema<Location extends z.ZodTypeAny>(refs: LocationReferences<Location>) {
  return z
    .object({
      id: z
        .string()
        .regex(/^[A-Z]{1,2}$/, { message: "must be the area's one or two capital letters" })
        .describe('The postcode area: the letters at the start of a postcode, e.g. "LS".'),
      postTown: z.string().min(2).describe('The post town the area is named after, e.g. "Leeds" for LS.'),
      locations: z
        .array(refs.locations())
        .min(1)
        .describe("Every location the area reaches, the one holding most of it first; used for districts not listed."),
      districts: z
        .array(
          z
            .object({
              codes: z.array(districtCode).min(1).describe('Districts and ranges, e.g. ["LS1-LS20", "LS25"].'),
              locations: z
                .array(refs.locations())
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
    });
}
