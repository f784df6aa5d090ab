// The business's promises are worded once, in src/config/site.ts (`promises`, `payment`, `hours`), and rendered
// everywhere from there. These checks fail when a content file, page or component words one of them again in its
// own way, and when a built page makes a claim without the disclosure that must go with it. Expectations come
// from the config and the packages file, so changing a promise there keeps them green.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { affordability } from "@/config/affordability";
import { builtPagePaths } from "../support/built-pages.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { packages, readPageCopy } from "./copy-files";
import { readFranchiseFiles } from "@/lib/content/content-readers";
import { introductionFeeSentence } from "@/lib/directory/introduction-fee";
import { pdfText } from "@/lib/pdf/pdf-text";
import { isSiteBrochure } from "@/lib/launch/placeholders";
import { numberFromWord } from "@/lib/ui/number-words";

const ROOT = process.cwd();
const SOURCE_DIRS = ["src/content", "src/pages", "src/components", "src/layouts"];
const TEXT_FILE = /\.(ya?ml|mdx?|astro|tsx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every editable text file that visitors read, with its text. */
const sources = SOURCE_DIRS.flatMap(filesUnder).map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));

/** Sentences (or table rows, list items) of a text, whitespace collapsed. */
const sentences = (text: string) =>
  text.split(/(?<=[.!?])\s+|\n\s*\n|\n(?=\s*[-|*\d])/).map((sentence) => sentence.replace(/\s+/g, " ").trim());

/** `where: sentence` for each sentence of the sources matching `pattern`. */
function sourceSentences(pattern: RegExp): string[] {
  return sources.flatMap(({ file, text }) =>
    sentences(text)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => `${file}: ${sentence}`),
  );
}

/** The "a-b%" ranges of a text, normalised to "a-b". */
const percentRanges = (text: string) =>
  [...text.matchAll(/(\d+)\s*(?:-|–|to)\s*(\d+)\s*%/g)].map((match) => `${match[1]}-${match[2]}`);

