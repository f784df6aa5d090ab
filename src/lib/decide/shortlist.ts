/**
 * The shortlist's rules, shared by the browser store (src/lib/stores/shortlist.ts) and the /shortlist route:
 * which slugs a list may hold, adding and removing under the cap, and the first-party cookie that carries the
 * list so the server can draw it. Pure functions over a slug list.
 */

/** Most franchises a shortlist holds: enough to weigh, few enough to compare and enquire about. */
export const SHORTLIST_MAX = 10;
/** Shown when a save is refused at the cap. */
export const SHORTLIST_FULL_MESSAGE = `Your shortlist is full: it holds up to ${SHORTLIST_MAX} franchises. Remove one to save another.`;
/** The cookie holding the list: read by /shortlist on the server and by the franchise and directory pages' inline lines. */
export const SHORTLIST_COOKIE = "fa_shortlist";
/** A year: the list outlives a browsing session but not forever (the cookies page says so). */
export const SHORTLIST_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** Where the list lived before the cookie (localStorage); read once to carry an existing list over, then removed. */
export const SHORTLIST_LEGACY_STORAGE_KEY = "fa:shortlist";
// Slugs never contain a dot, and a dot needs no escaping in a cookie value.
const SEPARATOR = ".";
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * A page's inline script (hand-minified: these pages are counted to the byte) that runs `body` with `s`, the saved
 * slugs read from `document.cookie`, now and again when the page comes back from the back-forward cache (after a
 * Save took the visitor to /shortlist and they pressed Back). No checks: the server normalises the cookie it
 * writes, and these lines only show a count and a saved state.
 */
export function shortlistInlineScript(body: string): string {
  const read = `const m=document.cookie.match(/(?:^|; )${SHORTLIST_COOKIE}=([^;]+)/),s=m?m[1].split("${SEPARATOR}"):[];`;
  return `{const r=()=>{${read}${body}};r();addEventListener("pageshow",e=>e.persisted&&r())}`;
}

/** The Franchise Enquiry form, which ticks the shortlist when it starts: where "Enquire about all" leads. */
export const ENQUIRY_HREF = "/contact#contact-panel-enquiry";

/** What an action did, so the caller can say so. */
export type ShortlistOutcome = "saved" | "already-saved" | "full" | "invalid" | "removed" | "not-saved";

/** True for a string shaped like a franchise slug. */
export function isShortlistSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

/** A list made safe: slugs only, each once, oldest first, at most SHORTLIST_MAX. */
export function normaliseShortlist(values: readonly unknown[]): string[] {
  return [...new Set(values.filter(isShortlistSlug))].slice(0, SHORTLIST_MAX);
}

/** The cookie value for a list: slugs joined by dots. */
export function encodeShortlistCookie(slugs: readonly string[]): string {
  return normaliseShortlist(slugs).join(SEPARATOR);
}

/** Reads a cookie value defensively: anything that is not a slug, repeats and overflow are dropped. */
export function decodeShortlistCookie(value: string | undefined | null): string[] {
  if (!value) return [];
  // Far more than SHORTLIST_MAX slugs can hold: a tampered cookie cannot make us split a huge string.
  return normaliseShortlist(value.slice(0, 4096).split(SEPARATOR));
}

/** The saved list from a Cookie header (or `document.cookie`). */
export function readShortlistCookie(cookieHeader: string | undefined | null): string[] {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = pair.split("=");
    if (name.trim() === SHORTLIST_COOKIE) return decodeShortlistCookie(rest.join("=").trim());
  }
  return [];
}

/**
 * The cookie line that stores a list (a Set-Cookie header value, or what to assign to `document.cookie`): site
 * wide, sent on top-level navigations from other sites (Lax) so a followed link still shows the list, Secure on
 * https; an empty list deletes it.
 */
