import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, INVESTMENT_OPTIONS } from "@/lib/directory/franchise-filters";
import {
  SELECT_FILTERS,
  filtersFromForm,
  isBrowsingKey,
  isSelectFilter,
  sameFilters,
  withSelected,
} from "@/lib/directory/form";

const band = INVESTMENT_OPTIONS[0]!.value;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the directory filter form", () => {
  it("reads every field, keeps what the form lacks (the budget) and drops an unknown investment band", () => {
    const base = { ...EMPTY_FILTERS, budget: 60_000 };
    const read = filtersFromForm(form({ q: " cof", category: "food", investment: band, location: "leeds" }), base);
    expect(read).toEqual({ q: " cof", category: "food", investment: band, location: "leeds", budget: 60_000 });
    expect(filtersFromForm(form({ investment: "a-lot" }), base).investment).toBe("");
    expect(filtersFromForm(form({}), base)).toEqual({ ...base, q: "", category: "", investment: "", location: "" });
  });

  it("applies one select's choice and leaves the others", () => {
    const start = { ...EMPTY_FILTERS, q: "care", category: "food" };
    expect(withSelected(start, "location", "kent")).toEqual({ ...start, location: "kent" });
    expect(withSelected(start, "category", "")).toEqual({ ...start, category: "" });
    expect(withSelected(start, "investment", band).investment).toBe(band);
    expect(withSelected({ ...start, investment: band }, "investment", "nonsense").investment).toBe("");
    expect(SELECT_FILTERS.every(isSelectFilter)).toBe(true);
    expect(isSelectFilter("q")).toBe(false);
  });

  it("tells filters apart by the list they ask for and by the text typed", () => {
    const start = { ...EMPTY_FILTERS, q: "care" };
    expect(sameFilters(start, { ...start })).toBe(true);
    // Trailing space: the same list, but the box holds different text, so the island must follow it.
    expect(sameFilters(start, { ...start, q: "care " })).toBe(false);
    expect(sameFilters(start, { ...start, category: "food" })).toBe(false);
  });

  it("counts arrows, Home, End, paging and typed letters as browsing a select, and Tab, Enter and Escape as not", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "c"]) expect(isBrowsingKey(key)).toBe(true);
    for (const key of ["Tab", "Enter", "Escape", "Shift"]) expect(isBrowsingKey(key)).toBe(false);
  });
});
