import { describe, expect, it } from "vitest";
import {
  EXAMPLE_SITE_URL,
  brochureFacts,
  brochureFilePlaceholders,
  brochurePlaceholders,
  bylinePlaceholders,
  eventPlaceholders,
  evidencePlaceholders,
  sampleWordsPlaceholders,
  sampleSizePlaceholders,
  processorPlaceholders,
  formatLaunchList,
  LAUNCH_GROUPS,
  launchGroup,
  franchisePlaceholders,
  hasEvidence,
  isConsented,
  isProductionSite,
  isShownTestimonial,
  isSiteBrochure,
  launchCheckRequired,
  shownByline,
  sitePlaceholders,
  siteUrlPlaceholders,
  deliveryPlaceholders,
  hasEnquiryDelivery,
  testimonialPlaceholders,
  type LaunchSite,
} from "./placeholders";
import { POLICIES_FILE, POLICIES_FORM, POLICIES_WORDING, policiesFormPlace } from "../schemas/policies-schema";

const checked = { source: "Client survey 2026, Evidence/outcomes.xlsx", checkedOn: "2026-12-01" };

/** A business's own settings: nothing sample, nothing fictional, every claim with evidence. */
const realSite: LaunchSite = {
  businessName: "Harbour Franchise Advice",
  foundedYear: 2011,
  phone: { display: "0113 555 0199", e164: "+441135550199" },
  email: "advice@harbour-franchise.co.uk",
  hours: { display: "Mon-Fri 9am-5pm" },
  address: { streetAddress: "3 Wharf Street", addressLocality: "Leeds", postalCode: "LS2 7EQ" },
  legal: { companyName: "Harbour Franchise Advice Ltd", companyNumber: "09876543" },
  accreditation: { name: "the British Franchise Association", status: "affiliate" },
  heroVideo: { embedUrl: "https://www.youtube-nocookie.com/embed/own-film", title: "Meet the team" },
  sample: { phone: false, email: false, address: false, legal: false, heroVideo: false, accreditation: false },
  dataHandling: {
    processors: {
      host: { name: "Harbour Hosting Ltd" },
      email: { name: "Harbour Mail Ltd" },
      video: { name: "Harbour Video Ltd" },
    },
  },
};

