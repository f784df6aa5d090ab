import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Whether each test's browser context runs the page's scripts (a describe may turn them off; see pageIdle). */
const runsScripts = new WeakMap<BrowserContext, boolean>();

/** Browser tests get the served build as baseURL, and fail on any console error or CSP violation. */
export const test = base.extend<{ consoleErrors: string[]; scriptsNoted: void }>({
  scriptsNoted: [
    async ({ context, javaScriptEnabled }, use) => {
      runsScripts.set(context, javaScriptEnabled);
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.SITE_BASE_URL;
    if (!url)
      throw new Error("SITE_BASE_URL is not set: run through `playwright test` so the global setup serves the site.");
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with status 404 on purpose reports its own status; that is not an error.
        const isOwnStatus =
          message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!isOwnStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the current page and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than injected as a <script>, so the page's CSP does not block the checker.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target as string[] })),
    }));
  });
}

/** Paths of the JavaScript files a page loaded, for "no JavaScript on a phone" checks. */
export function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Loads a page and asserts it downloads no JavaScript: no script requests, no external scripts, and no island
 * but the header search (client:intent), which fetches nothing until a desktop visitor reaches for the box.
 * The island runtime's small inline loader is the only script in the page.
 */
export async function expectNoJavaScriptDownloads(page: Page, path: string): Promise<void> {
  const scripts = trackScripts(page);
  await gotoIdle(page, path);
  expect(scripts).toEqual([]);
  expect(await page.locator("script[src]").count()).toBe(0);
  const islandDirectives = await page
    .locator("astro-island")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("client")));
  expect(islandDirectives).toEqual(["intent"]);
}

/**
 * Scrolls to every island of a component and waits until each has hydrated; a `client:intent` island is first
 * reached for (a pointer over and pressed on it, without clicking anything in it).
 */
export async function waitForIsland(page: Page, component: string) {
  const islands = page.locator(`astro-island[component-url*="${component}"]`);
  // Counted once the page has one: right after a click that navigates, a count could still see the page before.
  await islands.first().waitFor({ state: "attached" });
  const count = await islands.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await islands.nth(index).scrollIntoViewIfNeeded();
    if ((await islands.nth(index).getAttribute("client")) === "intent") {
      await islands.nth(index).dispatchEvent("pointerover");
      await islands.nth(index).dispatchEvent("pointerdown");
    }
    await expect(islands.nth(index)).not.toHaveAttribute("ssr", /.*/);
    // Astro drops `ssr` once it has handed the island to React, whose hydration and effects (the listeners an
    // island adds) may still be pending on a busy machine: wait until React owns the island's first element,
    // then for a frame and a task, so passive effects have run.
    await expect
      .poll(() =>
        islands
          .nth(index)
          .evaluate((island) =>
            Object.keys(island.firstElementChild ?? {}).some((key) => key.startsWith("__reactFiber$")),
          ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
}

/**
 * Waits until the page has handled what it was last given: two rendered frames, then a task, so whatever a tap or
 * keystroke set going (its handlers, their promises, a timer of 0, a script element's request, a navigation) has
 * run or begun. For tests that show something does NOT happen while a script is held: a fixed sleep proves
 * nothing on an idle machine and may end too soon on a busy one, where the page's own event loop decides here.
 */
export async function pageSettled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/** Holds every request for an island's chunk (`/_astro/<component>.<hash>.js`) until `release()`; counts them. */
export async function holdIslandScript(page: Page, component: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(new RegExp(`/_astro/${component}\\.[^/]+\\.js$`), async (route) => {
    requests.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requests, release };
}

/**
 * Holds every request for Astro's island runtime (`/_astro/island-runtime.<hash>.js`, which built pages fetch on
 * the visitor's first gesture; src/lib/html/deferred-island-runtime.mjs) until `release()`; counts them.
 */
export const holdIslandRuntime = (page: Page) => holdIslandScript(page, "island-runtime");

/**
 * Waits for the page's next idle moment (when an island that waits for idle time would start), two frames before
 * it and a task after: by then whatever the page set going on its own has asked for what it needs. For checks that
 * nothing is fetched before the visitor reaches for it: a request is seen when it is made, so the page's own events
 * decide, not the network's half-second of quiet.
 */
export async function pageIdle(page: Page) {
  // With scripts off the page sets nothing going after its load event, and its frames and idle callbacks never run.
  if (runsScripts.get(page.context()) === false) return;
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve, 0)))),
      ),
  );
}

/** Loads a page, then waits until it is idle (see pageIdle). */
export async function gotoIdle(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await pageIdle(page);
  return response;
}

/**
 * Scrolls the whole page, so an island that hydrated on sight would have asked for its script by now: each step
 * waits for two frames, the rendering update that runs intersection observers and the task their callbacks queue;
 * then for the page to be idle (see pageIdle).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await pageIdle(page);
}
