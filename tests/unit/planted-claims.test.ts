// Issue 49's "Done when": planted in a copy of the project, in a copy file, a component, an article and the
// brochure text, each of a claim with no number, a register value in a new sentence, an "up to" statistic and a
// "Sample" definition is named by `npm run check:launch`'s list with its file and line, and the review page's
// highlighter (what /review marks in each file) marks each, the component included among the files to review.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { launchChecklist } from "@/lib/launch/project";
import { formatLaunchList } from "@/lib/launch/placeholders";
import { highlights } from "@/lib/review/highlights";
import { visitorFiles, visitorText } from "@/lib/review/visitor-files";
import { minimalPdf } from "@/lib/pdf/test-support";

const ROOT = process.cwd();
const copy = mkdtempSync(join(tmpdir(), "planted-claims-"));
for (const part of ["src/content", "src/pages", "src/components", "src/layouts", "src/scripts", "src/config", "public"])
  cpSync(join(ROOT, part), join(copy, part), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const PLANTED = [
  ["a claim with no number", "Every adviser has run a franchise."],
  ["a register value in a new sentence", "We guided {claim:clients} buyers into a franchise."],
  ["an 'up to' statistic", "Up to 40% more revenue."],
  ["sample words", "Sample definition: clients who opened."],
] as const;

/** Appends the planted sentences to `file` in its own syntax; returns the line each landed on. */
function plant(file: string, asLine: (sentence: string, index: number) => string, gap = ""): number[] {
  const path = join(copy, ...file.split("/"));
  const before = readFileSync(path, "utf8").replace(/\n*$/, "\n");
  const lines = PLANTED.map(([, sentence], index) => `${gap}${asLine(sentence, index)}`);
  writeFileSync(path, `${before}${lines.join("\n")}\n`);
  const last = before.split("\n").length - 1;
  return PLANTED.map((_, index) => last + (index + 1) * (gap ? 2 : 1));
}

const planted: Record<string, number[]> = {
  "src/content/pages/home.yaml": plant("src/content/pages/home.yaml", (s, i) => `planted${i}: "${s}"`),
  "src/components/sections/LocationCantFind.astro": plant(
    "src/components/sections/LocationCantFind.astro",
    (s) => `<p>${s}</p>`,
  ),
  "src/content/blog/franchise-business-plan-guide.mdx": plant(
    "src/content/blog/franchise-business-plan-guide.mdx",
    (s) => s,
    "\n",
  ),
  "src/scripts/make-brochure.ts": plant("src/scripts/make-brochure.ts", (s, i) => `export const planted${i} = "${s}";`),
};
// The brochure as a visitor reads it: its text, out of the PDF (one line).
const brochure = "public/brochures/planted.pdf";
writeFileSync(join(copy, brochure), minimalPdf([PLANTED.map(([, sentence]) => sentence).join(" ")]));

const items = await launchChecklist({ root: copy, site, siteUrl: undefined, env: {} });

describe("claims planted where a figure scan cannot see them", () => {
  for (const [file, lines] of Object.entries(planted)) {
    it(`the launch check names each in ${file}, by line`, () => {
      PLANTED.forEach(([kind], index) => {
        const field = `line ${lines[index]}`;
        expect(
          items.some((item) => item.file === file && item.field === field && item.problem.startsWith(kind)),
          `${file} ${field} ${kind}`,
        ).toBe(true);
        expect(formatLaunchList(items)).toContain(`  ${file}  ${field}: ${kind}`);
      });
    });

    it(`the review lists ${file} and highlights each planted line`, async () => {
      expect(visitorFiles(copy)).toContain(file);
      const marked = highlights(await visitorText(copy, file));
      PLANTED.forEach(([kind], index) => {
        expect(
          marked.some((mark) => mark.line === lines[index] && mark.reasons.includes(kind)),
          `${file}:${lines[index]} ${kind}`,
        ).toBe(true);
      });
    });
  }

  it("names and highlights each in the brochure's text", async () => {
    const reasons = highlights(await visitorText(copy, brochure)).flatMap((mark) => mark.reasons);
    for (const [kind] of PLANTED) {
      expect(
        items.some((item) => item.file === brochure && item.problem.startsWith(kind)),
        kind,
      ).toBe(true);
      expect(reasons, kind).toContain(kind);
    }
  });
});