export function shortlistCookie(slugs: readonly string[], { secure }: { secure: boolean }): string {
  const value = encodeShortlistCookie(slugs);
  const maxAge = value ? SHORTLIST_COOKIE_MAX_AGE : 0;
  return `${SHORTLIST_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Adds a slug unless it is malformed, already there, or the list is full. */
export function addToShortlist(list: readonly string[], slug: string): { list: string[]; outcome: ShortlistOutcome } {
  if (!isShortlistSlug(slug)) return { list: [...list], outcome: "invalid" };
  if (list.includes(slug)) return { list: [...list], outcome: "already-saved" };
  if (list.length >= SHORTLIST_MAX) return { list: [...list], outcome: "full" };
  return { list: [...list, slug], outcome: "saved" };
}

/**
 * Adds several slugs in order (a "Save these" button), skipping malformed and saved ones; stops at the cap.
 * `outcome` is "full" when any could not be saved for lack of room.
 */
export function addManyToShortlist(
  list: readonly string[],
  slugs: readonly string[],
): { list: string[]; outcome: "saved" | "full" } {
  let next = [...list];
  let full = false;
  for (const slug of slugs) {
    const added = addToShortlist(next, slug);
    next = added.list;
    if (added.outcome === "full") full = true;
  }
  return { list: next, outcome: full ? "full" : "saved" };
}

/** Removes a slug. */
export function removeFromShortlist(
  list: readonly string[],
  slug: string,
): { list: string[]; outcome: ShortlistOutcome } {
  if (!list.includes(slug)) return { list: [...list], outcome: "not-saved" };
  return { list: list.filter((saved) => saved !== slug), outcome: "removed" };
}

/** Adds a slug that is not saved, removes one that is. */
export function toggleInShortlist(
  list: readonly string[],
  slug: string,
): { list: string[]; outcome: ShortlistOutcome } {
  return list.includes(slug) ? removeFromShortlist(list, slug) : addToShortlist(list, slug);
}

/**
 * True when the browser says a request came from another site (its link, image or form). Such a request must not
 * change the visitor's shortlist. An address typed or bookmarked ("none") and our own pages ("same-origin") may,
 * and so may a client that sends no Sec-Fetch-Site at all, since no browser omits it on another site's request.
 */
export function isFromAnotherSite(secFetchSite: string | null): boolean {
  return secFetchSite === "cross-site" || secFetchSite === "same-site";
}

/** The list stored under the old localStorage key (JSON), defensively: bad JSON or shapes give an empty list. */
export function decodeLegacyShortlist(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? normaliseShortlist(value) : [];
  } catch {
    return [];
  }
}

/** What /shortlist reports after a change made without JavaScript, carried in the address it redirects to. */
export type ShortlistNotice = "saved" | "saved-many" | "already-saved" | "full" | "unknown" | "removed" | "cleared";
const NOTICES: readonly ShortlistNotice[] = [
  "saved",
  "saved-many",
  "already-saved",
  "full",
  "unknown",
  "removed",
  "cleared",
];

/** The page a change redirects to (303): /shortlist with the notice, and the franchise it concerns. */
export function shortlistNoticeHref(notice: ShortlistNotice, slug?: string): string {
  const params = new URLSearchParams({ done: notice });
  if (slug && isShortlistSlug(slug)) params.set("f", slug);
  return `/shortlist?${params}`;
}

/** The `then` value of a franchise page's Save form: come back to the page once it is saved. */
export const BACK_TO_PAGE = "page";

/** The id of the notice a franchise page shows (by CSS :target, no script) when Save brought the visitor back. */
export const PAGE_SAVED_NOTICE_ID = "shortlist-saved";

/** Where a franchise page's Save returns to once saved: the page, at its "saved" notice. */
export function franchisePageSavedHref(slug: string): string {
  return `/franchises/${slug}#${PAGE_SAVED_NOTICE_ID}`;
}

/** The notice named in /shortlist's address, if any; unknown notices and malformed slugs are ignored. */
export function readShortlistNotice(params: URLSearchParams): { notice: ShortlistNotice; slug?: string } | undefined {
  const notice = NOTICES.find((known) => known === params.get("done"));
  if (!notice) return undefined;
  const slug = params.get("f") ?? "";
  return isShortlistSlug(slug) ? { notice, slug } : { notice };
}

/**
 * The owner's words for /shortlist's notices (decide.yaml, shortlist.notices); `{name}` in a line is the franchise's
 * name, filled here. The "full" notice stays SHORTLIST_FULL_MESSAGE: the save buttons' island says it too.
 */
export interface ShortlistNoticeWords {
  unknown: string;
  cleared: string;
  savedMany: string;
  notSavedMany: string;
  removed: string;
  notSaved: string;
  saved: string;
  alreadySaved: string;
}

/**
 * The sentence for a notice, checked against the list the request actually carried: a "saved" whose franchise
 * is not in the cookie means the browser refused the cookie, and the visitor is told so rather than misled.
 */
export function shortlistNoticeText(
  { notice, slug }: { notice: ShortlistNotice; slug?: string },
  saved: readonly string[],
  nameOf: (slug: string) => string | undefined,
  words: ShortlistNoticeWords,
): string | undefined {
  const name = slug ? nameOf(slug) : undefined;
  if (notice === "full") return SHORTLIST_FULL_MESSAGE;
  if (notice === "unknown") return words.unknown;
  if (notice === "cleared") return saved.length ? undefined : words.cleared;
  if (notice === "saved-many") return saved.length ? words.savedMany : words.notSavedMany;
  if (!slug || !name) return undefined;
  const named = (line: string) => line.replaceAll("{name}", name);
  if (notice === "removed") return saved.includes(slug) ? undefined : named(words.removed);
  if (!saved.includes(slug)) return named(words.notSaved);
  return named(notice === "saved" ? words.saved : words.alreadySaved);
}
