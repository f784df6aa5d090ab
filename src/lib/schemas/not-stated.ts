/**
 * "Not stated", whichever way a file says it. A file written by hand leaves the field out; the browser editor's
 * built-in fields write it empty (a multiselect or a list with nothing picked writes [], a select's "Not stated"
 * choice writes "", a group with nothing entered writes its empty parts, `{}`). Each reads as undefined, so every
 * reader of the content sees one meaning, and the editor needs no field of its own to leave the key out. Imports
 * stay relative: astro.config.mjs loads the schemas using these.
 */
import { z } from "zod";

/** `schema` made optional, reading what `read` turns a value into; it keeps the description `schema` has. */
function readFirst<T extends z.ZodTypeAny>(schema: T, read: (value: unknown) => unknown) {
  const optional = z.preprocess(read, schema.optional());
  return schema.description === undefined ? optional : optional.describe(schema.description);
}

/** Reads `empty` values as undefined before `schema` (made optional) sees them. */
function emptyIsNotStated<T extends z.ZodTypeAny>(schema: T, empty: (value: unknown) => boolean) {
  return readFirst(schema, (value) => (empty(value) ? undefined : value));
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

/** What a built-in field writes for nothing entered: no value, "" or [] (a number or date left empty: no value). */
const writtenEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** An object's own fields, as a record; undefined for anything else. */
const recordOf = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * An optional group of fields, e.g. an event's venue: left out, or written with every part empty (what
 * fields.object writes when nothing is entered: `{}`, `{ directions: [] }`), it is not stated. A group with any part
 * filled in is checked in full, its empty parts read as left out, so a half-filled one is refused naming the part
 * that is missing ("venue.postcode: Required").
 */
export function groupOrNotStated<T extends z.ZodTypeAny>(group: T) {
  return readFirst(group, (value) => {
    const record = recordOf(value);
    if (!record) return value;
    const filled = Object.entries(record).filter(([, part]) => !writtenEmpty(part));
    return filled.length === 0 ? undefined : Object.fromEntries(filled);
  });
}
