// The browser editor (keystatic.config.ts) and the content schemas (src/content.config.ts) apply the same rules:
// every schema field has an editor field and the other way round, and on each field the values one accepts and the
// other refuses are listed (src/lib/editor/parity.ts tries them). The few the editor cannot express are named below
// with the reason; the build still refuses them, naming the file and field (docs/editing-content.md says which).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import editorConfig, { LIST_FILES, PAGE_COPY } from "../../keystatic.config";
import { compareFields, isIgnored, type EditorField, type Mismatch } from "@/lib/editor/parity";
import { BASES } from "@/lib/decide/match-traits";
import { unwrap } from "@/lib/schemas/unwrap";

/** Editor collection → its content collection, its files and what those hold. */
const COLLECTIONS = {
  blog: { collection: "blog", dir: "src/content/blog", frontmatter: true },
  franchises: { collection: "franchises", dir: "src/content/franchises", frontmatter: false },
  cities: { collection: "locations", dir: "src/content/locations/cities", frontmatter: false },
  "counties-england": { collection: "locations", dir: "src/content/locations/counties/england", frontmatter: false },
  "counties-scotland": { collection: "locations", dir: "src/content/locations/counties/scotland", frontmatter: false },
  "counties-wales": { collection: "locations", dir: "src/content/locations/counties/wales", frontmatter: false },
  "counties-northern-ireland": {
    collection: "locations",
    dir: "src/content/locations/counties/northern-ireland",
    frontmatter: false,
  },
  regions: { collection: "locations", dir: "src/content/locations/regions", frontmatter: false },
  events: { collection: "events", dir: "src/content/events", frontmatter: true },
  "service-pages": { collection: "servicePages", dir: "src/content/service-pages", frontmatter: false },
} as const;

/**
 * What the editor cannot write as the schema allows, by field and the values tried ("all": any value the schema's
 * own checks accept). Each is a rule the editor is stricter about, never looser: the locations' rules by kind, which
 * the schema states in its superRefine (cities have a county and a population, counties a nation and no
 * population, nations neither), and a description the editor asks to be there before the build counts its words.
 */
/**
 * The fields the editor keeps without showing them (fields.ignored(): it writes back what the file holds), which
 * the comparison leaves out: only those a kind of place never has, so an owner is never offered one.
 */
const KEPT_UNSHOWN = [
  ...["counties-england", "counties-scotland", "counties-wales", "counties-northern-ireland"].flatMap((name) => [
    `${name}.population`,
    `${name}.populationArea`,
  ]),
  "regions.parent",
  "regions.population",
  "regions.populationArea",
];

const STRICTER_IN_THE_EDITOR: Record<string, { values: unknown[] | "all"; why: string }> = {
  "cities.type": { values: ["county", "region"], why: "the Cities list holds cities" },
  "cities.parent": { values: [undefined], why: "a city needs its county" },
  "cities.population": { values: [undefined], why: "a city needs its population" },
  "cities.description": { values: [""], why: "at least 80 words, which the build counts" },
  ...Object.fromEntries(
    ["counties-england", "counties-scotland", "counties-wales", "counties-northern-ireland"].flatMap((name) => [
      [`${name}.type`, { values: ["city", "region"], why: "a Counties list holds counties" }],
      [`${name}.parent`, { values: [undefined], why: "a county needs its nation" }],
      [`${name}.description`, { values: [""], why: "at least 80 words, which the build counts" }],
    ]),
  ),
  "regions.type": { values: ["city", "county"], why: "the Nations list holds nations" },
  "regions.description": { values: [""], why: "at least 80 words, which the build counts" },
  // The schema's own check of a UK time is a refinement (the time must exist on the UK clock), which this test
  // leaves out; the editor asks for its shape, YYYY-MM-DDTHH:MM, and the build for the rest.
  "events.start": { values: "all", why: "a UK time, YYYY-MM-DDTHH:MM" },
  "events.end": { values: "all", why: "a UK time, YYYY-MM-DDTHH:MM" },
};

