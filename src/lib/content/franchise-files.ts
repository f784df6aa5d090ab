/**
 * Each franchise's category and investment range, read straight from its file: astro.config.mjs has no content
 * API, and its sitemap filter needs them to leave empty listings out (src/lib/directory/listings.ts). The same files as the
 * collection's loader (src/content/franchises/*.yaml), the two fields parsed with the collection's own schema for
 * them; a file whose fields do not parse is left out here, and the collection then fails the build naming the file
 * and field.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { idReferences } from "../schemas/entry-fields";
import { franchiseFields } from "../schemas/franchise-schema";
import type { ListedFranchise } from "../directory/listings";

const FRANCHISES_DIR = join(process.cwd(), "src", "content", "franchises");

/** The fields a listing needs, as the franchise schema defines them; the rest of the file is not looked at here. */
const listedFields = franchiseFields(idReferences).pick({ category: true, investmentRange: true }).strip();

/** Every franchise file's category key and investment range. */
export function readListedFranchises(dir = FRANCHISES_DIR): ListedFranchise[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .flatMap((file) => {
      const parsed = listedFields.safeParse(yaml.load(readFileSync(join(dir, file), "utf8")));
      return parsed.success
        ? [{ categoryKey: parsed.data.category, investmentRange: parsed.data.investmentRange }]
        : [];
    });
}
