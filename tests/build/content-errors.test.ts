// An editor's mistake must fail the build with a message naming the file and the field. Each case copies the
// project to a temporary folder, breaks one content file, and runs `astro sync` (the build's content step). The
// franchise cases break a file of the frozen fixture catalogue (tests/fixtures/small-catalogue/), swapped into the
// copy, so they hold whatever franchises the site lists.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { swapInSmallCatalogue } from "../support/small-catalogue.mjs";

/** A franchise of the frozen fixture catalogue, as it lies in a copy after swapInSmallCatalogue. */
const FIXTURE_FRANCHISE = "src/content/franchises/bellowmoor-pet-grooming.yaml";

const folders: string[] = [];

/** Copies the project, applies `breakIt` to one file, runs `astro sync`, and resolves with its exit code and output. */
async function syncWithBrokenFile(relativePath: string, breakIt: (text: string) => string) {
  const root = await copySiteSources("content-error-");
  folders.push(root);
  if (relativePath === FIXTURE_FRANCHISE) await swapInSmallCatalogue(root);
  const file = join(root, relativePath);
  const original = await readFile(file, "utf8");
  const broken = breakIt(original);
  expect(broken, "the test must actually change the file").not.toBe(original);
  await writeFile(file, broken);
  return runNodeCommand(root, [join(root, "node_modules", "astro", "astro.js"), "sync"]);
}

afterAll(() => removeCopies(folders));

