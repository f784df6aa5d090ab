import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { TEST_LAUNCH_OPTIONS } from "./tests/support/chromium.mjs";

// Browser tests run against the built site (dist/), served on a free port on 127.0.0.1 by the global setup.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: true,
  // At least two workers, on a newcomer's machine as on CI: Playwright's default (half the cores) gives a 2-core
  // machine one worker, and most of a browser test is waiting on the page, not computing.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // One retry on CI: a test that only passes on retry is still reported, as flaky, in the output.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // Expectations poll until they hold: 15 s (Playwright's default is 5 s) so a busy 2-core machine, running a build
  // beside the suite, cannot fail a right behaviour for being slow; a wrong one still fails, only later.
  expect: { timeout: 15_000 },
  use: {
    trace: "off",
    // Smooth scrolling is animation, and animation timing on a loaded 2-core machine is not what we test;
    // the site scrolls instantly for visitors who prefer reduced motion, and so do the tests.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: TEST_LAUNCH_OPTIONS,
  },
  // Tags (Playwright's `{ tag }` option on a test or describe, or the word in its title) say at which widths a
  // test runs; an untagged test runs at both, which is right for anything a visitor sees or does on a page.
  //   @phone-only, @desktop-only  layout tests, run at the width they describe
  //   @any-width                  what no width can change (HTTP answers, head tags and JSON-LD, a server-rendered
  //                               answer's text, 404s): run once, in the desktop project. A new spec file whose every
  //                               test is such a check tags its top describe.
  // Template-level checks (axe, console errors, scripts fetched) run per route pattern and width in site-sweep.spec.ts;
  // per-page markup checks run over the built HTML in vitest (tests/unit/page-heads.test.ts), not in a browser.
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop-only|@any-width/,
      use: { ...devices["Pixel 5"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
});
