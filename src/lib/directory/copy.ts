/**
 * Titles and meta descriptions of the directory's generated listings (page N, category and investment pages,
 * search results): formulas over a name and a count, bound to those templates. The directory's own copy is in
 * src/content/pages/franchises.yaml.
 */
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
  // A listing with no franchise yet (src/lib/directory/listings.ts): noindex, so its description is for sharing, not search.
  emptyCategoryDescription: (name: string) =>
    `No ${name.toLowerCase()} franchises are listed in our UK directory yet: browse every opportunity or book a free, independent consultation.`,
  emptyCategoryHeading: (name: string) => `No ${name} franchises listed yet`,
  emptyCategoryText: (name: string) =>
    `We don't list any ${name.toLowerCase()} franchises at the moment. Browse the whole directory, or book a free consultation and we'll tell you about ${name.toLowerCase()} opportunities that suit you.`,
  emptyInvestmentDescription: (label: string) =>
    `No UK franchises in the ${label.toLowerCase()} investment band are listed yet: browse every opportunity or book a free, independent consultation.`,
  emptyInvestmentHeading: "No franchises listed in this band yet",
  emptyInvestmentText: (label: string) =>
    `We don't list any franchises in the ${label.toLowerCase()} investment band at the moment. Browse the whole directory, or book a free consultation and we'll tell you about opportunities at this level that suit you.`,
  resultsTitle: "Franchise Search Results",
  pageSuffix: (page: number) => (page > 1 ? ` (page ${page})` : ""),
};
