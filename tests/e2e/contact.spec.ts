import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { promisify } from "node:util";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { test, expect, axeViolations, waitForIsland, pageSettled } from "./fixtures";
import { site } from "../../src/config/site";
import { liveCatalogue } from "./directory-data";
import { parseCsv } from "../support/csv.mjs";
import { contactPageSchema } from "../../src/lib/schemas/copy-schemas";
import { leadErrorPage } from "../unit/copy-files";

// The contact forms' words as the owner wrote them (whatever the file says today): why the enquiry asks each
// personal field, and what a changed resend of a form already received is told.
const contactWords = contactPageSchema.parse(yaml.load(readFileSync("src/content/pages/contact.yaml", "utf8")));
const { enquiryReasons } = contactWords;

// Two franchises to enquire about, the first two of whatever catalogue exists (the list shows them in this order).
const catalogue = liveCatalogue();
const [first, second] = catalogue;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exported = (...picks: { name: string; slug: string }[]) =>
  picks.map((pick) => `${pick.name} (${pick.slug})`).join("; ");

/** Runs `npm run leads:export` against the test database and returns the row for an email as a record. */
async function exportedLead(email: string): Promise<Record<string, string> | undefined> {
  // Asynchronous, so the export never blocks this worker's other work.
  const { stdout: csv } = await promisify(execFile)("npm", ["run", "-s", "leads:export"], { encoding: "utf8" });
  const [header, ...lines] = parseCsv(csv);
  const rows = lines.filter((cells) => cells[header.indexOf("email")] === email);
  expect(rows.length, `at most one exported lead for ${email}`).toBeLessThanOrEqual(1);
  if (rows.length === 0) return undefined;
  return Object.fromEntries(header.map((name, index) => [name, rows[0][index]]));
}

/**
 * axe needs JavaScript in the page, so for a page seen without it: its HTML, scripts removed, is loaded
 * into a JavaScript-enabled page on the same origin (so the site's CSS applies) and checked there.
 */
