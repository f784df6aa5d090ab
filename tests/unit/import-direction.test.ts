// Imports run one way (eslint.config.mjs): each wrong-way import below, linted as if it were a file in the folder it
// would break, fails with the one-way rule; the same import from a folder allowed to make it passes.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` linted as the file at `filePath` (relative to the project). */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("imports that run the wrong way fail the lint", () => {
  const cases = [
    { from: "src/lib/example/wrong.ts", code: 'import { a } from "@/server/example.mjs";', what: "lib → server" },
    { from: "src/lib/example/wrong.ts", code: 'import A from "../../pages/about.astro";', what: "lib → pages" },
    {
      from: "src/lib/example/wrong.ts",
      code: 'import A from "@/components/ui/Example.astro";',
      what: "lib → components",
    },
    { from: "src/server/wrong.mjs", code: 'import A from "../pages/about.astro";', what: "server → pages" },
    {
      from: "src/server/html/wrong.mjs",
      code: 'import { a } from "../../integrations/hosting-files.mjs";',
      what: "server → integrations",
    },
    {
      from: "src/server/wrong.mjs",
      code: 'import { a } from "@/integrations/example.ts";',
      what: "server → integrations (alias)",
    },
    { from: "src/client/wrong.ts", code: 'import { a } from "../server/example.mjs";', what: "client → server" },
    {
      from: "src/components/sections/Wrong.ts",
      code: 'import A from "@/pages/index.astro";',
      what: "components → pages",
    },
  ];
  for (const { from, code, what } of cases) {
    it(what, async () => {
      expect(
        await rulesBroken(from, `${code}\nexport const used = [${code.includes("{ a }") ? "a" : "A"}];\n`),
      ).toContain("no-restricted-imports");
    });
  }

  it("while the right way passes: pages → lib, server → lib, client → lib", async () => {
    const code = 'import { a } from "@/lib/example/ok";\nexport const used = a;\n';
    for (const from of ["src/pages/ok.ts", "src/server/ok.mjs", "src/client/ok.ts"]) {
      expect(await rulesBroken(from, code), from).not.toContain("no-restricted-imports");
    }
  });

  it("and the build may import the server's HTML finishing: integrations → server/html", async () => {
    const code = 'import { a } from "../server/html/finish-html.mjs";\nexport const used = a;\n';
    expect(await rulesBroken("src/integrations/ok.mjs", code)).not.toContain("no-restricted-imports");
  });
});
