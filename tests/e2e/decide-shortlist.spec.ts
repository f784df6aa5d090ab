// The shortlist: Save on franchise pages (a GET form), and /shortlist drawn by the server from the shortlist
// cookie, with Remove and Clear as POST forms, Compare, Enquire and the cap: with JavaScript on and off alike,
// since the page loads no script. Plus the route's answers as HTTP: 303s, the cookie, private caching, Origin.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, expectNoJavaScriptDownloads, trackScripts, gotoIdle } from "./fixtures";
import { liveCatalogue } from "./directory-data";
import { SHORTLIST_COOKIE, SHORTLIST_MAX } from "../../src/lib/decide/shortlist";
import { savedSlugs, setShortlist } from "./shortlist-cookie";

const catalogue = liveCatalogue();
const saveButton = (page: Page) => page.getByRole("button", { name: /Save to shortlist|Saved: view shortlist/ });
const savedItems = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Remove / }) });
const notice = (page: Page) => page.getByRole("status");

async function saveFromFranchisePage(page: Page, slug: string) {
  await page.goto(`/franchises/${slug}`);
  await saveButton(page).click();
  // Saved: back on the franchise's page; already saved or a full list: on to the list, saying so.
  await expect(page).toHaveURL(new RegExp(`/shortlist\\?done=|/franchises/${slug}#shortlist-saved$`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`shortlist with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Save on a franchise page saves it, and the franchise pages show the count and the saved state", async ({
      page,
    }) => {
      const [first, second] = catalogue;
      const scripts = trackScripts(page);
      await gotoIdle(page, `/franchises/${first.slug}`);
      expect(scripts.filter((path) => /shortlist|nanostores/i.test(path))).toEqual([]);
      await saveButton(page).click();
      // Back where they were reading, told it was saved, with the way to the list.
      await expect(page).toHaveURL(new RegExp(`/franchises/${first.slug}#shortlist-saved$`));
      const saved = page.locator("#shortlist-saved");
      await expect(saved).toBeVisible();
      await expect(saved).toHaveText(`Saved ${first.name} to your shortlist. View your shortlist`);
      expect(await savedSlugs(page)).toEqual([first.slug]);
      await saved.getByRole("link", { name: "View your shortlist" }).click();
      await expect(savedItems(page)).toHaveCount(1);
      // One saved reads as one, not "all 1".
      await expect(page.getByRole("link", { name: "Enquire about this franchise" })).toBeVisible();
      // Without the fragment the notice stays hidden.
      await page.goto(`/franchises/${second.slug}`);
      await expect(page.locator("#shortlist-saved")).toBeHidden();

      await page.goto(`/franchises/${first.slug}`);
      if (javaScriptEnabled) {
        // The inline lines read the cookie; without JavaScript the button and link still work, just without them.
        await expect(page.getByRole("button", { name: /Saved: view shortlist/ })).toBeVisible();
        await expect(page.locator("[data-shortlist-count]")).toHaveText("1");
        await page.goto(`/franchises/${second.slug}`);
        await expect(page.getByRole("button", { name: /Save to shortlist/ })).toBeVisible();
        await expect(page.locator("[data-shortlist-count]")).toHaveText("1");
      }
      // Saving it again says so and keeps one copy.
      await saveFromFranchisePage(page, first.slug);
      await expect(notice(page)).toHaveText(`${first.name} is already on your shortlist.`);
      await expect(savedItems(page)).toHaveCount(1);
    });

    test("save three, persist across reload, compare, enquire, remove and clear", async ({ page }) => {
      const picks = catalogue.slice(0, 3);
      for (const pick of picks) await saveFromFranchisePage(page, pick.slug);
      await page.goto("/shortlist");
      await page.reload();
      await expect(savedItems(page)).toHaveCount(3);
      await expect(savedItems(page).getByRole("link")).toHaveText(picks.map((pick) => pick.name));
      await expect(page.locator("#shortlist-count")).toHaveText(`3 of ${SHORTLIST_MAX} saved`);
      await expect(notice(page)).toHaveCount(0);

      await expect(page.getByRole("link", { name: "Compare 3" })).toHaveAttribute(
        "href",
        `/compare?f=${picks.map((pick) => pick.slug).join(",")}`,
      );
      await expect(page.getByRole("link", { name: "Enquire about all 3 franchises" })).toHaveAttribute(
        "href",
        "/contact#contact-panel-enquiry",
      );

      await page.getByRole("button", { name: `Remove ${picks[1].name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/shortlist\\?done=removed&f=${picks[1].slug}$`));
      await expect(notice(page)).toHaveText(`Removed ${picks[1].name}.`);
      await expect(savedItems(page).getByRole("link")).toHaveText([picks[0].name, picks[2].name]);
      // Reloading after the redirect repeats no post: the page is a GET.
      await page.reload();
      await expect(savedItems(page).getByRole("link")).toHaveText([picks[0].name, picks[2].name]);
      expect(await savedSlugs(page)).toEqual([picks[0].slug, picks[2].slug]);

      await page.getByRole("link", { name: "Compare 2" }).click();
      await expect(page.locator("table thead th[data-franchise]")).toHaveText([picks[0].name, picks[2].name]);

      await page.goto("/shortlist");
      await page.getByRole("button", { name: "Clear shortlist" }).click();
      await expect(notice(page)).toHaveText("Your shortlist is empty.");
      await expect(savedItems(page)).toHaveCount(0);
      await expect(page.getByText("Nothing saved yet")).toBeVisible();
      await expect(page.getByRole("link", { name: /^Compare \d/ })).toHaveCount(0);
      expect(await savedSlugs(page)).toEqual([]);
    });

    test("an unknown slug is not saved, and franchises gone from the directory drop out", async ({ page, context }) => {
      await setShortlist(context, ["no-longer-listed", catalogue[0].slug]);
      await page.goto("/shortlist?add=no-such-franchise");
      await expect(page).toHaveURL(/\/shortlist\?done=unknown$/);
      await expect(notice(page)).toHaveText(/not in our directory/);
      await expect(savedItems(page).getByRole("link")).toHaveText([catalogue[0].name]);
      expect(await savedSlugs(page)).toEqual([catalogue[0].slug]);
    });

    test("/shortlist loads no script, empty and with franchises saved", async ({ page, context }) => {
      await expectNoJavaScriptDownloads(page, "/shortlist");
      await expect(page.getByText("Nothing saved yet")).toBeVisible();
      await setShortlist(
        context,
        catalogue.slice(0, 3).map((entry) => entry.slug),
      );
      await expectNoJavaScriptDownloads(page, "/shortlist");
      await expect(savedItems(page)).toHaveCount(3);
    });
  });
}

