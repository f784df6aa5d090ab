/**
 * The build's own checks of the content, run on the files as they are now, for `npm run edit`'s content check
 * (/content-check, src/review/content-check.astro): each file parsed with its collection's schema (the same plain
 * messages as the build, a missing reference named as the build names it) and the claims check's prose claims. An
 * editor's save that the build will refuse shows here at once, naming the file and the field, instead of only in
 * the terminal while the preview keeps the old figures.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import { splitFrontmatter } from "./frontmatter";
import { readKnownIds, readPlaces } from "./known-ids";
import { REFERENCE_TARGETS, type References, type ReferenceTarget } from "../schemas/entry-fields";
import { withReadableChecks } from "../schemas/readable-checks";
import { listFile } from "../schemas/list-file";
import { franchiseCategorySchema, franchiseSchema } from "../schemas/franchise-schema";
import { locationSchema, postcodeAreaSchema } from "../schemas/location-schemas";
import { articleSchema, blogCategorySchema } from "../schemas/article-schema";
import { eventSchema } from "../schemas/event-schema";
import { availabilitySchema } from "../schemas/availability-schema";
import { BUSINESS_FILE, businessSchema } from "../schemas/business-schema";
import { POLICIES_FILE, policiesSchema } from "../schemas/policies-schema";
import { faqSchema, packageSchema, servicePageSchema, testimonialSchema } from "../schemas/copy-schemas";
import { PAGE_COPY_FILES, pageCopyPath } from "../schemas/page-copy-files";
import { CLAIMS_FILE, claimsRegisterSchema } from "../claims/schema";
import { AFFORDABILITY_FILE, affordabilitySchema } from "../decide/affordability-schema";
import { ukFactSchema } from "../facts/uk-facts";
import { scanProjectForClaims } from "../launch/scan-claims";
import { NAVIGATION_FILE, navigationSchema } from "../schemas/navigation-schema";
import { readKnownRoutes } from "./known-routes";

/** One thing the build would refuse: the file, the field in it (empty for the file as a whole) and why. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/**
 * References to entries that exist in the project at `root`, as the build checks them (src/content.config.ts), with
 * the build's message.
 */
function existingReferences(root: string): References {
  const known = readKnownIds(join(root, "src", "content"));
  const to = (collection: ReferenceTarget) => () =>
    z
      .string()
      .min(1)
      .refine((id) => known[collection].has(id), { message: `no such entry in ${REFERENCE_TARGETS[collection]}` });
  return {
    franchiseCategories: to("franchiseCategories"),
    blogCategories: to("blogCategories"),
    locations: to("locations"),
    franchises: to("franchises"),
    blog: to("blog"),
  };
}

type Reader = "yaml" | "json" | "mdx";
interface Checked {
  /** A file, or a folder whose every file with `ending` is one entry. */
  path: string;
  ending?: string;
  read: Reader;
  schema: (file: string) => z.ZodTypeAny;
}

const entryKey = { id: z.string().min(1) };

/** Every content file and the schema its collection parses it with (the list src/content.config.ts defines). */
function checkedFiles(root: string, refs: References): Checked[] {
  // Read once for all the location files, which each check their place against the others.
  const places = readPlaces(join(root, "src", "content"));
  // An article's hero image is a file beside it, which the build's image() must find.
  const heroImage = (file: string) => () =>
    z
      .string()
      .min(1)
      .refine((path) => existsSync(join(root, dirname(file), path)), { message: "no such image file" });
  return [
    { path: CLAIMS_FILE, read: "json", schema: () => claimsRegisterSchema },
    { path: BUSINESS_FILE, read: "json", schema: () => businessSchema },
    { path: AFFORDABILITY_FILE, read: "json", schema: () => affordabilitySchema },
    { path: POLICIES_FILE, read: "json", schema: () => policiesSchema },
    {
      path: "src/content/franchise-categories.yaml",
      read: "yaml",
      schema: () => listFile(franchiseCategorySchema.extend(entryKey)),
    },
    { path: "src/content/franchises", ending: ".yaml", read: "yaml", schema: () => franchiseSchema(refs) },
    {
      path: "src/content/locations",
      ending: ".yaml",
      read: "yaml",
      schema: () => locationSchema(refs, places),
    },
    { path: "src/content/postcode-areas.yaml", read: "yaml", schema: () => listFile(postcodeAreaSchema(refs)) },
    {
      path: "src/content/blog-categories.yaml",
      read: "yaml",
      schema: () => listFile(blogCategorySchema.extend(entryKey)),
    },
    {
      path: "src/content/blog",
      ending: ".mdx",
      read: "mdx",
      schema: (file) => articleSchema({ ...refs, heroImage: heroImage(file) }),
    },
    { path: "src/content/events", ending: ".mdx", read: "mdx", schema: () => eventSchema(refs) },
    { path: "src/content/booking/availability.yaml", read: "yaml", schema: () => availabilitySchema },
    { path: "src/content/service-pages", ending: ".yaml", read: "yaml", schema: () => servicePageSchema },
    ...Object.values(PAGE_COPY_FILES).map(({ file, schema }): Checked => ({
      path: pageCopyPath(file),
      read: "yaml",
      schema: () => schema,
    })),
    { path: "src/content/packages.yaml", read: "yaml", schema: () => listFile(packageSchema) },
    { path: "src/content/faq.yaml", read: "yaml", schema: () => listFile(faqSchema) },
    { path: "src/content/testimonials.yaml", read: "yaml", schema: () => listFile(testimonialSchema) },
    { path: "src/content/uk-facts.yaml", read: "yaml", schema: () => listFile(ukFactSchema) },
    { path: NAVIGATION_FILE, read: "yaml", schema: () => navigationSchema(readKnownRoutes(root)) },
  ];
}

/** A file's data as its collection's loader reads it. */
function readData(root: string, file: string, read: Reader): unknown {
  const text = readFileSync(join(root, ...file.split("/")), "utf8");
  if (read === "json") return JSON.parse(text);
  if (read === "yaml") return yaml.load(text);
  return splitFrontmatter(text).frontmatter ?? {};
}

/** The files a checked path stands for, project-relative, sorted. */
function filesOf(root: string, { path, ending }: Checked): string[] {
  const absolute = join(root, ...path.split("/"));
  if (!existsSync(absolute)) return [];
  if (!ending) return [path];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(ending))
    .sort()
    .map((name) => `${path}/${name.split("\\").join("/")}`);
}

/** Every problem the build would report in the project at `root`'s content, file by file, then the prose claims. */
export function checkContent(root: string = process.cwd()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const checked of checkedFiles(root, existingReferences(root)))
    for (const file of filesOf(root, checked)) {
      let data: unknown;
      try {
        data = readData(root, file, checked.read);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        problems.push({ file, field: "", message: `cannot be read: ${reason}` });
        continue;
      }
      const parsed = withReadableChecks(checked.schema(file)).safeParse(data);
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        // A list file's entries are `items.<n>` at the top of its data: the owner counts them from 1. An `items`
        // field further in (a service page section's) is a field like any other, named as the build names it.
        const [first, entry, ...rest] = issue.path;
        const path = first === "items" && typeof entry === "number" ? [`entry ${entry + 1}`, ...rest] : issue.path;
        problems.push({ file, field: path.map(String).join("."), message: issue.message });
      }
    }
  for (const literal of scanProjectForClaims(root))
    problems.push({
      file: literal.file,
      field: `line ${literal.line}`,
      message: `states a claim in its own words ("${literal.text}"): use the register's words ({claim:…}) or reword it`,
    });
  return problems;
}