async function axeViolationsWithoutJs(page: Page, browser: Browser, baseURL: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.goto(`${baseURL}/thank-you`);
  await checker.setContent(html, { waitUntil: "load" });
  const violations = await axeViolations(checker);
  await context.close();
  return violations;
}

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `${label}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens a page, reaches for the forms (client:intent) and waits until they hydrate (the tab list appears only then). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForIsland(page, "ContactForms");
  await expect(page.getByRole("tablist", { name: "Choose a form" })).toBeVisible();
}

const form = (page: Page, name: "Book Consultation" | "Franchise Enquiry") => page.getByRole("form", { name });
// The email field's label starts with "Email"; the marketing tick-box's ("…occasional emails…") contains it too.
const EMAIL_FIELD = /^Email/;

async function fillPerson(scope: Locator, email: string) {
  await scope.getByLabel("First name").fill("Alex");
  await scope.getByLabel("Last name").fill("Morgan");
  await scope.getByLabel(EMAIL_FIELD).fill(email);
  await scope.getByLabel("Phone").fill("07700 900123");
}

async function fillEnquiry(scope: Locator, email: string) {
  await fillPerson(scope, email);
  await scope.getByLabel("Address").fill("12 Market Street");
  await scope.getByLabel("Postcode").fill("CT1 2AB");
  await scope.getByLabel("County").fill("Kent");
  await expect(scope.getByLabel("Country")).toHaveValue("United Kingdom");
  await scope.getByLabel("When would you like to start?").selectOption("3-6months");
  await scope.getByLabel("Liquid cash available").selectOption("50-100k");
  await scope.getByRole("radio", { name: "No", exact: true }).check();
  await scope.getByRole("checkbox", { name: first.name, exact: true }).check();
  await scope.getByRole("checkbox", { name: second.name, exact: true }).check();
}

/** Counts conversion-hook calls and lead:submitted events on the page. */
async function trackConversions(page: Page) {
  await page.addInitScript(() => {
    const counters = { conversions: 0, events: 0 };
    Object.assign(window, {
      __leadCounters: counters,
      gtag_report_conversion: () => {
        counters.conversions += 1;
      },
    });
    window.addEventListener("lead:submitted", () => {
      counters.events += 1;
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __leadCounters: { conversions: number; events: number } }).__leadCounters,
    );
}

test.describe("contact page", () => {
  test("is headed for the free consultation and shows how to reach the office", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Franchise Consultation", {
      useInnerText: true,
    });
    const section = page.locator("#contact");
    await expect(section.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveText(site.phone.display);
    await expect(section.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    await expect(section).toContainText("Phone lines Mon-Fri 9am-6pm");
    await expect(section).toContainText("reply within 24 hours");
    await expect(section).toContainText("London office");
    await expect(section).toContainText(site.address.postalCode);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  });

  test("has two ARIA tabs, Book Consultation first, moved between with the arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const consultation = page.getByRole("tab", { name: "Book Consultation" });
    const enquiry = page.getByRole("tab", { name: "Franchise Enquiry" });
    await expect(consultation).toHaveAttribute("aria-selected", "true");
    await expect(enquiry).toHaveAttribute("aria-selected", "false");
    await expect(form(page, "Book Consultation")).toBeVisible();
    await expect(form(page, "Franchise Enquiry")).toBeHidden();

    await consultation.focus();
    await page.keyboard.press("ArrowRight");
    await expect(enquiry).toBeFocused();
    await expect(enquiry).toHaveAttribute("aria-selected", "true");
    await expect(enquiry).toHaveAttribute("tabindex", "0");
    await expect(consultation).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Franchise Enquiry" })).toBeVisible();
    await expect(form(page, "Book Consultation")).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(consultation).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(enquiry).toBeFocused();
    await page.keyboard.press("Home");
    await expect(consultation).toBeFocused();
    await expect(consultation).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(enquiry).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the open form.
    await page.keyboard.press("Tab");
    await expect(form(page, "Franchise Enquiry").getByLabel("First name")).toBeFocused();
  });

  test("the heading names the form chosen, for eyes and screen readers", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const heading = page.getByRole("heading", { level: 1 });
    await page.getByRole("tab", { name: "Franchise Enquiry" }).click();
    await expect(heading).toHaveText("Send a Franchise Enquiry", { useInnerText: true });
    await expect(heading).toHaveAccessibleName("Send a Franchise Enquiry");
    await page.getByRole("tab", { name: "Book Consultation" }).click();
    await expect(heading).toHaveText("Get Your Free Franchise Consultation", { useInnerText: true });
    await expect(heading).toHaveAccessibleName("Get Your Free Franchise Consultation");
  });

  test("keeps what was typed before the forms hydrated", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/ContactForms\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const consultation = form(page, "Book Consultation");
    await consultation.getByLabel("First name").fill("Early");
    await form(page, "Franchise Enquiry").getByRole("checkbox", { name: second.name, exact: true }).check();
    release();
    await expect(page.getByRole("tablist", { name: "Choose a form" })).toBeVisible();
    // The form the visitor was last in stays open.
    await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
    await expect(
      form(page, "Franchise Enquiry").getByRole("checkbox", { name: second.name, exact: true }),
    ).toBeChecked();
    await page.getByRole("tab", { name: "Book Consultation" }).click();
    await expect(consultation.getByLabel("First name")).toHaveValue("Early");
  });

  test("the franchise list scrolls within 15rem", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("tab", { name: "Franchise Enquiry" }).click();
    const list = form(page, "Franchise Enquiry").getByRole("list");
    await expect(list.getByRole("checkbox")).toHaveCount(catalogue.length);
    const { maxHeight, overflowY, rootFont } = await list.evaluate((element) => ({
      maxHeight: parseFloat(getComputedStyle(element).maxHeight),
      overflowY: getComputedStyle(element).overflowY,
      rootFont: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(maxHeight).toBe(15 * rootFont);
    expect(overflowY).toBe("auto");
  });

  test("has no axe violations, on either tab", { tag: "@each-width" }, async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("tablist")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Franchise Enquiry" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("lead forms with JavaScript", () => {
  test("a consultation request shows Submitting..., then the thank-you view; converts once; is stored", async ({
    page,
  }, testInfo) => {
    const counters = await trackConversions(page);
    // Hold the request until the submitting state has been seen.
    let releaseLead = () => {};
    const leadHeld = new Promise<void>((resolve) => (releaseLead = resolve));
    await page.route("**/api/leads", async (route) => {
      await leadHeld;
      await route.continue();
    });
    await gotoHydrated(page, "/contact");
    const email = uniqueEmail("consult", testInfo);
    const consultation = form(page, "Book Consultation");
    await fillPerson(consultation, email);
    await consultation.getByLabel("Preferred time for a call").selectOption("evening");
    await consultation.getByLabel("Consultation type").selectOption("territory");
    await consultation.getByLabel("Package").selectOption("gold");
    await expect(consultation).toContainText("You chose the Gold package (£450).");
    await consultation.getByLabel("Message").fill("Looking at the south east");
    await consultation.getByRole("checkbox", { name: /occasional emails/ }).check();
    await consultation.getByRole("button", { name: "Book My Free Consultation" }).click();

    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    releaseLead();
    await expect(page.getByRole("heading", { name: "Thank you, we have your details" })).toBeFocused();
    await expect(page.locator("#contact form")).toHaveCount(0);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await pageSettled(page);
    expect(await counters()).toEqual({ conversions: 1, events: 1 });
    expect(await axeViolations(page)).toEqual([]);

    expect(await exportedLead(email)).toMatchObject({
      form: "consultation",
      first_name: "Alex",
      phone: "07700 900123",
      preferred_time: "evening",
      consultation_type: "territory",
      package: "gold",
      message: "Looking at the south east",
      marketing_consent: "yes",
      privacy_notice_version: site.privacyNoticeVersion,
      source_page: "/contact",
    });
  });

  test(
    "a franchise enquiry shows the thank-you view, converts once and is stored with its franchises",
    { tag: "@each-width" },
    async ({ page }, testInfo) => {
      const counters = await trackConversions(page);
      await gotoHydrated(page, "/contact");
      await page.getByRole("tab", { name: "Franchise Enquiry" }).click();
      const email = uniqueEmail("enquiry", testInfo);
      const enquiry = form(page, "Franchise Enquiry");
      await fillEnquiry(enquiry, email);
      // The share box is unticked and names the franchisors ticked above.
      const share = enquiry.getByRole("checkbox", {
        name: new RegExp(`share my details with ${escapeRegExp(first.name)} and ${escapeRegExp(second.name)}`),
      });
      await expect(share).not.toBeChecked();
      await share.check();
      await enquiry.getByRole("button", { name: "Send My Enquiry" }).click();
      await expect(page.getByRole("heading", { name: "Thank you, we have your details" })).toBeVisible();
      await expect(page.locator("#contact form")).toHaveCount(0);
      expect(await counters()).toEqual({ conversions: 1, events: 1 });

      expect(await exportedLead(email)).toMatchObject({
        form: "enquiry",
        address: "12 Market Street",
        postcode: "CT1 2AB",
        county: "Kent",
        country: "United Kingdom",
        lead_time: "3-6months",
        liquid_cash: "50-100k",
        homeowner: "no",
        franchises: exported(first, second),
        franchise_slugs: `${first.slug};${second.slug}`,
        share_with_franchisors: "yes",
        marketing_consent: "no",
      });
    },
  );

  test("a changed resend of a request already received says so in the owner's words, and the first stands", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // The island waits 1, 2 and 4 s between its tries: the page's clock is Playwright's, run on past each wait.
    await page.clock.install();
    // The first request reaches the server, but its answer (and those of the island's retries) are lost.
    let answersLost = true;
    await page.route("**/api/leads", async (route) => {
      if (!answersLost) return route.continue();
      await route.fetch();
      await route.abort("connectionreset");
    });
    await gotoHydrated(page, "/contact");
    const email = uniqueEmail("resent", testInfo);
    const consultation = form(page, "Book Consultation");
    await fillPerson(consultation, email);
    await consultation.getByLabel("Message").fill("First words");
    const send = consultation.getByRole("button", { name: "Book My Free Consultation" });
    await send.click();
    const filled = (line: string) => line.replaceAll("{phone}", site.phone.display).replaceAll("{email}", site.email);
    const notice = consultation.getByRole("alert").filter({ hasText: /\S/ });
    // Sent again with the same key after each lost answer, then given up: the owner's words say so.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(4000);
          return notice.allTextContents();
        },
        { intervals: [100] },
      )
      .toEqual([filled(contactWords.notSent)]);

    // The visitor changes the message and sends again, under the same key: the first request stands.
    answersLost = false;
    await consultation.getByLabel("Message").fill("Second thoughts");
    await send.click();
    await expect(notice).toHaveText(filled(contactWords.alreadyReceived));
    await expect(notice).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await exportedLead(email)).toMatchObject({ form: "consultation", message: "First words" });
    // The browser logs the lost answers and the 409 this test causes; any other console error still fails it.
    const caused = /^Failed to load resource: (net::ERR_CONNECTION_RESET|.* status of 409 \(Conflict\))$/;
    expect(consoleErrors.filter((error) => caused.test(error)).some((error) => error.includes("409"))).toBe(true);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !caused.test(error)));
  });

  test("the enquiry rendered once the forms wake still says why it asks each field", async ({ page }) => {
    // The home page sends only the consultation form; the island renders the enquiry, with its reasons, on the tab.
    await gotoHydrated(page, "/");
    await page.getByRole("tab", { name: "Franchise Enquiry" }).click();
    const enquiry = form(page, "Franchise Enquiry");
    for (const [name, reason] of Object.entries(enquiryReasons))
      await expect(enquiry.locator(`#enquiry-${name}`), name).toHaveAccessibleDescription(reason);
  });

  test("a bad submission shows errors by the fields, keeps what was typed and sends nothing", async ({
    page,
  }, testInfo) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/leads")) posts.push(request.method());
    });
    await gotoHydrated(page, "/contact");
    const consultation = form(page, "Book Consultation");
    const email = uniqueEmail("bad", testInfo).replace(".com", "");
    await consultation.getByLabel("First name").fill("Alex");
    await consultation.getByLabel(EMAIL_FIELD).fill(email);
    await consultation.getByLabel("Message").fill("Please call me");
    await consultation.getByRole("button", { name: "Book My Free Consultation" }).click();

    const summary = consultation.getByText("There is a problem");
    await expect(summary).toBeVisible();
    await expect(consultation.locator('[aria-labelledby="consultation-summary"]')).toBeFocused();
    await expect(consultation.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(consultation.getByLabel("Last name")).toHaveAccessibleDescription("Error: Enter your last name");
    await expect(consultation.getByLabel(EMAIL_FIELD)).toHaveAccessibleDescription(
      /Enter an email address in the correct format/,
    );
    await expect(consultation.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(consultation.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(consultation.getByLabel("First name")).toHaveValue("Alex");
    await expect(consultation.getByLabel(EMAIL_FIELD)).toHaveValue(email);
    await expect(consultation.getByLabel("Message")).toHaveValue("Please call me");
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The summary links to the field at fault.
    await consultation.getByRole("link", { name: "Enter your last name" }).click();
    await expect(page).toHaveURL(/#consultation-lastName$/);
  });
});

