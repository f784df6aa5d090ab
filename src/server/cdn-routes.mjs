// @ts-check
// The rules a CDN in front of the site needs, as data: which paths go to Node (the on-demand routes of
// hosting-rules.mjs) and which are static files, with the Cache-Control each already sends. Written to
// deploy/cdn-routes.json by `npm run cdn-routes`; tests/unit/cdn-routes.test.ts checks that the file is current,
// that it covers every on-demand route the build produces, and that the server sends the headers it lists.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  DAY_CACHED_EXTENSIONS,
  EDITOR_API,
  EDITOR_API_METHODS,
  EDITOR_CACHE_CONTROL,
  EDITOR_PAGE,
  EDITOR_ROBOTS,
  EDITOR_ROUTES,
  NOT_FOUND_CACHE_CONTROL,
  ON_DEMAND_PAGE_CACHE_CONTROL,
  ON_DEMAND_PATHS,
  PERSONAL_ANSWER_CACHE_CONTROL,
  PERSONAL_QUERY_PARAMS,
  REDIRECT_CACHE_CONTROL,
  SECTION_NOT_FOUND,
  SITE_NOT_FOUND_PAGE,
  STATIC_METHODS,
  cacheControlFor,
  methodsFor,
} from "../lib/hosting/hosting-rules.mjs";

// Answers carrying a visitor's cash figure or postcode are never kept by a shared cache (the privacy notice says so).
const PERSONAL = `A query with ${PERSONAL_QUERY_PARAMS.map((name) => `${name}=`).join(", ")} is answered ${PERSONAL_ANSWER_CACHE_CONTROL}: keep Node's Cache-Control.`;

/**
 * What each on-demand path sends, besides its methods (from hosting-rules.mjs). A path added to ON_DEMAND_PATHS
 * without an entry here fails the generator, so the CDN rules cannot silently miss it.
 * @type {Record<string, { cacheControl: string, vary?: string[], note: string }>}
 */
const ON_DEMAND_ANSWERS = {
  "/api/c": {
    cacheControl: "no-store",
    note: "The counting image every page ends with (a 43-byte GIF), and the privacy page's opt-out (POST, answered 303). Never cache it: each view must reach Node. Forward the query string, Referer, User-Agent, Cookie, Sec-GPC, DNT and Sec-Purpose.",
  },
  "/api/": {
    cacheControl: "no-store",
    note: "The lead endpoint (/api/leads). Forward the body, Origin, Referer and, with LEADS_TRUST_PROXY=1, X-Forwarded-For and X-Forwarded-Host. A form post is answered 303 to /thank-you (a seat booked on an event page: 303 to /events/<slug>/booked, /events/<slug>/booked-no-email when no mail is set up, or /events/<slug>/waiting-list, static pages).",
  },
  "/compare": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: "Cache by path and query string.",
  },
  "/affordability": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: `Cache by path and query string. ${PERSONAL}`,
  },
  "/match": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: `Cache by path and query string. ${PERSONAL}`,
  },
  "/area-check": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: `Cache by path and query string. ${PERSONAL}`,
  },
  "/franchises/search": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: `Cache by path and query string. A page past the last answers 404 with ${NOT_FOUND_CACHE_CONTROL}. ${PERSONAL}`,
  },
  "/search": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: "Cache by path and query string.",
  },
  "/search/suggest": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: "The header search's suggestions (JSON). Cache by path and query string.",
  },
  "/franchises/results.json": {
    cacheControl: ON_DEMAND_PAGE_CACHE_CONTROL,
    vary: ["Accept-Encoding"],
    note: `Cache by path and query string. A page past the last answers 404 with ${NOT_FOUND_CACHE_CONTROL}. ${PERSONAL}`,
  },
  "/shortlist": {
    cacheControl: "private, no-store",
    vary: ["Cookie"],
    note: "Rendered from the visitor's fa_shortlist cookie: forward the Cookie header, never cache.",
  },
  "/events": {
    cacheControl: "public, max-age=0, s-maxage=300",
    vary: ["Accept-Encoding"],
    note: "Cache by path and query string. s-maxage is lower when an upcoming event ends within five minutes (never past its end), and there is no stale-while-revalidate: an ended event must not be served as upcoming.",
  },
  "/events/calendar.ics": {
    cacheControl: "public, max-age=0, s-maxage=300",
    vary: ["Accept-Encoding"],
    note: "The calendar feed of upcoming events, cached like /events (lower s-maxage before an event ends).",
  },
  "/events/seat/": {
    cacheControl: "no-store",
    note: "A booking's own page (/events/seat/<token>, the signed link in its confirmation mail; POST gives the seat up). Personal: never cache; forward the body, Origin and Referer.",
  },
  "/owner": {
    cacheControl: "no-store",
    note: "The owner's figures, behind a password (404 while OWNER_PASSWORD_HASH is unset). Never cache it; forward the Cookie header and the body.",
  },
  "/book": {
    cacheControl: "no-store",
    note: "The free call's diary: the slots free now, from the lead store (and the owner's calendar). Never cache it: a slot booked a moment ago must not be offered.",
  },
  "/book/": {
    cacheControl: "no-store",
    note: "A booked call's confirmation (/book/booked/<token>, its .ics at /book/booked/<token>/call.ics) and its change-or-cancel page (/book/manage/<token>, POST to act). Personal: never cache; forward the body.",
  },
  "/healthz": {
    cacheControl: "no-store",
    note: "The load balancer's health check: 200, or 503 when the lead store cannot be written (also while the server stops).",
  },
};

