// The editing guide's field tables (docs/editing-content.md, between `<!-- field-limits:<collection> -->` and
// `<!-- /field-limits -->`) are the schemas' own limits, so the guide can never state a rule the build does not
// apply. When a schema changes, `UPDATE_GUIDE=1 npx vitest run --project unit tests/unit/editing-guide.test.ts`
// rewrites the tables (then `npx prettier --write docs/editing-content.md`).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLimits, fieldLimitsTable } from "@/lib/schemas/field-limits";

const GUIDE = join(process.cwd(), "docs", "editing-content.md");
const TABLES = ["franchises", "locations", "blog"] as const;

async function schemaOf(name: (typeof TABLES)[number]): Promise<z.ZodTypeAny> {
  const { collections } = await import("@/content.config");
  const schema = (collections[name] as unknown as { schema: unknown }).schema;
  // A collection using image() gives its schema as a function of Astro's helpers: a string stands in for the image.
  return typeof schema === "function" ? schema({ image: () => z.string() }) : (schema as z.ZodTypeAny);
}

// The block's lines up to its closing marker, never past another marker.
const block = (name: string) =>
  new RegExp(`(<!-- field-limits:${name} -->\\n)((?:(?!<!-- )[\\s\\S])*?)(\\n?<!-- /field-limits -->)`);

describe("the editing guide's field tables", () => {
  it.each(TABLES)("match the %s schema", async (name) => {
    const table = fieldLimitsTable(fieldLimits(await schemaOf(name)));
    const guide = readFileSync(GUIDE, "utf8");
    const found = block(name).exec(guide);
    if (process.env.UPDATE_GUIDE && found)
      writeFileSync(GUIDE, guide.replace(block(name), `$1\n${table}\n\n<!-- /field-limits -->`));
    expect(found, `${GUIDE} has no <!-- field-limits:${name} --> block`).not.toBeNull();
    // Prettier pads the table's columns: compare cell by cell, not space by space.
    const cells = (text: string) =>
      text
        .trim()
        .split("\n")
        .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/^-+$/, "---")));
    expect(cells(found![2]!), `the ${name} table in ${GUIDE}: run UPDATE_GUIDE=1 on this test`).toEqual(cells(table));
  });
});
