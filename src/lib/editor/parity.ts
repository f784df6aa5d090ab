/**
 * Whether the browser editor's fields (keystatic.config.ts) apply the content schemas' rules
 * (src/content.config.ts), found by trying values on both: for every field of a collection, each value the schema
 * or the editor treats differently (a length either side of a limit, every allowed value and one more, nothing at
 * all, the values the content files hold) must be accepted by the editor when the schema accepts it, and whatever
 * the editor would write for it must be accepted by the schema. Refinements (min ≤ max, a real location, word
 * counts) are the build's to check and are left out here, as are fields the editor keeps without showing them and
 * a part left empty in a group the schema may leave out (a group half filled in: the build names the part missing).
 * Values are read as the schema's preprocessing reads them (src/lib/schemas/not-stated.ts: [] and "" as not stated).
 */
import type { z } from "zod";
import { preprocessed, unwrap } from "@/lib/schemas/unwrap";

type AnySchema = z.ZodTypeAny;
interface Def {
  typeName?: string;
  [key: string]: unknown;
}
const defOf = (schema: AnySchema) => schema._def as Def;

/** A Keystatic field, as far as this check reads it. */
export interface EditorField {
  kind: string;
  label?: string;
  formKind?: string;
  fields?: Record<string, EditorField>;
  element?: EditorField;
  discriminant?: EditorField;
  values?: Record<string, EditorField>;
  validation?: { length?: { min?: number; max?: number } };
  parse?: (value: unknown, extra?: unknown) => unknown;
  validate?: (value: unknown, extra?: unknown) => unknown;
  serialize?: (value: unknown) => { value: unknown };
  serializeWithSlug?: (value: unknown) => { value: unknown };
}

/**
 * Whether a field is Keystatic's `fields.ignored()` (labelled "Ignored" by Keystatic): not shown, it writes back what
 * the file holds and nothing else, so an owner can put no value there; the build alone checks what is there.
 */
export const isIgnored = (field: EditorField): boolean => field.kind === "form" && field.label === "Ignored";

/** What the editor does with a stored value: refuses it, or keeps it and writes `written` (undefined: no key). */
type Outcome = { ok: false; problem: string } | { ok: true; written: unknown };

/** The editor's outcome for one stored value of `field`. */
export function editorOutcome(field: EditorField, stored: unknown, isSlugField = false): Outcome {
  try {
    if (field.kind === "object") {
      if (stored !== undefined && (typeof stored !== "object" || stored === null || Array.isArray(stored)))
        return { ok: false, problem: "not a group" };
      const record = (stored ?? {}) as Record<string, unknown>;
      const written: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(field.fields ?? {})) {
        const outcome = editorOutcome(child, record[key]);
        if (!outcome.ok) return outcome;
        if (outcome.written !== undefined) written[key] = outcome.written;
      }
      return { ok: true, written };
    }
    if (field.kind === "conditional") {
      // A choice of kinds: the kind picked, then that kind's own field (absent for a kind with none).
      if (typeof stored !== "object" || stored === null || Array.isArray(stored))
        return { ok: false, problem: "not a choice" };
      const { discriminant, value } = stored as { discriminant?: unknown; value?: unknown };
      const picked = editorOutcome(field.discriminant!, discriminant);
      if (!picked.ok) return picked;
      const chosen = field.values?.[String(picked.written)];
      if (!chosen) return { ok: false, problem: `no kind "${String(picked.written)}"` };
      if (chosen.kind === "form" && !chosen.parse) return { ok: true, written: { discriminant: picked.written } };
      const inner = editorOutcome(chosen, value);
      if (!inner.ok) return inner;
      return {
        ok: true,
        written:
          inner.written === undefined
            ? { discriminant: picked.written }
            : { discriminant: picked.written, value: inner.written },
      };
    }
    if (field.kind === "array") {
      if (stored !== undefined && !Array.isArray(stored)) return { ok: false, problem: "not a list" };
      const items = (stored ?? []) as unknown[];
      const { min = 0, max = Infinity } = field.validation?.length ?? {};
      if (items.length < min || items.length > max) return { ok: false, problem: `${items.length} items` };
      const written: unknown[] = [];
      for (const item of items) {
        const outcome = editorOutcome(field.element!, item);
        if (!outcome.ok) return outcome;
        written.push(outcome.written ?? null);
      }
      return { ok: true, written };
    }
    if (isSlugField) {
      const slug = typeof stored === "string" ? stored : "";
      const value = field.parse!(stored, { slug });
      field.validate!(value, { slugField: { slugs: new Set(), glob: "*" } });
      return { ok: true, written: field.serializeWithSlug!(value).value };
    }
    if (field.formKind === "asset") {
      // An uploaded image: the file holds its path; nothing stored is an image not chosen.
      const value = field.parse!(stored, { asset: stored === undefined ? undefined : new Uint8Array() });
      field.validate!(value);
      return { ok: true, written: stored };
    }
    const value = field.parse!(stored);
    field.validate!(value);
    const written = field.serialize!(value).value;
    // Dates are written as YAML dates; the schema reads them as such.
    return { ok: true, written: written instanceof Date ? written.toISOString() : written };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}

