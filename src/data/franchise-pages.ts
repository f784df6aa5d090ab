/** Copy for the franchise directory and franchise detail pages; facts about each franchise live in src/content. */
import type { IconName } from "@/components/ui/icon-paths";

/** Where the header search island fetches its suggestions from (built by src/pages/franchises/search-index.json.ts). */
export const SEARCH_INDEX_PATH = "/franchises/search-index.json";

/** The results endpoint the directory island asks as filters change (src/pages/franchises/results.json.ts). */
export const RESULTS_JSON_PATH = "/franchises/results.json";

export const directoryPage = {
  title: "Franchise Opportunities UK: Compare Franchises for Sale",
  description:
    "Compare UK franchise opportunities by sector, investment and territory, then get free, independent advice from an experienced franchise advisor.",
  keywords: ["franchise opportunities UK", "franchises for sale", "low cost franchise", "franchise directory"],
  eyebrow: "Franchise directory",
  heading: "Franchise opportunities across the UK",
  lead: "Compare vetted franchises by sector, investment and territory, then talk the shortlist through with an independent advisor, free of charge.",
};

/** Titles and copy of the paged listings, category pages, investment pages and search results. */
export const listingCopy = {
  pageTitle: (page: number) => `Franchise Opportunities UK: Page ${page}`,
  pageDescription: (page: number, count: number) =>
    `Page ${page} of our directory of ${count} UK franchise opportunities: compare sectors, investment and territories, with free independent advice.`,
  categoryTitle: (name: string) => `${name} Franchises for Sale in the UK`,
  categoryDescription: (name: string, count: number) =>
    `Compare ${count} ${name.toLowerCase()} franchise ${count === 1 ? "opportunity" : "opportunities"} in the UK by investment and territory, with free, independent franchise advice.`,
  investmentTitle: (label: string) => `Franchises by Investment: ${label}`,
  investmentDescription: (label: string, count: number) =>
    `${count} UK franchise ${count === 1 ? "opportunity" : "opportunities"} in the ${label.toLowerCase()} investment band, compared by sector and territory, with free advice.`,
  resultsTitle: "Franchise Search Results",
  resultsDescription: "Franchise opportunities matching your search and filters, with free independent advice.",
  pageSuffix: (page: number) => (page > 1 ? ` (page ${page})` : ""),
};

export interface AdvicePoint {
  icon: IconName;
  text: string;
}

/** The Get Expert Advice card on every franchise page (spec: franchise detail). */
export const expertAdvice = {
  title: "Get Expert Advice",
  lead: `Not sure this is the one? An independent advisor will talk it through with you, with no obligation.`,
  points: [
    { icon: "check", text: "FREE initial consultation" },
    { icon: "chart", text: "Investment guidance" },
    { icon: "mapPin", text: "Territory availability" },
    { icon: "briefcase", text: "Funding options" },
    { icon: "shield", text: "Due diligence support" },
  ] satisfies readonly AdvicePoint[],
  buttonLabel: "Free Consultation",
  /** Shown under the button with the phone number as a link. */
  phoneLead: "Prefer to talk? Call",
};

/** The note under a franchise's territory badges. */
export const territoryNote =
  "Interested in an area that is not listed? Territories open up as franchisors grow, so contact us about availability where you live.";
