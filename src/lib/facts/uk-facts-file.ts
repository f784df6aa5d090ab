/**
 * The UK facts (src/content/uk-facts.yaml) read once at build time, checked with the collection's schema, and the
 * placeholders page copy may use: the site settings plus one `{fact:<id>}` per figure. Bundled as text, so the
 * server never reads src/content at run time.
 */
import { factSettings, parseUkFacts, type UkFact } from "@/lib/facts/uk-facts";
import { settingsFromSite, type Settings } from "@/lib/site/expand-settings";
import { packagePriceRange } from "@/lib/facts/package-prices";
import { bundledText } from "@/lib/site/bundled-text";

const factsYaml = bundledText(
  () => import.meta.glob<string>("/src/content/uk-facts.yaml", { query: "?raw", import: "default", eager: true }),
  "/src/content/uk-facts.yaml",
  new URL("../../content/uk-facts.yaml", import.meta.url),
);

/** Every UK fact, in file order. */
export const ukFacts: readonly UkFact[] = parseUkFacts(factsYaml);

// Both sources are fixed for the life of the process, and every page and content entry asks: build it once.
// `{priceRange}` is derived from the packages, never typed in the settings.
const COPY_SETTINGS: Settings = Object.freeze({
  ...settingsFromSite(),
  priceRange: packagePriceRange,
  ...factSettings(ukFacts),
});

/** The placeholders of page copy: site settings and UK facts, by name. */
export function copySettings(): Settings {
  return COPY_SETTINGS;
}

/** The names every copy field may use as `{name}`. */
export const COPY_PLACEHOLDERS: readonly string[] = Object.keys(copySettings());
