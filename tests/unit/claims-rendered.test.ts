// The register of claims (src/content/claims.json) renders everywhere it is used: the built pages, their meta
// descriptions and JSON-LD, the brochures and the default social image say exactly what the register says.
// Expectations come from the register, so an owner changing a claim there keeps these green. Needs `npm run build`.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { claims, site } from "@/config/site";
import { pdfText } from "@/lib/pdf/pdf-text";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings } from "@/lib/site/expand-settings";
import { isSiteBrochure } from "@/lib/launch/placeholders";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { franchises } from "./content-files";

const CLIENT = join(defaultDistDir, "client");
const html = (file: string) => readFileSync(join(CLIENT, file), "utf8");

/** A page's visible text, tags dropped, entities decoded and whitespace collapsed. */
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const metaDescription = (page: string) =>
  /<meta name="description" content="([^"]*)"/.exec(page)?.[1]?.replace(/&#39;/g, "'").replace(/&amp;/g, "&");

/** Every JSON-LD node on a page (graphs flattened). */
const jsonLdNodes = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as { "@graph"?: Record<string, unknown>[] } & Record<string, unknown>;
    return data["@graph"] ?? [data];
  });

const figure = (key: string) => {
  const found = claims.figures[key];
  if (!found) throw new Error(`no figure "${key}" in the register`);
  return found;
};

/** A figure shown as a statistic: its value, its label and, for a rate, its definition. */
function expectStatistic(pageText: string, key: string) {
  const { value, label, definition } = figure(key);
  expect(pageText, `${key} value and label`).toContain(`${label}`);
  expect(pageText, key).toContain(value);
  if (definition) expect(pageText, `${key} definition`).toContain(definition);
}

describe.skipIf(!existsSync(CLIENT))("the built site renders the register of claims", () => {
  const home = html("index.html");
  const about = html("about.html");

  it("the home page: the founding line, the guarantee with its conditions, and its statistics whole", () => {
    const homeText = text(home);
    expect(homeText).toContain(claims.founded.text);
    expect(homeText).toContain(claims.guarantee.conditions);
    for (const key of ["clients", "years", "successRate"]) expectStatistic(homeText, key);
  });

  it("/about: the story from the register, no award unless the register lists one", () => {
    const aboutText = text(about);
    for (const paragraph of claims.history.story) {
      expect(aboutText).toContain(expandSettings(paragraph, copySettings()));
    }
    if (claims.awards.length === 0) expect(aboutText).not.toMatch(/\baward/i);
    if (!claims.accreditation) expect(aboutText).not.toMatch(/\baccredit/i);
    expect(metaDescription(about)).toContain(figure("clients").text);
  });

  it("location pages state experience and clients in the register's words", () => {
    const locations = readdirSync(join(CLIENT, "locations")).filter(
      (file) => file.endsWith(".html") && file !== "404.html",
    );
    expect(locations.length).toBeGreaterThan(0);
    for (const file of locations.slice(0, 5)) {
      const pageText = text(html(`locations/${file}`));
      expect(pageText, file).toContain(figure("years").text);
      expect(pageText, file).toContain(figure("clients").text);
      expect(pageText, file).not.toMatch(/over \d+ years|more than twenty years/i);
    }
  });

  it("every statistic on the service pages that names a register figure shows its definition", () => {
    for (const file of readdirSync(join(CLIENT, "services")).filter((name) => name.endsWith(".html"))) {
      const pageText = text(html(`services/${file}`));
      for (const { label, definition } of Object.values(claims.figures)) {
        if (definition && pageText.includes(label)) expect(pageText, `${file}: ${label}`).toContain(definition);
      }
    }
  });

  it('no page shows the template\'s sample marker: definitions and policies read without "Sample …:"', () => {
    const pages = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages)
      expect(text(html(file)), file).not.toMatch(/\bSample (?:definition|policy|wording|text):/i);
  });

  it("the business's JSON-LD and the default description come from the register", () => {
    const organization = jsonLdNodes(home).find((node) => node.foundingDate !== undefined);
    expect(organization?.foundingDate).toBe(String(claims.founded.year));
    expect(organization?.openingHours).toBe(claims.serviceLevels.phoneHoursSchema);
    expect(organization?.description).toBe(site.description);
    expect(site.description).toContain(figure("clients").text);
  });

  it("the default social image is drawn at build time, 1200×630", async () => {
    const png = readFileSync(join(CLIENT, site.defaultOgImage));
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });
});

describe("the site's own brochures print the register's claims", () => {
  let brochures: { file: string; text: string }[] = [];
  beforeAll(async () => {
    const read = franchises()
      .filter((franchise) => franchise.brochureUrl?.startsWith("/brochures/"))
      .map(async (franchise) => ({
        file: `public${franchise.brochureUrl}`,
        text: await pdfText(readFileSync(`public${franchise.brochureUrl}`)),
      }));
    brochures = (await Promise.all(read)).filter((brochure) => isSiteBrochure(brochure.text));
  });
  const flat = (value: string) => value.normalize("NFKC").replace(/\s+/g, "");

  // Whichever brochures the catalogue has (a swapped catalogue may have none).
  it("each shows the founding line and, beside its offer of an introduction, the fee disclosure", () => {
    const founded = claims.founded.text.charAt(0).toLowerCase() + claims.founded.text.slice(1);
    for (const { file, text: brochureText } of brochures) {
      expect(flat(brochureText), file).toContain(flat(founded));
      expect(flat(brochureText), file).toContain(flat(claims.independence.introductionFees));
    }
  });
});
