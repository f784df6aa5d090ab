import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./tests/support/chromium.mjs";

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
  use: {
    trace: "off",
    // Smooth scrolling is animation, and animation timing on a loaded 2-core machine is not what we test;
    // the site scrolls instantly for visitors who prefer reduced motion, and so do the tests.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    // Layout-specific tests carry a tag and run only at the width they describe.
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 5"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
});
