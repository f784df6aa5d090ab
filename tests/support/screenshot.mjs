// @ts-check
// Takes full-page screenshots of built pages at phone and desktop widths, for looking at what we built:
//   node tests/support/screenshot.mjs http://127.0.0.1:4321 /about /privacy
// PNGs go to test-results/screenshots/.
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.mjs";

const [base, ...paths] = process.argv.slice(2);
const outDir = "test-results/screenshots";
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // For a full page, scroll through it first (instantly, whatever the site's scroll behaviour), so lazy images
    // below the fold are in the picture.
    if (!process.env.VIEWPORT_ONLY) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
    }
    const name = `${path.replace(/\W+/g, "_") || "_home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: !process.env.VIEWPORT_ONLY });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
