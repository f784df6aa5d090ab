/**
 * "Not stated", whichever way a file says it. A file written by hand leaves the field out; the browser editor's
 * built-in fields write it empty (a multiselect or a list with nothing picked writes [], a select's "Not stated"
 * choice writes ""). Both read as undefined, so every reader of the content sees one meaning, and the editor needs
 * no field of its own to leave the key out. Imports stay relative: astro.config.mjs loads the schemas using these.
 */
import { z } from "zod";

/** Reads `empty` values as undefined before `schema` (made optional) sees them. */
function emptyIsNotStated<T extends z.ZodTypeAny>(schema: T, empty: (value: unknown) => boolean) {
  return z.preprocess((value) => (empty(value) ? undefined : value), schema.optional());
}

/**
 * An optional list, e.g. a franchise's `workPatterns`: left out or written `[]`, it is not stated; a list with
 * items must still pass `list`'s own checks (its `.min(1)` keeps a stated list from being empty).
 */
export function listOrNotStated<T extends z.ZodTypeAny>(list: T) {
  return emptyIsNotStated(list, (value) => Array.isArray(value) && value.length === 0);
}

/** An optional choice, e.g. a section's `tone`: left out or written "", it is not stated. */
export function choiceOrNotStated<T extends z.ZodTypeAny>(choice: T) {
  return emptyIsNotStated(choice, (value) => value === "");
}
