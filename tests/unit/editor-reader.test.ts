// Every article, franchise and city as the browser editor reads it (Keystatic's reader over keystatic.config.ts)
// and as it would write it back: each file reads without error, and saving it through the editor's fields
// (parse, validate, serialize: what the editor's save runs per field) keeps every value the file holds and gives
// a file the content schema (src/content.config.ts) accepts in full, its refinements included.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createReader } from "@keystatic/core/reader";
import editorConfig, { LIST_FILES, PAGE_COPY } from "../../keystatic.config";
import { listFileItems } from "@/lib/schemas/list-file";
import { editorOutcome, type EditorField } from "@/lib/editor/parity";

const COLLECTIONS = {
  blog: { collection: "blog", dir: "src/content/blog", extension: ".mdx" },
  franchises: { collection: "franchises", dir: "src/content/franchises", extension: ".yaml" },
  cities: { collection: "locations", dir: "src/content/locations/cities", extension: ".yaml" },
  "counties-england": { collection: "locations", dir: "src/content/locations/counties/england", extension: ".yaml" },
  "counties-scotland": { collection: "locations", dir: "src/content/locations/counties/scotland", extension: ".yaml" },
  "counties-wales": { collection: "locations", dir: "src/content/locations/counties/wales", extension: ".yaml" },
  "counties-northern-ireland": {
    collection: "locations",
    dir: "src/content/locations/counties/northern-ireland",
    extension: ".yaml",
  },
  regions: { collection: "locations", dir: "src/content/locations/regions", extension: ".yaml" },
  events: { collection: "events", dir: "src/content/events", extension: ".mdx" },
  "service-pages": { collection: "servicePages", dir: "src/content/service-pages", extension: ".yaml" },
} as const;
/** Collections whose slug field is the file's name only, written nowhere in the file. */
const NAMED_BY_FILE: readonly string[] = ["service-pages"];
type Name = keyof typeof COLLECTIONS;
type PageName = keyof typeof PAGE_COPY;
type ListName = keyof typeof LIST_FILES;

/** List file → the content collection that loads it. */
const LIST_COLLECTIONS: Record<ListName, string> = {
  faq: "faq",
  packages: "packages",
  testimonials: "testimonials",
  "franchise-categories": "franchiseCategories",
  "blog-categories": "blogCategories",
  "postcode-areas": "postcodeAreas",
  "uk-facts": "ukFacts",
};

/** Every data file under src/content (images and the like aside), project-relative. */
function contentDataFiles(): string[] {
  return readdirSync(join(process.cwd(), "src/content"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|json|mdx?)$/.test(file))
    .map((file) => `src/content/${file.split("\\").join("/")}`)
    .sort();
}

/** Whether a form of the editor holds `file`: a collection's folder pattern or a singleton's path. */
function heldByAForm(file: string): boolean {
  const collections = Object.values(editorConfig.collections!).map((form) => (form as { path: string }).path);
  const singletons = Object.values(editorConfig.singletons!).map((form) => (form as { path: string }).path);
  const withoutExtension = file.replace(/\.[a-z]+$/, "");
  return (
    singletons.includes(withoutExtension) ||
    collections.some((path) => {
      const folder = path.replace(/\*$/, "");
      return withoutExtension.startsWith(folder) && !withoutExtension.slice(folder.length).includes("/");
    })
  );
}

/** Fields the editor asks more of than some files give (tests/unit/editor-parity.test.ts says why): none today. */
const FILLED_IN_ON_SAVE: Record<string, (value: unknown) => boolean> = {};

async function schemaOf(name: string): Promise<z.ZodTypeAny> {
  const { collections } = await import("@/content.config");
  const schema = (collections[name as keyof typeof collections] as unknown as { schema: unknown }).schema;
  return typeof schema === "function" ? schema({ image: () => z.string() }) : (schema as z.ZodTypeAny);
}

