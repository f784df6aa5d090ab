// For the tests of copy files whose lines the code fills in: each line given every placeholder its schema allows
// there, so a test can build everything from it and see that the code fills each one (none left as "{name}").
import type { z } from "zod";

type Copy = Record<string, unknown>;

/** The dotted paths of every string in `value`. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

/** `copy` with the string at `path` replaced by `text` (a deep copy; `copy` is left as it is). */
function withText(copy: Copy, path: string[], text: string): Copy {
  const clone = structuredClone(copy);
  let at: Record<string, unknown> = clone;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = text;
  return clone;
}

/**
 * `copy` with every line ending in each of `names` the schema accepts on it, found by trying each: the lines as the
 * code must be able to fill them. Also the number of placeholders added, so a test sees that some were.
 */
export function withEveryAllowedPlaceholder(
  schema: z.ZodTypeAny,
  copy: Copy,
  names: readonly string[],
): { copy: Copy; added: number } {
  let saturated = copy;
  let added = 0;
  for (const path of stringPaths(copy)) {
    const original = path.reduce<unknown>((at, key) => (at as Copy)[key], copy) as string;
    const allowed = names.filter((name) => schema.safeParse(withText(copy, path, `${original} {${name}}`)).success);
    added += allowed.length;
    saturated = withText(saturated, path, [original, ...allowed.map((name) => `{${name}}`)].join(" "));
  }
  return { copy: schema.parse(saturated) as Copy, added };
}
