// The MDX kit rendered through the Container API: what each component outputs, that none ships a script, and
// that bad props fail the render (the build) with a clear message.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { mdxKit } from "@/components/mdx";
import Callout from "@/components/mdx/Callout.astro";
import KeyFigures from "@/components/mdx/KeyFigures.astro";
import Checklist from "@/components/mdx/Checklist.astro";
import CostTable from "@/components/mdx/CostTable.astro";
import ConsultationCta from "@/components/mdx/ConsultationCta.astro";
import VideoLink from "@/components/mdx/VideoLink.astro";
import Fact from "@/components/mdx/Fact.astro";
import CareHourTable from "@/components/mdx/CareHourTable.astro";
import { careHourMargin, formatPounds } from "@/lib/facts/care-hour";
import { ukFacts } from "@/lib/facts/uk-facts-file";
import { formatLongDate } from "@/lib/ui/format";
import { KIT_PROPS } from "@/lib/markdown/mdx-kit";

// The Container API has no content store: page copy comes from the same YAML files, read by the test loader.
vi.mock("@/lib/content/page-copy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/content/page-copy")>()),
  getPageCopy: (await import("./copy-files")).readPageCopy,
}));

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const noScript = (html: string) => expect(html).not.toMatch(/<script|client:|astro-island/);

