// The page copy under src/content: every file passes its schema, every schema field is documented, and the
// rules editors rely on hold over whatever entries exist.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "astro/zod";
import * as schemas from "@/lib/schemas/copy-schemas";
import { copyLines, copyText } from "@/lib/schemas/copy-line";
import { PACKAGE_IDS } from "@/config/package-ids";
import { site } from "@/config/site";
import { CONTENT_DIR } from "./content-files";
import {
  aboutPage,
  faq,
  homePage,
  locationPage,
  packages,
  servicePageFiles,
  servicesPage,
  testimonials,
} from "./copy-files";
import { ukFacts } from "@/lib/facts/uk-facts-file";

/** Paths of object fields (at any depth) that have no `.describe()`. */
function undocumented(schema: z.ZodTypeAny, path = ""): string[] {
  const inner = (type: z.ZodTypeAny): z.ZodTypeAny => {
    const def = type._def as { innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; type?: z.ZodTypeAny };
    if (type instanceof z.ZodOptional || type instanceof z.ZodDefault || type instanceof z.ZodNullable)
      return inner(def.innerType!);
    if (type instanceof z.ZodEffects) return inner(def.schema!);
    return type;
  };
  const type = inner(schema);
  if (type instanceof z.ZodArray) return undocumented(type.element, `${path}[]`);
  if (type instanceof z.ZodDiscriminatedUnion) {
    return [...type.options.values()].flatMap((option) => undocumented(option as z.ZodTypeAny, path));
  }
  if (type instanceof z.ZodObject) {
    return Object.entries(type.shape as Record<string, z.ZodTypeAny>).flatMap(([key, field]) => {
      const here = path ? `${path}.${key}` : key;
      const missing = field.description ? [] : [here];
      return [...missing, ...undocumented(field, here)];
    });
  }
  return [];
}

describe("copy schemas", () => {
  const documented = {
    servicePageSchema: schemas.servicePageSchema,
    homePageSchema: schemas.homePageSchema,
    aboutPageSchema: schemas.aboutPageSchema,
    servicesPageSchema: schemas.servicesPageSchema,
    locationPageSchema: schemas.locationPageSchema,
    franchisePagesSchema: schemas.franchisePagesSchema,
    blogPagesSchema: schemas.blogPagesSchema,
    packageSchema: schemas.packageSchema,
    faqSchema: schemas.faqSchema,
    testimonialSchema: schemas.testimonialSchema,
  };
  for (const [name, schema] of Object.entries(documented)) {
    it(`${name} describes every field`, () => {
      expect(undocumented(schema)).toEqual([]);
    });
  }

  it("find an undocumented field when there is one", () => {
    const schema = z.object({ ok: z.string().describe("fine"), nested: z.object({ bare: z.string() }).describe("x") });
    expect(undocumented(schema)).toEqual(["nested.bare"]);
  });

  it("reject an unknown placeholder and accept a field's own extra names", () => {
    expect(copyText().safeParse("Call {phone}").success).toBe(true);
    expect(copyText().safeParse("In {place}").success).toBe(false);
    expect(copyText(["place"]).safeParse("In {place}").success).toBe(true);
  });

  it("allow only a line's own names with siteSettings: false, saying which", () => {
    const line = copyLines({ when: "{when} the time" }, { siteSettings: false })("A line;", ["when"]);
    expect(line.safeParse("At {when}").success).toBe(true);
    const result = line.safeParse("Call {phone} at {when}");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "unknown placeholder {phone}; this line may use {when}",
    ]);
    expect(copyText([], { siteSettings: false }).safeParse("Call {phone}").error?.issues[0]?.message).toBe(
      "unknown placeholder {phone}; this line may use no placeholders",
    );
  });

  it("accept a {fact:<id>} for every UK fact and reject an unknown id, naming the facts file", () => {
    for (const fact of ukFacts) expect(copyText().safeParse(`Pay {fact:${fact.id}}`).success, fact.id).toBe(true);
    const result = copyText().safeParse("Pay {fact:no-such-figure} an hour");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'unknown placeholder {fact:no-such-figure}: no fact with id "no-such-figure" in src/content/uk-facts.yaml',
    );
  });
});

describe("service page files", () => {
  const pages = servicePageFiles();

  it("have unique menu positions and names", () => {
    expect(new Set(pages.map((page) => page.order)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length);
  });

  it("are named as URL slugs", () => {
    const files = readdirSync(join(CONTENT_DIR, "service-pages")).filter((file) => file.endsWith(".yaml"));
    for (const file of files) expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/);
  });

  it("number each process section's steps from 1", () => {
    for (const page of pages) {
      for (const section of page.sections.filter((s) => s.type === "process")) {
        expect(
          section.items.map((item) => (item as { step: number }).step),
          page.path,
        ).toEqual(section.items.map((_, index) => index + 1));
      }
    }
  });

  it("leave no placeholder unexpanded", () => {
    expect(JSON.stringify(pages)).not.toMatch(/\{[A-Za-z]+\}/);
  });
});

describe("packages, FAQ and testimonials", () => {
  it("use exactly the package ids the enquiry forms accept, with one marked popular", () => {
    const list = packages();
    expect(list.map((pkg) => pkg.id).sort()).toEqual([...PACKAGE_IDS].sort());
    expect(list.filter((pkg) => pkg.popular)).toHaveLength(1);
  });

  it("state every package's price and timeline in the FAQ, from the package file", () => {
    const answers = faq()
      .map((item) => item.answer)
      .join(" ");
    for (const pkg of packages()) {
      expect(answers).toContain(`${pkg.price} (${pkg.name})`);
      expect(answers).toContain(`${pkg.name} ${pkg.timeline}`);
    }
    expect(answers).toContain(site.promises.guarantee.text);
  });

  it("have unique ids", () => {
    const faqIds = faq().map((item) => item.id);
    expect(new Set(faqIds).size).toBe(faqIds.length);
    const testimonialIds = testimonials().map((item) => item.id);
    expect(new Set(testimonialIds).size).toBe(testimonialIds.length);
  });
});

describe("page copy files", () => {
  it("expand to text without placeholders", () => {
    const all = [homePage(), aboutPage(), servicesPage(), faq(), testimonials(), locationPage("Leeds")];
    expect(JSON.stringify(all)).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("name the place on location pages where the copy asks for it", () => {
    const copy = locationPage("Leeds");
    expect(copy.services.some((card) => card.text.includes("Leeds"))).toBe(true);
    expect(copy.steps.some((step) => step.text.includes("Leeds"))).toBe(true);
  });
});
