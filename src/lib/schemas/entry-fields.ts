/**
 * What the content collections' schemas share, in plain zod so code outside Astro (astro.config.mjs, scripts, unit
 * tests, Playwright specs) parses content files with the same rules the build does. src/content.config.ts composes
 * the collections from the schema modules beside this one, adding only what needs Astro: `reference()`, `image()`
 * and the loaders. Imports stay relative and light: astro.config.mjs loads some of these modules, without aliases.
 */
import { z } from "zod";

/** Search-engine fields shared by every page-backed entry (lengths follow what search results display). */
export const seoFields = {
  metaTitle: z.string().min(5).max(70).describe("The page <title>, before the site name is appended."),
  metaDescription: z.string().min(50).max(160).describe("The search-result snippet: unique, 50-160 characters."),
};

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The editing guide's examples end the text an editor must write in "…": such text is still to be filled in. */
export const notPlaceholder = {
  check: (text: string) => !text.trim().endsWith("…"),
  message: "still the editing guide's placeholder (it ends in …): write the real text",
};

/** A URL part: lower-case words joined by hyphens. */
export const slugText = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The collections an entry may refer to, each with where its entries live (named when a reference is unknown). */
export const REFERENCE_TARGETS = {
  franchiseCategories: "franchise-categories.yaml",
  blogCategories: "blog-categories.yaml",
  locations: "src/content/locations",
  franchises: "src/content/franchises",
  blog: "src/content/blog",
} as const;

export type ReferenceTarget = keyof typeof REFERENCE_TARGETS;

/**
 * How a schema refers to another collection: one factory per target collection, each giving a fresh field. Astro's
 * collections pass `reference()` (checked against the ids that exist); readers outside Astro pass plain ids.
 */
export type References<T extends ReferenceTarget = ReferenceTarget> = { [C in T]: () => z.ZodTypeAny };

/** A reference outside Astro: the target's id as the file writes it (whether it exists is the build's check). */
const idReference = () => z.string().min(1);

/** References as plain ids, for readers outside Astro. */
export const idReferences = {
  franchiseCategories: idReference,
  blogCategories: idReference,
  locations: idReference,
  franchises: idReference,
  blog: idReference,
} satisfies References;

/** Every issue of a failed parse, one per line, as "field.path: message" (the form the build prints). */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`);
}

/** `data` from `file` parsed with `schema`; a bad file throws naming the file and each field at fault. */
export function parseContentFile<S extends z.ZodTypeAny>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data as z.output<S>;
  throw new Error(`${file} does not match its collection's schema:\n${issueLines(parsed.error).join("\n")}`);
}