async function schemaOf(name: string): Promise<z.ZodTypeAny> {
  const { collections } = await import("@/content.config");
  const schema = (collections[name as keyof typeof collections] as unknown as { schema: unknown }).schema;
  // A collection using image() gives its schema as a function of Astro's helpers: a string stands in for the image.
  return typeof schema === "function" ? schema({ image: () => z.string() }) : (schema as z.ZodTypeAny);
}

/** The values the content files hold for a dotted field path (list items included). */
function samplesFrom(dir: string, frontmatter: boolean): (path: string) => unknown[] {
  const entries = readdirSync(join(process.cwd(), dir))
    .filter((name) => /\.(ya?ml|mdx)$/.test(name))
    .map((name) => {
      const text = readFileSync(join(process.cwd(), dir, name), "utf8");
      return yaml.load(frontmatter ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text) as Record<string, unknown>;
    });
  return (path) =>
    entries.flatMap((entry) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], entry);
      return value === undefined ? [] : [value];
    });
}

const editorFields = (name: keyof typeof COLLECTIONS) => {
  const schema = { ...(editorConfig.collections![name]!.schema as unknown as Record<string, EditorField>) };
  delete schema.content; // the MDX body, not a frontmatter field
  if (name === "service-pages") delete schema.slug; // the file's name, written nowhere in the file
  return schema;
};

const allowed = (name: string, mismatch: Mismatch) => {
  const values = STRICTER_IN_THE_EDITOR[`${name}.${mismatch.field}`]?.values;
  return (
    mismatch.problem.startsWith("the schema accepts") && (values === "all" || values?.includes(mismatch.value) === true)
  );
};

