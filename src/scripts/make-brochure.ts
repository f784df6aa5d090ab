// Makes a two-page A4 PDF brochure for a franchise from its content file and the site settings:
//   npx vite-node --config vitest.config.ts src/scripts/make-brochure.ts <slug> [<slug>…]
// (vitest.config.ts gives it the @/ alias the settings import). Writes public/brochures/<slug>.pdf with Debian's
// Chromium. Then add `brochureUrl: /brochures/<slug>.pdf` to src/content/franchises/<slug>.yaml so the page offers
// Download Brochure.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { claims, site } from "../config/site";
import { formatGbp, formatGbpRange } from "../lib/ui/format";
import { idReferences } from "../lib/schemas/entry-fields";
import { franchiseChecks, franchiseFields } from "../lib/schemas/franchise-schema";
import { readFranchiseCategories, readLocationFiles, readYamlFile } from "../lib/content/content-readers";
import { withFranchiseFigures } from "../lib/directory/franchise-figures";
import { withReadableChecks } from "../lib/schemas/readable-checks";
import { BROCHURE_CONTACT_HEADING, EXAMPLE_SITE_URL } from "../lib/launch/placeholders";
import { introductionFeeSentence } from "../lib/directory/introduction-fee";

/**
 * A franchise file as the collection's schema parses it, except that its brochureUrl may name the PDF this script is
 * about to write.
 */
const brochureFranchiseSchema = withReadableChecks(
  franchiseFields(idReferences).extend({ brochureUrl: z.string().optional() }).superRefine(franchiseChecks),
);
type FranchiseFile = z.output<typeof brochureFranchiseSchema>;

const CONTENT = join(process.cwd(), "src", "content");

/**
 * The franchise pages' sentences on whether a franchisor pays us and on what a listed territory means, which the
 * brochure repeats as its page does.
 */
const franchisePagesCopy = () =>
  readYamlFile(
    join(CONTENT, "pages", "franchises.yaml"),
    z
      .object({
        introductionFee: z.object({ paid: z.string(), none: z.string(), notDisclosed: z.string() }),
        territoryCaveat: z.string(),
      })
      .passthrough(),
  );

/** "Independent franchise advice since 2003" as it reads after a colon. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const NEXT_STEPS = [
  [
    "Free discovery call",
    `A ${site.discoveryCallMinutes}-minute call with an ${claims.independence.word} advisor about your goals, budget and the lifestyle you want.`,
  ],
  [
    "Meet the franchisor",
    `We arrange an introduction, help you prepare questions and sit in on the first meeting if you wish. ${site.payment.introductionFees}`,
  ],
  [
    "Due diligence",
    "Review the disclosure documents and franchise agreement, speak to existing franchisees and test the numbers.",
  ],
  [
    "Territory and funding",
    "Confirm the territory and build the business plan you take to lenders yourself: we do not arrange credit.",
  ],
] as const;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function categoryName(key: string): string {
  const categories = readFranchiseCategories(join(CONTENT, "franchise-categories.yaml"));
  return categories.find((category) => category.id === key)?.name ?? key;
}

function locationNames(): Map<string, string> {
  return new Map(readLocationFiles(join(CONTENT, "locations")).map(({ data }) => [data.slug, data.name]));
}

/** Splits the description into two paragraphs at the sentence nearest its middle. */
function paragraphs(text: string): string[] {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let best = 1;
  let running = 0;
  sentences.forEach((sentence, index) => {
    running += sentence.length;
    if (running <= text.length / 2) best = index + 1;
  });
  return [sentences.slice(0, best).join("").trim(), sentences.slice(best).join("").trim()].filter(Boolean);
}

function brochureHtml(franchise: FranchiseFile): string {
  const names = locationNames();
  const territories = franchise.territories.map((slug) => names.get(slug) ?? slug);
  const sector = categoryName(franchise.category);
  const scalePercent = (value: number) => Math.min(100, (value / 200_000) * 100).toFixed(1);
  const facts = [
    ["Investment", formatGbpRange(franchise.investmentRange)],
    ["Established", String(franchise.establishedYear ?? "TBA")],
    ["Territories", String(territories.length)],
    ["Outlets", String(franchise.numberOfOutlets)],
  ];
  const list = (items: readonly string[]) => items.map((item) => `<li>${escape(item)}</li>`).join("");
  const website = new URL(process.env.SITE_URL || EXAMPLE_SITE_URL);

  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escape(franchise.name)} franchise brochure</title>
