import { describe, expect, it } from "vitest";
import { rehypeScrollTables, tableLabel, type HastNode } from "./rehype-scroll-tables";

const el = (tagName: string, children: HastNode[] = []): HastNode => ({
  type: "element",
  tagName,
  properties: {},
  children,
});
const text = (value: string): HastNode => ({ type: "text", value });
const table = () =>
  el("table", [
    el("thead", [el("tr", [el("th", [text("Stage")]), el("th", [text(" Typical "), el("em", [text("time")])])])]),
    el("tbody", [el("tr", [el("td", [text("1")]), el("td", [text("2 weeks")])])]),
  ]);

describe("rehypeScrollTables", () => {
  it("wraps each table in a focusable, labelled scroll region and leaves other nodes alone", () => {
    const first = table();
    const tree = { type: "root", children: [el("p", [text("Intro")]), first, el("section", [table()])] };
    rehypeScrollTables()(tree, { path: "/x/src/content/blog/a.mdx" });
    const [para, wrapper, section] = tree.children;
    expect(para.tagName).toBe("p");
    expect(wrapper).toMatchObject({
      tagName: "section",
      properties: { className: ["table-scroll"], ariaLabel: "Table: Stage, Typical time", tabIndex: 0 },
    });
    expect(wrapper.children?.[0]).toBe(first);
    expect(section.children?.[0].tagName).toBe("section");
    expect(section.children?.[0].children?.[0].tagName).toBe("table");
  });

  it("only touches files under `pathIncludes`", () => {
    const tree = { type: "root", children: [table()] };
    rehypeScrollTables({ pathIncludes: "/src/content/blog/" })(tree, { path: "/x/src/pages/cookies.mdx" });
    expect(tree.children[0].tagName).toBe("table");
  });

  it("names a table without header cells plainly", () => {
    expect(tableLabel(el("table", [el("tr", [el("td", [text("a")])])]))).toBe("Table");
  });
});
