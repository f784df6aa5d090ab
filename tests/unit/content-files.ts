// Reads the content files directly (no Astro), so invariants can be tested quickly and independently. Each file is
// parsed with its collection's own schema (src/lib/content/content-readers.ts): a bad file throws naming it.
import { basename } from "node:path";
import {
  contentDir,
  readArticleFiles,
  readBlogCategories,
  readFranchiseCategories,
  readFranchiseFiles,
  readLocationFiles,
  readPostcodeAreas,
  type ArticleData,
  type FranchiseData,
  type LocationData,
  type PostcodeAreaData,
} from "../../src/lib/content/content-readers";

export const CONTENT_DIR = contentDir();

export type FranchiseFile = FranchiseData & { file: string };
export type LocationFile = LocationData & { file: string };
export interface ArticleFile {
  file: string;
  body: string;
  data: ArticleData;
}
export type PostcodeAreaFile = PostcodeAreaData;

export const franchiseCategories = () => readFranchiseCategories();
export const blogCategories = () => readBlogCategories();

export const franchises = (): FranchiseFile[] => readFranchiseFiles().map(({ file, data }) => ({ file, ...data }));

export const locations = (): LocationFile[] => readLocationFiles().map(({ file, data }) => ({ file, ...data }));

export const postcodeAreas = (): PostcodeAreaFile[] => readPostcodeAreas();

export const articles = (): ArticleFile[] => readArticleFiles();

export const fileSlug = (file: string) => basename(file).replace(/\.(yaml|mdx)$/, "");
