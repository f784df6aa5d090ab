// The rule that sorts vitest files into projects (tests/support/test-cost.mjs): planted files of each kind land
// where they belong, with the import chain that put them there, and the unit project's guard refuses a process.
// Content-independent: it sorts planted test files into projects by their imports.
import { describe, expect, it } from "vitest";
import { testFiles, testProject } from "../support/test-cost.mjs";

/** An import line, written so that this file's own imports (read by the rule) are only the ones above. */
const importOf = (name: string, path: string) => `import { ${name} } from "${path}";\n`;

// The build's folder, spelt so that this file does not read as reading it.
const BUILD_FOLDER = ["di", "st"].join("");

/** Reads planted files first, then the project's own. */
function planted(files: Record<string, string>) {
  return (file: string) => {
    if (file in files) return files[file]!;
    throw new Error(`not planted: ${file}`);
  };
}

describe("which project a test file is in", () => {
  it("is unit for a file importing only vitest and pure modules", () => {
    const read = planted({
      "src/lib/x/pure.test.ts": importOf("it", "vitest") + importOf("add", "./add"),
      "src/lib/x/add.ts": "export const add = (a: number, b: number) => a + b;\n",
    });
    expect(testProject("src/lib/x/pure.test.ts", read)).toEqual({ project: "unit", reasons: [] });
  });

  it("is integration for a file starting the built site, through a helper of its own, with the chain", () => {
    const read = planted({
      "tests/unit/served.test.ts": importOf("start", "./start-helper"),
      "tests/unit/start-helper.ts": importOf("spawnSite", "../support/spawn-site.mjs"),
    });
    expect(testProject("tests/unit/served.test.ts", read)).toEqual({
      project: "integration",
      reasons: [
        "the build or a built server: tests/unit/served.test.ts → tests/unit/start-helper.ts → tests/support/spawn-site.mjs",
      ],
    });
  });

  it("is integration for a child process, a database client, the live content or a read of dist/", () => {
    const cases = {
      "tests/unit/a.test.ts": importOf("spawn", "node:child_process"),
      "tests/unit/b.test.ts": importOf("createClient", "@libsql/client"),
      "tests/unit/c.test.ts": importOf("getCollection", "astro:content"),
      "tests/unit/d.test.ts": `const page = readFileSync(join(PROJECT_DIR, "${BUILD_FOLDER}", "client", "index.html"));\n`,
    };
    for (const file of Object.keys(cases)) expect(testProject(file, planted(cases)).project, file).toBe("integration");
  });

  it("is postgres for a file that reaches the throwaway PostgreSQL server, whatever else it needs", () => {
    const read = planted({
      "src/lib/leads/x.test.ts": importOf("tempStore", "./test-support") + importOf("spawn", "node:child_process"),
      "src/lib/leads/test-support.ts": importOf("createDatabaseAt", "../../../tests/support/postgres-cluster.mjs"),
    });
    expect(testProject("src/lib/leads/x.test.ts", read).project).toBe("postgres");
    const asks = planted({ "tests/unit/y.test.ts": `const url = inject(${JSON.stringify("postgresAdminUrl")});\n` });
    expect(testProject("tests/unit/y.test.ts", asks).project).toBe("postgres");
  });

  it("puts every test file of src/ and tests/unit/ in one project, and the lead store's engine tests in postgres", () => {
    const files = testFiles();
    expect(files).toContain("tests/unit/test-cost.test.ts");
    expect(testProject("tests/unit/test-cost.test.ts").project).toBe("unit");
    expect(testProject("src/lib/leads/store/booking-rows.test.ts").project).toBe("postgres");
    expect(testProject("tests/unit/server.test.ts").project).toBe("integration");
  });
});

describe("the unit project's guard", () => {
  it("refuses a child process, naming the rule", async () => {
    const childProcess = await import(["node", "child_process"].join(":"));
    expect(() => childProcess.spawn("true")).toThrow(/unit tests are pure.*integration/);
  });
});
