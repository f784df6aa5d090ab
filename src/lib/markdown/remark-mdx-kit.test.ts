import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkMdxKit, type MdxKitOptions } from "./remark-mdx-kit";

const options: MdxKitOptions = {
  franchiseSlugs: new Set(["brightwell-window-care"]),
  franchiseCategories: new Set(["cleaning"]),
  imageNames: new Set(["chart.png"]),
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
});
