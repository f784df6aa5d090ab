import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { test, expect, expectNoJavaScriptDownloads } from "./fixtures";
import { claims, site } from "../../src/config/site";
import { formatLongDate } from "../../src/lib/ui/format";
import { PROJECT_DIR } from "./directory-data";

/** The menus as the owner left them (src/content/navigation.yaml, checked by the build): asserted as rules, not words. */
type Link = { label: string; href: string };
const menus = yaml.load(readFileSync(join(PROJECT_DIR, "src/content/navigation.yaml"), "utf8")) as {
  header: Link[];
  explore: { heading: string; links: Link[] };
  legal: { heading: string; links: Link[] };
};
/** A header link to a page other than home, to stand on: the build checked it reaches a page. */
const inner = menus.header.find((link) => link.href !== "/") ?? menus.header[0]!;

test.describe("header and footer", () => {
  test("show the tagline, contact details and the current page", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header.getByText("Expert Franchise Advisor UK")).toBeVisible();
    await expect(page.locator(`a[href="tel:${site.phone.e164}"]`).first()).toBeAttached();
    await expect(page.locator(`a[href="mailto:${site.email}"]`).first()).toBeAttached();
    const footer = page.locator("footer");
    await expect(footer.getByText(/London office/)).toBeVisible();
    await expect(footer.locator("address")).toContainText(site.address.postalCode);
    for (const column of [menus.explore, menus.legal]) {
      const nav = footer.getByRole("navigation", { name: column.heading });
      for (const link of column.links)
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
    await expect(footer.getByText(`company number ${site.legal.companyNumber}`)).toBeVisible();
  });

  test(
    "desktop header has nav, search form and the two buttons to /contact",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await page.goto(inner.href);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const link of menus.header) {
        const shown = nav.getByRole("link", { name: link.label, exact: true });
        await expect(shown).toBeVisible();
        await expect(shown).toHaveAttribute("href", link.href);
      }
      await expect(nav.getByRole("link", { name: inner.label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Free Consultation" }).first()).toHaveAttribute("href", "/contact");
      await expect(banner.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/contact");
      const search = banner.getByRole("search").first();
      await expect(search).toHaveAttribute("action", "/franchises/search");
      await expect(search.getByRole("searchbox", { name: "Search franchises" })).toHaveAttribute("name", "q");
    },
  );

  test(
    "phone menu opens, closes with Escape and returns focus to the toggle",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.goto("/about");
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.locator("#mobile-menu");
      await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      for (const link of menus.header)
        await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
      await menu.getByRole("link", { name: menus.header.at(-1)!.label, exact: true }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
    },
  );
});

test.describe("simple pages", () => {
  test("about shows credentials, the story and calls to action", async ({ page }) => {
    await page.goto("/about");
    // Claims come from the register (src/content/claims.json), whatever it holds.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`since ${claims.founded.year}`);
    const figures = [claims.figures.years!.value, claims.figures.clients!.value];
    for (const claim of claims.accreditation ? ["Accredited", ...figures] : figures) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(page.getByText(`Founded in ${claims.founded.year}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Territory researchers" })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Call 020/ })
        .first(),
    ).toHaveAttribute("href", `tel:${site.phone.e164}`);
  });

  for (const [path, heading, mustMention] of [
    ["/privacy", "Privacy Policy", /Information Commissioner.s Office/],
    ["/terms", "Terms of Service", /law of England and Wales/],
    ["/cookies", "Cookie Policy", /sets no analytics, advertising or social media tracking cookies/],
  ] as const) {
    // The spec dated them 1 January 2025; the privacy notice and terms have changed since, so the date is the
    // configured one (site.legalLastUpdated), the same that lead consent records carry as the notice version.
    test(`${path} shows the configured last-updated date and says what it must`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(`Last updated ${formatLongDate(site.legalLastUpdated)}`)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(mustMention);
    });
  }

  test("terms state the refund rules", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    // No unqualified "non-refundable": statutory remedies stay, and how to cancel is spelt out.
    await expect(main).not.toContainText("non-refundable");
    await expect(main).toContainText(
      "we do not refund a fee for a change of mind once its services have been provided",
    );
    await expect(main).toContainText("This does not affect your statutory rights");
    await expect(main).toContainText(`${site.promises.guarantee.days}-day guarantee`);
    await expect(main.getByRole("heading", { name: "Model cancellation form" })).toBeVisible();
    await expect(main).toContainText("within the 14 days only if you expressly ask us to");
    await expect(main).toContainText(
      "No one else (a lender, investor, landlord, franchisor or business partner) may rely on them",
    );
  });

  for (const path of ["/about", "/privacy", "/terms", "/cookies"]) {
    test(`${path} loads no JavaScript`, async ({ page }) => {
      await expectNoJavaScriptDownloads(page, path);
    });
  }
});

test.describe("not-found pages", { tag: "@any-width" }, () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page");
  });

  test("an unknown franchise answers 404 with Franchise Not Found", async ({ page }) => {
    const response = await page.goto("/franchises/no-such-franchise");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Franchise Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the franchise you're looking for")).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Franchises" })).toHaveAttribute("href", "/franchises");
  });

  test("an unknown location answers 404 with Location Not Found", async ({ page }) => {
    const response = await page.goto("/locations/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Location Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the location you're looking for")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });
});
