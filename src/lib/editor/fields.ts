/**
 * Editor fields for the shapes Keystatic's own fields do not write the way the content schemas read them
 * (src/content.config.ts). Keystatic's custom fields are undocumented and may go (issue 50), so a built-in is used
 * wherever one does the job (a list of picks: fields.multiRelationship; a value not shown: fields.ignored; an
 * optional text with limits: textOrNothing, which is fields.text). An optional list or choice is the built-in
 * too (fields.multiselect, fields.array, fields.select with "Not stated" first), and so is an optional group of
 * plain parts (fields.object): what each writes for nothing chosen, [] or "" or `{}`, the schemas read as not
 * stated, as they read the field left out (src/lib/schemas/not-stated.ts).
 * A number is the built-in too, with its emptied box read as no number (numbers.ts says why).
 * The custom fields left, each with the built-in that cannot do it and why (read in @keystatic/core 0.6.9's source):
 *  - countOrTba: fields.integer reads and writes only a number and fields.select only a word (its parse refuses a
 *    number); `numberOfOutlets` is either, and neither built-in can read the other kind a file written by hand
 *    holds. fields.conditional ("TBA" or a count) writes `{ discriminant, value }`, not the number or the word.
 *  - altText: fields.text writes an empty text as nothing; a decorative image's alt text must be written as "".
 *  - optionalGroup: for a group holding a fixed value (a consent's `genuine: true`, below) and the page copy's
 *    optional groups (from-zod.ts): fields.object always writes its group, and the fixed value with it. A group of
 *    plain parts is fields.object (a franchise's team size, an event's venue): its parts left empty are read as not
 *    stated by the schema (groupOrNotStated), which names the part missing from a half-filled one.
 *  - year: fields.integer's input groups digits by the browser's locale, so 2003 reads "2,003", and it takes no
 *    format (its IntegerFieldInput hands NumberField no formatOptions); fields.text cannot read the number a file
 *    written by hand holds (`establishedYear: 2012`), nor can fields.select (a list of years), which would also
 *    write the year as a word ("2012").
 *  - slugRefusing: fields.slug keeps slugs unique within one folder only; a place's slug is unique across the
 *    locations' folders, as its page's address is.
 *  - constant (from-zod.ts): fields.ignored writes back only what a file holds; a new consent must be written with
 *    its fixed `genuine: true` (a checkbox in its place, inside a list item's dialog, let an unticked box be saved
 *    with no message, and fields.object writes the unticked box as `genuine: false` even with no date given).
 *  - wordOrGroup (from-zod.ts): fields.conditional writes `{ discriminant, value }`; a claim's evidence is written
 *    "pending" or the group itself, as the claims register and its readers take it.
 */
import { createElement } from "react";
import { fields } from "@keystatic/core";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";

// Keystatic types a field's value as `{} | null` (any value but undefined); so does this alias.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type AnyBasicField = BasicFormField<{} | null, {} | null, unknown>;

/** Fields shown together, one under another with the room Keystatic leaves between a form's fields. */
export const STACKED = { style: { display: "flex", flexDirection: "column", gap: "1.5rem" } } as const;

type TextOptions = {
  label: string;
  description?: string;
  multiline?: boolean;
  validation?: { length?: { min?: number; max?: number }; pattern?: { regex: RegExp; message: string } };
};

/** A text's length limits in words, e.g. "must be 3 to 60 characters"; undefined when it has none. */
function lengthRule(min: number, max: number): string | undefined {
  if (min > 0 && max < Infinity) return `must be ${min} to ${max} characters`;
  if (min > 0) return `must be at least ${min} characters`;
  if (max < Infinity) return `must be at most ${max} characters`;
  return undefined;
}

/**
 * Keystatic's text field for a text that may be left empty although it has limits once filled in (a zod
 * `.string().min(n).optional()`): its own length check would count an empty text as too short, so the limits and
 * the pattern (whose message says what it asks for, "must be …") are one pattern that also takes "", which the
 * field writes as nothing.
 */
