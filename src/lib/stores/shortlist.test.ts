import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from "@nanostores/persistent";
import {
  $shortlist,
  SHORTLIST_MAX,
  SHORTLIST_STORAGE_KEY,
  clearShortlist,
  decodeShortlist,
  removeFromShortlist,
  saveToShortlist,
  toggleShortlist,
} from "@/lib/stores/shortlist";

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  clearShortlist();
  cleanTestStorage();
});

describe("shortlist actions", () => {
  it("saves in order, once each, and persists as JSON", () => {
    expect(saveToShortlist("alpha")).toBe("saved");
    expect(saveToShortlist("beta")).toBe("saved");
    expect(saveToShortlist("alpha")).toBe("already-saved");
    expect($shortlist.get()).toEqual(["alpha", "beta"]);
    expect(JSON.parse(getTestStorage()[SHORTLIST_STORAGE_KEY])).toEqual(["alpha", "beta"]);
  });

  it("refuses a save at the cap and keeps the list as it was", () => {
    for (let i = 0; i < SHORTLIST_MAX; i += 1) expect(saveToShortlist(`f${i}`)).toBe("saved");
    expect(saveToShortlist("one-too-many")).toBe("full");
    expect($shortlist.get()).toHaveLength(SHORTLIST_MAX);
    expect($shortlist.get()).not.toContain("one-too-many");
    removeFromShortlist("f0");
    expect(saveToShortlist("one-too-many")).toBe("saved");
  });

  it("removes, toggles and clears", () => {
    saveToShortlist("alpha");
    expect(removeFromShortlist("beta")).toBe("not-saved");
    expect(toggleShortlist("beta")).toBe("saved");
    expect(toggleShortlist("alpha")).toBe("removed");
    expect($shortlist.get()).toEqual(["beta"]);
    clearShortlist();
    expect($shortlist.get()).toEqual([]);
  });

  it("refuses malformed slugs", () => {
    expect(saveToShortlist("<script>")).toBe("invalid");
    expect(saveToShortlist("")).toBe("invalid");
    expect($shortlist.get()).toEqual([]);
  });

  it("picks up a list stored by another page or tab", () => {
    setTestStorageKey(SHORTLIST_STORAGE_KEY, JSON.stringify(["gamma"]));
    expect($shortlist.get()).toEqual(["gamma"]);
  });
});

describe("decodeShortlist", () => {
  it("survives anything in storage", () => {
    expect(decodeShortlist(undefined)).toEqual([]);
    expect(decodeShortlist("not json")).toEqual([]);
    expect(decodeShortlist('{"a":1}')).toEqual([]);
    expect(decodeShortlist('["a", 3, "a", "Bad Slug", "b"]')).toEqual(["a", "b"]);
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => `s${i}`));
    expect(decodeShortlist(many)).toHaveLength(SHORTLIST_MAX);
  });
});
