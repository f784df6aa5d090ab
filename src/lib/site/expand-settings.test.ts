import { describe, expect, it } from "vitest";
import { claims, site, type SiteConfig } from "@/config/site";
import {
  SITE_PLACEHOLDERS,
  expandCopy,
  expandSettings,
  settingsFromSite,
  unknownPlaceholders,
} from "./expand-settings";

const settings = settingsFromSite();

describe("expandSettings", () => {
  it("fills every placeholder from the site config", () => {
    expect(expandSettings("Call {phone} or write to {email}.", settings)).toBe(
      `Call ${site.phone.display} or write to ${site.email}.`,
    );
    expect(expandSettings("A free {callMinutes}-minute call, since {founded}", settings)).toBe(
      `A free ${site.discoveryCallMinutes}-minute call, since ${site.foundedYear}`,
    );
    expect(expandSettings("{paymentIntroductionFees}", settings)).toBe(site.payment.introductionFees);
  });

  it("follows a changed config: the copy states each fact once", () => {
    // The config is `as const`, so another business's values need a cast to its type.
    const phone = { display: "0161 496 0000", e164: "+441614960000" };
    const rebranded = settingsFromSite({ ...site, phone } as unknown as SiteConfig);
    expect(expandSettings("Call {phone}", rebranded)).toBe("Call 0161 496 0000");
  });

  it("takes every figure from the register of claims, in its one wording", () => {
    for (const [key, figure] of Object.entries(claims.figures)) {
      expect(settings[`claim:${key}`]).toBe(figure.text);
      expect(settings[`claim:${key}.value`]).toBe(figure.value);
      expect(settings[`claim:${key}.label`]).toBe(figure.label);
      if (figure.definition) expect(settings[`claim:${key}.definition`]).toBe(figure.definition);
    }
    expect(expandSettings("{claim:founded}", settings)).toContain(String(claims.founded.year));
  });

  it("leaves text without placeholders, and braces that are not placeholders, unchanged", () => {
    expect(expandSettings("No settings here.", settings)).toBe("No settings here.");
    expect(expandSettings("{ spaced } and {} stay", settings)).toBe("{ spaced } and {} stay");
  });

  it("throws on an unknown placeholder, naming it and where it was", () => {
    expect(() => expandSettings("Call {phoen}", settings, "src/content/pages/home.yaml.hero.lead")).toThrow(
      /src\/content\/pages\/home\.yaml\.hero\.lead: unknown placeholder \{phoen\}/,
    );
  });

  it("uses extra names a page adds, such as {place}", () => {
    expect(expandSettings("Advice in {place} since {founded}", { ...settings, place: "Leeds" })).toBe(
      `Advice in Leeds since ${site.foundedYear}`,
    );
  });
});

describe("expandCopy", () => {
  it("expands strings at any depth and keeps numbers, booleans and order", () => {
    const copy = { title: "{businessName}", items: [{ step: 1, text: "{hours}", popular: true }] };
    expect(expandCopy(copy, settings)).toEqual({
      title: site.businessName,
      items: [{ step: 1, text: site.hours.display, popular: true }],
    });
  });

  it("names the field path of an unknown placeholder", () => {
    expect(() => expandCopy({ items: [{ text: "{nope}" }] }, settings, "faq.yaml")).toThrow(
      /faq\.yaml\.items\[0\]\.text: unknown placeholder \{nope\}/,
    );
  });
});

describe("unknownPlaceholders", () => {
  it("lists only the names that are not known", () => {
    expect(unknownPlaceholders("{phone} {place} {phoen}", SITE_PLACEHOLDERS)).toEqual(["place", "phoen"]);
    expect(unknownPlaceholders("{phone} {place}", [...SITE_PLACEHOLDERS, "place"])).toEqual([]);
  });

  it("knows every setting the brief names", () => {
    for (const name of ["phone", "email"]) expect(SITE_PLACEHOLDERS).toContain(name);
    for (const name of ["founded", "product", "businessName", "replyWithin", "hours", "enquiryDays", "accreditation"]) {
      expect(SITE_PLACEHOLDERS).toContain(name);
    }
  });
});

describe("claims about the business", () => {
  it("are shown only in the register's own words: no placeholder puts a figure's value under another label", () => {
    for (const name of ["years", "clients", "successRate", "advisorSuccessRate", "relationships"]) {
      expect(SITE_PLACEHOLDERS).not.toContain(name);
    }
    expect(unknownPlaceholders("{successRate} succeed", SITE_PLACEHOLDERS)).toEqual(["successRate"]);
  });
});
