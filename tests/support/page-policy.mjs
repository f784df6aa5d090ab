// Which pages must load no JavaScript on a phone, and the byte budgets pages are held to. Shared by the
// browser sweep, the budget test and the benchmark, so all three judge a page by the same rules.

/** Pages whose islands are desktop-only or below the fold (or that have none): no JS before interaction on a phone. */
export const NO_JS_ON_PHONE = [
  /^\/about$/,
  /^\/(privacy|terms|cookies)$/,
  /^\/services\/.+/,
  /^\/locations\/.+/,
  /^\/franchises\/.+/,
  /^\/blog\/(?!page\/).+/,
  /^\/thank-you$/,
];

/** True when a page path must ship no JavaScript to a phone before interaction. */
export function mustShipNoJsOnPhone(path) {
  return NO_JS_ON_PHONE.some((pattern) => pattern.test(path));
}

/** One TCP round trip (~14 KB): HTML plus render-blocking CSS, gzip, for the first paint. */
export const FIRST_PAINT_BUDGET = 14 * 1024;
