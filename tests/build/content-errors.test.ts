// An editor's mistake must fail the build with a message naming the file and the field. Each case breaks one content
// file of a copy of the project. Every case goes through the content check of `npm run edit`
// (src/lib/content/content-check.ts: each file parsed with its collection's own schema, in the build's plain
// words), in process; one case per kind of content file (a franchise and its references, a list file checked
// across its entries, a location, an article's frontmatter, a service page's sections, page copy, the register of
// claims) also through `astro sync`, the build's content step, which must stop, naming the file, in the same words.
// A schema's messages are the same whichever file of its kind breaks: so each rule runs once through the schema
// and each kind of file once through Astro, instead of one Astro run (seconds of CPU) per rule. The franchise
// cases break a file of the frozen fixture catalogue (tests/fixtures/small-catalogue/), swapped into the copy, so
// they hold whatever franchises the site lists.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content/content-check";
import { copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { swapInSmallCatalogue } from "../support/small-catalogue.mjs";

/** A franchise of the frozen fixture catalogue, as it lies in a copy after swapInSmallCatalogue. */
const FIXTURE_FRANCHISE = "src/content/franchises/bellowmoor-pet-grooming.yaml";

/**
 * One editor's mistake: the file it is in (project-relative), how it breaks that file, what the message must say
 * (`field: words`), and whether `astro sync` runs on it too (one case per kind of file).
 */
interface BrokenFile {
  name: string;
  file: string;
  breakIt: (text: string) => string;
  names: RegExp;
  atBuild?: true;
}

/** A change to src/content/policies.json made as the editor saves it: the file's JSON, one value changed. */
const editedPolicies =
  (change: (policies: { description: string; dataHandling: Record<string, unknown> }) => unknown) => (text: string) => {
    const policies = JSON.parse(text) as Parameters<typeof change>[0];
    change(policies);
    return JSON.stringify(policies, null, 2);
  };

const CASES: BrokenFile[] = [
  {
    name: "an unknown franchise category",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) => text.replace("category: pet-care", "category: pet-grooming"),
    names: /category: no such entry in franchise-categories\.yaml/,
    atBuild: true,
  },
  {
    name: "a franchise brochure that is not in public/",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) =>
      text.replace(/^brochureUrl:.*$/m, "").replace(/$/, "\nbrochureUrl: /brochures/no-such-brochure.pdf\n"),
    names: /brochureUrl: no such file: put the PDF at public\/brochures\/no-such-brochure\.pdf/,
  },
  {
    name: "a franchise territory that is not a location",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) => text.replace("territories: [york,", "territories: [yrok,"),
    names: /territories\.0: no such entry in src\/content\/locations/,
  },
  {
    name: "a postcode area pointing at a location that does not exist",
    file: "src/content/postcode-areas.yaml",
    breakIt: (text) =>
      text.replace(
        "{ codes: [LS1-LS20, LS25-LS28], locations: [leeds] }",
        "{ codes: [LS1-LS20, LS25-LS28], locations: [leds] }",
      ),
    names: /districts\.0\.locations\.0: no such entry in src\/content\/locations/,
  },
  {
    name: "a postcode district listed under another area",
    file: "src/content/postcode-areas.yaml",
    breakIt: (text) =>
      text.replace(
        "{ codes: [LS24], locations: [north-yorkshire] }",
        "{ codes: [LS24, BD23], locations: [north-yorkshire] }",
      ),
    names: /districts\.3\.codes\.1: BD23 is not in the LS area/,
    atBuild: true,
  },
  {
    name: "a franchise that began franchising before it was founded",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) => text.replace("establishedYear: 2014\n", "establishedYear: 2014\nfranchisingInUkSince: 1901\n"),
    names: /franchisingInUkSince: must not be before establishedYear/,
  },
  {
    name: "franchise terms that contradict themselves: a renewal fee with no term to renew",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) => text.replace('  renewal: "not disclosed"', "  renewal: { fee: 500 }"),
    names: /terms\.renewal: a renewal fee needs the term it renews/,
  },
  {
    name: "a trading count dated after today",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) => `${text}tradingFranchisees: 2\ntradingFranchiseesAsOf: "2999-12-31"\n`,
    names: /tradingFranchiseesAsOf: 2999-12-31 is after today/,
  },
  {
    name: "an offer to the first N franchisees with N or more already trading",
    file: FIXTURE_FRANCHISE,
    breakIt: (text) =>
      `${text}offer: "50% discount on the franchise fee for the first 3 franchisees"\ntradingFranchisees: 6\n` +
      'tradingFranchiseesAsOf: "2026-09-30"\n',
    names: /offer: offers something to the first 3 franchisees, but tradingFranchisees is 6/,
  },
  {
    name: "a location without its meta description",
    file: "src/content/locations/cities/london.yaml",
    breakIt: (text) => text.replace(/^metaDescription:.*$/m, ""),
    names: /metaDescription\W+Required/,
    atBuild: true,
  },
  {
    name: "an article without a publish date",
    file: "src/content/blog/low-cost-franchises-uk.mdx",
    breakIt: (text) => text.replace(/^publishDate:.*$/m, ""),
    names: /publishDate/,
    atBuild: true,
  },
  {
    name: "a service page with a section of an unknown type",
    file: "src/content/service-pages/business-coaching.yaml",
    breakIt: (text) => text.replace("- discriminant: stats", "- discriminant: figures"),
    names: /sections\.\d+\.discriminant/,
    atBuild: true,
  },
  {
    name: "a service page step title with a misspelt placeholder",
    file: "src/content/service-pages/business-coaching.yaml",
    breakIt: (text) => text.replace("title: Assess\n", "title: Assess within {replyWitin}\n"),
    names: /sections\.\d+\.value\.items\.0\.title: unknown placeholder \{replyWitin\}/,
  },
  {
    name: "a service page naming a UK fact that does not exist",
    file: "src/content/service-pages/business-coaching.yaml",
    breakIt: (text) => text.replace("title: Assess\n", "title: Assess at {fact:national-living-wag} an hour\n"),
    names: /sections\.\d+\.value\.items\.0\.title: unknown placeholder \{fact:national-living-wag\}/,
  },
  {
    name: "a UK fact without its source",
    file: "src/content/uk-facts.yaml",
    breakIt: (text) => text.replace(/^ {2}sourceUrl: .*\n/m, ""),
    names: /sourceUrl/,
  },
  {
    name: "home copy without its hero lead",
    file: "src/content/pages/home.yaml",
    breakIt: (text) => text.replace(/^ {2}lead: >-\n(?: {4}.*\n)+/m, ""),
    names: /hero\.lead\W+Required/,
    atBuild: true,
  },
  {
    name: "about copy with an unknown icon",
    file: "src/content/pages/about.yaml",
    breakIt: (text) => text.replace("icon: users", "icon: trophy"),
    names: /credentials\.2\.icon/,
  },
  {
    name: "about copy with an unknown placeholder in its page title",
    file: "src/content/pages/about.yaml",
    breakIt: (text) => text.replace("Advisors Since {founded}", "Advisors Since {foundd}"),
    names: /seo\.title: unknown placeholder \{foundd\}/,
  },
  {
    name: "the register of claims with a rate whose definition is missing",
    file: "src/content/claims.json",
    breakIt: (text) => {
      const register = JSON.parse(text) as { figures: Record<string, { value: string; definition?: string }> };
      const rate = Object.values(register.figures).find((figure) => figure.value.includes("%"))!;
      delete rate.definition;
      return JSON.stringify(register, null, 2);
    },
    names: /figures\.\w+\.definition\W+a rate needs its definition/,
    atBuild: true,
  },
  {
    name: "the calculator's lower contingency above its upper one",
    file: "src/content/affordability.json",
    breakIt: (text) => {
      const settings = JSON.parse(text) as { contingencyLow: { value: number }; contingencyHigh: { value: number } };
      // Each within its own bounds, whatever the file held: only the rule across the two is broken.
      settings.contingencyLow.value = 0.2;
      settings.contingencyHigh.value = 0.1;
      return JSON.stringify(settings, null, 2);
    },
    names: /contingencyHigh\.value: must not be below contingencyLow\.value/,
  },
  {
    name: "fees, promises and data handling keeping enquiries for no months",
    file: "src/content/policies.json",
    breakIt: editedPolicies((policies) => (policies.dataHandling.retentionMonths = 0)),
    names: /dataHandling\.retentionMonths: must be at least 1/,
  },
  {
    name: "a processor named without where it stores data",
    file: "src/content/policies.json",
    breakIt: editedPolicies(
      (policies) => (policies.dataHandling.processors = { host: { name: "Example Hosting Ltd" } }),
    ),
    names: /dataHandling\.processors\.host\.storedIn\W+Required/,
  },
  {
    name: "the default description naming a claim the register does not hold",
    file: "src/content/policies.json",
    breakIt: editedPolicies(
      (policies) => (policies.description = "Franchise advice from {claim:noSuchClaim} advisors, with a free call."),
    ),
    names: /description: unknown placeholder \{claim:noSuchClaim\}/,
  },
  {
    name: "the default description typing in a figure the register holds",
    file: "src/content/policies.json",
    breakIt: editedPolicies(
      (policies) => (policies.description = "Franchise advice from a firm with 500+ clients advised, and a free call."),
    ),
    names: /description: states a claim in its own words \("500\+"\)/,
  },
  {
    name: "a refusal using a placeholder its code does not fill there",
    file: "src/content/pages/lead-refusals.yaml",
    breakIt: (text) => text.replace('justTaken: "Someone booked {when}', 'justTaken: "Someone booked {title}'),
    names: /call\.justTaken\W+unknown placeholder \{title\}/,
  },
  {
    name: "a thank-you line with a placeholder the view does not fill",
    file: "src/content/pages/contact.yaml",
    breakIt: (text) => text.replace("Need us sooner? Call {phoneLink}", "Need us sooner? Call {phone}"),
    names: /thankYou\.sooner: unknown placeholder \{phone\}/,
  },
  {
    name: "a lead error page's line with a placeholder the page does not fill there",
    file: "src/content/pages/lead-error.yaml",
    breakIt: (text) => text.replace(/^( {2}changeSubject:).*$/m, '$1 "About your {unit}"'),
    names: /held\.changeSubject: unknown placeholder \{unit\}/,
  },
  {
    name: "/services copy with a misspelt field",
    file: "src/content/pages/services.yaml",
    breakIt: (text) => text.replace("guarantee:", "guarantees:"),
    names: /guarantee\W+Required/,
  },
  {
    name: "location copy with a placeholder only service pages know",
    file: "src/content/pages/locations.yaml",
    breakIt: (text) => text.replace("in {place}: launch plans", "in {city}: launch plans"),
    names: /services\.2\.text: unknown placeholder \{city\}/,
  },
  {
    name: "franchise page copy with a directory title too long for search results",
    file: "src/content/pages/franchises.yaml",
    breakIt: (text) =>
      text.replace(/^( {2}title: ")(.*)"$/m, '$1$2, with extra words nobody will ever read in a result"'),
    names: /directory\.title: must be 5-70 characters/,
  },
  {
    name: "blog copy without its feed title",
    file: "src/content/pages/blog.yaml",
    breakIt: (text) => text.replace(/^feed:\n {2}title: .*\n/m, "feed:\n"),
    names: /feed\.title\W+Required/,
  },
  {
    name: "a package whose price is not whole pounds",
    file: "src/content/packages.yaml",
    breakIt: (text) => text.replace("amount: 450", "amount: 449.5"),
    names: /amount/,
  },
  {
    name: "a FAQ answer with an unknown placeholder",
    file: "src/content/faq.yaml",
    breakIt: (text) => text.replace("typically take {packageTimelines}", "typically take {packageTimeline}"),
    names: /answer: unknown placeholder \{packageTimeline\}/,
  },
  {
    name: "a menu link to a page the site does not have",
    file: "src/content/navigation.yaml",
    breakIt: (text) => text.replace("href: /locations", "href: /location"),
    names: /explore\.links\.\d+\.href: no page at \/location: link to a page the site has/,
  },
  {
    name: "a services menu entry naming a service page that does not exist",
    file: "src/content/navigation.yaml",
    breakIt: (text) => text.replace("page: territory-selection", "page: territory-choice"),
    names: /services\.links\.\d+\.page: no service page "territory-choice"/,
  },
  {
    name: "a testimonial rated out of ten",
    file: "src/content/testimonials.yaml",
    breakIt: (text) => text.replace("rating: 5", "rating: 9"),
    names: /rating/,
  },
];

