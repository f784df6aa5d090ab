/**
 * A line of copy whose placeholders the code fills in, described with what each one stands for: the owner reads the
 * notes in the editor, and a placeholder the code does not fill fails the build, naming the file and the field.
 */
import { z } from "astro/zod";
import { unknownPlaceholders } from "@/lib/site/expand-settings";
import { COPY_PLACEHOLDERS } from "@/lib/facts/uk-facts-file";
import { FACT_PLACEHOLDER_PREFIX, UK_FACTS_FILE } from "@/lib/facts/uk-facts";

/**
 * Copy text: non-empty, using only the site placeholders plus any `extra` names this field allows. With
 * `siteSettings: false` only `extra` is allowed: for a line shown as written, whose code fills in its own names and
 * expands no site setting (the contact island's words).
 */
export function copyText(extra: readonly string[] = [], { siteSettings = true } = {}) {
  const known = siteSettings ? [...COPY_PLACEHOLDERS, ...extra] : [...extra];
  const settingNames = known.filter((name) => !name.startsWith(FACT_PLACEHOLDER_PREFIX));
  const allowed = settingNames.map((k) => `{${k}}`).join(", ");
  return z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      for (const name of unknownPlaceholders(text, known)) {
        const message = !siteSettings
          ? `unknown placeholder {${name}}; this line may use ${allowed || "no placeholders"}`
          : name.startsWith(FACT_PLACEHOLDER_PREFIX)
            ? `unknown placeholder {${name}}: no fact with id "${name.slice(FACT_PLACEHOLDER_PREFIX.length)}" in ${UK_FACTS_FILE}`
            : `unknown placeholder {${name}}; use {fact:<id>} for a UK figure or one of ${allowed}`;
        ctx.addIssue({ code: "custom", message });
      }
    });
}

/**
 * A maker of lines for one file: `notes` says what each of its placeholders stands for. A line made with
 * `line(what, names)` allows the site settings and `names`, and is described as `what` followed by their notes;
 * with `siteSettings: false`, for words shown as written (filled in by their own code alone), only `names`.
 */
export function copyLines<N extends string>(notes: Readonly<Record<N, string>>, { siteSettings = true } = {}) {
  return (what: string, names: readonly N[] = []) => {
    const said = names.map((name) => notes[name]);
    return copyText(names, { siteSettings }).describe(said.length > 0 ? `${what} ${said.join("; ")}.` : what);
  };
}
