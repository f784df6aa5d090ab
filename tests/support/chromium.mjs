// @ts-check
// Debian's Chromium, launched the way this machine needs: headless, no sandbox (we run as root), and no
// background network calls (the network is closed, and they would only add noise and delay).
import { existsSync } from "node:fs";

/** The full browser, as visitors run it: benchmarks, Lighthouse, screenshots, and the few tests that need it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` when installed (.ci/run installs it), else the full
 * browser. It is the same Chromium release, its Blink and V8, without the browser's windowing and profile services,
 * the build Playwright itself runs headless tests in; a new page costs about a fifth of the full browser's CPU,
 * which halves `npm test`'s browser steps on two cores. `CHROMIUM_TEST_PATH` overrides it (set it to
 * /usr/bin/chromium to run every test in the full browser). What the shell lacks, a test asks for by name:
 * `test.use({ launchOptions: CHROMIUM_LAUNCH_OPTIONS })`, as the speculation rules and a dialog closed from inside a
 * cross-site frame do.
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launch options for the full browser (see CHROMIUM_PATH). */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

/** Launch options for browser tests (see CHROMIUM_TEST_PATH). */
export const TEST_LAUNCH_OPTIONS = { executablePath: CHROMIUM_TEST_PATH, headless: true, args: CHROMIUM_ARGS };
