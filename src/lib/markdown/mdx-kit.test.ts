import { describe, expect, it } from "vitest";
import {
  MdxKitError,
  checkAlt,
  checkCalloutType,
  checkCostRows,
  checkKeyFigures,
  checkListLimit,
  checkVideoHref,
  costLabel,
  costTotal,
  imageFileName,
  isKitComponent,
  unknownProps,
  videoHost,
} from "./mdx-kit";

const figure = (n: number) => ({ value: `${n}%`, label: `Figure ${n}` });

describe("KeyFigures", () => {
  it("accepts 2 to 4 figures", () => {
    for (const count of [2, 3, 4]) {
      expect(checkKeyFigures(Array.from({ length: count }, (_, i) => figure(i)))).toHaveLength(count);
    }
  });

  it("rejects fewer than 2 or more than 4, saying how many it got", () => {
    expect(() => checkKeyFigures([figure(1)])).toThrow(/needs 2 to 4 figures, got 1/);
    expect(() => checkKeyFigures([1, 2, 3, 4, 5].map(figure))).toThrow(/got 5/);
    expect(() => checkKeyFigures("93%")).toThrow(MdxKitError);
  });

  it("needs a value and a label on every figure", () => {
    expect(() => checkKeyFigures([figure(1), { value: "£5bn", label: " " }])).toThrow(
      /figure 2 needs a value and a label/,
    );
  });
});

describe("Callout", () => {
  it("defaults to note and accepts the three types", () => {
    expect(checkCalloutType(undefined)).toBe("note");
    for (const type of ["note", "tip", "warning"]) expect(checkCalloutType(type)).toBe(type);
  });

  it("rejects any other type, listing the allowed ones", () => {
    expect(() => checkCalloutType("danger")).toThrow(/type must be one of note, tip, warning/);
  });
});

describe("Figure alt text", () => {
  it("is required and must say something", () => {
    expect(checkAlt("Figure", "A bar chart of start-up costs")).toBe("A bar chart of start-up costs");
    expect(() => checkAlt("Figure", undefined)).toThrow(/<Figure>: alt is required/);
    expect(() => checkAlt("Figure", "   ")).toThrow(MdxKitError);
    expect(() => checkAlt("Figure", "img")).toThrow(MdxKitError);
  });
});

describe("CostTable rows", () => {
  const rows = [
    { item: "Franchise fee", min: 10000, max: 25000, note: "On signing" },
    { item: "Insurance", min: 500 },
  ];

  it("keeps valid rows and totals lows and highs (a single figure counts at both ends)", () => {
    expect(checkCostRows(rows)).toEqual(rows);
    expect(costTotal(rows)).toEqual({ min: 10500, max: 25500 });
  });

  it("labels ranges and single figures in pounds", () => {
    expect(costLabel({ min: 10000, max: 25000 })).toBe("£10,000 - £25,000");
    expect(costLabel({ min: 500 })).toBe("£500");
    expect(costLabel({ min: 500, max: 500 })).toBe("£500");
  });

  it("rejects empty lists, missing amounts and max below min, naming the row", () => {
    expect(() => checkCostRows([])).toThrow(/non-empty list/);
    expect(() => checkCostRows([{ item: "Fee" }])).toThrow(/row 1 \("Fee"\) needs min/);
    expect(() => checkCostRows([rows[0], { item: "Van", min: 9000, max: 8000 }])).toThrow(/row 2 \("Van"\): max/);
    expect(() => checkCostRows([{ item: "Fee", min: -1 }])).toThrow(MdxKitError);
  });
});

describe("VideoLink", () => {
  it("takes https links only and names the host for the link text", () => {
    expect(videoHost(checkVideoHref("https://www.youtube.com/watch?v=abc"))).toBe("youtube.com");
    expect(() => checkVideoHref("http://example.com/video")).toThrow(/https:\/\//);
    expect(() => checkVideoHref("not a url")).toThrow(MdxKitError);
  });
});

describe("props", () => {
  it("knows the kit's components and spots unknown props", () => {
    expect(isKitComponent("FranchiseCard")).toBe(true);
    expect(isKitComponent("toString")).toBe(false);
    expect(unknownProps("FranchiseList", ["category", "limit", "categroy"])).toEqual(["categroy"]);
  });

  it("checks the franchise list limit", () => {
    expect(checkListLimit(undefined)).toBe(3);
    expect(checkListLimit(6)).toBe(6);
    expect(() => checkListLimit(0)).toThrow(/whole number from 1/);
    expect(() => checkListLimit(2.5)).toThrow(MdxKitError);
  });

  it("reduces image paths to the file name", () => {
    expect(imageFileName("./images/chart.png")).toBe("chart.png");
    expect(imageFileName("chart.png")).toBe("chart.png");
  });
});
