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
  // test runs. Each thing is tested once: an untagged test runs at phone width, where most visitors are and the
  // layout is tightest; what the width changes runs at both.
  //   @each-width                 what the layout can change: the sweep of every route pattern, axe on an island's
  //                               states, layout checks, the header (a box on a desktop, a menu on a phone), one
  //                               enquiry sent and the owner's page at each width
  //   @phone-only, @desktop-only  a test of what only one width has (hovering a link needs a mouse)
  //   @any-width                  what no width can change (HTTP answers, head tags and JSON-LD, a server-rendered
  //                               answer's text, 404s): run once, in the desktop project, which has room for them.
  //                               A new spec file whose every test is such a check tags its top describe.
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
      // E2E_EACH_TEST_ONCE=1 (the edited-copy step) runs an @each-width test at phone width only.
      grep:
        process.env.E2E_EACH_TEST_ONCE === "1" ? /@desktop-only|@any-width/ : /@each-width|@desktop-only|@any-width/,
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
});
