// The contact section hydrates when the visitor first reaches for it (`client:intent`), and that first
// gesture is not lost: each test holds the island's script, acts, checks nothing has happened yet, releases
// the script and expects the effect. Then what the visitor brought from elsewhere arrives in the forms: a
// package from a Choose link, the shortlist ticked, the affordability figure's cash band chosen.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, holdIslandScript, scrollThrough, pageSettled, gotoIdle } from "./fixtures";
import { setShortlist } from "./shortlist-cookie";
import { OPTION_LABELS } from "../../src/lib/leads/browser/fields";
import { liquidCashBand } from "../../src/lib/leads/browser/liquid-cash-band";
import { liveCatalogue } from "./directory-data";

const contact = (page: Page) => page.locator("#contact");
const form = (page: Page, name: "Book Consultation" | "Franchise Enquiry") => page.getByRole("form", { name });

// On the home page the enquiry's form is not in the HTML: its tab waits for the island, which renders it here.
for (const path of ["/"]) {
  test(`on ${path}, the first tap on Franchise Enquiry switches to it, with the script delayed`, async ({ page }) => {
    const script = await holdIslandScript(page, "ContactForms");
    await gotoIdle(page, path);
    await scrollThrough(page);
    expect(script.requests, "no contact script before the visitor reaches for it").toEqual([]);

    const enquiryTab = contact(page).getByRole("link", { name: "Franchise Enquiry" });
    await enquiryTab.scrollIntoViewIfNeeded();
    const urlBefore = page.url();
    await enquiryTab.click();
    await expect.poll(() => script.requests.length).toBe(1);
    await pageSettled(page);
    // Held: no tabs yet, and the link was not followed.
    await expect(page.getByRole("tablist")).toHaveCount(0);
    expect(page.url()).toBe(urlBefore);

    script.release();
    await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
    await expect(form(page, "Franchise Enquiry")).toBeVisible();
    await expect(form(page, "Book Consultation")).toBeHidden();
    expect(page.url()).toBe(urlBefore);
  });
}

/** The tab links' background colours, consultation's then enquiry's, as the visitor sees them. */
const tabColours = (page: Page) =>
  Promise.all(
    ["consultation", "enquiry"].map((kind) =>
      page.locator(`#contact-tab-${kind}`).evaluate((link) => getComputedStyle(link).backgroundColor),
    ),
  );

/** The contact heading shows the named form's wording only (both are in the HTML; CSS shows one). */
async function expectHeadingFor(page: Page, kind: "consultation" | "enquiry") {
  await expect(page.locator(`#contact-heading [data-for="${kind}"]`)).toBeVisible();
  await expect(page.locator(`#contact-heading [data-for]:not([data-for="${kind}"])`)).toBeHidden();
}

