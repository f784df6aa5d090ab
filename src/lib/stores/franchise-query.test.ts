import { afterEach, describe, expect, it, vi } from "vitest";
import { $directoryListening, $headerSearch, listenForHeaderSearches, submitHeaderSearch } from "./franchise-query";

afterEach(() => {
  $headerSearch.set(null);
  $directoryListening.set(false);
});

describe("header search handed to the directory", () => {
  it("is refused while no directory listens, so the form submits normally", () => {
    expect(submitHeaderSearch("leeds")).toBe(false);
    expect($headerSearch.get()).toBeNull();
  });

  it("reaches a listening directory, repeated queries included, until it stops listening", () => {
    const apply = vi.fn();
    const stop = listenForHeaderSearches(apply);
    expect(submitHeaderSearch("leeds")).toBe(true);
    expect(submitHeaderSearch("leeds")).toBe(true);
    expect(apply.mock.calls).toEqual([["leeds"], ["leeds"]]);
    stop();
    expect($directoryListening.get()).toBe(false);
    expect(submitHeaderSearch("york")).toBe(false);
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
