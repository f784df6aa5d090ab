/**
 * What is counted and how it is folded, as pure functions: whether a request counts at all (no bots, no HEAD, no
 * prefetch, no visitor who objects), and the coarse keys counters are kept under (a page path, a normalised
 * search, a cash band, a postcode area, a campaign). Nothing here keeps an address, a user agent or an identifier.
 */
import { queryWords } from "@/lib/text/words";

/** The cookie the privacy page's opt-out sets: its only content is the objection. */
export const OPT_OUT_COOKIE = "no_count";

/** User agents that announce a program rather than a person's browser (crawlers, checkers, scripts). */
const BOT_UA =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|scan|curl|wget|python|java\/|go-http|okhttp|node-fetch|undici|axios|httpclient|libwww|feed|validator|checker/i;

/** True for a user agent that is missing, not a browser's, or names a crawler or a tool. */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return !userAgent.startsWith("Mozilla/") || BOT_UA.test(userAgent);
}

/** True when the cookie header carries the opt-out. */
export function hasOptedOut(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${OPT_OUT_COOKIE}=1`);
}

/** Why a request is not counted, or null when it is. */
export type NotCounted = "method" | "prefetch" | "gpc" | "dnt" | "opt-out" | "bot";

/**
 * Whether a request is counted: a GET or POST from a person's browser that did not fetch it ahead of a visit
 * (Sec-Purpose, or the older Purpose header) and does not object (Global Privacy Control, Do Not Track, or the
 * opt-out cookie).
 */
export function whyNotCounted(method: string, headers: Headers): NotCounted | null {
  if (method !== "GET" && method !== "POST") return "method";
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  if (headers.get("sec-gpc")?.trim() === "1") return "gpc";
  if (headers.get("dnt")?.trim() === "1") return "dnt";
  if (hasOptedOut(headers.get("cookie"))) return "opt-out";
  if (isBot(headers.get("user-agent"))) return "bot";
  return null;
}

/** A UTC day as `YYYY-MM-DD`: the finest time a counter keeps. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MAX_KEY = 80;

/**
 * A page path fit to count: same-site, no query or fragment, no trailing slash, at most 80 characters; null for
 * anything else (a full URL, a path with odd characters), so a forged request cannot store arbitrary text.
 */
export function countedPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return null;
  const path = value.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
  if (path.length > MAX_KEY || !/^\/[\w\-./]*$/.test(path) || path.includes("..")) return null;
  return path;
}

// What a visitor may type into a search box that identifies someone: an email address, or a run of digits as long
// as a phone number (spaces, dots, dashes and brackets between them allowed). Never counted.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;
const PHONE_LIKE = /(?:\+|\b)\d(?:[\s().-]*\d){8,}/;

/**
 * A search as counted: its words folded as every search folds them (case, accents, punctuation), at most 60
 * characters; null when empty, or when it looks like an email address or a phone number, which the site's counts,
 * kept two years as free text and exported, must never hold.
 */
export function normaliseSearch(query: string | null | undefined): string | null {
  if (EMAIL_LIKE.test(query ?? "") || PHONE_LIKE.test(query ?? "")) return null;
  const words = queryWords(query ?? "");
  if (words.length === 0) return null;
  return words.join(" ").slice(0, 60).trim();
}

/** Cash bands for /match answers and budgets: wide enough that a band says nothing about one person. */
export const CASH_BANDS = [
  { upTo: 10_000, label: "under £10k" },
  { upTo: 25_000, label: "£10k–25k" },
  { upTo: 50_000, label: "£25k–50k" },
  { upTo: 100_000, label: "£50k–100k" },
  { upTo: Infinity, label: "£100k or more" },
] as const;

/** The band a cash figure falls in. */
export function cashBand(pounds: number): string {
  return CASH_BANDS.find((band) => pounds < band.upTo)!.label;
}

/** The postcode area (the letters before the first digit, "SW" of "SW1A 1AA"), or null when it does not start like one. */
export function postcodeArea(postcode: string | null | undefined): string | null {
  const match = /^\s*([A-Za-z]{1,2})\d/.exec(postcode ?? "");
  return match ? match[1].toUpperCase() : null;
}

/** A short token of a campaign value: lower case, letters, digits, `-` and `_`, at most 40 characters. */
function campaignToken(value: string | null): string {
  const token = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return token || "-";
}

/**
 * The campaign of a landing URL, `source / medium / campaign` from its utm_ parameters, or null when it has
 * none. Read from the page's own URL (the counting image's Referer, or an on-demand page's query).
 */
export function campaignOf(url: URL | null): string | null {
  if (!url) return null;
  const params = url.searchParams;
  if (!["utm_source", "utm_medium", "utm_campaign"].some((name) => params.get(name)?.trim())) return null;
  return ["utm_source", "utm_medium", "utm_campaign"].map((name) => campaignToken(params.get(name))).join(" / ");
}

/** A same-origin Referer as a URL, or null (absent, malformed, or another site's). */
export function sameOriginReferer(referer: string | null, requestUrl: URL): URL | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === requestUrl.host ? url : null;
  } catch {
    return null;
  }
}

/**
 * The page a request came from, from its Referer, when that is this site's (the Host it was sent to, or one of
 * the site's own origins behind a proxy): its query holds the landing page's utm_ values.
 */
export function ownPageUrl(request: Request, allowedOrigins: readonly string[]): URL | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.headers.get("host") || allowedOrigins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/** A counter entry: `[metric, key]`; a null key counts nothing. */
export type CountEntry = readonly [string, string | null];

/** A search and, when it found nothing, the same words again under "search-none". */
export function searchEntries(query: string | null | undefined, found: boolean): CountEntry[] {
  const term = normaliseSearch(query);
  return [
    ["search", term],
    ["search-none", found ? null : term],
  ];
}

/**
 * What a directory search counts (its first page only, so paging on does not count it again): its words, each
 * filter used (`category: <key>`, `investment: <band>`, `location: <slug>`, `budget: <band>`) and a postcode's area.
 */
export function directoryEntries(
  filters: { q: string; category: string; investment: string; location?: string; budget?: number },
  { total, page, postcode }: { total: number; page: number; postcode?: string | null },
): CountEntry[] {
  if (page !== 1) return [];
  return [
    ...searchEntries(filters.q, total > 0),
    ["filter", filters.category ? `category: ${filters.category}` : null],
    ["filter", filters.investment ? `investment: ${filters.investment}` : null],
    ["filter", filters.location ? `location: ${filters.location}` : null],
    ["filter", filters.budget !== undefined ? `budget: ${cashBand(filters.budget)}` : null],
    ["postcode", postcodeArea(postcode)],
  ];
}

/**
 * The decision path, from /match towards an enquiry: each /match answer (`match`), and each move `<from> → <to>`
 * when a step came from the page of a step before it. A shortlist save, a comparison or an enquiry that came from
 * anywhere else is no step of the path (each is counted under its own metric), so the path never shows an
 * enquiry "from /match" when /match was not opened.
 */
export function stepEntries(step: string, fromPath: string | null | undefined): CountEntry[] {
  const from = countedPath(fromPath ?? null)?.slice(1);
  const previous = ["match", "shortlist", "compare"].includes(from ?? "") && from !== step ? from : null;
  return [
    ["step", step === "match" ? step : null],
    ["step", previous ? `${previous} → ${step}` : null],
  ];
}

/**
 * A /match answer in coarse bands: the cash band, each sector chosen, the nation, the postcode's area. Its step of
 * the decision path is counted with it (countRequest's `step: "match"`), from the request's Referer.
 */
export function matchEntries(
  answers: { cash?: number; sectors?: readonly { key: string }[]; place?: { nation: { name: string } } },
  postcode: string | null,
): CountEntry[] {
  return [
    ["match", answers.cash !== undefined ? `budget: ${cashBand(answers.cash)}` : null],
    ...(answers.sectors ?? []).map((sector): CountEntry => ["match", `sector: ${sector.key}`]),
    ["match", answers.place ? `nation: ${answers.place.nation.name}` : null],
    ["postcode", postcodeArea(postcode)],
  ];
}

/** The path of a Referer (any origin: only this site's paths match a step), or null. */
export function refererPath(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/**
 * A stored lead as counted: its form, each franchise it names (slugs), the page it was sent from, and the campaign
 * of that page's URL when it was opened through a campaign link (`pageUrl`, the post's same-origin Referer).
 */
export function enquiryEntries(
  lead: {
    formKind: string;
    franchises: readonly string[];
    sourcePath?: string;
  },
  pageUrl: URL | null = null,
): CountEntry[] {
  const page = countedPath(lead.sourcePath ?? null);
  return [
    ["enquiry-form", lead.formKind],
    ["enquiry-campaign", campaignOf(pageUrl)],
    ...lead.franchises.map((slug): CountEntry => ["enquiry-franchise", countedPath(`/${slug}`)?.slice(1) ?? null]),
    ["enquiry-page", page],
    ...stepEntries("enquiry", page),
  ];
}