describe("the editor's fields and the content schemas", () => {
  it("covers every collection the editor has", () => {
    expect(Object.keys(editorConfig.collections!).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it("keeps unshown only the fields a kind of place never has", () => {
    const unshown = (Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[]).flatMap((name) =>
      Object.entries(editorFields(name))
        .filter(([, field]) => isIgnored(field))
        .map(([key]) => `${name}.${key}`),
    );
    expect(unshown.sort()).toEqual([...KEPT_UNSHOWN].sort());
  });

  it.each(Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[])("agree on %s", async (name) => {
    const { collection, dir, frontmatter } = COLLECTIONS[name];
    const mismatches = compareFields(await schemaOf(collection), editorFields(name), samplesFrom(dir, frontmatter), {
      slugField: "slug",
    });
    const report = mismatches.filter((mismatch) => !allowed(name, mismatch)).map((m) => `${m.field}: ${m.problem}`);
    expect([...new Set(report)]).toEqual([]);
  });

  it.each(Object.keys(PAGE_COPY) as (keyof typeof PAGE_COPY)[])("agree on the page copy %s", (name) => {
    const { file, schema } = PAGE_COPY[name];
    const fields = editorConfig.singletons![name]!.schema as unknown as Record<string, EditorField>;
    // The file's own values tried on every field, its nested ones included.
    const data = yaml.load(readFileSync(join(process.cwd(), "src/content/pages", `${file}.yaml`), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    const mismatches = compareFields(schema, fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  it("agree on the free call's availability", async () => {
    const fields = editorConfig.singletons!["booking-availability"]!.schema as unknown as Record<string, EditorField>;
    const data = yaml.load(readFileSync(join(process.cwd(), "src/content/booking/availability.yaml"), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    const mismatches = compareFields(await schemaOf("bookingAvailability"), fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  it.each(Object.keys(LIST_FILES) as (keyof typeof LIST_FILES)[])("agree on the list file %s", (name) => {
    const { file, schema } = LIST_FILES[name];
    const fields = editorConfig.singletons![name]!.schema as unknown as Record<string, EditorField>;
    const data = yaml.load(readFileSync(join(process.cwd(), "src/content", `${file}.yaml`), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    const mismatches = compareFields(z.object({ items: z.array(schema) }).strict(), fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  // The files of one entry, each with its own form: the editor's singleton, the content collection, the file.
  it.each([
    ["business", "business", "business.json"],
    ["policies", "policies", "policies.json"],
    ["claims", "claims", "claims.json"],
  ])("agree on the form %s", async (form, collection, file) => {
    const fields = editorConfig.singletons![form]!.schema as unknown as Record<string, EditorField>;
    const data = JSON.parse(readFileSync(join(process.cwd(), "src/content", file), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    const schema = ((await schemaOf(collection)) as z.AnyZodObject).omit({ id: true });
    const mismatches = compareFields(schema, fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  it("agree on the menus", async () => {
    const fields = editorConfig.singletons!.navigation!.schema as unknown as Record<string, EditorField>;
    const data = yaml.load(readFileSync(join(process.cwd(), "src/content/navigation.yaml"), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    // Whether an address has a page, or a service page exists, is the build's check (a refinement, left out here);
    // the editor picks a service page from those that exist.
    const schema = ((await schemaOf("navigation")) as unknown as { innerType(): z.AnyZodObject })
      .innerType()
      .omit({ id: true });
    const mismatches = compareFields(schema, fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  it("agree on the calculator's figures", async () => {
    const fields = editorConfig.singletons!.affordability!.schema as unknown as Record<string, EditorField>;
    const data = JSON.parse(readFileSync(join(process.cwd(), "src/content/affordability.json"), "utf8"));
    const samples = (path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
      return value === undefined ? [] : [value];
    };
    // The collection's schema, its `id` (the entry's name, not in the file) left out.
    const schema = (unwrap(await schemaOf("affordability")).inner as z.AnyZodObject).omit({ id: true });
    const mismatches = compareFields(schema, fields, samples);
    expect([...new Set(mismatches.map((m) => `${m.field}: ${m.problem}`))]).toEqual([]);
  });

  it("names a schema field the editor lacks, and an editor field the schema lacks", async () => {
    const schema = (await schemaOf("franchises")) as z.AnyZodObject;
    const withExtra = z.object({ ...schema.shape, videoUrl: z.string().url() }).strict();
    const fields = editorFields("franchises");
    expect(compareFields(withExtra, fields).map((m) => `${m.field}: ${m.problem}`)).toContain(
      "videoUrl: not in the editor",
    );
    const withoutName = z.object({ ...schema.shape, name: undefined }).strict();
    delete (withoutName.shape as Record<string, unknown>).name;
    expect(compareFields(withoutName, fields).map((m) => `${m.field}: ${m.problem}`)).toContain(
      "name: not in the schema",
    );
  });

  it("names a limit, a required field or an allowed value that differs", async () => {
    const schema = (await schemaOf("franchises")) as z.AnyZodObject;
    const fields = editorFields("franchises");
    const fromContent = samplesFrom(COLLECTIONS.franchises.dir, false);
    // Every base the editor offers, whichever the content files use today (a swapped catalogue may use one only).
    const samples = (path: string) => (path === "bases" ? BASES.map((base) => [base]) : fromContent(path));
    const changed = (shape: Record<string, z.ZodTypeAny>) =>
      new Set(
        compareFields(z.object({ ...schema.shape, ...shape }).strict(), fields, samples, { slugField: "slug" }).map(
          (m) => m.field,
        ),
      );
    expect(changed({ shortDescription: z.string().min(40).max(180) })).toContain("shortDescription");
    expect(changed({ offer: z.string().min(5) })).toContain("offer");
    expect(
      changed({
        bases: z
          .array(z.enum(["home-or-van"]))
          .min(1)
          .optional(),
      }),
    ).toContain("bases");
    expect(changed({ establishedYear: z.number().int().min(1950).optional() })).toContain("establishedYear");
  });
});