/** Whether the schema's own checks (refinements aside) accept `value`, read as its preprocessing reads it. */
export function schemaAccepts(schema: AnySchema, stored: unknown): boolean {
  const { inner, optional } = unwrap(schema);
  const value = preprocessed(schema, stored);
  if (value === undefined) return optional;
  const def = defOf(inner);
  switch (def.typeName) {
    case "ZodObject": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      const shape = (inner as z.AnyZodObject).shape as Record<string, AnySchema>;
      const record = value as Record<string, unknown>;
      if (def.unknownKeys === "strict" && Object.keys(record).some((key) => !(key in shape))) return false;
      return Object.entries(shape).every(([key, child]) => schemaAccepts(child, record[key]));
    }
    case "ZodArray": {
      if (!Array.isArray(value)) return false;
      const exact = (def.exactLength as { value: number } | null)?.value;
      const min = (def.minLength as { value: number } | null)?.value ?? exact ?? 0;
      const max = (def.maxLength as { value: number } | null)?.value ?? exact ?? Infinity;
      return (
        value.length >= min && value.length <= max && value.every((item) => schemaAccepts(def.type as AnySchema, item))
      );
    }
    case "ZodUnion":
      return (def.options as AnySchema[]).some((option) => schemaAccepts(option, value));
    default:
      return inner.safeParse(value).success;
  }
}

const isReference = (schema: AnySchema) => {
  const def = defOf(schema);
  return (
    def.typeName === "ZodUnion" &&
    (def.options as AnySchema[]).some((option) => defOf(unwrap(option).inner).typeName === "ZodObject")
  );
};

