/**
 * Plain-English messages for zod's built-in checks (lengths, sizes, formats), so a content error reads as one clean
 * line: "description: must be at least 200 characters". Why: Astro's content layer maps a check that has no message
 * of its own through its error map, which puts the field name in front ("**description**: String must contain…"),
 * and its "does not match collection schema" error then names the field again, which the terminal prints garbled
 * ("description**: **description"). A check with its own message skips that map, so the field is named once.
 */
import type { ZodTypeAny } from "zod";

type Check = { kind: string; value?: unknown; inclusive?: boolean; message?: string; regex?: RegExp };
type SizeCheck = { value: number; message?: string } | null;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The message for one string or number check, or undefined to leave zod's own. */
function messageFor(check: Check, unit: "characters" | "number"): string | undefined {
  const value = Number(check.value);
  if (unit === "characters") {
    switch (check.kind) {
      case "min":
        return `must be at least ${plural(value, "character")} long`;
      case "max":
        return `must be at most ${plural(value, "character")} long`;
      case "length":
        return `must be exactly ${plural(value, "character")} long`;
      case "regex":
        return `is not in the expected form (it must match ${String(check.regex)})`;
      case "email":
        return "must be an email address";
      case "url":
        return "must be a full web address (https://…)";
      default:
        return undefined;
    }
  }
  switch (check.kind) {
    case "min":
      return check.inclusive === false ? `must be more than ${value}` : `must be at least ${value}`;
    case "max":
      return check.inclusive === false ? `must be less than ${value}` : `must be at most ${value}`;
    case "int":
      return "must be a whole number";
    default:
      return undefined;
  }
}

/** Sets a message on an array's size check that has none. */
function labelSize(size: SizeCheck, words: (count: number) => string) {
  if (size && size.message === undefined) size.message = words(size.value);
}

/**
 * Gives every built-in check in `schema` that has no message of its own a plain one, in place, and returns the
 * schema. Walks objects, arrays, records, unions, optionals, defaults and refinements.
 */
export function withReadableChecks<T extends ZodTypeAny>(schema: T, seen = new WeakSet<object>()): T {
  if (seen.has(schema)) return schema;
  seen.add(schema);
  const def = schema._def as Record<string, unknown> & { typeName?: string; checks?: Check[] };
  const walk = (inner: unknown) => {
    if (inner && typeof inner === "object" && "_def" in inner) withReadableChecks(inner as ZodTypeAny, seen);
  };
  switch (def.typeName) {
    case "ZodString":
      for (const check of def.checks ?? []) check.message ??= messageFor(check, "characters");
      break;
    case "ZodNumber":
      for (const check of def.checks ?? []) check.message ??= messageFor(check, "number");
      break;
    case "ZodArray":
      labelSize(def.minLength as SizeCheck, (count) => `must list at least ${plural(count, "item")}`);
      labelSize(def.maxLength as SizeCheck, (count) => `must list at most ${plural(count, "item")}`);
      labelSize(def.exactLength as SizeCheck, (count) => `must list exactly ${plural(count, "item")}`);
      walk(def.type);
      break;
    case "ZodObject":
      for (const field of Object.values((def.shape as () => Record<string, unknown>)())) walk(field);
      walk(def.catchall);
      break;
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      for (const option of def.options as unknown[]) walk(option);
      break;
    case "ZodIntersection":
      walk(def.left);
      walk(def.right);
      break;
    case "ZodRecord":
    case "ZodMap":
      walk(def.keyType);
      walk(def.valueType);
      break;
    case "ZodTuple":
      for (const item of def.items as unknown[]) walk(item);
      walk(def.rest);
      break;
    case "ZodPipeline":
      walk(def.in);
      walk(def.out);
      break;
    default:
      // Wrappers: optional, nullable, default, catch, readonly (innerType); branded (type); refinements (schema).
      walk(def.innerType);
      walk(def.type);
      walk(def.schema);
  }
  return schema;
}