/** The "x to y months" ranges of a text as [x, y], words or digits ("three months' rent" is not a duration). */
const monthRanges = (text: string) =>
  [...text.matchAll(/\b(\w+)\s*(?:-|–|to)\s*(\w+)\s+months\b(?!')/gi)]
    .map((match) => [numberFromWord(match[1]!), numberFromWord(match[2]!)])
    .filter(([from, to]) => from! >= 0 && to! >= 0);

describe("promises are worded once, in the site config", () => {
  it("the refund guarantee's text and window appear only through the config", () => {
    const { text, days } = site.promises.guarantee;
    for (const { file, text: body } of sources) {
      expect(body.includes(text), `${file} copies the guarantee: use {guarantee}`).toBe(false);
      for (const match of body.matchAll(/\b(\d+)[- ]day (?:refund )?guarantee/gi))
        expect(match[1], `${file}: "${match[0]}" (use {guaranteeDays})`).toBe(String(days));
    }
  });

  it("the guarantee's window starts from the recommendations, which every package includes", () => {
    expect(site.promises.guarantee.text).toMatch(
      new RegExp(`within ${site.promises.guarantee.days} days of receiving`),
    );
    expect(site.promises.guarantee.text).toMatch(/recommendations/);
    for (const pkg of packages())
      expect(
        pkg.features.some((feature) => /recommendations/i.test(feature)),
        `${pkg.name} has recommendations`,
      ).toBe(true);
  });

  it("every refund promise keeps the 14-day cancellation right and the statutory rights sentence", () => {
    expect(site.promises.cancellation).toMatch(/14 days/);
    expect(site.promises.cancellation).toContain("This does not affect your statutory rights.");
    const faq = readFileSync(join(ROOT, "src/content/faq.yaml"), "utf8");
    const refundAnswer = /- id: no-suitable-franchise[\s\S]*?answer: (.*)/.exec(faq)?.[1] ?? "";
    expect(refundAnswer).toContain("{guarantee}");
    expect(refundAnswer).toContain("{cancellation}");
    expect(readFileSync(join(ROOT, "src/pages/terms.mdx"), "utf8")).toContain("{site.promises.cancellation}");
  });

  it("no page offers round-the-clock help: phone lines keep the configured hours", () => {
    expect(sourceSentences(/24\/7|around the clock|round-the-clock|24 hours a day|emergency hotline/i)).toEqual([]);
  });

  it('"no hidden fees and no ongoing charges" is said only of the one-time advisory packages, from the config', () => {
    expect(site.payment.clientFee).toMatch(/advisory package/);
    expect(sourceSentences(/no hidden fees|no ongoing charges/i)).toEqual([]);
  });

  it("the buying timeline is one figure, from first enquiry to opening", () => {
    const [from, to] = monthRanges(site.promises.buyingTimeline)[0]!;
    const buying = /\b(open|opening|launch|buy|buying|buyers|finance|financing|drawdown|first enquiry)\b/i;
    const competing = sourceSentences(/months\b/i)
      .filter((sentence) => buying.test(sentence))
      .filter((sentence) => monthRanges(sentence).some(([x, y]) => x !== from || y !== to));
    expect(competing).toEqual([]);
  });

  it("ongoing franchise fees are given as a management service fee plus a brand fund, in the config's figures", () => {
    const [management, brandFund] = percentRanges(site.promises.ongoingFees);
    expect(sourceSentences(/royalt[a-z]*\b[^.]*\d\s*%|\d\s*%[^.]*royalt/i)).toEqual([]);
    for (const line of sourceSentences(/management service fee|brand fund|marketing (?:fund|levy|contribution)/i)) {
      const ranges = percentRanges(line);
      if (/management service fee/i.test(line) && ranges.length > 0) expect(ranges, line).toContain(management);
      for (const range of ranges) expect([management, brandFund], line).toContain(range);
    }
  });

  it("sector investment ranges in guides come from the catalogue (<CatalogueRange>), not typed-in figures", () => {
    const typed = sources
      .filter(({ file }) => file.startsWith("src/content/blog/") || file.startsWith("src/content/service-pages/"))
      .flatMap(({ file, text }) =>
        sentences(text)
          .filter((sentence) => /investment/i.test(sentence))
          .filter((sentence) => /£[\d,]+\s*(?:to|-|–)\s*£[\d,]+/.test(sentence))
          .map((sentence) => `${file}: ${sentence}`),
      )
      // A dated outlook article states its own year's market figures, and the owner decides whether it stays.
      .filter((line) => !line.startsWith("src/content/blog/uk-franchise-sectors-to-watch-2025.mdx"));
    expect(typed).toEqual([]);
  });

  it("a contingency is a share of one base everywhere: the total cost of opening, as the calculator says", () => {
    const base = /total cost of opening/i;
    expect(affordability.contingencyLow.basis).toMatch(base);
    const stated = sourceSentences(
      /contingency,? (?:of|at)(?: around)? \d|\d+% contingency|\d+\s*(?:-|to)\s*\d+\s*(?:%|per cent)[^.]{0,30}\bcontingency|contingency[^.]{0,20}\d+\s*(?:-|to)\s*\d+\s*(?:%|per cent)/i,
    );
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((sentence) => !base.test(sentence))).toEqual([]);
  });

  it("the terms hold no copy of a package price", () => {
    const terms = readFileSync(join(ROOT, "src/pages/terms.mdx"), "utf8");
    for (const pkg of packages()) expect(terms, pkg.name).not.toContain(pkg.price);
    expect(terms).toContain("<PackagePrices />");
  });
});

const CLIENT = join(defaultDistDir, "client");
const fileFor = (path: string) => join(CLIENT, path === "/" ? "index.html" : `${path}.html`);
/** A built page's visible text: tags removed, entities that matter here decoded, whitespace collapsed. */
const pageText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const built = builtPagePaths().map((path) => ({ path, text: pageText(readFileSync(fileFor(path), "utf8")) }));

describe("built pages say what goes with each claim", () => {
  it("every page that offers introductions to franchisors discloses introduction fees", () => {
    const introduces =
      /introduce you to (?:a )?franchisors?|franchisor introductions?|introductions where they help|not by commission/i;
    const claiming = built.filter(({ text }) => introduces.test(text));
    expect(claiming.length).toBeGreaterThan(0);
    for (const { path, text } of claiming) expect(text, path).toContain(site.payment.introductionFees);
  });

  it("every franchise page says whether its own franchisor pays us, as its introductionFee records", async () => {
    const { introductionFee: copy } = await readPageCopy("franchisePages");
    const others = (fee: string) => Object.values(copy).filter((sentence) => sentence !== fee);
    for (const { data } of readFranchiseFiles()) {
      const page = built.find(({ path }) => path === `/franchises/${data.slug}`);
      const sentence = introductionFeeSentence(copy, data.introductionFee);
      expect(page?.text, data.slug).toContain(sentence);
      for (const other of others(sentence)) expect(page?.text, data.slug).not.toContain(other);
    }
  });

  it("every page that claims independence says how we are paid", () => {
    for (const { path, text } of built.filter(({ text }) => /independent/i.test(text)))
      expect(text, path).toContain(site.payment.summary);
  });

  it("the guarantee, cancellation right and ongoing-fee wording render only as configured", () => {
    const services = built.find(({ path }) => path === "/services");
    expect(services?.text).toContain(site.promises.guarantee.text);
    expect(services?.text).toContain(site.promises.cancellation);
    const terms = built.find(({ path }) => path === "/terms");
    expect(terms?.text).toContain(site.promises.guarantee.text);
    expect(terms?.text).toContain(site.promises.cancellation);
    for (const pkg of packages()) expect(terms?.text).toContain(`${pkg.name} (${pkg.price})`);
    for (const { path, text } of built) {
      expect(text, path).not.toMatch(/24\/7|around the clock|emergency hotline/i);
      expect(text, path).not.toMatch(/royalties (?:often|commonly)/i);
    }
  });
});

describe("the brochures, read from the PDFs themselves", () => {
  const dir = join(ROOT, "public", "brochures");
  // PDF text spaces out letter-spaced headings and may print ligatures (ﬁ): compare without whitespace,
  // NFKC-normalised.
  const flat = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");
  let brochures: { file: string; text: string }[] = [];
  beforeAll(async () => {
    const read = readdirSync(dir)
      .filter((file) => file.endsWith(".pdf"))
      .map(async (file) => ({ file, text: flat(await pdfText(readFileSync(join(dir, file)))) }));
    brochures = (await Promise.all(read)).filter(({ text }) => isSiteBrochure(text));
  });

  it("offer introductions only beside the introduction-fee disclosure", () => {
    for (const { file, text } of brochures.filter(({ text }) => /introduction/i.test(text)))
      expect(text, file).toContain(flat(site.payment.introductionFees));
  });
  it('list territories as "listed", with the caveat that one may be taken', async () => {
    const { territoryCaveat } = await readPageCopy("franchisePages");
    for (const { file, text } of brochures) {
      expect(text, file).not.toMatch(/availableterritories/i);
      expect(text, file).toContain(flat(territoryCaveat));
    }
  });
});
