// The shortlist as the browser holds it (the first-party cookie), for tests that set it up or check it.
import type { BrowserContext, Page } from "@playwright/test";
import { SHORTLIST_COOKIE, decodeShortlistCookie, encodeShortlistCookie } from "../../src/lib/decide/shortlist";

const siteUrl = () => process.env.SITE_BASE_URL!;

/**
 * Stores a shortlist in the context's cookie, as the site would (slugs are not checked against the catalogue);
 * `url` is the site's address when a test serves its own build.
 */
export async function setShortlist(context: BrowserContext, slugs: readonly string[], url = siteUrl()): Promise<void> {
  await context.addCookies([{ name: SHORTLIST_COOKIE, value: encodeShortlistCookie(slugs), url, sameSite: "Lax" }]);
}

/** The slugs the page's browser holds in the shortlist cookie. */
export async function savedSlugs(page: Page, url = siteUrl()): Promise<string[]> {
  const cookies = await page.context().cookies(url);
  return decodeShortlistCookie(cookies.find((cookie) => cookie.name === SHORTLIST_COOKIE)?.value);
}