export function textOrNothing({ label, description, multiline, validation = {} }: TextOptions) {
  const { length: { min = 0, max = Infinity } = {}, pattern } = validation;
  const rules = [lengthRule(min, max), pattern?.message].filter((rule) => rule !== undefined);
  const lengths = `(?=[\\s\\S]{${min},${max === Infinity ? "" : max}}$)`;
  const regex = new RegExp(`^$|^${lengths}(?:${pattern?.regex.source ?? "[\\s\\S]*"})$`, pattern?.regex.flags);
  return fields.text({
    label,
    description,
    multiline,
    validation: { pattern: { regex, message: `${label} ${rules.join(" and ")}, or left empty` } },
  });
}

/** A whole number, or "TBA" while it is not known (the franchises' `numberOfOutlets`). */
export function countOrTba(label: string, description: string): BasicFormField<string> {
  const text = fields.text({
    label,
    description,
    validation: { isRequired: true, pattern: { regex: /^(TBA|0|[1-9]\d*)$/, message: 'a whole number, or "TBA"' } },
  });
  return storedAsText(
    label,
    text,
    "TBA",
    (stored) => (typeof stored === "number" ? String(stored) : text.parse(stored, undefined)),
    (value) => (value === "TBA" ? "TBA" : Number(value)),
  );
}

/**
 * Keystatic's text field `text` for a value its file writes otherwise (a number, or a word in its place): `read`
 * turns what is stored into the text shown, `write` the text, once `text` accepts it, into what is stored.
 */
function storedAsText(
  label: string,
  text: ReturnType<typeof fields.text>,
  empty: string,
  read: (stored: FormFieldStoredValue) => string,
  write: (value: string) => FormFieldStoredValue,
): BasicFormField<string> {
  const check = (value: string) => text.validate(value, undefined) as string;
  return {
    kind: "form",
    label,
    Input: text.Input,
    defaultValue: () => empty,
    parse: read,
    serialize: (value) => ({ value: write(value) }),
    validate: check,
    reader: { parse: (stored) => check(read(stored)) },
  };
}

/**
 * Alt text for an image that may be decorative (a zod `"" | string.min(5)`): Keystatic's text field writes an empty
 * text as nothing at all, so a decorative image is a box to tick, written as `""`.
 */
