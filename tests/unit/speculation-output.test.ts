// The built Speculation Rules: every page carries the same block, built from the build's own list
// of on-demand routes, and the Content-Security-Policy allows exactly that block by its hash. Runs after
// `npm run build`; what Chromium does with the block is tests/e2e/speculation.spec.ts's.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPagePaths } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { speculationRules } from "../../src/lib/site/speculation-rules";

const CLIENT = join(defaultDistDir, "client");
const fileFor = (path: string) => join(CLIENT, path === "/" ? "index.html" : `${path}.html`);
const RULES = /<script type="speculationrules">([^<]*)<\/script>/g;
const onDemandRoutes = (
  JSON.parse(readFileSync(join(defaultDistDir, "server", "on-demand-routes.json"), "utf8")) as { route: string }[]
).map(({ route }) => route);

describe("built Speculation Rules", () => {
  const expected = speculationRules(onDemandRoutes);

  it("are on every page, once, built from the build's own on-demand routes", () => {
    for (const path of builtPagePaths()) {
      const blocks = [...readFileSync(fileFor(path), "utf8").matchAll(RULES)].map((match) => match[1]);
      expect(blocks, path).toEqual([expected]);
    }
  });

  it("are allowed by the CSP by their hash, and no keyword allows other rules", () => {
    const headers = readFileSync(join(CLIENT, "_headers"), "utf8");
    const scriptSrc = /script-src ([^;\n]*)/.exec(headers)?.[1] ?? "";
    const hash = createHash("sha256").update(expected, "utf8").digest("base64");
    expect(scriptSrc.split(" ")).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toMatch(/inline-speculation-rules|unsafe-inline/);
  });
});