test.describe("lead forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both forms are in the page as real posts to /api/leads, with no tabs", async ({ page, browser, baseURL }) => {
    await page.goto("/contact");
    for (const [name, kind] of [
      ["Book Consultation", "consultation"],
      ["Franchise Enquiry", "enquiry"],
    ] as const) {
      const element = form(page, name);
      await expect(element).toBeVisible();
      await expect(element).toHaveAttribute("method", "post");
      await expect(element).toHaveAttribute("action", "/api/leads");
      await expect(element.locator('input[type="hidden"][name="formKind"]')).toHaveValue(kind);
    }
    await expect(page.getByRole("tablist")).toBeHidden();
    expect(await axeViolationsWithoutJs(page, browser, baseURL!)).toEqual([]);
  });

  test("a consultation request lands on the thank-you page and is stored", async ({ page }, testInfo) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs-consult", testInfo);
    const consultation = form(page, "Book Consultation");
    await fillPerson(consultation, email);
    await consultation.getByLabel("Package").selectOption("platinum");
    await consultation.getByLabel("Consultation type").selectOption("legal");
    await consultation.getByRole("button", { name: "Book My Free Consultation" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your details" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await exportedLead(email)).toMatchObject({
      form: "consultation",
      package: "platinum",
      consultation_type: "legal",
      marketing_consent: "no",
      source_page: "/contact",
    });
  });

  test("the enquiry says beside each personal field why it is asked, and needs no timing or money answer", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact");
    const enquiry = form(page, "Franchise Enquiry");
    for (const [name, reason] of Object.entries(enquiryReasons)) {
      // The radio group for home ownership is the fieldset itself; every other field is its control.
      await expect(enquiry.locator(`#enquiry-${name}`), name).toHaveAccessibleDescription(reason);
    }
    for (const name of ["leadTime", "liquidCash"])
      await expect(enquiry.locator(`#enquiry-${name}`), name).not.toHaveAttribute("required");
    await expect(enquiry.locator('input[name="homeowner"][required]')).toHaveCount(0);
    for (const name of ["firstName", "lastName", "email", "phone", "address", "postcode", "county", "country"])
      await expect(enquiry.locator(`#enquiry-${name}`), name).toHaveAttribute("required");

    // Only what the specification requires, and the enquiry goes through.
    const email = uniqueEmail("nojs-minimal", testInfo);
    await fillPerson(enquiry, email);
    await enquiry.getByLabel("Address").fill("12 Market Street");
    await enquiry.getByLabel("Postcode").fill("CT1 2AB");
    await enquiry.getByLabel("County").fill("Kent");
    await enquiry.getByRole("button", { name: "Send My Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await exportedLead(email)).toMatchObject({
      form: "enquiry",
      county: "Kent",
      lead_time: "",
      liquid_cash: "",
      homeowner: "",
    });
  });

  test("a franchise enquiry lands on the thank-you page and is stored with its franchises", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs-enquiry", testInfo);
    const enquiry = form(page, "Franchise Enquiry");
    await fillEnquiry(enquiry, email);
    await enquiry.getByRole("checkbox", { name: /occasional emails/ }).check();
    await enquiry.getByRole("button", { name: "Send My Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await exportedLead(email)).toMatchObject({
      form: "enquiry",
      homeowner: "no",
      franchises: exported(first, second),
      // The share box was left unticked: stored, but not to be shared.
      share_with_franchisors: "no",
      marketing_consent: "yes",
    });
  });

  test("a bad post shows a page with the field errors, the input kept and a link back", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs-bad", testInfo);
    const consultation = form(page, "Book Consultation");
    await fillPerson(consultation, email.replace(".com", ""));
    await consultation.getByLabel("Phone").fill("call me");
    await consultation.getByLabel("Message").fill("Evenings are best");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith("/api/leads")),
      consultation.getByRole("button", { name: "Book My Free Consultation" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const words = leadErrorPage();
    await expect(page.getByRole("heading", { level: 1, name: words.fieldProblem.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: words.backLink })).toHaveAttribute("href", "/contact#contact");
    const again = form(page, "Book Consultation");
    await expect(again.getByText("There is a problem")).toBeVisible();
    await expect(again.getByLabel(EMAIL_FIELD)).toHaveAccessibleDescription(
      /Enter an email address in the correct format/,
    );
    await expect(again.getByLabel("Phone")).toHaveAccessibleDescription(/Enter a phone number/);
    await expect(again.getByLabel("First name")).toHaveValue("Alex");
    await expect(again.getByLabel("Message")).toHaveValue("Evenings are best");
    expect(await axeViolationsWithoutJs(page, browser, baseURL!)).toEqual([]);
    expect(await exportedLead(email)).toBeUndefined();

    // Corrected on the error page itself, it goes through.
    await again.getByLabel(EMAIL_FIELD).fill(email);
    await again.getByLabel("Phone").fill("07700 900123");
    await again.getByRole("button", { name: "Book My Free Consultation" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await exportedLead(email)).toMatchObject({
      form: "consultation",
      message: "Evenings are best",
      source_page: "/contact",
    });
  });
});

