/**
 * The browser editor's fields generated from a zod schema (page copy: src/lib/schemas/copy-schemas.ts), so the
 * editor's limits are the schema's by construction: a string's min/max length and pattern, a number's bounds and
 * whether it is whole, an enum's values, what is optional, lists of texts or groups with their lengths, and each
 * field's `.describe()` text as its help. Refinements (placeholders, lengths once expanded) stay the build's.
 * Shapes Keystatic cannot store as the schema reads them (unions, records) throw, naming the field.
 */
import { createElement } from "react";
import { fields } from "@keystatic/core";
import type { BasicFormField, ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "zod";
import { preprocessed, unwrap } from "@/lib/schemas/unwrap";
import { choiceLabelsOf } from "@/lib/schemas/choice-labels";
import { STACKED, optionalGroup, textOrNothing, year } from "./fields";
import { numbers } from "./numbers";

type AnySchema = z.ZodTypeAny;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type AnyBasicField = BasicFormField<{} | null, {} | null, unknown>;
interface Def {
  typeName?: string;
  checks?: { kind: string; value?: number | string; inclusive?: boolean; regex?: RegExp }[];
  [key: string]: unknown;
}
const defOf = (schema: AnySchema) => schema._def as Def;

/** "heroTitle" → "Hero title": a label from a field's key, where no label is given. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The `.describe()` text on a schema or any wrapper around it (optional, refinements). */
function describedAs(schema: AnySchema): string | undefined {
  let at: AnySchema | undefined = schema;
  while (at) {
    if (at.description) return at.description;
    const def = at._def as { innerType?: AnySchema; schema?: AnySchema; in?: AnySchema };
    at = def.innerType ?? def.schema ?? def.in;
  }
  return undefined;
}

const CONSTANT = new WeakSet<object>();

/** The patterns the content schemas use, in words an owner reads (the message shown when a value does not fit). */
const PATTERN_WORDS: Record<string, string> = {
  "^[a-z0-9-]+$": "lower-case letters, digits and hyphens, with no spaces",
  "^[a-z0-9]+(?:-[a-z0-9]+)*$": "lower-case letters, digits and single hyphens, with no spaces",
  "^[a-z][A-Za-z0-9]*$": "a lower-case letter, then letters and digits, with no spaces",
  "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$": "a date as YYYY-MM-DD",
  "^\\d{4}-\\d{2}-\\d{2}$": "a date as YYYY-MM-DD",
  "^\\+44\\d{9,10}$": "+44 then the number without its first 0, with no spaces",
  "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$": "an email address",
  "^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$": 'a full UK postcode in capitals with its space, e.g. "LS11 5QT"',
  "^GB \\d{3} \\d{4} \\d{2}$": 'a VAT number written "GB 123 4567 89"',
  "^0\\d{2,4}( \\d{3,4}){1,2}$": 'a UK phone number with its spaces, e.g. "020 7946 0123"',
  "^(\\d{8}|(SC|NI|OC|SO|NC)\\d{6})$": "a company number: 8 digits, or 2 letters and 6 digits",
  "^https:\\/\\/": "an address starting https://",
  "^\\d{4}\\/\\d{2}$": 'a tax year written "2026/27"',
  "^\\d+$": "digits only",
};

/**
 * What a pattern asks for, in words after the field's label ("must be …"): the schema's own message, a known
 * pattern's words, or its prefix or suffix.
 */
function patternRule(
  starts: string | undefined,
  ends: string | undefined,
  regex: RegExp,
  message: string | undefined,
): string {
  if (message) return message;
  if (PATTERN_WORDS[regex.source]) return `must be ${PATTERN_WORDS[regex.source]}`;
  if (starts !== undefined && ends !== undefined) return `must start with ${starts} and end with ${ends}`;
  if (starts !== undefined) return `must start with ${starts}`;
  if (ends !== undefined) return `must end with ${ends}`;
  return "is not written as its description says";
}

/** Keys whose texts run to sentences: a box of several lines. Any other text is one line, however long it may be. */
const LONG_TEXT =
  /(description|lead|text|answer|quote|paragraph|story|statement|conditions|summary|definition|detail|fees|joining|note|policy|basis|cancellation|records|clientFee)s?$/i;

/** A value the schema fixes (a zod literal such as a consent record's `genuine: true`): not shown, always written. */
type Fixed = string | number | boolean;

function constant(value: Fixed): BasicFormField<Fixed> {
  const parse = () => value;
  const field: BasicFormField<Fixed> = {
    kind: "form",
    Input: () => null,
    defaultValue: () => value,
    parse,
    serialize: () => ({ value }),
    validate: (current) => current,
    reader: { parse },
  };
  CONSTANT.add(field);
  return field;
}

/** The first choice of an optional select: written "", which the schema reads as not stated (not-stated.ts). */
const NOT_STATED = { label: "Not stated", value: "" };

type Choice = { state: string; parts: Record<string, unknown> };

/**
 * A word or a group (zod `z.union([z.literal("pending"), z.object({ source, checkedOn })])`, a claim's evidence):
 * a choice between the word, the group (its fields shown), and nothing where the schema may leave it out.
 */
function wordOrGroup(
  label: string,
  description: string | undefined,
  word: string,
  parts: Record<string, AnyBasicField>,
  optional: boolean,
): BasicFormField<Choice> {
  const GROUP = "(filled in below)";
  const picker = fields.select({
    label,
    description,
    options: [
      ...(optional ? [{ label: "(none)", value: "" }] : []),
      { label: word === "pending" ? "Pending" : word, value: word },
      {
        label: word === "pending" ? "On file (below)" : "Filled in below",
        value: GROUP,
      },
    ],
    defaultValue: optional ? "" : word,
  });
  const entries = Object.entries(parts);
  const parse = (stored: FormFieldStoredValue): Choice => {
    // Nothing stored: nothing where the schema may leave it out, else the word ("pending"), as a new entry starts.
    if (stored === undefined) return { state: optional ? "" : word, parts: defaults() };
    if (stored === word) return { state: word, parts: defaults() };
    if (stored && typeof stored === "object" && !Array.isArray(stored)) {
      const record = stored as Record<string, FormFieldStoredValue>;
      return {
        state: GROUP,
        parts: Object.fromEntries(entries.map(([key, part]) => [key, part.parse(record[key])])),
      };
    }
    throw new Error(`${label}: "${word}" or the group's fields`);
  };
  const defaults = () => Object.fromEntries(entries.map(([key, part]) => [key, part.defaultValue()]));
  const validate = (value: Choice) => {
    if (value.state === GROUP) for (const [key, part] of entries) part.validate(value.parts[key] as never);
    return value;
  };
  return {
    kind: "form",
    label,
    Input: ({ value, onChange, autoFocus, forceValidation }) =>
      createElement(
        "div",
        STACKED,
        createElement(picker.Input, {
          value: value.state,
          onChange: (state: string) => onChange({ ...value, state }),
          autoFocus,
          forceValidation: false,
        }),
        ...(value.state === GROUP
          ? entries.map(([key, part]) =>
              createElement(part.Input, {
                key,
                value: value.parts[key] as never,
                onChange: (next: unknown) => onChange({ ...value, parts: { ...value.parts, [key]: next } }),
                autoFocus: false,
                forceValidation,
              }),
            )
          : []),
      ),
    defaultValue: () => ({ state: optional ? "" : word, parts: defaults() }),
    parse,
    serialize: (value) => {
      if (value.state === "") return { value: undefined };
      if (value.state === word) return { value: word };
      const written = entries.flatMap(([key, part]) => {
        const stored = part.serialize(value.parts[key] as never).value;
        return stored === undefined ? [] : [[key, stored] as const];
      });
      return { value: Object.fromEntries(written) as FormFieldStoredValue };
    },
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}

/**
 * Throws, naming the field, unless the schema reads `empty` (what Keystatic's built-in field writes when nothing is
 * picked) as not stated: an optional field needs src/lib/schemas/not-stated.ts (or a default) for the editor's form.
 */
function notStatedAs(schema: AnySchema, empty: unknown, path: string): void {
  const read = preprocessed(schema, empty);
  if (read === undefined || defOf(schema).typeName === "ZodDefault") return;
  throw new Error(
    `${path}: the editor writes ${JSON.stringify(empty)} for nothing chosen; read it as not stated with src/lib/schemas/not-stated.ts`,
  );
}

/** Whether a generated field is a single form field (optional groups can hold only those). */
const isBasic = (field: ComponentSchema): field is AnyBasicField => field.kind === "form";

/** The fields a list shows its entries by, the first an entry has: what an owner reads, before any key or id. */
const SHOWN_BY = ["name", "title", "question", "text", "label", "value"];

/** A text's value as a list item's label. */
function itemLabelOf(element: ComponentSchema): (props: unknown) => string {
  if (element.kind === "conditional") {
    // A choice (a statistic): shown by what was chosen, a picked option by its words.
    return (props) => {
      const { discriminant, value } = props as { discriminant: string; value: unknown };
      const chosen = element.values[discriminant];
      const options = (chosen as { options?: { label: string; value: string }[] } | undefined)?.options;
      if (options) {
        const picked = (value as { value?: unknown }).value;
        return options.find((option) => option.value === picked)?.label ?? "Item";
      }
      return chosen ? itemLabelOf(chosen)(value) : "Item";
    };
  }
  if (element.kind === "object") {
    const texts = Object.entries(element.fields).filter(([, child]) => child.kind === "form" && "parse" in child);
    const first =
      SHOWN_BY.flatMap((key) => texts.filter(([name]) => name === key))[0] ??
      texts.find(([name]) => name !== "key" && name !== "id") ??
      texts[0];
    return (props) => {
      const value = first ? (props as { fields: Record<string, { value: unknown }> }).fields[first[0]]?.value : "";
      return typeof value === "string" && value ? value : "Item";
    };
  }
  return (props) => {
    const value = (props as { value: unknown }).value;
    return typeof value === "string" && value ? value : "Item";
  };
}

/**
 * The kinds of a zod discriminated union on `discriminant` whose options hold their fields under `value` (the shape
 * Keystatic's conditional fields and blocks write), each with its label and generated field; undefined for any other
 * union. A kind's label is the wording's (`<path>:<kind>`), else its literal's description.
 */
function kindsOf(
  union: AnySchema,
  path: string,
  wording: Wording,
): { kind: string; label: string; schema: ComponentSchema }[] | undefined {
  const def = defOf(union);
  if (def.discriminator !== "discriminant") return undefined;
  const kinds = [];
  for (const option of def.options as z.AnyZodObject[]) {
    const shape = option.shape as Record<string, AnySchema>;
    if (Object.keys(shape).some((key) => key !== "discriminant" && key !== "value")) return undefined;
    const literal = unwrap(shape.discriminant!).inner;
    const kind = defOf(literal).value;
    if (typeof kind !== "string") return undefined;
    const words = wording[`${path}:${kind}`];
    const label = (typeof words === "string" ? words : words?.label) ?? describedAs(shape.discriminant!) ?? kind;
    const value = shape.value;
    const description = typeof words === "string" ? undefined : words?.description;
    kinds.push({
      kind,
      label,
      schema: value
        ? fieldFromZod(value, label, `${path}:${kind}`, wording, description ?? describedAs(value))
        : fields.empty(),
    });
  }
  return kinds;
}

/** A section's label in a list of blocks: its kind, and its heading's title once it has one. */
function headingOf(props: unknown, kind: string): string {
  const heading = (props as { fields?: Record<string, { fields?: Record<string, { value?: unknown }> }> }).fields
    ?.heading?.fields?.title?.value;
  return typeof heading === "string" && heading ? `${kind}: ${heading}` : kind;
}

/**
 * Words for the form, by a field's path (`hero.title`, `figures[].key`): a label, or a label and a description an
 * owner reads in place of the schema's `.describe()` text (written for whoever maintains the files).
 */
export type Wording = Record<string, string | { label?: string; description?: string }>;

/**
 * Words for fields that recur across the content files, where the schema's description is written for whoever keeps
 * the code (file paths, field names in backticks): what an owner reads instead, unless a form words them itself.
 */
const COMMON_WORDING: Wording = {
  id: {
    label: "Key",
    description:
      "The name other files use for this entry: lower-case letters, digits and hyphens. Never change one in use.",
  },
  icon: { label: "Icon", description: "The small picture shown with it." },
  evidence: {
    label: "Evidence",
    description:
      'The proof on file for this claim: "On file" says where it is kept and when it was checked. Leave it "Pending" until there is some: pending claims are listed before launch, and the live site is not built while any is pending.',
  },
  "evidence.source": "Where the proof is kept",
  "evidence.checkedOn": "Checked against it on",
  consent: {
    label: "Consent",
    description:
      "The day the person confirmed the words are theirs and agreed to their use here. Without it the site does not show them.",
  },
  consentedOn: "Agreed on",
  keywords: "Search keywords",
  seo: { label: "Search engines", description: "How the page appears in search results." },
  "seo.title": {
    label: "Title in search results",
    description: "The title search engines and browser tabs show; the site's name is added after it.",
  },
  "seo.description": "Snippet in search results",
  eyebrow: { label: "Small label above the heading", description: "A word or two shown small, above the heading." },
};

/** The label and description of the field at `path`: the wording's where it has some, else the key's and the schema's. */
function wordsFor(wording: Wording, path: string, key: string, schema: AnySchema) {
  const parent = path
    .split(/[.[\]:]/)
    .filter(Boolean)
    .at(-2);
  const words = wording[path] ?? COMMON_WORDING[`${parent}.${key}`] ?? COMMON_WORDING[key];
  if (typeof words === "string") return { label: words, description: describedAs(schema) };
  return { label: words?.label ?? labelFromKey(key), description: words?.description ?? describedAs(schema) };
}

/**
 * The editor field for one schema field. `label` names it in the form; `path` (dotted) names it in an error when
 * the schema has a shape the editor cannot store, and finds its children's words in `wording`.
 */
export function fieldFromZod(
  schema: AnySchema,
  label: string,
  path = label,
  wording: Wording = {},
  description = describedAs(schema),
): ComponentSchema {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const child = (childSchema: AnySchema, key: string, childPath: string) => {
    const words = wordsFor(wording, childPath, key, childSchema);
    return fieldFromZod(childSchema, words.label, childPath, wording, words.description);
  };
  const checks = def.checks ?? [];
  const check = (kind: string) => checks.find((c) => c.kind === kind);
  // The field's own key, the last part of its path ("founded.year" → "year").
  const key =
    path
      .split(/[.[\]:]/)
      .filter(Boolean)
      .pop() ?? "";
  switch (def.typeName) {
    case "ZodString": {
      const min = (check("min") ?? check("length"))?.value as number | undefined;
      const max = (check("max") ?? check("length"))?.value as number | undefined;
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      const starts = (check("startsWith") as { value?: string } | undefined)?.value;
      const ends = (check("endsWith") as { value?: string } | undefined)?.value;
      const regex =
        check("regex")?.regex ??
        (starts !== undefined || ends !== undefined
          ? new RegExp(`^${escape(starts ?? "")}[\\s\\S]*${escape(ends ?? "")}$`)
          : undefined);
      const multiline = (max === undefined || max > 120) && LONG_TEXT.test(key);
      const message = (check("regex") as { message?: string } | undefined)?.message;
      const length = { min: min ?? 0, max: max ?? Infinity };
      const rule = regex ? { regex, message: patternRule(starts, ends, regex, message) } : undefined;
      if (optional) return textOrNothing({ label, description, multiline, validation: { length, pattern: rule } });
      const pattern = rule ? { pattern: { regex: rule.regex, message: `${label} ${rule.message}` } } : {};
      return fields.text({ label, description, multiline, validation: { length, ...pattern } });
    }
    case "ZodNumber": {
      const whole = checks.some((c) => c.kind === "int");
      const lowest = check("min");
      const highest = check("max");
      const step = whole ? 1 : 0.01;
      const bound = (limit: typeof lowest, by: number) =>
        limit ? Number(limit.value) + (limit.inclusive ? 0 : by) : undefined;
      const min = bound(lowest, step);
      const max = bound(highest, -step);
      const validation = { isRequired: !optional, min, max };
      // A year in a number field would read "2,003" (the browser groups its digits): a year field instead.
      if (whole && /year$/i.test(key) && min !== undefined && max !== undefined)
        return year(label, description, { min, max, isRequired: !optional });
      return whole
        ? numbers.integer({ label, description, validation })
        : numbers.number({ label, description, validation });
    }
    case "ZodBoolean":
      return fields.checkbox({ label, description });
    case "ZodDate":
      return fields.date({ label, description, validation: { isRequired: !optional } });
    case "ZodEnum": {
      const values = def.values as string[];
      const shown = choiceLabelsOf(inner) ?? choiceLabelsOf(schema) ?? {};
      const options = values.map((value) => ({ label: shown[value] ?? value, value }));
      // An optional choice starts as not stated, which the select writes as "" (the schema reads "" so).
      if (optional) notStatedAs(schema, "", path);
      return fields.select({
        label,
        description,
        options: optional ? [NOT_STATED, ...options] : options,
        defaultValue: optional ? "" : values[0]!,
      });
    }
    case "ZodLiteral":
      if (optional) break;
      return constant(def.value as Fixed);
    case "ZodDiscriminatedUnion": {
      // A choice of kinds written as Keystatic writes one (`discriminant`, then the chosen kind's `value`).
      const kinds = optional ? undefined : kindsOf(inner, `${path}`, wording);
      if (!kinds) break;
      return fields.conditional(
        fields.select({
          label,
          description,
          options: kinds.map(({ kind, label: shown }) => ({ label: shown, value: kind })),
          defaultValue: kinds[0]!.kind,
        }),
        Object.fromEntries(kinds.map(({ kind, schema: field }) => [kind, field])),
      );
    }
    case "ZodArray": {
      const items = unwrap(def.type as AnySchema).inner;
      const kinds =
        defOf(items).typeName === "ZodDiscriminatedUnion" ? kindsOf(items, `${path}[]`, wording) : undefined;
      if (kinds && !optional && kinds.every(({ schema: field }) => field.kind === "object")) {
        // A list of sections of different kinds: Keystatic's blocks, each shown by its kind and its heading.
        const exact = (def.exactLength as { value: number } | null)?.value;
        return fields.blocks(
          Object.fromEntries(
            kinds.map(({ kind, label: shown, schema: field }) => [
              kind,
              { label: shown, schema: field, itemLabel: (props: unknown) => headingOf(props, shown) },
            ]),
          ),
          {
            label,
            description,
            validation: {
              length: {
                min: (def.minLength as { value: number } | null)?.value ?? exact,
                max: (def.maxLength as { value: number } | null)?.value ?? exact,
              },
            },
          },
        ) as unknown as ComponentSchema;
      }
      const itemWords = wording[`${path}[]`];
      const itemLabel = typeof itemWords === "string" ? itemWords : (itemWords?.label ?? label.replace(/s$/, ""));
      const element = fieldFromZod(def.type as AnySchema, itemLabel, `${path}[]`, wording);
      const exact = (def.exactLength as { value: number } | null)?.value;
      const max = (def.maxLength as { value: number } | null)?.value ?? exact;
      // An optional list with nothing in it is written [], which the schema must read as not stated (or as its
      // default): its least is then none, and a stated list of one is all a field of Keystatic's can also ask.
      const least = (def.minLength as { value: number } | null)?.value ?? exact;
      if (optional) notStatedAs(schema, [], path);
      if (optional && least !== undefined && least > 1)
        throw new Error(`${path}: the editor cannot store a list of none or at least ${least} as the schema reads it`);
      const min = optional ? undefined : least;
      // Entries named by a `key` (the register's figures): the editor keeps each key unique in the list.
      const keyed = element.kind === "object" && element.fields.key?.kind === "form";
      const list = fields.array(element, {
        label,
        description,
        itemLabel: itemLabelOf(element) as never,
        validation: { length: { min, max } },
        ...((keyed ? { slugField: "key" } : {}) as { slugField?: undefined }),
      });
      return list;
    }
    case "ZodUnion": {
      // A word or a group of plain fields; any other choice of shapes is not stored as the schema reads it.
      const options = (def.options as AnySchema[]).map((option) => unwrap(option).inner);
      const word = options.find((option) => defOf(option).typeName === "ZodLiteral");
      const group = options.find((option) => defOf(option).typeName === "ZodObject");
      if (options.length !== 2 || !word || !group || typeof defOf(word).value !== "string") break;
      const shape = (group as z.AnyZodObject).shape as Record<string, AnySchema>;
      const parts = Object.fromEntries(
        Object.entries(shape).map(([key, part]) => [key, child(part, key, `${path}.${key}`)]),
      );
      if (!Object.values(parts).every(isBasic)) break;
      return wordOrGroup(
        label,
        description,
        defOf(word).value as string,
        parts as Record<string, AnyBasicField>,
        optional,
      );
    }
    case "ZodObject": {
      const shape = (inner as z.AnyZodObject).shape as Record<string, AnySchema>;
      const children = Object.fromEntries(
        Object.entries(shape).map(([key, part]) => [key, child(part, key, `${path}.${key}`)]),
      );
      if (!optional) return fields.object(children, { label, description });
      const parts = Object.entries(children);
      if (parts.every(([, part]) => isBasic(part))) {
        // Written only once something is filled in: the schema's fixed values alone do not count.
        const entered = parts.filter(([, part]) => !CONSTANT.has(part));
        return optionalGroup(label, children as Record<string, AnyBasicField>, {
          isEmpty: (value) =>
            entered.every(([key, part]) => {
              const current = value[key];
              if (current === "" || current === null || current === undefined) return true;
              // A part left as it starts (an evidence field's "pending") does not make the group filled in.
              const field = part as AnyBasicField;
              const written = JSON.stringify(field.serialize(current as never).value);
              return written === undefined || written === JSON.stringify(field.serialize(field.defaultValue()).value);
            }),
        });
      }
      break;
    }
  }
  throw new Error(`${path}: the editor cannot store ${def.typeName ?? "this shape"} as the schema reads it`);
}

/**
 * Editor fields for every field of an object schema, worded from `wording` (by path: `hero.title`) or from the key
 * and the schema's description. Throws, naming the field, where a shape cannot be stored as the schema reads it.
 */
export function fieldsFromZod(schema: AnySchema, wording: Wording = {}): Record<string, ComponentSchema> {
  const shape = (unwrap(schema).inner as z.AnyZodObject).shape as Record<string, AnySchema>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, child]) => {
      const words = wordsFor(wording, key, key, child);
      return [key, fieldFromZod(child, words.label, key, wording, words.description)];
    }),
  );
}

/** Whether every field of an object schema can be generated (see fieldsFromZod). */
export function editableFromZod(schema: AnySchema): boolean {
  try {
    fieldsFromZod(schema);
    return true;
  } catch {
    return false;
  }
}
