import type { Locator, Page } from "@playwright/test";
import { test, expect, axeViolations, expectNoJavaScriptDownloads } from "./fixtures";
import { claims, site } from "../../src/config/site";
import { servicePageFiles } from "../unit/copy-files";

const servicePages = servicePageFiles().map((page) => ({ ...page, meta: page }));
// The buying guide's steps as its content file gives them (the first process section).
const buyingGuideSteps = servicePages
  .find((page) => page.path === "/services/buying-franchise-guide")!
  .sections.find((section) => section.type === "process")!;

/** The section whose heading has this name. */
function section(page: Page, heading: string | RegExp): Locator {
  return page.locator("section", {
    has: page.getByRole("heading", { name: heading, exact: typeof heading === "string" }),
  });
}

/** Expects each text to be visible inside `scope` (exact text of one element). */
async function expectTexts(scope: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(scope.getByText(text, { exact: true }).first(), text).toBeVisible();
}

/** The spec's items and figures, page by page, written out literally so a change in the data is caught. */
const checks: Record<string, (page: Page) => Promise<void>> = {
  "/services/franchise-advisor-services": async (page) => {
    await expectTexts(section(page, "Four services, one advisor who knows your case"), [
      "Franchise Matching and Selection",
      "Due Diligence Support",
      "Business Planning and Strategy",
      "Ongoing Support and Mentoring",
    ]);
    await expectTexts(section(page, "Our four-step advisory process"), [
      "Initial Consultation",
      "Franchise Matching",
      "Due Diligence",
      "Launch Support",
    ]);
    await expect(section(page, "Results our clients can check").getByText("93%", { exact: true })).toBeVisible();
  },
  "/services/franchise-broker-consultation": async (page) => {
    const types = section(page, "Four consultations for four stages of buying");
    for (const [title, minutes] of [
      ["Initial Assessment", "60 min"],
      ["Opportunity Review", "45 min"],
      ["Due Diligence", "90 min"],
      ["Launch Strategy", "75 min"],
    ]) {
      await expect(types.locator("li", { has: page.getByRole("heading", { name: title }) }).first()).toContainText(
        minutes,
      );
    }
    await expectTexts(section(page, "Before and after your consultation"), [
      "Before your consultation",
      "After your consultation",
    ]);
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    await expect(hero.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact");
  },
  "/services/business-coaching": async (page) => {
    const programmes = section(page, "Four programmes for four stages of ownership");
    for (const [title, duration] of [
      ["Launch Programme", "6 months"],
      ["Growth Programme", "12 months"],
      ["Executive Programme", "Ongoing"],
      ["Turnaround Programme", "9 months"],
    ]) {
      await expect(programmes.locator("li", { has: page.getByRole("heading", { name: title }) }).first()).toContainText(
        duration,
      );
    }
    await expectTexts(section(page, "Assess, Plan, Execute"), ["Assess", "Plan", "Execute"]);
    await expectTexts(section(page, "Coaching results"), ["47%", "92%", "85%"]);
  },
  "/services/buying-franchise-guide": async (page) => {
    const steps = section(page, "The five steps to buying a franchise").locator("ol > li");
    await expect(steps).toHaveCount(5);
    const titles = [
      "Self-Assessment",
      "Market Research",
      "Due Diligence",
      "Financing and Legal Review",
      "Launch and Set-up",
    ];
    for (const [index, title] of titles.entries()) {
      const data = buyingGuideSteps.items[index] as { description: string; keyPoints: string[] };
      const card = steps.nth(index);
      await expect(card).toContainText(String(index + 1));
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card).toContainText(data.description);
      for (const point of data.keyPoints) await expect(card).toContainText(point);
    }
    await expectTexts(section(page, "Three things to weigh before you commit"), [
      "Financial Requirements",
      "Franchise System Quality",
      "Market and Territory",
    ]);
    await expect(section(page, "Five common mistakes buyers make").locator("ol > li")).toHaveCount(5);
    const resources = section(page, "Free tools for franchise buyers");
    for (const name of ["Buyer's Checklist", "Due Diligence Template", "Investment Calculator"]) {
      // Issue 32: the resources are sent on request, so the button says so (the specification's "Download Free" led
      // to a form, not a file).
      await expect(resources.getByRole("link", { name: new RegExp(`^Ask for a copy\\W+${name}$`) })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
  },
  "/services/franchise-support-services": async (page) => {
    const areas = section(page, "Four areas of support");
    await expectTexts(areas, [
      "Ongoing Operational Support",
      "Team Development",
      "Marketing and Growth",
      "Problem Resolution",
      `Priority line for urgent problems, ${site.hours.display}`,
    ]);
    const packages = section(page, "Choose the level of support you need");
    for (const [id, duration] of [
      ["startup", "First 12 months"],
      ["growth", "Ongoing"],
      ["premium", "Ongoing"],
    ]) {
      const card = packages.locator(`[data-package="${id}"]`);
      await expect(card).toContainText(duration);
      await expect(card.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/contact");
    }
    const growth = packages.locator('[data-package="growth"]');
    await expect(growth.getByText("Most Popular")).toBeVisible();
    await expect(growth).toHaveClass(/border-2/);
    await expect(packages.locator('[data-package="startup"]').getByText("Most Popular")).toHaveCount(0);
    // Issue 32: the specification's "24hrs average support response" contradicted the reply promise; the page
    // states the promise instead, from the site config.
    await expectTexts(section(page, "Results for supported franchisees"), ["85%", "92%", "34%", "97%"]);
    await expect(page.getByRole("main")).toContainText(`Our reply to online messages, ${site.enquiryDays}`);
    await expect(page.getByRole("main")).not.toContainText("24hrs");
    await expect(section(page, "Why owners choose our support").locator("ul > li")).toHaveCount(4);
    const text = await page.getByRole("main").innerText();
    for (const cadence of [
      "Weekly check-ins",
      "Monthly strategy sessions",
      "Quarterly or twice-yearly on-site visits",
    ]) {
      expect(text).toContain(cadence);
    }
  },
  "/services/investment-analysis": async (page) => {
    await expect(section(page, "Four areas of investment analysis").locator("ul > li:has(h3)")).toHaveCount(4);
    await expectTexts(section(page, "Every analysis covers three areas"), [
      "Initial Investment",
      "Revenue and Profitability",
      "Risk",
    ]);
    await expectTexts(section(page, "Our four-step analysis"), [
      "Data Collection",
      "Financial Modelling",
      "Market Analysis",
      "Report and Recommendations",
    ]);
    await expectTexts(section(page, "The four numbers that matter most"), [
      "ROI",
      "Break-even Timeline",
      "Profit Margins",
      "Cash Flow Projections",
    ]);
    await expectTexts(section(page, "Benefits versus risks"), [
      "Benefits of an independent analysis",
      "Risks of investing without one",
    ]);
  },
  "/services/territory-selection": async (page) => {
    await expect(section(page, "Four territory services").locator("ul > li:has(h3)")).toHaveCount(4);
    await expectTexts(section(page, "Four groups of territory criteria"), [
      "Demographics",
      "Market Conditions",
      "Competition",
      "Operational Factors",
    ]);
    const steps = section(page, "Our five-step territory process");
    await expect(steps.locator("ol > li")).toHaveCount(5);
    await expectTexts(steps, [
      "Identification",
      "Data Collection",
      "Analysis and Scoring",
      "Site Visits",
      "Recommendations",
    ]);
    const importance = section(page, "Why territory selection matters");
    await expect(importance.locator("ul > li")).toHaveCount(3);
    // The specification's "up to 40%" is a maximum, which the register now refuses (a departure issue 49 decided):
    // the page shows the register's two territory figures, whatever they are.
    await expectTexts(importance, [claims.figures.territoryRevenue!.value, claims.figures.territorySuccess!.value]);
    await expect(section(page, "What you receive").locator("li").first()).toBeVisible();
  },
  "/services/legal-documentation-support": async (page) => {
    await expect(section(page, "Four legal documentation services").locator("ul > li:has(h3)")).toHaveCount(4);
    await expectTexts(section(page, "Three groups of franchise documents"), [
      "Disclosure Document",
      "Franchise Agreement",
      "Ancillary Documents",
    ]);
    await expect(section(page, "Our four-step review").locator("ol > li")).toHaveCount(4);
    await expectTexts(section(page, "High-risk clauses versus protection mechanisms"), [
      "High-risk clauses",
      "Protection mechanisms",
    ]);
    await expect(section(page, "Why a document review matters").locator("ul > li")).toHaveCount(4);
    await expect(section(page, "What you receive").locator("li").first()).toBeVisible();
  },
};

/** What one section's content says it shows: each item's name, figure and duration. */
function itemTexts(items: readonly Record<string, unknown>[]): string[] {
  return items.flatMap((item) =>
    ["title", "name", "value", "duration"].flatMap((field) => (typeof item[field] === "string" ? [item[field]] : [])),
  );
}

for (const { meta } of servicePages) {
  test.describe(meta.path, () => {
    test("shows every section and item its content file lists", async ({ page }) => {
      await page.goto(meta.path);
      for (const block of meta.sections) {
        const shown = section(page, block.heading.title);
        await expect(shown.first(), block.heading.title).toBeVisible();
        for (const text of itemTexts(block.items as Record<string, unknown>[]))
          await expect(shown.first().getByText(text).first(), `${block.heading.title}: ${text}`).toBeVisible();
      }
    });

    // The launch specification's items and figures, for the pages it describes, while they keep its wording; a
    // service page added later is held to its own content file (above) only.
    const specification = checks[meta.path];
    if (specification)
      test("shows every item and figure the specification lists", { tag: "@any-width" }, async ({ page }) => {
        await page.goto(meta.path);
        await specification(page);
      });

    test("has a hero with its call to action, process steps and a closing call and /contact", async ({ page }) => {
      await page.goto(meta.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      const hero = page.locator("main > section").first();
      await expect(hero.locator('a[href="/contact"]')).toBeVisible();
      await expect(hero.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
      expect(await main.locator("[data-process-steps] > li").count()).toBeGreaterThanOrEqual(3);
      const closing = page.locator("section[aria-labelledby='closing-cta-heading']");
      await expect(closing.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/contact");
      await expect(closing.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }),
      ).toHaveAttribute("href", "/services");
    });

    test(
      "sets its own title, description, canonical, Open Graph and Service structured data",
      { tag: "@any-width" },
      async ({ page }) => {
        await page.goto(meta.path);
        await expect(page).toHaveTitle(`${meta.seo.title} | ${site.businessName}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.seo.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${meta.path}$`));
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${meta.path}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          "content",
          new RegExp(meta.seo.title.slice(0, 20)),
        );
        const text = await page.locator('script[type="application/ld+json"]').textContent();
        const graph = (JSON.parse(text ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
        const node = graph.find((item) => item["@type"] === "Service") as Record<string, Record<string, unknown>>;
        expect(node).toBeDefined();
        expect(node.name).toBe(meta.name);
        expect(node.areaServed).toEqual({ "@type": "Country", name: "United Kingdom" });
        // The provider is a reference to the organisation node the same graph describes in full.
        const provider = graph.find((item) => item["@id"] === node.provider["@id"]) as Record<string, unknown>;
        expect(provider).toBeDefined();
        expect(provider.telephone).toBe(site.phone.e164);
        expect(provider.email).toBe(site.email);
        expect(provider.address).toMatchObject({ "@type": "PostalAddress", postalCode: site.address.postalCode });
      },
    );

    test("loads no JavaScript", async ({ page }) => {
      await expectNoJavaScriptDownloads(page, meta.path);
    });

    test("has no accessibility violations", async ({ page }) => {
      await page.goto(meta.path);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
