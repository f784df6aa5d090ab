// Reads the content files directly (no Astro), so invariants can be tested quickly and independently.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import yaml from "js-yaml";

export const CONTENT_DIR = join(process.cwd(), "src", "content");

const readYaml = <T>(path: string) => yaml.load(readFileSync(path, "utf8")) as T;

function filesIn(folder: string, extension: string): string[] {
  const dir = join(CONTENT_DIR, folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(dir, file));
}

export interface FranchiseFile {
  file: string;
  id: string;
  name: string;
  slug: string;
  category: string;
  shortDescription: string;
  description: string;
  investmentRange: { min: number; max: number; note?: string };
  establishedYear?: number;
  numberOfOutlets: string | number;
  territories: string[];
  features: string[];
  support: string[];
  brochureUrl?: string;
  offer?: string;
  sample?: boolean;
  metaTitle: string;
  metaDescription: string;
}

export interface LocationFile {
  file: string;
  name: string;
  slug: string;
  type: "city" | "county" | "region";
  parent?: string;
  population?: number;
  populationArea?: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export interface ArticleFile {
  file: string;
  body: string;
  data: {
    title: string;
    slug: string;
    category: string;
    publishDate: Date;
    draft?: boolean;
    featured: boolean;
    heroImage: string;
    metaDescription: string;
  };
}

export const franchiseCategories = () =>
  readYaml<{ id: string; name: string }[]>(join(CONTENT_DIR, "franchise-categories.yaml"));
export const blogCategories = () => readYaml<{ id: string; name: string }[]>(join(CONTENT_DIR, "blog-categories.yaml"));

export const franchises = (): FranchiseFile[] =>
  filesIn("franchises", ".yaml").map((file) => ({ file, ...readYaml<Omit<FranchiseFile, "file">>(file) }));

export const locations = (): LocationFile[] =>
  filesIn("locations", ".yaml").map((file) => ({ file, ...readYaml<Omit<LocationFile, "file">>(file) }));

export interface PostcodeAreaFile {
  id: string;
  postTown: string;
  locations: string[];
  districts?: { codes: string[]; locations: string[] }[];
}

export const postcodeAreas = () => readYaml<PostcodeAreaFile[]>(join(CONTENT_DIR, "postcode-areas.yaml"));

export const articles = (): ArticleFile[] =>
  filesIn("blog", ".mdx").map((file) => {
    const text = readFileSync(file, "utf8");
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    return { file, body: body ?? "", data: yaml.load(frontmatter ?? "") as ArticleFile["data"] };
  });

export const fileSlug = (file: string) => basename(file).replace(/\.(yaml|mdx)$/, "");
