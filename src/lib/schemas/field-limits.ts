/**
 * Each field of a content schema with its limits, read from the zod schema itself, so the editing guide's tables
 * (docs/editing-content.md) can be checked against the rules the build applies (tests/unit/editing-guide.test.ts)
 * and never drift from them.
 */
import type { z } from "zod";
import { unwrap } from "@/lib/schemas/unwrap";

/** One field as the guide's table lists it. */
export interface FieldLimit {
  /** Dotted path: `investmentRange.min`, `features[]`. */
  field: string;
  required: boolean;
  /** The limits in words: "40-200 characters", "exactly 4", "whole number, 1900 or later". */
  limits: string;
  /** The field's `.describe()` text, if any. */
  description: string;
}

type AnySchema = z.ZodTypeAny;
interface Def {
  typeName?: string;
  [key: string]: unknown;
}
const defOf = (schema: AnySchema) => schema._def as Def;

const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? min === max
      ? `exactly ${min} ${unit}`
      : `${min}-${max} ${unit}`
    : min !== undefined
      ? `at least ${min} ${unit}`
      : max !== undefined
        ? `at most ${max} ${unit}`
        : "";

/** The limits of one leaf schema in words. */
function limitsOf(schema: AnySchema): string {
  const def = defOf(schema);
  const checks = (def.checks as { kind: string; value?: number }[] | undefined) ?? [];
  const check = (kind: string) => checks.find((c) => c.kind === kind)?.value;
  switch (def.typeName) {
    case "ZodString": {
      const length = check("length");
      const words =
        length !== undefined ? `exactly ${length} characters` : range(check("min"), check("max"), "characters");
      const pattern = checks.some((c) => c.kind === "regex") ? "a set pattern" : "";
      return ["text", words, pattern].filter(Boolean).join(", ");
    }
    case "ZodNumber": {
      const whole = checks.some((c) => c.kind === "int") ? "whole number" : "number";
      const minCheck = checks.find((c) => c.kind === "min") as { value: number; inclusive?: boolean } | undefined;
      const min = minCheck?.value;
      // A year limit set to the year the build runs in reads as such, so the guide does not go stale on 1 January.
      const maxValue = check("max");
      const max = maxValue === new Date().getFullYear() ? "the current year" : maxValue;
      const bounds =
        minCheck?.inclusive === false
          ? `more than ${min}`
          : min !== undefined && max !== undefined
            ? `${min} to ${max}`
            : min !== undefined
              ? `${min} or more`
              : max !== undefined
                ? `${max} or less`
                : "";
      return [whole, bounds].filter(Boolean).join(", ");
    }
    case "ZodBoolean":
      return "true or false";
    case "ZodDate":
      return "date (YYYY-MM-DD)";
    case "ZodEnum":
      return `one of: ${(def.values as string[]).join(", ")}`;
    case "ZodLiteral":
      return JSON.stringify(def.value);
    case "ZodUnion":
      // reference(): an id, or the { id, collection } object Astro resolves it to.
      if ((def.options as AnySchema[]).some((option) => defOf(unwrap(option).inner).typeName === "ZodObject"))
        return "the id of an entry in another file";
      return (def.options as AnySchema[]).map((option) => limitsOf(unwrap(option).inner)).join("; or ");
    case "ZodArray": {
      const exact = (def.exactLength as { value: number } | null)?.value;
      const min = (def.minLength as { value: number } | null)?.value;
      const max = (def.maxLength as { value: number } | null)?.value;
      const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);
      const count =
        exact !== undefined
          ? `exactly ${items(exact)}`
          : min !== undefined && max !== undefined
            ? `${min}-${items(max)}`
            : min !== undefined
              ? `at least ${items(min)}`
              : max !== undefined
                ? `at most ${items(max)}`
                : "";
      return ["list", count].filter(Boolean).join(", ");
    }
    case "ZodObject":
      return "group of the fields below";
    default:
      return "see the schema";
  }
}

/** Every field of an object schema, nested objects and list items as dotted paths, in the schema's order. */
export function fieldLimits(schema: AnySchema, prefix = ""): FieldLimit[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.typeName !== "ZodObject") return [];
  const shape = (inner as z.AnyZodObject).shape as Record<string, AnySchema>;
  return Object.entries(shape).flatMap(([name, field]) => {
    const { inner: leaf, optional } = unwrap(field);
    const path = `${prefix}${name}`;
    const row: FieldLimit = {
      field: path,
      required: !optional,
      limits: limitsOf(leaf),
      description: field.description ?? leaf.description ?? "",
    };
    const leafDef = defOf(leaf);
    if (leafDef.typeName === "ZodObject") return [row, ...fieldLimits(leaf, `${path}.`)];
    if (leafDef.typeName === "ZodArray") {
      const item = unwrap(leafDef.type as AnySchema).inner;
      if (defOf(item).typeName === "ZodObject") return [row, ...fieldLimits(item, `${path}[].`)];
      return [{ ...row, limits: `${row.limits}, each ${limitsOf(item)}` }];
    }
    return [row];
  });
}

/** The fields as a Markdown table, as the editing guide prints it. */
export function fieldLimitsTable(rows: readonly FieldLimit[]): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\s+/g, " ").trim();
  return [
    "| Field | Required | Limits | What it is |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (row) => `| \`${row.field}\` | ${row.required ? "yes" : "no"} | ${cell(row.limits)} | ${cell(row.description)} |`,
    ),
  ].join("\n");
}
