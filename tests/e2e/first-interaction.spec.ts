// Islands hydrated by `client:intent` fetch no JavaScript until the visitor reaches for them, and the very
// first tap works even when their script arrives late: each test holds the island's script, taps, checks
// nothing has happened yet, releases the script and expects the tap's effect.
import { test, expect, holdIslandScript, scrollThrough, pageSettled, gotoIdle } from "./fixtures";
import { faq as readFaq } from "../unit/copy-files";

const faq = { items: readFaq() };

test("the hero video's first tap opens the video, with its script delayed", async ({ page }) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title><p>Video</p>" }),
  );
  const script = await holdIslandScript(page, "VideoModal");
  await gotoIdle(page, "/");
  await scrollThrough(page);
  expect(script.requests, "no video script before the visitor reaches for it").toEqual([]);

  const play = page.locator('a[aria-haspopup="dialog"]');
  await play.scrollIntoViewIfNeeded();
  await play.click();
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(page.getByRole("dialog")).toBeHidden();

  script.release();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
});

test("the FAQ's first tap opens that answer at once, natively, and the island keeps it so", async ({ page }) => {
  const script = await holdIslandScript(page, "FaqAccordion");
  await gotoIdle(page, "/services");
  await scrollThrough(page);
  expect(script.requests, "no FAQ script before the visitor reaches for it").toEqual([]);

  const section = page.locator("#faq");
  const question = section.locator("summary").filter({ hasText: faq.items[2].question });
  const answer = section.getByText(faq.items[2].answer);
  await expect(answer).toBeHidden();
  await question.click();
  // Answered before the island's script: the question is a native disclosure, one open at a time.
  await expect(answer).toBeVisible();
  await expect(section.getByText(faq.items[0].answer)).toBeHidden();
  await expect.poll(() => script.requests.length).toBe(1);

  script.release();
  await expect(section.locator("astro-island")).not.toHaveAttribute("ssr", /.*/);
  await pageSettled(page);
  await expect(answer).toBeVisible();
  await expect(section.locator("details[open]")).toHaveCount(1);
});

test("the FAQ on the keyboard: Enter opens a question at once, the arrows move once the island is here", async ({
  page,
}) => {
  const script = await holdIslandScript(page, "FaqAccordion");
  await gotoIdle(page, "/services");
  const section = page.locator("#faq");
  const questions = section.locator("summary");
  await questions.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByText(faq.items[1].answer)).toBeVisible();
  await expect.poll(() => script.requests.length).toBe(1);
  script.release();
  await expect(section.locator("astro-island")).not.toHaveAttribute("ssr", /.*/);
  await expect(async () => {
    await questions.nth(1).focus();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(2)).toBeFocused({ timeout: 500 });
  }).toPass();
  await expect(section.getByText(faq.items[1].answer)).toBeVisible();
});
