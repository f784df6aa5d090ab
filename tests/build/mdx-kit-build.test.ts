// A kit component with a bad prop in an article fails the real build, naming the article file and the bad value.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";

const ARTICLE = "src/content/blog/low-cost-franchises-uk.mdx";
const folders: string[] = [];

/** Copies the project, appends `mdx` to an article and runs `astro build`; resolves with its exit code and output. */
async function buildWith(mdx: string) {
  const root = await copySiteSources("mdx-kit-build-");
  folders.push(root);
  await writeFile(join(root, ARTICLE), `${await readFile(ARTICLE, "utf8")}\n${mdx}\n`);
  return runNodeCommand(root, ["node_modules/astro/astro.js", "build"], commandEnv({ NODE_ENV: "production" }));
}

afterAll(() => removeCopies(folders));

describe("the build checks the MDX kit", () => {
  it("fails on an unknown FranchiseCard slug, naming the article file and the slug", async () => {
    const { status, output } = await buildWith('<FranchiseCard slug="no-such-franchise" />');
    expect(status).not.toBe(0);
    expect(output).toContain(ARTICLE);
    expect(output).toContain('<FranchiseCard slug="no-such-franchise">: no franchise with that slug');
  }, 600_000);
});