/**
 * Routes the build renders on demand that no URL reaches directly: the server does not route them, so neither
 * should a CDN. tests/unit/cdn-routes.test.ts checks each against the build and the server's rules.
 */
export const NOT_ROUTED = [
  { route: "/500", why: "Astro's error page, rendered inside the answer of an on-demand route that failed." },
  { route: "/lead-error", why: "The lead form's error page, rendered by POST /api/leads; its own URL is a 404." },
  { route: "/_image", why: "Astro's image endpoint: images are optimised at build time." },
  { route: "/_server-islands/[name]", why: "Astro's server-island endpoint: the site has no server islands." },
];

/** The CDN rules as a plain object (the content of deploy/cdn-routes.json). */
export function cdnRoutes() {
  const missing = ON_DEMAND_PATHS.filter((path) => !ON_DEMAND_ANSWERS[path]);
  if (missing.length > 0) throw new Error(`src/server/cdn-routes.mjs: describe the answers of ${missing.join(", ")}`);
  return {
    $comment:
      "Generated from src/lib/hosting/hosting-rules.mjs by `npm run cdn-routes`: do not edit. See deploy/README.md.",
    node: {
      why: "Rendered per request by `npm start`. Send every method listed to Node; keep the query string and let Node's Cache-Control decide. Any other method gets 405 with Allow and no-store.",
      routes: ON_DEMAND_PATHS.map((path) => ({
        path,
        match: path.endsWith("/") ? "prefix" : "exact",
        // The prefix's methods are those of its one route, the lead endpoint.
        methods: methodsFor(path === "/api/" ? "/api/leads" : path),
        ...ON_DEMAND_ANSWERS[path],
      })),
    },
    editor: {
      why: `Only when the build has the browser editor (GitHub mode, docs/editing-content.md): dist/server/on-demand-routes.json lists ${EDITOR_ROUTES.join(" and ")}. Then send these paths to Node as the routes above; without it they are unknown paths (404 from the static rules). The /api/ rule above already covers the API's path: these rules give its methods and headers.`,
      routes: [
        { path: EDITOR_PAGE, match: "exact", methods: STATIC_METHODS },
        { path: `${EDITOR_PAGE}/`, match: "prefix", methods: STATIC_METHODS },
        { path: EDITOR_API, match: "prefix", methods: EDITOR_API_METHODS },
      ].map((route) => ({ ...route, cacheControl: EDITOR_CACHE_CONTROL, robots: EDITOR_ROBOTS })),
      note: `Never cache: forward the query string, Cookie header and body. Keep Node's X-Robots-Tag (${EDITOR_ROBOTS}) and the page's own Content-Security-Policy (it allows api.github.com), not the static pages'.`,
    },
    static: {
      why: "Every other path is a file in dist/client (Node serves the same files). GET and HEAD only: other methods get 405.",
      methods: STATIC_METHODS,
      cleanUrls: `/about serves about.html; /about/, /about.html and //about redirect (301, Cache-Control: ${REDIRECT_CACHE_CONTROL}) to /about; any other path starting // is a 404. Precompressed .br and .gz copies sit beside each text file (Vary: Accept-Encoding).`,
      cacheControl: [
        { match: "prefix", path: "/_astro/", cacheControl: cacheControlFor("/_astro/") },
        {
          match: "extension",
          extensions: DAY_CACHED_EXTENSIONS,
          cacheControl: cacheControlFor(`/x.${DAY_CACHED_EXTENSIONS[0]}`),
        },
        { match: "default", note: "HTML pages, feeds, JSON indexes", cacheControl: cacheControlFor("/") },
      ],
      notFound: {
        status: 404,
        cacheControl: NOT_FOUND_CACHE_CONTROL,
        pages: [
          ...SECTION_NOT_FOUND.map(({ prefix, page }) => ({ prefix, page: `${page}.html` })),
          { prefix: "/", page: `${SITE_NOT_FOUND_PAGE}.html` },
        ],
      },
      headers: "Every answer carries the security headers of dist/client/_headers (CSP, HSTS, nosniff…).",
    },
    notRouted: NOT_ROUTED,
  };
}

/** The file's text: what `npm run cdn-routes` writes and the test compares. */
export function cdnRoutesJson() {
  return `${JSON.stringify(cdnRoutes(), null, 2)}\n`;
}

// `npm run cdn-routes`: rewrite deploy/cdn-routes.json from the rules.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL("../../deploy/cdn-routes.json", import.meta.url);
  writeFileSync(target, cdnRoutesJson());
  console.log(`Wrote ${fileURLToPath(target)}`);
}
