/**
 * Seeing through a zod schema's wrappers: shared by the editing guide's field limits (src/lib/schemas/field-limits.ts)
 * and the browser editor's parity with the content schemas (src/lib/editor/parity.ts).
 */
import type { z } from "zod";

type AnySchema = z.ZodTypeAny;

/** The schema inside wrappers that do not change what is accepted: optional, default, refinements, transforms. */
export function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = inner._def as { typeName?: string; innerType?: AnySchema; schema?: AnySchema; in?: AnySchema };
    if (def.typeName === "ZodOptional" || def.typeName === "ZodDefault" || def.typeName === "ZodNullable") {
      optional = true;
      inner = def.innerType!;
    } else if (def.typeName === "ZodEffects") inner = def.schema!;
    else if (def.typeName === "ZodPipeline") inner = def.in!;
    else return { inner, optional };
  }
}

/**
 * `value` as a schema's preprocessing (z.preprocess, e.g. src/lib/schemas/not-stated.ts) hands it to the schema
 * inside: what the rules of `unwrap(schema).inner` are then applied to.
 */
export function preprocessed(schema: AnySchema, value: unknown): unknown {
  let inner = schema;
  let current = value;
  for (;;) {
    const def = inner._def as {
      typeName?: string;
      innerType?: AnySchema;
      schema?: AnySchema;
      in?: AnySchema;
      effect?: { type: string; transform?: (value: unknown, ctx: unknown) => unknown };
    };
    // An optional wrapper takes nothing as it is, before anything inside it runs.
    if (def.typeName === "ZodOptional" || def.typeName === "ZodDefault" || def.typeName === "ZodNullable") {
      if (current === undefined) return current;
      inner = def.innerType!;
    } else if (def.typeName === "ZodEffects") {
      if (def.effect?.type === "preprocess") current = def.effect.transform!(current, { addIssue: () => {}, path: [] });
      inner = def.schema!;
    } else if (def.typeName === "ZodPipeline") inner = def.in!;
    else return current;
  }
}
