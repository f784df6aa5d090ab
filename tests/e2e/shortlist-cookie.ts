// The shortlist as the browser holds it (the first-party cookie), for tests that set it up or check it.
import type { BrowserContext, Page } from "@playwright/test";
import { SHORTLIST_COOKIE, decodeShortlistCookie, encodeShortlistCookie } from "../../src/lib/decide/shortlist";

const siteUrl = () => process.env.SITE_BASE_URL!;

/** Stores a shortlist in the context's cookie, as the site would (slugs are not checked against the catalogue). */
export async function setShortlist(context: BrowserContext, slugs: readonly string[]): Promise<void> {
  await context.addCookies([
    { name: SHORTLIST_COOKIE, value: encodeShortlistCookie(slugs), url: siteUrl(), sameSite: "Lax" },
  ]);
}

/** The slugs the page's browser holds in the shortlist cookie. */
export async function savedSlugs(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies(siteUrl());
  return decodeShortlistCookie(cookies.find((cookie) => cookie.name === SHORTLIST_COOKIE)?.value);
}
