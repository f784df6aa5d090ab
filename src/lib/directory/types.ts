/**
 * The franchise as every page and tool uses it, normalised from the collection entry by src/lib/content/franchises.ts:
 * here, in the directory, so the modules that work on franchises take the type without importing the reader.
 */
import type { MatchTraits } from "@/lib/decide/match-traits";
import type { InvestmentRange } from "@/lib/ui/format";
import type { FranchiseTerms } from "@/lib/terms/terms-schema";
import type { IntroductionFee } from "@/lib/directory/introduction-fee";

export interface FranchiseCategory {
  key: string;
  name: string;
  description: string;
}

/** A franchise as pages use it; the MatchTraits (how it is run) are each optional, unknown when absent. */
export interface Franchise extends MatchTraits {
  id: string;
  slug: string;
  name: string;
  category: FranchiseCategory;
  shortDescription: string;
  description: string;
  investmentRange: InvestmentRange;
  establishedYear?: number;
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
  /** The day tradingFranchisees was counted, YYYY-MM-DD; present with the count. */
  tradingFranchiseesAsOf?: string;
  numberOfOutlets: number | "TBA";
  territories: { slug: string; name: string }[];
  features: string[];
  support: string[];
  brochureUrl?: string;
  offer?: string;
  /** What a buyer pays and signs up to; each term its figures or "not disclosed". */
  terms: FranchiseTerms;
  /** Whether the franchisor pays the firm an introduction fee, as the "How we are paid" box says. */
  introductionFee: IntroductionFee;
  metaTitle: string;
  metaDescription: string;
}