describe("what counts as evidence and consent", () => {
  it("evidence is a source and the day it was checked; pending, nothing or half a record is not", () => {
    expect(hasEvidence(checked)).toBe(true);
    expect(hasEvidence({ source: "Survey", checkedOn: new Date("2026-12-01") })).toBe(true);
    for (const value of ["pending", undefined, null, {}, { source: "Survey" }, { ...checked, checkedOn: "soon" }]) {
      expect(hasEvidence(value), JSON.stringify(value)).toBe(false);
    }
    expect(hasEvidence({ source: "  ", checkedOn: "2026-12-01" })).toBe(false);
  });

  it("consent is genuine: true with the day agreed", () => {
    expect(isConsented({ genuine: true, consentedOn: new Date("2026-11-30") })).toBe(true);
    expect(isConsented({ genuine: true, consentedOn: "2026-11-30" })).toBe(true);
    for (const value of [undefined, { genuine: true }, { genuine: false, consentedOn: "2026-11-30" }, "yes"]) {
      expect(isConsented(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("a byline names its author only with consent, otherwise credits the business", () => {
    const consent = { genuine: true, consentedOn: "2026-11-30" };
    expect(shownByline({ author: "Ann Writer", authorConsent: consent }, "Biz")).toEqual({
      name: "Ann Writer",
      person: true,
    });
    expect(shownByline({ author: "Ann Writer" }, "Biz")).toEqual({ name: "Biz", person: false });
  });
});

describe("which builds must pass", () => {
  it("a production build is one whose SITE_URL names another host than the example", () => {
    expect(isProductionSite(undefined)).toBe(false);
    expect(isProductionSite("")).toBe(false);
    expect(isProductionSite(EXAMPLE_SITE_URL)).toBe(false);
    expect(isProductionSite(`${EXAMPLE_SITE_URL}/`)).toBe(false);
    expect(isProductionSite("https://www.harbour-franchise.co.uk")).toBe(true);
  });

  it("must pass the check unless ALLOW_PLACEHOLDERS=1", () => {
    const live = { SITE_URL: "https://www.harbour-franchise.co.uk" };
    expect(launchCheckRequired(live)).toBe(true);
    expect(launchCheckRequired({ ...live, ALLOW_PLACEHOLDERS: "1" })).toBe(false);
    expect(launchCheckRequired({ ...live, ALLOW_PLACEHOLDERS: "0" })).toBe(true);
    expect(launchCheckRequired({})).toBe(false);
  });
});

describe("receiving enquiries", () => {
  it("lists no way to receive enquiries when neither mail nor the CRM webhook is set", () => {
    for (const env of [{}, { SMTP_HOST: "  " }, { SMTP_USER: "advice", LEADS_MAIL_TO: "a@b.co.uk" }]) {
      expect(hasEnquiryDelivery(env)).toBe(false);
      expect(deliveryPlaceholders(env)).toMatchObject([
        { file: "environment", field: "SMTP_HOST", problem: expect.stringMatching(/^No way to receive enquiries/) },
      ]);
    }
  });

  it("lists nothing once mail or the CRM webhook is set", () => {
    for (const env of [{ SMTP_HOST: "smtp.example.net" }, { LEADS_WEBHOOK_URL: "https://crm.example.net/in" }]) {
      expect(hasEnquiryDelivery(env)).toBe(true);
      expect(deliveryPlaceholders(env)).toEqual([]);
    }
  });
});

describe("site settings", () => {
  it("lists nothing for a business's own settings and origin", () => {
    expect(sitePlaceholders(realSite)).toEqual([]);
    expect(siteUrlPlaceholders("https://www.harbour-franchise.co.uk")).toEqual([]);
  });

  it("lists every sample flag that is true, by its field, and SITE_URL left at the example", () => {
    const sample = Object.fromEntries(Object.keys(realSite.sample).map((key) => [key, true]));
    const items = sitePlaceholders({ ...realSite, sample });
    expect(items.map((item) => item.field)).toEqual(Object.keys(sample));
    expect(items.every((item) => item.file === "src/content/business.json")).toBe(true);
    expect(siteUrlPlaceholders(undefined)).toMatchObject([{ field: "SITE_URL" }]);
  });

  it("a hero film flag means nothing when there is no film", () => {
    const items = sitePlaceholders({ ...realSite, heroVideo: undefined, sample: { heroVideo: true } });
    expect(items).toEqual([]);
  });

  it("names the accreditation's status wording, which the BFA gives as affiliate", () => {
    const [item] = sitePlaceholders({ ...realSite, sample: { accreditation: true } });
    expect(item?.problem).toContain("Accredited affiliate of the British Franchise Association");
  });

  it("lists a value that is fictional whatever its flag says: a reserved domain, a drama number, company 00000000", () => {
    const fictional = {
      ...realSite,
      email: "hello@business.example",
      phone: { display: "020 7946 0321", e164: "+442079460321" },
      legal: { ...realSite.legal, companyNumber: "00000000" },
    };
    expect(sitePlaceholders(fictional).map((item) => item.field)).toEqual(["email", "phone", "legal"]);
  });

  it("lists each claim of the register without evidence, by its field", () => {
    const register = {
      founded: { year: 2011, text: "Advice since 2011", evidence: "pending" },
      figures: {
        successRate: { value: "95%", label: "Success rate", evidence: "pending" },
        years: { value: "10+", evidence: checked },
      },
    };
    expect(evidencePlaceholders("src/content/claims.json", register)).toMatchObject([
      { field: "founded.evidence", problem: expect.stringContaining('"Advice since 2011"') },
      { field: "figures.successRate.evidence", problem: expect.stringContaining('"95%" (Success rate)') },
    ]);
  });

  it("lists brochures no franchise offers, and those a sample franchise offers", () => {
    const franchises = [
      { file: "src/content/franchises/real.yaml", data: { brochureUrl: "/brochures/real.pdf", sample: false } },
      { file: "src/content/franchises/invented.yaml", data: { brochureUrl: "/brochures/invented.pdf", sample: true } },
    ];
    const brochures = ["public/brochures/real.pdf", "public/brochures/invented.pdf", "public/brochures/deleted.pdf"];
    expect(brochureFilePlaceholders(brochures, franchises)).toMatchObject([
      {
        file: "public/brochures/invented.pdf",
        problem: expect.stringContaining("src/content/franchises/invented.yaml"),
      },
      { file: "public/brochures/deleted.pdf", problem: expect.stringContaining("no franchise offers") },
    ]);
  });

  it("says a sample testimonial is invented, consent or not, and never shows it", () => {
    const consent = { genuine: true, consentedOn: "2026-11-30" };
    const quotes = [
      { id: "a", business: "Biz", sample: true, consent },
      { id: "b", business: "Real", consent },
    ];
    expect(testimonialPlaceholders("t.yaml", quotes)).toMatchObject([
      { field: "[0].sample", problem: expect.stringContaining("invented: delete") },
    ]);
    expect(isShownTestimonial(quotes[0]!)).toBe(false);
    expect(isShownTestimonial(quotes[1]!)).toBe(true);
  });
});

describe("content", () => {
  it("lists a franchise marked sample, and not one marked real", () => {
    expect(franchisePlaceholders("f.yaml", { name: "Acme", sample: true })).toMatchObject([
      { file: "f.yaml", field: "sample" },
    ]);
    expect(franchisePlaceholders("f.yaml", { name: "Acme", sample: false })).toEqual([]);
    expect(franchisePlaceholders("f.yaml", { name: "Acme" })).toEqual([]);
  });

  it("lists each processor the privacy notice must name and does not, the video provider only with a film", () => {
    const fields = (site: Parameters<typeof processorPlaceholders>[0]) =>
      processorPlaceholders(site).map((item) => item.field);
    expect(fields({})).toEqual(["dataHandling.processors.host", "dataHandling.processors.email"]);
    const film = { embedUrl: "https://www.youtube-nocookie.com/embed/x", title: "A film" };
    expect(fields({ heroVideo: film, dataHandling: { processors: { host: { name: "Host Ltd" } } } })).toEqual([
      "dataHandling.processors.email",
      "dataHandling.processors.video",
    ]);
  });

  it("sends the owner to the file and the editor's form for a processor, never to TypeScript", () => {
    const [host] = processorPlaceholders({});
    expect(host?.file).toBe(POLICIES_FILE);
    expect(host?.problem).toContain(`npm run edit, open ${policiesFormPlace("dataHandling.processors.host")}`);
    expect(policiesFormPlace("dataHandling.processors.host")).toMatch(
      new RegExp(
        `^${POLICIES_FORM} → .+ → ${POLICIES_WORDING["dataHandling.processors"]} → ${POLICIES_WORDING["dataHandling.processors.host"]}$`,
      ),
    );
    expect(formatLaunchList(processorPlaceholders({}))).not.toContain("site.ts");
  });

  it("lists each statistic whose sample size is still pending, by its key, among the claims", () => {
    const register = {
      figures: [
        { key: "rate", value: "95%", label: "Still trading", n: "pending" },
        { key: "counted", value: "90%", label: "Counted", n: { count: 212 } },
        { key: "clients", value: "500+", label: "Clients" },
      ],
    };
    const items = sampleSizePlaceholders("claims.json", register);
    expect(items).toMatchObject([{ file: "claims.json", field: "figures.rate.n" }]);
    expect(launchGroup(items[0]!)).toBe("claims");
  });

  it("lists a franchise whose introduction fee is not disclosed, not one recorded as paid or none", () => {
    expect(franchisePlaceholders("f.yaml", { name: "Acme", introductionFee: "not disclosed" })).toMatchObject([
      { file: "f.yaml", field: "introductionFee" },
    ]);
    for (const introductionFee of ["paid", "none"])
      expect(franchisePlaceholders("f.yaml", { name: "Acme", introductionFee })).toEqual([]);
  });

  it("lists a sample event and each speaker named without consent, not a real event with roles only", () => {
    const consent = { genuine: true, consentedOn: new Date("2026-11-30") };
    const items = eventPlaceholders("e.mdx", {
      title: "An evening",
      sample: true,
      speakers: [
        { role: "Advisor", name: "A Person" },
        { role: "Host", name: "B Person", nameConsent: consent },
        { role: "Guest" },
      ],
    });
    expect(items).toMatchObject([
      { file: "e.mdx", field: "sample" },
      { file: "e.mdx", field: "speakers[0].nameConsent", problem: expect.stringContaining('"A Person"') },
    ]);
    expect(eventPlaceholders("e.mdx", { title: "Real", sample: false, speakers: [{ role: "Advisor" }] })).toEqual([]);
  });

  it("lists testimonials without consent by index, and not those with it", () => {
    const consent = { genuine: true, consentedOn: new Date("2026-11-30") };
    const items = testimonialPlaceholders("t.yaml", [
      { id: "a", business: "A", consent },
      { id: "b", business: "B" },
    ]);
    expect(items).toMatchObject([{ file: "t.yaml", field: "[1].consent", problem: expect.stringContaining("id b") }]);
  });

  it("lists an article's byline without consent, but never a draft's", () => {
    expect(bylinePlaceholders("a.mdx", { author: "Ann" }, "Biz")).toMatchObject([{ field: "authorConsent" }]);
    expect(bylinePlaceholders("a.mdx", { author: "Ann", draft: true }, "Biz")).toEqual([]);
    const consent = { genuine: true, consentedOn: "2026-11-30" };
    expect(bylinePlaceholders("a.mdx", { author: "Ann", authorConsent: consent }, "Biz")).toEqual([]);
    // Crediting the business settles it too, and the line says so.
    expect(bylinePlaceholders("a.mdx", { author: "Ann" }, "Biz")[0]!.problem).toContain(
      'credit the business by setting author to "Biz"',
    );
    expect(bylinePlaceholders("a.mdx", { author: " Biz " }, "Biz")).toEqual([]);
  });

  it("finds every claim without evidence however deep, naming its path and figure", () => {
    const page = {
      hero: {
        highlights: [
          { value: "47%", label: "growth", evidence: "pending" },
          { value: "Free", label: "x" },
        ],
      },
      sections: [{ items: [{ figure: "up to 40%", title: "Revenue", evidence: checked }] }],
      packages: [{ name: "Gold", popular: true, evidence: "pending" }],
    };
    const items = evidencePlaceholders("p.yaml", page);
    expect(items.map((item) => item.field)).toEqual(["hero.highlights[0].evidence", "packages[0].evidence"]);
    expect(items[0]!.problem).toContain('"47%" (growth)');
    expect(items[1]!.problem).toContain('"Most Popular" mark on Gold');
  });
});

describe("brochures", () => {
  it("lists each settings fact a brochure does not show, however its text is spaced", () => {
    const facts = brochureFacts(realSite, "https://www.harbour-franchise.co.uk");
    const text =
      "Harbour Franchise Advice: advice since 2011. www.harbour-franchise.co.uk 0113 555 0199 Mon-Fri 9am-5pm";
    const items = brochurePlaceholders("b.pdf", text.replace(/ /g, "\n"), facts, "acme");
    expect(items).toMatchObject([
      { file: "b.pdf", field: "email", problem: expect.stringContaining("make-brochure.ts acme") },
    ]);
  });

  it("tells the site's own brochures (their contact heading) from a franchisor's PDF", () => {
    expect(isSiteBrochure(`Acme · Franchise brochure\nTalk it through,\nfree of charge 0113 555 0199`)).toBe(true);
    expect(isSiteBrochure("Acme Ltd franchise prospectus: call our franchise team")).toBe(false);
  });

  it("matches ligatures as letters", () => {
    const facts = [{ field: "businessName", value: "Fine Office" }];
    expect(brochurePlaceholders("b.pdf", "Fine Oﬃce", facts, "x")).toEqual([]);
  });
});

describe("formatLaunchList", () => {
  it("prints a count, then each group with what to do, and one line per item with file and field", () => {
    const list = formatLaunchList([{ file: "a.yaml", field: "sample", problem: "is a sample" }]);
    expect(list.split("\n")).toEqual([
      "Launch check: 1 placeholder to replace or confirm before the site goes live:",
      "",
      "Samples to replace (1): replace each with the real thing, or delete it.",
      "  a.yaml  sample: is a sample",
    ]);
    expect(formatLaunchList([])).toMatch(/nothing left/);
  });

  it("groups lines as settings, business details, samples, claims, consent, sentences to reword and the owner's approval, in that order", () => {
    const items = [
      { file: "src/content/testimonials.yaml", field: "[0].consent", problem: "p" },
      { file: "src/content/claims.json", field: "figures.clients.evidence", problem: "p" },
      { file: "src/content/testimonials.yaml", field: "[1].sample", problem: "p" },
      { file: "public/brochures/x.pdf", field: "file", problem: "p" },
      { file: "src/content/business.json", field: "phone", problem: "p" },
      { file: "src/content/uk-facts.yaml", field: "vat.reviewBy", problem: "p" },
      { file: "environment", field: "SITE_URL", problem: "p" },
      { file: "src/content/blog/a.mdx", field: "authorConsent", problem: "p" },
      {
        file: "src/content/claims.json",
        field: "figures.rate.definition",
        problem: 'sample words: "Sample definition"',
      },
      { file: "src/content/faq.yaml", field: "approval", problem: "not yet approved by the owner" },
      { file: "src/content/pages/home.yaml", field: "line 12", problem: "a claim about the business with no figure" },
    ];
    expect(items.map(launchGroup)).toEqual([
      "approval",
      "claims",
      "samples",
      "samples",
      "business",
      "approval",
      "settings",
      "approval",
      "samples",
      "words",
      "wording",
    ]);
    const headings = formatLaunchList(items)
      .split("\n")
      .filter((line) => /^[A-Z]\w.* \(\d+\): /.test(line))
      .map((line) => line.replace(/ \(.*/, ""));
    expect(headings).toEqual(LAUNCH_GROUPS.map((group) => group.title));
  });
});

describe("sample words", () => {
  it("lists every string marked as the template's sample words, by its field, and no other", () => {
    const data = {
      figures: { rate: { definition: "Sample definition: all clients.", label: "A sample of ten" } },
      reviewsPolicy: "Sample policy: all quotes.",
      list: ["Our own words", "sample text: lower case counts too"],
    };
    expect(sampleWordsPlaceholders("claims.json", data).map((item) => item.field)).toEqual([
      "figures.rate.definition",
      "reviewsPolicy",
      "list[1]",
    ]);
  });
});
