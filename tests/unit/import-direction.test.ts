// Imports run one way (eslint.config.mjs): each wrong-way import below, linted as if it were a file in the folder it
// would break, fails with the one-way rule; the same import from a folder allowed to make it passes.
// Content-independent: it lints planted import lines against the folder rules, whatever the content holds.
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
      from: "src/server/wrong.mjs",
      code: 'import { a } from "../integrations/hosting-files.mjs";',
      what: "server → integrations",
    },
    {
      from: "src/lib/html/wrong.mjs",
      code: 'import { a } from "../../integrations/hosting-files.mjs";',
      what: "lib → integrations",
    },
    {
      from: "src/server/wrong.mjs",
      code: 'import { a } from "@/integrations/example.ts";',
      what: "server → integrations (alias)",
    },
    { from: "src/client/wrong.ts", code: 'import { a } from "../server/example.mjs";', what: "client → server" },
    // src/server is a leaf: what the build, the pages and the server share lives in src/lib/hosting and src/lib/html.
    { from: "src/pages/wrong.ts", code: 'import { a } from "@/server/serve.mjs";', what: "pages → server" },
    {
      from: "src/pages/search/wrong.ts",
      code: 'import { a } from "../../server/serve.mjs";',
      what: "pages → server (relative)",
    },
    {
      from: "src/components/sections/Wrong.ts",
      code: 'import { a } from "@/server/serve.mjs";',
      what: "components → server",
    },
    {
      from: "src/integrations/wrong.mjs",
      code: 'import { a } from "../server/serve.mjs";',
      what: "integrations → server",
    },
    { from: "src/middleware/wrong.ts", code: 'import { a } from "../server/serve.mjs";', what: "middleware → server" },
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

  it("a page's frontmatter → server", async () => {
    const page = '---\nimport { a } from "@/server/serve.mjs";\n---\n<p>{a}</p>\n';
    expect(await rulesBroken("src/pages/wrong.astro", page)).toContain("no-restricted-imports");
  });

  it("while the right way passes: pages → lib, server → lib, client → lib", async () => {
    const code = 'import { a } from "@/lib/example/ok";\nexport const used = a;\n';
    for (const from of ["src/pages/ok.ts", "src/server/ok.mjs", "src/client/ok.ts"]) {
      expect(await rulesBroken(from, code), from).not.toContain("no-restricted-imports");
    }
  });

  it("and the build, the middleware and the server share the HTML finishing and hosting rules through lib", async () => {
    const cases = [
      { from: "src/integrations/ok.mjs", code: 'import { a } from "../lib/html/finish-html.mjs";' },
      { from: "src/server/ok.mjs", code: 'import { a } from "../lib/hosting/hosting-rules.mjs";' },
      { from: "src/middleware/ok.ts", code: 'import { a } from "@/lib/hosting/on-demand.mjs";' },
      { from: "src/pages/ok.ts", code: 'import { a } from "@/lib/hosting/hosting-rules.mjs";' },
    ];
    for (const { from, code } of cases) {
      expect(await rulesBroken(from, `${code}\nexport const used = a;\n`), from).not.toContain("no-restricted-imports");
    }
  });
});

// src/lib is a graph of domains with no cycles (eslint-rules/lib-acyclic.mjs): an import that would close one fails,
// between domains or between two files of one domain, type imports included.
describe("an import that closes a cycle in src/lib fails the lint", () => {
  const cases = [
    {
      from: "src/lib/ui/planted.ts",
      code: 'import { toDirectoryCard } from "@/lib/directory/franchise-view";\nexport const used = toDirectoryCard;',
      what: "ui → directory, while directory → ui",
    },
    {
      from: "src/lib/claims/planted.ts",
      code: 'import type { LaunchItem } from "../launch/placeholders";\nexport type Used = LaunchItem;',
      what: "claims → launch (a type import), while launch → claims",
    },
    {
      from: "src/lib/leads/payload-hash.ts",
      code: 'import type { NewLead } from "@/lib/leads/store";\nexport type Used = NewLead;',
      what: "two files of one domain: payload-hash → store/index → lead-rows → payload-hash",
    },
  ];
  for (const { from, code, what } of cases) {
    it(what, async () => {
      expect(await rulesBroken(from, `${code}\n`)).toContain("lib/acyclic");
    });
  }

  it("while an import down the graph passes: directory → ui, content → directory", async () => {
    const down = [
      { from: "src/lib/directory/ok.ts", code: 'import { formatGbp } from "@/lib/ui/format";' },
      { from: "src/lib/content/ok.ts", code: 'import { toDirectoryCard } from "@/lib/directory/franchise-view";' },
    ];
    for (const { from, code } of down) {
      const imported = /\{ (\w+) \}/.exec(code)?.[1];
      expect(await rulesBroken(from, `${code}\nexport const used = ${imported};\n`), from).not.toContain("lib/acyclic");
    }
  });
});
