// @ts-check
// Debian's Chromium, launched the way this machine needs: headless, no sandbox (we run as root), and no
// background network calls (the network is closed, and they would only add noise and delay).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
