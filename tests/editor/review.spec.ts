// The owner's review page (/review) in `npm run edit`'s dev server, in a copy of the project so this checkout's
// files are never written: every visitor-facing file starts unapproved, as `npm run check:launch` lists it;
// approving one in the page records the approval and takes it off both lists; editing the file afterwards brings
// it back, with what changed. The page is axe-clean and refuses an approval posted from another origin. Beside it,
// the content check shows what the build would refuse once an editor saves it, naming the file and the field.
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { commandEnv, copyProject, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { startEditServer, type EditServer } from "../support/edit-server";
import { axeViolations } from "../e2e/fixtures";

let root: string;
let base: string;
let server: EditServer | undefined;
const FILE = "src/content/faq.yaml";

/** `npm run check:launch` in the copy: its output. */
async function launchList(): Promise<string> {
  const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
  return (await runNodeCommand(root, [tsx, "src/scripts/check-launch.ts"], commandEnv({ SITE_URL: "" }))).output;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = await copyProject("review-e2e-", { packages: "hardlink" });
  server = await startEditServer(root);
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await removeCopies([root]);
});

test("approving a file in the review page takes it off the launch list; editing it brings it back", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: FILE, exact: true }) });
  await page.goto(`${base}/review`);
  await expect(entry).toContainText("not yet approved by the owner");
  expect(await launchList()).toContain(`${FILE}  approval: not yet approved by the owner`);
  expect(await axeViolations(page)).toEqual([]);

  await entry.getByLabel("Your name").fill("Sam Owner");
  await entry.getByRole("button", { name: `Approve ${FILE}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Approved: ${FILE}`);
  await expect(entry).toHaveCount(0);
  expect(await launchList()).not.toContain(`${FILE}  approval`);

  appendFileSync(join(root, FILE), "# An editor's later note\n");
  await page.goto(`${base}/review`);
  await expect(entry).toContainText(/changed since Sam Owner approved it on \d{4}-\d{2}-\d{2}/);
  // The dev server reloads the page once it sees the edited file, which may close what was opened before it did:
  // open the changes (again) until they show the new line.
  const changes = entry.locator("details", { hasText: /What changed since/ });
  await expect(async () => {
    if (!(await changes.evaluate((details) => (details as HTMLDetailsElement).open)))
      await changes.locator("summary").click();
    await expect(entry.getByRole("insertion")).toContainText("# An editor's later note", { timeout: 2_000 });
  }).toPass();
  expect(await launchList()).toContain(`${FILE}  approval: changed since Sam Owner approved it`);
});

test("an approval posted from another origin is refused and records nothing", async ({ request }) => {
  const answer = await request.post(`${base}/review`, {
    headers: { Origin: "http://evil.example" },
    form: { file: "src/pages/terms.mdx", approvedBy: "Mallory" },
  });
  expect(answer.status()).toBe(403);
  expect(await launchList()).toContain("src/pages/terms.mdx  approval: not yet approved by the owner");
});

test("the content check names the file and field of a save the build would refuse", async ({ page }) => {
  await page.goto(`${base}/content-check`);
  await expect(page.getByRole("status")).toHaveText("Nothing the build would refuse.");
  expect(await axeViolations(page)).toEqual([]);

  // A minimum above the maximum, as an editor can save it.
  const name = readdirSync(join(root, "src/content/franchises")).filter((file) => file.endsWith(".yaml"))[0]!;
  const file = join(root, "src/content/franchises", name);
  const text = readFileSync(file, "utf8");
  const min = Number(/^ {2}min: (\d+)$/m.exec(text)![1]);
  writeFileSync(file, text.replace(/^ {2}max: \d+$/m, `  max: ${min - 1}`));
  await page.goto(`${base}/content-check`);
  await expect(page.getByRole("alert")).toContainText("The build would stop");
  const entry = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `src/content/franchises/${name}` }) });
  await expect(entry.getByRole("term")).toContainText(["investmentRange.max"]);
  await expect(entry.getByRole("definition")).toContainText(["min must not be greater than max"]);
  // Still readable: Vite's error overlay, now over every page of the dev server, is not over this one.
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  writeFileSync(file, text);
});
