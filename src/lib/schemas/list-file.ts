/**
 * A list file (src/content/faq.yaml, packages.yaml, testimonials.yaml): `items:` holding the entries, in display
 * order. Not a bare list at the top, because the browser editor stores a form of named fields: its singleton holds
 * the one field `items` (a list of groups), and Astro's `file()` loader reads the entries back through
 * `listFileItems` with the same schemas as before. The entries stay at the left margin under `items:`.
 */
import yaml from "js-yaml";
import { z } from "zod";

/** The one key of a list file. */
export const LIST_KEY = "items";

/** The file as zod reads it: `{ items: [...] }`, parsed to the entries. */
export const listFile = <S extends z.ZodTypeAny>(item: S) =>
  z
    .object({ [LIST_KEY]: z.array(item) })
    .strict()
    .transform((data) => data[LIST_KEY] as z.output<S>[]);

/** The entries of a list file's text, for the `file()` loader's parser; a file of another shape throws naming it. */
export function listFileItems(file: string) {
  return (text: string): Record<string, unknown>[] => {
    const data = yaml.load(text) as Record<string, unknown> | null;
    const items = data?.[LIST_KEY];
    if (!Array.isArray(items)) throw new Error(`${file}: expected "${LIST_KEY}:" with the entries listed under it`);
    return items as Record<string, unknown>[];
  };
}
