import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkMdxKit, type MdxKitOptions } from "./remark-mdx-kit";

const options: MdxKitOptions = {
  franchiseSlugs: new Set(["brightwell-window-care"]),
  franchiseCategories: new Set(["cleaning"]),
  imageNames: new Set(["chart.png"]),
  facts: [
    ["national-living-wage", undefined, new Date("2026-04-01")],
    ["vat-registration-threshold", undefined, new Date("2024-04-01")],
    ["personal-allowance", "2026/27", undefined],
    ["start-up-loan-rate", undefined, undefined],
  ].map(([id, taxYear, appliesFrom]) => ({
    id: id as string,
    value: 1,
    display: "£1",
    label: "A figure for the test",
    ...(taxYear ? { taxYear: taxYear as string } : {}),
    ...(appliesFrom ? { appliesFrom: appliesFrom as Date } : {}),
    source: "GOV.UK",
    sourceUrl: "https://www.gov.uk/",
    reviewBy: new Date("2027-04-05"),
  })),
};
const PATH = `${process.cwd()}/src/content/blog/example-article.mdx`;

/** Compiles MDX with the plugin, as the build does; resolves to the error message or "ok". */
async function check(mdx: string): Promise<string> {
  try {
    await compile(new VFile({ path: PATH, value: `Intro.\n\n${mdx}\n` }), { remarkPlugins: [[remarkMdxKit, options]] });
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("remark-mdx-kit", () => {
  it("passes valid kit components", async () => {
    expect(
      await check(`<FranchiseCard slug="brightwell-window-care" />

<FranchiseList category="cleaning" limit={2} />

<KeyFigures figures={[{ value: "1", label: "One" }, { value: "2", label: "Two" }]} source="ONS, 2024" />

<Figure src="./images/chart.png" alt="A chart of costs" caption="Costs" />

<CostTable caption="Costs" rows={[{ item: "Fee", min: 1, max: 2 }]} total />

<Callout type="tip">Hello</Callout>

<Checklist>
- One
- Two
</Checklist>

<VideoLink href="https://www.youtube.com/watch?v=x" title="A video" poster="chart.png" />

<ConsultationCta />`),
    ).toBe("ok");
  });

  it("fails on an unknown FranchiseCard slug, naming the file, line and slug", async () => {
    const message = await check(`<FranchiseCard slug="no-such-franchise" />`);
    expect(message).toContain("src/content/blog/example-article.mdx:3");
    expect(message).toContain('<FranchiseCard slug="no-such-franchise">');
    expect(message).toMatch(/no franchise with that slug/);
  });

  it("fails on an unknown FranchiseList category", async () => {
    expect(await check(`<FranchiseList category="laundry" />`)).toMatch(/category="laundry".*franchise-categories/);
    expect(await check(`A span of <CatalogueRange category="laundry" />.`)).toMatch(
      /<CatalogueRange category="laundry">.*franchise-categories/,
    );
    expect(await check(`A span of <CatalogueRange category="cleaning" />.`)).toBe("ok");
  });

  it("fails on KeyFigures with one or five figures", async () => {
    const one = `<KeyFigures figures={[{ value: "1", label: "One" }]} />`;
    const five = `<KeyFigures figures={[${Array.from({ length: 5 }, (_, i) => `{ value: "${i}", label: "L${i}" }`).join(", ")}]} />`;
    expect(await check(one)).toMatch(/example-article\.mdx:3: <KeyFigures>: needs 2 to 4 figures, got 1/);
    expect(await check(five)).toMatch(/got 5/);
  });

  it("fails on a Figure without alt text or with an unknown image", async () => {
    expect(await check(`<Figure src="chart.png" caption="Costs" />`)).toMatch(/<Figure>: alt is required/);
    expect(await check(`<Figure src="chart.png" alt="" />`)).toMatch(/alt is required/);
    expect(await check(`<Figure src="missing.png" alt="A chart of costs" />`)).toMatch(/no such image/);
  });

  it("fails on unknown props, bad callout types, video links and checklists without a list", async () => {
    expect(await check(`<FranchiseList categroy="cleaning" />`)).toMatch(/unknown prop categroy/);
    expect(await check(`<Callout type="danger">x</Callout>`)).toMatch(/type must be one of/);
    expect(await check(`<VideoLink href="http://x.test/v" title="A" poster="chart.png" />`)).toMatch(/https/);
    expect(await check(`<Checklist>\nJust text\n</Checklist>`)).toMatch(/Markdown list/);
    expect(await check(`<CostTable caption="C" rows={[{ item: "Fee", min: 5, max: 1 }]} />`)).toMatch(/max must be/);
  });

  it("leaves props written as expressions to the components", async () => {
    expect(await check(`export const n = 2\n\n<FranchiseList category="cleaning" limit={n} />`)).toBe("ok");
  });

  it("passes a Fact and KeyFigures drawn from facts the file holds", async () => {
    expect(
      await check(`The wage is <Fact id="national-living-wage" /> from <Fact id="national-living-wage" show="from" />.

<KeyFigures facts={["national-living-wage", "vat-registration-threshold"]} />`),
    ).toBe("ok");
  });

  it("reads a list the editor wrote empty as left out, in KeyFigures", async () => {
    // Keystatic writes a list field with nothing in it as `[]`: the block's other list is the one it shows.
    expect(
      await check(`<KeyFigures facts={["national-living-wage", "vat-registration-threshold"]} figures={[]} />`),
    ).toBe("ok");
    expect(
      await check(`<KeyFigures figures={[{ value: "1", label: "One" }, { value: "2", label: "Two" }]} facts={[]} />`),
    ).toBe("ok");
    expect(await check(`<KeyFigures figures={[]} facts={[]} />`)).toMatch(/either figures or facts/);
  });

  it("fails on a Fact id not in the facts file, naming the file, line and id", async () => {
    const message = await check(`Pay at least <Fact id="national-living-wag" /> an hour.`);
    expect(message).toContain("src/content/blog/example-article.mdx:3");
    expect(message).toContain('no fact with id "national-living-wag" in src/content/uk-facts.yaml');
    expect(await check(`Pay <Fact />.`)).toMatch(/<Fact>: id is required/);
    // A Fact inserted in the editor and never given its fact (the editor starts it on none) is named too.
    expect(await check(`Pay <Fact id="" />.`)).toContain('no fact with id ""');
    expect(await check(`Since <Fact id="national-living-wage" show="month" />.`)).toMatch(/show must be one of/);
    expect(await check(`For <Fact id="national-living-wage" show="year" />.`)).toMatch(/has no taxYear/);
    expect(await check(`For <Fact id="personal-allowance" show="year" />.`)).toBe("ok");
    expect(await check(`Since <Fact id="start-up-loan-rate" show="from" />.`)).toMatch(/has no appliesFrom/);
  });

  it("fails on KeyFigures facts with an unknown id, too few, or with figures or a source beside them", async () => {
    expect(await check(`<KeyFigures facts={["national-living-wage", "no-such-fact"]} />`)).toMatch(
      /no fact with id "no-such-fact"/,
    );
    expect(await check(`<KeyFigures facts={["national-living-wage"]} />`)).toMatch(/needs 2 to 4 facts, got 1/);
    expect(
      await check(
        `<KeyFigures facts={["national-living-wage", "vat-registration-threshold"]} figures={[{ value: "1", label: "One" }]} />`,
      ),
    ).toMatch(/either figures or facts/);
    expect(
      await check(`<KeyFigures facts={["national-living-wage", "vat-registration-threshold"]} source="GOV.UK" />`),
    ).toMatch(/facts bring their own sources/);
  });
});
