import { test, expect, axeViolations, waitForIsland, gotoIdle } from "./fixtures";
import { claims, site } from "../../src/config/site";
import { isShownTestimonial } from "../../src/lib/launch/placeholders";
import { stubVideoHost } from "./video-host";
import { faq as readFaq, testimonials as readTestimonials } from "../unit/copy-files";

const faq = { items: readFaq() };
const testimonials = { items: readTestimonials() };
/** Only quotes recorded as genuine and consented to are shown. */
const shownTestimonials = testimonials.items.filter((item) => isShownTestimonial(item));

test.describe("home page", () => {
  test("hero has the tagline, Book Free Consultation to #contact and View Our Services", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert Franchise Advisor UK");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "#contact");
    await expect(hero.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");
    await expect(hero.getByRole("link", { name: /Watch/ })).toBeVisible();
    await expect(hero.getByText(/loads it from YouTube, which may set cookies/)).toBeVisible();
    await expect(hero.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookies");
  });

  test("shows the packages with buttons to /contact, the statistics and the contact section", async ({ page }) => {
    await page.goto("/");
    for (const [name, price] of [
      ["Silver", "£150"],
      ["Gold", "£450"],
      ["Platinum", "£950"],
    ]) {
      const card = page.locator(`[data-package="${name.toLowerCase()}"]`);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      // A plain link to this page's contact section, which opens the consultation with the package chosen.
      await expect(card.getByRole("link", { name: /Get Started/ })).toHaveAttribute(
        "href",
        `?package=${name.toLowerCase()}#contact`,
      );
    }
    await expect(page.locator('[data-package="gold"]').getByText("Most Popular")).toBeVisible();
    await expect(page.getByRole("link", { name: /discovery call/ }).first()).toHaveAttribute("href", "/contact");
    const about = page.locator("section", {
      has: page.getByRole("heading", { name: /Independent franchise advisors/ }),
    });
    for (const figure of ["500+", "20+", "95%"]) await expect(about.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.locator("#contact")).toBeAttached();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("loads nothing from another site until the video is asked for", async ({ page, baseURL }) => {
    const videoRequests = await stubVideoHost(page);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin && !/youtube-nocookie/.test(request.url())) {
        foreign.push(request.url());
      }
    });
    await gotoIdle(page, "/");
    await waitForIsland(page, "VideoModal");
    expect(videoRequests).toEqual([]);
    expect(foreign).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([]);

    await page.getByRole("link", { name: /Watch/ }).click();
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      new RegExp(`^${(site.heroVideo?.embedUrl ?? "").replace(/[.?]/g, "\\$&")}`),
    );
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests[0]).toContain("https://www.youtube-nocookie.com/");
    expect(foreign).toEqual([]);
  });

  test("has no accessibility violations, also with the video dialog open", { tag: "@each-width" }, async ({ page }) => {
    await stubVideoHost(page);
    await page.goto("/");
    expect(await axeViolations(page)).toEqual([]);
    await waitForIsland(page, "VideoModal");
    await page.getByRole("link", { name: /Watch/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("services page", () => {
  test("shows the three packages with prices, contents, timelines and the refund guarantee", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const expected = {
      silver: [
        "£150",
        "60-minute consultation",
        "Personality and skills assessment",
        "3 franchise recommendations",
        "Basic business plan template",
        "30 days of email support",
      ],
      gold: [
        "£450",
        "2-hour consultation",
        "5-7 franchise recommendations",
        "Financial projections",
        "Territory analysis",
        "Franchisor introduction",
        "Legal review guidance",
        "90 days of phone and email support",
      ],
      platinum: [
        "£950",
        "Up to 6 hours of consultation",
        "Unlimited franchise recommendations",
        "Full business plan",
        "ROI analysis",
        "Exclusivity negotiation",
        "6 months of support",
      ],
    };
    for (const [id, texts] of Object.entries(expected)) {
      const card = page.locator(`[data-package="${id}"]`);
      for (const text of texts) await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.locator('[data-package="gold"]').getByText("Most Popular")).toBeVisible();
    await expect(page.locator('[data-package="silver"]').getByText("Most Popular")).toHaveCount(0);
    // Each card states its typical timeline, once on the page.
    for (const [id, weeks] of [
      ["silver", "4-6 weeks"],
      ["gold", "6-10 weeks"],
      ["platinum", "8-16 weeks"],
    ]) {
      await expect(page.locator(`[data-package="${id}"]`)).toContainText(`Typical timeline: ${weeks}`);
      await expect(page.getByText(weeks, { exact: true })).toHaveCount(1);
    }
    await expect(
      page
        .getByText(/within 30 days of receiving the recommendations and we will refund your package fee in full/)
        .first(),
    ).toBeVisible();
  });

  test("shows the four-step process, the consented testimonials without names, and the contact block", async ({
    page,
  }) => {
    await page.goto("/services");
    const process = page.locator("section", { has: page.getByRole("heading", { name: "Our four-step process" }) });
    await expect(process.locator("ol > li")).toHaveCount(4);
    // With no quote recorded as genuine and consented to, the section is left out altogether.
    const quotes = page.locator("section", { has: page.getByRole("heading", { name: "What our clients say" }) });
    await expect(quotes).toHaveCount(shownTestimonials.length > 0 ? 1 : 0);
    await expect(quotes.locator("blockquote")).toHaveCount(shownTestimonials.length);
    const body = await page.locator("body").innerText();
    // The reviews policy goes wherever quotes are shown (src/content/claims.json `reviewsPolicy`).
    if (shownTestimonials.length > 0) expect(body).toContain(claims.reviewsPolicy);
    for (const item of testimonials.items) {
      if (shownTestimonials.includes(item)) expect(body).toContain(item.quote);
      else expect(body).not.toContain(item.quote);
      expect(body).not.toContain(item.name);
      expect(body).not.toContain(item.name.split(" ")[0]);
    }
    // The spec's contact section: phone and email links and the free 15-minute discovery call.
    const contact = page.locator("#contact");
    await expect(contact.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
    await expect(contact.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(contact).toContainText(`free consultation is a ${site.discoveryCallMinutes}-minute discovery call`);
  });

  test("Choose links go to the contact section, which opens the consultation with that package", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Choose Gold" }).click();
    await expect(page).toHaveURL(/\/services\?package=gold#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
    await waitForIsland(page, "ContactForms");
    const packageSelect = page.locator("#contact").getByRole("combobox", { name: /package/i });
    await expect(packageSelect).toHaveValue("gold");

    await page.getByRole("link", { name: "Choose Silver" }).click();
    await expect(packageSelect).toHaveValue("silver");
    await expect(page.getByRole("tab", { name: "Book Consultation" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("FAQ: one answer open at a time, the open one collapses, keyboard operable", async ({ page }) => {
    await page.goto("/services");
    await waitForIsland(page, "FaqAccordion");
    const faqSection = page.locator("#faq");
    const questions = faqSection.locator("summary");
    await expect(questions).toHaveCount(faq.items.length);
    await expect(faqSection.getByRole("heading", { level: 3 })).toHaveText(faq.items.map((item) => item.question));
    const answer = (index: number) => faqSection.getByText(faq.items[index].answer);
    const open = faqSection.locator("details[open]");

    await expect(open).toHaveCount(1);
    await expect(answer(0)).toBeVisible();
    for (let i = 1; i < faq.items.length; i += 1) await expect(answer(i)).toBeHidden();

    await questions.nth(1).click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(open).toHaveCount(1);

    await questions.nth(1).click();
    await expect(answer(1)).toBeHidden();
    await expect(open).toHaveCount(0);

    await questions.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(3)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answer(3)).toBeVisible();
    await expect(answer(2)).toBeHidden();
    await page.keyboard.press("Home");
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(questions.nth(faq.items.length - 1)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(0)).toBeFocused();
  });

  test("has no accessibility violations with an FAQ item open", { tag: "@each-width" }, async ({ page }) => {
    await page.goto("/services");
    await waitForIsland(page, "FaqAccordion");
    await page.locator("#faq summary").nth(2).click();
    await expect(page.locator("#faq").getByText(faq.items[2].answer)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the play control is a link to the film on its host, with no dialog markup until opened", async ({ page }) => {
    await page.goto("/");
    const play = page.getByRole("link", { name: /Watch/ });
    const videoId = /\/embed\/([\w-]+)/.exec(site.heroVideo?.embedUrl ?? "")?.[1];
    await expect(play).toHaveAttribute("href", `https://www.youtube.com/watch?v=${videoId}`);
    await expect(page.locator("dialog")).toBeEmpty();
  });
});

test.describe("services page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every FAQ question opens its answer and Choose buttons still go to #contact", async ({ page }) => {
    await page.goto("/services");
    const questions = page.locator("#faq summary");
    for (const [index, item] of faq.items.entries()) {
      if (index > 0) await questions.nth(index).click();
      await expect(page.getByText(item.answer)).toBeVisible();
    }
    await page.getByRole("link", { name: "Choose Platinum" }).click();
    await expect(page).toHaveURL(/\/services\?package=platinum#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
