/**
 * Each franchise's category and investment range, read straight from its file: astro.config.mjs has no content
 * API, and its sitemap filter needs them to leave empty listings out (src/lib/directory/listings.ts). The same files as the
 * collection's loader (src/content/franchises/*.yaml); a file the schema would reject fails the build there.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import type { ListedFranchise } from "../directory/listings";

const FRANCHISES_DIR = join(process.cwd(), "src", "content", "franchises");

/** Every franchise file's category key and investment range. */
export function readListedFranchises(dir = FRANCHISES_DIR): ListedFranchise[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => yaml.load(readFileSync(join(dir, file), "utf8")) as { category: string; investmentRange: never })
    .map((raw) => ({ categoryKey: raw.category, investmentRange: raw.investmentRange }));
}
