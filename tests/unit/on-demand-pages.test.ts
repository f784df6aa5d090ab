// Pages rendered on demand leave the Node server like the prerendered ones: their critical CSS inlined by the
// build's own extractor (no stylesheet request before the first paint), the first screen in the first
// 14,336 bytes sent (head and Brotli body; with gzip, CSS and the largest element), and compressed by Accept-Encoding with Vary, validators and 304s. Cache-Control stays the
// page's own from hosting-rules.mjs. Runs against the real build (`npm run build` first).
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stylesheetNames, withoutIslandStylesheets } from "../../src/lib/html/critical-css.mjs";
import { inlineScriptHashes } from "../../src/lib/html/csp.mjs";

/** The class names a stylesheet requires. */
const stylesheetClasses = (css: string) => new Set(stylesheetNames(css).classes);
import { NOT_FOUND_CACHE_CONTROL, ON_DEMAND_PAGE_CACHE_CONTROL } from "../../src/lib/hosting/hosting-rules.mjs";
import { SHORTLIST_COOKIE, SHORTLIST_MAX } from "../../src/lib/decide/shortlist";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { checkPage } from "../quality/first-round-trip.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

let site: { baseUrl: string; close: () => Promise<void> };
let databaseDir: string;
let compareSlugs: string[];
let buildClasses: Set<string>;

beforeAll(async () => {
  // The lead form's error page below counts against the rate limit, which lives in the lead database.
  databaseDir = await mkdtemp(join(tmpdir(), "on-demand-"));
  process.env.LEADS_DATABASE_URL = `file:${join(databaseDir, "leads.db")}`;
  site = await startBuiltSite();
  const franchiseDir = join(defaultDistDir, "client", "franchises");
  compareSlugs = (await readdir(franchiseDir))
    .filter((file) => file.endsWith(".html") && file !== "404.html")
    .slice(0, 2)
    .map((file) => file.replace(/\.html$/, ""));
  // Every class any build stylesheet styles: what a page's inlined CSS may need to cover.
  const assets = join(defaultDistDir, "client", "_astro");
  buildClasses = new Set();
  for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css")))
    for (const name of stylesheetClasses(await readFile(join(assets, file), "utf8"))) buildClasses.add(name);
});
afterAll(async () => {
  await site?.close();
  await rm(databaseDir, { recursive: true, force: true });
});

type Answer = Awaited<ReturnType<typeof rawExchange>>;

const exchange = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawExchange(site.baseUrl, method, path, headers, body);

function decoded(answer: Answer): string {
  const coding = answer.headers["content-encoding"];
  const bytes =
    coding === "br" ? brotliDecompressSync(answer.body) : coding === "gzip" ? gunzipSync(answer.body) : answer.body;
  return bytes.toString("utf8");
}

/** Class names the page's markup uses that some build stylesheet styles. */
function styledClassesIn(html: string): string[] {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (buildClasses.has(name)) used.add(name);
  return [...used];
}

function inlinedCss(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
}

const pages = () => [
  `/compare?f=${compareSlugs.join(",")}`,
  "/compare",
  "/affordability?cash=60000",
  "/affordability",
  "/match",
  "/match?cash=40000&base=home-or-van&exp=none",
  "/franchises/search?q=a",
  "/shortlist",
];

describe("on-demand pages get the build's critical CSS", () => {
  it("inline their CSS instead of linking a stylesheet, covering every class their markup uses", async () => {
    for (const path of pages()) {
      const html = decoded(await exchange("GET", path));
      expect(/<link rel="stylesheet"/.test(withoutIslandStylesheets(html)), path).toBe(false);
      // Astro's island rule moves out of <body> as on prerendered pages (global.css carries it).
      expect(html.includes("<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>"), path).toBe(
        false,
      );
      const css = inlinedCss(html);
      expect(css.length, path).toBeGreaterThan(1000);
      const covered = stylesheetClasses(css);
      const used = styledClassesIn(html);
      expect(used.length, path).toBeGreaterThan(10);
      expect(
        used.filter((name) => !covered.has(name)),
        path,
      ).toEqual([]);
      // Pruned, not the whole stylesheet: classes nothing on the page uses are left out.
      expect(covered.size, path).toBeLessThan(buildClasses.size);
    }
  });

  it("style every answer /affordability's live update can swap in, whichever answer the page opened with", async () => {
    // The live update fetches the page for the typed figure and swaps in its answer, without that page's CSS.
    const states = ["/affordability", "/affordability?cash=60000", "/affordability?cash=abc", "/affordability?cash=5"];
    const htmls = await Promise.all(states.map(async (path) => decoded(await exchange("GET", path))));
    for (const [index, opened] of htmls.entries()) {
      const covered = stylesheetClasses(inlinedCss(opened));
      for (const [other, html] of htmls.entries())
        expect(
          styledClassesIn(html).filter((name) => !covered.has(name)),
          `${states[other]} swapped into ${states[index]}`,
        ).toEqual([]);
    }
  });

  it("deliver all their CSS and their largest element in the first 14,336 bytes sent, Brotli or gzip", async () => {
    for (const path of pages()) {
      for (const coding of ["br", "gzip"]) {
        const answer = await exchange("GET", path, { "accept-encoding": coding });
        expect(answer.headers["content-encoding"], path).toBe(coding);
        const { problems } = checkPage(path, decoded(answer), answer.body, { coding, headerBytes: answer.headerBytes });
        expect(problems, `${path} (${coding})`).toEqual([]);
      }
    }
  });
});

