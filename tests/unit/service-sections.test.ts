// A service page is its content file: every section type renders through its section component, and an edit to
// the file (here a step title) is what the page shows.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import ServiceSections from "@/components/sections/ServiceSections.astro";
import { CONSULTATION_TYPES } from "@/lib/leads/browser/fields";
import { servicePageFiles } from "./copy-files";

const pages = servicePageFiles();

describe("service page sections", () => {
  it("render every section's heading and items from the content files", async () => {
    const container = await AstroContainer.create();
    for (const page of pages) {
      const html = await container.renderToString(ServiceSections, { props: { sections: page.sections } });
      for (const section of page.sections) {
        expect(html, `${page.path} ${section.type}`).toContain(escape(section.heading.title));
        const first = section.items[0] as { title?: string; value?: string; name?: string };
        const shown = first.title ?? first.value ?? first.name;
        expect(html, `${page.path} ${section.type}`).toContain(escape(shown!));
      }
    }
  });

  it("show an edited step title", async () => {
    const page = pages.find((entry) => entry.sections.some((section) => section.type === "process"))!;
    const sections = page.sections.map((section) =>
      section.type === "process"
        ? { ...section, items: section.items.map((step, i) => (i === 0 ? { ...step, title: "An edited step" } : step)) }
        : section,
    );
    const container = await AstroContainer.create();
    const html = await container.renderToString(ServiceSections, { props: { sections } });
    expect(html).toContain("An edited step");
  });
});

/** The text as Astro escapes it in HTML. */
function escape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

describe("the consultation form's types", () => {
  // The type a visitor booking from each service page would choose. A new service page needs an entry (and, if
  // none fits, a new type in CONSULTATION_TYPES); a type no service page offers is dropped.
  const TYPE_OF_SERVICE: Record<string, (typeof CONSULTATION_TYPES)[number]> = {
    "/services/franchise-advisor-services": "general",
    "/services/buying-franchise-guide": "general",
    "/services/franchise-broker-consultation": "specific",
    "/services/investment-analysis": "investment",
    "/services/legal-documentation-support": "legal",
    "/services/territory-selection": "territory",
    "/services/business-coaching": "coaching",
    "/services/franchise-support-services": "support",
  };

  it("match the services actually offered, one for each service page and none for a service not offered", () => {
    for (const page of pages) expect(TYPE_OF_SERVICE[page.path], page.path).toBeDefined();
    expect(new Set(Object.values(TYPE_OF_SERVICE))).toEqual(new Set(CONSULTATION_TYPES));
    expect(Object.keys(TYPE_OF_SERVICE).sort()).toEqual(pages.map((page) => page.path).sort());
  });
});
