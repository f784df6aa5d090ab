import { describe, expect, it } from "vitest";
import { remarkRemoveLeadingHeading, type MdastNode } from "./remark-remove-leading-heading";

const text = (value: string): MdastNode & { value: string } => ({ type: "text", value });
const heading = (depth: number, value: string): MdastNode => ({ type: "heading", depth, children: [text(value)] });
const paragraph = (value: string): MdastNode => ({ type: "paragraph", children: [text(value)] });
const root = (...children: MdastNode[]) => ({ type: "root", children });

const run = (tree: ReturnType<typeof root>, path = "/site/src/content/blog/guide.mdx", pathIncludes?: string) => {
  remarkRemoveLeadingHeading({ pathIncludes })(tree, { path });
  return tree.children;
};

describe("remarkRemoveLeadingHeading", () => {
  it("removes a leading level-1 heading and keeps the rest", () => {
    expect(run(root(heading(1, "Title"), paragraph("Intro"), heading(2, "Part")))).toEqual([
      paragraph("Intro"),
      heading(2, "Part"),
    ]);
  });

  it("looks past frontmatter and imports", () => {
    const tree = root({ type: "yaml" }, { type: "mdxjsEsm" }, heading(1, "T"));
    expect(run(tree).map((node) => node.type)).toEqual(["yaml", "mdxjsEsm"]);
  });

  it("keeps a leading level-2 heading and any level-1 heading that is not first", () => {
    const headingFirst = root(heading(2, "Part"), paragraph("x"));
    expect(run(headingFirst)).toHaveLength(2);
    const laterH1 = root(paragraph("Intro"), heading(1, "Later"));
    expect(run(laterH1)).toHaveLength(2);
  });

  it("removes only the first of two leading h1s", () => {
    expect(run(root(heading(1, "A"), heading(1, "B")))).toEqual([heading(1, "B")]);
  });

  it("leaves files outside `pathIncludes` alone", () => {
    const tree = root(heading(1, "Privacy"), paragraph("x"));
    expect(run(tree, "C:\\site\\src\\pages\\privacy.mdx", "/src/content/blog/")).toHaveLength(2);
    expect(run(root(heading(1, "T")), "C:\\site\\src\\content\\blog\\a.mdx", "/src/content/blog/")).toEqual([]);
  });

  it("copes with an empty document", () => {
    expect(run(root())).toEqual([]);
  });
});
