/**
 * A frozen copy of the calculator's settings, for the tests whose answers are worked out by hand (a £40,000
 * franchise, 70% lent: a £28,000 loan). The owner changes src/content/affordability.json, so a test that states a
 * figure passes this to the function it checks; tests that read the live file assert rules over it instead.
 */
import type { AffordabilityConfig, Assumption } from "@/config/affordability";

const figure = (value: number): Assumption => ({
  value,
  basis: "A frozen test figure: it stays as it is whatever the owner's settings say.",
});

export const FROZEN_AFFORDABILITY: AffordabilityConfig = {
  establishedNetwork: { minYearsFranchisingInUk: figure(5), minTradingFranchisees: figure(10) },
  lenderShareEstablished: figure(0.7),
  lenderShareNewer: figure(0.5),
  contingencyLow: figure(0.2),
  contingencyHigh: figure(0.3),
  loan: { rate: figure(0.085), years: figure(5), securityAbove: figure(25_000), maxIncomeShare: figure(0.3) },
  minCash: 1_000,
  maxCash: 10_000_000,
  minMonthlyIncome: 100,
  maxMonthlyIncome: 1_000_000,
  listLimit: 12,
  guidePath: "/blog/how-to-finance-a-franchise-uk",
};