/** The file's data as Astro's loaders read it (YAML, or an MDX file's frontmatter). */
function fileData(path: string): Record<string, unknown> {
  const text = readFileSync(path, "utf8");
  const source = path.endsWith(".mdx") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
  return yaml.load(source) as Record<string, unknown>;
}

/** The data the editor would write for `data`, field by field; a refused field is named. */
function savedThroughEditor(
  name:
    | Name
    | PageName
    | ListName
    | "booking-availability"
    | "business"
    | "claims"
    | "affordability"
    | "navigation"
    | "policies",
  data: Record<string, unknown>,
): Record<string, unknown> {
  const forms = { ...editorConfig.collections, ...editorConfig.singletons } as Record<string, { schema: unknown }>;
  const fields = forms[name]!.schema as Record<string, EditorField>;
  const written: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key === "content" || (key === "slug" && NAMED_BY_FILE.includes(name))) continue;
    let value = data[key];
    if (FILLED_IN_ON_SAVE[`${name}.${key}`]?.(value)) value = "A description an editor writes before saving";
    const outcome = editorOutcome(field, value, key === "slug");
    if (!outcome.ok) throw new Error(`${key}: the editor refuses ${JSON.stringify(value)} (${outcome.problem})`);
    if (outcome.written !== undefined) written[key] = outcome.written;
  }
  // Through YAML, as it is written to the file and read back.
  return yaml.load(yaml.dump(written)) as Record<string, unknown>;
}

// Dates compared as the day they name; other values as they are.
const normalised = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : Array.isArray(value)
      ? value.map(normalised)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalised(inner)]))
        : value;

/**
 * What Keystatic's built-in fields write for nothing chosen: [] (a list, a multiselect), "" (a select), or a group
 * whose parts are all so (fields.object: `{}`).
 */
const writtenEmpty = (value: unknown): boolean =>
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (value?.constructor === Object && Object.values(value as object).every(writtenEmpty));

/**
 * `saved` without the empty values the editor writes where `data` leaves the field out (src/lib/schemas/not-stated.ts
 * reads both as not stated; the test below checks it does), so the rest is compared value for value.
 */
function withoutAddedNotStated(saved: unknown, data: unknown): unknown {
  if (Array.isArray(saved) && Array.isArray(data))
    return saved.map((item, index) => withoutAddedNotStated(item, data[index]));
  if (!saved || typeof saved !== "object" || !data || typeof data !== "object" || Array.isArray(saved)) return saved;
  const original = data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(saved as Record<string, unknown>)
      .filter(([key, value]) => !(writtenEmpty(value) && !(key in original)))
      .map(([key, value]) => [key, withoutAddedNotStated(value, original[key])]),
  );
}

