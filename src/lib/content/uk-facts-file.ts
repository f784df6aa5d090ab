/**
 * The UK facts (src/content/uk-facts.yaml) read once at build time, checked with the collection's schema, and the
 * placeholders page copy may use: the site settings plus one `{fact:<id>}` per figure. Bundled as text, so the
 * server never reads src/content at run time.
 */
import factsYaml from "@/content/uk-facts.yaml?raw";
import { factSettings, parseUkFacts, type UkFact } from "@/lib/facts/uk-facts";
import { settingsFromSite, type Settings } from "@/lib/site/expand-settings";

/** Every UK fact, in file order. */
export const ukFacts: readonly UkFact[] = parseUkFacts(factsYaml);

/** The placeholders of page copy: site settings and UK facts, by name. */
export function copySettings(): Settings {
  return { ...settingsFromSite(), ...factSettings(ukFacts) };
}

/** The names every copy field may use as `{name}`. */
export const COPY_PLACEHOLDERS: readonly string[] = Object.keys(copySettings());
