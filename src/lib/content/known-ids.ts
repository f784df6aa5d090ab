/**
 * Ids that exist in each collection, read straight from the files when the content config loads.
 * Astro's `reference()` does not check that the target exists, so the schemas use these to reject a
 * typo (an unknown category or territory) with the file and field named, before any page builds.
 * Each id is parsed with the collections' own rule for it (src/lib/schemas/entry-fields.ts); an entry whose id does
 * not parse is left out here, and its collection's schema then fails the build naming the file and field.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import { slugText } from "../schemas/entry-fields";
import type { PlaceFile } from "../schemas/same-place";

const CONTENT_DIR = join(process.cwd(), "src", "content");

/** The part of a list file's entry (franchise-categories.yaml…) or of a slugged file that names it. */
const listEntryId = z.object({ id: z.string().min(1) });
const sluggedEntry = z.object({ slug: slugText() });

function idsInListFile(contentDir: string, fileName: string): Set<string> {
  // A list file holds its entries under `items:` (src/lib/schemas/list-file.ts).
  const entries = z
    .object({ items: z.array(z.unknown()) })
    .transform((file) => file.items)
    .safeParse(yaml.load(readFileSync(join(contentDir, fileName), "utf8")));
  return new Set(
    (entries.data ?? []).flatMap((entry) => {
      const parsed = listEntryId.safeParse(entry);
      return parsed.success ? [parsed.data.id] : [];
    }),
  );
}

function slugsInFolder(contentDir: string, folder: string): Set<string> {
  const dir = join(contentDir, folder);
  return new Set(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .flatMap((file) => {
        const parsed = sluggedEntry.safeParse(yaml.load(readFileSync(join(dir, file), "utf8")));
        return parsed.success ? [parsed.data.slug] : [];
      }),
  );
}

/** Slugs of MDX entries whose slug must equal the file name (articles). */
function mdxNamesInFolder(contentDir: string, folder: string): Set<string> {
  return new Set(
    readdirSync(join(contentDir, folder))
      .filter((file) => file.endsWith(".mdx"))
      .map((file) => file.replace(/\.mdx$/, "")),
  );
}

/** Reads the current ids of every collection that others refer to, from a content folder (this checkout's). */
export function readKnownIds(contentDir = CONTENT_DIR) {
  return {
    franchiseCategories: idsInListFile(contentDir, "franchise-categories.yaml"),
    blogCategories: idsInListFile(contentDir, "blog-categories.yaml"),
    locations: slugsInFolder(contentDir, "locations"),
    franchises: slugsInFolder(contentDir, "franchises"),
    blog: mdxNamesInFolder(contentDir, "blog"),
  };
}

const placeFields = z.object({ slug: slugText(), name: z.string(), type: z.enum(["city", "county", "region"]) });

/** Every location file that names its place (slug, name and kind), by its path under src/content/locations. */
export function readPlaces(contentDir = CONTENT_DIR): PlaceFile[] {
  const dir = join(contentDir, "locations");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .flatMap((file) => {
      const parsed = placeFields.safeParse(yaml.load(readFileSync(join(dir, file), "utf8")));
      return parsed.success ? [{ file: file.split("\\").join("/"), ...parsed.data }] : [];
    });
}
