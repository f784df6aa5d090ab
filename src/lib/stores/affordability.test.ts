import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from "@nanostores/persistent";
import { $affordabilityCash, forgetCash, rememberCash } from "@/lib/stores/affordability";

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  forgetCash();
  cleanTestStorage();
});

describe("the remembered cash figure", () => {
  it("persists a figure and forgets it", () => {
    rememberCash(45_000);
    expect(getTestStorage()["fa:affordability-cash"]).toBe("45000");
    expect($affordabilityCash.get()).toBe(45_000);
    forgetCash();
    expect($affordabilityCash.get()).toBeNull();
  });
  it("ignores junk in storage", () => {
    setTestStorageKey("fa:affordability-cash", "lots");
    expect($affordabilityCash.get()).toBeNull();
    setTestStorageKey("fa:affordability-cash", "-5");
    expect($affordabilityCash.get()).toBeNull();
  });
});
