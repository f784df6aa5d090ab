// Counting visits, the sites that sent them, searches, /match answers and enquiries (src/lib/stats/), and the owner's page that reads them,
// on a server of its own (its own database and owner password). Counters are read through the owner's CSV,
// which writes the server's pending batch first. @any-width: nothing here depends on the width but the
// screenshots, taken by hand (tests/support/screenshot.mjs).
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";
import { axeViolations, expect, test } from "./fixtures";

const PASSWORD = "a long test password for the owner";
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let site: Awaited<ReturnType<typeof spawnSite>>;
let dataDir: string;
let session: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "stats-e2e-"));
  site = await spawnSite({
    env: {
      LEADS_DATABASE_URL: `file:${join(dataDir, "leads.db")}`,
      OWNER_PASSWORD_HASH: await makeOwnerHash(PASSWORD),
      // Only the owner's page writes the batch in these tests: what it shows is what was counted.
      STATS_FLUSH_SECONDS: "3600",
      STATS_FLUSH_COUNT: "100000",
      LEADS_MIN_FILL_MS: "0",
      LEADS_RATE_LIMIT: "10000",
      // Each visit comes from a visitor of its own, through a trusted proxy's X-Forwarded-For (visit below): one
      // client counts a page once per window.
      LEADS_TRUST_PROXY: "1",
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs in as the owner and returns the session cookie (name=value). */
async function signIn(request: APIRequestContext, password = PASSWORD) {
  const response = await request.post(`${site.baseUrl}/owner`, {
    form: { action: "sign-in", password },
    headers: { Origin: site.baseUrl },
    maxRedirects: 0,
  });
  return { response, cookie: /owner_session=[^;]*/.exec(response.headers()["set-cookie"] ?? "")?.[0] };
}

/** Every counter, summed over days, as `metric|key` → n, read through the owner's CSV. */
async function counters(request: APIRequestContext): Promise<Map<string, number>> {
  const response = await request.get(`${site.baseUrl}/owner?download=csv`, { headers: { Cookie: session } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const totals = new Map<string, number>();
  for (const line of (await response.text()).trim().split("\r\n").slice(1)) {
    const [, metric, key, n] = line.split(",");
    totals.set(`${metric}|${key}`, (totals.get(`${metric}|${key}`) ?? 0) + Number(n));
  }
  return totals;
}

let visitors = 0;

/**
 * Opens a page in a fresh browser context, as a visitor of its own and as if from a link on `referer` when given,
 * and waits for its counting image to be answered.
 */
async function visit(
  browser: Browser,
  path: string,
  options: Parameters<Browser["newContext"]>[0] = {},
  referer?: string,
) {
  visitors += 1;
  const context = await browser.newContext({
    userAgent: BROWSER_UA,
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `10.0.0.${visitors}`, ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/c");
  await page.goto(`${site.baseUrl}${path}`, { referer });
  expect((await counted).status()).toBe(200);
  await context.close();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const { response, cookie } = await signIn(request);
  expect(response.status()).toBe(303);
  expect(response.headers()["set-cookie"]).toMatch(/HttpOnly; Secure; SameSite=Strict/);
  session = cookie!;
  await request.dispose();
});

test("views (JavaScript on and off), a campaign, searches, /match and an enquiry are counted @any-width", async ({
  browser,
  request,
}) => {
  const before = await counters(request);
  const delta = async (key: string) => ((await counters(request)).get(key) ?? 0) - (before.get(key) ?? 0);

  await visit(browser, "/about?utm_source=News&utm_medium=email&utm_campaign=autumn", { javaScriptEnabled: false });
  await visit(browser, "/about");
  await visit(browser, "/franchises", { javaScriptEnabled: false }, "https://www.bing.com/search?q=franchise");
  await visit(browser, "/search?q=Zebra+Grooming");
  await visit(browser, "/match?cash=30000", { javaScriptEnabled: false });
  const lead = await request.post(`${site.baseUrl}/api/leads`, {
    data: { ...benchLead(`stats-e2e-${Date.now()}-key`, 1), sourcePath: "/match" },
    headers: {
      Origin: site.baseUrl,
      "User-Agent": BROWSER_UA,
      Referer: `${site.baseUrl}/match?utm_source=News&utm_medium=email&utm_campaign=autumn`,
    },
  });
  expect(lead.status()).toBe(201);

  expect(await delta("view|/about")).toBe(2);
  expect(await delta("view|/franchises")).toBe(1);
  expect(await delta("campaign|news / email / autumn")).toBe(1);
  expect(await delta("search|zebra grooming")).toBe(1);
  expect(await delta("search-none|zebra grooming")).toBe(1);
  expect(await delta("match|budget: £25k–50k")).toBe(1);
  expect(await delta("enquiry-form|consultation")).toBe(1);
  expect(await delta("enquiry-page|/match")).toBe(1);
  expect(await delta("step|match → enquiry")).toBe(1);
  expect(await delta("enquiry-campaign|news / email / autumn")).toBe(1);
  expect(await delta("referrer|bing.com")).toBe(1);
  // Only /match answers and the moves from them are the path: an enquiry is no step of it by itself (issue 50 §3).
  expect(await delta("step|enquiry")).toBe(0);
});

test("GPC, DNT, the opt-out, a bot, HEAD and a prefetch add nothing @any-width", async ({ browser, request }) => {
  const before = await counters(request);
  await visit(browser, "/services", { extraHTTPHeaders: { "Sec-GPC": "1" } });
  await visit(browser, "/services", { extraHTTPHeaders: { DNT: "1" } });
  await visit(browser, "/services", { userAgent: BOT_UA });
  // A visit from another site by someone who objects: the site that sent them is not counted either.
  await visit(browser, "/services", { extraHTTPHeaders: { "Sec-GPC": "1" } }, "https://www.ecosia.org/search?q=x");

  // The opt-out, without JavaScript: the privacy page's button, then a visit in the same browser.
  const context = await browser.newContext({ userAgent: BROWSER_UA, javaScriptEnabled: false });
  const page = await context.newPage();
  const privacyCounted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/c");
  await page.goto(`${site.baseUrl}/privacy`);
  await privacyCounted;
  await page.getByRole("button", { name: "Do not count my visits" }).click();
  await expect(page).toHaveURL(/\/privacy#counting-off$/);
  await expect(page.locator("#counting-off")).toBeVisible();
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/c");
  await page.goto(`${site.baseUrl}/services`);
  await counted;
  await context.close();

  const head = await request.head(`${site.baseUrl}/api/c?p=/services`, { headers: { "User-Agent": BROWSER_UA } });
  expect(head.status()).toBe(200);
  const prefetch = { "User-Agent": BROWSER_UA, "Sec-Purpose": "prefetch" };
  await request.get(`${site.baseUrl}/api/c?p=/services`, { headers: prefetch });
  await request.get(`${site.baseUrl}/search?q=prefetched`, { headers: prefetch });

  const after = await counters(request);
  expect(after.get("view|/services") ?? 0).toBe(before.get("view|/services") ?? 0);
  // The privacy page itself was counted before the button was pressed; after it, nothing.
  expect((after.get("view|/privacy") ?? 0) - (before.get("view|/privacy") ?? 0)).toBe(1);
  expect(after.get("search|prefetched")).toBeUndefined();
  expect(after.get("referrer|ecosia.org")).toBeUndefined();
});

test("the owner's page is never cached or indexed, and passes axe @any-width", async ({ browser, request }) => {
  const response = await request.get(`${site.baseUrl}/owner`, { headers: { Cookie: session } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  const signedOut = await request.get(`${site.baseUrl}/owner`);
  expect(signedOut.headers()["cache-control"]).toBe("no-store");

  const context = await browser.newContext();
  const [name, value] = session.split("=");
  await context.addCookies([{ name, value, url: `${site.baseUrl}/owner` }]);
  const page: Page = await context.newPage();
  await page.goto(`${site.baseUrl}/owner`);
  await expect(page.getByRole("heading", { name: "Owner's figures" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: /Download the counters/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${site.baseUrl}/owner?x`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
  // Signing out ended the session everywhere, this cookie included.
  const after = await request.get(`${site.baseUrl}/owner?download=csv`, { headers: { Cookie: session } });
  expect(after.headers()["content-type"]).toContain("text/html");
});

test("a wrong password is refused, and after repeated tries every try for a while @any-width", async ({ request }) => {
  const wrong = await signIn(request, "not the password");
  expect(wrong.response.status()).toBe(401);
  expect(wrong.cookie).toBeUndefined();
  expect(await wrong.response.text()).toContain("That password is not right.");
  for (let i = 0; i < 4; i += 1) await signIn(request, `wrong ${i}`);
  const locked = await signIn(request, PASSWORD);
  expect(locked.response.status()).toBe(429);
  expect(locked.cookie).toBeUndefined();
  expect(Number(locked.response.headers()["retry-after"])).toBeGreaterThan(0);
});

test("the owner's page answers 404 while no password is configured @any-width", async ({ request }) => {
  const response = await request.get("/owner");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
});
