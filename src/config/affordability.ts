/**
 * The assumptions behind "What can I afford?": every figure the calculator uses, with where it comes from.
 * Change a figure here and the page, its wording and the directory's `budget` filter all follow.
 */

export interface SourcedFigure {
  value: number;
  /** Where the figure comes from, in words a visitor can check. */
  source: string;
}

export const affordability = {
  /**
   * A brand counts as established, and so may get the higher lending share, once it has traded for this
   * many years. Lenders speak of "a long, well-documented track record"; five years of trading gives a brand
   * several sets of filed accounts and franchisee results to show, so we use five.
   */
  establishedYears: {
    value: 5,
    source:
      "Our editorial choice: UK bank franchise teams lend more against brands with a long, documented track record; five years gives several years of accounts and franchisee results.",
  },
  /** Share of the total set-up cost a lender may fund for an established brand. */
  lenderShareEstablished: {
    value: 0.7,
    source:
      "UK high-street banks' franchise lending teams typically lend up to about 70% of set-up costs for established franchise brands.",
  },
  /** Share a lender may fund for a newer brand. */
  lenderShareNewer: {
    value: 0.5,
    source: "The same lenders typically fund about 50% for newer or smaller franchise networks.",
  },
  /** Contingency kept aside, as a share of the total investment: the lower and upper ends of the guidance. */
  contingencyLow: {
    value: 0.2,
    source: "Our finance guides advise keeping a contingency of 20-30% on top of the quoted investment.",
  },
  contingencyHigh: {
    value: 0.3,
    source: "Our finance guides advise keeping a contingency of 20-30% on top of the quoted investment.",
  },
  /** Figures outside these bounds are refused with a message rather than worked out. */
  minCash: 1_000,
  maxCash: 10_000_000,
  /** How many franchises the page lists before linking to the directory for the rest. */
  listLimit: 12,
  /** The article that explains the figures at length. */
  guidePath: "/blog/how-to-finance-a-franchise-uk",
} as const;

export type AffordabilityConfig = typeof affordability;
