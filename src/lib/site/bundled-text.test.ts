import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundledText } from "./bundled-text";

const dir = mkdtempSync(join(tmpdir(), "bundled-text-"));
const file = join(dir, "copy.yaml");
writeFileSync(file, "on: disk\n");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bundledText", () => {
  it("gives the bundled text where Vite bundled the file", () => {
    expect(bundledText(() => ({ "/copy.yaml": "in: bundle\n" }), "/copy.yaml", pathToFileURL(file))).toBe(
      "in: bundle\n",
    );
  });

  it("reads the file from disk where there is no bundle (plain Node, where import.meta.glob throws)", () => {
    const plainNode = () => {
      throw new TypeError("import.meta.glob is not a function");
    };
    expect(bundledText(plainNode, "/copy.yaml", pathToFileURL(file))).toBe("on: disk\n");
    expect(bundledText(() => ({}), "/copy.yaml", pathToFileURL(file))).toBe("on: disk\n");
  });
});
