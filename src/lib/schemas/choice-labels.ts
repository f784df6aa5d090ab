/**
 * What the browser editor shows for each value of a choice (a zod enum), where the value is a key an owner would not
 * recognise: a statistic's figure is offered by its sentence ("500+ clients advised since 2003"), not "clients".
 * Kept beside the schema, so the form generated from it (src/lib/editor/from-zod.ts) shows them; the build ignores them.
 */
import type { z } from "zod";

const LABELS = new WeakMap<object, Readonly<Record<string, string>>>();

/** `schema`, with `labels` (by value) for the editor's choices. */
export function withChoiceLabels<S extends z.ZodTypeAny>(schema: S, labels: Readonly<Record<string, string>>): S {
  LABELS.set(schema, labels);
  return schema;
}

/** The labels given to a choice's values, if any. */
export const choiceLabelsOf = (schema: z.ZodTypeAny): Readonly<Record<string, string>> | undefined =>
  LABELS.get(schema);
