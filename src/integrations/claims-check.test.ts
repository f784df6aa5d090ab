import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsCheck } from "./claims-check";
import { CLAIM_SCAN_SCOPE, scanProjectForClaims } from "@/lib/launch/scan-claims";
import { findClaimLiterals } from "@/lib/claims/literals";

type SetupHook = NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>;

/** Runs the integration's setup hook as `astro build` would, for the project at `root`. */
function runBuildHook(root: string) {
  const hook = claimsCheck().hooks["astro:config:setup"] as SetupHook;
  const params = { command: "build", config: { root: pathToFileURL(`${root}/`) }, logger: {} };
  return () => hook(params as unknown as Parameters<SetupHook>[0]);
}

const PLANTED = "Over 30 years' experience";

/** A copy of the scanned files, so a planted claim never touches the working copy. */
let copy: string;

/** Inserts `text` as a new line after the first line matching `after`; returns the planted line's number. */
function plant(file: string, after: RegExp, line: string): number {
  const path = join(copy, file);
  const lines = readFileSync(path, "utf8").split("\n");
  const index = lines.findIndex((text) => after.test(text));
  expect(index, `${file} has a line matching ${after}`).toBeGreaterThanOrEqual(0);
  lines.splice(index + 1, 0, line);
  writeFileSync(path, lines.join("\n"));
  return index + 2;
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "claims-check-"));
  for (const { path } of CLAIM_SCAN_SCOPE) cpSync(join(process.cwd(), path), join(copy, path), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the claims check in the build", () => {
  it("passes the project as it is: every claim in business copy comes from the register", () => {
    expect(scanProjectForClaims(process.cwd())).toEqual([]);
    expect(runBuildHook(process.cwd())).not.toThrow();
  });

  it("fails on a claim planted in a copy file, a component and the brochure text, naming each file and line", () => {
    const copyLine = plant("src/content/pages/home.yaml", /^ {2}paragraphs:/, `    - ${PLANTED} on your side.`);
    const componentLine = plant("src/components/layout/Footer.astro", /<address/, `        <p>${PLANTED}</p>`);
    const brochureLine = plant("src/scripts/make-brochure.ts", /<h2>Your next steps<\/h2>/, `<p>${PLANTED}</p>`);
    const run = runBuildHook(copy);
    expect(run).toThrow(`src/content/pages/home.yaml:${copyLine}  years of experience`);
    expect(run).toThrow(`src/components/layout/Footer.astro:${componentLine}  years of experience`);
    expect(run).toThrow(`src/scripts/make-brochure.ts:${brochureLine}  years of experience`);
  });
});

describe("findClaimLiterals", () => {
  it("finds each kind of claim the issue names", () => {
    const text = [
      "500+ clients",
      "a 95% success rate",
      "Advising buyers since 2003",
      "20 years of experience",
      "more than twenty years",
      "through three economic cycles",
      "Accredited advisors",
      "Award-winning advice",
      "our 30-day refund guarantee",
      "Independent advice",
      "We reply within 24 hours",
      "24hrs average response",
      "Open 7 days a week",
      "Mon-Fri 9am-6pm",
      "compared with hundreds of UK franchise systems",
      "Written summary within 48 hours",
    ].join("\n");
    const lines = findClaimLiterals("copy.yaml", text).map((item) => item.line);
    expect(new Set(lines)).toEqual(new Set(Array.from({ length: 16 }, (_, index) => index + 1)));
  });

  it("leaves register references, advice to the reader, comments, CSS and marked lines alone", () => {
    const text = [
      'title: "{claim:Independent} advisors since {founded}"',
      "take independent legal and financial advice before signing",
      "# 500+ in a comment is for editors",
      "  border-radius: 50%;",
      'class="w-[calc(100%-2rem)]"',
      "icon: award",
      "# not-a-claim: what a buyer should budget",
      "- A contingency of 20-30% on top",
      "A famous name does not guarantee a profitable unit",
      "Personal guarantees",
    ].join("\n");
    expect(findClaimLiterals("copy.yaml", text)).toEqual([]);
  });

  it("leaves alone the lines whose words a YAML file lists under notClaims, data the browser editor keeps", () => {
    const page = [
      "points:",
      "  - A contingency of 20-30% of the total cost of opening",
      "  - Accredited by a franchise association",
      "notClaims:",
      "  - text: A contingency of 20-30% of the total cost of opening",
      "    why: advice on what a buyer should budget",
    ].join("\n");
    expect(findClaimLiterals("copy.yaml", page).map(({ line, kind }) => `${line}: ${kind}`)).toEqual([
      "3: accreditation",
    ]);
    // Without the list, the same line is a claim; a file that is not YAML has no such list.
    expect(findClaimLiterals("copy.yaml", page.split("\nnotClaims:")[0]!).map(({ line }) => line)).toEqual([2, 3]);
    expect(findClaimLiterals("Page.astro", page).map(({ line }) => line)).toEqual([2, 3, 5]);
  });
});
