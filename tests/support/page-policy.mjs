// Which pages must load no JavaScript on a phone, and the byte budgets pages are held to. Shared by the
// browser sweep, the budget test and the benchmark, so all three judge a page by the same rules.

/** Pages whose islands are desktop-only or below the fold (or that have none): no JS before interaction on a phone. */
export const NO_JS_ON_PHONE = [
  /^\/about$/,
  /^\/(privacy|terms|cookies)$/,
  /^\/services\/.+/,
  // The location directory and pages: the location search hydrates on the first gesture (client:intent).
  /^\/locations(\/.+)?$/,
  // Franchise pages, and the directory listings, whose filter island hydrates on the first gesture (client:intent).
  /^\/franchises(\/.+)?$/,
  /^\/blog\/(?!page\/).+/,
  /^\/thank-you$/,
  /^\/editors\//,
];

/** True when a page path must ship no JavaScript to a phone before interaction. */
export function mustShipNoJsOnPhone(path) {
  return NO_JS_ON_PHONE.some((pattern) => pattern.test(path));
}

/** One TCP round trip (~14 KB): HTML plus render-blocking CSS, gzip, for the first paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;

/**
 * Templates that cannot fit one round trip, each with the reason and a budget just above the figure reached,
 * so any growth fails the build. Everything else is held to FIRST_PAINT_BUDGET.
 */
export const LARGER_BUDGETS = [
  {
    pattern: /^\/$|^\/services$/,
    kb: 22.5,
    reason: "the full consultation and enquiry forms, which must work without JavaScript",
  },
  {
    pattern: /^\/franchises\/(?!404$)[^/]+$/,
    kb: 18.5,
    reason:
      "the enquiry form (with the franchise ticked and the share-consent box) and the shortlist bar, which must work without JavaScript",
  },
  {
    pattern: /^\/franchises(?:\/page\/\d+|\/(?:category|investment)\/[^/]+(?:\/page\/\d+)?)?$/,
    kb: 19,
    reason:
      "a page of 12 franchise cards with Save buttons, the filter form and the categories, all working without JavaScript (18.9 KB at most, measured)",
  },
  {
    pattern: /^\/(privacy|terms|cookies)$/,
    kb: 16,
    reason:
      "long legal text: the privacy notice lists every recipient, consent record and retention period (CSS and the heading still arrive in the first round trip)",
  },
  {
    pattern: /^\/blog\/(?!page\/)[^/]+$/,
    kb: 24.5,
    reason:
      "the article itself: 1,700-2,400 words are 6-8 KB gzip of text alone, plus MDX kit blocks (key figures, franchise cards from the catalogue)",
  },
  {
    pattern: /^\/editors\/mdx-kit$/,
    kb: 18,
    reason: "an editors' page (not indexed) showing every MDX kit component beside the MDX that makes it",
  },
  {
    pattern: /^\/blog$/,
    kb: 17.5,
    reason: "six article cards with responsive image sets, and the card data for search",
  },
  {
    pattern: /^\/locations$/,
    kb: 16.5,
    reason: "links to all 168 location pages, so every place is reachable without JavaScript",
  },
  {
    pattern: /^\/locations\/(?!404$)[^/]+$/,
    kb: 17,
    reason: "the local franchise grid and the links to nearby places (51 of 169 pages fit 14 KB)",
  },
  {
    pattern: /^\/services\/.+/,
    kb: 16.5,
    reason: "each service page's full copy: features, process, benefits and figures",
  },
];

/** The first-paint budget in bytes for a page path, and why when it is above one round trip. */
export function firstPaintBudgetFor(path) {
  const larger = LARGER_BUDGETS.find((budget) => budget.pattern.test(path));
  return larger
    ? { bytes: Math.round(larger.kb * 1024), reason: larger.reason }
    : { bytes: FIRST_PAINT_BUDGET, reason: "one TCP round trip" };
}
