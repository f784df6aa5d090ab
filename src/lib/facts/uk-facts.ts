/**
 * UK figures the site states as current (wage rates, tax rates and thresholds, reliefs, lending terms, scheme
 * limits), each kept once in src/content/uk-facts.yaml with where it comes from and when to check it again.
 * Articles show one with `<Fact id="…" />`, page copy with a `{fact:…}` placeholder; `npm run check:launch` and
 * every build list the figures whose review-by date has passed. Pure: src/lib/facts/uk-facts-file.ts reads the file.
 */
import yaml from "js-yaml";
import { z } from "astro/zod";

/** The file editors change; named in every message about a figure. */
export const UK_FACTS_FILE = "src/content/uk-facts.yaml";

/** A page-copy placeholder names a figure as `{fact:<id>}`. */
export const FACT_PLACEHOLDER_PREFIX = "fact:";

const day = (what: string) => z.coerce.date().describe(what);

export const ukFactSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .describe(
        'The name articles and page copy use for the figure, e.g. "vat-registration-threshold" for <Fact id="vat-registration-threshold" /> and {fact:vat-registration-threshold}. Renaming one means changing every use.',
      ),
    // Written as the browser editor writes a choice (`discriminant`, then `value`); read as the number or the text.
    value: z
      .discriminatedUnion("discriminant", [
        z
          .object({
            discriminant: z.literal("number").describe("A number"),
            value: z
              .number()
              .describe("The figure in its own unit: 90000 for £90,000, 20 for 20%, 12.71 for £12.71 an hour."),
          })
          .strict(),
        z
          .object({
            discriminant: z.literal("text").describe("Text (a range, or more than one number)"),
            value: z.string().min(1).describe('The figure as text when it is not one number, e.g. "500-25000".'),
          })
          .strict(),
      ])
      .transform((chosen) => chosen.value)
      .describe(
        "The figure as data: a number in its own unit (90000 for £90,000, 20 for 20%, 12.71 for £12.71 an hour), or text when it is not one number.",
      ),
    display: z
      .string()
      .min(1)
      .max(40)
      .describe(
        'The figure as pages show it, e.g. "£90,000", "20%", "£12.71". It must agree with the figure as data (Value).',
      ),
    label: z
      .string()
      .min(10)
      .max(140)
      .describe(
        'What the figure is, in a phrase that can stand under it, e.g. "VAT registration threshold: taxable turnover over any 12 months".',
      ),
    appliesIn: z
      .string()
      .min(2)
      .optional()
      .describe('Where it applies when not the whole UK, e.g. "England" or "England, Wales and Northern Ireland".'),
    taxYear: z
      .string()
      .regex(/^\d{4}\/\d{2}$/)
      .optional()
      .describe('The tax year it is set for, e.g. "2026/27"; leave out for a figure that is not set yearly.'),
    appliesFrom: day(
      "The day the figure took effect, e.g. 2026-04-06 (the start of a tax year); leave out when it is a scheme's standing term with no known start (reviewBy keeps it honest).",
    ).optional(),
    source: z
      .string()
      .min(5)
      .describe('Who publishes the figure and on which page, e.g. "GOV.UK, Income Tax rates and allowances".'),
    sourceUrl: z
      .string()
      .url()
      .regex(/^https:\/\//)
      .describe("The page that states the figure today: GOV.UK, HMRC, the British Business Bank or a council."),
    reviewBy: day(
      "The day by which someone checks the figure against its source again, e.g. 2027-04-05 for a tax-year figure. After it, the launch check lists the figure and every build warns.",
    ),
    note: z
      .string()
      .min(5)
      .optional()
      .describe("For editors only, never shown: what to check, or why the figure is worded as it is."),
  })
  .strict();

export type UkFact = z.infer<typeof ukFactSchema>;

/** The facts file: a list of facts, each id once. */
export const ukFactsSchema = z.array(ukFactSchema).superRefine((facts, ctx) => {
  const seen = new Set<string>();
  facts.forEach((fact, index) => {
    if (seen.has(fact.id))
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `id ${fact.id} is used twice` });
    seen.add(fact.id);
  });
});

/** The placeholder name of a fact in page copy: `fact:<id>`. */
export const factPlaceholder = (id: string) => `${FACT_PLACEHOLDER_PREFIX}${id}`;

/** Every fact as a page-copy placeholder (`fact:<id>`) to its display text. */
export function factSettings(facts: readonly UkFact[]): Record<string, string> {
  return Object.fromEntries(facts.map((fact) => [factPlaceholder(fact.id), fact.display]));
}

/** A day as yyyy-mm-dd in UTC, the form the facts file writes. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Facts whose review-by day is over by `today` (a figure due on 5 April is still current that day). */
export function staleFacts(facts: readonly UkFact[], today: Date): UkFact[] {
  return facts.filter((fact) => isoDay(fact.reviewBy) < isoDay(today));
}

/** The fact with `id`, or an error naming the id, `where` it was asked for, and the file that lists the ids. */
export function factById(facts: readonly UkFact[], id: unknown, where: string): UkFact {
  const fact = facts.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(unknownFactMessage(id, where));
  return fact;
}

/** The message for a fact id that is not in the facts file. */
export function unknownFactMessage(id: unknown, where: string): string {
  return `${where}: no fact with id "${String(id)}" in ${UK_FACTS_FILE}`;
}

/** Where a zod issue sits in the facts file: the entry's id when it has one, then the field. */
function issuePlace(data: unknown, path: readonly (string | number)[]): string {
  const [index, ...field] = path;
  if (typeof index !== "number") return path.join(".") || "(the file)";
  const entry = Array.isArray(data) ? (data[index] as { id?: unknown } | undefined) : undefined;
  const name = typeof entry?.id === "string" ? `${entry.id} ([${index}])` : `[${index}]`;
  return field.length ? `${name}.${field.join(".")}` : name;
}

/** The facts file's text, parsed and checked; a bad entry throws naming the file, the fact and the field. */
export function parseUkFacts(text: string, file = UK_FACTS_FILE): UkFact[] {
  // A list file: the facts under `items:` (src/lib/schemas/list-file.ts), so the browser editor can hold it.
  const listed = yaml.load(text) as { items?: unknown } | null;
  if (!listed || !Array.isArray(listed.items))
    throw new Error(`${file}: expected "items:" with the facts listed under it`);
  const data = listed.items;
  const parsed = ukFactsSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issuePlace(data, issue.path)}: ${issue.message}`);
  throw new Error(`${file}:\n${lines.join("\n")}`);
}
