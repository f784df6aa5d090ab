// @ts-check
// Which pages may load JavaScript before the first interaction (none), and the byte budgets pages are held to. Shared by the
// browser sweep, the budget test and the benchmark, so all three judge a page by the same rules.

/**
 * Pages allowed to load JavaScript before the visitor interacts, each with the reason. Every other page, at
 * every width, fetches no script until someone reaches for an island (client:intent). None today: /shortlist,
 * the last, is drawn by the server from its cookie.
 * @type {{ pattern: RegExp, reason: string }[]}
 */
export const JS_BEFORE_INTERACTION = [];

/**
 * True when a page path must fetch no JavaScript before the first interaction.
 * @param {string} path
 */
export function mustShipNoJsBeforeInteraction(path) {
  return !JS_BEFORE_INTERACTION.some((exception) => exception.pattern.test(path.split("?")[0]));
}

/**
 * One TCP round trip, a new connection's first flight (ten segments, 14,336 bytes): the response head plus the
 * HTML's Brotli body (what browsers are sent) and any render-blocking CSS.
 */
export const FIRST_PAINT_BUDGET = 14 * 1024;

/**
 * Pages whose body is long text, allowed to run past the first flight; their CSS and largest contentful element
 * must still arrive within it (tests/quality/first-round-trip.mjs). Each has a budget for its whole HTML, just
 * above the figure reached, so growth is seen. Every other page fits wholly in FIRST_PAINT_BUDGET.
 */
export const LONG_TEXT_BUDGETS = [
  {
    pattern: /^\/blog\/(?!page\/)[^/]+$/,
    kb: 19.5,
    reason:
      "the article itself: 1,700-2,400 words are 5-7 KB Brotli of text alone, plus MDX kit blocks (key figures, franchise cards from the catalogue)",
  },
  {
    pattern: /^\/(privacy|terms|cookies)$/,
    kb: 20,
    reason:
      "a legal notice, read in full: it may run past the first flight as the notice grows (11 KB sent at most today)",
  },
  {
    pattern: /^\/match\?/,
    kb: 18,
    reason:
      "a /match answer (not indexed): up to 10 franchises, each with a reason for every question answered; bare /match fits",
  },
  {
    pattern: /^\/franchises\/(?!(?:category|investment|page)\/|search$)[^/]+$/,
    kb: 16,
    reason:
      "a franchise's own page: its facts, its Key terms table and worked example of the fees (issue 52, some 1 KB Brotli), how the firm is paid beside the advice card (issue 49's fee disclosure and whether this franchisor pays us, some 300 B), territories listed with their caveat, its events, the area check and the enquiry form; it runs past the first flight below the fold, its CSS and hero inside it",
  },
  {
    pattern: /^\/editors\//,
    kb: 15,
    reason: "an editors' page (not indexed) showing every MDX kit component beside the MDX that makes it",
  },
];

/**
 * Directory listing pages (/franchises, its category and investment listings, their numbered pages, and the
 * search results at /franchises/search, any query): their
 * first screen (CSS and the largest contentful element) must arrive in the first flight, as on every page, but
 * the rest of the page is the list a buyer scrolls, so the whole page is held to LISTING_BUDGET instead
 * (measured at 1,000 franchises by `npm run bench:scale`). Location pages keep the whole-page rule.
 */
export const LISTING_PATTERN = /^\/franchises(?:\/search|(?:\/(?:category|investment)\/[^/]+)?(?:\/page\/\d+)?)$/;

/** The most a listing page may send (head + Brotli body): 30 KB. */
export const LISTING_BUDGET = 30 * 1024;

/**
 * True for a directory listing page (see LISTING_PATTERN).
 * @param {string} path
 */
export function isListingPage(path) {
  return LISTING_PATTERN.test(path.split("?")[0]);
}

/**
 * True when a page's body is long text, which may run past the first flight.
 * @param {string} path
 */
export function mayRunPastFirstFlight(path) {
  return LONG_TEXT_BUDGETS.some((budget) => budget.pattern.test(path));
}

/**
 * The whole-page budget in bytes for a page path, and why when it is above one round trip.
 * @param {string} path
 */
export function firstPaintBudgetFor(path) {
  if (isListingPage(path)) {
    return { bytes: LISTING_BUDGET, reason: "a directory listing: first screen in one round trip, the list after" };
  }
  const larger = LONG_TEXT_BUDGETS.find((budget) => budget.pattern.test(path));
  return larger
    ? { bytes: Math.round(larger.kb * 1024), reason: larger.reason }
    : { bytes: FIRST_PAINT_BUDGET, reason: "one TCP round trip" };
}
