/**
 * The catalogue, articles and events read straight from their files, outside Astro (scripts, unit tests, Playwright
 * specs), parsed with the collections' own schemas: the same rules and messages as the build, with references as the
 * ids the files write and an article's hero image as its path. A file the build would refuse throws here, naming
 * the file and each field at fault.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import { idReferences, parseContentFile } from "../schemas/entry-fields";
import { withReadableChecks } from "../schemas/readable-checks";
import { franchiseCategorySchema, franchiseSchema } from "../schemas/franchise-schema";
import { locationSchema, postcodeAreaSchema } from "../schemas/location-schemas";
import { articleSchema, blogCategorySchema } from "../schemas/article-schema";
import { eventSchema } from "../schemas/event-schema";
import { splitFrontmatter } from "./frontmatter";
import { listFile } from "../schemas/list-file";

/** The key of an entry in a list file (franchise-categories.yaml…): Astro's file loader takes it from `id`. */
const entryKey = { id: z.string().min(1) };

export const franchiseFileSchema = withReadableChecks(franchiseSchema(idReferences));
export const franchiseCategoryFileSchema = withReadableChecks(franchiseCategorySchema.extend(entryKey));
export const locationFileSchema = withReadableChecks(locationSchema(idReferences));
export const postcodeAreaFileSchema = withReadableChecks(postcodeAreaSchema(idReferences));
export const blogCategoryFileSchema = withReadableChecks(blogCategorySchema.extend(entryKey));
/** An article's frontmatter; the hero image is its path as written (./images/<slug>.jpg). */
export const articleFileSchema = withReadableChecks(
  articleSchema({ ...idReferences, heroImage: () => z.string().min(1) }),
);
export const eventFileSchema = withReadableChecks(eventSchema(idReferences));

export type FranchiseData = z.output<typeof franchiseFileSchema>;
export type FranchiseCategoryData = z.output<typeof franchiseCategoryFileSchema>;
export type LocationData = z.output<typeof locationFileSchema>;
export type PostcodeAreaData = z.output<typeof postcodeAreaFileSchema>;
export type BlogCategoryData = z.output<typeof blogCategoryFileSchema>;
export type ArticleData = z.output<typeof articleFileSchema>;
export type EventData = z.output<typeof eventFileSchema>;

/** `path` as messages name it: relative to the working folder, with forward slashes. */
export const fileName = (path: string) => relative(process.cwd(), path).split(sep).join("/");

/** A YAML file parsed with `schema`; a bad file throws naming it. */
export function readYamlFile<S extends z.ZodTypeAny>(path: string, schema: S): z.output<S> {
  return parseContentFile(fileName(path), schema, yaml.load(readFileSync(path, "utf8")));
}

/** An MDX file's frontmatter parsed with `schema`, and its body; a bad file throws naming it. */
export function readMdxFile<S extends z.ZodTypeAny>(path: string, schema: S): { data: z.output<S>; body: string } {
  const { frontmatter, body } = splitFrontmatter(readFileSync(path, "utf8"));
  return { data: parseContentFile(fileName(path), schema, frontmatter), body };
}

/** Every file under `dir` (and its folders) ending in `extension`, as paths, sorted. */
export function contentFiles(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => join(dir, file));
}

/** The content folder of the project at `root` (the working folder by default). */
export const contentDir = (root = process.cwd()) => join(root, "src", "content");

export const readFranchiseFiles = (dir = join(contentDir(), "franchises")) =>
  contentFiles(dir, ".yaml").map((file) => ({ file, data: readYamlFile(file, franchiseFileSchema) }));

export const readLocationFiles = (dir = join(contentDir(), "locations")) =>
  contentFiles(dir, ".yaml").map((file) => ({ file, data: readYamlFile(file, locationFileSchema) }));

export const readArticleFiles = (dir = join(contentDir(), "blog")) =>
  contentFiles(dir, ".mdx").map((file) => ({ file, ...readMdxFile(file, articleFileSchema) }));

export const readEventFiles = (dir = join(contentDir(), "events")) =>
  contentFiles(dir, ".mdx").map((file) => ({ file, ...readMdxFile(file, eventFileSchema) }));

export const readFranchiseCategories = (file = join(contentDir(), "franchise-categories.yaml")) =>
  readYamlFile(file, listFile(franchiseCategoryFileSchema));

export const readBlogCategories = (file = join(contentDir(), "blog-categories.yaml")) =>
  readYamlFile(file, listFile(blogCategoryFileSchema));

export const readPostcodeAreas = (file = join(contentDir(), "postcode-areas.yaml")) =>
  readYamlFile(file, listFile(postcodeAreaFileSchema));