export function altText(label: string, description: string): BasicFormField<{ decorative: boolean; text: string }> {
  const decorative = fields.checkbox({
    label: "Decorative: the image shows nothing a reader would miss",
    description: 'Written as alt text "", e.g. for the drawn hero art.',
  });
  const text = fields.text({ label, description, validation: { length: { min: 5 } } });
  type Value = { decorative: boolean; text: string };
  const parse = (stored: FormFieldStoredValue): Value => {
    if (stored === "") return { decorative: true, text: "" };
    return { decorative: false, text: text.parse(stored, undefined) };
  };
  const validate = (value: Value) => {
    if (!value.decorative) text.validate(value.text, undefined);
    return value;
  };
  return {
    kind: "form",
    label,
    Input: ({ value, onChange, autoFocus, forceValidation }) =>
      createElement(
        "div",
        STACKED,
        createElement(decorative.Input, {
          value: value.decorative,
          onChange: (next: boolean) => onChange({ ...value, decorative: next }),
          autoFocus,
          forceValidation: false,
        }),
        value.decorative
          ? null
          : createElement(text.Input, {
              value: value.text,
              onChange: (next: string) => onChange({ ...value, text: next }),
              autoFocus: false,
              forceValidation,
            }),
      ),
    defaultValue: () => ({ decorative: false, text: "" }),
    parse,
    serialize: (value) => ({ value: value.decorative ? "" : value.text === "" ? undefined : value.text }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}

type GroupValue = Record<string, unknown>;

/**
 * An optional group of fields (a zod `.object().optional()`): written only when one of its fields is filled in,
 * then checked as a whole; `constant` is written alongside, e.g. a consent record's `genuine: true`.
 */
export function optionalGroup(
  label: string,
  parts: Record<string, AnyBasicField>,
  {
    constant = {},
    isEmpty,
  }: { constant?: Record<string, FormFieldStoredValue>; isEmpty: (value: GroupValue) => boolean },
): BasicFormField<GroupValue> & {
  parts: Record<string, AnyBasicField>;
  constant: Record<string, FormFieldStoredValue>;
} {
  const entries = Object.entries(parts);
  const parse = (stored: FormFieldStoredValue): GroupValue => {
    const record = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as GroupValue) : {};
    return Object.fromEntries(entries.map(([key, part]) => [key, part.parse(record[key] as FormFieldStoredValue)]));
  };
  const validate = (value: GroupValue) => {
    if (isEmpty(value)) return value;
    for (const [key, part] of entries) part.validate(value[key] as never);
    return value;
  };
  return {
    kind: "form",
    label,
    parts,
    constant,
    Input: ({ value, onChange, autoFocus, forceValidation }) =>
      createElement(
        "div",
        STACKED,
        ...entries.map(([key, part], index) =>
          createElement(part.Input, {
            key,
            value: value[key] as never,
            onChange: (next: unknown) => onChange({ ...value, [key]: next }),
            autoFocus: autoFocus && index === 0,
            forceValidation: forceValidation && !isEmpty(value),
          }),
        ),
      ),
    defaultValue: () => Object.fromEntries(entries.map(([key, part]) => [key, part.defaultValue()])),
    parse,
    serialize: (value) => {
      if (isEmpty(value)) return { value: undefined };
      const written = entries.flatMap(([key, part]) => {
        const stored = part.serialize(value[key] as never).value;
        return stored === undefined ? [] : [[key, stored] as const];
      });
      return { value: { ...constant, ...Object.fromEntries(written) } as FormFieldStoredValue };
    },
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}

/** Select options from a list file's entries (`- id: … name: …`), for the editor's category pickers. */
export function optionsFrom(entries: { id: string; name: string }[]): { label: string; value: string }[] {
  return entries.map((entry) => ({ label: entry.name, value: entry.id }));
}

/** Every year from `min` to `max` as one pattern, so a text field's own check refuses a year out of range. */
function yearsPattern(min: number, max: number): RegExp {
  const years = Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
  return new RegExp(`^(${years.join("|")})$`);
}

/**
 * A year (a zod `.number().int()` with year bounds, e.g. a franchise's `establishedYear`), written as a number.
 * Keystatic's number fields group digits by the browser's locale, so 2003 reads "2,003": this is its text field,
 * holding the year as typed and checking the range with the message it shows under the field.
 */
export function year(
  label: string,
  description: string | undefined,
  { min, max, isRequired = false }: { min: number; max: number; isRequired?: boolean },
): BasicFormField<string> {
  const rule = `must be a year from ${min} to ${max}, in four digits`;
  const regex = yearsPattern(min, max);
  // Left empty, an optional year is simply not written.
  const text = isRequired
    ? fields.text({ label, description, validation: { isRequired, pattern: { regex, message: `${label} ${rule}` } } })
    : textOrNothing({ label, description, validation: { pattern: { regex, message: rule } } });
  const read = (stored: FormFieldStoredValue) => {
    if (stored === undefined) return "";
    if (typeof stored === "number") return String(stored);
    throw new Error(`${label} must be a year, in four digits`);
  };
  return storedAsText(label, text, "", read, (value) => (value === "" ? undefined : Number(value)));
}

type SlugArgs = Parameters<typeof fields.slug>[0];
type SlugValue = { name: string; slug: string };
/** A pattern no text fits: the way to have Keystatic's own slug input show a message of ours as its error. */
const NOTHING = /(?!)/;

/**
 * Keystatic's slug field with one more rule, `refused`, which sees both halves (the slug and the file name) and
 * returns what is wrong in words, e.g. a slug another entry already has. Its message shows under the slug, as the
 * field's own errors do (the input is handed the message as the pattern's), and saving is refused with it.
 */
export function slugRefusing(
  args: SlugArgs,
  refused: (value: SlugValue) => string | undefined,
): ReturnType<typeof fields.slug> {
  const base = fields.slug(args);
  const withMessage = (message: string): SlugArgs => ({
    ...args,
    name: { ...args.name, validation: { ...args.name.validation, pattern: { regex: NOTHING, message } } },
  });
  return {
    ...base,
    Input: (props) => {
      const message = refused(props.value);
      // The slug input reads its rules from `args`, which Keystatic's own Input passes before the props it is given.
      const shown = message === undefined ? props : ({ ...props, args: withMessage(message) } as typeof props);
      return createElement(base.Input, shown);
    },
    validate: (value, extra) => {
      const checked = base.validate(value, extra);
      const message = refused(value);
      if (message !== undefined) throw new Error(message);
      return checked;
    },
  };
}
