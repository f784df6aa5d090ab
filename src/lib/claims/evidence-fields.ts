/**
 * The content fields that mark a placeholder where it is defined (`evidence` on a claim, `consent` on a quote or a
 * byline), shared by the content schemas. What they mean for the site and the launch check is decided in
 * src/lib/launch/placeholders.ts.
 */
import { z } from "astro/zod";

/** Proof on file for a claim, or "pending" until there is some. */
export const evidenceField = () =>
  z
    .union([
      z.literal("pending"),
      z
        .object({
          source: z
            .string()
            .min(3)
            .describe(
              'Where the proof is kept, e.g. "Client outcome survey 2026, shared drive Evidence/outcomes.xlsx".',
            ),
          checkedOn: z.coerce.date().describe("The day the claim was last checked against it, e.g. 2026-12-01."),
        })
        .strict(),
    ])
    .describe(
      'The evidence on file for this claim: { source, checkedOn }, or "pending" until there is some. `npm run check:launch` lists every pending claim, and a production build stops on them.',
    );

/** A person's confirmation that words shown as theirs are genuine and may be used. */
export const consentField = (what: string) =>
  z
    .object({
      genuine: z.literal(true).describe("Confirms the words are genuine, as the person gave or approved them."),
      consentedOn: z.coerce.date().describe("The day they agreed to their use, e.g. 2026-12-01 (keep the record)."),
    })
    .strict()
    .describe(`${what} Without it the site does not show them, and \`npm run check:launch\` lists the entry.`);

/** A figure is a claim when it states a percentage: it must say where its evidence stands. */
export function needsEvidence(figure: string | undefined): boolean {
  return figure !== undefined && figure.includes("%");
}
