// @ts-check
// Finished answers of the public on-demand pages, kept in this process so the same URL asked again is sent without
// rendering it again (issue 55: Astro's render alone costs several milliseconds of CPU, so a page a campaign sends
// everyone to cannot keep up with a static one otherwise). What is kept, and how long, follows the answer's own
// Cache-Control, the rule every shared cache obeys: only `public` answers with a shared lifetime (s-maxage, else
// max-age), never one that is private, no-store, sets a cookie or varies on more than Accept-Encoding, so a cash
// figure, a postcode, a shortlist or the owner's figures are never kept. Kept at most MAX_KEEP_SECONDS whatever the
// lifetime, and bounded by bytes: many odd URLs only push older answers out, never make memory grow. A kept
// answer carries its Age, so a CDN in front keeps it no longer than it would have kept a fresh one.
// An answer is kept per URL and content coding, already compressed, with what its render counted (the owner's
// figures): a kept answer sent again counts again, for the visitor who asked (src/middleware/index.ts).
import { acceptedEncodings } from "./content-coding.mjs";
import { matches } from "./on-demand.mjs";

/** The longest an answer is kept, whatever its Cache-Control allows: a minute behind at most. */
export const MAX_KEEP_SECONDS = 60;
/** The bytes of kept answers (compressed bodies and their headers) one process holds at most. */
export const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** A larger answer is not kept: one page must not push out hundreds. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * @typedef {{ status: number, statusText: string, headers: [string, string][], body: Uint8Array<ArrayBuffer>, etag: string | null,
 *   counts: unknown[], storedAt: number, expiresAt: number, bytes: number }} KeptAnswer
 */

/**
 * How long a shared cache may keep an answer with these headers, in seconds; 0 when it may not keep it at all.
 * @param {Headers} headers
 */
export function sharedLifetime(headers) {
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  const directives = new Map(
    cacheControl
      .split(",")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name)
      .map(([name, value]) => [name.trim(), value?.trim()]),
  );
  if (!directives.has("public") || ["private", "no-store", "no-cache"].some((name) => directives.has(name))) return 0;
  if (headers.has("set-cookie")) return 0;
  const vary = (headers.get("vary") ?? "").split(",").map((field) => field.trim().toLowerCase());
  if (vary.some((field) => field && field !== "accept-encoding")) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age") ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * A cache of finished answers. `now` is the clock (milliseconds), a parameter so tests can move it.
 * @param {{ maxBytes?: number, maxAnswerBytes?: number, maxKeepSeconds?: number, now?: () => number }} [options]
 */
export function createAnswerCache({
  maxBytes = MAX_KEPT_BYTES,
  maxAnswerBytes = MAX_ANSWER_BYTES,
  maxKeepSeconds = MAX_KEEP_SECONDS,
  now = Date.now,
} = {}) {
  /** @type {Map<string, KeptAnswer>} the most recently used last */
  const kept = new Map();
  let keptBytes = 0;

  /** @param {string} key */
  const forget = (key) => {
    const answer = kept.get(key);
    if (!answer) return;
    kept.delete(key);
    keptBytes -= answer.bytes;
  };

  /**
   * The key of a request's answer: its URL and the coding it will be sent in. Undefined for what is never kept
   * (any method but GET and HEAD, a request with credentials).
   * @param {Request} request
   */
  const keyFor = (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    if (request.headers.has("authorization")) return undefined;
    const url = new URL(request.url);
    const [choice] = acceptedEncodings(request.headers.get("accept-encoding") ?? undefined);
    return `${choice?.coding ?? "identity"} ${url.pathname}${url.search}`;
  };

  return {
    /**
     * The kept answer to a request, as a new Response (a 304 when its If-None-Match names the answer's ETag),
     * with what its render counted; undefined when none is kept or it is too old.
     * @param {Request} request
     * @returns {{ response: Response, counts: unknown[] } | undefined}
     */
    answer(request) {
      const key = keyFor(request);
      const answer = key === undefined ? undefined : kept.get(key);
      if (!key || !answer) return undefined;
      const time = now();
      if (time >= answer.expiresAt) {
        forget(key);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, answer);
      const headers = new Headers(answer.headers);
      headers.set("Age", String(Math.floor((time - answer.storedAt) / 1000)));
      if (answer.etag && matches(request.headers.get("if-none-match"), answer.etag)) {
        headers.delete("content-encoding");
        headers.delete("content-length");
        return {
          response: new Response(null, { status: 304, statusText: "Not Modified", headers }),
          counts: answer.counts,
        };
      }
      const body = request.method === "HEAD" ? new Uint8Array(0) : answer.body;
      return {
        response: new Response(body, { status: answer.status, statusText: answer.statusText, headers }),
        counts: answer.counts,
      };
    },

    /**
     * Keeps a finished GET answer when its headers let a shared cache keep it, and gives back a Response to send
     * in its place (the body of the one given is read). Anything else comes back untouched.
     * @param {Request} request
     * @param {Response} response
     * @param {unknown[]} counts what the render counted, counted again whenever the kept answer is sent
     * @returns {Promise<Response>}
     */
    async keep(request, response, counts) {
      const key = keyFor(request);
      const lifetime = Math.min(sharedLifetime(response.headers), maxKeepSeconds);
      if (!key || request.method !== "GET" || response.status !== 200 || !response.body || lifetime <= 0)
        return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers];
      const bytes = body.byteLength + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
      if (bytes <= maxAnswerBytes) {
        forget(key);
        const storedAt = now();
        const etag = response.headers.get("etag");
        const { status, statusText } = response;
        kept.set(key, {
          status,
          statusText,
          headers,
          body,
          etag,
          counts,
          storedAt,
          expiresAt: storedAt + lifetime * 1000,
          bytes,
        });
        keptBytes += bytes;
        for (const oldest of kept.keys()) {
          if (keptBytes <= maxBytes) break;
          forget(oldest);
        }
      }
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },

    /** How many answers and bytes are kept (for tests and the bench). */
    size() {
      return { answers: kept.size, bytes: keptBytes };
    },
  };
}