describe("the editor's reader and writer over the content files", () => {
  it("covers every collection the editor has", () => {
    expect(Object.keys(editorConfig.collections!).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it.each(Object.keys(COLLECTIONS) as Name[])("read every %s entry without error", async (name) => {
    const reader = createReader(process.cwd(), editorConfig);
    const { dir, extension } = COLLECTIONS[name];
    const files = readdirSync(join(process.cwd(), dir)).filter((file) => file.endsWith(extension));
    const slugs = await reader.collections[name].list();
    expect(slugs.sort()).toEqual(files.map((file) => file.slice(0, -extension.length)).sort());
    for (const slug of slugs) {
      const entry = await reader.collections[name].readOrThrow(slug);
      expect(entry, `${dir}/${slug}`).toBeTruthy();
    }
  });

  it.each(Object.keys(COLLECTIONS) as Name[])(
    "write every %s entry back as the schema accepts it, losing no value",
    async (name) => {
      const { collection, dir, extension } = COLLECTIONS[name];
      const schema = await schemaOf(collection);
      for (const file of readdirSync(join(process.cwd(), dir)).filter((entry) => entry.endsWith(extension))) {
        const data = fileData(join(process.cwd(), dir, file));
        const saved = savedThroughEditor(name, data);
        const parsed = schema.safeParse(saved);
        expect(parsed.success, `${dir}/${file}: ${parsed.error?.message}`).toBe(true);
        const kept = Object.fromEntries(
          Object.entries(data).filter(([key, value]) => !FILLED_IN_ON_SAVE[`${name}.${key}`]?.(value)),
        );
        const savedKept = Object.fromEntries(Object.entries(saved).filter(([key]) => key in kept));
        expect(normalised(withoutAddedNotStated(savedKept, kept)), `${dir}/${file}`).toEqual(normalised(kept));
        // The empty values it added read as the fields left out: the content layer sees what it saw before.
        const seen = (read: unknown) =>
          Object.fromEntries(Object.entries(read as Record<string, unknown>).filter(([key]) => key in kept));
        expect(normalised(seen(parsed.data)), `${dir}/${file}`).toEqual(normalised(seen(schema.parse(data))));
      }
    },
  );
});

describe("the editor's reader and writer over the page copy files", () => {
  it("has a form for every page copy file it lists and the free call's availability, and nothing else", () => {
    expect(Object.keys(editorConfig.singletons!).sort()).toEqual(
      [
        ...Object.keys(PAGE_COPY),
        ...Object.keys(LIST_FILES),
        "booking-availability",
        "business",
        "claims",
        "affordability",
        "navigation",
        "policies",
      ].sort(),
    );
  });

  it("lists every form once in the editor's navigation, so none is hidden", () => {
    const listed = Object.values(editorConfig.ui!.navigation as Record<string, string[]>).flat();
    expect([...listed].sort()).toEqual(
      [...Object.keys(editorConfig.collections!), ...Object.keys(editorConfig.singletons!)].sort(),
    );
  });

  it("reads the free call's availability, and writes it back as the schema accepts it", async () => {
    const reader = createReader(process.cwd(), editorConfig);
    expect(await reader.singletons["booking-availability"].readOrThrow()).toBeTruthy();
    const data = fileData(join(process.cwd(), "src/content/booking/availability.yaml"));
    const saved = savedThroughEditor("booking-availability", data);
    const parsed = (await schemaOf("bookingAvailability")).safeParse(saved);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(normalised(saved)).toEqual(normalised(data));
  });

  it.each(Object.keys(PAGE_COPY) as PageName[])(
    "reads %s, and writes it back as the schema accepts it",
    async (name) => {
      const { file, schema } = PAGE_COPY[name];
      const reader = createReader(process.cwd(), editorConfig);
      expect(await reader.singletons[name].readOrThrow()).toBeTruthy();
      const data = fileData(join(process.cwd(), "src/content/pages", `${file}.yaml`));
      const saved = savedThroughEditor(name, data);
      const parsed = schema.safeParse(saved);
      expect(parsed.success, `src/content/pages/${file}.yaml: ${parsed.error?.message}`).toBe(true);
      expect(normalised(saved)).toEqual(normalised(data));
    },
  );
});

describe("the editor's reader and writer over the list files, the business's details and the policies", () => {
  it.each(Object.keys(LIST_FILES) as ListName[])(
    "reads %s, and writes it back as the content layer loads it, losing no value",
    async (name) => {
      const { file } = LIST_FILES[name];
      const path = `src/content/${file}.yaml`;
      const reader = createReader(process.cwd(), editorConfig);
      expect(await reader.singletons[name].readOrThrow()).toBeTruthy();
      const data = fileData(join(process.cwd(), path));
      const saved = savedThroughEditor(name, data);
      // What Astro's file() loader hands the collection's schema: the entries under items, each by its id.
      const entries = listFileItems(path)(yaml.dump(saved));
      const schema = await schemaOf(LIST_COLLECTIONS[name]);
      const before = listFileItems(path)(readFileSync(join(process.cwd(), path), "utf8"));
      expect(entries.length).toBe(before.length);
      entries.forEach((entry, index) => {
        const parsed = schema.safeParse(entry);
        expect(parsed.success, `${path} items[${index}]: ${parsed.error?.message}`).toBe(true);
        // What the site sees is unchanged (a list the schema defaults to empty may now be written as []).
        expect(normalised(parsed.data), `${path} items[${index}]`).toEqual(normalised(schema.parse(before[index])));
      });
    },
  );

  it.each(["business", "policies"] as const)(
    "reads %s.json, and writes it back as the schema accepts it, losing no value",
    async (name) => {
      const reader = createReader(process.cwd(), editorConfig);
      expect(await reader.singletons[name].readOrThrow()).toBeTruthy();
      const data = JSON.parse(readFileSync(join(process.cwd(), `src/content/${name}.json`), "utf8")) as Record<
        string,
        unknown
      >;
      const saved = savedThroughEditor(name, data);
      const parsed = (await schemaOf(name)).safeParse({ id: name, ...saved });
      expect(parsed.success, parsed.error?.message).toBe(true);
      expect(normalised(saved)).toEqual(normalised(data));
    },
  );
});

describe("the editor's reader and writer over the fees, promises and data handling", () => {
  it("writes a named processor back with where it stores data, and one left empty as not named", async () => {
    const data = JSON.parse(readFileSync(join(process.cwd(), "src/content/policies.json"), "utf8")) as {
      dataHandling: Record<string, unknown>;
    };
    const host = { name: "Example Hosting Ltd", storedIn: "the UK" };
    const named = { ...data, dataHandling: { ...data.dataHandling, processors: { host } } };
    const saved = savedThroughEditor("policies", named) as typeof named;
    expect(saved.dataHandling.processors).toEqual({ host });
    expect((await schemaOf("policies")).safeParse({ id: "policies", ...saved }).success).toBe(true);
  });
});

describe("the editor's reader and writer over the register of claims", () => {
  it("reads the register, and writes it back as the content layer reads it, losing no value", async () => {
    const reader = createReader(process.cwd(), editorConfig);
    expect(await reader.singletons.claims.readOrThrow()).toBeTruthy();
    const path = join(process.cwd(), "src/content/claims.json");
    const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    const saved = savedThroughEditor("claims", data);
    const schema = await schemaOf("claims");
    const parsed = schema.safeParse({ id: "register", ...saved });
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(normalised(saved)).toEqual(normalised(data));
  });
});

describe("the editor's reader and writer over the calculator's figures", () => {
  it("reads the figures, and writes them back as the content layer reads them, losing no value", async () => {
    const reader = createReader(process.cwd(), editorConfig);
    expect(await reader.singletons.affordability.readOrThrow()).toBeTruthy();
    const data = JSON.parse(readFileSync(join(process.cwd(), "src/content/affordability.json"), "utf8")) as Record<
      string,
      unknown
    >;
    const saved = savedThroughEditor("affordability", data);
    const parsed = (await schemaOf("affordability")).safeParse({ id: "affordability", ...saved });
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(normalised(saved)).toEqual(normalised(data));
  });
});

describe("the editor's reader and writer over the menus", () => {
  it("reads the menus, and writes them back as the content layer reads them, losing no value", async () => {
    const reader = createReader(process.cwd(), editorConfig);
    expect(await reader.singletons.navigation.readOrThrow()).toBeTruthy();
    const data = fileData(join(process.cwd(), "src/content/navigation.yaml"));
    const saved = savedThroughEditor("navigation", data);
    // Every address and service page checked against the pages that exist, as the build checks them.
    const parsed = (await schemaOf("navigation")).safeParse({ id: "menus", ...saved });
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(normalised(saved)).toEqual(normalised(data));
  });
});

describe("every content file has a form in the editor", () => {
  it("names each content file no collection or singleton holds", () => {
    const uncovered = contentDataFiles().filter((file) => !heldByAForm(file));
    expect(uncovered).toEqual([]);
  });

  it("would name a new file", () => {
    expect(heldByAForm("src/content/new-list.yaml")).toBe(false);
    expect(heldByAForm("src/content/faq.yaml")).toBe(true);
    expect(heldByAForm("src/content/franchises/a.yaml")).toBe(true);
    expect(heldByAForm("src/content/franchises/sub/a.yaml")).toBe(false);
  });
});