<style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: "DejaVu Sans", Arial, sans-serif; color: #1e293b; font-size: 10.5pt; line-height: 1.5; }
  .sheet { width: 210mm; height: 297mm; position: relative; overflow: hidden; page-break-after: always; }
  .sheet:last-child { page-break-after: auto; }
  .band { background: linear-gradient(135deg, #0f2f4c, #174a78); color: #fff; padding: 18mm 18mm 14mm; }
  .eyebrow { text-transform: uppercase; letter-spacing: .12em; font-size: 8.5pt; font-weight: 700; color: #f8cf6a; margin: 0; }
  h1 { font-size: 30pt; line-height: 1.1; margin: 4mm 0 4mm; }
  .lead { font-size: 12.5pt; color: #d6e6f4; margin: 0; max-width: 150mm; }
  .facts { display: grid; grid-template-columns: 2fr 1fr 1fr 1fr; gap: 4mm; margin: -8mm 18mm 0; background: #fff; border-radius: 4mm; padding: 6mm; box-shadow: 0 2mm 6mm rgba(15,47,76,.18); }
  .facts dt { font-size: 7.5pt; text-transform: uppercase; letter-spacing: .08em; color: #475569; font-weight: 700; }
  .facts dd { margin: 1mm 0 0; font-size: 13pt; font-weight: 800; color: #0f2f4c; }
  .scale { grid-column: 1 / -1; }
  .track { height: 2.2mm; background: #e2e8f0; border-radius: 2mm; position: relative; }
  .fill { position: absolute; top: 0; bottom: 0; background: #1d5a91; border-radius: 2mm; }
  .scale-labels { display: flex; justify-content: space-between; font-size: 7.5pt; color: #475569; margin-top: 1mm; }
  .body { padding: 10mm 18mm 0; }
  h2 { font-size: 14pt; color: #0f2f4c; margin: 0 0 3mm; padding-bottom: 2mm; border-bottom: .6mm solid #f5bd3c; display: inline-block; }
  section { margin-bottom: 8mm; }
  p { margin: 0 0 3mm; }
  ul.ticks { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; }
  ul.ticks li { background: #eef5fb; border-radius: 2.5mm; padding: 3mm 4mm 3mm 10mm; position: relative; font-weight: 600; color: #0f2f4c; }
  ul.ticks li::before { content: "✓"; position: absolute; left: 4mm; color: #047857; font-weight: 800; }
  .chips { display: flex; flex-wrap: wrap; gap: 2.5mm; list-style: none; padding: 0; margin: 0 0 3mm; }
  .chips li { border: .35mm solid #7eaed9; border-radius: 10mm; padding: 1mm 4mm; font-weight: 600; color: #133c61; }
  .offer { background: #fdf0d2; border-left: 1.5mm solid #e9a514; padding: 4mm 5mm; font-weight: 700; color: #0a2036; margin-bottom: 8mm; }
  ol.steps { list-style: none; counter-reset: step; padding: 0; margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  ol.steps li { counter-increment: step; border: .35mm solid #cbd5e1; border-radius: 3mm; padding: 4mm 4mm 4mm 14mm; position: relative; }
  ol.steps li::before { content: counter(step); position: absolute; left: 4mm; top: 4mm; width: 7mm; height: 7mm; border-radius: 50%; background: #174a78; color: #fff; font-weight: 800; text-align: center; line-height: 7mm; font-size: 9pt; }
  ol.steps strong { display: block; color: #0f2f4c; }
  .contact { position: absolute; left: 0; right: 0; bottom: 0; background: #0f2f4c; color: #fff; padding: 9mm 18mm; display: flex; justify-content: space-between; align-items: center; gap: 8mm; }
  .contact h2 { color: #fff; border-color: #f5bd3c; margin-bottom: 2mm; }
  .contact p { margin: 0; color: #d6e6f4; }
  .contact > div:first-child { flex: 1; }
  .contact .lines { text-align: right; font-weight: 700; font-size: 11.5pt; white-space: nowrap; flex: none; }
  .small { font-size: 8pt; color: #475569; }
  .page-foot { position: absolute; left: 18mm; right: 18mm; bottom: 8mm; display: flex; justify-content: space-between; font-size: 8pt; color: #64748b; }
</style></head>
<body>
  <div class="sheet">
    <div class="band">
      <p class="eyebrow">Franchise opportunity · ${escape(sector)}</p>
      <h1>${escape(franchise.name)}</h1>
      <p class="lead">${escape(franchise.shortDescription)}</p>
    </div>
    <dl class="facts">
      ${facts.map(([label, value]) => `<div><dt>${label}</dt><dd>${escape(value!)}</dd></div>`).join("")}
      <div class="scale" aria-hidden="true">
        <div class="track"><div class="fill" style="left:${scalePercent(franchise.investmentRange.min)}%;width:${(Number(scalePercent(franchise.investmentRange.max)) - Number(scalePercent(franchise.investmentRange.min))).toFixed(1)}%"></div></div>
        <div class="scale-labels"><span>${formatGbp(0)}</span><span>Investment range on a common scale</span><span>${formatGbp(200_000)}</span></div>
      </div>
    </dl>
    <div class="body">
      <section>
        <h2>The opportunity</h2>
        ${paragraphs(franchise.description)
          .map((paragraph) => `<p>${escape(paragraph)}</p>`)
          .join("")}
      </section>
      <section>
        <h2>Key features</h2>
        <ul class="ticks">${list(franchise.features)}</ul>
      </section>
    </div>
    <div class="page-foot"><span>${escape(franchise.name)} · Franchise brochure</span><span>Page 1 of 2</span></div>
  </div>

  <div class="sheet">
    <div class="body" style="padding-top:16mm">
      ${franchise.offer ? `<div class="offer">Current offer: ${escape(franchise.offer)}</div>` : ""}
      <section>
        <h2>Training and ongoing support</h2>
        <ul class="ticks">${list(franchise.support)}</ul>
      </section>
      <section>
        <h2>Territories listed</h2>
        <ul class="chips">${list(territories)}</ul>
        <p class="small">${escape(franchisePagesCopy().territoryCaveat)} Ask us about availability where you live.</p>
      </section>
      <section>
        <h2>Your next steps</h2>
        <ol class="steps">${NEXT_STEPS.map(([title, text]) => `<li><strong>${escape(title)}</strong>${escape(text)}</li>`).join("")}</ol>
      </section>
      <p class="small">Figures are indicative investment ranges in pounds sterling, without anything their note leaves
      out, and vary with premises and fit-out. Always confirm them against the franchisor's disclosure documents and take independent legal
      and financial advice before signing a franchise agreement.</p>
    </div>
    <div class="contact">
      <div>
        <h2>${escape(BROCHURE_CONTACT_HEADING)}</h2>
        <p>${escape(site.businessName)}: ${escape(lowerFirst(claims.founded.text))}.</p>
        <p class="small">${escape(claims.independence.introductionFees)} ${escape(introductionFeeSentence(franchisePagesCopy().introductionFee, franchise.introductionFee))}</p>
        <p>${escape(website.host)}</p>
      </div>
      <div class="lines">
        <div>${escape(site.phone.display)}</div>
        <div>${escape(site.email)}</div>
        <div class="small" style="color:#d6e6f4">${escape(site.hours.display)}</div>
      </div>
    </div>
  </div>
</body></html>`;
}

const slugs = process.argv.slice(2);
if (!slugs.length) {
  console.error("Usage: npx vite-node --config vitest.config.ts src/scripts/make-brochure.ts <slug> [<slug>…]");
  process.exit(1);
}
const workDir = mkdtempSync(join(tmpdir(), "brochure-"));
const outDir = join(process.cwd(), "public", "brochures");
mkdirSync(outDir, { recursive: true });
try {
  for (const slug of slugs) {
    // Its words with its own figures written in, as its page shows them.
    const read = readYamlFile(join(CONTENT, "franchises", `${slug}.yaml`), brochureFranchiseSchema);
    const franchise = {
      ...read,
      features: read.features.map((feature) => withFranchiseFigures(feature, read.investmentRange)),
    };
    const htmlPath = join(workDir, `${slug}.html`);
    writeFileSync(htmlPath, brochureHtml(franchise));
    const pdfPath = join(outDir, `${slug}.pdf`);
    execFileSync(
      "chromium",
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-pdf-header-footer",
        `--print-to-pdf=${pdfPath}`,
        pathToFileURL(htmlPath).href,
      ],
      { stdio: "inherit" },
    );
    console.log(pdfPath);
  }
} finally {
  // The pages Chromium printed from are only a means to the PDFs.
  rmSync(workDir, { recursive: true, force: true });
}
