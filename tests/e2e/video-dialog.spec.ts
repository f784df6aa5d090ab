// The home page's video dialog, driven from the keyboard. In its own file because it runs in the full browser:
// Escape pressed while focus is inside the film's cross-site frame reaches the dialog there (a close request),
// and the headless shell the other browser tests run in does not pass it up.
import { test, expect, waitForIsland } from "./fixtures";
import { stubVideoHost } from "./video-host";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";

test.use({ launchOptions: CHROMIUM_LAUNCH_OPTIONS });

test("video dialog: focus moves in and stays, Escape and Close shut it and focus returns", async ({ page }) => {
  await stubVideoHost(page);
  await page.goto("/");
  await waitForIsland(page, "VideoModal");
  const play = page.getByRole("link", { name: /Watch/ });
  const dialog = page.getByRole("dialog", { name: /how we help/ });
  await expect(dialog).toBeHidden();

  await play.click();
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await expect(dialog.locator("iframe")).toHaveAttribute("title", /how we help/);
  // Tab passes through the video frame; let its (stubbed) page arrive first, as a real one would.
  await dialog.frameLocator("iframe").locator("p").waitFor();

  // Shift+Tab from the first control wraps to the last; Tab from the last wraps to the first.
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("link", { name: /free 15-minute call/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  // Focus leaving the cross-site frame is handed back to this page between processes, so for a moment it may be
  // on neither: each Tab's outcome is where focus settles, which must be inside the dialog.
  const focusInDialog = () => page.evaluate(() => document.hasFocus() && !!document.activeElement?.closest("dialog"));
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Tab");
    await expect.poll(focusInDialog).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();

  await play.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();
});
