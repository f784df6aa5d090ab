// @ts-check
/**
 * The sites that send visitors here, as the server sees them. When a browser follows a link from another site,
 * the Referer of that one document request names the site; the page's counting image names only the page itself,
 * and the site sends no script to read document.referrer. So the server (src/server/serve.mjs) notes the
 * referring host of each navigation, never its path or query (a search engine's words, a webmail's message), with
 * the few headers that say whether the visitor may be counted, and the counters (src/lib/stats/runtime.ts) take
 * the notes within seconds and apply the counting rules to them. Nothing is written until they do.
 *
 * The notes live on globalThis: the server and the build's bundle each load their own copy of this module.
 * A page served by a CDN never reaches the server, so behind one only what reaches Node is noted.
 */

const NOTES = Symbol.for("franchise-advisor.referrer-notes");
// Notes waiting for the counters, at most: a flood of navigations cannot grow the process's memory.
const MAX_NOTES = 1000;
// What the counting rules read (src/lib/stats/counting.ts whyNotCounted); nothing else of the request is kept.
const COUNTING_HEADERS = ["user-agent", "dnt", "sec-gpc", "cookie", "sec-purpose", "purpose", "x-moz"];

/** @typedef {{ host: string, headers: Record<string, string> }} ReferrerNote */
/** @typedef {Record<string, string | string[] | undefined>} RequestHeaders */

/**
 * The host of another site that a Referer names, lower case and without a leading `www.`; null for this site
 * (`ownHost`, the request's Host), a Referer that is not an http(s) URL, or none.
 * @param {string | undefined} referer
 * @param {string | undefined} ownHost
 * @returns {string | null}
 */
export function referringHost(referer, ownHost) {
  if (!referer) return null;
  let url;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (ownHost && url.host.toLowerCase() === ownHost.toLowerCase()) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return /^[a-z0-9.-]{1,80}$/.test(host) ? host : null;
}

/**
 * True for a browser's navigation to a page: a GET whose Sec-Fetch-Mode is `navigate`, or, from a browser that
 * sends no Sec-Fetch headers, one that accepts HTML. Images, scripts and fetches are not visits.
 * @param {string | undefined} method
 * @param {RequestHeaders} headers
 */
export function isNavigation(method, headers) {
  if (method !== "GET") return false;
  const mode = headers["sec-fetch-mode"];
  if (mode !== undefined) return mode === "navigate";
  return String(headers.accept ?? "").includes("text/html");
}

/** @returns {ReferrerNote[]} */
function notes() {
  const shared = /** @type {Record<symbol, ReferrerNote[] | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (shared[NOTES] ??= []);
}

/**
 * Notes the site a navigation came from, when it came from another site.
 * @param {string | undefined} method
 * @param {RequestHeaders} headers
 */
export function noteReferrer(method, headers) {
  if (!isNavigation(method, headers)) return;
  const referer = headers.referer;
  const host = referringHost(typeof referer === "string" ? referer : undefined, String(headers.host ?? ""));
  if (!host) return;
  const waiting = notes();
  if (waiting.length >= MAX_NOTES) return;
  /** @type {Record<string, string>} */
  const kept = {};
  for (const name of COUNTING_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  waiting.push({ host, headers: kept });
}

/** Hands over every note waiting, and forgets them. @returns {ReferrerNote[]} */
export function takeReferrers() {
  const waiting = notes();
  return waiting.splice(0, waiting.length);
}
