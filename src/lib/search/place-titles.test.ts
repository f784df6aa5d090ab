import { describe, expect, it } from "vitest";
import { placeDetail, placeTitles } from "./place-titles";

describe("location titles in search", () => {
  it("tells places of the same name apart by their kind, and leaves other names alone", () => {
    const titles = placeTitles([
      { slug: "cardiff", name: "Cardiff", type: "city" },
      { slug: "cardiff-county", name: "Cardiff", type: "county" },
      { slug: "leeds", name: "Leeds", type: "city" },
    ]);
    expect([...titles.values()]).toEqual(["Cardiff (City)", "Cardiff (County)", "Leeds"]);
  });

  it("says where a place is, nearest first", () => {
    expect(placeDetail("city", [{ name: "Cardiff" }, { name: "Wales" }])).toBe("City in Cardiff, Wales");
    expect(placeDetail("region", [])).toBe("Nation");
  });
});
