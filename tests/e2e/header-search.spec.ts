// The header search keeps the specification's promise and shows what it found: Enter
// and the Search button open the directory's results for the query, with JavaScript on and off; the directory's
// results offer the whole site's search when articles or pages match; the suggestions end with "Search the whole
// site for …", come from one small server answer and never read the same twice; every group cut
// short on /search links to the rest; and words match at word starts only ("vat" is not in "private"). Words are
// picked from whatever content exists.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { articles } from "./blog-data";
import { PROJECT_DIR, contentOf, expectedDirectory } from "./directory-data";
import { foldText } from "../../src/lib/text/words";
import { KEYSTROKE_PAUSE_MS } from "../../src/lib/search/suggest-client";

const { entries } = contentOf(PROJECT_DIR);
// A word that begins a word of some franchise's category key: "cleaning" in the samples.
const categoryWord = entries.map((entry) => entry.categoryKey.split("-")[0]!).find((word) => word.length >= 5)!;
// A word of an article's title that is no franchise's word: searching it finds articles, not franchises.
const franchiseText = ` ${entries
  .map((entry) => foldText([entry.name, entry.categoryKey, entry.description, ...entry.territoryNames].join(" ")))
  .join(" ")} `;
const articleWord = articles
  .flatMap((article) => foldText(article.title).split(" "))
  .find((word) => word.length >= 5 && !franchiseText.includes(` ${word}`))!;

/** Types into the header's search box and presses Enter: the desktop box, or on a phone the one in the menu. */
async function searchFromHeader(page: Page, words: string) {
  const input = page.locator("#desktop-franchise-search");
  if (!(await input.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await input.fill(words);
  await input.press("Enter");
}

/** What each franchise card on the page is: the catalogue's entry of the card's link. */
async function shownFranchises(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/franchises/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return entries.filter((entry) => hrefs.includes(`/franchises/${entry.slug}`));
}

test("the content offers words to search for", () => {
  expect(categoryWord, "a category word").toBeTruthy();
  expect(articleWord, "an article title word no franchise has").toBeTruthy();
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Enter in the header opens the directory's matching list", { tag: "@each-width" }, async ({ page }) => {
      await page.goto("/about");
      await searchFromHeader(page, categoryWord);
      await expect(page).toHaveURL(new RegExp(`/franchises/search\\?q=${categoryWord}$`));
      const expected = expectedDirectory(PROJECT_DIR, { q: categoryWord });
      expect(expected.total).toBeGreaterThan(0);
      await expect(page.getByText(expected.status)).toBeVisible();
      expect((await shownFranchises(page)).map((entry) => entry.name).sort()).toEqual([...expected.names].sort());
    });

    test("the directory's results offer the whole site's search when articles match", async ({ page }) => {
      await page.goto("/about");
      await searchFromHeader(page, articleWord);
      await expect(page).toHaveURL(new RegExp(`/franchises/search\\?q=${articleWord}$`));
      const offer = page.getByRole("complementary", { name: "More on the site" });
      await expect(offer).toContainText(/\d+ advice articles?/);
      await offer.getByRole("link", { name: `Search the whole site for “${articleWord}”` }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${articleWord}$`));
      await expect(
        page
          .getByRole("region", { name: /^Advice articles/ })
          .getByRole("link")
          .first(),
      ).toBeVisible();
    });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a word inside another word finds nothing: no franchise for a word only found mid-word", async ({ page }) => {
    // "vat" is inside "private"; whatever the catalogue says, every franchise listed has the word at a word start.
    for (const word of ["vat", categoryWord.slice(1, 4)]) {
      await page.goto(`/franchises/search?q=${word}`);
      // Close matches for a typo are labelled as such; only exact matches are held to the rule.
      if (await page.getByText(`No exact matches for “${word}”.`).isVisible()) continue;
      const shown = await shownFranchises(page);
      for (const entry of shown) {
        const text = foldText([entry.name, entry.categoryKey, entry.description, ...entry.territoryNames].join(" "));
        expect(` ${text}`, `${entry.name} for "${word}"`).toContain(` ${word}`);
      }
    }
  });

  test("every group cut short on /search says so and links to all of it", async ({ page }) => {
    await page.goto("/search?q=franchise");
    const groups = page.locator("[data-search-group]");
    let cut = 0;
    for (const group of await groups.all()) {
      const heading = (await group.getByRole("heading", { level: 2 }).textContent()) ?? "";
      const counts = /\((\d+) of (\d+)\)/.exec(heading);
      const links = await group.locator("ul > li").count();
      if (!counts) {
        // A whole group: its count is what it lists.
        expect(heading, "a whole group's count").toContain(`(${links})`);
        continue;
      }
      cut += 1;
      expect(Number(counts[1]), heading).toBe(links);
      const seeAll = group.locator("[data-see-all]");
      await expect(seeAll, `${heading} links to the rest`).toContainText(counts[2]!);
      const href = (await seeAll.getAttribute("href"))!;
      if ((await group.getAttribute("data-search-group")) === "franchise") {
        expect(href).toMatch(/^\/franchises\/search\?q=franchise/);
        continue;
      }
      const full = await page.context().newPage();
      await full.goto(href);
      await expect(full.locator(`[data-search-group] ul > li`)).toHaveCount(Number(counts[2]));
      await expect(full.getByRole("link", { name: 'All results for "franchise"' })).toBeVisible();
      await full.close();
    }
    expect(cut, "some group is cut at five").toBeGreaterThan(0);
  });

  test("/search is unchanged without JavaScript: its own form searches every kind", async ({ page }) => {
    await page.goto(`/search?q=${articleWord}`);
    await expect(page.getByRole("region", { name: /^Advice articles/ })).toBeVisible();
    await page.locator("#site-search-query").fill(categoryWord);
    await page.locator("#site-search-query").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${categoryWord}$`));
    await expect(page.getByRole("region", { name: /^Franchises/ })).toBeVisible();
  });
});

