/**
 * The addresses a menu may link to, read from the files when the content config loads: every page file under
 * src/pages without a parameter (its error pages aside), and the pages built from content that always exist while
 * their file does: /services/<service page>, /franchises/<franchise>, /franchises/category/<sector> and
 * /locations/<place>. Articles and events are left out: a draft or future-dated article and a past event come and
 * go without their file changing, so a menu link to one could go dead without the build seeing it.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readKnownIds } from "./known-ids";

/** Page files: what Astro builds as a page (endpoints, .ts, build JSON or files, not pages a visitor opens). */
const PAGE_FILE = /\.(astro|mdx|md)$/;
/** Pages that exist only as answers to a missing address or a failure, never as a destination. */
const ERROR_PAGE = /(^|\/)(404|500)$/;

/** The address of each page file under `pagesDir` that takes no parameter, e.g. "about.astro" → "/about". */
function staticPages(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter(
      (file) => PAGE_FILE.test(file) && !file.includes("[") && !file.split("/").some((part) => part.startsWith("_")),
    )
    .map((file) => file.replace(PAGE_FILE, "").replace(/(^|\/)index$/, ""))
    .filter((path) => !ERROR_PAGE.test(path))
    .map((path) => `/${path}`);
}

/** Every address a menu may link to in the project at `root` (this checkout by default). */
export function readKnownRoutes(root = process.cwd()): Set<string> {
  const contentDir = join(root, "src", "content");
  const known = readKnownIds(contentDir);
  const servicePages = readdirSync(join(contentDir, "service-pages"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.slice(0, -".yaml".length));
  return new Set([
    ...staticPages(join(root, "src", "pages")),
    ...servicePages.map((slug) => `/services/${slug}`),
    ...[...known.franchises].map((slug) => `/franchises/${slug}`),
    ...[...known.franchiseCategories].map((key) => `/franchises/category/${key}`),
    ...[...known.locations].map((slug) => `/locations/${slug}`),
  ]);
}
