import type { Page } from "@playwright/test";

/** The video host is unreachable in tests: answer it with a small stand-in page and count the requests. */
export async function stubVideoHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/youtube-nocookie\.com/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title><p>Video</p>" });
  });
  return requested;
}
