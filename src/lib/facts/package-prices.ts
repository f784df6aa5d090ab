/**
 * The price range of the one-time packages, derived from src/content/packages.yaml: the JSON-LD `priceRange`
 * and the copy's `{priceRange}` follow a price the owner changes there, with nothing to retype. Bundled as text
 * (as the UK facts are, src/lib/facts/uk-facts-file.ts), so the server never reads src/content at run time.
 */
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { z } from "zod";

const PACKAGES_FILE = "/src/content/packages.yaml";

/** Only the amounts: the package schema (src/lib/schemas/copy-schemas.ts) checks the rest, and it reads this. */
const amounts = z.object({ items: z.array(z.object({ amount: z.number() }).passthrough()).min(1) });

/** The file's text: bundled under Vite, read from disk in plain Node (Playwright's specs, tsx scripts). */
function packagesText(): string {
  try {
    const bundled = import.meta.glob<string>("/src/content/packages.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const text = bundled[PACKAGES_FILE];
    if (text !== undefined) return text;
  } catch {
    // Not under Vite: read the file below.
  }
  return readFileSync(new URL("../../content/packages.yaml", import.meta.url), "utf8");
}

/** "£150-£950": the lowest and highest of a set of prices in pounds. */
export function priceRangeOf(prices: readonly number[]): string {
  if (prices.length === 0) throw new Error("priceRangeOf needs at least one amount");
  const pounds = (value: number) => `£${value.toLocaleString("en-GB")}`;
  return `${pounds(Math.min(...prices))}-${pounds(Math.max(...prices))}`;
}

/** The packages' price range as packages.yaml holds them now. */
export const packagePriceRange: string = priceRangeOf(
  amounts.parse(yaml.load(packagesText())).items.map((pkg) => pkg.amount),
);