describe("MDX kit components", () => {
  it("are exactly the components whose props the build checks", () => {
    expect(Object.keys(mdxKit).sort()).toEqual(Object.keys(KIT_PROPS).sort());
  });

  it("Callout renders a named note with its body", async () => {
    const html = await container.renderToString(Callout, {
      props: { type: "warning" },
      slots: { default: "<p>Check the break clause.</p>" },
    });
    expect(html).toMatch(/role="note"[^>]*aria-label="Warning"|aria-label="Warning"[^>]*role="note"/);
    expect(html).toContain("Check the break clause.");
    noScript(html);
    await expect(container.renderToString(Callout, { props: { type: "danger" } })).rejects.toThrow(/one of note/);
  });

  it("KeyFigures renders each value with its label and the source", async () => {
    const figures = [
      { value: "£90,000", label: "VAT threshold" },
      { value: "20%", label: "Standard rate" },
      { value: "5%", label: "Reduced rate" },
    ];
    // The facts list the editor writes empty beside the figures (`facts={[]}`) is the same as none.
    const html = await container.renderToString(KeyFigures, {
      props: { figures, facts: [], source: "GOV.UK, 2025", sourceUrl: "https://www.gov.uk/vat-rates" },
    });
    for (const figure of figures) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${figure.label}</dt>\\s*<dd[^>]*>${figure.value}</dd>`));
    }
    expect(html).toMatch(/Source: <a href="https:\/\/www.gov.uk\/vat-rates"[^>]*>\s*GOV.UK, 2025\s*<\/a>/);
    noScript(html);
    await expect(container.renderToString(KeyFigures, { props: { figures: figures.slice(0, 1) } })).rejects.toThrow(
      /needs 2 to 4 figures, got 1/,
    );
  });

  it("Checklist needs a list inside", async () => {
    const html = await container.renderToString(Checklist, {
      props: { title: "Before you sign" },
      slots: { default: "<ul><li>Read the agreement</li></ul>" },
    });
    expect(html).toContain("Before you sign");
    expect(html).toContain("<li>Read the agreement</li>");
    await expect(container.renderToString(Checklist, { slots: { default: "<p>No list</p>" } })).rejects.toThrow(
      /Markdown list/,
    );
  });

  it("CostTable is a captioned, focusable, scrolling region with a total", async () => {
    const html = await container.renderToString(CostTable, {
      props: {
        caption: "Start-up costs",
        rows: [
          { item: "Franchise fee", min: 10000, max: 25000, note: "On signing" },
          { item: "Insurance", min: 500 },
        ],
        total: true,
      },
    });
    expect(html).toMatch(/role="region"[^>]*aria-label="Start-up costs"[^>]*tabindex="0"[^>]*overflow-x-auto/);
    expect(html).toContain("<caption");
    expect(html).toContain("£10,000 - £25,000");
    expect(html).toMatch(/Total\s*<\/th>\s*<td[^>]*>£10,500 - £25,500<\/td>/);
    noScript(html);
    await expect(container.renderToString(CostTable, { props: { caption: "", rows: [] } })).rejects.toThrow(
      /caption is required/,
    );
  });

  it("CostTable with notes (wider than a phone) says under it, on narrow screens only, that it scrolls", async () => {
    const rows = [{ item: "Franchise fee", min: 10000, max: 25000 }];
    const hint =
      /<p class="[^"]*sm:hidden[^"]*"[^>]*>\s*<span aria-hidden="true"[^>]*>↔<\/span> Scroll the table sideways/;
    const wide = await container.renderToString(CostTable, {
      props: { caption: "Start-up costs", rows: [{ ...rows[0], note: "On signing" }] },
    });
    expect(wide).toMatch(hint);
    const narrow = await container.renderToString(CostTable, { props: { caption: "Start-up costs", rows } });
    expect(narrow).not.toMatch(/Scroll the table sideways/);
  });

  it("CareHourTable costs an hour of care from the National Living Wage fact and states the paid-travel ratio", async () => {
    const column = { label: "Council-funded client", charge: 24, travelRatio: 0.2, mileage: 1.6 };
    const html = await container.renderToString(CareHourTable, { props: { caption: "One hour", columns: [column] } });
    const wage = ukFacts.find((fact) => fact.id === "national-living-wage")!;
    const result = careHourMargin(Number(wage.value), column);
    expect(html).toContain(formatPounds(result.pay));
    expect(html).toContain(`${formatPounds(result.margin)} (about ${result.marginPercent}%)`);
    expect(html).toContain(`National Living Wage of ${wage.display}`);
    expect(html).toMatch(/20% of each hour of care \(12 minutes\) for a council-funded client/);
    noScript(html);
    await expect(
      container.renderToString(CareHourTable, { props: { caption: "One hour", columns: [] } }),
    ).rejects.toThrow(/columns must be a non-empty list/);
  });

  it("ConsultationCta links to the consultation form and the phone", async () => {
    const html = await container.renderToString(ConsultationCta, { props: { title: "Unsure which sector?" } });
    expect(html).toContain("Unsure which sector?");
    expect(html).toContain('href="/#contact"');
    expect(html).toContain('href="tel:');
    noScript(html);
  });

  it("VideoLink is a plain link with a local poster: nothing loads from the video host", async () => {
    const html = await container.renderToString(VideoLink, {
      props: {
        href: "https://www.youtube.com/watch?v=abc",
        title: "Meet a franchisee",
        poster: "low-cost-franchises-uk.jpg",
      },
    });
    expect(html).toMatch(/<a href="https:\/\/www.youtube.com\/watch\?v=abc"/);
    expect(html).toContain("Watch: Meet a franchisee");
    expect(html).not.toMatch(/<iframe|src="https?:\/\//);
    noScript(html);
    await expect(
      container.renderToString(VideoLink, { props: { href: "https://x.test/v", title: "A", poster: "nope.jpg" } }),
    ).rejects.toThrow(/no such image/);
  });

  it("Fact prints a UK figure, or the day it applies from, and fails on an unknown id", async () => {
    const fact = ukFacts[0]!;
    expect((await container.renderToString(Fact, { props: { id: fact.id } })).trim()).toBe(
      fact.display.replace(/&/g, "&amp;"),
    );
    const dated = ukFacts.find((candidate) => candidate.appliesFrom)!;
    expect((await container.renderToString(Fact, { props: { id: dated.id, show: "from" } })).trim()).toBe(
      formatLongDate(dated.appliesFrom!),
    );
    const yearly = ukFacts.find((candidate) => candidate.taxYear);
    if (yearly) {
      const html = await container.renderToString(Fact, { props: { id: yearly.id, show: "year" } });
      expect(html.trim()).toBe(yearly.taxYear);
    }
    await expect(container.renderToString(Fact, { props: { id: "no-such-figure" } })).rejects.toThrow(
      /no fact with id "no-such-figure" in src\/content\/uk-facts\.yaml/,
    );
  });

  it("KeyFigures from facts shows each fact's value and label, and links each source once", async () => {
    // One fact per source where the file has several, so the source line lists more than one.
    const chosen = [...new Map(ukFacts.map((fact) => [fact.sourceUrl, fact])).values()].slice(0, 3);
    if (chosen.length < 2) chosen.push(...ukFacts.filter((fact) => !chosen.includes(fact)).slice(0, 2 - chosen.length));
    // The figures list the editor writes empty beside the facts (`figures={[]}`) is the same as none.
    const html = await container.renderToString(KeyFigures, {
      props: { facts: chosen.map((fact) => fact.id), figures: [] },
    });
    for (const fact of chosen) {
      expect(html).toContain(`>${fact.display}</dd>`);
      expect(html).toContain(fact.label);
    }
    const urls = new Set(chosen.map((fact) => fact.sourceUrl));
    for (const url of urls) expect(html.split(`href="${url}"`).length - 1).toBe(1);
    expect(html).toMatch(urls.size === 1 ? /Source: <a/ : /Sources: <a/);
    expect(html).not.toMatch(/\s;/);
    noScript(html);
  });
});