/** Values worth trying on a field: either side of each limit, each allowed value and one more, and `samples`. */
export function probes(schema: AnySchema, samples: readonly unknown[] = []): unknown[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  const checks = (def.checks as { kind: string; value?: number }[] | undefined) ?? [];
  const limits = checks.flatMap((check) => (typeof check.value === "number" ? [check.value] : []));
  const around = limits.flatMap((limit) => [limit - 1, limit, limit + 1]).filter((n) => n >= 0);
  const found: unknown[] = [undefined, ...samples];
  // An id of another entry: only the ids the files hold tell a picker's list apart from a typo.
  if (isReference(inner)) return found;
  switch (def.typeName) {
    case "ZodString":
      found.push("", "abc", "Abc", "a--b", "123", "TBA", "https://example.com/a.pdf", "/brochures/a.pdf");
      for (const length of around) found.push("a".repeat(length), "1".repeat(length));
      break;
    case "ZodNumber":
      found.push(0, -1, 1, 1.5, 2000, "5", ...around, ...around.map((n) => -n));
      break;
    case "ZodBoolean":
      found.push(true, false, "yes");
      break;
    case "ZodDate":
      found.push("2025-01-06", "not a date");
      break;
    case "ZodEnum":
      found.push(...(def.values as string[]), "not-one-of-them");
      break;
    case "ZodLiteral":
      found.push(def.value);
      break;
    case "ZodUnion":
      for (const option of def.options as AnySchema[]) found.push(...probes(option));
      break;
    case "ZodArray": {
      const item = def.type as AnySchema;
      const good = probes(item, samples.flat()).find((value) => value !== undefined && schemaAccepts(item, value));
      const lengths = [
        0,
        1,
        2,
        3,
        4,
        5,
        ...[def.minLength, def.maxLength, def.exactLength].flatMap((c) => {
          const n = (c as { value: number } | null)?.value;
          return n === undefined ? [] : [n - 1, n, n + 1];
        }),
      ].filter((n) => n >= 0);
      if (good !== undefined) for (const length of lengths) found.push(Array.from({ length }, () => good));
      found.push("not a list");
      // Each item value tried alone, in a list as long as the schema asks for.
      const length = Math.max(
        1,
        (def.minLength as { value: number } | null)?.value ?? 0,
        (def.exactLength as { value: number } | null)?.value ?? 0,
      );
      for (const value of probes(item, samples.flat()))
        if (value !== undefined) found.push(Array.from({ length }, () => value));
      break;
    }
  }
  return found;
}

/** One value the two treat differently. */
export interface Mismatch {
  field: string;
  value: unknown;
  problem: string;
}

/** What Keystatic's built-in fields write for a part left empty: nothing, "" or []. */
const writtenEmpty = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

const show = (value: unknown) => (value === undefined ? "(nothing)" : JSON.stringify(value));

/**
 * Every difference between an object schema and the editor's fields for it: fields on one side only, and values
 * one side refuses that the other accepts. `samples(path)` gives values the content files hold for a field.
 */
export function compareFields(
  schema: AnySchema,
  editor: Record<string, EditorField>,
  samples: (path: string) => unknown[] = () => [],
  {
    slugField,
    prefix = "",
    inOptionalGroup = false,
  }: { slugField?: string; prefix?: string; inOptionalGroup?: boolean } = {},
): Mismatch[] {
  const shape = (unwrap(schema).inner as z.AnyZodObject).shape as Record<string, AnySchema>;
  const mismatches: Mismatch[] = [];
  for (const key of Object.keys(shape))
    if (!(key in editor)) mismatches.push({ field: prefix + key, value: undefined, problem: "not in the editor" });
  for (const key of Object.keys(editor))
    if (!(key in shape)) mismatches.push({ field: prefix + key, value: undefined, problem: "not in the schema" });
  for (const [key, child] of Object.entries(shape)) {
    const field = editor[key];
    if (!field || isIgnored(field)) continue;
    const path = prefix + key;
    const { inner, optional } = unwrap(child);
    const values = probes(child, samples(path));
    // A group's own fields are compared one by one; the group itself only for being there or not.
    if (defOf(inner).typeName === "ZodObject" && field.kind === "object") {
      mismatches.push(
        ...compareFields(inner, field.fields!, samples, { prefix: `${path}.`, inOptionalGroup: optional }),
      );
      values.splice(1);
    }
    for (const value of values) {
      const outcome = editorOutcome(field, value, path === slugField);
      if (schemaAccepts(child, value) && !outcome.ok)
        mismatches.push({
          field: path,
          value,
          problem: `the schema accepts ${show(value)}, the editor refuses it (${outcome.problem})`,
        });
      // In a group the schema may leave out, Keystatic's fields.object lets any part be left empty (the group is
      // then not stated, src/lib/schemas/not-stated.ts): a group half filled in is the build's to refuse.
      if (inOptionalGroup && outcome.ok && writtenEmpty(outcome.written)) continue;
      if (outcome.ok && !schemaAccepts(child, outcome.written))
        mismatches.push({
          field: path,
          value,
          problem: `the editor accepts ${show(value)} and writes ${show(outcome.written)}, which the schema refuses`,
        });
    }
  }
  return mismatches;
}
