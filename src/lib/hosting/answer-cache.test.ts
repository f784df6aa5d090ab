import { describe, expect, it } from "vitest";
import { createAnswerCache, sharedLifetime } from "./answer-cache.mjs";
import { ON_DEMAND_PAGE_CACHE_CONTROL, PERSONAL_ANSWER_CACHE_CONTROL } from "./hosting-rules.mjs";

const URL_BASE = "http://127.0.0.1:4321";

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`${URL_BASE}${path}`, { method, headers: { "Accept-Encoding": "br", ...headers } });
}

function answer(body: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, {
    status,
    headers: {
      "Cache-Control": ON_DEMAND_PAGE_CACHE_CONTROL,
      "Content-Type": "text/html",
      ETag: '"v1-br"',
      ...headers,
    },
  });
}

/** A cache on a clock the test moves. */
function cacheAt(start = 1_000_000, options: { maxBytes?: number; maxAnswerBytes?: number } = {}) {
  const clock = { time: start };
  return { clock, cache: createAnswerCache({ ...options, now: () => clock.time }) };
}

describe("sharedLifetime", () => {
  it("follows the answer's Cache-Control: s-maxage over max-age, nothing for private or personal answers", () => {
    expect(sharedLifetime(new Headers({ "Cache-Control": ON_DEMAND_PAGE_CACHE_CONTROL }))).toBe(300);
    expect(sharedLifetime(new Headers({ "Cache-Control": "public, max-age=30" }))).toBe(30);
    expect(sharedLifetime(new Headers({ "Cache-Control": PERSONAL_ANSWER_CACHE_CONTROL }))).toBe(0);
    expect(sharedLifetime(new Headers({ "Cache-Control": "no-store" }))).toBe(0);
    expect(sharedLifetime(new Headers({ "Cache-Control": "public, no-cache, s-maxage=60" }))).toBe(0);
    expect(sharedLifetime(new Headers({ "Cache-Control": "public, max-age=0" }))).toBe(0);
    expect(sharedLifetime(new Headers({}))).toBe(0);
  });

  it("keeps nothing that sets a cookie or varies on more than the coding", () => {
    const publicly = { "Cache-Control": ON_DEMAND_PAGE_CACHE_CONTROL };
    expect(sharedLifetime(new Headers({ ...publicly, "Set-Cookie": "a=b" }))).toBe(0);
    expect(sharedLifetime(new Headers({ ...publicly, Vary: "Accept-Encoding, Cookie" }))).toBe(0);
    expect(sharedLifetime(new Headers({ ...publicly, Vary: "*" }))).toBe(0);
    expect(sharedLifetime(new Headers({ ...publicly, Vary: "Accept-Encoding" }))).toBe(300);
  });
});

