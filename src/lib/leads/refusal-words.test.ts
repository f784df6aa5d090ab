// The refusals' words are the owner's (src/content/pages/lead-refusals.yaml): each line may use only the placeholders
// its code fills in, so every refusal built from lines given each placeholder they allow has none left unfilled,
// and a placeholder the code does not fill there is refused, naming the field.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { leadRefusalsFromFile, refusalsIn } from "./refusal-words";
import { LEAD_REFUSAL_PLACEHOLDERS, leadRefusalsSchema, type LeadRefusals } from "@/lib/schemas/lead-refusals-schema";
import { withEveryAllowedPlaceholder } from "../../../tests/support/copy-placeholders";

const contact = { phoneDisplay: "020 7946 0321", email: "hello@franchise-advisor.example" };
const when = "Monday 26 October, 09:00 to 09:15 (UK time)";

/** Each refusal's cases, as the pipeline asks for them. */
const CASES: { [K in keyof ReturnType<typeof refusalsIn>]: Parameters<ReturnType<typeof refusalsIn>[K]>[] } = {
  tooLong: [[]],
  checkFields: [[]],
  tooFast: [[]],
  rateLimited: [[1], [5]],
  contactSaveFailed: [[]],
  franchisesNotListed: [[]],
  notTaking: [[]],
  notTakingPage: [[]],
  fullyBooked: [
    ["An evening in Leeds", 1],
    ["An evening in Leeds", 3],
  ],
  tooManySeats: [[4]],
  shareConsent: [["Acme Franchising"]],
  alreadyBooked: [1, 3].flatMap((seats) =>
    [false, true].flatMap((waiting) =>
      [1, 4].map((limit): [string, { seats: number; waiting: boolean; day: string }, number] => [
        "An evening in Leeds",
        { seats, waiting, day: "Monday 30 November" },
        limit,
      ]),
    ),
  ),
  bookingSaveFailed: [[]],
  callsClosed: [[]],
  diaryUnreadable: [[when]],
  noLongerFree: [[when]],
  justTaken: [[when]],
  callAlreadyBooked: [[]],
  callSaveFailed: [[]],
  mailCapped: [[]],
};

describe("the lead forms' refusals", () => {
  it("fill in every placeholder a line may use, in every case", () => {
    const names = Object.keys(LEAD_REFUSAL_PLACEHOLDERS);
    const { copy, added } = withEveryAllowedPlaceholder(leadRefusalsSchema, leadRefusalsFromFile, names);
    expect(added).toBeGreaterThan(0);
    const refusals = refusalsIn(copy as LeadRefusals, contact) as Record<string, (...args: unknown[]) => string>;
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(refusals).sort());
    for (const [name, cases] of Object.entries(CASES))
      for (const args of cases) expect(refusals[name]!(...args), name).not.toMatch(/\{[A-Za-z]/);
  });

  it("refuse a placeholder the code does not fill there, naming the field", () => {
    const path = join(process.cwd(), "src/content/pages/lead-refusals.yaml");
    const file = yaml.load(readFileSync(path, "utf8")) as LeadRefusals;
    const parsed = leadRefusalsSchema.safeParse({ ...file, call: { ...file.call, justTaken: "{title} is taken" } });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["call.justTaken", expect.stringContaining("unknown placeholder {title}")],
    ]);
  });
});