describe("on-demand pages run only what their Content-Security-Policy allows", () => {
  it("list every inline script they carry (the island runtime's loader included) in script-src", async () => {
    const lead = () =>
      exchange(
        "POST",
        "/api/leads",
        { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl },
        "formKind=consultation&firstName=Ann&email=not-an-email",
      );
    const answers: [string, Answer][] = [
      ...(await Promise.all(
        pages().map(async (path): Promise<[string, Answer]> => [path, await exchange("GET", path)]),
      )),
      ["/no-such-page", await exchange("GET", "/no-such-page")],
      ["the lead form's error page", await lead()],
    ];
    let loaders = 0;
    for (const [path, answer] of answers) {
      const html = decoded(answer);
      const scriptSrc = /script-src ([^;]*)/
        .exec(String(answer.headers["content-security-policy"] ?? ""))?.[1]
        .split(" ");
      expect(scriptSrc, path).toBeDefined();
      for (const hash of inlineScriptHashes(html)) expect(scriptSrc, `${path}: ${hash}`).toContain(hash);
      if (html.includes("/_astro/island-runtime.")) loaders += 1;
    }
    // They do carry the runtime's loader (every page has the header search), so the check above has teeth.
    expect(loaders).toBeGreaterThan(0);
  });
});

describe("/shortlist, drawn from the visitor's cookie", () => {
  it("inlines its CSS and fits the first round trip with a full list, privately cached", async () => {
    const franchiseDir = join(defaultDistDir, "client", "franchises");
    const slugs = (await readdir(franchiseDir))
      .filter((file) => file.endsWith(".html") && file !== "404.html")
      .map((file) => file.replace(/\.html$/, ""))
      .slice(0, SHORTLIST_MAX);
    const answer = await exchange("GET", "/shortlist", {
      "accept-encoding": "br",
      cookie: `${SHORTLIST_COOKIE}=${slugs.join(".")}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers.vary).toMatch(/Cookie/);
    const html = decoded(answer);
    expect(html.match(/name="action" value="remove"/g)).toHaveLength(slugs.length);
    expect(styledClassesIn(html).filter((name) => !stylesheetClasses(inlinedCss(html)).has(name))).toEqual([]);
    expect(checkPage("/shortlist", html, answer.body, { headerBytes: answer.headerBytes }).problems).toEqual([]);
  });
});

describe("on-demand pages are compressed per request", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["", "identity"],
    ["identity", "identity"],
  ])("Accept-Encoding '%s' gets %s, with Vary and the page's own cache policy", async (accept, expected) => {
    const coding = expected === "identity" ? undefined : expected;
    const path = pages()[0];
    const answer = await exchange("GET", path, accept ? { "accept-encoding": accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers["cache-control"]).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decoded(answer) === decoded(await exchange("GET", path))).toBe(true);
    if (coding) expect(answer.body.length).toBeLessThan(decoded(answer).length / 3);
  });

  it("gives each coding its own ETag and answers 304 to a matching If-None-Match", async () => {
    const path = "/affordability?cash=60000";
    const br = await exchange("GET", path, { "accept-encoding": "br" });
    const gzip = await exchange("GET", path, { "accept-encoding": "gzip" });
    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const fresh = await exchange("GET", path, { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    const other = await exchange("GET", "/affordability?cash=90000", {
      "accept-encoding": "br",
      "if-none-match": br.headers.etag!,
    });
    expect(other.status).toBe(200);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const path = pages()[0];
    const get = await exchange("GET", path, { "accept-encoding": "br" });
    const head = await exchange("HEAD", path, { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-encoding", "content-length", "etag", "vary", "cache-control"])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it("compresses a not-found search page too, which stays uncached", async () => {
    const answer = await exchange("GET", "/franchises/search?page=9999", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(/<link rel="stylesheet"/.test(withoutIslandStylesheets(decoded(answer)))).toBe(false);
  });

  it("compresses the directory's JSON results", async () => {
    const answer = await exchange("GET", "/franchises/results.json?page=1", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(answer))).toBeTypeOf("object");
  });
});

describe("answers to posts", () => {
  it("sends the lead form's error page with its CSS inlined but uncompressed (it echoes what was typed)", async () => {
    const answer = await exchange(
      "POST",
      "/api/leads",
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.baseUrl,
        "accept-encoding": "br, gzip",
      },
      "formKind=consultation&firstName=Ann&email=not-an-email",
    );
    expect(answer.status).toBe(400);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("no-store");
    const html = answer.body.toString("utf8");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(html.includes("not-an-email")).toBe(true);
    expect(/<link rel="stylesheet"/.test(withoutIslandStylesheets(html))).toBe(false);
    expect(styledClassesIn(html).filter((name) => !stylesheetClasses(inlinedCss(html)).has(name))).toEqual([]);
  });

  it("passes the lead API's JSON through as the handler wrote it", async () => {
    const answer = await exchange(
      "POST",
      "/api/leads",
      { "content-type": "application/json", origin: site.baseUrl, "accept-encoding": "br, gzip" },
      "[1]",
    );
    expect(answer.status).toBe(400);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
    expect(JSON.parse(answer.body.toString("utf8"))).toMatchObject({ ok: false });
  });
});