describe("createAnswerCache", () => {
  it("sends a kept answer again with the same status, headers and bytes, its Age, and what its render counted", async () => {
    const { clock, cache } = cacheAt();
    const counts = [{ entries: [["search", "coffee"]], perClient: true }];
    const first = await cache.keep(request("/search?q=coffee"), answer("<p>coffee</p>"), counts);
    expect(await first.text()).toBe("<p>coffee</p>");
    clock.time += 12_500;
    const kept = cache.answer(request("/search?q=coffee"));
    expect(kept?.counts).toEqual(counts);
    expect(kept?.response.status).toBe(200);
    expect(kept?.response.headers.get("cache-control")).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
    expect(kept?.response.headers.get("etag")).toBe('"v1-br"');
    expect(kept?.response.headers.get("age")).toBe("12");
    expect(await kept?.response.text()).toBe("<p>coffee</p>");
  });

  it("keeps each URL and coding apart: another query or coding renders anew", async () => {
    const { cache } = cacheAt();
    await cache.keep(request("/search?q=coffee"), answer("coffee"), []);
    expect(cache.answer(request("/search?q=tea"))).toBeUndefined();
    expect(cache.answer(request("/search?q=coffee", { "Accept-Encoding": "gzip" }))).toBeUndefined();
    expect(cache.answer(request("/search?q=coffee", { "Accept-Encoding": "identity" }))).toBeUndefined();
    expect(cache.answer(request("/search?q=coffee"))).toBeDefined();
  });

  it("answers a matching If-None-Match with a bodiless 304, and a HEAD with the headers alone", async () => {
    const { cache } = cacheAt();
    await cache.keep(
      request("/compare?f=a,b"),
      answer("table", { "Content-Encoding": "br", "Content-Length": "5" }),
      [],
    );
    const revalidated = cache.answer(request("/compare?f=a,b", { "If-None-Match": '"v1-br"' }))?.response;
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.headers.get("content-encoding")).toBeNull();
    expect(revalidated?.headers.get("etag")).toBe('"v1-br"');
    const stale = cache.answer(request("/compare?f=a,b", { "If-None-Match": '"v0-br"' }))?.response;
    expect(stale?.status).toBe(200);
    const head = cache.answer(request("/compare?f=a,b", {}, "HEAD"))?.response;
    expect(head?.headers.get("content-length")).toBe("5");
    expect((await head?.arrayBuffer())?.byteLength).toBe(0);
  });

  it("never keeps a personal, private, failed, non-GET or signed-in answer", async () => {
    const { cache } = cacheAt();
    const cases: [Request, Response][] = [
      [request("/match?cash=30000"), answer("cash", { "Cache-Control": PERSONAL_ANSWER_CACHE_CONTROL })],
      [request("/owner"), answer("figures", { "Cache-Control": "no-store", Vary: "Cookie" })],
      [request("/franchises/search?page=99"), answer("none", { "Cache-Control": "no-store" }, 404)],
      [request("/search?q=x", {}, "POST"), answer("posted")],
      [request("/search?q=y", {}, "HEAD"), answer("")],
      [request("/search?q=z", { Authorization: "Basic eDp5" }), answer("signed in")],
    ];
    for (const [asked, given] of cases) {
      const sent = await cache.keep(asked, given, []);
      expect(sent).toBe(given);
      expect(cache.answer(asked)).toBeUndefined();
    }
    expect(cache.size().answers).toBe(0);
  });

  it("forgets an answer when its shared lifetime or the cap of a minute runs out, whichever is first", async () => {
    const { clock, cache } = cacheAt();
    await cache.keep(request("/events?kind=webinar"), answer("soon", { "Cache-Control": "public, s-maxage=20" }), []);
    await cache.keep(request("/search?q=coffee"), answer("coffee"), []);
    clock.time += 19_999;
    expect(cache.answer(request("/events?kind=webinar"))).toBeDefined();
    clock.time += 1;
    expect(cache.answer(request("/events?kind=webinar"))).toBeUndefined();
    clock.time += 39_999;
    expect(cache.answer(request("/search?q=coffee"))).toBeDefined();
    clock.time += 1;
    expect(cache.answer(request("/search?q=coffee"))).toBeUndefined();
    expect(cache.size()).toEqual({ answers: 0, bytes: 0 });
  });

  it("stays within its bytes however many URLs are asked, pushing out the least recently sent first", async () => {
    const body = "x".repeat(1000);
    const { cache } = cacheAt(0, { maxBytes: 5_000 });
    for (let n = 0; n < 4; n++) await cache.keep(request(`/search?q=${n}`), answer(body), []);
    cache.answer(request("/search?q=0"));
    for (let n = 4; n < 200; n++) {
      await cache.keep(request(`/search?q=${n}`), answer(body), []);
      expect(cache.size().bytes).toBeLessThanOrEqual(5_000);
    }
    expect(cache.size().answers).toBeGreaterThan(0);
    expect(cache.answer(request("/search?q=1"))).toBeUndefined();
    expect(cache.answer(request("/search?q=199"))).toBeDefined();
  });

  it("does not keep one answer larger than its limit, but still sends it whole", async () => {
    const { cache } = cacheAt(0, { maxAnswerBytes: 100 });
    const sent = await cache.keep(request("/search?q=big"), answer("y".repeat(500)), []);
    expect((await sent.text()).length).toBe(500);
    expect(cache.answer(request("/search?q=big"))).toBeUndefined();
  });
});
