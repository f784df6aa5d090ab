import { describe, expect, it } from "vitest";
import {
  faq as readFaq,
  menus as readMenus,
  packages as readPackages,
  servicePageFiles,
  testimonials as readTestimonials,
} from "./copy-files";
import { launchPackages } from "./packages-fixture";
import { PACKAGE_IDS } from "@/config/package-ids";

const packages = readPackages();
const servicePages = servicePageFiles();
const faq = { items: readFaq() };
const testimonials = { items: readTestimonials() };

describe("packages", () => {
  it("each offer a known package once, at most one marked most popular", () => {
    const ids = packages.map((pkg) => pkg.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(PACKAGE_IDS).toContain(id);
    expect(packages.filter((pkg) => pkg.popular).length).toBeLessThanOrEqual(1);
  });
});

describe("the specification's packages (frozen fixture)", () => {
  const launch = launchPackages();

  it("are Silver £150, Gold £450 (most popular) and Platinum £950 with their timelines", () => {
    const spec = ["silver", "gold", "platinum"].map((id) => launch.find((pkg) => pkg.id === id)!);
    expect(spec.map((pkg) => [pkg.name, pkg.price, pkg.amount, pkg.popular, pkg.timeline])).toEqual([
      ["Silver", "£150", 150, false, "4-6 weeks"],
      ["Gold", "£450", 450, true, "6-10 weeks"],
      ["Platinum", "£950", 950, false, "8-16 weeks"],
    ]);
  });

  it("quote the specification's contents", () => {
    const byId = (id: string) => launch.find((pkg) => pkg.id === id)!;
    const [silver, gold, platinum] = [byId("silver"), byId("gold"), byId("platinum")];
    expect(silver.features).toContain("60-minute consultation");
    expect(silver.features).toContain("3 franchise recommendations");
    expect(silver.features).toContain("30 days of email support");
    expect(gold.features).toContain("2-hour consultation");
    expect(gold.features).toContain("5-7 franchise recommendations");
    expect(gold.features).toContain("90 days of phone and email support");
    expect(platinum.features).toContain("Up to 6 hours of consultation");
    expect(platinum.features).toContain("6 months of support");
  });
});

describe("service pages", () => {
  it("are what the footer's services menu links to, each once", () => {
    const [services] = readMenus().footer;
    const hrefs = services!.links.map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(servicePages.map((page) => page.path)).toContain(href);
  });

  it("have SEO titles and descriptions within search-result limits", () => {
    for (const { seo, path } of servicePages) {
      expect(seo.title.length, path).toBeLessThanOrEqual(70);
      expect(seo.description.length, path).toBeGreaterThanOrEqual(50);
      expect(seo.description.length, path).toBeLessThanOrEqual(200);
    }
  });
});

describe("services page copy", () => {
  it("has testimonials, each with a name kept as data", () => {
    expect(testimonials.items.length).toBeGreaterThan(0);
    for (const item of testimonials.items) expect(item.name.length).toBeGreaterThan(0);
  });

  it("answers the refund and timeline questions with the specification's figures", () => {
    const answers = faq.items.map((item) => item.answer).join(" ");
    expect(answers).toContain("Silver 4-6 weeks, Gold 6-10 weeks, Platinum 8-16 weeks");
    // The specification's 30-day refund, counted from the recommendations so it fits every package's timeline.
    expect(answers).toMatch(
      /within 30 days of receiving the recommendations and we will refund your package fee in full/,
    );
  });
});
