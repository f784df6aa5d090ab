import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { finishResponse, shouldFinish } from "./on-demand.mjs";

// A page long enough to be worth compressing, as a route would return it.
const PAGE = `<!doctype html><html><head><title>Compare</title></head><body>${"<p>Franchise figures</p>".repeat(80)}</body></html>`;
const finishHtml = async (html: string) => html.replace("<title>", "<style>p{margin:0}</style><title>");

function page(init: ResponseInit = {}, body: string | null = PAGE) {
  return new Response(body, { status: 200, headers: { "Content-Type": "text/html", ...init.headers }, ...init });
}
function request(method: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/compare", { method, headers });
}
async function bytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe("shouldFinish", () => {
  it("takes any HTML and compressible GET or HEAD answers, nothing else", () => {
    expect(shouldFinish("POST", "text/html; charset=utf-8")).toBe(true);
    expect(shouldFinish("GET", "application/json")).toBe(true);
    expect(shouldFinish("HEAD", "application/ld+json")).toBe(true);
    expect(shouldFinish("POST", "application/json")).toBe(false);
    expect(shouldFinish("GET", "image/png")).toBe(false);
    expect(shouldFinish("GET", null)).toBe(false);
  });
});

describe("finishResponse", () => {
  it("finishes HTML, compresses it by Accept-Encoding with Vary and an ETag per coding", async () => {
    const br = await finishResponse(request("GET", { "accept-encoding": "gzip, br" }), page(), finishHtml);
    const body = await bytes(br);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(br.headers.get("content-length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(await finishHtml(PAGE));
    const gzip = await finishResponse(request("GET", { "accept-encoding": "gzip" }), page(), finishHtml);
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(await finishHtml(PAGE));
    expect(gzip.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(gzip.headers.get("etag")).not.toBe(br.headers.get("etag"));
  });

  it("sends each answer its own bytes when answers repeat (the compressed ones are kept by their hash)", async () => {
    const other = PAGE.replace("Compare", "Compared");
    const publicPage = (body: string) =>
      page({ headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=300" } }, body);
    for (let round = 0; round < 3; round++)
      for (const body of [PAGE, other])
        for (const coding of ["br", "gzip"]) {
          const answer = await finishResponse(
            request("GET", { "accept-encoding": coding }),
            publicPage(body),
            finishHtml,
          );
          const sent = await bytes(answer);
          expect(Number(answer.headers.get("content-length"))).toBe(sent.length);
          const decoded = coding === "br" ? brotliDecompressSync(sent) : gunzipSync(sent);
          expect(decoded.toString()).toBe(await finishHtml(body));
        }
  });

  it("keeps the route's status, its Vary fields and its other headers", async () => {
    const route = page({ status: 404, headers: { Vary: "Cookie", "Cache-Control": "no-store" } });
    const answer = await finishResponse(request("GET", { "accept-encoding": "br" }), route, finishHtml);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // Only a 200 carries a validator.
    expect(answer.headers.get("etag")).toBeNull();
  });

  it("answers 304 without a body to a matching If-None-Match, weak or strong", async () => {
    const first = await finishResponse(request("GET", { "accept-encoding": "br" }), page(), finishHtml);
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = request("GET", { "accept-encoding": "br", "if-none-match": ifNoneMatch });
      const answer = await finishResponse(again, page(), finishHtml);
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body).toBeNull();
      expect(answer.headers.get("etag")).toBe(etag);
    }
    const otherCoding = request("GET", { "accept-encoding": "gzip", "if-none-match": etag });
    expect((await finishResponse(otherCoding, page(), finishHtml)).status).toBe(200);
  });

  it("answers HEAD with the GET's length over an empty body (never a null one, which Astro would reroute)", async () => {
    const get = await finishResponse(request("GET", { "accept-encoding": "br" }), page(), finishHtml);
    const head = await finishResponse(request("HEAD", { "accept-encoding": "br" }), page(), finishHtml);
    expect(head.body).not.toBeNull();
    expect((await bytes(head)).length).toBe(0);
    for (const name of ["content-length", "content-encoding", "etag", "vary"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
  });

  it("finishes a POST's HTML but never compresses it (it can echo what was typed: BREACH)", async () => {
    const answer = await finishResponse(request("POST", { "accept-encoding": "br" }), page(), finishHtml);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("etag")).toBeNull();
    expect((await bytes(answer)).toString()).toBe(await finishHtml(PAGE));
  });

  it("sends small bodies and clients without br or gzip the bytes as they are", async () => {
    const small = await finishResponse(request("GET", { "accept-encoding": "br" }), page({}, "<p>Hi</p>"), undefined);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBeNull();
    expect((await bytes(small)).toString()).toBe("<p>Hi</p>");
    const identity = await finishResponse(request("GET"), page(), undefined);
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
    expect((await bytes(identity)).toString()).toBe(PAGE);
  });

  it("returns what it does not finish untouched", async () => {
    const image = new Response(new Uint8Array(2048), { headers: { "Content-Type": "image/png" } });
    expect(await finishResponse(request("GET", { "accept-encoding": "br" }), image, finishHtml)).toBe(image);
    const json = new Response(JSON.stringify({ ok: false, pad: "x".repeat(2048) }), {
      headers: { "Content-Type": "application/json" },
    });
    expect(await finishResponse(request("POST", { "accept-encoding": "br" }), json, finishHtml)).toBe(json);
    const bodiless = new Response(null, { status: 404, headers: { "Content-Type": "text/html" } });
    expect(await finishResponse(request("GET"), bodiless, finishHtml)).toBe(bodiless);
  });
});
