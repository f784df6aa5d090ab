/** The three one-time advisory packages (spec section 9). Prices are text as shown; amounts are for structured data. */

export interface Package {
  id: "silver" | "gold" | "platinum";
  name: string;
  price: string;
  /** Price in whole pounds, for structured data. */
  amount: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Typical time from first consultation to a decision. */
  timeline: string;
}

export const packages: readonly Package[] = [
  {
    id: "silver",
    name: "Silver",
    price: "£150",
    amount: 150,
    description: "A focused start for buyers who want expert direction and a shortlist.",
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
    description: "Our most chosen package: deeper analysis, introductions and guidance through the legal review.",
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
    description: "End-to-end support from first conversation to opening day.",
    features: [
      "Up to 6 hours of consultation",
      "Unlimited franchise recommendations",
      "Full business plan",
      "ROI analysis",
      "Territory exclusivity negotiation",
      "6 months of support",
    ],
    popular: false,
    timeline: "8-16 weeks",
  },
];

/** The package with the given id, or undefined. */
export function findPackage(id: string | null | undefined): Package | undefined {
  return packages.find((candidate) => candidate.id === id);
}
