/** The real catalogue read straight from the YAML files, shaped as the search islands receive it. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

const CONTENT = join(process.cwd(), "src", "content");

interface RawFranchise {
  id: string;
  name: string;
  slug: string;
  category: string;
  description: string;
  investmentRange: { min: number; max: number };
  territories: string[];
}

function locationNames(): Map<string, string> {
  const dir = join(CONTENT, "locations");
  const names = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".yaml")) continue;
    const entry = yaml.load(readFileSync(join(dir, file), "utf8")) as { slug: string; name: string };
    names.set(entry.slug, entry.name);
  }
  return names;
}

/** Every franchise with the fields the directory and header search use. */
export function loadCatalogue() {
  const names = locationNames();
  const dir = join(CONTENT, "franchises");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => yaml.load(readFileSync(join(dir, file), "utf8")) as RawFranchise)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((raw) => ({
      slug: raw.slug,
      name: raw.name,
      categoryKey: raw.category,
      description: raw.description,
      investmentRange: raw.investmentRange,
      territoryNames: raw.territories.map((slug) => names.get(slug) ?? slug),
    }));
}
