// @ts-check
// Rules shared by the Node server and the files written for static hosts (_redirects, _headers),
// so a CDN deployment behaves like `npm start`. Plain JavaScript: the server runs it without a build.

/**
 * Unknown pages inside these sections answer 404 with the section's own not-found page.
 * @type {{ prefix: string, page: string }[]}
 */
export const SECTION_NOT_FOUND = [
  { prefix: "/franchises/", page: "/franchises/404" },
  { prefix: "/locations/", page: "/locations/404" },
];

export const SITE_NOT_FOUND_PAGE = "/404";

/**
 * Paths answered by Astro's on-demand handler rather than from disk: the lead API and the pages that depend on
 * the request (a comparison, an affordability figure, a "find my franchise" answer, a postcode's area check, the
 * directory's search results and their JSON twin, the site search and the header's suggestions, the visitor's
 * shortlist from its cookie, the counting image, the owner's figures, and the free call's diary, confirmation and change-or-cancel pages, a booked seat's give-up page) or on the time (the events listing and its calendar feed, which drop an event the
 * moment it ends), and the load balancer's health check.
 * Exact paths, or prefixes ending in "/" (so /franchises/search-index.json stays a static file).
 * A CDN in front needs the same list: deploy/cdn-routes.json is generated from it (src/server/cdn-routes.mjs).
 */
export const ON_DEMAND_PATHS = [
  "/api/c",
  "/api/",
  "/compare",
  "/affordability",
  "/match",
  "/area-check",
  "/franchises/search",
  "/franchises/results.json",
  "/search",
  "/search/suggest",
  "/shortlist",
  "/events",
  "/events/calendar.ics",
  "/events/seat/",
  "/healthz",
  "/owner",
  "/book",
  "/book/",
];

/**
 * True when a request path is rendered on demand.
 * @param {string} pathname
 */
export function isOnDemandPath(pathname) {
  return ON_DEMAND_PATHS.some((rule) => (rule.endsWith("/") ? pathname.startsWith(rule) : pathname === rule));
}

/**
 * The browser editor (Keystatic, docs/editing-content.md): its page, its client-side routes below it, and its API.
 * Only a build with the GitHub-mode settings has these routes (src/integrations/editor.ts); the server and a CDN
 * pass them to Astro only when the build's own list of on-demand routes (dist/server/on-demand-routes.json) has
 * them, so a site without the editor answers them 404 from disk, as any unknown path. Never stored, never
 * indexed, never in the sitemap (a catch-all route has no URL of its own there) and never fetched ahead (no page
 * links to it); the page gets its own Content-Security-Policy (src/lib/html/csp.mjs `editorContentSecurityPolicy`).
 */
export const EDITOR_ROUTES = ["/api/keystatic/[...params]", "/keystatic/[...params]"];
export const EDITOR_PAGE = "/keystatic";
export const EDITOR_API = "/api/keystatic/";
export const EDITOR_CACHE_CONTROL = "no-store";
export const EDITOR_ROBOTS = "noindex, nofollow";
/** The editor's API takes posts (GitHub's sign-in tokens, saves); its page only GET and HEAD. */
export const EDITOR_API_METHODS = ["GET", "HEAD", "POST"];

/**
 * True when a build's on-demand routes (Astro route patterns) include the editor's.
 * @param {readonly string[]} onDemandRoutes
 */
export function buildHasEditor(onDemandRoutes) {
  return EDITOR_ROUTES.every((route) => onDemandRoutes.includes(route));
}

/**
 * True for the editor's page, any path below it (its own client-side routes) and its API.
 * @param {string} pathname
 */
export function isEditorPath(pathname) {
  return pathname === EDITOR_PAGE || pathname.startsWith(`${EDITOR_PAGE}/`) || pathname.startsWith(EDITOR_API);
}

/**
 * Cache policy of on-demand pages: browsers revalidate, a CDN keeps each URL (query included) for five minutes
 * and may serve a stale copy for a day while it refetches, so content edits show within minutes.
 */
export const ON_DEMAND_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/**
 * Query parameters that carry a visitor's own circumstances: a cash figure (/affordability, /match), a monthly
 * income (/affordability), a budget (the directory) or a postcode (/match, /area-check, the directory). The
 * privacy notice names them.
 */
export const PERSONAL_QUERY_PARAMS = ["cash", "income", "budget", "postcode"];

/** An answer built from a visitor's cash figure or postcode: no CDN or shared cache keeps a copy. */
export const PERSONAL_ANSWER_CACHE_CONTROL = "private, no-store";