test(
  "/shortlist passes axe, empty, with franchises saved, and with a notice",
  { tag: "@each-width" },
  async ({ page, context }) => {
    await page.goto("/shortlist");
    expect(await axeViolations(page)).toEqual([]);
    await setShortlist(
      context,
      catalogue.slice(0, 3).map((entry) => entry.slug),
    );
    await page.goto(`/shortlist?add=${catalogue[3].slug}`);
    await expect(notice(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test.describe("the /shortlist route over HTTP", { tag: "@any-width" }, () => {
  const [first, second] = catalogue;
  const cookie = (slugs: string[]) => ({ cookie: `${SHORTLIST_COOKIE}=${slugs.join(".")}` });

  test("is private to each visitor and never cached by a shared cache", async ({ request }) => {
    const answer = await request.get("/shortlist", { headers: cookie([first.slug]) });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers().vary).toMatch(/\bCookie\b/);
    expect(answer.headers()["content-security-policy"]).toMatch(/default-src 'self'/);
    const html = await answer.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain(first.name);
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)[^>]*\bsrc=/);
    expect(answer.headers()["set-cookie"]).toBeUndefined();
  });

  test("an add answers 303 with the cookie set", async ({ request }) => {
    const answer = await request.get(`/shortlist?add=${second.slug}`, {
      headers: cookie([first.slug]),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(`/shortlist?done=saved&f=${second.slug}`);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["set-cookie"]).toMatch(
      new RegExp(`^${SHORTLIST_COOKIE}=${first.slug}\\.${second.slug}; Path=/; Max-Age=\\d+; SameSite=Lax`),
    );
  });

  test("an add from another site's link saves nothing and leads to the franchise's page", async ({ request }) => {
    const answer = await request.get(`/shortlist?add=${second.slug}`, {
      headers: { ...cookie([first.slug]), "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(`/franchises/${second.slug}`);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["set-cookie"]).toBeUndefined();
  });

  test("refuses a cross-site post and leaves the list alone", async ({ request }) => {
    const answer = await request.post("/shortlist", {
      headers: { ...cookie([first.slug]), origin: "https://elsewhere.example" },
      form: { action: "clear" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()["set-cookie"]).toBeUndefined();
  });

  test("a same-site remove answers 303 and an unknown action 400", async ({ request, baseURL }) => {
    const remove = await request.post("/shortlist", {
      headers: { ...cookie([first.slug, second.slug]), origin: new URL(baseURL!).origin },
      form: { action: "remove", slug: first.slug },
      maxRedirects: 0,
    });
    expect(remove.status()).toBe(303);
    expect(remove.headers()["set-cookie"]).toMatch(new RegExp(`^${SHORTLIST_COOKIE}=${second.slug};`));
    const bad = await request.post("/shortlist", {
      headers: { origin: new URL(baseURL!).origin },
      form: { action: "explode" },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
  });
});
