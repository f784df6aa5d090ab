/**
 * Ids that exist in each collection, read straight from the files when the content config loads.
 * Astro's `reference()` does not check that the target exists, so the schemas use these to reject a
 * typo (an unknown category or territory) with the file and field named, before any page builds.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

const CONTENT_DIR = join(process.cwd(), "src", "content");

function idsInListFile(fileName: string): Set<string> {
  const entries = yaml.load(readFileSync(join(CONTENT_DIR, fileName), "utf8")) as { id: string }[];
  return new Set(entries.map((entry) => entry.id));
}

function slugsInFolder(folder: string): Set<string> {
  const dir = join(CONTENT_DIR, folder);
  return new Set(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => (yaml.load(readFileSync(join(dir, file), "utf8")) as { slug: string }).slug),
  );
}

/** True when a site path such as /brochures/x.pdf is a file in public/, which the build copies as it is. */
export function isPublicFile(sitePath: string): boolean {
  const file = join(process.cwd(), "public", ...sitePath.split("/").filter(Boolean));
  return existsSync(file) && statSync(file).isFile();
}

/** Slugs of MDX entries whose slug must equal the file name (articles). */
function mdxNamesInFolder(folder: string): Set<string> {
  return new Set(
    readdirSync(join(CONTENT_DIR, folder))
      .filter((file) => file.endsWith(".mdx"))
      .map((file) => file.replace(/\.mdx$/, "")),
  );
}

/** Reads the current ids of every collection that others refer to. */
export function readKnownIds() {
  return {
    franchiseCategories: idsInListFile("franchise-categories.yaml"),
    blogCategories: idsInListFile("blog-categories.yaml"),
    locations: slugsInFolder("locations"),
    franchises: slugsInFolder("franchises"),
    blog: mdxNamesInFolder("blog"),
  };
}
