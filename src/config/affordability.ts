/**
 * The assumptions behind "What can I afford?": every figure the calculator uses, with what it rests on.
 * Change a figure here and the page, its wording and the directory's `budget` filter all follow.
 *
 * Each figure carries a `basis` (our reasoning, shown to visitors as "Basis:") and, once someone has checked
 * one, a `source`: a named lender's or the British Franchise Association's published guidance, with the date it
 * was published or read (shown as "Source:"). A figure without a dated source is never called sourced.
 */

/** A published page a figure comes from: who said it, where, and when. */
export interface PublishedSource {
  /** The organisation, e.g. a named bank or the British Franchise Association. */
  publisher: string;
  title: string;
  /** An https:// address a visitor can open. */
  url: string;
  /** When it was published, or when we read it: YYYY-MM-DD. */
  date: string;
}

export interface Assumption {
  value: number;
  /** Why we use this figure, in words a visitor can weigh. Shown as "Basis:" when there is no `source`. */
  basis: string;
  source?: PublishedSource;
}

const LENDER_BASIS =
  "Our working assumption, a common rule of thumb for UK bank franchise lending. Lenders set their own limits and publish no single figure, so ask each lender what it would fund for the brand you choose.";
const CONTINGENCY_BASIS =
  "The working rule in our finance guide: keep 20% to 30% of the total cost of opening aside (here the quoted investment, which is that cost when it leaves nothing out), from your own cash, for a slow start or costs nobody quoted.";

export const affordability = {
  /**
   * A franchise counts as established, and so may get the higher lending share, when its network has a track
   * record: franchising in the UK for this many years (`franchisingInUkSince`) and this many franchisees
   * trading (`tradingFranchisees`), both required, as lenders mean it. A brand's founding year says nothing about its franchisees, so it is not
   * used; when neither is known, the franchise counts as newer.
   */
  establishedNetwork: {
    minYearsFranchisingInUk: {
      value: 5,
      basis:
        "Our editorial threshold: five years of franchising gives several years of franchisees' accounts for a lender to look at. The British Franchise Association says the time a franchise needs to count as established varies by sector.",
    } satisfies Assumption,
    minTradingFranchisees: {
      value: 10,
      basis:
        "Our editorial threshold: ten franchisees trading give a lender results from more than a handful of outlets to compare.",
    } satisfies Assumption,
  },
  /** Share of the franchisor's quoted investment a lender may fund for an established franchise network. */
  lenderShareEstablished: { value: 0.7, basis: LENDER_BASIS } as Assumption,
  /** Share a lender may fund for a newer network. */
  lenderShareNewer: { value: 0.5, basis: LENDER_BASIS } as Assumption,
  /**
   * Contingency kept aside, as a share of the quoted investment: the lower and upper ends of the guidance. It is
   * outside the lendable cost: paid from the visitor's own cash, never borrowed (the finance guide says the same).
   */
  contingencyLow: { value: 0.2, basis: CONTINGENCY_BASIS } as Assumption,
  contingencyHigh: { value: 0.3, basis: CONTINGENCY_BASIS } as Assumption,
  /**
   * The loan behind each franchise's answer (src/lib/decide/loan.ts): the rate and term its repayment is worked
   * out at, the size above which lenders usually ask for security, and the most of the visitor's stated monthly
   * income the repayment may take for the franchise to be called a fit.
   */
  loan: {
    rate: {
      value: 0.085,
      basis:
        "Our working assumption for a small-business loan, a few points above the Bank of England's Bank Rate. Each lender prices each loan on you and the brand, so ask for its rate.",
    } satisfies Assumption,
    years: {
      value: 5,
      basis:
        "Our working assumption: five years is a common term for a UK franchise start-up loan. A longer term lowers the repayment and raises the interest paid.",
    } satisfies Assumption,
    securityAbove: {
      value: 25_000,
      basis:
        "A common rule of thumb for UK bank franchise lending: above about £25,000 a lender usually asks for security, such as a charge on your home or a personal guarantee.",
    } satisfies Assumption,
    maxIncomeShare: {
      value: 0.3,
      basis:
        "Our editorial threshold: a repayment above about 30% of the income you live on leaves little for a slow first year. A lender judges it on your business plan.",
    } satisfies Assumption,
  },
  /** Figures outside these bounds are refused with a message rather than worked out. */
  minCash: 1_000,
  maxCash: 10_000_000,
  /** The monthly income the repayment check reads, within these bounds. */
  minMonthlyIncome: 100,
  maxMonthlyIncome: 1_000_000,
  /** How many franchises the page lists before linking to the directory for the rest. */
  listLimit: 12,
  /** The article that explains the figures at length. */
  guidePath: "/blog/how-to-finance-a-franchise-uk",
} as const;

export type AffordabilityConfig = typeof affordability;

/** Every assumption in the config, named, for the page's "How we work it out" and the tests. */
export function allAssumptions(config: AffordabilityConfig = affordability): [string, Assumption][] {
  return [
    ["minYearsFranchisingInUk", config.establishedNetwork.minYearsFranchisingInUk],
    ["minTradingFranchisees", config.establishedNetwork.minTradingFranchisees],
    ["lenderShareEstablished", config.lenderShareEstablished],
    ["lenderShareNewer", config.lenderShareNewer],
    ["contingencyLow", config.contingencyLow],
    ["contingencyHigh", config.contingencyHigh],
    ["loanRate", config.loan.rate],
    ["loanYears", config.loan.years],
    ["securityAbove", config.loan.securityAbove],
    ["maxIncomeShare", config.loan.maxIncomeShare],
  ];
}
