// @ts-check
// html-validate and the W3C's Nu Html Checker over the pages the server renders on demand (`npm run
// test:quality`, after a build). The built pages are checked from disk (package.json, nu-check.mjs); these exist
// only per request, so a sample of each on-demand template is fetched from the built site: with and without a
// query, with a bad query, and the no-JavaScript lead error page a form post comes back to.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HtmlValidate } from "html-validate";
import htmlValidateConfig from "../../.htmlvalidate.mjs";
import { startBuiltSite } from "../support/site-server.mjs";
import { runNuChecker } from "./nu-check.mjs";

/** The slug of a built event page with a booking form, if any takes bookings. */
function bookableEventSlug() {
  const dir = join("dist", "client", "events");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(join(dir, file), "utf8") }))
    .map(({ html }) => /name="eventSlug" value="([^"]+)"/.exec(html)?.[1])
    .find(Boolean);
}

/**
 * One sample: a page fetched with GET, or the lead endpoint posted `form` (as a browser without JavaScript does).
 * @typedef {{ name: string, path: string, form?: Record<string, string> }} SampleRequest
 */

/**
 * Each on-demand template, as a visitor reaches it. Slugs are looked up from the built site, not assumed.
 * @param {string[]} slugs
 * @returns {SampleRequest[]}
 */
function sampleRequests(slugs) {
  const event = bookableEventSlug();
  const some = slugs.slice(0, 3).join(",");
  return [
    { name: "search-query", path: "/franchises/search?q=coffee" },
    { name: "search-filters", path: "/franchises/search?investment=low&budget=60000&sort=investment-asc" },
    { name: "search-nothing-found", path: "/franchises/search?q=zzzzqqq" },
    { name: "search-bad-budget", path: "/franchises/search?budget=lots" },
    { name: "compare-chosen", path: `/compare?f=${some}` },
    { name: "compare-turnover", path: `/compare?f=${some}&turnover=150000` },
    { name: "compare-unknown", path: "/compare?f=no-such-franchise" },
    { name: "affordability-cash", path: "/affordability?cash=60000" },
    { name: "affordability-bad-cash", path: "/affordability?cash=abc" },
    { name: "match", path: "/match" },
    { name: "match-answer", path: "/match?cash=40000&work=owner-operator&base=home-or-van&staff=1-5&exp=none&start=6" },
    { name: "match-nothing-fits", path: "/match?cash=1000&area=wales" },
    { name: "match-bad", path: "/match?cash=lots&sector=nowhere&area=%00" },
    { name: "area-check-franchise", path: `/area-check?franchise=${slugs[0]}&postcode=LS6+2AB` },
    { name: "area-check-bad-postcode", path: `/area-check?franchise=${slugs[0]}&postcode=hello` },
    { name: "area-check-place", path: "/area-check?postcode=EH1" },
    { name: "search-postcode", path: "/franchises/search?postcode=LS6+2AB" },
    { name: "site-search", path: "/search" },
    { name: "site-search-query", path: "/search?q=vat" },
    { name: "site-search-nothing", path: "/search?q=zzzzqqq" },
    { name: "shortlist", path: "/shortlist" },
    { name: "events", path: "/events" },
    { name: "events-filtered", path: "/events?kind=seminar&nation=wales" },
    { name: "events-bad", path: "/events?kind=party&nation=%00" },
    { name: "lead-error-consultation", path: "/api/leads", form: { formKind: "consultation", firstName: "A" } },
    { name: "lead-error-enquiry", path: "/api/leads", form: { formKind: "enquiry", email: "not-an-address" } },
    ...(event
      ? [
          {
            name: "lead-error-booking",
            path: "/api/leads",
            form: { formKind: "booking", eventSlug: event, phone: "1" },
          },
        ]
      : []),
  ];
}

/**
 * @param {string} baseUrl
 * @param {SampleRequest} request
 */
async function fetchSample(baseUrl, request) {
  /** @type {RequestInit} */
  const init = request.form
    ? {
        method: "POST",
        headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(request.form).toString(),
        redirect: "manual",
      }
    : {};
  const response = await fetch(baseUrl + request.path, init);
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) throw new Error(`${request.path} answered ${response.status} ${type}, not HTML`);
  return response.text();
}

async function main() {
  const site = await startBuiltSite();
  const dir = mkdtempSync(join(tmpdir(), "on-demand-html-"));
  try {
    /** @type {{ slug: string }[]} */
    const index = await (await fetch(`${site.baseUrl}/franchises/search-index.json`)).json();
    const files = [];
    for (const request of sampleRequests(index.map((entry) => entry.slug))) {
      const file = join(dir, `${request.name}.html`);
      writeFileSync(file, await fetchSample(site.baseUrl, request));
      files.push(file);
    }

    const validator = new HtmlValidate(htmlValidateConfig);
    let htmlValidateErrors = 0;
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results)
        for (const message of result.messages) {
          htmlValidateErrors += 1;
          console.error(
            `html-validate ${file}:${message.line}:${message.column}  ${message.message} (${message.ruleId})`,
          );
        }
    }
    const nuErrors = runNuChecker(files, dir);
    console.log(
      `On-demand pages: ${files.length} samples, ${htmlValidateErrors} html-validate errors, ${nuErrors} Nu errors.`,
    );
    process.exitCode = htmlValidateErrors + nuErrors === 0 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await site.close();
  }
}

await main();
