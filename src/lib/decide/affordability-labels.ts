/**
 * What an owner reads as each field's title on the browser editor's "Affordability calculator" form, by the field's
 * path in src/content/affordability.json, where the title made from its key would read like code. Each figure's
 * title says its unit, so a share is typed as the fraction the calculator works with. The notes under each field
 * stay the schema's (affordability-schema.ts).
 */

/** The figures, by path: each one's title, and its value's title with its unit. */
const FIGURES: Record<string, [title: string, value: string]> = {
  "establishedNetwork.minYearsFranchisingInUk": ["Years franchising in the UK, at least", "Years"],
  "establishedNetwork.minTradingFranchisees": ["Franchisees trading, at least", "Franchisees"],
  lenderShareEstablished: ["Share a lender may fund: an established network", "Share (a fraction: 0.7 is 70%)"],
  lenderShareNewer: ["Share a lender may fund: a newer network", "Share (a fraction: 0.5 is 50%)"],
  contingencyLow: ["Contingency kept aside: the lower end", "Share (a fraction: 0.2 is 20%)"],
  contingencyHigh: ["Contingency kept aside: the upper end", "Share (a fraction: 0.3 is 30%)"],
  "loan.rate": ["Loan rate a year", "Rate (a fraction: 0.085 is 8.5%)"],
  "loan.years": ["Loan term", "Years"],
  "loan.securityAbove": ["Security usually asked for above", "Loan (£)"],
  "loan.maxIncomeShare": ["Most of the monthly income a repayment may take", "Share (a fraction: 0.3 is 30%)"],
};

/** A field's title, or its title and the notes under it in place of the schema's. */
type Words = string | { label: string; description: string };

export const AFFORDABILITY_LABELS: Readonly<Record<string, Words>> = {
  establishedNetwork: "When a network counts as established",
  loan: "The loan",
  ...Object.fromEntries(
    Object.entries(FIGURES).flatMap(([path, [title, value]]): [string, Words][] => [
      [path, title],
      [`${path}.value`, value],
      [`${path}.basis`, "Basis (shown to visitors)"],
      // The editor shows a source's four fields without the group's own title, so each says it is the source's.
      [
        `${path}.source.publisher`,
        {
          label: "Source: publisher (leave the source empty until someone has checked it)",
          description:
            'A named lender, or the British Franchise Association. With a source the page says "Source:" in place of the basis; a figure without a dated source is never called sourced.',
        },
      ],
      [`${path}.source.title`, "Source: its title"],
      [`${path}.source.url`, "Source: its address (https://…)"],
      [`${path}.source.date`, "Source: published or read on (YYYY-MM-DD)"],
    ]),
  ),
  minCash: "Least cash worked out (£)",
  maxCash: "Most cash worked out (£)",
  minMonthlyIncome: "Least monthly income read (£)",
  maxMonthlyIncome: "Most monthly income read (£)",
  listLimit: "Franchises listed before the link to the directory",
  guidePath: "The article explaining the figures (its address)",
};
