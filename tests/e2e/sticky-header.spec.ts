// The sticky header never covers what a link jumps to: an in-page anchor and an article's table of contents land
// with their target wholly below the header, at phone, tablet and desktop widths (global.css --header-h).
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { articles } from "./blog-data";

const WIDTHS = [390, 768, 1280];

/** The header's bottom edge and the target's top and bottom, in viewport pixels. */
async function edges(page: Page, target: Locator) {
  const header = await page.locator("header.sticky").boundingBox();
  const box = await target.boundingBox();
  if (!header || !box) throw new Error("the header or the target is not rendered");
  return { headerBottom: header.y + header.height, top: box.y, bottom: box.y + box.height };
}

/** Asserts the target is wholly in view and not under the header. */
async function expectClearOfHeader(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const { headerBottom, top, bottom } = await edges(page, target);
  expect(top, "target's top against the header's bottom").toBeGreaterThanOrEqual(Math.floor(headerBottom));
  expect(bottom).toBeLessThanOrEqual(page.viewportSize()!.height);
}

// The widths are set inside each test, so one project runs them.
test.describe("anchors below the sticky header", { tag: "@desktop-only" }, () => {
  for (const width of WIDTHS) {
    test(`/contact#contact-panel-enquiry shows its heading whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/contact#contact-panel-enquiry", { waitUntil: "load" });
      await expectClearOfHeader(
        page,
        page.locator("#contact-panel-enquiry").getByRole("heading", { name: "Franchise Enquiry" }),
      );
    });

    test(`an article's table of contents lands each heading below the header at ${width} px`, async ({ page }) => {
      // An article with a table of contents: every published article has sections, whichever they are.
      const article = articles[Math.floor(articles.length / 2)];
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/blog/${article.slug}`, { waitUntil: "load" });
      const toc = page.getByRole("navigation", { name: "Table of contents" });
      const summary = toc.locator("summary");
      const links = toc.getByRole("link");
      // A section in the middle of the article, and the last, whose heading may sit near the page's end.
      for (const index of [Math.floor((await links.count()) / 2), (await links.count()) - 1]) {
        if (!(await links.nth(index).isVisible())) await summary.click();
        const href = (await links.nth(index).getAttribute("href"))!;
        await links.nth(index).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
        // The last section may be too short to scroll to the top; then it must still be below the header.
        await expectClearOfHeader(page, heading);
        // From lg up the contents box sticks beside the text: its label stays below the header too.
        if (width >= 1024) await expectClearOfHeader(page, summary);
      }
    });
  }
});
