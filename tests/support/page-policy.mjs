// Which pages may load JavaScript before the first interaction (none), and the byte budgets pages are held to. Shared by the
// browser sweep, the budget test and the benchmark, so all three judge a page by the same rules.

/**
 * Pages allowed to load JavaScript before the visitor interacts, each with the reason. Every other page, at
 * every width, fetches no script until someone reaches for an island (client:intent). None today: /shortlist,
 * the last, is drawn by the server from its cookie.
 * @type {{ pattern: RegExp, reason: string }[]}
 */
export const JS_BEFORE_INTERACTION = [];

/** True when a page path must fetch no JavaScript before the first interaction. */
export function mustShipNoJsBeforeInteraction(path) {
  return !JS_BEFORE_INTERACTION.some((exception) => exception.pattern.test(path.split("?")[0]));
}

/** One TCP round trip (~14 KB): HTML plus render-blocking CSS, gzip, for the first paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;

/**
 * Templates that cannot fit one round trip, each with the reason and a budget just above the figure reached,
 * so any growth fails the build. Everything else is held to FIRST_PAINT_BUDGET.
 */
export const LARGER_BUDGETS = [
  {
    pattern: /^\/$/,
    kb: 19,
    reason:
      "the hero, packages, services and about blocks, and the consultation form, which must work without JavaScript (the enquiry tab links to /contact's until the island renders it)",
  },
  {
    pattern: /^\/services$/,
    kb: 20,
    reason:
      "the packages, process, testimonials and FAQ; the contact section holds no form until the visitor picks a tab (without JavaScript, the tabs link to /contact's forms)",
  },
  {
    pattern: /^\/franchises\/(?!404$)[^/]+$/,
    kb: 17,
    reason:
      "the enquiry form (with the franchise ticked and the share-consent box) and the shortlist bar, which must work without JavaScript",
  },
  {
    pattern: /^\/franchises(?:\/page\/\d+|\/(?:category|investment)\/[^/]+(?:\/page\/\d+)?)?$/,
    kb: 19,
    reason:
      "a page of 12 franchise cards with Save buttons, the filter form and the categories, all working without JavaScript (18.7 KB at most, measured)",
  },
  {
    pattern: /^\/blog\/(?!page\/)[^/]+$/,
    kb: 21.75,
    reason:
      "the article itself: 1,700-2,400 words are 6-8 KB gzip of text alone, plus MDX kit blocks (key figures, franchise cards from the catalogue)",
  },
  {
    pattern: /^\/editors\/mdx-kit$/,
    kb: 15,
    reason: "an editors' page (not indexed) showing every MDX kit component beside the MDX that makes it",
  },
  {
    pattern: /^\/locations$/,
    kb: 15.25,
    reason: "links to all 168 location pages, so every place is reachable without JavaScript",
  },
];

/** The first-paint budget in bytes for a page path, and why when it is above one round trip. */
export function firstPaintBudgetFor(path) {
  const larger = LARGER_BUDGETS.find((budget) => budget.pattern.test(path));
  return larger
    ? { bytes: Math.round(larger.kb * 1024), reason: larger.reason }
    : { bytes: FIRST_PAINT_BUDGET, reason: "one TCP round trip" };
}