test.describe("lead endpoint through the Node server", { tag: "@any-width" }, () => {
  test("refuses cross-origin posts, other content types and other methods", async ({ request, baseURL }) => {
    const crossOrigin = await request.post("/api/leads", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      data: "formKind=consultation",
    });
    expect(crossOrigin.status()).toBe(403);
    const wrongType = await request.post("/api/leads", {
      headers: { Origin: baseURL!, "Content-Type": "text/plain" },
      data: "hello",
    });
    expect(wrongType.status()).toBe(415);
    const get = await request.get("/api/leads");
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");
  });

  test("accepts a same-origin JSON lead once per idempotency key", async ({ request, baseURL }, testInfo) => {
    const email = uniqueEmail("api", testInfo);
    const body = {
      formKind: "consultation",
      firstName: "Sam",
      lastName: "Reed",
      email,
      phone: "07700 900456",
      privacyNoticeVersion: site.privacyNoticeVersion,
      idempotencyKey: `e2e-${Date.now()}-${testInfo.project.name}-0000000000`,
      elapsedMs: 5000,
    };
    const first = await request.post("/api/leads", { headers: { Origin: baseURL! }, data: body });
    expect(first.status()).toBe(201);
    const retry = await request.post("/api/leads", { headers: { Origin: baseURL! }, data: body });
    expect(retry.status()).toBe(200);
    expect(await retry.json()).toEqual({ ok: true, duplicate: true });
    expect(await exportedLead(email)).toMatchObject({ first_name: "Sam" });
  });

  test("refuses a changed post under a stored key with 409, and the page says it was already received", async ({
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail("changed", testInfo);
    const idempotencyKey = `e2e-changed-${Date.now()}-${testInfo.project.name}-0000000000`;
    const body = {
      formKind: "consultation",
      firstName: "Kim",
      lastName: "Hale",
      email,
      phone: "07700 900456",
      privacyNoticeVersion: site.privacyNoticeVersion,
      sourcePath: "/contact",
      idempotencyKey,
    };
    const first = await request.post("/api/leads", {
      headers: { Origin: baseURL! },
      data: { ...body, elapsedMs: 5000 },
    });
    expect(first.status()).toBe(201);
    const changed = await request.post("/api/leads", {
      headers: { Origin: baseURL! },
      form: { ...body, marketingConsent: "yes" },
      maxRedirects: 0,
    });
    expect(changed.status()).toBe(409);
    const html = await changed.text();
    expect(html).toMatch(/<h1[^>]*>\s*We already have your enquiry\s*<\/h1>/);
    expect(html).toContain(`or email ${site.email}.`);
    expect(html).not.toContain('action="/api/leads"');
    expect(await exportedLead(email)).toMatchObject({ first_name: "Kim", marketing_consent: "no" });
  });
});
