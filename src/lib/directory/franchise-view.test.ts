import { describe, expect, it } from "vitest";
import { preview, toDirectoryCard, toSearchIndexEntry } from "./franchise-view";
import type { Franchise } from "@/lib/directory/types";
import { UNDISCLOSED_TERMS } from "@/lib/terms/terms-schema";

const franchise: Franchise = {
  id: "4",
  slug: "glazeloop-donut-kiosks",
  name: "Glazeloop Donut Kiosks",
  category: { key: "food-beverage", name: "Food & Beverage", description: "Cafés and kiosks." },
  shortDescription: "Mobile donuts.",
  description: "Gourmet donuts cooked to order.",
  investmentRange: { min: 13_995, max: 24_995 },
  numberOfOutlets: "TBA",
  territories: [
    { slug: "nottingham", name: "Nottingham" },
    { slug: "leicester", name: "Leicester" },
    { slug: "derby", name: "Derby" },
  ],
  features: ["One", "Two", "Three", "Four"],
  support: ["A", "B", "C", "D"],
  terms: UNDISCLOSED_TERMS,
  introductionFee: "not disclosed",
  metaTitle: "Glazeloop",
  metaDescription: "Glazeloop donuts.",
};

describe("preview", () => {
  it("shows the first two and counts the rest", () => {
    expect(preview(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b"], more: 2 });
    expect(preview(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(preview(["a"])).toEqual({ shown: ["a"], more: 0 });
    expect(preview([], 2)).toEqual({ shown: [], more: 0 });
  });
});

describe("toDirectoryCard", () => {
  it("keeps only what the card shows and the filters search", () => {
    const card = toDirectoryCard(franchise);
    expect(card).toEqual({
      slug: "glazeloop-donut-kiosks",
      name: "Glazeloop Donut Kiosks",
      categoryKey: "food-beverage",
      categoryName: "Food & Beverage",
      shortDescription: "Mobile donuts.",
      investmentRange: { min: 13_995, max: 24_995 },
      established: "Est. TBA",
      outlets: "TBA",
      features: { shown: ["One", "Two"], more: 2 },
      territories: { shown: ["Nottingham", "Leicester"], more: 1 },
      territoryNames: ["Nottingham", "Leicester", "Derby"],
    });
    expect(card).not.toHaveProperty("id");
    expect(card).not.toHaveProperty("description");
    expect(card).not.toHaveProperty("support");
    expect(card).not.toHaveProperty("metaTitle");
  });
});

describe("toSearchIndexEntry", () => {
  it("keeps the short searched fields, what a suggestion shows and the id, never the long description", () => {
    expect(toSearchIndexEntry(franchise)).toEqual({
      id: franchise.id,
      slug: "glazeloop-donut-kiosks",
      name: "Glazeloop Donut Kiosks",
      categoryKey: "food-beverage",
      categoryName: "Food & Beverage",
      territoryNames: ["Nottingham", "Leicester", "Derby"],
    });
  });
});
