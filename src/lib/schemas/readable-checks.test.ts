import { describe, expect, it } from "vitest";
import { z, type ZodErrorMap } from "zod";
import { withReadableChecks } from "./readable-checks";

// Astro's content layer parses with an error map that puts the field in front of every message it makes; a check
// with its own message skips it. This stand-in does the same, so a doubled field name would show here.
const astroLikeMap: ZodErrorMap = (issue, ctx) => ({ message: `**${issue.path.join(".")}**: ${ctx.defaultError}` });

/** The messages of a failed parse, as Astro's content layer would get them. */
function messages(schema: z.ZodTypeAny, data: unknown): string[] {
  const result = schema.safeParse(data, { errorMap: astroLikeMap });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("withReadableChecks", () => {
  const schema = withReadableChecks(
    z.object({
      description: z.string().min(200),
      metaTitle: z.string().min(5).max(70).optional(),
      year: z.number().int().min(1800),
      features: z.array(z.string().min(3)).length(4),
      seo: z.object({ url: z.string().url() }).refine(() => true),
      territories: z.array(z.union([z.string().max(3), z.number().max(2)])).min(1),
    }),
  );

  it("names each field once, with the rule it broke", () => {
    expect(
      messages(schema, {
        description: "Too short",
        metaTitle: "x".repeat(71),
        year: 1750.5,
        features: ["ok!", "no"],
        seo: { url: "not a url" },
        territories: [],
      }),
    ).toEqual([
      "description: must be at least 200 characters long",
      "metaTitle: must be at most 70 characters long",
      "year: must be a whole number",
      "year: must be at least 1800",
      "features: must list exactly 4 items",
      "features.1: must be at least 3 characters long",
      "seo.url: must be a full web address (https://…)",
      "territories: must list at least 1 item",
    ]);
  });

  it("keeps a message a schema already gives", () => {
    const own = withReadableChecks(z.object({ slug: z.string().min(3, "a slug needs three letters") }));
    expect(messages(own, { slug: "a" })).toEqual(["slug: a slug needs three letters"]);
  });

  it("leaves a missing field to Astro's own wording", () => {
    expect(messages(schema, {})[0]).toMatch(/^description: \*\*description\*\*: Required$/);
  });
});
