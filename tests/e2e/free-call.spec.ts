// The free call on /book, with JavaScript off at phone width and on at desktop width (the page is plain HTML either
// way): pick a slot, a bad email (one the browser lets through, "ann@example") comes back with everything typed, a good one lands on the confirmation, whose time
// agrees with its .ics; the slot is then no longer offered, moving the call frees it, cancelling frees the new one.
// Each project takes its own slots (off: the first two offered, on: the next two), so both can run at once.
import { test, expect, axeViolations, trackScripts } from "./fixtures";

const offered = async (page: import("@playwright/test").Page) =>
  page
    .locator('input[name="slotStart"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/**
 * Opens /book on the first day with four free times: the two projects take two each from the same day, and the
 * day /book opens on may have fewer left (late in the afternoon, today's last times are all that remain).
 */
async function openDayWithFourSlots(page: import("@playwright/test").Page) {
  await page.goto("/book");
  const days = await page
    .getByRole("navigation", { name: "Days with free times" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href")!));
  for (const day of days) {
    await page.goto(day);
    if ((await offered(page)).length >= 4) return;
  }
  throw new Error("no day on /book offers four free times");
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the free call with JavaScript ${javaScriptEnabled ? "on @desktop-only" : "off @phone-only"}`, () => {
    test.use({ javaScriptEnabled });

    test("book, correct a bad email, confirm, move and cancel", async ({ page }, testInfo) => {
      const scripts = trackScripts(page);
      await openDayWithFourSlots(page);
      const first = javaScriptEnabled ? 2 : 0;
      const [slot, other] = (await offered(page)).slice(first, first + 2);
      expect(other).toBeDefined();
      await page.locator(`label[for="slot-${slot!.replace(/[^0-9]/g, "")}"]`).click();
      await page.getByLabel("First name").fill("Ann");
      await page.getByLabel("Last name").fill("Lee");
      await page.getByRole("textbox", { name: "Email" }).fill("ann@example");
      await page.getByLabel("Phone number to call").fill("07700 900982");
      await page.getByLabel("What would you like to talk about? (optional)").fill("Care franchises");
      await page.getByRole("button", { name: "Book my call" }).click();

      await expect(page.getByRole("heading", { name: "Your call is not booked yet" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ann@example");
      await expect(page.getByLabel("What would you like to talk about? (optional)")).toHaveValue("Care franchises");
      await expect(page.locator(`input[value="${slot}"]`)).toBeChecked();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      const email = `ann.${javaScriptEnabled ? "on" : "off"}.${testInfo.project.name}@example.com`;
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("button", { name: "Book my call" }).click();
      await expect(page).toHaveURL(/\/book\/booked\/\d+\.[\w-]{43}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free call is booked");
      const when = await page.locator("#call-when").textContent();
      const ics = await (await page.request.get(`${page.url()}/call.ics`)).text();
      const dtstart = /^DTSTART:(\d{8}T\d{4})00Z$/m.exec(ics)?.[1];
      expect(dtstart).toBe(slot!.replace(/[-:]/g, "").slice(0, 13));
      expect(when).toMatch(/\(UK time\)$/);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      const day = slot!.slice(0, 10);
      await page.getByRole("link", { name: "Change or cancel this call" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change or cancel your call");
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      const manage = page.url();
      await page.goto(`/book?day=${day}`);
      expect(await offered(page)).not.toContain(slot);

      await page.goto(`${manage}?day=${other!.slice(0, 10)}`);
      await page.locator(`label[for="slot-${other!.replace(/[^0-9]/g, "")}"]`).click();
      await page.getByRole("button", { name: "Move my call" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free call is booked");
      await page.goto(`/book?day=${day}`);
      expect(await offered(page)).toContain(slot);
      await page.goto(`/book?day=${other!.slice(0, 10)}`);
      expect(await offered(page)).not.toContain(other);

      await page.goto(manage);
      await page.getByRole("button", { name: "Cancel this call" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is cancelled");
      await page.goto(`/book?day=${other!.slice(0, 10)}`);
      expect(await offered(page)).toContain(other);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      if (!javaScriptEnabled) expect(scripts).toEqual([]);
    });
  });
}