test.describe("suggestions with JavaScript on", { tag: "@desktop-only" }, () => {
  // The suggestions are asked for once typing pauses, a timer: the page's clock is Playwright's, so a busy machine
  // typing slowly cannot make a pause between two letters.
  test.beforeEach(async ({ page }) => page.clock.install());

  /** Types the words letter by letter with the page's clock stopped, then lets the keystroke pause run out. */
  async function typeInHeader(page: Page, words: string) {
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await expect(input).toHaveAttribute("role", "combobox");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const answered = page.waitForResponse((response) => response.url().includes("/search/suggest?"));
    await input.pressSequentially(words);
    await page.clock.runFor(KEYSTROKE_PAUSE_MS);
    await page.clock.resume();
    return { input, response: await answered };
  }

  test("one small answer per pause, from the server, ending with the whole site's search", async ({ page }) => {
    await page.goto("/about");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/search\/suggest\?|search-index\.json|\/pagefind\//.test(request.url())) asked.push(request.url());
    });
    const { input, response } = await typeInHeader(page, categoryWord);
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    const options = listbox.getByRole("option");
    await expect(options.last()).toHaveText(`Search the whole site for “${categoryWord}”`);
    await expect(listbox.getByRole("group", { name: "Franchises" }).getByRole("option").first()).toBeVisible();
    expect(response.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);
    expect(response.headers()["content-type"]).toMatch(/application\/json/);
    // Only the suggestions' answer: no index of the catalogue, no search engine.
    expect(asked.every((url) => url.includes(`/search/suggest?q=${categoryWord}`))).toBe(true);
    expect(asked.length).toBe(1);
    // The last option is the site search for the words typed.
    await input.press("ArrowUp");
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${categoryWord}$`));
  });

  test("no two suggestions read the same", async ({ page }) => {
    // Words that find places sharing a name, franchises sharing a town, and articles: whatever the content holds.
    for (const words of ["cardiff", "newport", "co", categoryWord, articleWord]) {
      await page.goto("/about");
      await typeInHeader(page, words);
      const options = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");
      await expect(options.last()).toHaveText(`Search the whole site for “${words}”`);
      const read = await options.allTextContents();
      expect(new Set(read).size, `${words}: ${read.join(" | ")}`).toBe(read.length);
    }
  });

  test("Enter without choosing a suggestion opens the directory's results", async ({ page }) => {
    await page.goto("/about");
    const { input } = await typeInHeader(page, categoryWord);
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/franchises/search\\?q=${categoryWord}$`));
  });
});
