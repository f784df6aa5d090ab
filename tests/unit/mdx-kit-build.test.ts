// A kit component with a bad prop in an article fails the real build, naming the article file and the bad value.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkPackages } from "../support/project-copy.mjs";

const PROJECT_FILES = ["src", "public", "astro.config.mjs", "tsconfig.json", "tailwind.config.mjs", "package.json"];
const VITEST_ENV = new Set(["DEV", "PROD", "MODE", "SSR", "BASE_URL", "TEST", "NODE_ENV"]);
const ARTICLE = "src/content/blog/low-cost-franchises-uk.mdx";
const folders: string[] = [];

/** Copies the project, appends `mdx` to an article and runs `astro build`; resolves with its exit code and output. */
function buildWith(mdx: string): Promise<{ status: number | null; output: string }> {
  const root = mkdtempSync(join(tmpdir(), "mdx-kit-build-"));
  folders.push(root);
  for (const entry of PROJECT_FILES) cpSync(entry, join(root, entry), { recursive: true });
  linkPackages(root);
  writeFileSync(join(root, ARTICLE), `${readFileSync(ARTICLE, "utf8")}\n${mdx}\n`);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !VITEST_ENV.has(name) && !name.startsWith("VITEST")),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/astro/astro.js", "build"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production", FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the build checks the MDX kit", () => {
  it("fails on an unknown FranchiseCard slug, naming the article file and the slug", async () => {
    const { status, output } = await buildWith('<FranchiseCard slug="no-such-franchise" />');
    expect(status).not.toBe(0);
    expect(output).toContain(ARTICLE);
    expect(output).toContain('<FranchiseCard slug="no-such-franchise">: no franchise with that slug');
  }, 600_000);
});
