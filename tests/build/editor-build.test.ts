// A production build asked for the browser editor's local mode (whose API writes files without sign-in) stops
// before building anything. A build in GitHub mode, and what `npm start` serves of it, is checked in
// tests/build/production-build.test.ts, on the build that also holds the draft articles.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";

const folders: string[] = [];
afterAll(() => removeCopies(folders));

describe("a production build and the editor", () => {
  it("stops when asked for local mode, naming the setting, and builds no page", async () => {
    const root = await copySiteSources("editor-local-build-");
    folders.push(root);
    const astro = join(root, "node_modules", "astro", "astro.js");
    const { status, output } = await runNodeCommand(
      root,
      [astro, "build"],
      commandEnv({ KEYSTATIC_LOCAL: "1", PUBLIC_KEYSTATIC_GITHUB_REPO: "acme/franchise-site" }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("KEYSTATIC_LOCAL is set for `astro build`");
    expect(existsSync(join(root, "dist"))).toBe(false);
  });
});
