// A production build (SITE_URL set to a real origin) of a copy of the project, whose content still holds the
// template's placeholders, must stop with the launch check's list, every line of `npm run check:launch` in it.
// The check runs in the first hook of the build, so this fails within seconds and builds no page.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { launchChecklist } from "../../src/lib/launch/project";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";

const LIVE = "https://www.harbour-franchise.co.uk";
const folders: string[] = [];
afterAll(() => removeCopies(folders));

describe("a production build with placeholders left", () => {
  it("fails with the list, naming each file and field", async () => {
    const root = await copySiteSources("launch-build-");
    folders.push(root);
    const items = await launchChecklist({ root, site, siteUrl: LIVE });
    expect(items.length, "the template's content holds placeholders").toBeGreaterThan(0);

    const astro = join(root, "node_modules", "astro", "astro.js");
    const { status, output } = await runNodeCommand(root, [astro, "build"], commandEnv({ SITE_URL: LIVE }));
    expect(status).not.toBe(0);
    expect(output).toContain(`Launch check: ${items.length} placeholders`);
    for (const item of items) expect(output).toContain(`  ${item.file}  ${item.field}: `);
    expect(output).toContain("ALLOW_PLACEHOLDERS=1");
    expect(existsSync(join(root, "dist", "client", "index.html"))).toBe(false);
  });
});