// /contact carries both forms: before its island wakes, the tab links jump to their form and CSS shows it alone.
test("on /contact, the first tap on Franchise Enquiry shows that form at once, and the island agrees", async ({
  page,
}) => {
  const script = await holdIslandScript(page, "ContactForms");
  await gotoIdle(page, "/contact");
  // Both forms show, so neither link looks selected.
  await expect(form(page, "Book Consultation")).toBeVisible();
  await expect(form(page, "Franchise Enquiry")).toBeVisible();
  const [consultation, enquiry] = await tabColours(page);
  expect(consultation).toBe(enquiry);

  await contact(page).getByRole("link", { name: "Franchise Enquiry" }).click();
  await expect.poll(() => script.requests.length).toBe(1);
  // Answered before the island's script: the link jumped to its form, which now shows alone, its link marked.
  await expect(page).toHaveURL(/\/contact#contact-panel-enquiry$/);
  await expect(form(page, "Franchise Enquiry")).toBeVisible();
  await expect(form(page, "Book Consultation")).toBeHidden();
  await expectHeadingFor(page, "enquiry");
  const [unmarked, marked] = await tabColours(page);
  expect(marked).not.toBe(unmarked);
  await expect(page.getByRole("tablist")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  script.release();
  await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
  await expect(form(page, "Book Consultation")).toBeHidden();
  // The island's tabs decide from now on, not the address's target.
  await page.getByRole("tab", { name: "Book Consultation" }).click();
  await expect(form(page, "Book Consultation")).toBeVisible();
  await expect(form(page, "Franchise Enquiry")).toBeHidden();
  await expectHeadingFor(page, "consultation");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows both forms under unmarked links; a link, by keyboard too, shows its form alone", async ({ page }) => {
    await page.goto("/contact");
    await expect(form(page, "Book Consultation")).toBeVisible();
    await expect(form(page, "Franchise Enquiry")).toBeVisible();
    const [consultation, enquiry] = await tabColours(page);
    expect(consultation).toBe(enquiry);

    await contact(page).getByRole("link", { name: "Franchise Enquiry" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contact-panel-enquiry$/);
    await expect(form(page, "Book Consultation")).toBeHidden();
    await expect(form(page, "Franchise Enquiry").getByLabel("First name")).toBeVisible();

    await contact(page).getByRole("link", { name: "Book Consultation" }).click();
    await expect(page).toHaveURL(/#contact-panel-consultation$/);
    await expect(form(page, "Franchise Enquiry")).toBeHidden();
    await expect(form(page, "Book Consultation")).toBeVisible();
    await expectHeadingFor(page, "consultation");
    const [marked, unmarked] = await tabColours(page);
    expect(marked).not.toBe(unmarked);
  });
});

test("characters typed before hydration stay, and the form typed in stays open", async ({ page }) => {
  const script = await holdIslandScript(page, "ContactForms");
  await gotoIdle(page, "/contact");
  await scrollThrough(page);
  expect(script.requests).toEqual([]);

  // The second of the stacked forms: hydrating must not hide it under the first tab.
  const lastName = form(page, "Franchise Enquiry").getByLabel("Last name");
  await lastName.click();
  await page.keyboard.type("Morgan");
  await expect.poll(() => script.requests.length).toBe(1);
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(lastName).toHaveValue("Morgan");

  script.release();
  await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
  await expect(lastName).toHaveValue("Morgan");
  await expect(lastName).toBeFocused();
  await page.keyboard.type("-Lee");
  await expect(lastName).toHaveValue("Morgan-Lee");
});

test("a Choose link opens the consultation with its package chosen", async ({ page }) => {
  await gotoIdle(page, "/services");
  await page.getByRole("link", { name: "Choose Gold" }).click();
  await expect(page).toHaveURL(/\/services\?package=gold#contact$/);
  await expect(contact(page)).toBeInViewport();
  // The visitor reaches for the section: it hydrates and shows what the link asked for.
  await contact(page).getByRole("link", { name: "Book Consultation" }).click();
  await expect(page.getByRole("tab", { name: "Book Consultation" })).toHaveAttribute("aria-selected", "true");
  const select = form(page, "Book Consultation").getByLabel("Package");
  await expect(select).toHaveValue("gold");
  // Once hydrated, another Choose link changes the package in place, without reloading.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("link", { name: "Choose Platinum" }).click();
  await expect(select).toHaveValue("platinum");
  await expect(page).toHaveURL(/\?package=platinum#contact$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(contact(page)).toBeInViewport();
});

test.describe("the enquiry arrives with the visitor's choices", () => {
  const catalogue = liveCatalogue();
  const [first, second] = catalogue;

  test("the shortlist arrives ticked when the visitor reaches for the enquiry", async ({ page, context }) => {
    await setShortlist(context, [first.slug, second.slug]);
    await page.goto("/contact");
    await contact(page).getByRole("link", { name: "Franchise Enquiry" }).click();
    await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
    const enquiry = form(page, "Franchise Enquiry");
    await expect(enquiry.getByRole("checkbox", { name: first.name, exact: true })).toBeChecked();
    await expect(enquiry.getByRole("checkbox", { name: second.name, exact: true })).toBeChecked();
    await expect(enquiry.getByRole("checkbox", { checked: true })).toHaveCount(2);
  });

  test("on a franchise page, that franchise and the shortlist are ticked", async ({ page, context }) => {
    const own = catalogue[2];
    await setShortlist(context, [first.slug]);
    await page.goto(`/franchises/${own.slug}`);
    const enquiry = form(page, "Franchise Enquiry");
    await enquiry.getByLabel("First name").focus();
    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(enquiry.getByRole("checkbox", { name: own.name, exact: true })).toBeChecked();
    await expect(enquiry.getByRole("checkbox", { name: first.name, exact: true })).toBeChecked();
  });

  test("/shortlist's Enquire about all lands on a pre-ticked enquiry", async ({ page }) => {
    // Saved the way a visitor saves, through the Save forms.
    for (const pick of [first, second]) await page.goto(`/shortlist?add=${pick.slug}`);
    await page.getByRole("link", { name: "Enquire about all 2 franchises" }).click();
    await expect(page).toHaveURL(/\/contact/);
    const enquiryTab = contact(page).getByRole("link", { name: "Franchise Enquiry" });
    if (await enquiryTab.count()) await enquiryTab.click();
    await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
    const enquiry = form(page, "Franchise Enquiry");
    await expect(enquiry.getByRole("checkbox", { name: first.name, exact: true })).toBeChecked();
    await expect(enquiry.getByRole("checkbox", { name: second.name, exact: true })).toBeChecked();
  });

  test("the cash entered on /affordability preselects the enquiry's liquid-cash band", async ({ page }) => {
    const cash = 75_000;
    await page.goto("/affordability");
    await page.getByRole("textbox", { name: /Cash you could put in/ }).fill(String(cash));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("fa:affordability-cash"))).toBe(String(cash));
    await page.goto("/contact");
    const enquiry = form(page, "Franchise Enquiry");
    await contact(page).getByRole("link", { name: "Franchise Enquiry" }).click();
    await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
    const select = enquiry.getByLabel("Liquid cash available");
    await expect(select).toHaveValue(liquidCashBand(cash));
    await expect(select.locator("option:checked")).toHaveText(OPTION_LABELS.liquidCash[liquidCashBand(cash)]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tab whose form is not on the page links to /contact's, which posts", async ({ page }) => {
    for (const [path, name, kind] of [
      ["/", "Franchise Enquiry", "enquiry"],
      ["/services", "Book Consultation", "consultation"],
      ["/services", "Franchise Enquiry", "enquiry"],
    ] as const) {
      await page.goto(path);
      await contact(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?tab=${kind}#contact-panel-${kind}$`));
      const target = form(page, name);
      await expect(target).toBeInViewport();
      await expect(target).toHaveAttribute("action", "/api/leads");
      await expect(target.locator('input[name="formKind"]')).toHaveValue(kind);
    }
  });

  test("the home page's own form is complete and its tab jumps to it", async ({ page }) => {
    await page.goto("/");
    await contact(page).getByRole("link", { name: "Book Consultation" }).click();
    await expect(page).toHaveURL(/\/#contact-panel-consultation$/);
    await expect(form(page, "Book Consultation").getByLabel("First name")).toBeVisible();
    await expect(form(page, "Book Consultation")).toHaveAttribute("method", "post");
  });
});
