import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./tests/support/chromium.mjs";

// The browser editor (Keystatic) in Chromium against `npm run edit`'s dev server, in a copy of the project so this
// checkout's files are never written: `npm run test:editor`. Separate from `npm test` (tests/e2e runs against the
// built site): the dev server's first load of the editor pre-bundles its dependencies, a minute or more on two cores.
export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    trace: "off",
    actionTimeout: 60_000,
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 900 },
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
