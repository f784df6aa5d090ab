/**
 * Filling `{name}` placeholders, with nothing read at import: src/config/site.ts fills its own settings with these
 * (the default page description's `{claim:clients}`) while it is still being built, so this module may not import
 * it. src/lib/site/expand-settings.ts adds the site's settings and is what pages and copy use.
 */
import type { ClaimsRegisterData } from "../../config/site";

/** Placeholder name to the text it stands for. */
export type Settings = Readonly<Record<string, string>>;

// `{name}`, `{fact:kebab-id}` for a UK figure, or `{claim:key}` / `{claim:key.part}` for a claim in the register.
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*|fact:[a-z0-9]+(?:-[a-z0-9]+)*|claim:[A-Za-z][A-Za-z0-9]*(?:\.[a-z]+)?)\}/g;

/**
 * The `{claim:…}` placeholders of the register (src/content/claims.json): `{claim:<figure>}` is the figure's one
 * sentence, `.value`, `.label` and `.definition` its parts; `{claim:<credential>}` a team credential;
 * `{claim:founded}` the founding line and `{claim:foundedYear}` the year; `{claim:independent}` (and
 * `{claim:Independent}` to open a sentence) the independence word; `{claim:guarantee}` the guarantee with its
 * conditions; `{claim:reviewsPolicy}` the reviews policy; `{claim:accreditation}` the accreditation line, empty
 * when the business has none.
 */
export function claimPlaceholders(register: ClaimsRegisterData): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [key, figure] of Object.entries(register.figures)) {
    entries.push([key, figure.text], [`${key}.value`, figure.value], [`${key}.label`, figure.label]);
    if (figure.definition) entries.push([`${key}.definition`, figure.definition]);
  }
  for (const [key, credential] of Object.entries(register.credentials)) entries.push([key, credential.text]);
  const word = register.independence.word;
  const accreditation = register.accreditation;
  entries.push(
    ["founded", register.founded.text],
    ["foundedYear", String(register.founded.year)],
    ["independent", word],
    ["Independent", word.charAt(0).toUpperCase() + word.slice(1)],
    ["guarantee", register.guarantee.conditions],
    ["guarantee.title", `Our ${register.guarantee.days}-day guarantee`],
    ["reviewsPolicy", register.reviewsPolicy],
    ["accreditation", accreditation ? `Accredited ${accreditation.status} of ${accreditation.name}` : ""],
    // The word on its own, for a card's figure or a heading: empty, like the line, when there is no accreditation.
    ["accreditation.figure", accreditation ? "Accredited" : ""],
    // The firm's standing, never an individual's credential.
    ["accreditation.title", accreditation ? "An accredited firm" : ""],
  );
  return Object.fromEntries(entries.map(([key, value]) => [`claim:${key}`, value]));
}

/** The `{name}` placeholders in `text` that are not in `known`, in order of appearance. */
export function unknownPlaceholders(text: string, known: Iterable<string>): string[] {
  const names = new Set(known);
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !names.has(name));
}

/** Replaces every `{name}` in `text` with its setting; an unknown name throws, naming it and `where`. */
export function expandSettings(text: string, settings: Settings, where = "page copy"): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = settings[name];
    if (value === undefined) {
      throw new Error(`${where}: unknown placeholder {${name}}; known: ${Object.keys(settings).join(", ")}`);
    }
    return value;
  });
}

/**
 * Replaces the `{name}`s of `text` that `settings` knows and leaves any other as typed, for settings read when the
 * project loads (src/config/site.ts): the content schema names the unknown one, file and field, where throwing
 * here would stop the editor itself from opening to correct it.
 */
export function fillKnownPlaceholders(text: string, settings: Settings): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => settings[name] ?? whole);
}