const folders: string[] = [];
afterAll(() => removeCopies(folders));

/** A new copy of the project's sources, with the frozen fixture catalogue swapped in. */
async function copyWithFixtureCatalogue() {
  const root = await copySiteSources("content-error-");
  folders.push(root);
  await swapInSmallCatalogue(root);
  return root;
}

/** Breaks the case's file in the copy at `root`; resolves with the file's words before. */
async function breakFile(root: string, { file, breakIt }: BrokenFile) {
  const path = join(root, file);
  const original = await readFile(path, "utf8");
  const broken = breakIt(original);
  expect(broken, "the test must actually change the file").not.toBe(original);
  await writeFile(path, broken);
  return original;
}

/** The folder of a content file, or "list file" for one at the top of src/content (each a list or a register). */
const kindOf = (file: string) => (/^src\/content\/[^/]+$/.test(file) ? "list file" : file.replace(/[^/]+$/, ""));

// One copy for every in-process case: each breaks its file, is checked and puts the file back, one after another
// (a file's cases run in order), so a case sees only its own mistake. Copying the sources costs more than the check.
describe("the content check names the file and the field of each mistake", () => {
  let root = "";
  beforeAll(async () => {
    root = await copyWithFixtureCatalogue();
  });

  it("finds nothing in the copy before a case breaks it", () => {
    expect(checkContent(root)).toEqual([]);
  });

  it.each(CASES)("$name", async (broken) => {
    const original = await breakFile(root, broken);
    try {
      const problems = checkContent(root).filter(({ file }) => file === broken.file);
      expect(problems.map(({ field, message }) => `${field}: ${message}`).join("\n")).toMatch(broken.names);
    } finally {
      await writeFile(join(root, broken.file), original);
    }
  });
});

describe("a bad content file fails the build with the file and field named", () => {
  it.each(CASES.filter((broken) => broken.atBuild))("$name", async (broken) => {
    const root = await copyWithFixtureCatalogue();
    await breakFile(root, broken);
    const { status, output } = await runNodeCommand(root, [join(root, "node_modules", "astro", "astro.js"), "sync"]);
    expect(status).not.toBe(0);
    expect(output).toContain(broken.file);
    expect(output).toMatch(broken.names);
  });

  it("runs a case of every kind of file the cases break", () => {
    const built = new Set(CASES.filter((broken) => broken.atBuild).map(({ file }) => kindOf(file)));
    for (const { file } of CASES)
      expect([...built], `no case of ${file}'s kind runs through Astro`).toContain(kindOf(file));
  });
});
