// @ts-check
// A few requests of every page rendered on demand, as visitors send them (several queries each: matches, no match,
// close matches only, filters, bad values), for the checks that an answer does not depend on what the server
// cached before it (tests/unit/on-demand-caching.test.ts) and for recording the answers of a build to compare with
// another's (`npx tsx tests/support/on-demand-samples.mjs <out-dir> [dist-dir]`). Slugs come from the build.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync } from "node:zlib";

/**
 * One request: a name for the file it is recorded in, the path with its query, and extra headers (a cookie).
 * @typedef {{ name: string, path: string, headers?: Record<string, string> }} OnDemandSample
 */

/**
 * The built franchise pages' slugs, in name order.
 * @param {string} clientDir
 */
export function builtFranchiseSlugs(clientDir) {
  const reserved = new Set(["404", "index", "search"]);
  return readdirSync(join(clientDir, "franchises"))
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.replace(/\.html$/, ""))
    .filter((slug) => !reserved.has(slug))
    .sort();
}

/**
 * The sample requests for a build's client folder. The owner's page is asked signed out (its sign-in form): signed
 * in, it shows counts that every request changes.
 * @param {string} clientDir
 * @returns {OnDemandSample[]}
 */
export function onDemandSamples(clientDir) {
  const slugs = builtFranchiseSlugs(clientDir);
  const [first = "", second = "", third = ""] = slugs;
  const last = slugs.at(-1) ?? "";
  return [
    { name: "search-cleaning", path: "/franchises/search?q=cleaning" },
    { name: "search-coffee-page-2", path: "/franchises/search?q=coffee&page=2" },
    { name: "search-vat", path: "/franchises/search?q=vat" },
    { name: "search-close-match", path: "/franchises/search?q=cleening" },
    { name: "search-nothing", path: "/franchises/search?q=zzzzqqq" },
    { name: "search-filters", path: "/franchises/search?investment=low&budget=60000&sort=investment-asc" },
    { name: "search-category-place", path: "/franchises/search?category=care&location=england&q=home" },
    { name: "search-postcode", path: "/franchises/search?postcode=LS6+2AB" },
    { name: "search-bad", path: "/franchises/search?budget=lots&page=x&category=nowhere" },
    { name: "results-json", path: "/franchises/results.json?q=care&investment=low" },
    { name: "site-search", path: "/search" },
    { name: "site-search-vat", path: "/search?q=vat" },
    { name: "site-search-leeds", path: "/search?q=leeds" },
    { name: "site-search-kind", path: "/search?q=franchise&kind=article" },
    { name: "site-search-nothing", path: "/search?q=zzzzqqq" },
    { name: "suggest-clean", path: "/search/suggest?q=clean" },
    { name: "suggest-close", path: "/search/suggest?q=cofee" },
    { name: "match", path: "/match" },
    { name: "match-care", path: "/match?cash=30000&sector=care" },
    { name: "match-answer", path: "/match?cash=40000&work=owner-operator&base=home-or-van&staff=1-5&exp=none&start=6" },
    { name: "match-nothing-fits", path: "/match?cash=1000&area=wales" },
    { name: "match-bad", path: "/match?cash=lots&sector=nowhere&area=%00" },
    { name: "compare", path: "/compare" },
    { name: "compare-two", path: `/compare?f=${first},${second}` },
    { name: "compare-three", path: `/compare?f=${last},${second},${third}` },
    { name: "compare-unknown", path: "/compare?f=no-such-franchise" },
    { name: "compare-turnover", path: `/compare?f=${first},${second}&turnover=150000` },
    { name: "compare-one-turnover", path: `/compare?f=${first}&turnover=80000` },
    { name: "affordability", path: "/affordability" },
    { name: "affordability-cash", path: "/affordability?cash=60000" },
    { name: "affordability-small", path: "/affordability?cash=9000" },
    { name: "affordability-bad", path: "/affordability?cash=abc" },
    { name: "affordability-income", path: "/affordability?cash=60000&income=2500" },
    { name: "affordability-income-bad", path: "/affordability?cash=60000&income=lots" },
    { name: "area-check", path: "/area-check" },
    { name: "area-check-franchise", path: `/area-check?franchise=${first}&postcode=LS6+2AB` },
    { name: "area-check-other", path: `/area-check?franchise=${last}&postcode=EH1+1YZ` },
    { name: "area-check-place", path: "/area-check?postcode=EH1" },
    { name: "area-check-bad", path: `/area-check?franchise=${first}&postcode=hello` },
    { name: "shortlist-empty", path: "/shortlist" },
    { name: "shortlist-three", path: "/shortlist", headers: { Cookie: `fa_shortlist=${first}.${second}.${last}` } },
    { name: "events", path: "/events" },
    { name: "events-seminars-england", path: "/events?kind=seminar&nation=england" },
    { name: "events-wales", path: "/events?nation=wales" },
    { name: "events-bad", path: "/events?kind=party&nation=%00" },
    { name: "owner-signed-out", path: "/owner" },
  ];
}

/**
 * One sample's answer as a browser gets it (Brotli accepted), decoded: status, the headers that describe the
 * representation, and the body.
 * @param {string} baseUrl
 * @param {OnDemandSample} sample
 * @returns {Promise<{ status: number | undefined, headers: Record<string, string | undefined>, body: string }>}
 */
export function fetchSample(baseUrl, sample) {
  // Node's fetch would decode the body itself; the Brotli bytes are read as sent, then decoded here.
  return new Promise((resolve, reject) => {
    const url = new URL(sample.path, baseUrl);
    // A connection of its own (`agent: false`): a kept-alive one may be closed by the server while the loop
    // stalls between two requests (tests/support/raw-http.mjs says how).
    request(url, { agent: false, headers: { "Accept-Encoding": "br", ...sample.headers } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(raw) : raw;
        resolve({
          status: response.statusCode,
          headers: {
            "content-type": response.headers["content-type"],
            "content-encoding": response.headers["content-encoding"],
            "content-length": response.headers["content-length"],
            etag: response.headers.etag,
            vary: response.headers.vary,
          },
          body: body.toString("utf8"),
        });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

// Recording: the answers of one build, one file per sample, to compare with another build's by `diff -r`.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir, distDir = "dist"] = process.argv.slice(2);
  if (!outDir) throw new Error("usage: npx tsx tests/support/on-demand-samples.mjs <out-dir> [dist-dir]");
  const { makeOwnerHash } = await import("../../src/lib/stats/owner-auth.ts");
  // The owner's page exists only with a password set; leads and counts go to a database of this run's own.
  process.env.OWNER_PASSWORD_HASH = await makeOwnerHash("sample-owner-password");
  process.env.LEADS_DATABASE_URL = `file:${join(mkdtempSync(join(tmpdir(), "on-demand-samples-")), "leads.db")}`;
  const { startBuiltSite } = await import("./site-server.mjs");
  const site = await startBuiltSite({ distDir });
  mkdirSync(outDir, { recursive: true });
  try {
    for (const sample of onDemandSamples(join(distDir, "client"))) {
      const answer = await fetchSample(site.baseUrl, sample);
      writeFileSync(
        join(outDir, `${sample.name}.txt`),
        `${JSON.stringify({ status: answer.status, ...answer.headers })}\n${answer.body}`,
      );
    }
  } finally {
    await site.close();
  }
}
