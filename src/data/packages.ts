/**
 * The three one-time advisory packages (specification, section 9). Prices and contents are quoted exactly;
 * `amount` is the same price as a number for structured data, and `timeline` is the typical time to a decision.
 */

export interface Package {
  id: "silver" | "gold" | "platinum";
  name: string;
  /** Display price, e.g. "£150". */
  price: string;
  /** The price in pounds, for structured data. */
  amount: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Typical timeline, e.g. "4-6 weeks". */
  timeline: string;
}

export const packages: readonly Package[] = [
  {
    id: "silver",
    name: "Silver",
    price: "£150",
    amount: 150,
    description: "A focused start for first-time buyers who want a clear shortlist and a plan to test it.",
    features: [
      "60-minute consultation",
      "Personality and skills assessment",
      "3 franchise recommendations",
      "Basic business plan template",
      "30 days of email support",
    ],
    popular: false,
    timeline: "4-6 weeks",
  },
  {
    id: "gold",
    name: "Gold",
    price: "£450",
    amount: 450,
    description: "Our most chosen package: recommendations backed by numbers, territory research and introductions.",
    features: [
      "2-hour consultation",
      "5-7 franchise recommendations",
      "Financial projections",
      "Territory analysis",
      "Franchisor introduction",
      "Legal review guidance",
      "90 days of phone and email support",
    ],
    popular: true,
    timeline: "6-10 weeks",
  },
  {
    id: "platinum",
    name: "Platinum",
    price: "£950",
    amount: 950,
    description: "End-to-end support for larger investments, multi-unit plans and buyers who want us at the table.",
    features: [
      "Up to 6 hours of consultation",
      "Unlimited franchise recommendations",
      "Full business plan",
      "ROI analysis",
      "Exclusivity negotiation",
      "6 months of support",
    ],
    popular: false,
    timeline: "8-16 weeks",
  },
];

/** The package with this id, or undefined. */
export function getPackage(id: string): Package | undefined {
  return packages.find((pkg) => pkg.id === id);
}