describe("a bad content file fails the build with the file and field named", () => {
  it("an unknown franchise category", async () => {
    const { status, output } = await syncWithBrokenFile(FIXTURE_FRANCHISE, (text) =>
      text.replace("category: pet-care", "category: pet-grooming"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(FIXTURE_FRANCHISE);
    expect(output).toMatch(/category: no such entry in franchise-categories\.yaml/);
  });

  it("a franchise brochure that is not in public/", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/franchises/mendrow-physiotherapy.yaml", (text) =>
      text.replace(/^brochureUrl:.*$/m, "").replace(/$/, "\nbrochureUrl: /brochures/no-such-brochure.pdf\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("mendrow-physiotherapy.yaml");
    expect(output).toMatch(/brochureUrl: no such file: put the PDF at public\/brochures\/no-such-brochure\.pdf/);
  });

  it("a franchise territory that is not a location", async () => {
    const { status, output } = await syncWithBrokenFile(FIXTURE_FRANCHISE, (text) =>
      text.replace("territories: [york,", "territories: [yrok,"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("bellowmoor-pet-grooming.yaml");
    expect(output).toMatch(/territories\.0: no such entry in src\/content\/locations/);
  });

  it("a postcode area pointing at a location that does not exist", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/postcode-areas.yaml", (text) =>
      text.replace(
        "{ codes: [LS1-LS20, LS25-LS28], locations: [leeds] }",
        "{ codes: [LS1-LS20, LS25-LS28], locations: [leds] }",
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/postcode-areas.yaml");
    expect(output).toMatch(/districts\.0\.locations\.0: no such entry in src\/content\/locations/);
  });

  it("a postcode district listed under another area", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/postcode-areas.yaml", (text) =>
      text.replace(
        "{ codes: [LS24], locations: [north-yorkshire] }",
        "{ codes: [LS24, BD23], locations: [north-yorkshire] }",
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/postcode-areas.yaml");
    expect(output).toMatch(/districts\.3\.codes\.1: BD23 is not in the LS area/);
  });

  it("a franchise that began franchising before it was founded", async () => {
    const { status, output } = await syncWithBrokenFile(FIXTURE_FRANCHISE, (text) =>
      text.replace("establishedYear: 2014\n", "establishedYear: 2014\nfranchisingInUkSince: 1901\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("bellowmoor-pet-grooming.yaml");
    expect(output).toMatch(/franchisingInUkSince: must not be before establishedYear/);
  });

  it("franchise terms that contradict themselves: a renewal fee with no term to renew", async () => {
    const { status, output } = await syncWithBrokenFile(FIXTURE_FRANCHISE, (text) =>
      text.replace('  renewal: "not disclosed"', "  renewal: { fee: 500 }"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("bellowmoor-pet-grooming.yaml");
    expect(output).toMatch(/terms\.renewal: a renewal fee needs the term it renews/);
  });

  it("a trading count dated after today", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/franchises/mendrow-physiotherapy.yaml", (text) =>
      text.replace(/^tradingFranchiseesAsOf: .*$/m, 'tradingFranchiseesAsOf: "2999-12-31"'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("mendrow-physiotherapy.yaml");
    expect(output).toMatch(/tradingFranchiseesAsOf: 2999-12-31 is after today/);
  });

  it("an offer to the first N franchisees with N or more already trading", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/franchises/mendrow-physiotherapy.yaml", (text) =>
      text.replace(/^tradingFranchisees: \d+$/m, "tradingFranchisees: 6"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("mendrow-physiotherapy.yaml");
    expect(output).toMatch(/offer: offers something to the first 3 franchisees, but tradingFranchisees is 6/);
  });

  it("a location without its meta description", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/locations/cities/london.yaml", (text) =>
      text.replace(/^metaDescription:.*$/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/locations/cities/london.yaml");
    expect(output).toMatch(/metaDescription\W+Required/);
  });

  it("an article without a publish date", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/blog/low-cost-franchises-uk.mdx", (text) =>
      text.replace(/^publishDate:.*$/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/blog/low-cost-franchises-uk.mdx");
    expect(output).toMatch(/publishDate/);
  });

  // Page copy: one broken file per collection, each failing with the file and the field named.
  it("a service page with a section of an unknown type", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/service-pages/business-coaching.yaml", (text) =>
      text.replace("- discriminant: stats", "- discriminant: figures"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/service-pages/business-coaching.yaml");
    expect(output).toMatch(/sections\.\d+\.discriminant/);
  });

  it("a service page step title with a misspelt placeholder", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/service-pages/business-coaching.yaml", (text) =>
      text.replace("title: Assess\n", "title: Assess within {replyWitin}\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/service-pages/business-coaching.yaml");
    expect(output).toMatch(/sections\.\d+\.value\.items\.0\.title: unknown placeholder \{replyWitin\}/);
  });

  it("a service page naming a UK fact that does not exist", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/service-pages/business-coaching.yaml", (text) =>
      text.replace("title: Assess\n", "title: Assess at {fact:national-living-wag} an hour\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/service-pages/business-coaching.yaml");
    expect(output).toMatch(/sections\.\d+\.value\.items\.0\.title: unknown placeholder \{fact:national-living-wag\}/);
  });

  it("a UK fact without its source", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/uk-facts.yaml", (text) =>
      text.replace(/^ {2}sourceUrl: .*\n/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/uk-facts.yaml");
    expect(output).toMatch(/sourceUrl/);
  });

  it("home copy without its hero lead", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/home.yaml", (text) =>
      text.replace(/^ {2}lead: >-\n(?: {4}.*\n)+/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/home.yaml");
    expect(output).toMatch(/hero\.lead\W+Required/);
  });

  it("a refusal using a placeholder its code does not fill there", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/lead-refusals.yaml", (text) =>
      text.replace('justTaken: "Someone booked {when}', 'justTaken: "Someone booked {title}'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/lead-refusals.yaml");
    expect(output).toMatch(/call\.justTaken\W+unknown placeholder \{title\}/);
  });

  it("about copy with an unknown icon", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/about.yaml", (text) =>
      text.replace("icon: users", "icon: trophy"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/about.yaml");
    expect(output).toMatch(/credentials\.2\.icon/);
  });

  it("the register of claims with a rate whose definition is missing", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/claims.json", (text) => {
      const register = JSON.parse(text) as { figures: Record<string, { value: string; definition?: string }> };
      const rate = Object.values(register.figures).find((figure) => figure.value.includes("%"))!;
      delete rate.definition;
      return JSON.stringify(register, null, 2);
    });
    expect(status).not.toBe(0);
    expect(output).toContain("claims");
    expect(output).toMatch(/figures\.\w+\.definition\W+a rate needs its definition/);
  });

  it("/services copy with a misspelt field", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/services.yaml", (text) =>
      text.replace("guarantee:", "guarantees:"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/services.yaml");
    expect(output).toMatch(/guarantee\W+Required/);
  });

  it("location copy with a placeholder only service pages know", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/locations.yaml", (text) =>
      text.replace("in {place}: launch plans", "in {city}: launch plans"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/locations.yaml");
    expect(output).toMatch(/services\.2\.text: unknown placeholder \{city\}/);
  });

  it("franchise page copy with a directory title too long for search results", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/franchises.yaml", (text) =>
      text.replace(/^( {2}title: ")(.*)"$/m, '$1$2, with extra words nobody will ever read in a result"'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/franchises.yaml");
    expect(output).toMatch(/directory\.title: must be 5-70 characters/);
  });

  it("blog copy without its feed title", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/pages/blog.yaml", (text) =>
      text.replace(/^feed:\n {2}title: .*\n/m, "feed:\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/blog.yaml");
    expect(output).toMatch(/feed\.title\W+Required/);
  });

  it("a package whose price is not whole pounds", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/packages.yaml", (text) =>
      text.replace("amount: 450", "amount: 449.5"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/packages.yaml");
    expect(output).toMatch(/amount/);
  });

  it("a FAQ answer with an unknown placeholder", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/faq.yaml", (text) =>
      text.replace("typically take {packageTimelines}", "typically take {packageTimeline}"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/faq.yaml");
    expect(output).toMatch(/answer: unknown placeholder \{packageTimeline\}/);
  });

  it("a testimonial rated out of ten", async () => {
    const { status, output } = await syncWithBrokenFile("src/content/testimonials.yaml", (text) =>
      text.replace("rating: 5", "rating: 9"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/testimonials.yaml");
    expect(output).toMatch(/rating/);
  });
});