/**
 * The Cache-Control of an on-demand page for its query: private and unstored when a parameter of
 * PERSONAL_QUERY_PARAMS has a value, else the shared policy above.
 * @param {URLSearchParams} params
 */
export function onDemandPageCacheControl(params) {
  const personal = PERSONAL_QUERY_PARAMS.some((name) => params.getAll(name).some((value) => value.trim() !== ""));
  return personal ? PERSONAL_ANSWER_CACHE_CONTROL : ON_DEMAND_PAGE_CACHE_CONTROL;
}

/** Headers sent with every response, pages, assets and API alike. */
export const BASE_SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Methods every prerendered page and asset answers; anything else gets 405 with this as `Allow`. */
export const STATIC_METHODS = ["GET", "HEAD"];

/**
 * Methods of the on-demand routes that answer more than GET and HEAD. src/middleware/index.ts refuses any other
 * method on the on-demand pages with a 405 naming these; the server does the same for methods a fetch Request
 * cannot carry (TRACE, CONNECT, TRACK), which never reach Astro. The lead API's endpoint answers methods
 * itself: keep it in step (tests/unit/server.test.ts compares them).
 */
export const ON_DEMAND_METHODS = [
  { prefix: "/api/leads", methods: ["POST"] },
  { prefix: "/api/c", methods: ["GET", "HEAD", "POST"] },
  { prefix: "/owner", methods: ["GET", "HEAD", "POST"] },
  { prefix: "/shortlist", methods: ["GET", "HEAD", "POST"] },
  { prefix: "/book/manage", methods: ["GET", "HEAD", "POST"] },
  { prefix: "/events/seat", methods: ["GET", "HEAD", "POST"] },
];

/**
 * The methods a path answers: its on-demand route's, else GET and HEAD.
 * @param {string} pathname
 */
export function methodsFor(pathname) {
  const route = ON_DEMAND_METHODS.find((rule) => pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`));
  return route ? route.methods : STATIC_METHODS;
}

/**
 * The methods a path answers, for a 405's `Allow` header.
 * @param {string} pathname
 */
export function allowedMethodsFor(pathname) {
  return methodsFor(pathname).join(", ");
}

/** Cache-Control of answers the server or a route makes up itself (errors, 405s): never stored anywhere. */
export const ERROR_CACHE_CONTROL = "no-store";

/**
 * Cache-Control of the clean-URL redirects (`/about/` to `/about`): kept an hour, where a bare 301 may be kept
 * for ever by a browser's heuristics, so changing a URL rule reaches every visitor within the hour.
 */
export const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

/** Cache-Control of every 404, static or on demand: never stored, so a page added later shows up at once. */
export const NOT_FOUND_CACHE_CONTROL = "no-store";

/** Files from public/ kept a day: not hashed, so not for ever, but rarely changed. */
export const DAY_CACHED_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif", "svg", "ico", "pdf", "woff", "woff2"];
const DAY_CACHED = new RegExp(`\\.(?:${DAY_CACHED_EXTENSIONS.join("|")})$`);

/**
 * Cache policy: hashed build assets never change; everything else is revalidated.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (DAY_CACHED.test(pathname)) return "public, max-age=86400";
  return "public, max-age=0, must-revalidate";
}

/**
 * The not-found page for a path that matched no file: a section's own, else the site's.
 * @param {string} pathname
 */
export function notFoundPageFor(pathname) {
  const section = SECTION_NOT_FOUND.find((rule) => pathname.startsWith(rule.prefix));
  return section ? section.page : SITE_NOT_FOUND_PAGE;
}

/**
 * True for the not-found pages themselves, which answer 404 even when asked for by name.
 * @param {string} pathname
 */
export function isNotFoundPage(pathname) {
  return pathname === SITE_NOT_FOUND_PAGE || SECTION_NOT_FOUND.some((rule) => rule.page === pathname);
}

/** `_redirects` in the Netlify/Cloudflare format: not-found rewrites with status 404 (files win). */
export function redirectsFile() {
  const lines = SECTION_NOT_FOUND.map((rule) => `${rule.prefix}*  ${rule.page}  404`);
  lines.push(`/*  ${SITE_NOT_FOUND_PAGE}  404`);
  return `${lines.join("\n")}\n`;
}

/**
 * `_headers` in the Netlify/Cloudflare format, with the same headers as the Node server.
 * @param {Record<string, string>} [extraHeaders]
 */
export function headersFile(extraHeaders = {}) {
  const all = { ...BASE_SECURITY_HEADERS, ...extraHeaders };
  const block = Object.entries(all)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  return `/*\n${block}\n\n/_astro/*\n  Cache-Control: ${cacheControlFor("/_astro/x")}\n`;
}
